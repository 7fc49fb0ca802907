"""Filing ``.dicebox`` games into the records, once each: the one path the command line's
``dicebox import`` and the window's Open Game File... share.

A file carries no record id, so each game filed (or exported) leaves a marker keyed by a
fingerprint of the game: the same table, the same moves, the same start and end to the second.
Filing the same file twice, or a file exported from these records, finds the game already there
and does not count it twice in the statistics.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime

import engine
from desktop.i18n.problems import DiceboxError

from .gamefile import GameFile
from .results import FinishedGame
from .store import Records

IMPORT_SLOT = "import"
"""The journal slot imports go through: never ``main``, whose game in progress a new game there
would abandon."""
IMPORTED_MARK = "imported:"
"""Prefix of the marker that remembers each imported (or exported) game."""


def fingerprint(game: str, seed: int, players: Sequence[str], seats: Sequence[str], log: Sequence[Mapping[str, object]],
                started: str | None, ended: str | None) -> str:
    """The same game (same table, same moves, same times to the second) gives the same text,
    whether it comes from the records or from a file."""
    text = json.dumps([game, seed, list(players), list(seats), list(log), started, ended], sort_keys=True,
                      separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def utc(moment: float) -> str:
    return stamp(datetime.fromtimestamp(moment, UTC))


def mark_exported(records: Records, record: FinishedGame, game_id: int) -> None:
    """A finished game of the records went into a file: filing that file later finds it here.

    A record without its seed, start or end time (a hand-edited database; the history shows "?")
    is exported all the same but not marked: its file could not be matched back to it by what it lacks."""
    if record.seed is None or record.started_at is None or record.ended_at is None:
        return
    records.set_marker(IMPORTED_MARK + fingerprint(record.game, record.seed, [s.name for s in record.seats],
                                                   [s.kind for s in record.seats], record.log,
                                                   utc(record.started_at), utc(record.ended_at)), str(game_id))


class UnfinishedGame(DiceboxError, ValueError):
    """Only a finished game goes into the history; a ``ValueError``, as a refused value is."""


def file_game(records: Records, gf: GameFile) -> tuple[int, bool]:
    """File a finished game into the history: (its id, True) or, when it is already there, (the
    id it has, False). ``UnfinishedGame`` for an unfinished game; ``records.kept`` says afterwards
    whether the write reached the disk."""
    if not gf.finished:
        raise UnfinishedGame("not-finished", actions=len(gf.log))
    started = gf.started_at or gf.ended_at or gf.exported_at
    ended = gf.ended_at or gf.exported_at
    seats = [str(s) for s in gf.seats]
    mark = IMPORTED_MARK + fingerprint(gf.game, gf.seed, list(gf.players), seats, gf.log, stamp(started), stamp(ended))
    earlier = records.marker(mark)
    if earlier is not None and earlier.isdigit() and records.finished_game(int(earlier)) is not None:
        return int(earlier), False
    final = gf.final_state
    assert final is not None  # every GameFile is made by the replay that verified it
    with records.batched():
        game_id = records.begin_game(gf.game, gf.seed, gf.players, seats, gf.app_version,
                                     started_at=started.timestamp(), slot=IMPORT_SLOT, assisted=gf.assisted,
                                     options=gf.options)
        records.finish(game_id, engine.outcome(final), gf.log, ended_at=ended.timestamp(),
                       assisted=gf.assisted)
        records.set_marker(mark, str(game_id))
    return game_id, True
