"""Every prediction card can come true at every table size: with last place scoring 0,
two- and three-player tables reach "zero" and "minimum" too. For each size and card a seeded game
is searched with simple scripted play (seat 0 plays its strongest or weakest three dice, the others
the opposite, or everyone plays at random) until seat 0's first round lands in the card's band; the
engine's own ``RoundResult.hits`` must then say the card came true."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from itertools import combinations, product

import pytest

from engine import triple_dice as td
from engine.actions import Action, Predict, Submit

Pick = Callable[[td.TripleDiceState, random.Random], Action]


def _by_strength(state: td.TripleDiceState, strongest: bool) -> Submit:
    seat = state.current_player
    hand = state.dice[seat]
    options = list(combinations(state.unused(seat), td.DICE_PER_SUBMIT))
    best = (max if strongest else min)(options, key=lambda dice: td.key_of([hand[i] for i in dice]))
    return Submit(best)


def _pick(style: str) -> Pick:
    if style == "r":
        return lambda state, rng: rng.choice(td.legal_actions(state))
    return lambda state, _rng: _by_strength(state, style == "s")


OPPOSITE = {"s": "w", "w": "s", "r": "r"}
PLANS = tuple(product("swr", repeat=td.TURNS))
"""Seat 0's play in each turn of the round: strongest, weakest or random (the others the opposite)."""


def first_round(seed: int, players: int, card: str, plan: tuple[str, ...]) -> td.RoundResult:
    """Round 1 of a seeded game where seat 0 predicts ``card`` and everyone plays by ``plan``."""
    rng = random.Random(seed)
    state = td.new_game(seed, [f"P{i}" for i in range(players)])
    for seat in range(players):
        state = td.apply(state, Predict(card if seat == 0 else "more"))
    while not state.rounds:
        style = plan[state.turn - 1]
        state = td.apply(state, _pick(style if state.current_player == 0 else OPPOSITE[style])(state, rng))
    return state.rounds[0]


def play_to(players: int, card: str) -> tuple[int, tuple[str, ...], td.RoundResult]:
    """The first seed and plan whose first round makes seat 0's ``card`` come true."""
    for seed in range(400):
        for plan in PLANS:
            result = first_round(seed, players, card, plan)
            if td.band(result.scores[0]) == card:
                return seed, plan, result
    raise AssertionError(f"no game of 400 seeds makes {card!r} come true with {players} players")


@pytest.mark.parametrize("card", td.CARDS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_card_can_come_true_at_every_table_size(players: int, card: str) -> None:
    seed, plan, result = play_to(players, card)
    assert result.predictions[0] == card
    assert result.hits[0], (seed, plan, result.scores)
    expected = Fraction(td.ZERO_BONUS) if card == "zero" else result.scores[0]
    assert result.bonuses[0] == expected
    assert result.gains[0] == result.scores[0] + expected
    assert first_round(seed, players, card, plan) == result  # the seed and plan replay the same round


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_round_of_three_last_places_scores_zero(players: int) -> None:
    """What makes "zero" possible: last place scores nothing at every size (weakest against strongest)."""
    _seed, plan, result = play_to(players, "zero")
    assert result.scores[0] == 0
    assert all(turn.points[0] == 0 and turn.places[0] == players for turn in result.turns)
    assert plan  # found by play, not set up
