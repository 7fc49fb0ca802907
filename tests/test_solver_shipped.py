"""The solved tables shipped in assets/tables: current, intact, and read without numpy."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

import engine
from engine.rules import Category, Chance, Ruleset, Upper
from engine.solver import SOLITAIRE_GAMES, load_table, runtime, shipped, solitaire_ruleset

ROOT = Path(__file__).resolve().parent.parent

TINY = Ruleset(
    id="tiny",
    name="Tiny",
    categories=(Category("fours", "Fours", Upper(4), "upper"), Category("chance", "Chance", Chance())),
    dice_count=2,
    rolls_per_turn=2,
)


@pytest.mark.parametrize("game", SOLITAIRE_GAMES)
def test_every_shipped_table_matches_a_fresh_solve(game: str) -> None:
    ruleset = solitaire_ruleset(game)
    values = shipped.read(ruleset)
    assert values is not None, f"no shipped table for {game}; run: python -m engine.solver.export"
    fresh = load_table(ruleset, use_cache=False).values
    np.testing.assert_array_equal(np.frombuffer(values), fresh)  # NaN (unreachable) included


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
from engine.solver import runtime
state = engine.new_game("match", 5, ["Ann", "Ben"])
best = runtime.advise(state)[0]
move = runtime.choose_action(engine.new_game("dicegame", 9, ["Ann", "Ben"]), "expert")
from engine.rules import Category, Chance, Ruleset
tiny = Ruleset(id="tiny", name="Tiny", categories=(Category("chance", "Chance", Chance()),), dice_count=2,
               rolls_per_turn=2)
try:
    runtime.table(tiny)
    missing = None
except RuntimeError as exc:
    missing = str(exc)
print(json.dumps({"best": best.to_json(), "move": move.to_json(), "missing": missing,
                  "solver_modules": sorted(m for m in sys.modules if m.startswith("engine.solver."))}))
"""


def test_hints_and_moves_work_without_numpy_and_say_so_when_a_table_is_missing() -> None:
    proc = subprocess.run([sys.executable, "-c", WITHOUT_NUMPY], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    state = engine.new_game("match", 5, ["Ann", "Ben"])
    assert out["best"] == engine.solver.advise(state)[0].to_json()
    assert out["move"] == engine.solver.choose_action(engine.new_game("dicegame", 9, ["Ann", "Ben"]), "expert").to_json()
    assert "No solved table is shipped for these Tiny rules" in out["missing"]
    assert "install numpy" in out["missing"]
    assert "engine.solver.model" not in out["solver_modules"]
