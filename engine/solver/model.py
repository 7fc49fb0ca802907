"""The solitaire state space of a scorecard ruleset, derived from its data, and its exact solve.

A turn-start state is (which categories are used, the state of the repeatable category if any,
progress towards each threshold bonus). Everything else about a card is irrelevant to the future:
bonuses are turned into immediate rewards (a threshold bonus is paid on the entry that reaches the
threshold, a first-roll bonus on the entry scored at roll 1), so the value of a state is the
expected number of points still to come, and a card's expected final total is its current total
plus the value of its state.

State ids are numbered as ``engine.solver.layout`` says (the pure-Python runtime reads the
same tables, so the layout is written there once). Progress below what the remaining categories
could still lift over the threshold is "hopeless": such states share one value, so only one of
them is solved.

The repeatable category makes "scored, still open" states loop back to themselves (a further 50
leaves the state unchanged), so those states are solved as a fixed point: value iteration from the
value of the matching closed state, which is a lower bound, converging geometrically with the
probability of a loop per turn (< 5 % with five dice).

A joker (``special.py``) makes a few rolls score by the state: each category's table gets one
extra row per special roll, holding per state what scoring that roll there is worth (the joker's
points, the repeat bonus, or -inf where a forced joker may not go), and the special rolls index
those rows instead of the shared ones. Everything downstream (the turn's programme, the advisor,
the players) reads a category's value through its ``inverse`` and so needs no change.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from ..errors import UnsupportedRuleset
from ..rules import Ruleset
from .combos import Combos, FloatArray, IntArray, combos
from .layout import Layout, layout
from .turn import turn_start_values

Progress = Callable[[float], None]

CHUNK = 512
"""States per numpy batch: small enough for the keep tables to stay in cache."""

FIXED_POINT_TOL = 1e-11
MAX_FIXED_POINT_ITERATIONS = 200


@dataclass(frozen=True)
class Parts:
    """A batch of state ids split into their fields (all arrays of the batch's length)."""

    mask: IntArray
    rep: IntArray
    prog: tuple[IntArray, ...]


@dataclass(frozen=True)
class CategoryValues:
    """What scoring one category is worth for each state of a batch, per distinct score value.

    ``table[u, s]`` is points + bonus reward + value of the next state when the category would
    score ``values[u]``; ``-inf`` where the category is closed. A roll ``d`` maps to row
    ``inverse[d]``.
    """

    table: FloatArray
    inverse: IntArray


class SoloModel:
    """State space, score tables and transitions of one ruleset played by one player, one column."""

    def __init__(self, ruleset: Ruleset) -> None:
        if ruleset.columns != 1:
            raise UnsupportedRuleset(
                f"{ruleset.name} has {ruleset.columns} columns; solve one column at a time "
                "(see engine.solver.column_ruleset)", "unsupported-columns", game=ruleset.name, columns=ruleset.columns,
            )
        self.ruleset = ruleset
        self.cmb: Combos = combos(ruleset.dice_count)
        self.rolls = ruleset.rolls_per_turn
        cats = ruleset.categories
        self.layout: Layout = layout(ruleset)
        self.rep_cat = self.layout.rep_cat
        self.nonrep = self.layout.nonrep
        self.bit = self.layout.bit
        self.n_rep = self.layout.n_rep
        self.thresholds = self.layout.thresholds
        self.n_prog = self.layout.n_prog
        self.first_roll_bonus = self.layout.first_roll_bonus
        self.n_states = self.layout.n_states
        rolls = self.cmb.rolls
        self.scores: IntArray = np.array([[c.score(d) for d in rolls] for c in cats], dtype=np.int64)
        self.values: list[IntArray] = []
        self.inverse: list[IntArray] = []
        self.row_of: list[IntArray] = []
        """Per category: roll id -> row of ``category_values``' table (``inverse``, except that the
        special rolls have rows of their own after the distinct values)."""
        self.special = self.layout.special
        for row in self.scores:
            uniq, inv = np.unique(row, return_inverse=True)
            self.values.append(uniq.astype(np.int64))
            self.inverse.append(inv.astype(np.int64).reshape(-1))
            rows = self.inverse[-1]
            if self.special is not None:
                rows = rows.copy()
                rows[list(self.special.rolls)] = uniq.shape[0] + np.arange(len(self.special.rolls))
            self.row_of.append(rows)
        self.in_threshold = [
            tuple(t for t in self.thresholds if c in t.categories) for c in range(len(cats))
        ]

    # -- state ids -------------------------------------------------------------------------------

    @property
    def full_mask(self) -> int:
        return self.layout.full_mask

    def sid(self, mask: int, rep: int, prog: tuple[int, ...]) -> int:
        return self.layout.sid(mask, rep, prog)

    def split(self, sids: IntArray) -> Parts:
        mask = sids // (self.n_rep * self.n_prog)
        rep = (sids // self.n_prog) % self.n_rep
        prog = sids % self.n_prog
        comps = tuple((prog // t.stride) % (t.threshold + 1) for t in self.thresholds)
        return Parts(mask, rep, comps)

    def join(self, mask: IntArray, rep: IntArray | int, prog: tuple[IntArray, ...]) -> IntArray:
        index: IntArray | int = 0
        for t, p in zip(self.thresholds, prog):
            index = index + t.stride * p
        result: IntArray = (mask * self.n_rep + rep) * self.n_prog + index
        return result

    def is_open(self, parts: Parts, cat: int) -> IntArray:
        if cat == self.rep_cat:
            result: IntArray = (parts.rep != 2) if self.layout.rep_repeats else (parts.rep == 0)
            return result
        result = (parts.mask & self.bit[cat]) == 0
        return result

    def terminal(self, parts: Parts) -> IntArray:
        done: IntArray = parts.mask == self.full_mask
        if self.rep_cat is not None:
            done = done & (parts.rep != 0)
        return done

    # -- transitions -----------------------------------------------------------------------------

    def _transition(
        self, mask: IntArray, rep: IntArray, prog: tuple[IntArray, ...], cat: int, u: IntArray
    ) -> tuple[IntArray, IntArray]:
        """Next state id and threshold bonus paid when ``cat`` scores ``u`` (arrays broadcast)."""
        if cat == self.rep_cat:
            next_mask = mask
            next_rep: IntArray = np.where(u > 0, 1, 2)
        else:
            next_mask = mask | self.bit[cat]
            next_rep = rep
        award: IntArray = np.zeros_like(u)
        new_prog = []
        for t, p in zip(self.thresholds, prog):
            if t in self.in_threshold[cat]:
                raised = p + u
                award = award + t.points * ((p < t.threshold) & (raised >= t.threshold))
                new_prog.append(np.minimum(raised, t.threshold))
            else:
                new_prog.append(p)
        return self.join(next_mask, next_rep, tuple(new_prog)), award

    def category_values(self, table: FloatArray, parts: Parts, cat: int) -> CategoryValues:
        """Points, bonus and next-state value of scoring ``cat``, per distinct score value (then
        per special roll)."""
        u = self.values[cat][:, None]
        nxt, award = self._transition(
            parts.mask[None, :], parts.rep[None, :], tuple(p[None, :] for p in parts.prog), cat, u
        )
        value = (u + award) + table[nxt]
        value[:, ~self.is_open(parts, cat)] = -np.inf
        if self.special is None:
            return CategoryValues(value, self.inverse[cat])
        return CategoryValues(np.concatenate([value, self._special_rows(parts, cat, value, table)]), self.row_of[cat])

    def immediate(self, parts: Parts, cat: int) -> FloatArray:
        """(table rows, S): points plus bonuses paid at once, the future ignored; rows as in
        ``category_values``, -inf for a special roll a forced joker may not score in ``cat``."""
        u = self.values[cat][:, None]
        _nxt, award = self._transition(
            parts.mask[None, :], parts.rep[None, :], tuple(p[None, :] for p in parts.prog), cat, u
        )
        result: FloatArray = np.broadcast_to(u + award, (u.shape[0], parts.mask.shape[0])).astype(np.float64)
        if self.special is not None:
            result = np.concatenate([result, self._special_rows(parts, cat, result, None)])
        return result

    def _special_rows(self, parts: Parts, cat: int, value: FloatArray, table: FloatArray | None) -> FloatArray:
        """(special rolls, S): scoring each special roll in ``cat``, from each state of ``parts``.

        Where the joker's box is still open a special roll is an ordinary roll (its row of
        ``value``). Where it is filled, the roll scores the joker's points in ``cat`` (the wild
        values only once the roll's upper box is filled), plus the next state's value from
        ``table`` (None: only what is paid at once), plus the repeat bonus while the box holds
        points; -inf where a forced joker may not go to ``cat``.
        """
        sp = self.special
        assert sp is not None
        size = parts.mask.shape[0]
        filled = ~self.is_open(parts, sp.box)
        is_open = self.is_open(parts, cat)
        lower_open = np.zeros(size, dtype=bool)
        for row in sp.lower:
            lower_open |= self.is_open(parts, row)
        out = np.empty((len(sp.rolls), size))
        for i, roll in enumerate(sp.rolls):
            normal = value[self.inverse[cat][roll]]
            if sp.joker:
                own_open = self._own_open(parts, i)
                points = np.where(own_open, sp.plain[cat][i], sp.points[cat][i]).astype(np.int64)
                nxt, award = self._transition(parts.mask, parts.rep, parts.prog, cat, points)
                joker = (points + award) + table[nxt] if table is not None else (points + award).astype(np.float64)
                allowed = is_open
                if sp.forced:
                    allowed = is_open & np.where(own_open, cat in sp.own[i], ~lower_open | (cat in sp.lower))
                out[i] = np.where(allowed, joker, -np.inf)
            else:
                out[i] = normal
            if sp.bonus:
                out[i] = out[i] + np.where(parts.rep == 1, float(sp.bonus), 0.0)
            out[i] = np.where(filled, out[i], normal)
        return out

    def outcomes(self, parts: Parts, cat: int) -> tuple[IntArray, IntArray, IntArray]:
        """(rewards, next states, allowed), each (table rows, S): what scoring ``cat`` pays at once
        and where it leads, rows as in ``category_values`` (whose values are rewards + the next
        state's value); for the spread of what is to come, which needs the two apart."""
        u = self.values[cat][:, None]
        size = parts.mask.shape[0]
        nxt, award = self._transition(parts.mask[None, :], parts.rep[None, :], tuple(p[None, :] for p in parts.prog),
                                      cat, u)
        reward, nxt = np.broadcast_to(u + award, (u.shape[0], size)), np.broadcast_to(nxt, (u.shape[0], size))
        allowed = np.broadcast_to(self.is_open(parts, cat)[None, :], reward.shape)
        sp = self.special
        if sp is None:
            return reward, nxt, allowed
        filled = ~self.is_open(parts, sp.box)
        lower_open = np.zeros(size, dtype=bool)
        for row in sp.lower:
            lower_open |= self.is_open(parts, row)
        rows: list[tuple[IntArray, IntArray, IntArray]] = []
        for i, roll in enumerate(sp.rolls):
            r0 = self.inverse[cat][roll]
            got, to, ok = reward[r0], nxt[r0], allowed[r0]
            if sp.joker:
                own_open = self._own_open(parts, i)
                points = np.where(own_open, sp.plain[cat][i], sp.points[cat][i]).astype(np.int64)
                to, award = self._transition(parts.mask, parts.rep, parts.prog, cat, points)
                got = points + award
                if sp.forced:
                    ok = ok & np.where(own_open, cat in sp.own[i], ~lower_open | (cat in sp.lower))
            got = got + np.where(parts.rep == 1, sp.bonus, 0) if sp.bonus else got
            rows.append((np.where(filled, got, reward[r0]), np.where(filled, to, nxt[r0]),
                         np.where(filled, ok, allowed[r0])))
        got, to, ok = (np.concatenate([a, np.stack([r[k] for r in rows])])
                       for k, a in enumerate((reward, nxt, allowed)))
        return got, to, ok

    def _own_open(self, parts: Parts, i: int) -> IntArray:
        """Per state: whether the upper box special roll ``i`` scores in is open."""
        assert self.special is not None
        result: IntArray = np.zeros(parts.mask.shape[0], dtype=bool)
        for row in self.special.own[i]:
            result = result | self.is_open(parts, row)
        return result

    def advance(self, sids: IntArray, cats: IntArray, rolls: IntArray) -> tuple[IntArray, IntArray]:
        """Per element: the state after scoring category ``cats[i]`` with roll ``rolls[i]``, and
        the points that earns at once (entry, threshold and repeat bonus; no first-roll bonus)."""
        new = sids.copy()
        reward = np.zeros_like(sids)
        sp = self.special
        for cat in np.unique(cats):
            sel = cats == cat
            parts = self.split(sids[sel])
            u = self.values[cat][self.inverse[cat][rolls[sel]]]
            extra = np.zeros_like(u)
            if sp is not None:
                which = self.row_of[cat][rolls[sel]] - self.values[cat].shape[0]  # special roll index, or < 0
                joker = (which >= 0) & ~self.is_open(parts, sp.box)
                for i in range(len(sp.rolls) if sp.joker else 0):
                    wild = joker & (which == i) & ~self._own_open(parts, i)
                    u = np.where(wild, sp.points[cat][i], u)
                extra = np.where(joker & (parts.rep == 1), sp.bonus, 0)
            nxt, award = self._transition(parts.mask, parts.rep, parts.prog, int(cat), u)
            new[sel] = nxt
            reward[sel] = u + award + extra
        return new, reward

    def score_now(self, table: FloatArray, parts: Parts) -> FloatArray:
        """(rolls, S): best value of scoring now, over every open category (a 0 included)."""
        best: FloatArray | None = None
        for cat in range(len(self.ruleset.categories)):
            cv = self.category_values(table, parts, cat)
            distinct = self.values[cat].shape[0]
            if distinct == 1 or (not self.in_threshold[cat] and cat != self.rep_cat):
                # Next state and bonus do not depend on the score: add the row of scores.
                base = cv.table[0] - self.values[cat][0]
                option = self.scores[cat][:, None] + base[None, :]
                if self.special is not None:
                    option[list(self.special.rolls)] = cv.table[distinct:]
            else:
                option = cv.table[cv.inverse]
            best = option if best is None else np.maximum(best, option, out=best)
        assert best is not None
        return best

    def turn_values(self, table: FloatArray, sids: IntArray) -> FloatArray:
        later = self.score_now(table, self.split(sids))
        first = later + self.first_roll_bonus if self.first_roll_bonus else later
        return turn_start_values(first, later, self.rolls, self.cmb)

    # -- which states exist --------------------------------------------------------------------

    @cached_property
    def reachable(self) -> IntArray:
        """Boolean per state id: can a game actually get there from a fresh card?"""
        masks = np.arange(1 << len(self.nonrep), dtype=np.int64)
        ok = np.ones((masks.shape[0], self.n_rep, self.n_prog), dtype=bool)
        prog_ids = np.arange(self.n_prog, dtype=np.int64)
        for t in self.thresholds:
            comp = (prog_ids // t.stride) % (t.threshold + 1)
            members = t.categories
            sub_reach = np.zeros((1 << len(members), t.threshold + 1), dtype=bool)
            for sub in range(1 << len(members)):
                totals = {0}
                for j, cat in enumerate(members):
                    if sub >> j & 1:
                        totals = {min(t.threshold, a + int(v)) for a in totals for v in self.values[cat]}
                sub_reach[sub, sorted(totals)] = True
            sub_of_mask = np.zeros_like(masks)
            for j, cat in enumerate(members):
                sub_of_mask |= ((masks & self.bit[cat]) != 0).astype(np.int64) << j
            ok &= sub_reach[sub_of_mask][:, comp][:, None, :]
        result: IntArray = ok.reshape(-1)
        return result

    @cached_property
    def canonical(self) -> IntArray:
        """For each state id, the id of the state solved in its place (hopeless progress merged)."""
        sids = np.arange(self.n_states, dtype=np.int64)
        parts = self.split(sids)
        prog = list(parts.prog)
        reach = self.reachable
        for k, t in enumerate(self.thresholds):
            remaining = np.zeros_like(parts.mask)
            for cat in t.categories:
                unused = (parts.mask & self.bit[cat]) == 0
                remaining += np.where(unused, int(self.values[cat].max()), 0)
            hopeless = prog[k] + remaining < t.threshold
            # The smallest reachable progress of the same (mask, rep, other progress) stands in.
            lowest = np.full(self.n_states, t.threshold + 1, dtype=np.int64)
            key = self.join(parts.mask, parts.rep, tuple(p if j != k else np.zeros_like(p) for j, p in enumerate(prog)))
            np.minimum.at(lowest, key, np.where(reach & hopeless, prog[k], t.threshold + 1))
            prog[k] = np.where(hopeless & reach, lowest[key], prog[k])
        result: IntArray = self.join(parts.mask, parts.rep, tuple(prog))
        return result

    # -- solving -------------------------------------------------------------------------------

    def solve(self, progress: Progress | None = None) -> FloatArray:
        """Expected points to come from every turn-start state under optimal play (NaN: unreachable)."""
        table = np.full(self.n_states, np.nan)
        sids = np.arange(self.n_states, dtype=np.int64)
        parts = self.split(sids)
        reach = self.reachable
        canon = self.canonical
        terminal = self.terminal(parts) & reach
        table[terminal] = 0.0
        todo = reach & ~terminal & (canon == sids)
        level = sum((parts.mask >> b) & 1 for b in range(len(self.nonrep)))  # numpy 1.26 has no bitwise_count
        loop_rep = 1 if self.layout.rep_repeats else -1
        # Loop states take about six evaluations each (measured on Match!); progress is an estimate.
        weight = {2: 1, 1: 6 if self.layout.rep_repeats else 1, 0: 1} if self.rep_cat is not None else {0: 1}
        total = sum(int((todo & (parts.rep == r)).sum()) * w for r, w in weight.items())
        done = 0

        def tick(n: int) -> None:
            nonlocal done
            done += n
            if progress is not None:
                progress(min(0.99, done / max(1, total)))

        for lv in range(len(self.nonrep), -1, -1):
            for rep in (2, 1, 0) if self.rep_cat is not None else (0,):
                batch = sids[todo & (level == lv) & (parts.rep == rep)]
                if batch.size == 0:
                    continue
                if rep == loop_rep:
                    self._solve_loop(table, batch, tick)
                else:
                    for start in range(0, batch.size, CHUNK):
                        chunk = batch[start : start + CHUNK]
                        table[chunk] = self.turn_values(table, chunk)
                        tick(chunk.size)
                members = reach & (level == lv) & (parts.rep == rep) & ~terminal
                table[members] = table[canon[members]]
        if progress is not None:
            progress(1.0)
        return table

    def _solve_loop(self, table: FloatArray, batch: IntArray, tick: Callable[[int], None]) -> None:
        """Fixed point for states that can score back into themselves.

        Each such state's turn value f(x) depends only on its own value x, through a maximum of
        terms linear in x with slope at most the chance of a loop: f is convex and piecewise
        linear with slope < 1. Starting from the closed state's value (a lower bound), secant
        steps on f(x) - x stay below the root and land on it once two iterates share a linear
        piece, so a few evaluations reach it to rounding; stopping needs |f(x) - x| tiny, which
        bounds the error by that amount over (1 - slope).
        """
        parts = self.split(batch)

        def evaluate(x: FloatArray) -> FloatArray:
            table[batch] = x
            out = np.empty(batch.size)
            for start in range(0, batch.size, CHUNK):
                out[start : start + CHUNK] = self.turn_values(table, batch[start : start + CHUNK])
            tick(batch.size)
            return out

        x0 = table[self.join(parts.mask, 2, parts.prog)].copy()
        f0 = evaluate(x0)
        x1 = f0
        for _ in range(MAX_FIXED_POINT_ITERATIONS):
            f1 = evaluate(x1)
            residual = f1 - x1
            if float(np.max(np.abs(residual))) <= FIXED_POINT_TOL:
                table[batch] = f1
                return
            step = x1 - x0
            slope = np.divide(f1 - f0, step, out=np.zeros_like(step), where=np.abs(step) > 1e-300)
            slope = np.clip(slope, 0.0, 0.999)
            x0, f0 = x1, f1
            x1 = x1 + residual / (1.0 - slope)
        raise ArithmeticError(f"the fixed point did not converge (residual {float(np.max(np.abs(residual))):.3g})")
