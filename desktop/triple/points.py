"""Turn points by place in the window's language: the card picker's line and the rules' table.

Both are built from the engine's table (``place_points`` of the game being played, or
``PLACE_POINTS`` for every size), so the window can never show other points than the game scores.
Places and numbers are written the local way (``i18n.ordinal``, ``i18n.number``).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from desktop.i18n.language import number, ordinal
from desktop.i18n.tr import translate


def places_text(points: Sequence[int]) -> str:
    """Each place with the points it earns, first to last: 1st 6, 2nd 0."""
    return translate("TriplePoints", ", ").join(
        translate("TriplePoints", "{place} {points}").format(place=ordinal(i + 1), points=number(p))
        for i, p in enumerate(points)
    )


def table_line(points: Sequence[int]) -> str:
    """The picker's line, such as: Turn points with 2 players: 1st 6, 2nd 0."""
    players = len(points)  # lupdate reads the call only with a plain name as its count
    line = translate("TriplePoints", "Turn points with %n players: {places}", None, players)
    return line.format(places=places_text(points))


def table_html(tables: dict[int, tuple[int, ...]]) -> str:
    """The rules' table: a row per table size."""
    rows = []
    for size, points in sorted(tables.items()):
        players = translate("TriplePoints", "%n players", None, size)
        rows.append("<tr><td><b>" + html.escape(players) + "</b></td><td>" + html.escape(places_text(points))
                    + "</td></tr>")
    return "<table cellpadding=3>" + "".join(rows) + "</table>"
