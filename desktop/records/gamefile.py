"""``.dicebox`` files: one game, finished or not, to keep, show a friend or watch again.

A file is JSON (``assets/schemas/dicebox-game.schema.json`` describes it; the tests hold exported
files to that schema, the app reads with its own strict reader and needs no ``jsonschema``):

    {"format": "dicebox-game", "formatVersion": 2, "appVersion": "1.2.3",
     "exportedAt": "2025-05-01T18:30:00Z", "title": "Best game ever",            (title optional)
     "game": "dicegame", "seed": 7, "players": ["Ana", "Ben"], "seats": ["human", "expert"],
     "assisted": false, "startedAt": "...", "endedAt": "...",       (both optional, UTC)
     "finished": true, "outcome": {"totals": [231, 198], "places": [1, 2]},   (null if unfinished)
     "log": [{"type": "toggleHold", "dieIndex": 2}, {"type": "roll"}, ...]}

Nothing in it is trusted. The seed, the players and the log are replayed through
``engine.replay``, the same loop every save goes through; ``finished`` and the outcome must be
exactly what the replay gives. Whatever the bytes are, ``import_game`` returns a ``GameFile`` or
raises ``GameFileError`` whose message starts with the field at fault (``players[1]: ...``,
``log[12]: ...``) and which carries a stable ``code`` and ``params`` like the engine's errors. A
file from a newer Dicebox (a higher ``formatVersion``) is refused as such, not as damaged.

``options`` (format 2): ``engine.game_options``, left out under today's rules. Every format-1 Triple
Dice file was written under the earlier turn points (6, 3 / 6, 3, 1) and replays under them (the
game's descriptor says so: ``gameinfo.GameInfo.earlier_file_options``).

What replay cannot check (the title, the times, the app version, whether the game was assisted or
which seats were computers) is checked for type and form only: a file can be edited there, but it
cannot claim a game, a score or a move that was not played.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from fractions import Fraction
from os import PathLike
from typing import TYPE_CHECKING, Any

import engine
from desktop import gameinfo
from desktop.i18n.problems import Problem, english
from engine.errors import BadSeed, BadSetup, EngineError, InvalidState, ReplayError
from engine.game_seats import seat_kinds
from engine.jsontext import short
from engine.limits import MAX_INPUT_BYTES, MAX_LOG
from engine.seats import SeatKind

from .jsonread import ReadError, child_path, read_json
from .store import Unfinished, in_progress
from .textrules import EARLIEST, LATEST, one_line, time_in_range, utc_time

if TYPE_CHECKING:
    from .codec import LoggedAction
    from .results import FinishedGame

FORMAT = "dicebox-game"
FORMAT_VERSION = 2
EARLIER_VERSION = 1
"""Still read: files written before ``options`` (see above)."""
EXTENSION = ".dicebox"
MIME_TYPE = "application/x-dicebox"
FIELDS = ("format", "formatVersion", "appVersion", "exportedAt", "title", "game", "seed", "players", "options",
          "seats", "assisted", "startedAt", "endedAt", "finished", "outcome", "log")
"""Every top-level field, in the order files are written."""
OPTIONAL = ("title", "options", "startedAt", "endedAt")
OUTCOME_FIELDS = ("totals", "places")
MAX_TITLE = 200
MAX_APP_VERSION = 64
MAX_SEED = 2**63 - 1


class GameFileError(EngineError):
    """A ``.dicebox`` file (or game to export) Dicebox refuses. ``field`` is the path of what is
    wrong (``log[12]``, ``outcome.totals[1]``; "" for the file as a whole), also in ``params``.
    The English message is made from ``code`` and ``form`` (which of the code's sentences,
    ``problem_texts.TEXTS``); the window says it in its language (``problems.problem_text``).
    ``cause``: the engine's error (or the system's ``Problem``) behind it, said inside the sentence."""

    code = "game-file"

    def __init__(self, field: str, code: str, form: str = "", cause: BaseException | str | None = None,
                 **params: object) -> None:
        values = dict(params) if cause is None else {**params, "cause": cause}
        message = english(f"{code}/{form}" if form else code, values)
        super().__init__(f"{field}: {message}" if field else message, code, field=field, **params)
        self.field = field
        self.form = form
        self.cause = cause


@dataclass(frozen=True)
class GameFile:
    """One game as a file holds it, every field checked and the log replayed."""

    game: str
    seed: int
    players: tuple[str, ...]
    seats: tuple[SeatKind, ...]
    assisted: bool
    log: tuple[dict[str, Any], ...]
    """Every action as the engine writes it (JSON objects), from the first roll's choice on."""
    finished: bool
    totals: tuple[int | Fraction, ...] | None
    """Each seat's final score when finished (Triple Dice's can be fractions), else None."""
    places: tuple[int, ...] | None
    app_version: str
    """The Dicebox that wrote the file."""
    exported_at: datetime
    title: str | None = None
    started_at: datetime | None = None
    ended_at: datetime | None = None
    final_state: engine.State | None = field(default=None, compare=False, repr=False)
    """The engine state after the whole log, from the replay that verified it."""
    options: dict[str, Any] = field(default_factory=dict)
    """``engine.game_options`` of the game: ``{}`` under today's rules."""


# Building and exporting -------------------------------------------------------------------------
def game_file(game: str, seed: int, players: Sequence[str], seats: Sequence[str], log: Iterable[LoggedAction], *,
              assisted: bool, app_version: str | None = None, exported_at: datetime | None = None,
              title: str | None = None, started_at: datetime | None = None,
              ended_at: datetime | None = None, options: dict[str, Any] | None = None) -> GameFile:
    """A ``GameFile`` for a game being exported, verified by replay like an imported one (so no
    file is ever written that Dicebox would refuse to open). ``log``: ``Action`` values or their
    JSON; ``app_version`` defaults to this Dicebox's, ``exported_at`` to now (``options``: above)."""
    if app_version is None:
        from desktop.version import version  # lazy: the version is looked up only when a file is written

        app_version = version()
    entries = [a.to_json() if hasattr(a, "to_json") else a for a in log]
    data: dict[str, Any] = {
        "format": FORMAT, "formatVersion": FORMAT_VERSION, "appVersion": app_version,
        "exportedAt": format_time(exported_at or datetime.now(UTC)),
        "title": title, "game": game, "seed": seed, "players": list(players), "options": options or None,
        "seats": [str(s) for s in seats],
        "assisted": assisted, "startedAt": None if started_at is None else format_time(started_at),
        "endedAt": None if ended_at is None else format_time(ended_at), "log": entries,
    }
    data = {k: v for k, v in data.items() if not (k in OPTIONAL and v is None)}
    return _checked(data, outcome_given=False)


def export_game(game: str, seed: int, players: Sequence[str], seats: Sequence[str], log: Iterable[LoggedAction], *,
                assisted: bool, app_version: str | None = None, exported_at: datetime | None = None,
                title: str | None = None, started_at: datetime | None = None,
                ended_at: datetime | None = None) -> bytes:
    """The ``.dicebox`` file of a game, as UTF-8 bytes (see ``game_file`` for the arguments)."""
    return dumps(game_file(game, seed, players, seats, log, assisted=assisted, app_version=app_version,
                           exported_at=exported_at, title=title, started_at=started_at, ended_at=ended_at))


def record_file(record: FinishedGame | Unfinished, title: str | None = None) -> GameFile:
    """The ``GameFile`` of a game the records hold: a finished one (``queries.FinishedGame``, seats
    with names and kinds, start and end times) or the one in progress (``store.Unfinished``)."""
    if in_progress(record):  # names and kinds side by side, no end yet
        players, seats, ended = list(record.players), list(record.seats), None
    else:
        players, seats = [s.name for s in record.seats], [s.kind for s in record.seats]
        ended = _moment(record.ended_at)
    if record.seed is None:  # a stored seed no reader can use (``textrules.stored_seed``)
        raise GameFileError("seed", "file-seed", given="?", limit=MAX_SEED)
    return game_file(record.game, record.seed, players, seats, record.log, assisted=record.assisted,
                     title=title, started_at=_moment(record.started_at), ended_at=ended, options=record.options)


def _moment(stored: float | None) -> datetime | None:
    """A stored time for the file; None (left out) when the records hold none a reader can use."""
    return None if stored is None else datetime.fromtimestamp(stored, UTC)


def export_record(record: FinishedGame | Unfinished, title: str | None = None) -> bytes:
    """The file of a game the records hold (see ``record_file``)."""
    return dumps(record_file(record, title))


def to_json(gf: GameFile) -> dict[str, Any]:
    """The file's JSON object, fields in ``FIELDS`` order (optional ones left out when unset)."""
    outcome = None
    if gf.finished and gf.totals is not None and gf.places is not None:
        outcome = {"totals": [_points_json(t) for t in gf.totals], "places": list(gf.places)}
    data: dict[str, Any] = {
        "format": FORMAT, "formatVersion": FORMAT_VERSION, "appVersion": gf.app_version,
        "exportedAt": format_time(gf.exported_at), "title": gf.title, "game": gf.game, "seed": gf.seed,
        "players": list(gf.players), "options": dict(gf.options) or None, "seats": [str(s) for s in gf.seats],
        "assisted": gf.assisted,
        "startedAt": None if gf.started_at is None else format_time(gf.started_at),
        "endedAt": None if gf.ended_at is None else format_time(gf.ended_at),
        "finished": gf.finished, "outcome": outcome, "log": list(gf.log),
    }
    return {k: v for k, v in data.items() if not (k in OPTIONAL and v is None)}


def dumps(gf: GameFile) -> bytes:
    """UTF-8 JSON: the header fields one per line, each action of the log on a line of its own, so
    a file reads (and diffs) well in a text editor and stays small."""
    import json  # lazy: json only when a file is written (the records open without it)

    data = to_json(gf)
    log = data.pop("log")
    head = ",\n".join(f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False, separators=(',', ':'))}"
                      for k, v in data.items())
    actions = ",\n".join("  " + json.dumps(a, separators=(",", ":")) for a in log)
    body = f'{{\n{head},\n "log": [\n{actions}\n ]\n}}\n' if log else f'{{\n{head},\n "log": []\n}}\n'
    return body.encode("utf-8")


def suggested_name(gf: GameFile) -> str:
    """A file name to offer when saving: game, seed and date, e.g. ``dicegame-7-2025-05-01.dicebox``."""
    when = gf.ended_at or gf.started_at or gf.exported_at
    return f"{gf.game}-{gf.seed}-{when.astimezone(UTC).date().isoformat()}{EXTENSION}"


# Importing --------------------------------------------------------------------------------------
def import_game(data: bytes | str) -> GameFile:
    """The game in a ``.dicebox`` file's bytes (or text); ``GameFileError`` names what is wrong."""
    try:
        value = read_json(data)
    except ReadError as exc:
        raise GameFileError(exc.path, exc.code, exc.form, None, **exc.params) from None
    return _checked(value, outcome_given=True)


def read_game_file(path: str | PathLike[str]) -> GameFile:
    """The game in the file at ``path``; unreadable files are a ``GameFileError`` too."""
    from desktop.base.files import Unreadable, read_file  # lazy: only files read from a path

    try:
        data = read_file(path, MAX_INPUT_BYTES)  # a pipe, a device or a folder is refused, never waited on
    except Unreadable as exc:
        if exc.problem.code == "path-too-large":
            raise GameFileError("", "file-too-large", limit=MAX_INPUT_BYTES, mib=MAX_INPUT_BYTES >> 20) from None
        raise GameFileError("", "file-unreadable", cause=exc.problem) from None
    return import_game(data)


def format_time(moment: datetime) -> str:
    """A moment as the file writes it: UTC, to the second, ``2025-05-01T18:30:00Z``."""
    if moment.tzinfo is None:
        raise ValueError("a .dicebox file's times are absolute: give an aware datetime")
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# The checks -------------------------------------------------------------------------------------
def _checked(data: object, outcome_given: bool) -> GameFile:
    if not isinstance(data, dict):
        raise GameFileError("", "file-not-object", given=short(data))
    _check_format(data)
    for key in data:
        if key not in FIELDS:
            raise GameFileError(child_path("", key), "file-unknown-field", fields=list(FIELDS))
    wanted = [k for k in FIELDS if k not in OPTIONAL and (outcome_given or k not in ("finished", "outcome"))]
    for key in wanted:
        if key not in data:
            raise GameFileError(key, "file-missing-field")
    app_version = _text(data, "appVersion", MAX_APP_VERSION)
    exported_at = _time(data, "exportedAt")
    title = _text(data, "title", MAX_TITLE) if "title" in data else None
    game = _typed(data, "game", str, Problem("expect-game"))
    import engine  # lazy: the engine's rules load when a file is first checked

    if game not in engine.game_ids():
        raise GameFileError("game", "file-game-unknown", given=short(game), games=list(engine.game_ids()))
    seed = _typed(data, "seed", int, Problem("expect-seed", limit=MAX_SEED))
    if not 0 <= seed <= MAX_SEED:
        raise GameFileError("seed", "file-seed", given=seed, limit=MAX_SEED)
    players = _typed(data, "players", list, Problem("expect-players"))
    for i, name in enumerate(players):
        if type(name) is not str:
            raise GameFileError(f"players[{i}]", "file-field-type", expected=Problem("expect-name"),
                                given=short(name))
    seats = _typed(data, "seats", list, Problem("expect-seats"))
    assisted = _typed(data, "assisted", bool, Problem("expect-bool"))
    started_at = _time(data, "startedAt") if "startedAt" in data else None
    ended_at = _time(data, "endedAt") if "endedAt" in data else None
    log = _typed(data, "log", list, Problem("expect-log"))
    if len(log) > MAX_LOG:
        raise GameFileError("log", "file-log-too-long", length=len(log), limit=MAX_LOG)
    options = _options(data, game, players)
    final = _replay(game, seed, players, seats, log, options)
    kinds = tuple(SeatKind(s) for s in seats)
    finished = final.phase == "finished"
    totals: tuple[int | Fraction, ...] | None = None
    places: tuple[int, ...] | None = None
    if finished:
        result = engine.outcome(final)
        totals = tuple(_exact(t) for t in result.totals)
        places = tuple(result.places)
    if outcome_given:
        _compare(data, finished, totals, places, seed)
    if ended_at is not None and not finished:
        raise GameFileError("endedAt", "file-disagrees", "ended", given=short(data["endedAt"]))
    return GameFile(game, seed, tuple(final.players), kinds, assisted, tuple(a.to_json() for a in final.log),
                    finished, totals, places, app_version, exported_at, title, started_at, ended_at, final,
                    engine.game_options(final))


def _check_format(data: dict[str, Any]) -> None:
    if data.get("format") != FORMAT or type(data.get("format")) is not str:
        if "format" not in data:
            raise GameFileError("format", "file-not-dicebox", "absent", format=short(FORMAT))
        raise GameFileError("format", "file-not-dicebox", given=short(data["format"]), format=short(FORMAT))
    if "formatVersion" not in data:
        raise GameFileError("formatVersion", "file-missing-field")
    version = data["formatVersion"]
    if type(version) is int and version > FORMAT_VERSION:
        raise GameFileError("formatVersion", "file-newer", given=version, supported=FORMAT_VERSION)
    if type(version) is not int or version not in (FORMAT_VERSION, EARLIER_VERSION):
        raise GameFileError("formatVersion", "file-version", given=short(version), supported=FORMAT_VERSION)


def _typed(data: dict[str, Any], key: str, kind: type, what: Problem) -> Any:
    value = data[key]
    if type(value) is not kind:
        raise GameFileError(key, "file-field-type", expected=what, given=short(value))
    return value


def _text(data: dict[str, Any], key: str, limit: int) -> str:
    value: str = _typed(data, key, str, Problem("expect-text"))
    if not value.strip() or len(value) > limit or not one_line(value):  # U+2028 too (textrules)
        raise GameFileError(key, "file-field-value", "text", given=short(value), limit=limit)
    return value


def _time(data: dict[str, Any], key: str) -> datetime:
    text: str = _typed(data, key, str, Problem("expect-time"))
    moment = utc_time(text)  # ASCII digits only (textrules): int() takes full-width ones too
    if moment is None:
        raise GameFileError(key, "file-field-value", "time", given=short(text))
    if not time_in_range(moment):  # every reader of the records must be able to show it
        raise GameFileError(key, "file-field-value", "when", given=short(text), first=EARLIEST.year,
                            last=LATEST.year - 1)
    return moment


def _options(data: dict[str, Any], game: str, players: list[str]) -> dict[str, Any]:
    """The options the file states, or those a format-1 file was written under (``replay`` checks them)."""
    if data["formatVersion"] == EARLIER_VERSION:
        if "options" in data:
            raise GameFileError("options", "file-unknown-field", "earlier", version=EARLIER_VERSION,
                                fields=[k for k in FIELDS if k != "options"])
        info = gameinfo.find(game)  # the game's own hook (Triple Dice's earlier turn points)
        hook = info.earlier_file_options if info is not None else None
        return {} if hook is None else hook(len(players))
    if "options" not in data:
        return {}
    options: dict[str, Any] = _typed(data, "options", dict, Problem("expect-options"))
    if not options:
        raise GameFileError("options", "file-field-value", "options", given="{}")
    return options


def _replay(game: str, seed: int, players: list[str], seats: list[Any], log: list[Any],
            options: dict[str, Any] | None = None) -> engine.State:
    """The final state of the log's replay; the first thing that fails is named by its field."""
    import engine  # lazy: as in _checked

    try:
        states = engine.replay(game, seed, players, log, options)
    except InvalidState as exc:
        field = exc.params.get("field")
        where = child_path("options", field) if isinstance(field, str) and field in (options or {}) else "options"
        params = {key: value for key, value in exc.params.items() if key != "field"}
        raise GameFileError(where, "file-options", "", exc, reason=exc.code, **params) from None
    try:
        state = next(states)
    except BadSeed as exc:
        raise GameFileError("seed", "file-seed", "engine", cause=exc, reason=exc.code, **exc.params) from None
    except BadSetup as exc:
        where = _player_at_fault(players, game, exc.code)
        raise GameFileError(where, "file-players", "", exc, reason=exc.code, **exc.params) from None
    for i, name in enumerate(state.players):
        if players[i] != name:
            raise GameFileError(f"players[{i}]", "file-players", "spaces", reason="name-spaces",
                                given=short(players[i]), name=short(name))
    if len(seats) != len(players):
        form = "one-seat" if len(seats) == 1 else "one-player" if len(players) == 1 else "count"
        raise GameFileError("seats", "file-seats", form, count=len(seats), players=len(players))
    allowed = seat_kinds(game)
    for i, kind in enumerate(seats):
        if type(kind) is not str or kind not in allowed:
            raise GameFileError(f"seats[{i}]", "file-seats", given=short(kind), game=game,
                                kinds=[str(k) for k in allowed])
    try:
        for state in states:  # noqa: B007 -- only the last state is kept
            pass
    except ReplayError as exc:
        raise GameFileError(f"log[{exc.step - 1}]", "file-log-step", cause=exc.reason, seed=seed, step=exc.step - 1,
                            action=exc.params.get("action"), reason=exc.reason.code) from None
    return state


def _player_at_fault(players: list[str], game: str, code: str) -> str:
    """The path of the player name a setup error is about (``players`` for the count)."""
    from engine.players import check_names, name_key  # lazy: only a refused name needs the players' rules

    seen: set[str] = set()
    for i, name in enumerate(players):
        try:
            check_names([name], game, 1, 1)
        except BadSetup:
            return f"players[{i}]"
        if name_key(name.strip()) in seen and code == "names-duplicate":  # look-alikes too ("A", full-width A)
            return f"players[{i}]"
        seen.add(name_key(name.strip()))
    return "players"


def _compare(data: dict[str, Any], finished: bool, totals: tuple[int | Fraction, ...] | None,
             places: tuple[int, ...] | None, seed: int) -> None:
    given = data["finished"]
    if type(given) is not bool:
        raise GameFileError("finished", "file-field-type", expected=Problem("expect-bool"), given=short(given))
    if given != finished:
        raise GameFileError("finished", "file-disagrees", "finished", given=short(given), expected=short(finished),
                            seed=seed)
    outcome = data["outcome"]
    if not finished:
        if outcome is not None:
            raise GameFileError("outcome", "file-disagrees", "outcome", given=short(outcome), expected="null")
        return
    if type(outcome) is not dict:
        raise GameFileError("outcome", "file-field-type", expected=Problem("expect-outcome"), given=short(outcome))
    for key in outcome:
        if key not in OUTCOME_FIELDS:
            raise GameFileError(child_path("outcome", key), "file-unknown-field", "outcome",
                                fields=list(OUTCOME_FIELDS))
    assert totals is not None and places is not None
    for key, expected in (("totals", [_points_json(t) for t in totals]), ("places", list(places))):
        if key not in outcome:
            raise GameFileError(f"outcome.{key}", "file-missing-field", "outcome")
        stated = outcome[key]
        if type(stated) is not list or len(stated) != len(expected):
            raise GameFileError(f"outcome.{key}", "file-disagrees", "finished", given=short(stated),
                                expected=short(expected), seed=seed)
        for i, (value, wanted) in enumerate(zip(stated, expected)):
            if type(value) is not type(wanted) or value != wanted:
                raise GameFileError(f"outcome.{key}[{i}]", "file-disagrees", "item", given=short(value),
                                    expected=short(wanted), seed=seed)


def _exact(value: int | Fraction) -> int | Fraction:
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else value


def _points_json(value: int | Fraction) -> int | str:
    """A score as JSON: an integer when whole, else exact text such as "9/2" (never a float)."""
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else f"{value.numerator}/{value.denominator}"

