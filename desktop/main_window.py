"""The main window: header, felt with dice and Roll button, scorecard, history dock.

Views here only render the controller's state and forward intents (hold, roll, score) to it;
nothing in this module changes the engine state itself.

The window is built in two stages so that it appears as soon as a bare Qt window would. The
first stage is the frame a player sees at once: menus, header, the felt and an empty card, made
only of widgets the style sheet paints in C++. Everything that needs PySide to build Python enum
classes (the ``Qt`` namespace alone takes 15 ms), the rules or the dice painter comes in the
second stage, ``complete()``, which runs right after that first frame is on screen. This module
therefore imports nothing heavy at load time: ``QtCore.Qt`` is only touched inside methods that
run after ``complete()``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6 import QtCore
from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

import engine

from . import theme
from .fitted_label import FittedLabel

if TYPE_CHECKING:
    from PySide6.QtCore import QModelIndex
    from PySide6.QtGui import QCloseEvent

    from .controller import GameController
    from .kiosk import KioskMode
    from .settings import Settings

VERSION = "0.1.0"

COMPLETE_FALLBACK_MS = 400
"""If the first frame never paints (a window started minimised), complete the window anyway."""


class MainWindow(QMainWindow):
    completed = Signal()
    """The second construction stage is done: dice, scorecard, menus and docks exist."""

    def __init__(
        self, controller: GameController, settings: Settings, kiosk: KioskMode | None = None, *, staged: bool = False
    ) -> None:
        """``staged``: show the frame first and build the rest after its first paint (the app's
        start-up); otherwise the window is complete when the constructor returns."""
        super().__init__()
        self.controller = controller
        self.settings = settings
        self.kiosk = kiosk
        self.is_complete = False
        self._pending_dock_state: Any = None
        self.setWindowTitle("Dicebox")
        self.setMinimumSize(760, 560)
        self.setStyleSheet(theme.STYLE)
        self._game_over_dialog: Any = None
        self._restore_box: Any = None
        self._build_frame()
        if staged:
            self._card_placeholder.painted = self._schedule_completion
            QTimer.singleShot(COMPLETE_FALLBACK_MS, self.complete)
        else:
            self.complete()

    def _schedule_completion(self) -> None:
        # Queued, so that the first frame is finished and flushed before the heavy stage runs.
        QTimer.singleShot(0, self.complete)

    def complete(self) -> None:
        """The second stage (idempotent): everything the first frame did not need."""
        if self.is_complete:
            return
        self._build_body()
        for label in self._shown_on_completion:
            label.show()
        self._build_menus()
        self._build_shortcuts()
        controller = self.controller
        controller.state_changed.connect(self._render)
        controller.game_started.connect(self._on_game_started)
        controller.message.connect(self.show_message)
        controller.game_finished.connect(self._on_finished)
        controller.resume_other = self._restore_other
        controller.restore_failed.connect(self._show_restore_problem)
        if self.kiosk is not None:
            self._lock_down(self.kiosk)
        if self._pending_dock_state is not None:
            self.restoreState(self._pending_dock_state)
            self._pending_dock_state = None
        self.is_complete = True
        self.completed.emit()

    # Construction ------------------------------------------------------------------------
    def _build_frame(self) -> None:
        """Stage one: what the first frame shows, with no Python enum and no rules touched."""
        bar = self.menuBar()
        self._menus = {name: bar.addMenu(title) for name, title in
                       (("game", "&Game"), ("edit", "&Edit"), ("view", "&View"), ("help", "&Help"))}

        self.stack = QStackedWidget()
        central = QWidget()
        self.stack.addWidget(central)
        root = QVBoxLayout(central)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)

        header = QWidget(objectName="HeaderBar")
        hl = QHBoxLayout(header)
        hl.setContentsMargins(16, 8, 16, 8)
        self.title_label = QLabel("Dicebox", objectName="GameTitle")
        self.turn_label = FittedLabel(objectName="TurnLabel")
        self.round_label = QLabel("", objectName="RoundLabel")
        self.seed_button = QPushButton("Seed \u2013", objectName="SeedButton")
        self.seed_button.setToolTip("The seed decides every die. Click to copy it, to replay or share this game.")
        self.seed_button.clicked.connect(self.copy_seed)
        hl.addWidget(self.title_label)
        hl.addSpacing(18)
        hl.addWidget(self.turn_label)
        hl.addSpacing(12)
        hl.addWidget(self.round_label)
        hl.addStretch(1)
        self.start_screen_button = QPushButton("New player", objectName="HeaderButton")
        self.start_screen_button.hide()
        hl.addWidget(self.start_screen_button)
        hl.addWidget(self.seed_button)
        root.addWidget(header)

        # The body below the header: the scorecard games' felt and card (page 0), or the Triple
        # Dice table (page 1, built the first time it is needed).
        self.body_stack = QStackedWidget()
        scorecard_page = QWidget()
        self.body_stack.addWidget(scorecard_page)
        self.triple_page: Any = None
        self._body = QHBoxLayout(scorecard_page)
        self._body.setContentsMargins(12, 12, 12, 8)
        self._body.setSpacing(12)
        self.felt = QFrame(objectName="Felt")
        self.felt.setMinimumWidth(290)
        self._body.addWidget(self.felt, 1)
        self._card_placeholder = _CardPlaceholder(objectName="CardPlaceholder")
        self._card_placeholder.setMaximumWidth(330)
        self._body.addWidget(self._card_placeholder, 10)
        root.addWidget(self.body_stack, 1)
        self.setCentralWidget(self.stack)

        self.status_label = QLabel("", objectName="StatusMessage")
        self.status_label.setWordWrap(True)
        self.statusBar().addWidget(self.status_label, 1)
        # Empty until a game runs: left hidden (unpolished, no font looked up) for the first frame.
        self._shown_on_completion = (self.turn_label, self.round_label, self.status_label)
        for label in self._shown_on_completion:
            label.hide()

    def _build_body(self) -> None:
        """Stage two of the central area: dice, Roll button, the real scorecard, the docks."""
        from PySide6.QtWidgets import QDockWidget, QSizePolicy, QUndoView

        from .dice import DiceTray
        from .scorecard_model import ScorecardModel
        from .scorecard_view import ScorecardView

        Qt = QtCore.Qt
        # Player names come from people and files: every label that can show one renders plain
        # text (the turn label is a FittedLabel, which escapes them into its bold).
        for label in (self.title_label, self.round_label, self.status_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
        for button in (self.seed_button, self.start_screen_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.seed_button.setCursor(Qt.CursorShape.PointingHandCursor)

        fl = QVBoxLayout(self.felt)
        fl.setContentsMargins(12, 14, 12, 14)
        self.felt_title = QLabel("", objectName="FeltTitle")
        self.felt_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tray = DiceTray()
        self.tray.reduce_motion = self.settings.reduce_motion
        self.tray.die_clicked.connect(lambda i: self.intent(engine.ToggleHold(i)))
        self.roll_button = QPushButton("Roll", objectName="RollButton")
        self.roll_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.roll_button.clicked.connect(lambda: self.intent(engine.Roll()))
        self.roll_button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.felt_hint = QLabel(
            "Click dice or press 1\u20135 to hold \u00b7 Space or R to roll \u00b7 click a box or Enter to score",
            objectName="FeltHint",
        )
        self.felt_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.felt_hint.setWordWrap(True)
        fl.addWidget(self.felt_title)
        fl.addStretch(1)
        fl.addWidget(self.tray, 3)
        fl.addSpacing(6)
        fl.addWidget(self.roll_button, 0, Qt.AlignmentFlag.AlignHCenter)
        fl.addStretch(1)
        fl.addWidget(self.felt_hint)

        self.model = ScorecardModel(self)
        self.table = ScorecardView()
        self.table.setModel(self.model)
        self.table.clicked.connect(self._cell_chosen)
        self.table.chosen.connect(self._cell_chosen)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._body.replaceWidget(self._card_placeholder, self.table)
        # Hidden at once: out of the layout it would otherwise be shown (and paint, over the
        # felt) by a window shown before the deferred delete runs.
        self._card_placeholder.hide()
        self._card_placeholder.deleteLater()
        self._fit_scorecard()

        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(lambda: self.status_label.setText(""))

        self.history_view = QUndoView(self.controller.undo_stack)
        self.history_view.setEmptyLabel("Start of the game")
        self.history_view.setAccessibleName("History")
        self.history_dock = QDockWidget("History", self)
        self.history_dock.setObjectName("HistoryDock")
        self.history_dock.setWidget(self.history_view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.history_dock.hide()

        # Computer seats and the Hint panel are built on first need: together they cost more
        # start-up time than the rest of the window (QTreeWidget, thread pools, numpy later).
        self._computers: Any = None
        self._hint_panel: Any = None
        self.hints_dock = QDockWidget("Hints", self)
        self.hints_dock.setObjectName("HintsDock")
        self.hints_dock.visibilityChanged.connect(self._hints_visible)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.hints_dock)
        self.hints_dock.setVisible(self.settings.show_hints)

        self.setTabOrder(self.tray.dice[-1], self.roll_button)
        self.setTabOrder(self.roll_button, self.table)

    def _build_menus(self) -> None:
        from PySide6.QtGui import QAction, QActionGroup, QKeySequence

        game, edit, view, help_menu = (self._menus[name] for name in ("game", "edit", "view", "help"))
        self.new_action = QAction("&New Game\u2026", self, shortcut=QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_game_dialog)
        self.restart_action = QAction("&Restart This Seed", self, shortcut=QKeySequence("Ctrl+Shift+N"))
        self.restart_action.setStatusTip("Play this seed again from the start")
        self.restart_action.triggered.connect(self.restart)
        self.copy_seed_action = QAction("&Copy Seed", self, shortcut=QKeySequence("Ctrl+Shift+C"))
        self.copy_seed_action.triggered.connect(self.copy_seed)
        self.quit_action = QAction("&Quit", self, shortcut=QKeySequence("Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        for a in (self.new_action, self.restart_action, self.copy_seed_action):
            game.addAction(a)
        game.addSeparator()
        game.addAction(self.quit_action)

        self.undo_action = QAction("&Undo", self)
        self.undo_action.setShortcuts([QKeySequence.StandardKey.Undo])
        self.undo_action.triggered.connect(lambda: self.active_controller().undo())
        self.redo_action = QAction("&Redo", self)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.triggered.connect(lambda: self.active_controller().redo())
        self._bound_stack: Any = None
        self._bind_stack(self.controller.undo_stack)
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        edit.addSeparator()
        self.motion_action = QAction("Reduce &Motion", self, checkable=True)
        self.motion_action.setChecked(self.settings.reduce_motion)
        self.motion_action.setStatusTip("Turn off the dice roll animation")
        self.motion_action.toggled.connect(self._set_reduce_motion)
        edit.addAction(self.motion_action)

        edit.addSeparator()
        pace = edit.addMenu("Computer &Pace")
        self.pace_group = QActionGroup(self)
        for label, ms in (("&Slow", 1200), ("&Normal", 650), ("&Fast", 250)):
            action = QAction(label, self, checkable=True)
            action.setData(ms)
            action.setChecked(ms == self.settings.computer_pace)
            action.triggered.connect(lambda _=False, ms=ms: self._set_pace(ms))
            self.pace_group.addAction(action)
            pace.addAction(action)
        self.hurry_action = QAction("Speed Up &Computer", self, checkable=True, shortcut=QKeySequence("F3"))
        self.hurry_action.setStatusTip("Let computer players move almost at once")
        self.hurry_action.toggled.connect(lambda on: self.computers.set_fast(on))
        edit.addAction(self.hurry_action)

        self.history_action = self.history_dock.toggleViewAction()
        self.history_action.setText("&History")
        self.history_action.setShortcut(QKeySequence("Ctrl+H"))
        view.addAction(self.history_action)
        self.hints_action = self.hints_dock.toggleViewAction()
        self.hints_action.setText("&Hints")
        self.hints_action.setShortcut(QKeySequence("F2"))
        self.hints_action.setStatusTip("Show every option with its expected final score (marks the game assisted)")
        self.hints_action.toggled.connect(self._hints_toggled)
        view.addAction(self.hints_action)

        self.rules_action = QAction("&Rules", self, shortcut=QKeySequence.StandardKey.HelpContents)
        if self.rules_action.shortcut().isEmpty():
            self.rules_action.setShortcut(QKeySequence("F1"))
        self.rules_action.triggered.connect(self.show_rules)
        self.about_action = QAction("&About Dicebox", self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)

    def _build_shortcuts(self) -> None:
        from PySide6.QtGui import QKeySequence, QShortcut

        self.hold_shortcuts = []
        for i in range(5):
            sc = QShortcut(QKeySequence(str(i + 1)), self)
            sc.setContext(QtCore.Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(lambda i=i: self.intent(engine.ToggleHold(i)))
            self.hold_shortcuts.append(sc)
        self.roll_shortcuts = []
        for key in ("Space", "R"):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(QtCore.Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(lambda: self.intent(engine.Roll()))
            self.roll_shortcuts.append(sc)

    def _lock_down(self, kiosk: KioskMode) -> None:
        """Kiosk: no menus, no way to quit or open dialogs that lead elsewhere, touch sizes."""
        self.menuBar().hide()
        for action in (self.quit_action, self.new_action, self.restart_action, self.history_action):
            action.setEnabled(False)
            action.setShortcuts([])
        self.history_dock.hide()
        self.history_dock.setFeatures(self.history_dock.DockWidgetFeature.NoDockWidgetFeatures)
        for die in self.tray.dice:
            die.setMinimumSize(96, 124)
        self.roll_button.setMinimumHeight(64)
        self.table.min_row = 48
        self.seed_button.setMinimumHeight(48)
        self.start_screen_button.show()
        self.start_screen_button.setMinimumHeight(48)
        self.start_screen_button.clicked.connect(kiosk.show_start_screen)
        self.title_label.installEventFilter(self)
        kiosk.attach(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if self.kiosk is not None and obj is self.title_label and event.type() == QEvent.Type.MouseButtonPress:
            self.kiosk.tap_title()
        return super().eventFilter(obj, event)

    def close_game_over(self) -> None:
        dialog, self._game_over_dialog = self._game_over_dialog, None
        if dialog is not None:
            dialog.close()  # deletes it (WA_DeleteOnClose)

    def _game_over_closed(self) -> None:
        # The player closed the summary: it deletes itself, so forget it (only this one: a
        # newer summary may be open by the time an older one reports).
        if self.sender() is self._game_over_dialog:
            self._game_over_dialog = None

    # Rendering ---------------------------------------------------------------------------
    def _fit_scorecard(self) -> None:
        """Give the scorecard the width its columns need and the felt the rest."""
        columns = max(1, self.model.columnCount())
        label = self.table.verticalHeader().sizeHint().width()
        names = self.controller.state.players if self.controller.state is not None else ()
        widest = max((self.table.horizontalHeader().fontMetrics().horizontalAdvance(n) for n in names), default=0)
        per = max(96 if columns == 1 else 62, widest + 22)
        self.table.setMaximumWidth(max(330, label + per * columns + 8))

    def _on_game_started(self, state: Any) -> None:
        self._activate(False)
        if any(seat != "human" for seat in self.controller.seats):
            _ = self.computers  # built now, so it sees the state_changed that follows
        self.title_label.setText(engine.api.driver(state.game).name)
        self.setWindowTitle(f"{engine.api.driver(state.game).name} \u2014 Dicebox")
        self.close_game_over()

    def _render(self, state: Any, rolled: tuple[int, ...]) -> None:
        reshaped = self.model.columnCount() != len(state.players) * engine.ruleset(state.game).columns
        self.model.set_state(state)
        if reshaped:
            self._fit_scorecard()
            self.table.fit_rows()
            self._span_grand_total()
        rolling = state.phase == "rolling"
        self.tray.show_dice(state.dice, state.held, rolling, rolled)
        for die in self.tray.dice:
            die.setEnabled(state.phase != "finished")
        rs = engine.ruleset(state.game)
        left = rs.rolls_per_turn - state.rolls_used
        if state.phase == "finished":
            self.roll_button.setText("Game over")
            self.roll_button.setEnabled(False)
            self.roll_button.setToolTip("The game is over. Start a new game or play this seed again (Game menu).")
        elif state.phase == "choosing":
            self.roll_button.setText("No rolls left")
            self.roll_button.setEnabled(False)
            self.roll_button.setToolTip("All three rolls are used: choose a box on the scorecard to score.")
        elif all(state.held):
            self.roll_button.setText(f"Roll \u2013 {left} left")
            self.roll_button.setEnabled(False)
            self.roll_button.setToolTip("All five dice are held: release a die to roll, or score.")
        else:
            self.roll_button.setText(f"Roll \u2013 {left} left")
            self.roll_button.setEnabled(True)
            self.roll_button.setToolTip("Roll the dice that are not held (Space or R).")
        self._render_header()
        if not self.table.currentIndex().isValid() or state.phase != "finished":
            self._focus_best_cell()

    def _render_header(self) -> None:
        state = self.controller.state
        if state is None:
            return
        self.seed_button.setText(f"Seed {state.seed} \u00b7 Copy")
        name = state.players[state.current_player]
        if state.phase == "finished":
            outcome = engine.outcome(state)
            from .summary import headline

            self.turn_label.show_line(f"Game over \u2014 {headline(outcome)}")
            self.round_label.setText("assisted" if self.controller.assisted else "")
            self.felt_title.setText("Game over")
            return
        rs = engine.ruleset(state.game)
        per_player = len(rs.categories) * rs.columns
        turns = f"Turn {state.round} of {per_player}" if state.game != "match" else f"Turn {state.round}"
        who = "Your turn" if len(state.players) == 1 else f"{name}'s turn"
        kind = self.controller.seats[state.current_player] if state.current_player < len(self.controller.seats) else "human"
        if kind != "human":
            who += f" (computer, {kind.capitalize()})"
        self.turn_label.show_line(who, bold=True)
        assisted = " \u00b7 assisted" if self.controller.assisted else ""
        self.round_label.setText(f"{turns}{assisted}")
        self.felt_title.setText(f"Roll {state.rolls_used} of {rs.rolls_per_turn}")

    def _span_grand_total(self) -> None:
        self.table.clearSpans()
        rs = self.model.rs
        if rs is None or rs.columns == 1:
            return
        grand = next((i for i, r in enumerate(self.model.rows) if r.kind == "grand"), None)
        if grand is None:
            return
        for start in range(0, self.model.columnCount(), rs.columns):
            self.table.setSpan(grand, start, 1, rs.columns)

    def _focus_best_cell(self) -> None:
        from .scorecard_model import KIND_ROLE

        index = self.model.first_open_index()
        if index.isValid():
            current = self.table.currentIndex()
            action = self.model.action_at(current) if current.isValid() else None
            still_good = (
                action is not None
                and self.model.data(current, KIND_ROLE) == "preview"
            )
            if not still_good:
                self.table.setCurrentIndex(index)
                self.table.scrollTo(index)

    # Intents -----------------------------------------------------------------------------
    def _cell_chosen(self, index: QModelIndex) -> None:
        state = self.controller.state
        action = self.model.action_at(index)
        if state is None or action is None:
            return
        player, _col = self.model.seat_of(index.column())
        if state.phase != "finished" and player != state.current_player:
            self.show_message(
                f"That is {state.players[player]}'s column; it is {state.players[state.current_player]}'s turn."
            )
            return
        self.intent(action)

    def intent(self, action: engine.Action) -> bool:
        """A person asked for ``action``; during a computer's turn the answer is a message."""
        state = self.controller.state
        if state is not None and self.controller.computer_to_move():
            name = state.players[state.current_player]
            self.show_message(f"It is {name}'s turn (computer). Wait a moment, or press F3 to speed it up.")
            return False
        return self.controller.request(action)

    def show_message(self, text: str) -> None:
        self.status_label.setText(text)
        self._status_timer.start(9000)

    def _show_restore_problem(self, text: str) -> None:
        """A save that could not be resumed is news the player must not miss: a dialog, not only
        the status line, which the new game's messages soon replace. One box, reused."""
        from PySide6.QtWidgets import QMessageBox

        box = self._restore_box
        if box is None:
            box = QMessageBox(self)
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle("Saved game not resumed")
            box.setTextFormat(QtCore.Qt.TextFormat.PlainText)  # the reason may quote the file
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
            self._restore_box = box
        box.setText(text)
        box.open()

    def copy_seed(self) -> None:
        state = self.active_controller().state
        if state is None:
            return
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.clipboard().setText(str(state.seed))
        self.show_message(f"Seed {state.seed} copied. Game \u25b8 New Game \u25b8 This number replays it.")

    def restart(self) -> None:
        if self.triple_active():
            c = self.triple_page.controller
            if c.state is not None:
                self.start_game("triple-dice", c.seed, list(c.state.players), list(c.seats))
                self.show_message(f"Restarted seed {c.seed}: the same dice come again.")
            return
        if self.controller.state is not None:
            self.controller.restart()
            self.show_message(f"Restarted seed {self.controller.state.seed}: the same dice come again.")

    def new_game_dialog(self) -> bool:
        from .new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.settings, self)
        try:
            if dialog.exec() != NewGameDialog.DialogCode.Accepted:
                return False
            choice = dialog.choice()
            dialog.remember()
        finally:
            # Parented to the window, and kept alive by its own signal connections (lambdas over
            # self), a closed dialog would live as long as the window: 89 widgets per New Game.
            dialog.deleteLater()
        self.start_game(choice.game, choice.seed, choice.players, choice.seats)
        return True

    def start_game(self, game: str, seed: int, players: list[str] | None, seats: list[str] | None = None) -> None:
        """Start ``game``. Players or seats it cannot take (they come from the command line,
        settings or a caller, so they are never trusted) give way to the game's defaults, and
        the status line says why."""
        from .seeds import remember

        try:
            self._start(game, seed, players, seats)
        except ValueError as exc:  # engine.BadSetup, or a seat kind the game does not have
            if players is None and seats is None:
                raise
            self._start(game, seed, None, None)
            self.show_message(f"Those players could not be seated: {exc} The default players play instead.")
        self.settings.recent_seeds = remember(self.settings.recent_seeds, seed)

    def _start(self, game: str, seed: int, players: list[str] | None, seats: list[str] | None) -> None:
        if game == "triple-dice":
            names = players or ["Player 1", "Player 2"]
            self.close_game_over()
            self._activate(True)
            self.triple_page.start(seed, list(names), list(seats or ["human"] + ["expert"] * (len(names) - 1)))
            self._on_triple_changed()
        else:
            self._activate(False)
            self.controller.start(game, seed, players, seats)

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

    def _bind_stack(self, stack: Any, allowed: Any = None) -> None:
        """Point Undo/Redo and the History panel at the stack of the game being played.

        ``allowed`` is (signal, getter) when the game restricts undo beyond what the stack
        knows (Triple Dice pass-and-play: only until the next seat acts)."""
        old = self._bound_stack
        if old is not None:
            old_stack, old_allowed = old
            if old_allowed is None:
                old_stack.canUndoChanged.disconnect(self.undo_action.setEnabled)
            else:
                old_allowed[0].disconnect(self.undo_action.setEnabled)
            old_stack.undoTextChanged.disconnect(self._undo_text)
            old_stack.canRedoChanged.disconnect(self.redo_action.setEnabled)
            old_stack.redoTextChanged.disconnect(self._redo_text)
        if allowed is None:
            stack.canUndoChanged.connect(self.undo_action.setEnabled)
            self.undo_action.setEnabled(stack.canUndo())
        else:
            allowed[0].connect(self.undo_action.setEnabled)
            self.undo_action.setEnabled(bool(allowed[1]()))
        stack.undoTextChanged.connect(self._undo_text)
        stack.canRedoChanged.connect(self.redo_action.setEnabled)
        stack.redoTextChanged.connect(self._redo_text)
        self._bound_stack = (stack, allowed)
        self.redo_action.setEnabled(stack.canRedo())
        self._undo_text(stack.undoText())
        self._redo_text(stack.redoText())
        self.history_view.setStack(stack)
        # Clicking a History row jumps the stack directly, past any undo rule: in Triple Dice
        # the panel is a read-only record.
        self.history_view.setEnabled(allowed is None)

    def active_controller(self) -> Any:
        return self.triple_page.controller if self.triple_active() else self.controller

    def triple_active(self) -> bool:
        return self.triple_page is not None and self.body_stack.currentWidget() is self.triple_page

    def _ensure_triple_page(self) -> Any:
        if self.triple_page is None:
            from .triple import TripleDicePage

            page = TripleDicePage()
            page.computer_pace_ms = self.settings.computer_pace
            page.message.connect(self.show_message)
            page.finished.connect(self._on_triple_finished)
            page.state_changed.connect(self._on_triple_changed)
            self.body_stack.addWidget(page)
            self.triple_page = page
            if self.kiosk is not None:
                self.kiosk.fit_triple_page(page)
        return self.triple_page

    def _activate(self, triple: bool) -> None:
        """Switch the body between the scorecard games and Triple Dice."""
        if triple:
            self.controller.cancel_pending_save()
            page = self._ensure_triple_page()
            self.body_stack.setCurrentWidget(page)
            c = page.controller
            self._bind_stack(c.undo_stack, (c.undo_allowed_changed, c.can_undo))
        else:
            self.body_stack.setCurrentIndex(0)
            self._bind_stack(self.controller.undo_stack)
        # The scorecard's keys (1-5 hold, Space/R roll) would steal Triple Dice's die keys.
        for shortcut in (*self.hold_shortcuts, *self.roll_shortcuts):
            shortcut.setEnabled(not triple)
        self.hints_action.setEnabled(not triple)
        if triple:
            self.hints_dock.hide()
        self._show_seed(not triple)

    def _show_seed(self, visible: bool) -> None:
        """Triple Dice hides the seed until the game ends: with the documented hash, the seed
        would let anyone work out every private die."""
        self.seed_button.setVisible(visible)
        self.copy_seed_action.setEnabled(visible)

    def _on_triple_changed(self) -> None:
        page = self.triple_page
        if not self.triple_active():
            return  # a computer finishing its move after the player switched games
        state = page.controller.state
        self._show_seed(state is not None and state.phase == "finished")
        self.title_label.setText("Triple Dice")
        self.setWindowTitle("Triple Dice \u2014 Dicebox")
        self.turn_label.show_line(page.header_text(), bold=True)
        self.round_label.setText("assisted" if page.controller.assisted else "")
        self.seed_button.setText(f"Seed {page.controller.seed} \u00b7 Copy")
        store = self.controller.store
        if store is None or state is None:
            return
        try:
            if state.phase == "finished":
                store.clear()
            else:
                store.save(engine.to_json(state), page.controller.assisted, {"seats": list(page.controller.seats)})
        except OSError as exc:
            self.show_message(f"Could not save your game ({exc.strerror}); it goes on, but quitting would lose it.")

    def _restore_other(self, state: Any, seats: list[str], assisted: bool) -> None:
        self._activate(True)
        self.triple_page.restore(state, seats, assisted)
        self._on_triple_changed()

    def _on_triple_finished(self, outcome: Any) -> None:
        # The page shows its own final ranking and round table; a dialog on top would repeat it.
        self.show_message("Game over. Game \u25b8 Restart This Seed plays it again; Ctrl+N starts a new game.")

    def _undo_text(self, text: str) -> None:
        self.undo_action.setText(f"&Undo {text}" if text else "&Undo")

    def _redo_text(self, text: str) -> None:
        self.redo_action.setText(f"&Redo {text}" if text else "&Redo")

    @property
    def computers(self) -> Any:
        if self._computers is None:
            from .computer import ComputerPlayers

            self._computers = ComputerPlayers(self.controller, self)
            self._computers.pace_ms = self.settings.computer_pace
            self._computers.set_fast(self.hurry_action.isChecked())
            self._computers.status.connect(self._computer_status)
        return self._computers

    @property
    def hint_panel(self) -> Any:
        if self._hint_panel is None:
            from .hints import HintPanel

            panel = HintPanel(self.controller)
            panel.applied.connect(self._apply_hint)
            self.hints_dock.setWidget(panel)
            self._hint_panel = panel
        return self._hint_panel

    def _hints_visible(self, visible: bool) -> None:
        if visible:
            self.hint_panel.refresh()

    def _set_pace(self, ms: int) -> None:
        self.settings.computer_pace = ms
        if self._computers is not None:
            self._computers.pace_ms = ms

    def _hints_toggled(self, on: bool) -> None:
        self.settings.show_hints = on

    def _computer_status(self, text: str) -> None:
        if text:
            self.status_label.setText(text)
            self._status_timer.start(15000)
        elif self.status_label.text().endswith("thinking\u2026"):
            self.status_label.setText("")

    def _apply_hint(self, option: Any) -> None:
        """Play a hint: set the holds it names, then roll; or score its cell."""
        if isinstance(option.action, engine.Score):
            self.intent(option.action)
            return
        for index in option.toggles:
            if not self.intent(engine.ToggleHold(index)):
                return
        self.intent(engine.Roll())

    def _set_reduce_motion(self, on: bool) -> None:
        self.settings.reduce_motion = on
        self.tray.reduce_motion = on

    def show_rules(self) -> None:
        from .help import RulesDialog

        state = self.controller.state
        RulesDialog(state.game if state else None, self).exec()

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from .help import about_html, bundled_notices

        QMessageBox.about(self, "About Dicebox", about_html(VERSION, bundled_notices()))

    def _on_finished(self, outcome: Any) -> None:
        from .summary import GameOverDialog

        state = self.controller.state
        dialog = GameOverDialog(outcome, state.seed, self.controller.assisted, self)
        # One summary per finished game: closed but parented to the window, each would stay
        # alive (12 widgets and its backing store, about 1.5 MiB) until the window goes.
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._game_over_closed)
        dialog.play_again.connect(self.restart)
        if self.kiosk is not None:
            dialog.new_game.connect(self.kiosk.show_start_screen, QtCore.Qt.ConnectionType.QueuedConnection)
        else:
            dialog.new_game.connect(self.new_game_dialog, QtCore.Qt.ConnectionType.QueuedConnection)
        self._game_over_dialog = dialog
        dialog.open()

    # Window ------------------------------------------------------------------------------
    def restore_geometry(self) -> None:
        """Size and place the window as it was left; the docks follow once they exist."""
        geometry = self.settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1120, 760)
        state = self.settings.window_state()
        if state is not None:
            if self.is_complete:
                self.restoreState(state)
            else:
                self._pending_dock_state = state

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.kiosk is not None and not self.kiosk.unlocked:
            # Kiosk: window close, Alt+F4 and any quit request end here.
            event.ignore()
            self.show_message("This table stays open for the next player. Staff can exit with the admin PIN.")
            return
        self.controller.flush_save()
        self.settings.save_window(self.saveGeometry(), self.saveState())
        super().closeEvent(event)


class _CardPlaceholder(QFrame):
    """Where the scorecard will be, in the first frame; tells the window when it has painted."""

    painted: Any = None

    def paintEvent(self, event: Any) -> None:
        super().paintEvent(event)
        if self.painted is not None:
            callback, self.painted = self.painted, None
            callback()
