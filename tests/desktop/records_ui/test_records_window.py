"""The Records window over games whose every number is known: the history (lazy pages, filters,
delete with confirmation), the high-score boards, the statistics, the menu action; every model
checked by ``qtmodeltester``."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtWidgets import QAbstractItemView, QMessageBox
from qt_helpers import Boxes

from desktop.base.seeds import daily_seed
from desktop.records import Records
from desktop.records_ui.models import PAGE, HistoryModel, ListModel, duration_text, score_columns, score_text
from desktop.records_ui.window import RecordsWindow
from desktop.window.records_opener import open_records
from engine.results import BonusLine, ColumnBreakdown, Outcome, PlayerBreakdown, shared_places

DAY = 86_400.0
T0 = 1_700_000_000.0


def _card(name: str, ones: int, bonus: int, total: int) -> PlayerBreakdown:
    """A Dice Dash card with what the statistics read: Ones, Threes, All Match and the Number Bonus."""
    cells = (("ones", (ones,), False), ("threes", (0,), False), ("allMatch", (50,) if total > 140 else (0,), False))
    bonuses = (BonusLine("numberBonus", "Number Bonus", bonus, 30 if bonus else 10, 30),)
    return PlayerBreakdown(name, (ColumnBreakdown(1, cells, ones, bonuses, total, total),), total)


def add_game(records: Records, game: str, names: list[str], kinds: list[str], totals: list[int | Fraction],
             day: float, seed: int = 1, assisted: bool = False, breakdowns: tuple[PlayerBreakdown, ...] = (),
             minutes: float = 10) -> int:
    places = shared_places(totals)
    outcome = Outcome(game, tuple(names), tuple(totals), places, tuple(i for i, p in enumerate(places) if p == 1),
                      breakdowns)
    game_id = records.begin_game(game, seed, names, kinds, "1.2.3", started_at=T0 + day * DAY)
    if assisted:
        records.mark_assisted(game_id)
    assert records.finish(game_id, outcome, [{"type": "roll"}], ended_at=T0 + day * DAY + minutes * 60)
    return game_id


def fill(records: Records) -> None:
    """Ann's Dice Dash 100, 150, 120 (assisted), 150, 90; Match! against computers (W W L W);
    Ben and Cy on today's daily seed; a Triple Dice game with halves. 12 games."""
    for day, (total, ones, bonus) in enumerate([(100, 3, 20), (150, 2, 20), (120, 1, 0), (150, 4, 0), (90, 0, 0)]):
        add_game(records, "dice-dash", ["Ann"], ["human"], [total], day, seed=day, assisted=day == 2,
                 breakdowns=(_card("Ann", ones, bonus, total),))
    for i, (kinds, totals) in enumerate([(["human", "expert"], [200, 180]), (["human", "beginner"], [210, 100]),
                                         (["human", "expert"], [150, 230]), (["human", "good"], [190, 189])]):
        add_game(records, "match", ["Ann", "Bot"], kinds, totals, 10 + i, seed=1000 + i)
    today = daily_seed()
    add_game(records, "match", ["Ben"], ["human"], [170], 20, seed=today)
    add_game(records, "match", ["Cy"], ["human"], [260], 21, seed=today, assisted=True)
    add_game(records, "triple-dice", ["Ann", "Bot"], ["human", "expert"], [Fraction(7, 2), Fraction(3)], 30,
             minutes=75)


@pytest.fixture
def records(tmp_path: Path) -> Records:
    r = Records.open(tmp_path / "records.sqlite3", verify="off")
    fill(r)
    yield r
    r.close()


@pytest.fixture
def shown(qtbot, records: Records) -> RecordsWindow:
    window = RecordsWindow(records)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _texts(model: object, row: int) -> list[str]:
    return [model.index(row, c).data() for c in range(model.columnCount())]  # type: ignore[attr-defined]


def test_history_lists_games_newest_first_with_seats_scores_places(shown: RecordsWindow) -> None:
    model = shown.history.model
    assert model.rowCount() == 12 and model.total == 12
    game, ended, players, scores, places, assisted, duration = _texts(model, 0)
    assert (game, players, scores, places, assisted, duration) == (
        "Triple Dice", "Ann, Bot (Expert)", "3.5 \u00b7 3", "1st, 2nd", "", "1 h 15 min")
    assert ended == dt.datetime.fromtimestamp(T0 + 30 * DAY + 75 * 60).strftime("%Y-%m-%d %H:%M")
    assert _texts(model, 1)[2:6] == ["Cy", "260", "1st", "\u2713"]
    assert "undo or hints" in model.index(1, 5).data(Qt.ItemDataRole.AccessibleTextRole)
    assert [_texts(model, r)[0] for r in range(12)] == ["Triple Dice"] + ["Match!"] * 6 + ["Dice Dash"] * 5
    assert model.index(0, 3).data(Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    # The row's details come as a tooltip where the pointer rests (made then, not for every row).
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    view = shown.history.view
    at = view.visualRect(model.index(0, 2)).center()
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, at, view.viewport().mapToGlobal(at)))
    assert "seed" in QToolTip.text() and "Ann (person)" in QToolTip.text()
    assert model.tooltip(0) == QToolTip.text() and model.tooltip(99) == ""
    assert shown.history.count_label.text() == "12 games"


def test_every_model_passes_the_model_tester(qtmodeltester, shown: RecordsWindow, records: Records) -> None:
    qtmodeltester.check(shown.history.model)
    shown.tabs.setCurrentIndex(1)
    assert shown.scores is not None
    for board in (shown.scores.top, shown.scores.assisted, shown.scores.daily):
        qtmodeltester.check(board.model)
    shown.tabs.setCurrentIndex(2)
    shown.stats.choose("dice-dash", "Ann")
    for model in (shown.stats.versus_model, shown.stats.bonus_model, shown.stats.cell_model):
        qtmodeltester.check(model)
    empty = ListModel(score_columns())
    qtmodeltester.check(empty)


def test_filters_by_game_and_player_through_the_combos(qtbot, shown: RecordsWindow) -> None:
    tab = shown.history
    tab.game_box.setFocus()
    qtbot.keyClicks(tab.game_box, "Match")  # typing a name picks it in a combo box
    assert tab.game_box.currentData() == "match"
    assert tab.model.rowCount() == 6 and {_texts(tab.model, r)[0] for r in range(6)} == {"Match!"}
    names = [tab.player_box.itemText(i) for i in range(tab.player_box.count())]
    assert names == ["All players", "Ann", "Ben", "Cy"], "people only: the computers are no filter"
    tab.player_box.setCurrentIndex(tab.player_box.findData("Ben"))
    assert tab.model.rowCount() == 1 and _texts(tab.model, 0)[2] == "Ben"
    tab.game_box.setCurrentIndex(tab.game_box.findData("dice-dash"))
    assert tab.player_box.currentData() is None, "Ben has no Dice Dash games: back to all players"
    assert tab.model.rowCount() == 5
    tab.player_box.setCurrentIndex(tab.player_box.findData("Ann"))
    assert tab.model.rowCount() == 5 and tab.stack.currentWidget() is tab.view
    tab.game_box.setCurrentIndex(tab.game_box.findData("dicegame"))
    assert tab.model.rowCount() == 0 and tab.stack.currentWidget() is tab.empty
    assert tab.empty.text() == "No games match these filters."


def test_an_empty_database_says_so(qtbot, tmp_path: Path) -> None:
    records = Records.open(tmp_path / "empty.sqlite3", verify="off")
    window = RecordsWindow(records)
    qtbot.addWidget(window)
    window.show()
    assert window.history.stack.currentWidget() is window.history.empty
    assert window.history.empty.text().startswith("No games yet")
    window.tabs.setCurrentIndex(1)
    assert window.scores.top.stack.currentWidget() is window.scores.top.empty
    window.tabs.setCurrentIndex(2)
    assert window.stats.stack.currentWidget() is window.stats.empty
    assert window.stats.empty.text().startswith("No games yet")
    records.close()


@pytest.mark.slow
def test_a_large_history_is_fetched_a_page_at_a_time_as_it_scrolls(qtbot, tmp_path: Path) -> None:
    records = Records.open(tmp_path / "big.sqlite3", verify="off")
    with records.batched():
        for i in range(500):
            add_game(records, "dice-dash", ["Ann"], ["human"], [i], i / 100)
    calls: list[tuple[object, int]] = []
    history = records.history

    def counted(offset: int = 0, limit: int = 50, game: str | None = None, player: str | None = None,
                after: object = None) -> object:
        calls.append((after, limit))
        return history(offset, limit, game, player, after=after)  # type: ignore[arg-type]

    records.history = counted  # type: ignore[method-assign]
    window = RecordsWindow(records)
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    model, view = window.history.model, window.history.view
    assert model.total == 500 and model.rowCount() == PAGE, "one page read on opening"
    assert _texts(model, 0)[3] == "499", "newest first"
    bar = view.verticalScrollBar()
    for _ in range(40):
        bar.setValue(bar.maximum())
        qtbot.wait(1)
        if model.rowCount() == 500:
            break
    assert model.rowCount() == 500 and not model.canFetchMore(QModelIndex())
    # Each page read once, in order, on from the last row held (never by skipping rows).
    lasts = [None] + [(model.entry(i * PAGE - 1).ended_at, model.entry(i * PAGE - 1).game_id)
                      for i in range(1, 500 // PAGE)]
    assert calls == [(last, PAGE) for last in lasts]
    assert [int(_texts(model, r)[3]) for r in range(500)] == list(range(499, -1, -1)), "every game once"
    records.close()


def test_delete_asks_first_and_refreshes(qtbot, monkeypatch, shown: RecordsWindow, records: Records) -> None:
    tab = shown.history
    view = tab.view
    boxes = Boxes(monkeypatch, QMessageBox.StandardButton.Cancel)
    asked = boxes.texts
    assert not tab.delete_button.isEnabled()
    rect = view.visualRect(tab.model.index(1, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert tab.delete_button.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert len(asked) == 1 and "Cy" in asked[0]
    assert records.history_count() == 12 and tab.model.rowCount() == 12, "cancelled: nothing deleted"
    boxes.answer = QMessageBox.StandardButton.Yes
    qtbot.mouseClick(tab.delete_button, Qt.MouseButton.LeftButton)
    assert records.history_count() == 11 and tab.model.rowCount() == 11
    assert "Cy" not in [_texts(tab.model, r)[2] for r in range(11)]
    assert not tab.delete_button.isEnabled(), "the selection went with the row"
    # Two rows at once: one question, both gone, the statistics without them.
    view.selectRow(0)
    rect = view.visualRect(tab.model.index(1, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, rect.center())
    assert view.selectionMode() == QAbstractItemView.SelectionMode.ExtendedSelection
    tab.delete_selected()
    assert "these 2 games" in asked[-1]
    assert records.history_count() == 9
    assert records.stats("triple-dice", "Ann").games == 0


def test_high_scores_per_game_and_player_count(shown: RecordsWindow) -> None:
    shown.tabs.setCurrentIndex(1)
    tab = shown.scores
    assert tab.game_box.currentData() == "triple-dice" and tab.count_box.currentData() == 2, "the newest game"
    tab.game_box.setCurrentIndex(tab.game_box.findData("dice-dash"))
    top = [_texts(tab.top.model, r) for r in range(tab.top.model.rowCount())]
    assert [(t[0], t[1], t[2]) for t in top] == [("1", "Ann", "150"), ("1", "Ann", "150"), ("3", "Ann", "100"),
                                                 ("4", "Ann", "90")], "equal scores share a rank"
    assert [_texts(tab.assisted.model, 0)[1:3]] == [["Ann", "120"]]
    assert tab.daily.stack.currentWidget() is tab.daily.empty
    tab.game_box.setCurrentIndex(tab.game_box.findData("match"))
    assert [tab.count_box.itemData(i) for i in range(tab.count_box.count())] == [1, 2, 3, 4]
    tab.count_box.setCurrentIndex(tab.count_box.findData(1))
    assert [_texts(tab.top.model, 0)[1:3]] == [["Ben", "170"]]
    assert [_texts(tab.assisted.model, 0)[1:3]] == [["Cy", "260"]]
    assert [_texts(tab.daily.model, r)[1:3] for r in range(tab.daily.model.rowCount())] == [["Ben", "170"]]
    assert str(daily_seed()) in tab.daily.note.text()
    tab.count_box.setCurrentIndex(tab.count_box.findData(2))
    assert [_texts(tab.top.model, r)[1:3] for r in range(4)] == [["Ann", "210"], ["Ann", "200"], ["Ann", "190"],
                                                               ["Ann", "150"]]


def test_statistics_for_a_game_and_player(shown: RecordsWindow) -> None:
    shown.tabs.setCurrentIndex(2)
    tab = shown.stats
    tab.choose("dice-dash", "Ann")
    # 100, 150, 120, 150, 90: the assisted game counts in a player's own statistics.
    assert [tab.figure(k) for k in ("Games", "Average", "Median", "Best", "Lowest", "Wins")] == [
        "5", "122.0", "120", "150", "90", "no contests"]
    ones = next(c for c in tab.rows_of("categories") if c.item == "ones")
    assert ones.average == pytest.approx(2.0) and ones.rate == pytest.approx(0.8)
    assert [_texts(tab.cell_model, r)[0] for r in range(3)] == ["Ones", "Threes", "All Match"]
    assert _texts(tab.cell_model, 0)[1:] == ["2.0", "80%"]
    assert _texts(tab.bonus_model, 0) == ["Number Bonus", "8.0", "40%"]
    assert tab.versus.isHidden(), "no computers in Dice Dash: no table"
    assert tab.histogram.total() == 5 and tab.line.count() == 5
    assert (
        tab.histogram_text.text() == tab.histogram.summary_text() and "5 Dice Dash scores" in tab.histogram_text.text()
    )
    assert tab.line.accessibleDescription() or tab.line_text.text().startswith("Line chart")
    tab.game_box.setCurrentIndex(tab.game_box.findData("match"))
    assert tab.player_box.currentData() == "Ann"
    assert [tab.figure(k) for k in ("Games", "Best", "Wins", "Winning streak", "Longest streak")] == [
        "4", "210", "75% of 4", "1", "2"]
    versus = [_texts(tab.versus_model, r) for r in range(tab.versus_model.rowCount())]
    assert versus == [["Beginner", "1", "1", "100%"], ["Good", "1", "1", "100%"], ["Expert", "2", "1", "50%"]]
    assert not tab.versus.isHidden()
    tab.player_box.setCurrentIndex(tab.player_box.findData("Ben"))
    assert tab.figure("Games") == "1" and tab.figure("Wins") == "no contests"


def test_a_game_filed_while_open_shows_up(qtbot, shown: RecordsWindow, records: Records) -> None:
    shown.tabs.setCurrentIndex(2)
    shown.stats.choose("dice-dash", "Ann")
    shown.tabs.setCurrentIndex(0)
    add_game(records, "dice-dash", ["Ann"], ["human"], [200], 40)
    shown.refresh()
    assert shown.history.model.rowCount() == 13 and _texts(shown.history.model, 0)[3] == "200"
    shown.tabs.setCurrentIndex(2)
    assert shown.stats.figure("Games") == "6" and shown.stats.figure("Best") == "200"


def test_history_model_holds_the_first_page_and_ids_as_text(records: Records) -> None:
    model = HistoryModel(records)
    assert model.rowCount() == 12 and not model.canFetchMore(QModelIndex())
    assert model.index(0, 0).data(Qt.ItemDataRole.UserRole + 1).isdigit()


def test_words_for_numbers() -> None:
    assert [score_text(v) for v in (245, Fraction(7, 2), Fraction(10, 3), 1234, None, 12.0)] == [
        "245", "3.5", "3.33", "1,234", "\u2013", "12"]
    assert [duration_text(s) for s in (42, 600, 3599, 4500)] == ["42 s", "10:00", "59:59", "1 h 15 min"]


def test_game_menu_opens_one_records_window(qtbot, settings, tmp_path: Path) -> None:
    from desktop.session.controller import GameController
    from desktop.session.journal import GameJournal
    from desktop.session.recorder import keep_records
    from desktop.window.main_window import MainWindow

    window = MainWindow(GameController(None), settings)
    qtbot.addWidget(window)
    window.settle()
    assert not window.menus.actions["records"].isEnabled(), "no records yet"
    assert "No records" in window.menus.actions["records"].statusTip()
    records = Records.open(tmp_path / "records.sqlite3", verify="off")
    fill(records)
    window.use_recorder(keep_records(window.controller, GameJournal(tmp_path, records, "test")))
    records_entry = window.menus.actions["records"]
    assert records_entry.isEnabled() and records_entry.shortcut().toString() == "Ctrl+R"
    window.menus.actions["records"].trigger()
    first = window.findChild(RecordsWindow)
    assert first is not None and first.isVisible() and not first.isModal()
    window.menus.actions["records"].trigger()
    assert window.findChildren(RecordsWindow) == [first], "one at a time"
    assert open_records(window) is first
    first.close()
    qtbot.waitUntil(lambda: window.findChild(RecordsWindow) is None)  # deleted on close
    records.close()


def test_the_history_answers_the_keyboard(qtbot, shown: RecordsWindow) -> None:
    view = shown.history.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex().row() in (1, 2)
    assert shown.history.delete_button.isEnabled()
    header = view.horizontalHeader()
    assert header.sectionSize(2) >= header.sectionSize(0), "players take the spare width"
    assert view.visualRect(shown.history.model.index(0, 6)).right() <= view.viewport().width() + QPoint(1, 0).x()
