"""One list of system packages (assets/system-packages.txt) for the set-up script, the .deb and
the app's "Qt could not be loaded" message, and a set-up that stops early, with the exact command
an administrator runs, when this account cannot install what is missing.

The set-up script runs here against stand-ins put first on PATH (dpkg-query, id, sudo, apt-get
and the Python that would make the .venv), in a copy of the files it reads, so nothing is
installed and the checkout's .venv is never touched.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from desktop.base import system_packages

ROOT = Path(__file__).resolve().parents[3]
BASH = shutil.which("bash")
needs_bash = pytest.mark.skipif(
    BASH is None or sys.platform == "win32", reason="the set-up script is bash, for Debian/Ubuntu"
)

LISTED = system_packages.read_list()
RUNTIME = [*LISTED["linked"], *LISTED["run"]]


# --- the list ----------------------------------------------------------------------------------


def test_the_list_names_what_qt_and_the_build_need() -> None:
    assert {"libwayland-cursor0", "libwayland-client0", "libxcb-cursor0", "libegl1", "libgl1",
            "libfontconfig1", "libxkbcommon-x11-0", "libdbus-1-3"} <= set(LISTED["linked"])
    assert LISTED["run"] == ("fonts-dejavu-core",)
    assert {"binutils", "dpkg-dev", "libpython3-dev"} <= set(LISTED["build"])
    assert system_packages.packages() == RUNTIME


@pytest.mark.parametrize(
    ("text", "complaint"),
    [
        ("libc6\n", "line 1: package 'libc6' before any [section]"),
        ("[linked]\nlibc6\n[runtime]\n", "line 3: unknown section '[runtime]'"),
        ("[linked]\nlibc6 libegl1\n", "line 2: 'libc6 libegl1' is not one Debian package name"),
        ("[linked]\nlibc6\n[run]\nlibc6  # again\n", "line 4: libc6 is already listed on line 2"),
        ("[linked]\n[linked]\n", "line 2: section [linked] appears twice"),
        ("[linked]\nLibC6\n", "'LibC6' is not one Debian package name"),
    ],
)
def test_a_malformed_list_is_refused_naming_the_line(text: str, complaint: str) -> None:
    with pytest.raises(system_packages.PackageListError, match=complaint.replace("[", r"\[").replace("]", r"\]")):
        system_packages.parse(text)


def test_comments_blank_lines_and_missing_sections_are_fine() -> None:
    assert system_packages.parse("# head\n\n[build]\n  binutils   # strip\n") == {
        "linked": (), "run": (), "build": ("binutils",)}


# --- stand-ins for dpkg, id, sudo and apt-get ----------------------------------------------------


DPKG_QUERY = f"""#!{sys.executable}
# dpkg-query -W -f=FORMAT NAME...: the packages named in $FAKE_INSTALLED are installed.
import os, sys
args = sys.argv[1:]
assert args[0] == "-W", args
fmt = args[1].removeprefix("-f=") if args[1].startswith("-f=") else args[2]
names = args[2:] if args[1].startswith("-f=") else args[3:]
fmt = fmt.replace("\\\\t", "\\t").replace("\\\\n", "\\n")
installed = set(os.environ.get("FAKE_INSTALLED", "").split())
code = 0
for name in names:
    if name in installed:
        sys.stdout.write(fmt.replace("${{Package}}", name).replace("${{Status}}", "install ok installed"))
    else:
        sys.stderr.write(f"dpkg-query: no packages found matching {{name}}\\n")
        code = 1
sys.exit(code)
"""

SHIMS = {
    "id": '#!/bin/sh\n[ "$1" = -u ] && echo "${FAKE_UID:-1000}"\n',
    "apt-get": '#!/bin/sh\necho "apt-get $*" >> "$FAKE_LOG"\nexit "${FAKE_APT_RC:-0}"\n',
    "sudo": (
        '#!/bin/sh\n'
        'if [ "$1" = -n ]; then exit "${FAKE_SUDO_NOPASSWD:-1}"; fi\n'
        'echo "sudo $*" >> "$FAKE_LOG"\nexec "$@"\n'
    ),
    # The Python given as $PYTHON: answers the version check ("-c") as $FAKE_PY_OLD says, logs
    # and fails "-m venv" (so the tests stop where the real venv would be made).
    "make-venv": '#!/bin/sh\n[ "$1" = -c ] && exit "${FAKE_PY_OLD:-0}"\necho "python $*" >> "$FAKE_LOG"\nexit 97\n',
}
REAL_TOOLS = ("awk", "cat", "dirname", "env", "grep", "rm", "tr")


@dataclass
class Run:
    code: int
    out: str
    err: str
    log: list[str]


@pytest.fixture
def setup_script(tmp_path: Path):  # type: ignore[no-untyped-def]
    """Runs a copy of packaging/setup-dev.sh with only the stand-ins and a few real tools on PATH."""
    tree = tmp_path / "checkout"
    (tree / "packaging").mkdir(parents=True)
    (tree / "assets").mkdir()
    shutil.copy(ROOT / "packaging" / "setup-dev.sh", tree / "packaging")
    shutil.copy(ROOT / "assets" / system_packages.LIST_FILE, tree / "assets")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in REAL_TOOLS:
        found = shutil.which(tool)
        assert found, tool
        (bin_dir / tool).symlink_to(found)
    for name, body in {**SHIMS, "dpkg-query": DPKG_QUERY}.items():
        shim = bin_dir / name
        shim.write_text(body, encoding="utf-8")
        shim.chmod(shim.stat().st_mode | stat.S_IXUSR)
    log = tmp_path / "log"

    def run(*, installed: list[str], uid: int = 1000, sudo: str = "none", apt_rc: int = 0,
            set_name: str = "test", args: tuple[str, ...] = (), python_too_old: bool = False) -> Run:
        if sudo == "none":
            (bin_dir / "sudo").unlink(missing_ok=True)
        env = {
            "PATH": str(bin_dir), "FAKE_INSTALLED": " ".join(installed), "FAKE_UID": str(uid),
            "FAKE_SUDO_NOPASSWD": "0" if sudo == "nopasswd" else "1", "FAKE_APT_RC": str(apt_rc),
            "FAKE_LOG": str(log), "DICEBOX_SET": set_name, "PYTHON": str(bin_dir / "make-venv"),
            "FAKE_PY_OLD": "1" if python_too_old else "0",
        }
        log.unlink(missing_ok=True)
        proc = subprocess.run([str(BASH), str(tree / "packaging" / "setup-dev.sh"), *args], env=env,
                              stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
        lines = log.read_text("utf-8").splitlines() if log.exists() else []
        return Run(proc.returncode, proc.stdout, proc.stderr, lines)

    run.tree = tree  # type: ignore[attr-defined]
    return run


# --- the set-up script -------------------------------------------------------------------------


@needs_bash
@pytest.mark.parametrize(
    ("set_name", "sections"),
    [("runtime", ("linked", "run")), ("build", ("linked", "run", "build")), ("test", ("linked", "run", "build"))],
)
def test_the_script_reads_the_list_as_the_app_does(setup_script, set_name: str, sections: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    done = setup_script(installed=[], set_name=set_name, args=("--print-system-packages",))
    assert done.code == 0, done.err
    assert done.out.split() == system_packages.packages(sections)


@pytest.mark.slow
@needs_bash
def test_a_user_without_sudo_gets_the_administrators_command_before_any_venv(setup_script) -> None:  # type: ignore[no-untyped-def]
    absent = ["libwayland-cursor0", "libxcb-cursor0", "fonts-dejavu-core", "dpkg-dev"]
    everything = system_packages.packages(("linked", "run", "build"))
    done = setup_script(installed=[p for p in everything if p not in absent], sudo="none")
    assert done.code == 1
    wanted = [p for p in everything if p in absent]  # in the list's order
    assert f"    {system_packages.admin_command(wanted)}\n" in done.err
    assert "not root and has no sudo" in done.err
    assert done.log == [], "nothing installed, no .venv made"
    assert not (setup_script.tree / ".venv").exists()


@pytest.mark.slow
@needs_bash
def test_sudo_that_wants_a_password_without_a_terminal_stops_the_same_way(setup_script) -> None:  # type: ignore[no-untyped-def]
    done = setup_script(
        installed=[p for p in RUNTIME if p != "libwayland-cursor0"], sudo="password", set_name="runtime"
    )
    assert done.code == 1
    assert f"    {system_packages.admin_command(['libwayland-cursor0'])}\n" in done.err
    assert "sudo wants a password" in done.err
    assert done.log == []


@pytest.mark.slow
@needs_bash
@pytest.mark.parametrize(("uid", "sudo", "prefix"), [(0, "none", ""), (1000, "nopasswd", "sudo ")])
def test_root_or_working_sudo_installs_exactly_the_missing_packages(
    setup_script, uid: int, sudo: str, prefix: str
) -> None:  # type: ignore[no-untyped-def]
    done = setup_script(installed=[p for p in RUNTIME if p not in ("libegl1", "libgl1")], uid=uid, sudo=sudo,
                        set_name="runtime")
    install = f"{system_packages.INSTALL} -qq libegl1 libgl1".removeprefix("apt-get ")
    assert [line for line in done.log if line.startswith("apt-get")] == ["apt-get update -qq", f"apt-get {install}"]
    if prefix:
        assert done.log[0] == "sudo apt-get update -qq"
        assert done.log[2].startswith("sudo env DEBIAN_FRONTEND=noninteractive apt-get install")
    assert done.log[-1].startswith("python -m venv"), "went on to make the .venv"
    assert done.code == 1 and "could not make a virtual environment" in done.err  # the stand-in refuses


@pytest.mark.slow
@needs_bash
def test_a_failing_apt_get_ends_with_the_administrators_command(setup_script) -> None:  # type: ignore[no-untyped-def]
    done = setup_script(installed=[p for p in RUNTIME if p != "libgl1"], uid=0, apt_rc=100, set_name="runtime")
    assert done.code == 1
    assert system_packages.admin_command(["libgl1"]) in done.err and "apt-get failed" in done.err
    assert not any(line.startswith("python") for line in done.log)


@pytest.mark.slow
@needs_bash
def test_nothing_is_installed_when_nothing_is_missing_and_a_bad_set_is_refused(setup_script) -> None:  # type: ignore[no-untyped-def]
    done = setup_script(installed=RUNTIME, set_name="runtime")
    assert done.log == ["python -m venv .venv"] and done.code == 1
    assert "could not make a virtual environment" in done.err and "python3-venv" in done.err
    bad = setup_script(installed=RUNTIME, set_name="everything")
    assert bad.code == 2 and "runtime, build or test" in bad.err


@pytest.mark.slow
@needs_bash
def test_renamed_t64_libraries_count_as_installed(setup_script) -> None:  # type: ignore[no-untyped-def]
    """Debian 13 / Ubuntu 24.04 install libglib2.0-0t64 (providing libglib2.0-0); dpkg-query does
    not follow Provides, so without this the set-up asked for it on every run."""
    renamed = [f"{p}t64" if p == "libglib2.0-0" else p for p in RUNTIME]
    assert renamed != RUNTIME
    done = setup_script(installed=renamed, set_name="runtime")
    assert "Installing" not in done.out and "system package" not in done.err
    assert done.log == ["python -m venv .venv"]
    assert system_packages.missing(RUNTIME, str(setup_script.tree.parent / "bin" / "dpkg-query")) is not None


@pytest.mark.slow
@needs_bash
def test_a_half_made_venv_is_made_anew(setup_script) -> None:  # type: ignore[no-untyped-def]
    """Without python3-venv, ``python3 -m venv`` fails yet leaves .venv/bin/python; the next run
    used to take that for a venv and fail on "No module named pip"."""
    broken = setup_script.tree / ".venv" / "bin" / "python"
    broken.parent.mkdir(parents=True)
    broken.write_text("#!/bin/sh\nexit 1\n")
    broken.chmod(0o755)
    done = setup_script(installed=RUNTIME, set_name="runtime")
    assert done.log == ["python -m venv .venv"], "the broken venv was not reused"
    assert not broken.exists(), "the half-made venv was removed"


@pytest.mark.slow
@needs_bash
def test_a_python_older_than_3_11_stops_before_any_venv(setup_script) -> None:  # type: ignore[no-untyped-def]
    done = setup_script(installed=RUNTIME, set_name="runtime", python_too_old=True)
    assert done.code == 1 and "needs Python 3.11 or newer" in done.err
    assert not any("-m venv" in line for line in done.log)


@pytest.mark.skipif(sys.platform == "win32", reason="dpkg is Debian's")
def test_the_app_counts_a_t64_library_as_installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shim = _fake_dpkg_query(tmp_path)
    monkeypatch.setenv("FAKE_INSTALLED", "libglib2.0-0t64 libgl1")
    assert system_packages.missing(["libglib2.0-0", "libgl1", "libegl1"], str(shim)) == ["libegl1"]


# --- the app's message -------------------------------------------------------------------------


def _fake_dpkg_query(tmp_path: Path) -> Path:
    shim = tmp_path / "dpkg-query"
    shim.write_text(DPKG_QUERY, encoding="utf-8")
    shim.chmod(0o755)
    return shim


@pytest.mark.skipif(sys.platform == "win32", reason="dpkg is Debian's")
def test_missing_asks_dpkg_once_and_keeps_the_lists_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shim = _fake_dpkg_query(tmp_path)
    monkeypatch.setenv("FAKE_INSTALLED", "libc6 libgl1")
    assert system_packages.missing(["libgl1", "libegl1", "libc6", "libx11-6"], str(shim)) == ["libegl1", "libx11-6"]
    assert system_packages.missing(["libgl1"], str(tmp_path / "absent")) is None


@pytest.mark.skipif(sys.platform == "win32", reason="dpkg is Debian's")
def test_the_qt_message_names_each_case(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shim = str(_fake_dpkg_query(tmp_path))
    error = ImportError("libEGL.so.1: cannot open shared object file")
    monkeypatch.setenv("FAKE_INSTALLED", " ".join(p for p in RUNTIME if p not in ("libegl1", "libwayland-cursor0")))
    text = system_packages.qt_missing_message(error, shim)
    assert text.startswith("dicebox: Qt could not be loaded (libEGL.so.1: cannot open shared object file).\n")
    assert "2 system packages it needs are not installed" in text
    assert f"    {system_packages.admin_command(['libegl1', 'libwayland-cursor0'])}\n" in text
    assert "sudo" not in text
    monkeypatch.setenv("FAKE_INSTALLED", " ".join(RUNTIME))
    assert "Qt itself is damaged" in system_packages.qt_missing_message(error, shim)
    no_dpkg = system_packages.qt_missing_message(error, str(tmp_path / "absent"))
    assert system_packages.admin_command(RUNTIME) in no_dpkg and "other systems" in no_dpkg


@pytest.mark.skipif(sys.platform == "win32", reason="dpkg is Debian's")
def test_the_app_prints_the_lists_command_when_qt_cannot_load(tmp_path: Path) -> None:
    """The whole path through ``dicebox``: Qt's import fails, dpkg-query on PATH is asked."""
    _fake_dpkg_query(tmp_path)
    code = (
        "import sys\n"
        "sys.modules['PySide6.QtWidgets'] = None  # import fails as with a missing libEGL\n"
        "from desktop.app import main\n"
        "sys.exit(main([]))\n"
    )
    env = dict(os.environ, PATH=f"{tmp_path}{os.pathsep}{os.environ.get('PATH', '')}", QT_QPA_PLATFORM="offscreen",
               FAKE_INSTALLED=" ".join(p for p in RUNTIME if p != "libwayland-cursor0"))
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.startswith("dicebox: Qt could not be loaded (")
    assert f"    {system_packages.admin_command(['libwayland-cursor0'])}\n" in proc.stderr
