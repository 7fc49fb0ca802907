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


_FILLERS = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0")
"""Letters and marks that draw nothing (Hangul fillers, Khmer inherent vowels, the blank braille
cell, the grapheme joiner): a name made with one looks like a name without it."""
_JOINERS = frozenset("\u200c\u200d")
"""Zero-width non-joiner and joiner: Persian and Indic spelling and emoji sequences need them
between two characters; anywhere else they only make a second, identical-looking name."""


def _selector(char: str) -> bool:
    """Variation selectors and emoji tag characters: they only modify the character before them."""
    code = ord(char)
    return 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF or 0xE0020 <= code <= 0xE007F \
        or 0x180B <= code <= 0x180D or code == 0x180F


def _carrier(char: str) -> bool:
    """A character a joiner or selector can belong to: no space, no ASCII letter (nothing in
    ASCII takes one, the keycap digits and # and * aside)."""
    return not char.isspace() and not (char.isascii() and char.isalpha())


def _invisible_at(name: str) -> str | None:
    """The first character of ``name`` that draws nothing where it stands, or None."""
    for i, char in enumerate(name):
        before = name[i - 1] if i else " "
        after = name[i + 1] if i + 1 < len(name) else " "
        if char in _JOINERS:
            if not (_carrier(before) and _carrier(after)):
                return char
        elif _selector(char):
            if not (_carrier(before) or _selector(before) or before in _JOINERS):
                return char
        elif char in _FILLERS or unicodedata.category(char) == "Cf":
            return char
    return None


def name_key(name: str) -> str:
    """What a name looks like, for telling players apart: compatibility-normalised (composed
    accents, full-width letters, ligatures and every kind of space count as their plain form),
    joiners and selectors left out, runs of spaces as one. Two names with one key are one name."""
    plain = "".join(c for c in name if c not in _JOINERS and not _selector(c))
    return " ".join(unicodedata.normalize("NFKC", plain).split())


def character_name(char: str) -> str:
    """``U+200B ZERO WIDTH SPACE``: how a message names a character nobody can see."""
    return f"U+{ord(char):04X} {unicodedata.name(char, 'UNNAMED CHARACTER')}"


def default_names(count: int) -> tuple[str, ...]:
    """The names a game gets when none are given: "You" alone, else "Player 1", "Player 2"..."""
    return ("You",) if count == 1 else tuple(f"Player {i}" for i in range(1, count + 1))


def check_players(players: Sequence[object] | None, game: str, fewest: int, most: int,
                  default: int) -> tuple[str, ...]:
    """Every game's one check of its players: ``None`` means ``default`` players with numbered
    names; given names are checked by ``check_names``."""
    return default_names(default) if players is None else check_names(players, game, fewest, most)


def check_names(players: Sequence[object], game: str, fewest: int, most: int) -> tuple[str, ...]:
    """The names, stripped, or ``BadSetup`` saying what is wrong with them. Names that look the
    same (``name_key``) are the same name, and a character that draws nothing is refused."""
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
        invisible = _invisible_at(name)
        if invisible is not None:
            shown = quote(name).replace(invisible, f"\\u{ord(invisible):04x}")  # repr shows a printable one as is
            raise BadSetup(
                f"Player name {shown} contains {character_name(invisible)}, which is invisible: the name "
                "would look like another; use letters, digits, spaces and punctuation.",
                "name-invisible-character", name=shown, character=character_name(invisible),
            )
    if len({name_key(name) for name in names}) != len(names):
        raise BadSetup("Two players have the same name; give each player a different name.", "names-duplicate")
    return names
