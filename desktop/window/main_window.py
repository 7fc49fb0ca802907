"""The main window composes: menus, header, one page per kind of game, docks, status bar.

It knows no game's rules. The session (``controller.GameController``) owns the state; pages render it
(``session.games.GamePage``); the game's window side (``gameinfo.DesktopGame``) says which page, whether seats
hold secrets and who shows the final summary. The kiosk is a mode that drives the window through ``kiosk.KioskHost``.

The window is built in stages so that it appears as soon as a bare Qt window would: the
first frame (menus, header, the scorecard page's felt and empty card) is made only of widgets
the style sheet paints in C++; ``complete()`` builds the pages right after that frame is on
screen, and ``settle()`` the menus' actions and the docks once the game has painted (nothing
in the game's first frame needs them). So this module imports nothing heavy at load time and
touches ``QtCore.Qt`` only in methods that run after ``complete()``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6 import QtCore
from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from desktop import gameinfo
from desktop.i18n.tr import translate
from desktop.look import theme
from desktop.scorecard.page import ScorecardPage
from desktop.widgets.fitted_label import FittedLabel

from .table_controls import TableControls, after_first_paint

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

    from desktop.base.settings import Settings
    from desktop.session.computer import ComputerPlayers
    from desktop.session.controller import GameController
    from desktop.session.games import GamePage, Header
    from desktop.session.recorder import Recorder
    from desktop.sound.player import Sounds

    from .banner import RecordsBanner
    from .docks import Docks
    from .game_files import GameFiles
    from .hosts import Window as _Base  # what its parts see: MainWindow is one
    from .hosts import WindowKiosk  # a protocol: the window only names it
    from .menus import Menus
else:
    _Base = QMainWindow

COMPLETE_FALLBACK_MS = 400  # the first frame never painted (started minimised): complete the window anyway
SETTLE_FALLBACK_MS = 400  # likewise for the menus and docks when the game's first frame never paints


class MainWindow(_Base):
    records_banner: RecordsBanner  # under the header once records are kept (show_records_state; none before)
    # Made in the last stage (settle), kept here: the menus' actions, the docks, the file commands.
    menus: Menus
    docks: Docks
    files: GameFiles
    completed = Signal()  # stage two is done: the pages exist and a game can start
    settled = Signal()  # the last stage is done: menus' actions and docks exist (staged: after the game painted)
    title_tapped = Signal()  # the game title was pressed (the kiosk counts taps for its staff gesture)
    start_screen_requested = Signal()  # kiosk: the header's "New player" button, or "new game" after a game

    def __init__(
        self, controller: GameController, settings: Settings, kiosk: WindowKiosk | None = None, *, staged: bool = False
    ) -> None:
        """``staged``: show the frame first and build the rest after its first paint (the app's
        start-up); otherwise the window is complete when the constructor returns."""
        super().__init__()
        self.controller = controller
        self.settings = settings
        self.kiosk = kiosk
        self.recorder: Recorder | None = None  # once the records open (use_recorder); none in the kiosk
        self.sounds: Sounds | None = None  # the player (desktop.sound), once made (use_sounds); View > Sound drives it
        self.is_complete = self.is_settled = False
        self._staged = staged
        self.hidden_information = False
        self._computers: ComputerPlayers | None = None
        self.setMinimumSize(760, 560)
        self.setStyleSheet(theme.rescale(theme.recolour(theme.STYLE, theme.current), theme.zoom))
        self._build_frame()
        if staged:
            self.scorecard.first_painted.connect(self._schedule_completion)
            QTimer.singleShot(COMPLETE_FALLBACK_MS, self.complete)
        else:
            self.complete()

    def _schedule_completion(self) -> None:
        # Queued, so that the first frame is finished and flushed before the heavy stage runs.
        QTimer.singleShot(0, self.complete)

    def complete(self) -> None:
        """The second stage (idempotent): what the game's first frame needs, the pages."""
        if self.is_complete:
            return
        from .dialogs import WindowDialogs  # lazy: the dialogs load as the window completes, after the first frame

        self.dialogs = WindowDialogs(self)
        self._finish_header()
        self.scorecard.complete()
        self.scorecard.rendered.connect(self._render_header)
        if not self._staged or self.kiosk is not None:
            self.settle()
        c = self.controller
        c.game_started.connect(self._on_game_started)
        c.message.connect(self.show_message)
        from desktop.widgets.accessibility import announce  # lazy: loads with the dice, after the first frame

        c.announced.connect(lambda text: announce(self, text))
        c.game_finished.connect(self.dialogs.game_finished)
        c.restore_failed.connect(self.dialogs.restore_problem)
        c.prepare_view = self.show_game_page
        if self.kiosk is not None:
            self.controls.lock_down()  # kiosk: no menus, no way out, touch sizes
            self.kiosk.attach(self)
        self.is_complete = True
        self.completed.emit()  # the launcher starts the game here
        if not self.is_settled:  # settled once that game is on screen
            after_first_paint(self.current_page().widget(), self.settle)
            QTimer.singleShot(SETTLE_FALLBACK_MS, self.settle)

    def settle(self) -> None:
        """The last stage (idempotent): the menus' actions (and their shortcuts) and the docks."""
        if self.is_settled:
            return
        self.is_settled = True
        from .docks import Docks  # lazy: the docks come once the game has painted
        from .game_files import GameFiles  # lazy: game files load once the game has painted
        from .menus import Menus  # lazy: the menus' actions come once the game has painted

        self.docks = Docks(self)
        self.files = GameFiles(self)
        self.menus = Menus(self, self.docks)
        self.controls.settle()
        self._show_records()
        self.settled.emit()

    def _build_frame(self) -> None:
        """Stage one: what the first frame shows, with no Python enum and no rules touched."""
        bar = self.menuBar()
        self.top_menus = {name: bar.addMenu("") for name in ("game", "edit", "view", "help")}
        self.stack = QStackedWidget()
        """The game area (index 0) and whole-window screens (the kiosk's start screen)."""
        central = QWidget()
        self.stack.addWidget(central)
        root = QVBoxLayout(central)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)
        header = QWidget()
        header.setObjectName("HeaderBar")
        hl = QHBoxLayout(header)
        hl.setContentsMargins(16, 8, 16, 8)
        self.title_label = QLabel("Dicebox")
        self.turn_label = FittedLabel(objectName="TurnLabel")
        self.round_label = QLabel("")
        self.start_screen_button = QPushButton()
        self.seed_button = QPushButton()
        for widget, name in ((self.title_label, "GameTitle"), (self.round_label, "RoundLabel"),
                             (self.start_screen_button, "HeaderButton"), (self.seed_button, "SeedButton")):
            widget.setObjectName(name)  # PySide6's stubs take only a class's own properties as keywords
        self.start_screen_button.hide()
        # No focus before the window shows (it took the window's first focus; Copy Seed is its key),
        # set through the property system: naming Qt's enums here builds them all before the first frame.
        self.seed_button.setProperty("focusPolicy", 0)  # Qt.FocusPolicy.NoFocus
        for widget, space in ((self.title_label, 18), (self.turn_label, 12), (self.round_label, 0)):
            hl.addWidget(widget)
            if space:
                hl.addSpacing(space)
        hl.addStretch(1)
        hl.addWidget(self.start_screen_button)
        hl.addWidget(self.seed_button)
        root.addWidget(header)
        self.body_stack = QStackedWidget()
        """One page per kind of game, built the first time a game of that kind starts."""
        self.scorecard = ScorecardPage(self.controller, self.settings, staged=True)
        self.pages: dict[str, GamePage] = {"scorecard": self.scorecard}
        self.body_stack.addWidget(self.scorecard)
        root.addWidget(self.body_stack, 1)
        self.setCentralWidget(self.stack)
        self.status_label = QLabel("")
        self.status_label.setObjectName("StatusMessage")
        self.status_label.setWordWrap(True)
        self.statusBar().addWidget(self.status_label, 1)
        # Empty until a game runs: left hidden (unpolished, no font looked up) for the first frame.
        self._shown_on_completion = (self.turn_label, self.round_label, self.status_label)
        for label in self._shown_on_completion:
            label.hide()
        self.controls = TableControls(self)

    def _finish_header(self) -> None:
        Qt = QtCore.Qt
        # Player names come from people and files: every label that can show one renders plain
        # text (the turn label is a FittedLabel, which escapes them into its bold).
        for label in (self.title_label, self.round_label, self.status_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
        for button in (self.seed_button, self.start_screen_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.seed_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.start_screen_button.clicked.connect(self.start_screen_requested)
        self.title_label.installEventFilter(self)
        for label in self._shown_on_completion:
            label.show()
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(lambda: self.status_label.setText(""))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.title_label and event.type() == QEvent.Type.MouseButtonPress:
            self.title_tapped.emit()
        return super().eventFilter(obj, event)

    # Pages -------------------------------------------------------------------------------
    def current_page(self) -> GamePage:
        # The body stack holds only pages, each its own widget (``GamePage.widget`` returns self).
        return cast("GamePage", self.body_stack.currentWidget())

    def show_game_page(self, game_id: str) -> None:
        """The page for ``game_id``, built on first need (before the game begins: a broken one fails the start)."""
        kind = gameinfo.info(game_id)
        page = self.pages.get(kind.page_key)
        if page is None:
            page = kind.make_page(self.controller, self.settings)
            page.rendered.connect(self._render_header)
            self.body_stack.addWidget(page.widget())
            self.pages[kind.page_key] = page
            if self.kiosk is not None:
                page.fit_touch()
        self.dialogs.close_game_over()
        for other in self.pages.values():
            other.set_active(other is page)
        self.body_stack.setCurrentWidget(page.widget())
        self.stack.setCurrentIndex(0)
        self.hidden_information = kind.hidden_information
        self.controls.sync()
        from desktop.i18n.names import game_name  # lazy: the names load after the first frame

        name = game_name(game_id)
        self.title_label.setText(name)
        self.setWindowTitle(translate("MainWindow", "{game} \u2014 Dicebox").format(game=name))

    def _on_game_started(self, _state: object) -> None:
        if self.controller.humans != list(range(len(self.controller.seats))):
            _ = self.computers  # built now, so it sees the state_changed that follows

    def _render_header(self, header: Header) -> None:
        """The header a page rendered (pages emit it with ``rendered``); only the page on show speaks."""
        if self.controller.state is None or self.sender() not in (None, self.body_stack.currentWidget()):
            return
        self.turn_label.show_line(header.turn, bold=header.bold)
        self.round_label.setText(header.detail)
        self.controls.render_seed()

    # Starting games ----------------------------------------------------------------------
    def start_game(self, game: str, seed: int, players: list[str] | None, seats: list[str] | None = None,
                   lesson: bool = False) -> None:
        """``lesson``: assisted from its first instant. Players or seats it cannot take (from the
        command line, settings or a caller: never trusted) give way to the defaults, said why."""
        try:
            self.controller.start(game, seed, players, seats, lesson=lesson)
        except ValueError as exc:  # engine.BadSetup, or a seat kind the game does not have
            from desktop.i18n.engine_text import error_text  # lazy: only a refused start needs it

            if players is None and seats is None:
                raise
            self.controller.start(game, seed, None, None, lesson=lesson)
            self.show_message(translate("MainWindow", "Those players could not be seated: {reason} The default "
                                        "players play instead.").format(reason=error_text(exc)))
        if self.controller.seed_shown:  # a hidden seed must not turn up in New Game's list
            from desktop.base.seeds import remember  # lazy: after the first frame

            self.settings.recent_seeds = remember(self.settings.recent_seeds, seed)

    def start_remembered_game(self, seed: int) -> None:
        """What a plain start begins: the last game chosen, with the players and seats remembered
        for it. Whatever in the settings cannot be used gives way to the defaults, and the
        status line says what was set aside."""
        settings = self.settings
        game, game_note = settings.remembered_game()
        players, players_note = settings.remembered_players(game)
        seats, seats_note = settings.remembered_seats(game, len(players)) if players else ([], "")
        self.start_game(game, seed, players or None, seats or None)
        notes = [note for note in (game_note, players_note, seats_note) if note]
        if notes:
            self.show_message(" ".join(notes))

    # Messages ----------------------------------------------------------------------------
    def show_message(self, text: str, seconds: int = 9) -> None:
        self.status_label.setText(text)
        self._status_timer.start(seconds * 1000)

    @property
    def computers(self) -> ComputerPlayers:
        """The computer seats' driver, built on first need (thread pool, solver later)."""
        if self._computers is None:
            from desktop.session.computer import ComputerPlayers  # lazy: only when a computer plays

            self.settle()  # the driver reads the Speed Up action
            self._computers = ComputerPlayers.for_window(self)
        return self._computers

    # Records and sound, handed in by the launcher -------------------------------------------
    def use_recorder(self, recorder: Recorder) -> None:
        """The recorder that keeps this window's games: once the menus exist, Records... opens and
        a banner under the header says whenever the records are not kept."""
        self.recorder = recorder
        if self.is_settled:
            self._show_records()

    def _show_records(self) -> None:
        from .banner import install  # lazy: once the window settled (after the game painted)
        if self.recorder is not None and self.controller.store is not None:
            self.menus.enable_records()
            self.records_banner = install(self, self.controller.store, self.recorder)

    def use_sounds(self, sounds: Sounds) -> None:
        self.sounds = sounds

    # Kiosk (``kiosk.KioskHost``) ---------------------------------------------------------
    def add_screen(self, widget: QWidget) -> None:
        self.stack.addWidget(widget)

    def show_screen(self, widget: QWidget | None) -> None:
        """A whole-window screen, or the game area again (None)."""
        self.stack.setCurrentWidget(widget) if widget is not None else self.stack.setCurrentIndex(0)

    def screen_shown(self) -> QWidget:
        shown = self.stack.currentWidget()
        assert shown is not None  # the game area (index 0) is never taken out of the stack
        return shown

    def clear_game(self) -> None:
        """Forget the game on the table: its summary, undo history, hints and messages."""
        self.dialogs.close_game_over()
        self.controller.discard()
        if self.is_settled and self.docks.hints.isVisible():
            self.docks.hints.hide()  # it shows the last game's options
        self.status_label.setText("")

    # Window ------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        if self.kiosk is not None and not self.kiosk.unlocked:
            # Kiosk: window close, Alt+F4 and any quit request end here.
            event.ignore()
            self.show_message(translate("MainWindow", "This table stays open for the next player. Staff can exit "
                                        "with the admin PIN."))
            return
        self.settings.save_window(self.saveGeometry(), self.controls.dock_state())
        super().closeEvent(event)
