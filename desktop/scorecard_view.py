"""The scorecard's table view: renders the model and reports the cell a player chose."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from . import theme
from .tr import translate


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
        self.retranslate()
        self.min_row = 22
        """Rows never get shorter than this (kiosk: 48 px touch targets)."""

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
