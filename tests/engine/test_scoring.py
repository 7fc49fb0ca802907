"""Scoring of every category of every scorecard game, bonuses, end rules and teaching errors.

Every case goes through ``engine.apply`` on a real state: to get exactly the dice a case needs,
the automatic roll's dice are swapped with ``dataclasses.replace`` just before scoring. Scores,
bonuses and totals are then read back from the state JSON, i.e. what a player and a save see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest

import engine
from engine import IllegalAction, Roll, Score, ToggleHold
from engine.results import shared_places

Dice = tuple[int, int, int, int, int]


# --------------------------------------------------------------------------------------------
# helpers


def with_dice(state: engine.State, dice: Sequence[int]) -> engine.State:
    return replace(state, dice=tuple(dice))


def score(state: engine.State, dice: Sequence[int], category: str, column: int | None = None) -> engine.State:
    """Score ``dice`` into ``category`` on the state's current roll, through the real ``apply``."""
    return engine.apply(with_dice(state, dice), Score(category, column))


def score_after_rolls(
    state: engine.State, dice: Sequence[int], category: str, rolls: int, column: int | None = None
) -> engine.State:
    """Roll ``rolls`` more times first, so the entry is not a first-roll (Perfect Round) entry."""
    for _ in range(rolls):
        state = engine.apply(state, Roll())
    return score(state, dice, category, column)


def cell(state: engine.State, category: str, player: int = 0, column: int = 0) -> list[dict[str, int]]:
    entries: list[dict[str, int]] = engine.to_json(state)["scorecards"][player]["columns"][column]["cells"][category]
    return entries


def column_json(state: engine.State, player: int = 0, column: int = 0) -> dict[str, Any]:
    data: dict[str, Any] = engine.to_json(state)["scorecards"][player]["columns"][column]
    return data


def open_scores(state: engine.State) -> list[str]:
    """The open cells as the teaching messages name them, from ``legal_actions``."""
    names = []
    for action in engine.legal_actions(state):
        if isinstance(action, Score):
            names.append(action.category if action.column is None else f"{action.category}/{action.column}")
    return names


def rejected(state: engine.State, action: engine.Action) -> str:
    """The IllegalAction message, after checking the state was left exactly as it was."""
    before = engine.to_json(state)
    with pytest.raises(IllegalAction) as info:
        engine.apply(state, action)
    assert engine.to_json(state) == before
    return str(info.value)


# --------------------------------------------------------------------------------------------
# every category, every game

# game -> category -> its cases (dice, points); a comment says what a case is there for.
SCORING: dict[str, dict[str, list[tuple[Dice, int]]]] = {
    "dice-dash": {
        "ones": [((1, 1, 3, 1, 6), 3), ((2, 3, 4, 5, 6), 0), ((1, 1, 1, 1, 1), 5)],
        "threes": [((3, 3, 1, 2, 3), 9), ((1, 2, 4, 5, 6), 0), ((3, 3, 3, 3, 3), 15)],
        "fives": [((5, 1, 5, 2, 6), 10), ((5, 5, 5, 5, 5), 25), ((1, 2, 3, 4, 6), 0)],
        # the points are the sum of all five dice; four of a kind also counts as three
        "threeOfAKind": [((4, 4, 2, 4, 6), 20), ((4, 4, 4, 4, 6), 22), ((6, 6, 6, 6, 6), 30), ((4, 4, 2, 2, 6), 0)],
        "fourOfAKind": [((2, 2, 2, 5, 2), 13), ((6, 6, 6, 6, 6), 30), ((2, 2, 2, 5, 5), 0)],
        # five equal dice are no full house
        "fullHouse": [((2, 5, 2, 5, 5), 25), ((6, 6, 6, 6, 6), 0), ((3, 3, 3, 3, 1), 0), ((3, 3, 1, 1, 2), 0)],
        # a run of five is also a run of four; (5, 6, 1, 2, 3): no wrap-around
        "straight": [
            ((1, 2, 3, 4, 6), 30), ((4, 3, 6, 5, 1), 30), ((2, 3, 4, 5, 6), 30), ((1, 2, 3, 5, 6), 0),
            ((5, 6, 1, 2, 3), 0), ((1, 2, 2, 3, 4), 30),
        ],
        "allMatch": [((4, 4, 4, 4, 4), 50), ((4, 4, 4, 4, 3), 0)],
    },
    "dicegame": {
        "ones": [((1, 2, 1, 3, 1), 3), ((6, 2, 5, 3, 4), 0)],
        "twos": [((2, 2, 2, 2, 1), 8), ((1, 3, 4, 5, 6), 0)],
        "threes": [((3, 1, 1, 1, 1), 3), ((1, 1, 1, 1, 1), 0)],
        "fours": [((4, 4, 5, 5, 6), 8), ((5, 5, 5, 5, 6), 0)],
        "fives": [((5, 5, 5, 5, 5), 25), ((4, 4, 4, 6, 6), 0)],
        "sixes": [((6, 6, 6, 1, 2), 18), ((1, 2, 3, 4, 5), 0)],
        "threeOfAKind": [((5, 5, 5, 1, 2), 18), ((5, 5, 1, 1, 2), 0)],
        "fourOfAKind": [((3, 3, 3, 3, 6), 18), ((1, 1, 1, 1, 1), 5), ((3, 3, 3, 6, 6), 0)],
        # five equal dice are no full house
        "fullHouse": [((1, 1, 6, 6, 6), 25), ((1, 1, 1, 1, 1), 0), ((1, 1, 6, 6, 5), 0)],
        # no wrap-around
        "smallStraight": [
            ((1, 2, 3, 4, 6), 30), ((3, 4, 5, 6, 6), 30), ((1, 2, 3, 4, 5), 30), ((1, 2, 3, 5, 6), 0),
            ((5, 6, 1, 2, 3), 0),
        ],
        # a run of four is not a run of five; (3, 4, 5, 6, 1): no wrap-around
        "largeStraight": [((1, 2, 3, 4, 6), 0), ((2, 3, 4, 5, 6), 40), ((5, 4, 3, 2, 1), 40), ((3, 4, 5, 6, 1), 0)],
        "fiveOfAKind": [((2, 2, 2, 2, 2), 50), ((2, 2, 2, 2, 1), 0)],
        "chance": [((1, 2, 3, 4, 6), 16), ((6, 6, 6, 6, 6), 30)],
    },
    "match": {
        "ones": [((1, 1, 1, 1, 2), 4), ((2, 2, 2, 2, 2), 0)],
        "twos": [((2, 1, 1, 1, 1), 2), ((1, 3, 4, 5, 6), 0)],
        "threes": [((3, 3, 3, 3, 3), 15), ((4, 4, 4, 4, 4), 0)],
        "fours": [((4, 4, 4, 1, 1), 12), ((1, 2, 3, 5, 6), 0)],
        "fives": [((1, 2, 3, 4, 6), 0), ((5, 2, 3, 4, 5), 10)],
        "sixes": [((6, 6, 1, 2, 3), 12), ((1, 2, 3, 4, 5), 0)],
        "threeMatch": [((2, 2, 2, 6, 5), 17), ((2, 2, 1, 6, 5), 0)],
        "fourMatch": [((6, 6, 6, 6, 5), 29), ((6, 6, 6, 5, 5), 0)],
        # five equal dice are no full house
        "tripleAndPair": [((4, 4, 4, 2, 2), 25), ((4, 4, 4, 4, 4), 0), ((4, 4, 4, 4, 2), 0)],
        # a full house is two pairs; four of a kind alone (4, 4, 4, 4, 2) is not
        "twoPairs": [
            ((3, 3, 3, 5, 5), 16), ((4, 4, 4, 4, 2), 0), ((2, 2, 5, 5, 6), 14), ((6, 6, 6, 6, 6), 0),
            ((1, 1, 2, 3, 4), 0), ((6, 1, 6, 1, 3), 14),
        ],
        # no wrap-around
        "runOfFour": [((1, 2, 3, 4, 6), 30), ((6, 5, 4, 3, 3), 30), ((1, 2, 3, 5, 6), 0), ((5, 6, 1, 2, 3), 0)],
        # no wrap-around
        "runOfFive": [((1, 2, 3, 4, 5), 40), ((6, 2, 3, 4, 5), 40), ((1, 2, 3, 4, 6), 0), ((4, 5, 6, 1, 2), 0)],
        "anything": [((1, 1, 2, 5, 6), 15)],
        "allMatch": [((3, 3, 3, 3, 3), 50), ((3, 3, 3, 3, 1), 0)],
    },
}

CASES: list[tuple[str, str, Dice, int]] = [
    (game, category, dice, points)
    for game, categories in SCORING.items()
    for category, cases in categories.items()
    for dice, points in cases
]


@pytest.mark.parametrize(("game", "category", "dice", "points"), CASES)
def test_category_scores(game: str, category: str, dice: Dice, points: int) -> None:
    state = engine.new_game(game, 1, ["Solo"])
    column = 0 if game == "dicegame" else None
    after = score(state, dice, category, column)
    assert cell(after, category) == [{"points": points, "roll": 1}]
    # the pure score function agrees, whatever the order of the dice
    assert engine.ruleset(game).category(category).score(tuple(reversed(dice))) == points


def test_every_category_of_every_game_has_a_case() -> None:
    covered = {(game, category) for game, category, _dice, _points in CASES}
    for game in ("dice-dash", "dicegame", "match"):
        for category in engine.ruleset(game).category_ids:
            assert (game, category) in covered, f"{game}/{category} has no scoring case"
    # and every category has at least one zero case and one non-zero case
    for game, category in covered:
        values = {points for g, c, _dice, points in CASES if (g, c) == (game, category)}
        assert (0 in values and len(values) > 1) or category in ("chance", "anything"), (game, category)


def test_five_equal_dice_from_a_real_roll_are_no_full_house() -> None:
    """Not only constructed dice: find a seed whose automatic roll is five of a kind."""
    seed = next(s for s in range(100_000) if len(set(engine.new_game("match", s).dice)) == 1)
    for game, category in (("dice-dash", "fullHouse"), ("dicegame", "fullHouse"), ("match", "tripleAndPair")):
        state = engine.new_game(game, seed, ["Solo"])
        assert len(set(state.dice)) == 1
        column = 0 if game == "dicegame" else None
        after = engine.apply(state, Score(category, column))
        assert cell(after, category) == [{"points": 0, "roll": 1}]


# --------------------------------------------------------------------------------------------
# Dice Dash bonuses and the maximum


def test_dice_dash_number_bonus_at_exactly_30() -> None:
    state = engine.new_game("dice-dash", 3)
    state = score_after_rolls(state, (5, 5, 5, 5, 5), "fives", 1)  # 25
    state = score_after_rolls(state, (3, 1, 2, 4, 6), "threes", 1)  # 3
    before = state.totals[0]
    state = score_after_rolls(state, (1, 1, 2, 4, 6), "ones", 2)  # 2 -> 30 exactly
    assert state.totals[0] == before + 2 + 20
    assert state.totals[0] == 30 + 20


def test_dice_dash_number_bonus_not_at_29() -> None:
    state = engine.new_game("dice-dash", 3)
    state = score_after_rolls(state, (5, 5, 5, 5, 5), "fives", 1)
    state = score_after_rolls(state, (3, 1, 2, 4, 6), "threes", 1)
    state = score_after_rolls(state, (1, 2, 2, 4, 6), "ones", 2)  # 1 -> 29
    assert state.totals[0] == 29
    assert column_json(state)["total"] == 29


def test_dice_dash_number_bonus_counts_once() -> None:
    state = engine.new_game("dice-dash", 3)
    state = score_after_rolls(state, (5, 5, 5, 5, 5), "fives", 1)
    state = score_after_rolls(state, (3, 3, 3, 3, 3), "threes", 1)  # 40 already
    state = score_after_rolls(state, (1, 1, 1, 1, 1), "ones", 1)
    assert state.totals[0] == 25 + 15 + 5 + 20


def test_dice_dash_perfect_round_counts_first_roll_entries_including_zero() -> None:
    state = engine.new_game("dice-dash", 11)
    state = score(state, (1, 2, 3, 4, 6), "allMatch")  # 0 on roll 1: still +5
    assert state.totals[0] == 5
    state = score(state, (2, 2, 2, 4, 6), "threeOfAKind")  # 16 on roll 1: +5
    assert state.totals[0] == 5 + 16 + 5
    state = score_after_rolls(state, (2, 2, 3, 3, 3), "fullHouse", 1)  # roll 2: no bonus
    assert state.totals[0] == 5 + 16 + 5 + 25
    state = score_after_rolls(state, (1, 2, 3, 4, 5), "straight", 2)  # roll 3: no bonus
    assert state.totals[0] == 5 + 16 + 5 + 25 + 30
    assert [e["roll"] for e in cell(state, "straight")] == [3]


def test_dice_dash_perfect_round_holding_is_not_rolling() -> None:
    """Holding does not consume a roll, so scoring after only holds is still roll 1."""
    state = engine.new_game("dice-dash", 11)
    state = engine.apply(engine.apply(state, ToggleHold(0)), ToggleHold(0))
    state = engine.apply(state, ToggleHold(2))
    state = score(state, (1, 1, 1, 1, 1), "ones")
    assert state.totals[0] == 5 + 5


MAX_DICE_DASH: list[tuple[str, Dice]] = [
    (category, max(cases, key=lambda case: case[1])[0]) for category, cases in SCORING["dice-dash"].items()
]
"""Every Dice Dash box with the dice of its highest-scoring case above: the best dice it can get."""


def test_dice_dash_constructed_game_reaches_270() -> None:
    """The best dice on every automatic roll: 45 + 20 + 30 + 30 + 25 + 30 + 50 + 8 * 5 = 270."""
    state = engine.new_game("dice-dash", 270)
    for category, dice in MAX_DICE_DASH:
        assert state.rolls_used == 1
        state = score(state, dice, category)
    assert state.phase == "finished"
    assert state.totals == (270,)
    assert state.totals[0] == engine.ruleset("dice-dash").max_total
    result = engine.outcome(state).to_json()
    assert result["totals"] == [270]
    column = result["breakdown"][0]["columns"][0]
    assert column["bonuses"] == {"numberBonus": 20, "perfectRound": 40}
    assert column["upperSubtotal"] == 45


def test_dice_dash_one_reroll_costs_exactly_five_of_the_maximum() -> None:
    state = engine.new_game("dice-dash", 270)
    for i, (category, dice) in enumerate(MAX_DICE_DASH):
        state = score_after_rolls(state, dice, category, 1 if i == 0 else 0)
    assert state.totals == (265,)


# --------------------------------------------------------------------------------------------
# Dicegame: upper bonus, multipliers, grand total

UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")


def _three_of(face: int) -> Dice:
    other = 1 if face != 1 else 2
    return (face, face, face, other, other)


def test_dicegame_upper_bonus_at_exactly_63() -> None:
    state = engine.new_game("dicegame", 5, ["Solo"])
    for face, category in enumerate(UPPER, 1):
        state = score(state, _three_of(face), category, 0)
    col = column_json(state, column=0)
    assert sum(e["points"] for c in UPPER for e in col["cells"][c]) == 63
    assert col["total"] == 63 + 35
    assert state.totals == (98,)


def test_dicegame_upper_bonus_not_at_62() -> None:
    state = engine.new_game("dicegame", 5, ["Solo"])
    state = score(state, (1, 1, 2, 2, 2), "ones", 0)  # 2 instead of 3
    for face, category in enumerate(UPPER[1:], 2):
        state = score(state, _three_of(face), category, 0)
    assert column_json(state, column=0)["total"] == 62
    assert state.totals == (62,)


def test_dicegame_bonus_is_per_column_and_multiplied() -> None:
    """Upper rows spread over columns do not add up to one bonus; each column is its own form."""
    state = engine.new_game("dicegame", 5, ["Solo"])
    for face, category in enumerate(UPPER, 1):
        state = score(state, _three_of(face), category, 2)  # 63 in the x3 column
    for face, category in enumerate(UPPER[:3], 1):
        state = score(state, _three_of(face), category, 1)  # 18 in the x2 column
    assert column_json(state, column=2)["total"] == 98
    assert column_json(state, column=1)["total"] == 18
    assert state.totals == (3 * 98 + 2 * 18,)


# A whole one-player Dicegame as on the paper card: a row per box, its dice in the x1, x2 and x3
# columns; the points by hand. Column 0 scores 63 + 35 + 204 = 302, column 1 62 + 6 = 68 (no
# bonus), column 2 84 + 35 + 235 = 354.
DICEGAME_UPPER: tuple[list[Dice], list[Dice], list[Dice]] = (
    [_three_of(f) for f in range(1, 7)],  # 63 -> +35
    [(1, 1, 2, 2, 2), *(_three_of(f) for f in range(2, 7))],  # 2 + 60 = 62, no bonus
    [(f, f, f, f, 7 - f) for f in range(1, 7)],  # 84 -> +35
)
DICEGAME_LOWER: dict[str, tuple[Dice, Dice, Dice]] = {
    "threeOfAKind": ((6, 6, 6, 2, 1), (1, 2, 3, 4, 6), (6, 6, 6, 6, 6)),  # 21, 0, 30
    "fourOfAKind": ((5, 5, 5, 5, 3), (3, 3, 3, 2, 2), (6, 6, 6, 6, 6)),  # 23, 0, 30
    "fullHouse": ((2, 2, 3, 3, 3), (6, 6, 6, 6, 6), (1, 1, 6, 6, 6)),  # 25, 0, 25
    "smallStraight": ((1, 2, 3, 4, 6), (1, 2, 3, 5, 6), (3, 4, 5, 6, 6)),  # 30, 0, 30
    "largeStraight": ((2, 3, 4, 5, 6), (1, 2, 3, 4, 6), (1, 2, 3, 4, 5)),  # 40, 0, 40
    "fiveOfAKind": ((4, 4, 4, 4, 4), (1, 1, 1, 1, 2), (6, 6, 6, 6, 6)),  # 50, 0, 50
    "chance": ((1, 2, 3, 4, 5), (1, 1, 1, 1, 2), (6, 6, 6, 6, 6)),  # 15, 6, 30
}
# (column, category, dice), played a column at a time
DICEGAME_GAME: list[tuple[int, str, Dice]] = [
    (column, category, dice)
    for column, upper in enumerate(DICEGAME_UPPER)
    for category, dice in (*zip(UPPER, upper), *((c, row[column]) for c, row in DICEGAME_LOWER.items()))
]


def test_dicegame_constructed_game_column_totals_and_grand_total() -> None:
    state = engine.new_game("dicegame", 8, ["Solo"])
    for column, category, dice in DICEGAME_GAME:
        assert state.phase == "rolling"
        state = score(state, dice, category, column)
    assert state.phase == "finished"
    assert engine.legal_actions(state) == ()
    assert [column_json(state, column=c)["total"] for c in range(3)] == [302, 68, 354]
    assert state.totals == (302 * 1 + 68 * 2 + 354 * 3,) == (1500,)
    result = engine.outcome(state)
    (player,) = result.breakdowns
    assert [c.multiplier for c in player.columns] == [1, 2, 3]
    assert [c.upper_subtotal for c in player.columns] == [63, 62, 84]
    assert [c.total for c in player.columns] == [302, 68, 354]
    assert [c.weighted for c in player.columns] == [302, 136, 1062]
    assert [[(b.id, b.points, b.progress, b.target) for b in c.bonuses] for c in player.columns] == [
        [("upperBonus", 35, 63, 63)],
        [("upperBonus", 0, 62, 63)],
        [("upperBonus", 35, 84, 63)],
    ]
    assert player.total == 1500
    assert dict((cid, pts) for cid, pts, _open in player.columns[2].cells)["chance"] == (30,)
    assert result.totals == (1500,) and result.places == (1,) and result.winners == (0,)


def test_dicegame_cells_fill_one_per_turn_and_game_ends_after_39_turns_each() -> None:
    state = engine.new_game("dicegame", 8, ["A", "B"])
    turns = 0
    while state.phase != "finished":
        scores = [a for a in engine.legal_actions(state) if isinstance(a, Score)]
        state = engine.apply(state, scores[0])
        turns += 1
    assert turns == 2 * 39
    assert engine.to_json(state)["round"] == 39


# --------------------------------------------------------------------------------------------
# Match!: repeatable allMatch, closing it, end rule, no upper bonus

MATCH_OTHERS: list[tuple[str, Dice]] = [
    ("ones", (1, 1, 2, 3, 4)),
    ("twos", (2, 2, 1, 3, 4)),
    ("threes", (3, 3, 3, 1, 2)),
    ("fours", (4, 4, 1, 2, 3)),
    ("fives", (5, 5, 1, 2, 3)),
    ("sixes", (6, 6, 1, 2, 3)),
    ("threeMatch", (6, 6, 6, 1, 2)),
    ("fourMatch", (6, 6, 6, 6, 2)),
    ("tripleAndPair", (6, 6, 6, 2, 2)),
    ("twoPairs", (6, 6, 5, 5, 2)),
    ("runOfFour", (1, 2, 3, 4, 6)),
    ("runOfFive", (2, 3, 4, 5, 6)),
    ("anything", (6, 6, 6, 6, 5)),
]


def test_match_all_match_twice_then_a_zero_closes_it() -> None:
    state = engine.new_game("match", 4)
    state = score(state, (2, 2, 2, 2, 2), "allMatch")
    assert cell(state, "allMatch") == [{"points": 50, "roll": 1}]
    assert Score("allMatch") in engine.legal_actions(state)  # stays open
    state = score(state, (6, 6, 6, 6, 6), "allMatch")
    assert [e["points"] for e in cell(state, "allMatch")] == [50, 50]
    assert state.totals == (100,)
    assert Score("allMatch") in engine.legal_actions(state)
    state = score(state, (6, 6, 6, 6, 5), "allMatch")
    assert [e["points"] for e in cell(state, "allMatch")] == [50, 50, 0]
    assert state.totals == (100,)
    assert Score("allMatch") not in engine.legal_actions(state)
    message = rejected(with_dice(state, (3, 3, 3, 3, 3)), Score("allMatch"))
    assert "allMatch" in message and "closed" in message
    assert "open: " + ", ".join(open_scores(state)) in message
    assert engine.to_json(state)["round"] == 4  # every allMatch entry used a turn


def test_match_first_all_match_zero_closes_it_at_once() -> None:
    state = score(engine.new_game("match", 4), (1, 2, 3, 4, 6), "allMatch")
    assert Score("allMatch") not in engine.legal_actions(state)
    assert "allMatch" in rejected(state, Score("allMatch"))


def test_match_ends_when_all_fourteen_used_with_extra_all_match_turns() -> None:
    state = engine.new_game("match", 4)
    state = score(state, (5, 5, 5, 5, 5), "allMatch")
    state = score(state, (5, 5, 5, 5, 5), "allMatch")
    for category, dice in MATCH_OTHERS[:-1]:
        state = score(state, dice, category)
        assert state.phase == "rolling"
    # allMatch is open and every other category but one is used: not over yet
    last_category, last_dice = MATCH_OTHERS[-1]
    state = score(state, last_dice, last_category)
    assert state.phase == "finished"  # allMatch still open, but every category was used
    assert engine.legal_actions(state) == ()
    assert engine.to_json(state)["round"] == 15
    expected = 100 + 2 + 4 + 9 + 8 + 10 + 12 + 21 + 26 + 25 + 22 + 30 + 40 + 29
    assert state.totals == (expected,)


def test_match_does_not_end_while_all_match_was_never_used() -> None:
    state = engine.new_game("match", 4)
    for category, dice in MATCH_OTHERS:
        state = score(state, dice, category)
    assert state.phase == "rolling"
    assert [a for a in engine.legal_actions(state) if isinstance(a, Score)] == [Score("allMatch")]
    state = score(state, (1, 1, 1, 2, 2), "allMatch")
    assert state.phase == "finished"
    assert engine.to_json(state)["round"] == 14


def test_match_extra_turns_with_two_players_skip_the_finished_player() -> None:
    """A player with extra allMatch turns plays on alone after the other has filled everything."""
    state = engine.new_game("match", 4, ["Ann", "Bo"])
    plan = {
        0: [("allMatch", (4, 4, 4, 4, 4)), ("allMatch", (4, 4, 4, 4, 4)), *MATCH_OTHERS],
        1: [*MATCH_OTHERS, ("allMatch", (1, 2, 3, 4, 5))],
    }
    order = []
    while state.phase != "finished":
        player = state.current_player
        order.append(player)
        category, dice = plan[player].pop(0)
        state = score(state, dice, category)
    assert order == [0, 1] * 14 + [0]
    assert plan == {0: [], 1: []}


def test_match_has_no_upper_bonus() -> None:
    state = engine.new_game("match", 6)
    for face, category in enumerate(UPPER, 1):
        state = score(state, _three_of(face), category)
    assert state.totals == (63,)


# --------------------------------------------------------------------------------------------
# Teaching errors: what was wrong and what is legal now; the state untouched


def test_scoring_a_filled_category_names_it_and_lists_open_ones() -> None:
    state = score(engine.new_game("dice-dash", 9), (2, 2, 3, 3, 3), "fullHouse")
    message = rejected(state, Score("fullHouse"))
    assert message.startswith("fullHouse is already scored; open: ")
    assert message == "fullHouse is already scored; open: " + ", ".join(open_scores(state)) + "."
    assert "fullHouse" not in message.split("open: ")[1]
    assert "ones" in message.split("open: ")[1]


def test_dicegame_filled_cell_names_cell_and_column() -> None:
    state = score(engine.new_game("dicegame", 9, ["Solo"]), (2, 2, 3, 3, 3), "fullHouse", 1)
    message = rejected(state, Score("fullHouse", 1))
    assert "fullHouse" in message and "x2" in message
    assert "open: " + ", ".join(open_scores(state)) in message
    assert "fullHouse/0" in message and "fullHouse/1" not in message.split("open: ")[1]


def test_rolling_after_the_third_roll() -> None:
    state = engine.apply(engine.apply(engine.new_game("dice-dash", 9), Roll()), Roll())
    assert state.phase == "choosing"
    message = rejected(state, Roll())
    assert "3 rolls" in message and "score one of: " in message
    assert engine.legal_actions(state) == tuple(Score(c) for c in engine.ruleset("dice-dash").category_ids)


def test_rolling_with_all_five_held() -> None:
    state = engine.new_game("match", 9)
    for i in range(5):
        state = engine.apply(state, ToggleHold(i))
    assert Roll() not in engine.legal_actions(state)
    assert "release a die or score" in rejected(state, Roll())
    # releasing one die makes rolling legal again
    state = engine.apply(state, ToggleHold(4))
    assert Roll() in engine.legal_actions(state)


def test_toggling_in_choosing_phase() -> None:
    state = engine.apply(engine.apply(engine.new_game("dicegame", 9), Roll()), Roll())
    message = rejected(state, ToggleHold(0))
    assert "holding changes nothing" in message and "score one of: " in message
    assert not any(isinstance(a, (ToggleHold, Roll)) for a in engine.legal_actions(state))


def test_dicegame_score_without_column() -> None:
    state = engine.new_game("dicegame", 9)
    message = rejected(state, Score("chance"))
    assert "column" in message and "0 (x1), 1 (x2) or 2 (x3)" in message
    assert "open: " in message
    assert "does not exist" in rejected(state, Score("chance", 3))


def test_unknown_category() -> None:
    for game in ("dice-dash", "dicegame", "match"):
        state = engine.new_game(game, 9)
        message = rejected(state, Score("yahtzee", 0 if game == "dicegame" else None))
        assert "'yahtzee'" in message
        assert ", ".join(engine.ruleset(game).category_ids) in message


def test_category_of_another_game_is_unknown() -> None:
    assert "'twos'" in rejected(engine.new_game("dice-dash", 9), Score("twos"))


def test_no_such_die() -> None:
    state = engine.new_game("dice-dash", 9)
    assert "0 to 4" in rejected(state, ToggleHold(5))
    assert "0 to 4" in rejected(state, ToggleHold(-1))


def test_column_on_a_single_column_game_is_illegal() -> None:
    """Only legal_actions' moves may be applied: a column here would also make a log entry that
    the game's action grammar (and so loading the save) rejects."""
    state = engine.new_game("match", 9)
    assert "column" in rejected(state, Score("ones", 0))
    assert "column" in rejected(state, Score("ones", 1))


def test_any_move_after_the_end() -> None:
    state = engine.new_game("dice-dash", 270)
    for category, dice in MAX_DICE_DASH:
        state = score(state, dice, category)
    for action in (Roll(), ToggleHold(0), Score("ones")):
        assert "finished" in rejected(state, action)


# --------------------------------------------------------------------------------------------
# Score preview: what every open cell would give, bonuses included


def test_preview_includes_bonus_reached_and_multiplier() -> None:
    state = engine.new_game("dicegame", 5, ["Solo"])
    for face, category in enumerate(UPPER[:5], 1):
        state = score_after_rolls(state, _three_of(face), category, 1, 0)  # 45 so far in column 0
    state = with_dice(state, (6, 6, 6, 1, 2))
    preview = {(p.category, p.column): p for p in engine.score_preview(state)}
    assert (preview[("sixes", 0)].points, preview[("sixes", 0)].bonus, preview[("sixes", 0)].gain) == (18, 35, 53)
    assert (preview[("sixes", 1)].points, preview[("sixes", 1)].bonus, preview[("sixes", 1)].gain) == (18, 0, 36)
    assert preview[("chance", 2)].gain == 3 * 21
    assert ("ones", 0) not in preview
    assert len(preview) == 39 - 5


def test_preview_dice_dash_perfect_round_only_on_roll_one() -> None:
    state = with_dice(engine.new_game("dice-dash", 5), (1, 2, 3, 4, 6))
    preview = {p.category: p for p in engine.score_preview(state)}
    assert all(p.bonus == 5 for p in preview.values())
    assert (preview["straight"].points, preview["straight"].gain) == (30, 35)
    assert (preview["allMatch"].points, preview["allMatch"].gain) == (0, 5)
    rolled = with_dice(engine.apply(state, Roll()), (1, 2, 3, 4, 6))
    assert all(p.bonus == 0 for p in engine.score_preview(rolled))


def test_preview_gain_is_what_scoring_adds() -> None:
    state = engine.new_game("dice-dash", 5)
    state = score_after_rolls(state, (5, 5, 5, 5, 5), "fives", 1)  # 25
    state = with_dice(engine.apply(state, Roll()), (3, 3, 3, 1, 1))
    for item in engine.score_preview(state):
        after = engine.apply(state, Score(item.category))
        assert after.totals[0] - state.totals[0] == item.gain, item
    threes = next(p for p in engine.score_preview(state) if p.category == "threes")
    assert (threes.points, threes.bonus) == (9, 20)


# --------------------------------------------------------------------------------------------
# Outcome: shared places, winners, breakdown


def test_shared_places_competition_ranking() -> None:
    assert shared_places([10, 10, 5]) == (1, 1, 3)
    assert shared_places([5, 10, 10, 1]) == (3, 1, 1, 4)
    assert shared_places([7]) == (1,)
    assert shared_places([3, 3, 3]) == (1, 1, 1)
    assert shared_places([1, 2, 3, 4]) == (4, 3, 2, 1)


def _match_game(dice_for_player: dict[int, Dice], names: list[str]) -> engine.State:
    state = engine.new_game("match", 12, names)
    while state.phase != "finished":
        category = next(a.category for a in engine.legal_actions(state) if isinstance(a, Score))
        state = score(state, dice_for_player[state.current_player], category)
    return state


def test_outcome_equal_totals_share_first_place_and_next_is_third() -> None:
    state = _match_game({0: (6, 6, 6, 5, 5), 1: (6, 6, 6, 5, 5), 2: (1, 1, 2, 2, 4)}, ["Ann", "Bo", "Cy"])
    result = engine.outcome(state)
    assert result.totals[0] == result.totals[1] > result.totals[2]
    assert result.places == (1, 1, 3)
    assert result.winners == (0, 1)
    data = result.to_json()
    assert data["winners"] == ["Ann", "Bo"]
    assert data["places"] == [1, 1, 3]
    assert data["totals"] == list(state.totals)


def test_outcome_single_winner_and_shared_second() -> None:
    state = _match_game(
        {0: (1, 1, 2, 2, 4), 1: (6, 6, 6, 5, 5), 2: (3, 3, 3, 3, 3), 3: (1, 1, 2, 2, 4)},
        ["A", "B", "C", "D"],
    )
    result = engine.outcome(state)
    assert result.totals[1] > result.totals[2] > result.totals[0] == result.totals[3]
    assert result.places == (3, 1, 2, 3)
    assert result.winners == (1,)


def test_outcome_breakdown_lists_every_category_with_its_entries() -> None:
    state = engine.new_game("match", 4)
    state = score(state, (5, 5, 5, 5, 5), "allMatch")
    state = score(state, (5, 5, 5, 5, 5), "allMatch")
    for category, dice in MATCH_OTHERS:
        state = score(state, dice, category)
    data = engine.outcome(state).to_json()
    (column,) = data["breakdown"][0]["columns"]
    assert list(column["categories"]) == list(engine.ruleset("match").category_ids)
    assert column["categories"]["allMatch"] == [50, 50]
    assert column["categories"]["twoPairs"] == [22]
    assert column["bonuses"] == {}
    assert column["total"] == column["weighted"] == data["totals"][0] == state.totals[0]
    assert data["breakdown"][0]["player"] == "You"


def test_outcome_of_an_unfinished_game_is_refused() -> None:
    with pytest.raises(ValueError, match="not finished"):
        engine.outcome(engine.new_game("dice-dash", 1))
