"""What a Triple Dice hand can submit, and points in twelfths: the combinatorics every computer
level above Beginner shares (``triple_dice``'s Good, ``triple_expert``'s Expert), in one place.

Points are handled in twelfths (integers): every shared place value is a multiple of 1/12
((6+3)/2, (6+3+1)/3, (3+1+0)/3, ...), so the arithmetic stays exact and fast.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations

from ..triple_points import ZERO_BONUS, key_of

TWELFTHS = 12
_SEVEN = 7 * TWELFTHS
_ELEVEN = 11 * TWELFTHS
_ZERO_BONUS = ZERO_BONUS * TWELFTHS

# The combinatorics below are cached, but bounded: a hand is a sorted multiset of 3 to 11 dice, and
# there are 12,348 of them. Unbounded caches kept every hand a computer ever met, growing a
# long-running app (a kiosk) by tens of MiB (+29 MiB after 120 computer-against-computer games,
# still climbing). Most hits come from the hands of the decision being worked out, so a bounded
# number of recent entries keeps nearly all the speed.
CACHED_HANDS = 1024
"""Hands whose options are kept (about 4 KiB each: 4 MiB at most)."""
CACHED_SMALL = 4096
"""Entries kept by the caches of small answers (a key and a short tuple each)."""

Option = tuple[int, tuple[int, ...], tuple[int, ...]]
"""(combination key, the three values, the sorted dice that remain)."""


@lru_cache(maxsize=CACHED_HANDS)
def _options(hand: tuple[int, ...]) -> tuple[Option, ...]:
    """Every distinct combination a sorted hand can submit: (key, values, what remains)."""
    found: dict[tuple[int, ...], Option] = {}
    for idx in combinations(range(len(hand)), 3):
        triple = (hand[idx[0]], hand[idx[1]], hand[idx[2]])
        if triple not in found:
            rest = tuple(v for i, v in enumerate(hand) if i not in idx)
            found[triple] = (key_of(triple), triple, rest)
    return tuple(found.values())


@lru_cache(maxsize=CACHED_SMALL)
def _strongest(hand: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    key, _triple, rest = max(_options(hand))
    return key, rest


@lru_cache(maxsize=CACHED_SMALL)
def _weakest(hand: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    key, _triple, rest = min(_options(hand))
    return key, rest


@cache
def _share_table(place_points: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Points in twelfths for (players above, players level) under a table of place points.

    Cached without a bound on purpose: only the few tables of the rules (and of old saves) exist.
    """
    n = len(place_points)
    table = [p * TWELFTHS for p in place_points]
    return tuple(
        tuple(sum(table[above : above + level + 1]) // (level + 1) if above + level < n else 0 for level in range(n))
        for above in range(n)
    )


def _value(card: str, score: int) -> int:
    """Round value in twelfths: the score plus the card's bonus."""
    if card == "zero":
        return score + _ZERO_BONUS if score == 0 else score
    if card == "minimum":
        hit = 0 < score < _SEVEN
    elif card == "more":
        hit = _SEVEN <= score < _ELEVEN
    else:
        hit = score >= _ELEVEN
    return 2 * score if hit else score
