"""The session's saved game: the records' move journal, the one save path.

Every move is committed to the journal by the recorder inside the call that announces it, so
there is no autosave to wait for and nothing to flush at quit. Resuming replays the journal
through ``engine.replay`` (``Records.resume``); the recorder then carries on the same game id,
so a resumed game stays one record.

An old ``current-game.json`` (the autosave before records) is imported once by
``records.importer``, which checks it with the same reader that resumed it before and moves a bad
one aside as ``.bad-<time>``. A journal the rules refuse is never deleted: its game is set aside
in the database (``Records.set_aside``) and the player is told what was wrong and where it is.

The records' full check (after a session that did not close, and weekly: 1.4 s at 100,000
games) is made by ``LateCheck`` in a thread of its own while the game is played; what it finds is
told when it is in (``told``: the banner and the status line follow it).
"""

from __future__ import annotations

import threading
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from desktop.base.seats import seats_problem
from desktop.i18n.problems import DiceboxError, Problem, problem_text, reason
from desktop.i18n.tr import translate
from desktop.records import DATABASE_NAME, SLOT, Records, checkup, unwritable
from desktop.records.importer import SAVE_NAME, import_saved_game
from desktop.records.resume import SavedGame, SeatsMisfit
from desktop.records.safe_open import flag_for_check
from desktop.version import version

if TYPE_CHECKING:
    from desktop.records.lock import ProfileLock


class AlreadyExplained(DiceboxError):
    """The save could not be resumed and has been dealt with (moved aside): its code and
    parameters say so, and where it went."""


class LateCheck(QObject):
    """The full check the records left owed (``Records.owed``), made in a thread of its own; its
    verdict is applied on the window's thread (``Records.settle``, through a queued signal),
    which then says ``told`` with what to tell the player once ("" or a ``Problem``).

    A plain thread, not a ``Background`` lane: the check is one SQLite statement that can be
    interrupted at quit (``stop``), where a lane's pool would wait for it to end."""

    told = Signal(object)
    _ready = Signal()
    """The thread's verdict is in: sent from that thread, delivered on this object's."""

    def __init__(self, records: Records) -> None:
        super().__init__()
        self.records = records
        self._verdict: checkup.Verdict | None = None
        self._stop = checkup.Stop()
        self._thread: threading.Thread | None = None
        self._done = False
        self._ready.connect(self.settle)
        if records.owed is not None:
            self._thread = threading.Thread(target=self._run, args=(records.owed,), name="records-check", daemon=True)
            self._thread.start()

    @property
    def running(self) -> bool:
        """A check was owed and its verdict is not applied yet."""
        return self._thread is not None and not self._done

    def _run(self, owed: checkup.Owed) -> None:
        self._verdict = checkup.run(owed, self._stop)
        with suppress(RuntimeError):  # the window's side is gone (at exit): nobody to tell
            self._ready.emit()

    def settle(self) -> None:
        """Apply the verdict once it is in (on the window's thread); nothing before, or twice."""
        verdict, self._verdict = self._verdict, None
        if verdict is None or self._done:
            return
        self._done = True
        self.told.emit(self.records.settle(verdict))

    def wait(self) -> None:
        """Until the verdict is in and applied, as the event loop would apply it (tools, tests)."""
        if self._thread is not None:
            self._thread.join()
        self.settle()

    def stop(self) -> None:
        """The window closes: the check ends where it is and stays owed for the next start."""
        self._stop()
        self._done = True
        if self._thread is not None:
            self._thread.join()


class GameJournal:
    """Where the session's game is kept and resumed from: ``controller.store``."""

    def __init__(self, folder: Path | str, records: Records | None = None, app_version: str | None = None,
                 slot: str = SLOT, lock: ProfileLock | None = None) -> None:
        if app_version is None:
            app_version = version()
        self.folder = Path(folder)
        self.path = self.folder / SAVE_NAME
        """Where the old autosave lived: imported from here once, then kept as ``.imported``."""
        self.records = records if records is not None else Records.open(self.folder / DATABASE_NAME, verify="later",
                                                                          session=slot)
        self.check = LateCheck(self.records)
        """The records' full check, when one is owed, under way beside play."""
        self.app_version = app_version
        self.slot = slot
        self._resuming: int | None = None
        self.note = ""
        """Words for the player from the last ``load`` (an old save imported), or ""."""
        self.lock = lock
        """The slot's lock (one profile, one window), held while this journal is open."""

    def exists(self) -> bool:
        """There is a game to resume (or an old save still to import)."""
        return self.path.is_file() or self.records.resume(self.slot) is not None

    def load(self) -> SavedGame | None:
        """The game in progress, replayed from the journal; None when there is none.

        Raises ``AlreadyExplained`` for an old save that was set aside, and anything the replay
        raises for a journal the rules refuse (the caller passes it to ``set_aside``)."""
        self.note = ""
        imported = import_saved_game(self.records, self.folder, self.app_version)
        if imported.message:
            if not imported.imported and imported.kept_as is not None and ".bad-" in imported.kept_as.name:
                raise AlreadyExplained.of(imported.message)
            if not imported.imported and self.path.is_file():
                raise AlreadyExplained.of(imported.message)
            self.note = problem_text(imported.message)
        unfinished = self.records.resume(self.slot)
        if unfinished is None:
            self._tell_waiting()
            return None
        self._resuming = unfinished.game_id
        state = unfinished.final_state()
        problem = seats_problem(state.game, list(unfinished.seats), len(state.players))
        if problem:
            raise SeatsMisfit("seats-misfit", problem=problem)
        if state.phase == "finished":
            # The last move was journaled but the process ended before the game was filed.
            import engine

            self.records.finish(unfinished.game_id, engine.outcome(state), state.log, assisted=unfinished.assisted)
            self._resuming = None
            self.note = problem_text(Problem("last-game-filed", game=state.game))
            return None
        return SavedGame(state, list(unfinished.seats), unfinished.assisted, record=unfinished.game_id)

    def set_aside(self, why: BaseException | str) -> str:
        """Keep the game that failed to resume out of play, never deleted; the words for the player.
        ``why``: what the resume raised (said from its code in the window's language), or words."""
        if isinstance(why, BaseException):
            why = problem_text(reason(why)).rstrip(".")
        head = translate("Journal", "Your game in progress could not be resumed: {why}.").format(why=why)
        game_id, self._resuming = self._resuming, None
        if game_id is not None:  # a journal the replay refuses may be damage no quick check saw

            flag_for_check(self.records.path)
        if game_id is None:
            return head
        if not self.records.set_aside(game_id):
            return translate("Journal", "{head} It could not be set aside ({problem}); it stays in {path}.").format(
                head=head, problem=problem_text(self.records.problem), path=self.records.path)
        kept = translate("Journal", "{head} Nothing is lost: it is kept, set aside, as game {game_id} in {path}.")
        return kept.format(head=head, game_id=game_id, path=self.records.path)

    def _tell_waiting(self) -> None:
        """Records that could not be opened for writing hold no game for this session: the one
        in progress in the file waits there, untouched, and the player is told why (the banner
        says only that records are not kept)."""
        problem = self.records.problem
        if not self.records.stand_in or getattr(problem, "code", "") != "not-kept-at":
            return
        game = unwritable.waiting_game(self.records.path, self.slot)
        if game is None:
            return
        why = getattr(problem, "params", {}).get("cause", problem)
        words = problem_text(Problem("game-waits", game=game, why=why, path=str(self.records.path)))
        self.note = f"{self.note} {words}" if self.note else words

    def notice_text(self) -> str:
        """What the records have to tell once (a damaged database set aside), in the window's language."""
        return problem_text(self.records.notice)

    def close(self) -> None:
        """The last writes go out, the database is closed cleanly, and the slot is free again (a
        full check still under way ends where it is: it stays owed for the next start)."""
        self.check.stop()
        self.records.close()
        if self.lock is not None:
            self.lock.release()
