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


LEVELS: tuple[SeatKind, ...] = (SeatKind.BEGINNER, SeatKind.GOOD, SeatKind.EXPERT)
"""Every computer level, weakest first. Which of them a game offers is its driver's
``computer_levels`` (``engine/api.py``): ``engine/solver`` plays the scorecard games,
``engine/ai/triple_dice.py`` Triple Dice (Beginner and Good there, Expert in ``triple_expert.py``);
``engine/game_seats.py`` reads it."""
