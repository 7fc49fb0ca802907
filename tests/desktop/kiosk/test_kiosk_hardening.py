"""Kiosk hardening: a weak or hand-made staff PIN hash is flagged to staff and
the next right PIN hands them one at today's strength; a replayed seed never makes the daily
board; a twitching pointer does not keep the last visitor's game on the table."""

from __future__ import annotations

import dataclasses
import functools
import logging
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QDialog
from qt_helpers import open_kiosk

import engine
from desktop.base.settings import Settings
from desktop.kiosk.board import BoardKeeper, InitialsDialog
from desktop.kiosk.config import KioskConfig, load_config
from desktop.kiosk.keypad import PinAdviceDialog
from desktop.kiosk.mode import KioskMode
from desktop.kiosk.pin import PBKDF2_ROUNDS, PinGate, hash_pin, hash_weakness, parse_hash, verify_pin
from desktop.records.board import DailyBoard
from desktop.session.controller import GameController
from desktop.window.main_window import MainWindow

PIN = "246802"
FAST_HASH = hash_pin(PIN, rounds=1_000)


@functools.cache
def strong_hash() -> str:
    """A hash at today's strength: made on first use (600,000 rounds), not while tests are collected."""
    return hash_pin(PIN)


WEAK_OR_HAND_MADE = {
    "fast": lambda: FAST_HASH,
    "one round short": lambda: hash_pin(PIN, rounds=PBKDF2_ROUNDS - 1),
    "8-byte salt": lambda: hash_pin(PIN, salt=b"12345678", rounds=PBKDF2_ROUNDS),
}


# The staff PIN ------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", WEAK_OR_HAND_MADE)
def test_a_weak_or_hand_made_hash_is_flagged_on_the_staff_line(kind: str, tmp_path: Path, caplog) -> None:
    stored = WEAK_OR_HAND_MADE[kind]()
    ini = tmp_path / "kiosk.ini"
    ini.write_text(f"[kiosk]\nkiosk = true\npin_hash = {stored}\n")
    with caplog.at_level(logging.WARNING, logger="dicebox.kiosk"):
        config = load_config((ini,))
    assert config.pin_hash == stored, "staff are not locked out by it"
    line = config.staff_line()
    assert "weaker than new ones" in line and str(parse_hash(stored)[0]) in line
    assert hash_weakness(stored) in line
    assert any("weaker" in r.getMessage() for r in caplog.records)


@pytest.mark.slow
def test_a_hash_at_today_strength_is_not_flagged() -> None:
    assert hash_weakness(strong_hash()) is None and hash_weakness(hash_pin(PIN, rounds=2 * PBKDF2_ROUNDS)) is None
    assert KioskConfig(enabled=True, pin_hash=strong_hash()).staff_line() == ""


@pytest.mark.slow
def test_the_next_right_pin_rehashes_a_weak_hash_at_today_strength() -> None:
    gate = PinGate(FAST_HASH)
    assert not gate.try_pin("000000")[0] and gate.advice == "" and gate.pin_hash == FAST_HASH
    assert gate.try_pin(PIN)[0]
    rounds, salt, _ = parse_hash(gate.stronger)
    assert (rounds, len(salt)) == (PBKDF2_ROUNDS, 16) and verify_pin(PIN, gate.stronger)
    assert gate.pin_hash == gate.stronger, "this session verifies at today's strength from now on"
    assert "1000 rounds" in gate.advice and "replace the pin_hash line" in gate.advice
    assert PIN not in gate.advice


@pytest.mark.slow
@pytest.mark.parametrize("pin", [*(pytest.param(p, marks=pytest.mark.slow) for p in ["1234", "12345", "1234567890123"]),
                                 "12ab56"])
def test_a_right_pin_outside_6_to_12_digits_is_flagged(pin: str) -> None:
    gate = PinGate(hash_pin(pin, rounds=PBKDF2_ROUNDS))  # a hand-made line: the app never makes one
    assert gate.try_pin(pin)[0]
    assert f"has {len(pin)} characters" in gate.advice and "6 to 12 digits" in gate.advice
    assert gate.stronger == "", "no re-hash makes a short PIN strong: staff are told to choose a new one"


@pytest.mark.slow
def test_a_good_pin_and_hash_say_nothing() -> None:
    gate = PinGate(strong_hash())
    assert gate.try_pin(PIN)[0] and gate.advice == "" and gate.stronger == ""


@pytest.mark.slow
def test_staff_see_the_stronger_line_behind_the_pin_before_the_kiosk_exits(qtbot, settings: Settings) -> None:
    kiosk = KioskMode(KioskConfig(enabled=True, pin_hash=FAST_HASH))
    window = MainWindow(GameController(None), settings, kiosk=kiosk)
    qtbot.addWidget(window)
    window.show()
    assert "weaker than new ones" in kiosk.start_screen.staff.text()
    shown: list[tuple[str, str]] = []

    def read(dialog: QDialog) -> int:
        assert isinstance(dialog, PinAdviceDialog)
        shown.append((dialog.text.text(), dialog.line.text()))
        qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
        return 1

    kiosk.ask = read

    def type_pin() -> None:
        dialog = kiosk.pin_dialog
        assert dialog is not None
        dialog.edit.setText(PIN)
        dialog.submit()

    from PySide6.QtCore import QTimer

    QTimer.singleShot(50, type_pin)
    assert kiosk.ask_pin()
    [(text, line)] = shown
    assert "replace the pin_hash line" in text
    assert line.startswith("pin_hash = pbkdf2_sha256$600000$") and verify_pin(PIN, line.split(" = ", 1)[1])
    assert QApplication.clipboard().text() == line


# The daily board ----------------------------------------------------------------------------

@pytest.fixture
def board_kiosk(qtbot, settings: Settings, tmp_path: Path) -> Any:
    config = KioskConfig(enabled=True, pin_hash=strong_hash(), daily_board=True)
    _, kiosk = open_kiosk(qtbot, settings, config, DailyBoard(tmp_path / "board.sqlite3"))
    yield kiosk
    kiosk.unlocked = True


def _play_out(kiosk: KioskMode) -> None:
    c = kiosk.window.controller  # type: ignore[union-attr]
    rng = random.Random(3)
    while c.state.phase != "finished":
        c.move_by_person(rng.choice(engine.legal_actions(c.state)), c.state.current_player)


@pytest.mark.slow
def test_play_again_with_the_same_seed_never_makes_the_board(qtbot, board_kiosk: KioskMode) -> None:
    keeper = board_kiosk.findChild(BoardKeeper)
    asked: list[InitialsDialog] = []

    def initials(dialog: QDialog) -> int:
        asked.append(dialog)  # type: ignore[arg-type]
        dialog.edit.setText("ABC")  # type: ignore[attr-defined]
        dialog.save()  # type: ignore[attr-defined]
        return dialog.result()

    keeper.ask = initials
    board_kiosk.start_game("dice-dash", 1)
    _play_out(board_kiosk)
    qtbot.waitUntil(lambda: len(asked) == 1)
    board_kiosk.window.controls.restart()  # type: ignore[union-attr]  -- the summary's "Play again (same seed)"
    _play_out(board_kiosk)
    qtbot.wait(50)
    assert len(asked) == 1, "a replay, whose every die was known, was offered a place on the board"
    assert len(board_kiosk.board.top("dice-dash")) == 1  # type: ignore[union-attr]


def test_a_seed_seen_today_in_any_game_or_before_a_restart_is_no_fresh_deal(tmp_path: Path) -> None:
    board = DailyBoard(tmp_path / "board.sqlite3")
    assert board.first_sighting(42) and not board.first_sighting(42)
    assert board.first_sighting(43)
    board.close()
    again = DailyBoard(tmp_path / "board.sqlite3")  # the kiosk restarted the same day
    assert not again.first_sighting(42) and again.first_sighting(2**63 - 1)
    again.clear()  # staff clear the scores; the seeds dealt stay dealt
    assert not again.first_sighting(43)


def test_seeds_are_forgotten_with_the_day(tmp_path: Path) -> None:
    import datetime as dt

    day = [dt.date(2025, 5, 1)]
    board = DailyBoard(tmp_path / "board.sqlite3", today=lambda: day[0])
    assert board.first_sighting(7)
    day[0] = dt.date(2025, 5, 2)
    assert board.first_sighting(7)
    assert board.conn.execute("SELECT COUNT(*) FROM board_seed").fetchone()[0] == 1


# The idle timer -----------------------------------------------------------------------------

class IdleTime:
    """The idle clock's time, moved by the test: the watcher reads it for a move's span, and its
    timer (stood in for) runs out when the test has moved it past the timeout. How fast a loaded
    machine delivers the events no longer decides whether a hand or a twitch was seen."""

    def __init__(self, watcher: Any, timeout_s: float) -> None:
        self.now, self.timeout, self.deadline, self.watcher = 1000.0, timeout_s, None, watcher
        watcher.clock = lambda: self.now
        watcher.timer = self  # start() and stop(), as the watcher and the kiosk call them

    def start(self) -> None:
        self.deadline = self.now + self.timeout

    def stop(self) -> None:
        self.deadline = None

    def advance(self, seconds: float) -> None:
        self.now += seconds
        if self.deadline is not None and self.now >= self.deadline:
            self.deadline = None
            self.watcher.idle.emit()


@pytest.fixture
def idle_kiosk(qtbot, settings: Settings) -> Any:
    config = dataclasses.replace(KioskConfig(enabled=True), idle_timeout=0.6, countdown=30)
    window, kiosk = open_kiosk(qtbot, settings, config)
    kiosk.start_game("match", 1)
    idle = IdleTime(kiosk.watcher, config.idle_timeout)
    idle.start()
    yield kiosk, window, idle
    kiosk.unlocked = True


def _move(window: Any, x: float, y: float) -> None:
    local = QPointF(x, y)
    event = QMouseEvent(QEvent.Type.MouseMove, local, window.mapToGlobal(local), Qt.MouseButton.NoButton,
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, event)


def _for(idle: IdleTime, seconds: float, step: Any) -> None:
    """``step(i)`` every tenth of a second of the idle clock, for ``seconds`` of it."""
    for i in range(round(seconds * 10)):
        step(i)
        idle.advance(0.1)


def test_a_twitching_pointer_does_not_keep_the_game(qtbot, idle_kiosk: Any) -> None:
    kiosk, window, idle = idle_kiosk
    idle.timeout = 3.0  # longer than any span a move is measured over, so only a counted move could keep it
    idle.start()
    _for(idle, 6.0, lambda i: _move(window, 200 + i % 2, 200))  # 1 px back and forth
    assert kiosk.overlay.isVisible(), "jitter kept restarting the idle timer"


def test_a_slow_drift_does_not_keep_the_game_either(qtbot, idle_kiosk: Any) -> None:
    kiosk, window, idle = idle_kiosk
    idle.timeout = 3.0
    idle.start()
    # 1 px every fifth of a second, one way: 5 px a second, never MOVE_PX within MOVE_SPAN.
    _for(idle, 6.0, lambda i: _move(window, 200 + i // 2, 200))
    assert kiosk.overlay.isVisible(), "a drifting pointer kept restarting the idle timer"


def test_deliberate_moves_clicks_and_the_wheel_keep_the_game(qtbot, idle_kiosk: Any) -> None:
    kiosk, window, idle = idle_kiosk
    _for(idle, 1.6, lambda i: _move(window, 200 + 20 * (i % 10), 200))  # a hand moving the mouse
    assert not kiosk.overlay.isVisible()

    def wheel(i: int) -> None:
        event = QWheelEvent(QPointF(100, 100), QPointF(window.mapToGlobal(QPoint(100, 100))), QPoint(0, 0),
                            QPoint(0, 120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(window, event)

    _for(idle, 1.2, wheel)
    assert not kiosk.overlay.isVisible()
    _for(idle, 1.2, lambda i: qtbot.mouseClick(window, Qt.MouseButton.LeftButton, pos=QPoint(5, 5)))
    assert not kiosk.overlay.isVisible() and not kiosk.on_start_screen
    idle.advance(0.7)  # and once the hand is gone, the game is no longer kept
    assert kiosk.overlay.isVisible()
