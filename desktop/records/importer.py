"""Bringing an old ``current-game.json`` (the autosave before records) into the move journal, once.

The file is read and checked by the same code that resumed it before (``desktop.records.resume``), so a
save that would not have resumed is not imported either: it is moved aside as ``.bad-<time>``
exactly as the window always did, with the same explanation. A good one becomes the journal's
unfinished game (or, if it was already over, a finished game in the history) in one transaction
that also records the file's checksum, and only then is the file renamed to
``current-game.json.imported``: a crash in between imports it again at most, never twice.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import engine
from desktop.i18n.problems import Problem, os_problem, reason

from .resume import read_save
from .storage import SaveHeld, SaveStore

if TYPE_CHECKING:
    from .storage import SaveStore
    from .store import Records

SAVE_NAME = "current-game.json"
"""``desktop.records.storage.SAVE_NAME``, repeated;
tests/desktop/records/test_records_import.py checks they agree."""
IMPORTED_SUFFIX = ".imported"


@dataclass(frozen=True)
class ImportResult:
    imported: bool
    game_id: int | None
    message: Problem | Literal[""]
    """For the player: what happened to the file ("" when there was none)."""
    kept_as: Path | None = None


def _free_name(path: Path) -> Path:
    candidate = path.with_name(path.name + IMPORTED_SUFFIX)
    attempt = 1
    while os.path.lexists(candidate):
        attempt += 1
        candidate = path.with_name(f"{path.name}{IMPORTED_SUFFIX}-{attempt}")
    return candidate


def import_saved_game(records: Records, folder: Path | str, app_version: str) -> ImportResult:
    """Import ``folder/current-game.json`` if there is one; never raises for the file's content."""
    folder = Path(folder)
    path = folder / SAVE_NAME
    if not path.is_file():
        return ImportResult(False, None, "")
    if records.stand_in:
        return ImportResult(False, None, Problem("save-waits", path=str(path)))
    import hashlib  # here: 4 ms to import, and only an old save file needs it

    store = SaveStore(folder)
    try:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        saved = read_save(store)
    except Exception as exc:  # any failure is the file's: a message, never a traceback
        return _set_aside(store, reason(exc))
    key = f"imported:{digest}"
    state = saved.state
    game_id = None
    if records.marker(key) is None:
        try:
            started = path.stat().st_mtime
        except OSError:
            started = time.time()
        players, seats = list(state.players), list(saved.seats)
        with records.batched():
            game_id = records.begin_game(state.game, state.seed, players, seats, app_version, started,
                                         assisted=saved.assisted, options=engine.game_options(state))
            if state.phase == "finished":
                records.finish(game_id, engine.outcome(state), state.log, started, saved.assisted)
            else:
                records.rewrite_journal(game_id, state.log)
            records.set_marker(key, app_version)
        if not records.kept:
            return ImportResult(False, None, Problem("save-not-moved-in", game=state.game, problem=records.problem,
                                                     path=str(path)))
    target = _free_name(path)
    try:
        os.replace(path, target)
    except OSError as exc:
        # Imported, but the file stays: the checksum marker keeps it from being imported twice.
        return ImportResult(True, game_id, Problem("save-not-renamed", game=state.game, name=path.name,
                                                   cause=os_problem(exc)), None)
    said = Problem("save-in-history" if state.phase == "finished" else "save-in-records", game=state.game,
                   seed=state.seed, name=target.name)
    return ImportResult(game_id is not None, game_id, said, target)


def _set_aside(store: SaveStore, why: Problem) -> ImportResult:
    """Move an unreadable save aside as the window always did, and say where it went."""
    try:
        moved = store.quarantine()
    except SaveHeld as exc:
        return ImportResult(False, None, Problem("save-bad-stuck", why=why, cause=reason(exc), path=str(store.path)))
    if moved is None:
        return ImportResult(False, None, Problem("save-bad-gone", why=why))
    return ImportResult(False, None, Problem("save-bad-kept", why=why, name=moved.name, folder=str(moved.parent)),
                        moved)
