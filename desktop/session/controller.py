"""The session: the one object that owns a game's state, for every game; pages render it and send intents here.

Every change goes through one ``QUndoStack`` command type holding the (before, after) engine
states and the seat that moved, so undo is exact by construction: states are immutable values
and the dice come from the seed, so undoing a roll and rolling again brings the same dice back.

Who may undo depends on what the game is (``gameinfo.DesktopGame``), never on its id:

- With at most one person at the table, or in a game that hides nothing, undo goes back to the
  last decision a person made, skipping computer steps (they would only replay them).
- When seats hold secrets and two or more people share the screen (pass-and-play), a move may be
  taken back only until the next seat has acted: undoing later would let the table change its
  past with knowledge it did not have. ``undo_block_reason`` says why it refuses.

Saving is one path for all games: the store (``journal.GameJournal``) commits every move to the
records' journal as it is announced, and ``restore_saved`` resumes from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

import engine
from desktop import gameinfo
from desktop.base.seats import HUMAN, level_name, seats_problem
from desktop.i18n.engine_text import error_text
from desktop.i18n.tr import translate

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.gameinfo import DesktopGame

    from .journal import GameJournal


def sentence(text: str) -> str:
    """``text`` as a whole sentence, so two announcements never run together ("Ana predicts
    Ben's turn." was two). Text already ending in a stop, a question or an ellipsis is kept; a lone
    "?" is a hidden die ("submits 3 dice: 1 2 ?"), not a question, so a stop follows it."""
    text = text.strip()
    ended = text[-1:] in (".", "!", "\u2026") or (text[-1:] == "?" and text[-2:-1] not in (" ", ""))
    return text if not text or ended else text + "."


class Move(QUndoCommand):
    """One step of a game: any game's, by a person or a computer."""

    def __init__(self, controller: GameController, before: engine.State, after: engine.State, seat: int, text: str,
                 rolled: tuple[int, ...]) -> None:
        super().__init__(text)
        self.controller = controller
        self.action: engine.Action | None = None
        self.before = before
        self.after = after
        self.seat = seat
        """Who moved: the undo rules depend on it."""
        self.rolled = rolled

    def redo(self) -> None:
        self.controller._set_state(self.after, self.rolled)

    def undo(self) -> None:
        self.controller.assisted = True
        self.controller._set_state(self.before, ())


class GameController(QObject):
    state_changed = Signal(object, object)
    """(state, rolled positions). Emitted after every change, undo and redo included."""
    announced = Signal(str)
    """What a screen reader should hear, in whole sentences: a move ("Ben: Full House: 25. Ana's
    turn. First roll: 3, 3, 5, 6, 1.") or why a move was refused."""
    game_started = Signal(object)
    """A new (or restored) game replaced the old: pages forget what they were showing."""
    message = Signal(str)
    """Something to tell the player in the status bar (teaching errors included)."""
    game_finished = Signal(object)
    """The engine's outcome, once, when a move ends the game."""
    restore_failed = Signal(str)
    """The autosave could not be resumed: what was wrong and where the file was kept."""
    undo_allowed_changed = Signal(bool)
    """Whether ``undo`` would do something now (the stack's own canUndo ignores the rules)."""
    computers_held_changed = Signal(bool)
    """A page holds the computers while the table reads something (a round summary)."""
    lesson_over = Signal()
    """The lesson guiding this game ended (left or done): the game goes on as a normal one."""

    def __init__(self, store: GameJournal | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store: GameJournal | None = None
        self.state: engine.State | None = None  # None between games
        self.assisted = False
        self.lesson = False
        """A lesson guides this game: it was begun as one (and so assisted from its first instant)."""
        self.seats: list[str] = []
        """Per seat: "human" or a computer level ("beginner", "good", "expert")."""
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(0)
        self.undo_stack.indexChanged.connect(self._update_undo_allowed)
        self.prepare_view: Callable[[str], None] | None = None
        """Called with the game id before a game begins, so the window can show (and build) its
        page. A call, not a signal, so a page that cannot be built fails ``restore_saved``,
        which then sets the save aside (an exception in a slot would only be printed)."""
        self._floor = 0
        """Pass-and-play: stack index below which moves may no longer be undone."""
        self._undo_allowed = False
        self._computers_held = False
        self.read_only = False
        """A replay on show: every move, undo and redo is refused (the viewer steps with ``restore``)."""
        self.gate: Callable[[engine.State, engine.Action], str | None] | None = None
        """A lesson's say over a person's moves: why ``action`` is refused in ``state`` now, or
        None to let it through. Computers are never gated: the lesson expects what they play."""
        self.record: int | None = None
        """The records' id the game on the table carries on: set when it was resumed from the
        move journal (the recorder keeps writing there), None for a game that began here."""
        self.store: GameJournal | None = store
        """Where the games are kept (None: nowhere, as in the kiosk)."""

    # Queries -----------------------------------------------------------------------------
    @property
    def game_kind(self) -> DesktopGame | None:
        return gameinfo.info(self.state.game) if self.state is not None else None

    @property
    def seed(self) -> int | None:
        return self.state.seed if self.state is not None else None

    @property
    def humans(self) -> list[int]:
        return [i for i, kind in enumerate(self.seats) if kind == HUMAN]

    @property
    def pass_and_play(self) -> bool:
        """Two or more people share the screen in a game with secrets, which must stay hidden."""
        kind = self.game_kind
        return kind is not None and kind.hidden_information and len(self.humans) >= 2

    @property
    def secrets_at_table(self) -> bool:
        """A game whose seats hold secrets, not over yet. Its seed would let anyone work out every
        private die (the hash is documented), so until the end it is not shown, and the game is
        neither restarted (the same dice, some already seen) nor exported (its file holds the seed)."""
        kind, state = self.game_kind, self.state
        return kind is not None and kind.hidden_information and state is not None and state.phase != "finished"

    @property
    def seed_shown(self) -> bool:
        return self.state is not None and not self.secrets_at_table

    def seed_words(self) -> str:
        """ " (seed 42)" for messages, or nothing while the seed must stay hidden."""
        shown = self.state if self.seed_shown else None
        return translate("Controller", " (seed {seed})").format(seed=shown.seed) if shown is not None else ""

    def played_by(self, seat: int) -> str:
        """Who plays ``seat``: HUMAN or a computer's level (a ``SeatKind``, ``engine/seats.py``)."""
        return self.seats[seat] if 0 <= seat < len(self.seats) else HUMAN

    def who(self, seat: int) -> str:
        """A seat's name with its level for computers: "Ben (Expert)"."""
        name = self.state.players[seat] if self.state is not None else ""
        player = self.played_by(seat)
        if player == HUMAN:
            return name
        return translate("Controller", "{name} ({level})").format(name=name, level=level_name(player))

    def computer_to_move(self) -> bool:
        state = self.state
        return state is not None and state.phase != "finished" and self.played_by(state.current_player) != HUMAN

    # Starting ----------------------------------------------------------------------------
    def start(self, game_id: str, seed: int, players: list[str] | None = None, seats: list[str] | None = None,
              lesson: bool = False) -> None:
        """A new game; ``ValueError`` (``engine.BadSetup`` among them) names players or seats the
        game cannot take, and the current game goes on untouched then."""
        if players is None:  # the engine's default count, with names in the window's language
            from desktop.i18n.names import player_names  # lazy: the names load after the first frame

            players = player_names(engine.api.game(game_id).default_players)
        state = engine.new_game(game_id, seed, players)
        count = len(state.players)
        seats = gameinfo.info(game_id).default_seats(count) if seats is None else list(seats)
        problem = seats_problem(game_id, seats, count)
        if problem:
            from desktop.i18n.problems import problem_text  # lazy: the problems' texts load after the first frame

            raise ValueError(translate("Controller", "Those seats do not fit: {problem}.").format(
                problem=problem_text(problem)))
        self._begin(state, seats, assisted=lesson, lesson=lesson)

    def end_lesson(self) -> None:
        if self.lesson:
            self.lesson = False
            self.lesson_over.emit()

    def restart(self) -> None:
        """Play the same seed again, same players and seats."""
        if self.state is not None:
            self.start(self.state.game, self.state.seed, list(self.state.players), list(self.seats))

    def restore(self, state: engine.State, seats: list[str], assisted: bool, record: int | None = None) -> None:
        """``state`` on the table; ``record``: the journal's game it is (resumed), else a new one."""
        problem = seats_problem(state.game, seats, len(state.players))
        if problem:
            from desktop.records.resume import SeatsMisfit  # lazy: the records load after the first frame

            raise SeatsMisfit("seats-misfit", problem=problem)
        self._begin(state, list(seats), assisted, record)

    def _begin(self, state: engine.State, seats: list[str], assisted: bool, record: int | None = None,
               lesson: bool = False) -> None:
        gameinfo.info(state.game)  # an unknown game fails here, before anything is replaced
        if self.prepare_view is not None:
            self.prepare_view(state.game)
        self.undo_stack.clear()
        self._floor = 0
        self.seats = seats
        self.assisted, self.lesson = assisted, lesson
        self.state = state
        self.record = record
        self._computers_held = False
        self.undo_stack.setClean()
        self.game_started.emit(state)
        self.state_changed.emit(state, tuple(range(len(getattr(state, "dice", ())))))
        self._update_undo_allowed()

    def restore_saved(self) -> bool:
        """Resume the game in progress from the store. One that cannot be resumed, whatever the
        reason, is set aside and explained, never lost or overwritten; False then (and when there
        is none), and the caller starts a new game."""
        if self.store is None:
            return False
        from .journal import AlreadyExplained  # lazy: the records (journal) open after the first frame

        try:
            saved = self.store.load()
        except AlreadyExplained as exc:  # an old save file, already moved aside
            self._tell_problem(exc.text())
            return False
        except Exception as exc:  # any failure is the journal's: a message, never a traceback
            self._tell_problem(self.store.set_aside(exc))
            return False
        note = self.store.note
        if saved is None:
            if note:
                self.message.emit(note)
            return False
        try:
            self.restore(saved.state, saved.seats, saved.assisted, saved.record)
        except Exception as exc:  # the same promise for a game the pages cannot show
            self.discard()
            self._tell_problem(self.store.set_aside(exc))
            return False
        from desktop.i18n.names import game_name  # lazy: the names load after the first frame

        welcome = translate("Controller", "Welcome back: your {game} game{seed} is resumed.").format(
            game=game_name(saved.state.game), seed=self.seed_words())
        self.message.emit(f"{welcome} {note}" if note else welcome)
        return True

    def _tell_problem(self, text: str) -> None:
        self.message.emit(text)
        self.restore_failed.emit(text)

    def discard(self) -> None:
        """Forget the game (the kiosk's idle reset, a game that failed to resume): no state, no
        undo history, so nothing can act on it. A new ``start`` begins afresh."""
        self.undo_stack.clear()
        self._floor = 0
        self.state = None
        self.seats = []
        self.assisted = False
        self._update_undo_allowed()

    def move_by_person(self, action: engine.Action, seat: int | None = None) -> bool:
        """A person asked for ``action`` (a click, a key): during a computer's turn, as a person may
        click at any time, the answer is a message; otherwise it is ``move_by_program``."""
        state = self.state
        if state is not None and self.computer_to_move():
            self.refuse(translate("Controller", "It is {player}'s turn (computer). Wait a moment, or press F3 "
                                  "to speed it up.").format(player=state.players[state.current_player]))
            return False
        return self.move_by_program(action, seat)

    def move_by_program(self, action: engine.Action, seat: int | None = None) -> bool:
        """A computer's or a script's move: apply ``seat``'s ``action`` (the seat to act when None)
        if legal, or tell the player why (no popup); out of turn it is refused, never credited to
        someone else."""
        state = self.state
        if state is None:
            return False
        if self.read_only:
            self.refuse(translate("Controller", "This is a replay: its moves cannot be changed. Use \u201cPlay On "
                                  "from Here\u201d to play it your way."))
            return False
        mover = state.current_player if seat is None else seat
        if mover != state.current_player and state.phase != "finished":
            who = state.players[mover] if 0 <= mover < len(state.players) else \
                translate("Controller", "seat {seat}").format(seat=mover)
            self.refuse(translate("Controller", "It is not {player}'s move: it is {current}'s turn.").format(
                player=who, current=self.who(state.current_player)))
            return False
        why = self.gate(state, action) if self.gate is not None and self.played_by(mover) == HUMAN else None
        if why is not None:
            self.refuse(why)
            return False
        try:
            after = engine.apply(state, action)
        except engine.IllegalAction as exc:
            self.refuse(error_text(exc, state.game))
            return False
        kind = gameinfo.info(state.game)
        stack = self.undo_stack
        position = stack.index()
        if position > 0 and self._move(position - 1).seat != mover:
            # Someone else is moving now: the previous mover's chance to take it back is over.
            self._floor = position
        self._floor = min(self._floor, position)
        move = Move(self, state, after, mover, kind.describe(state, mover, action, after),
                    kind.rolled(state, action, after))
        move.action = action
        stack.push(move)  # runs redo(), which sets the state
        self._announce(move.text(), state, after, move.rolled if not isinstance(action, engine.Roll) else ())
        if self.pass_and_play and (after.phase == "finished"
                                   or getattr(after, "round", 0) != getattr(state, "round", 0)):
            # The round's end shows every card and hidden die: from here its moves are history.
            self._floor = stack.index()
            self._update_undo_allowed()
        return True

    def refuse(self, text: str) -> None:
        """A move that cannot be made: why, in the status bar and spoken (a screen reader user
        would otherwise press on and hear nothing)."""
        self.message.emit(text)
        self.announced.emit(sentence(text))

    def _announce(self, text: str, before: engine.State, after: engine.State, dealt: tuple[int, ...] = ()) -> None:
        """What a screen reader says after a move, one sentence each: the move, whose turn it is
        when that changed, and the dice of a turn's automatic first roll (``dealt``: positions
        rolled without a Roll, as when scoring hands the dice to the next turn)."""
        said = [sentence(text)]
        if after.phase != "finished" and after.current_player != before.current_player and len(after.players) > 1:
            said.append(translate("Controller", "{player}'s turn.").format(player=self.who(after.current_player)))
        dice = getattr(after, "dice", ())
        if dealt and after.phase != "finished" and all(isinstance(d, int) for d in dice):
            said.append(translate("Controller", "First roll: {dice}.").format(dice=", ".join(str(d) for d in dice)))
        self.announced.emit(" ".join(said))

    def retranslate_history(self) -> None:
        """The History panel's steps in the current language (they were named when made)."""
        stack = self.undo_stack
        for index in range(stack.count()):
            move = stack.command(index)
            if isinstance(move, Move) and move.action is not None:
                move.setText(gameinfo.info(move.before.game).describe(move.before, move.seat, move.action, move.after))

    # Undo --------------------------------------------------------------------------------
    def _move(self, index: int) -> Move:
        command = self.undo_stack.command(index)
        assert isinstance(command, Move)
        return command

    def undo_block_reason(self) -> str | None:
        """Why ``undo`` would refuse right now, in words for the status bar; None when it would not."""
        stack = self.undo_stack
        if self.read_only:
            return translate("Controller", "This is a replay: step back with the replay's own buttons.")
        if self.state is None or not stack.canUndo():
            return translate("Controller", "There is nothing to undo yet.")
        top = self._move(stack.index() - 1)
        if self.pass_and_play:
            if self.played_by(top.seat) != HUMAN:
                return translate("Controller", "Undo is off: the last move was {player}'s. In pass-and-play only "
                                 "a person's own last move can be taken back, before the next seat acts.").format(
                    player=self.who(top.seat))
            if stack.index() <= self._floor:
                later = self._move(stack.index()).seat if stack.index() < stack.count() else None
                after = translate("Controller", " ({player} moved since)").format(
                    player=self.state.players[later]) if later is not None else ""
                return translate("Controller", "Undo is off: the next seat has already acted after {player}{since}. "
                                 "In pass-and-play a move can be taken back only until the next seat acts.").format(
                    player=self.state.players[top.seat], since=after)
            return None
        if not any(self.played_by(self._move(i).seat) == HUMAN for i in range(stack.index())):
            return translate("Controller", "There is no decision of yours to take back: only computer moves were "
                             "made.")
        return None

    def can_undo(self) -> bool:
        return self.undo_block_reason() is None

    def undo(self) -> bool:
        """Take back a move if the rules allow it (otherwise say why), back to the last decision
        a person made: undoing into a computer's turn would only let it replay the same move."""
        reason = self.undo_block_reason()
        if reason is not None:
            self.refuse(reason)
            return False
        self._step(self.undo_stack.undo, self.undo_stack.canUndo, True)
        return True

    def redo(self) -> bool:
        if self.read_only or not self.undo_stack.canRedo():
            self.refuse(translate("Controller", "There is nothing to redo."))
            return False
        self._step(self.undo_stack.redo, self.undo_stack.canRedo, False)
        return True

    def _step(self, step: Callable[[], None], can: Callable[[], bool], undoing: bool) -> None:
        """One step, then past the computers' steps (outside pass-and-play, where each step is
        someone's own; they would only replay), then says which: else the board changes silently."""
        stack, taken = self.undo_stack, list[str]()
        while not taken or (not self.pass_and_play and can() and self.computer_to_move()):
            taken.append(stack.undoText() if undoing else stack.redoText())
            step()
        said = translate("Controller", "Undone: {steps}.") if undoing else translate("Controller", "Redone: {steps}.")
        self.announced.emit(said.format(steps="; ".join(sentence(t).rstrip(".") for t in taken)))

    def _update_undo_allowed(self) -> None:
        allowed = self.can_undo()
        if allowed != self._undo_allowed:
            self._undo_allowed = allowed
            self.undo_allowed_changed.emit(allowed)

    # Computers ---------------------------------------------------------------------------
    @property
    def computers_held(self) -> bool:
        return self._computers_held

    def hold_computers(self, held: bool) -> None:
        """Keep the computer seats from moving while the table reads something."""
        if held != self._computers_held:
            self._computers_held = held
            self.computers_held_changed.emit(held)

    # State and saving --------------------------------------------------------------------
    def _set_state(self, state: engine.State, rolled: tuple[int, ...]) -> None:
        before, self.state = self.state, state
        self.state_changed.emit(state, rolled)
        if state.phase == "finished" and before is not None and before.phase != "finished":
            # Whether a move, a redo or a History click reached the end: the summary and the
            # records follow the game to its end whichever way it got there.
            self.game_finished.emit(engine.outcome(state))
