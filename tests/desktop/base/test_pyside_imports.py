"""PySide's question about each imported module is answered by the file's place for our own
modules and the standard library, and by a search of the bytes for any other."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import hypothesis
import PySide6

from desktop.base.pyside_imports import OWN_PACKAGES, never_switches

ROOT = Path(__file__).resolve().parents[3]


def test_no_module_of_ours_switches_a_pyside_feature() -> None:
    """The promise the quick answer stands on: a ``from __feature__ import`` anywhere in our
    packages would need PySide's own answer for that module."""
    switching = [str(path.relative_to(ROOT)) for package in OWN_PACKAGES for path in (ROOT / package).rglob("*.py")
                 if re.search(r"^\s*from\s+__feature__\s+import", path.read_text("utf-8"), re.M)]
    assert switching == []


def test_our_modules_and_the_standard_library_are_answered_by_their_place() -> None:
    assert never_switches(str(ROOT / "desktop" / "app.py"))
    assert never_switches(str(ROOT / "engine" / "__init__.py"))
    assert never_switches(json.__file__) and never_switches(os.__file__)


def test_an_installed_library_is_still_searched() -> None:
    """A library from site-packages (or a folder merely named like ours) may switch features:
    PySide's question is asked of its bytes, as before."""
    assert not never_switches(PySide6.__file__)
    assert not never_switches(hypothesis.__file__)
    assert not never_switches(str(ROOT / "desktop-plugins" / "thing.py"))
    assert not never_switches("/elsewhere/desktop/app.py")
