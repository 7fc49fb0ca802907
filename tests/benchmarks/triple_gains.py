"""Measure the round-gain tables the Triple Dice Expert judges the rest of a game by, and print
them as the module ``engine/ai/triple_gains.py``:

    python tests/benchmarks/triple_gains.py [--workers 2] > engine/ai/triple_gains.py

It plays seeded games of Goods only (the Expert's tables must not depend on the Expert) and
counts, per table size:

* ``ROUND_GAINS``: how one round's gains spread. With two players, the difference of the two
  gains in points; with three or four, one player's gain in half points.
  Games from seed 10000: 400 at two seats, 200 at three, 120 at four.
* ``GAINS_GIVEN_SCORE`` (three and four players): another player's gain in half points, by the
  round score one player made (rounded to whole points). A round shares out a fixed number of
  turn points, so what one player scores says much about what is left for the others.
  Games from seed 20000: 400 at three seats, 300 at four.

The same command prints the same tables on any machine (seeded dice, seeded computer players).
It takes about five minutes on two cores.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from fractions import Fraction

from triple_dice_bench import played_out  # it puts the checkout on sys.path, for the engine

SPREAD_GAMES = {2: 400, 3: 200, 4: 120}
SPREAD_SEEDS = (10000, 7)
"""First dice seed, and the offset of each seat's computer seed (game * 16 + seat + offset)."""
GIVEN_GAMES = {3: 400, 4: 300}
GIVEN_SEEDS = (20000, 9)

Rounds = list[tuple[tuple[Fraction, ...], tuple[Fraction, ...]]]
"""Per round: every seat's round score and gain."""


def good_rounds(players: int, game: int, seeds: tuple[int, int]) -> Rounds:
    """The rounds of one game of Goods."""
    first, offset = seeds
    state = played_out(first + game, ["good"] * players, game * 16 + offset)
    return [(r.scores, r.gains) for r in state.rounds]


def _spread(job: tuple[int, int]) -> Counter[int]:
    players, game = job
    counts: Counter[int] = Counter()
    for _scores, gains in good_rounds(players, game, SPREAD_SEEDS):
        if players == 2:
            counts[int(gains[0] - gains[1])] += 1
        else:
            counts.update(round(g * 2) for g in gains)
    return counts


def _given(job: tuple[int, int]) -> Counter[tuple[int, int]]:
    players, game = job
    counts: Counter[tuple[int, int]] = Counter()
    for scores, gains in good_rounds(players, game, GIVEN_SEEDS):
        for me in range(players):
            counts.update((round(scores[me]), round(gains[o] * 2)) for o in range(players) if o != me)
    return counts


def _total(counters: Iterable[Counter]) -> Counter:
    total: Counter = Counter()
    for c in counters:
        total.update(c)
    return total


def _pairs(counts: Counter[int], indent: str) -> str:
    items = [f"({v}, {c})" for v, c in sorted(counts.items())]
    lines, line = [], indent
    for item in items:
        if len(line) + len(item) + 2 > 116:
            lines.append(line.rstrip())
            line = indent
        line += item + ", "
    lines.append(line.rstrip())
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2, help="processes to play in (default 2)")
    parser.add_argument("--quick", action="store_true",
                        help="one game for each table in one process, to show the script runs (its tables are then "
                             "far too thin to ship)")
    args = parser.parse_args()
    if args.quick:
        args.workers = 1
        for table in (SPREAD_GAMES, GIVEN_GAMES):  # one game of the smallest size each: every step runs
            smallest = min(table)
            table.clear()
            table[smallest] = 1
    with ProcessPoolExecutor(args.workers) as pool:
        spread = {n: _total(pool.map(_spread, [(n, g) for g in range(games)], chunksize=10))
                  for n, games in SPREAD_GAMES.items()}
        given = {n: _total(pool.map(_given, [(n, g) for g in range(games)], chunksize=10))
                 for n, games in GIVEN_GAMES.items()}
    out = [
        '"""Measured round gains of Triple Dice, the Expert\'s picture of how the rest of a game goes.',
        "",
        "Written by ``python tests/benchmarks/triple_gains.py > engine/ai/triple_gains.py`` (seeded",
        "games of Goods; that script says which). Do not edit by hand: measure again.",
        '"""',
        "",
        "ROUND_GAINS: dict[int, tuple[tuple[int, int], ...]] = {",
    ]
    for n, counts in spread.items():
        out.append(f"    {n}: (")
        out.append(_pairs(counts, " " * 8))
        out.append("    ),")
    out += [
        "}",
        '"""(gain, count) of one round: with two players the difference of the two gains in points, else',
        'one player\'s gain in half points."""',
        "",
        "GAINS_GIVEN_SCORE: dict[int, dict[int, tuple[tuple[int, int], ...]]] = {",
    ]
    for n, counts in given.items():
        out.append(f"    {n}: {{")
        for score in sorted({s for s, _g in counts}):
            out.append(f"        {score}: (")
            out.append(_pairs(Counter({g: c for (s, g), c in counts.items() if s == score}), " " * 12))
            out.append("        ),")
        out.append("    },")
    out += [
        "}",
        '"""By a player\'s round score (whole points): (another player\'s gain in half points, count)."""',
    ]
    print("\n".join(out))


if __name__ == "__main__":
    main()
