"""The records store: migrations, the move journal, damaged, locked, full and read-only databases."""

from __future__ import annotations

import os
import random
import sqlite3
import sys
from pathlib import Path

import pytest

import engine
from desktop.records import Records, db
from desktop.records.codec import decode_log, encode_log


def _play(records: Records, game: str, seed: int, players: list[str], seats: list[str],
          rng: random.Random, finish: bool = True) -> tuple[int, object]:
    state = engine.new_game(game, seed, players)
    game_id = records.begin_game(game, seed, players, seats, "test")
    while state.phase != "finished":
        action = rng.choice(engine.legal_actions(state))
        state = engine.apply(state, action)
        assert records.journal(game_id, len(state.log) - 1, action)
        if not finish and len(state.log) > 30:
            return game_id, state
    if finish:
        assert records.finish(game_id, engine.outcome(state), state.log)
    return game_id, state


def _version(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


# Migrations ------------------------------------------------------------------------------------
@pytest.mark.parametrize("version", range(db.LATEST))
def test_every_older_version_upgrades(tmp_path: Path, version: int) -> None:
    path = tmp_path / "records.sqlite3"
    if version == 0:  # version 0: a database with no tables yet (a 0-byte file is told: test_records_faults.py)
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("PRAGMA journal_mode = WAL")
        conn.close()
    else:
        conn = sqlite3.connect(path, isolation_level=None)
        db.migrate(conn, upto=version)
        conn.close()
    assert _version(path) == version
    records = Records.open(path)
    assert records.kept and not records.notice, records.problem
    assert _version(path) == db.LATEST
    game_id, _state = _play(records, "dice-dash", 7, ["Ann"], ["human"], random.Random(1))
    assert records.history()[0].game_id == game_id
    records.close()


def test_a_new_version_can_be_appended_and_keeps_the_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "records.sqlite3"
    records = Records.open(path)
    game_id, _ = _play(records, "dice-dash", 7, ["Ann"], ["human"], random.Random(1))
    records.close()
    v2 = "ALTER TABLE game ADD COLUMN note TEXT;\nUPDATE game SET note = 'kept';"
    monkeypatch.setattr(db, "MIGRATIONS", (*db.MIGRATIONS, v2))
    monkeypatch.setattr(db, "LATEST", db.LATEST + 1)
    records = Records.open(path)
    assert records.kept
    assert _version(path) == db.LATEST
    assert records.conn.execute("SELECT note FROM game WHERE id = ?", (game_id,)).fetchone() == ("kept",)
    assert records.history()[0].game_id == game_id
    records.close()


def test_a_failing_migration_leaves_the_last_complete_version(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "records.sqlite3"
    Records.open(path).close()
    broken = "CREATE TABLE half (a);\nCREATE TABL oops (b);"
    monkeypatch.setattr(db, "MIGRATIONS", (*db.MIGRATIONS, broken))
    conn = sqlite3.connect(path, isolation_level=None)
    with pytest.raises(sqlite3.OperationalError):
        db.migrate(conn, upto=len(db.MIGRATIONS))
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(db.MIGRATIONS) - 1
    assert conn.execute("SELECT name FROM sqlite_master WHERE name = 'half'").fetchone() is None
    conn.close()


def test_a_newer_database_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    Records.open(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {db.LATEST + 1}")
    conn.close()
    records = Records.open(path)
    assert not records.kept and records.stand_in
    assert "newer Dicebox" in records.problem and f"version {db.LATEST + 1}" in records.problem
    _play(records, "dice-dash", 3, ["Ann"], ["human"], random.Random(2))  # play goes on
    records.close()
    assert _version(path) == db.LATEST + 1
    assert sorted(p.name for p in tmp_path.iterdir() if ".bad-" in p.name) == []


def test_wal_and_foreign_keys_are_on(tmp_path: Path) -> None:
    records = Records.open(tmp_path / "records.sqlite3")
    assert records.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert records.conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert records.conn.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL, see store.py
    with pytest.raises(ValueError, match="NORMAL or FULL"):
        Records.open(tmp_path / "other.sqlite3", synchronous="OFF")
    records.close()


# The journal -----------------------------------------------------------------------------------
def test_journal_resume_undo_and_finish(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    records = Records.open(path)
    rng = random.Random(5)
    game_id, state = _play(records, "dicegame", 99, ["Ann", "Bot"], ["human", "good"], rng, finish=False)
    records.close()

    records = Records.open(path)
    unfinished = records.resume()
    assert unfinished is not None and unfinished.game_id == game_id
    assert (unfinished.game, unfinished.seed, unfinished.players, unfinished.seats) == (
        "dicegame", 99, ("Ann", "Bot"), ("human", "good"))
    assert list(unfinished.log) == [a.to_json() for a in state.log]
    assert unfinished.final_state() == state
    assert not unfinished.assisted

    # Undo two actions: the journal holds the live line of play, and a redo writes them again.
    records.truncate_journal(game_id, len(state.log) - 2)
    records.mark_assisted(game_id)
    shorter = records.resume()
    assert shorter is not None and shorter.assisted
    assert list(shorter.log) == [a.to_json() for a in state.log[:-2]]
    records.journal(game_id, len(state.log) - 2, state.log[-2])
    records.journal(game_id, len(state.log) - 1, state.log[-1])
    again = records.resume()
    assert again is not None and list(again.log) == [a.to_json() for a in state.log]

    # Journaling at a step rewrites the line from there (a different move after an undo).
    records.journal(game_id, 3, state.log[3])
    assert len(records.resume().log) == 4  # type: ignore[union-attr]
    records.rewrite_journal(game_id, state.log)
    final = records.resume().final_state()  # type: ignore[union-attr]
    while final.phase != "finished":
        action = rng.choice(engine.legal_actions(final))
        final = engine.apply(final, action)
        records.journal(game_id, len(final.log) - 1, action)
    assert records.finish(game_id, engine.outcome(final), final.log)
    assert records.resume() is None
    assert records.conn.execute("SELECT count(*) FROM journal").fetchone()[0] == 0
    finished = records.finished_game(game_id)
    assert finished is not None and list(finished.log) == [a.to_json() for a in final.log]
    assert finished.assisted
    assert [s.score for s in finished.seats] == list(engine.outcome(final).totals)
    records.close()


def test_a_new_game_abandons_the_unfinished_one_of_its_slot_only(tmp_path: Path) -> None:
    records = Records.open(tmp_path / "records.sqlite3")
    rng = random.Random(3)
    first, _ = _play(records, "match", 1, ["Ann"], ["human"], rng, finish=False)
    other = records.begin_game("match", 2, ["Ben"], ["human"], "test", slot="second")
    newer, _ = _play(records, "match", 3, ["Ann"], ["human"], rng, finish=False)
    assert records.resume().game_id == newer  # type: ignore[union-attr]
    assert records.resume("second").game_id == other  # type: ignore[union-attr]
    assert records.conn.execute("SELECT count(*) FROM game WHERE id = ?", (first,)).fetchone()[0] == 0
    assert records.conn.execute("SELECT count(*) FROM journal WHERE game_id = ?", (first,)).fetchone()[0] == 0
    assert records.abandon(newer)
    assert records.resume() is None
    records.close()


def test_log_codec_round_trips_every_game_and_falls_back_to_json() -> None:
    rng = random.Random(11)
    for game in ("dice-dash", "dicegame", "match", "triple-dice"):
        players = ["A"] if game == "dice-dash" else ["A", "B"]
        state = engine.new_game(game, rng.randrange(10**6), players)
        while state.phase != "finished":
            state = engine.apply(state, rng.choice(engine.legal_actions(state)))
        blob = encode_log(state.log)
        assert blob[:2] == b"D1"
        assert decode_log(blob) == [a.to_json() for a in state.log]
    odd = [{"type": "roll"}, {"type": "score", "category": "a/b"}, {"type": "toggleHold", "dieIndex": True},
           {"type": "future", "x": [1, 2]}]
    blob = encode_log(odd)
    assert blob[:2] == b"J1" and decode_log(blob) == odd
    with pytest.raises(ValueError, match="cannot be read"):
        decode_log(b"D1not zlib")


# Damage ----------------------------------------------------------------------------------------
def _damaged(tmp_path: Path, how: str) -> Path:
    path = tmp_path / "records.sqlite3"
    records = Records.open(path)
    for i in range(20):
        _play(records, "dice-dash", i, ["Ann"], ["human"], random.Random(i))
    records.close()
    data = path.read_bytes()
    if how == "junk":
        path.write_bytes(b"this is not a database at all " * 200)
    elif how == "truncated":
        path.write_bytes(data[: len(data) // 3])
    elif how == "integrity":
        # Scribble over a page in the middle: the header stays valid, the b-trees do not.
        page = 4096
        path.write_bytes(data[: 3 * page] + bytes(range(256)) * 16 + data[4 * page:])
    return path


@pytest.mark.parametrize("how", ["junk", "truncated", "integrity"])
def test_a_damaged_database_is_set_aside_with_its_companions(tmp_path: Path, how: str) -> None:
    path = _damaged(tmp_path, how)
    original = path.read_bytes()
    if how != "truncated":  # (a cut-short file is told by its length only when no WAL holds pages)
        (tmp_path / "records.sqlite3-wal").write_bytes(b"old wal")
        (tmp_path / "records.sqlite3-shm").write_bytes(b"old shm")
    records = Records.open(path, verify="full" if how == "integrity" else "auto")
    assert records.kept and not records.problem
    moved = records.moved_to
    assert moved is not None and moved.name.startswith("records.sqlite3.bad-")
    assert moved.read_bytes() == original
    if how != "truncated":
        assert (tmp_path / (moved.name + "-wal")).read_bytes() == b"old wal"
        assert (tmp_path / (moved.name + "-shm")).exists()  # an index of the WAL, rebuilt from it
    assert moved.name in records.notice and str(tmp_path) in records.notice
    assert "new, empty one was started" in records.notice
    assert records.history_count() == 0
    _play(records, "dice-dash", 1, ["Ann"], ["human"], random.Random(1))
    assert records.history_count() == 1
    records.close()


def _scribble(path: Path) -> None:
    data = path.read_bytes()
    page = 4096
    path.write_bytes(data[: 3 * page] + bytes(range(256)) * 16 + data[4 * page:])


def test_when_the_full_check_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from desktop.records import safe_open

    calls: list[int] = []
    real = safe_open.check
    monkeypatch.setattr(safe_open, "check", lambda conn: (calls.append(1), real(conn)))
    path = tmp_path / "records.sqlite3"
    Records.open(path).close()
    assert calls == []  # a new database has nothing to check
    Records.open(path).close()
    assert calls == []  # closed properly last time, checked today
    left_open = Records.open(path)
    left_open.conn.close()  # the process died: close() never ran
    Records.open(path).close()
    assert len(calls) == 1
    safe_open.flag_for_check(path)
    Records.open(path).close()
    assert len(calls) == 2 and not (tmp_path / "records.sqlite3.check").exists()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value = '0' WHERE key = 'checked'")  # the last full check is old
    conn.commit()
    conn.close()
    Records.open(path).close()
    assert len(calls) == 3
    Records.open(path).close()
    assert len(calls) == 3


def test_a_tool_or_another_window_closing_never_vouches_for_a_window_still_open(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The command line (``dicebox stats``) and a second window on another slot open the same
    database while a window plays; their clean close must not clear the playing window's mark,
    or that window's crash would go unchecked."""
    from desktop.records import safe_open

    calls: list[int] = []
    real = safe_open.check
    monkeypatch.setattr(safe_open, "check", lambda conn: (calls.append(1), real(conn)))
    path = tmp_path / "records.sqlite3"
    Records.open(path).close()
    window = Records.open(path)  # the main window plays...
    Records.open(path, verify="off", session=None).close()  # ...`dicebox stats` runs and ends
    second = Records.open(path, verify="off", session="slot-2")  # ...a second window comes and goes
    second.close()
    window.conn.close()  # the main window dies: close() never runs
    Records.open(path).close()
    assert len(calls) == 1, "the dead window's session was still marked open"
    Records.open(path).close()
    assert len(calls) == 1, "a passing full check clears the marks of sessions that died"


def test_damage_after_a_crash_is_found_on_open(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    records = Records.open(path)
    for i in range(20):
        _play(records, "dice-dash", i, ["Ann"], ["human"], random.Random(i))
    records.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    records.conn.close()  # killed: never closed properly
    _scribble(path)
    reopened = Records.open(path)
    assert reopened.moved_to is not None and reopened.moved_to.name in reopened.notice
    reopened.close()


def test_damage_met_during_play_is_checked_at_the_next_open(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    records = Records.open(path)
    _play(records, "dice-dash", 1, ["Ann"], ["human"], random.Random(1))
    real = records.conn
    error = sqlite3.DatabaseError("database disk image is malformed")
    error.sqlite_errorname = "SQLITE_CORRUPT"  # type: ignore[attr-defined]

    class Damaged:
        def execute(self, *_args: object) -> None:
            raise error

    records.conn = Damaged()  # type: ignore[assignment]
    assert records.history() == []
    assert not records.kept and "set aside when Dicebox next starts" in records.problem
    assert (tmp_path / "records.sqlite3.check").exists()
    records.conn = real
    records.close()
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT value FROM meta WHERE key = 'open:main'").fetchone() == ("1",)  # not closed cleanly
    conn.close()


def test_a_second_damage_in_the_same_second_keeps_both(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    names = set()
    for _ in range(2):
        path.write_bytes(b"garbage" * 1000)
        records = Records.open(path)
        assert records.moved_to is not None
        names.add(records.moved_to.name)
        records.close()
    assert len(names) == 2 and all((tmp_path / n).read_bytes() == b"garbage" * 1000 for n in names)


def test_damage_that_cannot_be_moved_aside_keeps_the_file_and_play_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "records.sqlite3"
    path.write_bytes(b"garbage" * 1000)
    from desktop.records import safe_open

    def refuse(_path: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(safe_open, "set_aside", refuse)
    records = Records.open(path)
    assert not records.kept and records.stand_in
    assert "could not be moved aside" in records.problem and "Permission denied" in records.problem
    assert path.read_bytes() == b"garbage" * 1000
    _play(records, "dice-dash", 1, ["Ann"], ["human"], random.Random(1))
    records.close()


# Locked, full, read-only -----------------------------------------------------------------------
@pytest.mark.slow
def test_a_database_locked_by_another_program_is_not_touched(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("CREATE TABLE theirs (x)")
    other.execute("INSERT INTO theirs VALUES (1)")  # holds the exclusive lock from here on
    records = Records.open(path)
    assert not records.kept and records.stand_in and "locked" in records.problem
    assert records.moved_to is None and not list(tmp_path.glob("*.bad-*"))
    _play(records, "dice-dash", 1, ["Ann"], ["human"], random.Random(1))  # play goes on in memory
    records.close()
    other.close()


def test_a_write_blocked_by_another_writer_is_kept_and_written_later(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    records = Records.open(path)
    game_id = records.begin_game("dice-dash", 5, ["Ann"], ["human"], "test")
    other = sqlite3.connect(path, isolation_level=None, timeout=0)
    other.execute("BEGIN IMMEDIATE")
    assert records.journal(game_id, 0, {"type": "roll"}) is False
    assert not records.kept and "locked" in records.problem and records.pending == 2
    other.execute("COMMIT")
    other.close()
    assert records.journal(game_id, 1, {"type": "toggleHold", "dieIndex": 2})
    assert records.kept and records.problem == "" and records.pending == 0
    assert list(records.resume().log) == [{"type": "roll"}, {"type": "toggleHold", "dieIndex": 2}]  # type: ignore[union-attr]
    records.close()


def test_disk_full_keeps_play_going_and_catches_up(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    records = Records.open(path)
    rng = random.Random(8)
    pages = records.conn.execute("PRAGMA page_count").fetchone()[0]
    records.conn.execute(f"PRAGMA max_page_count = {pages + 2}")  # the disk fills up soon
    played = []
    results: list[bool] = []
    while len(played) < 40 and results.count(False) < 50:
        state = engine.new_game("match", len(played), ["Ann", "Bob"])
        game_id = records.begin_game("match", len(played), ["Ann", "Bob"], ["human", "good"], "test")
        while state.phase != "finished":
            action = rng.choice(engine.legal_actions(state))
            state = engine.apply(state, action)
            results.append(records.journal(game_id, len(state.log) - 1, action))
        results.append(records.finish(game_id, engine.outcome(state), state.log))
        played.append((game_id, state))
    assert False in results and not records.kept and "disk is full" in records.problem
    assert records.pending > 0
    records.conn.execute("PRAGMA max_page_count = 1073741823")  # space again
    next_id = records.begin_game("match", 1, ["Ann"], ["human"], "test")
    assert records.kept and records.problem == "" and records.pending == 0
    assert records.history_count() == len(played)
    for game_id, state in played:
        finished = records.finished_game(game_id)
        assert finished is not None and list(finished.log) == [a.to_json() for a in state.log]
    assert records.resume().game_id == next_id  # type: ignore[union-attr]
    records.close()


def test_a_database_turned_read_only_mid_game_reports_and_keeps_moves(tmp_path: Path) -> None:
    records = Records.open(tmp_path / "records.sqlite3")
    game_id = records.begin_game("dice-dash", 5, ["Ann"], ["human"], "test")
    records.conn.execute("PRAGMA query_only = ON")
    assert records.journal(game_id, 0, {"type": "roll"}) is False
    assert not records.kept and "read-only" in records.problem
    assert records.history() == [] and records.stats("dice-dash", "Ann").games == 0  # reads still answer
    records.conn.execute("PRAGMA query_only = OFF")
    assert records.journal(game_id, 1, {"type": "roll"}) and records.kept
    assert len(records.resume().log) == 2  # type: ignore[union-attr]
    records.close()


def test_a_folder_that_cannot_hold_the_database_gives_a_stand_in(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    records = Records.open(blocker / "records.sqlite3")
    assert not records.kept and records.stand_in and "not being kept" in records.problem
    game_id, _ = _play(records, "dice-dash", 1, ["Ann"], ["human"], random.Random(1))
    assert records.history()[0].game_id == game_id  # in memory for this session
    assert not records.kept  # and it says so all along
    records.close()


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="root ignores file modes")
def test_a_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        records = Records.open(folder / "records.sqlite3")
        assert not records.kept and records.stand_in and "not being kept" in records.problem
        _play(records, "dice-dash", 1, ["Ann"], ["human"], random.Random(1))
        records.close()
    finally:
        folder.chmod(0o755)
