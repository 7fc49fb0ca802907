"""The Triple Dice Expert's caches stay bounded however many hands it meets.

A kiosk runs for days: unbounded caches kept every hand an Expert ever met (the options of one
11-dice hand take kilobytes; 12,348 hands exist), so memory grew by tens of MiB over a few hundred
games. The caches keep recent entries only.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest

from engine.ai import triple_dice, triple_hands
from engine.ai import triple_hands as ai
from engine.triple_points import DICE_PER_PLAYER, DICE_PER_SUBMIT

HANDS = [hand for size in range(DICE_PER_SUBMIT, DICE_PER_PLAYER + 1)
         for hand in combinations_with_replacement(range(1, 7), size)]


def test_every_hand_counted() -> None:
    assert len(HANDS) == 12_348  # the figure the module's comment gives


@pytest.mark.parametrize("name", ["_options", "_strongest", "_weakest", "_style_likelihood"])
def test_cache_keeps_a_bounded_number_of_entries(name: str) -> None:
    cached = getattr(triple_dice if name == "_style_likelihood" else triple_hands, name)
    cached.cache_clear()
    for hand in HANDS:
        if name == "_style_likelihood":
            cached(hand, hand[:DICE_PER_SUBMIT])
        else:
            cached(hand)
    info = cached.cache_info()
    assert info.maxsize is not None and info.currsize <= info.maxsize < len(HANDS), info
    cached.cache_clear()


def test_bounded_caches_give_the_same_answers() -> None:
    """Entries dropped and computed again are the same values (the functions are pure)."""
    first = [ai._options(hand) for hand in HANDS[:50]]
    for hand in HANDS:
        ai._options(hand)  # pushes the first ones out
    assert [ai._options(hand) for hand in HANDS[:50]] == first
