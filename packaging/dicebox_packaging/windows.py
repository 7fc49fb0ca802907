"""The Windows installer: NSIS's ``makensis`` on ``windows/dicebox.nsi`` around a built bundle.

One function makes it wherever ``makensis`` runs: on Windows right after the freeze
(``python packaging/build.py``), and on Linux with Debian's native ``makensis`` around a bundle
frozen under Wine (``python packaging/build.py --windows-installer DIR``, which
``windows/check_under_wine.py`` runs). Everything the script needs that the project already
states somewhere else is passed in as a define, so nothing is written twice: the version from
pyproject.toml, the kiosk.ini folder and file name from ``desktop/kiosk/path.py``, the icon from
``icons.py``, the licence from LICENSE.

The module imports only the standard library: the Linux side of the Wine check runs it with
whatever Python is at hand.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

from .bundling import PACKAGING, ROOT, Project, windows_version_numbers
from .steps import BuildError, run

NSIS_SCRIPT = PACKAGING / "windows" / "dicebox.nsi"
CLI_NAME_SUFFIX = "-cli"
"""``dicebox-cli.exe``: the console twin of the windowed ``dicebox.exe`` (see dicebox.spec)."""
PUBLISHER = "The Dicebox developers"
WINE_ONLY_MARK = b"DICEBOX-WINE-ONLY-ICUUC-STUB"
"""Written into the Wine-only icuuc.dll stand-in (windows/wine/icuuc-stub.c); no shipped file has it."""
WINE_ONLY_NAMES = frozenset({"icuuc.dll"})
"""Windows has its own icuuc.dll in system32; a copy in the bundle would shadow it."""


def installer_name(proj: Project) -> str:
    return f"{proj.name}-{proj.version}-setup.exe"


def executables(proj: Project) -> tuple[str, str]:
    """The windowed app and its console twin, as installed next to each other."""
    return f"{proj.name}.exe", f"{proj.name}{CLI_NAME_SUFFIX}.exe"


def wine_only_files(bundle: Path) -> list[Path]:
    """Files of the bundle that exist only to make Qt load under Wine (the icuuc.dll stand-in):
    by name, and by the mark the stand-in carries, in case a rename slipped one past the name."""
    found = []
    for path in sorted(bundle.rglob("*")):
        if not path.is_file():
            continue
        if path.name.lower() in WINE_ONLY_NAMES or (
            path.suffix.lower() in {".dll", ".pyd", ".exe"} and WINE_ONLY_MARK in path.read_bytes()
        ):
            found.append(path)
    return found


def check_bundle(bundle: Path, proj: Project) -> None:
    """Refuse a bundle the installer must not carry: incomplete, or holding a Wine-only file."""
    missing = [name for name in (*executables(proj), "_internal/licenses/THIRD-PARTY-NOTICES.txt",
                                 "_internal/assets/fonts/OFL.txt")
               if not (bundle / name).is_file()]
    if missing:
        raise BuildError(f"{bundle} is not a Windows Dicebox bundle: it lacks {', '.join(missing)}")
    stowaways = wine_only_files(bundle)
    if stowaways:
        raise BuildError(
            "the bundle holds files that exist only for Wine and would shadow Windows' own "
            f"(windows/wine/icuuc-stub.c): {', '.join(str(p) for p in stowaways)}"
        )


def find_makensis(env: dict[str, str] | os._Environ[str] = os.environ) -> Path | None:
    """makensis on PATH (Debian's nsis package, or NSIS added to PATH), else NSIS's default
    install folders on Windows, where its installer puts it without touching PATH."""
    found = shutil.which("makensis", path=env.get("PATH"))
    if found:
        return Path(found)
    for variable, default in (("PROGRAMFILES(X86)", r"C:\Program Files (x86)"), ("PROGRAMFILES", r"C:\Program Files")):
        candidate = Path(env.get(variable, default)) / "NSIS" / "makensis.exe"
        if candidate.is_file():
            return candidate
    return None


def licence_page(work: Path, proj: Project) -> Path:
    """LICENSE for the installer's licence page, with where the third-party notices are put.

    CRLF line ends: the page is a Windows edit control. The notices themselves (Python, Qt's
    LGPL, every bundled package) are too long for a page and are installed with the app."""
    text = (ROOT / "LICENSE").read_text("utf-8").strip()
    text += (
        f"\n\n---\n\n{proj.display_name} includes Python, Qt for Python (PySide6, LGPL-3.0) and other "
        "components under their own licences. Their notices are installed with the app, in "
        "_internal\\licenses\\THIRD-PARTY-NOTICES.txt inside the installation folder, and Help > About "
        "names that file. Its fonts (Dicebox Sans, Symbols and Mono: Inter, Noto Sans Symbols 2 and Noto Sans "
        "Mono renamed) are under the SIL Open Font License 1.1, installed beside them as "
        "_internal\\assets\\fonts\\OFL.txt.\n"
    )
    target = work / "licence-page.txt"
    work.mkdir(parents=True, exist_ok=True)
    target.write_bytes(text.replace("\r\n", "\n").replace("\n", "\r\n").encode("utf-8-sig"))
    return target


def copyright_line() -> str:
    for line in (ROOT / "LICENSE").read_text("utf-8").splitlines():
        if line.startswith("Copyright"):
            return line.strip()
    raise BuildError("LICENSE has no Copyright line for the installer's version information")


def nsis_defines(bundle: Path, icon: Path, licence: Path, out_file: Path, proj: Project) -> dict[str, str]:
    """What dicebox.nsi is given (it stops with ``!error`` when one is missing)."""
    from desktop.kiosk import path as kiosk_path  # the one statement of where kiosk.ini lives
    from desktop.records import gamefile  # ... and of the game files' extension and type

    app_exe, cli_exe = executables(proj)
    return {
        "DISPLAY_NAME": proj.display_name,
        "VERSION": proj.version,
        "VI_VERSION": ".".join(map(str, windows_version_numbers(proj.version))),
        "PUBLISHER": PUBLISHER,
        "COPYRIGHT": copyright_line(),
        "APP_EXE": app_exe,
        "CLI_EXE": cli_exe,
        "BUNDLE": str(bundle),
        "ICON": str(icon),
        "LICENCE_FILE": str(licence),
        "OUT_FILE": str(out_file),
        "KIOSK_FOLDER": kiosk_path.APP_FOLDER,
        "KIOSK_FILE": kiosk_path.FILE_NAME,
        "FILE_EXT": gamefile.EXTENSION,
        "MIME_TYPE": gamefile.MIME_TYPE,
    }


_SAFE_DEFINE = re.compile(r'^[^"\r\n$]*$')


def windows_installer(bundle: Path, icon: Path, dist: Path, work: Path, proj: Project,
                      makensis: Path | None = None) -> Path:
    """Compile ``dist/dicebox-<version>-setup.exe`` from the one-folder ``bundle``."""
    check_bundle(bundle, proj)
    makensis = makensis or find_makensis()
    if makensis is None:
        raise BuildError(
            "NSIS's makensis was not found (on PATH, or in Program Files\\NSIS). Install NSIS 3 "
            "(Debian: apt-get install nsis; Windows: https://nsis.sourceforge.io), or build only the bundle "
            "with --no-installer"
        )
    if not icon.is_file():
        raise BuildError(f"the installer's icon {icon} is missing (packaging/icons.py makes it)")
    dist.mkdir(parents=True, exist_ok=True)
    target = dist / installer_name(proj)
    defines = nsis_defines(bundle.resolve(), icon.resolve(), licence_page(work, proj).resolve(), target.resolve(), proj)
    for key, value in defines.items():
        if not _SAFE_DEFINE.match(value):  # a quote or $ would change the script, not fill it in
            raise BuildError(f"cannot pass {key}={value!r} to makensis: it holds a quote, a $ or a line break")
    # -V2: warnings and errors only; -WX: a warning (an unused define, a missing file) fails the build.
    run([str(makensis), "-V2", "-WX", "-NOCD", *(f"-D{k}={v}" for k, v in defines.items()), str(NSIS_SCRIPT)], cwd=work)
    if not target.is_file():
        raise BuildError(f"makensis finished without writing {target}")
    return target
