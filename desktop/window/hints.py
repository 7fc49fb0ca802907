"""The Hint panel: every option of the current decision with its expected final score.

Values come from the solver (exact optimal play in Dice Dash, Match! and per column; an estimate
in three-column Dicegame, and the panel says so). Seeing them makes the game "assisted", the same
mark undo leaves, because a score made with the optimal answer in view is not the player's own.

With other players at the table the most points is not the whole story: a player well behind
needs a long shot, one well ahead a sure box. So there each option also shows the chance to
finish first that the solver gives it (the order the options come in), and the note says whether
that chance is exact (the last turn, the others done) or estimated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QLabel,
    QProgressBar,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

import engine
from desktop.i18n.engine_text import error_text
from desktop.i18n.language import live, number, percent
from desktop.i18n.names import category_name
from desktop.i18n.tr import translate
from desktop.session.background import Background
from desktop.session.controller import GameController
from engine.scorecard import ScorecardState, score_for

if TYPE_CHECKING:
    from engine.game import Progress
    from engine.solver.option import Option


def option_text(state: ScorecardState, option: Option) -> str:
    rs = engine.ruleset(state.game)
    if isinstance(option.action, engine.Score):
        cat, column = rs.category(option.action.category), option.action.column
        where = f" \u00d7{rs.multipliers[column]}" if rs.columns > 1 and column is not None else ""
        return translate("Hints", "Score {category}{column} ({points})").format(
            category=category_name(state.game, cat.id), column=where,
            points=score_for(state, column or 0, cat.id))  # the joker's points where it applies
    keep = option.keep or ()
    if not keep:
        return translate("Hints", "Roll all {count} dice").format(count=len(state.dice))
    rolled = len(state.dice) - len(keep)
    return translate("Hints", "Keep {dice}, roll {count}").format(dice=" ".join(str(d) for d in keep), count=rolled)


def win_note_text(options: list[Option]) -> str:
    """Whether the chances to win are exact or estimated; "" where there are none (one player)."""
    if not any(o.win is not None for o in options):
        return ""
    if all(o.win_exact for o in options):
        return translate("Hints", "Chance to win: exact (last turn).")
    return translate("Hints", "Chance to win: estimated from each card's expected points and spread.")


def option_item(state: ScorecardState, option: Option, best: bool) -> QTreeWidgetItem:
    """One option's row. With a chance to win, a screen reader hears the whole row as one sentence
    on its first cell, as a sighted player takes it in at a glance: a cell alone says only "63%"."""
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    text, expected = option_text(state, option), number(option.expected, 2)
    cells = [("\u2605 " if best else "") + text, expected]
    if option.win is not None:
        cells.append(percent(option.win))
    item = QTreeWidgetItem(cells)
    item.setTextAlignment(1, right)
    item.setToolTip(0, translate("Hints", "Double-click or press Enter to play this option."))
    if option.win is not None:
        item.setTextAlignment(2, right)
        spoken = translate("Hints", "{option}: expected {expected}, chance to win {win}").format(
            option=text, expected=expected, win=cells[2])
        if best:
            spoken = translate("Hints", "Best: {option}").format(option=spoken)
        item.setData(0, Qt.ItemDataRole.AccessibleTextRole, spoken)
        item.setData(2, Qt.ItemDataRole.AccessibleTextRole,
                     translate("Hints", "chance to win {win}").format(win=cells[2]))
    return item


class HintPanel(QWidget):
    applied = Signal(object)
    """An option the player double-clicked, after it was played through the controller."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setMinimumWidth(290)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel("")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # it names the player
        self.title.setWordWrap(True)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        self.note.setProperty("role", "note")
        self.win_note = QLabel("")
        """The chance to win's note. A wrapped label asks for more width the longer its text, and
        this one made the dock some 20 px wider in French, taken from the scorecard: it takes the
        width the panel has and wraps in it instead."""
        self.win_note.setObjectName("HintsWinNote")
        self.win_note.setWordWrap(True)
        self.win_note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.win_note.setProperty("role", "note")
        self.win_note.hide()
        self.bar = QProgressBar()
        self.bar.setRange(0, 100)
        self.bar.hide()
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.itemActivated.connect(self._activated)
        self.options: list[Option] = []
        self.several = False
        """Whether the options on show carry a chance to win (a game of several players)."""
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addWidget(self.win_note)
        layout.addWidget(self.bar)
        layout.addWidget(self.tree, 1)
        self.lane = Background(self)
        self.lane.done.connect(self._done)
        self.lane.progress.connect(lambda f: self.bar.setValue(int(f * 100)))
        self._pending: ScorecardState | None = None
        controller.state_changed.connect(self._on_state)
        live(self, self._retranslate)

    def _retranslate(self) -> None:
        self._headers()
        self.tree.setAccessibleName(translate("Hints", "Hints"))
        self.tree.setAccessibleDescription(translate("Hints", "Every option of this decision, best first; Enter "
                                                     "plays the chosen one."))
        if self.options or self.title.text():
            self.refresh()

    def _headers(self) -> None:
        """Two columns alone, three with a chance to win; set again as the table's kind changes."""
        labels = [translate("Hints", "Option"), translate("Hints", "Expected")]
        if self.several:
            labels.append(translate("Hints", "Win"))
        self.tree.setColumnCount(len(labels))
        self.tree.setHeaderLabels(labels)
        header = self.tree.headerItem()
        header.setToolTip(1, translate("Hints", "Expected final score with optimal play from here"))
        if self.several:
            header.setToolTip(2, translate("Hints", "Chance to finish first (a tie counts half) after this "
                                           "option, playing on as the Expert does"))
            header.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _on_state(self, *_: object) -> None:
        self.refresh()

    def refresh(self) -> None:
        state = self.controller.state
        self.tree.clear()
        self.options = []
        self.win_note.hide()
        if self.several and (state is None or len(state.players) < 2):  # no "Win" left from the last game
            self.several = False
            self._headers()
        if not self.isVisible() or state is None:
            return
        if state.phase == "finished":
            self.title.setText(translate("Hints", "The game is over."))
            self.note.setText("")
            return
        if not isinstance(state, ScorecardState):
            self.title.setText(translate("Hints", "No hints for this game."))
            return
        if self.controller.computer_to_move():
            self.title.setText(translate("Hints", "{player} is playing.").format(
                player=state.players[state.current_player]))
            self.note.setText(translate("Hints", "Hints appear on your turn."))
            return
        self.title.setText(translate("Hints", "Options for {player}, best first:").format(
            player=state.players[state.current_player]))
        if self.lane.busy:
            self._pending = state
            return
        self._ask(state)

    def _ask(self, state: ScorecardState) -> None:
        from engine.solver import runtime  # lazy: the solver (numpy), at the first hint asked for

        if not runtime.is_ready(state.ruleset):
            self.note.setText(translate("Hints", "Solving this game exactly (first time only, kept for next "
                                        "time)\u2026"))
            self.bar.setValue(0)
            self.bar.show()

        def work(progress: Progress) -> list[Option]:
            return runtime.rank_options(state, progress)

        self.lane.submit(work, state)

    def _done(self, tag: ScorecardState, result: list[Option] | BaseException) -> None:
        """``tag``: the state ``_ask`` submitted; ``result``: its options, or what the solver raised
        (the lane's ``done`` says ``object`` for both)."""
        self.bar.hide()
        pending, self._pending = self._pending, None
        if tag is not self.controller.state:
            if pending is self.controller.state and pending is not None:
                self._ask(pending)
            return
        if isinstance(result, BaseException):
            self.note.setText(translate("Hints", "Hints are unavailable: {reason}").format(
                reason=error_text(result, tag.game)))
            return
        options = list(result)
        self.tree.clear()  # a result given twice (a test hands one in) shows once
        self.several = any(o.win is not None for o in options)
        self._headers()
        self.note.setText(
            translate("Hints", "Exact: the average final score with perfect play from here.")
            if all(o.exact for o in options) else
            translate("Hints", "Estimate: three-column Dicegame is too large to solve exactly; values combine "
                      "exact single-column solutions with the multipliers."))
        self.win_note.setText(win_note_text(options))
        self.win_note.setVisible(self.several)
        self.options = options
        bold = QFont()
        bold.setBold(True)
        for i, option in enumerate(options):
            item = option_item(tag, option, best=i == 0)
            if i == 0:
                for column in range(item.columnCount()):
                    item.setFont(column, bold)
            self.tree.addTopLevelItem(item)
        for column in range(self.tree.columnCount()):
            self.tree.resizeColumnToContents(column)
        if options:
            self.controller.assisted = True

    def _activated(self, item: QTreeWidgetItem, column: int) -> None:
        index = self.tree.indexOfTopLevelItem(item)
        if 0 <= index < len(self.options):
            self.play(self.options[index])

    def play(self, option: Option) -> None:
        """Play a hint as the player would: set the holds it names, then roll; or score its cell."""
        move = self.controller.move_by_person
        if isinstance(option.action, engine.Score):
            move(option.action)
        elif all(move(engine.ToggleHold(index)) for index in option.toggles):
            move(engine.Roll())
        self.applied.emit(option)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()
