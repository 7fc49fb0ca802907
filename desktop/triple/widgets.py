"""Painted pieces of the Triple Dice table: dice that may be hidden, prediction cards, badges.

Secrets are never signalled by colour alone: a private die carries an eye-slash badge and sits in
a pocket captioned "private"; a hidden value is a "?" face; a picked die is raised, ringed, numbered
and labelled "PICKED"; a used die is dimmed and struck through. Every value a widget paints is
kept in a plain attribute (``value``, ``values``, ``card``), so tests can check exactly what is on
screen against what the seat may know.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from .. import theme
from ..dice import ClickableDie, paint_die
from .models import card_band, card_reward, card_title

CARD_ACCENT = {
    "zero": QColor("#5b6b82"),
    "minimum": QColor("#2f8f83"),
    "more": QColor("#d9822b"),
    "maximum": QColor("#b8443a"),
}
CARD_GLYPH = {"zero": "0", "minimum": "<7", "more": "7+", "maximum": "11+"}
"""Short marks for small card faces; the full band (from CARD_TEXT) is always written nearby."""
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
    painter.setPen(theme.MUTED)
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


def _pick_badge(painter: QPainter, center: QPointF, size: float, number: int) -> None:
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
    painter.setPen(theme.INK)
    painter.drawText(rect.adjusted(0, rect.height() * 0.2, 0, 0), Qt.AlignmentFlag.AlignCenter, glyph)
    painter.restore()


# --- your dice -----------------------------------------------------------------------------------


class HandDie(ClickableDie):
    """One of your 11 dice (Space on a focused die picks it; Enter is the page's Submit)."""

    ACTIVATE_KEYS = (Qt.Key.Key_Space,)

    def __init__(self, index: int, key: str, private: bool, parent: QWidget | None = None) -> None:
        super().__init__(index, parent)
        self.key = key
        self.private = private
        self.value: int | None = None
        """What this widget paints; None paints "?"."""
        self.used = 0
        """0 while unused, else the turn it was submitted in."""
        self.pick_number = 0
        """1..3 while picked (the order of picking), else 0."""
        self.pickable = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(40, 66)
        self.setMaximumSize(92, 100)
        self._describe()

    @property
    def picked(self) -> bool:
        return self.pick_number > 0

    def sizeHint(self) -> QSize:
        return QSize(68, self.minimumHeight())

    def set_large(self, large: bool) -> None:
        """Big dice when the screen has room; at 800x600 the width (11 dice) limits them anyway,
        so asking for more height there would only squeeze the cards above."""
        self.setMinimumHeight(92 if large else 66)

    def set_state(self, value: int | None, used: int, pick_number: int, pickable: bool) -> None:
        if (value, used, pick_number, pickable) == (self.value, self.used, self.pick_number, self.pickable):
            return
        self.value, self.used, self.pick_number, self.pickable = value, used, pick_number, pickable
        self.setCursor(Qt.CursorShape.PointingHandCursor if pickable and not used else Qt.CursorShape.ArrowCursor)
        self._describe()
        self.update()

    def _describe(self) -> None:
        name = f"Die {self.index + 1}" + (" (private)" if self.private else "")
        shown = "hidden" if self.value is None else f"shows {self.value}"
        self.setAccessibleName(name)
        state = f", used in turn {self.used}" if self.used else (", picked" if self.picked else "")
        self.setAccessibleDescription(f"{shown}{state}")
        secret = " Only you can see it until the turn it is submitted in ends." if self.private else ""
        if self.used:
            tip = f"{name}: used in turn {self.used}; pick from your unused dice.{secret}"
        elif self.picked:
            tip = f"{name} is picked ({self.pick_number} of 3). Click or press {self.key} to put it back.{secret}"
        else:
            tip = f"{name}: click or press {self.key} to pick it for this turn.{secret}"
        self.setToolTip(tip)

    # Painting ----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        label_h = 14.0
        # Room around the face for the ring and the pick badge, so neither is ever clipped.
        side = max(12.0, min(self.width() - 10.0, self.height() - label_h - 16.0, 66.0))
        lift = side * 0.14 if self.picked else 0.0
        block_top = (self.height() - (side + 6 + label_h)) / 2 + 4
        cx = self.width() / 2
        rect = QRectF(cx - side / 2, block_top + 4 - lift, side, side)
        alpha = 0.32 if self.used else 1.0

        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 95 if self.picked else 55))
        offset = side * (0.12 if self.picked else 0.05)
        painter.drawRoundedRect(rect.translated(offset * 0.5, offset + lift), side * 0.18, side * 0.18)
        if self.value is None:
            paint_hidden_die(painter, rect, alpha)
        else:
            paint_die(painter, rect, self.value, 0.0, alpha)
        if self.used:
            painter.setPen(QPen(QColor(233, 245, 238, 170), max(2.0, side * 0.05)))
            painter.drawLine(rect.bottomLeft() + QPointF(side * 0.12, -side * 0.12),
                             rect.topRight() + QPointF(-side * 0.12, side * 0.12))

        ring = rect.adjusted(-side * 0.07, -side * 0.07, side * 0.07, side * 0.07)
        if self.picked:
            painter.setPen(QPen(theme.HELD_RING, max(3.0, side * 0.06)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(ring, side * 0.22, side * 0.22)
            _pick_badge(painter, QPointF(ring.right() - side * 0.1, ring.top() + side * 0.06), side * 0.34,
                        self.pick_number)
        elif self._hover and self.pickable and not self.used:
            painter.setPen(QPen(theme.HOVER_RING, max(2.0, side * 0.035)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(ring, side * 0.22, side * 0.22)
        if self.private:
            paint_eye_slash(painter, QPointF(ring.left() + side * 0.1, ring.top() + side * 0.06), side * 0.34)
        if self.hasFocus():
            painter.setPen(QPen(theme.FOCUS_RING, 2.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(ring.adjusted(-4, -4, 4, 4), side * 0.25, side * 0.25)

        font = QFont(self.font())
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        label = QRectF(0, rect.bottom() + lift + 6, self.width(), label_h)
        if self.used:
            painter.setPen(QColor(233, 245, 238, 140))
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, "used")
        elif self.picked:
            painter.setPen(theme.HELD_RING)
            word = "PICKED" if painter.fontMetrics().horizontalAdvance("PICKED") <= self.width() - 2 else "PICK"
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, word)
        else:
            painter.setPen(QColor(233, 245, 238, 190))
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, self.key)
        painter.end()


# --- other dice ----------------------------------------------------------------------------------


class DiceRow(QWidget):
    """A row of small dice nobody clicks: an opponent's hand or one submission.

    ``values`` holds exactly what is painted (None paints "?"), straight from an observation.
    """

    def __init__(self, count: int, private: Sequence[int] = (), max_side: int = 34, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat: int | None = None
        self.values: list[int | None] = [None] * count
        self.private: list[bool] = [i in private for i in range(count)]
        self.used: list[int] = [0] * count
        self.placeholder = False
        """Paint empty dashed spots (a seat that has not submitted yet) instead of dice."""
        self.max_side = max_side
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(max_side + 4)

    def set_max_side(self, side: int) -> None:
        """Bigger dice on a big screen; the row keeps a fixed height so layouts stay calm."""
        if side != self.max_side:
            self.max_side = side
            self.setFixedHeight(side + 4)
            self.updateGeometry()
            self.update()

    def sizeHint(self) -> QSize:
        n = len(self.values)
        return QSize(int(n * (self.max_side + 4) + self._group_gap()), self.max_side + 4)

    def minimumSizeHint(self) -> QSize:
        return QSize(int(len(self.values) * 20 + self._group_gap()), 20)

    def _group_gap(self) -> float:
        return 8.0 if any(self.private) and not all(self.private) else 0.0

    def set_dice(
        self, values: Sequence[int | None], used: Sequence[int] | None = None, private: Sequence[bool] | None = None,
        seat: int | None = None, placeholder: bool = False,
    ) -> None:
        self.seat = seat
        self.placeholder = placeholder
        self.values = list(values)
        self.used = list(used) if used is not None else [0] * len(self.values)
        if private is not None:
            self.private = list(private)
        self.setAccessibleDescription(" ".join("?" if v is None else str(v) for v in self.values))
        self.update()

    def die_rects(self) -> list[QRectF]:
        n = max(1, len(self.values))
        gap = 4.0
        group = self._group_gap()
        side = min(float(self.max_side), self.height() - 4.0, (self.width() - group - gap * (n - 1)) / n)
        side = max(8.0, side)
        rects = []
        x = 0.0
        y = (self.height() - side) / 2
        for i in range(len(self.values)):
            if i > 0 and self.private[i] and not self.private[i - 1]:
                x += group
            rects.append(QRectF(x, y, side, side))
            x += side + gap
        return rects

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for rect, value, used, private in zip(self.die_rects(), self.values, self.used, self.private):
            if self.placeholder:
                painter.setPen(QPen(QColor(233, 245, 238, 110), 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(QColor(0, 0, 0, 30))
                painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), rect.width() * 0.18, rect.width() * 0.18)
                continue
            alpha = 0.5 if used else 1.0
            if value is None:
                paint_hidden_die(painter, rect, alpha)
            else:
                paint_die(painter, rect, value, 0.0, alpha)
            side = rect.width()
            if used:
                painter.setPen(QPen(QColor(20, 60, 40, 150), max(1.2, side * 0.05)))
                painter.drawLine(rect.bottomLeft() + QPointF(side * 0.12, -side * 0.12),
                                 rect.topRight() + QPointF(-side * 0.12, side * 0.12))
            if private and side >= 24:
                paint_eye_slash(painter, QPointF(rect.right() - side * 0.1, rect.top() + side * 0.1), side * 0.42)
        painter.end()


# --- cards ---------------------------------------------------------------------------------------


class CardButton(QAbstractButton):
    """One of the four big prediction cards of the picker."""

    def __init__(self, card: str, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.key = key
        self.setCheckable(True)
        self.setAutoExclusive(True)
        self.setText(card_title(card))
        self.setAccessibleName(f"Card {card_title(card)}")
        self.setAccessibleDescription(f"{card_band(card)}; {card_reward(card)}")
        self.setToolTip(f"{card_title(card)}: {card_band(card)}. {card_reward(card).capitalize()}. Key {key}.")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(92, 96)
        self.setMaximumSize(180, 220)

    def sizeHint(self) -> QSize:
        return QSize(150, 180)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        chosen = self.isChecked()
        lift = 6.0 if chosen else 0.0
        rect = QRectF(self.rect()).adjusted(5, 5 + 6 - lift, -5, -5 - lift)
        radius = min(rect.width(), rect.height()) * 0.08
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90 if chosen else 50))
        painter.drawRoundedRect(rect.translated(2, 3 + lift), radius, radius)
        enabled = self.isEnabled()
        painter.setOpacity(1.0 if enabled else 0.55)
        edge = theme.HELD_RING if chosen else (theme.HOVER_RING if self.underMouse() and enabled else theme.DIE_EDGE)
        painter.setPen(QPen(edge, 4.0 if chosen else 1.5))
        painter.setBrush(QColor("#fffdf6"))
        painter.drawRoundedRect(rect, radius, radius)
        accent = CARD_ACCENT[self.card]
        stripe_h = max(22.0, min(30.0, rect.height() * 0.18))
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(2, 2, -2, -2), radius, radius)
        painter.save()
        painter.setClipPath(path)
        painter.fillRect(QRectF(rect.left(), rect.top(), rect.width(), stripe_h), accent)
        painter.restore()

        # Title and key share the stripe: the title shrinks until both fit (MINIMUM at 800x600).
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(12)
        painter.setFont(font)
        key_w = painter.fontMetrics().horizontalAdvance(self.key) + 6
        title = self.text().upper()
        size = int(max(11, min(18, stripe_h * 0.6)))
        font.setPixelSize(size)
        while size > 9 and QFontMetricsF(font).horizontalAdvance(title) > rect.width() - 16 - key_w:
            size -= 1
            font.setPixelSize(size)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        title_rect = QRectF(rect.left() + 8, rect.top(), rect.width() - 16, stripe_h)
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, title)
        font.setPixelSize(12)
        painter.setFont(font)
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.key)

        # The band text always fits; the big mark takes what room is left (none on a tiny card).
        body = rect.adjusted(6, stripe_h + 2, -6, -(12 if chosen else 4))
        font.setBold(False)
        font.setPixelSize(12 if body.width() >= 110 else 11)
        painter.setFont(font)
        text = f"{card_band(self.card)}\n{card_reward(self.card)}"
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap
        needed = painter.fontMetrics().boundingRect(body.toRect(), int(flags), text).height()
        painter.setPen(theme.INK)
        painter.drawText(body, flags, text)
        glyph_h = body.height() - needed - 2
        if glyph_h >= 14:
            glyph = QFont(font)
            glyph.setBold(True)
            size = int(min(44, glyph_h * 0.8))
            glyph.setPixelSize(size)
            while size > 12 and QFontMetricsF(glyph).horizontalAdvance(CARD_GLYPH[self.card]) > body.width() - 4:
                size -= 2
                glyph.setPixelSize(size)
            painter.setFont(glyph)
            painter.setPen(accent.darker(115))
            painter.drawText(QRectF(body.left(), body.top(), body.width(), glyph_h), Qt.AlignmentFlag.AlignCenter,
                             CARD_GLYPH[self.card])
        if chosen:
            font.setBold(True)
            font.setPixelSize(11)
            painter.setFont(font)
            badge = QRectF(rect.center().x() - 34, rect.bottom() - 10, 68, 18)
            painter.setBrush(theme.HELD_RING)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(badge, 9, 9)
            painter.setPen(QColor("#2a2108"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "CHOSEN")
        if self.hasFocus():
            painter.setOpacity(1.0)
            painter.setPen(QPen(theme.FOCUS_RING, 2.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 2, radius + 2)
        painter.end()


class CardBadge(QWidget):
    """A small card: face-up (``card``), face-down (someone has picked), or an empty slot."""

    def __init__(self, small: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card: str | None = None
        """The card painted face-up, or None."""
        self.face_down = False
        if small:
            self.setFixedSize(22, 30)
        else:
            self.setFixedSize(26, 36)

    def set_card(self, card: str | None, face_down: bool) -> None:
        self.card, self.face_down = card, face_down and card is None
        if card is not None:
            self.setToolTip(f"Card {card_title(card)}: {card_band(card)}")
        elif self.face_down:
            self.setToolTip("A card lies face-down: it is turned over at the end of the round")
        else:
            self.setToolTip("No card yet")
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        if self.card is not None:
            paint_card_face(painter, rect, self.card)
        elif self.face_down:
            paint_card_back(painter, rect)
        else:
            painter.setPen(QPen(QColor(233, 245, 238, 120), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 4, 4)
        painter.end()
