"""The number of dice is ruleset data (``Ruleset.dice_count``): nothing in the engine assumes five."""

from __future__ import annotations

import random

import pytest

from engine import results, scorecard
from engine.actions import Roll, Score, ToggleHold
from engine.errors import IllegalAction
from engine.grammar import schema
from engine.loader import replay_states
from engine.rules import AllSame, Category, Ruleset, ThresholdBonus
from engine.rulesets import DICEGAME, RULESETS
from engine.state_json import state_to_json

SIX_DICE = Ruleset(
    id="six-dice",
    name="Six Dice",
    categories=(
        *map(DICEGAME.category, ("ones", "sixes", "fourOfAKind")),
        Category("allSame", "All Same", AllSame(60)),
        DICEGAME.category("chance"),
    ),
    bonuses=(ThresholdBonus("upperBonus", "Upper Bonus", ("ones", "sixes"), 20, 10),),
    min_players=1,
    max_players=2,
    dice_count=6,
)


def test_a_six_dice_game_rolls_holds_and_scores_six_dice_to_the_end() -> None:
    rng = random.Random(6)
    state = scorecard.new_game(SIX_DICE, 6, ["Ana", "Ben"])
    assert len(state.dice) == len(state.held) == 6
    while state.phase != "finished":
        legal = scorecard.legal_actions(state)
        assert ToggleHold(5) in legal or state.phase == "choosing"
        for preview in results.score_preview(state):
            assert preview.points == SIX_DICE.category(preview.category).score(state.dice)
        state = scorecard.apply(state, rng.choice(legal))
        assert len(state.dice) == 6 and all(1 <= d <= 6 for d in state.dice)
    final = results.outcome(state)
    assert final.totals == tuple(state.total(p) for p in range(2))
    states = list(replay_states(SIX_DICE.id, lambda seed, players: scorecard.new_game(SIX_DICE, seed, players),
                                scorecard.apply, state.seed, state.players, state.log))
    assert len(states) == len(state.log) + 1
    assert state_to_json(states[-1]) == state_to_json(state)


def test_holding_all_six_names_six_dice() -> None:
    state = scorecard.new_game(SIX_DICE, 1, ["Ana"])
    for die in range(6):
        state = scorecard.apply(state, ToggleHold(die))
    with pytest.raises(IllegalAction, match=r"^All six dice are held, so a roll would change nothing"):
        scorecard.apply(state, Roll())
    with pytest.raises(IllegalAction, match="no die 6; dice are numbered 0 to 5"):
        scorecard.apply(state, ToggleHold(6))
    assert scorecard.apply(state, Score("chance")).cards[0][0][SIX_DICE.index("chance")] == ((sum(state.dice), 1),)


def test_every_shipped_game_holds_five_dice_and_its_grammar_agrees() -> None:
    for game, rs in RULESETS.items():
        branches = schema(game)["oneOf"]
        holds = [b for b in branches if b["properties"]["type"].get("const") == "toggleHold"]
        assert [h["properties"]["dieIndex"]["maximum"] for h in holds] == [rs.dice_count - 1], game


def test_all_same_is_described_without_a_count() -> None:
    assert AllSame(50).describe() == "50 when all the dice are equal"
    assert AllSame(50)((3,) * 6) == 50 and AllSame(50)((3,) * 5 + (4,)) == 0
