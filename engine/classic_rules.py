"""The rules only the classic five-dice variants use (their rulesets are in ``engine/rulesets/``),
beside the shared vocabulary of ``engine/rules.py``: the Scandinavian boxes, and the American
card's joker and its bonus for every further five of a kind.

Apart because they load with those variants and with nothing else: every rule is a frozen
dataclass, some 0.3 ms of Python's class making each, and the games a start opens (and the
solver's runtime) need none of these. The core (``engine/scorecard.py``) never imports this
module: it asks a ruleset's ``joker`` and bonuses what they allow and record, whatever they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .rules import Dice, Entry, Ruleset, cell_open, face_counts, full_house


@dataclass(frozen=True)
class SameFaces:
    """Only the ``n`` equal dice of the highest face shown ``n`` times count, not the rest: the
    Scandinavian pair (``n`` = 2), three and four of a kind."""

    n: int

    def __call__(self, dice: Dice) -> int:
        counts = face_counts(tuple(sorted(dice)))
        faces = [face for face in range(1, 7) if counts[face] >= self.n]
        return self.n * faces[-1] if faces else 0

    def describe(self) -> str:
        return f"sum of {self.n} equal dice"


@dataclass(frozen=True)
class ExactFaces:
    """The sum of the dice when they show exactly ``faces`` (a fixed straight such as 1-2-3-4-5)."""

    faces: tuple[int, ...]

    def __call__(self, dice: Dice) -> int:
        return sum(self.faces) if tuple(sorted(dice)) == self.faces else 0

    def describe(self) -> str:
        return f"{sum(self.faces)} for exactly {'-'.join(map(str, self.faces))}"


@dataclass(frozen=True)
class FullHouseSum:
    """A triple and a pair of a different face, scoring the sum of the dice instead of fixed points."""

    def __call__(self, dice: Dice) -> int:
        ordered = tuple(sorted(dice))
        return sum(ordered) if full_house(ordered) else 0

    def describe(self) -> str:
        return "sum of all dice for three of one face and two of another"


@dataclass(frozen=True)
class Joker:
    """Dice that show ``box``'s pattern again once that box is filled (with points or a 0) are a
    joker. While the upper box those dice score in is filled too (or the card has none), the boxes
    in ``wild`` score their fixed points for them (a full house, a straight) although the dice
    show no such thing; every other box scores the dice as usual.

    ``forced`` is the official order: that upper box if it is open, else any open lower box, else
    a 0 in an open upper box. Without it (the free choice some tables play) any open box may take
    the dice, at the same values: a lower box then pays the joker's points only once the upper box
    is filled, as it would have under the order. Both are this one rule, so a variant changes the
    flag and nothing else: the core and the solver read the rule, never a game's id.
    """

    box: str
    wild: tuple[tuple[str, int], ...]
    """(category id, points) of the boxes a joker fills as if their pattern were shown."""
    forced: bool = True

    def active(self, ruleset: Ruleset, column: Sequence[tuple[Entry, ...]], dice: Dice) -> bool:
        """Whether ``dice`` are a joker in ``column``: the box is filled and they show its pattern."""
        index = ruleset.index(self.box)
        return bool(column[index]) and ruleset.categories[index].score(dice) > 0

    @staticmethod
    def _own(ruleset: Ruleset, column: Sequence[tuple[Entry, ...]], dice: Dice) -> list[int]:
        """The open upper rows ``dice`` score in (the upper box of their face, if open)."""
        return [row for row, (cat, cell) in enumerate(zip(ruleset.categories, column))
                if cat.section == "upper" and cell_open(cat, cell) and cat.score(dice) > 0]

    def points(self, ruleset: Ruleset, column: Sequence[tuple[Entry, ...]], row: int, dice: Dice) -> int:
        """What box ``row`` of ``column`` records for a joker."""
        category = ruleset.categories[row]
        if not self._own(ruleset, column, dice):
            for cat_id, points in self.wild:
                if cat_id == category.id:
                    return points
        return category.score(dice)

    def allowed(self, ruleset: Ruleset, column: Sequence[tuple[Entry, ...]], dice: Dice) -> tuple[int, ...]:
        """The rows of ``column`` a joker may be scored in, in card order (all open ones if not forced)."""
        cats = ruleset.categories
        open_rows = [row for row, (cat, cell) in enumerate(zip(cats, column)) if cell_open(cat, cell)]
        if not self.forced:
            return tuple(open_rows)
        lower = [row for row in open_rows if cats[row].section == "lower"]
        return tuple(self._own(ruleset, column, dice) or lower or open_rows)

    def describe(self) -> str:
        order = ("its upper box first, else a lower box, else a 0 in an upper box" if self.forced
                 else "any open box")
        wild = ", ".join(f"{cat_id} {points}" for cat_id, points in self.wild)
        return f"once {self.box} is filled, its pattern again goes to {order}; as a joker {wild}"


@dataclass(frozen=True)
class RepeatBonus:
    """``points`` for every further showing of ``box``'s pattern scored (in any box) while
    ``box`` holds points; nothing once it holds a 0.

    Each one is recorded as an entry of ``points`` in ``box``'s cell after the box's own, so the
    card keeps its shape and a save its format; the box's own score is only its first entry
    (``Category.own_entries``), and this bonus's line is the rest.
    """

    id: str
    label: str
    box: str
    points: int

    def _extra(self, ruleset: Ruleset, column: Sequence[tuple[Entry, ...]]) -> tuple[Entry, ...]:
        return column[ruleset.index(self.box)][1:]

    def progress(self, ruleset: Ruleset, column: Sequence[tuple[Entry, ...]]) -> int:
        """How many times the bonus was earned."""
        return len(self._extra(ruleset, column))

    def award(self, ruleset: Ruleset, column: Sequence[tuple[Entry, ...]]) -> int:
        return sum(points for points, _roll in self._extra(ruleset, column))

    def record(self, ruleset: Ruleset, column: Sequence[tuple[Entry, ...]], dice: Dice) -> tuple[int, int] | None:
        """(row of ``box``, ``points``) when scoring ``dice`` in ``column`` earns the bonus."""
        index = ruleset.index(self.box)
        cell = column[index]
        if cell and cell[0][0] > 0 and ruleset.categories[index].score(dice) > 0:
            return index, self.points
        return None

    def describe(self) -> str:
        return f"+{self.points} for every further {self.box} while it holds points"
