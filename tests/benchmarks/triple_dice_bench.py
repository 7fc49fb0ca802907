"""Triple Dice computer players: how often the Expert wins and how often its card comes true.

    python tests/benchmarks/triple_dice_bench.py [--games 2000] [--workers 2]

Plays seeded games (game g uses dice seed g; the Expert sits in seat g mod players, so no seat
is favoured) in four line-ups: Expert against 1, 2 and 3 Beginners, and Expert against Expert.
A win shared by k players counts 1/k. Every figure is reproducible: the same flags print the
same numbers on any machine (only the run time differs).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import triple_dice as td
from engine.ai.triple_dice import SeededRandom, choose_action

LINEUPS = {
    "Expert vs 1 Beginner": 1,
    "Expert vs 2 Beginners": 2,
    "Expert vs 3 Beginners": 3,
    "Expert vs Expert": 0,
}


def play(game: int, beginners: int) -> tuple[Fraction, list[tuple[str, bool]]]:
    """One game; returns the (first) Expert's win share and its (card, hit) per round."""
    players = 2 if beginners == 0 else beginners + 1
    expert_seat = game % players
    levels = ["beginner"] * players
    levels[expert_seat] = "expert"
    if beginners == 0:
        levels = ["expert"] * players
    rngs = [SeededRandom(game * 16 + seat + 1) for seat in range(players)]
    state = td.new_game(game, [f"P{i}" for i in range(players)])
    while state.phase != "finished":
        seat = state.current_player
        action = choose_action(td.observe(state, seat), levels[seat], rngs[seat])
        state = td.apply(state, action)
    result = td.outcome(state)
    share = Fraction(1, len(result.winners)) if expert_seat in result.winners else Fraction(0)
    cards = [(r.predictions[expert_seat], r.hits[expert_seat]) for r in state.rounds]
    return share, cards


def _batch(args: tuple[int, int, int]) -> tuple[Fraction, list[tuple[str, bool]]]:
    start, stop, beginners = args
    total = Fraction(0)
    cards: list[tuple[str, bool]] = []
    for game in range(start, stop):
        share, game_cards = play(game, beginners)
        total += share
        cards += game_cards
    return total, cards


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per line-up (default 2000)")
    parser.add_argument("--workers", type=int, default=2, help="processes to play in (default 2)")
    args = parser.parse_args()
    chunk = max(1, args.games // (args.workers * 8))
    started = time.perf_counter()
    print(f"Triple Dice benchmark: {args.games} seeded games per line-up (seeds 0-{args.games - 1})")
    with ProcessPoolExecutor(args.workers) as pool:
        for name, beginners in LINEUPS.items():
            t0 = time.perf_counter()
            jobs = [(s, min(s + chunk, args.games), beginners) for s in range(0, args.games, chunk)]
            wins = Fraction(0)
            cards: list[tuple[str, bool]] = []
            for total, batch_cards in pool.map(_batch, jobs):
                wins += total
                cards += batch_cards
            hits = sum(1 for _, hit in cards if hit)
            chosen = Counter(card for card, _ in cards)
            per_card = ", ".join(
                f"{card} {chosen[card]} ({sum(1 for c, h in cards if c == card and h)} hit)"
                for card in td.CARDS if chosen[card]
            )
            print(f"\n{name}")
            players = 2 if beginners == 0 else beginners + 1
            print(f"  Expert win share:      {float(wins) / args.games:6.1%}   (fair share {1 / players:.1%})")
            print(f"  prediction hit rate:   {hits / len(cards):6.1%}   ({hits} of {len(cards)} rounds)")
            print(f"  cards: {per_card}")
            print(f"  time: {time.perf_counter() - t0:.0f} s")
    print(f"\nTotal run time: {time.perf_counter() - started:.0f} s with {args.workers} worker(s)")


if __name__ == "__main__":
    main()
