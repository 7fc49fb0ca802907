"""Learn to Play through the real window: every shipped lesson is played to its end by clicking
exactly what each step's callout rings (a die, Roll, a box, a card, Submit) or its Next button,
and wrong moves are refused with the step's hint, spoken and shown."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget
from qt_helpers import menu_action

import engine
from desktop.lessons import runner as lesson_runner
from desktop.lessons.plan import read
from desktop.window.main_window import MainWindow

GAMES = ["dice-dash", "dicegame", "match", "triple-dice"]


def _open(qtbot: Any, window: MainWindow, game: str) -> lesson_runner.LessonRunner:
    qtbot.waitUntil(lambda: window.is_settled, timeout=5000)
    window.computers.set_fast(True)
    runner = lesson_runner.start_lesson(window, game)
    assert runner is not None and runner.running
    return runner


def _click(qtbot: Any, widget: QWidget, at: QPoint) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=at)


def _ready(runner: lesson_runner.LessonRunner, index: int) -> bool:
    """Step ``index`` is on show and, when it waits for a move, the learner is to make it."""
    if not runner.running or runner.index != index or not runner.callout.showing:
        return False
    state = runner.controller.state
    return runner._may_show(runner.step) and (runner.step.expect is None or state.current_player == 0)


def play_through(qtbot: Any, window: MainWindow, runner: lesson_runner.LessonRunner) -> list[str]:
    """Do every step as its callout says; the texts of the bubbles seen, in order."""
    seen = []
    ended: list[bool] = []
    runner.ended.connect(ended.append)
    for index, step in enumerate(runner.lesson.steps):
        try:
            qtbot.waitUntil(lambda index=index: _ready(runner, index), timeout=15000)
        except Exception:
            raise AssertionError(f"step {index + 1} never came: the lesson is at step {runner.index + 1} "
                                 f"(running: {runner.running})") from None
        seen.append(runner.callout.bubble.text.text())
        if step.expect is None:
            _click(qtbot, runner.callout.bubble.next, runner.callout.bubble.next.rect().center())
            continue
        log = len(window.controller.state.log)
        targets = runner.targets()
        assert targets, f"step {index + 1} points at nothing on screen"
        for widget, rect in targets:  # in order, up to the move: a step may also ring what it talks about
            _click(qtbot, widget, rect.center())
            if len(window.controller.state.log) > log:
                break
        assert len(window.controller.state.log) == log + 1, f"step {index + 1}: the clicks made no move"
    qtbot.waitUntil(lambda: bool(ended), timeout=5000)
    assert ended == [True]
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_each_lesson_plays_through_the_window_by_its_callouts(qtbot: Any, window: MainWindow, game: str) -> None:
    runner = _open(qtbot, window, game)
    lesson = runner.lesson
    seen = play_through(qtbot, window, runner)
    assert seen == [step.text["en"] for step in lesson.steps]
    state = window.controller.state
    # The lesson ended in a normal game: no gate, no callout, the same game goes on by any legal move.
    assert window.controller.gate is None and not runner.callout.showing
    assert state.game == game and state.seed == lesson.seed and state.phase != "finished"
    assert window.controller.assisted  # a guided game is an assisted one
    QApplication.processEvents()
    if state.current_player == 0:
        move = engine.legal_actions(state)[-1]
        assert window.controller.intent(move)


def test_a_wrong_move_is_refused_with_the_steps_hint(qtbot: Any, window: MainWindow) -> None:
    runner = _open(qtbot, window, "dice-dash")
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
    _click(qtbot, die, die.rect().center())
    _click(qtbot, window.scorecard.roll_button, window.scorecard.roll_button.rect().center())
    qtbot.keyClick(window, Qt.Key.Key_R)
    assert window.controller.state is state
    hint = step.hint["en"] if step.hint else ""
    assert hint and said == [hint] * 3
    assert window.status_label.text() == hint
    assert runner.index == first
    # The right one passes and the lesson moves on.
    right = window.scorecard.tray.dice[step.expect.die_index]
    _click(qtbot, right, right.rect().center())
    assert window.controller.state.held[step.expect.die_index]
    assert runner.index == first + 1


def test_undo_goes_back_a_step_and_leaving_gives_a_normal_game(qtbot: Any, window: MainWindow) -> None:
    runner = _open(qtbot, window, "dice-dash")
    steps = runner.lesson.steps
    first = next(i for i, s in enumerate(steps) if s.expect is not None)
    for _ in range(first):
        runner.next()
    expected = steps[first].expect
    assert expected is not None and window.controller.intent(expected)
    assert runner.index == first + 1
    window.controller.undo()
    assert runner.index == first and runner.callout.showing
    # A reading step refuses moves until Next; leaving (Esc) lifts every limit.
    runner.index = 0
    runner._show()
    assert not window.controller.intent(engine.Roll())
    ended: list[bool] = []
    runner.ended.connect(ended.append)
    qtbot.keyClick(runner.callout.bubble, Qt.Key.Key_Escape)
    assert ended == [False] and window.controller.gate is None
    assert window.controller.intent(engine.Roll())
    assert "left the lesson" in window.status_label.text()


def test_help_menu_starts_a_lesson_and_a_new_game_ends_it(qtbot: Any, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.is_settled, timeout=5000)
    learn = window.choices["learn"]
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
