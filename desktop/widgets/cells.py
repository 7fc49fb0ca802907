"""Tables a screen-reader player reads cell by cell (the scorecard, the summaries), in one place.

Two things Qt leaves out. A table that gets focus tells a screen reader only that ("table with 12
rows"): a cell is named only once the current one moves, so a player who tabs in would not hear
where they are. And in a table that can select, Orca says "not selected" on every cell it reads
unless that cell is selected (Orca 48, reading a whole row, before each cell of it): so the current
cell's row is kept the selected one, and the selection is never drawn (the focused cell's frame
and fill show where the keys are).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QPersistentModelIndex
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QStyleOptionViewItem


class SelectionUnseen(QStyledItemDelegate):
    """Draws no cell as selected: the selection is there for a screen reader only."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        # The scorecard imports this module on the way to its first paint and never draws through
        # here: only the tables that select (the summaries, Triple Dice's rounds) build QStyle.
        from PySide6.QtWidgets import QStyle, QStyleOptionViewItem  # lazy: QStyle's type (its enums) costs 5 ms

        unseen = QStyleOptionViewItem(option)
        unseen.state &= ~QStyle.StateFlag.State_Selected
        super().paint(painter, unseen, index)


def name_current_cell(view: QAbstractItemView) -> None:
    """Tell a screen reader the current cell has the focus (called as the view gets it)."""
    current, model = view.currentIndex(), view.model()
    if not current.isValid() or model is None or not QAccessible.isActive():
        return
    focused = QAccessibleEvent(view, QAccessible.Event.Focus)
    # Qt's cell numbering: the corner and the column headers are row 0, row headers column 0 (a
    # hidden header counts too).
    focused.setChild((current.row() + 1) * (model.columnCount() + 1) + current.column() + 1)
    QAccessible.updateAccessibility(focused)


def focus_came_in(view: QAbstractItemView) -> None:
    """A read-only table got the focus: the first cell becomes current when none is (that move is
    announced as the cell's focus), else the current cell is selected again and named."""
    current, model = view.currentIndex(), view.model()
    if not current.isValid():
        if model is not None and model.rowCount() and model.columnCount():
            view.setCurrentIndex(model.index(0, 0))  # selects it too (single selection follows it)
        return
    flags = QItemSelectionModel.SelectionFlag.ClearAndSelect
    if view.selectionBehavior() == QAbstractItemView.SelectionBehavior.SelectRows:
        flags |= QItemSelectionModel.SelectionFlag.Rows
    view.selectionModel().select(current, flags)
    name_current_cell(view)


def read_only_rows(view: QAbstractItemView) -> None:
    """A table read cell by cell and never edited: the current cell's whole row is the selection
    (Orca 48 reads a row at a time, and said "not selected" before each of its other cells), drawn
    as nothing; Tab leaves the table, the arrows walk it."""
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setItemDelegate(SelectionUnseen(view))
    view.setTabKeyNavigation(False)
