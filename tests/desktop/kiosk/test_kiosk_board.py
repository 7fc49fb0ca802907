"""The kiosk's daily board: off unless kiosk.ini asks; today's ten best per
game with three-letter initials, typed on screen keys or a keyboard; gone the next day and on
staff request behind the PIN; a broken board file set aside; nothing else of visitors kept."""

from __future__ import annotations

import datetime as dt
import random
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog
from qt_helpers import open_kiosk

import engine
from desktop.base.settings import Settings
from desktop.kiosk.board import SKIPPED, BoardKeeper, InitialsDialog, StaffDialog
from desktop.kiosk.config import KioskConfig, load_config
from desktop.kiosk.keypad import PinDialog
from desktop.kiosk.mode import KioskMode
from desktop.kiosk.pin import hash_pin
from desktop.records import DATABASE_NAME
from desktop.records.board import DailyBoard
from desktop.records.storage import data_dir

PIN = "2468"
FAST_HASH = hash_pin(PIN, rounds=1_000)


def _ini(tmp_path: Path, line: str) -> KioskConfig:
    path = tmp_path / "kiosk.ini"
    path.write_text(f"[kiosk]\n{line}\n", encoding="utf-8")
    path.chmod(0o644)
    return load_config((path,))


def test_the_board_is_off_unless_asked_and_a_bad_value_keeps_it_off(tmp_path: Path) -> None:
    assert not _ini(tmp_path, "idle_timeout = 60").daily_board
    assert _ini(tmp_path, "daily_board = yes").daily_board
    config = _ini(tmp_path, "daily_board = maybe")
    assert config.enabled and not config.daily_board, "the kiosk stays locked, without a board"
    assert any("daily_board" in p for p in config.problems)


def test_top_ten_a_day_and_nothing_from_yesterday(tmp_path: Path) -> None:
    day = [dt.date(2026, 11, 23)]
    board = DailyBoard(tmp_path / "board.sqlite3", today=lambda: day[0])
    for i in range(10):
        assert board.rank_of("match", 100 + i) is not None
        board.add("match", "ABC", 100 + i)
    assert board.rank_of("match", 100) is None, "a tie with the tenth does not push it off"
    assert board.rank_of("match", 101) == 10 and board.rank_of("match", 500) == 1
    assert [e.score for e in board.top("match", 3)] == [109, 108, 107]
    board.add("triple-dice", "xyz", Fraction(57, 2))
    assert board.top("triple-dice")[0].initials == "XYZ" and board.top("triple-dice")[0].score == Fraction(57, 2)
    for bad in ("AB", "ABCD", "A1C", "ÄBC", "<b>", ""):
        with pytest.raises(ValueError, match="three letters"):
            board.add("match", bad, 200)
    day[0] = dt.date(2026, 11, 24)  # the kiosk ran through the night
    assert board.top("match") == [] and board.rank_of("match", 1) == 1
    count = board.conn.execute("SELECT count(*) FROM board").fetchone()[0]
    assert count == 0, "yesterday's initials do not stay on the disk either"


def test_a_broken_board_file_is_set_aside_and_a_new_board_started(tmp_path: Path) -> None:
    path = tmp_path / "board.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    board = DailyBoard(path)
    assert "could not be used" in board.notice and "kept as board.sqlite3.bad-" in board.notice
    [kept] = tmp_path.glob("board.sqlite3.bad-*")
    assert kept.read_bytes().startswith(b"this is not")
    assert board.add("dice-dash", "ABC", 50) and board.top("dice-dash")[0].initials == "ABC"


@pytest.fixture
def kiosk(qtbot, settings: Settings, tmp_path: Path) -> Any:
    config = KioskConfig(enabled=True, pin_hash=FAST_HASH, daily_board=True)
    _, kiosk = open_kiosk(qtbot, settings, config, DailyBoard(tmp_path / "board.sqlite3"))
    yield kiosk
    kiosk.unlocked = True


def _finish(kiosk: KioskMode, game: str, count: int, seed: int = 1) -> None:
    kiosk.start_game(game, count)
    c = kiosk.window.controller  # type: ignore[union-attr]
    rng = random.Random(seed)
    while c.state.phase != "finished":
        seat = c.state.current_player
        if c.played_by(seat) != "human":
            c.move_by_program(rng.choice(engine.legal_actions(c.state)), seat)
        else:
            c.move_by_person(rng.choice(engine.legal_actions(c.state)), seat)


@pytest.mark.slow
def test_a_good_score_asks_for_initials_by_screen_keys_and_shows_them(qtbot, kiosk: KioskMode) -> None:
    keeper = kiosk.findChild(BoardKeeper)
    asked: list[InitialsDialog] = []

    def by_fingers(dialog: QDialog) -> int:
        assert isinstance(dialog, InitialsDialog)
        asked.append(dialog)
        for letter in "QZX":
            qtbot.mouseClick(dialog.keys[letter], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(dialog.keys["A"], Qt.MouseButton.LeftButton)  # a fourth letter is not taken
        assert not dialog.save_button.isEnabled() or dialog.edit.text() == "QZX"
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    keeper.ask = by_fingers
    _finish(kiosk, "dice-dash", 1)
    qtbot.waitUntil(lambda: bool(asked))
    total = engine.outcome(kiosk.window.controller.state).totals[0]  # type: ignore[union-attr]
    [entry] = kiosk.board.top("dice-dash")  # type: ignore[union-attr]
    assert (entry.initials, entry.score) == ("QZX", total)
    kiosk.show_start_screen()
    assert "1. QZX" in keeper.panel.lists["dice-dash"].text()


@pytest.mark.slow
def test_keyboard_initials_skip_and_the_idle_reset(qtbot, kiosk: KioskMode) -> None:
    keeper = kiosk.findChild(BoardKeeper)
    answers = iter(["skip", "keys"])

    def answer(dialog: QDialog) -> int:
        assert isinstance(dialog, InitialsDialog)
        how = next(answers)
        if how == "skip":
            qtbot.mouseClick(dialog.skip_button, Qt.MouseButton.LeftButton)
            return SKIPPED
        qtbot.keyClicks(dialog.edit, "k9m;l")
        assert dialog.edit.text() == "KML", "letters only, upper-cased"
        qtbot.keyClick(dialog.edit, Qt.Key.Key_Return)
        return dialog.result()

    keeper.ask = answer
    _finish(kiosk, "match", 2)  # two people: the first skips, the second types
    qtbot.waitUntil(lambda: bool(kiosk.board.top("match")))  # type: ignore[union-attr]
    assert [e.initials for e in kiosk.board.top("match")] == ["KML"]  # type: ignore[union-attr]

    # The idle reset closes the prompt half-typed: nothing is saved, nobody else is asked.
    kiosk.board.clear()  # type: ignore[union-attr]
    keeper.ask = lambda dialog: (dialog.show(), QTimer.singleShot(0, kiosk.show_start_screen), dialog.exec())[2]
    dialogs: list[QDialog] = []
    real = keeper.ask
    keeper.ask = lambda dialog: (dialogs.append(dialog), dialog.edit.setText("AB"), real(dialog))[2]
    _finish(kiosk, "match", 2, seed=5)
    qtbot.waitUntil(lambda: bool(dialogs))
    qtbot.wait(50)
    assert len(dialogs) == 1 and kiosk.board.top("match") == []  # type: ignore[union-attr]


def test_staff_clear_the_board_behind_the_pin_and_stay_locked(qtbot, kiosk: KioskMode, monkeypatch) -> None:
    kiosk.board.add("dicegame", "ABC", 300)  # type: ignore[union-attr]
    keeper = kiosk.findChild(BoardKeeper)
    keeper.ask = lambda dialog: StaffDialog.CLEAR
    monkeypatch.setattr(PinDialog, "exec", lambda self: 0)  # a wrong PIN, or cancelled
    assert not kiosk.ask_pin() and kiosk.board.top("dicegame"), "no PIN, no staff menu"  # type: ignore[union-attr]
    monkeypatch.setattr(PinDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    assert not kiosk.ask_pin() and not kiosk.unlocked, "clearing the board keeps the kiosk locked"
    assert kiosk.board.top("dicegame") == []  # type: ignore[union-attr]
    assert "No scores yet today" in keeper.panel.lists["dicegame"].text()
    keeper.ask = lambda dialog: StaffDialog.EXIT
    assert kiosk.ask_pin() and kiosk.unlocked


@pytest.mark.slow
def test_nothing_else_of_visitors_is_kept(qtbot, kiosk: KioskMode) -> None:
    keeper = kiosk.findChild(BoardKeeper)
    keeper.ask = lambda dialog: SKIPPED

    def files() -> dict[str, float]:
        folder = data_dir()
        return {p.name: p.stat().st_mtime for p in folder.glob(f"{DATABASE_NAME}*")} if folder.exists() else {}

    before = files()
    _finish(kiosk, "dicegame", 1)
    _finish(kiosk, "triple-dice", 2)
    QApplication.processEvents()
    assert files() == before, "no records database is made or written in kiosk mode"
    assert kiosk.window.controller.store is None  # type: ignore[union-attr]
