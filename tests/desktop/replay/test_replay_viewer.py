"""The replay viewer: every step as the engine replays it, by buttons, slider and
keys; the review's values are the engine's; hidden dice stay hidden; Play On from Here starts a
new, assisted game in the window; a watched game grows; the History tab opens it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox
from qt_helpers import Boxes, play_to_the_end

import engine
from desktop.records.gamefile import GameFile, game_file
from desktop.replay.viewer import ReplayWindow, show_replay
from desktop.window.main_window import MainWindow


def played(game: str, seed: int, players: list[str], seats: list[str], stop: int | None = None) -> GameFile:
    rng = random.Random(seed)
    state = engine.new_game(game, seed, players)
    while state.phase != "finished" and (stop is None or len(state.log) < stop):
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    return game_file(game, seed, players, seats, state.log, assisted=False)


def viewer_of(qtbot: Any, window: MainWindow | None, game: GameFile, **kw: Any) -> ReplayWindow:
    viewer = show_replay(window, game, **kw)
    qtbot.addWidget(viewer)
    return viewer


def test_buttons_slider_and_keys_show_exactly_the_replayed_states(qtbot, window: MainWindow) -> None:
    game = played("match", 3, ["Ana", "Ben"], ["human", "expert"])
    states = list(engine.replay(game.game, game.seed, list(game.players), game.log))
    viewer = viewer_of(qtbot, window, game)
    last = len(states) - 1
    assert viewer.step == last and viewer.session.state == states[last], "a finished game opens at its end"
    qtbot.mouseClick(viewer.first_button, Qt.MouseButton.LeftButton)
    assert viewer.step == 0 and viewer.session.state == states[0]
    assert not viewer.back_button.isEnabled()
    for expected in (1, 2, 3):
        qtbot.mouseClick(viewer.next_button, Qt.MouseButton.LeftButton)
        assert viewer.session.state == states[expected] and viewer.slider.value() == expected
    viewer.setFocus()
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.session.state == states[2]
    qtbot.keyClick(viewer, Qt.Key.Key_PageDown)
    assert viewer.session.state == states[12]
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.session.state == states[last] and not viewer.next_button.isEnabled()
    qtbot.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.session.state == states[0]
    viewer.slider.setValue(20)
    assert viewer.session.state == states[20]
    assert viewer.caption.text().startswith(f"Move 20 of {last}: ")
    assert viewer.slider.accessibleDescription() == f"Move 20 of {last}"
    assert window.controller.state is None, "the window's own session is never touched"


def test_nothing_on_the_page_can_change_the_replay(qtbot, window: MainWindow) -> None:
    game = played("dice-dash", 5, ["Ana"], ["human"])
    viewer = viewer_of(qtbot, window, game)
    viewer.show_step(3)
    before = viewer.session.state
    page = viewer.page
    qtbot.mouseClick(page.roll_button, Qt.MouseButton.LeftButton)
    assert not viewer.session.move_by_program(engine.Roll()) and not viewer.session.undo()
    assert viewer.session.state is before
    assert "replay" in viewer.status.text()


def test_the_review_shown_is_the_engines(qtbot, window: MainWindow) -> None:
    from engine.review import review_log

    game = played("match", 8, ["Ana"], ["human"])
    viewer = viewer_of(qtbot, window, game)
    qtbot.waitUntil(lambda: viewer.review is not None, timeout=10000)
    expected = review_log(game.game, game.seed, list(game.players), game.log)
    assert viewer.review.to_json() == expected.to_json()
    decision = expected.decisions[4]
    viewer.show_step(decision.step + 1)
    text = viewer.review_label.text()
    assert f"expecting {decision.chosen.expected:.1f}" in text
    if decision.loss > 1e-9:
        assert f"expecting {decision.best.expected:.1f}: {decision.loss:.1f} points lost" in text
    worst = expected.totals[0].costliest[0]
    item = viewer.costliest.item(0)
    assert item.data(Qt.ItemDataRole.UserRole) == worst.step
    viewer.costliest.itemActivated.emit(item)
    assert viewer.step == worst.step
    viewer.resize(800, 600)
    assert viewer.compact_review.isVisibleTo(viewer) and not viewer.side.isVisibleTo(viewer)
    assert "Points lost so far" in viewer.compact_review.text()


def _labels(widget: Any) -> str:
    return "\n".join(label.text() + label.toolTip() for label in widget.findChildren(QLabel))


@pytest.mark.slow
def test_an_unfinished_triple_dice_game_never_shows_hidden_dice(qtbot, window: MainWindow) -> None:
    game = played("triple-dice", 4, ["Ana", "Ben", "Cy"], ["human", "expert", "beginner"], stop=40)
    assert not game.finished
    states = list(engine.replay(game.game, game.seed, list(game.players), game.log))
    viewer = viewer_of(qtbot, window, game)
    assert viewer.step == 0, "an unfinished game opens at its start"
    assert "seed" not in viewer.title.text(), "the seed would reveal every hidden die"
    for step, state in enumerate(states):
        viewer.show_step(step)
        # The page renders nothing but this observation: the table's, no seat's.
        assert viewer.page.obs == engine.observe(state, None), step
        assert "(you)" not in _labels(viewer), step
    assert not viewer.play_on_button.isEnabled()


@pytest.mark.slow
def test_a_finished_triple_dice_game_shows_every_die_at_its_end(qtbot, window: MainWindow) -> None:
    game = played("triple-dice", 4, ["Ana", "Ben"], ["human", "expert"])
    states = list(engine.replay(game.game, game.seed, list(game.players), game.log))
    viewer = viewer_of(qtbot, window, game)
    assert viewer.page.obs == engine.observe(states[-1], None)
    viewer.show_step(10)
    assert viewer.page.obs == engine.observe(states[10], None), "before the end, the table's view only"


@pytest.mark.slow
def test_play_on_from_here_starts_an_assisted_game_that_is_journaled(qtbot, window: MainWindow, store,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    game = played("dicegame", 2, ["Ana", "Ben"], ["human", "good"])
    states = list(engine.replay(game.game, game.seed, list(game.players), game.log))
    window.start_game("dice-dash", 1, None)
    viewer = viewer_of(qtbot, window, game)
    viewer.show_step(31)
    boxes = Boxes(monkeypatch, QMessageBox.StandardButton.No)
    viewer.play_on()
    assert boxes.texts and window.controller.state.game == "dice-dash", "the game in progress stays on No"
    boxes.answer = QMessageBox.StandardButton.Yes
    qtbot.mouseClick(viewer.play_on_button, Qt.MouseButton.LeftButton)
    c = window.controller
    assert c.state == states[31] and c.assisted and c.seats == ["human", "good"]
    assert list(store.records.resume().log) == [a.to_json() for a in states[31].log]
    viewer.show_step(len(states) - 1)
    assert not viewer.play_on_button.isEnabled(), "nothing to play on from the end"


def test_a_watched_game_grows_and_follows_its_end(qtbot, window: MainWindow) -> None:
    full = played("match", 6, ["Ana", "Ben"], ["human", "human"])
    cut = [game_file(full.game, full.seed, full.players, full.seats, full.log[:n], assisted=False) for n in (10, 25)]
    shown = iter(cut[1:])
    viewer = viewer_of(qtbot, window, cut[0], live=lambda: next(shown, None))
    assert not viewer.play_on_button.isEnabled(), "watching is read-only"
    viewer.show_step(10)
    viewer._poll_live()
    assert viewer.slider.maximum() == 25 and viewer.step == 25, "at the end, it follows the game"
    viewer._poll_live()  # nothing newer
    assert viewer.slider.maximum() == 25


def test_the_history_tab_opens_a_game_in_the_viewer(qtbot, window: MainWindow, store) -> None:
    from desktop.window.records_opener import open_records

    play_to_the_end(window, "dice-dash", 9, 1)
    c = window.controller
    records_window = open_records(window)
    assert records_window is not None
    qtbot.addWidget(records_window)
    tab = records_window.history
    assert not tab.replay_button.isEnabled()
    tab.view.selectRow(0)
    assert tab.replay_button.isEnabled() and tab.export_button.isEnabled()
    rect = tab.view.visualRect(tab.model.index(0, 0))
    # A real double-click: press and release, then the double-click event.
    qtbot.mouseClick(tab.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(tab.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    viewers = window.findChildren(ReplayWindow)
    assert viewers and viewers[-1].game.log == tuple(a.to_json() for a in c.state.log)
    assert viewers[-1].session.state == c.state
