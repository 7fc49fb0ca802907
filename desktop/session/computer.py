"""Computer seats, for every game: one action at a time, at a readable pace, thought out off the GUI thread.

The session stays the only owner of the state: a computer's choice is applied through
``controller.move_by_program`` like a click, so it lands on the undo stack and in the History panel.
What a computer may know is its game's business (``engine.Game.computer`` builds the work on the
GUI thread, from an observation where seats hold secrets).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject, QTimer, Signal

import engine
from desktop.i18n.engine_text import error_text
from desktop.i18n.tr import translate

from .background import Background
from .controller import GameController

if TYPE_CHECKING:
    from desktop.window.main_window import MainWindow
    from engine.api import State

PACE_MS = 650
FAST_PACE_MS = 60


class ComputerPlayers(QObject):
    """Watches the session; when a computer seat is to move (and nothing holds it), plays."""

    status = Signal(str)
    """Progress for the status bar ("Ben (Expert) is thinking...", table preparation); "" once
    the computer has moved."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.pace_ms = PACE_MS
        self.fast = False
        self.lane = Background(self)
        self.lane.done.connect(self._answered)
        self._asked: tuple[object, State] | None = None
        """(token, state) of the question on the worker thread: the state stays on this thread."""
        self.lane.progress.connect(self._progress)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._think)
        controller.state_changed.connect(self._wake)
        controller.computers_held_changed.connect(self._wake)

    @classmethod
    def for_window(cls, window: MainWindow) -> ComputerPlayers:
        """The window's driver: its pace setting, its Speed Up action, its status line."""
        players = cls(window.controller, window)
        players.pace_ms = window.settings.computer_pace
        players.set_fast(window.menus.actions["hurry"].isChecked())
        status = window.status_label
        said = [""]  # its last line as shown, in whatever language ("Ben überlegt…" too)

        def show(text: str) -> None:
            if text:
                said[0] = text
                window.show_message(text, 15)
            elif status.text() == said[0]:
                status.setText("")  # moved: its own line goes, anything newer stays

        players.status.connect(show)
        return players

    def set_fast(self, fast: bool) -> None:
        self.fast = fast
        if self.timer.isActive():
            self.timer.start(self._pace())

    def _pace(self) -> int:
        return FAST_PACE_MS if self.fast else max(0, self.pace_ms)

    def _ready(self) -> bool:
        return self.controller.computer_to_move() and not self.controller.computers_held

    def _wake(self, *_: object) -> None:
        self.timer.stop()
        if self._ready():
            self.timer.start(self._pace())

    def _think(self) -> None:
        controller = self.controller
        if not self._ready() or self.lane.busy:
            return
        state = controller.state
        if state is None:
            return
        seat = state.current_player
        self.status.emit(translate("Computer", "{player} is thinking\u2026").format(player=controller.who(seat)))
        work = engine.api.game(state.game).computer(state, seat, controller.played_by(seat))
        # The lane carries a bare token there and back, not the state it tags: nothing of the
        # game but what ``think`` put in the work reaches the worker thread.
        token = object()
        self._asked = (token, state)
        self.lane.submit(work, token)

    def _answered(self, token: object, result: object) -> None:
        asked = self._asked
        if asked is None or token is not asked[0]:
            return
        self._asked = None
        self._chosen(asked[1], result)

    def _progress(self, fraction: float) -> None:
        if fraction < 1.0:
            self.status.emit(translate("Computer", "Preparing the computer player (first time only)\u2026 "
                                       "{percent}%").format(percent=int(fraction * 100)))

    def _chosen(self, tag: State, result: object) -> None:
        if tag is not self.controller.state:
            # Undo, restart or a new game happened while it thought: look again.
            self._wake()
            return
        if isinstance(result, BaseException):
            self.status.emit(translate("Computer", "The computer player failed: {reason} Use Undo or start a new "
                                       "game.").format(reason=error_text(result, tag.game)))
            return
        if self.controller.computers_held:
            return  # held while it thought: it thinks again (to the same answer) when play resumes
        if not isinstance(result, engine.JsonAction):  # any game's action, its own kinds too
            self.status.emit(translate("Computer", "The computer player gave no move ({result}). Use Undo or start a "
                                       "new game.").format(result=repr(result)))
            return
        self.status.emit("")
        # A registered game may have action kinds of its own: JsonActions the engine applies, though
        # engine.Action names only the built-in games' kinds.
        self.controller.move_by_program(cast("engine.Action", result))

    def wait(self, msecs: int = 30000) -> bool:
        return self.lane.wait(msecs)

