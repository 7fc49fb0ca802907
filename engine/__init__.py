"""Dicebox's rules engine: pure Python, no Qt, deterministic on every OS.

States are immutable values; ``apply(state, action) -> new state``. See ``engine/README.md``
for the dice hash and the JSON protocol.

The names below are loaded on first use (PEP 562), not when ``engine`` is imported: the window
imports the package before its first frame and only needs the rules a moment later, so the
rules' import (dataclasses, rule tables) must not delay that frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import Action, Predict, Roll, Score, Submit, ToggleHold, action_from_json
    from .api import (
        State,
        apply,
        from_json,
        game_options,
        legal_actions,
        new_game,
        observe,
        outcome,
        parse_action,
        register_ruleset,
        replay,
        ruleset,
        score_preview,
        to_json,
        unregister_ruleset,
    )
    from .dice import SEED_LIMIT, parse_seed
    from .errors import (
        BadSeed,
        BadSetup,
        EngineError,
        IllegalAction,
        InvalidState,
        MalformedAction,
        NotFinished,
        ReplayError,
    )
    from .results import Outcome, Preview
    from .seats import SeatKind

from .ids import GAME_IDS, game_ids
from .lazy import home_of, lazy_names

_HOMES = {
    "actions": ("Action", "Predict", "Roll", "Score", "Submit", "ToggleHold", "action_from_json"),
    "api": (
        "State", "apply", "from_json", "game_options", "legal_actions", "new_game", "observe", "outcome",
        "parse_action", "register_ruleset", "replay", "ruleset", "score_preview", "to_json",
        "unregister_ruleset",
    ),
    "dice": ("SEED_LIMIT", "parse_seed"),
    "errors": (
        "BadSeed", "BadSetup", "EngineError", "IllegalAction", "InvalidState", "MalformedAction", "NotFinished",
        "ReplayError",
    ),
    "results": ("Outcome", "Preview"),
    "seats": ("SeatKind",),
}
_HOME_OF = home_of(_HOMES)

__all__ = [
    "GAME_IDS",
    "SEED_LIMIT",
    "Action",
    "BadSeed",
    "BadSetup",
    "EngineError",
    "IllegalAction",
    "InvalidState",
    "MalformedAction",
    "NotFinished",
    "Outcome",
    "Predict",
    "Preview",
    "ReplayError",
    "Roll",
    "Score",
    "SeatKind",
    "State",
    "Submit",
    "ToggleHold",
    "action_from_json",
    "apply",
    "from_json",
    "game_ids",
    "game_options",
    "legal_actions",
    "new_game",
    "observe",
    "outcome",
    "parse_action",
    "parse_seed",
    "register_ruleset",
    "replay",
    "ruleset",
    "score_preview",
    "to_json",
    "unregister_ruleset",
]


__getattr__, __dir__ = lazy_names(globals(), _HOME_OF)
