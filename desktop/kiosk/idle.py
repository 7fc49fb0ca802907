"""The kiosk's idle clock: what counts as a person still at the table, and the countdown shown
before the table is handed back.

Any click, key, touch or wheel turn does. A move counts only once it has gone ``MOVE_PX`` from
where it stood at most ``MOVE_SPAN`` seconds before: a hand moves a mouse that far in a few
milliseconds, a twitching or drifting pointer (a worn mouse, a touch screen's noise) never does,
and must not keep the last visitor's game on the table for ever.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.i18n.tr import translate

INPUT_EVENTS = {
    QEvent.Type.MouseButtonPress, QEvent.Type.MouseMove, QEvent.Type.KeyPress, QEvent.Type.TouchBegin,
    QEvent.Type.TouchUpdate, QEvent.Type.Wheel, QEvent.Type.TabletPress,
}

MOVE_PX = 8
"""A pointer or finger must travel this far for a move to count as a person at the table."""
MOVE_SPAN = 1.0
"""... within this many seconds: a hand moves a mouse 8 px in a few milliseconds, a pointer
that drifts or twitches a pixel a second never does, however long it goes on."""


class IdleWatcher(QObject):
    """Application-wide input watcher: deliberate input restarts the idle clock. Clicks, keys,
    touches and the wheel always count; a move counts only once it has gone ``MOVE_PX`` from
    where it stood at most ``MOVE_SPAN`` seconds before, so a twitching mouse or a worn touch
    screen cannot keep the last visitor's game on the table for ever."""

    idle = Signal()
    activity = Signal()

    def __init__(self, timeout_ms: int, parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(timeout_ms)
        self.timer.timeout.connect(self.idle)
        self.clock = clock
        """Where a move's span is read from (a test moves its own)."""
        self._from: tuple[float, float, float] | None = None
        """(x, y, when) a move is measured from."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in INPUT_EVENTS:
            return False
        if kind in (QEvent.Type.MouseMove, QEvent.Type.TouchUpdate):
            if self._travelled(event):
                self.timer.start()  # a move keeps the game, but does not dismiss the countdown
            return False
        self._from = None
        self.timer.start()
        self.activity.emit()
        return False

    def _travelled(self, event: QEvent) -> bool:
        """Whether this move has gone far enough, fast enough, to be a person's."""
        points = getattr(event, "points", None)
        where = points()[0].globalPosition() if callable(points) and points() else getattr(
            event, "globalPosition", lambda: None)()
        if where is None:
            return False
        now = self.clock()
        start = self._from
        if start is None or now - start[2] > MOVE_SPAN:
            self._from = (where.x(), where.y(), now)
            return False
        if (where.x() - start[0]) ** 2 + (where.y() - start[1]) ** 2 < MOVE_PX**2:
            return False
        self._from = (where.x(), where.y(), now)
        return True


class CountdownOverlay(QWidget):
    """Covers the window with a big countdown; any touch keeps the game."""

    expired = Signal()

    def __init__(self, seconds: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("Overlay")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.seconds = seconds
        self.left = seconds
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        text = QLabel(translate("Kiosk", "Still playing?"))
        text.setObjectName("OverlayText")
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.count = QLabel("")
        self.count.setObjectName("OverlayCount")
        self.count.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint = QLabel(
            translate("Kiosk", "Touch anywhere to keep playing. Otherwise the table returns to the start screen."))
        hint.setObjectName("OverlayHint")
        hint.setWordWrap(True)
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.keep = QPushButton(translate("Kiosk", "Keep playing"))
        self.keep.setObjectName("BigButton")
        self.keep.clicked.connect(self.cancel)
        layout.addWidget(text)
        layout.addWidget(self.count)
        layout.addWidget(hint)
        layout.addWidget(self.keep, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)
        parent.installEventFilter(self)
        self.hide()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        parent = self.parentWidget()
        if parent is not None and obj is parent and event.type() == QEvent.Type.Resize:
            self.setGeometry(parent.rect())
        return False

    def begin(self) -> None:
        self.left = self.seconds
        self.count.setText(str(self.left))
        parent = self.parentWidget()
        assert parent is not None  # made over the window, and never moved off it
        self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self.timer.start()

    def cancel(self) -> None:
        self.timer.stop()
        self.hide()

    def _tick(self) -> None:
        self.left -= 1
        self.count.setText(str(max(0, self.left)))
        if self.left <= 0:
            self.cancel()
            self.expired.emit()
