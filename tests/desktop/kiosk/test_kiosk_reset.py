"""The kiosk's idle reset hands the next visitor an empty table: the last game, its undo history
and anything typed are gone before the start screen shows, so no visitor sees
what the one before played or typed."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from qt_helpers import open_kiosk

import engine
from desktop.base.settings import Settings
from desktop.kiosk.config import KioskConfig
from desktop.kiosk.mode import KioskMode, PinDialog
from desktop.kiosk.pin import hash_pin
from engine.triple_dice import legal_actions

PIN = "246802"


@pytest.fixture
def quick_idle(qtbot, settings: Settings):
    """A kiosk whose idle timer fires after 0.3 s and counts down from 1."""
    config = dataclasses.replace(KioskConfig(enabled=True, pin_hash=hash_pin(PIN, rounds=1_000)),
                                 idle_timeout=0.3, countdown=1)
    window, kiosk = open_kiosk(qtbot, settings, config)
    yield window, kiosk
    kiosk.unlocked = True


def wait_for_idle_reset(qtbot, kiosk: KioskMode) -> None:
    kiosk.watcher.timer.start()
    qtbot.waitUntil(lambda: kiosk.overlay.isVisible(), timeout=3000)
    qtbot.waitUntil(lambda: kiosk.on_start_screen, timeout=3000)


@pytest.mark.slow
def test_keys_on_the_start_screen_do_not_play_the_last_visitors_game(qtbot, quick_idle) -> None:
    window, kiosk = quick_idle
    kiosk.start_game("match", 1)
    controller = window.controller
    assert (
        window.controller.move_by_person(engine.Roll())
        and window.controller.move_by_person(engine.ToggleHold(0))
        and window.controller.move_by_person(engine.Roll())
    )
    old = controller.state
    played = len(old.log)
    assert played == 3 and controller.undo_stack.count() == 3
    wait_for_idle_reset(qtbot, kiosk)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_R, Qt.Key.Key_1):
        qtbot.keyClick(window, key)
    window.menus.actions["undo"].trigger()
    QApplication.processEvents()
    assert controller.state is None, f"the last game is still alive ({len(controller.state.log)} actions)"
    assert len(old.log) == played
    assert controller.undo_stack.count() == 0 and not controller.undo_stack.canUndo()
    assert not window.menus.actions["undo"].isEnabled()
    # The next visitor's game starts from nothing.
    qtbot.mouseClick(kiosk.start_screen.tiles["dicegame"], Qt.MouseButton.LeftButton)
    assert controller.state.game == "dicegame" and controller.state.log == () and controller.undo_stack.count() == 0


@pytest.mark.slow
def test_the_triple_dice_table_is_cleared_too(qtbot, quick_idle) -> None:
    window, kiosk = quick_idle
    kiosk.start_game("triple-dice", 2)  # two visitors: pass-and-play, no computer seat
    controller = window.controller
    state = controller.state
    assert controller.move_by_program(legal_actions(state)[0], state.current_player)
    assert controller.undo_stack.count() == 1
    wait_for_idle_reset(qtbot, kiosk)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_1, Qt.Key.Key_Return):
        qtbot.keyClick(window, key)
    window.menus.actions["undo"].trigger()
    QApplication.processEvents()
    assert controller.state is None and controller.undo_stack.count() == 0
    assert window.controller.state is None


@pytest.mark.slow
def test_digits_typed_into_the_pin_keypad_are_gone_after_the_reset(qtbot, quick_idle) -> None:
    window, kiosk = quick_idle
    kiosk.start_game("dice-dash", 1)
    window.show_message("It is your turn.")
    seen: list[PinDialog] = []

    def type_digits() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PinDialog)
        seen.append(dialog)
        for key in "2468":
            dialog._key(key)
        kiosk.watcher.timer.start()  # then the visitor walks away

    def safety_net() -> None:  # without the fix the keypad would wait for ever
        if seen and seen[0].isVisible():
            seen[0].reject()

    guard = QTimer(window, singleShot=True, interval=8000)
    guard.timeout.connect(safety_net)
    guard.start()
    QTimer.singleShot(50, type_digits)
    assert kiosk.ask_pin() is False, "the reset closes the keypad; it does not unlock"
    guard.stop()
    assert seen and not seen[0].isVisible() and seen[0].edit.text() == ""
    assert kiosk.on_start_screen and not kiosk.unlocked, "the idle reset closed the keypad"
    assert window.controller.state is None
    assert window.status_label.text() == "", "the last visitor's messages are cleared"
    assert kiosk.gate.failures == 0, "an unfinished entry is not a wrong PIN"


def test_the_start_screen_button_clears_the_table_as_well(qtbot, quick_idle) -> None:
    window, kiosk = quick_idle
    kiosk.start_game("match", 2)
    window.controller.move_by_person(engine.Roll())
    qtbot.mouseClick(window.start_screen_button, Qt.MouseButton.LeftButton)
    assert kiosk.on_start_screen and window.controller.state is None
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.controller.state is None
