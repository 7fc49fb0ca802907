"""Run engine work (solver tables, computer moves, hints) off the GUI thread.

The window must never freeze: the first solve of a table takes seconds. Results come back as a
queued signal on the GUI thread, tagged with the state they were computed for, so a result that
arrives after the player moved on is simply dropped by the receiver.
"""

from __future__ import annotations

import atexit
import weakref
from collections.abc import Callable
from contextlib import suppress

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal

_LANES: weakref.WeakSet[Background] = weakref.WeakSet()
"""Every lane made, so that none is still working when the application goes."""


def finish_all(msecs: int = 30000) -> None:
    """Let every lane's work end, and tell nobody its result: called as the application quits
    (and at exit). A worker still running a game's review when the window had closed and the
    interpreter was being torn down crashed the process on its way out (a segmentation fault
    after 'smoke-test ok', about 1 run in 20 on a loaded machine)."""
    for lane in list(_LANES):
        with suppress(RuntimeError):  # its Qt side is gone already: its pool waited for its work then
            lane.finish(msecs)


atexit.register(finish_all)
_QUIT_WATCHED: list[QCoreApplication] = []


def _finish_at_quit() -> None:
    """The application's quit (the end of ``exec``) finishes every lane, once per application."""
    app = QCoreApplication.instance()
    if app is not None and app not in _QUIT_WATCHED:
        app.aboutToQuit.connect(finish_all)
        _QUIT_WATCHED.append(app)


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
        self._closing = [False]
        _LANES.add(self)
        _finish_at_quit()

    def submit(self, fn: Callable[[Callable[[float], None]], object], tag: object) -> None:
        if self._closing[0]:
            return
        self.busy = True
        relay, closing = self.relay, self._closing

        def run() -> None:
            try:
                result: object = fn(relay.progress.emit)
            except Exception as exc:  # reported to the GUI thread, which shows it; never lost
                result = exc
            if closing[0]:
                return  # the application is going: nobody to tell
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

    def finish(self, msecs: int = 30000) -> bool:
        """Drop the work not begun, let the running one end, and deliver nothing more."""
        self._closing[0] = True
        self.pool.clear()
        done = self.pool.waitForDone(msecs)
        self.busy = False
        return done
