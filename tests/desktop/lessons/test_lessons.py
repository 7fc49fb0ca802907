"""Learn to Play through the real window: every shipped lesson is played to its end by clicking
exactly what each step's callout rings (a die, Roll, a box, a card, Submit) or its Next button,
and wrong moves are refused with the step's hint, spoken and shown."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from lesson_driver import click, open_lesson, play_through, wait_step
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication
from qt_helpers import menu_action

import assets
import engine
from desktop.lessons import runner as lesson_runner
from desktop.lessons.callout import Bubble, Veil
from desktop.lessons.plan import read
from desktop.window.main_window import MainWindow

GAMES = ["dice-dash", "dicegame", "match", "triple-dice"]


@pytest.mark.parametrize("size", [(1280, 800), pytest.param((800, 600), marks=pytest.mark.slow)])
@pytest.mark.parametrize("game", [*GAMES[:-1], pytest.param(GAMES[-1], marks=pytest.mark.slow)])
def test_each_lesson_plays_through_the_window_by_its_callouts(
        qtbot: Any, window: MainWindow, game: str, size: tuple[int, int]) -> None:
    window.resize(*size)
    runner = open_lesson(qtbot, window, game)
    lesson = runner.lesson
    seen = play_through(qtbot, window, runner)
    assert seen == [step.text["en"] for step in lesson.steps]
    state = window.controller.state
    # The lesson ended in a normal game: no gate, no callout left behind, the same game goes on.
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.controller.gate is None and not window.findChildren(Bubble) and not window.findChildren(Veil)
    assert state.game == game and state.seed == lesson.seed and state.phase != "finished"
    assert window.controller.assisted  # a guided game is an assisted one
    QApplication.processEvents()
    if state.current_player == 0:
        move = engine.legal_actions(state)[-1]
        assert window.controller.move_by_person(move)


def test_a_wrong_move_is_refused_with_the_steps_hint(qtbot: Any, window: MainWindow) -> None:
    runner = open_lesson(qtbot, window, "dice-dash")
    said: list[str] = []
    window.controller.announced.connect(said.append)
    steps = runner.lesson.steps
    first = next(i for i, s in enumerate(steps) if s.expect is not None)
    for _ in range(first):
        runner.next()
    step = runner.step
    assert isinstance(step.expect, engine.ToggleHold)
    state = window.controller.state
    wrong_die = next(i for i in range(5) if i != step.expect.die_index)
    # A click on another die, on Roll and a key press: each refused, the hint said and shown.
    die = window.scorecard.tray.dice[wrong_die]
    click(qtbot, die, die.rect().center())
    click(qtbot, window.scorecard.roll_button, window.scorecard.roll_button.rect().center())
    qtbot.keyClick(window, Qt.Key.Key_R)
    assert window.controller.state is state
    hint = step.hint["en"] if step.hint else ""
    assert hint and said == [hint] * 3
    assert window.status_label.text() == hint
    assert runner.index == first
    # The right one passes and the lesson moves on.
    right = window.scorecard.tray.dice[step.expect.die_index]
    click(qtbot, right, right.rect().center())
    assert window.controller.state.held[step.expect.die_index]
    assert runner.index == first + 1


def test_undo_goes_back_a_step_and_leaving_gives_a_normal_game(qtbot: Any, window: MainWindow) -> None:
    runner = open_lesson(qtbot, window, "dice-dash")
    steps = runner.lesson.steps
    first = next(i for i, s in enumerate(steps) if s.expect is not None)
    for _ in range(first):
        runner.next()
    expected = steps[first].expect
    assert expected is not None and window.controller.move_by_person(expected)
    assert runner.index == first + 1
    window.controller.undo()
    assert runner.index == first and runner.callout.showing
    # A reading step refuses moves until Next; leaving (Esc) lifts every limit.
    runner.index = 0
    runner._show()
    assert not window.controller.move_by_person(engine.Roll())
    ended: list[bool] = []
    runner.ended.connect(ended.append)
    qtbot.keyClick(runner.callout.bubble, Qt.Key.Key_Escape)
    assert ended == [False] and window.controller.gate is None
    assert window.controller.move_by_person(engine.Roll())
    assert "left the lesson" in window.status_label.text()


def test_help_menu_starts_a_lesson_and_a_new_game_ends_it(qtbot: Any, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.is_settled, timeout=5000)
    learn = window.menus.choices["learn"]
    match = next(a for a in learn.actions() if a.data() == "match")
    assert not match.isCheckable()
    match.trigger()
    runner = lesson_runner.running(window)
    assert runner is not None and window.controller.state.game == "match"
    assert window.controller.state.seed == read("match").seed
    # Help > Learn to Play > This Game: the game on the table's lesson, begun again.
    menu_action(window, "Help", "Learn to Play").menu().actions()[0].trigger()
    again = lesson_runner.running(window)
    assert again is not None and again is not runner and again.lesson.game == "match"
    window.start_game("dice-dash", 5, None)
    assert lesson_runner.running(window) is None and window.controller.gate is None


def _keys_for(step_action: engine.Action) -> list[Any]:
    """The keys a person without a mouse presses for ``step_action``, as the pages' own shortcuts
    and the runner's focus offer them."""
    from desktop.triple.intents import DIE_SHORTCUTS
    from desktop.triple.table import CARD_KEYS
    from engine.triple_points import CARDS

    if isinstance(step_action, engine.ToggleHold):
        return [str(step_action.die_index + 1)]
    if isinstance(step_action, engine.Roll):
        return ["R"]
    if isinstance(step_action, engine.Score):
        return [Qt.Key.Key_Return]  # the runner made the ringed box the scorecard's current cell
    if isinstance(step_action, engine.Predict):
        return [CARD_KEYS[CARDS.index(step_action.card)], Qt.Key.Key_Return]
    assert isinstance(step_action, engine.Submit)
    return [DIE_SHORTCUTS[i] for i in step_action.dice] + [Qt.Key.Key_Return]


@pytest.mark.parametrize("game", [pytest.param("dicegame", marks=pytest.mark.slow), "triple-dice"])
def test_a_lesson_plays_by_keyboard_alone(qtbot: Any, window: MainWindow, game: str) -> None:
    runner = open_lesson(qtbot, window, game)
    ended: list[bool] = []
    runner.ended.connect(ended.append)
    for index, step in enumerate(runner.lesson.steps):
        wait_step(qtbot, runner, index)
        QApplication.processEvents()  # the runner hands the focus over on the next turn of the loop
        focus = QApplication.focusWidget() or window
        if step.expect is None:
            assert focus is runner.callout.bubble.next, f"step {index + 1}: Next does not have the focus"
            qtbot.keyClick(focus, Qt.Key.Key_Return)
            continue
        log = len(window.controller.state.log)
        for key in _keys_for(step.expect):
            qtbot.keyClick(QApplication.focusWidget() or window, key)
        assert len(window.controller.state.log) == log + 1, f"step {index + 1}: the keys made no move"
    qtbot.waitUntil(lambda: bool(ended), timeout=5000)
    assert ended == [True]


def test_a_games_first_start_offers_its_lesson_once(qtbot: Any, window: MainWindow, settings: Any) -> None:
    from desktop.lessons.offer import LessonOffer

    qtbot.waitUntil(lambda: window.is_settled, timeout=5000)
    window.start_game("match", 3, None)
    offer = LessonOffer(window, settings)
    assert offer.callout.showing and offer.game == "match" and "match" in settings.lessons_offered
    assert not offer.callout.veil.isVisible()  # a question, not a lesson: nothing is shaded
    qtbot.keyClick(window.scorecard.table, Qt.Key.Key_Escape)  # Not now
    assert not offer.callout.showing and lesson_runner.running(window) is None
    window.start_game("match", 4, None)
    assert not offer.callout.showing  # offered once per game
    window.start_game("dice-dash", 5, None)
    assert offer.game == "dice-dash"
    assert window.controller.move_by_person(engine.Roll())  # playing on is an answer too
    assert not offer.callout.showing
    window.start_game("dicegame", 6, None)
    assert "Shift+F1 starts it" in offer.callout.bubble.text.text()  # the keyboard's answer, said
    click(qtbot, offer.callout.bubble.next, offer.callout.bubble.next.rect().center())
    runner = lesson_runner.running(window)
    assert runner is not None and runner.lesson.game == "dicegame"
    runner.leave()
    window.start_game("triple-dice", 7, None)
    qtbot.keyClick(window.scorecard.table, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    runner = lesson_runner.running(window)
    assert runner is not None and runner.lesson.game == "triple-dice" and not offer.callout.showing
    # A game resumed part-way, or started in a lesson, is not a first start.
    runner.leave()
    assert not offer.callout.showing


def hostile_lessons(folder: Path) -> dict[str, tuple[Path, str]]:
    """Lesson files nobody should ship, made by hand: (the file, words its refusal must say)."""
    shipped = json.loads(Path(str(assets.path("lessons", "match.json"))).read_text(encoding="utf-8"))
    made: dict[str, tuple[Path, str]] = {}

    def write(name: str, data: bytes, says: str) -> None:
        path = folder / name
        path.write_bytes(data)
        made[name] = (path, says)

    write("cut.json", b'{"format": 1, "game": "match", "seed": "x"', "is not JSON")
    write("deep.json", b"[" * 100_000 + b"]" * 100_000, "nested too deeply")
    write("digits.json", b'{"format": 1, "game": "match", "seed": ' + b"7" * 5000 + b"}", "is not JSON")
    write("huge.json", b" " * (300 * 1024) + b"{}", "more than such a file may be")
    write("rings.json", json.dumps({**shipped, "steps": [{**shipped["steps"][0], "point": ["dice"] * 5000}]}).encode(),
          "at most 8")
    write("steps.json", json.dumps({**shipped, "steps": shipped["steps"] * 5}).encode(), "at most 60")
    os.mkfifo(folder / "pipe.json")
    made["pipe.json"] = (folder / "pipe.json", "is a pipe, not a file")
    (folder / "folder.json").mkdir()
    made["folder.json"] = (folder / "folder.json", "is a folder, not a file")
    (folder / "device.json").symlink_to("/dev/zero")
    made["device.json"] = (folder / "device.json", "is a device, not a file")
    write("locked.json", b"{}", "cannot be read: Permission denied")
    return made


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero")
def test_a_broken_lesson_file_in_the_window_is_a_message_and_the_game_goes_on(
        qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from desktop.base import files

    window.start_game("match", 8, None)
    state = window.controller.state
    real_path, real_open = assets.path, files.os.open
    for name, (path, says) in hostile_lessons(tmp_path).items():
        monkeypatch.setattr(assets, "path",
                            lambda *parts, path=path: path if parts[0] == "lessons" else real_path(*parts))
        if name == "locked.json":  # what a file this account may not read gives (root reads anything)
            monkeypatch.setattr(files.os, "open", lambda p, *a, path=path: (_ for _ in ()).throw(
                PermissionError(13, "Permission denied", str(p))) if str(p) == str(path) else real_open(p, *a))
        assert lesson_runner.start_lesson(window, "match") is None, name
        assert window.controller.state is state and lesson_runner.running(window) is None, name
        assert window.controller.gate is None, name
        line = window.status_label.text()
        assert line.startswith("This lesson cannot be played:") and says in line and "\n" not in line, (name, line)
        monkeypatch.setattr(files.os, "open", real_open)


def test_redo_and_the_history_carry_the_lesson_on_past_steps_already_read(qtbot: Any, window: MainWindow) -> None:
    runner = open_lesson(qtbot, window, "dice-dash")
    steps = runner.lesson.steps
    moves = [i for i, s in enumerate(steps) if s.expect is not None]
    while runner.index <= moves[-1]:  # every move of the lesson, and the steps to read between
        assert runner.perform()
    after = runner.index
    window.controller.undo()
    window.controller.undo()
    assert runner.index == moves[-2]
    said: list[int] = []
    runner.step_shown.connect(said.append)
    window.controller.redo()
    window.controller.redo()
    assert runner.index == after and runner.running
    stack = window.controller.undo_stack
    stack.setIndex(stack.index() - 2)  # the History panel: two steps back, then to the newest
    assert runner.index == moves[-2]
    stack.setIndex(stack.count())
    assert runner.index == after
    assert said.count(after) == 2  # each arrival said once, not again for each state on the way
    while runner.running:
        runner.next()


def test_a_lesson_begun_from_help_is_never_covered_by_the_first_start_offer(
        qtbot: Any, window: MainWindow, settings: Any) -> None:
    from desktop.lessons.offer import LessonOffer

    qtbot.waitUntil(lambda: window.is_settled, timeout=5000)
    offer = LessonOffer(window, settings)
    lesson_runner.start_lesson(window, "match")
    assert not offer.callout.showing and "match" not in settings.lessons_offered


@pytest.mark.slow
def test_the_learner_may_scroll_the_card_away_from_a_ringed_box(qtbot: Any, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.is_settled, timeout=5000)
    window.resize(800, 600)
    for _ in range(10):
        window.menus.set_zoom(+1)  # 200%: the card scrolls
    try:
        runner = open_lesson(qtbot, window, "dicegame")
        bar = window.scorecard.table.verticalScrollBar()
        steps = runner.lesson.steps
        ringing = next(i for i, s in enumerate(steps) if any(p.startswith("box:chance") for p in s.point))
        while runner.index < ringing - 1:
            assert runner.perform()
        qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=2000)
        bar.setValue(0)  # Chance, low on the card, out of sight
        assert runner.perform()
        assert runner.index == ringing and bar.value() > 0  # the step brought it into view, once
        qtbot.wait(50)  # the step's focus handed over (it makes Chance the current cell)
        bar.setValue(0)
        qtbot.wait(400)  # three of the callout's checks: none pulls the card back
        assert bar.value() == 0
    finally:
        window.menus.set_zoom(0)


def test_the_offer_follows_a_language_switch(qtbot: Any, window: MainWindow, settings: Any) -> None:
    from desktop.i18n.language import languages
    from desktop.lessons.offer import LessonOffer

    qtbot.waitUntil(lambda: window.is_settled, timeout=5000)
    window.start_game("dice-dash", 3, None)
    offer = LessonOffer(window, settings)
    try:
        languages().apply("de")
        assert offer.callout.bubble.step.text() == "Neu bei Würfelsprint?"
        assert offer.callout.bubble.text.text().startswith("Eine geführte Partie")
    finally:
        languages().apply("en")
    assert offer.callout.bubble.step.text() == "New to Dice Dash?"
