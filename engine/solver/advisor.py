"""The numpy advisor: every distinct option of the current decision with its expected final score.

A roll decision offers every distinct multiset of dice to keep (not every hold mask: holding the
first or the second of two sixes is the same choice) plus every open cell to score now; after the
last roll only the cells remain. Values are expected FINAL totals of the player to move: points
already on the card plus the expected points still to come under optimal play, exact in the
solitaire-solvable games and a heuristic (``exact=False``) in three-column Dicegame.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from ..actions import Roll, Score
from ..errors import IllegalAction
from ..scorecard import ScorecardState
from .layout import NOISE_STREAM
from .model import Progress
from .option import Option
from .play import Batch, dice_tables, evaluator_for, roll_ids, seed_keys, target_held
from .win import DIGITS, plays_to_win, shown


def batch_from_state(state: ScorecardState) -> Batch:
    """The current player's decision as a one-game batch for ``engine.solver.play``."""
    ev = evaluator_for(state.ruleset)
    card = state.cards[state.current_player]
    positions = np.array([ev.column_positions(card)], dtype=np.int64)
    return Batch(
        positions=positions,
        dice=np.array([state.dice], dtype=np.int64),
        held=np.array([state.held], dtype=bool),
        rolls_used=np.array([state.rolls_used], dtype=np.int64),
        roll_count=np.array([state.roll_count], dtype=np.int64),
        dice_keys=seed_keys([state.seed], 0),
        noise_keys=seed_keys([state.seed], NOISE_STREAM),
    )


def rank_options(state: ScorecardState, progress: Progress | None = None) -> list[Option]:
    """Every distinct option of the current player's decision, best first.

    The first call per game may solve its table (seconds; see ``engine.solver.load_table`` and
    pass ``progress`` to follow it); afterwards a call takes a few milliseconds.
    """
    if state.phase == "finished":
        raise IllegalAction("The game is finished; there is no decision to advise on.", "game-finished")
    rs = state.ruleset
    ev = evaluator_for(rs, progress)
    batch = batch_from_state(state)
    view = ev.turn(batch.positions)
    dt = dice_tables(ev.cmb)
    roll = roll_ids(dt, batch.dice)
    col0 = np.zeros(1, dtype=np.int64)
    total = float(state.total(state.current_player))
    n_cat = len(rs.categories)
    entries: list[tuple[float, int, Option]] = []
    for i in range(len(view.options)):
        value = float(ev.option_value(view, i, roll, col0, batch.rolls_used)[0])
        if value == -np.inf:
            continue
        action = Score(rs.categories[i % n_cat].id, i // n_cat if rs.columns > 1 else None)
        entries.append((total + value, len(entries), Option(action, None, None, (), total + value, ev.exact)))
    if state.phase == "rolling" and state.rolls_used < rs.rolls_per_turn:
        subs = ev.cmb.proper_subs[roll[0], : ev.cmb.proper_subs_count[roll[0]]]
        values = ev.keep_values(view, subs[None, :], col0, batch.rolls_used)[0]
        targets = target_held(dt, batch.dice.repeat(subs.size, 0), batch.held.repeat(subs.size, 0), subs)
        for keep_id, value, target in zip(subs, values, targets):
            held = tuple(bool(h) for h in target)
            toggles = tuple(i for i, (a, b) in enumerate(zip(state.held, held)) if a != b)
            option = Option(Roll(), ev.cmb.flat[int(keep_id)], held, toggles, total + float(value), ev.exact)
            entries.append((total + float(value), len(entries), option))
    entries.sort(key=lambda e: (-e[0], e[1]))
    ranked = [option for _value, _order, option in entries]
    if not plays_to_win(len(state.players), state.ruleset):
        return ranked
    # Among others: each option's chance to win, ranked by it (lite_win's twin, on winplay's view).
    from .winplay import state_view

    wview, exact = state_view(ev, state)
    keeps = {}
    if state.phase == "rolling" and state.rolls_used < rs.rolls_per_turn:
        utils = ev.keep_values(wview, subs[None, :], col0, batch.rolls_used)[0]
        keeps = {ev.cmb.flat[int(k)]: float(u) for k, u in zip(subs, utils)}
    chances: list[tuple[float, int, Option]] = []
    for order, option in enumerate(ranked):
        if option.keep is None:
            assert isinstance(option.action, Score)
            box = (option.action.column or 0) * n_cat + rs.category_ids.index(option.action.category)
            value = float(ev.option_value(wview, box, roll, col0, batch.rolls_used)[0])
        else:
            value = keeps[option.keep]
        chance = shown(value, option.expected)
        chances.append((round(value, DIGITS), order, replace(option, win=chance, win_exact=exact)))
    chances.sort(key=lambda e: (-e[0], e[1]))
    return [option for _value, _order, option in chances]
