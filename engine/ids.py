"""The game ids, importable without loading any rules (the launcher validates ``--game`` with them).

``GAME_IDS`` is the built-in games, fixed for a release: code that runs before the rules load
(the launcher, the kiosk's config reader) checks names against it. A ruleset registered at run
time (``engine.register_ruleset``) exists only in the process that registered it, so those ids
join ``game_ids()``, which anything that lists the games to play asks instead of the constant.
"""

from __future__ import annotations

GAME_IDS: tuple[str, ...] = ("dice-dash", "dicegame", "match", "classic", "nordic", "triple-dice")

_registered: list[str] = []
"""Ids registered at run time, in order; written only by ``engine.api`` (with its drivers)."""


def game_ids() -> tuple[str, ...]:
    """Every game that can be played now: the built-in ones, then those registered, in order."""
    return (*GAME_IDS, *_registered)


def note_registered(game_id: str) -> None:
    """``engine.api`` registered ``game_id``: list it (never call this without a driver)."""
    _registered.append(game_id)


def note_unregistered(game_id: str) -> None:
    """``engine.api`` dropped ``game_id``'s driver: stop listing it."""
    _registered.remove(game_id)
