"""Does the Expert that plays to win beat the one that plays for points? Seeded duels say.

    python tests/benchmarks/duel_bench.py [--pairs 20000] [--tables 3000] [--games match ...] [--quick]

``--pairs 0`` plays the tables alone, ``--tables 0`` the duels alone.

Two players: every seed is played twice with the seats swapped, so identical decisions meet
identical dice (the engine's dice depend on the seed and the roll counter only). The new Expert
(``expert``) meets today's (``points``, the Expert as it plays alone); the control seats today's
against itself the same way, where every pair must split one game each. Printed per game: games,
the new Expert's wins, losses and ties, its share of the decisive games and its score share
((wins + ties / 2) / games), each with a 95% interval taken over seed pairs (the unit that is
independent), both players' mean final totals, and how many of the new Expert's decisions per
game differ from what today's Expert would have done in the same spot.

Three and four players: one new Expert among today's, seated in turn at every seat of each seed;
its share of wins (a tie for first shared) against the fair share, with a 95% interval over seeds.

Games are played by the numpy players (``engine.solver.play``), which decide as the window's
pure-Python ones do (``tests/engine/solver/test_win.py``).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np
import numpy.typing as npt

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.rulesets import RULESETS  # noqa: E402
from engine.solver import play_games  # noqa: E402
from engine.solver.layout import POINTS  # noqa: E402

GAMES = ("dicegame", "match", "classic", "nordic")
Z95 = 1.959963984540054
Array = npt.NDArray[np.float64]


def interval(per_unit: Array) -> tuple[float, float, float]:
    """Mean and 95% interval of a mean over independent units."""
    mean = float(per_unit.mean())
    half = Z95 * float(per_unit.std(ddof=1)) / np.sqrt(per_unit.size) if per_unit.size > 1 else 0.0
    return mean, mean - half, mean + half


def ratio_interval(num: Array, den: Array) -> tuple[float, float, float]:
    """A ratio of sums over independent units, with its 95% interval (the delta method)."""
    ratio = float(num.sum() / den.sum())
    resid = num - ratio * den
    half = Z95 * float(np.sqrt(resid.var(ddof=1) * resid.size)) / float(den.sum()) if resid.size > 1 else 0.0
    return ratio, ratio - half, ratio + half


def pct(figures: tuple[float, float, float]) -> str:
    mean, low, high = figures
    return f"{100 * mean:6.2f}% [{100 * low:6.2f}, {100 * high:6.2f}]"


def duel(game: str, seeds: npt.NDArray[np.int64], first: str, second: str) -> str:
    """One row: ``first`` against ``second``, each seed played with the seats both ways."""
    rs = RULESETS[game]
    started = time.perf_counter()
    a = play_games(rs, seeds, [first, second], compare=True)
    b = play_games(rs, seeds, [second, first], compare=True)
    mine = np.stack([a.totals[:, 0], b.totals[:, 1]], axis=1)
    theirs = np.stack([a.totals[:, 1], b.totals[:, 0]], axis=1)
    wins = (mine > theirs).sum(axis=1).astype(np.float64)
    losses = (mine < theirs).sum(axis=1).astype(np.float64)
    ties = (mine == theirs).sum(axis=1).astype(np.float64)
    assert a.decisions is not None and a.differing is not None and b.decisions is not None and b.differing is not None
    decisions = a.decisions[:, 0].sum() + b.decisions[:, 1].sum()
    differing = a.differing[:, 0].sum() + b.differing[:, 1].sum()
    games = 2 * seeds.size
    return (f"{game:9} {first:>6} v {second:<6} {games:7,} {int(wins.sum()):7,} {int(losses.sum()):7,} "
            f"{int(ties.sum()):5,}  {pct(ratio_interval(wins, wins + losses))}  "
            f"{pct(interval((wins + ties / 2) / 2))}  {mine.mean():8.2f} {theirs.mean():8.2f}  "
            f"{differing / games:5.1f} of {decisions / games:5.1f}  {time.perf_counter() - started:5.0f} s")


def table(game: str, seeds: npt.NDArray[np.int64], players: int) -> str:
    """One new Expert among ``players - 1`` of today's, seated in turn at every seat."""
    rs = RULESETS[game]
    started = time.perf_counter()
    share = np.zeros(seeds.size)
    theirs = np.zeros(seeds.size)
    mean_new = mean_old = 0.0
    for seat in range(players):
        levels = [POINTS] * players
        levels[seat] = "expert"
        totals = play_games(rs, seeds, levels).totals
        top = totals.max(axis=1, keepdims=True)
        firsts = totals == top
        split = firsts / firsts.sum(axis=1, keepdims=True)
        share += split[:, seat]
        theirs += (split.sum(axis=1) - split[:, seat]) / (players - 1)
        mean_new += float(totals[:, seat].mean()) / players
        mean_old += float((totals.sum(axis=1) - totals[:, seat]).mean()) / (players - 1) / players
    fair = 1 / players
    won = pct(interval(share / players))
    return (f"{game:9} {players} players {players * seeds.size:7,} games  new Expert wins {won}"
            f" (fair {100 * fair:.2f}%), each of today's {100 * float(theirs.mean() / players):6.2f}%;  mean totals "
            f"{mean_new:8.2f} v {mean_old:8.2f}  {time.perf_counter() - started:5.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=20000,
                        help="seed pairs per two-player game (default 20000; 0: no duels)")
    parser.add_argument("--tables", type=int, default=3000,
                        help="seeds per 3- and 4-player table (default 3000; 0: no tables)")
    parser.add_argument("--games", nargs="+", choices=GAMES, default=list(GAMES))
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="tiny sizes: checks the script runs")
    args = parser.parse_args()
    pairs, tables = (40, 10) if args.quick else (args.pairs, args.tables)
    seeds = np.arange(args.first_seed, args.first_seed + pairs, dtype=np.int64)
    if pairs:
        print(f"Two players, {pairs:,} seeds each played with the seats swapped; 95% intervals over seed pairs.")
        print(f"{'game':9} {'who':>16} {'games':>7} {'wins':>7} {'losses':>7} {'ties':>5}  "
              f"{'wins of decisive games':>28}  {'(wins + ties/2) of games':>28}  {'means: new':>8} {'other':>8}  "
              f"{'decisions differing/game':>14}")
        for game in args.games:
            print(duel(game, seeds, "expert", POINTS), flush=True)
            print(duel(game, seeds, POINTS, POINTS) + "   <- control", flush=True)
    if not tables:
        return
    table_seeds = np.arange(args.first_seed, args.first_seed + tables, dtype=np.int64)
    print(f"\nOne new Expert among today's, {tables:,} seeds, the new one seated in turn at every seat:")
    for game in args.games:
        for players in (3, 4):
            print(table(game, table_seeds, players), flush=True)


if __name__ == "__main__":
    main()
