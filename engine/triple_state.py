"""Triple Dice's state as values: the seats' dice, cards, submissions and the rounds and turns played.

Apart from the rules (``engine/triple_dice.py``, which re-exports these names) so that the rules
and their JSON (``engine/triple_json.py``) both import the types from below, and neither imports
the other's module to name them.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from typing import Literal

from .actionlog import ActionLog
from .triple_points import DICE_PER_PLAYER, GAME_ID, PRIVATE_POSITIONS

Phase = Literal["predicting", "submitting", "finished"]


@dataclass(frozen=True)
class Submission:
    player: int
    dice: tuple[int, ...]
    """Indices into the player's 11 dice, in the order given."""
    values: tuple[int, ...]


@dataclass(frozen=True)
class TurnResult:
    round: int
    turn: int
    submissions: tuple[Submission, ...]
    """In submission order (the turn order)."""
    places: tuple[int, ...]
    """Per seat; tied combinations share a place."""
    points: tuple[Fraction, ...]
    """Per seat."""
    winner: int
    """The first-placed seat that submitted earliest; it starts the next turn."""


@dataclass(frozen=True)
class RoundResult:
    round: int
    dice: tuple[tuple[int, ...], ...]
    """Every seat's 11 dice of the round (private ones included: this is the full record)."""
    predictions: tuple[str, ...]
    turns: tuple[TurnResult, ...]
    scores: tuple[Fraction, ...]
    """Round score per seat: the sum of its turn points."""
    hits: tuple[bool, ...]
    """Whether each seat's card came true."""
    bonuses: tuple[Fraction, ...]
    gains: tuple[Fraction, ...]
    """Score plus bonus: what the round adds to each total."""

    @cached_property
    def seen(self) -> tuple[frozenset[int], ...]:
        """Per seat, the dice everyone has seen by the round's end: the public ones and every
        submitted private one (the two discarded dice may be private and stay secret)."""
        public = frozenset(i for i in range(DICE_PER_PLAYER) if i not in PRIVATE_POSITIONS)
        return tuple(
            public | {i for t in self.turns for s in t.submissions if s.player == p for i in s.dice}
            for p in range(len(self.dice))
        )


@dataclass(frozen=True)
class TripleDiceState:
    seed: int
    players: tuple[str, ...]
    phase: Phase
    current_player: int
    """Whose decision is awaited; when finished, the seat that moved last."""
    round: int
    """1..4."""
    turn: int
    """1..3 (1 while predicting)."""
    roll_count: int
    """Rolls made so far in the game (each player's 11-dice roll counts one)."""
    dice: tuple[tuple[int, ...], ...]
    """Every seat's 11 dice of the current round."""
    used: tuple[tuple[int, ...], ...]
    """Per seat and die: 0 while unused, else the turn (1..3) it was submitted in."""
    predictions: tuple[str | None, ...]
    """Cards of the current round; ``None`` until the seat has picked."""
    turn_order: tuple[int, ...]
    submissions: tuple[Submission, ...]
    """The current turn's submissions so far."""
    turns: tuple[TurnResult, ...]
    """Completed turns of the current round."""
    rounds: tuple[RoundResult, ...]
    """Completed rounds."""
    round_points: tuple[Fraction, ...]
    """Turn points of the current round so far (bonuses come at the round's end)."""
    totals: tuple[Fraction, ...]
    """Totals of the completed rounds, bonuses included."""
    log: ActionLog
    place_points: tuple[int, ...]
    """Turn points of 1st..last place this game is scored by: today's table for its size, or the
    earlier one for a game started before the change (``triple_points.place_table``)."""

    @property
    def game(self) -> str:
        return GAME_ID

    def unused(self, seat: int) -> tuple[int, ...]:
        return tuple(i for i, u in enumerate(self.used[seat]) if u == 0)

