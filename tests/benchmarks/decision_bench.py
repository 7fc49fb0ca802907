"""How long a computer move and a hint take in the installed app: pure Python, no numpy, one core.

    python tests/benchmarks/decision_bench.py [--games 12] [--quick]

A child process is started with numpy made unimportable (as in the installed app, which ships
none) and pinned to one core where the system allows. It plays seeded games with every seat an
Expert, one action at a time as the window asks for them, and times each call of
``engine.solver.runtime.choose_action`` (the Expert: among others it plays to win) and of
``runtime.rank_options`` (the Hint panel: every option with its chance to win). The baseline is
timed on the same states in the same run: the Expert as it plays for points
(``lite.choose_action_by_table``, no chances). Printed per game and table size: the number of
calls and the 50th, 90th, 99th percentile and the slowest, in milliseconds. The target is a p99
of 200 ms or less for a move.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import json, os, sys, time
sys.modules["numpy"] = None  # the installed app has no numpy: an import of it fails here too
if hasattr(os, "sched_setaffinity"):
    os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
import engine
from engine.solver import lite, runtime
games, configs = json.loads(sys.argv[1])
out = {}
for game, players in configs:
    times = {"move": [], "hint": [], "points": []}
    for seed in range(1, games + 1):
        state = engine.new_game(game, seed, [f"P{i}" for i in range(players)])
        values = runtime.table(state.ruleset)
        runtime.spread(state.ruleset)
        while state.phase != "finished":
            started = time.perf_counter()
            action = runtime.choose_action(state, "expert")
            times["move"].append(time.perf_counter() - started)
            started = time.perf_counter()
            runtime.rank_options(state)
            times["hint"].append(time.perf_counter() - started)
            started = time.perf_counter()
            lite.choose_action_by_table(state, "expert", values)
            times["points"].append(time.perf_counter() - started)
            state = engine.apply(state, action)
    out[f"{game} {players}"] = times
print(json.dumps({"numpy": "numpy" in sys.modules and sys.modules["numpy"] is not None, "times": out}))
"""

CONFIGS = [("dicegame", 2), ("dicegame", 4), ("match", 2), ("match", 4), ("classic", 2), ("classic", 4),
           ("nordic", 2), ("nordic", 4)]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12, help="seeded games per game and table size")
    parser.add_argument("--quick", action="store_true", help="one game of each: checks the script runs")
    args = parser.parse_args()
    games = 1 if args.quick else args.games
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-c", CHILD, json.dumps([games, CONFIGS])], cwd=ROOT, env=env,
                          capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"the child failed:\n{proc.stderr[-3000:]}")
    data = json.loads(proc.stdout)
    assert not data["numpy"], "numpy was importable in the child"
    print(f"{games} seeded games each, every seat an Expert; no numpy, one core. Milliseconds per call:")
    print(f"{'game':9} {'seats':>5} {'what':<34} {'calls':>6} {'p50':>7} {'p90':>7} {'p99':>7} {'max':>7}")
    names = {"move": "Expert's move (plays to win)", "hint": "hint (with chances to win)",
             "points": "baseline: Expert's move for points"}
    for key, times in data["times"].items():
        game, players = key.split()
        for what, values in times.items():
            ms = [1000 * v for v in values]
            print(f"{game:9} {players:>5} {names[what]:<34} {len(ms):6} {percentile(ms, 0.5):7.2f} "
                  f"{percentile(ms, 0.9):7.2f} {percentile(ms, 0.99):7.2f} {max(ms):7.2f}")


if __name__ == "__main__":
    main()
