"""The table cache: keyed by the rules, written atomically, and a damaged file is recomputed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

import engine
from engine.rules import Category, Chance, FirstRollBonus, Ruleset, Upper
from engine.solver import cache_path, load_table
from engine.solver.tables import CACHE_ENV, forget_loaded

ROOT = Path(__file__).resolve().parents[3]

TINY = Ruleset(
    id="tiny",
    name="Tiny",
    categories=(Category("fours", "Fours", Upper(4), "upper"), Category("chance", "Chance", Chance())),
    bonuses=(FirstRollBonus("f", "F", 1),),
    dice_count=2,
    rolls_per_turn=2,
)



def test_table_is_cached_and_reloaded(tmp_path: Path) -> None:
    forget_loaded()
    seen: list[float] = []
    first = load_table(TINY, seen.append, cache_dir=tmp_path)
    assert first.source == "computed"
    assert seen[-1] == 1.0 and seen == sorted(seen)
    assert [p.name for p in tmp_path.iterdir()] == [cache_path(TINY, tmp_path).name]  # no temp file left
    assert load_table(TINY, cache_dir=tmp_path).source == "memory"
    forget_loaded()
    again = load_table(TINY, cache_dir=tmp_path)
    assert again.source == "cache"
    np.testing.assert_array_equal(again.values, first.values)


@pytest.mark.parametrize("damage", ["garbage", "truncate", "edit"])
def test_damaged_cache_file_is_recomputed(tmp_path: Path, damage: str) -> None:
    forget_loaded()
    good = load_table(TINY, cache_dir=tmp_path)
    path = cache_path(TINY, tmp_path)
    if damage == "garbage":
        path.write_bytes(b"not a table")
    elif damage == "truncate":
        path.write_bytes(path.read_bytes()[:200])
    else:  # a valid file whose numbers were changed: the checksum no longer matches
        with np.load(path) as data:
            meta = str(data["meta"])
            values = np.array(data["values"])
        values[np.isfinite(values)] += 1.0
        with open(path, "wb") as fh:
            np.savez(fh, values=values, meta=np.array(meta))
    forget_loaded()
    fixed = load_table(TINY, cache_dir=tmp_path)
    assert fixed.source == "computed"
    np.testing.assert_array_equal(fixed.values, good.values)
    forget_loaded()
    assert load_table(TINY, cache_dir=tmp_path).source == "cache"


def test_game_ids_name_the_tables_they_need() -> None:
    from engine.solver import is_ready, solitaire_ruleset

    assert solitaire_ruleset("dicegame") == solitaire_ruleset("column")
    assert solitaire_ruleset("column").multipliers == (1,)
    with pytest.raises(engine.BadSetup, match="Unknown solver game 'triple-dice'") as info:
        solitaire_ruleset("triple-dice")
    assert info.value.code == "solver-game-unknown" and "column" in info.value.params["games"]
    load_table("dice-dash")
    assert is_ready("dice-dash")


def test_a_rules_change_gets_its_own_table(tmp_path: Path) -> None:
    richer = replace(TINY, bonuses=(FirstRollBonus("f", "F", 2),))
    assert cache_path(richer, tmp_path) != cache_path(TINY, tmp_path)
    assert load_table(richer, cache_dir=tmp_path).expected > load_table(TINY, cache_dir=tmp_path).expected


def _cli(args: list[str], stdin: str, cache: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, CACHE_ENV: str(cache), "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "engine", *args], input=stdin, capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=120)


@pytest.mark.slow
def test_cli_solve_and_advise(tmp_path: Path) -> None:
    done = _cli(["solve", "--game", "dice-dash"], "", tmp_path)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["expected"] == pytest.approx(130.756903051, abs=1e-8)
    assert report["seconds"] >= 0 and report["source"] == "shipped"  # assets/tables, before any solve
    state = engine.to_json(engine.new_game("dice-dash", 7))
    done = _cli(["advise"], json.dumps({"state": state}), tmp_path)
    assert done.returncode == 0, done.stderr
    options = json.loads(done.stdout)
    assert [o["expected"] for o in options] == sorted((o["expected"] for o in options), reverse=True)
    for option in options:
        assert option["action"]["type"] in ("roll", "score")
        assert ("keep" in option) == (option["action"]["type"] == "roll")
    # Every option's action is accepted by `act` (holds set first for a roll).
    best = options[0]
    assert best["action"] in [a.to_json() for a in engine.legal_actions(engine.from_json(state))]


@pytest.mark.parametrize(
    ("args", "stdin"),
    [(["solve", "--game", "yahtzee"], ""), (["advise"], "{"), (["advise"], '{"state": {"game": "match"}}')],
)
def test_cli_errors_are_one_line_and_exit_2(tmp_path: Path, args: list[str], stdin: str) -> None:
    done = _cli(args, stdin, tmp_path)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith("error: ") and done.stderr.count("\n") == 1


def _forge(path: Path, ruleset: Ruleset, states: int, value: float) -> None:
    """A cache file that passes every integrity check but holds made-up values."""
    from engine.solver.tables import _checksum

    values = np.full(states, value)
    meta = {"version": engine.solver.SOLVER_VERSION, "rules": ruleset.rules_hash(), "states": states,
            "sha256": _checksum(values), "ruleset": ruleset.id}
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as fh:
        np.savez(fh, values=values, meta=np.array(json.dumps(meta)))


@pytest.mark.slow
@pytest.mark.parametrize("game", ["dice-dash", "match", "column"])
def test_a_forged_cache_never_overrides_a_shipped_table(tmp_path: Path, game: str) -> None:
    from engine.solver import solitaire_ruleset
    from engine.solver.runtime import forget_loaded as forget_runtime
    from engine.solver.runtime import table

    ruleset = solitaire_ruleset(game)
    forget_loaded()
    shipped = load_table(game, cache_dir=tmp_path / "clean")
    forget_loaded()
    assert shipped.source == "shipped"
    _forge(cache_path(ruleset, tmp_path), ruleset, shipped.values.shape[0], 1000.0)
    forget_loaded()
    again = load_table(game, cache_dir=tmp_path)
    assert again.source == "shipped"
    np.testing.assert_array_equal(again.values, shipped.values)
    forget_loaded()
    # The CLI and the window's runtime read the default cache folder: forge it there too.
    _forge(cache_path(ruleset), ruleset, shipped.values.shape[0], 1000.0)
    try:
        done = _cli(["solve", "--game", game], "", cache_path(ruleset).parent)
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["expected"] == pytest.approx(shipped.expected, abs=1e-9)
        forget_runtime()
        assert max(table(ruleset)) < 1000.0
        if game != "column":
            state = engine.to_json(engine.new_game(game, 7))
            done = _cli(["advise"], json.dumps({"state": state}), cache_path(ruleset).parent)
            assert done.returncode == 0, done.stderr
            assert max(o["expected"] for o in json.loads(done.stdout)) < shipped.expected + 60
    finally:
        cache_path(ruleset).unlink()
        forget_loaded()
        forget_runtime()


def test_a_cache_entry_still_serves_rules_that_are_not_shipped(tmp_path: Path) -> None:
    forget_loaded()
    solved = load_table(TINY, cache_dir=tmp_path)
    assert solved.source == "computed"
    forget_loaded()
    assert load_table(TINY, cache_dir=tmp_path).source == "cache"
