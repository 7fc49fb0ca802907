"""State JSON for the scorecard games: what saves, the CLI and bots exchange.

A state JSON carries its full log, so loading does not trust any derived field: it replays the
log from the seed and then checks that every field the file states (dice, holds, scores, totals,
phase...) agrees with the replay. A hand-edited or corrupted file is rejected with the first
disagreement named, instead of being played on with invented dice or scores.
"""

from __future__ import annotations

from typing import Any

from .actions import action_from_json
from .errors import BadSeed, BadSetup, IllegalAction, InvalidState
from .rules import Ruleset, column_total
from .rulesets import RULESETS
from .scorecard import ScorecardState, apply, new_game

FORMAT_VERSION = 1


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


def _require(data: dict[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    if key not in data:
        raise InvalidState(f"The state has no {key!r} field; a saved state needs {what}.")
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise InvalidState(f"The state's {key!r} must be {what}, not {_short(value)}.")
    return value


def _short(value: object) -> str:
    import json

    text = json.dumps(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _first_difference(given: object, expected: object, path: str) -> tuple[str, object, object] | None:
    """Where ``given`` departs from ``expected``; types count, so ``true`` is not ``1``."""
    if type(given) is not type(expected):
        return path, given, expected
    if isinstance(given, list) and isinstance(expected, list):
        if len(given) != len(expected):
            return path, given, expected
        for i, (g, e) in enumerate(zip(given, expected)):
            found = _first_difference(g, e, f"{path}[{i}]")
            if found:
                return found
        return None
    if isinstance(given, dict) and isinstance(expected, dict):
        for key in expected:
            if key not in given:
                return f"{path}.{key}", "(missing)", expected[key]
            found = _first_difference(given[key], expected[key], f"{path}.{key}")
            if found:
                return found
        extra = [k for k in given if k not in expected]
        return (f"{path}.{extra[0]}", given[extra[0]], "(no such field)") if extra else None
    return None if given == expected else (path, given, expected)


def check_against_replay(data: dict[str, Any], replayed: dict[str, Any], seed: int) -> None:
    """Every field a saved state states must equal the replay of its log (shared by all games)."""
    for key, expected in replayed.items():
        if key in ("log", "format"):
            continue
        if key not in data:
            raise InvalidState(f"The state has no {key!r} field; it looks truncated or hand-made.")
        found = _first_difference(data[key], expected, key)
        if found:
            where, given, wanted = found
            raise InvalidState(
                f"The state's {where} is {_short(given)}, but replaying its log from seed {seed} "
                f"gives {_short(wanted)}; the file was edited or damaged. Load an untouched save "
                "or start a new game with this seed."
            )


def ruleset_for(game: object) -> Ruleset:
    if not isinstance(game, str) or game not in RULESETS:
        raise InvalidState(f"Unknown game {_short(game)}; known games: {', '.join(RULESETS)}.")
    return RULESETS[game]


def state_from_json(data: object) -> ScorecardState:
    """Rebuild a state by replaying its log from the seed, then check every stated field."""
    if not isinstance(data, dict):
        raise InvalidState(f"A state must be a JSON object, not {_short(data)}.")
    if "format" in data and data["format"] != FORMAT_VERSION:
        raise InvalidState(
            f"The state is in format {_short(data['format'])}, but this Dicebox reads format {FORMAT_VERSION}; "
            "open it with the Dicebox version that saved it."
        )
    rs = ruleset_for(_require(data, "game", str, "the game's id"))
    seed = _require(data, "seed", int, "a whole number from 0 to 2**63-1")
    players = _require(data, "players", list, "the list of player names")
    log = _require(data, "log", list, "the list of every action since the start")
    try:
        state = new_game(rs, seed, players)
    except (BadSeed, BadSetup) as exc:
        raise InvalidState(f"The state cannot be set up: {exc}") from None
    for step, raw in enumerate(log, 1):
        try:
            state = apply(state, action_from_json(rs.id, raw))
        except IllegalAction as exc:
            raise InvalidState(f"Step {step} of the log ({_short(raw)}) cannot be replayed: {exc}") from None
    replayed = state_to_json(state)
    check_against_replay(data, replayed, seed)
    return state
