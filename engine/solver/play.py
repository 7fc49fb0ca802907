"""Decisions of the computer players, and whole seeded games played by them, in batches.

This is the numpy implementation: ``players.choose_action`` asks it about a single state (the
CLI and the tests), and the benchmark plays thousands of games at once. The window never imports
it: it seats the same players through ``engine.solver.runtime``, whose pure-Python ``lite``
module makes the same decisions bit for bit (``tests/engine/solver/test_solver_lite.py``), so the figures the
benchmark prints are the figures of the players the window seats. Levels and noise constants
come from ``engine.solver.layout``, shared by both. Games are played with the engine's own dice
hash (vectorised here and checked against ``engine.dice`` in the tests), so a batch game with
seed N is the same game as ``engine.new_game(..., seed=N)`` played action by action.

A decision is a function of the card, the dice multiset, the roll number and the game's roll
counter; it never depends on which dice happen to be held. That is what lets the window play a
keep as several single hold toggles followed by a roll: asking again after each toggle gives the
same decision, and the hold mask it aims for is stable under its own toggles (see
``target_held``).

Levels:
- ``expert``: alone, the best option by the evaluator (exact expected final score where the game
  is solitaire-solvable; the multi-column heuristic in Dicegame); among others, the best chance to
  finish first (``win.py``, ``winplay.py``). ``points`` (``layout.POINTS``, not offered in the
  window) is the Expert that plays for points even among others: the duel benchmark's baseline.
- ``good``: the same values, each option perturbed by a uniform error of +-``layout.GOOD_NOISE``/2
  points (times the average column multiplier, so Dicegame's x1/x2/x3 scale does not make it
  sharper) drawn from the seeded hash of (seed, roll counter, option): it misjudges close calls
  but never throws away a big difference. The width puts it about halfway between the other two
  levels in both Match! and Dicegame (see the benchmark).
- ``beginner``: greedy: scores a made fixed-value combination (full house, straights, all equal)
  at once, otherwise keeps all dice of its most common face (the higher face on a tie) and, when
  the rolls are used up, takes the cell that pays most right now.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from ..dice import stream_key
from ..rules import Ruleset
from .combos import Combos, FloatArray, IntArray
from .evaluator import Evaluator, TurnView
from .games import solitaire_of
from .layout import KEEP_CODE, LEVELS, NOISE_STREAM, POINTS, check_level, noise_width
from .multisets import FACES, multisets
from .tables import load_table
from .win import DIGITS, plays_to_win

GAME_CHUNK = 2048

_C1 = np.uint64(0x9E3779B97F4A7C15)
_C2 = np.uint64(0xBF58476D1CE4E5B9)
_C3 = np.uint64(0x94D049BB133111EB)
_LOW32 = np.uint64(0xFFFFFFFF)


U64Array = npt.NDArray[np.uint64]


def mix64(x: U64Array) -> U64Array:
    """``engine.dice.mix64`` on uint64 arrays (numpy wraps modulo 2**64 like the reference)."""
    x = x + _C1
    x = (x ^ (x >> np.uint64(30))) * _C2
    x = (x ^ (x >> np.uint64(27))) * _C3
    result: U64Array = x ^ (x >> np.uint64(31))
    return result


def hash_from_key(key: U64Array, roll: IntArray, position: IntArray | int) -> U64Array:
    return mix64(mix64(key ^ np.asarray(roll).astype(np.uint64)) ^ np.asarray(position).astype(np.uint64))


def dice_from_key(key: U64Array, roll: IntArray, position: IntArray | int) -> IntArray:
    """``engine.dice.die_from_key``: 1 + high 64 bits of hash * 6, without 128-bit integers."""
    h = hash_from_key(key, roll, position)
    hi = h >> np.uint64(32)
    lo = h & _LOW32
    top = (hi * np.uint64(6) + ((lo * np.uint64(6)) >> np.uint64(32))) >> np.uint64(32)
    result: IntArray = top.astype(np.int64) + 1
    return result


def seed_keys(seeds: Sequence[int] | IntArray, stream: int) -> U64Array:
    return np.array([stream_key(int(s), stream) for s in seeds], dtype=np.uint64)


@dataclass(frozen=True, eq=False)
class DiceTables:
    """Lookups between dice by position, multisets and keeps."""

    cmb: Combos
    code_to_roll: IntArray
    """Base-7 code of sorted dice -> roll id."""
    keep_counts: IntArray
    """(keeps, 7): how many of each face a flat keep id holds."""
    face_keep: IntArray
    """(7, n + 1): flat keep id of ``count`` dice of ``face``."""
    weights: IntArray


@cache
def dice_tables(cmb: Combos) -> DiceTables:
    ms = multisets(cmb.n)
    weights = 7 ** np.arange(cmb.n, dtype=np.int64)
    code_to_roll = np.full(7**cmb.n, -1, dtype=np.int64)
    for i, roll in enumerate(cmb.rolls):
        code_to_roll[int(np.dot(np.array(roll), weights))] = i
    keep_counts = np.array(ms.keep_counts, dtype=np.int64)
    face_keep = np.array(ms.face_keep, dtype=np.int64)
    return DiceTables(cmb, code_to_roll, keep_counts, face_keep, weights)


def roll_ids(dt: DiceTables, dice: IntArray) -> IntArray:
    result: IntArray = dt.code_to_roll[np.sort(dice, axis=1) @ dt.weights]
    return result


def target_held(dt: DiceTables, dice: IntArray, held: IntArray, keeps: IntArray) -> IntArray:
    """The hold mask realising each keep, holding already-held dice first, then lowest positions.

    Preferring the dice already held means a toggle towards the target never changes the target,
    so one keep is reached by toggling the lowest differing die again and again.
    """
    g, n = dice.shape
    need = dt.keep_counts[keeps].copy()
    order = np.argsort(np.where(held, 0, n) + np.arange(n)[None, :], axis=1, kind="stable")
    target = np.zeros((g, n), dtype=bool)
    rows = np.arange(g)
    for i in range(n):
        pos = order[:, i]
        face = dice[rows, pos]
        take = need[rows, face] > 0
        target[rows, pos] = take
        need[rows, face] -= take
    return target


@dataclass(frozen=True)
class Decisions:
    """Per game: score option index (>= 0) or -1 and the flat keep id to keep before rolling."""

    option: IntArray
    keep: IntArray


def _argmax_decisions(score_vals: FloatArray, keep_vals: FloatArray | None, subs: IntArray | None) -> Decisions:
    """First best: score options (in card order) win ties against keeps."""
    if keep_vals is None or subs is None:
        return Decisions(np.argmax(score_vals, axis=1), np.full(score_vals.shape[0], -1))
    both = np.concatenate([score_vals, keep_vals], axis=1)
    pick = np.argmax(both, axis=1)
    n_opt = score_vals.shape[1]
    is_score = pick < n_opt
    rows = np.arange(pick.shape[0])
    keep = np.where(is_score, -1, subs[rows, np.maximum(pick - n_opt, 0)])
    return Decisions(np.where(is_score, pick, -1), keep)


def noise(keys: U64Array, roll_count: IntArray, codes: IntArray, width: float) -> FloatArray:
    """Uniform errors in [-width/2, width/2), one per (game, option code)."""
    h = hash_from_key(keys[:, None], roll_count[:, None], codes)
    unit = (h >> np.uint64(11)).astype(np.float64) * (1.0 / (1 << 53))
    result: FloatArray = (unit - 0.5) * width
    return result


def choose_valued(
    ev: Evaluator,
    view: TurnView,
    level: str,
    cols: IntArray,
    rolls: IntArray,
    rolls_used: IntArray,
    noise_keys: U64Array,
    roll_count: IntArray,
    digits: int | None = None,
) -> Decisions:
    """Expert and Good decisions for games at batch columns ``cols`` of ``view``; values compared
    rounded to ``digits`` decimals when given (the chances to win, ``win.DIGITS``)."""
    score_vals = np.stack(
        [ev.option_value(view, i, rolls, cols, rolls_used) for i in range(len(view.options))], axis=1
    )
    keep_vals = subs = None
    if np.any(rolls_used < ev.rolls):
        subs = ev.cmb.proper_subs[rolls]
        keep_vals = ev.keep_values(view, subs, cols, rolls_used)
    if level == "good":
        width = noise_width(ev.multipliers)
        score_vals = score_vals + noise(noise_keys, roll_count, np.arange(score_vals.shape[1]), width)
        if keep_vals is not None and subs is not None:
            keep_vals = keep_vals + noise(noise_keys, roll_count, KEEP_CODE + subs, width)
    if digits is not None:
        score_vals = np.round(score_vals, digits)
        keep_vals = None if keep_vals is None else np.round(keep_vals, digits)
    return _argmax_decisions(score_vals, keep_vals, subs)


@dataclass(frozen=True)
class GainView:
    """What the Beginner looks at: what each option pays right now."""

    gains: tuple[FloatArray, ...]
    """Per option: (distinct values, S) multiplier x (points + threshold bonus), -inf if closed."""
    inverse: tuple[IntArray, ...]
    first_roll: tuple[float, ...]
    made_value: tuple[int, ...]
    """Per option: the category's only non-zero score when it has exactly one, else 0."""
    potential: tuple[float, ...]


def gain_view(ev: Evaluator, positions: IntArray) -> GainView:
    model = ev.model
    gains, inverse, first, made, potential = [], [], [], [], []
    for j, m in enumerate(ev.multipliers):
        parts = model.split(positions[:, j])
        for cat in range(len(ev.ruleset.categories)):
            table = m * model.immediate(parts, cat)
            table[:, ~model.is_open(parts, cat)] = -np.inf
            gains.append(table)
            inverse.append(model.row_of[cat])
            first.append(m * model.first_roll_bonus)
            vals = model.values[cat]
            made.append(int(vals[1]) if vals.shape[0] == 2 and vals[0] == 0 else 0)
            potential.append(float(m * vals.max()))
    return GainView(tuple(gains), tuple(inverse), tuple(first), tuple(made), tuple(potential))


def choose_beginner(
    ev: Evaluator, view: GainView, cols: IntArray, rolls: IntArray, rolls_used: IntArray, dice_sorted: IntArray
) -> Decisions:
    dt = dice_tables(ev.cmb)
    g = rolls.shape[0]
    gains = np.stack(
        [
            t[inv[rolls], cols] + np.where(rolls_used == 1, fr, 0.0)
            for t, inv, fr in zip(view.gains, view.inverse, view.first_roll)
        ],
        axis=1,
    )
    # Among equal gains, fill the cell that could have paid least (a 0 goes into Ones, x1 first).
    final = np.argmax(gains - 1e-3 * np.array(view.potential)[None, :], axis=1)
    points = np.stack([v.astype(np.int64) for v in _raw_points(ev, rolls)], axis=1)
    made_value = np.array(view.made_value)[None, :]
    made = (made_value > 0) & (points == made_value) & np.isfinite(gains)
    made_pick = np.argmax(np.where(made, gains, -np.inf), axis=1)
    counts = np.zeros((g, FACES + 1), dtype=np.int64)
    for i in range(dice_sorted.shape[1]):
        np.add.at(counts, (np.arange(g), dice_sorted[:, i]), 1)
    face = np.argmax(counts * (FACES + 1) + np.arange(FACES + 1)[None, :], axis=1)
    count = np.minimum(counts[np.arange(g), face], ev.cmb.n - 1)
    keep = dt.face_keep[face, count]
    can_roll = rolls_used < ev.rolls
    score_now = ~can_roll | made.any(axis=1)
    option = np.where(can_roll & made.any(axis=1), made_pick, final)
    return Decisions(np.where(score_now, option, -1), np.where(score_now, -1, keep))


def _raw_points(ev: Evaluator, rolls: IntArray) -> list[IntArray]:
    return [ev.model.scores[cat][rolls] for _j in ev.multipliers for cat in range(len(ev.ruleset.categories))]


def evaluator_for(ruleset: Ruleset, progress: Callable[[float], None] | None = None) -> Evaluator:
    """The evaluator of a scorecard ruleset: its own solved table, or its column's for Dicegame."""
    return Evaluator(ruleset, load_table(solitaire_of(ruleset), progress))


@dataclass(frozen=True)
class Batch:
    """Games in progress, one row each, for one seat's turn."""

    positions: IntArray
    """(G, columns) state ids of the seat's card."""
    dice: IntArray
    held: IntArray
    rolls_used: IntArray
    roll_count: IntArray
    dice_keys: U64Array
    noise_keys: U64Array


def choose_batch(ev: Evaluator, level: str, batch: Batch) -> Decisions:
    """The decision of ``level`` for every game of the batch (the whole turn view is computed)."""
    dt = dice_tables(ev.cmb)
    rolls = roll_ids(dt, batch.dice)
    cols = np.arange(batch.positions.shape[0])
    if level == "beginner":
        return choose_beginner(
            ev, gain_view(ev, batch.positions), cols, rolls, batch.rolls_used, np.sort(batch.dice, axis=1))
    view = ev.turn(batch.positions)
    return choose_valued(ev, view, level, cols, rolls, batch.rolls_used, batch.noise_keys, batch.roll_count)


@dataclass
class SimResult:
    totals: IntArray
    """(games, seats) final totals, exactly as the engine would add them up."""
    turns: IntArray
    """(games, seats) turns each seat played."""
    decisions: IntArray | None = None
    """With ``compare``: (games, seats) decisions each seat took (a keep, or a box)."""
    differing: IntArray | None = None
    """With ``compare``: of those, how many the ``points`` player would have taken otherwise."""


def play_games(
    ruleset: Ruleset,
    seeds: Sequence[int] | IntArray,
    levels: Sequence[str],
    progress: Callable[[float], None] | None = None,
    compare: bool = False,
) -> SimResult:
    """Play one seeded game per seed with the given level in each seat, all games in lockstep;
    ``compare`` also counts each seat's decisions that differ from the ``points`` player's."""
    for level in levels:
        check_level(level, (*LEVELS, POINTS))
    ev = evaluator_for(ruleset)
    model = ev.model
    dt = dice_tables(ev.cmb)
    n = ev.cmb.n
    games = len(seeds)
    seats = len(levels)
    cols = len(ev.multipliers)
    fresh = model.sid(0, 0, (0,) * len(model.thresholds))
    positions = np.full((games, seats, cols), fresh, dtype=np.int64)
    totals = np.zeros((games, seats), dtype=np.int64)
    turns = np.zeros((games, seats), dtype=np.int64)
    roll_count = np.zeros(games, dtype=np.int64)
    dice_keys = seed_keys(seeds, 0)
    noise_keys = seed_keys(seeds, NOISE_STREAM)
    mult = np.array(ev.multipliers, dtype=np.int64)
    first_bonus = int(model.first_roll_bonus)
    n_cat = len(ruleset.categories)
    all_rows = np.arange(games)
    tally = (np.zeros((games, seats), dtype=np.int64), np.zeros((games, seats), dtype=np.int64)) if compare else None

    def done_mask(seat: int) -> IntArray:
        finished = np.ones(games, dtype=bool)
        for j in range(cols):
            finished &= model.terminal(model.split(positions[:, seat, j]))
        return finished

    max_turns = 0
    while True:
        active_any = False
        for seat in range(seats):
            active = all_rows[~done_mask(seat)]
            if active.size == 0:
                continue
            active_any = True
            for start in range(0, active.size, GAME_CHUNK):
                rows = active[start : start + GAME_CHUNK]
                _play_turn(ev, dt, levels[seat], rows, seat, positions, totals, roll_count, dice_keys, noise_keys,
                           mult, first_bonus, n_cat, n, tally)
            turns[active, seat] += 1
        if not active_any:
            break
        max_turns += 1
        if progress is not None:
            progress(min(1.0, max_turns / (n_cat * cols)))
    return SimResult(totals, turns, *(tally or (None, None)))


def _play_turn(
    ev: Evaluator,
    dt: DiceTables,
    level: str,
    rows: IntArray,
    seat: int,
    positions: IntArray,
    totals: IntArray,
    roll_count: IntArray,
    dice_keys: U64Array,
    noise_keys: U64Array,
    mult: IntArray,
    first_bonus: int,
    n_cat: int,
    n: int,
    tally: tuple[IntArray, IntArray] | None = None,
) -> None:
    pos = positions[rows, seat, :]
    uniq, inverse = np.unique(pos, axis=0, return_inverse=True)
    inverse = inverse.reshape(-1)
    gview: GainView | None = None
    view: TurnView | None = None
    digits: int | None = None
    points_of = inverse  # each game's column in a view of the unique positions
    if level == "beginner":
        gview = gain_view(ev, uniq)
    elif level == "expert" and plays_to_win(positions.shape[1], ev.ruleset):
        from .winplay import win_view  # among others the Expert plays to win: one view per game

        view = win_view(ev, positions[rows], totals[rows], seat)
        inverse = np.arange(rows.size)
        digits = DIGITS
    else:
        view = ev.turn(uniq)
    ref: tuple[TurnView, IntArray] | None = None  # the points player's view, to compare decisions with
    if tally is not None:
        ref = (view if view is not None and digits is None else ev.turn(uniq), points_of)
    g = rows.size
    dice = np.empty((g, n), dtype=np.int64)
    for p in range(n):
        dice[:, p] = dice_from_key(dice_keys[rows], roll_count[rows], p)
    roll_count[rows] += 1
    held = np.zeros((g, n), dtype=bool)
    rolls_used = np.ones(g, dtype=np.int64)
    live = np.arange(g)
    while live.size:
        rolls = roll_ids(dt, dice[live])
        if gview is not None:
            dec = choose_beginner(ev, gview, inverse[live], rolls, rolls_used[live], np.sort(dice[live], axis=1))
        else:
            assert view is not None
            dec = choose_valued(ev, view, level, inverse[live], rolls, rolls_used[live],
                                noise_keys[rows[live]], roll_count[rows[live]], digits)
        if tally is not None and ref is not None:
            other = choose_valued(ev, ref[0], POINTS, ref[1][live], rolls, rolls_used[live], noise_keys[rows[live]],
                                  roll_count[rows[live]])
            tally[0][rows[live], seat] += 1
            tally[1][rows[live], seat] += (dec.option != other.option) | (dec.keep != other.keep)
        scoring = dec.option >= 0
        if np.any(scoring):
            idx = live[scoring]
            opt = dec.option[scoring]
            col = opt // n_cat
            cat = opt % n_cat
            grow = rows[idx]
            sids = positions[grow, seat, col]
            new, reward = ev.model.advance(sids, cat, rolls[scoring])
            positions[grow, seat, col] = new
            bonus = np.where(rolls_used[idx] == 1, first_bonus, 0)
            totals[grow, seat] += mult[col] * (reward + bonus)
        rolling = ~scoring
        if np.any(rolling):
            idx = live[rolling]
            target = target_held(dt, dice[idx], held[idx], dec.keep[rolling])
            held[idx] = target
            grow = rows[idx]
            for p in range(n):
                fresh = dice_from_key(dice_keys[grow], roll_count[grow], p)
                dice[idx, p] = np.where(target[:, p], dice[idx, p], fresh)
            roll_count[grow] += 1
            rolls_used[idx] += 1
        live = live[rolling]
