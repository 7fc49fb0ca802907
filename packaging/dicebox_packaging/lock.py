"""The locked Python dependency sets in requirements/: refresh them, read them, check them.

    python packaging/lock.py            # re-lock after editing pyproject.toml (keeps every pin that still fits)
    python packaging/lock.py --upgrade  # move every pin to the newest release pyproject.toml allows
    python packaging/lock.py --check    # do requirements/*.txt and pyproject.toml agree? (no network)

``pyproject.toml`` keeps compatible ranges; the lock files pin one version of every package,
with the hashes of all its files, so that every set-up installs the same bytes whatever a
registry serves that day. Three sets, each a superset of the one before:

- ``runtime.txt``: the app (``pip install .``), for packaging/play-from-source.sh;
- ``build.txt``: plus PyInstaller (the ``build`` extra), for packaging/build.py;
- ``test.txt``: plus numpy's solver and the test tools (the ``test`` extra), for tests/run.sh and CI.

Each also pins the build backend (``[build-system] requires``), so ``pip install --no-deps
--no-build-isolation -e .`` downloads nothing. The locks are universal: one file serves
CPython 3.11 and newer on Linux, Windows and macOS, with environment markers where a package
differs (numpy 2.5 needs Python 3.12, so 3.11 gets 2.4). The refresh runs ``uv pip compile``
of the pinned ``UV_VERSION``, installed on first use into ``build/lock-tool/``.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

from .bundling import ROOT

LOCK_DIR = ROOT / "requirements"
UV_VERSION = "0.13.8"
"""The uv that wrote the locks (its resolver decides what they contain); the lock headers name it."""
REFRESH_COMMAND = "python packaging/lock.py"
SETS: dict[str, tuple[str, ...]] = {"test": ("test",), "build": ("build",), "runtime": ()}
"""Set name -> the pyproject extras it installs. ``test`` is resolved first and constrains the
others, so a package has the same pin in every set."""
SELF = "dicebox"


def canonical(name: str) -> str:
    """A distribution name as registries compare them (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


@dataclass(frozen=True)
class Pin:
    name: str
    """Canonical name."""
    version: str
    marker: str | None
    """The environment marker after ``;``, or None when the pin applies everywhere."""
    hashes: tuple[str, ...]


class LockError(Exception):
    """A lock file that cannot be read, or an environment that does not match it."""


def read_lock(path: Path) -> list[Pin]:
    """The pins of a ``--generate-hashes`` requirements file."""
    try:
        text = path.read_text("utf-8")
    except OSError as exc:
        raise LockError(f"cannot read {path}: {exc.strerror}; refresh it with: {REFRESH_COMMAND}") from None
    pins: list[Pin] = []
    for number, entry in _entries(text):
        requirement, *options = re.split(r"\s+--", entry)
        spec, _, marker = requirement.partition(";")
        found = re.fullmatch(r"([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;]+)", spec.strip())
        if not found:
            raise LockError(f"{path.name} line {number}: {requirement.strip()!r} is not an exact pin (name==version)")
        hashes = tuple(o.removeprefix("hash=") for o in options if o.startswith("hash="))
        if not hashes:
            raise LockError(f"{path.name} line {number}: {found.group(1)} has no --hash")
        pins.append(Pin(canonical(found.group(1)), found.group(2), marker.strip() or None, hashes))
    return pins


def _entries(text: str) -> Iterable[tuple[int, str]]:
    """Logical lines (backslash continuations joined, comments dropped) with their first line number."""
    pending: list[str] = []
    start = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split(" #", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
        if not line and not pending:
            continue
        if not pending:
            start = number
        pending.append(line.removesuffix("\\").strip())
        if not line.endswith("\\"):
            yield start, " ".join(p for p in pending if p)
            pending = []
    if pending:
        yield start, " ".join(p for p in pending if p)


def applicable(pins: Iterable[Pin], environment: dict[str, str] | None = None) -> dict[str, Pin]:
    """The pins whose markers hold in ``environment`` (default: this interpreter), by name."""
    from packaging.markers import Marker

    chosen: dict[str, Pin] = {}
    for pin in pins:
        if pin.marker is None or Marker(pin.marker).evaluate(environment):
            if pin.name in chosen:
                raise LockError(f"{pin.name} is pinned twice for this environment")
            chosen[pin.name] = pin
    return chosen


def environment_mismatches(
    lock: Path, installed: Callable[[str], str | None] | None = None
) -> list[str]:
    """How this interpreter's installed packages differ from ``lock`` (empty when they match)."""
    from packaging.version import Version

    def version_of(name: str) -> str | None:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            return None

    look_up = installed or version_of
    problems = []
    for name, pin in sorted(applicable(read_lock(lock)).items()):
        have = look_up(name)
        if have is None:
            problems.append(f"{name} {pin.version} is not installed")
        elif Version(have) != Version(pin.version):
            problems.append(f"{name} is {have}, the lock has {pin.version}")
    return problems


# --- agreement with pyproject.toml ------------------------------------------------------------


def _project(pyproject: Path) -> dict[str, Any]:
    return tomllib.loads(pyproject.read_text("utf-8"))


def set_requirements(pyproject: Path, set_name: str) -> list[str]:
    """The requirement strings a set must satisfy: the dependencies, its extras (following
    ``dicebox[...]`` self-references) and the build backend."""
    from packaging.requirements import Requirement

    data = _project(pyproject)
    project = data["project"]
    extras = project.get("optional-dependencies", {})
    wanted = list(project.get("dependencies", [])) + list(data.get("build-system", {}).get("requires", []))
    todo, done = list(SETS[set_name]), set[str]()
    while todo:
        extra = todo.pop()
        if extra in done:
            continue
        done.add(extra)
        if extra not in extras:
            raise LockError(f"pyproject.toml has no extra {extra!r} for the {set_name} set")
        for text in extras[extra]:
            requirement = Requirement(text)
            if canonical(requirement.name) == SELF:
                todo.extend(requirement.extras)
            else:
                wanted.append(text)
    return wanted


def disagreements(pyproject: Path = ROOT / "pyproject.toml", lock_dir: Path = LOCK_DIR) -> list[str]:
    """Every way the locks and pyproject.toml disagree, one sentence each (empty when they agree)."""
    from packaging.requirements import Requirement

    problems: list[str] = []
    floor = _python_floor(pyproject)
    sets = {name: read_lock(lock_dir / f"{name}.txt") for name in SETS}
    everything = {canonical(Requirement(t).name) for t in set_requirements(pyproject, "test")}
    for set_name, pins in sets.items():
        lock = lock_dir / f"{set_name}.txt"
        by_name: dict[str, list[Pin]] = {}
        for pin in pins:
            by_name.setdefault(pin.name, []).append(pin)
        wanted = [Requirement(text) for text in set_requirements(pyproject, set_name)]
        for requirement in wanted:
            name = canonical(requirement.name)
            if name not in by_name:
                problems.append(f"{lock.name} does not lock {requirement.name}, which pyproject.toml requires")
            for pin in by_name.get(name, ()):
                if not requirement.specifier.contains(pin.version, prereleases=True):
                    problems.append(f"{lock.name} locks {name} {pin.version}, outside pyproject.toml's "
                                    f"{requirement.name}{requirement.specifier}")
        # A package another set asks for (numpy, pytest) belongs here only when something this
        # set installs depends on it: otherwise pip install . would pull it after all.
        pulled_by = _annotations(lock)
        for name in sorted((everything - {canonical(r.name) for r in wanted}) & set(by_name)):
            if not pulled_by.get(name, set()) - {"-c requirements/test.txt"}:
                problems.append(f"{lock.name} locks {name}, which only another set asks for")
        if _stamp(floor) not in lock.read_text("utf-8").splitlines()[:3]:
            problems.append(
                f"{lock.name} was not written by {REFRESH_COMMAND} with uv {UV_VERSION} for Python >= {floor}")
    test = {(p.name, p.marker): p for p in sets["test"]}
    for set_name in ("build", "runtime"):
        for pin in sets[set_name]:
            same = test.get((pin.name, pin.marker))
            if same is not None and (same.version, same.hashes) != (pin.version, pin.hashes):
                problems.append(f"{set_name}.txt and test.txt pin {pin.name} differently")
    return problems


def _annotations(lock: Path) -> dict[str, set[str]]:
    """Who pulled each package in, from the lock's ``# via`` comments."""
    found: dict[str, set[str]] = {}
    current = ""
    for line in lock.read_text("utf-8").splitlines():
        head = re.match(r"([A-Za-z0-9][A-Za-z0-9._-]*)==", line)
        if head:
            current = canonical(head.group(1))
            continue
        via = re.match(r"\s+#\s+(?:via\s+)?(\S.*)$", line)
        if via and current and via.group(1) != "via":
            found.setdefault(current, set()).add(via.group(1).strip())
    return found


def _stamp(floor: str) -> str:
    """The header line naming the tool and the environments a lock covers."""
    return f"# with uv {UV_VERSION}, universal: CPython >= {floor} on Linux, Windows and macOS"


def _python_floor(pyproject: Path) -> str:
    requires = _project(pyproject)["project"].get("requires-python", "")
    found = re.fullmatch(r"\s*>=\s*(3\.\d+)\s*", requires)
    if not found:
        raise LockError(f"requires-python must read '>=3.N' for the universal lock, not {requires!r}")
    return found.group(1)


# --- refresh ------------------------------------------------------------------------------


def uv_executable(tool_dir: Path = ROOT / "build" / "lock-tool") -> Path:
    """uv ``UV_VERSION`` in a private venv (created on first use), never whatever uv is on PATH."""
    uv = tool_dir / ("Scripts/uv.exe" if sys.platform == "win32" else "bin/uv")
    if uv.exists():
        shown = subprocess.run([str(uv), "--version"], capture_output=True, text=True).stdout.split()
        if shown[1:2] == [UV_VERSION]:
            return uv
    subprocess.run([sys.executable, "-m", "venv", "--clear", str(tool_dir)], check=True)
    python = tool_dir / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    subprocess.run([str(python), "-m", "pip", "install", "-q", f"uv=={UV_VERSION}"], check=True)
    return uv


def refresh(upgrade: bool = False) -> None:
    uv = uv_executable()
    floor = _python_floor(ROOT / "pyproject.toml")
    backend = _project(ROOT / "pyproject.toml").get("build-system", {}).get("requires", [])
    LOCK_DIR.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        backend_in = Path(tmp) / "build-system.in"
        backend_in.write_text("".join(f"{r}\n" for r in backend), encoding="utf-8")
        for set_name, extras in SETS.items():
            out = LOCK_DIR / f"{set_name}.txt"
            cmd = [
                str(uv), "pip", "compile", "pyproject.toml", str(backend_in),
                *[f"--extra={e}" for e in extras],
                "--universal", f"--python-version={floor}", "--generate-hashes",
                "--custom-compile-command", REFRESH_COMMAND, "--quiet", "-o", out.relative_to(ROOT).as_posix(),
            ]
            if set_name != "test":
                cmd += ["-c", "requirements/test.txt"]
            if upgrade:
                cmd.append("--upgrade")
            subprocess.run(cmd, cwd=ROOT, check=True)
            text = out.read_text("utf-8").replace(f"-r {backend_in}", "pyproject.toml [build-system]")
            lines = text.split("\n")
            lines.insert(2, _stamp(floor))
            out.write_text("\n".join(lines), encoding="utf-8")
            print(f"wrote {out.relative_to(ROOT)} ({len(read_lock(out))} pins)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/lock.py", description=__doc__.split("\n")[0])
    parser.add_argument("--upgrade", action="store_true", help="newest allowed releases instead of the current pins")
    parser.add_argument("--check", action="store_true", help="only check that the locks agree with pyproject.toml")
    args = parser.parse_args(argv)
    try:
        if not args.check:
            refresh(args.upgrade)
        problems = disagreements()
    except (LockError, subprocess.CalledProcessError) as exc:
        sys.stderr.write(f"packaging/lock.py: {exc}\n")
        return 1
    for problem in problems:
        sys.stderr.write(f"packaging/lock.py: {problem}\n")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
