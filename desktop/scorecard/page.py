"""The page every scorecard game is played on: the felt with dice and Roll button, and the scorecard.

It renders whatever scorecard state the session hands it (any ruleset: categories, columns,
dice and rolls all come from the state's ruleset) and sends clicks and keys to the session as
intents; it never changes a state itself.

The page is built in two stages so that the window appears as soon as a bare Qt window would:
the first frame shows only the felt and an empty card, widgets the style sheet paints in C++.
Everything that needs PySide to build Python enum classes (the ``Qt`` namespace alone takes
15 ms), the rules or the dice painter comes in ``complete()``, right after that first frame.
This module therefore imports nothing heavy at load time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeGuard

from PySide6 import QtCore
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

import engine
from desktop.base.seats import HUMAN, level_name
from desktop.i18n.tr import translate
from desktop.look import theme
from desktop.session.games import Header

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import QModelIndex
    from PySide6.QtGui import QKeyEvent, QPaintEvent, QShortcut

    from desktop.base.settings import Settings
    from desktop.session.controller import GameController
    from engine.actions import Action
    from engine.scorecard import ScorecardState


def _is_scorecard(state: object) -> TypeGuard[ScorecardState]:
    """Whether the session's state is a scorecard game's (the page is shown for those alone)."""
    from engine.scorecard import ScorecardState  # lazy: the rules load after the first frame

    return isinstance(state, ScorecardState)


class ScorecardPage(QWidget):
    rendered = Signal(object)
    first_painted = Signal()
    """The first frame (felt and empty card) is on screen: time for ``complete()``."""

    def __init__(self, controller: GameController, settings: Settings, *, staged: bool = False) -> None:
        super().__init__()
        self.controller = controller
        self.settings = settings
        self.is_complete = False
        self.shortcuts: list[QShortcut] = []
        """Every key of the page: 1..n for the dice (one per die the tray shows), Space and R."""
        self._active = True
        self._by_key = False
        """The last box was chosen with Enter or a screen reader's action, not a click."""
        self._body = QHBoxLayout(self)
        self._body.setContentsMargins(12, 12, 12, 8)
        self._body.setSpacing(12)
        self.felt = QFrame()
        self.felt.setObjectName("Felt")
        self.felt.setMinimumWidth(290)
        self._body.addWidget(self.felt, 1)
        self._card_placeholder = _CardPlaceholder()
        self._card_placeholder.setObjectName("CardPlaceholder")
        self._card_placeholder.setMaximumWidth(330)
        self._card_placeholder.painted = self.first_painted.emit
        self._body.addWidget(self._card_placeholder, 10)
        if not staged:
            self.complete()

    def widget(self) -> QWidget:
        return self

    def spot(self, name: str) -> tuple[QWidget, QtCore.QRect] | None:
        """Where a lesson points (``callout_targets.spot``)."""
        from .callout_targets import spot  # lazy: only a lesson asks

        return spot(self, name)

    def reveal(self, name: str) -> None:
        """Scroll what a lesson points at into view (once per step)."""
        from .callout_targets import spot  # lazy: only a lesson asks

        spot(self, name, reveal=True)

    # Construction ------------------------------------------------------------------------
    def complete(self) -> None:
        """The second stage (idempotent): dice, Roll button, the real scorecard, shortcuts."""
        if self.is_complete:
            return
        self.is_complete = True
        # lazy: the first frame holds the page's shell; the tray, card and their Qt types come here
        from PySide6.QtWidgets import QSizePolicy

        from desktop.i18n.language import languages  # lazy: as the Qt types above
        from desktop.widgets.dice import DiceTray  # lazy: the tray is built here, not in the first frame

        from .model import ScorecardModel  # lazy: as the tray
        from .view import ScorecardView  # lazy: as the tray

        Qt = QtCore.Qt
        fl = QVBoxLayout(self.felt)
        fl.setContentsMargins(12, 14, 12, 14)
        self.felt_title = QLabel("")
        self.felt_title.setObjectName("FeltTitle")
        self.felt_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tray = DiceTray()
        self.tray.reduce_motion = self.settings.reduce_motion
        self.tray.die_clicked.connect(lambda i: self.controller.move_by_person(engine.ToggleHold(i)))
        self.roll_button = QPushButton(translate("ScorecardPage", "Roll"))
        self.roll_button.setObjectName("RollButton")
        self.roll_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.roll_button.clicked.connect(lambda: self.controller.move_by_person(engine.Roll()))
        self.roll_button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.felt_hint = QLabel("")
        self.felt_hint.setObjectName("FeltHint")
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
        self.table.clicked.connect(lambda index: self._cell_chosen(index, by_key=False))
        self.table.chosen.connect(lambda index: self._cell_chosen(index, by_key=True))
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._body.replaceWidget(self._card_placeholder, self.table)
        # Hidden at once: out of the layout it would otherwise be shown (and paint, over the
        # felt) by a window shown before the deferred delete runs.
        self._card_placeholder.hide()
        self._card_placeholder.deleteLater()
        self._fit_scorecard()
        self._build_shortcuts()
        self.controller.state_changed.connect(self.show_state)
        if self.controller.state is not None and _is_scorecard(self.controller.state):
            self.show_state(self.controller.state, ())
        languages().changed.connect(self._retranslate)
        from desktop.look.appearance import on_change  # lazy: the looks load after the first frame

        on_change(self, self._restyle)

    def _restyle(self) -> None:
        """Another theme or zoom: the card's colours and sizes follow."""
        self.model.retranslate()
        self._fit_scorecard()
        self.table.fit_rows()

    def _retranslate(self) -> None:
        """The card's labels and the felt's words in the new language (the same state again)."""
        self.model.retranslate()
        self.table.retranslate()
        state = self.controller.state
        if _is_scorecard(state):
            self.show_state(state, ())

    def _build_shortcuts(self) -> None:
        self._roll_keys = [self._shortcut(key, engine.Roll()) for key in ("Space", "R")]
        self._die_keys: list[QShortcut] = []
        self._fit_dice_keys()

    def _shortcut(self, key: str, action: Action) -> QShortcut:
        from PySide6.QtGui import QKeySequence, QShortcut  # lazy: built in the second stage, not the first frame

        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(QtCore.Qt.ShortcutContext.WindowShortcut)
        shortcut.setEnabled(self._active)
        shortcut.activated.connect(lambda: self.controller.move_by_person(action))
        return shortcut

    def _fit_dice_keys(self) -> None:
        """One key per die the tray shows (a ruleset's dice_count: six dice answer key 6), and
        the dice in the tab order before the Roll button."""
        dice = len(self.tray.dice)
        if len(self._die_keys) == dice:
            return
        while len(self._die_keys) > dice:
            self._die_keys.pop().deleteLater()
        self._die_keys += [self._shortcut(str(i + 1), engine.ToggleHold(i)) for i in range(len(self._die_keys), dice)]
        self.shortcuts = self._die_keys + self._roll_keys
        for before, after in zip(self.tray.dice, [*self.tray.dice[1:], self.roll_button], strict=True):
            self.setTabOrder(before, after)
        self.setTabOrder(self.roll_button, self.table)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter that no control took (a focused die, the Roll button) is the page's default
        action, a roll: the same key model as Triple Dice's, where Enter submits."""
        Qt = QtCore.Qt
        if self.is_complete and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._active:
            self.controller.move_by_person(engine.Roll())
            event.accept()
            return
        super().keyPressEvent(event)

    def set_active(self, active: bool) -> None:
        self._active = active
        for shortcut in self.shortcuts:
            shortcut.setEnabled(active)

    def fit_touch(self) -> None:
        self.complete()
        for die in self.tray.dice:
            die.setMinimumSize(96, 124)
        self.roll_button.setMinimumHeight(64)
        self.table.min_row = 48

    def set_reduce_motion(self, on: bool) -> None:
        self.tray.reduce_motion = on

    # Rendering ---------------------------------------------------------------------------
    def show_state(self, state: object, rolled: tuple[int, ...] = ()) -> None:
        """Render ``state``; any scorecard state, whoever hands it over."""
        if not _is_scorecard(state):
            return  # another page's game
        rs = engine.ruleset(state.game)
        reshaped = self.model.columnCount() != len(state.players) * rs.columns
        self.model.set_state(state)
        if reshaped:
            self._fit_scorecard()
            self.table.fit_rows()
            self._span_grand_total()
        self.felt_hint.setText(
            translate("ScorecardPage", "A replay: step through it with the buttons below, or \u2190 \u2192")
            if self.controller.read_only else
            translate("ScorecardPage", "Click dice or press 1\u2013{last} to hold \u00b7 R to roll \u00b7 "
                      "click a box or Enter to score").format(last=len(state.dice)))
        self.tray.show_dice(state.dice, state.held, state.phase == "rolling", rolled)
        self._fit_dice_keys()
        for die in self.tray.dice:
            die.setEnabled(state.phase != "finished")
        self._render_roll_button(state, rs.rolls_per_turn - state.rolls_used, rs.rolls_per_turn)
        self.felt_title.setText(translate("ScorecardPage", "Game over") if state.phase == "finished" else
                                translate("ScorecardPage", "Roll {roll} of {rolls}").format(
                                    roll=state.rolls_used, rolls=rs.rolls_per_turn))
        if not self.table.currentIndex().isValid() or state.phase != "finished":
            self._focus_best_cell()
        self.rendered.emit(self.header_lines())

    def _render_roll_button(self, state: ScorecardState, left: int, rolls: int) -> None:
        button = self.roll_button
        if state.phase == "finished":
            button.setText(translate("ScorecardPage", "Game over"))
            button.setToolTip(translate("ScorecardPage", "The game is over. Start a new game or play this seed "
                                        "again (Game menu)."))
        elif state.phase == "choosing":
            button.setText(translate("ScorecardPage", "No rolls left"))
            button.setToolTip(translate("ScorecardPage", "All {rolls} rolls are used: choose a box on the "
                                        "scorecard to score.").format(rolls=rolls))
        else:
            button.setText(translate("ScorecardPage", "Roll \u2013 {left} left").format(left=left))
            button.setToolTip(
                translate("ScorecardPage", "All {count} dice are held: release a die to roll, or score.").format(
                    count=len(state.dice)) if all(state.held)
                else translate("ScorecardPage", "Roll the dice that are not held (R; Space too, away from a die)."))
        button.setEnabled(state.phase == "rolling" and not all(state.held))

    def header_lines(self) -> Header:
        state = self.controller.state
        if not _is_scorecard(state):
            return Header("", False, "")
        assisted = self.controller.assisted
        if state.phase == "finished":
            from desktop.i18n.outcome_text import headline  # lazy: only a finished game's header needs it

            return Header(translate("ScorecardPage", "Game over \u2014 {headline}").format(
                headline=headline(engine.outcome(state))), False,
                translate("ScorecardPage", "assisted") if assisted else "")
        rs = engine.ruleset(state.game)
        # A category that may be scored again and again (Match!'s All Match) leaves the length open.
        endless = any(c.repeatable for c in rs.categories)
        turns = translate("ScorecardPage", "Turn {turn}").format(turn=state.round) if endless else \
            translate("ScorecardPage", "Turn {turn} of {turns}").format(turn=state.round,
                                                                        turns=len(rs.categories) * rs.columns)
        seat = state.current_player
        who = translate("ScorecardPage", "Your turn") if len(state.players) == 1 else \
            translate("ScorecardPage", "{player}'s turn").format(player=state.players[seat])
        player = self.controller.played_by(seat)
        if player != HUMAN:
            who = translate("ScorecardPage", "{turn} (computer, {level})").format(turn=who, level=level_name(player))
        return Header(who, True, turns + (translate("ScorecardPage", " \u00b7 assisted") if assisted else ""))

    def _fit_scorecard(self) -> None:
        """Give the scorecard the width its columns need and the felt the rest."""
        columns = max(1, self.model.columnCount())
        label = self.table.verticalHeader().sizeHint().width()
        state = self.controller.state
        names = state.players if _is_scorecard(state) else ()
        widest = max((self.table.horizontalHeader().fontMetrics().horizontalAdvance(n) for n in names), default=0)
        per = max(theme.px(96 if columns == 1 else 62), widest + 22)
        self.table.setMaximumWidth(max(theme.px(330), label + per * columns + 8))

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
        """The current cell goes to the best box, unless it is on an open box, or the player
        chose the last box by key (Enter, a screen reader's action) and is still on the card, in
        their column: there it stays on the box they just scored. Moving it would be a focus
        change, and a screen reader says the new box at once, cutting off the score's
        confirmation. After a click it moves on: the highlight shows the next best box."""
        from .model import KIND_ROLE  # lazy: the page loads before the first frame, its model in complete()

        index = self.model.first_open_index()
        if index.isValid():
            current = self.table.currentIndex()
            still_good = current.isValid() and (
                (self.model.action_at(current) is not None and self.model.data(current, KIND_ROLE) == "preview")
                or (self._by_key and self.table.hasFocus() and current.column() in self.model.current_columns())
            )
            if not still_good:
                self.table.setCurrentIndex(index)
                self.table.scrollTo(index)

    # Intents -----------------------------------------------------------------------------
    def _cell_chosen(self, index: QModelIndex, by_key: bool = False) -> None:
        self._by_key = by_key
        state = self.controller.state
        action = self.model.action_at(index)
        if state is None or action is None:
            return
        player, _col = self.model.seat_of(index.column())
        if state.phase != "finished" and player != state.current_player:
            self.controller.refuse(
                translate("ScorecardPage", "That is {player}'s column; it is {current}'s turn.").format(
                    player=state.players[player], current=state.players[state.current_player])
            )
            return
        self.controller.move_by_person(action)


class _CardPlaceholder(QFrame):
    """Where the scorecard will be, in the first frame; tells the page when it has painted."""

    painted: Callable[[], None] | None = None

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.painted is not None:
            callback, self.painted = self.painted, None
            callback()

