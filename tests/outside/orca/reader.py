"""The real screen reader, headless: Debian 12's Orca (the ``orca`` package, 43.1) on the AT-SPI
test's private X server and buses (tests/outside/atspi/harness.py), with openbox as the window
manager (without one, focus does not come back to the main window after a dialog), the real
app, and keys typed with xdotool. What Orca would say is read from its debug log: every
``SPEECH OUTPUT: '...'`` line is one phrase it hands to the speech server.

Orca needs no speech server when the ``speechd`` module cannot be imported: a folder put first
on its PYTHONPATH holds a ``speechd`` that refuses to import, so Orca logs what it would say and
says nothing. The same folder's ``sitecustomize`` opens the debug log line-buffered: Orca writes
it through a buffer, and a phrase would reach the file only keys later. Every process is ended
by the harness, by its own id.

Orca 43 refuses to start while any other process of the same user is called ``orca`` (its
``otherOrcas``, ``pgrep -x orca`` over the whole machine, after naming its own process ``orca``),
though each session here has a desktop of its own (display, buses, preferences). So Debian's Orca
finds a ``pgrep`` first on its PATH that answers "none": the suite's workers read side by side,
each with its own Orca, and a developer's own desktop Orca is neither seen nor disturbed. An Orca
given by DICEBOX_ORCA (started through ``chroot``, which resets nothing of that) is left to check
for itself, so those sessions run one at a time, machine-wide, each holding a lock file for its
whole life, and one of the user's own already running skips the test, with the reason.
"""

from __future__ import annotations

import fcntl
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "atspi"))

import harness

SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*)'\s*(\{.*\})?\s*$")
NEEDED = {"orca": "orca", "openbox": "openbox"}
LINE_BUFFERED = """import builtins, os

_open = builtins.open


def _open_line_buffered(file, mode="r", buffering=-1, *args, **kwargs):
    if "w" in str(mode) and str(file) == os.environ.get("ORCA_DEBUG_LOG"):
        buffering = 1
    return _open(file, mode, buffering, *args, **kwargs)


builtins.open = _open_line_buffered
"""


LOCK = Path("/tmp") / f"dicebox-orca-test-{os.getuid()}.lock"
ORCA = shlex.split(os.environ.get("DICEBOX_ORCA", "orca"))
"""How Orca is started: Debian 12's own by default; CI sets ``chroot ROOT orca`` for a current
one from Debian 13 (tests/outside/orca/current-orca.sh), on the same displays and buses."""


NO_OTHER_ORCA = "#!/bin/sh\n# Each test's Orca has a desktop of its own: there is never another one on it.\nexit 1\n"


def named_apart() -> bool:
    """Whether Orca is Debian's own (the default), whose check for another Orca is answered
    "none" (``NO_OTHER_ORCA``), so no lock is needed."""
    return ORCA == ["orca"]


def running_orca() -> str | None:
    """Another Orca of this user (no test holds the lock while this is asked), or None. Without
    pgrep (procps) Orca cannot look for others either."""
    if shutil.which("pgrep") is None:
        return None
    with open(LOCK, "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        found = subprocess.run(["pgrep", "-u", str(os.getuid()), "-x", "orca"], capture_output=True, text=True)
    return found.stdout.split()[0] if found.stdout.split() else None


def missing() -> str | None:
    """Why Orca cannot run here (a package of assets/system-packages.txt's [build] section is
    not installed), or None."""
    why = harness.missing()
    if why:
        return why
    for program, package in NEEDED.items():
        if program == "orca" and ORCA != ["orca"]:
            if shutil.which(ORCA[0]) is None:
                return f"{ORCA[0]} is missing (DICEBOX_ORCA={' '.join(ORCA)})"
        elif shutil.which(program) is None:
            return f"{program} is missing (package {package})"
    other = None if named_apart() else running_orca()
    if other:
        return f"an Orca of this user is already running (process {other}): a second one would refuse to start"
    return None


@dataclass
class Step:
    key: str
    said: list[str] = field(default_factory=list)


@dataclass
class Reading:
    """One Orca and one app: ``press`` types a key and returns what Orca said after it."""

    tmp: Path
    app_args: list[str]
    settings: dict[str, object] = field(default_factory=dict)
    orca: list[str] = field(default_factory=lambda: list(ORCA))
    fault: str | None = None
    """Faults planted in the app (``faults.py``, comma-separated), to show the test catches them."""
    steps: list[Step] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.session = harness.Session(self.tmp, self.app_args, settings=dict(self.settings))
        self.log = self.tmp / "orca-debug.out"
        self._read = 0

    def __enter__(self) -> Reading:
        self._lock = None if named_apart() else open(LOCK, "a")
        if self._lock is not None:
            fcntl.flock(self._lock, fcntl.LOCK_EX)  # another session's Orca would make this one refuse
        try:
            self.start()
        except BaseException:
            self.__exit__()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            self.session.stop()
        finally:
            if self._lock is not None:
                self._lock.close()

    def start(self) -> None:
        s = self.session
        s.start_buses()
        s._start("openbox", ["openbox", "--sm-disable"])
        shim = self.tmp / "no-speech-server" / "speechd"
        shim.mkdir(parents=True, exist_ok=True)
        (shim / "__init__.py").write_text('raise ImportError("no speech server: Orca logs what it would say")\n')
        (shim.parent / "sitecustomize.py").write_text(LINE_BUFFERED)
        env = {**s.env, "PYTHONPATH": str(shim.parent), "ORCA_DEBUG_LOG": str(self.log)}
        prefs = self.tmp / "orca-prefs"
        prefs.mkdir(exist_ok=True)
        if named_apart():
            stub = self.tmp / "no-other-orca" / "pgrep"
            stub.parent.mkdir(exist_ok=True)
            stub.write_text(NO_OTHER_ORCA)
            stub.chmod(0o755)
            env["PATH"] = f"{stub.parent}{os.pathsep}{env.get('PATH', os.defpath)}"
        s._start("orca", [*self.orca, "-u", str(prefs), "--debug-file", str(self.log)], env=env)
        self.wait_for("Screen reader on", 30)
        self.said()
        planted = ["--fault", self.fault] if self.fault else []
        s._start("app", [str(harness.ROOT / ".venv/bin/python"), str(Path(__file__).with_name("faults.py")), *planted,
                         "--", *self.app_args], cwd=str(harness.ROOT))
        self.wait_for("Dicebox", 40)
        self.steps.append(Step("(start)", self.settle()))

    def said(self) -> list[str]:
        """The phrases logged since the last call."""
        if not self.log.exists():
            return []
        lines = self.log.read_text(encoding="utf-8", errors="replace").splitlines()
        new, self._read = lines[self._read:], len(lines)
        return [m.group(1) for line in new if (m := SPOKEN.search(line))]

    def wait_for(self, words: str, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        seen: list[str] = []
        while time.monotonic() < deadline:
            text = self.log.read_text(encoding="utf-8", errors="replace") if self.log.exists() else ""
            if any(words in m.group(1) for line in text.splitlines() if (m := SPOKEN.search(line))):
                return
            time.sleep(0.2)
        seen = [m.group(1) for line in text.splitlines() if (m := SPOKEN.search(line))]
        raise AssertionError(f"Orca never said {words!r} within {timeout} s; it said {seen}; "
                             f"orca: {self._tail('orca.log')} app: {self._tail('app.log')}")

    def settle(self, quiet: float = 1.0, longest: float = 8.0) -> list[str]:
        """What Orca says until it has been quiet for ``quiet`` seconds (at most ``longest``)."""
        got: list[str] = []
        start = last = time.monotonic()
        while time.monotonic() - last < quiet and time.monotonic() - start < longest:
            time.sleep(0.15)
            new = self.said()
            if new:
                got += new
                last = time.monotonic()
        return got

    def press(self, key: str, quiet: float = 1.0) -> list[str]:
        """Types ``key`` (xdotool's name: "1", "r", "ctrl+z", "F1") and returns what was said."""
        self.said()
        subprocess.run(["xdotool", "key", key], env=self.session.env, check=True, timeout=20)
        step = Step(key, self.settle(quiet))
        self.steps.append(step)
        return step.said

    def transcript(self) -> str:
        return "\n".join(f"{s.key:>10} -> " + " | ".join(s.said) for s in self.steps)

    def _tail(self, name: str) -> str:
        path = self.tmp / name
        return path.read_text(errors="replace")[-1500:] if path.exists() else "(none)"


def orca_version(orca: list[str] | None = None) -> str:
    """ "Orca 43.1": which Orca a transcript is of."""
    done = subprocess.run([*(orca or ORCA), "--version"], capture_output=True, text=True, timeout=30,
                          env={**os.environ, "DISPLAY": ""})
    found = re.search(r"\d+\.\d+", done.stdout)  # 43.1 prints "43.1"; 48.1 "Orca version 48.1, AT-SPI2 ..."
    return f"Orca {found.group(0) if found else '?'}"
