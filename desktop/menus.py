"""The window's menus and their actions, built in the window's second stage.

Actions only forward to the session (undo, redo) or to the window's own commands (new game,
restart, copy seed); kiosk mode takes away every action that leads out of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

if TYPE_CHECKING:
    from .main_window import MainWindow

PACES = (("&Slow", 1200), ("&Normal", 650), ("&Fast", 250))


def build_menus(window: MainWindow) -> None:
    game, edit, view, help_menu = (window._menus[name] for name in ("game", "edit", "view", "help"))
    c = window.controller

    def action(text: str, slot: object = None, shortcut: object = None, tip: str = "") -> QAction:
        made = QAction(text, window)
        if shortcut is not None:
            made.setShortcut(QKeySequence(shortcut))  # type: ignore[call-overload]
        if slot is not None:
            made.triggered.connect(slot)
        if tip:
            made.setStatusTip(tip)
        return made

    window.new_action = action("&New Game\u2026", window.new_game_dialog, QKeySequence.StandardKey.New)
    window.restart_action = action("&Restart This Seed", window.restart, "Ctrl+Shift+N",
                                   "Play this seed again from the start")
    window.copy_seed_action = action("&Copy Seed", window.copy_seed, "Ctrl+Shift+C")
    window.quit_action = action("&Quit", window.close, "Ctrl+Q")
    window.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
    for a in (window.new_action, window.restart_action, window.copy_seed_action):
        game.addAction(a)
    game.addSeparator()
    from . import game_files

    window.open_file_action = action("&Open Game File\u2026", lambda: game_files.choose_and_open(window),
                                     QKeySequence.StandardKey.Open, "Watch a saved .dicebox game again")
    window.export_action = action("&Export This Game\u2026", lambda: game_files.export_current_game(window), "Ctrl+E",
                                  "Save the game on the table as a .dicebox file to keep or share")
    game.addAction(window.open_file_action)
    game.addAction(window.export_action)
    if window.kiosk is None:
        game_files.DropOpener(window, window)
    game.addSeparator()
    window.records_action = action("Re&cords\u2026", lambda: open_records(window), "Ctrl+R")
    enable_records(window)
    game.addAction(window.records_action)
    game.addSeparator()
    game.addAction(window.quit_action)

    # Undo follows the session's rules (pass-and-play limits), not only what the stack holds.
    window.undo_action = action("&Undo", c.undo)
    window.undo_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
    window.redo_action = action("&Redo", c.redo)
    window.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    stack = c.undo_stack
    c.undo_allowed_changed.connect(window.undo_action.setEnabled)
    window.undo_action.setEnabled(c.can_undo())
    stack.canRedoChanged.connect(window.redo_action.setEnabled)
    window.redo_action.setEnabled(stack.canRedo())
    # Through a receiver owned by the window: the session (and its stack) may outlive it.
    texts = _UndoTexts(window)
    stack.undoTextChanged.connect(texts.undo_text)
    stack.redoTextChanged.connect(texts.redo_text)
    edit.addAction(window.undo_action)
    edit.addAction(window.redo_action)
    edit.addSeparator()
    window.motion_action = action("Reduce &Motion", tip="Turn off the dice roll animation")
    window.motion_action.setCheckable(True)
    window.motion_action.setChecked(window.settings.reduce_motion)
    window.motion_action.toggled.connect(lambda on: _set_reduce_motion(window, on))
    edit.addAction(window.motion_action)
    edit.addSeparator()
    pace = edit.addMenu("Computer &Pace")
    window.pace_group = QActionGroup(window)
    for label, ms in PACES:
        choice = action(label, lambda _=False, ms=ms: _set_pace(window, ms))
        choice.setCheckable(True)
        choice.setData(ms)
        choice.setChecked(ms == window.settings.computer_pace)
        window.pace_group.addAction(choice)
        pace.addAction(choice)
    window.hurry_action = action("Speed Up &Computer", shortcut="F3", tip="Let computer players move almost at once")
    window.hurry_action.setCheckable(True)
    window.hurry_action.toggled.connect(lambda on: window.computers.set_fast(on))
    edit.addAction(window.hurry_action)

    window.history_action = window.history_dock.toggleViewAction()
    window.history_action.setText("&History")
    window.history_action.setShortcut(QKeySequence("Ctrl+H"))
    view.addAction(window.history_action)
    window.hints_action = window.hints_dock.toggleViewAction()
    window.hints_action.setText("&Hints")
    window.hints_action.setShortcut(QKeySequence("F2"))
    window.hints_action.setStatusTip("Show every option with its expected final score (marks the game assisted)")
    window.hints_action.toggled.connect(lambda on: setattr(window.settings, "show_hints", on))
    view.addAction(window.hints_action)

    window.rules_action = action("&Rules", lambda: show_rules(window), QKeySequence.StandardKey.HelpContents)
    if window.rules_action.shortcut().isEmpty():
        window.rules_action.setShortcut(QKeySequence("F1"))
    window.about_action = action("&About Dicebox", lambda: show_about(window))
    window.about_action.setMenuRole(QAction.MenuRole.AboutRole)
    help_menu.addAction(window.rules_action)
    help_menu.addAction(window.about_action)


class _UndoTexts(QObject):
    """Names the step Undo and Redo would take ("Undo Roll 2: 3 3 5 6 1")."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def undo_text(self, text: str) -> None:
        self.window.undo_action.setText(f"&Undo {text}" if text else "&Undo")

    def redo_text(self, text: str) -> None:
        self.window.redo_action.setText(f"&Redo {text}" if text else "&Redo")


def lock_menus(window: MainWindow) -> None:
    """Kiosk: the menu bar hidden and every way out (quit, new game, restart, history) dead."""
    window.menuBar().hide()
    for a in (window.quit_action, window.new_action, window.restart_action, window.history_action,
              window.records_action, window.open_file_action, window.export_action):
        a.setEnabled(False)
        a.setShortcuts([])


def enable_records(window: MainWindow) -> None:
    """Records can be opened once the window keeps them (never in the kiosk)."""
    from .journal import recorder_of

    kept = recorder_of(window) is not None
    window.records_action.setEnabled(kept)
    window.records_action.setStatusTip("History, high scores and statistics of finished games" if kept else
                                       "No records are kept in this window")


def open_records(window: MainWindow) -> None:
    from .records_window import open_records as show

    show(window)


def _set_reduce_motion(window: MainWindow, on: bool) -> None:
    window.settings.reduce_motion = on
    for page in window.pages.values():
        page.set_reduce_motion(on)


def _set_pace(window: MainWindow, ms: int) -> None:
    window.settings.computer_pace = ms
    if window._computers is not None:
        window._computers.pace_ms = ms


def show_rules(window: MainWindow) -> None:
    from .help import RulesDialog

    state = window.controller.state
    RulesDialog(state.game if state else None, window).exec()


def show_about(window: MainWindow) -> None:
    from PySide6.QtWidgets import QMessageBox

    from .help import about_html, bundled_notices
    from .version import VERSION

    QMessageBox.about(window, "About Dicebox", about_html(VERSION, bundled_notices()))
