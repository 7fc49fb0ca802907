"""An invented game of its own table (Pig: ``pig.py``, ``pig_page.py``, ``registration.py``), played
through the real window: chosen in the New Game dialog, played by clicks, a move undone, quit and
resumed in a new window on the same profile, played to the end, the game-over summary read and the
game found in the records' history. Nothing in ``desktop/`` or ``engine/`` names Pig: if this
passes, a game of its own table needs its engine module, its page and one registration.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pig
import pytest
import registration
from pig_page import PigPage
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QTableWidget
from qt_helpers import click_combo_item, forget_windows, kept_window, menu_action

import engine
from desktop import gameinfo
from desktop.base.settings import Settings
from desktop.session.controller import GameController
from desktop.session.journal import GameJournal
from desktop.window.main_window import MainWindow
from desktop.window.new_game_dialog import NewGameDialog
from desktop.window.summary import GameOverDialog

SEED = "2718"
NAMES = ("Ana", "Ben")


@pytest.fixture
def pig_game() -> Iterator[None]:
    registration.register()
    yield
    forget_windows()  # every window that showed Pig goes before Pig does
    gameinfo.unregister(pig.GAME_ID)


def _open_window(qtbot: Any, store: GameJournal, settings: Settings) -> tuple[MainWindow, GameController]:
    window = kept_window(store, settings)  # its games kept in the profile's records, as the app keeps them
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window, window.controller


def _start_through_new_game_dialog(qtbot: Any, window: MainWindow) -> list[str]:
    """Game > New Game..., Pig picked from the list, two names and a seed typed, Start pressed.
    Returns what the dialog offered and said about Pig."""
    seen: list[str] = []

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(10, fill)
            return
        try:
            click_combo_item(qtbot, dialog.game_combo, pig.GAME_ID)
            seen.extend([dialog.game_combo.currentText(), dialog.blurb.text(), str(dialog.count.value()),
                         str(dialog.count.isEnabled())])
            for edit, name in zip(dialog.name_edits, NAMES):
                qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
                edit.selectAll()
                qtbot.keyClicks(edit, name)
            qtbot.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
            qtbot.keyClicks(dialog.seed_edit, SEED)
            assert dialog.ok_button.isEnabled(), dialog.problem.text()
            seen.append("filled")
        finally:  # never leave a modal dialog open: the test would hang instead of failing
            if seen[-1:] == ["filled"]:
                qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
            else:
                dialog.reject()

    QTimer.singleShot(0, fill)
    menu_action(window, "Game", "New Game").trigger()
    assert seen[-1:] == ["filled"], "the New Game dialog could not be filled in"
    return seen[:-1]


def _page(window: MainWindow) -> PigPage:
    page = window.findChild(PigPage)
    assert page is not None and page.isVisible(), "the window does not show Pig's page"
    return page


def _click(qtbot: Any, window: MainWindow, name: str) -> None:
    button = window.findChild(QPushButton, name)
    assert button is not None and button.isVisible() and button.isEnabled(), f"{name} cannot be clicked"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _shown(window: MainWindow, controller: GameController) -> None:
    """The page shows the session's state: both scores and the turn's total."""
    page, state = _page(window), controller.state
    assert [label.text() for label in page.scores] == [f"{n}: {s}" for n, s in zip(state.players, state.scores)]
    assert page.turn_total.text() == f"This turn: {state.turn_total}"


def _play_turn(qtbot: Any, window: MainWindow, controller: GameController) -> None:
    """Roll until the turn holds 8 points (or a 1 ends it), then bank, all by clicks."""
    seat = controller.state.current_player
    while controller.state.current_player == seat and controller.state.phase != "finished":
        before = controller.state
        if before.turn_total >= 8:
            _click(qtbot, window, "PigBank")
            assert controller.state.scores[seat] == before.scores[seat] + before.turn_total
        else:
            _click(qtbot, window, "PigRoll")
            assert controller.state.rolls == before.rolls + 1, "a click on Roll rolled the die once"
        _shown(window, controller)


@pytest.mark.slow
def test_an_invented_own_table_game_plays_through_the_window(
        qtbot: Any, store: GameJournal, settings: Settings, pig_game: None) -> None:
    assert pig.GAME_ID in engine.game_ids() and pig.GAME_ID not in engine.GAME_IDS
    window, controller = _open_window(qtbot, store, settings)
    offered = _start_through_new_game_dialog(qtbot, window)
    assert offered == ["Pig", "Two players, one die: roll for points, bank them before a 1 takes the turn's away.",
                       "2", "False"]
    state = controller.state
    assert (state.game, state.seed, state.players) == (pig.GAME_ID, int(SEED), NAMES)
    assert window.windowTitle() == "Pig \u2014 Dicebox"
    _shown(window, controller)
    assert not window.findChild(QPushButton, "PigBank").isEnabled(), "nothing to bank before the first roll"
    from desktop.window.help import RulesDialog

    rules = RulesDialog(pig.GAME_ID, window)  # F1 on Pig's table: its page follows the shipped games'
    tabs = [rules.tabs.tabText(i) for i in range(rules.tabs.count())]
    assert tabs == ["Dice Dash", "Dicegame", "Match!", "Classic Dice", "Nordic Dice", "Triple Dice", "Pig",
                    "Keyboard"]
    assert rules.tabs.currentIndex() == 6 and "a 1 loses the turn's points" in rules.tabs.currentWidget().toPlainText()
    rules.deleteLater()

    _play_turn(qtbot, window, controller)
    # Edit > Undo takes the last click back, and the same die comes again (the seed decides it).
    before = controller.state
    _click(qtbot, window, "PigRoll")
    rolled = controller.state
    undo = menu_action(window, "Edit", "Undo")
    assert undo.isEnabled()
    undo.trigger()
    assert controller.state == before
    _shown(window, controller)
    _click(qtbot, window, "PigRoll")
    assert controller.state == rolled, "the undone roll comes again with the same face"
    _play_turn(qtbot, window, controller)

    # Quit mid-game (the journal has every move), and start again on the same profile.
    saved = engine.to_json(controller.state)
    window.close()
    assert store.exists()
    journal = GameJournal(store.folder, app_version="0.0.test")
    window, controller = _open_window(qtbot, journal, settings)
    assert controller.restore_saved(), "Pig's game in progress resumes"
    assert engine.to_json(controller.state) == saved
    assert controller.assisted, "a resumed game remembers that undo was used"
    _shown(window, controller)

    while controller.state.phase != "finished":
        _play_turn(qtbot, window, controller)
    final = controller.state
    result = engine.outcome(final)
    winner = final.players[result.winners[0]]

    def summary_shown() -> GameOverDialog | None:
        return next((w for w in window.findChildren(GameOverDialog) if w.isVisible()), None)

    qtbot.waitUntil(lambda: summary_shown() is not None)
    summary = summary_shown()
    assert summary is not None
    headline = summary.findChild(QLabel, "SummaryHeadline")
    top = max(final.scores)
    shared = final.scores[0] == final.scores[1]
    assert headline is not None and headline.text() == (
        f"Ana and Ben share the win with {top}!" if shared else f"{winner} wins with {top}!")
    words = [label.text() for label in summary.findChildren(QLabel) if label.isVisible()]
    assert f"Pig \u00b7 seed {SEED} \u00b7 assisted (undo was used)" in words
    assert summary.findChild(QTableWidget, "SummaryTable") is None, "no scorecard: no box-by-box breakdown"
    assert not any("review" in w.lower() for w in words), "no scorecard: no decisions to review"

    # The records' history holds the game, with both scores, as the Records window lists it.
    history = journal.records.history()
    assert [(h.game, h.seed, h.assisted) for h in history] == [(pig.GAME_ID, int(SEED), True)]
    assert [s.score for s in history[0].seats] == list(final.scores)
    close = next(b for b in summary.findChildren(QPushButton) if b.text() == "Close")
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: summary_shown() is None)
    from desktop.records_ui.window import RecordsWindow

    records_window = RecordsWindow(journal.records)
    qtbot.addWidget(records_window)
    model = records_window.history.model
    assert model.rowCount() == 1
    row = [model.index(0, c).data() for c in range(model.columnCount())]
    assert row[0] == "Pig" and row[2] == "Ana, Ben" and row[3] == f"{final.scores[0]} \u00b7 {final.scores[1]}"
    window.close()
    assert not journal.exists(), "a finished game leaves no save to resume"
