"""The window's chrome, its menus' actions and its docks: built in the window's last stage, once
the game's first frame is on screen (nothing in that frame needs them), and kept in step with
the game on the table.

The window keeps what the game allows (the seed may be shown; seats hold secrets) in two flags
that exist from its first frame, so that a game can start and render before the chrome is built;
``sync`` applies them whenever either changes and once more when the chrome appears.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer

from desktop.i18n.language import live
from desktop.i18n.tr import translate
from desktop.look import theme

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .hosts import Window


def build(window: Window) -> None:
    """Menus' actions and docks, then the dock layout kept from before they existed."""
    from desktop.look.appearance import follow  # lazy: the looks load as the window completes, after the first frame

    from .celebrate import install  # lazy: celebrations come once the game has painted
    from .docks import build_docks  # lazy: the docks come once the game has painted
    from .focus import install as keep_focus  # lazy: once the game has painted, focus is settled
    from .menus import build_menus  # lazy: the menus' actions come once the game has painted

    follow(window, theme.STYLE)  # the first frame set it; theme and zoom changes from here on
    build_docks(window)
    build_menus(window)
    install(window)
    keep_focus(window)
    live(window, lambda: sync(window))  # after the menus' new words: Export's tips say why it is off
    if window._pending_dock_state is not None:
        window.restoreState(window._pending_dock_state)
        window._pending_dock_state = None
    sync(window)  # after the layout: a restored layout must not re-show a hidden game's hints


def render_seed(window: Window) -> None:
    """The header's seed button and what the menus allow, after each render of the game."""
    window.seed_button.setVisible(window.controller.seed_shown)
    show_seed(window)
    sync(window)


def show_seed(window: Window) -> None:
    """The header seed button's words: the number while it may be shown, else no number at all.
    Hiding the button (the header's render does) is not enough: a hidden widget keeps its text,
    and screen readers and other accessibility clients read the whole tree, hidden nodes too."""
    state = window.controller.state
    shown = state is not None and window.controller.seed_shown
    window.seed_button.setText(translate("MainWindow", "Seed {seed} \u00b7 Copy").format(seed=state.seed) if shown
                               else translate("MainWindow", "Seed \u2013"))


def sync(window: Window) -> None:
    """What the game on the table allows of the menus and docks (nothing before they exist)."""
    if not window.is_settled:
        return
    hidden = window.hidden_information
    window.menu_actions["copy_seed"].setEnabled(window.controller.seed_shown)
    _sync_export(window)
    if window.kiosk is None:  # the kiosk has no restart at all
        problem = restart_problem(window)
        window.menu_actions["restart"].setEnabled(problem is None)
        tip = problem or translate("Menus", "Play this seed again from the start")
        window.menu_actions["restart"].setStatusTip(tip)
        window.menu_actions["restart"].setToolTip(tip)
    window.menu_actions["hints"].setEnabled(not hidden)
    if hidden:
        window.hints_dock.hide()
    # Clicking a History row jumps the stack past any undo rule: with secrets at the table the
    # panel is a read-only record.
    window.history_view.setEnabled(not hidden)


def restart(window: Window) -> None:
    """Game > Restart This Seed, unless the game on the table refuses it (said why)."""
    problem = restart_problem(window)
    if problem is not None:
        return window.show_message(problem)
    if window.controller.state is not None:
        window.controller.restart()
        window.show_message(translate("MainWindow", "Restarted{seed}: the same dice come again.").format(
            seed=window.controller.seed_words()))


def copy_seed(window: Window) -> None:
    """The header's seed button and Game > Copy Seed, while the seed may be shown."""
    state = window.controller.state
    if state is None or not window.controller.seed_shown:  # the session's word: no render is awaited
        return
    from PySide6.QtGui import QGuiApplication  # lazy: the first frame needs no clipboard
    QGuiApplication.clipboard().setText(str(state.seed))
    window.show_message(translate("MainWindow", "Seed {seed} copied. Game \u25b8 New Game \u25b8 This number "
                                  "replays it.").format(seed=state.seed))


def restart_problem(window: Window) -> str | None:
    """Why Restart This Seed is refused now, or None. A game with hidden dice deals the same dice
    again, some of which the table has seen (laid down, or every die at a round's end): restarted
    before its end, it would start with secrets already out."""
    if window.controller.secrets_at_table:
        return translate("MainWindow", "A game with hidden dice can be restarted once it is over: the same dice "
                         "would come again, and some of them have been seen.")
    return None


def _sync_export(window: Window) -> None:
    """Export This Game is off while the game cannot be exported (an unfinished game with hidden
    dice: its file holds the seed), and its tips say why; a disabled item shows no status tip,
    but screen readers read it as the item's description, and the menu shows it as a tooltip."""
    from .game_files import export_problem  # lazy: game files load once the game has painted

    problem = export_problem(window)  # the kiosk's own reason keeps it off there too
    action = window.menu_actions["export"]
    action.setEnabled(problem is None)
    tip = problem or translate("Menus", "Save the game on the table as a .dicebox file to keep or share")
    action.setStatusTip(tip)
    action.setToolTip(tip)


def lock_down(window: Window) -> None:
    """Kiosk: no menus, no way to quit or open dialogs that lead elsewhere, touch sizes."""
    from .docks import lock_docks  # lazy: the docks come once the game has painted
    from .menus import lock_menus  # lazy: the menus' actions come once the game has painted

    lock_menus(window)
    lock_docks(window)
    from desktop.look.appearance import styled  # lazy: the looks load as the window completes, after the first frame

    styled(window, theme.STYLE, theme.KIOSK_STYLE)
    for page in window.pages.values():
        page.fit_touch()
    for button in (window.seed_button, window.start_screen_button):
        button.setMinimumHeight(48)
    window.start_screen_button.show()


def retranslate(window: Window) -> None:
    """The window's own words, again after a language switch (the game's come with its render)."""
    for key, title in zip(window.top_menus, (translate("MainWindow", "&Game"), translate("MainWindow", "&Edit"),
                                        translate("MainWindow", "&View"), translate("MainWindow", "&Help"))):
        window.top_menus[key].setTitle(title)
    window.start_screen_button.setText(translate("MainWindow", "New player"))
    window.seed_button.setToolTip(translate("MainWindow", "The seed decides every die. Click to copy it, to "
                                          "replay or share this game."))
    state = window.controller.state
    if state is not None:
        from desktop.i18n.names import game_name  # lazy: the names load as the window completes, after the first frame

        name = game_name(state.game)
    else:
        name = ""
    window.title_label.setText(name or "Dicebox")
    window.setWindowTitle(translate("MainWindow", "{game} \u2014 Dicebox").format(game=name) if name else "Dicebox")
    show_seed(window)  # the pages render again in the new words, and hand the window its header
    window.controller.retranslate_history()


def restore_geometry(window: Window) -> None:
    geometry = window.settings.geometry()
    if geometry is None or not window.restoreGeometry(geometry):
        window.resize(1120, 760)
    state = window.settings.window_state()
    if state is not None:
        if window.is_settled:
            window.restoreState(state)
        else:
            window._pending_dock_state = state


def after_first_paint(widget: QWidget, then: Callable[[], None]) -> None:
    """Call ``then`` once ``widget`` has painted and that frame is flushed (queued after it)."""
    _FirstPaint(widget, then)


class _FirstPaint(QObject):
    """A one-shot watch on one widget's paints (a filter on the whole application would be
    called for every event of every object, and make PySide build types for each of them)."""

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._then = then
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self._then)
            self.deleteLater()
        return False
