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
