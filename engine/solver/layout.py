"""The solver's state layout and the computer players' constants, written once for both paths.

The numpy solver (``model.py``, ``tables.py``, ``play.py``) writes tables indexed by state id and
the pure-Python runtime (``lite.py``, ``runtime.py``) reads the same tables, shipped in
``assets/tables``: both must agree on what a state id means, or a hint would silently read another
state's value. So the layout is defined here, in pure Python (the window imports it without numpy),
and both paths derive their state ids from it. Changing the layout changes the meaning of every
stored table: bump ``games.SOLVER_VERSION`` and rewrite them (``python -m engine.solver.export``).

A turn-start state of one card column is (which categories are used, the state of the repeatable
category if any, progress towards each threshold bonus capped at its threshold)::

    sid = ((mask * n_rep) + rep) * n_prog + prog

``mask`` has one bit per non-repeatable category, ``rep`` is 0 (repeatable category unused),
1 (scored, still open) or 2 (closed by a 0), and ``prog`` is the mixed-radix progress of every
threshold bonus.

The classic card's Five of a Kind box takes that ``rep`` place instead of a mask bit when a repeat
bonus depends on it: 0 open, 1 holds points (a further five of a kind pays 100), 2 holds a 0
(it pays nothing). The same three values, read from the cell the same way; only "open" differs
(a repeatable cell is open at 1, the box is not). Rulesets without either keep their formula, so
their tables keep their meaning. The joker's special rolls are ``special.py``'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from ..errors import BadSetup
from ..errors import UnsupportedRuleset as UnsupportedRuleset  # engine.solver names it from here
from ..rules import FirstRollBonus, Ruleset, ThresholdBonus

if TYPE_CHECKING:
    from ..classic_rules import RepeatBonus
    from .special import Special

LEVELS = ("beginner", "good", "expert")
"""The computer players' levels, weakest first."""
GOOD_NOISE = 7.0
"""Width (points, per unit of column multiplier) of the Good player's uniform errors."""
NOISE_STREAM = 2
"""Hash stream for the Good player's errors (0 is dice, 1 Triple Dice's turn order)."""
KEEP_CODE = 1000
"""Noise code of keep k is KEEP_CODE + k; score option i uses code i."""

Cell = tuple[tuple[int, int], ...]
"""One card cell as in ``ScorecardState.cards``: (points, roll) per entry."""


POINTS = "points"
"""Not a level of the window: the Expert as it plays alone (for points only), seated among others
by the duel benchmark as the baseline the Expert that plays to win is measured against."""


def check_level(level: str, among: tuple[str, ...] = LEVELS) -> None:
    """Refuse a level no computer player has, naming the ones that exist."""
    if level not in among:
        raise BadSetup(f"Unknown level {level!r}; choose one of: {', '.join(among)}", "level-unknown",
                       given=repr(level), levels=list(among))


def noise_width(multipliers: Sequence[int]) -> float:
    """The Good player's error width for cards with these column multipliers.

    Scaled by the average multiplier so that Dicegame's x1/x2/x3 columns do not make it sharper.
    """
    return GOOD_NOISE * sum(multipliers) / len(multipliers)


@dataclass(frozen=True)
class Threshold:
    """One threshold bonus as a dimension of the state: its categories, target, pay and radix."""

    categories: tuple[int, ...]
    threshold: int
    points: int
    stride: int


@dataclass(frozen=True)
class Layout:
    """How the turn-start states of one column of a ruleset are numbered (any number of columns:
    every column has the same layout)."""

    rep_cat: int | None
    """The repeatable category or the repeat bonus's box, if any (at most one is modelled)."""
    rep_repeats: bool
    """Whether ``rep_cat`` stays open once it holds points (a repeatable category) or not (a box)."""
    nonrep: tuple[int, ...]
    """The other categories, in card order: bit b of the mask is ``nonrep[b]``."""
    bit: tuple[int, ...]
    """Per category: its bit in the mask (0 for the repeatable category)."""
    n_rep: int
    thresholds: tuple[Threshold, ...]
    n_prog: int
    n_states: int
    first_roll_bonus: float
    """Total first-roll bonus: paid on an entry scored at roll 1."""
    special: Special | None = None
    """The joker's and repeat bonus's special rolls, if the ruleset has either."""

    @property
    def full_mask(self) -> int:
        return (1 << len(self.nonrep)) - 1

    def sid(self, mask: int, rep: int, prog: Sequence[int]) -> int:
        """The state id of (mask, rep, progress); progress beyond a threshold counts as reached."""
        return self.join(mask, rep, sum(t.stride * min(p, t.threshold) for t, p in zip(self.thresholds, prog)))

    def join(self, mask: int, rep: int, index: int) -> int:
        """The state id of (mask, rep, progress index): the layout's one formula."""
        return (mask * self.n_rep + rep) * self.n_prog + index

    def after(self, mask: int, rep: int, prog: Sequence[int], cat: int, points: int) -> tuple[int, int]:
        """The state id after ``cat`` scores ``points`` in state (mask, rep, capped ``prog``), and
        the threshold bonus that entry pays (``SoloModel._transition`` does the same on arrays)."""
        if cat == self.rep_cat:
            rep = 1 if points > 0 else 2
        else:
            mask |= self.bit[cat]
        award = 0
        index = 0
        for t, p in zip(self.thresholds, prog):
            if cat in t.categories:
                raised = p + points
                if p < t.threshold <= raised:
                    award += t.points
                p = min(raised, t.threshold)
            index += t.stride * p
        return self.join(mask, rep, index), award

    def column_state(self, column: Sequence[Cell]) -> tuple[int, int, tuple[int, ...]]:
        """(mask, rep, capped progress) of one card column, read from its cells.

        Only which cells are used, the repeatable category's state and the capped threshold
        progress matter to the column's future, so that is all a state id encodes.
        """
        mask = 0
        for cat, cell in enumerate(column):
            if cell and self.bit[cat]:
                mask |= self.bit[cat]
        rep = 0
        if self.rep_cat is not None:
            cell = column[self.rep_cat]
            rep = 0 if not cell else (1 if all(p > 0 for p, _ in cell) else 2)
        prog = tuple(
            min(t.threshold, sum(p for cat in t.categories for p, _ in column[cat])) for t in self.thresholds
        )
        return mask, rep, prog

    def is_open(self, mask: int, rep: int, cat: int) -> bool:
        """Whether ``cat`` is open in a state of (mask, rep)."""
        if cat == self.rep_cat:
            return rep == 0 or (self.rep_repeats and rep == 1)
        return not mask & self.bit[cat]

    def column_sid(self, column: Sequence[Cell]) -> int:
        """The state id of one card column."""
        return self.sid(*self.column_state(column))


@cache
def layout(ruleset: Ruleset) -> Layout:
    """The state layout of ``ruleset``'s columns, read from its categories and bonuses."""
    cats = ruleset.categories
    reps = [i for i, c in enumerate(cats) if c.repeatable]
    if len(reps) > 1:
        raise UnsupportedRuleset(
            f"{ruleset.name} has {len(reps)} repeatable categories; the solver models at most one repeatable "
            "category", "unsupported-repeatables", game=ruleset.name, count=len(reps))
    rep_cat = reps[0] if reps else None
    special = None
    repeat = _repeat_bonuses(ruleset)
    if ruleset.joker is not None or repeat:
        from .special import special_of  # lazy: only the classic card's rules need it

        special = special_of(ruleset, repeat, rep_cat)
    if special is not None and special.bonus:
        rep_cat = special.box
    nonrep = tuple(i for i, c in enumerate(cats) if i != rep_cat)
    bit = [0] * len(cats)
    for b, cat in enumerate(nonrep):
        bit[cat] = 1 << b
    n_rep = 3 if rep_cat is not None else 1
    thresholds: list[Threshold] = []
    stride = 1
    first_roll = 0
    seen: set[int] = set()
    for bonus in ruleset.bonuses:
        if isinstance(bonus, ThresholdBonus):
            members = tuple(ruleset.index(cid) for cid in bonus.categories)
            if rep_cat in members:
                raise UnsupportedRuleset(
                    f"{ruleset.name}'s category {cats[rep_cat].id} counts towards the {bonus.id} bonus; the solver "
                    "models a repeatable category or a repeat bonus's box only outside threshold bonuses",
                    "unsupported-repeatable-bonus", game=ruleset.name, category=cats[rep_cat].id, bonus=bonus.id)
            if seen & set(members):
                twice = cats[min(seen & set(members))].id
                raise UnsupportedRuleset(
                    f"{ruleset.name}'s category {twice} counts towards two threshold bonuses ({bonus.id} and an "
                    "earlier one); the solver models each category in at most one", "unsupported-bonus-overlap",
                    game=ruleset.name, category=twice, bonus=bonus.id)
            seen |= set(members)
            thresholds.append(Threshold(members, bonus.threshold, bonus.points, stride))
            stride *= bonus.threshold + 1
        elif isinstance(bonus, FirstRollBonus):
            first_roll += bonus.points
    return Layout(
        rep_cat=rep_cat,
        rep_repeats=bool(reps),
        nonrep=nonrep,
        bit=tuple(bit),
        n_rep=n_rep,
        thresholds=tuple(thresholds),
        n_prog=stride,
        n_states=(1 << len(nonrep)) * n_rep * stride,
        first_roll_bonus=float(first_roll),
        special=special,
    )


def _repeat_bonuses(ruleset: Ruleset) -> list[RepeatBonus]:
    """The ruleset's repeat bonuses; any bonus of a kind the solver does not model is refused."""
    found = []
    for bonus in ruleset.bonuses:
        if isinstance(bonus, (ThresholdBonus, FirstRollBonus)):
            continue
        from ..classic_rules import RepeatBonus  # lazy: only the classic variants have one

        if not isinstance(bonus, RepeatBonus):
            raise UnsupportedRuleset(
                f"{ruleset.name} has a bonus of type {type(bonus).__name__}; the solver models ThresholdBonus, "
                "FirstRollBonus and RepeatBonus", "unsupported-bonus-type", game=ruleset.name,
                type=type(bonus).__name__)
        found.append(bonus)
    return found
