"""The table's view of Triple Dice (``observe(state, None)``) comes from the engine: what every
seat may know, so nobody's private dice or card."""

from __future__ import annotations

import random

import pytest

import engine
from engine import triple_dice as td


def _states(players: int, seed: int) -> list[td.TripleDiceState]:
    """Every state of a seeded random game, through the public replay."""
    rng = random.Random(seed)
    state = engine.new_game("triple-dice", seed, [f"P{i}" for i in range(players)])
    while state.phase != "finished":
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    return list(engine.replay("triple-dice", state.seed, state.players, state.log))


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 8), (4, 21)])
def test_the_table_view_is_every_seat_view_without_its_secrets(players: int, seed: int) -> None:
    for step, state in enumerate(_states(players, seed)):
        table = engine.observe(state, None)
        assert table["seat"] is None and table["legalActions"] == []
        finished = state.phase == "finished"
        assert finished or all(card is None for card in table["predictions"]), f"step {step}: a card shows"
        for seat in range(players):
            # By the rules: a private die shows once the turn it was submitted in is complete.
            own = engine.observe(state, seat)["hands"][seat]
            for i, value in enumerate(table["hands"][seat]["dice"]):
                used = own["used"][i]
                public = i not in td.PRIVATE_POSITIONS or (used != 0 and (finished or used < state.turn))
                assert value == (own["dice"][i] if public else None), f"step {step}, seat {seat}, die {i}"


def test_the_table_sees_no_private_die_before_its_turn_is_complete() -> None:
    state = engine.new_game("triple-dice", 5, ["Ana", "Ben"])
    for card in ("zero", "more"):
        state = engine.apply(state, engine.Predict(card))
    table = engine.observe(state, None)
    assert all(hand["dice"][i] is None for hand in table["hands"] for i in td.PRIVATE_POSITIONS)
    assert table["predictions"] == [None, None] and table["predicted"] == [True, True]
    first = state.current_player
    state = engine.apply(state, engine.Submit((0, 9, 10)))
    table = engine.observe(state, None)
    assert table["submissions"][0]["values"][1:] == [None, None]  # submitted, turn not complete
    state = engine.apply(state, engine.legal_actions(state)[0])
    assert engine.observe(state, None)["hands"][first]["dice"][9] == state.dice[first][9]


def test_the_scorecard_games_show_the_table_everything() -> None:
    state = engine.new_game("match", 3, ["Ana", "Ben"])
    assert engine.observe(state, None) == engine.to_json(state)
    with pytest.raises(engine.BadSetup, match="no seat"):
        engine.observe(state, 2)
