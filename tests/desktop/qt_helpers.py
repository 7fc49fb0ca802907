"""Small drivers shared by the window tests: they act only through real input events."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from desktop.main_window import MainWindow


def cell_index(window: MainWindow, category: str, column: int = 0, player: int | None = None) -> QModelIndex:
    model = window.model
    state = window.controller.state
    seat = state.current_player if player is None else player
    row = next(i for i, r in enumerate(model.rows) if r.kind == "category" and r.key == category)
    assert model.rs is not None
    return model.index(row, seat * model.rs.columns + column)


def click_cell(qtbot: object, window: MainWindow, index: QModelIndex) -> None:
    window.table.scrollTo(index)
    rect = window.table.visualRect(index)
    assert rect.isValid(), "the cell is not on screen"
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]
