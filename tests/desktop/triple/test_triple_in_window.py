"""Triple Dice inside the main window: New Game starts it, Undo/History follow it, saves resume it."""

from __future__ import annotations

import pytest
from qt_helpers import kept_controller, kept_window

import engine
from desktop.base.settings import Settings
from desktop.session.journal import GameJournal
from desktop.window.main_window import MainWindow


def test_window_switches_to_triple_dice_and_back(qtbot, window: MainWindow) -> None:
    window.start_game("triple-dice", 9, ["Ana", "Bot"], ["human", "beginner"])
    page = window.pages["triple-dice"]
    assert (window.current_page() is window.pages.get("triple-dice")) and window.body_stack.currentWidget() is page
    assert window.title_label.text() == "Triple Dice"
    assert "9" not in window.seed_button.text()  # hidden, and holding no number: screen readers read hidden widgets
    assert window.docks.history_view.stack() is page.controller.undo_stack
    assert not any(s.isEnabled() for s in window.scorecard.shortcuts), "scorecard keys must not steal die keys"
    window.start_game("match", 4, None)
    assert window.current_page() is not window.pages.get("triple-dice")
    assert window.docks.history_view.stack() is window.controller.undo_stack
    assert all(s.isEnabled() for s in window.scorecard.shortcuts)


@pytest.mark.slow
def test_undo_and_redo_menu_act_on_triple_dice(qtbot, window: MainWindow) -> None:
    window.start_game("triple-dice", 9, ["Ana", "Bot"], ["human", "beginner"])
    c = window.controller
    first = c.state
    assert not window.menus.actions["undo"].isEnabled()
    assert c.move_by_program(engine.Predict("more"), 0)
    assert c.state is not first
    assert window.menus.actions["undo"].isEnabled()
    window.menus.actions["undo"].trigger()
    assert c.state == first
    assert not window.docks.history_view.isEnabled(), "History rows must not jump past Triple Dice's undo rules"


def test_seed_is_hidden_during_triple_dice(qtbot, window: MainWindow) -> None:
    window.start_game("triple-dice", 9, ["Ana", "Bot"], ["human", "beginner"])
    assert not window.seed_button.isVisible() and not window.menus.actions["copy_seed"].isEnabled()
    window.start_game("dice-dash", 9, None)
    assert window.seed_button.isVisible() and window.menus.actions["copy_seed"].isEnabled()


@pytest.mark.slow
def test_triple_dice_game_is_autosaved_and_resumed(qtbot, store: GameJournal, settings: Settings) -> None:
    first = kept_window(store, settings)
    qtbot.addWidget(first)
    first.start_game("triple-dice", 31, ["Ana", "Ben"], ["human", "human"])
    state = first.controller.state
    assert store.exists()  # the one save path: journaled as the game begins
    second_controller = kept_controller(GameJournal(store.folder, app_version="0.0.test"))
    second = MainWindow(second_controller, settings)
    qtbot.addWidget(second)
    assert second_controller.restore_saved()
    assert (second.current_page() is second.pages.get("triple-dice"))
    assert second.controller.state == state
    assert second.controller.seats == ["human", "human"]


@pytest.mark.slow
def test_pass_and_play_cannot_undo_once_the_round_end_showed_every_card(qtbot, window: MainWindow) -> None:
    window.start_game("triple-dice", 3, ["Ana", "Ben"], ["human", "human"])
    c = window.controller
    while c.state.round == 1:
        seat = c.state.current_player
        action = engine.Predict("more") if c.state.phase == "predicting" else engine.Submit(c.state.unused(seat)[:3])
        assert c.move_by_program(action, seat)
    assert not c.can_undo(), "the round summary shows every card: the last move is history now"
    assert "Undo is off" in (c.undo_block_reason() or "")


def test_the_hidden_seed_stays_out_of_messages_and_the_recent_seeds(qtbot, window: MainWindow) -> None:
    window.settings.recent_seeds = []
    window.start_game("triple-dice", 424242, ["Ana", "Ben"], ["human", "expert"])
    window.controls.restart()
    assert "424242" not in window.status_label.text()
    assert 424242 not in window.settings.recent_seeds
