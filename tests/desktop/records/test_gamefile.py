""".dicebox files: export and import round trips for every game, the shipped
schema agreeing with what is written, and tampered or hostile files refused with the field named."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import assets
import engine
from desktop.records import gamefile as gf
from engine.game_seats import seat_kinds
from engine.limits import MAX_DEPTH, MAX_LOG
from engine.seats import SeatKind

WHEN = datetime(2025, 5, 1, 18, 30, tzinfo=UTC)

TABLES: dict[str, tuple[list[str], list[str]]] = {
    "dice-dash": (["Solo"], ["human"]),
    "dicegame": (["Ana", "Ben", "Cy"], ["human", "expert", "beginner"]),
    "match": (["Ana", "Bot"], ["human", "good"]),
    "classic": (["Ana", "Bot"], ["human", "expert"]),
    "nordic": (["Solo"], ["human"]),
    "triple-dice": (["Ana", "Ben", "Cy", "Dee"], ["human", "expert", "beginner", "human"]),
}


def play(game: str, seed: int, players: list[str], stop: int | None = None) -> Any:
    """A random but legal game (to the end, or ``stop`` actions), favouring rolls and scores so
    that logs stay short."""
    rng = random.Random(f"{game}/{seed}")
    state = engine.new_game(game, seed, players)
    while state.phase != "finished" and (stop is None or len(state.log) < stop):
        actions = engine.legal_actions(state)
        moves = [a for a in actions if a.to_json()["type"] != "toggleHold"]
        state = engine.apply(state, rng.choice(moves if moves and rng.random() < 0.8 else actions))
    return state


def exported(state: Any, seats: list[str], **extra: Any) -> bytes:
    extra.setdefault("exported_at", WHEN)
    extra.setdefault("app_version", "0.1.0")
    return gf.export_game(state.game, state.seed, state.players, seats, state.log,
                          assisted=extra.pop("assisted", False), **extra)


@pytest.fixture(scope="module")
def finished() -> dict[str, tuple[Any, bytes]]:
    out = {}
    for game, (players, seats) in TABLES.items():
        state = play(game, 11, players)
        out[game] = (state, exported(state, seats, title="Friday night", started_at=WHEN, ended_at=WHEN))
    return out


# Round trips ------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", list(TABLES))
def test_a_finished_game_comes_back_exactly(game: str, finished: dict[str, tuple[Any, bytes]]) -> None:
    state, data = finished[game]
    players, seats = TABLES[game]
    back = gf.import_game(data)
    assert back.game == game and back.seed == 11 and back.players == tuple(players)
    assert back.seats == tuple(SeatKind(s) for s in seats) and all(type(s) is SeatKind for s in back.seats)
    assert back.log == tuple(a.to_json() for a in state.log)
    assert back.finished is True
    result = engine.outcome(state)
    assert back.totals == tuple(result.totals) and back.places == tuple(result.places)
    assert back.title == "Friday night" and back.started_at == back.ended_at == back.exported_at == WHEN
    assert back.app_version == "0.1.0"
    assert engine.to_json(back.final_state) == engine.to_json(state)
    assert gf.dumps(back) == data  # writing what was read gives the same bytes
    assert gf.import_game(data.decode("utf-8")) == back  # text works as well as bytes


@pytest.mark.parametrize("game", list(TABLES))
@pytest.mark.parametrize("cut", [0, 1, 5])
def test_an_unfinished_assisted_game_comes_back_to_play_on(game: str, cut: int) -> None:
    players, seats = TABLES[game]
    state = play(game, 5, players, stop=cut)
    back = gf.import_game(exported(state, seats, assisted=True))
    assert back.finished is False and back.totals is None and back.places is None
    assert back.assisted is True and back.title is None and back.started_at is None
    assert len(back.log) == cut
    assert engine.to_json(back.final_state) == engine.to_json(state)
    following = engine.apply(back.final_state, engine.legal_actions(back.final_state)[0])
    assert len(following.log) == cut + 1


def test_fractional_triple_dice_totals_are_written_exactly() -> None:
    """Shared places give fractions; a file writes them as "9/2", never as a float."""
    for seed in range(200):
        state = play("triple-dice", seed, ["A", "B", "C"])
        if any(Fraction(t).denominator != 1 for t in engine.outcome(state).totals):
            break
    else:
        pytest.fail("no Triple Dice game with a fractional total in 200 seeds")
    data = exported(state, ["human"] * 3)
    written = json.loads(data)["outcome"]["totals"]
    assert any(isinstance(t, str) and "/" in t for t in written) and not any(isinstance(t, float) for t in written)
    back = gf.import_game(data)
    assert back.totals == tuple(engine.outcome(state).totals)
    assert any(type(t) is Fraction for t in back.totals or ())


def test_export_refuses_a_game_import_would_refuse() -> None:
    state = play("dicegame", 3, ["Ana", "Ben"])
    with pytest.raises(gf.GameFileError, match=r"^seats\[1\]: ") as caught:
        gf.export_game("dicegame", 3, state.players, ["human", "wizard"], state.log, assisted=False)
    assert caught.value.code == "file-seats"
    with pytest.raises(gf.GameFileError, match=r"^log\[2\]: "):
        gf.export_game("dicegame", 3, state.players, ["human", "human"], [*state.log[:2], {"type": "fly"}],
                       assisted=False)


def test_the_file_can_be_read_from_disk_and_named(tmp_path: Path, finished: dict[str, tuple[Any, bytes]]) -> None:
    _state, data = finished["match"]
    back = gf.import_game(data)
    path = tmp_path / gf.suggested_name(back)
    assert path.name == "match-11-2025-05-01.dicebox"
    path.write_bytes(data)
    assert gf.read_game_file(path) == back
    with pytest.raises(gf.GameFileError, match="cannot be read") as caught:
        gf.read_game_file(tmp_path / "missing.dicebox")
    assert caught.value.code == "file-unreadable"


def test_games_the_records_hold_export_with_their_seats_and_times(tmp_path: Path) -> None:
    from desktop.records import Records

    records = Records.open(tmp_path / "records.sqlite3")
    try:
        state = play("match", 8, ["Ana", "Bot"])
        game_id = records.begin_game("match", 8, state.players, ["human", "expert"], "0.1.0", started_at=1_700_000_000)
        for step, action in enumerate(state.log[:-1]):
            records.journal(game_id, step, action)
        half = records.resume()
        assert half is not None
        unfinished = gf.import_game(gf.export_record(half))
        assert unfinished.finished is False and unfinished.seats == (SeatKind.HUMAN, SeatKind.EXPERT)
        assert len(unfinished.log) == len(state.log) - 1 and unfinished.ended_at is None
        records.journal(game_id, len(state.log) - 1, state.log[-1])
        assert records.finish(game_id, engine.outcome(state), state.log, ended_at=1_700_000_600)
        done = records.finished_game(game_id)
        assert done is not None
        back = gf.import_game(gf.export_record(done, title="Rematch"))
    finally:
        records.close()
    assert back.finished and back.totals == tuple(engine.outcome(state).totals) and back.title == "Rematch"
    assert back.players == ("Ana", "Bot") and back.seats == (SeatKind.HUMAN, SeatKind.EXPERT)
    assert (back.started_at, back.ended_at) == (datetime.fromtimestamp(1_700_000_000, UTC),
                                                datetime.fromtimestamp(1_700_000_600, UTC))
    assert back.log == tuple(a.to_json() for a in state.log)


# The schema -------------------------------------------------------------------------------------
def _validator() -> Any:
    jsonschema = pytest.importorskip("jsonschema")
    referencing = pytest.importorskip("referencing")
    from engine.grammar import schema as action_schema

    schema = json.loads(assets.read_bytes("schemas", "dicebox-game.schema.json"))
    resources = [(f"dicebox:{g}/action", referencing.Resource.from_contents(action_schema(g)))
                 for g in engine.GAME_IDS]
    registry = referencing.Registry().with_resources(resources)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema, registry=registry)


def test_exported_files_validate_against_the_shipped_schema(finished: dict[str, tuple[Any, bytes]]) -> None:
    validator = _validator()
    for game, (_state, data) in finished.items():
        validator.validate(json.loads(data))
        players, seats = TABLES[game]
        validator.validate(json.loads(exported(play(game, 2, players, stop=9), seats)))


def test_the_schema_lists_exactly_the_fields_the_reader_knows() -> None:
    schema = json.loads(assets.read_bytes("schemas", "dicebox-game.schema.json"))
    assert list(schema["properties"]) == list(gf.FIELDS)
    assert schema["required"] == [f for f in gf.FIELDS if f not in gf.OPTIONAL]
    assert schema["properties"]["formatVersion"]["const"] == gf.FORMAT_VERSION
    assert schema["properties"]["format"]["const"] == gf.FORMAT


def test_the_schema_refuses_what_the_reader_refuses(finished: dict[str, tuple[Any, bytes]]) -> None:
    """A sample of the tampered files below, so the schema is no rubber stamp: those it can judge
    without replaying, it refuses too (not a float total: JSON Schema counts 231.0 as an integer)."""
    validator = _validator()
    base = json.loads(finished["dicegame"][1])
    for case in ("format", "newer", "unknown-field", "seat-kind", "log-unknown-field", "seed-negative",
                 "outcome-null", "ended-unfinished", "title-newline", "player-duplicate", "version-text",
                 "players-too-many", "exported-local-time"):
        mutate = next(c for c in TAMPERED if c.id == case)
        data = copy.deepcopy(base)
        mutate.values[0](data)
        assert not validator.is_valid(data), case


# Tampered and hostile files ---------------------------------------------------------------------
def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for part in parents:
            node = node[int(part)] if isinstance(node, list) else node[part]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return change


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    return lambda data: data.pop(key)


def _first(data: dict[str, Any], kind: str) -> int:
    return next(i for i, a in enumerate(data["log"]) if a["type"] == kind)


def _swap_first_scores(data: dict[str, Any]) -> None:
    """Two of Ana's scores filled each other's boxes: every move is still legal, but the totals
    are not the stated ones (random play scores many zeros, so the pair is one that changes them)."""
    anas = [a for a in data["log"] if a["type"] == "score"][:: len(data["players"])]
    a = anas[0]
    for b in anas[1:]:
        a["category"], b["category"] = b["category"], a["category"]
        a["column"], b["column"] = b["column"], a["column"]
        states = list(engine.replay(data["game"], data["seed"], data["players"], data["log"]))
        if engine.outcome(states[-1]).totals[0] != data["outcome"]["totals"][0]:
            return
        a["category"], b["category"] = b["category"], a["category"]
        a["column"], b["column"] = b["column"], a["column"]
    raise AssertionError("no swap of Ana's scores changes her total")


def _nest(data: dict[str, Any]) -> None:
    deep: Any = 1
    for _ in range(MAX_DEPTH + 2):
        deep = [deep]
    data["log"][0]["x"] = deep


def _case(case_id: str, change: Callable[[dict[str, Any]], None], field: str, code: str) -> Any:
    return pytest.param(change, field, code, id=case_id)


TAMPERED = [
    _case("format", _set("format", "dicebox-save"), "format", "file-not-dicebox"),
    _case("format-missing", _drop("format"), "format", "file-not-dicebox"),
    _case("newer", _set("formatVersion", 3), "formatVersion", "file-newer"),
    _case("version-text", _set("formatVersion", "1"), "formatVersion", "file-version"),
    _case("version-float", _set("formatVersion", 1.0), "formatVersion", "file-version"),
    _case("unknown-field", _set("cheat", True), "cheat", "file-unknown-field"),
    _case("log-missing", _drop("log"), "log", "file-missing-field"),
    _case("app-version-missing", _drop("appVersion"), "appVersion", "file-missing-field"),
    _case("exported-bad-date", _set("exportedAt", "2025-02-30T10:00:00Z"), "exportedAt", "file-field-value"),
    _case("exported-local-time", _set("exportedAt", "2025-05-01 18:30"), "exportedAt", "file-field-value"),
    _case("title-newline", _set("title", "two\nlines"), "title", "file-field-value"),
    _case("title-long", _set("title", "x" * 201), "title", "file-field-value"),
    _case("game-unknown", _set("game", "yahtzee"), "game", "file-game-unknown"),
    _case("seed-negative", _set("seed", -1), "seed", "file-seed"),
    _case("seed-text", _set("seed", "11"), "seed", "file-field-type"),
    _case("seed-bool", _set("seed", True), "seed", "file-field-type"),
    _case("seed-other", _set("seed", 12), "outcome.totals[0]", "file-disagrees"),
    _case("player-number", _set("players.1", 7), "players[1]", "file-field-type"),
    _case("player-duplicate", _set("players.2", "Ana"), "players[2]", "file-players"),
    _case("player-empty", _set("players.1", " "), "players[1]", "file-players"),
    _case("player-long", _set("players.0", "A" * 25), "players[0]", "file-players"),
    _case("player-control", _set("players.1", "B\u0007n"), "players[1]", "file-players"),
    _case("player-spaces", _set("players.1", " Ben"), "players[1]", "file-players"),
    _case("players-too-many", _set("players", ["A", "B", "C", "D", "E"]), "players", "file-players"),
    _case("seat-kind", _set("seats.1", "godlike"), "seats[1]", "file-seats"),
    _case("seat-count", _set("seats", ["human"]), "seats", "file-seats"),
    _case("assisted-text", _set("assisted", "no"), "assisted", "file-field-type"),
    _case("finished-flipped", _set("finished", False), "finished", "file-disagrees"),
    _case("outcome-null", _set("outcome", None), "outcome", "file-field-type"),
    _case("outcome-extra", _set("outcome.bonus", 50), "outcome.bonus", "file-unknown-field"),
    _case("totals-changed", lambda d: d["outcome"]["totals"].__setitem__(1, d["outcome"]["totals"][1] + 1),
          "outcome.totals[1]", "file-disagrees"),
    _case("totals-float", lambda d: d["outcome"]["totals"].__setitem__(0, float(d["outcome"]["totals"][0])),
          "outcome.totals[0]", "file-disagrees"),
    _case("places-changed", lambda d: d["outcome"]["places"].reverse(), "outcome.places[0]", "file-disagrees"),
    _case("log-unknown-field", lambda d: d["log"][3].__setitem__("x", 1), "log[3]", "file-log-step"),
    _case("log-die-text", lambda d: d["log"][_first(d, "toggleHold")].__setitem__("dieIndex", "2"),
          "log[{toggleHold}]", "file-log-step"),
    _case("log-not-object", _set("log.0", 5), "log[0]", "file-log-step"),
    _case("log-not-list", _set("log", {"0": {"type": "roll"}}), "log", "file-field-type"),
    _case("log-cut", lambda d: d["log"].pop(), "finished", "file-disagrees"),
    _case("log-move-after-end", lambda d: d["log"].append({"type": "roll"}), "log[{end}]", "file-log-step"),
    _case("log-scores-swapped", _swap_first_scores, "outcome.totals[0]", "file-disagrees"),
    _case("log-too-long", _set("log", [{"type": "roll"}] * (MAX_LOG + 1)), "log", "file-log-too-long"),
    _case("log-too-deep", _nest, "log[0].x" + "[0]" * (MAX_DEPTH - 3), "file-too-deep"),
    _case("ended-unfinished", lambda d: (d["log"].pop(), d.update(finished=False, outcome=None)), "endedAt",
          "file-disagrees"),
]


@pytest.mark.parametrize(("mutate", "field", "code"), TAMPERED)
def test_a_tampered_file_is_refused_naming_the_field(mutate: Callable[[dict[str, Any]], None], field: str, code: str,
                                                      finished: dict[str, tuple[Any, bytes]]) -> None:
    data = json.loads(finished["dicegame"][1])
    field = field.format(toggleHold=_first(data, "toggleHold"), end=len(data["log"]))
    mutate(data)
    with pytest.raises(gf.GameFileError) as caught:
        gf.import_game(json.dumps(data).encode())
    error = caught.value
    assert str(error).startswith(f"{field}: "), str(error)
    assert (error.field, error.code) == (field, code)
    assert error.params["field"] == field
    assert isinstance(error, engine.EngineError) and isinstance(error, ValueError)


RAW = [
    pytest.param(lambda b: b[:40] + b"\xff\xfe" + b[40:], "", "file-not-utf8", "byte 40", id="bad-utf8"),
    pytest.param(lambda b: b[: len(b) // 2], "", "file-not-json", "line ", id="truncated"),
    pytest.param(lambda b: b.replace(b'"seed": 11', b'"seed": 11, "seed": 12'), "seed", "file-duplicate-key",
                 "given twice", id="duplicate-key"),
    pytest.param(lambda b: b.replace(b'"seed": 11', b'"seed": NaN'), "seed", "file-number", "NaN", id="nan"),
    pytest.param(lambda b: b.replace(b'"seed": 11', b'"seed": ' + b"9" * 5000), "seed", "file-number",
                 "5000 digits", id="huge-integer"),
    pytest.param(lambda b: b.replace(b'"Ben"', b'"\\ud800"'), "players[1]", "file-bad-text", "surrogate",
                 id="lone-surrogate"),
    pytest.param(lambda b: b"[" * 200_000 + b"]" * 200_000, "", "file-too-deep", "deep", id="deep-input"),
    pytest.param(lambda b: b"[" + b"0," * (9 * 1024 * 1024) + b"0]", "", "file-too-large", "MiB", id="huge-input"),
    pytest.param(lambda b: b"[1, 2]", "", "file-not-object", "JSON object", id="not-an-object"),
]


@pytest.mark.parametrize(("mangle", "field", "code", "says"), RAW)
def test_a_mangled_file_is_refused_saying_where(mangle: Callable[[bytes], bytes], field: str, code: str, says: str,
                                                finished: dict[str, tuple[Any, bytes]]) -> None:
    with pytest.raises(gf.GameFileError) as caught:
        gf.import_game(mangle(finished["dicegame"][1]))
    error = caught.value
    assert (error.field, error.code) == (field, code)
    assert says in str(error)
    assert str(error).startswith(f"{field}: " if field else "The file ")


def test_a_newer_file_says_to_update_dicebox(finished: dict[str, tuple[Any, bytes]]) -> None:
    data = json.loads(finished["match"][1])
    data.update(formatVersion=3, replays={"anything": "new"})
    with pytest.raises(gf.GameFileError, match="made by a newer Dicebox") as caught:
        gf.import_game(json.dumps(data))
    assert caught.value.params["given"] == 3 and caught.value.params["supported"] == gf.FORMAT_VERSION


def test_a_byte_order_mark_is_fine(finished: dict[str, tuple[Any, bytes]]) -> None:
    data = finished["dice-dash"][1]
    assert gf.import_game(b"\xef\xbb\xbf" + data) == gf.import_game(data)


# Fuzzing: whatever comes in, the only error is GameFileError ------------------------------------
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=30,
)
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.mark.slow
@FUZZ
@given(value=JSON)
def test_any_json_value_is_refused_cleanly(value: Any) -> None:
    with pytest.raises(gf.GameFileError):
        gf.import_game(json.dumps(value))


@pytest.mark.slow
@FUZZ
@given(data=st.binary(max_size=200))
def test_any_bytes_are_refused_cleanly(data: bytes) -> None:
    with pytest.raises(gf.GameFileError):
        gf.import_game(data)


@pytest.mark.slow
@FUZZ
@given(choice=st.data(), replacement=JSON)
def test_any_field_of_a_real_file_replaced_never_crashes(choice: st.DataObject, replacement: Any,
                                                         finished: dict[str, tuple[Any, bytes]]) -> None:
    game = choice.draw(st.sampled_from(list(TABLES)))
    data = json.loads(finished[game][1])
    node: Any = data
    path = []
    while isinstance(node, (dict, list)) and node and choice.draw(st.booleans()):
        key = choice.draw(st.sampled_from(list(node) if isinstance(node, dict) else range(len(node))))
        path.append(key)
        node = node[key]
    if not path:
        data = replacement
    else:
        parent: Any = data
        for key in path[:-1]:
            parent = parent[key]
        parent[path[-1]] = replacement
    try:
        back = gf.import_game(json.dumps(data))
    except gf.GameFileError as error:
        assert error.code.startswith("file-") and isinstance(error.field, str)
    else:  # only what replay cannot judge (names, seats, title, times) may change and still be accepted
        original = gf.import_game(finished[game][1])
        assert (back.game, back.seed, back.log, back.totals, back.places) == (
            original.game, original.seed, original.log, original.totals, original.places)


def test_the_schema_seats_each_game_exactly_as_the_engine_does() -> None:
    """The schema is written by hand: a level added to a game (Triple Dice's Good) must reach it."""
    schema = json.loads(assets.read_bytes("schemas", "dicebox-game.schema.json"))
    seats = {rule["if"]["properties"]["game"]["const"]: rule["then"]["properties"]["seats"]["items"]["enum"]
             for rule in schema["allOf"] if "game" in rule["if"]["properties"]}
    assert seats == {game: list(seat_kinds(game)) for game in engine.GAME_IDS}
