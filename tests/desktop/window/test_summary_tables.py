"""The game-over summary's tables are in the dialog's Tab ring and walked with the arrows, each
cell read-only, the current one the selected one (a screen reader says "not selected" on every
other), and a row read on Up or Down starts with what the row is."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication

import engine
from desktop.window.summary import GameOverDialog
from desktop.window.summary_table import ReadTable, breakdown_table, ranking_table


def _outcome(game: str, players: list[str]) -> engine.results.Outcome:
    state = engine.new_game(game, 3, players)
    rng = random.Random(4)
    while state.phase != "finished":
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    return engine.outcome(state)


@pytest.mark.parametrize("make", [breakdown_table, ranking_table])
def test_the_tables_models_pass_the_model_tester(qtbot, qtmodeltester, make: object) -> None:
    table = make(_outcome("dicegame", ["Ana", "Ben"]))  # type: ignore[operator]
    qtbot.addWidget(table)
    qtmodeltester.check(table.model())
    assert table.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            assert item is None or not item.flags() & Qt.ItemFlag.ItemIsEditable


def _shown(qtbot, game: str, players: list[str]) -> GameOverDialog:
    """The game-over dialog on screen and active, focus on Play again as a player meets it."""
    dialog = GameOverDialog(_outcome(game, players), 3, False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.again_button)
    return dialog


def test_tab_reaches_the_ranking_and_the_breakdown_and_the_arrows_walk_them(qtbot) -> None:
    dialog = _shown(qtbot, "dicegame", ["Ana", "Ben"])
    ranking = dialog.findChild(ReadTable, "SummaryRanking")
    breakdown = dialog.details
    reached = []
    for _ in range(5):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert ranking in reached and breakdown in reached, reached
    assert reached.index(ranking) < reached.index(breakdown)
    ranking.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is ranking)
    assert ranking.currentRow() == 0
    assert ranking.selectionModel().selectedRows() == [ranking.currentIndex().siblingAtColumn(0)]
    assert ranking.verticalHeaderItem(0).text() == ranking.item(0, 1).text(), "the row is named by the player"
    qtbot.keyClick(ranking, Qt.Key.Key_Down)
    assert ranking.currentRow() == 1
    assert ranking.selectionModel().selectedRows() == [ranking.currentIndex().siblingAtColumn(0)]
    breakdown.setFocus()
    qtbot.keyClick(breakdown, Qt.Key.Key_Down)
    cell = breakdown.item(breakdown.currentRow(), 0)
    spoken = cell.data(Qt.ItemDataRole.AccessibleTextRole)
    assert spoken == f"{breakdown.verticalHeaderItem(breakdown.currentRow()).text()}: {cell.text()}"
    assert spoken.startswith("Twos: ")


def test_a_triple_dice_summary_has_its_ranking_in_the_tab_ring(qtbot) -> None:
    dialog = _shown(qtbot, "triple-dice", ["Ana", "Ben", "Cy"])
    ranking = dialog.findChild(ReadTable, "SummaryRanking")
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is ranking
    assert ranking.horizontalHeaderItem(1).text() == "Player" and ranking.rowCount() == 3
