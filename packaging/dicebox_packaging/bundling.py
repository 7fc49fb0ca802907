"""What goes into the frozen app and what is left out: the decisions behind ``dicebox.spec``.

They live in a module rather than in the spec so that ``build.py``, ``bench_bundle.py`` and the
tests apply exactly the rules the shipped build uses, and so that ruff sees them. PyInstaller is
imported only by the functions that need it, so ``build.py`` can report a missing PyInstaller in
one sentence instead of a traceback.
"""

from __future__ import annotations

import plistlib
import re
import shutil
import subprocess
import sys
import tomllib
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path, PurePath, PurePosixPath
from typing import Any

PACKAGING = Path(__file__).resolve().parent.parent
"""The packaging/ folder: the spec, the commands, the templates and licence texts."""
ROOT = PACKAGING.parent
APP_ID = "io.github.dicebox.Dicebox"
"""Reverse-DNS id shared by the .desktop file, the AppStream metainfo and the macOS bundle."""

TocEntry = tuple[str, str, str]
"""PyInstaller's (destination name, source path, typecode) triple."""


@dataclass(frozen=True)
class Project:
    """The package facts every artifact repeats; read from pyproject.toml so they cannot drift."""

    name: str
    """Distribution name, also the executable's and the Linux package's name."""
    version: str
    description: str
    entry_point: str
    """``module:function`` of the console script with the project's name."""
    display_name: str = "Dicebox"

    @property
    def summary(self) -> str:
        """The description's first sentence: Debian and AppStream want a one-line synopsis."""
        return self.description.split(". ")[0].rstrip(".")


def project(pyproject: Path = ROOT / "pyproject.toml") -> Project:
    meta = tomllib.loads(pyproject.read_text("utf-8"))["project"]
    name = meta["name"]
    scripts = meta.get("scripts", {})
    if name not in scripts:
        raise SystemExit(f"pyproject.toml has no [project.scripts] entry named {name!r} to freeze")
    return Project(name=name, version=meta["version"], description=meta["description"], entry_point=scripts[name])


def write_launcher(workdir: Path, proj: Project) -> Path:
    """PyInstaller needs a script file; generating it from the console-script entry point keeps
    ``dicebox`` and the frozen app starting the same function."""
    module, _, function = proj.entry_point.partition(":")
    workdir.mkdir(parents=True, exist_ok=True)
    script = workdir / f"{proj.name}_launcher.py"
    script.write_text(
        f"import sys\n\nfrom {module} import {function}\n\nif __name__ == '__main__':\n    sys.exit({function}())\n",
        encoding="utf-8",
    )
    return script


def app_datas() -> list[tuple[str, str]]:
    """Data files as (source, destination folder) pairs, laid out as packages so that
    ``importlib.resources.files("assets")`` and ``files("engine.schemas")`` find them frozen."""
    pairs: list[tuple[str, str]] = []
    for source in sorted((ROOT / "assets").rglob("*")):
        if source.is_file() and source.suffix not in {".py", ".pyc"} and "__pycache__" not in source.parts:
            pairs.append((str(source), str(source.parent.relative_to(ROOT))))
    pairs += [(str(s), "engine/schemas") for s in sorted((ROOT / "engine" / "schemas").glob("*.json"))]
    return pairs


def version_metadata(workdir: Path, proj: Project) -> list[tuple[str, str]]:
    """The distribution's metadata for the bundle, as (source, destination folder) pairs.

    The app reads its version through ``importlib.metadata`` (desktop/version.py), and a frozen
    app has no pyproject.toml to fall back on. Written here from pyproject.toml, with only the
    fields that lookup reads, rather than copied from the installed dist-info: an editable
    install's copy can lag behind pyproject.toml, and it records the checkout's path.
    """
    folder = workdir / "metadata" / f"{re.sub(r'[-_.]+', '_', proj.name).lower()}-{proj.version}.dist-info"
    folder.mkdir(parents=True, exist_ok=True)
    metadata = folder / "METADATA"
    metadata.write_text(
        f"Metadata-Version: 2.1\nName: {proj.name}\nVersion: {proj.version}\nSummary: {proj.summary}\n",
        encoding="utf-8")
    return [(str(metadata), folder.name)]


SOLVER_ONLY_MODULES: frozenset[str] = frozenset(
    f"engine.solver.{name}"
    for name in ("advisor", "combos", "evaluator", "export", "model", "play", "players", "spread", "tables", "turn",
                 "winplay")
)
"""The numpy solver: it computes the tables that ship in assets/tables, and drives the
benchmarks and the CLI. The app answers hints and computer moves from the shipped tables in pure
Python (engine.solver.runtime), so neither these modules nor numpy (40 MB with OpenBLAS) are
bundled; tests/packaging/test_packaging.py checks that nothing bundled imports them."""


def app_hiddenimports() -> list[str]:
    """Every module of the project's own packages, even those nothing imports at start-up
    (computer players and hints are imported on first use), except the numpy solver."""
    names: list[str] = []
    for package in ("engine", "desktop", "assets"):
        for source in sorted((ROOT / package).rglob("*.py")):
            parts = source.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            if name not in SOLVER_ONLY_MODULES:
                names.append(name)
    return names


AUDIO_MODULES: tuple[str, ...] = ("miniaudio", "_miniaudio", "_cffi_backend")
"""The sound player's library, hidden imports beside the app's own modules (the spec adds them):
desktop/sound/player.py imports it only on the first sound, so it is named here rather than left
to the import scan. ``_miniaudio``, a cffi-compiled extension, imports ``_cffi_backend`` from C,
where PyInstaller cannot see it, and no hook names it for miniaudio (hooks do for cryptography,
bcrypt and the other cffi users)."""


EXCLUDED_MODULES: tuple[str, ...] = (
    # PySide6's package hook pulls QtNetwork in (and with it libQt6Network and the TLS plugins)
    # although nothing imports it. QtDBus stays: the QtGui and QtWidgets bindings import it.
    "PySide6.QtNetwork",
    # Developer tooling that is only reachable from code paths a player never runs.
    "tkinter",
    "_tkinter",
    "unittest",
    "doctest",
    "pydoc",
    "pydoc_data",
    "lib2to3",
    "distutils",
    "setuptools",
    "pkg_resources",
    "pip",
    "ensurepip",
    "venv",
    "idlelib",
    "turtle",
    "turtledemo",
    "curses",
    # sqlite3 stays: the records (desktop/records) keep every game in SQLite.
    # The app runs one process and never imports multiprocessing (it came in through jsonschema
    # -> typing_extensions -> asyncio -> concurrent.futures.process while the engine used
    # jsonschema); kept out so no future import drags it back: bundling it adds PyInstaller's
    # multiprocessing and pkgutil runtime hooks, which import multiprocessing, subprocess, runpy
    # and pkgutil before the app's first line runs.
    "multiprocessing",
    # Network code: the app is offline. urllib stays (pathlib imports
    # urllib.parse); ssl and the protocols it guards are imported optionally everywhere.
    # _hashlib stays: hashlib.pbkdf2_hmac (kiosk PIN) needs OpenSSL.
    "ssl",
    "ftplib",
    "xmlrpc",
    "http.server",
    "socketserver",
    "smtplib",
    "imaplib",
    "poplib",
    "mailbox",
    # The solver's numpy (see SOLVER_ONLY_MODULES): the app ships solved tables instead.
    "numpy",
    *SOLVER_ONLY_MODULES,
    "pytest",
    # ctypes only asks Windows whether a lock's owner lives (desktop/records/holders.py); elsewhere
    # it would only bring libffi along.
    *(() if sys.platform == "win32" else ("ctypes", "_ctypes")),
)

PLUGINS: dict[str, dict[str, frozenset[str]]] = {
    # xcb for X11; wayland for Wayland sessions and kiosk compositors such as cage (about 2 MB
    # with its shell and decoration plugins; XWayland would work too, but blurred and only where
    # the compositor offers it); offscreen for --smoke-test and CI. Compose and IBus let players
    # type accented or non-Latin names. No graphics-integration plugins: the window paints with
    # the raster engine, never OpenGL.
    "linux": {
        "platforms": frozenset({"qxcb", "qwayland", "qwayland-generic", "qoffscreen"}),
        "wayland-shell-integration": frozenset({"xdg-shell"}),
        "wayland-decoration-client": frozenset({"adwaita", "bradient"}),
        "platforminputcontexts": frozenset({"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}),
        "imageformats": frozenset({"qsvg"}),
        "iconengines": frozenset({"qsvgicon"}),
    },
    # The style plugins give native-looking widgets; without them Qt falls back to Fusion.
    "win32": {
        "platforms": frozenset({"qwindows", "qoffscreen"}),
        "styles": frozenset({"qmodernwindowsstyle", "qwindowsvistastyle"}),
        "imageformats": frozenset({"qsvg"}),
        "iconengines": frozenset({"qsvgicon"}),
    },
    "darwin": {
        "platforms": frozenset({"qcocoa", "qoffscreen"}),
        "styles": frozenset({"qmacstyle"}),
        "imageformats": frozenset({"qsvg"}),
        "iconengines": frozenset({"qsvgicon"}),
    },
}
"""Qt plugins kept, by OS and plugin type (file stems without ``lib`` and extension). PNG needs
no plugin (it is built into QtGui); SVG is the app icon's format."""


def _os_key(platform: str) -> str:
    return "linux" if platform.startswith("linux") else platform


def _parts(dest: str) -> tuple[str, ...]:
    """Path components of a bundle destination; PyInstaller writes Windows ones with backslashes."""
    return PurePosixPath(dest.replace("\\", "/")).parts


def _qt_plugin(dest: str) -> tuple[str, str] | None:
    """(plugin type, file stem) when ``dest`` is a Qt plugin inside the bundle, else None."""
    parts = _parts(dest)
    if "PySide6" not in parts or "plugins" not in parts:
        return None
    at = parts.index("plugins")
    if len(parts) != at + 3:
        return None
    stem = parts[-1].split(".")[0]
    return parts[at + 1], stem.removeprefix("lib")


QT_TRANSLATIONS = frozenset({"qtbase_de.qm", "qtbase_fr.qm"})
"""Qt's own words (OK, Cancel, the file dialogs) in the languages Dicebox speaks besides English."""


def is_qt_translation(dest: str) -> bool:
    """A Qt translation the app does not load (every one but ``QT_TRANSLATIONS``)."""
    parts = _parts(dest)
    return "PySide6" in parts and "translations" in parts and parts[-1] not in QT_TRANSLATIONS


def trim_qt(
    binaries: Iterable[TocEntry], datas: Iterable[TocEntry], platform: str = sys.platform
) -> tuple[list[TocEntry], list[TocEntry]]:
    """Drop the Qt plugins the app does not use and Qt's own translations into languages the app
    does not speak (``desktop/i18n/language.py`` loads ``qtbase_<language>.qm`` for the rest)."""
    keep = PLUGINS[_os_key(platform)]
    kept_binaries = []
    for entry in binaries:
        plugin = _qt_plugin(entry[0])
        if plugin is None or plugin[1] in keep.get(plugin[0], frozenset()):
            kept_binaries.append(entry)
    return kept_binaries, [entry for entry in datas if not is_qt_translation(entry[0])]


_GLIBC_PART = re.compile(r"^libmvec\.so(\.\d+)*$")
"""glibc's own vector maths library, which miniaudio's extension links: PyInstaller's list of
system libraries to leave out lacks it, and a bundled copy must match the machine's glibc (it
uses GLIBC_PRIVATE symbols, so dpkg-shlibdeps pinned the .deb to ``libc6 (<< 2.37)``)."""


def drop_glibc_parts(binaries: Iterable[TocEntry], platform: str = sys.platform) -> list[TocEntry]:
    """On Linux, the binaries without glibc's own libraries: the system's libc6 provides them."""
    entries = list(binaries)
    if not platform.startswith("linux"):
        return entries
    return [entry for entry in entries if not _GLIBC_PART.match(_parts(entry[0])[-1])]


_PYTHON_LIBRARY = re.compile(r"^(lib)?python3[\d.]*(\.so.*|\.dll|\.dylib)?$|^Python$", re.IGNORECASE)


def _basename(name: str) -> str:
    return _parts(name)[-1].lower()


def pyinstaller_imports(path: str) -> list[str]:
    """Names of the shared libraries ``path`` links against, as PyInstaller itself resolves them."""
    from PyInstaller.depend import bindepend

    return [name for name, _ in bindepend.get_imports(path)]


def prune_unreachable(
    binaries: Iterable[TocEntry],
    datas: Iterable[TocEntry],
    imports_of: Callable[[str], Iterable[str]] = pyinstaller_imports,
) -> tuple[list[TocEntry], list[TocEntry], list[str]]:
    """Drop shared libraries that only the removed plugins needed; return (binaries, datas, dropped).

    PyInstaller resolves dependencies before the spec can filter plugins, so the Wayland
    compositor, EGLFS, OpenGL, GTK and OpenSSL libraries those plugins linked would otherwise
    stay. Roots are the Python extension modules, the kept plugins and libpython (which the
    bootloader opens by name); anything no root links, directly or not, goes. The symbolic links
    PyInstaller adds next to libraries (filed under datas) go with their targets, so none dangle.
    """
    entries = list(binaries)
    by_name: dict[str, list[TocEntry]] = {}
    for entry in entries:
        if entry[2] != "SYMLINK":
            by_name.setdefault(_basename(entry[0]), []).append(entry)
    reached: set[str] = set()
    queue: deque[TocEntry] = deque(
        e for e in entries
        if e[2] == "EXTENSION" or _qt_plugin(e[0]) is not None or _PYTHON_LIBRARY.match(_basename(e[0]))
    )
    while queue:
        entry = queue.popleft()
        if entry[0] in reached:
            continue
        reached.add(entry[0])
        for name in imports_of(entry[1]):
            queue.extend(e for e in by_name.get(_basename(name), ()) if e[0] not in reached)
    dropped = {e[0] for e in entries if e[2] != "SYMLINK" and e[0] not in reached}
    dropped_paths = {PurePath(d) for d in dropped}

    def dangles(entry: TocEntry) -> bool:
        return entry[2] == "SYMLINK" and _normalised(PurePath(entry[0]).parent / entry[1]) in dropped_paths

    kept_binaries = [e for e in entries if e[0] not in dropped and not dangles(e)]
    kept_datas = [e for e in datas if not dangles(e)]
    return kept_binaries, kept_datas, sorted(dropped)


def _normalised(path: PurePath) -> PurePath:
    """``a/b/../c`` as ``a/c`` without touching the file system (symlink targets may use ``..``)."""
    parts: list[str] = []
    for part in path.parts:
        if part == ".." and parts:
            parts.pop()
        elif part != ".":
            parts.append(part)
    return PurePath(*parts)


def strip_interpreter_binaries(
    binaries: Iterable[TocEntry], workdir: Path, platform: str = sys.platform
) -> list[TocEntry]:
    """On Linux, point the binaries that come from the Python installation and the system at
    stripped copies; leave everything installed from wheels alone.

    PyInstaller's own ``strip=True`` strips every binary, and that corrupts libraries that
    auditwheel patched with patchelf: numpy's OpenBLAS then fails to load ("ELF load command
    address/offset not page-aligned"). Wheels ship stripped binaries anyway; the gain is in
    libpython and lib-dynload, which a source-built Python (pyenv, CI's setup-python) keeps
    with symbols and debug info. Not on Windows (no strip step) or macOS (stripping breaks the
    signatures there, and that path could not be verified here).
    """
    entries = list(binaries)
    strip = shutil.which("strip")
    if not platform.startswith("linux"):
        return entries
    if strip is None:
        raise SystemExit("strip is missing: install binutils (packaging/setup-dev.sh does)")
    out: list[TocEntry] = []
    for dest, src, kind in entries:
        parts = Path(src).parts
        if kind in ("BINARY", "EXTENSION") and "site-packages" not in parts and "dist-packages" not in parts:
            target = workdir / "stripped" / dest
            target.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run([strip, "-o", str(target), src], check=True)
            src = str(target)
        out.append((dest, src, kind))
    return out


def info_plist(proj: Project) -> dict[str, Any]:
    """The macOS Info.plist keys: the template in packaging/macos plus the package's version."""
    with (PACKAGING / "macos" / "Info.plist").open("rb") as fh:
        plist: dict[str, Any] = plistlib.load(fh)
    plist.update(CFBundleShortVersionString=proj.version, CFBundleVersion=proj.version, CFBundleIdentifier=APP_ID)
    return plist


def windows_version_numbers(version: str) -> tuple[int, int, int, int]:
    """The four 16-bit numbers of a Windows version resource ("2.10.3rc1" gives 2, 10, 3, 0)."""
    numbers = [int(m) for m in re.findall(r"\d+", version.split("+")[0])[:3]] + [0, 0, 0, 0]
    return numbers[0], numbers[1], numbers[2], 0


def windows_version_info(proj: Project, console: bool = False) -> Any:
    """The file-properties resource Explorer shows (version, product name) for dicebox.exe, or
    for its console twin dicebox-cli.exe (``console``), which Task Manager then tells apart."""
    from PyInstaller.utils.win32 import versioninfo as vi

    numbers = windows_version_numbers(proj.version)
    file_name = f"{proj.name}-cli" if console else proj.name
    strings = {
        "CompanyName": proj.display_name,
        "FileDescription": f"{proj.display_name} (command line)" if console else proj.display_name,
        "FileVersion": proj.version,
        "InternalName": file_name,
        "OriginalFilename": f"{file_name}.exe",
        "ProductName": proj.display_name,
        "ProductVersion": proj.version,
    }
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            vi.StringFileInfo([vi.StringTable("040904B0", [vi.StringStruct(k, v) for k, v in strings.items()])]),
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),
        ],
    )
