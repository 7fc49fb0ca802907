"""Modules stay small enough to read in one sitting: none over 450 lines in the app's
packages and its packaging code, and the main window, which only composes, under 350."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 450
WINDOW_LIMIT = 350


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_no_module_of_the_app_is_over_450_lines() -> None:
    modules = [p for package in ("engine", "desktop", "packaging") for p in (ROOT / package).rglob("*.py")]
    assert len(modules) > 40, "the packages were not found"
    too_long = {str(p.relative_to(ROOT)): n for p in modules if (n := _lines(p)) > LIMIT}
    assert not too_long, f"split these by responsibility: {too_long}"


def test_the_main_window_only_composes() -> None:
    assert _lines(ROOT / "desktop" / "window" / "main_window.py") < WINDOW_LIMIT
