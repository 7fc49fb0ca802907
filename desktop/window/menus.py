"""The window's menus and their actions, built in the window's second stage.

Actions only forward to the session (undo, redo) or to the window's own commands (new game,
restart, copy seed); kiosk mode takes away every action that leads out of the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

from desktop.i18n.language import LANGUAGES, languages, live
from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate
from desktop.look.theme import THEME_NAMES

if TYPE_CHECKING:
    from .main_window import MainWindow

PACES = ((QT_TRANSLATE_NOOP("Menus", "&Slow"), 1200), (QT_TRANSLATE_NOOP("Menus", "&Normal"), 650),
         (QT_TRANSLATE_NOOP("Menus", "&Fast"), 250))


def build_menus(window: MainWindow) -> None:
    game, edit, view, help_menu = (window._menus[name] for name in ("game", "edit", "view", "help"))
    c = window.controller

    def action(slot: object = None, shortcut: object = None) -> QAction:
        made = QAction(window)
        if shortcut is not None:
            made.setShortcut(QKeySequence(shortcut))  # type: ignore[call-overload]
        if slot is not None:
            made.triggered.connect(slot)
        return made

    window.new_action = action(window.new_game_dialog, QKeySequence.StandardKey.New)
    window.restart_action = action(window.restart, "Ctrl+Shift+N")
    window.copy_seed_action = action(window.copy_seed, "Ctrl+Shift+C")
    window.quit_action = action(window.close, "Ctrl+Q")
    window.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
    for a in (window.new_action, window.restart_action, window.copy_seed_action):
        game.addAction(a)
    game.addSeparator()
    from . import game_files

    window.open_file_action = action(lambda: game_files.choose_and_open(window), QKeySequence.StandardKey.Open)
    window.export_action = action(lambda: game_files.export_current_game(window), "Ctrl+E")
    game.addAction(window.open_file_action)
    game.addAction(window.export_action)
    game.setToolTipsVisible(True)  # a disabled Export says why (its tooltip) on hover
    if window.kiosk is None:
        game_files.DropOpener(window, window)
    game.addSeparator()
    window.records_action = action(lambda: open_records(window), "Ctrl+R")
    game.addAction(window.records_action)
    game.addSeparator()
    game.addAction(window.quit_action)

    # Undo follows the session's rules (pass-and-play limits), not only what the stack holds.
    window.undo_action = action(c.undo)
    window.undo_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
    window.redo_action = action(c.redo)
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
    window.motion_action = action()
    window.motion_action.setCheckable(True)
    window.motion_action.setChecked(window.settings.reduce_motion)
    window.motion_action.toggled.connect(lambda on: _set_reduce_motion(window, on))
    edit.addAction(window.motion_action)
    edit.addSeparator()
    def choices(menu: QMenu, values: tuple[object, ...], chosen: object, choose: Callable[[Any], None]) -> QActionGroup:
        """One checkable action per value, the chosen one checked, in one exclusive group."""
        group = QActionGroup(window)
        for value in values:
            choice = action(lambda _=False, value=value: choose(value))
            choice.setCheckable(True)
            choice.setData(value)
            choice.setChecked(value == chosen)
            group.addAction(choice)
            menu.addAction(choice)
        return group

    window.pace_menu = edit.addMenu("")
    window.pace_group = choices(window.pace_menu, tuple(ms for _label, ms in PACES), window.settings.computer_pace,
                                lambda ms: _set_pace(window, ms))
    window.hurry_action = action(shortcut="F3")
    window.hurry_action.setCheckable(True)
    window.hurry_action.toggled.connect(lambda on: window.computers.set_fast(on))
    edit.addAction(window.hurry_action)

    window.history_action = window.history_dock.toggleViewAction()
    window.history_action.setShortcut(QKeySequence("Ctrl+H"))
    view.addAction(window.history_action)
    window.hints_action = window.hints_dock.toggleViewAction()
    window.hints_action.setShortcut(QKeySequence("F2"))
    window.hints_action.toggled.connect(lambda on: setattr(window.settings, "show_hints", on))
    view.addAction(window.hints_action)
    view.addSeparator()
    window.language_menu = view.addMenu("")
    window.language_group = choices(window.language_menu, ("", *LANGUAGES), window.settings.language,
                                    lambda code: set_language(window, code))
    window.theme_menu = view.addMenu("")
    window.theme_group = choices(window.theme_menu, ("", *THEME_NAMES), window.settings.theme,
                                 lambda name: set_theme(window, name))
    view.addSeparator()
    window.zoom_in_action = action(lambda: set_zoom(window, +1))
    window.zoom_in_action.setShortcuts([QKeySequence("Ctrl+="), QKeySequence("Ctrl++"),
                                        QKeySequence(QKeySequence.StandardKey.ZoomIn)])
    window.zoom_out_action = action(lambda: set_zoom(window, -1))
    window.zoom_out_action.setShortcuts([QKeySequence("Ctrl+-"), QKeySequence(QKeySequence.StandardKey.ZoomOut)])
    window.zoom_reset_action = action(lambda: set_zoom(window, 0), "Ctrl+0")
    for act in (window.zoom_in_action, window.zoom_out_action, window.zoom_reset_action):
        view.addAction(act)

    window.rules_action = action(lambda: show_rules(window), QKeySequence.StandardKey.HelpContents)
    if window.rules_action.shortcut().isEmpty():
        window.rules_action.setShortcut(QKeySequence("F1"))
    window.keys_action = action(lambda: show_rules(window, keyboard=True), "Ctrl+F1")
    window.about_action = action(lambda: show_about(window))
    window.about_action.setMenuRole(QAction.MenuRole.AboutRole)
    help_menu.addAction(window.rules_action)
    help_menu.addAction(window.keys_action)
    help_menu.addAction(window.about_action)
    live(window, lambda: _retranslate(window))


def _retranslate(window: MainWindow) -> None:
    """Every action's words (again after a language switch)."""
    tips = {
        window.new_action: (translate("Menus", "&New Game\u2026"), ""),
        window.restart_action: (translate("Menus", "&Restart This Seed"),
                                translate("Menus", "Play this seed again from the start")),
        window.copy_seed_action: (translate("Menus", "&Copy Seed"), ""),
        window.quit_action: (translate("Menus", "&Quit"), ""),
        window.open_file_action: (translate("Menus", "&Open Game File\u2026"),
                                  translate("Menus", "Watch a saved .dicebox game again")),
        window.export_action: (translate("Menus", "&Export This Game\u2026"),
                               translate("Menus", "Save the game on the table as a .dicebox file to keep or share")),
        window.records_action: (translate("Menus", "Re&cords\u2026"), ""),
        window.motion_action: (translate("Menus", "Reduce &Motion"),
                               translate("Menus", "Turn off the dice roll animation")),
        window.hurry_action: (translate("Menus", "Speed Up &Computer"),
                              translate("Menus", "Let computer players move almost at once")),
        window.history_action: (translate("Menus", "&History"), ""),
        window.hints_action: (translate("Menus", "&Hints"),
                              translate("Menus", "Show every option with its expected final score (marks the "
                                        "game assisted)")),
        window.rules_action: (translate("Menus", "&Rules"), ""),
        window.keys_action: (translate("Menus", "&Keyboard Shortcuts"), ""),
        window.about_action: (translate("Menus", "&About Dicebox"), ""),
    }
    for act, (text, tip) in tips.items():
        act.setText(text)
        act.setStatusTip(tip)
    window.pace_menu.setTitle(translate("Menus", "Computer &Pace"))
    for choice, (label, _ms) in zip(window.pace_group.actions(), PACES):
        choice.setText(translate("Menus", label))
    window.theme_menu.setTitle(translate("Menus", "&Theme"))
    names = {"": translate("Menus", "&System Theme"), "light": translate("Menus", "&Light"),
             "dark": translate("Menus", "&Dark"), "contrast": translate("Menus", "&High Contrast")}
    for choice in window.theme_group.actions():
        choice.setText(names[choice.data()])
    zoom = window.settings.zoom
    window.zoom_in_action.setText(translate("Menus", "Zoom &In"))
    window.zoom_out_action.setText(translate("Menus", "Zoom &Out"))
    window.zoom_reset_action.setText(translate("Menus", "&Actual Size ({percent}%)").format(percent=zoom))
    window.language_menu.setTitle(translate("Menus", "&Language"))
    for choice in window.language_group.actions():
        code = choice.data()
        choice.setText(LANGUAGES[code] if code else translate("Menus", "&System Language"))
    texts = window.findChild(_UndoTexts)
    if texts is not None:
        texts.undo_text(window.controller.undo_stack.undoText())
        texts.redo_text(window.controller.undo_stack.redoText())
    enable_records(window)


def set_theme(window: MainWindow, name: str) -> None:
    """The Settings choice ("" follows the system), applied at once to every window."""
    from desktop.look.looks import looks

    window.settings.theme = name
    looks().apply(name, window.settings.zoom)
    for choice in window.theme_group.actions():
        choice.setChecked(choice.data() == name)


def set_zoom(window: MainWindow, step: int) -> None:
    """One step larger (+1) or smaller (-1), or back to 100% (0); remembered."""
    from desktop.base.settings import ZOOMS
    from desktop.look.looks import looks

    now = window.settings.zoom
    at = ZOOMS.index(now) if now in ZOOMS else 0
    zoom = 100 if step == 0 else ZOOMS[max(0, min(len(ZOOMS) - 1, at + step))]
    window.settings.zoom = zoom
    looks().apply(window.settings.theme, zoom)
    window.zoom_reset_action.setText(translate("Menus", "&Actual Size ({percent}%)").format(percent=zoom))
    window.zoom_in_action.setEnabled(zoom < ZOOMS[-1])
    window.zoom_out_action.setEnabled(zoom > ZOOMS[0])
    window.show_message(translate("Menus", "Zoom {percent}%").format(percent=zoom), 3)


def set_language(window: MainWindow, code: str) -> None:
    """The Settings choice ("" follows the system), applied at once to every window."""
    window.settings.language = code
    languages().apply(code)
    if languages().problem:
        window.show_message(languages().problem)
    for choice in window.language_group.actions():
        choice.setChecked(choice.data() == code)


class _UndoTexts(QObject):
    """Names the step Undo and Redo would take ("Undo Roll 2: 3 3 5 6 1")."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def undo_text(self, text: str) -> None:
        self.window.undo_action.setText(translate("Menus", "&Undo {step}").format(step=text) if text else
                                        translate("Menus", "&Undo"))

    def redo_text(self, text: str) -> None:
        self.window.redo_action.setText(translate("Menus", "&Redo {step}").format(step=text) if text else
                                        translate("Menus", "&Redo"))


def lock_menus(window: MainWindow) -> None:
    """Kiosk: the menu bar hidden and every way out (quit, new game, restart, history) dead."""
    window.menuBar().hide()
    for a in (window.quit_action, window.new_action, window.restart_action, window.history_action,
              window.records_action, window.open_file_action, window.export_action):
        a.setEnabled(False)
        a.setShortcuts([])


def enable_records(window: MainWindow) -> None:
    """Records can be opened once the window keeps them (never in the kiosk)."""
    kept = window.recorder is not None
    window.records_action.setEnabled(kept)
    window.records_action.setStatusTip(translate("Menus", "History, high scores and statistics of finished games")
                                       if kept else translate("Menus", "No records are kept in this window"))


def open_records(window: MainWindow) -> None:
    from .records_opener import open_records as show  # lazy: the Records window loads on first use

    show(window)


def _set_reduce_motion(window: MainWindow, on: bool) -> None:
    window.settings.reduce_motion = on
    for page in window.pages.values():
        page.set_reduce_motion(on)


def _set_pace(window: MainWindow, ms: int) -> None:
    window.settings.computer_pace = ms
    if window._computers is not None:
        window._computers.pace_ms = ms


def show_rules(window: MainWindow, keyboard: bool = False) -> None:
    from .help import RulesDialog

    state = window.controller.state
    RulesDialog(state.game if state else None, window, keyboard=keyboard, shortcuts=shortcut_list(window)).exec()


def shortcut_list(window: MainWindow) -> list[tuple[str, str]]:
    """Every menu action that has a shortcut, as (keys in this system's words, its name)."""
    from PySide6.QtGui import QKeySequence

    listed = []
    for menu in window._menus.values():
        for act in menu.actions():
            for inner in ([act, *act.menu().actions()] if act.menu() else [act]):
                keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in inner.shortcuts()]
                if keys and inner.isEnabled():
                    listed.append((", ".join(keys), inner.text().replace("&", "")))
    return listed


def show_about(window: MainWindow) -> None:
    from PySide6.QtWidgets import QMessageBox

    from desktop.version import VERSION

    from .help import about_html, bundled_notices

    QMessageBox.about(window, translate("Menus", "About Dicebox"), about_html(VERSION, bundled_notices()))
