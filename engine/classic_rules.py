"""The score rules only the classic five-dice variants use (their rulesets are in
``engine/rulesets/``), beside the shared vocabulary of ``engine/rules.py``.

Apart because they load with those variants and with nothing else: every rule is a frozen
dataclass, some 0.3 ms of Python's class making each, and the games a start opens (and the
solver's runtime) need none of these.
"""

from __future__ import annotations

from dataclasses import dataclass

from .rules import Dice, face_counts, full_house


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
