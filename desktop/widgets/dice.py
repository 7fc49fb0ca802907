"""Painted dice: crisp at any size (QPainter vectors, no bitmaps) and readable without colour.

A held die is raised, ringed and carries a padlock plus the word "HELD", so holds read at a
glance for colour-blind players and on washed-out kiosk screens. The roll animation only changes
what is drawn; the engine state is already final, so input is never blocked while it runs.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from desktop.i18n.tr import translate
from desktop.look import theme
from desktop.look.appearance import on_change

from . import accessibility
from .accessibility import die_name

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}
FACE_CACHE = 32
"""Looks a tray keeps for its dice: the six faces, held or not, enabled or not, at the two or three
widths a tray's dice have, and the hover and focus looks shown lately. About 130 KiB each in a
1280x800 window, so about 4 MiB at most."""
LABEL_H = 20.0
"""Height of the line under a die (its key, or HELD)."""
ROLL_MS = 320
"""Short enough to feel snappy (under 400 ms, so a quick player is never kept waiting), long enough
to read as a roll."""


def paint_die(painter: QPainter, rect: QRectF, value: int, angle: float = 0.0, alpha: float = 1.0) -> None:
    """Draw one die face; shared by the tray and the game-over summary."""
    painter.save()
    painter.setOpacity(alpha)
    painter.translate(rect.center())
    painter.rotate(angle)
    side = min(rect.width(), rect.height())
    box = QRectF(-side / 2, -side / 2, side, side)
    radius = side * 0.18
    painter.setPen(QPen(theme.DIE_EDGE, max(1.0, side * 0.02)))
    painter.setBrush(theme.DIE_FACE)
    painter.drawRoundedRect(box, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.PIP)
    pip = side * 0.095
    for fx, fy in PIPS.get(value, ()):
        painter.drawEllipse(QPointF(box.left() + fx * side, box.top() + fy * side), pip, pip)
    painter.restore()


def _padlock(painter: QPainter, center: QPointF, size: float) -> None:
    painter.save()
    painter.setPen(QPen(QColor("#2a2108"), max(1.2, size * 0.12)))
    painter.setBrush(theme.HELD_RING)
    painter.drawEllipse(center, size * 0.75, size * 0.75)
    body = QRectF(center.x() - size * 0.32, center.y() - size * 0.05, size * 0.64, size * 0.42)
    shackle = QPainterPath()
    shackle.moveTo(center.x() - size * 0.2, body.top())
    shackle.arcTo(QRectF(center.x() - size * 0.2, center.y() - size * 0.42, size * 0.4, size * 0.5), 180, -180)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(shackle)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#2a2108"))
    painter.drawRoundedRect(body, size * 0.06, size * 0.06)
    painter.restore()


class ClickableDie(QWidget):
    """Input shared by every die a player clicks (the scorecard tray, Triple Dice's hand): a click
    that starts and ends on the die, the keys, hover and focus repaint. Emits ``clicked_die`` with
    its index; whether that is legal is decided elsewhere.

    One keyboard model in every game, the check box's: Space on a focused die holds or picks it
    (even where Space is also a page's shortcut, as the scorecard games' Roll), its digit key
    does the same from anywhere (the page's shortcuts), and Enter is not the die's: it goes on to
    the page, whose default action it is (Roll, Submit, play the card)."""

    clicked_die = Signal(int)

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self._hover = False
        self._pressed = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setMouseTracking(True)
        accessibility.install(ClickableDie)

    def spoken_name(self) -> str:
        """What a screen reader calls this die (``accessibility.DieAccessible``)."""
        return self.accessibleName()

    def spoken_checked(self) -> bool:
        """Whether a screen reader hears the die as held (or chosen)."""
        return False

    def key_bindings(self) -> list[str]:
        """The page's key for this die (Space is every focused die's), as assistive technology lists it."""
        return [str(self.index + 1)]

    def click(self) -> None:
        """What a click does (assistive technology's Toggle and Press come here too)."""
        self.clicked_die.emit(self.index)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = True
            self.update()
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._pressed:
            self._pressed = False
            self.update()
            if self.rect().contains(event.position().toPoint()):
                self.click()
        event.accept()

    @staticmethod
    def _is_space(event: QKeyEvent) -> bool:
        return event.key() == Qt.Key.Key_Space and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier

    def event(self, event: QEvent) -> bool:
        # Space is the focused die's own key: a page's Space shortcut (Roll) must not take it.
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and self._is_space(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._is_space(event):
            if not event.isAutoRepeat():
                self.click()
            event.accept()
            return
        super().keyPressEvent(event)  # Enter and the rest go on to the page

    def enterEvent(self, event: object) -> None:
        self._hover = True
        self.update()

    def leaveEvent(self, event: object) -> None:
        self._hover = False
        self._pressed = False
        self.update()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)


class DieWidget(ClickableDie):
    """One die of the scorecard games' tray."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(index, parent)
        self.value = 1
        self.held = False
        self.toggle_enabled = True
        self.shown_value = 1
        self.angle = 0.0
        self.faces: dict[tuple[object, ...], tuple[QPoint, QPixmap]] = {}
        """Drawn looks and where each goes in the widget, by everything that decides the look
        (size, value, held, hover...), the one shown last at the end; a tray's dice share one."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(theme.px(48), theme.px(76))
        self.setAccessibleName(die_name(index + 1, self.value))
        self._update_tooltip()

    def sizeHint(self) -> QSize:
        return QSize(theme.px(92), theme.px(118))

    def set_state(self, value: int, held: bool, toggle_enabled: bool) -> None:
        changed = (value, held, toggle_enabled) != (self.value, self.held, self.toggle_enabled)
        was_held = self.held
        self.value, self.held, self.toggle_enabled = value, held, toggle_enabled
        self.shown_value = value
        self.angle = 0.0
        self.setCursor(Qt.CursorShape.PointingHandCursor if toggle_enabled else Qt.CursorShape.ArrowCursor)
        self._update_tooltip()
        if changed:  # a screen reader asks spoken_name(), always current; this is for the rest
            self.setAccessibleName(die_name(self.index + 1, value))
            self.update()
        if held != was_held:
            accessibility.notify_checked(self)

    def spoken_name(self) -> str:
        """The face only: held is the check box's checked state, and a focused die whose name
        changed as well was read three times over by Orca ("Die 5: two, held", "checked",
        "Hold die 5.")."""
        return die_name(self.index + 1, self.value)

    def spoken_checked(self) -> bool:
        return self.held

    def _update_tooltip(self) -> None:
        key = self.index + 1
        if not self.toggle_enabled:
            self.setToolTip(translate("Dice", "Die {number}: no more rolls this turn, so holding is off. Score a "
                                      "category.").format(number=key))
        elif self.held:
            self.setToolTip(translate("Dice", "Die {number} is held and will not be re-rolled. Click or press "
                                      "{number} to release it.").format(number=key))
        else:
            self.setToolTip(translate("Dice", "Die {number}: click or press {number} to hold it for the next "
                                      "roll.").format(number=key))

    # Painting ----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        """A die at rest is drawn once per look and then copied: scoring a box changes every
        die's face or its enabled look, and drawing five antialiased dice took longer than the
        rest of the click. Spinning faces (the roll animation) are drawn directly."""
        painter = QPainter(self)
        if self.angle:
            self._paint_face(painter)
        else:
            corner, pixmap = self._face_pixmap()
            painter.drawPixmap(corner, pixmap)
        self._paint_label(painter)
        painter.end()

    def _face_pixmap(self) -> tuple[QPoint, QPixmap]:
        """The drawn look and where it goes: only the die (with its shadow, rings and padlock),
        not the whole widget nor the label, so one small set of looks serves every die."""
        ratio = self.devicePixelRatioF()
        look = (
            self.width(), self.height(), ratio, self.shown_value, self.held, self.isEnabled(),
            self._hover and self.toggle_enabled and not self.held, self.hasFocus(), self.font().key(),
            theme.current,
        )
        faces = self.faces
        kept = faces.pop(look, None)
        if kept is None:
            side, block_top, _rect = self._block()
            cx, cy = self.width() / 2, block_top + side / 2 + 4
            area = QRectF(cx - side * 0.75 - 8, cy - side * 0.9 - 8, side * 1.5 + 16, side * 1.65 + 16)
            box = area.toAlignedRect().intersected(self.rect())  # (a held die is lifted)
            pixmap = QPixmap(max(1, round(box.width() * ratio)), max(1, round(box.height() * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            face = QPainter(pixmap)
            face.translate(-box.topLeft())
            self._paint_face(face)
            face.end()
            kept = (box.topLeft(), pixmap)
            if len(faces) >= FACE_CACHE:
                del faces[next(iter(faces))]  # the look shown longest ago
        faces[look] = kept
        return kept

    def _block(self) -> tuple[float, float, QRectF]:
        """The die's side, the top of the die-and-label block, and the die's square."""
        # The die and its label are laid out as one block centred in the widget, so a tall tray
        # (800x600 or fullscreen) never pulls the label away from its die.
        label_h = theme.px(LABEL_H)
        side = max(10.0, min(self.width() - 12.0, self.height() - label_h - 18.0, theme.px(132)) * 0.88)
        lift = side * 0.09 if self.held else 0.0
        block_top = (self.height() - (side + 10 + label_h)) / 2
        cx = self.width() / 2
        cy = block_top + side / 2 + 4 - lift
        return side, block_top, QRectF(cx - side / 2, cy - side / 2, side, side)

    def face_rect(self) -> QRect:
        """The die with its label under it, in this widget's coordinates: where a lesson's ring
        goes (the widget itself is the tray's whole column)."""
        side, block_top, square = self._block()
        return QRect(int(square.left()), int(block_top), int(side), int(side + 10 + theme.px(LABEL_H)))

    def _label_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(theme.px(13))
        font.setBold(True)
        return font

    def _paint_face(self, painter: QPainter) -> None:
        """The die, its shadow, rings and padlock (everything but the label under it)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side, _block_top, rect = self._block()
        lift = side * 0.09 if self.held else 0.0
        alpha = 1.0 if self.isEnabled() else 0.45

        # Shadow: longer when held, so the die reads as lifted off the felt.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90 if self.held else 60))
        offset = side * (0.1 if self.held else 0.045)
        painter.drawRoundedRect(rect.translated(offset * 0.5, offset + lift), side * 0.18, side * 0.18)

        paint_die(painter, rect, self.shown_value, self.angle, alpha)

        ring = rect.adjusted(-side * 0.06, -side * 0.06, side * 0.06, side * 0.06)
        if self.held:
            painter.setPen(QPen(theme.HELD_RING, max(3.0, side * 0.05)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(ring, side * 0.22, side * 0.22)
            _padlock(painter, QPointF(ring.right() - side * 0.04, ring.top() + side * 0.04), side * 0.16)
        elif self._hover and self.toggle_enabled:
            painter.setPen(QPen(theme.HOVER_RING, max(2.0, side * 0.03)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(ring, side * 0.22, side * 0.22)
        if self.hasFocus():
            pen = QPen(theme.FOCUS_RING, 2.0, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            outer = ring.adjusted(-4, -4, 4, 4)
            painter.drawRoundedRect(outer, side * 0.25, side * 0.25)

    def _paint_label(self, painter: QPainter) -> None:
        """The line under the die: its key, or HELD (drawn each time: it differs per die)."""
        side, block_top, _rect = self._block()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self._label_font())
        label_rect = QRectF(0, block_top + side + 10, self.width(), theme.px(LABEL_H))
        if self.held:
            painter.setPen(theme.HELD_RING)
            word = translate("Dice", "HELD")
            font = painter.font()
            while font.pixelSize() > 8 and painter.fontMetrics().horizontalAdvance(word) > self.width() - 2:
                font.setPixelSize(font.pixelSize() - 1)  # a longer word than HELD still fits its die
                painter.setFont(font)
            painter.drawText(label_rect, Qt.AlignmentFlag.AlignCenter, word)
        else:
            painter.setPen(QColor(233, 245, 238, 150))
            painter.drawText(label_rect, Qt.AlignmentFlag.AlignCenter, str(self.index + 1))


class DiceTray(QWidget):
    """The dice in a row, as many as the game throws, with the roll animation."""

    die_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None, count: int = 5) -> None:
        super().__init__(parent)
        self.setObjectName("DiceTray")
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(6)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.dice: list[DieWidget] = []
        self._faces: dict[tuple[object, ...], tuple[QPoint, QPixmap]] = {}
        self._set_count(count)

        on_change(self, self._restyle)
        self.reduce_motion = False
        self._rolling: list[int] = []
        self._cosmetic = random.Random()  # only for the spinning faces, never for real dice
        self._anim = QVariantAnimation(self)
        self._anim.setDuration(ROLL_MS)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self._tick)
        self._anim.finished.connect(self._settle)

    def show_dice(
        self, values: Sequence[int], held: Sequence[bool], toggle_enabled: bool, rolled: Sequence[int] = ()
    ) -> None:
        """Show the engine's dice; ``rolled`` lists the positions that just got new values.
        The tray takes as many dice as ``values`` holds (a ruleset's dice_count)."""
        if len(values) != len(self.dice):
            self._set_count(len(values))
        for die, value, is_held in zip(self.dice, values, held):
            die.set_state(value, is_held, toggle_enabled)
        self._anim.stop()
        self._rolling = [i for i in rolled if 0 <= i < len(self.dice)]
        if self._rolling and not self.reduce_motion:
            self._anim.start()

    def _restyle(self) -> None:
        """Another theme or zoom: the dice's sizes follow, and their faces are drawn anew."""
        self._faces.clear()
        for die in self.dice:
            die.setMinimumSize(theme.px(48), theme.px(76))
            die.updateGeometry()
            die.update()

    def _set_count(self, count: int) -> None:
        while len(self.dice) < count:
            die = DieWidget(len(self.dice), self)
            die.faces = self._faces
            die.clicked_die.connect(self.die_clicked)
            self._row.addWidget(die)
            die.setVisible(True)  # a child added to a tray already on screen is not shown with it
            self.dice.append(die)
        while len(self.dice) > count:
            die = self.dice.pop()
            self._row.removeWidget(die)
            die.hide()
            die.deleteLater()

    def _tick(self, progress: float) -> None:
        t = float(progress)
        for i in self._rolling:
            die = self.dice[i]
            if t < 0.85:
                die.shown_value = self._cosmetic.randint(1, 6)
                die.angle = (1.0 - t) * 40.0 * (1 if i % 2 else -1)
            else:
                die.shown_value = die.value
                die.angle = 0.0
            die.update()

    def _settle(self) -> None:
        for i in self._rolling:
            die = self.dice[i]
            die.shown_value = die.value
            die.angle = 0.0
            die.update()
        self._rolling = []
