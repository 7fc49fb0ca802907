"""What a screen-reader player hears of Triple Dice beyond the moves: the turn's places and points
(never a private die), the round's cards and totals, and the card or die a key chose."""

from __future__ import annotations

from fractions import Fraction

from desktop.triple import spoken

PLAYERS = ["Ana", "Ben", "Cy"]


def test_a_turn_result_names_places_and_points_best_first() -> None:
    turn = {"turn": 2, "places": [2, 1, 2], "points": ["3/2", 6, "3/2"]}
    assert spoken.turn_result(turn, PLAYERS) == "Turn 2 result: 1st Ben, +6; 2nd Ana, +1.5; 2nd Cy, +1.5."


def test_a_round_summary_says_each_card_hit_or_missed_and_the_totals() -> None:
    record = {"round": 1, "predictions": ["more", "zero", "maximum"], "hits": [True, False, False],
              "gains": [24, 3, 0]}
    said = spoken.round_summary(record, PLAYERS, [Fraction(24), Fraction(3), Fraction(0)])
    assert said == ("Round 1 is over. Ana: card More came true, +24, total 24. Ben: card Zero missed, +3, total 3. "
                    "Cy: card Maximum missed, +0, total 0.")


def test_the_keys_words() -> None:
    assert spoken.card_chosen("more") == "Card More chosen. Enter plays it."
    assert spoken.card_played("maximum") == "You play Maximum."
    assert spoken.die_picked(0, 2, 1) == "Die 1, two, picked: 1 of 3."
    assert spoken.die_picked(8, 5, 3) == "Die 9, five, picked: 3 of 3. Enter submits them."
    assert spoken.die_put_back(2, 1) == "Die 3 put back: 1 of 3 picked."
