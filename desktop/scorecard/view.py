"""The scorecard's table view: renders the model and reports the cell a player chose.

A cell is chosen by a click, by Enter, or by a screen reader's action on it. Qt gives a table's
cells one accessible action, Toggle, which selects the cell (``QAccessibleTableCell``), so the
view keeps no selection of its own: the cell with keyboard focus is drawn as the selected one
(``_CurrentLooksSelected``), and a selection asked for from outside the view's own keyboard and
mouse handling, which only assistive technology does, chooses the cell (``_ChoosingSelection``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QItemSelection, QItemSelectionModel, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from desktop.i18n.tr import translate
from desktop.look import theme


class _ChoosingSelection(QItemSelectionModel):
    """Holds no selection. The view's keys and clicks select through ``setCurrentIndex`` (one
    cell with ClearAndSelect) or a whole ``QItemSelection``; a plain Select of one cell comes only
    from an accessible cell's Toggle action, and chooses that cell as Enter would."""

    def __init__(self, model: QAbstractItemModel, chosen: Any, parent: QObject | None = None) -> None:
        super().__init__(model, parent)
        self._chosen = chosen

    def select(self, what: Any, command: Any) -> None:  # type: ignore[override]
        if isinstance(what, QModelIndex) and what.isValid() and command == QItemSelectionModel.SelectionFlag.Select:
            self._chosen.emit(QModelIndex(what))
        if self.hasSelection():
            super().select(QItemSelection(), QItemSelectionModel.SelectionFlag.Clear)


class _CurrentLooksSelected(QStyledItemDelegate):
    """The current cell (where Enter scores) is drawn as the selected one, as before the view
    stopped keeping a selection: it shows the best box even while focus is on the dice."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        super().initStyleOption(option, index)
        view = self.parent()
        if isinstance(view, QAbstractItemView) and index == view.currentIndex():
            option.state |= QStyle.StateFlag.State_Selected  # type: ignore[operator]


class ScorecardView(QTableView):
    """Emits ``chosen`` on Enter (clicks come through ``clicked``); what it means is decided elsewhere."""

    chosen = Signal(QModelIndex)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Scorecard")
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
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
        self.setItemDelegate(_CurrentLooksSelected(self))
        self.retranslate()
        self.min_row = 22
        """Rows never get shorter than this (kiosk: 48 px touch targets)."""

    def setModel(self, model: QAbstractItemModel | None) -> None:  # type: ignore[override]
        super().setModel(model)
        if model is not None:
            made = self.selectionModel()
            self.setSelectionModel(_ChoosingSelection(model, self.chosen, self))
            made.deleteLater()

    def currentChanged(self, current: QModelIndex, previous: QModelIndex) -> None:
        super().currentChanged(current, previous)
        self.viewport().update()  # the cell drawn as selected moved with it

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
