"""The Triple Dice page's frames: felt pages that scroll only when they must, and the totals table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n.tr import translate
from desktop.look import theme

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
    # Not a Tab stop: the controls inside are (a scroll area took focus, unnamed, at every turn).
    # The wheel and the focused control's ensureVisible still scroll it.
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
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

    NAMES_MIN = 24
    NAMES_MAX = 84
    """The narrowest and the widest the names' column gets; names elide to what the numbers
    leave, down to an initial and "…" (a round's "10 2/3" in the narrow table)."""
    HEADER_FONT = 12
    HEADER_ROOM = 10
    """Pixels (at 100% zoom) of the header's text, as the theme's TotalsTable rule draws it, and
    what a section adds to its text: that rule's 3 px padding each side, the border and air."""

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
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # fit_names sizes them
        self.horizontalHeader().setMinimumSectionSize(1)
        self.verticalHeader().setMaximumWidth(self.NAMES_MAX)
        self.verticalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.horizontalHeader().setHighlightSections(False)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(30)
        self.verticalHeader().setHighlightSections(False)
        self.setAccessibleName(translate("TripleFrames", "Running totals"))
        self.setAccessibleDescription(translate("TripleFrames", "Each player's points per round and in all"))
        model.modelReset.connect(self.fit)
        model.dataChanged.connect(self.fit_names)  # a round's 10 2/3 widens its column
        model.headerDataChanged.connect(self.fit_names)  # a new language renames Total
        self.fit()

    def fit(self) -> None:
        """All rows on show, and the columns fitted to what they hold."""
        rows = self.model().rowCount()
        height = self.horizontalHeader().sizeHint().height() + rows * 30 + 2 * self.frameWidth() + 2
        self.setFixedHeight(height)
        self.fit_names()

    def _need(self, column: int) -> int:
        """The width ``column`` needs for its header and its cells whole (3 1/3 must not elide).
        Measured from the text, not the header's size hint, which keeps room for margins the
        theme's slim sections do not draw: at 800x600 that room was what a three-letter name lacked."""
        font = QFont(self.horizontalHeader().font())
        font.setPixelSize(theme.px(self.HEADER_FONT))
        title = str(self.model().headerData(column, Qt.Orientation.Horizontal) or "")
        return max(
            self.sizeHintForColumn(column), QFontMetrics(font).horizontalAdvance(title) + theme.px(self.HEADER_ROOM))

    def fit_names(self) -> None:
        """Names give way to numbers: each column gets what its header and numbers need, the
        names' column what they leave (a short name whole, bold or not; 24-letter names elide
        and never push Total out of sight), and any width to spare goes to the round columns."""
        header, names = self.horizontalHeader(), self.verticalHeader()
        needs = [self._need(c) for c in range(self.model().columnCount())]
        inner = self.width() - 2 * self.frameWidth()
        room = inner - sum(needs)
        names.setMaximumWidth(max(self.NAMES_MIN, min(self.NAMES_MAX, room)))
        spare = max(0, inner - min(names.sizeHint().width(), names.maximumWidth()) - sum(needs))
        rounds = len(needs) - 1
        for column, need in enumerate(needs):
            share = spare // rounds + (column < spare % rounds) if column < rounds else 0
            header.resizeSection(column, need + share)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_names()
