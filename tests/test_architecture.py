"""docs/architecture.md draws the desktop's layers; `.importlinter` is what `lint-imports`
enforces. They must be the same stack, and every desktop package must be in it, so neither the
picture nor the contracts can drift from the code."""

from __future__ import annotations

import configparser
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def contract_layers() -> list[str]:
    config = configparser.ConfigParser()
    config.read(ROOT / ".importlinter", encoding="utf-8")
    return [line.strip() for line in config["importlinter:contract:layers"]["layers"].splitlines() if line.strip()]


def drawn_layers() -> list[str]:
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    block = re.search(r"```layers\n(.*?)```", text, re.S)
    assert block, "docs/architecture.md has no ```layers block"
    # Each line: the layer ("a | b", packages split by |), two spaces or more, what it holds.
    return [re.split(r"\s{2,}", line.strip())[0] for line in block.group(1).splitlines() if line.strip()]


def packages(layer: str) -> set[str]:
    return {name.strip() for name in layer.split("|")}


def test_the_drawing_is_the_enforced_stack() -> None:
    assert [packages(layer) for layer in drawn_layers()] == [packages(layer) for layer in contract_layers()]


def test_every_desktop_package_and_module_has_a_layer() -> None:
    layered = set().union(*map(packages, contract_layers()))
    found = {p.name for p in (ROOT / "desktop").iterdir() if (p / "__init__.py").exists()}
    found |= {p.stem for p in (ROOT / "desktop").glob("*.py")} - {"__init__", "__main__"}
    assert found == layered, f"not in a layer: {sorted(found - layered)}; no such package: {sorted(layered - found)}"
