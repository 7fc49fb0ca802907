"""State JSON: round trips, and loading refuses any state that its own log does not reproduce.

A save file, a bot or the CLI hands the engine a state JSON; the engine must never play on with
dice, holds or scores that the seed and log do not give. Each tamper below is one a user (or a
bug) could make; the error must name the field, so the user learns what is wrong with the file.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import engine
from engine import IllegalAction, InvalidState, Roll, Score, ToggleHold

CONFIGS: list[tuple[str, int]] = [("dice-dash", 1), ("dicegame", 1), ("dicegame", 3), ("match", 1), ("match", 4)]
CONFIG_IDS = [f"{game}-{n}p" for game, n in CONFIGS]
PROPERTY = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])

seeds = st.integers(min_value=0, max_value=2**63 - 1)
policies = st.integers(min_value=0, max_value=2**32 - 1)
steps = st.integers(min_value=0, max_value=400)

Json = dict[str, Any]


def names(count: int) -> list[str]:
    return [f"P{i}" for i in range(1, count + 1)]


def random_state(game: str, players: int, seed: int, policy: int, count: int) -> engine.State:
    """A state ``count`` random legal steps into a game (or the finished game if shorter)."""
    rng = random.Random(policy)
    state = engine.new_game(game, seed, names(players))
    for _ in range(count):
        legal = engine.legal_actions(state)
        if not legal:
            break
        moves = [a for a in legal if not isinstance(a, Score)]
        state = engine.apply(state, rng.choice(moves if moves and rng.random() < 0.6 else legal))
    return state


def via_text(data: Json) -> object:
    return json.loads(json.dumps(data))


# --------------------------------------------------------------------------------------------
# round trips


@pytest.mark.parametrize(
    ("game", "players"),
    [c if c in [("dice-dash", 1), ("match", 1)] else pytest.param(*c, marks=pytest.mark.slow) for c in CONFIGS],
    ids=CONFIG_IDS,
)
@PROPERTY
@given(seed=seeds, policy=policies, count=steps)
def test_json_round_trip(game: str, players: int, seed: int, policy: int, count: int) -> None:
    state = random_state(game, players, seed, policy, count)
    data = engine.to_json(state)
    loaded = engine.from_json(via_text(data))
    assert loaded == state
    assert engine.to_json(loaded) == data
    assert engine.legal_actions(loaded) == engine.legal_actions(state)
    # and the loaded state plays on exactly like the original
    if state.phase != "finished":
        action = engine.legal_actions(state)[-1]
        assert engine.apply(loaded, action) == engine.apply(state, action)


def test_state_json_has_the_documented_fields() -> None:
    state = engine.apply(engine.apply(engine.new_game("dicegame", 7, ["Ann", "Bo"]), ToggleHold(2)), Roll())
    data = engine.to_json(state)
    for key in ("game", "seed", "players", "phase", "currentPlayer", "round", "rollsUsed", "dice", "held",
                "scorecards", "totals", "log"):
        assert key in data, key
    assert data["game"] == "dicegame"
    assert data["seed"] == 7
    assert data["players"] == ["Ann", "Bo"]
    assert data["phase"] == "rolling"
    assert data["currentPlayer"] == 0
    assert data["round"] == 1
    assert data["rollsUsed"] == 2
    assert data["held"] == [False, False, True, False, False]
    assert data["log"] == [{"type": "toggleHold", "dieIndex": 2}, {"type": "roll"}]
    assert [c["multiplier"] for c in data["scorecards"][0]["columns"]] == [1, 2, 3]
    assert data["totals"] == [0, 0]
    dice = state.dice
    state = engine.apply(state, Score("chance", 2))
    data = engine.to_json(state)
    assert data["log"][-1] == {"type": "score", "category": "chance", "column": 2}
    assert data["currentPlayer"] == 1
    assert data["scorecards"][0]["columns"][2]["cells"]["chance"] == [{"points": sum(dice), "roll": 2}]
    assert data["totals"] == [3 * sum(dice), 0]


def test_seed_and_big_seed_survive_the_round_trip() -> None:
    state = engine.new_game("match", 2**63 - 1)
    assert engine.from_json(via_text(engine.to_json(state))).seed == 2**63 - 1


# --------------------------------------------------------------------------------------------
# tampering: every kind, on random states


def _filled_entry(data: Json, or_add: dict[str, int]) -> dict[str, int] | None:
    """The first scored entry, for the caller to damage; on a card with none, ``or_add`` is put in
    the first player's ones cell instead (an entry the log never scored) and None comes back."""
    for card in data["scorecards"]:
        for column in card["columns"]:
            for entries in column["cells"].values():
                if entries:
                    return entries[0]  # type: ignore[no-any-return]
    data["scorecards"][0]["columns"][0]["cells"]["ones"].append(or_add)
    return None


def change_die(data: Json, rng: random.Random) -> str:
    i = rng.randrange(5)
    data["dice"][i] = data["dice"][i] % 6 + 1
    return "dice"


def change_hold(data: Json, rng: random.Random) -> str:
    i = rng.randrange(5)
    data["held"][i] = not data["held"][i]
    return "held"


def change_score(data: Json, rng: random.Random) -> str:
    entry = _filled_entry(data, or_add={"points": 3, "roll": 1})
    if entry is not None:
        entry["points"] += rng.choice([-1, 1, 25])
    return "scorecards"


def change_entry_roll(data: Json, rng: random.Random) -> str:
    entry = _filled_entry(data, or_add={"points": 0, "roll": 2})
    if entry is not None:
        entry["roll"] = entry["roll"] % 3 + 1  # Perfect Round depends on it
    return "scorecards"


def change_total(data: Json, rng: random.Random) -> str:
    p = rng.randrange(len(data["totals"]))
    data["totals"][p] += rng.choice([-5, 1, 35])
    return "totals"


def change_player_total(data: Json, rng: random.Random) -> str:
    data["scorecards"][0]["total"] += 1
    return "scorecards"


def change_phase(data: Json, rng: random.Random) -> str:
    data["phase"] = rng.choice([p for p in ("rolling", "choosing", "finished") if p != data["phase"]])
    return "phase"


def change_rolls_used(data: Json, rng: random.Random) -> str:
    data["rollsUsed"] = data["rollsUsed"] % 3 + 1
    return "rollsUsed"


def change_round(data: Json, rng: random.Random) -> str:
    data["round"] += 1
    return "round"


def change_current_player(data: Json, rng: random.Random) -> str:
    data["currentPlayer"] = (data["currentPlayer"] + 1) % len(data["players"]) if len(data["players"]) > 1 else 1
    return "currentPlayer"


def change_seed(data: Json, rng: random.Random) -> str:
    """Another seed whose replay really differs (one giving the same dice would be a valid state).

    The first difference is then the dice, or, in Match!, a logged allMatch that the new dice
    closed earlier, so that the log itself no longer replays.
    """
    for step in range(1, 100):
        candidate = (data["seed"] + step) % 2**63
        state = engine.new_game(data["game"], candidate, data["players"])
        try:
            for raw in data["log"]:
                state = engine.apply(state, engine.action_from_json(data["game"], raw))
        except IllegalAction:
            break
        if list(state.dice) != data["dice"]:
            break
    data["seed"] = candidate
    return "dice|Step"


def truncate_log(data: Json, rng: random.Random) -> str:
    if not data["log"]:
        data["log"].append({"type": "toggleHold", "dieIndex": 0})
    else:
        del data["log"][rng.randrange(len(data["log"])) :]
    return "log"


def corrupt_die_type(data: Json, rng: random.Random) -> str:
    data["dice"][rng.randrange(5)] = str(data["dice"][0])
    return "dice"


def corrupt_hold_type(data: Json, rng: random.Random) -> str:
    i = rng.randrange(5)
    data["held"][i] = int(data["held"][i])  # 0/1 instead of false/true
    return "held"


def corrupt_seed_type(data: Json, rng: random.Random) -> str:
    data["seed"] = str(data["seed"])
    return "seed"


def corrupt_players_type(data: Json, rng: random.Random) -> str:
    data["players"] = ",".join(data["players"])
    return "players"


def corrupt_log_type(data: Json, rng: random.Random) -> str:
    data["log"] = {"actions": data["log"]}
    return "log"


def corrupt_log_entry(data: Json, rng: random.Random) -> str:
    data["log"].append({"type": "fly"})
    return "log"


def corrupt_totals_type(data: Json, rng: random.Random) -> str:
    data["totals"] = [float(t) for t in data["totals"]]
    return "totals"


def corrupt_game(data: Json, rng: random.Random) -> str:
    data["game"] = rng.choice(["chess", 3, None])
    return "game"


def extra_field_in_scorecard(data: Json, rng: random.Random) -> str:
    data["scorecards"][0]["columns"][0]["cells"]["yahtzee"] = []
    return "scorecards"


TAMPERS: list[Callable[[Json, random.Random], str]] = [
    change_die, change_hold, change_score, change_entry_roll, change_total, change_player_total,
    change_phase, change_rolls_used, change_round, change_current_player, change_seed, truncate_log,
    corrupt_die_type, corrupt_hold_type, corrupt_seed_type, corrupt_players_type, corrupt_log_type,
    corrupt_log_entry, corrupt_totals_type, corrupt_game, extra_field_in_scorecard,
]
REQUIRED = ["game", "seed", "players", "phase", "currentPlayer", "round", "rollsUsed", "rollCount", "dice",
            "held", "scorecards", "totals", "log"]


@pytest.mark.parametrize(
    "tamper", [t if i == 0 else pytest.param(t, marks=pytest.mark.slow) for i, t in enumerate(TAMPERS)],
    ids=[t.__name__ for t in TAMPERS],
)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=st.sampled_from(CONFIGS), seed=seeds, policy=policies, count=steps)
def test_tampered_state_is_rejected_naming_the_field(
    tamper: Callable[[Json, random.Random], str], config: tuple[str, int], seed: int, policy: int, count: int
) -> None:
    state = random_state(*config, seed, policy, count)
    data = engine.to_json(state)
    tampered = copy.deepcopy(data)
    fields = tamper(tampered, random.Random(policy)).split("|")
    assert json.dumps(tampered) != json.dumps(data)  # (0 == False, so compare the JSON text)
    if tamper is truncate_log:
        # A cut that removes only moves that cancel out (a hold and its release) leaves a true
        # game: the state its shorter log replays to is exactly what the other fields say.
        *_, shorter = engine.replay(state.game, state.seed, list(state.players), tampered["log"])
        assume(json.dumps(engine.to_json(shorter)) != json.dumps(tampered))
    with pytest.raises(InvalidState) as info:
        engine.from_json(via_text(tampered))
    assert any(field in str(info.value) for field in fields), (fields, str(info.value))
    # the untampered state still loads: the rejection was about the change
    assert engine.from_json(via_text(data)) == state


@pytest.mark.parametrize("key", REQUIRED)
def test_missing_field_is_named(key: str) -> None:
    data = engine.to_json(random_state("dicegame", 2, 5, 5, 30))
    del data[key]
    with pytest.raises(InvalidState) as info:
        engine.from_json(data)
    # engine.api dispatches on 'game' before the game's loader runs, and words it as "Unknown game"
    assert f"'{key}'" in str(info.value) or (key == "game" and "game" in str(info.value))


@pytest.mark.parametrize("data", [[], "state", None, 42, True, [{"game": "match"}]])
def test_non_object_state_is_rejected(data: object) -> None:
    with pytest.raises(InvalidState, match="JSON object"):
        engine.from_json(data)


def test_tamper_message_says_what_was_given_and_what_replay_gives() -> None:
    state = engine.new_game("dice-dash", 7)  # dice 2 1 2 6 2
    data = engine.to_json(state)
    data["dice"][3] = 5
    with pytest.raises(InvalidState) as info:
        engine.from_json(data)
    message = str(info.value)
    assert "dice[3]" in message and "5" in message and "6" in message and "seed 7" in message


def test_log_that_runs_past_the_end_is_rejected() -> None:
    state = random_state("dice-dash", 1, 3, 3, 10_000)
    assert state.phase == "finished"
    data = engine.to_json(state)
    data["log"].append({"type": "roll"})
    with pytest.raises(InvalidState, match=r"Step \d+ of the log"):
        engine.from_json(data)


def test_log_with_an_illegal_move_is_rejected_naming_the_step() -> None:
    data = engine.to_json(engine.new_game("match", 3))
    data["log"] = [{"type": "score", "category": "ones"}, {"type": "score", "category": "ones"}]
    with pytest.raises(InvalidState) as info:
        engine.from_json(data)
    assert "Step 2" in str(info.value) and "already scored" in str(info.value)


def test_bad_seed_or_players_in_state_are_rejected() -> None:
    base = engine.to_json(engine.new_game("dicegame", 3))
    for key, value in (("seed", -1), ("seed", 2**63), ("seed", True), ("players", []),
                       ("players", ["A", "A"]), ("players", ["A", "B", "C", "D", "E"])):
        data = copy.deepcopy(base)
        data[key] = value
        with pytest.raises(InvalidState):
            engine.from_json(data)


def test_from_json_does_not_modify_its_input() -> None:
    data = engine.to_json(random_state("match", 2, 9, 9, 50))
    snapshot = copy.deepcopy(data)
    engine.from_json(data)
    assert data == snapshot


def test_observe_scorecard_games_hide_nothing() -> None:
    state = random_state("dicegame", 3, 4, 4, 20)
    for seat in range(3):
        assert engine.observe(state, seat) == engine.to_json(state)
    with pytest.raises(ValueError, match="seat"):
        engine.observe(state, 3)


# --------------------------------------------------------------------------------------------
# one strict loader: exact fields, exact format, exact JSON types


def _base() -> Json:
    return engine.to_json(random_state("dicegame", 2, 5, 5, 30))


STRICT = [
    (lambda d: d.update(secret=1), "unknown field 'secret'"),
    (lambda d: d.update(Log=d["log"]), "unknown field 'Log'"),
    (lambda d: d.pop("format"), "no 'format' field"),
    (lambda d: d.update(format=True), "'format' is true"),
    (lambda d: d.update(format=1.0), "'format' is 1.0"),
    (lambda d: d.update(format=2), "'format' is 2, but this Dicebox reads dicegame states in format 1"),
    (lambda d: d.update(format=None), "'format' is null"),
    (lambda d: d.update(seed=float(d["seed"])), "'seed' must be a whole number"),
    (lambda d: d.update(seed=False), "'seed' must be a whole number"),
    (lambda d: d.update(players=["P1", 2]), r"players\[1\] must be a name"),
    (lambda d: d.update(players=["P1", ["P2"]]), r"players\[1\] must be a name"),
    (lambda d: d["log"].append({"type": "score", "category": "chance", "column": 1.0}),
     "score.column must be a whole number from 0 to 2, not 1.0"),
    (lambda d: d["log"].append({"type": "toggleHold", "dieIndex": True}),
     "toggleHold.dieIndex must be a whole number from 0 to 4, not true"),
    (lambda d: d["log"].append({"type": "roll", "times": 2}), "a roll action has no field \"times\""),
    (lambda d: d.update(held=[int(h) for h in d["held"]]), r"held\[0\] is 0, but replaying its log .* gives false"),
    (lambda d: d.update(currentPlayer=float(d["currentPlayer"])), "currentPlayer"),
]


@pytest.mark.parametrize(("change", "message"), STRICT, ids=[m for _, m in STRICT])
def test_strict_loader_names_what_is_wrong(change: Callable[[Json], object], message: str) -> None:
    data = _base()
    assert engine.from_json(via_text(data)) is not None
    change(data)
    with pytest.raises(InvalidState, match=message):
        engine.from_json(data)


@pytest.mark.parametrize("game", ["dice-dash", "dicegame", "match", "triple-dice"])
def test_every_game_has_one_strict_loader(game: str) -> None:
    """The same refusals for every game: an extra field, a missing, true or wrong format."""
    data = engine.to_json(engine.new_game(game, 3))
    for change, message in [
        (lambda d: d.update(extra=[]), "unknown field 'extra'"),
        (lambda d: d.pop("format"), "no 'format' field"),
        (lambda d: d.update(format=True), "'format' is true"),
        (lambda d: d.update(format=99), "'format' is 99"),
    ]:
        changed = copy.deepcopy(data)
        change(changed)
        with pytest.raises(InvalidState, match=message):
            engine.from_json(changed)


@pytest.mark.parametrize(
    "data",
    [
        {"game": [[[[[]]]]]},
        {"game": 10**5000},
        {"game": float("nan")},
        {"format": 1, "game": "match", "seed": 10**5000, "players": ["A"], "log": []},
        {"format": 1, "game": "match", "seed": 2**64, "players": ["A"], "log": []},
        {"format": 1, "game": "match", "seed": float("inf"), "players": ["A"], "log": []},
        {"format": 1, "game": "match", "seed": 1, "players": ["x" * 10**6], "log": []},
    ],
    ids=["deep-game", "huge-int-game", "nan-game", "huge-seed", "seed-2**64", "inf-seed", "long-name"],
)
def test_odd_json_values_are_invalid_states(data: Json) -> None:
    with pytest.raises(InvalidState) as info:
        engine.from_json(data)
    assert len(str(info.value)) < 400  # the message quotes the input briefly


def test_deep_nesting_anywhere_is_an_invalid_state_not_a_recursion_error() -> None:
    deep: object = 0
    for _ in range(100_000):
        deep = [deep]
    for game in ("dice-dash", "triple-dice"):
        for key in ("dice", "log", "players", "extra"):
            data = engine.to_json(engine.new_game(game, 3))
            data[key] = deep
            with pytest.raises(InvalidState):
                engine.from_json(data)


def test_a_real_state_is_far_from_the_nesting_limit() -> None:
    from engine.limits import MAX_DEPTH

    def depth(value: object) -> int:
        children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else None
        return 0 if children is None else 1 + max((depth(c) for c in children), default=0)

    finished = {game: engine.new_game(game, 5, ["A", "B", "C"] if game == "triple-dice" else None)
                for game in ("match", "triple-dice")}
    rng = random.Random(5)
    for state in finished.values():
        while state.phase != "finished":
            state = engine.apply(state, rng.choice(engine.legal_actions(state)))
        assert depth(engine.to_json(state)) <= MAX_DEPTH // 2


# --------------------------------------------------------------------------------------------
# size limits and linear loading: a long or hostile save loads fast or is refused


def _toggles(game: str, count: int) -> engine.State:
    state = engine.new_game(game, 11)
    for i in range(count):
        state = engine.apply(state, ToggleHold(i % 5))
    return state


def test_successive_states_share_their_log() -> None:
    """Untimed check of the quadratic-load cause: apply used to copy the whole log tuple, so
    1,000 states of a 20,000-action game held 20 million entries (160 MB); they share one."""
    import tracemalloc

    state = _toggles("dice-dash", 20_000)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        kept = [state]
        for i in range(1_000):
            kept.append(engine.apply(kept[-1], ToggleHold(i % 5)))
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert grown < 2_000_000, f"{grown:,} bytes for 1,000 states"
    assert len(kept[-1].log) == 21_000 and kept[-1].log[-1] == ToggleHold(999 % 5)
    assert len(kept[500].log) == 20_500  # an older state's log is unchanged by later moves


def test_loading_does_not_run_jsonschema(monkeypatch: pytest.MonkeyPatch) -> None:
    """Untimed check of the other cause: a jsonschema validation per logged action. Loading
    checks actions with the engine's own grammar (exact JSON types), without jsonschema at all."""
    import sys

    data = via_text(engine.to_json(_toggles("match", 2_000)))
    monkeypatch.setitem(sys.modules, "jsonschema", None)  # any import of it now fails
    assert len(engine.from_json(data).log) == 2_000
    with pytest.raises(engine.MalformedAction, match="column"):
        engine.action_from_json("dicegame", {"type": "score", "category": "ones", "column": 1.0})


@pytest.mark.slow
def test_a_log_longer_than_the_limit_is_refused() -> None:
    from engine.limits import MAX_LOG

    data = engine.to_json(engine.new_game("dice-dash", 1))
    data["log"] = [{"type": "toggleHold", "dieIndex": 0}] * (MAX_LOG + 1)
    with pytest.raises(InvalidState, match=f"log holds {MAX_LOG + 1} actions; Dicebox loads at most {MAX_LOG}"):
        engine.from_json(data)


def test_holds_stop_before_the_log_limit_so_a_game_can_always_finish(monkeypatch: pytest.MonkeyPatch) -> None:
    import engine.scorecard

    monkeypatch.setattr(engine.scorecard, "HOLD_LIMIT", 30)
    state = _toggles("dice-dash", 30)
    assert not any(isinstance(a, ToggleHold) for a in engine.legal_actions(state))
    with pytest.raises(IllegalAction, match="holds can no longer change; roll or score one of"):
        engine.apply(state, ToggleHold(0))
    state = engine.apply(state, Roll())
    while state.phase != "finished":
        state = engine.apply(state, engine.legal_actions(state)[-1])
    assert engine.from_json(via_text(engine.to_json(state))) == state


# --------------------------------------------------------------------------------------------
# the engine's grammar accepts exactly what the published schemas describe


def _candidate_actions(rng: random.Random) -> list[object]:
    """Well-formed actions of every game, then each perturbed: a value of a wrong type or range
    (1.0, true, "1", -1, 11...), a field left out, an unknown field or type, or a non-object."""
    numbers: list[object] = [0, 1, 2, 4, 5, 9, 10, 11, -1, 1.0, True, False, None, "1", [1], {}]
    lists: list[object] = [[0, 1, 2], [9, 10, 0], [1, 1, 2], [0, 1], [0, 1, 2, 3], [0, 1.0, 2], [0, True, 2],
                           [0, 1, 11], [0, 1, "2"], [], "012", 3]
    words: list[object] = ["ones", "twos", "chance", "allMatch", "fiveOfAKind", "zero", "more", "maximum", "huge",
                           "", 1, None, ["ones"]]
    out: list[object] = []
    for _ in range(3_000):
        kind = rng.choice(["roll", "toggleHold", "score", "score", "predict", "submit", "submit"])
        action: dict[str, object] = {"type": kind}
        if kind == "toggleHold":
            action["dieIndex"] = rng.choice(numbers)
        elif kind == "score":
            action["category"] = rng.choice(words)
            if rng.random() < 0.6:
                action["column"] = rng.choice(numbers)
        elif kind == "predict":
            action["card"] = rng.choice(words)
        elif kind == "submit":
            action["dice"] = rng.choice(lists)
        roll = rng.random()
        if roll < 0.05:
            action.pop(rng.choice(list(action)))
        elif roll < 0.10:
            action[rng.choice(["extra", "dieIndex", "card", "Type"])] = rng.choice(numbers)
        elif roll < 0.13:
            action["type"] = rng.choice(["fly", "Roll", "", 3, None])
        out.append(action if rng.random() > 0.02 else rng.choice([[action], "roll", None, 7]))
    return out


@pytest.mark.slow
@pytest.mark.parametrize(
    "game", [*(pytest.param(g, marks=pytest.mark.slow) for g in ["dice-dash", "dicegame", "match"]), "triple-dice"]
)
def test_grammar_agrees_with_the_schema(game: str) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    from engine.grammar import schema

    validator = jsonschema.validators.validator_for(schema(game))(schema(game))

    def exact(value: object) -> bool:  # JSON Schema counts 1.0 (and, in arrays, true) as integers
        if isinstance(value, dict):
            return all(exact(v) for v in value.values())
        if isinstance(value, list):
            return all(exact(v) for v in value)
        return not isinstance(value, float)

    accepted = 0
    for raw in _candidate_actions(random.Random(game)):
        try:
            engine.action_from_json(game, raw)
            ours = True
        except engine.MalformedAction:
            ours = False
        theirs = validator.is_valid(raw) and exact(raw)
        assert ours == theirs, raw
        accepted += ours
    assert accepted > 150  # the sample holds plenty of valid actions too
