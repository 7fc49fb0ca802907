"""The Records window's High Scores tab: the top 10 of one game and table size, the assisted games
listed apart, and today's daily-seed board.

Three short boards side by side, two a row in a narrow window; each says in words when it is
empty. The lists are read when the tab is shown and after a game is filed or deleted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.base.seeds import daily_seed
from desktop.i18n.tr import translate

from .models import game_name, score_columns
from .parts import empty_label, filter_row, listing, player_range, refill

if TYPE_CHECKING:
    from desktop.records import Records
    from desktop.records.results import ScoreEntry


class Board(QWidget):
    """One high-score list under its title, or a line saying it is empty."""

    def __init__(self, title: str, empty: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(title, self)
        self.title.setObjectName("RecordsHeading")
        self.note = QLabel(self)
        self.note.setProperty("role", "note")
        self.note.setWordWrap(True)
        self.note.hide()
        self.model, self.view = listing(self, title, score_columns())
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.view.horizontalHeader()
        header.setMinimumSectionSize(24)
        metrics = self.view.fontMetrics()
        for column, sample in enumerate(("10", "", "8,888", "2026-12-31")):
            if column != 1:
                header.resizeSection(column, metrics.horizontalAdvance(sample) + 20)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        rows = self.view.verticalHeader().defaultSectionSize()
        self.view.setFixedHeight(rows * 10 + header.sizeHint().height() + 4)
        self.empty = empty_label(empty, self)
        self.empty_text = empty
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.empty)
        self.stack.setFixedHeight(self.view.height())
        self.setMinimumWidth(300)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addWidget(self.stack)

    def show_scores(self, entries: list[ScoreEntry]) -> None:
        self.model.set_items(entries)
        self.stack.setCurrentWidget(self.view if entries else self.empty)


class ScoresTab(QWidget):
    def __init__(self, records: Records, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.records = records
        layout = QVBoxLayout(self)
        row, self.game_box, self.count_box = filter_row(self, False, translate("RecordsScores", "&Players:"))
        row.addStretch(1)
        layout.addLayout(row)
        self.grid = grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(12)
        self.top = Board(
            translate("RecordsScores", "Top 10"),
            translate("RecordsScores", "No games yet. Finish a game without undo or hints to set a high score."), self)
        self.assisted = Board(
            translate("RecordsScores", "Assisted games"),
            translate("RecordsScores", "No assisted games: undo and hints were never used."), self)
        self.daily = Board(
            translate("RecordsScores", "Today's daily seed"),
            translate("RecordsScores", "Nobody has played today's daily seed yet."), self)
        self._columns = 0
        self._place_boards(3)
        body = QWidget(self)
        body.setObjectName("StatsBody")
        inner = QVBoxLayout(body)
        inner.setContentsMargins(0, 0, 6, 0)
        inner.addLayout(grid)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        scroll.viewport().setAutoFillBackground(False)
        layout.addWidget(scroll, 1)
        layout = inner
        self.explain = QLabel(
            translate(
                "RecordsScores",
                "Games where undo or hints were used are listed apart from the high scores. "
                "The daily seed board counts every number of players.",
            ),
            self,
        )
        self.explain.setProperty("role", "note")
        self.explain.setWordWrap(True)
        layout.addWidget(self.explain)
        layout.addStretch(1)
        self.game_box.currentIndexChanged.connect(self._game_chosen)
        self.count_box.currentIndexChanged.connect(self.refresh)

    def _place_boards(self, columns: int) -> None:
        """Three boards side by side when they fit; two a row in a narrow window (800 px)."""
        if columns == self._columns:
            return
        self._columns = columns
        for i, board in enumerate((self.top, self.assisted, self.daily)):
            self.grid.removeWidget(board)
            self.grid.addWidget(board, i // columns, i % columns)
        for column in range(3):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place_boards(3 if event.size().width() >= 1000 else 2)
        super().resizeEvent(event)

    def choose(self, game: str | None, players: int | None = None) -> None:
        """Start on the game (and table size) the player last played."""
        found = self.game_box.findData(game) if game else -1
        if found >= 0:
            self.game_box.setCurrentIndex(found)
        self._fill_counts(players)
        self.refresh()

    def _fill_counts(self, wanted: int | None = None) -> None:
        counts = [(players_text(n), n) for n in player_range(self.game_box.currentData())]
        refill(self.count_box, counts, wanted if wanted is not None else self.count_box.currentData())

    def _game_chosen(self) -> None:
        self._fill_counts()
        self.refresh()

    def refresh(self) -> None:
        game, players = self.game_box.currentData(), self.count_box.currentData()
        if game is None or players is None:
            return
        name = game_name(game)
        self.top.title.setText(
            translate("RecordsScores", "Top 10 \u00b7 {name}, {currenttext}").format(
                name=name, currenttext=self.count_box.currentText()))
        self.top.show_scores(self.records.high_scores(game, players))
        self.assisted.title.setText(
            translate("RecordsScores", "Assisted games \u00b7 {currenttext}").format(
                currenttext=self.count_box.currentText()))
        self.assisted.show_scores(self.records.high_scores(game, players, assisted=True))
        self.daily.title.setText(translate("RecordsScores", "Today's daily seed \u00b7 {name}").format(name=name))
        self.daily.note.setText(
            translate("RecordsScores", "Seed {daily_seed}, any number of players").format(daily_seed=daily_seed()))
        self.daily.note.show()
        self.daily.show_scores(self.records.daily_board(game))


def players_text(count: int) -> str:
    """ "1 player", "3 players" (the count a plain name: lupdate reads only those as plurals)."""
    return translate("RecordsScores", "%n players", None, count)
