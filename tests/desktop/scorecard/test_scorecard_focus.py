"""The scorecard as a screen reader meets it, checked inside the process (the real Orca hears it
in tests/outside/orca/test_orca_scorecard.py): focus into the card names its current box, the
selected box is the one with focus (Orca says "not selected" on every other), and scoring with
Enter leaves focus where it was (a move would be spoken over the score's confirmation), a click
moves the highlight on to the best box."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

import engine
from desktop.scorecard import view
from desktop.window.main_window import MainWindow

NAME = Qt.ItemDataRole.AccessibleTextRole


@pytest.fixture
def focus_events(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The names of the accessible objects a Focus event was sent for."""
    QAccessible.setActive(True)
    sent: list[str] = []
    real = QAccessible.updateAccessibility

    def spy(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.Focus:
            node = QAccessible.queryAccessibleInterface(event.object())
            if node is not None and event.child() >= 0:
                node = node.child(event.child())
            sent.append(node.text(QAccessible.Text.Name) if node is not None else "")
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", spy)
    yield sent
    QAccessible.setActive(False)


def _focus_card(qtbot: QtBot, window: MainWindow) -> view.ScorecardView:
    window.activateWindow()
    table = window.scorecard.table
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    return table


def test_focus_into_the_card_names_its_current_box(qtbot: QtBot, window: MainWindow, focus_events: list[str]) -> None:
    window.start_game("dice-dash", 7, None)
    table = _focus_card(qtbot, window)
    current = table.currentIndex()
    assert current.isValid()
    assert focus_events[-1] == window.scorecard.model.data(current, NAME)


def test_the_selected_box_is_the_one_with_focus(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game("dicegame", 5, ["Ana", "Ben"])
    table = _focus_card(qtbot, window)
    selection = table.selectionModel()
    assert selection.selectedIndexes() == [table.currentIndex()]
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Space, Qt.Key.Key_Up):
        qtbot.keyClick(table, key, Qt.KeyboardModifier.ControlModifier if key == Qt.Key.Key_Space else
                       Qt.KeyboardModifier.NoModifier)
        assert selection.selectedIndexes() == [table.currentIndex()], f"after {key!r}"
    assert not window.controller.state.log, "moving, and Ctrl+Space on the selected box, scored nothing"
    QAccessible.setActive(True)
    try:
        row, column = table.currentIndex().row(), table.currentIndex().column()
        node = QAccessible.queryAccessibleInterface(table)
        columns = window.scorecard.model.columnCount()
        cell = node.child((row + 1) * (columns + 1) + column + 1)
        assert cell.state().selected
        cell.actionInterface().doAction(QAccessibleActionInterface.toggleAction())
    finally:
        QAccessible.setActive(False)
    assert len(window.controller.state.log) == 1, "the selected box's Toggle action scored it"


def test_enter_scores_and_focus_stays_on_the_scored_box(qtbot: QtBot, window: MainWindow,
                                                        focus_events: list[str]) -> None:
    window.start_game("dice-dash", 7, None)
    table = _focus_card(qtbot, window)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    scored = table.currentIndex()
    focus_events.clear()
    qtbot.keyClick(table, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert len(window.controller.state.log) == 1
    assert table.currentIndex() == scored
    assert table.selectionModel().selectedIndexes() == [scored]
    assert not focus_events, "no focus move to speak over the confirmation"
    window.scorecard.tray.dice[0].setFocus()  # away from the card: the best box is ready for the next visit
    qtbot.waitUntil(lambda: not table.hasFocus())
    window.controller.move_by_person(engine.Roll())
    assert table.currentIndex() == window.scorecard.model.first_open_index()


def test_a_click_scores_and_the_highlight_moves_to_the_best_box(qtbot: QtBot, window: MainWindow) -> None:
    """Only a box chosen by key keeps focus: after a click the highlight shows the next best box."""
    window.start_game("dice-dash", 7, None)
    table = _focus_card(qtbot, window)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    clicked = table.currentIndex()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(clicked).center())
    assert len(window.controller.state.log) == 1
    assert table.hasFocus()
    assert table.currentIndex() != clicked
    assert table.currentIndex() == window.scorecard.model.first_open_index()
