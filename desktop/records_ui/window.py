"""The Records window (Game > Records...): the history of finished games, the high scores and the
statistics, read from the records database the window's recorder keeps.

One window at a time, not modal (the game goes on behind it), deleted when closed. Each tab reads
the records only when it is first shown and again after a game is filed or deleted, so opening
the window costs one page of the history however many games there are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QHelpEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n.problems import problem_text
from desktop.i18n.tr import translate
from desktop.look import theme
from desktop.look.appearance import styled
from desktop.widgets.plaintext import message_box

from .models import HISTORY_COLUMNS, HistoryModel, game_name
from .parts import empty_label, filter_row, refill, table

if TYPE_CHECKING:
    from desktop.records import Records
    from desktop.records.results import HistoryEntry

    from .scores import ScoresTab
    from .stats import StatsTab

class HistoryTab(QWidget):
    replay_requested = Signal(object)
    """A finished game's id (an int, wider than Qt's), to be watched again."""
    export_requested = Signal(object)
    """A finished game's id, to be saved as a ``.dicebox`` file."""

    def __init__(self, records: Records, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.records = records
        layout = QVBoxLayout(self)
        row, self.game_box, self.player_box = filter_row(self, True, translate("RecordsWindow", "&Player:"))
        row.addStretch(1)
        self.count_label = QLabel(self)
        self.count_label.setTextFormat(Qt.TextFormat.PlainText)
        self.count_label.setProperty("role", "note")
        row.addWidget(self.count_label)
        self.replay_button = QPushButton(translate("RecordsWindow", "&Replay"), self)
        self.replay_button.setToolTip(
            translate("RecordsWindow", "Watch the selected game again, move by move, with its review (Enter)"))
        self.export_button = QPushButton(translate("RecordsWindow", "E&xport\u2026"), self)
        self.export_button.setToolTip(
            translate("RecordsWindow", "Save the selected game as a .dicebox file to keep or share"))
        for button in (self.replay_button, self.export_button):
            button.setEnabled(False)
            row.addWidget(button)
        self.delete_button = QPushButton(translate("RecordsWindow", "&Delete\u2026"), self)
        self.delete_button.setToolTip(translate("RecordsWindow", "Delete the selected games from the records (Del)"))
        self.delete_button.setEnabled(False)
        row.addWidget(self.delete_button)
        layout.addLayout(row)

        self.model = HistoryModel(records, self)
        self.view = table(self, translate("RecordsWindow", "Finished games, newest first"))
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setModel(self.model)
        header = self.view.horizontalHeader()
        header.setHighlightSections(False)
        metrics = self.view.fontMetrics()
        samples = (game_name("triple-dice"), "2026-12-31 23:59", "", "888 \u00b7 888", "1st, 2nd", "\u2713", "59:59")
        for column, sample in enumerate(samples):
            if column == 2:
                continue
            wide = max(metrics.horizontalAdvance(sample), metrics.horizontalAdvance(HISTORY_COLUMNS[column]))
            header.resizeSection(column, wide + 24)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(48)
        self.empty = empty_label(
            translate("RecordsWindow", "No games yet. Finished games are listed here, newest first."), self)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.empty)
        layout.addWidget(self.stack, 1)

        self.game_box.currentIndexChanged.connect(self._game_chosen)
        self.player_box.currentIndexChanged.connect(self._apply_filter)
        self.delete_button.clicked.connect(self.delete_selected)
        self.replay_button.clicked.connect(self.replay_selected)
        self.export_button.clicked.connect(self.export_selected)
        self.view.activated.connect(lambda _index: self.replay_selected())  # double-click, Enter
        self.view.viewport().installEventFilter(self)  # each row's details as a tooltip
        self.view.selectionModel().selectionChanged.connect(self._selection_changed)
        self.model.modelReset.connect(self._selection_changed)
        delete = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.view)
        delete.setContext(Qt.ShortcutContext.WidgetShortcut)
        delete.activated.connect(self.delete_selected)
        self._fill_players()
        self._show_state()

    def _fill_players(self) -> None:
        names = self.records.player_names(self.game_box.currentData())
        refill(
            self.player_box, [(translate("RecordsWindow", "All players"), None), *((name, name) for name in names)],
            self.player_box.currentData())

    def _game_chosen(self) -> None:
        self._fill_players()
        self._apply_filter()

    def _apply_filter(self) -> None:
        self.model.set_filter(self.game_box.currentData(), self.player_box.currentData())
        self._show_state()

    def refresh(self) -> None:
        """A game was filed or deleted: the names and the rows read again."""
        self._fill_players()
        self._apply_filter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.view.indexAt(event.pos())
            text = self.model.tooltip(index.row()) if index.isValid() else ""
            if text:
                QToolTip.showText(event.globalPos(), text, self.view.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().eventFilter(watched, event)

    def _show_state(self) -> None:
        total = self.model.total
        filtered = self.game_box.currentData() is not None or self.player_box.currentData() is not None
        self.count_label.setText(translate("RecordsWindow", "%Ln games", None, total))
        if total == 0:
            self.empty.setText(
                translate("RecordsWindow", "No games match these filters.")
                if filtered
                else translate("RecordsWindow", "No games yet. Finished games are listed here, newest first."))
        self.stack.setCurrentWidget(self.view if total else self.empty)

    def _selection_changed(self, *_: object) -> None:
        rows = len(self.view.selectionModel().selectedRows())
        self.delete_button.setEnabled(rows > 0)
        self.replay_button.setEnabled(rows == 1)
        self.export_button.setEnabled(rows == 1)

    def _one_selected(self) -> HistoryEntry | None:
        entries = self.selected_entries()
        return entries[0] if len(entries) == 1 else None

    def replay_selected(self) -> None:
        """The selected game in the replay viewer: the window that opened the records shows it
        (Play On from Here plays in the main window)."""
        entry = self._one_selected()
        if entry is not None:
            self.replay_requested.emit(entry.game_id)

    def export_selected(self) -> None:
        entry = self._one_selected()
        if entry is not None:
            self.export_requested.emit(entry.game_id)

    def selected_entries(self) -> list[HistoryEntry]:
        rows = sorted({i.row() for i in self.view.selectionModel().selectedRows()})
        return [self.model.entry(r) for r in rows if r < self.model.rowCount()]

    def delete_selected(self) -> None:
        """Delete the selected games once the player confirms; their scores leave the statistics too."""
        entries = self.selected_entries()
        if not entries:
            return
        if len(entries) == 1:
            e = entries[0]
            what = translate("RecordsWindow", "the {game} game of {players}").format(
                game=game_name(e.game), players=e.seats and ", ".join(s.name for s in e.seats))
            text = translate("RecordsWindow", "Delete {what} from the records?").format(what=what)
        else:
            text = translate("RecordsWindow", "Delete these {len} games from the records?").format(len=len(entries))
        answer = message_box(
            self, "question", translate("RecordsWindow", "Delete games"), text + "\n\n" + translate(
                "RecordsWindow", "Their scores leave the high scores and statistics. This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel)
        if answer != QMessageBox.StandardButton.Yes:
            return
        failed = [e for e in entries if not self.records.delete(e.game_id)]
        window = self.window()
        if isinstance(window, RecordsWindow):
            window.refresh()
        else:
            self.refresh()
        if failed:
            if self.records.problem:
                text = translate("RecordsWindow", "{failed} of {total} games could not be deleted: {problem}").format(
                    failed=len(failed), total=len(entries), problem=problem_text(self.records.problem))
            else:
                text = translate("RecordsWindow", "{failed} of {total} games could not be deleted.").format(
                    failed=len(failed), total=len(entries))
            message_box(self, "warning", translate("RecordsWindow", "Delete games"), text)


class RecordsWindow(QWidget):
    """History, high scores and statistics of one records database, in three tabs."""

    def __init__(self, records: Records, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("RecordsWindow")
        self.setWindowTitle(translate("RecordsWindow", "Records \u2014 Dicebox"))
        styled(self, theme.RECORDS_STYLE)
        self.records = records
        layout = QVBoxLayout(self)
        self.banner = QLabel(self)
        self.banner.setTextFormat(Qt.TextFormat.PlainText)  # the problem quotes paths and system messages
        self.banner.setProperty("role", "problem")
        self.banner.setWordWrap(True)
        self.banner.hide()
        layout.addWidget(self.banner)
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        self.history = HistoryTab(records, self)
        self.replay_requested = self.history.replay_requested
        self.export_requested = self.history.export_requested
        self.tabs.addTab(self.history, translate("RecordsWindow", "&History"))
        self.scores: ScoresTab | None = None
        self.stats: StatsTab | None = None
        self._scores_page = QFrame(self)
        self._stats_page = QFrame(self)
        self._scores_box, self._stats_box = QVBoxLayout(self._scores_page), QVBoxLayout(self._stats_page)
        for box in (self._scores_box, self._stats_box):
            box.setContentsMargins(0, 0, 0, 0)
        self.tabs.addTab(self._scores_page, translate("RecordsWindow", "High &Scores"))
        self.tabs.addTab(self._stats_page, translate("RecordsWindow", "S&tatistics"))
        self._stale: set[int] = set()
        self.tabs.currentChanged.connect(self._tab_shown)
        layout.addWidget(self.tabs, 1)
        close = QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self)
        close.activated.connect(self.close)
        QShortcut(QKeySequence("Esc"), self).activated.connect(self.close)
        self.resize(980, 620)
        self._show_problem()

    def _latest(self) -> tuple[str | None, int | None, str | None]:
        """The newest game's id, table size and first person: where the other tabs start."""
        newest = self.records.history(0, 1)
        if not newest:
            return None, None, None
        entry = newest[0]
        person = next((s.name for s in entry.seats if s.kind == "human"), None)
        return entry.game, len(entry.seats), person

    def _tab_shown(self, index: int) -> None:
        """Build or refresh a tab when it is first shown (opening costs only the history's page)."""
        if index == 1 and self.scores is None:
            from .scores import ScoresTab  # lazy: each tab is built when first shown, so the window opens fast

            self.scores = ScoresTab(self.records, self._scores_page)
            self._scores_box.addWidget(self.scores)
            game, players, _ = self._latest()
            self.scores.choose(game, players)
        elif index == 2 and self.stats is None:
            from .stats import StatsTab  # lazy: each tab is built when first shown, so the window opens fast

            self.stats = StatsTab(self.records, self._stats_page)
            self._stats_box.addWidget(self.stats)
            game, _, person = self._latest()
            self.stats.choose(game, person)
        elif index in self._stale:
            tab = self.scores if index == 1 else self.stats
            if tab is not None:  # always: a tab is stale only once it is built (refresh)
                tab.refresh()
        self._stale.discard(index)
        self._show_problem()

    def refresh(self, *_: object) -> None:
        """A game was filed or deleted: the history at once, the other tabs when next shown."""
        self.history.refresh()
        for index, tab in ((1, self.scores), (2, self.stats)):
            if tab is not None:
                if self.tabs.currentIndex() == index:
                    tab.refresh()
                else:
                    self._stale.add(index)
        self._show_problem()

    def _show_problem(self) -> None:
        problem = problem_text(self.records.problem)
        self.banner.setText(problem[:1].upper() + problem[1:] if problem else "")
        self.banner.setVisible(bool(problem))
