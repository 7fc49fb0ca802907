"""Computer players for the scorecard games (numpy): the next single action of the player to move.

The window plays a computer turn one action at a time (a hold toggle, a roll or a score) at a
readable pace, so ``choose_action`` answers with exactly one legal action and is meant to be
called again on the resulting state. Decisions are pure functions of the state: the same state
gives the same action (replays and tests are reproducible), and the Good player's errors come
from the game's seed through the engine's hash rather than from a generator whose draws would
differ between the toggles of one keep.
"""

from __future__ import annotations

import numpy as np

from ..actions import Action, Roll, Score, ToggleHold
from ..errors import IllegalAction
from ..scorecard import ScorecardState
from .advisor import batch_from_state
from .layout import check_level
from .play import choose_batch, choose_valued, dice_tables, evaluator_for, roll_ids, target_held
from .win import DIGITS, plays_to_win


def choose_action(state: ScorecardState, level: str) -> Action:
    """The next action of the current player at ``level`` ("beginner", "good" or "expert")."""
    check_level(level)
    if state.phase == "finished":
        raise IllegalAction("The game is finished; no more moves.", "game-finished")
    rs = state.ruleset
    ev = evaluator_for(rs)
    batch = batch_from_state(state)
    if level == "expert" and plays_to_win(len(state.players), state.ruleset):
        from .winplay import state_view  # among others the Expert plays to win

        rolls = roll_ids(dice_tables(ev.cmb), batch.dice)
        decision = choose_valued(ev, state_view(ev, state)[0], level, np.zeros(1, dtype=np.int64), rolls,
                                 batch.rolls_used, batch.noise_keys, batch.roll_count, DIGITS)
    else:
        decision = choose_batch(ev, level, batch)
    option = int(decision.option[0])
    if option >= 0:
        column, category = divmod(option, len(rs.categories))
        return Score(rs.categories[category].id, column if rs.columns > 1 else None)
    target = target_held(dice_tables(ev.cmb), batch.dice, batch.held, decision.keep)[0]
    for index, (now, wanted) in enumerate(zip(state.held, target)):
        if now != bool(wanted):
            return ToggleHold(index)
    return Roll()
