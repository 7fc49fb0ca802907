"""Engine speed: random-playout games per second and microseconds per ``apply()``, per game.

    python tests/benchmarks/engine_bench.py [--seconds 2] [--strict]

Why these two figures: bots, the solver's checks and the property tests all play whole random
games, so games/s is what they feel; ``apply()`` alone is the hot path they share. A playout picks
uniformly among ``legal_actions`` (so it includes the listing and the choice); the apply figure
replays the very same recorded actions timing nothing but ``apply``. Single process, one core.
Target: >= 500 Dice Dash random games/s, so a property test or a solver check that plays
thousands of games takes seconds. ``--strict`` exits 1 when it is missed.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import engine  # after the path set-up, so it runs from a plain checkout

TARGET_DICE_DASH_GAMES_PER_S = 500.0

CONFIGS: list[tuple[str, int]] = [
    ("dice-dash", 1),
    ("dicegame", 1),
    ("dicegame", 2),
    ("dicegame", 4),
    ("match", 1),
    ("match", 4),
]


@dataclass(frozen=True)
class Result:
    game: str
    players: int
    games: int
    games_per_s: float
    actions_per_game: float
    us_per_apply: float
    us_per_legal: float


def playout(game: str, players: list[str], seed: int, rng: random.Random) -> list[engine.Action]:
    state = engine.new_game(game, seed, players)
    actions: list[engine.Action] = []
    while state.phase != "finished":
        action = rng.choice(engine.legal_actions(state))
        state = engine.apply(state, action)
        actions.append(action)
    return actions


def bench(game: str, count: int, seconds: float) -> Result:
    players = [f"P{i}" for i in range(1, count + 1)]
    rng = random.Random(f"{game}/{count}")
    games: list[tuple[int, list[engine.Action]]] = []
    start = time.perf_counter()
    while True:
        seed = rng.randrange(2**63)
        games.append((seed, playout(game, players, seed, rng)))
        elapsed = time.perf_counter() - start
        if elapsed >= seconds and len(games) >= 20:
            break
    games_per_s = len(games) / elapsed
    total_actions = sum(len(actions) for _seed, actions in games)

    # apply() alone, on the same games: states are rebuilt, then only the apply calls are timed
    apply_time = 0.0
    legal_time = 0.0
    apply_ = engine.apply
    legal = engine.legal_actions
    clock = time.perf_counter
    for seed, actions in games:
        state = engine.new_game(game, seed, players)
        t0 = clock()
        for action in actions:
            state = apply_(state, action)
        apply_time += clock() - t0
        state = engine.new_game(game, seed, players)
        states = []
        for action in actions:
            states.append(state)
            state = apply_(state, action)
        t0 = clock()
        for s in states:
            legal(s)
        legal_time += clock() - t0
    return Result(
        game, count, len(games), games_per_s, total_actions / len(games),
        apply_time / total_actions * 1e6, legal_time / total_actions * 1e6,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="playout time per game and player count")
    parser.add_argument("--strict", action="store_true", help="exit 1 if Dice Dash is below the target")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="seconds, not minutes: tiny sizes, targets not enforced (CI runs every benchmark so)",
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.seconds, args.strict = 0.05, False

    print(f"Python {platform.python_version()} on {platform.machine()} ({platform.system()}), one process")
    header = (
        f"{'game':<10} {'players':>7} {'games':>7} {'games/s':>9} {'actions/game':>13} {'us/apply':>9} {'us/legal':>9}"
    )
    print(header)
    print("-" * len(header))
    results = []
    for game, count in CONFIGS:
        r = bench(game, count, args.seconds)
        results.append(r)
        print(
            f"{r.game:<10} {r.players:>7} {r.games:>7} {r.games_per_s:>9.1f} {r.actions_per_game:>13.1f} "
            f"{r.us_per_apply:>9.2f} {r.us_per_legal:>9.2f}",
            flush=True,
        )
    dash = next(r for r in results if r.game == "dice-dash")
    verdict = "met" if dash.games_per_s >= TARGET_DICE_DASH_GAMES_PER_S else "MISSED"
    print(
        f"\nDice Dash: {dash.games_per_s:.0f} random games/s (target >= {TARGET_DICE_DASH_GAMES_PER_S:.0f}): {verdict}"
    )
    return 1 if args.strict and verdict != "met" else 0


if __name__ == "__main__":
    sys.exit(main())
