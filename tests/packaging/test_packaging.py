"""Packaging: the freezing rules (fast), and the Linux build end to end (slow, run by CI).

The slow tests run ``python packaging/build.py`` once per test run, whichever worker comes first,
into a temporary folder (about a minute) and check what a player would get: the frozen app passes its smoke
test with the same result as the source tree, the .tar.gz unpacks to a working app, the .deb
holds the launcher, menu entry, icons and metainfo where desktops look, and the bundle carries
only the Qt parts the app needs. Set DICEBOX_PREBUILT_DIST to a dist folder made by build.py to
check those artifacts instead of building again.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

import pytest
from dicebox_packaging import build, bundling, debian, icons, notices

from desktop import version as app_version
from desktop.base import system_packages
from desktop.look import fonts

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"

ON_LINUX = sys.platform.startswith("linux")
HAS_PYINSTALLER = importlib.util.find_spec("PyInstaller") is not None
LINUX_BUILD_MARKS = (
    pytest.mark.slow,
    pytest.mark.skipif(not ON_LINUX, reason="the .deb and .tar.gz are built and verified on Linux only"),
    pytest.mark.skipif(not HAS_PYINSTALLER, reason="PyInstaller is not installed (pip install -e '.[test]')"),
)


def linux_build(test: Callable[..., None]) -> Callable[..., None]:
    """Marks a test that needs the Linux build: slow, and skipped where it cannot run."""
    for mark in LINUX_BUILD_MARKS:
        test = mark(test)
    return test

SMOKE_LINE = re.compile(r"^smoke-test ok: Dice Dash seed 7 total \d+$", re.MULTILINE)
PROJECT = bundling.project()

# Runs inside a bundle frozen by dicebox.spec and in the source tree; the outputs must match.
# It touches what the smoke test does not: hints and computer moves from the solved tables
# shipped in assets/tables (read through importlib.resources, pure Python, no numpy), the
# engine's action grammar with the schemas read through importlib.resources, the assets
# package, and the version the About box shows (package metadata when frozen).
PROBE = """\
import importlib.util
import json

import assets
import engine
from desktop.version import VERSION
from engine.solver import runtime

match = engine.new_game("match", 7, ["Ann", "Ben"])
dicegame = engine.new_game("dicegame", 3, ["Ann", "Ben"])
ready = [runtime.is_ready(match.ruleset), runtime.is_ready(dicegame.ruleset)]
best = runtime.rank_options(match)[0]
moves = [runtime.choose_action(dicegame, level).to_json() for level in ("beginner", "good", "expert")]
try:
    engine.action_from_json("dice-dash", {"type": "score", "category": 3})
    schema_error = None
except engine.MalformedAction as exc:
    schema_error = str(exc)
report = {
    "ready": ready,
    "best": best.to_json(),
    "moves": moves,
    "schema_error": schema_error,
    "icon": assets.read_bytes(*assets.APP_ICON)[:4].decode(),
    "version": VERSION,
}
print(json.dumps(report, sort_keys=True))
print(json.dumps({"numpy": importlib.util.find_spec("numpy") is not None}))
"""


# --- fast: the rules the spec applies ----------------------------------------------------------


def test_project_facts_come_from_pyproject() -> None:
    assert PROJECT.name == "dicebox"
    assert PROJECT.entry_point == "desktop.app:main"
    assert re.fullmatch(r"\d+\.\d+\.\d+.*", PROJECT.version)
    assert len(PROJECT.summary) <= 80 and not PROJECT.summary.endswith(".")


# --- fast: the packaging code imports as a package, with no sys.path edit ----------------------


def _edits_sys_path(tree: ast.AST) -> list[int]:
    """Lines that change ``sys.path`` (a method that mutates it, an assignment, ``site.addsitedir``)."""
    found = []
    for node in ast.walk(tree):
        target = None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr == "addsitedir":
                found.append(node.lineno)
            elif node.func.attr in ("insert", "append", "extend", "remove", "pop", "clear"):
                target = node.func.value
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            for each in node.targets if isinstance(node, ast.Assign) else [node.target]:
                target = each.value if isinstance(each, ast.Subscript) else each
        if isinstance(target, ast.Attribute) and target.attr == "path" and ast.unparse(target.value) == "sys":
            found.append(node.lineno)
    return sorted(found)


def test_the_sys_path_check_sees_every_kind_of_edit() -> None:
    edits = (
        "import sys, site\nsys.path.insert(0, 'x')\nsys.path.append('x')\nsys.path[:0] = ['x']\n"
        "sys.path = ['x']\nsys.path += ['x']\nsite.addsitedir('x')\nsys.path.extend(['x'])\n"
    )
    assert _edits_sys_path(ast.parse(edits)) == [2, 3, 4, 5, 6, 7, 8]
    assert _edits_sys_path(ast.parse("import sys\nfolders = list(sys.path)\nfolders.insert(0, 'x')\n")) == []


def test_no_packaging_script_edits_sys_path() -> None:
    """The packaging code is a package found next to its commands (dicebox_packaging/__init__.py
    says why); a sys.path edit would bring back modules whose meaning depends on the path's order."""
    sources = sorted(PACKAGING.rglob("*.py")) + [PACKAGING / "dicebox.spec"]
    assert {"build.py", "bench_bundle.py", "screenshots.py", "bundling.py", "notices.py"} <= {p.name for p in sources}
    edits = {
        path.relative_to(ROOT).as_posix(): lines
        for path in sources
        if (lines := _edits_sys_path(ast.parse(path.read_text("utf-8"), str(path))))
    }
    assert edits == {}, f"sys.path edited at: {edits}"


@pytest.mark.parametrize(
    ("command", "code", "says"),
    [
        (["build.py", "--help"], 0, "usage: python packaging/build.py"),
        (["lock.py", "--help"], 0, "usage: python packaging/lock.py"),
        (["bench_bundle.py", "--help"], 0, "usage: python packaging/bench_bundle.py"),
        (["icons.py"], 2, "usage: python packaging/icons.py OUTPUT_DIR"),
    ],
)
def test_each_command_runs_by_path_from_anywhere(command: list[str], code: int, says: str, tmp_path: Path) -> None:
    """As the READMEs and CI run them: by path, here from another folder and with no PYTHONPATH."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    proc = subprocess.run([sys.executable, str(PACKAGING / command[0]), *command[1:]], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == code, proc.stderr
    assert says in proc.stdout + proc.stderr


def test_the_packaging_folder_does_not_shadow_the_packaging_library() -> None:
    """pip, setuptools, PyInstaller and pytest import the ``packaging`` library; the folder of
    the same name must not become a package (the tests put the repository root on sys.path)."""
    import packaging.version

    assert not (PACKAGING / "__init__.py").exists()
    assert PACKAGING not in Path(packaging.version.__file__).parents


# --- fast: the version is written in pyproject.toml only ---------------------------------------

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]


@pytest.fixture
def fresh_version() -> Iterator[None]:
    """``version()`` keeps its first answer; these tests change where it looks."""
    app_version.version.cache_clear()
    yield
    app_version.version.cache_clear()


def test_the_app_reports_pyprojects_version(fresh_version: None) -> None:
    assert PYPROJECT["name"] == app_version.DISTRIBUTION
    assert app_version.version() == PYPROJECT["version"] == PROJECT.version
    assert PYPROJECT["version"] == app_version.VERSION
    assert app_version.source_version() == PYPROJECT["version"]
    # tests/run.sh installs the checkout (editable) first, so its metadata says the same.
    assert app_version.installed_version() == PYPROJECT["version"]
    assert app_version.installed_version("no-such-distribution-here") is None
    with pytest.raises(AttributeError, match="VERSIONS"):
        _ = app_version.VERSIONS


def test_a_frozen_app_reads_the_version_the_build_wrote(
    fresh_version: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bundle has no pyproject.toml: the dist-info the spec adds is what the About box shows."""
    from importlib import metadata

    frozen = bundling.Project(
        name="dicebox", version="7.8.9", description="Dice. Offline.", entry_point="desktop.app:main"
    )
    ((source, folder),) = bundling.version_metadata(tmp_path / "work", frozen)
    internal = tmp_path / "_internal"
    (internal / folder).mkdir(parents=True)
    shutil.copyfile(source, internal / folder / "METADATA")
    assert metadata.Distribution.at(internal / folder).version == "7.8.9"

    monkeypatch.setattr(app_version, "PYPROJECT", internal / "pyproject.toml")
    monkeypatch.syspath_prepend(str(internal))
    assert app_version.version() == "7.8.9"


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ('[project]\nname = "dicebox"\nversion = "3.2.1"\n', "3.2.1"),
        ('[project]\nname = "another"\nversion = "3.2.1"\n', None),
        ('[project]\nname = "dicebox"\ndynamic = ["version"]\n', None),
        ('[project]\nname = "dicebox"\nversion = 3\n', None),
        ('[project\nname = "dicebox"\n', None),
        ("project = 1\n", None),
    ],
)
def test_a_checkouts_pyproject_counts_only_when_it_declares_dicebox(
    text: str, found: str | None, tmp_path: Path
) -> None:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(text, "utf-8")
    assert app_version.source_version(pyproject) == found
    assert app_version.source_version(tmp_path / "missing.toml") is None


def test_without_any_source_the_version_is_unknown(
    fresh_version: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app_version, "PYPROJECT", tmp_path / "pyproject.toml")
    monkeypatch.setattr(app_version, "DISTRIBUTION", "no-such-distribution-here")
    assert app_version.version() == app_version.UNKNOWN


@pytest.mark.slow
def test_the_version_lookup_stays_off_the_way_to_the_first_frame() -> None:
    """Importing desktop.version reads nothing; the window's modules do not import it at all (the
    About box does, when it opens)."""
    probe = (
        "import sys\n"
        "import desktop.version\n"
        "print('tomllib' in sys.modules)\n"
        "del sys.modules['desktop.version']\n"
        "import desktop.app, desktop.window.main_window\n"
        "print('desktop.version' in sys.modules)\n"
    )
    proc = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["False", "False"]


def test_the_version_is_written_in_pyproject_toml_only() -> None:
    """Everything else reads it (desktop/version.py, the build): a second copy would drift."""
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, text=True)
    if listed.returncode != 0:
        pytest.skip("not a git checkout")
    literal = re.compile(rf"(?<![\w.]){re.escape(PYPROJECT['version'])}(?![\w.])")
    found = []
    for name in listed.stdout.splitlines():
        # Tests use version-shaped strings as data; the locks pin other packages' versions.
        if name == "pyproject.toml" or name.startswith(("requirements/", "tests/")) or not (ROOT / name).is_file():
            continue
        try:
            text = (ROOT / name).read_text("utf-8")
        except UnicodeDecodeError:
            continue  # images, tables
        found += [f"{name}:{n}" for n, line in enumerate(text.splitlines(), 1) if literal.search(line)]
    assert found == []


def _toc(folder: str, kind: str, *destinations: str) -> list[bundling.TocEntry]:
    """PyInstaller entries of one kind, each copied from ``folder`` under its own file name."""
    return [(dest, f"{folder}/{PurePosixPath(dest).name}", kind) for dest in destinations]


def test_trim_keeps_only_the_listed_plugins_and_the_qt_translations_the_app_loads() -> None:
    binaries = _toc(
        "/x", "BINARY",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "PySide6/Qt/lib/libQt6Core.so.6",
    )
    datas = _toc("/x", "DATA", "PySide6/Qt/translations/qtbase_de.qm", "PySide6/Qt/translations/qtbase_ja.qm",
                 "PySide6/Qt/translations/qtwebengine_de.qm", "assets/translations/de.qm")
    kept, kept_datas = bundling.trim_qt(binaries, datas, platform="linux")
    assert [e[0] for e in kept] == [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/lib/libQt6Core.so.6",
    ]
    assert [e[0] for e in kept_datas] == ["PySide6/Qt/translations/qtbase_de.qm", "assets/translations/de.qm"]
    windows = [
        (r"PySide6\plugins\platforms\qwindows.dll", "x", "BINARY"),
        (r"PySide6\plugins\tls\qopensslbackend.dll", "x", "BINARY"),
    ]
    assert [e[0] for e in bundling.trim_qt(windows, [], platform="win32")[0]] == [
        r"PySide6\plugins\platforms\qwindows.dll"
    ]


def test_prune_drops_what_only_removed_plugins_linked_and_their_symlinks() -> None:
    links = {
        "/s/QtGui.abi3.so": ["libQt6Gui.so.6", "libc.so.6"],
        "/s/libQt6Gui.so.6": ["libQt6Core.so.6"],
        "/s/libqxcb.so": ["libQt6XcbQpa.so.6"],
        "/s/libQt6XcbQpa.so.6": ["libQt6Gui.so.6", "libxcb-cursor.so.0"],
        "/s/libxcb-cursor.so.0": [],
        "/s/libQt6Core.so.6": [],
        "/s/libpython3.11.so.1.0": ["libm.so.6"],
        "/s/libgtk-3.so.0": ["libcairo.so.2"],
        "/s/libcairo.so.2": [],
        "/s/libQt6OpenGL.so.6": ["libQt6Gui.so.6"],
    }
    binaries = _toc("/s", "EXTENSION", "PySide6/QtGui.abi3.so") + _toc(
        "/s", "BINARY",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "libpython3.11.so.1.0",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "PySide6/Qt/lib/libQt6Core.so.6",
        "PySide6/Qt/lib/libQt6XcbQpa.so.6",
        "PySide6/Qt/lib/libQt6OpenGL.so.6",
        "libxcb-cursor.so.0",
        "libgtk-3.so.0",
        "libcairo.so.2",
    )
    datas = [
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ("libQt6OpenGL.so.6", "PySide6/Qt/lib/libQt6OpenGL.so.6", "SYMLINK"),
        ("PySide6/Qt/lib/old/libQt6OpenGL.so", "../libQt6OpenGL.so.6", "SYMLINK"),
        ("engine/schemas/match.schema.json", "/s/match.schema.json", "DATA"),
    ]
    kept, kept_datas, dropped = bundling.prune_unreachable(binaries, datas, imports_of=lambda src: links[src])
    assert dropped == ["PySide6/Qt/lib/libQt6OpenGL.so.6", "libcairo.so.2", "libgtk-3.so.0"]
    assert {e[0] for e in kept} == {e[0] for e in binaries} - set(dropped)
    assert [e[0] for e in kept_datas] == ["libQt6Gui.so.6", "engine/schemas/match.schema.json"]


def test_app_files_include_the_icon_and_schemas_as_package_data() -> None:
    datas = {(Path(src).relative_to(ROOT).as_posix(), dest) for src, dest in bundling.app_datas()}
    assert ("assets/icons/dicebox.svg", "assets/icons") in datas
    assert ("engine/schemas/dice-dash.schema.json", "engine/schemas") in datas
    assert not any(src.endswith(".py") for src, _ in datas)
    hidden = bundling.app_hiddenimports()
    assert {"engine.solver.runtime", "engine.solver.lite", "desktop.app", "assets", "engine.schemas"} <= set(hidden)
    assert not set(hidden) & bundling.SOLVER_ONLY_MODULES
    assert ("assets/tables", "assets/tables") in {
        (Path(src).parent.relative_to(ROOT).as_posix(), dest) for src, dest in bundling.app_datas()
    }


@pytest.mark.slow
def test_nothing_bundled_imports_numpy_or_the_numpy_solver() -> None:
    """The frozen app leaves numpy out; a bundled module importing it would fail only when frozen."""
    import ast

    for name in bundling.app_hiddenimports():
        path = ROOT.joinpath(*name.split("."))
        source = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for block in ast.walk(tree):
            # Annotations only (``if TYPE_CHECKING:`` never runs), and imports guarded by
            # ``except ImportError`` (the developer's fallback to computing a missing table).
            if isinstance(block, ast.If) and isinstance(block.test, ast.Name) and block.test.id == "TYPE_CHECKING":
                block.body = []
            if isinstance(block, ast.Try) and any(
                isinstance(h.type, ast.Name) and h.type.id in ("ImportError", "ModuleNotFoundError")
                for h in block.handlers
            ):
                block.body = []
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    package = name.split(".")[: len(name.split(".")) - node.level + (1 if path.is_dir() else 0)]
                    base = ".".join([*package, *([base] if base else [])])
                targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
            else:
                continue
            for target in targets:
                assert not target.startswith("numpy"), f"{name} imports {target}"
                assert target not in bundling.SOLVER_ONLY_MODULES, f"{name} imports {target}"


@pytest.mark.skipif(not ON_LINUX, reason="binaries are stripped on Linux only")
def test_notices_carry_every_bundled_part_with_its_licence_text() -> None:
    import jsonschema
    from PySide6 import QtCore

    pure = [("jsonschema", jsonschema.__file__, "PYMODULE"), ("json", "", "PYMODULE"), ("shiboken6", "", "PYMODULE")]
    binaries: list[tuple[str, str, str]] = [("PySide6/QtCore.abi3.so", str(QtCore.__file__), "EXTENSION")]
    system_lib = Path("/usr/lib/x86_64-linux-gnu/libfontconfig.so.1")
    with_dpkg = ON_LINUX and shutil.which("dpkg") is not None and system_lib.exists()
    if with_dpkg:
        binaries.append(("libfontconfig.so.1", str(system_lib), "BINARY"))
    text = notices.third_party_notices(pure, binaries)
    assert re.search(r"^jsonschema \d", text, re.MULTILINE) and "Permission is hereby granted" in text
    assert re.search(r"^PySide6_Essentials \d", text, re.MULTILINE) and re.search(r"^shiboken6 \d", text, re.MULTILINE)
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text and "GNU GENERAL PUBLIC LICENSE" in text
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in text or "Python Software Foundation" in text
    assert (ROOT / "LICENSE").read_text("utf-8").strip() in text
    assert "numpy" not in text.lower().split("licence")[0], "only what was collected is listed"
    if with_dpkg:
        assert "libfontconfig1 (Debian package; bundled: libfontconfig.so.1)" in text
    assert "SIL OPEN FONT LICENSE" in text and "DiceboxSans-Regular.otf" in text  # the shipped fonts


def test_the_deb_copyright_names_the_fonts_and_their_licence() -> None:
    text = debian.deb_copyright(PROJECT)
    fonts_stanza = text.split("\n\n")[2]
    assert fonts_stanza.startswith(f"Files: opt/{PROJECT.name}/_internal/assets/fonts/*\n")
    assert "The Inter Project Authors" in fonts_stanza and fonts_stanza.endswith("License: OFL-1.1")
    assert "\nLicense: OFL-1.1\n SIL OPEN FONT LICENSE\n .\n Version 1.1" in text
    assert max(len(line) for line in text.split("License: OFL-1.1\n SIL")[1].splitlines()) <= 80


@pytest.mark.skipif(not (ON_LINUX and shutil.which("dpkg")), reason="system libraries are looked up with dpkg")
def test_notices_refuse_a_library_no_package_owns(tmp_path: Path) -> None:
    stray = tmp_path / "libstray.so.1"
    stray.write_bytes(b"\x7fELF")
    with pytest.raises(notices.NoticeError, match=re.escape("libstray.so.1")):
        notices.third_party_notices([], [("libstray.so.1", str(stray), "BINARY")])


def test_only_binaries_from_outside_wheels_are_stripped(tmp_path: Path) -> None:
    elf = Path(shutil.which("true") or "/bin/true").resolve()
    wheel_lib = tmp_path / "venv" / "site-packages" / "numpy.libs" / "libopenblas.so"
    system_lib = tmp_path / "usr" / "lib" / "libpython3.so"
    for copy in (wheel_lib, system_lib):
        copy.parent.mkdir(parents=True)
        shutil.copyfile(elf, copy)
    entries = [
        ("numpy.libs/libopenblas.so", str(wheel_lib), "BINARY"),
        ("libpython3.so", str(system_lib), "BINARY"),
        ("assets/icons/dicebox.svg", "/x/dicebox.svg", "DATA"),
    ]
    stripped = bundling.strip_interpreter_binaries(entries, tmp_path / "work")
    assert stripped[0] == entries[0] and stripped[2] == entries[2]
    assert (
        stripped[1][:1] == ("libpython3.so",)
        and Path(stripped[1][1]) == tmp_path / "work" / "stripped" / "libpython3.so"
    )
    assert Path(stripped[1][1]).read_bytes()[:4] == b"\x7fELF"
    assert bundling.strip_interpreter_binaries(entries, tmp_path / "work", platform="darwin") == entries


def test_deb_depends_is_the_list_with_shlibdeps_versions() -> None:
    listed = ["libc6", "libegl1", "libwayland-cursor0", "fonts-dejavu-core"]
    found = ["libc6 (>= 2.36)", "libwayland-cursor0 (>= 1.8.1)", "libegl1"]
    assert debian.deb_depends(found, listed) == ["libc6 (>= 2.36)", "libegl1", "libwayland-cursor0 (>= 1.8.1)",
                                                "fonts-dejavu-core"]
    assert debian.deb_depends(["libfoo1 | libc6 (>= 2.3)"], ["libc6"]) == ["libfoo1 | libc6 (>= 2.3)"]


def test_a_linked_package_missing_from_the_list_stops_the_build() -> None:
    # How a bare Debian 12 met libwayland-cursor0: linked by Qt's Wayland plugins, listed nowhere.
    with pytest.raises(
        build.BuildError, match=r"links libwayland-cursor0 \(>= 1\.8\.1\), which assets/system-packages"
    ):
        debian.deb_depends(["libc6 (>= 2.36)", "libwayland-cursor0 (>= 1.8.1)"], ["libc6", "fonts-dejavu-core"])


def test_the_build_refuses_packages_other_than_the_locked_ones(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from importlib.metadata import version

    other = tmp_path / "build.txt"
    other.write_text(f"jsonschema=={version('jsonschema')} \\\n    --hash=sha256:00\n"
                     "attrs==1.0.0 \\\n    --hash=sha256:00\n", "utf-8")
    with pytest.raises(build.BuildError, match=rf"attrs is {re.escape(version('attrs'))}, the lock has 1\.0\.0"):
        build.check_locked(False, other)
    build.check_locked(True, other)
    assert "warning: building from packages that differ" in capsys.readouterr().out
    build.check_locked(False)  # this environment holds the locked build set (tests/run.sh installed it)


def test_a_python_without_the_build_set_or_dicebox_gets_a_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    """The commands no longer put the checkout on sys.path: another Python than the set-up .venv
    is told what to run, not shown a traceback."""

    def no_packaging_library(lock_file: Path) -> list[str]:
        raise ModuleNotFoundError("No module named 'packaging'", name="packaging")

    monkeypatch.setattr(build.lock, "environment_mismatches", no_packaging_library)
    with pytest.raises(build.BuildError, match=r"does not hold the locked build set \(packaging is not installed\)"):
        build.check_locked(False)
    monkeypatch.setitem(sys.modules, "desktop", None)  # as where dicebox is not installed
    monkeypatch.setitem(sys.modules, "desktop.base", None)  # (a package already imported is found first)
    with pytest.raises(
        build.BuildError, match=re.escape("cannot import dicebox itself; run: bash packaging/setup-dev.sh")
    ):
        build.system_packages()


def test_glibc_s_own_libraries_stay_out_of_the_linux_bundle() -> None:
    """miniaudio's extension links libmvec; a bundled copy pinned the .deb to libc6 (<< 2.37)."""
    found = [("libmvec.so.1", "/lib/x86_64-linux-gnu/libmvec.so.1", "BINARY"),
             ("libm.so.6", "/lib/x86_64-linux-gnu/libm.so.6", "BINARY"),
             ("PySide6/Qt/lib/libQt6Core.so.6", "/x/libQt6Core.so.6", "BINARY")]
    assert [e[0] for e in bundling.drop_glibc_parts(found, "linux")] == ["libm.so.6", "PySide6/Qt/lib/libQt6Core.so.6"]
    assert bundling.drop_glibc_parts(found, "win32") == found


def test_windows_version_numbers_are_four_integers() -> None:
    assert bundling.windows_version_numbers("0.4.0") == (0, 4, 0, 0)
    assert bundling.windows_version_numbers("2.10.3rc1+local.7") == (2, 10, 3, 0)
    assert bundling.windows_version_numbers("3") == (3, 0, 0, 0)


def test_ico_container_indexes_each_png_at_its_offset() -> None:
    pngs = {16: b"\x89PNG-sixteen", 256: b"\x89PNG-two-five-six"}
    data = icons.ico_bytes(pngs)
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, 2)
    for index, size in enumerate(sorted(pngs)):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        assert (width, height) == ((0, 0) if size == 256 else (size, size))
        assert (planes, bits) == (1, 32)
        assert data[offset:offset + length] == pngs[size]
    with pytest.raises(ValueError, match="1 to 256"):
        icons.ico_bytes({512: b"x"})


def test_rendered_icon_is_a_png_of_the_asked_size_with_opaque_centre(qapp: object) -> None:
    png = icons.render_png(icons.SVG, 48)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert _png_size(png) == (48, 48)
    from PySide6.QtGui import QImage

    image = QImage.fromData(png)
    assert image.pixelColor(24, 24).alpha() == 255
    assert image.pixelColor(0, 0).alpha() == 0  # the rounded corner stays transparent


# --- slow: the Linux build end to end ----------------------------------------------------------


@dataclass(frozen=True)
class Artifacts:
    dist: Path
    bundle: Path
    tarball: Path
    deb: Path


def _run(cmd: list[str], timeout: float = 300, **kwargs: object) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, **kwargs)  # type: ignore[call-overload]
    assert proc.returncode == 0, f"{cmd[0]} exited {proc.returncode}:\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
    return proc


def _png_size(data: bytes) -> tuple[int, int]:
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def _built_once(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """build.py's dist folder, built once per test run by whichever worker asks first. The suite's
    workers share the run's temporary root (xdist gives each a folder inside it), and each worker
    building the same tree again cost a minute of CPU for the same files; the others wait on the
    lock, then check what it made. A build that failed leaves no mark, so the next one tries again
    and fails with its own output."""
    import fcntl  # the Linux build only (linux_build skips these tests elsewhere)

    root = tmp_path_factory.getbasetemp()
    shared = root.parent if os.environ.get("PYTEST_XDIST_WORKER") else root
    base = shared / "linux-build"
    with open(shared / "linux-build.lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (base / "built").exists():
            shutil.rmtree(base, ignore_errors=True)
            build_py = [sys.executable, str(PACKAGING / "build.py")]
            _run([*build_py, "--dist", str(base / "dist"), "--work", str(base / "work")], timeout=1200)
            (base / "built").write_text("build.py finished\n", encoding="utf-8")
    return base / "dist"


@pytest.fixture(scope="module")
def artifacts(tmp_path_factory: pytest.TempPathFactory) -> Artifacts:
    prebuilt = os.environ.get("DICEBOX_PREBUILT_DIST")
    dist = Path(prebuilt).resolve() if prebuilt else _built_once(tmp_path_factory)
    arch = _run(["dpkg", "--print-architecture"]).stdout.strip()
    found = Artifacts(
        dist=dist,
        bundle=dist / PROJECT.name,
        tarball=dist / f"{PROJECT.name}-{PROJECT.version}-linux-{os.uname().machine}.tar.gz",
        deb=dist / f"{PROJECT.name}_{PROJECT.version}_{arch}.deb",
    )
    for path in (found.bundle, found.tarball, found.deb):
        assert path.exists(), f"build.py did not produce {path}"
    return found


def _smoke(executable: Path) -> str:
    proc = _run([str(executable), "--smoke-test"], timeout=180, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    found = SMOKE_LINE.search(proc.stdout)
    assert found, f"no smoke-test line in: {proc.stdout!r} {proc.stderr[-1000:]!r}"
    return found.group(0)


@linux_build
def test_frozen_app_plays_the_same_smoke_game_as_the_source_tree(artifacts: Artifacts) -> None:
    frozen = _smoke(artifacts.bundle / PROJECT.name)
    source = _run([sys.executable, "-m", "desktop", "--smoke-test"], timeout=180, cwd=ROOT,
                  env=dict(os.environ, QT_QPA_PLATFORM="offscreen")).stdout
    assert frozen in source.splitlines()


@linux_build
def test_bundle_carries_only_the_qt_parts_the_app_needs(artifacts: Artifacts) -> None:
    internal = artifacts.bundle / "_internal"
    plugins = {
        (p.parent.name, p.name.split(".")[0].removeprefix("lib"))
        for p in (internal / "PySide6" / "Qt" / "plugins").rglob("*.so")
    }
    allowed = {(kind, stem) for kind, stems in bundling.PLUGINS["linux"].items() for stem in stems}
    assert plugins <= allowed, f"unexpected Qt plugins: {sorted(plugins - allowed)}"
    assert {
        ("platforms", "qxcb"),
        ("platforms", "qoffscreen"),
        ("platforms", "qwayland"),
        ("imageformats", "qsvg"),
    } <= plugins
    names = {p.name for p in internal.rglob("*")}
    unwanted = [
        n for n in names if re.match(r"lib(Qt6(Network|Qml|Quick|WebEngine|VirtualKeyboard|Pdf|OpenGL)|gtk-3|ssl)\b", n)
    ]
    assert not unwanted, f"libraries the app does not use: {unwanted}"
    assert {p.name for p in (internal / "PySide6" / "Qt" / "translations").glob("*")} == bundling.QT_TRANSLATIONS
    assert {p.name for p in (internal / "assets" / "translations").glob("*.qm")} == {"dicebox_de.qm", "dicebox_fr.qm",
                                                                                   "dicebox_en.qm"}
    assert not [p for p in internal.rglob("*") if p.is_symlink() and not p.exists()], "dangling symbolic links"
    assert (internal / "assets" / "icons" / "dicebox.svg").is_file()
    assert {p.name for p in (internal / "assets" / "fonts").iterdir()} == {*fonts.FILES, "OFL.txt", "SOURCES.txt"}
    assert sorted(p.name for p in (internal / "engine" / "schemas").glob("*.json")) == sorted(
        p.name for p in (ROOT / "engine" / "schemas").glob("*.json")
    )
    readelf = shutil.which("readelf")
    assert readelf, "readelf is missing: install binutils (packaging/setup-dev.sh does; PyInstaller strips with it)"
    sections = _run([readelf, "-S", "-W", str(next(internal.glob("libpython3*.so*")))]).stdout
    assert ".symtab" not in sections and ".debug_info" not in sections, "libpython was not stripped"


@linux_build
def test_bundle_names_the_licence_of_every_library_it_copied(artifacts: Artifacts) -> None:
    internal = artifacts.bundle / "_internal"
    text = (internal / notices.NOTICES_PATH).read_text("utf-8")
    listed = {lib for line in re.findall(r"\(Debian package; bundled: ([^)]*)\)", text) for lib in line.split(", ")}
    copied = {p.name for p in internal.glob("lib*.so*") if not p.is_symlink() and not p.name.startswith("libpython")}
    # ICU ships inside the PySide6 wheel (named in its section); every other top-level library
    # came from the build machine and needs its own entry.
    assert copied - {n for n in copied if n.startswith("libicu")} <= listed, sorted(copied - listed)
    for distribution in ("PySide6_Essentials", "shiboken6"):
        assert re.search(rf"^{distribution} \d", text, re.MULTILINE), distribution


@linux_build
def test_frozen_start_loads_nothing_the_app_does_not_use(artifacts: Artifacts) -> None:
    """Each runtime hook runs before the app's first line, on every start: multiprocessing's and
    pkgutil's came in through an import chain the app never takes (jsonschema -> asyncio ->
    concurrent.futures.process), and a bundled ctypes is loaded by PyInstaller's bootstrap."""
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(artifacts.bundle / PROJECT.name))
    hooks = {name for name in archive.toc if name.startswith("pyi_rth_")}
    assert hooks == {"pyi_rth_inspect", "pyi_rth_pyside6"}, f"runtime hooks run at every start: {sorted(hooks)}"
    modules = archive.open_embedded_archive("PYZ.pyz").toc
    assert not {"multiprocessing", "ctypes", "numpy"} & set(modules)


@linux_build
def test_tarball_unpacks_to_an_app_that_starts_through_a_symlink(artifacts: Artifacts, tmp_path: Path) -> None:
    top = f"{PROJECT.name}-{PROJECT.version}"
    with tarfile.open(artifacts.tarball) as tar:
        members = tar.getmembers()
        assert all(m.name == top or m.name.startswith(f"{top}/") for m in members)
        assert all(m.uid == 0 and m.gid == 0 for m in members)
        # The "tar" filter where this Python has it (3.11.4 and later; Debian 12's 3.11.2 has not);
        # the archive is the build's own either way.
        tar.extractall(tmp_path, **({"filter": "tar"} if hasattr(tarfile, "tar_filter") else {}))
    link = tmp_path / "bin" / PROJECT.name
    link.parent.mkdir()
    link.symlink_to(tmp_path / top / PROJECT.name)  # as /usr/bin/dicebox points into /opt
    _smoke(link)


@linux_build
def test_deb_installs_app_launcher_menu_entry_icons_and_metainfo(artifacts: Artifacts) -> None:
    listing = _run(["dpkg-deb", "-c", str(artifacts.deb)]).stdout.splitlines()
    paths = {PurePosixPath(line.split()[5].removeprefix(".")): line for line in listing}
    app = PurePosixPath(f"/opt/{PROJECT.name}")
    assert app / PROJECT.name in paths and app / "_internal" in paths
    launcher = paths[PurePosixPath(f"/usr/bin/{PROJECT.name}")]
    assert launcher.startswith("l") and launcher.endswith(f"-> {app / PROJECT.name}")
    assert PurePosixPath(f"/usr/share/applications/{bundling.APP_ID}.desktop") in paths
    assert PurePosixPath(f"/usr/share/metainfo/{bundling.APP_ID}.metainfo.xml") in paths
    for size in icons.HICOLOR_SIZES:
        assert PurePosixPath(f"/usr/share/icons/hicolor/{size}x{size}/apps/dicebox.png") in paths
    assert PurePosixPath("/usr/share/icons/hicolor/scalable/apps/dicebox.svg") in paths
    assert all(line.split()[1] == "root/root" for line in listing)
    assert PurePosixPath(f"/usr/share/doc/{PROJECT.name}/copyright") in paths
    assert app / "_internal" / notices.NOTICES_PATH in paths

    fields = {
        k: _run(["dpkg-deb", "-f", str(artifacts.deb), k]).stdout.strip() for k in ("Package", "Version", "Depends")
    }
    assert fields["Package"] == PROJECT.name and fields["Version"] == PROJECT.version
    # The one list: what the set-up installs and the app's message names. build.py has already
    # checked that it covers every package dpkg-shlibdeps found for this bundle.
    depends = [d.strip() for d in fields["Depends"].split(",")]
    assert [d.split()[0] for d in depends] == system_packages.packages()
    assert "libwayland-cursor0" in [d.split()[0] for d in depends]
    assert re.fullmatch(r"libc6 \(>= 2\.\d+\)", depends[[d.split()[0] for d in depends].index("libc6")])


@linux_build
def test_menu_entry_icons_and_metainfo_parse_and_agree(artifacts: Artifacts, tmp_path: Path) -> None:
    _run(["dpkg-deb", "-x", str(artifacts.deb), str(tmp_path)])
    share = tmp_path / "usr" / "share"
    desktop_file = share / "applications" / f"{bundling.APP_ID}.desktop"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(desktop_file, encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application" and section["Name"] == "Dicebox"
    assert section["Exec"].split()[0] == PROJECT.name and section["Icon"] == "dicebox"
    assert "Game" in section["Categories"].split(";")
    for size in icons.HICOLOR_SIZES:
        png = (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "dicebox.png").read_bytes()
        assert _png_size(png) == (size, size)

    metainfo_file = share / "metainfo" / f"{bundling.APP_ID}.metainfo.xml"
    component = ET.parse(metainfo_file).getroot()
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == bundling.APP_ID
    assert component.findtext("launchable") == desktop_file.name
    assert component.findtext("provides/binary") == PROJECT.name
    release = component.find("releases/release")
    assert release is not None and release.get("version") == PROJECT.version
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", release.get("date", ""))

    if shutil.which("desktop-file-validate"):
        _run(["desktop-file-validate", str(desktop_file)])
    if shutil.which("appstreamcli"):
        _run(["appstreamcli", "validate", "--no-net", str(metainfo_file)])


@linux_build
def test_frozen_app_gives_hints_and_moves_without_numpy(tmp_path: Path) -> None:
    """The smoke test plays no computer and asks no hint; a probe frozen by the same spec with the
    app's files shows that the shipped tables, the action grammar and the assets work frozen, that the
    answers match the source tree's, and that numpy was left out."""
    probe = tmp_path / "probe.py"
    probe.write_text(PROBE, encoding="utf-8")
    work = tmp_path / "work"
    build.freeze(tmp_path / "dist", work, build.make_icons(work), ["--entry", str(probe), "--name", "probe"])
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    frozen_out = _run([str(tmp_path / "dist" / "probe" / "probe")], env=env).stdout.splitlines()
    source_out = _run([sys.executable, str(probe)], env=env).stdout.splitlines()
    frozen, source = json.loads(frozen_out[0]), json.loads(source_out[0])
    assert frozen == source
    assert frozen["ready"] == [True, True] and frozen["icon"] == "<svg"
    assert frozen["version"] == PROJECT.version  # from the dist-info the spec wrote, not pyproject.toml
    assert "score.category must be one of" in frozen["schema_error"]
    assert json.loads(frozen_out[1]) == {"numpy": False}
    assert not list((tmp_path / "dist" / "probe").rglob("numpy*"))




def test_the_dicebox_file_type_is_registered_for_linux_desktops(tmp_path: Path) -> None:
    """.dicebox files (desktop/records/gamefile.py): the .deb installs a shared-mime-info type for
    them (by name and by content), the menu entry opens them with a file argument, and the
    metainfo tells software centres. The MIME database is built from it here when
    update-mime-database is installed, as dpkg's trigger does on installation."""
    from desktop.records import gamefile

    installed = debian.install_mime_type(tmp_path / "share")
    assert installed == tmp_path / "share" / "mime" / "packages" / f"{bundling.APP_ID}.xml"
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    kind = ET.parse(installed).getroot().find("m:mime-type", ns)
    assert kind is not None and kind.get("type") == gamefile.MIME_TYPE
    assert [g.get("pattern") for g in kind.findall("m:glob", ns)] == [f"*{gamefile.EXTENSION}"]
    match = kind.find("m:magic/m:match", ns)
    assert match is not None and match.get("type") == "string"
    start, _, end = (match.get("offset") or "").partition(":")
    exported = gamefile.export_game("dice-dash", 7, ["You"], ["human"], [], assisted=False)
    assert match.get("value", "").encode() in exported[int(start): int(end or start) + len(match.get("value", ""))]

    # The menu entry claims the type and passes the file on (``dicebox FILE`` opens it in the
    # replay viewer).
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    desktop_file = PACKAGING / "linux" / f"{bundling.APP_ID}.desktop"
    entry.read(desktop_file, encoding="utf-8")
    assert entry["Desktop Entry"]["Exec"].split() == ["dicebox", "%f"]
    assert gamefile.MIME_TYPE in entry["Desktop Entry"]["MimeType"].split(";")
    if shutil.which("desktop-file-validate"):
        _run(["desktop-file-validate", str(desktop_file)])

    if shutil.which("update-mime-database"):
        _run(["update-mime-database", str(tmp_path / "share" / "mime")])
        globs = (tmp_path / "share" / "mime" / "globs2").read_text("utf-8")
        assert f"{gamefile.MIME_TYPE}:*{gamefile.EXTENSION}" in globs
        assert b"dicebox-game" in (tmp_path / "share" / "mime" / "magic").read_bytes()


def test_the_dicebox_file_type_is_registered_on_windows_and_macos() -> None:
    """The Windows installer associates .dicebox with the app (opened with the file as its one
    argument) and removes it on uninstall; the macOS bundle declares the type and opens it."""
    from desktop.records import gamefile

    # NSIS (tests/packaging/test_windows_installer.py checks the rest): the extension names the ProgID,
    # whose open command passes the file; the extension and type are the records' own.
    script = (PACKAGING / "windows" / "dicebox.nsi").read_text(encoding="utf-8")
    assert 'WriteRegStr SHCTX "Software\\Classes\\${FILE_EXT}" "" "${PROG_ID}"' in script
    assert (
        'WriteRegStr SHCTX "Software\\Classes\\${PROG_ID}\\shell\\open\\command" "" \'"$INSTDIR\\${APP_EXE}" "%1"\''
        in script
    )
    assert 'SHChangeNotify(i 0x08000000' in script  # Explorer learns of the new association
    from dicebox_packaging import windows

    given = windows.nsis_defines(Path("b"), Path("i"), Path("l"), Path("o"), PROJECT)
    assert (given["FILE_EXT"], given["MIME_TYPE"]) == (gamefile.EXTENSION, gamefile.MIME_TYPE)
    plist = bundling.info_plist(PROJECT)
    [document] = plist["CFBundleDocumentTypes"]
    [declared] = plist["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [declared["UTTypeIdentifier"]]
    tags = declared["UTTypeTagSpecification"]
    assert tags["public.filename-extension"] == [gamefile.EXTENSION.lstrip(".")]
    assert tags["public.mime-type"] == gamefile.MIME_TYPE
