"""Quoting a piece of untrusted JSON inside an error message, safely and briefly.

``json.dumps`` is not safe for that: a value nested 100,000 lists deep raises RecursionError, an
integer of 5,000 digits raises ValueError, and a 10 MB list is rendered whole just to be cut to
60 characters. Error messages must never fail or stall on the very input they complain about.
"""

from __future__ import annotations

from collections.abc import Iterable

LIMIT = 60
_DEPTH = 6


def short(value: object, limit: int = LIMIT) -> str:
    """``value`` as JSON text, cut to ``limit`` characters (ending in "..." when cut)."""
    text = _render(value, limit + 1, 0)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _render(value: object, budget: int, depth: int) -> str:
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        try:
            return str(value)
        except ValueError:  # more digits than int -> str converts (sys.get_int_max_str_digits)
            return f"<a number of about {int(value.bit_length() * 0.30103) + 1} digits>"
    if isinstance(value, float):
        import json  # only error messages get here; json is not loaded before the window shows

        return json.dumps(value)  # NaN and Infinity as Python's json writes them
    if isinstance(value, str):
        import json  # as above: only error messages get here

        return json.dumps(value[:budget])
    if isinstance(value, (list, tuple)):
        return "[" + _items((_render(v, budget, depth + 1) for v in value), budget, depth) + "]"
    if isinstance(value, dict):
        pairs = (f"{_render(str(k), budget, depth + 1)}: {_render(v, budget, depth + 1)}" for k, v in value.items())
        return "{" + _items(pairs, budget, depth) + "}"
    return f"<{type(value).__name__}>"


def _items(rendered: Iterable[str], budget: int, depth: int) -> str:
    if depth >= _DEPTH:
        return "..."
    parts: list[str] = []
    used = 2
    for text in rendered:
        if used > budget:
            parts.append("...")
            break
        parts.append(text)
        used += len(text) + 2
    return ", ".join(parts)


def quote(value: object) -> str:
    """A name the user gave, as messages quote it: 'text' (cut to 40 characters); anything that
    is not text (a wrong type from JSON or a Python caller) as ``short`` shows it."""
    return repr(value[:40]) if isinstance(value, str) else short(value)
