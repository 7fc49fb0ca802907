"""Who may sit at each game: people, and which computer levels.

One table (the engine's: each game's driver names its computer levels, ``engine/seats.py``) for the New Game
dialog, the remembered settings and the save loader, so a seat kind one of them accepts is never refused (or
crashed on) by another.
"""

from __future__ import annotations

from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate
from engine.game_seats import computer_levels, seat_kinds
from engine.seats import SeatKind

__all__ = ["HUMAN", "SeatKind", "computer_levels", "seat_kinds", "seats_problem"]

HUMAN = SeatKind.HUMAN


def seats_problem(game_id: str, seats: object, players: int) -> str:
    """Why ``seats`` (from a file or settings) cannot seat ``players`` at ``game_id`` (a
    ``records.problems.Problem``: English as text, said in the window's language from its code);
    "" if it can."""
    from desktop.i18n.problems import Problem  # lazy: the problems' texts load after the first frame

    if not isinstance(seats, list):
        return Problem("seats-not-list", given=type(seats).__name__)
    if len(seats) != players:
        return Problem("seats-count", count=len(seats), players=players)
    allowed = seat_kinds(game_id)
    for i, kind in enumerate(seats):
        if not isinstance(kind, str) or kind not in allowed:
            shown = repr(kind) if len(repr(kind)) <= 40 else repr(kind)[:37] + "..."
            return Problem("seat-kind", number=i + 1, given=shown, kinds=[str(k) for k in allowed])
    return ""



LEVEL_NAMES: dict[str, str] = {SeatKind.BEGINNER: QT_TRANSLATE_NOOP("Controller", "Beginner"),
                               SeatKind.GOOD: QT_TRANSLATE_NOOP("Controller", "Good"),
                               SeatKind.EXPERT: QT_TRANSLATE_NOOP("Controller", "Expert")}


def level_name(level: str) -> str:
    """A computer level as the window names it ("Expert", "Experte"); an unknown one as given."""
    return translate("Controller", LEVEL_NAMES[level]) if level in LEVEL_NAMES else level.capitalize()
