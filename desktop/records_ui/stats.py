"""The Records window's Statistics tab: one person's figures in one game, two charts, and the
tables behind them (against each computer level, the bonuses, each category).

Everything comes from one ``Records.stats`` call (running sums: tens of milliseconds at 100,000
games). Each chart says what it shows in words, below it and as its accessible description.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

import engine
from desktop.base.seats import level_name
from desktop.charts.histogram import Histogram, LineChart
from desktop.i18n.language import number
from desktop.i18n.names import bonus_name, category_name
from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate

from .models import Column, ListModel, day_text, game_name, percent, score_text
from .parts import empty_label, filter_row, listing, refill

if TYPE_CHECKING:
    from desktop.records import Records
    from desktop.records.results import CellStat, PlayerStats

FIGURES = (QT_TRANSLATE_NOOP("RecordsStats", "Games"), QT_TRANSLATE_NOOP("RecordsStats", "Average"),
           QT_TRANSLATE_NOOP("RecordsStats", "Median"), QT_TRANSLATE_NOOP("RecordsStats", "Best"),
           QT_TRANSLATE_NOOP("RecordsStats", "Lowest"), QT_TRANSLATE_NOOP("RecordsStats", "Wins"),
           QT_TRANSLATE_NOOP("RecordsStats", "Winning streak"), QT_TRANSLATE_NOOP("RecordsStats", "Longest streak"))


def labels_of(game: str) -> tuple[dict[str, str], tuple[int, ...]]:
    """Category and bonus names as the scorecard shows them, and the columns' multipliers."""
    try:
        rs = engine.ruleset(game)
    except Exception:  # Triple Dice, or a game of a newer Dicebox: ids are shown as they are
        return {}, (1,)
    names = {c.id: category_name(rs.id, c.id) for c in rs.categories}
    names.update({b.id: bonus_name(rs.id, b.id) for b in rs.bonuses})
    return names, tuple(rs.multipliers)


def cell_columns(names: dict[str, str], multipliers: tuple[int, ...], what: str, rate: str) -> list[Column]:
    columns = [Column(what, lambda c: names.get(c.item, c.item))]
    if len(multipliers) > 1:
        columns.append(
            Column(
                QT_TRANSLATE_NOOP("RecordsColumns", "Column"),
                lambda c: f"\u00d7{multipliers[c.column]}" if c.column < len(multipliers) else str(c.column + 1),
                right=True))
    columns += [Column(QT_TRANSLATE_NOOP("RecordsColumns", "Average"), lambda c: f"{c.average:.1f}", right=True),
                Column(rate, lambda c: percent(c.rate), right=True)]
    return columns


VERSUS_COLUMNS = [Column(QT_TRANSLATE_NOOP("RecordsColumns", "Computer level"), lambda v: level_name(v.level)),
                  Column(QT_TRANSLATE_NOOP("RecordsColumns", "Games"), lambda v: number(v.games), right=True),
                  Column(QT_TRANSLATE_NOOP("RecordsColumns", "Won"), lambda v: number(v.wins), right=True),
                  Column(QT_TRANSLATE_NOOP("RecordsColumns", "Win rate"), lambda v: percent(v.rate), right=True)]


class StatsTab(QWidget):
    def __init__(self, records: Records, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.records = records
        self.current: PlayerStats | None = None
        outer = QVBoxLayout(self)
        row, self.game_box, self.player_box = filter_row(self, False, translate("RecordsStats", "&Player:"))
        row.addStretch(1)
        outer.addLayout(row)

        self.empty = empty_label(translate("RecordsStats", "No games yet."), self)
        scroll = QScrollArea(self)
        scroll.setObjectName("StatsScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget(scroll)
        body.setObjectName("StatsBody")
        scroll.setWidget(body)
        scroll.viewport().setAutoFillBackground(False)  # the window's paper behind the cards
        self.stack = QStackedWidget(self)
        self.stack.addWidget(scroll)
        self.stack.addWidget(self.empty)
        outer.addWidget(self.stack, 1)

        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 4, 6, 4)
        figures = QGridLayout()
        figures.setHorizontalSpacing(10)
        self.figures: dict[str, QLabel] = {}
        for i, name in enumerate(FIGURES):
            card = QFrame(body)
            card.setObjectName("StatCard")
            inside = QVBoxLayout(card)
            inside.setContentsMargins(10, 6, 10, 6)
            caption = QLabel(translate("RecordsStats", name), card)
            caption.setObjectName("StatCaption")
            value = QLabel(card)
            value.setTextFormat(Qt.TextFormat.PlainText)  # figures, but never markup
            value.setObjectName("StatValue")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            inside.addWidget(caption)
            inside.addWidget(value)
            figures.addWidget(card, i // 4, i % 4)
            self.figures[name] = value
        layout.addLayout(figures)
        self.span = QLabel(body)
        self.span.setTextFormat(Qt.TextFormat.PlainText)  # the heading names the player: never read as HTML
        self.span.setProperty("role", "note")
        layout.addWidget(self.span)

        charts = QGridLayout()
        charts.setHorizontalSpacing(14)
        self.histogram = Histogram(body)
        self.line = LineChart(body)
        self.histogram_text = self._caption(body)
        self.line_text = self._caption(body)
        for column, (chart, text) in enumerate(((self.histogram, self.histogram_text), (self.line, self.line_text))):
            chart.setMinimumHeight(220)
            charts.addWidget(chart, 0, column)
            charts.addWidget(text, 1, column, Qt.AlignmentFlag.AlignTop)
            charts.setColumnStretch(column, 1)
        layout.addLayout(charts)

        self.versus_title, self.versus_model, self.versus = self._list(
            body, layout, translate("RecordsStats", "Against computers"), VERSUS_COLUMNS)
        self.bonus_title, self.bonus_model, self.bonuses = self._list(
            body, layout, translate("RecordsStats", "Bonuses"), [])
        self.cell_title, self.cell_model, self.cells = self._list(
            body, layout, translate("RecordsStats", "Average per category"), [])
        layout.addStretch(1)
        self.game_box.currentIndexChanged.connect(self._game_chosen)
        self.player_box.currentIndexChanged.connect(self.refresh)

    @staticmethod
    def _caption(parent: QWidget) -> QLabel:
        label = QLabel(parent)
        label.setTextFormat(Qt.TextFormat.PlainText)  # the chart's words name the player
        label.setProperty("role", "note")
        label.setWordWrap(True)
        return label

    @staticmethod
    def _list(parent: QWidget, layout: QVBoxLayout, title: str,
              columns: list[Column]) -> tuple[QLabel, ListModel, QTableView]:
        heading = QLabel(title, parent)
        heading.setTextFormat(Qt.TextFormat.PlainText)
        heading.setObjectName("RecordsHeading")
        model, view = listing(parent, title, columns)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout.addWidget(heading)
        layout.addWidget(view)
        return heading, model, view

    def _fit(self, view: QTableView, model: ListModel) -> None:
        """A short table as tall as its rows (the page scrolls, not each table)."""
        header = view.horizontalHeader()
        rows = view.verticalHeader().defaultSectionSize() * model.rowCount()
        view.setFixedHeight(rows + header.sizeHint().height() + 2 * view.frameWidth())
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        if model.columnCount():
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            for column in range(1, model.columnCount()):
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
                header.resizeSection(column, 110)

    def choose(self, game: str | None, player: str | None) -> None:
        """Start on the newest game's game and person."""
        found = self.game_box.findData(game) if game else -1
        self.game_box.blockSignals(True)
        if found >= 0:
            self.game_box.setCurrentIndex(found)
        self.game_box.blockSignals(False)
        self._fill_players(player)
        self.refresh()

    def _fill_players(self, wanted: str | None = None) -> None:
        names = self.records.player_names(self.game_box.currentData())
        refill(
            self.player_box, [(name, name) for name in names],
            wanted if wanted is not None else self.player_box.currentData())
        self.player_box.setEnabled(self.player_box.count() > 0)

    def _game_chosen(self) -> None:
        self._fill_players()
        self.refresh()

    def refresh(self) -> None:
        game, player = self.game_box.currentData(), self.player_box.currentData()
        if game is None:
            return
        if player is None:
            self._fill_players()
            player = self.player_box.currentData()
        if player is None:
            self.current = None
            self.empty.setText(
                translate("RecordsStats", "No games yet: nobody has finished a game of {game_name}.").format(
                    game_name=game_name(game)))
            self.stack.setCurrentWidget(self.empty)
            return
        self.show_stats(self.records.stats(game, player))

    def show_stats(self, s: PlayerStats) -> None:
        self.current = s
        if not s.games:
            self.empty.setText(
                translate("RecordsStats", "No games yet: {player} has not finished a game of {game_name}.").format(
                    player=s.player, game_name=game_name(s.game)))
            self.stack.setCurrentWidget(self.empty)
            return
        self.stack.setCurrentIndex(0)
        name = game_name(s.game)
        values = {
            "Games": number(s.games), "Average": "\u2013" if s.average is None else number(s.average, 1),
            "Median": score_text(s.median), "Best": score_text(s.best), "Lowest": score_text(s.worst),
            "Wins": translate("RecordsStats", "{percent} of {contests}").format(
                percent=percent(s.win_rate), contests=number(s.contests)) if s.contests else
            translate("RecordsStats", "no contests"),
            "Winning streak": number(s.current_streak), "Longest streak": number(s.longest_streak),
        }
        for key, text in values.items():
            self.figures[key].setText(text)
            self.figures[key].setAccessibleName(translate("RecordsStats", "{figure}: {value}").format(
                figure=translate("RecordsStats", key), value=text))
        if s.first_at is not None and s.last_at is not None:
            self.span.setText(translate("RecordsStats", "{player}'s {name} games from {day_text} to {day_text2}. "
                                        "Wins count games against at least one other player.").format(
                player=s.player, name=name, day_text=day_text(s.first_at), day_text2=day_text(s.last_at)))
        whole = all(float(b.low).is_integer() and float(b.high).is_integer() for b in s.histogram)
        self.histogram.set_bins(s.histogram, subject=name, whole=whole, best=_num(s.best),
                                lowest=_num(s.worst), average=s.average)
        self.histogram_text.setText(self.histogram.summary_text())
        # Each point at the number of games played by then: "game 60 (2025-06-20)".
        played, points = 0, []
        for p in s.timeline:
            played += p.games
            points.append((played, p.average))
        self.line.set_points(points, subject=name, labels=[day_text(p.ended_at) for p in s.timeline],
                             average_of=10)
        self.line_text.setText(self._line_words(s))
        self._show_list(self.versus_title, self.versus_model, self.versus, list(s.versus))
        names, multipliers = labels_of(s.game)
        self.bonus_model.set_items(s.bonuses, cell_columns(names, multipliers, "Bonus", "Earned"))
        self._show_list(self.bonus_title, self.bonus_model, self.bonuses, list(s.bonuses))
        self.cell_model.set_items(s.categories, cell_columns(names, multipliers, "Category", "Scored"))
        self._show_list(self.cell_title, self.cell_model, self.cells, list(s.categories))

    def _line_words(self, s: PlayerStats) -> str:
        text = self.line.summary_text()
        if s.timeline and max(p.games for p in s.timeline) > 1:
            text += translate("RecordsStats", " Each point is the average of the games since the one before "
                              "({points} points for {games} games).").format(points=number(len(s.timeline)),
                                                                            games=number(s.games))
        return text

    def _show_list(self, title: QLabel, model: ListModel, view: QTableView, items: list[object]) -> None:
        if model.items != items:
            model.set_items(items)
        for widget in (title, view):
            widget.setVisible(bool(items))
        if items:
            self._fit(view, model)

    def figure(self, name: str) -> str:
        """The text shown for one figure ("Average"), for tests and screen readers alike."""
        return self.figures[name].text()

    def rows_of(self, which: str) -> list[CellStat]:
        return list({"bonuses": self.bonus_model, "categories": self.cell_model}[which].items)


def _num(value: float | None) -> float | None:
    return None if value is None else float(value)
