"""The post-game review (``engine.review``, ``python -m engine review``): every decision valued
exactly as the solver's ``rank_options`` values the chosen and the best option, the toggles before
a roll taken as one keep decision, the totals, and the refusals."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from math import fsum
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine import Roll, Score, ToggleHold
from engine.errors import BadSetup, EngineError, InvalidState, ReplayError, ReviewUnsupported
from engine.review import CACHE_SIZE, LOSS_EPSILON, forget_cached, review, review_data, review_log
from engine.scorecard import ScorecardState
from engine.solver import runtime

ROOT = Path(__file__).resolve().parents[2]
DECISION_FIELDS = {"step", "player", "chosen", "best", "chosenExpected", "bestExpected", "loss", "exact"}
WIN_FIELDS = {"bestForWin", "winBefore", "winAfter", "winExact"}


def random_play(game: str, players: int, seed: int, policy: int, actions: int) -> ScorecardState:
    """A game of ``actions`` random moves (or fewer, if it ends): toggles often, so keeps are
    made of several toggles, some undone, and sometimes followed by a score instead of a roll."""
    rng = random.Random(policy)
    state = engine.new_game(game, seed, [f"P{i}" for i in range(players)])
    for _ in range(actions):
        if state.phase == "finished":
            break
        legal = engine.legal_actions(state)
        toggles = [a for a in legal if isinstance(a, ToggleHold)]
        rolls = [a for a in legal if isinstance(a, Roll)]
        scores = [a for a in legal if isinstance(a, Score)]
        draw = rng.random()
        if toggles and draw < 0.55:
            action: engine.Action = rng.choice(toggles)
        elif rolls and draw < 0.85:
            action = rolls[0]
        else:
            action = rng.choice(scores)
        state = engine.apply(state, action)
    return state


def expected_of(state: ScorecardState, end: engine.Action, held_at_end: tuple[bool, ...]) -> tuple[float, Any]:
    """The value ``rank_options(state)`` gives the option that ``end`` completes, and the ranking
    by expected points (among others ``rank_options`` ranks by chance to win; a stable sort keeps
    its order among equal points)."""
    options = sorted(runtime.rank_options(state), key=lambda o: -o.expected)
    if isinstance(end, Roll):
        keep = tuple(sorted(d for d, h in zip(state.dice, held_at_end) if h))
        matches = [o for o in options if isinstance(o.action, Roll) and o.keep == keep]
    else:
        matches = [o for o in options if o.action == end]
    assert len(matches) == 1
    return matches[0].expected, options


configs = st.sampled_from(
    [("dice-dash", 1), ("match", 1), ("match", 2), ("match", 3), ("dicegame", 1), ("dicegame", 2)]
)


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=configs, seed=st.integers(0, 2**63 - 1), policy=st.integers(0, 2**32 - 1),
       actions=st.integers(0, 90))
def test_every_decision_is_valued_as_rank_options_values_it(config: tuple[str, int], seed: int, policy: int,
                                                             actions: int) -> None:
    game, players = config
    state = random_play(game, players, seed, policy, actions)
    states = list(engine.replay(state.game, state.seed, state.players, state.log))
    log = list(state.log)
    # The decisions by the definition, found independently: each roll or score closes the
    # decision that its run of toggles (possibly none) opened.
    expected_steps, start = [], 0
    for index, action in enumerate(log):
        if not isinstance(action, ToggleHold):
            expected_steps.append((start, index))
            start = index + 1
    result = review(state)
    assert [d.step for d in result.decisions] == [s for s, _ in expected_steps]
    for decision, (step, end) in zip(result.decisions, expected_steps):
        before = states[step]
        chosen, options = expected_of(before, log[end], states[end].held)
        assert decision.player == before.current_player
        assert decision.chosen.expected == chosen  # bit for bit
        assert decision.best.expected == options[0].expected
        assert (decision.best.action, decision.best.keep, decision.best.held) == (options[0].action, options[0].keep,
                                                                                 options[0].held)
        assert decision.loss == options[0].expected - chosen >= 0.0
        assert decision.exact == options[0].exact == (game != "dicegame")
        by_chance = runtime.rank_options(before)
        if players > 1:  # the chance to win before the decision (its best choice's) and after it
            assert decision.best_win is not None and decision.win_before == by_chance[0].win
            assert (decision.best_win.action, decision.best_win.keep) == (by_chance[0].action, by_chance[0].keep)
            assert decision.win_after == next(o.win for o in by_chance if (o.action, o.keep) == (
                decision.chosen.action, decision.chosen.keep))
            assert decision.win_exact == all(o.win_exact for o in by_chance)
        else:
            assert decision.best_win is None and decision.win_before is None and decision.win_after is None
        data = decision.to_json()
        assert set(data) == DECISION_FIELDS | (WIN_FIELDS if players > 1 else set())
        assert (data["chosenExpected"], data["bestExpected"], data["loss"]) == (chosen, options[0].expected,
                                                                                 decision.loss)
        if isinstance(log[end], Roll):
            assert data["chosen"] == {"type": "keep", "keep": sorted(d for d, h in zip(before.dice, states[end].held)
                                                                      if h), "held": list(states[end].held)}
        else:
            assert data["chosen"] == log[end].to_json()
    for totals in result.totals:
        own = [d for d in result.decisions if d.player == totals.player]
        assert totals.loss == fsum(d.loss for d in own) and totals.decisions == len(own)
    assert result.finished == (state.phase == "finished")


def test_toggles_before_a_roll_are_one_keep_decision_valued_before_the_first_toggle() -> None:
    start = engine.new_game("match", 7)
    moves: list[engine.Action] = [ToggleHold(0), ToggleHold(2), ToggleHold(0), ToggleHold(3), Roll(),
                                  ToggleHold(1), Score("anything"), Score("ones"),
                                  ToggleHold(4), ToggleHold(4)]
    state = start
    for move in moves:
        state = engine.apply(state, move)
    result = review(state)
    assert [d.step for d in result.decisions] == [0, 5, 7]  # the trailing toggles are no decision yet
    keep = result.decisions[0]
    assert keep.chosen.keep == tuple(sorted((start.dice[2], start.dice[3])))
    assert keep.chosen.held == (False, False, True, True, False)
    options = runtime.rank_options(start)  # the state before the first toggle
    assert keep.best.expected == options[0].expected
    assert keep.chosen.expected == next(o.expected for o in options if o.keep == keep.chosen.keep)
    # Toggling die 1 and then scoring is a scoring decision taken where the toggle was sent.
    assert result.decisions[1].chosen.action == Score("anything") and result.decisions[1].chosen.keep is None
    after_roll = engine.apply(engine.apply(engine.apply(engine.apply(engine.apply(start, ToggleHold(0)), ToggleHold(2)),
                                                        ToggleHold(0)), ToggleHold(3)), Roll())
    assert result.decisions[1].best.expected == runtime.rank_options(after_roll)[0].expected
    assert not result.finished


@pytest.mark.parametrize(("game", "players"), [("dice-dash", 1), ("match", 2)])
def test_the_expert_gives_away_nothing_it_plays_for(game: str, players: int) -> None:
    state = engine.new_game(game, 31, [f"P{i}" for i in range(players)])
    while state.phase != "finished":
        state = engine.apply(state, runtime.choose_action(state, "expert"))
    result = review(state)
    assert result.finished and len(result.decisions) == sum(not isinstance(a, ToggleHold) for a in state.log)
    assert any(d.chosen.keep is not None and len(d.chosen.keep) >= 2 for d in result.decisions)  # keeps of toggles
    for decision in result.decisions:
        if players == 1:
            assert decision.loss == 0.0
            assert decision.chosen.to_json() == decision.best.to_json()
        else:  # among others it plays for the chance to win, which it never gives away
            assert decision.best_win is not None and decision.win_after == decision.win_before
            assert decision.chosen.to_json() == decision.best_win.to_json()
    if players == 1:
        assert all(t.loss == 0.0 and t.costliest == () for t in result.totals)


def test_totals_add_each_players_losses_and_name_their_three_costliest() -> None:
    state = engine.new_game("match", 12, ["Ana", "Ben"])
    while state.phase != "finished":
        state = engine.apply(state, runtime.choose_action(state, "beginner"))
    result = review(state)
    states = list(engine.replay(state.game, state.seed, state.players, state.log))
    assert {d.player for d in result.decisions} == {0, 1}
    assert all(d.player == states[d.step].current_player for d in result.decisions)
    for totals in result.totals:
        own = [d for d in result.decisions if d.player == totals.player]
        assert totals.name == state.players[totals.player] and totals.exact
        assert totals.loss == fsum(d.loss for d in own) > 10.0  # the Beginner gives points away
        ranked = sorted(own, key=lambda d: -d.loss)
        assert [d.loss for d in totals.costliest] == [d.loss for d in ranked[:3]]
        assert all(d.loss >= LOSS_EPSILON and d.player == totals.player for d in totals.costliest)
    data = result.to_json()
    assert set(data) == {"game", "players", "finished", "decisions", "totals"}
    assert set(data["totals"][0]) == {"player", "name", "decisions", "loss", "exact", "costliest"}
    assert data["totals"][1]["costliest"][0] == result.totals[1].costliest[0].to_json()


def test_dicegame_values_are_marked_as_estimates() -> None:
    result = review(random_play("dicegame", 1, 4, 4, 40))
    assert result.decisions and not any(d.exact for d in result.decisions) and not result.totals[0].exact
    assert all(d.exact for d in review(random_play("dice-dash", 1, 4, 4, 40)).decisions)


def test_a_state_its_json_and_its_record_give_the_same_review() -> None:
    state = random_play("match", 2, 99, 5, 70)
    expected = review(state).to_json()
    saved = engine.to_json(state)
    record = {"game": state.game, "seed": state.seed, "players": list(state.players), "log": saved["log"],
              "exportedBy": "a saved file's own field, not read"}
    assert review_data(saved).to_json() == expected
    assert review_data({"state": saved}).to_json() == expected
    assert review_data(record).to_json() == expected
    assert review_log(state.game, state.seed, state.players, list(state.log)).to_json() == expected
    solo = random_play("dice-dash", 1, 3, 3, 30)
    unnamed = review_data({"game": "dice-dash", "seed": 3, "log": engine.to_json(solo)["log"]})
    assert unnamed.players == ("You",)  # players left out: the game's default names
    assert unnamed.decisions == review(solo).decisions


def test_a_second_review_comes_from_the_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine import review as module

    state = random_play("match", 1, 8, 8, 60)
    forget_cached()
    first = review(state).to_json()
    assert 0 < len(module._cache) <= CACHE_SIZE

    def refuse(_state: object) -> object:
        raise AssertionError("ranked again")

    monkeypatch.setattr(runtime, "rank_options", refuse)
    assert review(state).to_json() == first
    forget_cached()
    with pytest.raises(AssertionError, match="ranked again"):
        review(state)


def test_triple_dice_has_no_review() -> None:
    state = engine.new_game("triple-dice", 1, ["Ana", "Ben"])
    with pytest.raises(ReviewUnsupported) as info:
        review(state)
    assert info.value.code == "review-unsupported"
    assert info.value.params == {"game": "triple-dice",
                                 "games": ["dice-dash", "dicegame", "match", "classic", "nordic"]}
    assert "Triple Dice" in str(info.value)
    with pytest.raises(ReviewUnsupported):
        review_data({"game": "triple-dice", "seed": 1, "players": ["Ana", "Ben"], "log": []})


@pytest.mark.parametrize(("data", "error", "code"), [
    ({"game": "match", "log": []}, InvalidState, "state-missing-field"),
    ({"game": 3, "seed": 1, "log": []}, InvalidState, "state-field-type"),
    ({"game": "match", "seed": True, "log": []}, InvalidState, "state-field-type"),
    ({"game": "match", "seed": "7", "log": []}, InvalidState, "state-field-type"),
    ({"game": "match", "seed": 1, "players": "Ana", "log": []}, InvalidState, "state-field-type"),
    ({"game": "match", "seed": 1, "log": {"type": "roll"}}, InvalidState, "state-field-type"),
    ({"game": "match", "seed": 1, "log": [{"type": "roll"}] * 100_001}, InvalidState, "state-log-too-long"),
    ({"game": "chess", "seed": 1, "log": []}, BadSetup, "game-unknown"),
    ({"game": "match", "seed": -1, "log": []}, engine.BadSeed, "seed-negative"),
    ({"game": "match", "seed": 1, "log": [{"type": "score", "category": "ones"}] * 2}, ReplayError, "replay-step"),
    ([1, 2], InvalidState, "state-not-object"),
    ({"game": "match", "phase": "rolling"}, InvalidState, "state-missing-field"),
])
def test_bad_input_is_refused_with_its_code(data: object, error: type[EngineError], code: str) -> None:
    with pytest.raises(error) as info:
        review_data(data)
    assert info.value.code == code


# -- the command line ----------------------------------------------------------------------------


def run_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "engine", *args], input=stdin.encode(), capture_output=True,
                          cwd=ROOT, timeout=60, check=False, env={**os.environ, "PYTHONPATH": str(ROOT)})


@pytest.mark.slow
def test_cli_prints_the_review_as_json_from_a_file_or_stdin(tmp_path: Path) -> None:
    state = random_play("match", 2, 21, 21, 80)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(engine.to_json(state)), "utf-8")
    from_file = run_cli("review", str(path))
    assert from_file.returncode == 0 and from_file.stderr == b"" and from_file.stdout.count(b"\n") == 1
    data = json.loads(from_file.stdout)
    assert data == json.loads(json.dumps(review(state).to_json()))  # floats survive the JSON exactly
    assert data["decisions"] and all(set(d) == DECISION_FIELDS | WIN_FIELDS for d in data["decisions"])
    assert [t["name"] for t in data["totals"]] == ["P0", "P1"]
    record = {"game": "match", "seed": 21, "players": ["P0", "P1"], "log": engine.to_json(state)["log"]}
    from_stdin = run_cli("review", "-", stdin=json.dumps(record))
    assert from_stdin.returncode == 0 and json.loads(from_stdin.stdout) == data


@pytest.mark.parametrize(("args", "stdin", "says"), [
    (("review", "-"), json.dumps(engine.to_json(engine.new_game("triple-dice", 1, ["A", "B"]))), "have no review"),
    (("review", "-"), "{not json", "stdin is not valid JSON"),
    (("review", "-"), '{"game": "match", "seed": 1, "log": "roll"}', "log must be a list"),
    (("review", "/no/such/file.json"), "", "cannot read /no/such/file.json"),
    (("review",), "", "required: FILE|-"),
])
def test_cli_refuses_bad_input_with_one_line_and_exit_2(args: tuple[str, ...], stdin: str, says: str) -> None:
    proc = run_cli(*args, stdin=stdin)
    out = (proc.stdout + proc.stderr).decode()
    assert proc.returncode == 2 and "Traceback" not in out
    assert len(out.splitlines()) == 1 and out.startswith("error: ") and says in out, out


@pytest.mark.slow
def test_the_review_needs_no_numpy(tmp_path: Path) -> None:
    """The installed app carries no numpy: the review runs on the shipped tables alone."""
    state = random_play("dicegame", 2, 5, 5, 60)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(engine.to_json(state)), "utf-8")
    code = ("import sys, runpy; sys.modules['numpy'] = None; sys.argv = ['engine', 'review', sys.argv[1]]; "
            "runpy.run_module('engine', run_name='__main__')")
    proc = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, cwd=ROOT, timeout=60,
                          check=False, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == json.loads(json.dumps(review(state).to_json()))
