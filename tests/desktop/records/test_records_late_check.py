"""The records' full check is made beside play, never before it.

After a session that did not close (and weekly) the whole file is checked: 1.4 s at 100,000
games, too long to hold the window's thread and the game. So the window opens with the cheap
checks only and a thread of its own makes the full one while the game is played; what it finds is told
when it is in, and damage is dealt with as at an open (set aside as found, a new database
started), with the game in progress carried over. These tests hold the check at a gate the test
opens, so they never depend on how fast anything is.
"""

from __future__ import annotations

import random
import sqlite3
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from games_in_progress import dicegame_in_progress
from PySide6.QtWidgets import QApplication

import engine
from desktop import app as app_module
from desktop.base.settings import Settings
from desktop.records import DATABASE_NAME, Records, checkup, safe_open, storage
from desktop.session.controller import GameController
from desktop.session.journal import GameJournal
from desktop.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]
GAMES = 400
"""Finished games in the profile: enough pages for a check worth the name, made in a second."""
MOVES = 12


@dataclass
class Gate:
    """Stands in for ``safe_open.check``: writes down the thread it runs in and, off the main
    thread, waits for the test to open the gate before making the real check. On the main thread
    (the code before this change) it never waits, so that code fails the test instead of hanging."""

    real: Callable[[sqlite3.Connection], None]
    opened: threading.Event = field(default_factory=threading.Event)
    threads: list[threading.Thread] = field(default_factory=list)

    def __call__(self, conn: sqlite3.Connection) -> None:
        self.threads.append(threading.current_thread())
        if threading.current_thread() is not threading.main_thread():
            assert self.opened.wait(120), "the test never opened the gate"
        self.real(conn)


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[Gate]:
    made = Gate(safe_open.check)
    monkeypatch.setattr(safe_open, "check", made)
    yield made
    made.opened.set()  # never leave a check waiting behind the test


def big_profile(folder: Path) -> Path:
    """``GAMES`` finished Dicegames (the records benchmark's maker) and a game in progress whose
    window died: its session is still marked open, as the app finds after a crash."""
    sys.path.insert(0, str(ROOT / "tests" / "benchmarks"))
    import records_bench

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / DATABASE_NAME
    pool = [(state, engine.outcome(state)) for state in (records_bench.plausible_game(s, ["Ann", "Bot"])
                                                         for s in range(8))]
    records_bench.big_database(path, GAMES, pool)
    records = Records.open(path)
    dicegame_in_progress(records, MOVES)
    records.conn.close()  # the process died: close() never ran, open:main stays "1"
    return path


def open_window(qtbot: Any, settings: Settings, folder: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """The window as the launcher opens it: the profile claimed and the journal opened by
    ``app.open_journal`` on the data folder, the saved game resumed, the records' banner put up."""
    monkeypatch.setattr(storage, "data_dir", lambda: folder)
    window = MainWindow(GameController(None), settings)
    qtbot.addWidget(window)
    window.show()
    assert app_module.open_journal(window)
    assert window.controller.restore_saved(), "the game in progress resumes"
    window.settle()
    app_module.show_records_state(QApplication.instance(), window)
    return window


def journal_length(path: Path) -> int:
    """How many moves the file's journal holds, read as another program would."""
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return int(conn.execute("SELECT count(*) FROM journal").fetchone()[0])
    finally:
        conn.close()


@pytest.mark.slow
def test_after_a_crash_the_full_check_runs_off_the_gui_thread_while_the_game_is_played(
        qtbot, settings: Settings, tmp_path: Path, gate: Gate, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "profile"
    path = big_profile(folder)
    window = open_window(qtbot, settings, folder, monkeypatch)
    journal = window.controller.store
    assert isinstance(journal, GameJournal)
    qtbot.waitUntil(lambda: bool(gate.threads))
    assert gate.threads[0] is not threading.main_thread(), "the full check ran on the GUI thread"
    assert journal.check.running, "the check is still under way"
    c = window.controller
    assert c.move_by_program(engine.legal_actions(c.state)[0]), "the game is playable while the check runs"
    assert journal_length(path) == MOVES + 1, "the move is journaled before the check has finished"
    gate.opened.set()
    qtbot.waitUntil(lambda: not journal.check.running)
    assert journal.records.kept and not journal.records.notice and not window.records_banner.isVisible()
    assert c.move_by_program(engine.legal_actions(c.state)[0])
    journal.close()
    gate.threads.clear()
    Records.open(path).close()
    assert gate.threads == [], "the check that passed was recorded: the next start owes none"


@pytest.mark.slow
def test_damage_the_late_check_finds_is_told_and_set_aside_as_found_and_play_goes_on(
        qtbot, settings: Settings, tmp_path: Path, gate: Gate, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "profile"
    path = big_profile(folder)
    conn = sqlite3.connect(path)
    root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'tally'").fetchone()[0]
    conn.close()
    with path.open("r+b") as handle:  # a page only the full check reads
        handle.seek((root - 1) * 4096)
        handle.write(bytes(random.Random(7).randrange(256) for _ in range(4096)))
    damaged = path.read_bytes()
    window = open_window(qtbot, settings, folder, monkeypatch)
    journal = window.controller.store
    c = window.controller
    qtbot.waitUntil(lambda: bool(gate.threads))
    assert gate.threads[0] is not threading.main_thread(), "the full check ran on the GUI thread"
    assert c.move_by_program(engine.legal_actions(c.state)[0]), "played before the check has finished"
    gate.opened.set()
    qtbot.waitUntil(lambda: not journal.check.running)
    moved = journal.records.moved_to
    assert moved is not None and moved.read_bytes() == damaged, "set aside exactly as it was found"
    said = window.status_label.text()
    assert moved.name in said and "new, empty one was started" in said, said
    assert journal.records.kept and not window.records_banner.isVisible()
    assert c.move_by_program(engine.legal_actions(c.state)[0]), "play goes on, in the new database"
    journal.close()
    back = Records.open(path, verify="off", session=None)
    unfinished = back.resume()
    back.close()
    assert unfinished is not None and unfinished.log == tuple(a.to_json() for a in c.state.log), \
        "the game in progress was carried into the new database, every move of it"


def test_the_check_is_owed_only_when_due_and_stays_owed_until_it_is_made(tmp_path: Path) -> None:
    path = tmp_path / DATABASE_NAME
    Records.open(path).close()
    quiet = Records.open(path, verify="later")
    assert quiet.owed is None, "closed properly and checked lately: nothing owed"
    quiet.conn.close()  # dies
    owed = Records.open(path, verify="later")
    assert owed.owed is not None
    owed.close()  # closed before any verdict: it must not vouch for the file
    again = Records.open(path, verify="later")
    assert again.owed is not None, "the next start still owes the check"
    stop = checkup.Stop()
    stop()
    assert not checkup.run(again.owed, stop).made, "a check stopped before it began is not made"
    assert again.settle(checkup.run(again.owed)) == "" and again.owed is None
    again.close()
    assert Records.open(path, verify="later").owed is None, "made and passed: the marks are cleared"


def test_a_window_closed_before_the_verdict_leaves_the_check_owed(tmp_path: Path, gate: Gate) -> None:
    path = tmp_path / DATABASE_NAME
    Records.open(path).conn.close()  # a window died
    journal = GameJournal(tmp_path, app_version="t")
    assert journal.check.running
    gate.opened.set()
    journal.close()  # the verdict may be in, but the event loop never applied it
    assert Records.open(path, verify="later").owed is not None


def test_the_check_runs_in_any_thread_on_its_own_connection(tmp_path: Path) -> None:
    """``checkup.run`` is Qt-free and touches no ``Records``: a plain thread makes it."""
    path = tmp_path / DATABASE_NAME
    Records.open(path).conn.close()
    records = Records.open(path, verify="later")
    assert records.owed is not None
    found: list[checkup.Verdict] = []
    worker = threading.Thread(target=lambda: found.append(checkup.run(records.owed)))  # type: ignore[arg-type]
    worker.start()
    worker.join()
    assert found[0].made and found[0].problem is None
    records.settle(found[0])
    records.close()
