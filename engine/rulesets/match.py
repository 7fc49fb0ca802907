"""Match!: 14 categories, two pairs, and an All match that may be scored again and again."""

from __future__ import annotations

from ..rules import AllSame, Category, Chance, FullHouse, OfAKind, Ruleset, Run, TwoPairs, Upper

MATCH = Ruleset(
    id="match",
    name="Match!",
    categories=(
        *(
            Category(cid, cid.capitalize(), Upper(face), "upper")
            for face, cid in enumerate(("ones", "twos", "threes", "fours", "fives", "sixes"), 1)
        ),
        Category("threeMatch", "Three Match", OfAKind(3)),
        Category("fourMatch", "Four Match", OfAKind(4)),
        Category("tripleAndPair", "Triple and Pair", FullHouse(25)),
        Category("twoPairs", "Two Pairs", TwoPairs()),
        Category("runOfFour", "Run of Four", Run(4, 30)),
        Category("runOfFive", "Run of Five", Run(5, 40)),
        Category("anything", "Anything", Chance()),
        Category("allMatch", "All Match!", AllSame(50), repeatable=True),
    ),
    min_players=1,
    max_players=4,
    default_players=1,
)
