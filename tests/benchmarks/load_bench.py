"""Loading long saves: ``engine.from_json`` of a 20,000-action log, per game, against baselines.

    python tests/benchmarks/load_bench.py [--actions 20000] [--repeat 5] [--strict]

Why: loading replays the log, and a quadratic replay (a jsonschema check per action and the
whole log tuple copied on every move) made a 20,000-toggle save take 8.7 s to resume and a
32,000-toggle state 22.8 s in ``python -m engine legal``. The target is under 0.5 s for 20,000
actions. Each line shows, from the same run and the same file: the plain JSON parse
of the file, the load of a 200-action save of the same game (linear loading takes about 1/100 of
the time), and the 20,000-action load; the best of ``--repeat`` runs of each. The last line
times ``python -m engine legal`` on a 32,000-action state in a fresh process, start-up included.
Triple Dice logs cannot be long (a whole game is at most 64 actions), so its line loads a whole
4-player game. ``--strict`` exits 1 when a 20,000-action load misses the target.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402  (after the path set-up, so it runs from a plain checkout)

TARGET_S = 0.5


def toggles(game: str, count: int) -> str:
    """A save's JSON text: ``count`` hold toggles in the first turn (the legal way to a long log)."""
    state = engine.new_game(game, 20240612)
    for i in range(count):
        state = engine.apply(state, engine.ToggleHold(i % 5))
    return json.dumps(engine.to_json(state))


def whole_triple_dice_game() -> str:
    import random

    rng = random.Random(7)
    state = engine.new_game("triple-dice", 7, ["Ann", "Bo", "Cy", "Di"])
    while state.phase != "finished":
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    return json.dumps(engine.to_json(state))


def best(repeat: int, work: Callable[[], object]) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--strict", action="store_true", help="exit 1 when a load misses the 0.5 s target")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="seconds, not minutes: tiny sizes, targets not enforced (CI runs every benchmark so)",
    )
    args = parser.parse_args()
    if args.quick:
        args.actions, args.repeat, args.strict = 2_000, 1, False
    print(f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} CPUs; best of {args.repeat}")
    print(
        f"{'game':<12} {'actions':>7} {'file':>9} {'json.loads':>11} {'200-action load':>16} {'from_json':>10}  target"
    )
    missed = False
    for game in ("dice-dash", "dicegame", "match", "triple-dice"):
        if game == "triple-dice":
            text, short = whole_triple_dice_game(), None
        else:
            text, short = toggles(game, args.actions), toggles(game, 200)
        count = len(json.loads(text)["log"])
        parse = best(args.repeat, lambda text=text: json.loads(text))
        load = best(args.repeat, lambda text=text: engine.from_json(json.loads(text)))
        small = "-"
        if short is not None:
            small = f"{best(args.repeat, lambda short=short: engine.from_json(json.loads(short))) * 1000:13.1f} ms"
        ok = load < TARGET_S
        missed |= not ok and count >= args.actions
        print(f"{game:<12} {count:>7} {len(text) / 1024:>6.0f} KiB {parse * 1000:>8.1f} ms {small:>16} "
              f"{load * 1000:>7.1f} ms  {'ok' if ok else 'MISSED'} (< {TARGET_S * 1000:.0f} ms)")
    long = 2_000 if args.quick else 32_000
    request = json.dumps({"state": json.loads(toggles("match", long))}).encode()
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "engine", "legal"], input=request, capture_output=True, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False)
    elapsed = time.perf_counter() - start
    status = "ok" if done.returncode == 0 else f"exit {done.returncode}: {done.stderr.decode()[:200]}"
    print(f"python -m engine legal, {long:,}-action Match! state, fresh process: {elapsed * 1000:.0f} ms ({status})")
    if done.returncode != 0:
        return 1  # a figure that could not be measured: the script is broken, whatever the target
    return 1 if args.strict and missed else 0


if __name__ == "__main__":
    sys.exit(main())
