"""A finished round as a read-only table: card, points, hit or miss, bonus, gain, total per player.

It was a grid of labels, which a screen reader reads once as a stream of words and a keyboard
cannot reach. As a model behind a table view it is in the Tab ring and its cells are walked with
the arrow keys, each read with its player (the row header) and its column's header, while it
keeps the look of the paper card: no lines, no frame, the card's face beside its name.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFocusEvent, QFont, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHeaderView,
    QSizePolicy,
    QTableView,
    QWidget,
)

from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate
from desktop.look import theme
from desktop.look.appearance import styled
from desktop.widgets.cells import focus_came_in, read_only_rows
from engine.triple_points import CARD_INFO

from .models import card_band, card_title, points
from .painting import paint_card_face

Index = QModelIndex | QPersistentModelIndex
HEADERS = (QT_TRANSLATE_NOOP("TripleMoments", "Player"), QT_TRANSLATE_NOOP("TripleMoments", "Card"),
           QT_TRANSLATE_NOOP("TripleMoments", "Points"), QT_TRANSLATE_NOOP("TripleMoments", "Hit?"),
           QT_TRANSLATE_NOOP("TripleMoments", "Bonus"), QT_TRANSLATE_NOOP("TripleMoments", "Round"),
           QT_TRANSLATE_NOOP("TripleMoments", "Total"))
NAME, CARD, POINTS, HIT, BONUS, GAIN, TOTAL = range(len(HEADERS))
BOLD = (NAME, GAIN, TOTAL)
INK, HIT_INK, MISS_INK = "#1d2530", "#1f6b4a", "#8a3a32"
"""The labels' colours, written light as the style sheets are (``_ink`` gives the theme's)."""
MARKS = "\u2714\u2718 "
"""The check and cross before "hit" and "missed": seen, not read out as "heavy check mark"."""
CARD_SIZE = (22, 30)
NAME_MAX = 170
NAME_MIN = 48
"""The widest and narrowest the names' column gets: a 24-letter name elides, it does not widen
the card, and on a narrow felt names give way before any number does."""
SPACING = 2
"""Air between columns, beyond the cells' own padding."""
STYLE = """
QTableView#RoundGrid { background: transparent; border: none; color: #1d2530; font-size: 14px;
    selection-background-color: #cfe6ff; selection-color: #1d2530; }
QTableView#RoundGrid::item { padding: 0 2px; }
QTableView#RoundGrid::item:focus { border: 2px solid #2d5fa0; }
QTableView#RoundGrid QHeaderView { background: transparent; }
QTableView#RoundGrid QHeaderView::section { background: transparent; border: none; color: #5b6470;
    font-size: 12px; font-weight: 700; padding: 0 2px; }
"""


def _ink(light: str) -> QColor:
    """``light`` in the current theme's colours, as ``theme.recolour`` turns a sheet's text colour."""
    return QColor(theme.MAPS[theme.current][1].get(light, light) if theme.current in theme.MAPS else light)


def _card_face(card: str) -> QPixmap:
    """The card's small face, as the labels' badge drew it."""
    pixmap = QPixmap(*CARD_SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_card_face(painter, QRectF(pixmap.rect()).adjusted(1.5, 1.5, -1.5, -1.5), card)
    painter.end()
    return pixmap


class RoundModel(QAbstractTableModel):
    """One row a player; filled by ``show_round`` from a round's record, never from the state."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, ...]] = []
        self.cards: list[str] = []
        self.hits: list[bool] = []

    def show_round(self, record: dict[str, Any], players: Sequence[str], totals: Sequence[Fraction]) -> None:
        self.beginResetModel()
        self.rows, self.cards, self.hits = [], [], []
        for p, name in enumerate(players):
            card = record["predictions"][p]
            hit = bool(record["hits"][p])
            bonus = "\u2013"
            if hit:
                doubled = "" if CARD_INFO[card].bonus is not None else " (\u00d72)"
                bonus = f"+{points(record['bonuses'][p])}{doubled}"
            said = translate("TripleMoments", "\u2714 hit") if hit else translate("TripleMoments", "\u2718 missed")
            self.rows.append((name, card_title(card), points(record["scores"][p]), said, bonus,
                              f"+{points(record['gains'][p])}", points(totals[p])))
            self.cards.append(card)
            self.hits.append(hit)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008  # Qt's signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008  # Qt's signature
        return 0 if parent.isValid() else len(HEADERS)

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Never editable: the table is read, not changed. Selectable only so that the current
        cell can be the selected one (``RoundGrid``)."""
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return translate("TripleMoments", HEADERS[section]) if 0 <= section < len(HEADERS) else None
        # Hidden, but a screen reader names each cell's row by it: whose card this is.
        return self.rows[section][NAME] if 0 <= section < len(self.rows) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row, column = index.row(), index.column()
        text = self.rows[row][column]
        if role == Qt.ItemDataRole.DisplayRole:
            return text
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return text.lstrip(MARKS) if column == HIT else text
        if role == Qt.ItemDataRole.DecorationRole and column == CARD:
            return _card_face(self.cards[row])
        if role == Qt.ItemDataRole.ToolTipRole and column == CARD:
            return f"{text}: {card_band(self.cards[row])}"
        if role == Qt.ItemDataRole.ForegroundRole:
            return _ink((HIT_INK if self.hits[row] else MISS_INK) if column == HIT else INK)
        if role == Qt.ItemDataRole.FontRole and (column in BOLD or (column == HIT and self.hits[row])):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        return None


class RoundGrid(QTableView):
    """The round's table on the paper card: sized to show every row and column whole."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RoundGrid")
        styled(self, STYLE)  # recoloured and rescaled with the theme and zoom
        self.setModel(RoundModel(self))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        read_only_rows(self)  # Tab leaves the table for the button; the arrows walk it
        self.setShowGrid(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)
        self.viewport().setAutoFillBackground(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verticalHeader().hide()  # the names' column shows whose row it is
        self.horizontalHeader().setHighlightSections(False)
        self.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setIconSize(QSize(*CARD_SIZE))
        self.setAccessibleName(translate("TripleMoments", "Round"))
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._names = self._others = self._names_min = 0

    def round_model(self) -> RoundModel:
        model = self.model()
        assert isinstance(model, RoundModel)
        return model

    def show_round(self, record: dict[str, Any], players: Sequence[str], totals: Sequence[Fraction]) -> None:
        self.round_model().show_round(record, players, totals)
        self.fit()

    def fit(self) -> None:
        """Every cell whole at its own size, and the table no bigger; the names' column takes
        what the felt leaves (``resizeEvent``), a long name elided rather than the card clipped."""
        self.resizeColumnsToContents()
        self.resizeRowsToContents()
        header = self.horizontalHeader()
        self._names = min(header.sectionSize(NAME) + SPACING, NAME_MAX)
        for column in range(1, len(HEADERS)):
            header.resizeSection(column, header.sectionSize(column) + SPACING)
        for row in range(self.model().rowCount()):
            self.setRowHeight(row, max(self.rowHeight(row), CARD_SIZE[1] + 4))
        self._others = sum(header.sectionSize(c) for c in range(1, len(HEADERS))) + 2 * self.frameWidth()
        self.setFixedHeight(header.sizeHint().height() + self.verticalHeader().length() + 2 * self.frameWidth())
        self._names_min = max(NAME_MIN, header.sectionSizeHint(NAME))  # its header whole, names elided
        self.setMinimumWidth(self._others + self._names_min)
        self.updateGeometry()
        self._fit_names()

    def sizeHint(self) -> QSize:
        return QSize(self._others + self._names, self.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_names()

    def _fit_names(self) -> None:
        self.horizontalHeader().resizeSection(NAME, max(self._names_min, min(self._names, self.width() - self._others)))

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        focus_came_in(self)
