"""The controls around the game on the table: the header's seed button and the window's words,
what the menus and docks allow of the game on the table (the seed may be shown, restart and
export are refused while secrets are at the table), the kiosk's lock, and the window's layout.

The window keeps what the game allows in flags that exist from its first frame, so that a game
can start and render before the menus and docks are built (the window's last stage, once the
game's first frame is on screen); ``sync`` applies them whenever either changes and once more
when the menus appear.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer

from desktop.i18n.language import live
from desktop.i18n.tr import translate
from desktop.look import theme

if TYPE_CHECKING:
    from PySide6.QtCore import QByteArray
    from PySide6.QtWidgets import QWidget

    from .hosts import Window


class TableControls:
    """Made with the window's first frame and kept by it (``window.controls``)."""

    def __init__(self, window: Window) -> None:
        self._window = window
        self._pending_dock_state: QByteArray | None = None
        """The docks' layout read at start, held until the docks exist."""
        window.seed_button.clicked.connect(self.copy_seed)
        live(window, self.retranslate)

    def settle(self) -> None:
        """Once the window has made its menus and docks: the looks, celebrations and focus that
        follow the game, then the dock layout kept from before they existed."""
        from desktop.look.appearance import (
            follow,  # lazy: the looks load as the window completes, after the first frame
        )

        from .celebrate import install  # lazy: celebrations come once the game has painted
        from .focus import install as keep_focus  # lazy: once the game has painted, focus is settled

        window = self._window
        follow(window, theme.STYLE)  # the first frame set it; theme and zoom changes from here on
        install(window)
        keep_focus(window)
        live(window, self.sync)  # after the menus' new words: Export's tips say why it is off
        if self._pending_dock_state is not None:
            window.restoreState(self._pending_dock_state)
            self._pending_dock_state = None
        self.sync()  # after the layout: a restored layout must not re-show a hidden game's hints

    def render_seed(self) -> None:
        """The header's seed button and what the menus allow, after each render of the game."""
        self._window.seed_button.setVisible(self._window.controller.seed_shown)
        self.show_seed()
        self.sync()

    def show_seed(self) -> None:
        """The header seed button's words: the number while it may be shown, else no number at all.
        Hiding the button (the header's render does) is not enough: a hidden widget keeps its text,
        and screen readers and other accessibility clients read the whole tree, hidden nodes too."""
        window = self._window
        state = window.controller.state if window.controller.seed_shown else None
        window.seed_button.setText(translate("MainWindow", "Seed {seed} \u00b7 Copy").format(seed=state.seed)
                                   if state is not None else translate("MainWindow", "Seed \u2013"))

    def sync(self) -> None:
        """What the game on the table allows of the menus and docks (nothing before they exist)."""
        window = self._window
        if not window.is_settled:
            return
        actions = window.menus.actions
        actions["copy_seed"].setEnabled(window.controller.seed_shown)
        self._sync_export()
        if window.kiosk is None:  # the kiosk has no restart at all
            problem = self.restart_problem()
            actions["restart"].setEnabled(problem is None)
            tip = problem or translate("Menus", "Play this seed again from the start")
            actions["restart"].setStatusTip(tip)
            actions["restart"].setToolTip(tip)
        actions["hints"].setEnabled(not window.hidden_information)
        window.docks.follow_game(window.hidden_information)

    def restart(self) -> None:
        """Game > Restart This Seed, unless the game on the table refuses it (said why)."""
        window = self._window
        problem = self.restart_problem()
        if problem is not None:
            return window.show_message(problem)
        if window.controller.state is not None:
            window.controller.restart()
            window.show_message(translate("MainWindow", "Restarted{seed}: the same dice come again.").format(
                seed=window.controller.seed_words()))

    def copy_seed(self) -> None:
        """The header's seed button and Game > Copy Seed, while the seed may be shown."""
        window = self._window
        state = window.controller.state
        if state is None or not window.controller.seed_shown:  # the session's word: no render is awaited
            return
        from PySide6.QtGui import QGuiApplication  # lazy: the first frame needs no clipboard
        QGuiApplication.clipboard().setText(str(state.seed))
        window.show_message(translate("MainWindow", "Seed {seed} copied. Game \u25b8 New Game \u25b8 This number "
                                      "replays it.").format(seed=state.seed))

    def restart_problem(self) -> str | None:
        """Why Restart This Seed is refused now, or None. A game with hidden dice deals the same dice
        again, some of which the table has seen (laid down, or every die at a round's end): restarted
        before its end, it would start with secrets already out."""
        if self._window.controller.secrets_at_table:
            return translate("MainWindow", "A game with hidden dice can be restarted once it is over: the same dice "
                             "would come again, and some of them have been seen.")
        return None

    def _sync_export(self) -> None:
        """Export This Game is off while the game cannot be exported (an unfinished game with hidden
        dice: its file holds the seed), and its tips say why; a disabled item shows no status tip,
        but screen readers read it as the item's description, and the menu shows it as a tooltip."""
        window = self._window
        problem = window.files.export_problem()  # the kiosk's own reason keeps it off there too
        action = window.menus.actions["export"]
        action.setEnabled(problem is None)
        tip = problem or translate("Menus", "Save the game on the table as a .dicebox file to keep or share")
        action.setStatusTip(tip)
        action.setToolTip(tip)

    def lock_down(self) -> None:
        """Kiosk: no menus, no way to quit or open dialogs that lead elsewhere, touch sizes."""
        from desktop.look.appearance import (
            styled,  # lazy: the looks load as the window completes, after the first frame
        )

        window = self._window
        window.menus.lock()
        window.docks.lock()
        styled(window, theme.STYLE, theme.KIOSK_STYLE)
        for page in window.pages.values():
            page.fit_touch()
        for button in (window.seed_button, window.start_screen_button):
            button.setMinimumHeight(48)
        window.start_screen_button.show()

    def retranslate(self) -> None:
        """The window's own words, again after a language switch (the game's come with its render)."""
        window = self._window
        titles = (translate("MainWindow", "&Game"), translate("MainWindow", "&Edit"),
                  translate("MainWindow", "&View"), translate("MainWindow", "&Help"))
        for menu, title in zip(window.top_menus.values(), titles):
            menu.setTitle(title)
        window.start_screen_button.setText(translate("MainWindow", "New player"))
        window.seed_button.setToolTip(translate("MainWindow", "The seed decides every die. Click to copy it, to "
                                                "replay or share this game."))
        state = window.controller.state
        if state is not None:
            from desktop.i18n.names import (
                game_name,  # lazy: the names load as the window completes, after the first frame
            )

            name = game_name(state.game)
        else:
            name = ""
        window.title_label.setText(name or "Dicebox")
        window.setWindowTitle(translate("MainWindow", "{game} \u2014 Dicebox").format(game=name) if name else "Dicebox")
        self.show_seed()  # the pages render again in the new words, and hand the window its header
        window.controller.retranslate_history()

    def restore_geometry(self) -> None:
        """Size and place the window as it was left; the docks follow once they exist."""
        window = self._window
        geometry = window.settings.geometry()
        if geometry is None or not window.restoreGeometry(geometry):
            window.resize(1120, 760)
        state = window.settings.window_state()
        if state is not None:
            if window.is_settled:
                window.restoreState(state)
            else:
                self._pending_dock_state = state

    def dock_state(self) -> QByteArray:
        """The docks' layout to keep at close: closed before they exist, the one read at start."""
        window = self._window
        return window.saveState() if window.is_settled else self._pending_dock_state or window.saveState()


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
