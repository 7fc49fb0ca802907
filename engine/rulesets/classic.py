"""The American five-dice scorecard (its usual name is a trademark): thirteen boxes, 35 at 63 in
the number boxes, 100 for every further five of a kind once that box holds 50, and the joker.

Not a game of the app yet: the window's side (page words, lesson, translations) comes with it.
The solver plays it (``python -m engine solve --game classic``); its exact expected score from an
empty card, 254.5877, is the published optimum under the official (forced) joker, and
``CLASSIC_FREE_JOKER`` is the same card with the forcing order lifted (254.5896, also published):
one flag of the joker's data, nothing else.
"""

from __future__ import annotations

from dataclasses import replace

from ..classic_rules import Joker, RepeatBonus
from ..rules import Ruleset
from .dicegame import DICEGAME

JOKER = Joker("fiveOfAKind", (("fullHouse", 25), ("smallStraight", 30), ("largeStraight", 40)), forced=True)

# The card is one Dicegame column (the same thirteen boxes and the 35 at 63), plus the +100 and
# the joker: taken from there, so the two cannot drift apart.
CLASSIC = Ruleset(
    id="classic",
    name="Classic Dice",
    categories=DICEGAME.categories,
    bonuses=(
        *DICEGAME.bonuses,
        RepeatBonus("fiveOfAKindBonus", "Five of a Kind Bonus", "fiveOfAKind", 100),
    ),
    min_players=1,
    max_players=4,
    default_players=1,
    joker=JOKER,
)

CLASSIC_FREE_JOKER = replace(
    CLASSIC,
    id="classic-free",
    name="Classic Dice, free joker",
    joker=replace(JOKER, forced=False),
)
"""The laxer convention: a joker may go to any open box (at the joker's values)."""
