"""The Triple Dice page's frames: felt pages that scroll only when they must, and the totals table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..tr import translate
from .models import TotalsModel


class FitLayout(QVBoxLayout):
    """A layout that does not ask for height-for-width.

    With it, a scroll area shrinks its content down to the minimum sizes (word-wrapped labels
    otherwise make it insist on their preferred height), so at 800x600 the table fits without
    scrolling and only scrolls when it truly cannot fit.
    """

    def hasHeightForWidth(self) -> bool:
        return False


def felt_page(content: QWidget) -> QWidget:
    """A felt page whose content scrolls: at 800x600 a tall panel scrolls instead of being cut off."""
    felt = QWidget()
    felt.setObjectName("TripleFelt")
    felt.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
    layout = QVBoxLayout(felt)
    layout.setContentsMargins(2, 4, 2, 4)
    scroll = QScrollArea()
    scroll.setObjectName("TripleScroll")
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.viewport().setObjectName("TripleViewport")
    inner = QWidget()
    inner.setObjectName("TripleInner")
    il = FitLayout(inner)
    il.setContentsMargins(6, 4, 6, 4)
    il.setSpacing(8)
    il.addWidget(content, 1)
    scroll.setWidget(inner)
    layout.addWidget(scroll)
    return felt


class TotalsView(QTableView):
    """The running totals, sized to show every row without scrolling."""

    NAMES_MAX = 84
    """The widest the names' column gets; long names elide to what the numbers leave."""

    def __init__(self, model: TotalsModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TotalsTable")
        self.setModel(model)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setCornerButtonEnabled(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setMinimumSectionSize(28)
        self.verticalHeader().setMaximumWidth(self.NAMES_MAX)
        self.verticalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.horizontalHeader().setHighlightSections(False)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(30)
        self.verticalHeader().setHighlightSections(False)
        self.setAccessibleName(translate("TripleFrames", "Running totals"))
        self.setAccessibleDescription(translate("TripleFrames", "Each player's points per round and in all"))
        model.modelReset.connect(self.fit)
        self.fit()

    def fit(self) -> None:
        """All rows on show; the Total column as wide as its numbers (3 1/3 must not elide)."""
        self.horizontalHeader().setSectionResizeMode(
            TotalsModel.HEADERS.index("Total"), QHeaderView.ResizeMode.ResizeToContents
        )
        rows = self.model().rowCount()
        height = self.horizontalHeader().sizeHint().height() + rows * 30 + 2 * self.frameWidth() + 2
        self.setFixedHeight(height)
        self.fit_names()

    def fit_names(self) -> None:
        """Names give way to numbers: the names' column gets what the round columns (at their
        least) and the Total column leave, so 24-letter names never push Total out of sight."""
        header = self.horizontalHeader()
        column = TotalsModel.HEADERS.index("Total")
        total = max(header.sectionSizeHint(column), self.sizeHintForColumn(column))
        rounds = column * header.minimumSectionSize()
        room = self.width() - 2 * self.frameWidth() - rounds - total
        self.verticalHeader().setMaximumWidth(max(36, min(self.NAMES_MAX, room)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_names()
