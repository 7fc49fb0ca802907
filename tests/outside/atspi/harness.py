"""The pytest side of the AT-SPI test: a private X server, session bus and accessibility bus, the
real app on them, and the client run against it. Every process started here is ended here, by
its own id (or its own process group: the bus launcher's children), even when something fails;
every wait has a timeout, so a hang fails in bounded time.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
HERE = Path(__file__).resolve().parent
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
NEEDED = {"Xvfb": "xvfb", "dbus-daemon": "dbus", "xdotool": "xdotool", "xclip": "xclip"}


def missing() -> str | None:
    """Why AT-SPI cannot start on this machine (a package of assets/system-packages.txt's
    [build] section is not installed), or None."""
    for program, package in NEEDED.items():
        if shutil.which(program) is None:
            return f"{program} is missing (package {package})"
    if not os.path.exists(BUS_LAUNCHER):
        return f"{BUS_LAUNCHER} is missing (package at-spi2-core)"
    if not os.path.exists(SYSTEM_PYTHON):
        return f"{SYSTEM_PYTHON} is missing"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, timeout=30)
    if probe.returncode:
        return "the system python3 cannot import pyatspi (package python3-pyatspi)"
    return None


@dataclass
class Session:
    """One app under one private X server and bus pair."""

    tmp: Path
    app_args: list[str]
    launcher_args: list[str] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)
    procs: list[tuple[str, subprocess.Popen[bytes]]] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)

    @property
    def database(self) -> Path:
        return Path(self.env["XDG_DATA_HOME"]) / "Dicebox" / "Dicebox" / "records.sqlite3"

    def _start(self, name: str, argv: list[str], **kw: Any) -> subprocess.Popen[bytes]:
        log = open(self.tmp / f"{name}.log", "wb")  # noqa: SIM115 (the process keeps it)
        proc = subprocess.Popen(argv, stdout=kw.pop("stdout", log), stderr=log, env=kw.pop("env", self.env),
                                start_new_session=True, **kw)
        self.procs.append((name, proc))
        return proc

    def __enter__(self) -> Session:
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def start(self) -> None:
        self.start_buses()
        self.start_app()

    def start_buses(self) -> None:
        """The X server, session bus and accessibility bus, no app yet: a client that must hear
        the app's very first words (an announcement at start) starts in between."""
        home = self.tmp / "home"
        run = self.tmp / "run"
        for folder in (home, run):
            folder.mkdir(parents=True, exist_ok=True)
        run.chmod(0o700)
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home), "XDG_RUNTIME_DIR": str(run),
            "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".local/share"),
            "XDG_CACHE_HOME": str(home / ".cache"), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "LANGUAGE": "en",
            "QT_QPA_PLATFORM": "xcb", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_ACCESSIBILITY": "1",
            "NO_AT_BRIDGE": "0", "PYTHONDONTWRITEBYTECODE": "1",
        }
        self._write_settings()
        # Xvfb picks a free display itself and writes its number on the pipe.
        read, write = os.pipe()
        self._start("xvfb", ["Xvfb", "-displayfd", str(write), "-ac", "-noreset", "-nolisten", "tcp",
                             "-screen", "0", "1280x900x24"], pass_fds=(write,))
        os.close(write)
        self.env["DISPLAY"] = ":" + _read_line(read, 20, "Xvfb to start").strip()
        bus = self._start("dbus", ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1"],
                          stdout=subprocess.PIPE)
        assert bus.stdout is not None
        self.env["DBUS_SESSION_BUS_ADDRESS"] = _read_line(bus.stdout.fileno(), 20, "the session bus").strip()
        self._start("atspi", [BUS_LAUNCHER, "--launch-immediately"])
        self._wait_a11y_bus()

    def start_app(self) -> None:
        app = [str(ROOT / ".venv/bin/python")]
        if self.launcher_args:
            app += [str(HERE / "launch.py"), *self.launcher_args, "--", *self.app_args]
        else:
            app += ["-m", "desktop", *self.app_args]
        self._start("app", app, cwd=str(ROOT))

    def _write_settings(self) -> None:
        """The settings file the app reads at start (QSettings' native format is INI on Linux)."""
        from PySide6.QtCore import QSettings

        path = Path(self.env["XDG_CONFIG_HOME"]) / "Dicebox" / "Dicebox.conf"
        path.parent.mkdir(parents=True, exist_ok=True)
        q = QSettings(str(path), QSettings.Format.IniFormat)
        for key, value in {"view/reduceMotion": True, "computer/paceMs": 50, **self.settings}.items():
            q.setValue(key, value)
        q.sync()

    def _wait_a11y_bus(self) -> None:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            done = subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                                   "org.a11y.Bus.GetAddress"], env=self.env, capture_output=True, timeout=10)
            if done.returncode == 0:
                return
            time.sleep(0.2)
        raise RuntimeError("the AT-SPI bus did not start: " + (self.tmp / "atspi.log").read_text(errors="replace"))

    def run_client(self, scenario: str, timeout: float = 180, extra: list[str] | None = None) -> dict[str, Any]:
        return self.client_report(self.start_client(scenario, extra), scenario, timeout)

    def start_client(self, scenario: str, extra: list[str] | None = None,
                     script: Path = HERE / "client.py") -> subprocess.Popen[bytes]:
        """``script`` (a client run by the system python3) on this session's buses; its report
        goes to ``SCENARIO.json``, read by ``client_report``."""
        argv = [SYSTEM_PYTHON, str(script), scenario, "--oracle-python", str(ROOT / ".venv/bin/python"),
                "--database", str(self.database), "--out", str(self.tmp / f"{scenario}.json"), *(extra or [])]
        return self._start("client", argv, cwd=str(ROOT))

    def client_report(self, client: subprocess.Popen[bytes], scenario: str, timeout: float = 180) -> dict[str, Any]:
        """The client's report once it ends (``exit`` None: it was still running after ``timeout``)."""
        out = self.tmp / f"{scenario}.json"
        try:
            code = client.wait(timeout)
        except subprocess.TimeoutExpired:
            code = None
        report: dict[str, Any] = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {}
        report["exit"] = code
        report["client_log"] = (self.tmp / "client.log").read_text(errors="replace")[-4000:]
        report["app_log"] = (self.tmp / "app.log").read_text(errors="replace")[-4000:]
        return report

    def stop(self) -> None:
        """End every process this session started, newest first, each by its own process group
        (the bus launcher's bus and registry daemon are in its group)."""
        for _name, proc in reversed(self.procs):
            _end(proc)
        self.procs.clear()


def _end(proc: subprocess.Popen[bytes]) -> None:
    for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, sig)  # its own group: start_new_session made pgid == pid
        try:
            proc.wait(wait)
        except subprocess.TimeoutExpired:
            continue
        # The group may outlive its leader (the a11y bus daemon): end the rest too.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        return


def _read_line(fd: int, timeout: float, what: str) -> str:
    import select

    data = b""
    deadline = time.monotonic() + timeout
    while not data.endswith(b"\n"):
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            raise RuntimeError(f"timed out waiting for {what}")
        chunk = os.read(fd, 256)
        if not chunk:
            raise RuntimeError(f"{what}: the process ended")
        data += chunk
    return data.decode()


if __name__ == "__main__":  # by hand: python tests/outside/atspi/harness.py SCENARIO -- APP ARGS
    import tempfile

    scenario, _, rest = sys.argv[1], sys.argv[2], sys.argv[3:]
    with Session(Path(tempfile.mkdtemp()), rest) as s:
        print(json.dumps(s.run_client(scenario), indent=1, ensure_ascii=False))
