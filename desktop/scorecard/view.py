"""The scorecard's table view: renders the model and reports the cell a player chose.

A cell is chosen by a click, by Enter, or by a screen reader's action on it. Qt gives a table's
cells one accessible action, Toggle, which selects the cell if it is not selected and deselects it
if it is (``QAccessibleTableCell``). The selection is therefore no choice of the player's: it is
pinned to the cell with keyboard focus, where Enter scores (selection follows focus), so a screen
reader, which says "not selected" on every cell of a selectable table that is not, hears the
current cell as the selected one. A Select or Deselect of one cell, which only assistive
technology asks for, chooses that cell (``_ChoosingSelection``). The view is in MultiSelection
mode for that alone: in SingleSelection Qt refuses to deselect the only selected cell, and the
Toggle action of the current cell would do nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractItemModel, QItemSelection, QItemSelectionModel, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from desktop.i18n.tr import translate
from desktop.look import theme
from desktop.widgets.cells import name_current_cell

if TYPE_CHECKING:
    from PySide6.QtCore import QPersistentModelIndex, SignalInstance

_CHOOSING = (QItemSelectionModel.SelectionFlag.Select, QItemSelectionModel.SelectionFlag.Deselect)


class _ChoosingSelection(QItemSelectionModel):
    """Selects the current cell and nothing else, whatever is asked. The view's keys and clicks
    ask with other commands (Toggle, ClearAndSelect, NoUpdate) or a whole ``QItemSelection``; a
    plain Select or Deselect of one cell is a cell's Toggle action (or the table's AT-SPI
    Selection) and chooses that cell as Enter would."""

    def __init__(self, model: QAbstractItemModel, chosen: SignalInstance, parent: QObject) -> None:
        super().__init__(model, parent)
        self._chosen = chosen

    def select(self, what: QItemSelection | QModelIndex | QPersistentModelIndex,
               command: QItemSelectionModel.SelectionFlag) -> None:
        if isinstance(what, QModelIndex) and what.isValid() and command in _CHOOSING:
            self._chosen.emit(QModelIndex(what))
            return
        self._pin()

    def setCurrentIndex(self, index: QModelIndex | QPersistentModelIndex,
                        command: QItemSelectionModel.SelectionFlag) -> None:
        super().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.NoUpdate)
        self._pin()

    def _pin(self) -> None:
        current = self.currentIndex()
        if current.isValid() and self.selectedIndexes() != [current]:
            super().select(QItemSelection(current, current), QItemSelectionModel.SelectionFlag.ClearAndSelect)
        elif not current.isValid() and self.hasSelection():
            super().select(QItemSelection(), QItemSelectionModel.SelectionFlag.Clear)


class ScorecardView(QTableView):
    """Emits ``chosen`` on Enter (clicks come through ``clicked``); what it means is decided elsewhere."""

    chosen = Signal(QModelIndex)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Scorecard")
        self.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)
        self.setWordWrap(False)
        self.setAlternatingRowColors(False)
        self.setCornerButtonEnabled(False)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(31)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setMinimumSectionSize(48)
        self.horizontalHeader().setHighlightSections(False)
        self.verticalHeader().setHighlightSections(False)
        self.setMouseTracking(True)
        self.retranslate()
        self.min_row = 22
        """Rows never get shorter than this (kiosk: 48 px touch targets)."""

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        if model is not None:
            made = self.selectionModel()
            self.setSelectionModel(_ChoosingSelection(model, self.chosen, self))
            made.deleteLater()

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Names the current cell: Qt tells a screen reader only that the table got focus (Orca
        says "table with 12 rows") and a cell only when the current one moves, so a player who
        tabs in would not hear which box Enter scores."""
        super().focusInEvent(event)
        name_current_cell(self)

    def retranslate(self) -> None:
        self.setAccessibleName(translate("Scorecard", "Scorecard"))
        self.setAccessibleDescription(translate("Scorecard", "Arrow keys move between boxes; Enter scores the "
                                                "chosen box. Each box says what it would score now."))

    def fit_rows(self) -> None:
        """Shrink rows (down to a readable 22 px) so the whole card fits before it must scroll."""
        rows = self.model().rowCount() if self.model() else 0
        if not rows:
            return
        room = self.height() - self.horizontalHeader().height() - 2 * self.frameWidth() - 2
        if self.horizontalScrollBar().isVisible():
            room -= self.horizontalScrollBar().height()
        floor = max(self.min_row, theme.px(22))
        self.verticalHeader().setDefaultSectionSize(max(floor, min(max(theme.px(34), floor), room // rows)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_rows()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self.chosen.emit(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)
