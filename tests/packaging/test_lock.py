"""The locked dependency sets (requirements/*.txt) agree with pyproject.toml's ranges; numpy is
an extra, not a dependency; the licence is an SPDX expression. No network: refreshing the locks
is ``python packaging/lock.py`` (packaging/README.md, "Locked dependencies")."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from dicebox_packaging import lock
from packaging.requirements import Requirement
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))


def test_locks_and_pyproject_agree() -> None:
    assert lock.disagreements() == []


def test_every_set_is_pinned_with_hashes_and_installs_here() -> None:
    for set_name in lock.SETS:
        pins = lock.read_lock(lock.LOCK_DIR / f"{set_name}.txt")
        assert pins and all(p.hashes and all(h.startswith("sha256:") for h in p.hashes) for p in pins)
        here = lock.applicable(pins, None)  # one pin per package for this interpreter, markers evaluated
        assert "setuptools" in here and "pyside6-essentials" in here


def test_the_app_installs_without_numpy_and_the_tests_with_it() -> None:
    dependencies = {lock.canonical(Requirement(r).name) for r in PYPROJECT["project"]["dependencies"]}
    assert "numpy" not in dependencies
    assert [Requirement(r).name for r in PYPROJECT["project"]["optional-dependencies"]["solver"]] == [
        "numpy",
        "platformdirs",
    ]
    names = {s: {p.name for p in lock.read_lock(lock.LOCK_DIR / f"{s}.txt")} for s in lock.SETS}
    assert "numpy" in names["test"] and "numpy" not in names["runtime"] | names["build"]
    assert "pyinstaller" in names["build"] and "pytest" not in names["build"]
    assert names["runtime"] <= names["build"] <= names["test"]


def test_pyside6_stays_below_the_crashing_612() -> None:
    (pyside,) = [Requirement(r) for r in PYPROJECT["project"]["dependencies"] if r.startswith("PySide6")]
    assert Version("6.12.0") not in pyside.specifier and Version("6.11.3") in pyside.specifier


def _copy_locks(tmp_path: Path) -> Path:
    locks = tmp_path / "requirements"
    shutil.copytree(lock.LOCK_DIR, locks)
    return locks


def test_a_dependency_the_lock_lacks_is_reported(tmp_path: Path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    pyproject.write_text(
        text.replace('"PySide6-Essentials>=6.7,<6.12",', '"PySide6-Essentials>=6.7,<6.12",\n    "tomli-w>=1",'), "utf-8"
    )
    found = lock.disagreements(pyproject, _copy_locks(tmp_path))
    assert {f"{s}.txt does not lock tomli-w, which pyproject.toml requires" for s in lock.SETS} <= set(found)


def test_a_pin_outside_the_range_is_reported(tmp_path: Path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    pyproject.write_text(text.replace('"PySide6-Essentials>=6.7,<6.12"', '"PySide6-Essentials>=6.7,<6.9"'), "utf-8")
    found = lock.disagreements(pyproject, _copy_locks(tmp_path))
    assert any(p.startswith("runtime.txt locks pyside6-essentials 6.") and "outside pyproject.toml's "
               "PySide6-Essentials<6.9,>=6.7" in p for p in found), found


def test_numpy_back_in_the_dependencies_is_reported(tmp_path: Path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    pyproject.write_text(
        text.replace('"PySide6-Essentials>=6.7,<6.12",', '"PySide6-Essentials>=6.7,<6.12",\n    "numpy>=1.26,<3",'),
        "utf-8",
    )
    found = lock.disagreements(pyproject, _copy_locks(tmp_path))
    assert "runtime.txt does not lock numpy, which pyproject.toml requires" in found


def test_a_hand_edited_or_foreign_lock_is_reported(tmp_path: Path) -> None:
    locks = _copy_locks(tmp_path)
    build = locks / "build.txt"
    build.write_text(build.read_text("utf-8").replace("# with uv ", "# with pip-tools instead of uv "), "utf-8")
    runtime = locks / "runtime.txt"
    text = runtime.read_text("utf-8")
    runtime.write_text(text + "numpy==2.4.6 \\\n    --hash=sha256:" + "0" * 64 + "\n", "utf-8")
    found = lock.disagreements(ROOT / "pyproject.toml", locks)
    assert "runtime.txt locks numpy, which only another set asks for" in found
    assert any(p.startswith("build.txt was not written by python packaging/lock.py") for p in found)
    unhashed = tmp_path / "unhashed.txt"
    unhashed.write_text("jsonschema==4.26.0\n", "utf-8")
    with pytest.raises(lock.LockError, match="jsonschema has no --hash"):
        lock.read_lock(unhashed)
    ranged = tmp_path / "ranged.txt"
    ranged.write_text("jsonschema>=4 --hash=sha256:00\n", "utf-8")
    with pytest.raises(lock.LockError, match="not an exact pin"):
        lock.read_lock(ranged)


def test_installed_versions_are_compared_with_the_lock(tmp_path: Path) -> None:
    small = tmp_path / "small.txt"
    small.write_text(
        "jsonschema==4.26.0 \\\n    --hash=sha256:aa\n"
        "colorama==0.4.6 ; sys_platform == 'nowhere' \\\n    --hash=sha256:bb\n"
        "attrs==26.1.0 \\\n    --hash=sha256:cc\n",
        "utf-8",
    )
    installed = {"jsonschema": "4.26.0", "attrs": "25.0"}
    assert lock.environment_mismatches(small, installed.get) == [
        "attrs is 25.0, the lock has 26.1.0"]
    assert lock.environment_mismatches(small, {"jsonschema": "4.26.0"}.get) == ["attrs 26.1.0 is not installed"]


@pytest.mark.slow
def test_the_licence_is_an_spdx_expression_and_setuptools_builds_it_without_warning(tmp_path: Path) -> None:
    assert PYPROJECT["project"]["license"] == "MIT"
    assert PYPROJECT["project"]["license-files"] == ["LICENSE"]
    (backend,) = [Requirement(r) for r in PYPROJECT["build-system"]["requires"]]
    assert backend.name == "setuptools" and Version("76.9") not in backend.specifier
    # Metadata as the locked build backend writes it, with no warning (the table form of
    # ``license`` warned of its removal in 2027). A copy, so no egg-info lands in the checkout.
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(ROOT / name, tmp_path / name)
    code = (
        "import sys\n"
        "from setuptools import build_meta\n"
        "print(build_meta.prepare_metadata_for_build_wheel(sys.argv[1]))\n"
    )
    out = tmp_path / "out"
    out.mkdir()
    proc = subprocess.run(
        [sys.executable, "-c", code, str(out)], cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "Warning" not in proc.stderr, proc.stderr[-2000:]  # setuptools prints its warnings, never raises them
    metadata = (out / proc.stdout.split()[-1] / "METADATA").read_text("utf-8")
    assert "License-Expression: MIT\n" in metadata
    requires = [line for line in metadata.splitlines() if line.startswith("Requires-Dist:")]
    numpy = [r for r in requires if r.startswith("Requires-Dist: numpy")]
    assert numpy and all('extra == "solver"' in r for r in numpy), requires  # pip install . leaves it out
