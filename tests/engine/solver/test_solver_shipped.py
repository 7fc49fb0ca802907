"""The solved tables shipped in assets/tables: current, intact, and read without numpy."""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

import engine
from engine.rules import Category, Chance, Ruleset, Upper
from engine.rulesets import RULESETS
from engine.scorecard import apply
from engine.scorecard import new_game as scorecard_new_game
from engine.solver import LEVELS, SOLITAIRE_GAMES, lite, load_table, runtime, shipped, solitaire_ruleset
from engine.solver.export import TOLERANCE, table_difference
from engine.solver.games import SPREAD_GAMES
from engine.solver.option import Option

ROOT = Path(__file__).resolve().parents[3]

TINY = Ruleset(
    id="tiny",
    name="Tiny",
    categories=(Category("fours", "Fours", Upper(4), "upper"), Category("chance", "Chance", Chance())),
    dice_count=2,
    rolls_per_turn=2,
)


@pytest.mark.parametrize(
    "game", [g if g == "dice-dash" else pytest.param(g, marks=pytest.mark.slow) for g in SOLITAIRE_GAMES]
)
def test_every_shipped_table_matches_a_fresh_solve(game: str) -> None:
    # Within export.TOLERANCE, not bit for bit: the solve's matrix products run in numpy/BLAS,
    # whose summation order differs between numpy releases and CPUs (1.7e-13 seen with numpy
    # 2.4.6), while any real change of the rules or the solver moves values by far more.
    ruleset = solitaire_ruleset(game)
    values = shipped.read(ruleset)
    assert values is not None, f"no shipped table for {game}; run: python -m engine.solver.export"
    fresh = load_table(ruleset, use_cache=False).values
    assert table_difference(values, fresh) is None, "run: python -m engine.solver.export"


@pytest.mark.slow
def test_the_export_check_finds_every_shipped_table_and_spread_up_to_date() -> None:
    # What a developer runs after changing a ruleset or the solver: it solves every game afresh,
    # computes the spreads, and compares both with assets/tables (the spreads within their rounding).
    proc = subprocess.run([sys.executable, "-m", "engine.solver.export", "--check"], capture_output=True, text=True,
                          cwd=ROOT, timeout=600, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    for game in SPREAD_GAMES:
        assert shipped.available(solitaire_ruleset(game), "spread"), game


def test_a_spread_is_never_read_as_a_table_nor_a_table_as_a_spread() -> None:
    ruleset = solitaire_ruleset("match")
    spreads = shipped.read(ruleset, "spread")
    assert spreads is not None and shipped.read(ruleset, "table") is not None
    assert shipped.decode(ruleset, shipped.encode(ruleset, spreads, "spread"), "table") is None
    assert shipped.decode(ruleset, shipped.encode(ruleset, spreads), "spread") is None
    assert shipped.decode(ruleset, shipped.encode(ruleset, spreads, "spread"), "spread") == spreads


def _ranking(options: list[Option]) -> list[set[tuple[object, ...]]]:
    """The hint's ranking as groups of options whose values tie within TOLERANCE: inside a group
    the order is a coin toss of the last bits (exactly tied keeps such as 1-1-1-5 and 1-1-1-6
    are ordered by them too), so only the groups and their order are decisions."""
    groups: list[set[tuple[object, ...]]] = []
    top = math.inf
    for option in options:
        if not groups or top - option.expected > TOLERANCE:
            groups.append(set())
            top = option.expected
        groups[-1].add((option.action, option.keep, option.held))
    return groups


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players", "games"), [("dice-dash", 1, 3), ("match", 2, 1), ("dicegame", 2, 1)])
def test_shipped_and_fresh_tables_make_the_same_decisions(game: str, players: int, games: int) -> None:
    """Close values are not enough if a decision flipped: the hint's ranking and the Expert's move
    must be the same from the shipped table as from a fresh solve, except between options whose
    values tie within TOLERANCE (either is then optimal)."""
    ruleset = RULESETS[game]
    solo = solitaire_ruleset("column" if game == "dicegame" else game)
    from_file = shipped.read(solo)
    assert from_file is not None
    fresh = load_table(solo, use_cache=False).values
    rng = random.Random(f"shipped-decisions-{game}")
    compared = 0
    for _ in range(games):
        state = scorecard_new_game(ruleset, rng.randrange(2**63), [f"P{i}" for i in range(players)])
        while state.phase != "finished":
            shipped_options, fresh_options = (
                lite.rank_options_by_table(state, from_file),
                lite.rank_options_by_table(state, fresh),
            )
            assert _ranking(shipped_options) == _ranking(fresh_options)
            for a, b in zip(shipped_options, fresh_options):
                assert math.isclose(a.expected, b.expected, rel_tol=0, abs_tol=TOLERANCE)
            moves = {lite.choose_action_by_table(state, "expert", table) for table in (from_file, fresh)}
            assert len(moves) == 1 or len(_ranking(fresh_options)[0]) > 1, moves
            state = apply(state, lite.choose_action_by_table(state, rng.choice(LEVELS), fresh))
            compared += 1
    assert compared > 150


def test_the_table_check_refuses_what_is_not_the_same_table() -> None:
    fresh = [1.0, float("nan"), 250.0]
    assert table_difference([1.0 + 1e-12, float("nan"), 250.0 - 2e-13], fresh) is None  # rounding
    assert "1e-06" in (table_difference([1.0 + 1e-6, float("nan"), 250.0], fresh) or "")
    assert table_difference([1.0, 0.0, 250.0], fresh) == "other states are unreachable"
    assert table_difference([1.0, float("nan")], fresh) == "2 values, a fresh solve has 3"


def test_encode_decode_round_trip_and_every_kind_of_damage_is_refused() -> None:
    values = [0.0, 1.5, float("nan"), -2.25, 1e300]
    blob = shipped.encode(TINY, values)
    decoded = shipped.decode(TINY, blob)
    assert decoded is not None
    assert [repr(v) for v in decoded] == [repr(v) for v in values]
    head, _, body = blob.partition(b"\n")
    header = json.loads(head)
    other_rules = replace(TINY, rolls_per_turn=3)
    damaged = {
        "truncated": blob[:-5],
        "no header line": body,
        "flipped byte": blob[:-3] + bytes([blob[-3] ^ 1]) + blob[-2:],
        "not json": b"{nope\n" + body,
        "wrong states": json.dumps({**header, "states": 4}).encode() + b"\n" + body,
        "wrong checksum": json.dumps({**header, "sha256": "0" * 64}).encode() + b"\n" + body,
        "wrong version": json.dumps({**header, "version": 0}).encode() + b"\n" + body,
    }
    for kind, bad in damaged.items():
        assert shipped.decode(TINY, bad) is None, kind
    assert shipped.decode(other_rules, blob) is None  # a table for other rules is never trusted


def test_shipped_files_are_named_for_the_current_rules_only() -> None:
    names = sorted(p.name for p in (ROOT / "assets" / "tables").glob("*.table"))
    assert names == sorted(shipped.file_name(solitaire_ruleset(g)) for g in SOLITAIRE_GAMES)


def test_runtime_computes_a_table_that_is_not_shipped() -> None:
    runtime.forget_loaded()
    assert not shipped.available(TINY)
    values = runtime.table(TINY)
    assert list(values) == list(load_table(TINY).values)


WITHOUT_NUMPY = """
import json, sys
sys.modules["numpy"] = None  # any "import numpy" now raises ImportError, as in the frozen app
import engine
from engine.errors import TableMissing
from engine.solver import runtime
state = engine.new_game("match", 5, ["Ann", "Ben"])
best = runtime.rank_options(state)[0]
move = runtime.choose_action(engine.new_game("dicegame", 9, ["Ann", "Ben"]), "expert")
from engine.rules import Category, Chance, Ruleset
tiny = Ruleset(id="tiny", name="Tiny", categories=(Category("chance", "Chance", Chance()),), dice_count=2,
               rolls_per_turn=2)
try:
    runtime.table(tiny)
    missing = None
except TableMissing as exc:
    missing = f"{exc.code}: {exc}"
print(json.dumps({"best": best.to_json(), "move": move.to_json(), "missing": missing,
                  "solver_modules": sorted(m for m in sys.modules if m.startswith("engine.solver."))}))
"""


def test_hints_and_moves_work_without_numpy_and_say_so_when_a_table_is_missing() -> None:
    proc = subprocess.run([sys.executable, "-c", WITHOUT_NUMPY], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    state = engine.new_game("match", 5, ["Ann", "Ben"])
    numpy_best = engine.solver.rank_options(state)[0].to_json()
    assert out["best"].pop("win") == pytest.approx(numpy_best.pop("win"), abs=1e-12)
    assert out["best"] == numpy_best
    assert (
        out["move"] == engine.solver.choose_action(engine.new_game("dicegame", 9, ["Ann", "Ben"]), "expert").to_json()
    )
    assert out["missing"].startswith("table-missing: No solved table is shipped for these Tiny rules")
    assert "install numpy" in out["missing"]
    assert "engine.solver.model" not in out["solver_modules"]


def test_the_table_export_without_numpy_says_what_to_install() -> None:
    # The app's own install (pip install .) has no numpy; the developer's command says so in one line.
    code = (
        "import sys, runpy; sys.modules['numpy'] = None; runpy.run_module('engine.solver.export', run_name='__main__')"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr
    assert "python -m engine.solver.export needs numpy" in proc.stderr and "'.[solver]'" in proc.stderr
