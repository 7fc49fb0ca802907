"""The game-over summary's tables: the ranking and every box's points, as real tables.

They were rich text (a label and a text browser), which a screen reader reads as a stream of
words, "1st Ben 213 2nd Ana 192", and the browser took the dialog's first focus without a name.
As item tables each cell is announced with its row and column headers ("Full House, Ana column
\u00d72: 25"), and the arrow keys walk the card the way they walk the scorecard.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFocusEvent, QFont
from PySide6.QtWidgets import (
    QFrame,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

import engine
from desktop.i18n.language import ordinal
from desktop.i18n.names import bonus_name, category_name
from desktop.i18n.outcome_text import points
from desktop.i18n.tr import translate
from desktop.look import theme
from desktop.look.appearance import styled
from desktop.widgets.cells import focus_came_in, read_only_rows
from engine.results import Outcome

_CENTER = Qt.AlignmentFlag.AlignCenter
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def _item(text: str, *, bold: bool = False, background: QColor | None = None,
          align: Qt.AlignmentFlag = _CENTER, spoken: str = "") -> QTableWidgetItem:
    """A read-only cell (names stay plain text: an item is never markup)."""
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)  # never editable
    item.setTextAlignment(align)
    if bold:
        font = QFont()
        font.setBold(True)
        item.setFont(font)
    if background is not None:
        item.setBackground(QBrush(background))
    if spoken:
        item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
    return item


class ReadTable(QTableWidget):
    """A table read with the arrow keys: in the Tab ring, and naming its current cell when focus
    comes in, as Qt only says that the table got focus ("table with 15 rows") and names a cell
    only once the current one moves; a player who tabs in would not hear where they are."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        focus_came_in(self)


def _plain(table: QTableWidget) -> None:
    read_only_rows(table)
    table.setWordWrap(False)
    table.setCornerButtonEnabled(False)
    table.horizontalHeader().setHighlightSections(False)
    table.verticalHeader().setHighlightSections(False)


def breakdown_table(outcome: Outcome, parent: QWidget | None = None) -> ReadTable:
    """Every box, bonus and total of each player's columns, a row each (any ruleset's)."""
    rs = engine.ruleset(outcome.game)
    columns = [(b.name, c) for b in outcome.breakdowns for c in b.columns]
    table = ReadTable(parent)
    table.setObjectName("SummaryTable")
    _plain(table)
    table.setAccessibleName(translate("Summary", "Points by box"))
    table.setAccessibleDescription(translate("Summary", "Each box's points for every player and column, "
                                             "then the bonuses and totals."))
    table.setColumnCount(len(columns))
    for index, (name, column) in enumerate(columns):
        if rs.columns > 1:
            head = _item(f"{name}\n\u00d7{column.multiplier}", bold=True, spoken=translate(
                "Scorecard", "{player}, column \u00d7{multiplier}").format(player=name, multiplier=column.multiplier))
        else:
            head = _item(name, bold=True)
        table.setHorizontalHeaderItem(index, head)
    rows: list[tuple[str, list[str], QColor | None]] = []
    for i, category in enumerate(rs.categories):
        texts = []
        for _name, column in columns:
            _cid, points, _open = column.cells[i]
            texts.append("+".join(str(p) for p in points) if len(points) > 1 else str(points[0]) if points else
                         "\u2013")
        rows.append((category_name(rs.id, category.id), texts, None))
    for j, bonus in enumerate(rs.bonuses):
        rows.append((bonus_name(outcome.game, bonus.id), [f"+{c.bonuses[j].points}" for _n, c in columns],
                     theme.SECTION_ROW))
    if rs.columns > 1:
        rows.append((translate("Summary", "Column total"), [str(c.total) for _n, c in columns], theme.SECTION_ROW))
        rows.append((translate("Summary", "Counts"), [f"{c.total}\u00d7{c.multiplier} = {c.weighted}"
                                                      for _n, c in columns], theme.SECTION_ROW))
    table.setRowCount(len(rows) + 1)
    for r, (label, texts, background) in enumerate(rows):
        table.setVerticalHeaderItem(r, _item(label, bold=background is not None, align=_LEFT))
        for c, text in enumerate(texts):
            # Orca reads a whole row on Up and Down, without its header: the first cell names it.
            spoken = translate("History", "{category}: {points}").format(category=label, points=text) if c == 0 else ""
            table.setItem(r, c, _item(text, background=background, spoken=spoken))
    last = len(rows)
    total = translate("Summary", "Total")
    table.setVerticalHeaderItem(last, _item(total, bold=True, align=_LEFT))
    for p, breakdown in enumerate(outcome.breakdowns):
        first = p * rs.columns
        spoken = translate("History", "{category}: {points}").format(category=total, points=breakdown.total)
        table.setItem(last, first, _item(str(breakdown.total), bold=True, background=theme.TOTAL_ROW,
                                         spoken=spoken if p == 0 else ""))
        for extra in range(first + 1, first + rs.columns):  # covered by the span, kept empty for the reader
            table.setItem(last, extra, _item("", background=theme.TOTAL_ROW))
        if rs.columns > 1:
            table.setSpan(last, first, 1, rs.columns)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.horizontalHeader().setMinimumSectionSize(48)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.resizeRowsToContents()
    return table


def ranking_table(outcome: Outcome, parent: QWidget | None = None) -> ReadTable:
    """Place, name and points, best first: a small table without lines, as the label it replaces."""
    order = sorted(range(len(outcome.players)), key=lambda i: (outcome.places[i], i))
    table = ReadTable(len(order), 3, parent)
    table.setObjectName("SummaryRanking")
    _plain(table)
    table.setAccessibleName(translate("Summary", "Ranking"))
    table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # in the Tab ring, read cell by cell
    # The focused cell lit as in the points by box (the theme's rule for those): the palette's
    # strong highlight on a borderless table read as a selection, not as where the keys are.
    styled(table, "QTableView#SummaryRanking { selection-background-color: #cfe6ff; selection-color: #1d2530; }")
    table.setFrameShape(QFrame.Shape.NoFrame)
    table.setShowGrid(False)
    table.viewport().setAutoFillBackground(False)
    table.setAutoFillBackground(False)
    table.horizontalHeader().hide()
    table.verticalHeader().hide()
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    for c, word in enumerate((translate("Summary", "Place"), translate("Summary", "Player"),
                              translate("Summary", "Points"))):
        table.setHorizontalHeaderItem(c, _item(word))
    for r, i in enumerate(order):
        shared = sum(1 for p in outcome.places if p == outcome.places[i]) > 1
        place = ordinal(outcome.places[i]) + (translate("Summary", " (shared)") if shared else "")
        # Hidden, but a screen reader names each cell's row by it: whose place and points these are.
        table.setVerticalHeaderItem(r, _item(outcome.players[i]))
        table.setItem(r, 0, _item(place, align=_LEFT))
        table.setItem(r, 1, _item(outcome.players[i], bold=True, align=_LEFT))
        table.setItem(r, 2, _item(points(outcome.totals[i]), align=_LEFT))
    table.resizeColumnsToContents()
    table.resizeRowsToContents()
    for c in range(3):
        table.setColumnWidth(c, table.columnWidth(c) + 12)
    width = sum(table.columnWidth(c) for c in range(3)) + 2
    height = sum(table.rowHeight(r) for r in range(len(order))) + 2
    table.setFixedSize(width, height)
    return table
