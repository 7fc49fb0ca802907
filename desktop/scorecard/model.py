"""The scorecard as a Qt table model over the engine state.

Rows are the ruleset's categories grouped upper/lower with subtotal, bonus and total rows;
columns are one per player and scoring column. The model only reads the engine (score preview,
breakdown); which cell a click means is answered by ``action_at`` and decided by the controller.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QFont

import engine
from desktop.i18n.language import number
from desktop.i18n.names import bonus_name, category_name, rule_text
from desktop.i18n.tr import translate
from desktop.look import theme
from desktop.widgets.plaintext import tooltip
from engine.results import ColumnBreakdown, PlayerBreakdown, breakdown
from engine.rules import FirstRollBonus, Ruleset, ThresholdBonus

if TYPE_CHECKING:
    from engine.scorecard import ScorecardState

ModelIndex = QModelIndex | QPersistentModelIndex
KIND_ROLE = Qt.ItemDataRole.UserRole + 1
"""'preview', 'filled', 'open' (another player's), or a summary row kind."""


@dataclass(frozen=True)
class Row:
    kind: str
    """'category', 'subtotal', 'bonus', 'perfect', 'total', 'weighted' or 'grand'."""
    label: str
    key: str = ""
    """Category id for category rows, bonus id for bonus rows."""


def build_rows(rs: Ruleset) -> tuple[Row, ...]:
    upper = [c for c in rs.categories if c.section == "upper"]
    lower = [c for c in rs.categories if c.section != "upper"]
    game = rs.id
    rows = [Row("category", category_name(game, c.id), c.id) for c in upper]
    rows.append(Row("subtotal", translate("Scorecard", "Subtotal")))
    rows += [Row("bonus", bonus_name(game, b.id), b.id) for b in rs.bonuses if isinstance(b, ThresholdBonus)]
    rows += [Row("category", category_name(game, c.id), c.id) for c in lower]
    rows += [Row("perfect", bonus_name(game, b.id), b.id) for b in rs.bonuses if isinstance(b, FirstRollBonus)]
    # A bonus earned entry by entry (the classic +100 for a further five of a kind) has a row of its
    # own below the boxes, as the Perfect Round has.
    rows += [Row("repeat", bonus_name(game, b.id), b.id) for b in rs.bonuses
             if not isinstance(b, (ThresholdBonus, FirstRollBonus))]
    if rs.columns > 1:
        rows.append(Row("total", translate("Scorecard", "Column total")))
        rows.append(Row("weighted", translate("Scorecard", "Counted (\u00d7)")))
        rows.append(Row("grand", translate("Scorecard", "Grand total")))
    else:
        rows.append(Row("grand", translate("Scorecard", "Total")))
    return tuple(rows)


def _runs(indices: Iterable[int]) -> Iterator[tuple[int, int]]:
    """Ascending indices as (first, last) runs of consecutive ones: one signal per run."""
    first = last = -2
    for i in indices:
        if i != last + 1:
            if first >= 0:
                yield first, last
            first = i
        last = i
    if first >= 0:
        yield first, last


_CELL_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren


class ScorecardModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state: ScorecardState | None = None
        self.rs: Ruleset | None = None
        self.rows: tuple[Row, ...] = ()
        self._previews: dict[tuple[int, str], engine.Preview] = {}
        self._breakdowns: tuple[PlayerBreakdown, ...] = ()
        self._cell_keys: list[object] = []
        self._header_keys: list[bool] = []
        self._shown: dict[tuple[int, int], dict[int, object]] = {}
        """Role values already answered, by (row, column): the view asks for seven roles of a
        cell each time it paints it, and a cell's values change only when its key does."""
        self._headers_shown: dict[tuple[int, int, int], object] = {}
        """Header values already answered, by (orientation, section, role)."""

    # Feeding -----------------------------------------------------------------------------
    def set_state(self, state: ScorecardState | None) -> None:
        """Show ``state``. Only the cells and headers whose content changed are announced, so a
        click repaints a few cells, not the whole card; the model is reset only when the card's
        shape (game, players) changes."""
        rs = engine.ruleset(state.game) if state is not None else None
        reshaped = (
            self.state is None or state is None or rs != self.rs or len(state.players) != len(self.state.players)
            or state.players != self.state.players
        )
        if not reshaped and self.state is not None and state is not None and self._same_numbers(self.state, state):
            # A hold toggle changes nothing the card shows; skipping the repaint keeps a die
            # click cheap.
            self.state = state
            return
        if reshaped:
            self.beginResetModel()
            self._shown.clear()
            self._headers_shown.clear()
            self._install(state, rs)
            self._cell_keys = self._all_cell_keys()
            self._header_keys = self._all_header_keys()
            self.endResetModel()
            return
        self._install(state, rs)
        cells, headers = self._all_cell_keys(), self._all_header_keys()
        old_cells, old_headers = self._cell_keys, self._header_keys
        self._cell_keys, self._header_keys = cells, headers
        rows = len(self.rows)
        for column in range(self.columnCount()):
            base = column * rows
            changed = [r for r in range(rows) if cells[base + r] != old_cells[base + r]]
            for r in changed:
                self._shown.pop((r, column), None)
            for first, last in _runs(changed):
                self.dataChanged.emit(self.index(first, column), self.index(last, column))
        changed = [c for c in range(len(headers)) if headers[c] != old_headers[c]]
        if changed:
            self._headers_shown.clear()  # a turn change: two columns, a handful of values
        for first, last in _runs(changed):
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, first, last)

    def retranslate(self) -> None:
        """Every label and sentence again in the new language: same shape, new words."""
        if self.state is None:
            return
        self.beginResetModel()
        self._shown.clear()
        self._headers_shown.clear()
        self._install(self.state, self.rs)
        self.endResetModel()

    @staticmethod
    def _same_numbers(old: ScorecardState, new: ScorecardState) -> bool:
        return (
            (old.cards is new.cards or old.cards == new.cards)
            and old.dice == new.dice
            and old.rolls_used == new.rolls_used
            and old.current_player == new.current_player
            and old.phase == new.phase
        )

    def _install(self, state: ScorecardState | None, rs: Ruleset | None) -> None:
        self.state, self.rs = state, rs
        self.rows = build_rows(rs) if rs else ()
        self._previews = {(p.column, p.category): p for p in engine.score_preview(state)} if state else {}
        self._breakdowns = tuple(breakdown(state, p) for p in range(len(state.players))) if state else ()

    def _all_cell_keys(self) -> list[object]:
        """Everything any role of each cell depends on, column by column: two equal keys mean
        the cell looks and reads the same, so it need not be repainted."""
        if self.state is None or self.rs is None:
            return []
        keys: list[object] = []
        finished = self.state.phase == "finished"
        weighted = self.rs.columns > 1  # a preview's gain to the grand total is shown only then
        for column in range(self.columnCount()):
            player, col = self.seat_of(column)
            active = player == self.state.current_player and not finished
            card = self.state.cards[player][col]
            totals = self._column(player, col)
            for row in self.rows:
                if row.kind == "category":
                    preview = self._previews.get((col, row.key)) if active else None
                    shown = (preview.points, preview.bonus, weighted and preview.gain) if preview else None
                    keys.append((active, card[self.rs.index(row.key)], shown))
                elif row.kind in ("bonus", "perfect", "repeat"):
                    line = next(b for b in totals.bonuses if b.id == row.key)
                    keys.append((line.points, line.progress, line.target))
                elif row.kind == "grand":
                    keys.append(self._breakdowns[player].total if col == 0 else None)
                elif row.kind == "subtotal":
                    keys.append(totals.upper_subtotal)
                else:
                    keys.append(totals.total if row.kind == "total" else totals.weighted)
        return keys

    def _all_header_keys(self) -> list[bool]:
        """A column header changes only with whose turn it is (bold, tooltip); names reshape."""
        if self.state is None:
            return []
        finished = self.state.phase == "finished"
        return [self.seat_of(c)[0] == self.state.current_player and not finished for c in range(self.columnCount())]

    # Shape -------------------------------------------------------------------------------
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self.state is None or self.rs is None:
            return 0
        return len(self.state.players) * self.rs.columns

    def seat_of(self, column: int) -> tuple[int, int]:
        """(player, scoring column) shown in a model column."""
        assert self.rs is not None
        return divmod(column, self.rs.columns)

    def current_columns(self) -> range:
        if self.state is None or self.rs is None:
            return range(0)
        start = self.state.current_player * self.rs.columns
        return range(start, start + self.rs.columns)

    def action_at(self, index: QModelIndex) -> engine.Score | None:
        """The score action a click on ``index`` asks for, or None for summary rows."""
        if not index.isValid() or self.rs is None:
            return None
        row = self.rows[index.row()]
        if row.kind != "category":
            return None
        _player, col = self.seat_of(index.column())
        return engine.Score(row.key, col if self.rs.columns > 1 else None)

    def first_open_index(self) -> QModelIndex:
        """Where keyboard focus should land for the current player: the best-scoring open cell."""
        if self.state is None or self.state.phase == "finished":
            return QModelIndex()
        best: tuple[int, int, int] | None = None
        for r, row in enumerate(self.rows):
            if row.kind != "category":
                continue
            for c in self.current_columns():
                preview = self._previews.get((self.seat_of(c)[1], row.key))
                if preview is not None and (best is None or preview.gain > best[0]):
                    best = (preview.gain, r, c)
        return self.index(best[1], best[2]) if best else QModelIndex()

    # Data --------------------------------------------------------------------------------
    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        key = (int(orientation.value), section, role)
        try:
            return self._headers_shown[key]
        except KeyError:
            value = self._headers_shown[key] = self._header_data(section, orientation, role)
            return value

    def _header_data(self, section: int, orientation: Qt.Orientation, role: int) -> object:
        if orientation == Qt.Orientation.Vertical:
            if not 0 <= section < len(self.rows):
                return None
            row = self.rows[section]
            if role == Qt.ItemDataRole.DisplayRole:
                return row.label
            if role == Qt.ItemDataRole.FontRole and row.kind != "category":
                font = QFont()
                font.setBold(True)
                return font
            if role == Qt.ItemDataRole.ToolTipRole and row.kind == "category" and self.rs:
                return f"{row.label}: {rule_text(self.rs.id, self.rs.category(row.key).rule)}"
            return None
        if self.state is None or self.rs is None or not 0 <= section < self.columnCount():
            return None
        player, col = self.seat_of(section)
        name = self.state.players[player]
        if role == Qt.ItemDataRole.DisplayRole:
            if self.rs.columns > 1:
                # The name once per player keeps narrow columns readable; the tooltip has it all.
                return f"{name if col == 0 else ''}\n\u00d7{self.rs.multipliers[col]}"
            return name
        if role == Qt.ItemDataRole.AccessibleTextRole:  # the shown "\n\u00d72" says neither whose nor which
            return translate("Scorecard", "{player}, column \u00d7{multiplier}").format(
                player=name, multiplier=self.rs.multipliers[col]) if self.rs.columns > 1 else name
        if role == Qt.ItemDataRole.FontRole and player == self.state.current_player and self.state.phase != "finished":
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            turn = translate("Scorecard", " (playing now)") if player == self.state.current_player and \
                self.state.phase != "finished" else ""
            mult = translate("Scorecard", ", column \u00d7{multiplier}").format(
                multiplier=self.rs.multipliers[col]) if self.rs.columns > 1 else ""
            return tooltip(f"{name}{mult}{turn}")
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        return _CELL_FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        r, c = index.row(), index.column()
        shown = self._shown.get((r, c))
        if shown is None:
            if self.state is None or self.rs is None or not (0 <= r < len(self.rows) and 0 <= c < self.columnCount()):
                return None
            shown = self._shown[(r, c)] = {}
        try:
            return shown[role]
        except KeyError:
            value = shown[role] = self._data(r, c, role)
            return value

    def _data(self, r: int, c: int, role: int) -> object:
        row = self.rows[r]
        player, col = self.seat_of(c)
        kind = self._kind(row, player, col)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, player, col, kind)
        if role == KIND_ROLE:
            return kind
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole:
            if kind == "preview":
                preview = self._previews[(col, row.key)]
                return QBrush(theme.PREVIEW if preview.points + preview.bonus > 0 else theme.PREVIEW_ZERO)
            return QBrush(theme.INK)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            if kind == "preview":
                font.setItalic(True)
            elif kind in ("filled", "grand", "weighted", "total"):
                font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole:
            if row.kind == "grand":
                return QBrush(theme.TOTAL_ROW)
            if row.kind != "category":
                return QBrush(theme.SECTION_ROW)
            assert self.state is not None  # a cell is asked for only while a state is on show
            if player == self.state.current_player and self.state.phase != "finished":
                return QBrush(theme.CURRENT_COLUMN)
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self._tooltip(row, player, col, kind)
            return tooltip(tip) if tip else None  # names shown as written, never as markup
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._spoken(row, player, col, kind)
        return None

    def _kind(self, row: Row, player: int, col: int) -> str:
        if row.kind != "category":
            return row.kind
        assert self.rs is not None and self.state is not None
        cell = self.state.cards[player][col][self.rs.index(row.key)]
        is_current = player == self.state.current_player and self.state.phase != "finished"
        if is_current and (col, row.key) in self._previews:
            return "preview"
        return "filled" if cell else "open"

    def _column(self, player: int, col: int) -> ColumnBreakdown:
        return self._breakdowns[player].columns[col]

    def _text(self, row: Row, player: int, col: int, kind: str) -> str:
        assert self.rs is not None and self.state is not None
        column = self._column(player, col)
        if row.kind == "category":
            category = self.rs.category(row.key)
            cell = category.own_entries(self.state.cards[player][col][self.rs.index(row.key)])
            scored = sum(p for p, _ in cell)
            if kind == "preview":
                preview = self._previews[(col, row.key)]
                shown = f"{preview.points}" + (f" +{preview.bonus}" if preview.bonus else "")
                return f"{scored} \u00b7 {shown}" if cell else shown
            return str(scored) if cell else ""
        if row.kind == "subtotal":
            return str(column.upper_subtotal)
        if row.kind == "bonus":
            line = next(b for b in column.bonuses if b.id == row.key)
            if line.points:
                return f"+{line.points}"
            return f"{min(line.progress, line.target or 0)}/{line.target}"
        if row.kind in ("perfect", "repeat"):
            line = next(b for b in column.bonuses if b.id == row.key)
            return f"+{line.points}"
        if row.kind == "total":
            return str(column.total)
        if row.kind == "weighted":
            return str(column.weighted)
        if row.kind == "grand":
            return str(self._breakdowns[player].total) if col == 0 else ""
        return ""

    def _spoken(self, row: Row, player: int, col: int, kind: str) -> str:
        """What a screen reader says for a cell: "Full House, Ana column \u00d72: 25 if scored now"."""
        assert self.rs is not None and self.state is not None
        name = self.state.players[player]
        where = translate("Scorecard", "{player} column \u00d7{multiplier}").format(
            player=name, multiplier=self.rs.multipliers[col]) if self.rs.columns > 1 else name
        if kind == "preview":
            p = self._previews[(col, row.key)]
            what = translate("Scorecard", "{points} if scored now").format(points=number(p.points + p.bonus))
        elif kind == "open":
            what = translate("Scorecard", "open")
        else:
            what = self._text(row, player, col, kind) or translate("Scorecard", "empty")
        return translate("Scorecard", "{row}, {where}: {what}").format(row=row.label, where=where, what=what)

    def _tooltip(self, row: Row, player: int, col: int, kind: str) -> str | None:
        assert self.rs is not None and self.state is not None
        name = self.state.players[player]
        if kind == "preview":
            p = self._previews[(col, row.key)]
            extra = translate("Scorecard", " plus a {bonus}-point bonus").format(bonus=p.bonus) if p.bonus else ""
            mult = translate("Scorecard", "; counts \u00d7{multiplier}: +{gain} to the grand total").format(
                multiplier=self.rs.multipliers[col], gain=p.gain) if self.rs.columns > 1 else ""
            zero = translate("Scorecard", " (a deliberate 0: the dice do not fit)") if p.points == 0 else ""
            return translate("Scorecard", "Score {category} now: {points}{zero}{bonus}{counts}. Click or press "
                             "Enter.").format(category=row.label, points=p.points, zero=zero, bonus=extra, counts=mult)
        if kind == "filled":
            cell = self.rs.category(row.key).own_entries(self.state.cards[player][col][self.rs.index(row.key)])
            if len(cell) > 1:
                return translate("Scorecard", "{player}: {category} scored {points}").format(
                    player=name, category=row.label, points=", ".join(str(p) for p, _ in cell))
            return translate("Scorecard", "{player}: {category} scored {points} on roll {roll}").format(
                player=name, category=row.label, points=cell[0][0], roll=cell[0][1])
        if row.kind == "bonus":
            line = next(b for b in self._column(player, col).bonuses if b.id == row.key)
            bonus = next(b for b in self.rs.bonuses if b.id == row.key)
            return translate("Scorecard", "{bonus}: {rule}. Progress {progress}/{target}.").format(
                bonus=row.label, rule=rule_text(self.rs.id, bonus), progress=line.progress, target=line.target)
        if row.kind in ("perfect", "repeat"):
            line = next(b for b in self._column(player, col).bonuses if b.id == row.key)
            bonus = next(b for b in self.rs.bonuses if b.id == row.key)
            return translate("Scorecard", "{bonus}: {rule}. {player} has {count} so far.").format(
                bonus=row.label, rule=rule_text(self.rs.id, bonus), player=name, count=line.progress)
        return None
