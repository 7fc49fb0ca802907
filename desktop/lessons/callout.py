"""The lesson's callout over the real window: rings round what to use, and a bubble that says why.

Two widgets over the game area. The veil paints a light shade with the pointed-at things left
bright and ringed, and the bubble's pointer; it lets every click through, so the learner plays the
real page, not a picture of it. The bubble is a small frame with the step's words and its
buttons (Next for a step to read, Leave to stop the lesson at any step); it sits beside the first
thing pointed at, on whichever side has room, and follows it through resizes, zoom and layout
changes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.i18n.tr import translate
from desktop.look import theme
from desktop.look.appearance import styled
from desktop.look.touch import TOUCH

GAP = 14
"""Pixels between the ring and the bubble (the pointer spans them)."""
RING = 5
"""Pixels between what is pointed at and its ring."""
FOLLOW_MS = 120
"""How often the rings check where their targets went (layouts settle after a state change)."""
BUBBLE_WIDTH = 340
NARROWEST = 240
"""The narrowest the bubble grows to fit beside what it points at (taller instead)."""
PRESS_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)



class Veil(QWidget):
    """The shade with its bright, ringed holes; never takes a click or the focus."""

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.holes: list[QRect] = []
        self.pointer: tuple[QPointF, QPointF] | None = None
        """(bubble edge, ring edge): the pointer's base and tip."""

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        shade = QPainterPath()
        shade.addRect(QRectF(self.rect()))
        for hole in self.holes:
            cut = QPainterPath()
            cut.addRoundedRect(QRectF(hole), 8, 8)
            shade = shade.subtracted(cut)
        p.fillPath(shade, QColor(0, 0, 0, 70))
        ring = QColor(theme.HELD_RING)
        for hole in self.holes:
            p.setPen(QPen(QColor(0, 0, 0, 90), 6))
            p.drawRoundedRect(QRectF(hole), 8, 8)
            p.setPen(QPen(ring, 3))
            p.drawRoundedRect(QRectF(hole), 8, 8)
        if self.pointer is not None:
            base, tip = self.pointer
            along = tip - base
            length = max(1.0, (along.x() ** 2 + along.y() ** 2) ** 0.5)
            side = QPointF(-along.y() / length * 9, along.x() / length * 9)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(ring)
            p.drawPolygon(QPolygonF([base + side, base - side, tip]))


class Bubble(QFrame):
    next_pressed = Signal()
    leave_pressed = Signal()

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("LessonBubble")
        styled(self, theme.LESSON_STYLE)
        self.setFixedWidth(BUBBLE_WIDTH)
        self.column = column = QVBoxLayout(self)
        column.setContentsMargins(14, 10, 14, 10)
        column.setSpacing(6)
        self.step = QLabel("", self)
        self.step.setObjectName("LessonStep")
        self.text = QLabel("", self)
        self.text.setObjectName("LessonText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(self.step)
        column.addWidget(self.text)
        buttons = QHBoxLayout()
        self.leave = QPushButton("", self)
        self.leave.setObjectName("GhostLesson")
        self.leave.clicked.connect(self.leave_pressed)
        self.next = QPushButton("", self)
        self.next.setDefault(True)
        self.next.clicked.connect(self.next_pressed)
        buttons.addWidget(self.leave)
        buttons.addStretch(1)
        buttons.addWidget(self.next)
        column.addLayout(buttons)


class Callout(QObject):
    """The veil and the bubble over ``host`` (the window's game area). ``locate`` is asked, on
    every check, where the pointed-at things are now (widgets and rectangles in them)."""

    next_pressed = Signal()
    leave_pressed = Signal()

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.host = host
        self.veil = Veil(host)
        self.bubble = Bubble(host)
        self.bubble.next_pressed.connect(self.next_pressed)
        self.bubble.leave_pressed.connect(self.leave_pressed)
        self.locate: Callable[[], list[tuple[QWidget, QRect]]] = list
        self._placed: tuple[object, ...] = ()
        self.timer = QTimer(self)
        self.timer.setInterval(FOLLOW_MS)
        self.timer.timeout.connect(self.place)
        host.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The host's resizes move the bubble; Esc anywhere in the host's window answers Leave (or
        Not now). Esc is taken before the window's shortcuts see it (Triple Dice's Esc puts picked
        dice back; Backspace still does), and a dialog's Esc stays the dialog's."""
        kind = event.type()
        if watched is self.host and kind == QEvent.Type.Resize:
            self.place()
        elif kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and self.showing and \
                isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape and \
                isinstance(watched, QWidget) and watched.window() is self.host.window():
            event.accept()
            if kind == QEvent.Type.KeyPress:
                self.leave_pressed.emit()
            return True
        elif kind == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and \
                event.key() in PRESS_KEYS and isinstance(watched, QWidget) and self.bubble.isAncestorOf(watched):
            event.accept()  # Enter on a focused Next is Next, not the page's Enter shortcut (Triple Dice's Submit)
        return False

    def show_step(self, counter: str, text: str, locate: Callable[[], list[tuple[QWidget, QRect]]],
                  reading: bool, buttons: tuple[str, str] | None = None, veil: bool = True) -> None:
        """One step: ``reading`` shows the Next button; ``buttons`` (leave, next) words them
        otherwise than a lesson's; without ``veil`` the bubble comes alone (an offer, no lesson yet)."""
        self.locate = locate
        bubble = self.bubble
        bubble.step.setText(counter)
        bubble.text.setText(text)
        leave, go = buttons or (translate("Lesson", "Leave lesson (Esc)"), translate("Lesson", "Next \u25b8"))
        bubble.leave.setText(leave)
        bubble.next.setText(go)
        bubble.next.setVisible(reading)
        bubble.setAccessibleName(counter)  # its words are its label's: as its description too, Orca 48 said them twice
        self._placed = ()
        self.veil.setVisible(veil)
        if bubble.step.property("question") != (not veil):  # an offer's title is a question, not a counter
            bubble.step.setProperty("question", not veil)
            bubble.step.style().unpolish(bubble.step)
            bubble.step.style().polish(bubble.step)
        app = QApplication.instance()
        if app is not None:  # always: a callout is a widget
            app.installEventFilter(self)
        bubble.show()
        self.place()
        self.timer.start()

    def set_touch(self, on: bool) -> None:
        """Kiosk: buttons a fingertip can hit."""
        for button in (self.bubble.leave, self.bubble.next):
            button.setMinimumHeight(TOUCH if on else 0)

    def hide(self) -> None:
        app = QApplication.instance()
        if app is not None:  # always: as in show_step
            app.removeEventFilter(self)
        self.timer.stop()
        self.veil.hide()
        self.bubble.hide()

    def dispose(self) -> None:
        """Gone for good (a lesson over): the veil and the bubble live on the host, so they go
        with this, not with the host."""
        self.hide()
        self.veil.deleteLater()
        self.bubble.deleteLater()
        self.deleteLater()

    @property
    def showing(self) -> bool:
        return self.bubble.isVisible()

    def rings(self) -> list[QRect]:
        """Where the rings are now, in the host's coordinates (only things on screen)."""
        found = []
        for widget, rect in self.locate():
            if widget.isVisible() and rect.isValid():
                top_left = widget.mapTo(self.host, rect.topLeft())
                found.append(QRect(top_left, rect.size()).adjusted(-RING, -RING, RING, RING))
        return found

    def place(self) -> None:
        """Rings round the targets, the bubble beside the first on the side with most room."""
        area = self.host.rect()
        holes = self.rings()
        bubble = self.bubble
        width = min(BUBBLE_WIDTH, area.width() - 2 * GAP)
        # Right after a new text the layout may still answer for the last one (a line too many or
        # too few): the height is part of the key, so the next check fits the bubble to its words.
        height = bubble.column.totalHeightForWidth(width)
        key = (area, tuple(holes), bubble.text.text(), bubble.next.isVisible(), height)
        if key == self._placed:
            return
        self._placed = key
        self.veil.setGeometry(area)
        self.veil.holes = holes if self.veil.isVisible() else []
        bubble.setFixedWidth(width)
        bubble.setFixedHeight(height)
        size = bubble.size()
        if not holes:
            bubble.move(area.center().x() - size.width() // 2, area.center().y() - size.height() // 2)
            self.veil.pointer = None
        else:
            self._beside(holes[0], area, holes[1:])
        self.veil.raise_()
        bubble.raise_()
        self.veil.update()

    def _beside(self, ring: QRect, area: QRect, others: list[QRect]) -> None:
        """Below, above, right or left of ``ring``: the first side where the whole bubble fits
        (beside the ring it may grow narrower, down to ``NARROWEST``, and taller) without
        covering another ring, else the first where it fits, else the side with most room; kept
        inside the area."""
        bubble = self.bubble
        full = bubble.width()
        room = {"below": area.bottom() - ring.bottom() - GAP, "above": ring.top() - area.top() - GAP,
                "right": area.right() - ring.right() - GAP, "left": ring.left() - area.left() - GAP}
        sizes: dict[str, tuple[int, int]] = {}
        for side in ("below", "above"):
            if room[side] >= self._height(full):
                sizes[side] = (full, self._height(full))
        for side in ("right", "left"):
            width = min(full, room[side] - 4)
            if width >= NARROWEST and self._height(width) <= area.height() - 8:
                sizes[side] = (width, self._height(width))
        frames = {side: self._frame(side, ring, area, *size) for side, size in sizes.items()}
        clear = [s for s in frames if not any(frames[s].intersects(other) for other in others)]
        side = (clear or list(frames) or [max(room, key=lambda s: room[s] / (self._height(full) if s in
                                                                            ("below", "above") else full))])[0]
        width, height = sizes.get(side, (full, self._height(full)))
        bubble.setFixedSize(width, height)
        frame = self._frame(side, ring, area, width, height)
        bubble.move(frame.topLeft())
        cx, cy = ring.center().x(), ring.center().y()
        if side in ("below", "above"):
            px = max(frame.left() + 16, min(cx, frame.right() - 16))
            base = QPointF(px, frame.top() if side == "below" else frame.bottom())
            tip = QPointF(px, ring.bottom() + 1 if side == "below" else ring.top() - 1)
        else:
            py = max(frame.top() + 16, min(cy, frame.bottom() - 16))
            base = QPointF(frame.left() if side == "right" else frame.right(), py)
            tip = QPointF(ring.right() + 1 if side == "right" else ring.left() - 1, py)
        self.veil.pointer = (base, tip) if frame.intersected(ring).isEmpty() else None

    @staticmethod
    def _frame(side: str, ring: QRect, area: QRect, w: int, h: int) -> QRect:
        """Where a ``w`` x ``h`` bubble goes on ``side`` of ``ring``, kept inside ``area``."""
        cx, cy = ring.center().x(), ring.center().y()
        x, y = {"below": (cx - w // 2, ring.bottom() + GAP), "above": (cx - w // 2, ring.top() - GAP - h),
                "right": (ring.right() + GAP, cy - h // 2), "left": (ring.left() - GAP - w, cy - h // 2)}[side]
        x = max(area.left() + 4, min(x, area.right() - w - 4))
        y = max(area.top() + 4, min(y, area.bottom() - h - 4))
        return QRect(x, y, w, h)

    def _height(self, width: int) -> int:
        return self.bubble.column.totalHeightForWidth(width)
