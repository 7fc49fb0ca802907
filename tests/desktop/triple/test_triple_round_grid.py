"""The round summary and the game-over panel's last round as a table a keyboard reaches and a
screen reader walks cell by cell: a sound model, in the Tab ring, read-only, and Enter still
continues past the summary."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractItemView, QApplication

from desktop.session.computer import ComputerPlayers
from desktop.session.controller import GameController
from desktop.triple.models import headline
from desktop.triple.page import OVER, SUMMARY, TABLE, TripleDicePage
from desktop.triple.round_grid import CARD, HIT, NAME, RoundGrid, RoundModel
from engine.triple_dice import apply, format_points, legal_actions, new_game, observe


@pytest.fixture
def page(qtbot) -> Iterator[TripleDicePage]:
    controller = GameController(None)
    widget = TripleDicePage(controller)
    controller.setParent(widget)
    widget.computers = ComputerPlayers(controller, widget)  # type: ignore[attr-defined]
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    yield widget
    widget.computers.timer.stop()


def _to_summary(page: TripleDicePage) -> None:
    """Round 1 played by both seats (pass-and-play, so nobody's turn is waited for)."""
    c = page.controller
    c.start("triple-dice", 3, ["Ana", "Ben"], ["human", "human"])
    rng = random.Random(2)
    while page.current_page() != SUMMARY:
        state = c.state
        c.move_by_program(rng.choice(legal_actions(state)), state.current_player)


def _finished_obs() -> dict:
    state = new_game(3, ["Ana", "Ben", "Cy"])
    rng = random.Random(3)
    while state.phase != "finished":
        state = apply(state, rng.choice(legal_actions(state)))
    return observe(state, 0)


def test_the_round_model_passes_the_model_tester(qtmodeltester) -> None:
    model = RoundModel()
    qtmodeltester.check(model)
    obs = _finished_obs()
    model.show_round(obs["rounds"][-1], obs["players"], obs["totals"])
    qtmodeltester.check(model)
    assert model.rowCount() == 3 and model.columnCount() == 7


def test_every_cell_reads_its_text_with_its_player_and_column_and_none_is_editable(qtbot) -> None:
    grid = RoundGrid()
    qtbot.addWidget(grid)
    obs = _finished_obs()
    record = obs["rounds"][-1]
    grid.show_round(record, obs["players"], obs["totals"])
    model = grid.model()
    assert grid.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
    for row in range(model.rowCount()):
        assert model.headerData(row, Qt.Orientation.Vertical) == obs["players"][row]
        for column in range(model.columnCount()):
            index = model.index(row, column)
            assert not model.flags(index) & Qt.ItemFlag.ItemIsEditable
        hit = record["hits"][row]
        said = model.index(row, HIT).data(Qt.ItemDataRole.AccessibleTextRole)
        assert said == ("hit" if hit else "missed"), "the check mark is seen, not read out"
        assert model.index(row, NAME).data() == obs["players"][row]
        assert model.index(row, CARD).data(Qt.ItemDataRole.DecorationRole) is not None
        assert model.index(row, 2).data() == format_points(record["scores"][row])
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(7)] == [
        "Player", "Card", "Points", "Hit?", "Bonus", "Round", "Total"]
    assert model.index(0, 0).parent() == QModelIndex()


def _accessible_cell_names(grid: RoundGrid) -> list[str]:
    """Row 2's cells as Qt numbers them for a screen reader (the focus event of ``focusInEvent``
    names a cell by this number): headers first, a row header (hidden) before each row."""
    table = QAccessible.queryAccessibleInterface(grid)
    columns = grid.model().columnCount()
    return [table.child(2 * (columns + 1) + c + 1).text(QAccessible.Text.Name) for c in range(columns)]


def test_the_round_summary_is_in_the_tab_ring_walked_by_arrows_and_enter_still_continues(
        qtbot, page: TripleDicePage) -> None:
    _to_summary(page)
    grid = page.summary.table
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.summary.button)
    qtbot.keyClick(page.summary.button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is grid, "Tab goes from the button to the table"
    assert grid.currentIndex() == grid.model().index(0, 0), "focus lands on the first cell"
    assert grid.selectionModel().isSelected(grid.currentIndex()), "the current cell is the selected one"
    qtbot.keyClick(grid, Qt.Key.Key_Right)
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    assert (grid.currentIndex().row(), grid.currentIndex().column()) == (1, 1)
    assert _accessible_cell_names(grid)[HIT] in ("hit", "missed")
    assert grid.selectionModel().selectedRows() == [grid.currentIndex().siblingAtColumn(0)], \
        "selection (the current cell's row: Orca 48 reads rows) follows the arrows"
    qtbot.keyClick(grid, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is page.summary.button, "Tab leaves the table, not walks it"
    qtbot.keyClick(page.summary.button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is grid
    qtbot.keyClick(grid, Qt.Key.Key_Return)
    assert page.current_page() != SUMMARY, "Enter continues past the summary from the table too"
    assert page.current_page() in (TABLE, 2)


def test_the_game_over_panels_last_round_is_reached_with_tab(qtbot, page: TripleDicePage) -> None:
    obs = _finished_obs()
    page.over.show_outcome(obs, headline(obs), "")
    page.stack.setCurrentIndex(OVER)
    page.over.headline.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.over.headline)
    qtbot.keyClick(page.over.headline, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is page.over.table
    assert page.over.table.model().rowCount() == 3
