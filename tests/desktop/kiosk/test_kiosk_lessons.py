"""The kiosk's start screen offers every visitor a guided first game, and a lesson leaves the
kiosk exactly as locked as a game does: leaving it, or the idle reset, ends only the guiding."""

from __future__ import annotations

from typing import Any

import pytest
from lesson_driver import play_through
from PySide6.QtCore import Qt
from qt_helpers import open_kiosk

import engine
from desktop.base.settings import Settings
from desktop.kiosk.config import KioskConfig
from desktop.lessons.plan import read
from desktop.lessons.runner import running
from desktop.look.touch import TOUCH


@pytest.fixture
def kiosk_window(qtbot: Any, settings: Settings) -> Any:
    window, kiosk = open_kiosk(qtbot, settings, KioskConfig(enabled=True, player_counts=(1, 2, 3)))
    yield window, kiosk
    kiosk.unlocked = True


def test_the_start_screen_offers_each_allowed_games_lesson(qtbot: Any, settings: Settings) -> None:
    config = KioskConfig(enabled=True, allowed_games=("match", "triple-dice"), player_counts=(1, 2))
    window, kiosk = open_kiosk(qtbot, settings, config)
    screen = kiosk.start_screen
    assert screen.lessons == ("match", "triple-dice") and screen.learn.isVisible()
    qtbot.mouseClick(screen.count_buttons[2], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.learn, Qt.MouseButton.LeftButton)
    assert "learn" in screen.note.text() and all(tile.isEnabled() for tile in screen.tiles.values())
    qtbot.mouseClick(screen.tiles["match"], Qt.MouseButton.LeftButton)
    runner = running(window)
    assert runner is not None and runner.lesson.game == "match" and not kiosk.on_start_screen
    assert len(window.controller.state.players) == read("match").players  # the lesson's seats, not the count
    kiosk.show_start_screen()
    assert not screen.learn.isChecked()  # the next visitor starts from the plain start screen
    kiosk.unlocked = True


@pytest.mark.slow
def test_a_visitor_plays_a_lesson_through_and_the_kiosk_stays_locked(qtbot: Any, kiosk_window: Any) -> None:
    window, kiosk = kiosk_window
    window.computers.set_fast(True)
    screen = kiosk.start_screen
    qtbot.mouseClick(screen.learn, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.tiles["triple-dice"], Qt.MouseButton.LeftButton)
    runner = running(window)
    assert runner is not None and not kiosk.on_start_screen
    assert window.controller.state.seed == read("triple-dice").seed
    assert runner.callout.bubble.next.minimumHeight() == TOUCH  # touch-sized
    play_through(qtbot, window, runner)
    assert not window.menuBar().isVisible() and not window.menus.actions["quit"].isEnabled()
    assert not window.menus.actions["learn_this"].isEnabled()  # no menu shortcut starts a game in the kiosk
    assert not window.close()


def test_leaving_a_lesson_or_the_idle_reset_ends_only_the_guiding(qtbot: Any, kiosk_window: Any) -> None:
    window, kiosk = kiosk_window
    kiosk.start_lesson("dice-dash")
    runner = running(window)
    assert runner is not None
    qtbot.keyClick(window.scorecard.table, Qt.Key.Key_Escape)  # Esc leaves the lesson, not the kiosk
    assert running(window) is None and window.controller.gate is None
    # The way back it names is the kiosk's own (it has no Help menu).
    assert "start screen" in window.status_label.text() and "Help" not in window.status_label.text()
    assert window.isVisible() and not window.close() and not window.menuBar().isVisible()
    assert window.controller.move_by_person(engine.Roll())  # the game goes on, unguided
    kiosk.start_lesson("match")
    assert running(window) is not None
    kiosk.show_start_screen()  # what the idle countdown ends in
    assert running(window) is None and window.controller.gate is None and window.controller.state is None
    assert kiosk.on_start_screen
    kiosk.start_game("dice-dash", 1)  # the next visitor's game: no guide, no gate, nothing said of a lesson
    assert window.controller.gate is None and "lesson" not in window.status_label.text()


def test_a_lesson_game_never_ranks_on_the_daily_board(qtbot: Any, settings: Settings, tmp_path: Any) -> None:
    """A lesson's seed ships in every copy: its dice are known in advance, even once the lesson is left."""
    from desktop.kiosk.board import BoardKeeper
    from desktop.records.board import DailyBoard

    window, kiosk = open_kiosk(qtbot, settings, KioskConfig(enabled=True), DailyBoard(tmp_path / "board.sqlite3"))
    keeper = kiosk.findChild(BoardKeeper)
    kiosk.start_lesson("dice-dash")
    assert not keeper.fresh
    running(window).leave()
    assert not keeper.fresh
    kiosk.start_game("dice-dash", 1)  # an ordinary game on a new seed ranks
    assert keeper.fresh
    kiosk.unlocked = True


def test_a_broken_lesson_tile_tells_staff_on_the_start_screen_and_in_the_log(
        qtbot: Any, kiosk_window: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Any, caplog: Any) -> None:
    """The kiosk has no status line: a tap on a broken lesson seemed to do nothing."""
    import logging

    import assets

    broken = tmp_path / "match.json"
    broken.write_bytes(b"[" * 100_000)
    real = assets.path
    monkeypatch.setattr(assets, "path", lambda *parts: broken if parts[0] == "lessons" else real(*parts))
    window, kiosk = kiosk_window
    screen = kiosk.start_screen
    qtbot.mouseClick(screen.learn, Qt.MouseButton.LeftButton)
    with caplog.at_level(logging.WARNING, logger="dicebox.kiosk"):
        qtbot.mouseClick(screen.tiles["match"], Qt.MouseButton.LeftButton)
    line = "This lesson cannot be played: assets/lessons/match.json is not JSON"
    assert running(window) is None and kiosk.on_start_screen  # still locked, still the start screen
    assert screen.staff.isVisible() and line in screen.staff.text()
    assert [r.getMessage() for r in caplog.records if line in r.getMessage()], "kiosk.log keeps it"
