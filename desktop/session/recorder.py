"""Keeps the session's games in the records: every move journaled as it happens, every finished
game in the history.

The recorder follows the session (``controller.GameController``) through its signals and never
changes a game. Each move is committed to the journal inside the same call that announces it, before control
returns to the event loop that paints it: the screen can only show a move the database holds.
Undo cuts the journal back and redo writes it again, because the journal is the live line of play.

The kiosk has no recorder: it keeps nothing of its visitors.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

import engine
from desktop.i18n.tr import translate

if TYPE_CHECKING:
    from desktop.records import Records
    from engine.actions import JsonAction
    from engine.api import State
    from engine.results import Outcome

    from .controller import GameController
    from .journal import GameJournal


class Recorder(QObject):
    recorded = Signal(object)
    """A finished game is in the history (its id, 62 bits: not a Qt int): the summary can say where it stands."""
    trouble = Signal(str)
    """Records stopped (or started again) being kept: the store's ``Problem`` (English as text; the
    banner says it from its code), "" once they are kept."""

    def __init__(self, controller: GameController, records: Records, app_version: str, slot: str = "main") -> None:
        super().__init__(controller)
        self.controller = controller
        self.records = records
        self.app_version = app_version
        self.slot = slot
        self.game_id: int | None = None
        self._filed: int | None = None
        """The game last filed in the history while it is still on the table (undo may reopen it)."""
        self._logged: tuple[JsonAction, ...] = ()
        """The actions the journal holds for the game on the table."""
        self._assisted = False
        self._kept = records.kept
        controller.game_started.connect(self._begin)
        controller.state_changed.connect(self._follow)
        controller.game_finished.connect(self._finish)
        controller.lesson_over.connect(self._lesson_over)
        if controller.state is not None and controller.state.phase != "finished":
            self._begin(controller.state)  # the game on the table when the records opened

    def _begin(self, state: State, reopened: bool = False) -> None:
        """``reopened``: a game taken back out of the history by undo, journaled as a new record
        even when it was resumed (its old record was just deleted)."""
        c = self.controller
        self._filed = None
        if c.record is not None and not reopened:
            # Resumed from the journal, which holds this log already: nothing is written again.
            self.game_id, self._logged, self._assisted = c.record, tuple(state.log), c.assisted
            self._sync(state)
            if self.records.marker(_lesson_key(c.record)) == "guided":
                from desktop.i18n.names import game_name  # lazy: only a lesson left early is explained

                self._lesson_over()  # said once: the next start resumes a normal assisted game quietly
                c.message.emit(translate(
                    "Lesson", "This {game} game was a lesson, left before its end: it goes on as a normal game, marked "
                    "assisted (it cannot reach the high scores). Help \u25b8 Learn to Play starts the lesson again.",
                ).format(game=game_name(state.game)))
            return

        self.game_id = self.records.begin_game(state.game, state.seed, list(state.players), list(c.seats),
                                               self.app_version, slot=self.slot, assisted=c.assisted,
                                               options=engine.game_options(state))
        if c.lesson:  # so that a start after leaving (a kill, a close) can say what this game was
            self.records.set_marker(_lesson_key(self.game_id), "guided")
        self._logged = ()
        self._assisted = c.assisted
        self._sync(state)

    def _lesson_over(self) -> None:
        if self.game_id is not None:
            self.records.set_marker(_lesson_key(self.game_id), "over")

    def _follow(self, state: State, rolled: object = ()) -> None:
        if self.controller.state is not state:
            return
        if self.game_id is None and self._filed is not None and state.phase != "finished":
            # Undo after the end: the filed result no longer stands. It leaves the history and the
            # game is journaled again (assisted now), to be filed with the score it reaches.
            with self.records.batched():  # one transaction: a crash between them would lose the game
                self.records.delete(self._filed)
                self._begin(state, reopened=True)
        elif self.game_id is not None:
            self._sync(state)

    def _sync(self, state: State) -> None:
        """Bring the journal to ``state``'s log: cut back to what both share, then write the rest."""
        assert self.game_id is not None
        log = tuple(state.log)
        shared = 0
        for old, new in zip(self._logged, log):
            if old != new:
                break
            shared += 1
        if shared < len(self._logged):
            self.records.truncate_journal(self.game_id, shared)
        for step in range(shared, len(log)):
            self.records.journal(self.game_id, step, log[step])
        self._logged = log
        if self.controller.assisted and not self._assisted:
            self._assisted = True
            self.records.mark_assisted(self.game_id)
        self._report()

    def _finish(self, outcome: Outcome) -> None:
        state = self.controller.state
        if self.game_id is None or state is None:
            return
        game_id = self.game_id
        self.records.finish(game_id, outcome, state.log, assisted=self.controller.assisted)
        self.game_id, self._logged, self._filed = None, (), game_id
        self._report()
        self.recorded.emit(game_id)

    def _report(self) -> None:
        if self.records.kept != self._kept:
            self._kept = self.records.kept
            self.trouble.emit("" if self._kept else self.records.problem)

    def close(self) -> None:
        """The window closes: the last writes go out and the database is closed cleanly."""
        self.records.close()


def _lesson_key(game_id: int) -> str:
    return f"lesson:{game_id}"


def keep_records(controller: GameController, journal: GameJournal) -> Recorder:
    """Join a session to its store: the journal becomes the controller's one save path and a
    recorder writes each move into it. The launcher calls this once the records are open (tests
    assemble their sessions the same way); the returned recorder is handed to whoever shows
    the records, never looked up."""
    recorder = Recorder(controller, journal.records, journal.app_version, slot=journal.slot)
    controller.store = journal
    return recorder
