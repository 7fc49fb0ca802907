"""The AT-SPI client's leak rules (tests/outside/atspi/leaks.py), alone: what counts as a secret read, and
what is only a value everybody sees. Fast, and run wherever the suite runs (no AT-SPI needed)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from leaks import check_checked_card, check_text

SECRETS = {
    "seed": 7305912846, "players": ["Ana", "Ben"], "viewer": 0, "round": 2, "viewer_card": "minimum",
    "hands": [[5, 4, 3, 4, 6, 6, 6, 1, 5, 3, 4], [4, 5, 4, 1, 6, 5, 4, 5, 2, 2, 4]],
    "own_hand": [5, 4, 3, 4, 6, 6, 6, 1, 5, 3, 4],
    "dice": [{"seat": 1, "position": 9, "value": 2, "round": 2}, {"seat": 1, "position": 10, "value": 4, "round": 2}],
    "cards": [{"seat": 1, "card": "maximum"}],
}


def leaks(text: str, context: str = "") -> list[str]:
    return [leak.secret for leak in check_text(text, context, SECRETS, "tree", "here", SECRETS["own_hand"])]


@pytest.mark.parametrize("text", [
    "Game 7305912846", "Seed 7,305,912,846 · Copy", "7 305 912 846", "7.305.912.846", "73\u202f0591\u202f2846",
])
def test_the_seed_is_found_in_any_grouping(text: str) -> None:
    assert leaks(text) == ["the seed 7305912846"]


@pytest.mark.parametrize(("text", "context", "found"), [
    ("Die 10: two", "Ben, 3 points", ["Ben's private die 10 (2)"]),
    ("Ben: die 10 = 2", "", ["Ben's private die 10 (2)"]),
    ("Die 10: two (private)", "", ["Ben's private die 10 (2)"]),  # nobody named: no die 10 of the viewer shows two
    ("Die 11: four (private)", "", []),  # the viewer's own die 11 shows four too: cannot be told apart
    ("Die 10: three (private)", "Ana (you)", []),  # the viewer's own die
    ("Die 10: two", "Ana (you)", []),  # named as Ana's: Ana may see her own
    ("Die 3: four", "Ben", []),  # public
    ("Ben submits 3 dice: 5 4 ?", "", []),
])
def test_a_private_die_counts_only_tied_to_its_place(text: str, context: str, found: list[str]) -> None:
    assert leaks(text, context) == found


@pytest.mark.parametrize(("text", "found"), [
    ("Ben's dice: 4, 5, 4, 1, 6, 5, 4, 5, 2, hidden, hidden", []),
    ("Ben's dice: 4, 5, 4, 1 (used), 6, 5, 4, 5, 2 (used), hidden (used), hidden", []),
    ("4 5 4 1 6 5 4 5 2 ? ?", []),
    ("4 5 4 1 6 5 4 5 2 2 ?", ["Ben's private die 10 (2) in a row of dice"]),
    ("four, five, four, one, six, five, four, five, two, hidden, four",
     ["Ben's private die 11 (4) in a row of dice"]),
    ("5 4 3 4 6 6 6 1 5 3 4", []),  # the viewer's own hand
])
def test_a_row_of_dice_leaks_only_with_a_hidden_value_in_place(text: str, found: list[str]) -> None:
    assert leaks(text) == found


@pytest.mark.parametrize(("text", "context", "found"), [
    ("Ben's card: Maximum", "", ["Ben's card Maximum"]),
    ("Ben predicts maximum", "", ["Ben's card Maximum"]),
    ("Card Maximum", "Ben, 3 points", ["Ben's card Maximum"]),
    ("R1 Maximum \u2714+12", "Ben", []),  # round 1's card, shown at its end
    ("Round 1: card Maximum came true", "Ben", []),
    ("Card Maximum", "", []),  # the viewer's own choice of cards
    ("A card lies face-down: it is turned over at the end of the round", "Ben", []),
])
def test_a_card_leaks_only_tied_to_its_owner_in_this_round(text: str, context: str, found: list[str]) -> None:
    assert leaks(text, context) == found


def test_a_checked_card_button_leaks_another_seats_card_but_not_ones_own() -> None:
    assert [leak.secret for leak in check_checked_card("Card Maximum", SECRETS, "here")] == [
        "Ben's card Maximum (a checked radio button)"]
    assert check_checked_card("Card Minimum", SECRETS, "here") == []
