"""The one object that owns the engine state; views render it and send intents here.

Every change goes through a ``QUndoStack`` command holding the (before, after) engine states, so
undo is exact by construction: states are immutable values and the dice come from the seed, so
undoing a roll and rolling again brings the same dice back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

import engine

if TYPE_CHECKING:
    from collections.abc import Callable

    from engine import Action

    from .storage import SaveStore


def describe(before: engine.State, action: Action, after: engine.State) -> str:
    """History text for one step, in the player's words ("Roll 2: 3 3 5 6 1", "Full House: 25")."""
    who = f"{before.players[before.current_player]}: " if len(before.players) > 1 else ""
    if isinstance(action, engine.ToggleHold):
        verb = "Hold" if after.held[action.die_index] else "Release"
        return f"{who}{verb} die {action.die_index + 1}"
    if isinstance(action, engine.Roll):
        return f"{who}Roll {after.rolls_used}: {' '.join(str(d) for d in after.dice)}"
    if isinstance(action, engine.Score):
        rs = engine.ruleset(before.game)
        category = rs.category(action.category)
        column = action.column or 0
        cell = after.cards[before.current_player][column][rs.index(action.category)]
        points = cell[-1][0]
        where = f" \u00d7{rs.multipliers[column]}" if rs.columns > 1 else ""
        text = f"{who}{category.label}{where}: {points}"
        return text + (" \u2014 game over" if after.phase == "finished" else "")
    return f"{who}{type(action).__name__}"


def rolled_positions(before: engine.State, action: Action, after: engine.State) -> tuple[int, ...]:
    """Dice that got new values, so the tray animates only those."""
    if isinstance(action, engine.Roll):
        return tuple(i for i, h in enumerate(before.held) if not h)
    if isinstance(action, engine.Score) and after.phase != "finished":
        return tuple(range(len(after.dice)))
    return ()


class StateCommand(QUndoCommand):
    def __init__(
        self, controller: GameController, before: engine.State, after: engine.State, text: str,
        rolled: tuple[int, ...],
    ) -> None:
        super().__init__(text)
        self.controller = controller
        self.before = before
        self.after = after
        self.rolled = rolled

    def redo(self) -> None:
        self.controller._set_state(self.after, self.rolled)

    def undo(self) -> None:
        self.controller.assisted = True
        self.controller._set_state(self.before, ())


class GameController(QObject):
    state_changed = Signal(object, object)
    """(state, rolled positions). Emitted after every change, undo and redo included."""
    game_started = Signal(object)
    """A new game (or a restored one) replaced the old: views may need a new shape."""
    message = Signal(str)
    """Something to tell the player in the status bar (teaching errors included)."""
    game_finished = Signal(object)
    """The engine's Outcome, once, when a move ends the game."""
    restore_failed = Signal(str)
    """The autosave could not be resumed: what was wrong and where the file was kept. The
    window shows it where the player cannot miss it (it also goes out as ``message``)."""

    def __init__(self, store: SaveStore | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.state: Any = None
        self.assisted = False
        self.seats: list[str] = []
        """Per seat: "human" or a computer level ("beginner", "good", "expert")."""
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(0)
        self.resume_other: Callable[[Any, list[str], bool], None] | None = None
        """Resumes a saved game this controller does not run (Triple Dice): the window sets it
        to hand the game to that game's page. A call, not a signal, so that a failure there
        reaches ``restore_saved`` (an exception in a slot would only be printed)."""
        # Saving is coalesced off the click path: an fsync can take longer than a frame, and a
        # burst of hold clicks needs only one write. ``flush_save`` runs on quit.
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(250)
        self._save_timer.timeout.connect(self.flush_save)

    # Starting ----------------------------------------------------------------------------
    def start(
        self, game_id: str, seed: int, players: list[str] | None = None, seats: list[str] | None = None
    ) -> None:
        state = engine.new_game(game_id, seed, players)
        self.seats = list(seats) if seats and len(seats) == len(state.players) else ["human"] * len(state.players)
        self._begin(state, assisted=False)

    def restart(self) -> None:
        """Play the same seed again, same players and seats."""
        if self.state is not None:
            self.start(self.state.game, self.state.seed, list(self.state.players), list(self.seats))

    def computer_to_move(self) -> bool:
        state = self.state
        return (
            state is not None and state.phase != "finished" and state.current_player < len(self.seats)
            and self.seats[state.current_player] != "human"
        )

    def undo(self) -> None:
        """Undo back to the last decision a person made: undoing into a computer's turn would
        only let the computer replay the same moves."""
        stack = self.undo_stack
        if not stack.canUndo():
            return
        stack.undo()
        while stack.canUndo() and self.computer_to_move():
            stack.undo()

    def redo(self) -> None:
        stack = self.undo_stack
        if not stack.canRedo():
            return
        stack.redo()
        while stack.canRedo() and self.computer_to_move():
            stack.redo()

    def _begin(self, state: engine.State, assisted: bool) -> None:
        self.undo_stack.clear()
        self.assisted = assisted
        self.state = state
        self.undo_stack.setClean()
        self.game_started.emit(state)
        self.state_changed.emit(state, tuple(range(len(state.dice))))
        self._autosave()

    def restore_saved(self) -> bool:
        """Resume the autosaved game. A save that cannot be resumed, whatever the reason, is
        moved aside and explained, never lost or overwritten; False then, and the caller starts
        a new game."""
        if self.store is None or not self.store.exists():
            return False
        from .resume import explain, read_save

        try:
            saved = read_save(self.store)
        except Exception as exc:  # any failure is the file's: a message, never a traceback
            self._set_aside(explain(exc))
            return False
        state = saved.state
        if state.phase == "finished":
            self.store.clear()
            return False
        name = engine.api.driver(state.game).name
        try:
            if isinstance(state, engine.api.ScorecardState):
                self.seats = saved.seats
                self._begin(state, assisted=saved.assisted)
            elif self.resume_other is not None:
                self.resume_other(state, saved.seats, saved.assisted)
            else:
                raise ValueError(f"this window cannot resume a {name} game")
        except Exception as exc:  # the same promise for a save the views cannot show
            self.discard()  # before anything of the half-resumed game is saved
            self._set_aside(explain(exc))
            return False
        self.message.emit(f"Welcome back: your {name} game (seed {state.seed}) is resumed.")
        return True

    def _set_aside(self, why: str) -> None:
        """Move the unreadable save aside and tell the player what was wrong and where it is."""
        from .storage import SaveHeld

        assert self.store is not None
        head = f"Your saved game could not be resumed: {why}."
        try:
            moved = self.store.quarantine()
        except SaveHeld as exc:
            text = (
                f"{head} It could not be moved aside ({exc}), so it stays as {self.store.path}; "
                "nothing will be saved over it until you move or delete that file."
            )
        else:
            if moved is None:
                text = f"{head} Another Dicebox window has already moved it aside."
            else:
                text = f"{head} Nothing is lost: it was kept as {moved.name} in {moved.parent}."
        self.message.emit(text)
        self.restore_failed.emit(text)

    # Intents -----------------------------------------------------------------------------
    def toggle_hold(self, index: int) -> bool:
        return self.request(engine.ToggleHold(index))

    def roll(self) -> bool:
        return self.request(engine.Roll())

    def score(self, category: str, column: int | None = None) -> bool:
        return self.request(engine.Score(category, column))

    def request(self, action: Action) -> bool:
        """Apply ``action`` if legal; otherwise tell the player why (no popup)."""
        if self.state is None:
            return False
        before = self.state
        try:
            after = engine.apply(before, action)
        except engine.IllegalAction as exc:
            self.message.emit(str(exc))
            return False
        command = StateCommand(self, before, after, describe(before, action, after), rolled_positions(before, action, after))
        self.undo_stack.push(command)  # runs redo(), which sets the state
        if after.phase == "finished" and before.phase != "finished":
            self.game_finished.emit(engine.outcome(after))
        return True

    def _set_state(self, state: engine.State, rolled: tuple[int, ...]) -> None:
        self.state = state
        self.state_changed.emit(state, rolled)
        self._autosave()

    def cancel_pending_save(self) -> None:
        """Another game took over the save slot; a late write of this one must not clobber it."""
        self._save_timer.stop()

    def discard(self) -> None:
        """Forget the game (the kiosk's idle reset, a save that failed to resume): no state, no
        undo history, no pending save, so nothing can act on it. A new ``start`` begins afresh."""
        self._save_timer.stop()
        self.undo_stack.clear()
        self.state = None
        self.seats = []
        self.assisted = False

    def _autosave(self) -> None:
        if self.store is not None:
            self._save_timer.start()

    def flush_save(self) -> None:
        self._save_timer.stop()
        if self.store is None or self.state is None:
            return
        try:
            if self.state.phase == "finished":
                self.store.clear()
            else:
                self.store.save(engine.to_json(self.state), self.assisted, {"seats": self.seats})
        except OSError as exc:
            self.message.emit(f"Could not save your game ({exc.strerror}); it goes on, but quitting would lose it.")
