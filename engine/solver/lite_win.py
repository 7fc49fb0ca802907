"""The chance to win for one state, in pure Python: the window's hints and its Expert among others.

``win.py`` says what is computed; this module builds, for the mover's decision, one table per
box with the utility (chance to win, ties broken towards points) of scoring each row there, in
the layout of ``lite.option_tables``, so that ``lite``'s own turn programme (``option_value``,
``keep_table``) values every score and keep by it. ``winplay.py`` is the numpy twin the benchmark
plays (``tests/engine/solver/test_win.py`` holds the two to the same decisions).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from math import inf

from ..actions import Action, Score
from ..errors import IllegalAction
from ..scorecard import ScorecardState
from . import win
from .layout import check_level
from .lite import (
    OptionTable,
    Position,
    Tables,
    action_of,
    choose_action_by_table,
    column_position,
    decision_values,
    first_best,
    is_open,
    keep_table,
    option_value,
    rank_options_by_table,
    tables,
    transition,
)
from .option import Option


def _rest(t: Tables, values: Sequence[float], spreads: Sequence[float], positions: Sequence[Position],
          skip: int = -1) -> tuple[float, float]:
    """(expected points to come, their variance) of a card, its columns taken as independent;
    column ``skip`` left out."""
    mean = var = 0.0
    for c, (m, pos) in enumerate(zip(t.multipliers, positions)):
        if c != skip:
            mean += m * float(values[pos.sid])
            var += (m * float(spreads[pos.sid])) ** 2
    return mean, var


def the_field(state: ScorecardState, t: Tables, values: Sequence[float], spreads: Sequence[float]) -> win.Field:
    """The best of the other players' final totals."""
    others = []
    for seat, card in enumerate(state.cards):
        if seat != state.current_player:
            mean, var = _rest(t, values, spreads, [column_position(t, column) for column in card])
            others.append((float(state.total(seat)) + mean, var))
    return win.field(others)


def win_tables(state: ScorecardState, t: Tables, positions: Sequence[Position], values: Sequence[float],
               spreads: Sequence[float]) -> tuple[list[OptionTable], bool]:
    """Per box (``lite.option_tables``' order and rows): the utility of scoring each row there, and
    whether every chance is exact (nothing left uncertain after this turn)."""
    best = the_field(state, t, values, spreads)
    total = float(state.total(state.current_player))
    exact = best.var <= win.CERTAIN
    lay = t.layout
    out: list[OptionTable] = []
    for j, (m, pos) in enumerate(zip(t.multipliers, positions)):
        rest_mean, rest_var = _rest(t, values, spreads, positions, skip=j)
        base = total + rest_mean
        for cat, uniq in enumerate(t.distinct):
            if not is_open(t, pos, cat):
                out.append(OptionTable(j, cat, None, 0.0))
                continue
            outcomes: list[tuple[int, int] | None] = []
            for u in uniq:
                nxt, award = transition(t, pos, cat, u)
                outcomes.append((u + award, nxt))
            if t.ordinary[cat]:
                from .special import joker_outcome  # lazy: only the classic card has special rolls

                plain = list(outcomes)
                outcomes += [joker_outcome(lay, pos.mask, pos.rep, pos.prog, cat, i, plain[row])  # type: ignore[arg-type]
                             for i, row in enumerate(t.ordinary[cat])]
            table = []
            for outcome in outcomes:
                if outcome is None:  # a forced joker may not go here
                    table.append(-inf)
                    continue
                paid, nxt = outcome
                mean = base + m * (paid + float(values[nxt]))
                var = rest_var + (m * float(spreads[nxt])) ** 2
                exact = exact and var <= win.CERTAIN
                table.append(win.utility(mean, var, best))
            out.append(OptionTable(j, cat, table, 0.0))
    return out, exact


def keep_id(t: Tables, keep: tuple[int, ...]) -> int:
    size, pos = t.dice.index[keep]
    return t.dice.offsets[size] + pos


def with_chances(state: ScorecardState, t: Tables, positions: Sequence[Position], values: Sequence[float],
                 spreads: Sequence[float], roll: int, options: list[Option]) -> list[Option]:
    """``options`` (valued in points, best first) with their chances to win, ranked by them
    (ties, such as two keeps equally sure, in the order given)."""
    tables, exact = win_tables(state, t, positions, values, spreads)
    keeps = keep_table(t, tables, state.rolls_used) if state.phase == "rolling" and state.rolls_used < t.rolls else []
    by_box = {(opt.column, opt.category): opt for opt in tables}
    ranked: list[tuple[float, int, Option]] = []
    for order, option in enumerate(options):
        if isinstance(option.action, Score):
            box = by_box[option.action.column or 0, t.category_ids.index(option.action.category)]
            value = option_value(t, box, roll, state.rolls_used)
        else:
            value = keeps[keep_id(t, option.keep or ())]
        chance = win.shown(value, option.expected)
        ranked.append((round(value, win.DIGITS), order, replace(option, win=chance, win_exact=exact)))
    ranked.sort(key=lambda e: (-e[0], e[1]))
    return [option for _value, _order, option in ranked]


def choose_to_win(state: ScorecardState, t: Tables, positions: Sequence[Position], values: Sequence[float],
                  spreads: Sequence[float], roll: int) -> tuple[int, int]:
    """The Expert's decision among others: (score option index or -1, flat keep id or -1), the
    first best by utility, score options before keeps (as ``lite._choose_valued``)."""
    tables, _exact = win_tables(state, t, positions, values, spreads)
    vals, n_opt, subs = decision_values(t, tables, roll, state.rolls_used)
    return first_best([round(v, win.DIGITS) for v in vals], n_opt, subs)


def _position(state: ScorecardState, t: Tables) -> tuple[tuple[Position, ...], int]:
    card = state.cards[state.current_player]
    return tuple(column_position(t, column) for column in card), t.dice.roll_index[tuple(sorted(state.dice))]


def rank_options_by_tables(state: ScorecardState, values: Sequence[float], spreads: Sequence[float]) -> list[Option]:
    """``lite.rank_options_by_table``, and among others each option's chance to win, ranked by it."""
    ranked = rank_options_by_table(state, values)
    t = tables(state.ruleset)
    if not win.plays_to_win(len(state.players), state.ruleset):
        return ranked
    positions, roll = _position(state, t)
    return with_chances(state, t, positions, values, spreads, roll, ranked)


def choose_action_by_tables(state: ScorecardState, level: str, values: Sequence[float],
                            spreads: Sequence[float]) -> Action:
    """``lite.choose_action_by_table``, except that among others the Expert plays to win."""
    check_level(level)
    t = tables(state.ruleset)
    if level != "expert" or not win.plays_to_win(len(state.players), state.ruleset):
        return choose_action_by_table(state, level, values)
    if state.phase == "finished":
        raise IllegalAction("The game is finished; no more moves.", "game-finished")
    positions, roll = _position(state, t)
    option, keep = choose_to_win(state, t, positions, values, spreads, roll)
    return action_of(state, t, option, keep)
