"""Whole games through the real window, fast, for the leak test and the soak benchmark.

People's moves are random legal actions sent where the window's clicks and keys send them
(``GameController.move_by_person`` for the scorecard games, the Triple Dice controller for its table);
computer seats play by themselves through the event loop, at no pace. A finished game is left
the ways a player leaves it: the summary's Close button, Escape, Play again, or New game... with
the New Game dialog filled in and Start pressed. Needs no pytest, so the benchmark can use it.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import Shiboken

import engine
from desktop.window.main_window import MainWindow
from desktop.window.new_game_dialog import NewGameDialog
from desktop.window.summary import GameOverDialog
from engine import triple_dice

ENDINGS = ("close", "escape", "again", "new")
"""How a finished game is left. Triple Dice shows its result on the page, with no summary to
close: there "close" and "escape" go straight to the next game (as the Game menu's New Game
would once its dialog is accepted), "again" is Game \u25b8 Restart This Seed."""

COMPUTER_WAIT_S = 60.0
"""A computer move that takes longer than this is a hang, not a slow machine."""


@dataclass(frozen=True)
class Setup:
    game: str
    players: tuple[str, ...]
    seats: tuple[str, ...]


def setup(game: str, computer: str | None = None) -> Setup:
    """A table for ``game``: Dice Dash is solo; the others seat two, the second a computer of
    level ``computer`` if given (Triple Dice with two people is pass-and-play)."""
    if game == "dice-dash":
        return Setup(game, ("You",), ("human",))
    return Setup(game, ("Ana", "Ben"), ("human", computer or "human"))


def flush() -> None:
    """What returning to the event loop does: posted events, then the deferred deletes."""
    for _ in range(3):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def census() -> tuple[int, int]:
    """(widgets, QObjects) alive after a flush: every widget, and every QObject in the trees of
    the application and of each top-level widget (a dialog parented to the window is one)."""
    flush()
    app = QApplication.instance()
    assert app is not None
    pointers: set[int] = set()
    for root in (app, *QApplication.topLevelWidgets()):
        for obj in (root, *root.findChildren(QObject)):
            pointers.add(Shiboken.getCppPointer(obj)[0])
    return len(QApplication.allWidgets()), len(pointers)


def visible(kind: type[QWidget]) -> QWidget | None:
    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()), None)


def _wait_for_move(controller: object, before: object) -> None:
    """Run the event loop until the computer's move (worked out on a thread) has landed."""
    guard = QTimer()
    guard.start(50)  # wakes the wait now and then, so the deadline is checked
    deadline = time.monotonic() + COMPUTER_WAIT_S
    try:
        while controller.state is before:  # type: ignore[attr-defined]
            if time.monotonic() > deadline:
                raise TimeoutError(f"no computer move within {COMPUTER_WAIT_S:.0f} s")
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    finally:
        guard.stop()


def play_to_end(window: MainWindow, rng: random.Random) -> int:
    """Play the window's current game to its end; returns the number of moves people made."""
    if (window.current_page() is window.pages.get("triple-dice")):
        return _play_triple(window, rng)
    controller = window.controller
    if window._computers is not None:
        window.computers.pace_ms = 0
    moves = 0
    while controller.state.phase != "finished":
        if controller.computer_to_move():
            _wait_for_move(controller, controller.state)
            continue
        if not window.controller.move_by_person(rng.choice(engine.legal_actions(controller.state))):
            raise AssertionError("a legal move was refused")
        moves += 1
    return moves


def _play_triple(window: MainWindow, rng: random.Random) -> int:
    page = window.pages["triple-dice"]
    window.computers.pace_ms = 0  # the one pace for every page's computers (a page has none of its own)
    controller = page.controller
    moves = 0
    while controller.state.phase != "finished":
        if page.current_page() == 1:  # the round summary: the table reads it, then goes on
            QTest.mouseClick(page.summary.button, Qt.MouseButton.LeftButton)
        elif page.current_page() == 2:  # pass-and-play: the next person says they are ready
            QTest.mouseClick(page.privacy.button, Qt.MouseButton.LeftButton)
        elif controller.computer_to_move():
            _wait_for_move(controller, controller.state)
        else:
            state = controller.state
            if not controller.move_by_program(rng.choice(triple_dice.legal_actions(state)), state.current_player):
                raise AssertionError("a legal move was refused")
            moves += 1
    return moves


def start(window: MainWindow, table: Setup, rng: random.Random) -> None:
    """A new game, as the New Game dialog's Start starts it."""
    window.start_game(table.game, rng.randrange(1 << 31), list(table.players), list(table.seats))


def _fill_new_game_dialog(table: Setup, tries: int = 500) -> None:
    """The person at the New Game dialog picks the game and its seats, then presses Start."""
    dialog = visible(NewGameDialog)
    if dialog is None:
        if tries <= 0:
            raise TimeoutError("the New Game dialog never opened")
        QTimer.singleShot(5, lambda: _fill_new_game_dialog(table, tries - 1))
        return
    assert isinstance(dialog, NewGameDialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(table.game))
    dialog.count.setValue(len(table.players))
    for edit, combo, name, kind in zip(dialog.name_edits, dialog.seat_combos, table.players, table.seats, strict=False):
        edit.setText(name)
        if combo.isVisible():
            combo.setCurrentIndex(combo.findData(kind))
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


def leave(window: MainWindow, ending: str, following: Setup, rng: random.Random) -> None:
    """Leave the finished game by ``ending`` and get the next one going: ``following``, or
    for "again" the same seed once more."""
    if ending not in ENDINGS:
        raise ValueError(f"unknown ending {ending!r}; one of: {', '.join(ENDINGS)}")
    if (window.current_page() is window.pages.get("triple-dice")):
        if ending == "again":
            window.menus.actions["restart"].trigger()
        elif ending == "new":
            QTimer.singleShot(0, lambda: _fill_new_game_dialog(following))
            window.menus.actions["new"].trigger()
        else:
            start(window, following, rng)
        flush()
        return
    flush()  # the summary opens as the last move lands
    dialog = visible(GameOverDialog)
    if not isinstance(dialog, GameOverDialog):
        raise AssertionError("a finished game shows its summary")
    if ending == "close":
        QTest.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    elif ending == "escape":
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
    elif ending == "again":
        QTest.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    else:
        QTimer.singleShot(0, lambda: _fill_new_game_dialog(following))
        QTest.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)
    flush()  # "New game..." is queued: its dialog runs here
    if visible(GameOverDialog) is not None:
        raise AssertionError(f"the summary is still open after {ending!r}")
    if ending in ("close", "escape"):
        start(window, following, rng)
    if window.controller.state.phase == "finished":
        raise AssertionError(f"no new game after {ending!r}")
