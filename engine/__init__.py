"""Dicebox's rules engine: pure Python, no Qt, deterministic on every OS.

States are immutable values; ``apply(state, action)`` returns a new state. See ``engine/README.md``
for the dice hash and the JSON protocol.
"""

from .actions import Action, Predict, Roll, Score, Submit, ToggleHold, action_from_json
from .api import (
    GAME_IDS,
    State,
    apply,
    from_json,
    legal_actions,
    new_game,
    observe,
    outcome,
    parse_action,
    ruleset,
    score_preview,
    to_json,
)
from .dice import SEED_LIMIT, parse_seed
from .errors import BadSeed, BadSetup, IllegalAction, InvalidState, MalformedAction
from .outcome import Outcome, Preview

__all__ = [
    "GAME_IDS",
    "SEED_LIMIT",
    "Action",
    "BadSeed",
    "BadSetup",
    "IllegalAction",
    "InvalidState",
    "MalformedAction",
    "Outcome",
    "Predict",
    "Preview",
    "Roll",
    "Score",
    "State",
    "Submit",
    "ToggleHold",
    "action_from_json",
    "apply",
    "from_json",
    "legal_actions",
    "new_game",
    "observe",
    "outcome",
    "parse_action",
    "parse_seed",
    "ruleset",
    "score_preview",
    "to_json",
]
