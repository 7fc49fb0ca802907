"""Dicebox's rules engine: pure Python, no Qt, deterministic on every OS.

States are immutable values; ``apply(state, action) -> new state``. See ``engine/README.md``
for the dice hash and the JSON protocol.

The names below are loaded on first use (PEP 562), not when ``engine`` is imported: the window
imports the package before its first frame and only needs the rules a moment later, so the
rules' import (dataclasses, rule tables) must not delay that frame.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action, Predict, Roll, Score, Submit, ToggleHold, action_from_json
    from .api import (
        State,
        apply,
        from_json,
        legal_actions,
        new_game,
        observe,
        outcome,
        parse_action,
        replay,
        ruleset,
        score_preview,
        to_json,
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

from .ids import GAME_IDS

_HOMES = {
    "actions": ("Action", "Predict", "Roll", "Score", "Submit", "ToggleHold", "action_from_json"),
    "api": (
        "State", "apply", "from_json", "legal_actions", "new_game", "observe", "outcome",
        "parse_action", "replay", "ruleset", "score_preview", "to_json",
    ),
    "dice": ("SEED_LIMIT", "parse_seed"),
    "errors": (
        "BadSeed", "BadSetup", "EngineError", "IllegalAction", "InvalidState", "MalformedAction", "NotFinished",
        "ReplayError",
    ),
    "results": ("Outcome", "Preview"),
    "seats": ("SeatKind",),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}

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
    "legal_actions",
    "new_game",
    "observe",
    "outcome",
    "parse_action",
    "parse_seed",
    "replay",
    "ruleset",
    "score_preview",
    "to_json",
]


def __getattr__(name: str) -> Any:
    module = _HOME_OF.get(name)
    if module is None:
        try:  # a submodule not imported yet, e.g. ``engine.api``
            return importlib.import_module(f".{name}", __name__)
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}":
                raise  # the submodule exists but needs something missing (numpy for the solver)
            raise AttributeError(f"module 'engine' has no attribute {name!r}") from None
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value  # later lookups are plain module attributes
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
