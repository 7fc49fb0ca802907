"""The Scandinavian five-dice scorecard (its usual name is a trademark): fifteen boxes, pairs
that score only their dice, fixed straights, and a 50-point bonus at 63 in the number boxes.

Not a game of the app yet: the window's side (page words, lesson, translations) comes with it.
The solver plays it already (``python -m engine solve --game nordic``), and its exact expected
score from an empty card, 248.4399894, is the published optimum for these rules.
"""

from __future__ import annotations

from ..classic_rules import ExactFaces, FullHouseSum, SameFaces
from ..rules import AllSame, Category, Chance, Ruleset, ThresholdBonus, TwoPairs, Upper

UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")

NORDIC = Ruleset(
    id="nordic",
    name="Nordic Dice",
    categories=(
        *(Category(cid, cid.capitalize(), Upper(face), "upper") for face, cid in enumerate(UPPER, 1)),
        Category("onePair", "One Pair", SameFaces(2)),
        Category("twoPairs", "Two Pairs", TwoPairs()),
        Category("threeOfAKind", "Three of a Kind", SameFaces(3)),
        Category("fourOfAKind", "Four of a Kind", SameFaces(4)),
        Category("smallStraight", "Small Straight", ExactFaces((1, 2, 3, 4, 5))),
        Category("largeStraight", "Large Straight", ExactFaces((2, 3, 4, 5, 6))),
        Category("fullHouse", "Full House", FullHouseSum()),
        Category("chance", "Chance", Chance()),
        Category("fiveOfAKind", "Five of a Kind", AllSame(50)),
    ),
    bonuses=(ThresholdBonus("upperBonus", "Bonus", UPPER, 63, 50),),
    min_players=1,
    max_players=4,
    default_players=1,
)
