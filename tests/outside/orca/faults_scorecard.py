"""Faults of the scorecard as Orca meets it (``test_orca_scorecard.py`` shows each is caught);
``faults.py`` plants them by name:

- scorecard-unnamed: tabbing into the card names the table, not the box Enter would score;
- scorecard-unselected: the card selects no cell, so Orca adds "not selected" to every box;
- scorecard-jumps: scoring a box with Enter moves focus to the best open box, whose name Orca
  speaks over the score's confirmation.
"""

from __future__ import annotations

from collections.abc import Callable


def _unnamed() -> None:
    from PySide6.QtWidgets import QTableView

    from desktop.scorecard import view

    view.ScorecardView.focusInEvent = QTableView.focusInEvent  # type: ignore[method-assign, assignment]


def _unselected() -> None:
    from PySide6.QtCore import QItemSelection, QItemSelectionModel

    from desktop.scorecard import view

    def holding_none(self: QItemSelectionModel) -> None:
        if self.hasSelection():
            QItemSelectionModel.select(self, QItemSelection(), QItemSelectionModel.SelectionFlag.Clear)

    view._ChoosingSelection._pin = holding_none  # type: ignore[method-assign]


def _jumps() -> None:
    from desktop.scorecard import page
    from desktop.scorecard.model import KIND_ROLE

    def to_the_best_box(self: page.ScorecardPage) -> None:
        index = self.model.first_open_index()
        current = self.table.currentIndex()
        still_open = current.isValid() and self.model.data(current, KIND_ROLE) == "preview"
        if index.isValid() and not still_open:
            self.table.setCurrentIndex(index)

    page.ScorecardPage._focus_best_cell = to_the_best_box  # type: ignore[method-assign]


FAULTS: dict[str, Callable[[], None]] = {
    "scorecard-unnamed": _unnamed,
    "scorecard-unselected": _unselected,
    "scorecard-jumps": _jumps,
}
