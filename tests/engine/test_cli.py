"""``python -m engine``, run as bots and scripts run it: a separate process, JSON in and out.

Bots parse this output, so besides the happy paths every failure is checked for its contract:
exactly one line, exit code 2, and never a Python traceback.
"""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import engine
from engine import Roll, Score, ToggleHold

ROOT = Path(__file__).resolve().parents[2]


def run_cli(
    *args: str, stdin: str | bytes = "", env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[bytes]:
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        input=data, capture_output=True, cwd=ROOT, timeout=60, check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
    )


def ok_json(proc: subprocess.CompletedProcess[bytes]) -> Any:
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stderr == b""
    assert proc.stdout.count(b"\n") == 1 and proc.stdout.endswith(b"\n")
    return json.loads(proc.stdout)


def assert_one_line_failure(proc: subprocess.CompletedProcess[bytes]) -> str:
    """Exit 2, exactly one line in all (stdout and stderr together), no traceback; the line."""
    out, err = proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 2, (proc.returncode, out, err)
    assert "Traceback" not in out + err
    lines = (out + err).splitlines()
    assert len(lines) == 1, lines
    assert lines[0].strip()
    return lines[0]


def finished_state(game: str, players: list[str] | None, seed: int) -> engine.State:
    rng = random.Random(seed)
    state = engine.new_game(game, seed, players)
    while state.phase != "finished":
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    return state


# --------------------------------------------------------------------------------------------
# new / act / legal / replay


@pytest.mark.parametrize(
    ("game", "players", "expected_players"),
    [("dice-dash", None, ["You"]), ("dicegame", None, ["Player 1", "Player 2"]), ("match", "Ana,Ben", ["Ana", "Ben"])],
)
def test_new_prints_the_state_json(game: str, players: str | None, expected_players: list[str]) -> None:
    args = ["new", "--game", game, "--seed", "7"] + (["--players", players] if players else [])
    data = ok_json(run_cli(*args))
    assert data == engine.to_json(engine.new_game(game, 7, expected_players))
    assert data["players"] == expected_players
    assert data["dice"] == [2, 1, 2, 6, 2]
    assert data["phase"] == "rolling" and data["log"] == []


@pytest.mark.slow
def test_act_with_a_legal_action_returns_the_next_state() -> None:
    state = engine.apply(engine.new_game("dicegame", 3, ["A", "B"]), ToggleHold(1))
    for action in (Roll(), ToggleHold(4), Score("chance", 1)):
        request = {"state": engine.to_json(state), "action": action.to_json()}
        data = ok_json(run_cli("act", stdin=json.dumps(request)))
        assert list(data) == ["state"]
        assert data["state"] == engine.to_json(engine.apply(state, action))


@pytest.mark.slow
def test_act_chains_through_a_whole_dice_dash_game() -> None:
    """The seed's init/action loop, offline: carry the state forward call after call."""
    state_json = ok_json(run_cli("new", "--game", "dice-dash", "--seed", "12"))
    for _ in range(8):
        legal = ok_json(run_cli("legal", stdin=json.dumps({"state": state_json})))
        score = next(a for a in legal if a["type"] == "score")
        state_json = ok_json(run_cli("act", stdin=json.dumps({"state": state_json, "action": score})))["state"]
    assert state_json["phase"] == "finished"
    assert len(state_json["log"]) == 8


@pytest.mark.parametrize(
    ("state", "action", "expected"),
    [
        (engine.apply(engine.apply(engine.new_game("dice-dash", 1), Roll()), Roll()), {"type": "roll"}, "score one of"),
        (engine.apply(engine.new_game("match", 1), Score("ones")), {"type": "score", "category": "ones"},
         "ones is already scored; open: twos"),
        (engine.new_game("dicegame", 1), {"type": "score", "category": "chance"}, "column"),
    ],
)
def test_act_with_an_illegal_action_prints_error_and_exits_2(
    state: engine.State, action: dict[str, Any], expected: str
) -> None:
    proc = run_cli("act", stdin=json.dumps({"state": engine.to_json(state), "action": action}))
    line = assert_one_line_failure(proc)
    assert proc.stderr == b""
    data = json.loads(line)
    assert list(data) == ["error"]
    assert expected in data["error"]


@pytest.mark.parametrize(
    "action",
    [
        {"type": "toggleHold", "dieIndex": 7},
        *(pytest.param(action, marks=pytest.mark.slow) for action in [
            {"type": "toggleHold"},
            {"type": "jump"},
            {"type": "score", "category": "ones", "column": 0},  # no columns in Dice Dash
            {"type": "score", "category": "twos"},  # not a Dice Dash category
            "roll",
            [{"type": "roll"}],
            None,
        ]),
    ],
)
def test_act_with_a_malformed_action_prints_error_and_exits_2(action: object) -> None:
    request = {"state": engine.to_json(engine.new_game("dice-dash", 1)), "action": action}
    line = assert_one_line_failure(run_cli("act", stdin=json.dumps(request)))
    assert "Malformed" in json.loads(line)["error"]


def test_act_with_a_tampered_state_prints_error() -> None:
    data = engine.to_json(engine.new_game("match", 5))
    data["dice"] = [6, 6, 6, 6, 6] if data["dice"] != [6, 6, 6, 6, 6] else [1, 1, 1, 1, 1]
    line = assert_one_line_failure(run_cli("act", stdin=json.dumps({"state": data, "action": {"type": "roll"}})))
    assert "dice" in json.loads(line)["error"]


@pytest.mark.parametrize(
    "state",
    [
        engine.new_game("dice-dash", 4),
        engine.apply(engine.apply(engine.new_game("dicegame", 4), Roll()), Roll()),
        engine.apply(engine.apply(engine.apply(engine.new_game("match", 4, ["A", "B"]), ToggleHold(0)),
                                  Score("ones")), ToggleHold(2)),
    ],
)
def test_legal_prints_exactly_legal_actions(state: engine.State) -> None:
    data = ok_json(run_cli("legal", stdin=json.dumps({"state": engine.to_json(state)})))
    assert data == [a.to_json() for a in engine.legal_actions(state)]


def test_legal_on_a_finished_game_is_empty() -> None:
    state = finished_state("dice-dash", None, 3)
    assert ok_json(run_cli("legal", stdin=json.dumps({"state": engine.to_json(state)}))) == []


def test_replay_of_a_finished_game_prints_the_outcome(tmp_path: Path) -> None:
    state = finished_state("dicegame", ["Ann", "Bo"], 21)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(engine.to_json(state)), encoding="utf-8")
    data = ok_json(run_cli("replay", str(path)))
    assert data["totals"] == list(state.totals)
    best = max(state.totals)
    assert data["places"] == [1 + sum(t > mine for t in state.totals) for mine in state.totals]
    assert data["winners"] == [name for name, t in zip(state.players, state.totals, strict=True) if t == best]
    assert [b["player"] for b in data["breakdown"]] == ["Ann", "Bo"]
    assert [b["total"] for b in data["breakdown"]] == list(state.totals)
    assert data == engine.outcome(state).to_json()


def test_replay_with_shared_first_place(tmp_path: Path) -> None:
    """Find a seed where two players scoring the first open category end level: both win."""

    def first_open_game(seed: int) -> engine.State:
        state = engine.new_game("match", seed, ["A", "B"])
        while state.phase != "finished":
            state = engine.apply(state, next(a for a in engine.legal_actions(state) if isinstance(a, Score)))
        return state

    state = next(s for s in map(first_open_game, range(2000)) if s.totals[0] == s.totals[1])
    path = tmp_path / "tie.json"
    path.write_text(json.dumps(engine.to_json(state)), encoding="utf-8")
    data = ok_json(run_cli("replay", str(path)))
    assert data["totals"] == list(state.totals)
    assert data["places"] == [1, 1]
    assert data["winners"] == ["A", "B"]


def test_replay_of_an_unfinished_game_says_so(tmp_path: Path) -> None:
    path = tmp_path / "half.json"
    path.write_text(json.dumps(engine.to_json(engine.new_game("match", 2))), encoding="utf-8")
    assert "in progress" in assert_one_line_failure(run_cli("replay", str(path)))


def test_replay_of_a_tampered_file_is_refused(tmp_path: Path) -> None:
    data = engine.to_json(finished_state("dice-dash", None, 6))
    data["totals"][0] += 10
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert "totals" in assert_one_line_failure(run_cli("replay", str(path)))


# --------------------------------------------------------------------------------------------
# every failure: one line, exit 2, no traceback


@pytest.mark.parametrize(
    "seed", ["abc", *(pytest.param(s, marks=pytest.mark.slow)
              for s in ["-1", "9223372036854775808", "", "1.5", "1" * 5000])]
)
def test_new_with_a_bad_seed(seed: str) -> None:
    line = assert_one_line_failure(run_cli("new", "--game", "match", f"--seed={seed}"))
    assert "seed" in line.lower()


def test_new_with_seed_as_separate_negative_argument() -> None:
    assert "negative" in assert_one_line_failure(run_cli("new", "--game", "dice-dash", "--seed", "-1"))


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["new", "--game", "yahtzee", "--seed", "1"], "yahtzee"),
        *(pytest.param(*case, marks=pytest.mark.slow) for case in [
            (["new", "--game", "dice-dash", "--seed", "1", "--players", "A,B"], "player"),
            (["new", "--game", "match", "--seed", "1", "--players", "A,A"], "same name"),
            (["new", "--game", "match", "--seed", "1", "--players", "A,,B"], "empty"),
            (["new", "--seed", "1"], "--game"),
            ([], "command"),
            (["fly"], "fly"),
        ]),
    ],
)
def test_bad_command_lines(args: list[str], expected: str) -> None:
    assert expected in assert_one_line_failure(run_cli(*args))


@pytest.mark.parametrize("command", ["act", pytest.param("legal", marks=pytest.mark.slow)])
@pytest.mark.parametrize(
    "stdin",
    ["", *(pytest.param(s, marks=pytest.mark.slow) for s in [
        "{", "not json", "[1, 2]", '{"action": {"type": "roll"}}', '{"state": 5, "action": {"type": "roll"}}',
        '{"state": {"game": "dice-dash"}, "action": {"type": "roll"}}', "[" * 100_000, b"\xff\xfe{"])],
    ids=["empty", "brace", "text", "array", "no-state", "state-number", "state-partial", "deep", "not-utf8"],
)
def test_malformed_stdin(command: str, stdin: str | bytes) -> None:
    proc = run_cli(command, stdin=stdin, env={"PYTHONIOENCODING": "utf-8"})  # strict decoding, as on a UTF-8 desktop
    line = assert_one_line_failure(proc)
    if command == "act":
        assert "error" in json.loads(line)
    else:
        assert line.startswith("error: ")


def test_replay_of_a_missing_file() -> None:
    line = assert_one_line_failure(run_cli("replay", str(ROOT / "no-such-dir" / "game.json")))
    assert "no-such-dir" in line and "No such file" in line


@pytest.mark.parametrize(
    "content", [b"", b"{not json", b"\xff\xfe\x00", b"[]", b'{"game": "dice-dash", "seed": 1}'],
    ids=["empty", "not-json", "not-utf8", "array", "partial"],
)
def test_replay_of_a_bad_file(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    assert_one_line_failure(run_cli("replay", str(path)))


def test_replay_of_a_directory(tmp_path: Path) -> None:
    assert_one_line_failure(run_cli("replay", str(tmp_path)))


# --------------------------------------------------------------------------------------------
# exact JSON types, bounded input, one line whatever the input holds: what a script can rely on


@pytest.mark.parametrize("command", ["act", pytest.param("legal", marks=pytest.mark.slow)])
@pytest.mark.parametrize(
    ("game", "action"),
    [("dicegame", {"type": "score", "category": "chance", "column": 1.0}),
     pytest.param("dicegame", {"type": "toggleHold", "dieIndex": True}, marks=pytest.mark.slow),
     pytest.param("match", {"type": "toggleHold", "dieIndex": 2.0}, marks=pytest.mark.slow)],
)
def test_json_numbers_of_the_wrong_type_are_refused(command: str, game: str, action: dict[str, Any]) -> None:
    """jsonschema counts 1.0 as an integer; it used to reach the rules and crash with a traceback."""
    state = engine.to_json(engine.new_game(game, 4))
    if command == "act":
        line = assert_one_line_failure(run_cli("act", stdin=json.dumps({"state": state, "action": action})))
        assert "must be a whole number" in json.loads(line)["error"]
    else:
        state["log"].append(action)
        line = assert_one_line_failure(run_cli("legal", stdin=json.dumps({"state": state})))
        assert "Step 1 of the log" in line and "must be a whole number" in line


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_replay_of_an_endless_file_stops_at_the_limit() -> None:
    line = assert_one_line_failure(run_cli("replay", "/dev/zero"))
    assert "larger than 16 MiB" in line


def test_stdin_over_the_limit_is_refused_without_parsing() -> None:
    from engine.limits import MAX_INPUT_BYTES

    line = assert_one_line_failure(run_cli("legal", stdin=b" " * (MAX_INPUT_BYTES + 1)))
    assert "stdin is larger than 16 MiB" in line


def test_the_limits_are_in_the_help() -> None:
    proc = run_cli("--help")
    assert proc.returncode == 0
    text = " ".join(proc.stdout.decode().split())
    assert "read up to 16 MiB" in text and "at most 100,000 actions" in text and "at most 16 levels" in text


def test_a_byte_order_mark_is_accepted() -> None:
    state = engine.to_json(engine.new_game("match", 8))
    data = ok_json(run_cli("legal", stdin=b"\xef\xbb\xbf" + json.dumps({"state": state}).encode()))
    assert data == [a.to_json() for a in engine.legal_actions(engine.new_game("match", 8))]


@pytest.mark.parametrize(
    "name", ["A\nB", *(pytest.param(n, marks=pytest.mark.slow)
              for n in ["A\rB", "A\u2028B", "\x1b[2J" + "x" * 30, "A\x85B"])]
)
def test_errors_quoting_the_input_stay_one_line(name: str) -> None:
    line = assert_one_line_failure(run_cli("new", "--game", "match", "--seed", "1", "--players", f"{name},B"))
    assert "\x1b" not in line
    state = engine.to_json(engine.new_game("match", 1))
    state["players"] = [name]
    assert_one_line_failure(run_cli("legal", stdin=json.dumps({"state": state})))


def test_solve_without_numpy_is_one_line(tmp_path: Path) -> None:
    fake = tmp_path / "numpy"
    fake.mkdir()
    (fake / "__init__.py").write_text("raise ImportError('numpy is not installed (test stand-in)')\n")
    proc = run_cli("solve", "--game", "match", env={"PYTHONPATH": f"{tmp_path}{os.pathsep}{ROOT}"})
    line = assert_one_line_failure(proc)
    assert "solve needs numpy" in line


def test_an_unexpected_error_is_still_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bug in a command still gives bots one line and exit code 2, never a traceback."""
    from engine import cli

    def broken(args: object) -> None:
        raise KeyError("boom")

    parser = cli.build_parser()
    monkeypatch.setattr(cli, "build_parser", lambda: parser)
    parser._subparsers._group_actions[0].choices["legal"].set_defaults(func=broken)  # type: ignore[union-attr]
    assert cli.main(["legal"]) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.count("\n") == 1 and "internal error (KeyError" in out.err


def test_advise_without_a_shipped_table_or_numpy_says_what_to_install(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from engine import cli
    from engine.rules import Category, Chance, Ruleset, Upper
    from engine.solver import runtime

    tiny = Ruleset(id="tinycli", name="Tiny", dice_count=2, rolls_per_turn=2,
                   categories=(Category("ones", "Ones", Upper(1), "upper"), Category("chance", "Chance", Chance())))
    engine.register_ruleset(tiny)
    try:
        state = engine.new_game("tinycli", 1, ["Ana"])
        monkeypatch.setitem(sys.modules, "engine.solver.tables", None)  # "import numpy" fails, as in the frozen app
        monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps({"state": engine.to_json(state)})))
        runtime.forget_loaded()
        assert cli.main(["advise"]) == 2
    finally:
        engine.unregister_ruleset("tinycli")
        runtime.forget_loaded()
    err = capsys.readouterr().err
    assert err.startswith("error: No solved table is shipped for these Tiny rules") and "install numpy" in err
    assert err.count("\n") == 1
