"""A lesson played through the real window as its callouts say: the lesson tests and the kiosk's
lesson tests both walk every step by clicking what it rings (or its Next button)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget

from desktop.lessons import runner as lesson_runner
from desktop.window.main_window import MainWindow


def open_lesson(qtbot: Any, window: MainWindow, game: str) -> lesson_runner.LessonRunner:
    qtbot.waitUntil(lambda: window.is_settled, timeout=5000)
    window.computers.set_fast(True)
    runner = lesson_runner.start_lesson(window, game)
    assert runner is not None and runner.running
    return runner


def click(qtbot: Any, widget: QWidget, at: QPoint) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=at)


def wait_step(qtbot: Any, runner: lesson_runner.LessonRunner, index: int) -> None:
    try:
        qtbot.waitUntil(lambda: runner.index == index and runner.ready, timeout=15000)
    except Exception:
        raise AssertionError(f"step {index + 1} never came: the lesson is at step {runner.index + 1} "
                             f"(running: {runner.running})") from None


def play_through(qtbot: Any, window: MainWindow, runner: lesson_runner.LessonRunner) -> list[str]:
    """Do every step as its callout says; the texts of the bubbles seen, in order."""
    seen = []
    ended: list[bool] = []
    runner.ended.connect(ended.append)
    for index, step in enumerate(runner.lesson.steps):
        wait_step(qtbot, runner, index)
        seen.append(runner.callout.bubble.text.text())
        # The bubble never hides what the step rings, once it has followed a layout that moved
        # (the rings follow their targets every FOLLOW_MS: on a loaded machine the check came
        # between a summary's layout and the next follow); a placement that covers stays covered.
        def covered() -> bool:
            bubble = runner.callout.bubble.geometry()
            return any(bubble.intersects(ring) for ring in runner.callout.rings())

        try:
            qtbot.waitUntil(lambda: not covered(), timeout=3000)
        except Exception:
            raise AssertionError(f"step {index + 1}: the bubble covers a ring") from None
        if step.expect is None:
            click(qtbot, runner.callout.bubble.next, runner.callout.bubble.next.rect().center())
            continue
        log = len(window.controller.state.log)
        targets = runner.targets()
        assert targets, f"step {index + 1} points at nothing on screen"
        for widget, rect in targets:  # in order, up to the move: a step may also ring what it talks about
            click(qtbot, widget, rect.center())
            if len(window.controller.state.log) > log:
                break
        assert len(window.controller.state.log) == log + 1, f"step {index + 1}: the clicks made no move"
    qtbot.waitUntil(lambda: bool(ended), timeout=5000)
    assert ended == [True]
    return seen
