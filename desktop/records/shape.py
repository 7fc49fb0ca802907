"""Is this file the records database Dicebox made? Its tables, their columns and the journal.

Read on every open through the read-only connection, before anything writes: a read-write
connection would switch a stranger's SQLite file to WAL and add our tables to it, and a records
database missing a table (the ``journal`` dropped by hand or by damage) would lose the game in
progress without a word when the next game begins. A file that is not ours, or ours with a table
gone or altered, is ``Damaged``: its owner sets it aside whole (renamed, never deleted) and says
what was found. The schema a version should have is built once from the migrations themselves,
in memory, so it can never drift from them.
"""

from __future__ import annotations

import functools
import sqlite3

from desktop.i18n.problems import DiceboxError

from . import db

TABLES_LISTED = 6
"""How many of a foreign file's tables the message names."""


class Damaged(DiceboxError):
    """The database file is not a usable database; its code and parameters say what the check found."""


@functools.cache
def expected(version: int) -> dict[str, tuple[str, ...]]:
    """Table name -> column names of a records database at ``version``."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        db.migrate(conn, version)
        return _tables(conn)
    finally:
        conn.close()


def _tables(conn: sqlite3.Connection) -> dict[str, tuple[str, ...]]:
    names = [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    return {name: tuple(r[1] for r in conn.execute("SELECT * FROM pragma_table_info(?)", (name,))) for name in names}


def check_shape(conn: sqlite3.Connection) -> None:
    """Raise ``Damaged`` for a file that is not a Dicebox records database, or is one missing or
    altering a table its version has. A newer version is left to the caller (never judged)."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    found = _tables(conn)
    if version > db.LATEST:
        return
    ours = expected(version)
    if app_id != 0 or (found and not set(found) & set(ours)):
        listed = sorted(found)[:TABLES_LISTED]
        more = len(found) - len(listed)
        raise (Damaged("foreign", tables=", ".join(listed) + (f" (+{more})" if more > 0 else ""), app_id=app_id)
               if found else Damaged("foreign-empty", app_id=app_id))
    missing = sorted(set(ours) - set(found))
    if missing:
        raise Damaged("tables-missing", tables=", ".join(missing))
    for name, columns in ours.items():
        if found[name] != columns:
            raise Damaged("table-altered", table=name)


def check_journal(conn: sqlite3.Connection) -> None:
    """Raise ``Damaged`` when the move journal's pages or its line of play are broken: each game's
    steps run 0, 1, 2... without a gap (the store never writes one). Cheap: the journal holds
    only games in progress, so a damaged page there is found on every open, not only weekly."""
    rows = conn.execute("PRAGMA integrity_check(journal)").fetchall()
    if [tuple(r) for r in rows] != [("ok",)]:
        raise Damaged("journal-damaged", first=first_finding(rows))
    gap = conn.execute("SELECT game_id, count(*), max(step) FROM journal GROUP BY game_id"
                       " HAVING min(step) != 0 OR max(step) + 1 != count(*) LIMIT 1").fetchone()
    if gap is not None:
        raise Damaged("journal-gaps", count=gap[1], last=gap[2] + 1)


def first_finding(rows: list[tuple[object, ...]]) -> str:
    """The first thing ``PRAGMA integrity_check`` found, on one line and without SQLite's
    ``*** in database main ***`` heading."""
    lines = [line.strip() for row in rows[:2] for line in str(row[0]).splitlines()]
    found = [line for line in lines if line and not line.startswith("***")]
    return found[0] if found else "-"
