"""What ``dicebox stats`` and ``dicebox history`` print: JSON for scripts, tables for people.

The JSON is made to survive the tools scripts pipe it through. A game's id is a 62-bit number,
beyond what a double holds exactly, and jq 1.6 or JavaScript would round it into an id that
matches no game; so ids are written as strings of digits (``"id": "4611686018427387904"``), the
form ``dicebox export ID`` takes. Scores are whole numbers, or exact text such as ``"9/2"`` for
Triple Dice's fractions (the ``.dicebox`` file's convention); times are UTC to the second,
``2025-05-01T18:30:00Z``, the file's convention too. Keys are camelCase like the rest of
Dicebox's JSON.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterable, Sequence
from datetime import datetime
from fractions import Fraction
from typing import Any

import engine
from desktop.records.queries import HistoryEntry, PlayerStats, SeatResult


def utc(moment: float | None) -> str | None:
    """A stored time (seconds since the epoch) as the ``.dicebox`` file writes times."""
    if moment is None:
        return None
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(moment))  # a third of datetime's cost


def points(value: int | float | Fraction | None) -> int | float | str | None:
    """A score as JSON: a whole number as an integer, a fraction as exact text, else the float."""
    if value is None:
        return None
    if isinstance(value, Fraction):
        return value.numerator if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def seat_json(seat: SeatResult) -> dict[str, Any]:
    return {"seat": seat.seat, "name": seat.name, "kind": seat.kind, "score": points(seat.score),
            "place": seat.place}


def entry_json(entry: HistoryEntry) -> dict[str, Any]:
    return {
        "id": str(entry.game_id), "game": entry.game, "seed": entry.seed,
        "players": [seat_json(s) for s in entry.seats], "assisted": entry.assisted,
        "startedAt": utc(entry.started_at), "endedAt": utc(entry.ended_at),
        "durationSeconds": round(entry.duration, 3), "appVersion": entry.app_version,
    }


def stats_json(stats: PlayerStats) -> dict[str, Any]:
    return {
        "game": stats.game, "player": stats.player, "games": stats.games,
        "average": stats.average, "median": points(stats.median), "best": points(stats.best),
        "worst": points(stats.worst), "contests": stats.contests, "wins": stats.wins,
        "winRate": stats.win_rate, "currentStreak": stats.current_streak, "longestStreak": stats.longest_streak,
        "firstAt": utc(stats.first_at), "lastAt": utc(stats.last_at),
        "versus": [{"level": v.level, "games": v.games, "wins": v.wins, "rate": v.rate} for v in stats.versus],
        "histogram": [{"low": points(b.low), "high": points(b.high), "count": b.count} for b in stats.histogram],
        "timeline": [{"endedAt": utc(p.ended_at), "games": p.games, "average": p.average} for p in stats.timeline],
        "categories": [{"item": c.item, "column": c.column, "average": c.average, "rate": c.rate}
                       for c in stats.categories],
        "bonuses": [{"item": c.item, "column": c.column, "average": c.average, "rate": c.rate}
                    for c in stats.bonuses],
    }


def dumps(value: object, indent: bool | None = None) -> str:
    """ASCII-only JSON, safe whatever the terminal's or the pipe's encoding: indented for a
    terminal, compact into a pipe or file (Python's C encoder does not indent; for the whole
    history of 100,000 games indenting alone took 2.4 s)."""
    if indent is None:
        indent = sys.stdout is not None and sys.stdout.isatty()
    if indent:
        return json.dumps(value, indent=2) + "\n"
    return json.dumps(value, separators=(",", ":")) + "\n"


# Tables ---------------------------------------------------------------------------------------
def game_name(game: str) -> str:
    """The game's display name ("Match!"), or its id when this Dicebox does not know it."""
    try:
        return str(engine.api.game(game).name)
    except Exception:  # a game of a newer Dicebox, stored in a shared profile
        return game


UNKNOWN = "?"
UNKNOWN_NOTE = ("? marks a value in the records that is not one Dicebox wrote (a hand-edited or damaged "
                "database); it is left as it is.")


def _local(moment: float | None) -> str:
    """Local time to the minute; ``?`` for a stored time the readers cannot show (the queries
    pass every stored time through ``textrules.stored_time``, which gives None for those)."""
    if moment is None:
        return UNKNOWN
    return datetime.fromtimestamp(moment).strftime("%Y-%m-%d %H:%M")


def _number(value: float | int | Fraction | None) -> str:
    shown = points(value)
    if shown is None:
        return "-"
    if isinstance(shown, float):
        return f"{shown:.1f}"
    return str(shown)


def _seat_text(seat: SeatResult) -> str:
    who = seat.name if seat.kind == "human" else f"{seat.name} ({seat.kind})"
    return f"{who} {UNKNOWN if seat.score is None else _number(seat.score)}"


def _columns(rows: Sequence[Sequence[str]]) -> list[str]:
    """Rows aligned in columns; the last column is left ragged."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]) - 1)]
    return ["  ".join([*(c.ljust(w) for c, w in zip(r, widths)), r[-1]]).rstrip() for r in rows]


def history_table(entries: Sequence[HistoryEntry], total: int, offset: int) -> str:
    if not entries:
        return "No finished games match.\n" if total == 0 else f"No games at offset {offset} (there are {total}).\n"
    rows = [("ID", "Ended", "Game", "Seed", "Assisted", "Players (score)")]
    unknown = False
    for e in entries:
        unknown = unknown or None in (e.ended_at, e.started_at, e.seed) or any(s.score is None for s in e.seats)
        rows.append((str(e.game_id), _local(e.ended_at), game_name(e.game), UNKNOWN if e.seed is None else str(e.seed),
                     "yes" if e.assisted else "", ", ".join(_seat_text(s) for s in e.seats)))
    last = offset + len(entries)
    more = f"; --offset {last} for more" if last < total else ""
    note = [UNKNOWN_NOTE] if unknown else []
    return "\n".join([*_columns(rows), f"Games {offset + 1} to {last} of {total}, newest first{more}.", *note]) + "\n"


def stats_text(all_stats: Iterable[PlayerStats]) -> str:
    blocks = []
    for s in all_stats:
        head = f"{game_name(s.game)}: {s.player}"
        if not s.games:
            blocks.append(f"{head}\n  no finished games")
            continue
        lines = [head, f"  games {s.games}   average {_number(s.average)}   median {_number(s.median)}   "
                       f"best {_number(s.best)}   worst {_number(s.worst)}"]
        if s.contests:
            lines.append(f"  wins {s.wins} of {s.contests} ({s.win_rate:.0%})   winning streak {s.current_streak}, "
                         f"longest {s.longest_streak}")
        for v in s.versus:
            lines.append(f"  against {v.level}: {v.wins} of {v.games} won ({v.rate:.0%})")
        if s.first_at is not None and s.last_at is not None:
            lines.append(f"  first {_local(s.first_at)}, last {_local(s.last_at)}")
        blocks.append("\n".join(lines))
    return ("\n\n".join(blocks) if blocks else "No finished games match.") + "\n"
