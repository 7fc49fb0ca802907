"""State JSON for the scorecard games: what saves, the CLI and bots exchange.

A state JSON carries its full log, so loading does not trust any derived field: the shared
loader (``engine/loader.py``) replays the log from the seed and then checks that every field the
file states (dice, holds, scores, totals, phase...) agrees with the replay. A hand-edited or
corrupted file is rejected with the first disagreement named, instead of being played on with
invented dice or scores.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from .errors import InvalidState
from .jsontext import short
from .loader import GameFormat, load
from .rules import Ruleset, column_total
from .rulesets import RULESETS
from .scorecard import ScorecardState, apply, new_game

FORMAT_VERSION = 1
FIELDS = ("format", "game", "seed", "players", "phase", "currentPlayer", "round", "rollsUsed", "rollCount", "dice",
          "held", "scorecards", "totals", "log")


def state_to_json(state: ScorecardState) -> dict[str, Any]:
    rs = state.ruleset
    return {
        "format": FORMAT_VERSION,
        "game": rs.id,
        "seed": state.seed,
        "players": list(state.players),
        "phase": state.phase,
        "currentPlayer": state.current_player,
        "round": state.round,
        "rollsUsed": state.rolls_used,
        "rollCount": state.roll_count,
        "dice": list(state.dice),
        "held": list(state.held),
        "scorecards": [
            {
                "player": name,
                "columns": [
                    {
                        "multiplier": mult,
                        "cells": {
                            cat.id: [{"points": p, "roll": r} for p, r in cell]
                            for cat, cell in zip(rs.categories, col)
                        },
                        "total": column_total(rs, col),
                    }
                    for mult, col in zip(rs.multipliers, card)
                ],
                "total": state.total(player),
            }
            for player, (name, card) in enumerate(zip(state.players, state.cards))
        ],
        "totals": list(state.totals),
        "log": [action.to_json() for action in state.log],
    }


def ruleset_for(game: object) -> Ruleset:
    if not isinstance(game, str) or game not in RULESETS:
        raise InvalidState(f"Unknown game {short(game)}; known games: {', '.join(RULESETS)}.", "state-unknown-game",
                           given=short(game), games=list(RULESETS))
    return RULESETS[game]


@cache
def _format(game: str) -> GameFormat:
    rs = RULESETS[game]
    return GameFormat(
        game=game,
        format=FORMAT_VERSION,
        fields=FIELDS,
        new_game=lambda seed, players: new_game(rs, seed, players),
        apply=apply,
        to_json=state_to_json,
    )


def state_from_json(data: object) -> ScorecardState:
    """Rebuild a state by replaying its log from the seed, then check every stated field."""
    if not isinstance(data, dict):
        raise InvalidState(f"A state must be a JSON object, not {short(data)}.", "state-not-object",
                           given=short(data))
    if "game" not in data:
        raise InvalidState(f"The state has no 'game' field; it must name one of: {', '.join(RULESETS)}.",
                           "state-missing-field", field="game")
    state: ScorecardState = load(data, _format(ruleset_for(data["game"]).id))
    return state
