"""Triple Dice rules, JSON and CLI (docs/rules.md, sections 5 and 8)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from dataclasses import replace
from fractions import Fraction
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest

from engine import api
from engine import triple_dice as td
from engine.actions import Predict, Roll, Submit, action_from_json
from engine.dice import STREAM_ORDER, die, hash64
from engine.errors import BadSetup, IllegalAction, InvalidState, MalformedAction
from engine.results import Outcome

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Ana", "Ben", "Cy", "Dee")
F = Fraction


def rigged(hands: list[list[int]], order: list[int] | None = None, seed: int = 1) -> td.TripleDiceState:
    """A new game whose round-1 dice (and turn-1 order) are the given ones: the rules read the
    dice from the state, so this tests them on exactly the situations docs/rules.md describes."""
    state = td.new_game(seed, NAMES[: len(hands)])
    state = replace(state, dice=tuple(tuple(h) for h in hands))
    return replace(state, turn_order=tuple(order)) if order else state


def predict_all(state: td.TripleDiceState, cards: list[str]) -> td.TripleDiceState:
    for card in cards:
        state = td.apply(state, Predict(card))
    return state


def play_turn(state: td.TripleDiceState, picks: dict[int, tuple[int, int, int]]) -> td.TripleDiceState:
    for _ in picks:
        state = td.apply(state, Submit(picks[state.current_player]))
    return state


def play_dice_in_order(state: td.TripleDiceState) -> td.TripleDiceState:
    """The round's three turns with every seat submitting its dice in position order: 0-2, then
    3-5, then 6-8 (9 and 10 are the two left over)."""
    for turn in range(3):
        picks = (3 * turn, 3 * turn + 1, 3 * turn + 2)
        state = play_turn(state, dict.fromkeys(range(len(state.players)), picks))
    return state


def random_game(seed: int, players: int, rng: random.Random) -> list[td.TripleDiceState]:
    state = td.new_game(seed, NAMES[:players])
    states = [state]
    while state.phase != "finished":
        state = td.apply(state, rng.choice(td.legal_actions(state)))
        states.append(state)
    return states


# --- combinations --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ((5, 2, 2), (3, 3, 1)),  # docs/rules.md: doubles compare all three values high to low
        ((6, 2, 1), (5, 4, 1)),  # docs/rules.md
        ((5, 4, 1), (5, 2, 1)),  # docs/rules.md
        ((1, 1, 1), (6, 5, 4)),  # any triple beats any straight
        ((1, 2, 3), (6, 6, 5)),  # any straight beats any double
        ((1, 1, 2), (6, 5, 3)),  # any double beats any single
        ((6, 6, 6), (5, 5, 5)),
        ((4, 5, 6), (1, 2, 3)),
        ((6, 6, 1), (5, 5, 6)),  # 6-6-1 vs 6-5-5: the second value decides
    ],
)
def test_ranking_examples(better: tuple[int, int, int], worse: tuple[int, int, int]) -> None:
    assert td.combination_key(better) > td.combination_key(worse)
    keys = [td.combination_key(worse), td.combination_key(better)]
    assert td.turn_points(keys) == ((2, 1), (F(0), F(6)))  # two players: 6, 0


def test_identical_value_sets_tie_whatever_the_order() -> None:
    assert td.combination_key((2, 5, 5)) == td.combination_key((5, 2, 5)) == td.combination_key((5, 5, 2))
    keys = [td.combination_key((2, 5, 5)), td.combination_key((5, 2, 5))]
    assert td.turn_points(keys) == ((1, 1), (F(3), F(3)))  # (6 + 0) / 2


@pytest.mark.parametrize(
    ("values", "name"),
    [
        ((6, 1, 2), "single"),  # 1 and 6 are not adjacent
        ((5, 6, 1), "single"),
        ((1, 2, 4), "single"),
        ((3, 1, 2), "straight"),
        ((4, 5, 6), "straight"),
        ((6, 6, 1), "double"),
        ((2, 1, 1), "double"),
        ((3, 3, 3), "triple"),
    ],
)
def test_combination_names(values: tuple[int, int, int], name: str) -> None:
    assert td.combination_name(values) == name


# --- points of a turn ----------------------------------------------------------------------------

A, B, C, D = (td.combination_key(v) for v in ((6, 6, 6), (5, 5, 5), (4, 5, 6), (1, 2, 4)))


@pytest.mark.parametrize(
    ("keys", "places", "points"),
    [
        ([A, A], (1, 1), (F(3), F(3))),  # (6 + 0) / 2
        ([A, B], (1, 2), (F(6), F(0))),
        ([A, A, B], (1, 1, 3), (F(9, 2), F(9, 2), F(0))),
        ([A, B, B], (1, 2, 2), (F(6), F(3, 2), F(3, 2))),  # (3 + 0) / 2
        ([B, A, B], (2, 1, 2), (F(3, 2), F(6), F(3, 2))),
        ([A, A, A], (1, 1, 1), (F(3),) * 3),  # (6 + 3 + 0) / 3
        ([B, A, A, C], (3, 1, 1, 4), (F(1), F(9, 2), F(9, 2), F(0))),  # two tied for first of 4: 9/2
        ([A, A, A, D], (1, 1, 1, 4), (F(10, 3), F(10, 3), F(10, 3), F(0))),
        ([A, B, B, D], (1, 2, 2, 4), (F(6), F(2), F(2), F(0))),
        ([A, B, D, D], (1, 2, 3, 3), (F(6), F(3), F(1, 2), F(1, 2))),
        ([A, D, D, D], (1, 2, 2, 2), (F(6), F(4, 3), F(4, 3), F(4, 3))),
        ([A, A, D, D], (1, 1, 3, 3), (F(9, 2), F(9, 2), F(1, 2), F(1, 2))),
        ([C, C, C, C], (1, 1, 1, 1), (F(5, 2),) * 4),
    ],
)
def test_tied_players_share_the_points_of_their_places(
    keys: list[int], places: tuple[int, ...], points: tuple[Fraction, ...]
) -> None:
    assert td.turn_points(keys) == (places, points)
    assert sum(points) == sum(td.place_points(len(keys)))  # sharing never creates or loses points


@pytest.mark.parametrize(
    ("players", "table", "total"), [(2, (6, 0), 6), (3, (6, 3, 0), 9), (4, (6, 3, 1, 0), 10)]
)
def test_the_points_table_at_each_size(players: int, table: tuple[int, ...], total: int) -> None:
    assert td.place_points(players) == td.PLACE_POINTS[players] == table
    assert table[-1] == 0  # last place scores nothing, so three last places make a round of 0
    assert sum(table) == total
    keys = [td.combination_key((6, 6, 6 - seat)) for seat in range(players)]  # every place once
    assert td.turn_points(keys) == (tuple(range(1, players + 1)), tuple(F(p) for p in table))
    assert td.turn_points([A] * players) == (((1,) * players), (F(total, players),) * players)


@pytest.mark.parametrize(
    ("keys", "points"),
    [
        ([A, A], (F(9, 2), F(9, 2))),
        ([A, B], (F(6), F(3))),
        ([A, A, B], (F(9, 2), F(9, 2), F(1))),
        ([A, B, B], (F(6), F(2), F(2))),
        ([A, A, A], (F(10, 3),) * 3),
        ([A, B, D, D], (F(6), F(3), F(1, 2), F(1, 2))),
    ],
)
def test_the_earlier_table_still_scores_games_started_under_it(keys: list[int], points: tuple[Fraction, ...]) -> None:
    table = td.earlier_place_points(len(keys))
    assert table == td.EARLIER_PLACE_POINTS[: len(keys)]
    assert td.turn_points(keys, table)[1] == points
    assert td.place_table(len(keys), list(table)) == table
    if len(keys) == 4:
        assert table == td.place_points(4)  # four players: the same table under both rules


@pytest.mark.parametrize(
    ("players", "table"), [(2, (6, 1)), (2, (6, 3, 0)), (3, (6, 2, 0)), (4, (6, 3, 0, 0)), (2, (True, 0)), (3, ())]
)
def test_no_other_table_can_be_played(players: int, table: tuple[int, ...]) -> None:
    with pytest.raises(BadSetup, match=r"not a Triple Dice table for \d players") as caught:
        td.new_game(1, NAMES[:players], place_points=table)
    assert caught.value.code == "place-points"
    assert caught.value.params["expected"] == list(td.place_points(players))


def test_a_tie_in_play_gives_exact_fractions_in_state_and_json() -> None:
    state = rigged([[6, 6, 6, 1, 2, 3, 1, 2, 3, 4, 4], [6, 6, 6, 5, 5, 5, 1, 1, 1, 4, 4], [2, 2, 4] + [1] * 8],
                   order=[0, 1, 2])
    state = predict_all(state, ["maximum", "maximum", "minimum"])
    state = play_turn(state, {0: (0, 1, 2), 1: (0, 1, 2), 2: (0, 1, 2)})
    assert state.turns[0].points == (F(9, 2), F(9, 2), F(0))
    assert state.round_points == (F(9, 2), F(9, 2), F(0))
    data = td.to_json(state)
    assert data["roundPoints"] == ["9/2", "9/2", 0]
    assert data["turns"][0]["points"] == ["9/2", "9/2", 0]


@pytest.mark.parametrize(
    ("value", "text"), [(F(9, 2), "4.5"), (F(10, 3), "3 1/3"), (F(3), "3"), (F(1, 3), "1/3"), (F(27, 2), "13.5")]
)
def test_points_are_shown_as_people_write_them(value: Fraction, text: str) -> None:
    assert td.format_points(value) == text


# --- prediction bands and bonuses ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("score", "card"),
    [
        (F(0), "zero"),
        (F(1, 2), "minimum"),
        (F(6), "minimum"),
        (F(13, 2), "minimum"),  # 6.5 is minimum, not "more"
        (F(7), "more"),
        (F(21, 2), "more"),
        (F(11), "maximum"),
        (F(18), "maximum"),
    ],
)
def test_band_edges(score: Fraction, card: str) -> None:
    assert td.band(score) == card


@pytest.mark.parametrize(
    ("card", "score", "bonus"),
    [
        ("zero", F(0), F(40)),
        ("zero", F(1, 2), F(0)),
        ("minimum", F(0), F(0)),
        ("minimum", F(13, 2), F(13, 2)),
        ("more", F(13, 2), F(0)),
        ("more", F(7), F(7)),
        ("more", F(21, 2), F(21, 2)),
        ("maximum", F(21, 2), F(0)),
        ("maximum", F(11), F(11)),
    ],
)
def test_bonuses(card: str, score: Fraction, bonus: Fraction) -> None:
    assert td.bonus(card, score) == bonus


STRONG = [6] * 9 + [1, 1]
SECOND = [5] * 9 + [2, 2]
THIRD = [4] * 9 + [3, 3]
WEAKEST = [1, 2, 4] * 3 + [3, 3]


def test_a_round_with_zero_bonus_doubling_and_a_miss() -> None:
    state = rigged([STRONG, SECOND, THIRD, WEAKEST], order=[3, 2, 1, 0])
    state = predict_all(state, ["maximum", "more", "maximum", "zero"])
    state = play_dice_in_order(state)
    record = state.rounds[0]
    assert record.scores == (F(18), F(9), F(3), F(0))
    assert record.hits == (True, True, False, True)
    assert record.bonuses == (F(18), F(9), F(0), F(40))
    assert record.gains == (F(36), F(18), F(3), F(40))
    assert state.totals == (F(36), F(18), F(3), F(40))
    # Each player used 9 dice; the 2 left over were discarded: round 2 brings 11 fresh, unused dice.
    for p in range(4):
        assert len({i for t in record.turns for s in t.submissions if s.player == p for i in s.dice}) == 9
    assert state.round == 2 and state.phase == "predicting"
    assert state.used == ((0,) * 11,) * 4


def test_a_tie_for_last_spoils_a_zero_card() -> None:
    state = rigged([STRONG, SECOND, WEAKEST, WEAKEST], order=[0, 1, 2, 3])
    state = predict_all(state, ["maximum", "more", "zero", "zero"])
    state = play_dice_in_order(state)
    record = state.rounds[0]
    assert record.scores == (F(18), F(9), F(3, 2), F(3, 2))  # (1 + 0) / 2 three times
    assert record.bonuses == (F(18), F(9), F(0), F(0))


# --- turn order ----------------------------------------------------------------------------------

TIE_HIGH = [6, 6, 6] + [1, 2, 4] * 2 + [3, 3]
LOW = [1, 2, 4] * 3 + [3, 3]


@pytest.mark.parametrize(
    ("order", "hands", "next_order"),
    [
        # Seats 2 and 0 tie for first; 2 submitted earlier, so 2 starts and seat order follows.
        ([2, 0, 1], [TIE_HIGH, LOW, TIE_HIGH], (2, 0, 1)),
        ([1, 0, 2], [TIE_HIGH, LOW, TIE_HIGH], (0, 1, 2)),
        ([1, 2, 0], [TIE_HIGH, LOW, TIE_HIGH], (2, 0, 1)),
        # A clear winner starts, whatever the previous order.
        ([0, 1, 2], [LOW, TIE_HIGH, LOW], (1, 2, 0)),
        # Four players: seat order wraps around from the winner.
        ([0, 1, 2, 3], [LOW, LOW, TIE_HIGH, LOW], (2, 3, 0, 1)),
        ([3, 1, 0, 2], [TIE_HIGH, TIE_HIGH, LOW, TIE_HIGH], (3, 0, 1, 2)),
    ],
)
def test_turns_2_and_3_start_with_the_previous_winner(
    order: list[int], hands: list[list[int]], next_order: tuple[int, ...]
) -> None:
    state = predict_all(rigged(hands, order=order), ["maximum"] * len(hands))
    assert state.current_player == order[0]
    state = play_turn(state, dict.fromkeys(range(len(hands)), (0, 1, 2)))
    assert state.turns[0].winner == next_order[0]
    assert state.turn_order == next_order
    assert state.current_player == next_order[0]
    state = play_turn(state, dict.fromkeys(range(len(hands)), (3, 4, 5)))
    # Turn 2: the LOW hands' 1-2-4 against TIE_HIGH's 1-2-4 ties everyone; the earliest submitter
    # of turn 2 (its first player) starts turn 3.
    assert state.turn_order == next_order


@pytest.mark.parametrize("players", [2, 3, 4])
def test_turn_1_order_is_the_documented_hash_draw(players: int) -> None:
    orders = set()
    for seed in range(30):
        state = td.new_game(seed, NAMES[:players])
        while state.phase != "finished":
            if state.phase == "predicting":  # the round's turn-1 order is known from its start
                r = state.round - 1
                expected = tuple(sorted(range(players), key=lambda s: hash64(seed, r, s, STREAM_ORDER)))
                assert state.turn_order == expected
                assert state.current_player == len(state.log) % (4 * players) % players  # cards in seat order
                orders.add(expected)
            state = td.apply(state, td.legal_actions(state)[0])
    assert len(orders) > 1


# --- dice ----------------------------------------------------------------------------------------


def test_dice_are_the_documented_hash() -> None:
    rng = random.Random(5)
    for seed, players in [(7, 3), (0, 2), (2**63 - 1, 4), (123456789, 4)]:
        for state in random_game(seed, players, rng):
            if state.phase == "finished":
                continue
            first = (state.round - 1) * players
            assert state.roll_count == first + players
            for p in range(players):
                assert state.dice[p] == tuple(die(seed, first + p, i) for i in range(11))


def test_seed_7_vectors() -> None:
    """Pinned in engine/README.md: seed 7, three players, round 1."""
    state = td.new_game(7, ["A", "B", "C"])
    assert state.dice == (
        (2, 1, 2, 6, 2, 6, 1, 1, 5, 6, 3),
        (1, 1, 6, 1, 2, 4, 3, 3, 4, 4, 1),
        (1, 4, 6, 5, 2, 2, 4, 5, 1, 3, 4),
    )
    assert state.turn_order == (0, 2, 1)


def test_same_seed_and_actions_give_the_same_game() -> None:
    rng = random.Random(11)
    states = random_game(99, 3, rng)
    replayed = td.new_game(99, NAMES[:3])
    for action in states[-1].log:
        replayed = td.apply(replayed, action)
    assert replayed == states[-1]
    assert td.to_json(replayed) == td.to_json(states[-1])
    assert td.new_game(100, NAMES[:3]).dice != states[0].dice


# --- illegal actions -----------------------------------------------------------------------------


def _mid_turn_2() -> td.TripleDiceState:
    state = predict_all(rigged([STRONG, SECOND], order=[0, 1]), ["maximum", "more"])
    return play_turn(state, {0: (4, 0, 1), 1: (0, 1, 2)})


@pytest.mark.parametrize(
    ("make", "action", "message"),
    [
        (lambda: rigged([STRONG, SECOND]), Submit((0, 1, 2)), "it is Ana's turn to pick a prediction card"),
        (lambda: rigged([STRONG, SECOND]), Predict("huge"), "There is no card 'huge'; pick one of: zero"),
        (lambda: rigged([STRONG, SECOND]), Roll(), "Triple Dice has no Roll action"),
        (
            _mid_turn_2,
            Predict("zero"),
            "Prediction cards are picked at the start of a round; now it is Ana's turn to submit",
        ),
        (_mid_turn_2, Submit((2, 3)), "Pick exactly 3 different dice, not 2"),
        (_mid_turn_2, Submit((2, 3, 5, 6)), "Pick exactly 3 different dice, not 4"),
        (_mid_turn_2, Submit((2, 2, 3)), "Pick exactly 3 different dice; die 2 is listed twice"),
        (_mid_turn_2, Submit((2, 3, 11)), "There is no die 11; dice are numbered 0 to 10 (9 and 10 are private)"),
        (_mid_turn_2, Submit((2, 3, -1)), "There is no die -1"),
        (
            _mid_turn_2,
            Submit((4, 5, 6)),
            "Die 4 was already used in turn 1; unused dice: 2, 3, 5, 6, 7, 8, 9, 10.",
        ),
    ],
)
def test_illegal_actions_teach_and_change_nothing(make: Any, action: Any, message: str) -> None:
    state = make()
    before = td.to_json(state)
    with pytest.raises(IllegalAction) as info:
        td.apply(state, action)
    assert message in str(info.value)
    assert td.to_json(state) == before


def test_moves_out_of_turn_name_whose_turn_it_is() -> None:
    state = _mid_turn_2()
    with pytest.raises(IllegalAction, match="It is not Ben's move: it is Ana's turn to submit 3 dice"):
        td.apply_for(state, 1, Submit((0, 1, 2)))
    assert td.apply_for(state, 0, Submit((2, 3, 5))).current_player == 1


def test_nothing_is_legal_after_the_end() -> None:
    final = random_game(3, 2, random.Random(3))[-1]
    assert td.legal_actions(final) == ()
    with pytest.raises(IllegalAction, match="The game is finished"):
        td.apply(final, Predict("zero"))


def test_legal_actions_are_exactly_the_accepted_ones() -> None:
    state = _mid_turn_2()
    legal = set(td.legal_actions(state))
    assert len(legal) == 56  # 3 of the 8 unused dice
    for dice in combinations(range(11), 3):
        try:
            td.apply(state, Submit(dice))
            accepted = True
        except IllegalAction:
            accepted = False
        assert accepted == (Submit(dice) in legal), dice
    assert set(td.legal_actions(rigged([STRONG, SECOND]))) == {Predict(c) for c in td.CARDS}


# --- JSON ----------------------------------------------------------------------------------------


@pytest.mark.slow
def test_json_round_trip_at_every_step() -> None:
    rng = random.Random(21)
    for seed, players in [(1, 2), (2, 3), (3, 4)]:
        for state in random_game(seed, players, rng):
            data = json.loads(json.dumps(td.to_json(state)))
            loaded = td.from_json(data)
            assert loaded == state
            assert td.to_json(loaded) == data
            assert api.from_json(data) == state


def _saved(table: tuple[int, ...] | None = None) -> dict[str, Any]:
    """A real (unrigged) 3-player save in round 2, turn 2, after a completed round (``table``:
    the turn points it is played under, today's by default)."""
    rng = random.Random(8)
    state = td.new_game(4242, NAMES[:3], place_points=table)
    while not (state.round == 2 and state.turn == 2 and state.submissions):
        state = td.apply(state, rng.choice(td.legal_actions(state)))
    return json.loads(json.dumps(td.to_json(state)))


def _set(data: dict[str, Any], path: list[Any], value: Any) -> None:
    for key in path[:-1]:
        data = data[key]
    data[path[-1]] = value


@pytest.mark.parametrize(
    ("path", "value", "named"),
    [
        (["hands", 1, "dice", 9], 7, "hands[1].dice[9]"),
        (["hands", 0, "used", 3], 9, "hands[0].used[3]"),
        (["hands", 1, "player"], "Zed", "hands[1].player"),
        (["players", 1], "Zed", "hands[1].player"),
        (["predictions", 1], "nope", "predictions[1]"),
        (["totals", 0], "1001/2", "totals[0]"),
        (["roundPoints", 2], 4.5, "roundPoints[2]"),
        (["turns", 0, "points", 0], 99, "turns[0].points[0]"),
        (["rounds", 0, "bonuses", 1], 40, "rounds[0].bonuses[1]"),
        (["rounds", 0, "dice", 0, 10], 0, "rounds[0].dice[0][10]"),
        (["submissions", 0, "values", 0], 9, "submissions[0].values[0]"),
        (["turnOrder"], [0, 0, 0], "turnOrder"),
        (["currentPlayer"], 5, "currentPlayer"),
        (["phase"], "finished", "phase"),
    ],
)
def test_tampered_fields_are_named(path: list[Any], value: Any, named: str) -> None:
    data = _saved()
    _set(data, path, value)
    with pytest.raises(InvalidState) as info:
        td.from_json(data)
    assert named in str(info.value)
    assert "replaying its log from seed 4242" in str(info.value)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("totals"), "no 'totals' field"),
        (lambda d: d.update(secret=1), "unknown field 'secret'"),
        (lambda d: d.update(seed="4242"), "'seed' must be a whole number"),
        (lambda d: d.update(seed=-1), "cannot be set up"),
        (lambda d: d.update(players=["A", "B", "C", "D", "E"]), "takes 2 to 4 players"),
        (lambda d: d.update(log=[*d["log"], {"type": "roll"}]), "cannot be replayed"),
        (lambda d: d.update(log=[*d["log"], {"type": "predict", "card": "zero"}]), "cannot be replayed"),
        (lambda d: d.update(log=d["log"][:-1]), "replaying its log from seed 4242"),
        (lambda d: d.update(seed=4243), "replaying its log from seed 4243|cannot be replayed"),
        (lambda d: d.update(game="match"), "not a triple-dice one"),
        (lambda d: d.pop("format"), "no 'format' field"),
        (lambda d: d.update(format=True), "'format' is true"),
        (lambda d: d.update(format=1), "'format' is 1, but this Dicebox reads triple-dice states in format 3"),
        (lambda d: d.update(format=2), "'format' is 2, but this Dicebox reads triple-dice states in format 3"),
        (lambda d: d.update(format=2.0), "'format' is 2.0"),
        (lambda d: d.update(format="2"), "'format' is \"2\""),
        (lambda d: d.update(seed=4242.0), "'seed' must be a whole number"),
        (lambda d: d.update(seed=True), "'seed' must be a whole number"),
        (lambda d: d.update(players=["A", 5, "C"]), r"players\[1\] must be a name"),
        (lambda d: d.update(log=[*d["log"][:-1], {**d["log"][-1], "dice": [float(i) for i in d["log"][-1]["dice"]]}]),
         "submit.dice must be a list of 3 different whole numbers"),
        (lambda d: d.update(dice=d["hands"][0]["dice"]), "unknown field 'dice'"),
    ],
)
def test_malformed_states_are_rejected(change: Any, message: str) -> None:
    data = _saved()
    change(data)
    with pytest.raises(InvalidState, match=message):
        td.from_json(data)


def test_a_state_that_is_not_an_object_is_rejected() -> None:
    with pytest.raises(InvalidState, match="must be a JSON object"):
        td.from_json([1, 2])


@pytest.mark.parametrize(
    "raw",
    [
        {"type": "predict", "card": "huge"},
        {"type": "predict", "card": "zero", "extra": 1},
        {"type": "submit", "dice": [1, 2]},
        {"type": "submit", "dice": [1, 1, 2]},
        {"type": "submit", "dice": [1, 2, 11]},
        {"type": "submit", "dice": [1, 2, "3"]},
        {"type": "roll"},
    ],
)
def test_schema_rejects_malformed_actions(raw: dict[str, Any]) -> None:
    with pytest.raises(MalformedAction):
        action_from_json("triple-dice", raw)


def test_schema_accepts_the_grammar() -> None:
    assert action_from_json("triple-dice", {"type": "predict", "card": "more"}) == Predict("more")
    assert action_from_json("triple-dice", {"type": "submit", "dice": [10, 0, 9]}) == Submit((10, 0, 9))


# --- outcome and API -----------------------------------------------------------------------------


def test_outcome_with_equal_totals_shares_the_win() -> None:
    # Everyone gets the same dice and submits the same: every turn is a full tie, every total equal.
    state = td.new_game(5, NAMES[:3])
    while state.phase != "finished":
        if state.phase == "predicting" and state.current_player == 0:
            state = replace(state, dice=(tuple(STRONG),) * 3)
        legal = td.legal_actions(state)
        state = td.apply(state, Predict("more") if state.phase == "predicting" else legal[0])
    result = td.outcome(state)
    assert isinstance(result, Outcome)
    assert result.totals == (F(72),) * 3  # (6+3+0)/3 * 3 = 9 per round, doubled by a correct "more"
    assert result.places == (1, 1, 1)
    assert result.winners == (0, 1, 2)
    assert result.to_json()["totals"] == [72, 72, 72]


def test_outcome_writes_fractions_exactly() -> None:
    rng = random.Random(2)
    for seed in range(40):
        final = random_game(seed, 4, rng)[-1]
        result = td.outcome(final)
        data = result.to_json()
        assert [F(t) for t in data["totals"]] == list(result.totals)
        assert all(isinstance(t, int) or "/" in t for t in data["totals"])
        assert result.places == tuple(1 + sum(o > t for o in result.totals) for t in result.totals)
        if any(isinstance(t, str) for t in data["totals"]):
            return
    pytest.fail("no game with a fractional total in 40 seeds")


def test_outcome_needs_a_finished_game() -> None:
    with pytest.raises(ValueError, match="not finished"):
        td.outcome(td.new_game(1))


def test_registered_in_the_api() -> None:
    game = api.GAMES["triple-dice"]
    assert (game.name, game.min_players, game.max_players, game.default_players) == ("Triple Dice", 2, 4, 2)
    assert "triple-dice" in api.GAME_IDS
    state = api.new_game("triple-dice", " 42 ", ["Ana", "Ben", "Cy"])
    assert state.seed == 42 and state.players == ("Ana", "Ben", "Cy")
    assert api.new_game("triple-dice", 1).players == ("Player 1", "Player 2")
    assert api.observe(state, 2)["seat"] == 2
    with pytest.raises(BadSetup, match="There is no seat 3"):
        api.observe(state, 3)
    for seat in (True, 1.0, "1"):  # bool is an int in Python, but True is not seat 1
        with pytest.raises(BadSetup, match="There is no seat"):
            api.observe(state, seat)  # type: ignore[arg-type]
    with pytest.raises(BadSetup, match="takes 2 to 4 players, not 1"):
        api.new_game("triple-dice", 1, ["Solo"])
    assert api.parse_action(state, {"type": "predict", "card": "zero"}) == Predict("zero")


# --- CLI -----------------------------------------------------------------------------------------


def _cli(*args: str, stdin: object = None) -> subprocess.CompletedProcess[str]:
    text = json.dumps(stdin) if stdin is not None else ""
    return subprocess.run(
        [sys.executable, "-m", "engine", *args], input=text, capture_output=True, text=True, cwd=ROOT, check=False
    )


@pytest.mark.slow
def test_cli_new_act_legal_observe_replay(tmp_path: Path) -> None:
    new = _cli("new", "--game", "triple-dice", "--seed", "7", "--players", "A,B,C")
    assert new.returncode == 0, new.stderr
    state = json.loads(new.stdout)
    assert state["game"] == "triple-dice" and state["players"] == ["A", "B", "C"]
    assert state["hands"][0] == {"player": "A", "dice": [2, 1, 2, 6, 2, 6, 1, 1, 5, 6, 3], "used": [0] * 11}

    legal = _cli("legal", stdin={"state": state})
    assert json.loads(legal.stdout) == [{"type": "predict", "card": c} for c in td.CARDS]

    act = _cli("act", stdin={"state": state, "action": {"type": "predict", "card": "more"}})
    assert act.returncode == 0, act.stdout
    state = json.loads(act.stdout)["state"]
    assert state["predictions"] == ["more", None, None]

    seen = _cli("observe", "--seat", "1", stdin={"state": state})
    assert seen.returncode == 0, seen.stderr
    obs = json.loads(seen.stdout)
    assert obs["seat"] == 1 and obs["predictions"] == [None, None, None]
    assert obs["hands"][0]["dice"][9:] == [None, None]
    assert "seed" not in obs and "log" not in obs

    bad = _cli("act", stdin={"state": state, "action": {"type": "submit", "dice": [0, 1, 2]}})
    assert bad.returncode == 2
    assert "it is B's turn to pick a prediction card" in json.loads(bad.stdout)["error"]

    no_seat = _cli("observe", "--seat", "3", stdin={"state": state})
    assert no_seat.returncode == 2 and "There is no seat 3" in no_seat.stderr

    final = random_game(7, 3, random.Random(1))[-1]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(td.to_json(final)), encoding="utf-8")
    replay = _cli("replay", str(path))
    assert replay.returncode == 0, replay.stderr
    assert json.loads(replay.stdout) == json.loads(json.dumps(td.outcome(final).to_json()))


EARLIER3 = (6, 3, 1)
"""Three players' turn points before last place scored 0: the table formats 1 and 2 were written under."""


def _as_format_2(data: dict[str, Any]) -> dict[str, Any]:
    """The layout Dicebox wrote before format 3: no ``placePoints`` (the table was implied)."""
    return {key: value for key, value in data.items() if key != "placePoints"} | {"format": 2}


def _as_format_1(data: dict[str, Any]) -> dict[str, Any]:
    """The layout Dicebox wrote before format 2: dice and used marks in top-level lists."""
    old = {key: value for key, value in _as_format_2(data).items() if key != "hands"}
    old["format"] = 1
    old["dice"] = [hand["dice"] for hand in data["hands"]]
    old["used"] = [hand["used"] for hand in data["hands"]]
    return old


def test_a_format_1_state_resumes_as_the_same_game() -> None:
    """A game saved by the Dicebox before format 2 loads under the table it was played with."""
    data = _saved(EARLIER3)
    assert td.from_json(_as_format_1(data)) == td.from_json(data)
    assert td.from_json(_as_format_1(data)).place_points == EARLIER3


def test_a_format_2_state_resumes_under_the_table_it_was_played_with() -> None:
    earlier = _saved(EARLIER3)
    assert earlier["placePoints"] == [6, 3, 1]
    state = td.from_json(_as_format_2(earlier))
    assert state == td.from_json(earlier)
    assert td.to_json(state) == earlier  # written back as format 3, stating its table
    assert [td.points_to_json(t) for t in state.totals] == earlier["totals"]
    # The same moves under today's table score otherwise: the old save is not rescored.
    today = td.new_game(4242, NAMES[:3])
    for action in state.log:
        today = td.apply(today, action)
    assert today.totals != state.totals
    assert td.observe(state, 0)["placePoints"] == [6, 3, 1]  # the game's own table, not today's
    assert td.observe(today, 0)["placePoints"] == [6, 3, 0]


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ([6, 2, 0], r"'placePoints' is \[6, 2, 0\], but a 3-player game is scored \[6, 3, 0\], or \[6, 3, 1\]"),
        ([6, 3, 1, 0], "'placePoints' is"),
        ([6, 0], "'placePoints' is"),
        ([6, 3, True], "'placePoints' must be a list of whole numbers"),
        ("6,3,0", "'placePoints' must be a list of whole numbers"),
        ([6, 3, 0.0], "'placePoints' must be a list of whole numbers"),
    ],
)
def test_a_tampered_table_is_refused_naming_the_field(given: Any, message: str) -> None:
    data = _saved()
    data["placePoints"] = given
    with pytest.raises(InvalidState, match=message) as caught:
        td.from_json(data)
    assert caught.value.params["field"] == "placePoints"
    if isinstance(given, list) and all(type(p) is int for p in given):
        assert caught.value.code == "state-place-points"
        assert caught.value.params["expected"] == [6, 3, 0] and caught.value.params["earlier"] == [6, 3, 1]


def test_a_save_cannot_swap_one_real_table_for_the_other() -> None:
    """Both tables are accepted, but the replay judges every turn's points under the one stated."""
    for data, other in ((_saved(), [6, 3, 1]), (_saved(EARLIER3), [6, 3, 0])):
        data["placePoints"] = other
        with pytest.raises(InvalidState, match="replaying its log from seed 4242") as caught:
            td.from_json(data)
        assert caught.value.code == "state-disagrees"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["dice"][1].__setitem__(0, 7 - d["dice"][1][0]), r"hands\[1\]\.dice\[0\]"),
        (lambda d: d.update(dice=d["dice"][:-1]), "unknown field 'dice'"),
        (lambda d: d.update(secret=1), "unknown field 'secret'"),
    ],
)
def test_a_format_1_state_is_judged_as_strictly(change: Any, message: str) -> None:
    data = _as_format_1(_saved(EARLIER3))
    change(data)
    with pytest.raises(InvalidState, match=message):
        td.from_json(data)
