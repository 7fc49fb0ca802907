"""Whether a screen reader asked for AT-SPI's ``object:announcement`` (Orca 45 and later do,
Debian 12's Orca 43 does not), which decides the channel an announcement goes out on
(desktop/widgets/accessibility.py).

The accessibility registry knows who listens to what (``GetRegisteredEvents``), but PySide6
cannot read its answer (an array of string pairs: PySide6 binds only the writing half of
``QDBusArgument``), so ``dbus-send``, which ships with D-Bus itself and so wherever AT-SPI runs,
asks it. The answer is kept for a few seconds and renewed in the background; a screen reader
started later is followed within that time. When it cannot be known (no ``dbus-send``, no
registry), the answer is None and both channels are used: said twice beats never said. Away
from Linux there is no AT-SPI, and the answer is always yes.
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QProcess

FRESH_FOR = 4.0
"""Seconds an answer is trusted before it is asked again (in the background)."""

_answer: bool | None = None
_asked_at = -FRESH_FOR
_address: str | None = None
_pending: QProcess | None = None


def announcements_heard() -> bool | None:
    """True when some client registered for ``object:announcement``, False when none did, None
    when the registry could not be asked."""
    global _answer, _asked_at
    if not sys.platform.startswith("linux"):
        return True  # no AT-SPI: Windows' and macOS's screen readers take Qt's announcement event
    now = time.monotonic()
    if now - _asked_at < FRESH_FOR:
        return _answer
    argv = _argv()
    if argv is None:
        _asked_at = now
        _answer = None
        return None
    if _asked_at < 0:  # the first time: asked at once, so the first words go the right way
        _asked_at = now
        import subprocess  # here: the first question comes after the first frame, which need not load it

        try:
            done = subprocess.run(argv, capture_output=True, text=True, timeout=1.5)
        except (OSError, subprocess.SubprocessError):
            _answer = None
            return None
        _answer = _read(done.returncode, done.stdout)
        return _answer
    _asked_at = now
    _ask_in_background(argv)
    return _answer


def _ask_in_background(argv: list[str]) -> None:
    global _pending
    if _pending is not None:
        return
    from PySide6.QtCore import QProcess  # lazy: asked again seconds after the first frame (its type: 1-2 ms)

    process = _pending = QProcess()

    def finished(code: int, _status: QProcess.ExitStatus) -> None:
        global _answer, _pending
        _answer = _read(code, bytes(process.readAllStandardOutput().data()).decode(errors="replace"))
        _pending = None
        process.deleteLater()

    process.finished.connect(finished)
    process.errorOccurred.connect(lambda _e: finished(1, QProcess.ExitStatus.CrashExit))
    process.start(argv[0], argv[1:])


def _read(code: int, out: str) -> bool | None:
    if code != 0:
        return None
    events = {line.strip()[len('string "'):-1].lower() for line in out.splitlines()
              if line.strip().startswith('string "')}
    # The registry keeps D-Bus's spelling ("Object:Announcement:"); a client of every object
    # event ("Object::") gets announcements too.
    return any(e.startswith("object:announcement") or e.strip(":") == "object" for e in events)


def _argv() -> list[str] | None:
    program = shutil.which("dbus-send")
    address = _bus_address()
    if program is None or not address:
        return None
    return [program, f"--bus={address}", "--print-reply", "--dest=org.a11y.atspi.Registry",
            "/org/a11y/atspi/registry", "org.a11y.atspi.Registry.GetRegisteredEvents"]


def _bus_address() -> str | None:
    """The accessibility bus: named in the environment, or told by the session bus."""
    global _address
    if _address is None:
        _address = os.environ.get("AT_SPI_BUS_ADDRESS") or ""
        if not _address:
            from PySide6.QtDBus import QDBus, QDBusConnection, QDBusMessage

            ask = QDBusMessage.createMethodCall("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
            reply = QDBusConnection.sessionBus().call(ask, QDBus.CallMode.Block, 1000)
            args = reply.arguments() if reply.type() == QDBusMessage.MessageType.ReplyMessage else []
            _address = str(args[0]) if args else ""
    return _address or None
