"""Every SQL statement of the records database, by name, and the schema's forward migrations.

All SQL lives here so that a schema change is reviewed in one place: ``store.py`` and
``queries.py`` only name a statement (``Q["journal_put"]``) and pass parameters.

The schema is versioned with ``PRAGMA user_version``. ``MIGRATIONS[v]`` brings a database at
version ``v`` to ``v + 1``; a new version appends one entry (and never edits an old one, which
databases in the field have already run). Version 0 is an empty file: a new database.

Why the tables look as they do:

- ``game``: one row per game, in progress (``status`` 0, with its moves in ``journal``) or
  finished (``status`` 1, with the whole log compacted into ``log``), or set aside (``status`` 2:
  a journal that could not be resumed, kept for the player and out of every list).
- ``seat``: who sat where, written when the game begins; a finished game fills in the score,
  place and a copy of what the statistics filter and sort on (game, end time, player count,
  assisted), so that the statistics of one player read one partial index and never join. The
  partial indexes hold people's finished seats only, and name ``kind`` among their columns
  although it is always 'human' there: SQLite (3.40) uses an index as covering only when every
  column a query names is in it, and a covering index is what makes 100,000 rows cheap.
- ``journal``: the live line of play of unfinished games, one row per action, each its own commit.
- ``tally``: running sums per game and person (games, wins, wins per computer level, a
  histogram, a day-by-day timeline, every scorecard cell and bonus; ``codec.tally_items``), kept
  by ``finish`` and ``delete`` in the same transaction as the row itself, so the statistics of
  100,000 games read a few hundred small rows instead of 100,000 scorecards.
- ``streak``: the current and longest winning streak per game and person, carried forward by
  each game that ends after the last one counted; a game finished out of order (or at the same
  instant, whose order is the game id's) or deleted marks it stale, and the next read recounts it from ``seat`` once.
- ``meta``: markers such as "this current-game.json was imported".
"""

from __future__ import annotations

import sqlite3

PLAYING = 0
FINISHED = 1
SET_ASIDE = 2
"""A game in progress whose journal could not be resumed: kept, out of play and out of the history."""

SCHEMA_V1 = """
CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE game (
    id INTEGER PRIMARY KEY,
    slot TEXT NOT NULL,
    game TEXT NOT NULL,
    seed INTEGER NOT NULL,
    players INTEGER NOT NULL,
    status INTEGER NOT NULL,
    assisted INTEGER NOT NULL DEFAULT 0,
    started REAL NOT NULL,
    ended REAL,
    app TEXT NOT NULL,
    log BLOB
);
CREATE INDEX game_playing ON game(slot, started) WHERE status = 0;
CREATE INDEX game_history ON game(ended, id) WHERE status = 1;
CREATE INDEX game_history_by_game ON game(game, ended, id) WHERE status = 1;
CREATE INDEX game_by_seed ON game(seed, game) WHERE status = 1;

CREATE TABLE seat (
    game_id INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    score REAL,
    exact TEXT,
    place INTEGER,
    won INTEGER,
    vs INTEGER,
    assisted INTEGER,
    ended REAL,
    cells TEXT,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX seat_player ON seat(name, kind, ended)
    WHERE score IS NOT NULL AND kind = 'human';
CREATE INDEX seat_stats ON seat(game, name, kind, ended, score, won, vs)
    WHERE score IS NOT NULL AND kind = 'human';
CREATE INDEX seat_scores ON seat(game, name, kind, score, assisted, ended)
    WHERE score IS NOT NULL AND kind = 'human';
CREATE INDEX seat_high ON seat(game, players, assisted, kind, score)
    WHERE score IS NOT NULL AND kind = 'human';

CREATE TABLE journal (
    game_id INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    step INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (game_id, step)
) WITHOUT ROWID;

CREATE TABLE tally (
    game TEXT NOT NULL,
    name TEXT NOT NULL,
    item TEXT NOT NULL,
    n INTEGER NOT NULL,
    hits INTEGER NOT NULL,
    total REAL NOT NULL,
    PRIMARY KEY (game, name, item)
) WITHOUT ROWID;

CREATE TABLE streak (
    game TEXT NOT NULL,
    name TEXT NOT NULL,
    current INTEGER NOT NULL,
    longest INTEGER NOT NULL,
    last REAL NOT NULL,
    stale INTEGER NOT NULL,
    PRIMARY KEY (game, name)
) WITHOUT ROWID;
"""

SCHEMA_V2 = """
ALTER TABLE game ADD COLUMN options TEXT;
UPDATE game SET options = '{"placePoints":[6,3]}' WHERE game = 'triple-dice' AND players = 2;
UPDATE game SET options = '{"placePoints":[6,3,1]}' WHERE game = 'triple-dice' AND players = 3;
"""
"""``game.options``: what replaying a game needs besides its seed, players and log
(``engine.game_options`` as JSON; NULL for a game under today's rules). Every Triple Dice game of
two or three players recorded before this version was scored 6, 3 (and 1) for the places Dicebox
scores 6, 0 and 6, 3, 0 since: they keep that table, so the history replays them as they were
played (at four players the tables agree)."""

MIGRATIONS: tuple[str, ...] = (SCHEMA_V1, SCHEMA_V2)
"""``MIGRATIONS[v]``: the script that takes version ``v`` to ``v + 1``. Append only."""
LATEST = len(MIGRATIONS)

BOARD_SCHEMA = """
CREATE TABLE IF NOT EXISTS board (
    day TEXT NOT NULL,
    game TEXT NOT NULL,
    initials TEXT NOT NULL,
    score REAL NOT NULL,
    exact TEXT,
    at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS board_top ON board(day, game, score DESC, at);
CREATE TABLE IF NOT EXISTS board_seed (
    day TEXT NOT NULL,
    seed INTEGER NOT NULL,
    PRIMARY KEY (day, seed)
);
"""
"""The kiosk's daily board (``records.board``), a file of its own: the kiosk keeps no records of
visitors, only today's best scores with three letters each, and nothing from another day."""


def migrate(conn: sqlite3.Connection, upto: int | None = None) -> int:
    """Run every migration from the database's version up to ``upto`` (the latest when None);
    returns the version before.

    Each step runs in its own transaction together with its ``user_version`` bump, so a crash
    mid-migration leaves the database at the last complete version and the next start resumes.
    ``conn`` must be in autocommit mode (``isolation_level=None``)."""
    target = len(MIGRATIONS) if upto is None else upto
    version: int = conn.execute("PRAGMA user_version").fetchone()[0]
    start = version
    while version < target:
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in _statements(MIGRATIONS[version]):
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {version + 1}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        version += 1
    return start


def _statements(script: str) -> list[str]:
    """A migration script split into statements (``executescript`` would commit on its own)."""
    out: list[str] = []
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            out.append(pending.strip())
            pending = ""
    if pending.strip():
        out.append(pending.strip())
    return out


# Named queries ---------------------------------------------------------------------------------
Q: dict[str, str] = {
    # The move journal
    "abandon_slot": "DELETE FROM game WHERE slot = ? AND status = 0",
    "game_insert": (
        "INSERT INTO game (id, slot, game, seed, players, status, assisted, started, app, options)"
        " VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?)"
    ),
    "seat_insert": "INSERT INTO seat (game_id, seat, name, kind, game, players) VALUES (?, ?, ?, ?, ?, ?)",
    "journal_put": "INSERT OR REPLACE INTO journal (game_id, step, action) VALUES (?, ?, ?)",
    "journal_cut": "DELETE FROM journal WHERE game_id = ? AND step >= ?",
    "journal_read": "SELECT step, action FROM journal WHERE game_id = ? ORDER BY step",
    "mark_assisted": "UPDATE game SET assisted = 1 WHERE id = ?",
    "playing_latest": (
        "SELECT id, game, seed, assisted, started, app, options FROM game WHERE slot = ? AND status = 0"
        " ORDER BY started DESC, id DESC LIMIT 1"
    ),
    "seats_of": "SELECT seat, name, kind, score, exact, place FROM seat WHERE game_id = ? ORDER BY seat",
    "game_delete": "DELETE FROM game WHERE id = ?",
    "game_delete_playing": "DELETE FROM game WHERE id = ? AND status = 0",
    "game_set_aside": "UPDATE game SET status = 2 WHERE id = ? AND status = 0",
    "game_status": "SELECT status, game, assisted, started FROM game WHERE id = ?",
    "game_finish": (
        "UPDATE game SET status = 1, ended = ?, assisted = max(assisted, ?), log = ? WHERE id = ? AND status = 0"
    ),
    "seat_finish": (
        "UPDATE seat SET score = ?, exact = ?, place = ?, won = ?, vs = ?,"
        " assisted = (SELECT assisted FROM game WHERE id = ?), ended = ?, cells = ?"
        " WHERE game_id = ? AND seat = ?"
    ),
    "journal_clear": "DELETE FROM journal WHERE game_id = ?",
    "tally_add": (
        "INSERT INTO tally (game, name, item, n, hits, total) VALUES (?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (game, name, item) DO UPDATE SET"
        " n = n + excluded.n, hits = hits + excluded.hits, total = total + excluded.total"
    ),
    "tally_prune": "DELETE FROM tally WHERE game = ? AND name = ? AND n <= 0",
    "streak_add": (
        "INSERT INTO streak (game, name, current, longest, last, stale) VALUES (?, ?, ?, ?, ?, 0)"
        " ON CONFLICT (game, name) DO UPDATE SET"
        " current = CASE WHEN excluded.last <= last THEN current"
        "  WHEN excluded.current = 1 THEN current + 1 ELSE 0 END,"
        " longest = CASE WHEN excluded.last <= last THEN longest"
        "  ELSE max(longest, CASE WHEN excluded.current = 1 THEN current + 1 ELSE 0 END) END,"
        " stale = CASE WHEN excluded.last <= last THEN 1 ELSE stale END,"
        " last = max(last, excluded.last)"
    ),
    "streak_stale": "UPDATE streak SET stale = 1 WHERE game = ? AND name = ?",
    "streak_get": "SELECT current, longest, stale FROM streak WHERE game = ? AND name = ?",
    "streak_put": "INSERT OR REPLACE INTO streak (game, name, current, longest, last, stale) VALUES (?, ?, ?, ?, ?, 0)",
    "board_add": "INSERT INTO board (day, game, initials, score, exact, at) VALUES (?, ?, ?, ?, ?, ?)",
    "board_top": (
        "SELECT initials, score, exact, at FROM board WHERE day = ? AND game = ? ORDER BY score DESC, at LIMIT ?"
    ),
    "board_stale": "DELETE FROM board WHERE day != ?",
    "board_clear": "DELETE FROM board",
    "board_seed_add": "INSERT OR IGNORE INTO board_seed (day, seed) VALUES (?, ?)",
    "board_seed_stale": "DELETE FROM board_seed WHERE day != ?",
    "meta_get": "SELECT value FROM meta WHERE key = ?",
    "meta_put": "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
    "sessions_open": "SELECT count(*) FROM meta WHERE (key = 'open' OR key LIKE 'open:%') AND value != '0'",
    "sessions_reset": "UPDATE meta SET value = '0' WHERE key = 'open' OR key LIKE 'open:%'",
    "sessions_reset_but": "UPDATE meta SET value = '0' WHERE (key = 'open' OR key LIKE 'open:%') AND key != ?",
    "game_to_carry": (
        "SELECT id, slot, game, seed, players, assisted, started, app, options FROM game WHERE id = ? AND status = 0"
    ),
    # History
    "history_page": (
        "SELECT id, game, seed, players, assisted, started, ended, app FROM game"
        " WHERE status = 1 {where} ORDER BY ended DESC, id DESC LIMIT ? OFFSET ?"
    ),
    "history_where_game": " AND game = ?",
    "history_after": " AND (ended < ? OR (ended = ? AND id < ?))",
    "history_count": "SELECT count(*) FROM game WHERE status = 1 {where}",
    "history_ids_player": (
        "SELECT game_id FROM seat INDEXED BY seat_player"
        " WHERE name = ? AND kind = 'human' AND score IS NOT NULL{after}"
        " ORDER BY ended DESC, game_id DESC LIMIT ? OFFSET ?"
    ),
    "history_ids_player_game": (
        "SELECT game_id FROM seat INDEXED BY seat_stats"
        " WHERE game = ? AND name = ? AND kind = 'human' AND score IS NOT NULL{after}"
        " ORDER BY ended DESC, game_id DESC LIMIT ? OFFSET ?"
    ),
    "history_count_player": "SELECT sum(n) FROM tally WHERE game = ? AND name = ? AND item = 'g'",
    "history_count_player_all": "SELECT sum(n) FROM tally WHERE name = ? AND item = 'g'",
    "games_by_id": (
        "SELECT id, game, seed, players, assisted, started, ended, app FROM game WHERE status = 1 AND id IN ({marks})"
    ),
    "seats_of_many": (
        "SELECT game_id, seat, name, kind, score, exact, place FROM seat"
        " WHERE game_id IN ({marks}) ORDER BY game_id, seat"
    ),
    "finished_one": (
        "SELECT id, game, seed, players, assisted, started, ended, app, log, options FROM game"
        " WHERE id = ? AND status = 1"
    ),
    "cells_of": "SELECT seat, name, kind, cells FROM seat WHERE game_id = ? ORDER BY seat",
    "seat_rows_of": "SELECT name, kind, score, won, vs, ended, cells FROM seat WHERE game_id = ? ORDER BY seat",
    "player_names": "SELECT DISTINCT name FROM tally WHERE item = 'g' AND n > 0 {where} ORDER BY name",
    # High scores
    "high_scores": (
        "SELECT s.game_id, s.seat, s.name, s.score, s.exact, s.ended FROM seat AS s"
        " WHERE s.game = ? AND s.players = ? AND s.assisted = ? AND s.score IS NOT NULL AND s.kind = 'human'"
        " ORDER BY s.score DESC, s.ended ASC, s.game_id, s.seat LIMIT ?"
    ),
    "seed_board": (
        "SELECT s.game_id, s.seat, s.name, s.score, s.exact, s.ended FROM game AS g"
        " JOIN seat AS s ON s.game_id = g.id"
        " WHERE g.seed = ? AND g.game = ? AND g.status = 1 AND g.assisted = 0 AND s.kind = 'human'"
        " ORDER BY s.score DESC, s.ended ASC, s.game_id, s.seat LIMIT ?"
    ),
    "seat_result": (
        "SELECT name, kind, score, assisted, ended, game FROM seat WHERE game_id = ? AND seat = ? AND score IS NOT NULL"
    ),
    "personal_better": (
        "SELECT count(*) FROM seat WHERE game = ? AND name = ? AND assisted = 0 AND score > ?"
        " AND score IS NOT NULL AND kind = 'human'"
    ),
    "personal_count": (
        "SELECT count(*), max(score) FROM seat WHERE game = ? AND name = ? AND assisted = 0"
        " AND score IS NOT NULL AND kind = 'human'"
    ),
    "personal_best_before": (
        "SELECT max(score) FROM seat WHERE game = ? AND name = ? AND assisted = 0"
        " AND score IS NOT NULL AND kind = 'human' AND (ended < ? OR (ended = ? AND game_id <> ?))"
    ),
    # Statistics (the running sums, and single index seeks)
    "stats_tally": "SELECT item, n, hits, total FROM tally WHERE game = ? AND name = ?",
    "stats_best": ("SELECT max(score) FROM seat WHERE game = ? AND name = ? AND kind = 'human' AND score IS NOT NULL"),
    "stats_worst": ("SELECT min(score) FROM seat WHERE game = ? AND name = ? AND kind = 'human' AND score IS NOT NULL"),
    "stats_first": (
        "SELECT min(ended) FROM seat INDEXED BY seat_stats"
        " WHERE game = ? AND name = ? AND kind = 'human' AND score IS NOT NULL"
    ),
    "stats_last": (
        "SELECT max(ended) FROM seat INDEXED BY seat_stats"
        " WHERE game = ? AND name = ? AND kind = 'human' AND score IS NOT NULL"
    ),
    "stats_median": (
        "SELECT score FROM seat INDEXED BY seat_scores"
        " WHERE game = ? AND name = ? AND kind = 'human' AND score IS NOT NULL"
        " ORDER BY score LIMIT ? OFFSET ?"
    ),
    "stats_games": (
        "SELECT ended, score FROM seat INDEXED BY seat_stats"
        " WHERE game = ? AND name = ? AND kind = 'human' AND score IS NOT NULL ORDER BY ended, game_id"
    ),
    "stats_wins": (
        "SELECT won, ended FROM seat INDEXED BY seat_stats"
        " WHERE game = ? AND name = ? AND kind = 'human' AND score IS NOT NULL AND won IS NOT NULL"
        " ORDER BY ended, game_id"
    ),
}
