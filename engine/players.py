"""Player names: the one check every game applies (names come from people, settings and files)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from .errors import BadSetup
from .jsontext import quote

MAX_NAME = 24

_BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _unusable(char: str) -> bool:
    """Line breaks, control characters, lone surrogates (they cannot be saved as UTF-8) and
    direction overrides (they make a name display as something else)."""
    return unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp") or char in _BIDI_CONTROLS


def default_names(count: int) -> tuple[str, ...]:
    """The names a game gets when none are given: "You" alone, else "Player 1", "Player 2"..."""
    return ("You",) if count == 1 else tuple(f"Player {i}" for i in range(1, count + 1))


def check_players(players: Sequence[object] | None, game: str, fewest: int, most: int,
                  default: int) -> tuple[str, ...]:
    """Every game's one check of its players: ``None`` means ``default`` players with numbered
    names; given names are checked by ``check_names``."""
    return default_names(default) if players is None else check_names(players, game, fewest, most)


def check_names(players: Sequence[object], game: str, fewest: int, most: int) -> tuple[str, ...]:
    """The names, stripped, or ``BadSetup`` saying what is wrong with them."""
    names = tuple(str(p).strip() for p in players)
    if not fewest <= len(names) <= most:
        allowed = f"exactly {fewest}" if fewest == most else f"{fewest} to {most}"
        noun = "player" if most == 1 else "players"
        raise BadSetup(f"{game} takes {allowed} {noun}, not {len(names)}.", "players-count", game=game,
                       fewest=fewest, most=most, count=len(names))
    for name in names:
        if not name:
            raise BadSetup("A player name is empty; give every player a name.", "name-empty")
        if len(name) > MAX_NAME:
            raise BadSetup(f"Player name {quote(name)} is longer than {MAX_NAME} characters; shorten it.",
                           "name-too-long", name=quote(name), limit=MAX_NAME)
        if any(_unusable(c) for c in name):
            raise BadSetup(
                f"Player name {quote(name)} contains a line break or a control character; use letters, "
                "digits, spaces and punctuation.", "name-control-character", name=quote(name),
            )
    if len(set(names)) != len(names):
        raise BadSetup("Two players have the same name; give each player a different name.", "names-duplicate")
    return names
