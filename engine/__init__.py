"""Dicebox's rules engine: pure Python, no Qt, deterministic on every OS.

States are immutable values; ``apply(state, action) -> new state``. See ``engine/README.md``
for the dice hash and the JSON protocol.

The names below are loaded on first use (PEP 562), not when ``engine`` is imported: the window
imports the package before its first frame and only needs the rules a moment later, so the
rules' import (dataclasses, rule tables) must not delay that frame. They are listed in ``_HOMES``
under the module that defines each, for the lookup, and again in an import block that only the
type checker and editors read, so every ``engine.X`` is typed; a test holds the two lists to one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .ids import GAME_IDS, game_ids
from .lazy import home_of, lazy_names

# The same names for the type checker and editors, which cannot follow the lazy lookup below
# (``X as X``: re-exported); tests/engine/test_lazy_names.py holds this block and _HOMES to one list.
if TYPE_CHECKING:
    # isort: off
    from .actions import (
        Action as Action, JsonAction as JsonAction, Predict as Predict, Roll as Roll, Score as Score,
        Submit as Submit, ToggleHold as ToggleHold, action_from_json as action_from_json
    )
    from .api import (
        GAMES as GAMES, State as State, apply as apply, from_json as from_json, game_options as game_options,
        legal_actions as legal_actions, new_game as new_game, observe as observe, outcome as outcome,
        parse_action as parse_action, register_game as register_game, register_ruleset as register_ruleset,
        replay as replay, ruleset as ruleset, score_preview as score_preview, to_json as to_json,
        unregister_game as unregister_game, unregister_ruleset as unregister_ruleset
    )
    from .dice import SEED_LIMIT as SEED_LIMIT, parse_seed as parse_seed
    from .game import ComputerWork as ComputerWork, Game as Game, Progress as Progress
    from .errors import (
        BadSeed as BadSeed, BadSetup as BadSetup, EngineError as EngineError, IllegalAction as IllegalAction,
        InvalidState as InvalidState, MalformedAction as MalformedAction, NotFinished as NotFinished,
        ReplayError as ReplayError
    )
    from .results import Outcome as Outcome, Preview as Preview
    from .seats import SeatKind as SeatKind
    # isort: on

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
