"""How far the desktop's code says what it holds: counts a reviewer asked for, for one tree or two.

    python tests/benchmarks/contract_counts.py [--quick] [DIR ...]      (default: this checkout)

For each tree it prints, over ``desktop/`` and read from the syntax tree (not from text, so a
comment or a string saying "Any" does not count):

- ``Any``: every use of the name ``typing.Any`` (annotations, casts and the imports alike);
- private reach-ins: an attribute whose name starts with one underscore, read or set on anything
  but ``self`` or ``cls`` (a part touching another object's insides);
- free functions taking the window: module-level functions whose first parameter is ``window``;
- the ``Window`` protocol's members (``desktop/window/hosts.py``), and which of them are private.

Give an older tree (a ``git worktree``) beside this one to see a change's before and after.
It reads a few hundred files in well under a second, so ``--quick`` (every benchmark has one)
counts the same.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Counts:
    any_names: int = 0
    reach_ins: int = 0
    window_functions: int = 0
    protocol_members: list[str] = field(default_factory=list)


def _member_name(node: ast.stmt) -> str | None:
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return node.target.id
    if isinstance(node, ast.FunctionDef):
        return node.name
    return None


def count(tree_root: Path) -> Counts:
    found = Counts()
    for path in sorted((tree_root / "desktop").rglob("*.py")):
        module = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(module):
            if isinstance(node, ast.Name) and node.id == "Any":
                found.any_names += 1
            elif (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")
                  and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))):
                found.reach_ins += 1
        for top in module.body:
            if isinstance(top, ast.FunctionDef) and top.args.args and top.args.args[0].arg == "window":
                found.window_functions += 1
            if path.name == "hosts.py" and isinstance(top, ast.ClassDef) and top.name == "Window":
                found.protocol_members = [name for item in top.body if (name := _member_name(item))]
    return found


def main(argv: list[str]) -> int:
    for tree_root in [Path(arg) for arg in argv if arg != "--quick"] or [ROOT]:
        c = count(tree_root)
        private = [name for name in c.protocol_members if name.startswith("_")]
        print(f"{tree_root}: Any {c.any_names}; private reach-ins {c.reach_ins}; free functions taking the "
              f"window {c.window_functions}; Window protocol members {len(c.protocol_members)} "
              f"(private: {', '.join(private) or 'none'})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
