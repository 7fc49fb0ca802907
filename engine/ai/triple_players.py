"""Triple Dice's computer players by level: the one entry point the window, the tests and the
benchmarks call.

The Beginner and the Good play in ``triple_dice``, the Expert in ``triple_expert``, which builds on
the Good's model. Choosing the level here, above both, keeps the import one way (the Expert
imports the Good; nothing imports the Expert but this module).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..actions import Action
from ..seats import LEVELS, SeatKind
from .triple_dice import RandomSource, SeededRandom, beginner_action, card_values, checked_legal, good_action
from .triple_expert import expert_action

__all__ = ["LEVELS", "RandomSource", "SeededRandom", "card_values", "choose_action"]


def choose_action(observation: Mapping[str, Any], level: str, rng: RandomSource) -> Action:
    """The move the computer in ``observation["seat"]`` makes; it must be that seat's turn."""
    legal = checked_legal(observation, level)
    if level == SeatKind.BEGINNER:
        return beginner_action(legal, rng)
    if level == SeatKind.EXPERT:
        return expert_action(observation, rng)
    return good_action(observation, rng)
