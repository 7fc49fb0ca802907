"""A two-player Dicegame journalled move by move into a records store, as a window would leave
it: shared by the records' fault tests and the late-check tests."""

from __future__ import annotations

import random

import engine
from desktop.records import Records


def dicegame_in_progress(records: Records, moves: int) -> int:
    """Begin seed 3's Dicegame for Ann and Bo and journal ``moves`` random legal moves; its id."""
    state, rng = engine.new_game("dicegame", 3, ["Ann", "Bo"]), random.Random(3)
    game_id = records.begin_game("dicegame", 3, ["Ann", "Bo"], ["human", "human"], "t")
    while len(state.log) < moves:
        action = rng.choice(engine.legal_actions(state))
        state = engine.apply(state, action)
        records.journal(game_id, len(state.log) - 1, action)
    return game_id
