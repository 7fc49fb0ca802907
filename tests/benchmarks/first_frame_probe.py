"""Start-up probe shared by the source and frozen benchmarks (run before the app's own code).

It prints ``first-frame <s>`` when the first top-level window shown receives its first Paint
event, and ``ready <s>`` when the game is on screen (the dice tray, ``objectName`` "DiceTray",
has painted), both counted from ``DICEBOX_BENCH_T0`` (epoch seconds taken just before the
process was spawned), then exits. A window without a dice tray (the bare reference) is ready at
its first frame.

Why it patches ``QWidget.show`` instead of installing an application-wide event filter: a
Python filter on the application is called for every event of every object, and PySide builds
the Python type of each new C++ class it meets there (with all its enums). That cost 30 ms for a
QMainWindow with a few children and almost nothing for a bare QWidget, so the probe measured
itself. Filtering only the shown window and the tray costs the same in both apps.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

from PySide6 import QtWidgets
from PySide6.QtCore import QEvent, QObject

_T0 = float(os.environ.get("DICEBOX_BENCH_T0", "0") or 0) or time.time()


class _Probe(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.window: Any = None
        self.tray: Any = None

    def watch(self, window: Any) -> None:
        if self.window is not None or not window.isWindow():
            return
        self.window = window
        window.installEventFilter(self)

    def _report(self, what: str) -> None:
        sys.stdout.write(f"{what} {time.time() - _T0:.6f}\n")
        sys.stdout.flush()

    def _find_tray(self) -> None:
        completed = getattr(self.window, "completed", None)
        if completed is not None and not getattr(self.window, "is_complete", True):
            completed.connect(self._find_tray)
            return
        self.tray = self.window.findChild(QtWidgets.QWidget, "DiceTray")
        if self.tray is None:
            self._report("ready")
            os._exit(0)
        self.tray.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            if obj is self.window and self.tray is None:
                self.window.removeEventFilter(self)
                self._report("first-frame")
                self._find_tray()
            elif obj is self.tray:
                self._report("ready")
                os._exit(0)
        return False


_PROBE = _Probe()


def _patched(original: Any) -> Any:
    def show(self: Any, *args: Any) -> Any:
        _PROBE.watch(self)
        return original(self, *args)

    return show


for _name in ("show", "showFullScreen", "showMaximized"):
    setattr(QtWidgets.QWidget, _name, _patched(getattr(QtWidgets.QWidget, _name)))
