"""The scorecard rulesets, each a small declaration on top of ``engine.rules``.

The classic five-dice variants are listed by id but loaded when first looked up (their rules are
``engine/classic_rules.py``): a start lists every game and plays one.
"""

from __future__ import annotations

from ..lazy import LazyTable
from ..rules import Ruleset
from .dice_dash import DICE_DASH
from .dicegame import DICEGAME
from .match import MATCH


def _classic() -> Ruleset:
    from .classic import CLASSIC  # lazy: the American rules, with its first game

    return CLASSIC


def _nordic() -> Ruleset:
    from .nordic import NORDIC  # lazy: the Scandinavian rules, with its first game

    return NORDIC


RULESETS: LazyTable[Ruleset] = LazyTable({r.id: r for r in (DICE_DASH, DICEGAME, MATCH)})
RULESETS.later("classic", _classic)
RULESETS.later("nordic", _nordic)

__all__ = ["DICEGAME", "DICE_DASH", "MATCH", "RULESETS"]
