"""Triple Dice computer players: how often the Expert wins, how often cards come true, how fast it moves.

    python tests/benchmarks/triple_dice_bench.py [--games 2000] [--workers 2] [--only TEXT ...] [--read-cards]

Plays seeded games in twelve line-ups: the Expert against 1, 2 and 3 Goods and against 1, 2 and 3
Beginners, and tables of Experts only and of Goods only at 2, 3 and 4 seats (so the hit rates of
the two compare within one run). Game g uses dice seed g, and the first seat of the line-up sits
in seat g mod players, so no seat is favoured; each seat's computer has its own seeded random
source. A win shared by k players counts 1/k. Every figure but the times is reproducible: the
same flags print the same numbers on any machine.

``--read-cards`` is a what-if, never how the Expert plays: once the cards are down, every Expert
at a two-player table is told the other's card, as a perfect reader of the other's play would
know it. It measures which way reading the other better pulls the win share and the hit rate.

Targets: the Expert wins at least 60% against one Good, at least 1/n + 10 points
against n - 1 Goods at 3 and 4 seats; an all-Expert table's hit rate beats an all-Good one's; an
Expert move takes under 1 s at p99 (times are measured in the worker processes, so they include
whatever else the machine does).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from fractions import Fraction
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import triple_dice as td
from engine.ai.triple_players import SeededRandom, choose_action

LINEUPS: dict[str, tuple[str, ...]] = {
    "Expert vs 1 Good": ("expert", "good"),
    "Expert vs 2 Goods": ("expert", "good", "good"),
    "2 Experts": ("expert",) * 2,
    "2 Goods": ("good",) * 2,
    "3 Experts": ("expert",) * 3,
    "3 Goods": ("good",) * 3,
    "Expert vs 1 Beginner": ("expert", "beginner"),
    "Expert vs 2 Beginners": ("expert", "beginner", "beginner"),
    "Expert vs 3 Beginners": ("expert", "beginner", "beginner", "beginner"),
    "Expert vs 3 Goods": ("expert", "good", "good", "good"),
    "4 Experts": ("expert",) * 4,
    "4 Goods": ("good",) * 4,
}
"""The first level of a line-up is the one measured; it moves round the seats game by game. The
cheaper lines come first, so a run cut short still shows most figures."""
QUICK_LINEUPS = ("Expert vs 1 Good", "3 Experts", "Expert vs 3 Beginners")
"""``--quick``'s line-ups: two, three and four seats, an Expert guessing a Good's card."""


Card = tuple[str, bool, int]
"""A card played: (card, came true, round)."""
Result = tuple[Fraction, list[Card], list[Card], list[float]]
"""Win share of the measured seat, its cards, the other seats' cards and the seconds of its moves."""


def play(game: int, lineup: tuple[str, ...]) -> Result:
    """One game of the line-up, the measured level in seat ``game mod players``."""
    players = len(lineup)
    first = game % players
    levels = [lineup[(seat - first) % players] for seat in range(players)]
    rngs = [SeededRandom(game * 16 + seat + 1) for seat in range(players)]
    state = td.new_game(game, [f"P{i}" for i in range(players)])
    times: list[float] = []
    while state.phase != "finished":
        seat = state.current_player
        observation = td.observe(state, seat)
        started = time.perf_counter()
        action = choose_action(observation, levels[seat], rngs[seat])
        if seat == first:
            times.append(time.perf_counter() - started)
        state = td.apply(state, action)
    result = td.outcome(state)
    share = Fraction(1, len(result.winners)) if first in result.winners else Fraction(0)
    others = [(r.predictions[p], r.hits[p], r.round) for r in state.rounds for p in range(players) if p != first]
    return share, [(r.predictions[first], r.hits[first], r.round) for r in state.rounds], others, times


def played_out(dice_seed: int, levels: Sequence[str], rng_seed: int) -> td.TripleDiceState:
    """A whole game of computers, seat ``s`` drawing from ``SeededRandom(rng_seed + s)``."""
    rngs = [SeededRandom(rng_seed + seat) for seat in range(len(levels))]
    state = td.new_game(dice_seed, [f"P{i}" for i in range(len(levels))])
    while state.phase != "finished":
        seat = state.current_player
        state = td.apply(state, choose_action(td.observe(state, seat), levels[seat], rngs[seat]))
    return state


def all_seats(game: int, lineup: tuple[str, ...]) -> list[Card]:
    """Every seat's cards of a game: a one-level table's hit rate counts all its players."""
    state = played_out(game, lineup, game * 16 + 1)
    return [(r.predictions[p], r.hits[p], r.round) for r in state.rounds for p in range(len(lineup))]


def _batch(args: tuple[int, int, tuple[str, ...]]) -> Result:
    start, stop, lineup = args
    total = Fraction(0)
    cards: list[Card] = []
    others: list[Card] = []
    times: list[float] = []
    one_level = len(set(lineup)) == 1
    for game in range(start, stop):
        if one_level:
            started = time.perf_counter()
            cards += all_seats(game, lineup)
            times.append(time.perf_counter() - started)
            continue
        share, game_cards, game_others, game_times = play(game, lineup)
        total += share
        cards += game_cards
        others += game_others
        times += game_times
    return total, cards, others, times


_true_cards: list[tuple[str | None, ...]] = []


def _read_cards() -> None:
    """``--read-cards``: each worker's Experts are told the other's card of the round (see the
    module's notes). The state's cards are noted as each observation is taken from it."""
    import engine.ai.triple_expert as expert

    observe, beliefs = td.observe, expert._card_beliefs

    def noting(state: td.TripleDiceState, seat: int | None) -> dict[str, Any]:
        _true_cards[:] = [state.predictions]
        return observe(state, seat)

    def told(observation: Mapping[str, Any], aims: Sequence[tuple[float, ...]]) -> list[dict[str, float]]:
        guessed = beliefs(observation, aims)
        if observation["phase"] == "predicting" or not _true_cards:
            return guessed
        cards = _true_cards[0]
        return [guess if seat == observation["seat"] else {c: float(c == cards[seat]) for c in td.CARDS}
                for seat, guess in enumerate(guessed)]

    td.observe = noting  # type: ignore[assignment]
    expert._card_beliefs = told  # type: ignore[assignment]


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _per_card(cards: list[Card]) -> str:
    chosen = Counter(card for card, _h, _r in cards)
    return ", ".join(
        f"{card} {chosen[card]} ({sum(1 for c, h, _r in cards if c == card and h) / chosen[card]:.0%} hit)"
        for card in td.CARDS if chosen[card]
    )


def _per_round(cards: list[Card]) -> str:
    """Hit rate round by round: round 1's cards are picked before anyone has shown one."""
    played = Counter(r for _c, _h, r in cards)
    hits = Counter(r for _c, h, r in cards if h)
    return ", ".join(f"{hits[r] / played[r]:.0%}" for r in sorted(played))


def _report(name: str, lineup: tuple[str, ...], games: int, result: Result, seconds: float) -> None:
    wins, cards, others, times = result
    hits = sum(1 for _c, hit, _r in cards if hit)
    per_card = _per_card(cards)
    players = len(lineup)
    print(f"\n{name}")
    if len(set(lineup)) > 1:
        print(f"  {lineup[0].capitalize()} win share:  {float(wins) / games:6.1%}   (fair share {1 / players:.1%})")
        who = "its"
    else:
        who = "all seats'"
    print(f"  card hit rate:      {hits / len(cards):6.1%}   ({who} {hits} of {len(cards)} cards)")
    print(f"  cards: {per_card}")
    print(f"  hit rate by round:  {_per_round(cards)}")
    if others:
        other_hits = sum(1 for _c, hit, _r in others if hit)
        print(f"  the others' cards: {other_hits / len(others):.1%} hit; {_per_card(others)}")
    if lineup[0] == "expert" and len(set(lineup)) > 1:
        ms = [t * 1000 for t in times]
        print(f"  Expert move time:   p50 {_quantile(ms, 0.5):.1f} ms, p99 {_quantile(ms, 0.99):.1f} ms, "
              f"max {max(ms):.1f} ms, mean {sum(ms) / len(ms):.1f} ms over {len(ms)} moves")
    print(f"  run time: {seconds:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per line-up (default 2000)")
    parser.add_argument("--workers", type=int, default=2, help="processes to play in (default 2)")
    parser.add_argument("--only", action="append", default=[],
                        help="play only the line-ups whose name contains this text (repeatable: any of them)")
    parser.add_argument("--read-cards", action="store_true",
                        help="what-if: two-player Experts are told the other's card once play starts")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="one game of three line-ups in one process: seconds, not minutes (CI runs every benchmark so)",
    )
    args = parser.parse_args()
    if args.quick:  # one game of a line-up at each table size, Experts among others and alone
        args.games, args.workers = 1, 1
        args.only = args.only or list(QUICK_LINEUPS)
    chunk = max(1, min(25, args.games // (args.workers * 4)))
    started = time.perf_counter()
    print(f"Triple Dice benchmark: {args.games} seeded games per line-up (seeds 0-{args.games - 1}), "
          f"{args.workers} worker(s)" + (", Experts told the other's card (--read-cards)" if args.read_cards else ""))
    with ProcessPoolExecutor(args.workers, initializer=_read_cards if args.read_cards else None) as pool:
        for name, lineup in LINEUPS.items():
            if args.only and not any(text in name for text in args.only):
                continue
            t0 = time.perf_counter()
            jobs = [(s, min(s + chunk, args.games), lineup) for s in range(0, args.games, chunk)]
            wins = Fraction(0)
            cards: list[Card] = []
            others: list[Card] = []
            times: list[float] = []
            for total, batch_cards, batch_others, batch_times in pool.map(_batch, jobs):
                wins += total
                cards += batch_cards
                others += batch_others
                times += batch_times
            _report(name, lineup, args.games, (wins, cards, others, times), time.perf_counter() - t0)
            sys.stdout.flush()
    print(f"\nTotal run time: {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
