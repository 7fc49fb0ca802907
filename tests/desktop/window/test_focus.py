"""Keyboard focus is always on a named control of the Tab ring: at start, after a new game, and
when the window comes back from a dialog (desktop/window/focus.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from desktop.window.main_window import MainWindow


def _shown(qtbot: object, window: MainWindow, game: str) -> None:
    window.start_game(game, 7, None)
    window.show()
    window.settle()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # type: ignore[attr-defined]


def _ringed(widget: QWidget | None) -> bool:
    return widget is not None and bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus) and widget.isVisible()


def test_a_new_game_puts_focus_left_nowhere_on_the_first_die(qtbot: object, window: MainWindow) -> None:
    """Under a real X server focus at start was nowhere (the offscreen platform happens to focus a
    die itself): here it is taken away before each new game."""
    _shown(qtbot, window, "dice-dash")
    for game in ("dice-dash", "dicegame", "match", "triple-dice"):
        focused = QApplication.focusWidget()
        if focused is not None:
            focused.clearFocus()
        window.start_game(game, 7, None)
        qtbot.waitUntil(lambda: _ringed(QApplication.focusWidget()))  # type: ignore[attr-defined]
        assert window.isAncestorOf(QApplication.focusWidget()), game
        if game != "triple-dice":  # cards come first there
            assert QApplication.focusWidget().accessibleName().startswith("Die 1: "), game


def test_focus_left_nowhere_by_a_dialog_comes_back_to_the_page(qtbot: object, window: MainWindow) -> None:
    _shown(qtbot, window, "dice-dash")
    qtbot.waitUntil(lambda: _ringed(QApplication.focusWidget()))  # type: ignore[attr-defined]
    window.seed_button.setFocus()  # outside the Tab ring, as focus once landed at start
    dialog = QDialog(window)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)  # type: ignore[attr-defined]
    dialog.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: _ringed(QApplication.focusWidget()))  # type: ignore[attr-defined]
    assert QApplication.focusWidget() is not window.seed_button


def test_a_control_the_player_chose_keeps_focus(qtbot: object, window: MainWindow) -> None:
    _shown(qtbot, window, "dice-dash")
    roll = window.current_page().findChild(QWidget, "RollButton") or window.pages["scorecard"].roll_button
    roll.setFocus()
    window.start_game("dice-dash", 8, None)
    qtbot.wait(20)  # type: ignore[attr-defined]
    assert QApplication.focusWidget() is roll
