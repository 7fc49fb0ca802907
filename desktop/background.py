"""Run engine work (solver tables, computer moves, hints) off the GUI thread.

The window must never freeze: the first solve of a table takes seconds. Results come back as a
queued signal on the GUI thread, tagged with the state they were computed for, so a result that
arrives after the player moved on is simply dropped by the receiver.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Relay(QObject):
    done = Signal(object, object)
    """(tag, result or exception)."""
    progress = Signal(float)


class _Task(QRunnable):
    def __init__(self, fn: Callable[[Callable[[float], None]], Any], tag: object, relay: _Relay) -> None:
        super().__init__()
        self.fn, self.tag, self.relay = fn, tag, relay
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result: Any = self.fn(self.relay.progress.emit)
        except Exception as exc:  # reported to the GUI thread, which shows it; never lost
            result = exc
        self.relay.done.emit(self.tag, result)


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
        self.pool.start(_Task(fn, tag, self.relay))

    def _finish(self, tag: object, result: object) -> None:
        self.busy = False
        self.done.emit(tag, result)

    def wait(self, msecs: int = 30000) -> bool:
        return self.pool.waitForDone(msecs)
