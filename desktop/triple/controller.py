"""The one owner of a Triple Dice game's state, with undo rules that respect hidden information.

Like ``desktop.controller.GameController`` every change is a ``QUndoStack`` command holding the
(before, after) states, so undo is exact. What differs is *who* may undo:

- Against computers (at most one person at the table) undo goes back to that person's last
  decision, skipping the computers' steps in between (they would only replay them), and marks
  the game assisted.
- In pass-and-play (two or more people) a move may be taken back only until the next seat has
  acted. Once someone else has moved, undoing would let the table change its past with
  knowledge it did not have, and would re-open the turn of a person who has already looked away;
  so it is refused with a message. This is ``undo_block_reason``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from engine.actions import Action, Predict, Submit
from engine.errors import IllegalAction
from engine.triple_dice import (
    PRIVATE_POSITIONS,
    TripleDiceState,
    apply_for,
    new_game,
    outcome,
)

HUMAN = "human"
LEVELS = ("beginner", "expert")
LEVEL_NAMES = {"beginner": "Beginner", "expert": "Expert"}


def describe(before: TripleDiceState, seat: int, action: Action, after: TripleDiceState) -> str:
    """History text everyone at the table may read: never a card, never a private value."""
    name = before.players[seat]
    if isinstance(action, Predict):
        text = f"{name} predicts"
    elif isinstance(action, Submit):
        shown = " ".join("?" if i in PRIVATE_POSITIONS else str(before.dice[seat][i]) for i in action.dice)
        text = f"{name} submits 3 dice: {shown}"
    else:
        text = f"{name}: {type(action).__name__}"
    if after.phase == "finished":
        return text + " \u2014 game over"
    if after.round != before.round:
        return text + f" \u2014 round {before.round} ends"
    if after.turn != before.turn:
        return text + f" \u2014 turn {before.turn} ends"
    return text


class StateCommand(QUndoCommand):
    def __init__(
        self, controller: TripleController, before: TripleDiceState, after: TripleDiceState, seat: int, text: str
    ) -> None:
        super().__init__(text)
        self.controller = controller
        self.before = before
        self.after = after
        self.seat = seat
        """Who made the move: the undo rules depend on it."""

    def redo(self) -> None:
        self.controller._set_state(self.after)

    def undo(self) -> None:
        self.controller.assisted = True
        self.controller._set_state(self.before)


class TripleController(QObject):
    state_changed = Signal(object)
    """The new state, after every change (moves, undo, redo, start, restore)."""
    game_started = Signal()
    """A new or restored game replaced the old one: views forget what they were showing."""
    message = Signal(str)
    game_finished = Signal(object)
    """The engine's ``TripleDiceOutcome``, once, when a move ends the game."""
    undo_allowed_changed = Signal(bool)
    """Whether ``undo`` would do something now (the stack's own canUndo ignores the rules)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state: TripleDiceState | None = None
        self.seats: list[str] = []
        """Per seat: "human", "beginner" or "expert"."""
        self.assisted = False
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(0)
        self._floor = 0
        """Pass-and-play: stack index below which moves may no longer be undone."""
        self._undo_allowed = False

    # Setup -------------------------------------------------------------------------------
    @property
    def seed(self) -> int | None:
        return self.state.seed if self.state is not None else None

    @property
    def humans(self) -> list[int]:
        return [i for i, kind in enumerate(self.seats) if kind == HUMAN]

    @property
    def pass_and_play(self) -> bool:
        """Two or more people share the screen, so secrets must be hidden between them."""
        return len(self.humans) >= 2

    def start(self, seed: int, players: list[str], seats: list[str]) -> None:
        state = new_game(seed, players)
        self._begin(state, self._check_seats(seats, len(state.players)), assisted=False)

    def restore(self, state: TripleDiceState, seats: list[str], assisted: bool) -> None:
        self._begin(state, self._check_seats(seats, len(state.players)), assisted)

    @staticmethod
    def _check_seats(seats: list[str], players: int) -> list[str]:
        if len(seats) != players:
            raise ValueError(f"Give one seat kind per player: {players} players but {len(seats)} seats.")
        for kind in seats:
            if kind != HUMAN and kind not in LEVELS:
                raise ValueError(f"Unknown seat {kind!r}; Triple Dice seats are: human, {', '.join(LEVELS)}.")
        return list(seats)

    def _begin(self, state: TripleDiceState, seats: list[str], assisted: bool) -> None:
        self.undo_stack.clear()
        self._floor = 0
        self.seats = seats
        self.assisted = assisted
        self.state = state
        self.game_started.emit()
        self.state_changed.emit(state)
        self._update_undo_allowed()

    # Queries -----------------------------------------------------------------------------
    def kind(self, seat: int) -> str:
        return self.seats[seat] if 0 <= seat < len(self.seats) else HUMAN

    def computer_to_move(self) -> bool:
        state = self.state
        return state is not None and state.phase != "finished" and self.kind(state.current_player) != HUMAN

    def who(self, seat: int) -> str:
        """A seat's name with its level for computers: "Ben (Expert)"."""
        assert self.state is not None
        name = self.state.players[seat]
        kind = self.kind(seat)
        return name if kind == HUMAN else f"{name} ({LEVEL_NAMES.get(kind, kind)})"

    def _command(self, index: int) -> StateCommand:
        command = self.undo_stack.command(index)
        assert isinstance(command, StateCommand)
        return command

    def undo_block_reason(self) -> str | None:
        """Why ``undo`` would refuse right now, in words for the status bar; None when it would not."""
        stack = self.undo_stack
        if self.state is None or not stack.canUndo():
            return "There is nothing to undo yet."
        top = self._command(stack.index() - 1)
        if self.pass_and_play:
            if self.kind(top.seat) != HUMAN:
                return (
                    f"Undo is off: the last move was {self.who(top.seat)}'s. In pass-and-play only a "
                    "person's own last move can be taken back, before the next seat acts."
                )
            if stack.index() <= self._floor:
                later = self._command(stack.index()).seat if stack.index() < stack.count() else None
                after = f" ({self.state.players[later]} moved since)" if later is not None else ""
                return (
                    f"Undo is off: the next seat has already acted after {self.state.players[top.seat]}{after}. "
                    "In pass-and-play a move can be taken back only until the next seat acts."
                )
            return None
        if not any(self.kind(self._command(i).seat) == HUMAN for i in range(stack.index())):
            return "There is no decision of yours to take back: only computer moves were made."
        return None

    def can_undo(self) -> bool:
        return self.undo_block_reason() is None

    # Intents -----------------------------------------------------------------------------
    def request(self, seat: int, action: Action) -> bool:
        """Apply ``seat``'s ``action`` if legal; otherwise tell the player why (no popup)."""
        if self.state is None:
            return False
        before = self.state
        try:
            after = apply_for(before, seat, action)
        except IllegalAction as exc:
            self.message.emit(str(exc))
            return False
        stack = self.undo_stack
        position = stack.index()
        if position > 0 and self._command(position - 1).seat != seat:
            # Someone else is moving now: the previous mover's chance to take it back is over.
            self._floor = position
        self._floor = min(self._floor, position)
        stack.push(StateCommand(self, before, after, seat, describe(before, seat, action, after)))
        if after.phase == "finished" and before.phase != "finished":
            self.game_finished.emit(outcome(after))
        self._update_undo_allowed()
        return True

    def undo(self) -> bool:
        """Take back a move if the rules of this mode allow it; otherwise say why."""
        reason = self.undo_block_reason()
        if reason is not None:
            self.message.emit(reason)
            return False
        stack = self.undo_stack
        stack.undo()
        if not self.pass_and_play:
            # Back to the person's own decision: undoing into a computer's turn would only let
            # the computer replay the same move.
            while stack.canUndo() and self.computer_to_move():
                stack.undo()
        self._update_undo_allowed()
        return True

    def redo(self) -> bool:
        stack = self.undo_stack
        if not stack.canRedo():
            self.message.emit("There is nothing to redo.")
            return False
        stack.redo()
        if not self.pass_and_play:
            while stack.canRedo() and self.computer_to_move():
                stack.redo()
        self._update_undo_allowed()
        return True

    def discard(self) -> None:
        """Forget the game (the kiosk's idle reset): no state and no undo history; the computer
        seats find nothing to move. A new ``start`` begins afresh."""
        self.undo_stack.clear()
        self._floor = 0
        self.state = None
        self.seats = []
        self.assisted = False
        self._update_undo_allowed()

    def _set_state(self, state: TripleDiceState) -> None:
        self.state = state
        self.state_changed.emit(state)

    def _update_undo_allowed(self) -> None:
        allowed = self.can_undo()
        if allowed != self._undo_allowed:
            self._undo_allowed = allowed
            self.undo_allowed_changed.emit(allowed)
