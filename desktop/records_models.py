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

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

if TYPE_CHECKING:
    from .records import Records
    from .records.queries import HistoryEntry

PAGE = 100
"""Rows read per fetch: a few screens at once, a few milliseconds each."""

Index = QModelIndex | QPersistentModelIndex
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
GAME_ID_ROLE = Qt.ItemDataRole.UserRole + 1


# Words for numbers, times and seats -------------------------------------------------------------
def game_name(game: str) -> str:
    """The game's display name ("Match!"); the id of a game this Dicebox does not know."""
    import engine

    try:
        return str(engine.api.driver(game).name)
    except Exception:  # a game of a newer Dicebox in a shared profile: shown, never a crash
        return game


def score_text(value: int | float | Fraction | None) -> str:
    """A score as people read it: 245, or 3.5 for Triple Dice's halves (at most two decimals)."""
    if value is None:
        return "\u2013"
    if isinstance(value, Fraction) and value.denominator == 1:
        return f"{value.numerator:,}"
    number = float(value)
    if number.is_integer():
        return f"{int(number):,}"
    return f"{number:,.2f}".rstrip("0").rstrip(".")


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def date_text(moment: float) -> str:
    """Local date and time to the minute, the year-first form that sorts and reads everywhere."""
    return _dt.datetime.fromtimestamp(moment).strftime("%Y-%m-%d %H:%M")


def day_text(moment: float) -> str:
    return _dt.datetime.fromtimestamp(moment).strftime("%Y-%m-%d")


def duration_text(seconds: float) -> str:
    seconds = round(seconds)
    if seconds < 60:
        return f"{seconds} s"
    minutes, sec = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes}:{sec:02d}"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


def kind_word(kind: str) -> str:
    return "person" if kind == "human" else f"{kind} computer"


def seat_name(name: str, kind: str) -> str:
    """A person by name, a computer with its level: "Bot (expert)"."""
    return name if kind == "human" else f"{name} ({kind})"


def percent(rate: float) -> str:
    return f"{rate * 100:.0f}%"


# The history -------------------------------------------------------------------------------------
HISTORY_COLUMNS = ("Game", "Ended", "Players", "Scores", "Places", "Assisted", "Duration")
_RIGHT_COLUMNS = {3, 6}
_CENTRED_COLUMNS = {5}
_HISTORY_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole,
                            Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole, GAME_ID_ROLE})
_LIST_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole})


def _alignment(column: int) -> Qt.AlignmentFlag:
    if column in _RIGHT_COLUMNS:
        return RIGHT
    return Qt.AlignmentFlag.AlignCenter if column in _CENTRED_COLUMNS else LEFT


class HistoryModel(QAbstractTableModel):
    """Finished games, newest first, read from the records a page at a time as the view scrolls."""

    def __init__(self, records: Records, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.records = records
        self.game: str | None = None
        self.player: str | None = None
        self._rows: list[HistoryEntry] = []
        self._words: list[tuple[str, ...]] = []
        """Each row's words, made when it is fetched."""
        self._total = 0
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
        self._rows = []
        self._words = []
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
        page = self.records.history(start, min(PAGE, self._total - start), self.game, self.player)
        if len(page) < min(PAGE, self._total - start):
            # Fewer than counted (a read failed, or another window deleted games): stop asking
            # rather than asking again forever.
            self._total = start + len(page)
        if not page:
            return
        self.beginInsertRows(QModelIndex(), start, start + len(page) - 1)
        self._rows.extend(page)
        self._words.extend(tuple(self._text(e, c) for c in range(len(HISTORY_COLUMNS))) for e in page)
        self.endInsertRows()

    # Shape and data ------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HISTORY_COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(HISTORY_COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return HISTORY_COLUMNS[section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(_alignment(section))
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Painting one frame asks for a dozen roles of every visible cell: the roles this model
        # never answers go first and the words are made once per row, so a frame stays cheap.
        if role not in _HISTORY_ROLES or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if row >= len(self._rows) or not 0 <= column < len(HISTORY_COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._words[row][column]
        entry = self._rows[row]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(_alignment(column))
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(entry)
        if role == Qt.ItemDataRole.AccessibleTextRole and column == 5:
            return "assisted: undo or hints were used" if entry.assisted else "not assisted"
        if role == GAME_ID_ROLE:
            return str(entry.game_id)  # 62 bits: beyond what a Qt int carries
        return None

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

    @staticmethod
    def _tooltip(entry: HistoryEntry) -> str:
        lines = [f"{game_name(entry.game)}, seed {entry.seed}",
                 f"Started {date_text(entry.started_at)}, ended {date_text(entry.ended_at)} "
                 f"({duration_text(entry.duration)})"]
        for s in entry.seats:
            place = "" if s.place is None else f", {ordinal(s.place)}"
            lines.append(f"{s.name} ({kind_word(s.kind)}): {score_text(s.score)}{place}")
        if entry.assisted:
            lines.append("Assisted: undo or hints were used (not on the high scores)")
        lines.append(f"Dicebox {entry.app_version}")
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

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].header
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(RIGHT if self.columns[section].right else LEFT)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _LIST_ROLES or not index.isValid() or index.row() >= len(self.items) or not 0 <= index.column() < len(self.columns):
            return None
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(self.items[index.row()])
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(RIGHT if column.right else LEFT)
        return None


def score_columns() -> list[Column]:
    """Rank, player, score, date: one high-score board."""
    return [Column("#", lambda e: str(e.rank), right=True), Column("Player", lambda e: e.name),
            Column("Score", lambda e: score_text(e.score), right=True),
            Column("Date", lambda e: day_text(e.ended_at))]
