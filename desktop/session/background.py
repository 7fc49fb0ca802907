"""Run engine work (solver tables, computer moves, hints) off the GUI thread.

The window must never freeze: the first solve of a table takes seconds. Results come back as a
queued signal on the GUI thread, tagged with the state they were computed for, so a result that
arrives after the player moved on is simply dropped by the receiver.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal


class _Relay(QObject):
    done = Signal(object, object)
    """(tag, result or exception)."""
    progress = Signal(float)


class Background(QObject):
    """One lane of background work; ``done(tag, result)`` arrives on the GUI thread."""

    done = Signal(object, object)
    progress = Signal(float)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay()
        self.relay.done.connect(self._finish)
        self.relay.progress.connect(self.progress)
        self.busy = False

    def submit(self, fn: Callable[[Callable[[float], None]], Any], tag: object) -> None:
        self.busy = True
        relay = self.relay

        def run() -> None:
            try:
                result: Any = fn(relay.progress.emit)
            except Exception as exc:  # reported to the GUI thread, which shows it; never lost
                result = exc
            with suppress(RuntimeError):  # the window closed while this ran (at exit): nobody to tell
                relay.done.emit(tag, result)

        # A plain callable, not a QRunnable subclass: the pool kept the Python side of each
        # auto-deleted runnable alive, and with it the task's closure and the state it was
        # tagged with (about 50 KiB per game with a computer seat, for ever).
        self.pool.start(run)

    def _finish(self, tag: object, result: object) -> None:
        self.busy = False
        self.done.emit(tag, result)

    def wait(self, msecs: int = 30000) -> bool:
        return self.pool.waitForDone(msecs)
