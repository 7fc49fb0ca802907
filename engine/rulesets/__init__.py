"""The scorecard rulesets, each a small declaration on top of ``engine.rules``."""

from __future__ import annotations

from ..rules import Ruleset
from .dice_dash import DICE_DASH
from .dicegame import DICEGAME
from .match import MATCH

RULESETS: dict[str, Ruleset] = {r.id: r for r in (DICE_DASH, DICEGAME, MATCH)}

__all__ = ["DICEGAME", "DICE_DASH", "MATCH", "RULESETS"]
