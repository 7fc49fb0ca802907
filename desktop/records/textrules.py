"""What "one line of text" and "a UTC time" mean for text that enters the records from outside
(a ``.dicebox`` file's title and app version, its times), shared by every reader of it.

Pure Python, no Qt. Python's own notions are wider than a file format's: ``str.splitlines``
and a terminal break lines at U+2028/U+2029 and U+0085, and regular expressions' ``\\d`` and
``int()`` take full-width and every other script's digits, so full-width 2025 would read as 2025.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import UTC, datetime

_BREAKS = ("Cc", "Zl", "Zp")
"""Control characters (tab, line feed, NEL among them) and the line and paragraph separators."""
_TIME = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,6}))?Z")
"""A UTC time as the format writes it, in ASCII digits only."""


def one_line(text: str) -> bool:
    """True when ``text`` has no character that breaks a line or controls a terminal."""
    return not any(unicodedata.category(c) in _BREAKS for c in text)


def utc_time(text: str) -> datetime | None:
    """``2025-05-01T18:30:00Z`` (fractions of a second allowed) as an aware UTC datetime, or None
    for anything else, an impossible date included."""
    match = _TIME.fullmatch(text)
    if match is None:
        return None
    year, month, day, hour, minute, second = (int(g) for g in match.groups()[:6])
    try:
        return datetime(year, month, day, hour, minute, second, int((match.group(7) or "0").ljust(6, "0")),
                        tzinfo=UTC)
    except ValueError:
        return None


# Values that enter the records ---------------------------------------------------------------
# One range for every time the records hold, wide enough for any real game and narrow enough
# that every reader can show it: Python's datetime stops at year 9999 (a time a day short of it
# fails in a time zone east of UTC), Windows' localtime refuses times before 1970, and Qt's
# QDateTime and the JSON writers follow. A file's time outside it is refused at import, and a
# stored time outside it (a hand-edited database) reads as unknown.
EARLIEST = datetime(1970, 1, 2, tzinfo=UTC)
LATEST = datetime(3000, 1, 1, tzinfo=UTC)
EARLIEST_S = EARLIEST.timestamp()
LATEST_S = LATEST.timestamp()
MAX_SCORE = 10**12
"""Far beyond any game's score, far inside what a float holds exactly and every reader prints."""
MAX_SEED = 2**63 - 1


def time_in_range(moment: datetime) -> bool:
    """A file's time that the records can keep and every reader can show."""
    return EARLIEST <= moment < LATEST


def stored_time(value: object) -> float | None:
    """A time read from the database (seconds since the epoch), or None when it is not one the
    readers can show (text, NaN, out of range)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if EARLIEST_S <= value < LATEST_S else None


def stored_number(value: object, limit: int = MAX_SCORE) -> int | float | None:
    """A score or a count read from the database, or None when it is not a finite number within
    ``limit`` (text a hand edit left there, infinity, NaN)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if value != value or not -limit <= value <= limit:  # NaN is not equal to itself
        return None
    return value


def stored_seed(value: object) -> int | None:
    """A seed read from the database: a whole number from 0 to ``MAX_SEED``, else None."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SEED:
        return None
    return value
