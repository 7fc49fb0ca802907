"""The engine's public face: one set of functions for every game, whatever its state type.

Callers (the window, the CLI, bots, tests) never reach into a ruleset module; they name a game
by id and go through these functions, so adding a game means registering it here only.
"""

from __future__ import annotations

from typing import Any

from . import scorecard
from .actions import Action, action_from_json
from .errors import BadSetup
from .outcome import Outcome, Preview
from .outcome import outcome as _outcome
from .outcome import score_preview as _score_preview
from .rules import Ruleset
from .rulesets import RULESETS
from .scorecard import ScorecardState
from .state_json import state_from_json, state_to_json

State = ScorecardState
GAME_IDS: tuple[str, ...] = tuple(RULESETS)


def ruleset(game_id: str) -> Ruleset:
    try:
        return RULESETS[game_id]
    except KeyError:
        raise BadSetup(f"Unknown game {game_id!r}; choose one of: {', '.join(GAME_IDS)}.") from None


def new_game(game_id: str, seed: object, players: list[str] | tuple[str, ...] | None = None) -> State:
    """A fresh game with the automatic first roll made. ``seed`` may be user text ("42")."""
    return scorecard.new_game(ruleset(game_id), seed, players)


def legal_actions(state: State) -> tuple[Action, ...]:
    return scorecard.legal_actions(state)


def apply(state: State, action: Action) -> State:
    """The state after ``action``; raises ``IllegalAction`` (saying what is legal) and leaves
    ``state`` untouched when the rules forbid it."""
    return scorecard.apply(state, action)


def score_preview(state: State) -> tuple[Preview, ...]:
    return _score_preview(state)


def outcome(state: State) -> Outcome:
    return _outcome(state)


def observe(state: State, seat: int) -> dict[str, Any]:
    """What ``seat`` may know. The scorecard games hide nothing, so it is the whole state."""
    if not 0 <= seat < len(state.players):
        raise BadSetup(f"There is no seat {seat}; seats are 0 to {len(state.players) - 1}.")
    return state_to_json(state)


def to_json(state: State) -> dict[str, Any]:
    return state_to_json(state)


def from_json(data: object) -> State:
    """Load a state, replaying its log; ``InvalidState`` names the first thing that is wrong."""
    return state_from_json(data)


def parse_action(state: State, data: object) -> Action:
    return action_from_json(state.game, data)
