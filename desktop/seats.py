"""Who may sit at each game: people, and which computer levels.

One table for the New Game dialog, the remembered settings and the save loader, so a seat kind
one of them accepts is never refused (or crashed on) by another.
"""

from __future__ import annotations

HUMAN = "human"

COMPUTER_LEVELS: dict[str, tuple[str, ...]] = {
    "dicegame": ("beginner", "good", "expert"),
    "match": ("beginner", "good", "expert"),
    "triple-dice": ("beginner", "expert"),
}
"""Who may sit at each game besides people. Dice Dash is solo by design: no computers."""


def seat_kinds(game_id: str) -> tuple[str, ...]:
    """Every seat kind ``game_id`` accepts, people first."""
    return (HUMAN, *COMPUTER_LEVELS.get(game_id, ()))


def seats_problem(game_id: str, seats: object, players: int) -> str:
    """Why ``seats`` (from a file or settings) cannot seat ``players`` at ``game_id``; "" if it can."""
    if not isinstance(seats, list):
        return f"the seats must be a list, not {type(seats).__name__}"
    if len(seats) != players:
        return f"there are {len(seats)} seats for {players} player(s)"
    allowed = seat_kinds(game_id)
    for i, kind in enumerate(seats):
        if not isinstance(kind, str) or kind not in allowed:
            shown = repr(kind) if len(repr(kind)) <= 40 else repr(kind)[:37] + "..."
            return f"seat {i + 1} is {shown}; this game's seats are: {', '.join(allowed)}"
    return ""

