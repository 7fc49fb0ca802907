"""Dicebox's rules engine: pure Python, no Qt, deterministic on every OS.

States are immutable values; ``apply(state, action) -> new state``. See ``engine/README.md``
for the dice hash and the JSON protocol.

The names below are loaded on first use (PEP 562), not when ``engine`` is imported: the window
imports the package before its first frame and only needs the rules a moment later, so the
rules' import (dataclasses, rule tables) must not delay that frame. They are listed once, in
``_HOMES`` under the module that defines each (where an editor finds them); no static import
block repeats them, as a second list would drift from the first.
"""

from __future__ import annotations

from .ids import GAME_IDS, game_ids
from .lazy import home_of, lazy_names

# The public names by home module; ``__all__`` and the lazy lookup are derived from it.
_HOMES = {
    "actions": ("Action", "JsonAction", "Predict", "Roll", "Score", "Submit", "ToggleHold", "action_from_json"),
    "api": (
        "GAMES", "State", "apply", "from_json", "game_options", "legal_actions", "new_game", "observe",
        "outcome", "parse_action", "register_game", "register_ruleset", "replay", "ruleset", "score_preview",
        "to_json", "unregister_game", "unregister_ruleset",
    ),
    "dice": ("SEED_LIMIT", "parse_seed"),
    "game": ("ComputerWork", "Game", "Progress"),
    "errors": (
        "BadSeed", "BadSetup", "EngineError", "IllegalAction", "InvalidState", "MalformedAction", "NotFinished",
        "ReplayError",
    ),
    "results": ("Outcome", "Preview"),
    "seats": ("SeatKind",),
}
_HOME_OF = home_of(_HOMES)

__all__ = ["GAME_IDS", "game_ids", *_HOME_OF]


__getattr__, __dir__ = lazy_names(globals(), _HOME_OF)
