"""``dicebox stats|history|export|import``: the records for administrators and scripts.

These commands run where there is no display (a server, ssh, cron): they read and write the
records database with the standard library's ``sqlite3`` and never import Qt. The default data
folder is the window's, found by the lookup the launcher handed the records
(``records.storage.locate_with``: Qt's ``QStandardPaths``, asked only without ``--data-dir``).

Exit codes: 0 with the answer on stdout (JSON with ``--json``, else a table or a sentence); 2 with
one line on stderr for anything wrong with the input: an unknown game, player or id, a file that
cannot be read or that Dicebox refuses (the ``.dicebox`` reader names the field), a data folder
that does not exist (or an empty ``--data-dir``: the current folder is never assumed) or a
database that cannot be opened; 1 with one line on stderr when the answer could not be written
(standard output on a full disk). ``stats`` and ``history`` on a profile with no records yet
answer with nothing found and create nothing. A damaged database is set aside exactly as the
window would do it, and the line says where it went, unless a Dicebox window holds the profile:
only the lock's owner may move the file it is writing into, so the line then says the file was
left where it is (``records.safe_open.owns``).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sqlite3
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, NoReturn

import engine
from desktop.base.atomic import write_atomic
from desktop.records import DATABASE_NAME, Records, storage
from desktop.records.db import Q
from desktop.records.filing import file_game, mark_exported
from desktop.records.gamefile import GameFileError, export_record, import_game, read_game_file
from engine.limits import MAX_INPUT_BYTES

from . import output as out

COMMANDS = ("stats", "history", "export", "import")
EXIT_OK = 0
EXIT_OUTPUT = 1
EXIT_USAGE = 2
HISTORY_LIMIT = 50


class Refused(Exception):
    """Bad input: the one line to print (after ``dicebox COMMAND: ``) before exiting with 2."""


class _Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one line naming the problem (argparse prints two and exits)."""

    def error(self, message: str) -> NoReturn:
        raise Refused(f"{message} (dicebox {self.prog.split()[-1]} --help shows the usage)")


def _parser(command: str) -> _Parser:
    def parser(description: str) -> _Parser:
        return _Parser(prog=f"dicebox {command}", description=description, allow_abbrev=False)

    if command == "stats":
        p = parser("Statistics of people's finished games: games, average, median, best, worst, "
                   "wins, streaks, wins against each computer level, score distribution and timeline.")
        p.add_argument("--game", help=f"only this game ({', '.join(engine.GAME_IDS)})")
        p.add_argument("--player", help="only this person (as named at the table)")
    elif command == "history":
        p = parser("Finished games, newest first.")
        p.add_argument("--game", help=f"only games of this game ({', '.join(engine.GAME_IDS)})")
        p.add_argument("--player", help="only games in which this person played")
        p.add_argument("--limit", default=str(HISTORY_LIMIT), metavar="N",
                       help=f"at most N games (default {HISTORY_LIMIT}; 'all' for every game)")
        p.add_argument("--offset", default="0", metavar="N", help="skip the N newest games first (default 0)")
    elif command == "export":
        p = parser("Write one finished game to a .dicebox file (JSON, verified by replay).")
        p.add_argument("id", help="the game's id, as `dicebox history` lists it")
        p.add_argument("file", help="the file to write ('-' for standard output)")
        p.add_argument("--title", help="a title stored in the file")
        p.add_argument("--force", action="store_true", help="replace FILE if it exists")
    else:
        p = parser("Add the finished game of a .dicebox file to the records. The file is checked "
                   "by replaying it; a tampered file is refused with the field at fault. A game already "
                   "in the records is not added twice.")
        p.add_argument("file", help="the .dicebox file ('-' for standard input)")
    p.add_argument("--data-dir", metavar="DIR",
                   help="the data folder holding records.sqlite3 (default: the one the Dicebox window uses)")
    p.add_argument("--json", action="store_true", help="print JSON for scripts")
    return p


def main(argv: Sequence[str]) -> int:
    """Run ``argv`` (``[command, ...]``); returns the exit code, printing at most one error line."""
    command = argv[0]
    try:
        args = _parser(command).parse_args(list(argv[1:]))
    except SystemExit as exc:  # --help, printed by argparse
        return int(exc.code or 0)
    except Refused as exc:
        return _refuse(command, str(exc))
    try:
        with _quiet_broken_pipe():
            text = RUN[command](args)
            if sys.stdout is not None:  # a windowed Windows app has no standard output
                sys.stdout.write(text)
                sys.stdout.flush()
    except Refused as exc:
        return _refuse(command, str(exc))
    except OSError as exc:  # standard output refused the answer (/dev/full, a vanished disk)
        with contextlib.suppress(OSError):  # nor may the interpreter's last flush print a traceback
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return _refuse(command, f"the answer could not be written to standard output: {exc.strerror or exc}",
                       EXIT_OUTPUT)
    return EXIT_OK


def _refuse(command: str, message: str, code: int = EXIT_USAGE) -> int:
    if sys.stderr is not None:
        line = " ".join(message.split())  # one line, whatever a message from a file held
        with contextlib.suppress(OSError):
            sys.stderr.write(f"dicebox {command}: {line}\n")
            sys.stderr.flush()
    return code


@contextlib.contextmanager
def _quiet_broken_pipe() -> Iterator[None]:
    """``dicebox history | head``: the reader leaving early is not an error worth a traceback."""
    try:
        yield
    except BrokenPipeError:
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


# The data folder and the database ------------------------------------------------------------
def default_data_dir() -> Path:
    """The folder the window keeps its files in, as the launcher's lookup names it; a caller that
    gave the records no lookup must name the folder (it is never guessed)."""
    location = storage.app_data_location()
    if location is None:
        raise Refused("no default data folder is known here; name one with --data-dir")
    return Path(location or Path.home() / ".dicebox")


def database_path(given: str | None, create: bool = False) -> Path:
    """The records database in ``--data-dir`` (or the default folder), checked to exist unless
    ``create`` (an import into a folder that has none yet starts one)."""
    folder, path = data_folder(given), _in(given)
    if not create and not path.exists():
        raise Refused(f"there is no records database ({DATABASE_NAME}) in {folder}")
    return path


def data_folder(given: str | None) -> Path:
    """``--data-dir`` (or the default folder), checked to be a folder; an empty one is refused,
    never taken as the current folder."""
    if given is not None and not given.strip():
        raise Refused("--data-dir is empty; name the data folder (the current folder is never assumed)")
    folder = Path(given).expanduser() if given is not None else default_data_dir()
    where = "--data-dir" if given is not None else "the data folder"
    shown = str(folder) if len(str(folder)) <= 200 else f"{str(folder)[:200]}... ({len(str(folder))} characters)"
    try:
        if not folder.exists():
            hint = (
                ""
                if given is not None
                else " (Dicebox has not kept records for this user yet; --data-dir names another)")
            raise Refused(f"{where} {shown} does not exist{hint}")
        if not folder.is_dir():
            raise Refused(f"{where} {shown} is not a folder")
        (folder / DATABASE_NAME).exists()
    except OSError as exc:  # a name too long for the system, a folder it may not look into
        raise Refused(f"{where} {shown} cannot be used: {exc.strerror or exc}") from None
    return folder


def _in(given: str | None) -> Path:
    return data_folder(given) / DATABASE_NAME


def existing_database(given: str | None) -> Path | None:
    """The records database for ``stats`` and ``history``, or None when the profile has none yet
    (nothing to read, and reading must create nothing). A default folder that does not exist
    is such a profile; a ``--data-dir`` that does not exist is a mistake and is refused."""
    if given is None and not default_data_dir().exists():
        return None
    path = _in(given)
    return path if path.exists() else None


@contextlib.contextmanager
def opened(path: Path) -> Iterator[Records]:
    """The records database, opened and checked as the window opens it; Refused when it cannot
    be used (the reason, or where a damaged one was set aside)."""
    records = Records.open(path, session=None)
    try:
        if records.stand_in:
            raise Refused(records.problem or f"{path} cannot be opened")
        if records.moved_to is not None:
            raise Refused(records.notice)
        yield records
        if not records.kept and getattr(records.problem, "code", "") in ("unreadable", "unreadable-damaged"):
            raise Refused(f"{records.problem} ({path})")
    finally:
        records.close()


# The commands ---------------------------------------------------------------------------------
def _check_game(game: str | None) -> None:
    if game is not None and game not in engine.game_ids():
        raise Refused(f"unknown game {game!r}; choose one of: {', '.join(engine.game_ids())}")


def _check_player(records: Records, player: str | None) -> None:
    if player is None:
        return
    known = records.player_names()
    if player not in known:
        listed = ", ".join(known[:10]) + (f" and {len(known) - 10} more" if len(known) > 10 else "")
        raise Refused(f"no finished game in the records has a player named {player!r}"
                      + (f"; people in the records: {listed}" if known else "; the records hold no finished games"))


def _count(text: str, option: str, allow_all: bool = False) -> int | None:
    if allow_all and text == "all":
        return None
    if not (text.isascii() and text.isdigit()):
        wanted = "a whole number from 0 up" + (" or 'all'" if allow_all else "")
        raise Refused(f"{option} must be {wanted}, not {text!r}")
    return int(text)


def run_stats(args: argparse.Namespace) -> str:
    _check_game(args.game)
    path = existing_database(args.data_dir)
    found = []
    if path is not None:
        with opened(path) as records:
            _check_player(records, args.player)
            pairs = []
            for game in [args.game] if args.game is not None else list(engine.game_ids()):
                names = records.player_names(game)
                if args.player is not None:
                    if args.player in names or args.game is not None:
                        pairs.append((game, args.player))
                else:
                    pairs += [(game, name) for name in names]
            found = [records.stats(game, name) for game, name in pairs]
    if args.json:
        folder = (
            path.parent if path is not None else data_folder(args.data_dir) if args.data_dir else default_data_dir())
        return out.dumps({"dataDir": str(folder), "stats": [out.stats_json(s) for s in found]})
    return out.stats_text(found)


def run_history(args: argparse.Namespace) -> str:
    _check_game(args.game)
    limit = _count(args.limit, "--limit", allow_all=True)
    offset = _count(args.offset, "--offset") or 0
    path = existing_database(args.data_dir)
    total, entries = 0, []
    if path is not None:
        with opened(path) as records:
            _check_player(records, args.player)
            total = records.history_count(args.game, args.player)
            left = max(0, total - offset)
            wanted = left if limit is None else min(limit, left)  # also keeps huge numbers out of SQLite
            entries = records.history(offset, wanted, args.game, args.player) if wanted else []
    if args.json:
        folder = (
            path.parent if path is not None else data_folder(args.data_dir) if args.data_dir else default_data_dir())
        return out.dumps({"dataDir": str(folder), "total": total, "offset": offset, "limit": limit,
                          "games": [out.entry_json(e) for e in entries]})
    return out.history_table(entries, total, offset)


def _game_id(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 0 < int(text) < 2**63:
        raise Refused(f"{text!r} is not a game id; `dicebox history` lists the ids")
    return int(text)


def run_export(args: argparse.Namespace) -> str:
    game_id = _game_id(args.id)
    target = None if args.file == "-" else Path(args.file).expanduser()
    if target is not None and target.exists() and not args.force:
        raise Refused(f"{target} already exists; pass --force to replace it")
    with opened(database_path(args.data_dir)) as records:
        record = records.finished_game(game_id)
        if record is None:
            _refuse_unfinished(records, game_id)
            raise Refused(f"there is no finished game with id {game_id} in {records.path}; "
                          "`dicebox history` lists the ids")
        try:
            data = export_record(record, title=args.title)
        except GameFileError as exc:
            raise Refused(f"game {game_id} cannot be exported: {exc}") from None
        except ValueError as exc:  # a title the file format refuses
            raise Refused(f"--title: {exc}") from None
        # Importing this file back into the same records later finds the game already there.
        mark_exported(records, record, game_id)
    if target is None:
        if sys.stdout is not None:
            sys.stdout.flush()
            sys.stdout.buffer.write(data)
        return ""
    _write_file(target, data)
    if args.json:
        return out.dumps({"id": str(game_id), "file": str(target), "bytes": len(data)})
    return f"Game {game_id} written to {target}.\n"


def _refuse_unfinished(records: Records, game_id: int) -> None:
    """A game still in play (or set aside unfinished) is never exported, by id or otherwise: its
    file would hold the seed, and in a game with hidden dice the seed gives every hidden die away
    to whoever reads the file. The window's Export refuses it for the same reason."""
    try:
        row = records.conn.execute(Q["game_status"], (game_id,)).fetchone()
    except sqlite3.Error:
        return  # unreadable: the plain "no finished game" answer stands
    if row is not None and row[0] != 1:
        raise Refused(f"game {game_id} is not finished, and an unfinished game cannot be exported (its file would "
                      "hold the seed, which gives away every hidden die); finish it in Dicebox first")


def _write_file(target: Path, data: bytes) -> None:
    """Written whole or not at all (a temp file beside it, then renamed over it)."""
    try:
        write_atomic(target, data)
    except OSError as exc:
        raise Refused(f"cannot write {target}: {exc.strerror or exc}") from None


def run_import(args: argparse.Namespace) -> str:
    name = "standard input" if args.file == "-" else args.file
    data_folder(args.data_dir)  # an empty --data-dir is refused before the file is read
    try:
        if args.file == "-":
            gf = import_game(sys.stdin.buffer.read(MAX_INPUT_BYTES + 1) if sys.stdin is not None else b"")
        else:
            gf = read_game_file(Path(args.file).expanduser())
    except GameFileError as exc:
        raise Refused(f"{name}: {exc}") from None
    if not gf.finished:
        raise Refused(f"{name}: the game is not finished (its log stops after {len(gf.log)} actions); "
                      "only finished games go into the records")
    summary = {"game": gf.game, "seed": gf.seed, "players": [
        {"name": n, "kind": str(k), "score": out.points(t), "place": p}
        for n, k, t, p in zip(gf.players, gf.seats, gf.totals or (), gf.places or ())]}
    path = database_path(args.data_dir, create=True)
    with opened(path) as records:
        if not records.kept:  # opened for reading only (a read-only folder, a full disk)
            raise Refused(f"nothing was imported: {records.problem} ({path})")
        game_id, new = file_game(records, gf)
        if not new:
            return _import_answer(args.json, records.path, str(game_id), False, summary)
        problem = "" if records.kept else records.problem
    if problem and not _stored(path, game_id):  # closing tried the refused write once more
        raise Refused(f"nothing was imported: {problem} ({path})")
    return _import_answer(args.json, path, str(game_id), True, summary)


def _stored(path: Path, game_id: int) -> bool:
    records = Records.open(path, verify="off", session=None)
    try:
        return records.finished_game(game_id) is not None
    finally:
        records.close()


def _import_answer(as_json: bool, path: Path, game_id: str, imported: bool, summary: dict[str, Any]) -> str:
    if as_json:
        return out.dumps({"dataDir": str(path.parent), "imported": imported, "id": game_id, **summary})
    players = ", ".join(f"{p['name']} {p['score']}" for p in summary["players"])
    if not imported:
        return f"Already in the records as game {game_id} ({players}); nothing imported.\n"
    return f"Imported {out.game_name(summary['game'])} seed {summary['seed']} ({players}) as game {game_id}.\n"


RUN = {"stats": run_stats, "history": run_history, "export": run_export, "import": run_import}
