"""Rules as data: score rules, categories, bonuses and rulesets for the scorecard games.

A ruleset is a small declaration (see ``engine/rulesets/``); the one shared core in
``engine/scorecard.py`` runs turns, rolls, holds and scoring for all of them. Score rules and
bonuses are frozen dataclasses rather than lambdas so that a ruleset has a stable ``repr``: the
solver keys its cached tables by a hash of it, so a rules change recomputes them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Literal, Protocol, TypeAlias

if TYPE_CHECKING:  # the classic-only concepts load with those rulesets, never with every start
    from .classic_rules import Joker, RepeatBonus

Dice = tuple[int, ...]
Entry = tuple[int, int]
"""One scored entry in a cell: (points, roll of the turn on which it was scored)."""


@cache
def face_counts(sorted_dice: Dice) -> tuple[int, ...]:
    """How many dice show each face; index 0 unused so that ``counts[face]`` reads naturally."""
    counts = [0] * 7
    for value in sorted_dice:
        counts[value] += 1
    return tuple(counts)


def full_house(sorted_dice: Dice) -> bool:
    """A triple and a pair of a different face: five equal dice are not one."""
    return sorted(c for c in face_counts(sorted_dice) if c) == [2, 3]


def _has_run(sorted_dice: Dice, length: int) -> bool:
    faces = set(sorted_dice)
    return any(all(f in faces for f in range(low, low + length)) for low in range(1, 8 - length))


class ScoreRule(Protocol):
    def __call__(self, dice: Dice) -> int: ...

    def describe(self) -> str: ...

    def __hash__(self) -> int: ...  # rules are frozen dataclasses: a score is cached by its rule


@dataclass(frozen=True)
class Upper:
    """Sum of the dice showing ``face``."""

    face: int

    def __call__(self, dice: Dice) -> int:
        return self.face * dice.count(self.face)

    def describe(self) -> str:
        return f"sum of the dice showing {self.face}"


@dataclass(frozen=True)
class OfAKind:
    """Sum of all the dice when at least ``n`` show the same face."""

    n: int

    def __call__(self, dice: Dice) -> int:
        return sum(dice) if max(face_counts(tuple(sorted(dice)))) >= self.n else 0

    def describe(self) -> str:
        return f"sum of all dice if at least {self.n} are equal"


class _PointsWhen(ABC):
    """A fixed ``points`` when the dice show a pattern, else 0: what most lower boxes score. A plain
    base, not a dataclass, so each rule keeps its own fields and so its ``repr`` (the solver's key)."""

    points: int

    @abstractmethod
    def shows(self, sorted_dice: Dice) -> bool:
        """Whether ``sorted_dice`` show the rule's pattern."""

    def __call__(self, dice: Dice) -> int:
        return self.points if self.shows(tuple(sorted(dice))) else 0


@dataclass(frozen=True)
class FullHouse(_PointsWhen):
    """Exactly a triple and a pair of a different face (so with five dice, five equal ones do not
    count; with any other number of dice the shape cannot occur)."""

    points: int

    def shows(self, sorted_dice: Dice) -> bool:
        return full_house(sorted_dice)

    def describe(self) -> str:
        return f"{self.points} for three of one face and two of another"


@dataclass(frozen=True)
class Run(_PointsWhen):
    """``points`` when the dice contain ``length`` consecutive faces (no wrap-around)."""

    length: int
    points: int

    def shows(self, sorted_dice: Dice) -> bool:
        return _has_run(sorted_dice, self.length)

    def describe(self) -> str:
        return f"{self.points} for {self.length} consecutive faces"


@dataclass(frozen=True)
class AllSame(_PointsWhen):
    points: int

    def shows(self, sorted_dice: Dice) -> bool:
        return len(set(sorted_dice)) == 1

    def describe(self) -> str:
        return f"{self.points} when all the dice are equal"


@dataclass(frozen=True)
class Chance:
    def __call__(self, dice: Dice) -> int:
        return sum(dice)

    def describe(self) -> str:
        return "sum of all dice"


@dataclass(frozen=True)
class TwoPairs:
    """2a + 2b for two different faces each shown at least twice."""

    def __call__(self, dice: Dice) -> int:
        counts = face_counts(tuple(sorted(dice)))
        pairs = [face for face in range(1, 7) if counts[face] >= 2]
        return 2 * sum(pairs[-2:]) if len(pairs) >= 2 else 0

    def describe(self) -> str:
        return "sum of two pairs of different faces"


Section = Literal["upper", "lower"]


@dataclass(frozen=True)
class Category:
    id: str
    label: str
    rule: ScoreRule
    section: Section = "lower"
    repeatable: bool = False
    """A repeatable cell stays open while every entry in it scored; a 0 closes it for good."""

    def score(self, dice: Dice) -> int:
        return _cached_score(self.rule, tuple(sorted(dice)))

    def own_entries(self, cell: tuple[Entry, ...]) -> tuple[Entry, ...]:
        """The entries the box scored itself: every one of a repeatable box, else the first.

        A box that takes one score holds further entries only when a bonus records itself there
        (``RepeatBonus``: each further five of a kind once the box holds 50), so the card keeps
        its shape of (points, roll) entries and yet a turn is counted once.
        """
        return cell if self.repeatable or len(cell) < 2 else cell[:1]


@lru_cache(maxsize=65536)
def _cached_score(rule: ScoreRule, sorted_dice: Dice) -> int:
    return rule(sorted_dice)


@dataclass(frozen=True)
class ThresholdBonus:
    """``points`` once the named categories of a column add up to ``threshold`` or more."""

    id: str
    label: str
    categories: tuple[str, ...]
    threshold: int
    points: int

    def progress(self, ruleset: Ruleset, column: Sequence[tuple[Entry, ...]]) -> int:
        total = 0
        for cat_id in self.categories:
            index = ruleset.index(cat_id)
            for points, _roll in ruleset.categories[index].own_entries(column[index]):
                total += points
        return total

    def award(self, ruleset: Ruleset, column: Sequence[tuple[Entry, ...]]) -> int:
        return self.points if self.progress(ruleset, column) >= self.threshold else 0

    def record(self, ruleset: Ruleset, column: Sequence[tuple[Entry, ...]], dice: Dice) -> tuple[int, int] | None:
        """None: reaching the threshold is read from the entries, nothing is written for it."""
        return None

    def describe(self) -> str:
        return f"+{self.points} when {' + '.join(self.categories)} reach {self.threshold}"


@dataclass(frozen=True)
class FirstRollBonus:
    """``points`` for every entry scored on the first roll of its turn, a 0 included."""

    id: str
    label: str
    points: int

    def progress(self, ruleset: Ruleset, column: Sequence[tuple[Entry, ...]]) -> int:
        return sum(
            1 for cat, cell in zip(ruleset.categories, column) for _points, roll in cat.own_entries(cell) if roll == 1
        )

    def award(self, ruleset: Ruleset, column: Sequence[tuple[Entry, ...]]) -> int:
        return self.points * self.progress(ruleset, column)

    def record(self, ruleset: Ruleset, column: Sequence[tuple[Entry, ...]], dice: Dice) -> tuple[int, int] | None:
        """None: the roll of every entry is on the card already."""
        return None

    def describe(self) -> str:
        return f"+{self.points} for every category scored on the first roll of its turn"


Bonus: TypeAlias = "ThresholdBonus | FirstRollBonus | RepeatBonus"
"""Every bonus answers ``progress``, ``award`` (read from a column's entries), ``record`` (the
(row, points) entry it writes when dice are scored, if any) and ``describe``. A type alone: the
classic variants' ``RepeatBonus`` is not loaded until one of them is."""


@dataclass(frozen=True)
class Ruleset:
    id: str
    name: str
    categories: tuple[Category, ...]
    bonuses: tuple[Bonus, ...] = ()
    multipliers: tuple[int, ...] = (1,)
    min_players: int = 1
    max_players: int = 4
    default_players: int = 1
    dice_count: int = 5
    rolls_per_turn: int = 3
    max_total: int | None = None
    joker: Joker | None = field(default=None, repr=False)
    """The classic joker rule (``engine.classic_rules.Joker``), None in every other game. Left
    out of ``repr`` so that the rulesets without one keep the repr, and so the rules hash, their
    shipped tables are filed under; ``rules_hash`` adds it when there is one."""
    _index: dict[str, int] = field(init=False, repr=False, compare=False, hash=False)
    """Category id -> row, built once: ``index`` sits on every apply/preview/to_json path, and
    looking it up through a cache keyed by the ruleset would re-hash the whole ruleset."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", {c.id: i for i, c in enumerate(self.categories)})

    def index(self, category_id: str) -> int:
        return self._index[category_id]

    def category(self, category_id: str) -> Category:
        return self.categories[self.index(category_id)]

    @property
    def category_ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.categories)

    @property
    def columns(self) -> int:
        return len(self.multipliers)

    def rules_hash(self) -> str:
        """Stable across runs and OSes; solver tables are cached under it."""
        from hashlib import sha256  # only the solver needs it; keeps start-up lean

        text = repr(self) if self.joker is None else f"{self!r} joker={self.joker!r}"
        return sha256(text.encode()).hexdigest()[:16]


def cell_open(category: Category, entries: tuple[Entry, ...]) -> bool:
    if not entries:
        return True
    return category.repeatable and all(points > 0 for points, _ in entries)


def column_total(ruleset: Ruleset, column: Sequence[tuple[Entry, ...]]) -> int:
    """The boxes' own entries plus bonuses of one column, before its multiplier (a bonus that
    records itself in a box is counted once, as a bonus)."""
    cells = sum(points for cat, cell in zip(ruleset.categories, column) for points, _roll in cat.own_entries(cell))
    return cells + sum(b.award(ruleset, column) for b in ruleset.bonuses)


def turns_scored(ruleset: Ruleset, column: Sequence[tuple[Entry, ...]]) -> int:
    """How many turns scored in ``column``: one per own entry, none for a bonus's entries."""
    return sum(len(cat.own_entries(cell)) for cat, cell in zip(ruleset.categories, column))


def grand_total(ruleset: Ruleset, card: Sequence[Sequence[tuple[Entry, ...]]]) -> int:
    return sum(m * column_total(ruleset, col) for m, col in zip(ruleset.multipliers, card))
