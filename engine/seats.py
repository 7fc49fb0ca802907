"""Who may sit at a game: a person, or a computer player of some level.

Seat kinds are saved in game files and remembered settings as their string values ("human",
"beginner", "good", "expert"), so ``SeatKind`` is a ``StrEnum``: a kind read back from JSON is
equal to its member, and a member is written as the same string as before it existed.
"""

from __future__ import annotations

from enum import StrEnum


class SeatKind(StrEnum):
    HUMAN = "human"
    BEGINNER = "beginner"
    GOOD = "good"
    EXPERT = "expert"


COMPUTER_LEVELS: dict[str, tuple[SeatKind, ...]] = {
    "dicegame": (SeatKind.BEGINNER, SeatKind.GOOD, SeatKind.EXPERT),
    "match": (SeatKind.BEGINNER, SeatKind.GOOD, SeatKind.EXPERT),
    "triple-dice": (SeatKind.BEGINNER, SeatKind.GOOD, SeatKind.EXPERT),
}
"""The computer levels each game's computer players offer (``engine/solver`` plays the scorecard
games, ``engine/ai/triple_dice.py`` Triple Dice: Beginner and Good there, Expert in
``engine/ai/triple_expert.py``). Dice Dash is solo by design: no computers."""


def seat_kinds(game_id: str) -> tuple[SeatKind, ...]:
    """Every seat kind ``game_id`` accepts, people first."""
    return (SeatKind.HUMAN, *COMPUTER_LEVELS.get(game_id, ()))
