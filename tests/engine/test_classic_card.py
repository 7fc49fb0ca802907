"""The American card (engine/rulesets/classic.py): its joker and its +100, through the real core.

A reference written here from the rules, sharing no code with the engine, says which boxes a
throw may go to and what each records; random games (with five alike thrown in often, so that
jokers happen) must agree with it at every step, through ``legal_actions``, ``score_preview``,
``score_for`` and ``apply``. The rest pins what the +100's entries must not disturb: turns,
the end of the game, the breakdown, saves, and the games that have no such bonus.
"""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any, cast

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine import IllegalAction, Roll, Score
from engine.classic_rules import Joker, RepeatBonus
from engine.results import breakdown, outcome, score_preview
from engine.rules import turns_scored
from engine.rulesets.classic import CLASSIC, CLASSIC_FREE_JOKER
from engine.scorecard import ScorecardState, apply, legal_actions, new_game, score_for
from engine.state_json import state_to_json

ROOT = Path(__file__).resolve().parents[2]
UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")
LOWER = ("threeOfAKind", "fourOfAKind", "fullHouse", "smallStraight", "largeStraight", "fiveOfAKind", "chance")
WILD = {"fullHouse": 25, "smallStraight": 30, "largeStraight": 40}


def rule_points(box: str, dice: tuple[int, ...]) -> int:
    counts = Counter(dice)
    faces = set(dice)
    if box in UPPER:
        face = UPPER.index(box) + 1
        return face * counts[face]
    if box == "threeOfAKind":
        return sum(dice) if max(counts.values()) >= 3 else 0
    if box == "fourOfAKind":
        return sum(dice) if max(counts.values()) >= 4 else 0
    if box == "fullHouse":
        return 25 if sorted(counts.values()) == [2, 3] else 0
    if box == "smallStraight":
        return 30 if any({s, s + 1, s + 2, s + 3} <= faces for s in (1, 2, 3)) else 0
    if box == "largeStraight":
        return 40 if faces in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}) else 0
    if box == "fiveOfAKind":
        return 50 if len(faces) == 1 else 0
    return sum(dice)


def reference(own: dict[str, int | None], dice: tuple[int, ...], forced: bool) -> dict[str, tuple[int, int]]:
    """Box -> (points recorded, +100 earned) for every box ``dice`` may go to; ``own`` holds each
    box's own score, None while open."""
    open_boxes = [box for box in (*UPPER, *LOWER) if own[box] is None]
    five = len(set(dice)) == 1
    box_score = own["fiveOfAKind"]
    if not five or box_score is None:
        return {box: (rule_points(box, dice), 0) for box in open_boxes}
    extra = 100 if box_score == 50 else 0
    upper = UPPER[dice[0] - 1]
    upper_open = own[upper] is None
    if forced:
        lower_open = [box for box in LOWER if own[box] is None]
        allowed = [upper] if upper_open else lower_open or open_boxes
    else:
        allowed = open_boxes
    out = {}
    for box in allowed:
        points = WILD[box] if box in WILD and not upper_open else rule_points(box, dice)
        out[box] = (points, extra)
    return out


def own_scores(state: ScorecardState) -> dict[str, int | None]:
    column = state.cards[state.current_player][0]
    return {cat.id: (cell[0][0] if cell else None) for cat, cell in zip(state.ruleset.categories, column)}


def ref_total(state: ScorecardState, player: int) -> int:
    cells = state_to_json(state)["scorecards"][player]["columns"][0]["cells"]
    own = sum(entries[0]["points"] for entries in cells.values() if entries)
    upper = sum(cells[box][0]["points"] for box in UPPER if cells[box])
    return int(own + (35 if upper >= 63 else 0) + sum(e["points"] for e in cells["fiveOfAKind"][1:]))


def random_game(ruleset: engine.rules.Ruleset, seed: int, rng: random.Random) -> list[ScorecardState]:
    """Every state of a random game, the dice swapped for five alike at a third of the decisions."""
    state = new_game(ruleset, seed, ["Ann", "Ben"])
    seen = []
    while state.phase != "finished":
        if rng.random() < 0.35:
            state = replace(state, dice=(rng.randint(1, 6),) * 5)
        seen.append(state)
        legal = legal_actions(state)
        scores = [a for a in legal if isinstance(a, Score)]
        action = Roll() if Roll() in legal and rng.random() < 0.3 else rng.choice(scores)
        state = apply(state, action)
    seen.append(state)
    return seen


PROPERTY = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPERTY
@given(seed=st.integers(0, 2**63 - 1), policy=st.integers(0, 2**32 - 1), forced=st.booleans())
def test_random_games_follow_the_reference_at_every_step(seed: int, policy: int, forced: bool) -> None:
    ruleset = CLASSIC if forced else CLASSIC_FREE_JOKER
    states = random_game(ruleset, seed, random.Random(policy))
    for state in states[:-1]:
        want = reference(own_scores(state), state.dice, forced)
        offered = [a.category for a in legal_actions(state) if isinstance(a, Score)]
        assert offered == list(want)
        previews = {p.category: (p.points, p.bonus) for p in score_preview(state)}
        own = own_scores(state)
        upper = sum(own[box] or 0 for box in UPPER)
        for box, (points, extra) in want.items():
            reached = 35 if box in UPPER and upper < 63 <= upper + points else 0
            assert score_for(state, 0, box) == points
            assert previews[box] == (points, extra + reached)
            after = apply(state, Score(box))
            assert after.total(state.current_player) - state.total(state.current_player) == points + extra + reached
    final = states[-1]
    assert final.phase == "finished" and final.round == 13
    for player in (0, 1):
        assert final.total(player) == ref_total(final, player) == outcome(final).totals[player]


def test_the_forced_order_and_its_refusals() -> None:
    column: list[tuple[tuple[int, int], ...]] = [()] * 13
    column[CLASSIC.index("fiveOfAKind")] = ((50, 1),)
    state = replace(new_game(CLASSIC, 3), cards=((tuple(column),),), dice=(4, 4, 4, 4, 4))
    assert [a for a in legal_actions(state) if isinstance(a, Score)] == [Score("fours")]
    with pytest.raises(IllegalAction) as info:
        apply(state, Score("largeStraight"))
    assert info.value.code == "joker-forced"
    assert info.value.params == {"cell": "largeStraight", "box": "fiveOfAKind", "allowed": ["fours"]}
    assert "fours" in str(info.value)
    with pytest.raises(IllegalAction) as scored:
        apply(state, Score("fiveOfAKind"))
    assert scored.value.code == "cell-scored"  # a filled box is refused as ever, before any joker


def test_turns_and_the_end_count_the_boxes_not_the_bonus_entries() -> None:
    state = new_game(CLASSIC, 11, ["Ann", "Ben"])
    for turn in range(13):
        for player in (0, 1):
            assert (state.current_player, state.round) == (player, turn + 1)
            state = replace(state, dice=(6,) * 5)
            box = next(a for a in legal_actions(state) if isinstance(a, Score))
            state = apply(state, box)
    assert state.phase == "finished" and state.round == 13
    cell = state.cards[0][0][CLASSIC.index("fiveOfAKind")]
    assert len(cell) > 1 and cell[0][0] == 50 and all(points == 100 for points, _roll in cell[1:])
    line = next(b for b in breakdown(state, 0).columns[0].bonuses if b.id == "fiveOfAKindBonus")
    assert (line.points, line.progress, line.target) == (100 * (len(cell) - 1), len(cell) - 1, None)
    assert breakdown(state, 0).columns[0].cells[CLASSIC.index("fiveOfAKind")] == ("fiveOfAKind", (50,), False)
    data: dict[str, Any] = cast(Any, outcome(state).to_json())["breakdown"][0]["columns"][0]
    assert data["categories"]["fiveOfAKind"] == [50]
    assert data["bonuses"]["fiveOfAKindBonus"] == line.points
    assert data["total"] == sum(sum(p) for p in data["categories"].values()) + sum(data["bonuses"].values())
    saved = state_to_json(state)
    assert [e["points"] for e in saved["scorecards"][0]["columns"][0]["cells"]["fiveOfAKind"]] == [p for p, _ in cell]
    assert saved["round"] == 13 and saved["totals"] == list(state.totals)


def test_no_bonus_while_the_box_holds_0_and_none_for_four_alike() -> None:
    box = RepeatBonus("b", "B", "fiveOfAKind", 100)
    column: list[tuple[tuple[int, int], ...]] = [()] * 13
    column[CLASSIC.index("fiveOfAKind")] = ((0, 2),)
    assert box.record(CLASSIC, column, (2,) * 5) is None
    column[CLASSIC.index("fiveOfAKind")] = ((50, 2),)
    assert box.record(CLASSIC, column, (2,) * 5) == (CLASSIC.index("fiveOfAKind"), 100)
    assert box.record(CLASSIC, column, (2, 2, 2, 2, 3)) is None
    column[CLASSIC.index("fiveOfAKind")] = ()
    assert box.record(CLASSIC, column, (2,) * 5) is None  # the first 50 is the box's own


def test_the_joker_is_data_and_only_the_flag_differs() -> None:
    joker = CLASSIC.joker
    assert joker == Joker("fiveOfAKind", (("fullHouse", 25), ("smallStraight", 30), ("largeStraight", 40)))
    assert joker is not None
    free = replace(CLASSIC, id="classic-free", name=CLASSIC_FREE_JOKER.name, joker=replace(joker, forced=False))
    assert free == CLASSIC_FREE_JOKER
    assert CLASSIC.rules_hash() != replace(CLASSIC, joker=None).rules_hash()
    assert CLASSIC.rules_hash() != replace(CLASSIC, joker=replace(joker, forced=False)).rules_hash()
    assert "joker" not in repr(engine.ruleset("dicegame"))  # the old rulesets keep their repr, so their tables


@pytest.mark.parametrize("game", ["dice-dash", "dicegame", "match"])
def test_the_games_without_a_bonus_entry_count_every_entry_as_before(game: str) -> None:
    rng = random.Random(game)
    rs = engine.ruleset(game)
    state = new_game(rs, 5, ["Ann", "Ben"] if game != "dice-dash" else ["Ann"])
    while state.phase != "finished":
        state = apply(state, rng.choice(legal_actions(state)))
    for card in state.cards:
        for column in card:
            for cat, cell in zip(rs.categories, column):
                assert cat.own_entries(cell) == cell
            assert turns_scored(rs, column) == sum(len(cell) for cell in column) >= len(rs.categories)
    assert engine.to_json(engine.from_json(engine.to_json(state))) == engine.to_json(state)


def test_starting_a_game_or_a_hint_loads_nothing_of_the_classic_cards() -> None:
    code = (
        "import sys, engine\n"
        "from engine.solver import runtime\n"
        "for game in ('dice-dash', 'dicegame', 'match'):\n"
        "    state = engine.new_game(game, 1, ['Ann', 'Ben'] if game != 'dice-dash' else None)\n"
        "    engine.score_preview(state); runtime.rank_options(state)\n"
        "loaded = sorted(m for m in sys.modules if 'classic' in m or 'nordic' in m or m.endswith('special'))\n"
        "assert loaded == [], loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)
