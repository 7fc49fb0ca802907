"""The Records window's table models: the history, fetched a page at a time, and small fixed lists.

The history model holds only the rows the view has asked for. Qt asks for more
(``canFetchMore``/``fetchMore``) as the view scrolls near the end, so a profile with 100,000
games opens with one page read and scrolls without ever reading the whole table.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QDateTime, QLocale, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

from desktop.base.seats import level_name
from desktop.i18n.language import date_time, iso_dates, number, ordinal
from desktop.i18n.names import game_name as game_name  # the records' words for a game, a newer one's id included
from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from desktop.records import Records
    from desktop.records.results import HistoryEntry

PAGE = 50
"""Rows read per fetch: two screens at once, made in about 2 ms, so a frame that fetches stays
under 16 ms."""

Index = QModelIndex | QPersistentModelIndex
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
GAME_ID_ROLE = Qt.ItemDataRole.UserRole + 1


# Words for numbers, times and seats -------------------------------------------------------------
def score_text(value: int | float | Fraction | None) -> str:
    """A score as people read it: 245, or 3.5 for Triple Dice's halves (at most two decimals)."""
    if value is None:
        return "\u2013"
    if type(value) is int:  # the common case first: an ABC check on Fraction costs a microsecond
        return number(value)
    if isinstance(value, Fraction) and value.denominator == 1:
        return number(value.numerator)
    exact = float(value)
    if exact.is_integer():
        return number(int(exact))
    return number(round(exact, 2))


UNKNOWN = "?"
"""A stored value no reader can show (a hand-edited or damaged database: ``textrules.stored_*``)."""


def date_text(moment: float | None) -> str:
    """Local date and time to the minute, the year-first form that sorts and reads everywhere."""
    if moment is None:
        return UNKNOWN
    if not iso_dates():
        return date_time(QDateTime.fromSecsSinceEpoch(int(moment)))
    d = _dt.datetime.fromtimestamp(moment)  # fields, not strftime: a history page formats hundreds
    return f"{d.year:04d}-{d.month:02d}-{d.day:02d} {d.hour:02d}:{d.minute:02d}"


def day_text(moment: float | None) -> str:
    if moment is None:
        return UNKNOWN
    if not iso_dates():
        return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(moment)).date(), QLocale.FormatType.ShortFormat)
    return _dt.datetime.fromtimestamp(moment).strftime("%Y-%m-%d")


def duration_text(seconds: float) -> str:
    seconds = round(seconds)
    if seconds < 60:
        return f"{seconds} s"
    minutes, sec = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes}:{sec:02d}"
    hours, minutes = divmod(minutes, 60)
    return translate("RecordsModels", "{hours} h {minutes:02d} min").format(hours=hours, minutes=minutes)


def kind_word(kind: str) -> str:
    return translate("RecordsModels", "person") if kind == "human" else \
        translate("RecordsModels", "{level} computer").format(level=level_name(kind))


def seat_name(name: str, kind: str) -> str:
    """A person by name, a computer with its level: "Bot (Expert)"."""
    return name if kind == "human" else f"{name} ({level_name(kind)})"


def percent(rate: float) -> str:
    return translate("RecordsModels", "{percent}%").format(percent=number(round(rate * 100)))


# The history -------------------------------------------------------------------------------------
HISTORY_COLUMNS = (QT_TRANSLATE_NOOP("RecordsModels", "Game"), QT_TRANSLATE_NOOP("RecordsModels", "Ended"),
                   QT_TRANSLATE_NOOP("RecordsModels", "Players"), QT_TRANSLATE_NOOP("RecordsModels", "Scores"),
                   QT_TRANSLATE_NOOP("RecordsModels", "Places"), QT_TRANSLATE_NOOP("RecordsModels", "Assisted"),
                   QT_TRANSLATE_NOOP("RecordsModels", "Duration"))
_RIGHT_COLUMNS = {3, 6}
_CENTRED_COLUMNS = {5}
_LIST_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole})


def _alignment(column: int) -> Qt.AlignmentFlag:
    if column in _RIGHT_COLUMNS:
        return RIGHT
    return Qt.AlignmentFlag.AlignCenter if column in _CENTRED_COLUMNS else LEFT


_ALIGNED = {column: int(_alignment(column)) for column in (*_RIGHT_COLUMNS, *_CENTRED_COLUMNS)}
"""The history's columns that are not left-aligned (set on their items as they are made)."""


class HistoryModel(QStandardItemModel):
    """Finished games, newest first, read from the records a page at a time as the view scrolls.

    The rows fetched so far are held as ``QStandardItem``s: a painted frame asks a handful of
    roles of every visible cell, and answering them in C++ instead of in a Python ``data()``
    (some 1,400 calls a 1280x800 frame) is what keeps every frame of a long scroll under 16 ms.
    Each row's words, tooltip and alignment are made once, when its page is fetched."""

    def __init__(self, records: Records, parent: QObject | None = None) -> None:
        super().__init__(0, len(HISTORY_COLUMNS), parent)
        self.records = records
        self.game: str | None = None
        self.player: str | None = None
        self._rows: list[HistoryEntry] = []
        self._total = 0
        prototype = QStandardItem()
        prototype.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)  # shown, never edited
        self.setItemPrototype(prototype)
        for column, name in enumerate(HISTORY_COLUMNS):
            self.setHeaderData(column, Qt.Orientation.Horizontal, translate("RecordsModels", name))
            self.setHeaderData(column, Qt.Orientation.Horizontal, int(_alignment(column)),
                               Qt.ItemDataRole.TextAlignmentRole)
        self._count()
        self.fetchMore()

    def _count(self) -> None:
        self._total = self.records.history_count(self.game, self.player)

    def set_filter(self, game: str | None, player: str | None) -> None:
        """Show only ``game`` (None: every game) and the games ``player`` sat at as a person."""
        self.game, self.player = game, player
        self.refresh()

    def refresh(self) -> None:
        """Read again from the first page (a game was deleted or added, or the filter changed)."""
        self.beginResetModel()
        self.blockSignals(True)  # one reset for the view, not a removal then a reset
        self.setRowCount(0)
        self.blockSignals(False)
        self._rows = []
        self._count()
        self.endResetModel()
        self.fetchMore()  # the first page at once: the view would ask only after a layout pass

    @property
    def total(self) -> int:
        """How many games match the filter (more than ``rowCount`` until all are fetched)."""
        return self._total

    def entry(self, row: int) -> HistoryEntry:
        return self._rows[row]

    # Lazy fetching -------------------------------------------------------------------------------
    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008 (Qt's own default)
        return not parent.isValid() and len(self._rows) < self._total

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid():
            return
        start = len(self._rows)
        # From the last row held, not by offset: a page deep down costs what the first one does.
        last = self._rows[-1] if self._rows else None
        after = None if last is None or last.ended_at is None else (last.ended_at, last.game_id)
        # (an end time no reader can show: by offset from there on)
        page = self.records.history(0 if after or last is None else start, min(PAGE, self._total - start), self.game,
                                    self.player, after=after)
        if len(page) < min(PAGE, self._total - start):
            # Fewer than counted (a read failed, or another window deleted games): stop asking
            # rather than asking again forever.
            self._total = start + len(page)
        if not page:
            return
        self._rows.extend(page)
        self.insertRows(start, len(page))  # the view hears of the new rows once...
        self.blockSignals(True)  # ...and of what fills them once, below, not cell by cell
        # Filled through setData, so the model makes each item in C++ from the prototype: no
        # Python object per cell is left behind for the garbage collector to walk.
        set_data, index = self.setData, self.index
        display, align = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole
        for row, entry in enumerate(page, start):
            for column in range(len(HISTORY_COLUMNS)):
                cell = index(row, column)
                set_data(cell, self._text(entry, column), display)
                if column in _ALIGNED:
                    set_data(cell, _ALIGNED[column], align)
            set_data(index(row, 0), str(entry.game_id), GAME_ID_ROLE)  # 62 bits: beyond a Qt int
            set_data(index(row, 5), "assisted: undo or hints were used" if entry.assisted else "not assisted",
                     Qt.ItemDataRole.AccessibleTextRole)
        self.blockSignals(False)
        self.dataChanged.emit(self.index(start, 0), self.index(start + len(page) - 1, len(HISTORY_COLUMNS) - 1))

    @staticmethod
    def _text(entry: HistoryEntry, column: int) -> str:
        seats = entry.seats
        if column == 0:
            return game_name(entry.game)
        if column == 1:
            return date_text(entry.ended_at)
        if column == 2:
            return ", ".join(seat_name(s.name, s.kind) for s in seats)
        if column == 3:
            return " \u00b7 ".join(score_text(s.score) for s in seats)
        if column == 4:
            return ", ".join("\u2013" if s.place is None else ordinal(s.place) for s in seats)
        if column == 5:
            return "\u2713" if entry.assisted else ""
        return duration_text(entry.duration)

    def tooltip(self, row: int) -> str:
        """A row's details, made when the pointer rests on it (the view asks; see
        ``window.HistoryTab``): not for every row fetched, and not through a Python
        ``data()``, which every painted cell would then call."""
        return self._tooltip(self._rows[row]) if 0 <= row < len(self._rows) else ""

    @staticmethod
    def _tooltip(entry: HistoryEntry) -> str:
        lines = [
            translate("RecordsModels", "{game}, seed {seed}").format(
                game=game_name(entry.game), seed=UNKNOWN if entry.seed is None else entry.seed),
            translate("RecordsModels", "Started {started}, ended {ended} ({duration})").format(
                started=date_text(entry.started_at), ended=date_text(entry.ended_at),
                duration=duration_text(entry.duration)),
        ]
        for s in entry.seats:
            place = "" if s.place is None else f", {ordinal(s.place)}"
            lines.append(f"{s.name} ({kind_word(s.kind)}): {score_text(s.score)}{place}")
        if entry.assisted:
            lines.append(translate("RecordsModels", "Assisted: undo or hints were used (not on the high scores)"))
        lines.append(translate("RecordsModels", "Dicebox {app_version}").format(app_version=entry.app_version))
        return "\n".join(lines)


# Small fixed lists ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Column:
    header: str
    text: Callable[[Any], str]
    right: bool = False
    """Numbers are right-aligned so their digits line up."""


class ListModel(QAbstractTableModel):
    """A short list (ten high scores, the categories) shown in columns; replaced whole."""

    def __init__(self, columns: Sequence[Column], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.columns = tuple(columns)
        self.items: list[Any] = []

    def set_items(self, items: Sequence[Any], columns: Sequence[Column] | None = None) -> None:
        self.beginResetModel()
        self.items = list(items)
        if columns is not None:
            self.columns = tuple(columns)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.items)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return translate("RecordsColumns", self.columns[section].header)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(RIGHT if self.columns[section].right else LEFT)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if (
            role not in _LIST_ROLES
            or not index.isValid()
            or index.row() >= len(self.items)
            or not 0 <= index.column() < len(self.columns)):
            return None
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(self.items[index.row()])
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(RIGHT if column.right else LEFT)
        return None


def score_columns() -> list[Column]:
    """Rank, player, score, date: one high-score board."""
    return [
        Column("#", lambda e: str(e.rank), right=True),
        Column(QT_TRANSLATE_NOOP("RecordsColumns", "Player"), lambda e: e.name),
        Column(QT_TRANSLATE_NOOP("RecordsColumns", "Score"), lambda e: score_text(e.score), right=True),
        Column(QT_TRANSLATE_NOOP("RecordsColumns", "Date"), lambda e: day_text(e.ended_at))]
