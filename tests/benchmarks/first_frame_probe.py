"""Start-up probe shared by the source and frozen benchmarks (run before the app's own code).

It prints ``first-frame <s>`` when the first top-level window shown receives its first Paint
event, and ``ready <s>`` when the game is on screen (the dice tray, ``objectName`` "DiceTray",
has painted), both counted from ``DICEBOX_BENCH_T0`` (epoch seconds taken just before the
process was spawned), then exits. A window without a dice tray (the bare reference) is ready at
its first frame.

With ``DICEBOX_BENCH_RSS_AFTER`` (seconds) it also prints ``rss <MiB>``, the process's resident
memory (VmRSS, Linux) that long after the first frame, as the window goes on running (the
records open, the menus are built, the player prepares later still), and exits only then: what
the installed app holds a second after its window maps is the figure the start-up budget keeps.

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
from PySide6.QtCore import QEvent, QObject, QTimer

_T0 = float(os.environ.get("DICEBOX_BENCH_T0", "0") or 0) or time.time()
_RSS_AFTER = float(os.environ.get("DICEBOX_BENCH_RSS_AFTER", "0") or 0)


def resident_mib() -> float | None:
    """This process's resident memory now, where the system says it (Linux's /proc)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError):
        pass
    return None


class _Probe(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.window: Any = None
        self.tray: Any = None
        self.ready = False
        self.weighed = not _RSS_AFTER

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
            self._ready()
            return
        self.tray.installEventFilter(self)

    def _ready(self) -> None:
        self._report("ready")
        self.ready = True
        if self.tray is not None:
            self.tray.removeEventFilter(self)
        if self.weighed:
            os._exit(0)

    def _weigh(self) -> None:
        rss = resident_mib()
        sys.stdout.write(f"rss {rss if rss is not None else 'unknown'}\n")
        sys.stdout.flush()
        self.weighed = True
        if self.ready:
            os._exit(0)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            if obj is self.window and self.tray is None:
                self.window.removeEventFilter(self)
                self._report("first-frame")
                if _RSS_AFTER:
                    QTimer.singleShot(round(_RSS_AFTER * 1000), self._weigh)
                self._find_tray()
            elif obj is self.tray and not self.ready:
                self._ready()
        return False


_PROBE = _Probe()


def _patched(original: Any) -> Any:
    def show(self: Any, *args: Any) -> Any:
        _PROBE.watch(self)
        return original(self, *args)

    return show


for _name in ("show", "showFullScreen", "showMaximized"):
    setattr(QtWidgets.QWidget, _name, _patched(getattr(QtWidgets.QWidget, _name)))
