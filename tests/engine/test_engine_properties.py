"""Property tests: random games, played only through ``legal_actions``/``apply``, keep the rules.

The scores are checked against a reference scorer and totals written here from docs/rules.md, sharing
no code with the engine (not its score rules, bonuses or totals), so a wrong rule in the engine
cannot also be "right" in the check. Random illegal actions come from the whole action space
minus ``legal_actions``: that is what makes ``legal_actions`` exact rather than merely safe.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine import IllegalAction, Roll, Score, ToggleHold
from engine.actions import Predict, Submit

ROOT = Path(__file__).resolve().parents[2]

CONFIGS: list[tuple[str, int]] = [
    ("dice-dash", 1),
    *[("dicegame", n) for n in (1, 2, 3, 4)],
    *[("match", n) for n in (1, 2, 3, 4)],
]
CONFIG_IDS = [f"{game}-{n}p" for game, n in CONFIGS]

PROPERTY = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
THOROUGH = settings(PROPERTY, max_examples=25)
"""For the test that tries illegal actions at every step: each example costs ten times more."""

seeds = st.integers(min_value=0, max_value=2**63 - 1)
policies = st.integers(min_value=0, max_value=2**32 - 1)
"""A whole game is hundreds of choices; drawing each through Hypothesis is slow and shrinks badly,
so Hypothesis draws the game seed and the seed of the random policy, both reported on failure."""


# --------------------------------------------------------------------------------------------
# the reference rules, from docs/rules.md

UPPER_FACES = {"ones": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6}
CATEGORIES: dict[str, list[str]] = {
    "dice-dash": ["ones", "threes", "fives", "threeOfAKind", "fourOfAKind", "fullHouse", "straight", "allMatch"],
    "dicegame": [
        *UPPER_FACES, "threeOfAKind", "fourOfAKind", "fullHouse", "smallStraight", "largeStraight",
        "fiveOfAKind", "chance",
    ],
    "match": [
        *UPPER_FACES, "threeMatch", "fourMatch", "tripleAndPair", "twoPairs", "runOfFour", "runOfFive",
        "anything", "allMatch",
    ],
}
MULTIPLIERS = {"dice-dash": [1], "dicegame": [1, 2, 3], "match": [1]}


def ref_points(category: str, dice: tuple[int, ...]) -> int:
    counts = Counter(dice)
    faces = set(dice)
    if category in UPPER_FACES:
        return UPPER_FACES[category] * counts[UPPER_FACES[category]]
    if category in ("threeOfAKind", "threeMatch"):
        return sum(dice) if max(counts.values()) >= 3 else 0
    if category in ("fourOfAKind", "fourMatch"):
        return sum(dice) if max(counts.values()) >= 4 else 0
    if category in ("fullHouse", "tripleAndPair"):
        return 25 if sorted(counts.values()) == [2, 3] else 0
    if category in ("straight", "smallStraight", "runOfFour"):
        return 30 if any({s, s + 1, s + 2, s + 3} <= faces for s in (1, 2, 3)) else 0
    if category in ("largeStraight", "runOfFive"):
        return 40 if faces in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}) else 0
    if category in ("allMatch", "fiveOfAKind"):
        return 50 if len(faces) == 1 else 0
    if category in ("chance", "anything"):
        return sum(dice)
    if category == "twoPairs":
        pairs = [face for face, n in counts.items() if n >= 2]
        return 2 * sum(pairs) if len(pairs) == 2 else 0
    raise AssertionError(f"no reference rule for {category}")


def ref_column_total(game: str, cells: dict[str, list[dict[str, int]]]) -> int:
    points = sum(e["points"] for entries in cells.values() for e in entries)
    if game == "dice-dash":
        numbers = sum(e["points"] for c in ("ones", "threes", "fives") for e in cells[c])
        first_roll = sum(1 for entries in cells.values() for e in entries if e["roll"] == 1)
        return points + (20 if numbers >= 30 else 0) + 5 * first_roll
    if game == "dicegame":
        upper = sum(e["points"] for c in UPPER_FACES for e in cells[c])
        return points + (35 if upper >= 63 else 0)
    return points


def ref_player_total(game: str, scorecard: dict[str, Any]) -> int:
    return sum(
        mult * ref_column_total(game, column["cells"])
        for mult, column in zip(MULTIPLIERS[game], scorecard["columns"], strict=True)
    )


# --------------------------------------------------------------------------------------------
# random play


def names(count: int) -> list[str]:
    return [f"P{i}" for i in range(1, count + 1)]


def full_action_space(game: str) -> list[engine.Action]:
    """Every action anyone could try, legal or not, including other games' moves."""
    categories = [*CATEGORIES[game], "bogus", "twos", "chance", "straight"]
    columns: list[int | None] = [None, 0, 1, 2, 3]
    return [
        *[ToggleHold(i) for i in range(-1, 6)],
        Roll(),
        *[Score(c, col) for c in dict.fromkeys(categories) for col in columns],
        Predict("zero"),
        Submit((0, 1, 2)),
    ]


def pick(rng: random.Random, legal: tuple[engine.Action, ...]) -> engine.Action:
    """Mix holds, rolls and scores so that all phases (and third rolls) actually happen."""
    scores = [a for a in legal if isinstance(a, Score)]
    r = rng.random()
    if Roll() in legal and r < 0.4:
        return Roll()
    toggles = [a for a in legal if isinstance(a, ToggleHold)]
    if toggles and r < 0.7:
        return rng.choice(toggles)
    return rng.choice(scores)


@dataclass
class Played:
    state: engine.State
    turns: list[int] = field(default_factory=list)
    """Turns taken per player."""
    expected_entries: dict[tuple[int, int, str], list[dict[str, int]]] = field(default_factory=dict)
    """(player, column, category) -> the entries the reference says were recorded."""


def play(game: str, players: int, seed: int, rng: random.Random) -> Played:
    state = engine.new_game(game, seed, names(players))
    played = Played(state, [0] * players)
    while state.phase != "finished":
        check_step_invariants(state)
        action = pick(rng, engine.legal_actions(state))
        if isinstance(action, Score):
            key = (state.current_player, action.column or 0, action.category)
            entry = {"points": ref_points(action.category, state.dice), "roll": state.rolls_used}
            played.expected_entries.setdefault(key, []).append(entry)
            played.turns[state.current_player] += 1
        state = engine.apply(state, action)
    played.state = state
    return played


def check_step_invariants(state: engine.State) -> None:
    legal = engine.legal_actions(state)
    assert 1 <= state.rolls_used <= 3
    assert all(1 <= d <= 6 for d in state.dice) and len(state.dice) == 5
    assert (state.phase == "choosing") == (state.rolls_used == 3)
    toggles = [a for a in legal if isinstance(a, ToggleHold)]
    assert toggles == ([ToggleHold(i) for i in range(5)] if state.phase == "rolling" else [])
    assert (Roll() in legal) == (state.phase == "rolling" and not all(state.held))
    assert any(isinstance(a, Score) for a in legal)
    assert len(set(legal)) == len(legal)


# --------------------------------------------------------------------------------------------
# properties


@pytest.mark.parametrize(
    ("game", "players"),
    [c if i == 0 else pytest.param(*c, marks=pytest.mark.slow) for i, c in enumerate(CONFIGS)],
    ids=CONFIG_IDS,
)
@PROPERTY
@given(seed=seeds, policy=policies)
def test_random_legal_games_fill_every_cell_and_totals_recompute(
    game: str, players: int, seed: int, policy: int
) -> None:
    rng = random.Random(policy)
    played = play(game, players, seed, rng)
    state = played.state
    assert state.phase == "finished"
    assert engine.legal_actions(state) == ()
    data = engine.to_json(state)
    ref_totals = []
    for p, scorecard in enumerate(data["scorecards"]):
        assert len(scorecard["columns"]) == len(MULTIPLIERS[game])
        for c, column in enumerate(scorecard["columns"]):
            assert list(column["cells"]) == CATEGORIES[game]
            for category, entries in column["cells"].items():
                assert entries, f"{category} of player {p} column {c} is empty at the end"
                assert entries == played.expected_entries[(p, c, category)]
                if category == "allMatch" and game == "match":
                    assert all(e["points"] == 50 for e in entries[:-1])
                else:
                    assert len(entries) == 1
            assert column["total"] == ref_column_total(game, column["cells"])
        ref_totals.append(ref_player_total(game, scorecard))
        assert scorecard["total"] == ref_totals[-1]
    assert data["totals"] == ref_totals
    assert list(state.totals) == ref_totals
    # turns: every cell once, plus extra allMatch entries in Match!
    for p, turns in enumerate(played.turns):
        cells = sum(len(e) for col in data["scorecards"][p]["columns"] for e in col["cells"].values())
        assert turns == cells
        if game != "match":
            assert turns == len(CATEGORIES[game]) * len(MULTIPLIERS[game])
    result = engine.outcome(state)
    assert list(result.totals) == ref_totals
    assert list(result.places) == [1 + sum(t > mine for t in ref_totals) for mine in ref_totals]
    assert [state.players[w] for w in result.winners] == [
        state.players[i] for i, t in enumerate(ref_totals) if t == max(ref_totals)
    ]
    if game == "dice-dash":
        assert 0 <= ref_totals[0] <= 270


@pytest.mark.parametrize(
    ("game", "players"),
    [c if i == 0 else pytest.param(*c, marks=pytest.mark.slow) for i, c in enumerate(CONFIGS)],
    ids=CONFIG_IDS,
)
@THOROUGH
@given(seed=seeds, policy=policies)
def test_illegal_actions_raise_and_apply_never_mutates(game: str, players: int, seed: int, policy: int) -> None:
    """Every step tries a few illegal actions; now and then the whole action space, every legal
    move, and a JSON comparison (the strongest but slowest check that nothing changed).

    The cheap check compares the state's fields with a copy of them: the fields are immutable
    values, so a changed field can only mean an attribute of the input was rebound.
    """
    rng = random.Random(policy)
    space = full_action_space(game)
    state = engine.new_game(game, seed, names(players))
    while True:
        legal = engine.legal_actions(state)
        fields = dict(vars(state))
        illegal = [a for a in space if a not in legal]
        assert illegal
        thorough = rng.random() < 0.1
        before_json = engine.to_json(state) if thorough else None
        for action in illegal if thorough else rng.sample(illegal, k=3):
            with pytest.raises(IllegalAction) as info:
                engine.apply(state, action)
            assert str(info.value).strip(), "a teaching error must say something"
        if thorough:
            for action in legal:
                engine.apply(state, action)  # every listed move really is legal
        assert vars(state) == fields
        assert engine.legal_actions(state) == legal
        if state.phase == "finished":
            break
        action = pick(rng, legal)
        after = engine.apply(state, action)
        assert vars(state) == fields  # the input is untouched
        if before_json is not None:
            assert engine.to_json(state) == before_json
        assert after.log == (*state.log, action)
        state = after


@pytest.mark.parametrize(("game", "players"), [("dice-dash", 1), ("dicegame", 2), ("match", 3)])
@PROPERTY
@given(seed=seeds, policy=policies)
def test_preview_gain_equals_total_change_of_scoring(game: str, players: int, seed: int, policy: int) -> None:
    """The window shows previews as "what you would get": it must be what scoring then gives."""
    rng = random.Random(policy)
    state = engine.new_game(game, seed, names(players))
    for _ in range(rng.randrange(0, 40)):
        if state.phase == "finished":
            return
        state = engine.apply(state, pick(rng, engine.legal_actions(state)))
    if state.phase == "finished":
        return
    player = state.current_player
    preview = engine.score_preview(state)
    scores = [a for a in engine.legal_actions(state) if isinstance(a, Score)]
    assert [(p.category, p.column) for p in preview] == [(a.category, a.column or 0) for a in scores]
    for item, action in zip(preview, scores, strict=True):
        assert item.points == ref_points(item.category, state.dice)
        after = engine.apply(state, action)
        assert after.totals[player] - state.totals[player] == item.gain


# --------------------------------------------------------------------------------------------
# determinism across processes and hash seeds

_CHILD = r"""
import json, random, sys
import engine
from engine.actions import action_from_json
job = json.load(sys.stdin)
state = engine.new_game(job["game"], job["seed"], job["players"])
for raw in job["log"]:
    state = engine.apply(state, action_from_json(job["game"], raw))
rng = random.Random(job["policy"])
fresh = engine.new_game(job["game"], job["seed"], job["players"])
while fresh.phase != "finished":
    fresh = engine.apply(fresh, rng.choice(engine.legal_actions(fresh)))
json.dump({"replayed": engine.to_json(state), "fresh": engine.to_json(fresh)}, sys.stdout, sort_keys=True)
"""


def _uniform_game(game: str, seed: int, players: list[str], policy: int) -> engine.State:
    rng = random.Random(policy)
    state = engine.new_game(game, seed, players)
    while state.phase != "finished":
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    return state


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "players"),
    [("dice-dash", 1), *(pytest.param(*c, marks=pytest.mark.slow) for c in [("dicegame", 2), ("match", 3)])],
)
def test_same_seed_and_actions_in_another_process_with_another_hash_seed(game: str, players: int) -> None:
    seed = 2**62 + 977
    played = play(game, players, seed, random.Random(5)).state
    job = {"game": game, "seed": seed, "players": names(players), "log": engine.to_json(played)["log"], "policy": 11}
    expected = {
        "replayed": engine.to_json(played),
        "fresh": engine.to_json(_uniform_game(game, seed, names(players), 11)),
    }
    outputs = []
    for hash_seed in ("0", "1", "987654321"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
        proc = subprocess.run(
            [sys.executable, "-c", _CHILD], input=json.dumps(job), capture_output=True, text=True,
            env=env, cwd=ROOT, timeout=60, check=False,
        )
        assert proc.returncode == 0, proc.stderr
        outputs.append(proc.stdout)
    assert outputs[0] == outputs[1] == outputs[2]
    assert json.loads(outputs[0]) == json.loads(json.dumps(expected))
    assert expected["replayed"]["phase"] == expected["fresh"]["phase"] == "finished"


# --------------------------------------------------------------------------------------------
# the log: shared between successive states (no copy per move), yet every state's log is its own


def test_action_log_grows_without_changing_older_logs() -> None:
    import copy
    import pickle

    from engine.actionlog import ActionLog

    base = ActionLog([Roll(), ToggleHold(1)])
    a = base.appended(ToggleHold(2))
    b = base.appended(Score("ones"))  # a branch: a different move from the same state
    c = a.appended(Roll())
    assert base == (Roll(), ToggleHold(1)) and (Roll(), ToggleHold(1)) == base
    assert a == (Roll(), ToggleHold(1), ToggleHold(2))
    assert b == (Roll(), ToggleHold(1), Score("ones"))
    assert c == (Roll(), ToggleHold(1), ToggleHold(2), Roll())
    assert len(base) == 2 and base[-1] == ToggleHold(1) and c[1:3] == (ToggleHold(1), ToggleHold(2))
    assert list(reversed(c)) == [Roll(), ToggleHold(2), ToggleHold(1), Roll()]
    assert ToggleHold(2) in a and ToggleHold(2) not in b
    with pytest.raises(IndexError):
        base[2]
    assert hash(c) == hash(tuple(c)) and a != b and a != list(a)
    for copied in (copy.deepcopy(c), pickle.loads(pickle.dumps(c)), copy.copy(c)):
        assert copied == c
    state = engine.apply(engine.new_game("match", 3), ToggleHold(0))
    assert pickle.loads(pickle.dumps(state)) == state


def test_action_logs_extended_from_two_threads_stay_exact() -> None:
    import threading

    from engine.actionlog import ActionLog

    base = ActionLog([Roll()])
    results: dict[int, ActionLog] = {}

    def grow(index: int) -> None:
        log = base
        for _ in range(20_000):
            log = log.appended(ToggleHold(index))
        results[index] = log

    threads = [threading.Thread(target=grow, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for index, log in results.items():
        assert log == (Roll(), *[ToggleHold(index)] * 20_000)
    assert base == (Roll(),)


@pytest.mark.parametrize("name", ["A\nB", "Tab\there", "\x1b[31mRed", "L\u2028S", "\udcff", "Ann\u202e", "\x00"])
def test_player_names_with_line_breaks_or_control_characters_are_refused(name: str) -> None:
    for game, others in (("match", []), ("triple-dice", ["Bo"])):
        with pytest.raises(engine.BadSetup, match="line break or a control character"):
            engine.new_game(game, 1, [name, *others])
    assert engine.new_game("match", 1, ["Zoë", "李", "O'Brien-Smith"]).players == ("Zoë", "李", "O'Brien-Smith")
