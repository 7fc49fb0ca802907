"""The dice keys follow the dice: a game with more (or fewer) dice than the last one gets one key
per die, and the tab order runs through every die before the Roll button.

The page built its keys once, from the tray's five dice at construction, so a registered
six-dice ruleset showed six dice and ignored key 6.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from qt_helpers import forget_windows

import engine
from desktop.window.main_window import MainWindow

SIX_DICE_ID = "six-dice-keys"


@pytest.fixture
def six_dice() -> Iterator[str]:
    ruleset = replace(engine.ruleset("dice-dash"), id=SIX_DICE_ID, name="Six Dice Dash", dice_count=6)
    engine.register_ruleset(ruleset)
    yield ruleset.id
    forget_windows()
    engine.unregister_ruleset(ruleset.id)


def _press(qtbot: object, window: MainWindow, key: Qt.Key) -> None:
    qtbot.keyClick(window.scorecard.table, key)  # type: ignore[attr-defined]
    QApplication.processEvents()


def test_a_six_dice_game_answers_key_6_and_back_to_five_drops_it(qtbot, window: MainWindow, six_dice: str) -> None:
    window.start_game(six_dice, 8, None)
    _press(qtbot, window, Qt.Key.Key_R)  # roll once: dice may be held from now on
    assert len(window.scorecard.tray.dice) == 6
    _press(qtbot, window, Qt.Key.Key_6)
    assert window.controller.state.held == (False,) * 5 + (True,)
    assert [d.held for d in window.scorecard.tray.dice] == [False] * 5 + [True]

    window.start_game("dice-dash", 8, None)
    _press(qtbot, window, Qt.Key.Key_R)
    _press(qtbot, window, Qt.Key.Key_6)  # no sixth die, no key: nothing happens, nothing breaks
    assert window.controller.state.held == (False,) * 5
    _press(qtbot, window, Qt.Key.Key_5)
    assert window.controller.state.held == (False,) * 4 + (True,)


def test_tab_runs_through_every_die_then_the_roll_button(qtbot, window: MainWindow, six_dice: str) -> None:
    window.start_game(six_dice, 8, None)
    page = window.scorecard
    order = []
    widget = page.tray.dice[0]
    for _ in range(7):
        order.append(widget)
        widget = widget.nextInFocusChain()
        while not widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            widget = widget.nextInFocusChain()
    assert order == [*page.tray.dice, page.roll_button]
