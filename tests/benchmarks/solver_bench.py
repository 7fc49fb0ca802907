"""Figures for the solver, the advisor and the computer players.

    python tests/benchmarks/solver_bench.py [--games 100000] [--dicegame-games 2000] [--jobs 2]

Prints, for each solitaire game: the optimal expected final score, the time to solve it (numpy)
and to load the table shipped in assets/tables, the shipped file's size, the mean and SD of
simulated optimal games (with the z-score of the mean against the expectation: |z| < 4 agrees
within sampling error), and the latency of a hint as the window asks for it
(engine.solver.runtime.rank_options, pure Python); then for three-column Dicegame the mean score
of each level and head-to-head win rates. Games are the engine's seeded games (seed = game
number) played by the numpy players (engine.solver.play), which decide exactly as the window's
pure-Python ones (tests/engine/solver/test_solver_lite.py).
Uses a private temporary cache, so the solve is really computed.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.rules import Ruleset  # noqa: E402
from engine.rulesets import DICEGAME, RULESETS  # noqa: E402
from engine.solver import LEVELS, load_table, play_games, runtime, shipped, solitaire_ruleset  # noqa: E402
from engine.solver.tables import CACHE_ENV, forget_loaded  # noqa: E402

GAMES = ("dice-dash", "match", "column")


def _play_slice(args: tuple[Ruleset, int, int, tuple[str, ...]]) -> np.ndarray:
    ruleset, start, stop, levels = args
    return play_games(ruleset, range(start, stop), levels).totals


def play(ruleset: Ruleset, games: int, levels: tuple[str, ...], jobs: int, offset: int = 0) -> np.ndarray:
    """Totals (games, seats) of seeded games offset..offset+games-1, split across processes."""
    if jobs <= 1 or games < 1000:
        return play_games(ruleset, range(offset, offset + games), levels).totals
    bounds = np.linspace(offset, offset + games, jobs + 1).astype(int)
    work = [(ruleset, int(a), int(b), levels) for a, b in itertools.pairwise(bounds)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return np.concatenate(list(pool.map(_play_slice, work)))


def random_states(game: str, count: int, players: int = 1) -> list[engine.State]:
    """Positions met in play: games played by the Good player, sampled at random moments."""
    rng = random.Random(99)
    names = [f"P{i}" for i in range(players)]
    states = []
    seed = 0
    while len(states) < count:
        state = engine.new_game(game, 10_000 + seed, names)
        seed += 1
        while state.phase != "finished" and len(states) < count:
            if rng.random() < 0.3:
                states.append(state)
            state = engine.apply(state, runtime.choose_action(state, "good"))
    return states


def latency_ms(func: Callable[[engine.State], object], states: list[engine.State]) -> tuple[float, float]:
    times = []
    for state in states:
        start = time.perf_counter()
        func(state)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, int(0.99 * len(times)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100_000, help="simulated optimal games per solitaire game")
    parser.add_argument("--dicegame-games", type=int, default=2_000, help="games per Dicegame level and pairing")
    parser.add_argument("--hints", type=int, default=300, help="positions timed for the advisor")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1), help="processes for simulations")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="seconds, not minutes: a few games and hints, Dice Dash alone solved (CI runs every benchmark so)",
    )
    args = parser.parse_args()
    if args.quick:
        args.games, args.dicegame_games, args.hints, args.jobs = 20, 4, 5, 1
    began = time.perf_counter()
    os.environ[CACHE_ENV] = tempfile.mkdtemp(prefix="dicebox-solver-bench-")
    print(f"solver benchmark: {args.games} optimal games per solitaire game, {args.dicegame_games} Dicegame "
          f"games per level and pairing, {args.jobs} process(es), numpy {np.__version__}")
    print()
    header = (f"{'game':<10} {'optimal':>9} {'solve s':>7} {'load s':>7} {'states':>8} {'table':>8} "
              f"{'sim mean':>9} {'sim SD':>7} {'z':>6} {'sim s':>6} {'hint ms p50/p99':>16}")
    print(header)
    print("-" * len(header))
    for game in ("dice-dash",) if args.quick else GAMES:  # quick: the one solve that takes a blink
        ruleset = solitaire_ruleset(game)
        forget_loaded()
        cold = load_table(ruleset, use_cache=False)
        assert cold.source == "computed"
        forget_loaded()
        warm = load_table(ruleset)
        assert warm.source == "shipped", f"{game}: no current table in assets/tables (python -m engine.solver.export)"
        size = len(shipped.encode(ruleset, cold.values))
        start = time.perf_counter()
        totals = play(ruleset, args.games, ("expert",), args.jobs)[:, 0]
        sim_s = time.perf_counter() - start
        mean, sd = float(totals.mean()), float(totals.std(ddof=1))
        z = (mean - cold.expected) / (sd / np.sqrt(totals.size))
        hint = "-"
        if game != "column":
            p50, p99 = latency_ms(runtime.rank_options, random_states(game, args.hints))
            hint = f"{p50:.2f}/{p99:.2f}"
        print(f"{game:<10} {cold.expected:>9.4f} {cold.seconds:>7.2f} {warm.seconds:>7.3f} "
              f"{cold.values.shape[0]:>8} {size / 1e6:>6.2f}MB {mean:>9.4f} {sd:>7.3f} {z:>6.2f} {sim_s:>6.1f} "
              f"{hint:>16}")
    print()
    print("Dicegame (three columns x1 x2 x3; Expert = column values x multipliers + optimal turn lookahead)")
    states = random_states("dicegame", args.hints, players=2)
    p50, p99 = latency_ms(runtime.rank_options, states)
    c50, c99 = latency_ms(lambda s: runtime.choose_action(s, "expert"), states)
    print(f"  hint latency: median {p50:.2f} ms, p99 {p99:.2f} ms; expert move: median {c50:.2f} ms, p99 {c99:.2f} ms")
    n = args.dicegame_games
    for level in LEVELS:
        totals = play(DICEGAME, n, (level,), args.jobs)[:, 0]
        print(f"  {level:<9} solo mean {totals.mean():8.2f}  SD {totals.std(ddof=1):7.2f}  over {n} seeded games")
    for a, b in (("expert", "beginner"), ("expert", "good"), ("good", "beginner")):
        half = n // 2
        first = play(DICEGAME, half, (a, b), args.jobs)
        second = play(DICEGAME, n - half, (b, a), args.jobs, offset=half)
        mine = np.concatenate([first[:, 0], second[:, 1]])
        theirs = np.concatenate([first[:, 1], second[:, 0]])
        wins, ties = np.mean(mine > theirs), np.mean(mine == theirs)
        print(f"  {a} vs {b}: {a} wins {wins:.1%}, ties {ties:.1%}, loses {1 - wins - ties:.1%} "
              f"({n} two-player games, seats alternated)")
    print()
    match = RULESETS["match"]
    for level in LEVELS:
        totals = play(match, n, (level,), args.jobs)[:, 0]
        print(
            f"  Match! {level:<9} solo mean {totals.mean():8.2f}  SD {totals.std(ddof=1):7.2f}  over {n} seeded games"
        )
    print()
    print(f"total benchmark time: {time.perf_counter() - began:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
