"""The prediction cards as widgets: the picker's big cards and the small badges on the table.

A badge paints a card face-up only when the observation it came from holds that card, so a
face-down card tells nothing but that someone has picked.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from desktop.i18n.tr import translate
from desktop.look import theme

from .models import card_band, card_reward, card_title
from .painting import CARD_ACCENT, CARD_GLYPH, paint_card_back, paint_card_face


class CardButton(QAbstractButton):
    """One of the four big prediction cards of the picker."""

    def __init__(self, card: str, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.key = key
        self.setCheckable(True)
        self.setAutoExclusive(True)
        self.setText(card_title(card))
        self.setAccessibleName(translate("TripleCards", "Card {card_title}").format(card_title=card_title(card)))
        self.setAccessibleDescription(f"{card_band(card)}; {card_reward(card)}")
        self.setToolTip(
            translate("TripleCards", "{card_title}: {card_band}. {capitalize}. Key {key}.").format(
                card_title=card_title(card), card_band=card_band(card), capitalize=card_reward(card).capitalize(),
                key=key))
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
        _shrink_to_fit(font, title, rect.width() - 16 - key_w, int(max(11, min(18, stripe_h * 0.6))), 9)
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
        painter.setPen(theme.PIP)  # on the card's paper face, which stays light in every theme
        painter.drawText(body, flags, text)
        glyph_h = body.height() - needed - 2
        if glyph_h >= 14:
            glyph = QFont(font)
            glyph.setBold(True)
            _shrink_to_fit(glyph, CARD_GLYPH[self.card], body.width() - 4, int(min(44, glyph_h * 0.8)), 12, step=2)
            painter.setFont(glyph)
            painter.setPen(accent.darker(115))
            painter.drawText(QRectF(body.left(), body.top(), body.width(), glyph_h), Qt.AlignmentFlag.AlignCenter,
                             CARD_GLYPH[self.card])
        if chosen:
            word = translate("TripleCards", "CHOSEN")
            font.setBold(True)
            _shrink_to_fit(font, word, rect.width() - 24, 11, 8)
            painter.setFont(font)
            width = min(rect.width() - 8, max(68.0, QFontMetricsF(font).horizontalAdvance(word) + 16))
            badge = QRectF(rect.center().x() - width / 2, rect.bottom() - 10, width, 18)
            painter.setBrush(theme.HELD_RING)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(badge, 9, 9)
            painter.setPen(QColor("#2a2108"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, word)
        if self.hasFocus():
            painter.setOpacity(1.0)
            painter.setPen(QPen(theme.FOCUS_RING, 2.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 2, radius + 2)
        painter.end()


def _shrink_to_fit(font: QFont, text: str, room: float, largest: int, smallest: int, step: int = 1) -> None:
    """Set ``font`` to the largest pixel size from ``largest`` down (by ``step``, not below
    ``smallest``) at which ``text`` fits ``room``: a card's title, mark and pill shrink alike."""
    size = largest
    font.setPixelSize(size)
    while size > smallest and QFontMetricsF(font).horizontalAdvance(text) > room:
        size -= step
        font.setPixelSize(size)


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
            self.setToolTip(
                translate("TripleCards", "Card {card_title}: {card_band}").format(
                    card_title=card_title(card), card_band=card_band(card)))
        elif self.face_down:
            self.setToolTip(
                translate("TripleCards", "A card lies face-down: it is turned over at the end of the round"))
        else:
            self.setToolTip(translate("TripleCards", "No card yet"))
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
