"""The advisor and the computer players for one state, in pure Python over a solved table.

The installed app must not carry numpy (40 MB with OpenBLAS) just to answer a hint or a computer
move: those need one position, not the thousands a solve or a benchmark batch handles. So this
module answers the same two questions as ``engine.solver.rank_options`` and
``engine.solver.choose_action``, given the solitaire table those would load (hence the names
``rank_options_by_table`` and ``choose_action_by_table``; ``engine.solver.runtime`` loads the
table and offers the plain names), and answers them identically: the same options in the same
order with the same ``expected`` floats bit for bit, and the same action at every level
(``tests/engine/solver/test_solver_lite.py`` compares them).

Bit-identical floats are why the code below mirrors the numpy modules step by step rather than
computing the same quantities in whatever order is shortest: every sum, product and maximum is
done on the same operands in the same order as ``model.py`` (``category_values``), ``turn.py``
(``keep_values``, ``best_proper_keep``), ``evaluator.py`` and ``play.py``, ties go to the first
candidate like ``numpy.argmax``, and the Good player's errors come from the engine's own 64-bit
hash. What one state does not need is left out: the turn-start expectation over all rolls, and
the first-roll score table (it only feeds that expectation).

Everything that depends on the ruleset alone (multisets, lattices, score tables; the state-id
layout comes from ``engine.solver.layout``, shared with the numpy solver) is built once per
ruleset; a call then costs a few milliseconds, most of it the within-turn dynamic programme at
roll 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from math import inf, isfinite

from ..actions import Action, Roll, Score, ToggleHold
from ..dice import mix64, stream_key
from ..errors import IllegalAction, SolverError
from ..rules import Ruleset
from ..scorecard import Card, Column, ScorecardState
from .layout import KEEP_CODE, NOISE_STREAM, Layout, check_level, layout, noise_width
from .multisets import FACES, Multisets, multisets
from .option import Option

_SIXTH = 1.0 / FACES
"""turn.py scales a keep's sum of children by ``1.0 / 6``, not by dividing by 6: same rounding."""
_UNIT = 1.0 / (1 << 53)


# -- the solitaire model of one column (model.py) ------------------------------------------------


@dataclass(frozen=True, eq=False)
class Tables:
    """Everything about a ruleset that does not depend on the position: built once per ruleset."""

    dice: Multisets
    layout: Layout
    """The state ids of a column (``engine.solver.layout``, shared with the numpy solver)."""
    rolls: int
    multipliers: tuple[int, ...]
    exact: bool
    category_ids: tuple[str, ...]
    varies: tuple[bool, ...]
    """Per category: whether the next state or the bonus depends on the points scored."""
    distinct: tuple[tuple[int, ...], ...]
    """Per category: its distinct scores, ascending (``numpy.unique``)."""
    inverse: tuple[tuple[int, ...], ...]
    """Per category: roll id -> row of its option table: the position of the roll's score in
    ``distinct``, or for a joker's special roll i, row ``len(distinct) + i`` (``model.row_of``)."""
    ordinary: tuple[tuple[int, ...], ...]
    """Per category: for each special roll, the position of its score in ``distinct``."""
    scores: tuple[tuple[int, ...], ...]
    """Per category: roll id -> score."""
    made: tuple[int, ...]
    """Per category: its only non-zero score when it has exactly one (a made combination), else 0."""
    noise_width: float

    @property
    def n_states(self) -> int:
        return self.layout.n_states


@cache
def tables(ruleset: Ruleset) -> Tables:
    """The position-independent tables of cards of ``ruleset`` (any number of columns)."""
    lay = layout(ruleset)
    dt = multisets(ruleset.dice_count)
    rolls = tuple(dt.roll_index)
    scores = tuple(tuple(c.score(d) for d in rolls) for c in ruleset.categories)
    distinct = tuple(tuple(sorted(set(row))) for row in scores)
    inverse = tuple(
        tuple(map({v: i for i, v in enumerate(uniq)}.__getitem__, row)) for uniq, row in zip(distinct, scores)
    )
    special = lay.special.rolls if lay.special is not None else ()
    ordinary = tuple(tuple(row[roll] for roll in special) for row in inverse)
    if special:
        inverse = tuple(
            tuple(len(uniq) + special.index(roll) if roll in special else i for roll, i in enumerate(row))
            for uniq, row in zip(distinct, inverse)
        )
    in_threshold = {cat for th in lay.thresholds for cat in th.categories}
    mult = ruleset.multipliers
    return Tables(
        dice=dt,
        layout=lay,
        rolls=ruleset.rolls_per_turn,
        multipliers=mult,
        exact=len(mult) == 1,
        category_ids=ruleset.category_ids,
        varies=tuple(cat == lay.rep_cat or cat in in_threshold for cat in range(len(scores))),
        distinct=distinct,
        inverse=inverse,
        ordinary=ordinary,
        scores=scores,
        made=tuple(u[1] if len(u) == 2 and u[0] == 0 else 0 for u in distinct),
        noise_width=noise_width(mult),
    )


@dataclass(frozen=True)
class Position:
    """One column's turn-start state: its id indexes the table, its fields drive the transitions."""

    sid: int
    mask: int
    rep: int
    prog: tuple[int, ...]


def column_position(t: Tables, column: Column) -> Position:
    """The state of one card column, read from its cells (``Layout.column_state``)."""
    mask, rep, prog = t.layout.column_state(column)
    return Position(t.layout.sid(mask, rep, prog), mask, rep, prog)


def is_open(t: Tables, pos: Position, cat: int) -> bool:
    return t.layout.is_open(pos.mask, pos.rep, cat)


def transition(t: Tables, pos: Position, cat: int, u: int) -> tuple[int, int]:
    """Next state id and threshold bonus paid when ``cat`` scores ``u`` (``Layout.after``)."""
    return t.layout.after(pos.mask, pos.rep, pos.prog, cat, u)


# -- values of the options of one turn (evaluator.py, turn.py) -----------------------------------


@dataclass(frozen=True)
class OptionTable:
    """One score option (column, category): its value per distinct score, None if the cell is closed."""

    column: int
    category: int
    table: list[float] | None
    first_roll: float


def option_tables(t: Tables, values: Sequence[float], positions: Sequence[Position]) -> list[OptionTable]:
    """``Evaluator.option_tables`` for one position, with the same arithmetic in the same order."""
    mult = t.multipliers
    own = [float(values[p.sid]) for p in positions]
    everything = 0.0
    for m, v in zip(mult, own):
        everything = everything + m * v
    scaled = len(mult) > 1
    out: list[OptionTable] = []
    for j, (m, pos) in enumerate(zip(mult, positions)):
        others = everything - m * own[j]
        first_roll = m * t.layout.first_roll_bonus
        for cat, uniq in enumerate(t.distinct):
            if not is_open(t, pos, cat):
                out.append(OptionTable(j, cat, None, first_roll))
                continue
            table: list[float]
            if t.varies[cat]:
                table = []
                for u in uniq:
                    nxt, award = transition(t, pos, cat, u)
                    table.append((u + award) + float(values[nxt]))
            else:  # next state and bonus do not depend on the points: look the value up once
                nxt, _award = transition(t, pos, cat, 0)
                after = float(values[nxt])
                table = [u + after for u in uniq]
            if t.ordinary[cat]:  # a joker's special rolls: rows of their own (model.category_values)
                from .special import joker_value  # lazy: only the classic card has special rolls

                table += [joker_value(t.layout, pos.mask, pos.rep, pos.prog, cat, i, table[row], values)
                          for i, row in enumerate(t.ordinary[cat])]
            if scaled or m != 1:
                table = [x * m + others for x in table]
            out.append(OptionTable(j, cat, table, first_roll))
    return out


def option_value(t: Tables, opt: OptionTable, roll: int, rolls_used: int) -> float:
    """``Evaluator.option_value``: -inf for a closed cell, the first-roll bonus added at roll 1."""
    if opt.table is None:
        return -inf
    value = opt.table[t.inverse[opt.category][roll]]
    if opt.first_roll:
        value = value + (opt.first_roll if rolls_used == 1 else 0.0)
    return value


def score_later(t: Tables, options: Sequence[OptionTable]) -> list[float]:
    """Per roll id: the best value of scoring now at a roll after the first (``Evaluator.score_now``).

    Values of reachable states are finite, so the builtin ``max`` gives exactly the value of
    numpy's chain of ``maximum`` calls; closed cells (-inf) never win and are left out.
    """
    rows = []
    for opt in options:
        if opt.table is not None:
            rows.append(list(map(opt.table.__getitem__, t.inverse[opt.category])))
    if not rows:
        return [-inf] * len(t.dice.roll_index)
    if len(rows) == 1:
        return rows[0]
    return list(map(max, *rows))


def keep_levels(full: list[float], dt: Multisets) -> list[list[float]]:
    """``turn.keep_values``: per keep size, the value of keeping each multiset and rolling the rest."""
    levels: list[list[float]] = [full] * (dt.n + 1)
    upper = full
    sixth = _SIXTH
    for k in range(dt.n - 1, -1, -1):
        upper = [
            (upper[a] + upper[b] + upper[c] + upper[d] + upper[e] + upper[f]) * sixth
            for a, b, c, d, e, f in dt.child[k]
        ]
        levels[k] = upper
    return levels


def best_proper_keep(levels: list[list[float]], dt: Multisets) -> list[float]:
    """``turn.best_proper_keep``: per roll id, the best value over the keeps it allows."""
    best = levels[0]
    for k in range(1, dt.n + 1):
        get = best.__getitem__
        if k < dt.n:
            best = [max(own, *map(get, par)) for own, par in zip(levels[k], dt.parent[k])]
        else:
            best = [max(map(get, par)) for par in dt.parent[k]]
    return best


def keep_table(t: Tables, options: Sequence[OptionTable], rolls_used: int) -> list[float]:
    """Per flat keep id (proper keeps): the value of keeping it at roll ``rolls_used`` then rolling.

    This is ``turn.turn_tables``' ``keeps[rolls_used - 1]``, computed from the last roll back to
    the current one only (the earlier rolls and the turn-start expectation are of no use here).
    """
    later = score_later(t, options)
    value = later
    for r in range(t.rolls - 1, rolls_used - 1, -1):
        levels = keep_levels(value, t.dice)
        if r == rolls_used:
            return [x for level in levels[: t.dice.n] for x in level]
        best = best_proper_keep(levels, t.dice)
        value = list(map(max, later, best))
    raise SolverError(f"No roll is left after roll {rolls_used} of {t.rolls}; keeps are planned only before the "
                      "last roll", "keep-no-roll-left", roll=rolls_used, rolls=t.rolls)


def target_held(t: Tables, dice: Sequence[int], held: Sequence[bool], keep: int) -> tuple[bool, ...]:
    """``play.target_held`` for one keep: already-held dice first, then the lowest positions."""
    need = list(t.dice.keep_counts[keep])
    n = len(dice)
    target = [False] * n
    for pos in sorted(range(n), key=lambda i: i if held[i] else n + i):
        face = dice[pos]
        if need[face] > 0:
            target[pos] = True
            need[face] -= 1
    return tuple(target)


def _first_max(values: Sequence[float]) -> int:
    """``numpy.argmax`` of finite-or-infinite values: the first maximum."""
    return max(range(len(values)), key=values.__getitem__)


# -- the two questions ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Turn:
    t: Tables
    positions: tuple[Position, ...]
    roll: int


def _turn(state: ScorecardState, values: Sequence[float]) -> _Turn:
    t = tables(state.ruleset)
    if len(values) != t.n_states:
        raise SolverError(
            f"The table has {len(values)} values; {state.ruleset.name} needs the {t.n_states} of "
            "its solitaire column's table", "table-size", given=len(values), expected=t.n_states,
            game=state.ruleset.name,
        )
    card: Card = state.cards[state.current_player]
    positions = tuple(column_position(t, column) for column in card)
    return _Turn(t, positions, t.dice.roll_index[tuple(sorted(state.dice))])


def rank_options_by_table(state: ScorecardState, values: Sequence[float]) -> list[Option]:
    """Every distinct option of the current player's decision, best first, valued by ``values``
    (``engine.solver.rank_options``, which loads the table itself).

    ``values`` is the solved table of the game's solitaire column (``Solved.values`` or the
    shipped table) indexed by state id.
    """
    if state.phase == "finished":
        raise IllegalAction("The game is finished; there is no decision to advise on.", "game-finished")
    turn = _turn(state, values)
    t, roll = turn.t, turn.roll
    options = option_tables(t, values, turn.positions)
    total = float(state.total(state.current_player))
    several = len(t.multipliers) > 1
    entries: list[tuple[float, int, Option]] = []
    for opt in options:
        value = option_value(t, opt, roll, state.rolls_used)
        if value == -inf:
            continue
        action = Score(t.category_ids[opt.category], opt.column if several else None)
        entries.append((total + value, len(entries), Option(action, None, None, (), total + value, t.exact)))
    if state.phase == "rolling" and state.rolls_used < t.rolls:
        keeps = keep_table(t, options, state.rolls_used)
        for keep_id in t.dice.proper_subs[roll]:
            value = keeps[keep_id]
            held = target_held(t, state.dice, state.held, keep_id)
            toggles = tuple(i for i, (a, b) in enumerate(zip(state.held, held)) if a != b)
            option = Option(Roll(), t.dice.flat[keep_id], held, toggles, total + value, t.exact)
            entries.append((total + value, len(entries), option))
    entries.sort(key=lambda e: (-e[0], e[1]))
    return [option for _value, _order, option in entries]


def choose_action_by_table(state: ScorecardState, level: str, values: Sequence[float]) -> Action:
    """The next action of the current player at ``level``, valued by ``values``
    (``engine.solver.choose_action``, which loads the table itself)."""
    check_level(level)
    if state.phase == "finished":
        raise IllegalAction("The game is finished; no more moves.", "game-finished")
    turn = _turn(state, values)
    t = turn.t
    if level == "beginner":
        option, keep = _choose_beginner(state, turn)
    else:
        option, keep = _choose_valued(state, turn, level, values)
    return action_of(state, t, option, keep)


def action_of(state: ScorecardState, t: Tables, option: int, keep: int) -> Action:
    """The one action that carries out a decision (score option ``option``, or keep ``keep``):
    the score, else the next hold toggle towards the keep, else the roll."""
    if option >= 0:
        column, category = divmod(option, len(t.category_ids))
        return Score(t.category_ids[category], column if len(t.multipliers) > 1 else None)
    target = target_held(t, state.dice, state.held, keep)
    for index, (now, wanted) in enumerate(zip(state.held, target)):
        if now != wanted:
            return ToggleHold(index)
    return Roll()


def noise(key: int, roll_count: int, code: int, width: float) -> float:
    """``play.noise`` for one code: a uniform error in [-width/2, width/2) from the engine's hash."""
    h = mix64(mix64(key ^ roll_count) ^ code)
    return (float(h >> 11) * _UNIT - 0.5) * width


def _choose_valued(state: ScorecardState, turn: _Turn, level: str, values: Sequence[float]) -> tuple[int, int]:
    """``play.choose_valued``: (score option index or -1, flat keep id or -1)."""
    t = turn.t
    options = option_tables(t, values, turn.positions)
    vals, n_opt, subs = decision_values(t, options, turn.roll, state.rolls_used)
    if level == "good":
        key = stream_key(state.seed, NOISE_STREAM)
        count = state.roll_count
        width = t.noise_width
        codes = [*range(n_opt), *(KEEP_CODE + k for k in subs)]
        vals = [v + noise(key, count, code, width) for v, code in zip(vals, codes)]
    return first_best(vals, n_opt, subs)


def decision_values(t: Tables, options: Sequence[OptionTable], roll: int,
                    rolls_used: int) -> tuple[list[float], int, tuple[int, ...]]:
    """Every choice's value, the boxes first (in ``options``' order) then the keeps the roll
    allows: (values, how many are boxes, the keeps' flat ids). ``options`` may value in points or
    in chances to win (``lite_win``): the turn's programme is the same."""
    vals = [option_value(t, opt, roll, rolls_used) for opt in options]
    n_opt = len(vals)
    # The numpy code pads each roll's keeps by repeating the first one; a repeat never beats the
    # original it copies (same value, same noise code), so the unpadded list picks the same keep.
    subs: tuple[int, ...] = ()
    if rolls_used < t.rolls:
        subs = t.dice.proper_subs[roll]
        keeps = keep_table(t, options, rolls_used)
        vals.extend(keeps[k] for k in subs)
    return vals, n_opt, subs


def first_best(vals: Sequence[float], n_opt: int, subs: tuple[int, ...]) -> tuple[int, int]:
    """The first best of ``decision_values``: (score option index or -1, flat keep id or -1)."""
    pick = _first_max(vals)
    if pick < n_opt:
        return pick, -1
    return -1, subs[pick - n_opt]


def _choose_beginner(state: ScorecardState, turn: _Turn) -> tuple[int, int]:
    """``play.choose_beginner`` for one game: (score option index or -1, flat keep id or -1)."""
    t, roll = turn.t, turn.roll
    first = state.rolls_used == 1
    gains: list[float] = []
    final: list[float] = []
    made: list[bool] = []
    special = t.layout.special.rolls if t.layout.special is not None else ()
    for m, pos in zip(t.multipliers, turn.positions):
        bumped = m * t.layout.first_roll_bonus if first else 0.0
        for cat, uniq in enumerate(t.distinct):
            points = t.scores[cat][roll]
            if is_open(t, pos, cat):
                _nxt, award = transition(t, pos, cat, points)
                now = float(points + award)
                if roll in special:
                    from .special import joker_value  # lazy, as in option_tables

                    now = joker_value(t.layout, pos.mask, pos.rep, pos.prog, cat, special.index(roll), now, None)
                gain = m * now
            else:
                gain = -inf
            gain = gain + bumped
            gains.append(gain)
            # Among equal gains, fill the cell that could have paid least (a 0 goes into Ones, x1 first).
            final.append(gain - 1e-3 * float(m * uniq[-1]))
            made.append(t.made[cat] > 0 and points == t.made[cat] and isfinite(gain))
    can_roll = state.rolls_used < t.rolls
    if any(made) and can_roll:
        return _first_max([g if ok else -inf for g, ok in zip(gains, made)]), -1
    if not can_roll or any(made):
        return _first_max(final), -1
    counts = [0] * (FACES + 1)
    for face in state.dice:
        counts[face] += 1
    face = _first_max([c * (FACES + 1) + f for f, c in enumerate(counts)])
    count = min(counts[face], t.dice.n - 1)
    return -1, t.dice.face_keep[face][count]
