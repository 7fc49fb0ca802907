"""The game registry in engine/api.py."""

from __future__ import annotations

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
