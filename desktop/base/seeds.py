"""Seed choices offered by the New Game dialog: random, today's daily seed, typed, recent."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.i18n.engine_text import error_text
from engine import SEED_LIMIT, BadSeed, parse_seed

if TYPE_CHECKING:
    import datetime as _dt

RECENT_MAX = 8


SHORT_SEEDS = 10**9
"""Random seeds of open games stay below this: short enough to read out and type again."""


def random_seed(hidden: bool = False) -> int:
    """A fresh seed for a new game. An open game's is short, shown so a good game can be replayed.
    A game with hidden dice draws from the whole range: its seed deals every hidden die, and a
    short one could be found by trying each against the dice a player was dealt."""
    import random  # the OS's randomness (os.urandom), as secrets.randbelow draws it; secrets itself
    # would bring hmac and hashlib, and with them OpenSSL's libcrypto, into every start without --seed

    return random.SystemRandom().randrange(SEED_LIMIT if hidden else SHORT_SEEDS)


def daily_seed(day: _dt.date | None = None) -> int:
    """The same number for everyone on the same date (YYYYMMDD), easy to read out and share."""
    import datetime as _dt  # only the New Game dialog asks; the launcher imports this module

    day = day or _dt.date.today()
    return day.year * 10000 + day.month * 100 + day.day


def validate(text: str) -> tuple[int | None, str]:
    """(seed, "") when ``text`` is a usable seed, else (None, a message saying how to fix it)."""
    try:
        return parse_seed(text), ""
    except BadSeed as exc:
        return None, error_text(exc)


def remember(recent: list[int], seed: int) -> list[int]:
    """Most recent first, no duplicates, at most RECENT_MAX."""
    out = [seed] + [s for s in recent if s != seed]
    return out[:RECENT_MAX]


def clean_recent(values: object) -> list[int]:
    """Recent seeds from settings, dropping anything a hand-edited settings file may hold."""
    if values is None:
        return []
    items = values if isinstance(values, list) else [values]
    out: list[int] = []
    for item in items:
        try:
            seed = int(str(item))
        except ValueError:
            continue
        if 0 <= seed < SEED_LIMIT and seed not in out:
            out.append(seed)
    return out[:RECENT_MAX]
