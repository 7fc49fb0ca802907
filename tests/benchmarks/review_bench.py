"""The post-game review (``engine.review``): time to review a whole game, paired with its replay.

    python tests/benchmarks/review_bench.py [--games 5] [--runs 20] [--strict]

Why: the game-over summary shows the review as soon as a game ends, so it must take no longer than
a frame or two. Targets: a whole Dice Dash game under 100 ms, a whole Match! game under
200 ms. Each game is played to the end by the Good computer player (whose misjudged close calls
give a realistic mix of keeps and boxes, with toggles), then, run after run in the same process,
three things are timed in turn on the same game: the baseline (``engine.replay`` of its log, which
any review has to do), a first review (rankings cache emptied: every decision ranked by the
solver) and a repeated review (the cache full, as when the replay viewer opens the game the summary
just reviewed). Median and p90 over every run of every game. The tables are loaded once, before
the runs, as the window's hints have already loaded them by the end of a game; that one-time cost
is printed on its own line. Two-player Match! and solo Dicegame follow for information (no
target). ``--strict`` exits 1 when a first review's p90 misses its target.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402  (after the path set-up, so it runs from a plain checkout)
from engine.review import forget_cached, review  # noqa: E402
from engine.solver import runtime  # noqa: E402

TARGETS_MS = {"dice-dash": 100.0, "match": 200.0}
CASES = (("dice-dash", 1), ("match", 1), ("match", 2), ("dicegame", 1))


def played(game: str, players: int, seed: int) -> engine.State:
    state = engine.new_game(game, seed, [f"P{i + 1}" for i in range(players)])
    while state.phase != "finished":
        state = engine.apply(state, runtime.choose_action(state, "good"))
    return state


def timed(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return (time.perf_counter() - start) * 1000.0


def p90(values: list[float]) -> float:
    return statistics.quantiles(values, n=10, method="inclusive")[-1]


def first_use(game: str) -> float:
    """Milliseconds to load ``game``'s shipped table and build its per-ruleset tables (once per process)."""
    from engine.solver import lite

    state = engine.new_game(game, 1)
    start = time.perf_counter()
    runtime.table(state.ruleset)
    lite.tables(state.ruleset)
    return (time.perf_counter() - start) * 1000.0


def cli_ms(state: engine.State, repeat: int) -> float:
    """Median wall time of ``python -m engine review FILE`` in a fresh process, start-up included."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        import json

        path.write_text(json.dumps(engine.to_json(state)), "utf-8")
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "engine", "review", str(path)], cwd=ROOT, check=True,
                           capture_output=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
            times.append((time.perf_counter() - start) * 1000.0)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="games per line, seeds 1..N")
    parser.add_argument("--runs", type=int, default=20, help="timed runs of each game")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a first review's p90 misses its target")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="seconds, not minutes: tiny sizes, targets not enforced (CI runs every benchmark so)",
    )
    args = parser.parse_args()
    if args.quick:
        args.games, args.runs, args.strict = 1, 2, False  # two runs: a p90 needs two figures
    print(f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} CPUs; "
          f"{args.games} games x {args.runs} runs per line, Good player's games")
    for game in ("dice-dash", "match", "dicegame"):
        print(f"one-time table load, {game}: {first_use(game):.1f} ms")
    print(f"{'game':<14} {'decisions':>9} {'replay med/p90':>15} {'first review med/p90':>21} {'ratio':>6} "
          f"{'repeat med/p90':>15}  target")
    missed = False
    for game, players in CASES:
        states = [played(game, players, seed) for seed in range(1, args.games + 1)]
        base: list[float] = []
        cold: list[float] = []
        warm: list[float] = []
        for _ in range(args.runs):
            for state in states:  # paired: the three timings of one game follow each other
                base.append(timed(lambda s=state: list(engine.replay(s.game, s.seed, s.players, s.log))))
                forget_cached()
                cold.append(timed(lambda s=state: review(s)))
                warm.append(timed(lambda s=state: review(s)))
        decisions = statistics.mean(len(review(s).decisions) for s in states)
        target = TARGETS_MS.get(game) if players == 1 else None
        verdict = "-"
        if target is not None:
            ok = p90(cold) < target
            missed = missed or not ok
            verdict = f"< {target:.0f} ms {'met' if ok else 'MISSED'}"
        label = f"{game} {players}p"
        print(
            f"{label:<14} {decisions:>9.0f} {statistics.median(base):>7.2f}/{p90(base):<7.2f} "
            f"{statistics.median(cold):>10.2f}/{p90(cold):<10.2f} "
            f"{statistics.median(cold) / statistics.median(base):>6.1f} "
            f"{statistics.median(warm):>7.2f}/{p90(warm):<7.2f}  {verdict}"
        )
    match = played("match", 1, 1)
    print("python -m engine review (a Match! game, fresh process, start-up included): "
          f"{cli_ms(match, 1 if args.quick else 3):.0f} ms median")
    return 1 if args.strict and missed else 0


if __name__ == "__main__":
    sys.exit(main())
