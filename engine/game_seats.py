"""Which seats a game offers: people, and the computer levels its game names.

Apart from ``engine/seats.py`` (the seat kinds, which ``engine/api.py`` imports to type its
games) because these read the games: kept in ``seats.py`` they made seats and api import
each other.
"""

from __future__ import annotations

from .seats import SeatKind


def computer_levels(game_id: str) -> tuple[SeatKind, ...]:
    """The computer levels ``game_id`` offers; none for a game nobody registered."""
    from .api import GAMES  # the rules load on first use: this module is imported before the first frame

    found = GAMES.get(game_id)
    return found.computer_levels if found is not None else ()


def seat_kinds(game_id: str) -> tuple[SeatKind, ...]:
    """Every seat kind ``game_id`` accepts, people first."""
    return (SeatKind.HUMAN, *computer_levels(game_id))
