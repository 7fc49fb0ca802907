"""Compact forms of what a finished game stores: its log, and each seat's scorecard sums.

A Dicegame for two is some 600 actions; as JSON objects that is about 20 KB, and the target is
under 2 KB for the whole game. Each action becomes a short token ("r" roll, "t3" toggle die 3,
"sfullHouse/2" score Full House in column 2, ...), the token list is JSON and then zlib: about
half a kilobyte. A log the tokens cannot express exactly (a future action type, an odd field)
is stored as plain JSON instead, so nothing is ever lost to the compaction: ``encode_log``
checks its own output decodes back to the input before choosing the short form.
"""

from __future__ import annotations

import json
import math
import zlib
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # imported where used: the records open before a game begins, fractions cost 3 ms
    from fractions import Fraction
    from typing import TypeAlias

    from engine.actions import JsonAction
    from engine.results import PlayerBreakdown

    LoggedAction: TypeAlias = JsonAction | Mapping[str, Any] | str
    """An action as the records take it: an engine action (any game's), its JSON, or that JSON as text."""

LEVEL_BITS = {"beginner": 1, "good": 2, "expert": 4}
"""The computer levels as bits of a seat's ``vs`` (who else was at the table)."""
COMPACT = b"D1"
PLAIN = b"J1"

_SIMPLE = {"roll": "r"}


def action_text(action: LoggedAction) -> str:
    """One action (an engine ``Action`` or its JSON dict, or JSON text) as compact JSON text."""
    if isinstance(action, str):
        return action
    data = action.to_json() if hasattr(action, "to_json") else action
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def _as_json(action: LoggedAction) -> Any:
    if isinstance(action, str):
        return json.loads(action)
    return action.to_json() if hasattr(action, "to_json") else action


def _token(action: Mapping[str, Any]) -> str | Mapping[str, Any]:
    kind = action.get("type")
    keys = set(action)
    if kind == "roll" and keys == {"type"}:
        return "r"
    if kind == "toggleHold" and keys == {"type", "dieIndex"}:
        return f"t{action['dieIndex']}"
    if kind == "score" and keys <= {"type", "category", "column"} and "category" in keys:
        column = action.get("column")
        return f"s{action['category']}" + ("" if "column" not in keys else f"/{column}")
    if kind == "predict" and keys == {"type", "card"}:
        return f"p{action['card']}"
    if kind == "submit" and keys == {"type", "dice"} and isinstance(action["dice"], list):
        return "u" + ",".join(str(d) for d in action["dice"])
    return action


def _untoken(token: str | Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(token, str):
        return dict(token)
    head, rest = token[:1], token[1:]
    if head == "r" and not rest:
        return {"type": "roll"}
    if head == "t":
        return {"type": "toggleHold", "dieIndex": int(rest)}
    if head == "s":
        category, slash, column = rest.rpartition("/")
        if slash:
            return {"type": "score", "category": category, "column": int(column)}
        return {"type": "score", "category": rest}
    if head == "p":
        return {"type": "predict", "card": rest}
    if head == "u":
        return {"type": "submit", "dice": [int(d) for d in rest.split(",")] if rest else []}
    raise ValueError(f"unknown action token {token!r} in a stored log")


def encode_log(actions: Iterable[LoggedAction]) -> bytes:
    """A log (``Action`` values or their JSON) as a compact blob that ``decode_log`` reverses."""
    data = [_as_json(a) for a in actions]
    tokens = [_token(a) for a in data]
    try:
        exact = [_untoken(t) for t in tokens] == data
    except (ValueError, TypeError):
        exact = False
    if exact:
        return COMPACT + zlib.compress(json.dumps(tokens, separators=(",", ":")).encode(), 9)
    return PLAIN + zlib.compress(json.dumps(data, separators=(",", ":")).encode(), 9)


def decode_log(blob: bytes | None) -> list[dict[str, Any]]:
    """The log's actions as JSON dicts; ``ValueError`` when the blob is not one of ours."""
    if not blob:
        return []
    head, body = bytes(blob[:2]), bytes(blob[2:])
    try:
        items = json.loads(zlib.decompress(body))
    except (zlib.error, ValueError) as exc:
        raise ValueError(f"a stored log cannot be read ({exc})") from None
    if head == COMPACT:
        return [_untoken(t) for t in items]
    if head == PLAIN:
        return [dict(a) for a in items]
    raise ValueError(f"a stored log has an unknown format {head!r}")


# Scores ----------------------------------------------------------------------------------------
def score_parts(total: int | Fraction) -> tuple[float, str | None]:
    """(the score as a number to sort by, its exact text when it is not whole: Triple Dice's
    shared points are fractions such as 7/2)."""
    from fractions import Fraction  # lazy: see the TYPE_CHECKING import above

    value = Fraction(total)
    if value.denominator == 1:
        return float(value.numerator), None
    return float(value), f"{value.numerator}/{value.denominator}"


def exact_score(score: float | None, exact: str | None) -> int | Fraction | None:
    if score is None:
        return None
    if exact:
        numerator, _, denominator = exact.partition("/")
        from fractions import Fraction  # lazy: see the TYPE_CHECKING import above

        return Fraction(int(numerator), int(denominator))
    return int(score)


def seat_cells(breakdown: PlayerBreakdown) -> dict[str, dict[str, list[int]]]:
    """A seat's scorecard as ``{"c": {category: [points per column]}, "b": {bonus: [...]}}``.

    Named, not positional, so that the sums can be taken back out of the tallies (a deleted game)
    without the ruleset, which a later version may have changed."""
    cats: dict[str, list[int]] = {}
    bonuses: dict[str, list[int]] = {}
    for column in breakdown.columns:
        for category, points, _open in column.cells:
            cats.setdefault(category, []).append(sum(points))
        for bonus in column.bonuses:
            bonuses.setdefault(bonus.id, []).append(bonus.points)
    return {"c": cats, "b": bonuses}


def tally_items(score: float, won: int | None, vs: int, ended: float,
                cells: Mapping[str, Any] | None) -> list[tuple[str, int, int, float]]:
    """(item, n, hits, total) that one person's finished game adds to their running sums.

    - ``g``: every game (``total``: the score), for the count and the average;
    - ``w``: games against someone (``hits``: won);
    - ``v:<level>``: games with a computer of that level at the table (``hits``: won);
    - ``h:<points>``: the score rounded down, a histogram at one point's resolution;
    - ``t:<day>``: the games of a day (UTC day number, six digits so they sort), for the
      timeline of a long history;
    - ``c:<category>:<column>`` and ``b:<bonus>:<column>``: the scorecard (``hits``: the cell
      scored, the bonus was earned).

    ``delete`` subtracts the same items, so every figure stays exact without reading all games."""
    win = int(won == 1)
    out: list[tuple[str, int, int, float]] = [("g", 1, win, score), (f"h:{math.floor(score)}", 1, 0, 0.0),
                                              (f"t:{int(ended // 86_400):06d}", 1, 0, score)]
    if won is not None:
        out.append(("w", 1, win, 0.0))
    for level, bit in LEVEL_BITS.items():
        if vs & bit:
            out.append((f"v:{level}", 1, win, 0.0))
    for prefix in ("c", "b"):
        group = (cells or {}).get(prefix) or {}
        for name, values in group.items():
            for column, points in enumerate(values):
                out.append((f"{prefix}:{name}:{column}", 1, int(points > 0), float(points)))
    return out


def dumps_cells(cells: Mapping[str, Any] | None) -> str | None:
    return None if cells is None else json.dumps(cells, separators=(",", ":"))


def loads_cells(text: str | None) -> dict[str, Any] | None:
    if not text:
        return None
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def versus_mask(kinds: Sequence[str], seat: int) -> int:
    """Bits of the computer levels at the table other than ``seat`` (``LEVEL_BITS``)."""
    mask = 0
    for i, kind in enumerate(kinds):
        if i != seat:
            mask |= LEVEL_BITS.get(kind, 0)
    return mask


def options_text(options: Mapping[str, Any] | None) -> str | None:
    """A game's options (``engine.game_options``) as the database keeps them: NULL when it has
    none, the common case, so a game under today's rules stores nothing extra."""
    return json.dumps(dict(options), separators=(",", ":"), sort_keys=True) if options else None


def options_of(text: str | None) -> dict[str, Any]:
    """The options ``options_text`` stored (``{}`` for NULL)."""
    value = json.loads(text) if text else {}
    return dict(value) if isinstance(value, dict) else {}
