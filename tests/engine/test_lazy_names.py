"""The lazy packages (``engine``, ``engine.solver``) name their public names twice: in ``_HOMES``,
which the lookup on first use reads, and in an ``if TYPE_CHECKING:`` block, which the type checker
and editors read. The two must be one list, or a name would be typed as Any, or typed but absent."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def checked_names(path: Path) -> dict[str, tuple[str, ...]]:
    """{home module: names} as the ``if TYPE_CHECKING:`` block imports them, each as itself."""
    found: dict[str, tuple[str, ...]] = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for imported in node.body:
                assert isinstance(imported, ast.ImportFrom) and imported.level == 1 and imported.module, imported
                assert all(alias.asname == alias.name for alias in imported.names), (
                    f"{path.name}: from .{imported.module}: every name is imported as itself (re-exported)")
                found[imported.module] = tuple(alias.name for alias in imported.names)
    return found


@pytest.mark.parametrize("package", ["engine", "engine.solver"])
def test_the_checkers_names_are_the_lazy_names(package: str) -> None:
    module = importlib.import_module(package)
    path = ROOT / package.replace(".", "/") / "__init__.py"
    assert checked_names(path) == module._HOMES


def test_the_check_sees_a_name_missing_from_the_block(tmp_path: Path) -> None:
    """Planted: a name added to ``_HOMES`` but not to the block is seen."""
    source = (ROOT / "engine" / "__init__.py").read_text(encoding="utf-8")
    planted = tmp_path / "__init__.py"
    planted.write_text(source.replace("Outcome as Outcome, ", ""), encoding="utf-8")
    import engine

    assert checked_names(planted) != engine._HOMES
