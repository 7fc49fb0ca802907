"""How the Triple Dice table paints its secrets and cards: hidden dice, the "private" badge, the
pick badge and small card faces. Plain functions on a painter, shared by the dice and the cards.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from desktop.look import theme
from desktop.widgets.dice import paint_die
from engine.triple_points import CARDS

from .models import card_glyph

CARD_ACCENT = {
    "zero": QColor("#5b6b82"),
    "minimum": QColor("#2f8f83"),
    "more": QColor("#d9822b"),
    "maximum": QColor("#b8443a"),
}
CARD_GLYPH = {card: card_glyph(card) for card in CARDS}
"""Short marks for small card faces; the full band (the card's words) is always written nearby."""
CARD_BACK = QColor("#7a2e3a")
CARD_BACK_EDGE = QColor("#f2c14e")
PRIVATE_BADGE = QColor("#24324a")
LIGHT_TEXT = QColor("#e9f5ee")


# --- painting ------------------------------------------------------------------------------------


def paint_hidden_die(painter: QPainter, rect: QRectF, alpha: float = 1.0) -> None:
    """A die whose value this seat may not know: a blank face with a "?"."""
    paint_die(painter, rect, 0, 0.0, alpha)
    side = min(rect.width(), rect.height())
    painter.save()
    painter.setOpacity(alpha)
    font = QFont(painter.font())
    font.setPixelSize(max(8, int(side * 0.62)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(theme.PIP)  # on the die's light face in every theme
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
    painter.restore()


def paint_eye_slash(painter: QPainter, center: QPointF, size: float) -> None:
    """The "private" badge: an eye with a slash through it on a dark disc."""
    painter.save()
    painter.setPen(QPen(QColor("#ffffff"), max(1.0, size * 0.1)))
    painter.setBrush(PRIVATE_BADGE)
    painter.drawEllipse(center, size * 0.5, size * 0.5)
    eye = QPainterPath()
    w, h = size * 0.62, size * 0.36
    eye.moveTo(center.x() - w / 2, center.y())
    eye.quadTo(center.x(), center.y() - h, center.x() + w / 2, center.y())
    eye.quadTo(center.x(), center.y() + h, center.x() - w / 2, center.y())
    painter.setPen(QPen(QColor("#ffffff"), max(1.0, size * 0.08)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(eye)
    painter.setBrush(QColor("#ffffff"))
    painter.drawEllipse(center, size * 0.08, size * 0.08)
    painter.setPen(QPen(QColor("#ffffff"), max(1.2, size * 0.1)))
    painter.drawLine(
        QPointF(center.x() - size * 0.3, center.y() + size * 0.26),
        QPointF(center.x() + size * 0.3, center.y() - size * 0.26),
    )
    painter.restore()


def paint_pick_badge(painter: QPainter, center: QPointF, size: float, number: int) -> None:
    painter.save()
    painter.setPen(QPen(QColor("#2a2108"), max(1.0, size * 0.08)))
    painter.setBrush(theme.HELD_RING)
    painter.drawEllipse(center, size * 0.5, size * 0.5)
    font = QFont(painter.font())
    font.setPixelSize(max(8, int(size * 0.62)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#2a2108"))
    painter.drawText(QRectF(center.x() - size / 2, center.y() - size / 2, size, size), Qt.AlignmentFlag.AlignCenter,
                     str(number))
    painter.restore()


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """A face-down prediction card: the same back for every card, so it tells nothing."""
    painter.save()
    radius = min(rect.width(), rect.height()) * 0.12
    painter.setPen(QPen(CARD_BACK_EDGE, max(1.0, rect.width() * 0.05)))
    painter.setBrush(CARD_BACK)
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(rect.width() * 0.18, rect.height() * 0.16, -rect.width() * 0.18, -rect.height() * 0.16)
    diamond = QPainterPath()
    diamond.moveTo(inner.center().x(), inner.top())
    diamond.lineTo(inner.right(), inner.center().y())
    diamond.lineTo(inner.center().x(), inner.bottom())
    diamond.lineTo(inner.left(), inner.center().y())
    diamond.closeSubpath()
    painter.setPen(QPen(QColor(242, 193, 78, 170), max(1.0, rect.width() * 0.04)))
    painter.setBrush(QColor(255, 255, 255, 25))
    painter.drawPath(diamond)
    painter.restore()


def paint_card_face(painter: QPainter, rect: QRectF, card: str) -> None:
    """A small face-up card: coloured band and its short mark (the name is written beside it)."""
    painter.save()
    radius = min(rect.width(), rect.height()) * 0.12
    painter.setPen(QPen(theme.DIE_EDGE, 1.0))
    painter.setBrush(QColor("#fffdf6"))
    painter.drawRoundedRect(rect, radius, radius)
    stripe = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.24)
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    painter.setClipPath(path)
    painter.fillRect(stripe, CARD_ACCENT[card])
    painter.setClipping(False)
    font = QFont(painter.font())
    font.setBold(True)
    glyph = CARD_GLYPH[card]
    font.setPixelSize(max(8, int(min(rect.height() * 0.42, rect.width() * (0.62 if len(glyph) < 3 else 0.44)))))
    painter.setFont(font)
    painter.setPen(theme.PIP)  # on the card's paper face, which stays light in every theme
    painter.drawText(rect.adjusted(0, rect.height() * 0.2, 0, 0), Qt.AlignmentFlag.AlignCenter, glyph)
    painter.restore()
