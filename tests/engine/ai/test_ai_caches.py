"""The Triple Dice computers' caches stay bounded however many hands and games they meet.

A kiosk runs for days: unbounded caches kept every hand an Expert ever met (the options of one
11-dice hand take kilobytes; 12,348 hands exist), so memory grew by tens of MiB over a few hundred
games. The caches keep recent entries only.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest

from engine import triple_dice as td
from engine.ai import triple_dice, triple_expert, triple_hands
from engine.ai import triple_hands as ai
from engine.triple_points import DICE_PER_PLAYER, DICE_PER_SUBMIT, MAX_PLAYERS, MIN_PLAYERS, ROUNDS

HANDS = [hand for size in range(DICE_PER_SUBMIT, DICE_PER_PLAYER + 1)
         for hand in combinations_with_replacement(range(1, 7), size)]


def test_every_hand_counted() -> None:
    assert len(HANDS) == 12_348  # the figure the module's comment gives


@pytest.mark.slow
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


@pytest.mark.slow
def test_bounded_caches_give_the_same_answers() -> None:
    """Entries dropped and computed again are the same values (the functions are pure)."""
    first = [ai._options(hand) for hand in HANDS[:50]]
    for hand in HANDS:
        ai._options(hand)  # pushes the first ones out
    assert [ai._options(hand) for hand in HANDS[:50]] == first


@pytest.mark.slow
def test_the_experts_card_guesses_stay_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """One guess per other seat and round is kept; a kiosk's weeks of games keep only the last few."""
    monkeypatch.setattr(triple_expert, "GUESSES", 1)
    monkeypatch.setattr(triple_expert, "GUESS_SAMPLES", 2)  # the bound is what is tested, not the guess
    triple_expert._good_card.cache_clear()
    for seed in range(triple_expert.CACHED_GUESSES + 20):
        observation = td.observe(td.new_game(seed, ["A", "B"]), 0)
        triple_expert._good_card(triple_expert._guess_key(observation, 1))
    info = triple_expert._good_card.cache_info()
    assert info.currsize == info.maxsize == triple_expert.CACHED_GUESSES, info
    triple_expert._good_card.cache_clear()


def test_the_experts_game_tables_are_one_per_table_size_and_rounds_left() -> None:
    triple_expert._future.cache_clear()
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        for rounds in range(ROUNDS + 1):
            triple_expert._future(players, rounds)
            triple_expert._future(players, rounds)
    assert triple_expert._future.cache_info().currsize == (MAX_PLAYERS - MIN_PLAYERS + 1) * (ROUNDS + 1)


def test_the_experts_tables_of_the_others_are_one_per_size_rounds_left_and_measured_score() -> None:
    triple_expert._others_given.cache_clear()
    expected = 0
    for players in range(3, MAX_PLAYERS + 1):
        scores = triple_expert._trusted(players)
        expected += ROUNDS * len(scores)
        for rounds in range(ROUNDS):
            for twelfths in range(0, 18 * 12 + 1):  # every round score there is, in twelfths
                triple_expert._others_given(players, rounds, triple_expert._score_bucket(players, twelfths))
    assert triple_expert._others_given.cache_info().currsize == expected
