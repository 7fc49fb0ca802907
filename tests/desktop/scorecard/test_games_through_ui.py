"""Whole games through the window: keyboard only, mouse only, and the model checked throughout."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from qt_helpers import click_cell

import engine
from desktop.window.main_window import MainWindow
from desktop.window.summary import GameOverDialog


def _summary(window: MainWindow) -> GameOverDialog:
    dialog = window.dialogs.game_over
    assert isinstance(dialog, GameOverDialog) and dialog.isVisible()
    return dialog


@pytest.mark.slow
def test_complete_dice_dash_game_by_keyboard_only(qtbot, window: MainWindow) -> None:
    window.start_game("dice-dash", 2024, None)
    window.scorecard.table.setFocus()
    rng = random.Random(5)
    turns = 0
    while window.controller.state.phase != "finished":
        # Hold a couple of dice by number keys, roll with Space/R, then move with arrows and
        # press Enter on the chosen box.
        for _ in range(rng.randint(0, 2)):
            if window.controller.state.phase == "rolling":
                qtbot.keyClick(window.scorecard.table, getattr(Qt.Key, f"Key_{rng.randint(1, 5)}"))
        if window.controller.state.phase == "rolling" and not all(window.controller.state.held):
            qtbot.keyClick(window.scorecard.table, rng.choice([Qt.Key.Key_Space, Qt.Key.Key_R]))
        before = window.controller.state
        for _ in range(rng.randint(0, 3)):
            qtbot.keyClick(window.scorecard.table, rng.choice([Qt.Key.Key_Up, Qt.Key.Key_Down]))
        index = window.scorecard.table.currentIndex()
        was_open = window.scorecard.model.data(index, Qt.ItemDataRole.UserRole + 1) == "preview"
        qtbot.keyClick(window.scorecard.table, Qt.Key.Key_Return)
        # Enter on an open box scores it; on a filled box or a total row nothing changes.
        assert (window.controller.state is not before) == was_open
        turns += 1
        assert turns < 200
    state = window.controller.state
    assert all(cell for cell in state.cards[0][0])
    dialog = _summary(window)
    assert str(engine.outcome(state).totals[0]) in dialog.findChild(type(dialog.note), "SummaryHeadline").text()


def _play_by_clicks(qtbot, window: MainWindow, rng: random.Random) -> None:
    while window.controller.state.phase != "finished":
        if window.controller.state.phase == "rolling" and rng.random() < 0.6:
            qtbot.mouseClick(window.scorecard.tray.dice[rng.randrange(5)], Qt.MouseButton.LeftButton)
            if window.scorecard.roll_button.isEnabled():
                qtbot.mouseClick(window.scorecard.roll_button, Qt.MouseButton.LeftButton)
            continue
        before = window.controller.state
        target = window.scorecard.model.first_open_index()
        click_cell(qtbot, window, target)
        assert window.controller.state is not before


@pytest.mark.slow
def test_two_player_dicegame_through_the_ui_ends_with_the_engines_winner(qtbot, window: MainWindow) -> None:
    window.start_game("dicegame", 31337, ["Ana", "Ben"])
    _play_by_clicks(qtbot, window, random.Random(8))
    state = window.controller.state
    outcome = engine.outcome(state)
    assert sum(len(cell) for col in state.cards[0] for cell in col) == 39
    dialog = _summary(window)
    headline = dialog.findChild(type(dialog.note), "SummaryHeadline").text()
    winners = [outcome.players[w] for w in outcome.winners]
    assert all(name in headline for name in winners)
    assert str(outcome.totals[outcome.winners[0]]) in headline
    loser = [p for p in outcome.players if p not in winners]
    assert all(name not in headline for name in loser)
    # Play again restarts the same seed with the same players.
    qtbot.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    assert window.controller.state == engine.new_game("dicegame", 31337, ["Ana", "Ben"])


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "players"),
    [("dice-dash", None), pytest.param("dicegame", ["A", "B"], marks=pytest.mark.slow),
     pytest.param("match", ["X", "Y", "Z"], marks=pytest.mark.slow)],
)
def test_scorecard_model_passes_qtmodeltester_after_every_kind_of_action(
    qtbot, qtmodeltester, window, game, players
) -> None:
    window.start_game(game, 4, players)
    qtmodeltester.check(window.scorecard.model)
    c = window.controller
    c.move_by_program(engine.ToggleHold(1))
    qtmodeltester.check(window.scorecard.model)
    c.move_by_program(engine.Roll())
    qtmodeltester.check(window.scorecard.model)
    c.move_by_program(engine.legal_actions(c.state)[-1])  # a score action
    qtmodeltester.check(window.scorecard.model)
    c.undo_stack.undo()
    qtmodeltester.check(window.scorecard.model)
    rng = random.Random(1)
    while c.state.phase != "finished":
        c.move_by_program(rng.choice(engine.legal_actions(c.state)))
    qtmodeltester.check(window.scorecard.model)
    window.start_game("dice-dash", 1, None)  # a reshape back to one column
    qtmodeltester.check(window.scorecard.model)
    QApplication.processEvents()


def test_match_all_match_shows_repeat_scores(qtbot, window: MainWindow) -> None:
    window.start_game("match", 3, None)
    c = window.controller
    # Score allMatch with 0 (no five alike on this roll unless lucky) and see it closed.
    dice = c.state.dice
    c.move_by_program(engine.Score("allMatch"))
    idx = next(i for i, r in enumerate(window.scorecard.model.rows) if r.key == "allMatch")
    text = window.scorecard.model.data(window.scorecard.model.index(idx, 0))
    assert text == ("50" if len(set(dice)) == 1 else "0")
