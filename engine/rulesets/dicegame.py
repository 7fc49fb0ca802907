"""Dicegame: three columns counted x1, x2 and x3, each a 13-row card with an upper bonus."""

from __future__ import annotations

from ..rules import AllSame, Category, Chance, FullHouse, OfAKind, Ruleset, Run, ThresholdBonus, Upper

UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")

DICEGAME = Ruleset(
    id="dicegame",
    name="Dicegame",
    categories=(
        *(Category(cid, cid.capitalize(), Upper(face), "upper") for face, cid in enumerate(UPPER, 1)),
        Category("threeOfAKind", "Three of a Kind", OfAKind(3)),
        Category("fourOfAKind", "Four of a Kind", OfAKind(4)),
        Category("fullHouse", "Full House", FullHouse(25)),
        Category("smallStraight", "Small Straight", Run(4, 30)),
        Category("largeStraight", "Large Straight", Run(5, 40)),
        Category("fiveOfAKind", "Five of a Kind", AllSame(50)),
        Category("chance", "Chance", Chance()),
    ),
    bonuses=(ThresholdBonus("upperBonus", "Bonus", UPPER, 63, 35),),
    multipliers=(1, 2, 3),
    min_players=1,
    max_players=4,
    default_players=2,
)
