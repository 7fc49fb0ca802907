"""The Triple Dice table's dice: your 11 clickable dice and the rows of dice nobody clicks.

Secrets are never signalled by colour alone: a private die carries an eye-slash badge and sits in
a pocket captioned "private"; a hidden value is a "?" face; a picked die is raised, ringed, numbered
and labelled "PICKED"; a used die is dimmed and struck through. Every value a widget paints is
kept in a plain attribute (``value``, ``values``, ``card``), so tests can check exactly what is on
screen against what the seat may know. The cards are in ``cards.py``, the painting in
``painting.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.i18n.tr import translate
from desktop.look import theme
from desktop.widgets.accessibility import die_name, notify_checked
from desktop.widgets.dice import ClickableDie, paint_die

from .cards import CardBadge, CardButton
from .painting import paint_eye_slash, paint_hidden_die, paint_pick_badge

CAPTION_SIZES = (12, 11, 10)
"""Pixel sizes a caption under a hand die may take, largest first: smaller than 10 is hard to read."""

__all__ = ["CardBadge", "CardButton", "DiceRow", "HandDie"]
"""The cards live in ``cards.py``; they are named here too while older imports still use this module."""

# --- your dice -----------------------------------------------------------------------------------


class HandDie(ClickableDie):
    """One of your 11 dice: a check box, checked while picked (Space on a focused die or its key
    picks it, Enter is the page's Submit, as in every game: ``ClickableDie``)."""

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

    def spoken_name(self) -> str:
        """ "Die 10 (private): four" for a screen reader. Picked is the check box's checked state:
        a focused die whose name and description changed with it was read three times over."""
        spoken = die_name(self.index + 1, self.value)
        if self.private:
            spoken = translate("TripleWidgets", "{die} (private)").format(die=spoken)
        if self.used:
            return translate("TripleWidgets", "{die}, used in turn {used}").format(die=spoken, used=self.used)
        return spoken

    def spoken_checked(self) -> bool:
        return bool(self.picked)

    def key_bindings(self) -> list[str]:
        return ["-" if self.key == "\u2212" else self.key]

    def set_state(self, value: int | None, used: int, pick_number: int, pickable: bool) -> None:
        if (value, used, pick_number, pickable) == (self.value, self.used, self.pick_number, self.pickable):
            return
        was_picked = self.picked
        self.value, self.used, self.pick_number, self.pickable = value, used, pick_number, pickable
        self.setCursor(Qt.CursorShape.PointingHandCursor if pickable and not used else Qt.CursorShape.ArrowCursor)
        self._describe()
        self.update()
        if self.picked != was_picked:
            notify_checked(self)

    def _describe(self) -> None:
        name = translate("TripleWidgets", "Die {value}").format(value=self.index + 1)
        if self.private:
            name = translate("TripleWidgets", "{die} (private)").format(die=name)
        self.setAccessibleName(self.spoken_name())
        secret = (
            translate("TripleWidgets", " Only you can see it until the turn it is submitted in ends.")
            if self.private
            else "")
        if self.used:
            tip = translate("TripleWidgets", "{name}: used in turn {used}; pick from your unused dice.{secret}").format(
                name=name, used=self.used, secret=secret)
        elif self.picked:
            tip = translate(
                "TripleWidgets", "{name} is picked ({pick_number} of 3). Click or press {key} to put it back.{secret}"
            ).format(name=name, pick_number=self.pick_number, key=self.key, secret=secret)
        else:
            tip = translate("TripleWidgets", "{name}: click or press {key} to pick it for this turn.{secret}").format(
                name=name, key=self.key, secret=secret)
        # The screen reader's description is this tip (DieAccessible): used, picked and the key are
        # said in the name and the checked state, so a description that changed with them was read
        # as a third phrase beside the new name and the state ("used in turn 1" twice over).
        self.setToolTip(tip)

    # Painting ----------------------------------------------------------------------------
    def _fitted(self, painter: QPainter, *words: str) -> str:
        """The first of ``words`` (as the window's language says them) that fits under the die,
        in the largest caption size that holds one (the painter's font is set to it); else the
        shortest, cut with an ellipsis at the smallest size. Measuring the English word let
        French's long "PRENDRE" be clipped to "RENDR", and German's "gelegt" fits a narrow die
        only a size smaller."""
        room = self.width() - 2
        font = QFont(self.font())
        font.setBold(True)
        for size in CAPTION_SIZES:
            font.setPixelSize(size)
            metrics = QFontMetrics(font)
            fitting = next((w for w in words if metrics.horizontalAdvance(w) <= room), None)
            if fitting is not None:
                painter.setFont(font)
                return fitting
        painter.setFont(font)
        return metrics.elidedText(min(words, key=metrics.horizontalAdvance), Qt.TextElideMode.ElideRight, room)

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
            paint_pick_badge(painter, QPointF(ring.right() - side * 0.1, ring.top() + side * 0.06), side * 0.34,
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
        font.setPixelSize(CAPTION_SIZES[0])
        font.setBold(True)
        painter.setFont(font)
        label = QRectF(0, rect.bottom() + lift + 6, self.width(), label_h)
        if self.used:
            painter.setPen(QColor(233, 245, 238, 140))
            painter.drawText(
                label, Qt.AlignmentFlag.AlignCenter, self._fitted(painter, translate("TripleWidgets", "used")))
        elif self.picked:
            painter.setPen(theme.HELD_RING)
            word = self._fitted(painter, translate("TripleWidgets", "PICKED"), translate("TripleWidgets", "PICK"))
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

    def __init__(
        self, count: int, private: Sequence[int] = (), max_side: int = 34, parent: QWidget | None = None
    ) -> None:
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
        self.setAccessibleDescription("")
        self.update()

    def spoken(self) -> str:
        """The dice as a screen reader reads them, only what the row paints: "4, 2, hidden, 5 (used)"."""
        if self.placeholder:
            return translate("TripleWidgets", "not played yet")
        words = []
        for value, used in zip(self.values, self.used):
            word = translate("TripleWidgets", "hidden") if value is None else str(value)
            words.append(translate("TripleWidgets", "{die} (used)").format(die=word) if used else word)
        return ", ".join(words)

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
