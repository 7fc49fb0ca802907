"""Dice Dash: solo, 8 categories, Number Bonus and Perfect Round (docs/rules.md, section 2)."""

from __future__ import annotations

from ..rules import AllSame, Category, FirstRollBonus, FullHouse, OfAKind, Ruleset, Run, ThresholdBonus, Upper

DICE_DASH = Ruleset(
    id="dice-dash",
    name="Dice Dash",
    categories=(
        Category("ones", "Ones", Upper(1), "upper"),
        Category("threes", "Threes", Upper(3), "upper"),
        Category("fives", "Fives", Upper(5), "upper"),
        Category("threeOfAKind", "Three of a Kind", OfAKind(3)),
        Category("fourOfAKind", "Four of a Kind", OfAKind(4)),
        Category("fullHouse", "Full House", FullHouse(25)),
        Category("straight", "Straight", Run(4, 30)),
        Category("allMatch", "All Match", AllSame(50)),
    ),
    bonuses=(
        ThresholdBonus("numberBonus", "Number Bonus", ("ones", "threes", "fives"), 30, 20),
        FirstRollBonus("perfectRound", "Perfect Round", 5),
    ),
    min_players=1,
    max_players=1,
    default_players=1,
    max_total=270,
)
