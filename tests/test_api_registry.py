"""The game registry in engine/api.py."""

from __future__ import annotations

import pytest

import engine


def test_triple_dice_driver_metadata_matches_its_module() -> None:
    from engine import triple_dice
    from engine.api import driver

    d = driver("triple-dice")
    assert (d.id, d.name, d.min_players, d.max_players, d.default_players) == (
        triple_dice.GAME_ID, triple_dice.NAME, triple_dice.MIN_PLAYERS, triple_dice.MAX_PLAYERS,
        triple_dice.DEFAULT_PLAYERS,
    )
    state = engine.new_game("triple-dice", 3, ["A", "B"])
    assert engine.from_json(engine.to_json(state)) == state


def test_importing_the_package_loads_no_rules_until_a_name_is_used() -> None:
    """The window imports ``engine`` before its first frame; the rules must load later, on use."""
    import subprocess
    import sys
    from pathlib import Path

    code = (
        "import sys, engine\n"
        "before = sorted(m for m in sys.modules if m.startswith('engine'))\n"
        "engine.Roll\n"
        "print(before, 'engine.actions' in sys.modules)\n"
    )
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, check=True).stdout
    assert out.strip() == "['engine', 'engine.ids'] True"


def test_every_public_name_resolves_to_its_home_module() -> None:
    import importlib

    import engine

    for name in engine.__all__:
        value = getattr(engine, name)
        if name != "GAME_IDS":
            home = importlib.import_module(f"engine.{engine._HOME_OF[name]}")
            assert value is getattr(home, name), name
    assert engine.outcome is engine.api.outcome  # a function, not a submodule of the same name
    assert engine.GAME_IDS == engine.api.GAME_IDS == tuple(engine.api.DRIVERS)
    with pytest.raises(AttributeError, match="no attribute 'nonsense'"):
        _ = engine.nonsense
