"""Actions as immutable values, and their JSON form (the seed's grammar, checked by JSON Schema)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from .errors import MalformedAction

if TYPE_CHECKING:
    import jsonschema


@dataclass(frozen=True)
class ToggleHold:
    die_index: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "toggleHold", "dieIndex": self.die_index}


@dataclass(frozen=True)
class Roll:
    def to_json(self) -> dict[str, Any]:
        return {"type": "roll"}


@dataclass(frozen=True)
class Score:
    category: str
    column: int | None = None
    """Only Dicegame has columns; its score actions always name one (0, 1 or 2)."""

    def to_json(self) -> dict[str, Any]:
        if self.column is None:
            return {"type": "score", "category": self.category}
        return {"type": "score", "category": self.category, "column": self.column}


@dataclass(frozen=True)
class Predict:
    card: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "predict", "card": self.card}


@dataclass(frozen=True)
class Submit:
    dice: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"type": "submit", "dice": list(self.dice)}


Action = ToggleHold | Roll | Score | Predict | Submit


@cache
def schema(game_id: str) -> dict[str, Any]:
    """The game's action grammar, shipped as ``engine/schemas/<game>.schema.json``."""
    # Imported here, not at module level: the window starts without parsing any JSON action.
    import json
    from importlib import resources

    text = resources.files("engine.schemas").joinpath(f"{game_id}.schema.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def _validator(game_id: str) -> jsonschema.protocols.Validator:
    # Imported here: jsonschema costs tens of milliseconds and the window never parses JSON
    # actions at start-up, only when a save is loaded.
    import jsonschema

    cls = jsonschema.validators.validator_for(schema(game_id))
    return cls(schema(game_id))


def _explain(game_id: str, data: object) -> str:
    import json

    import jsonschema

    if not isinstance(data, dict):
        return f"an action must be a JSON object such as {{\"type\": \"roll\"}}, not {json.dumps(data)}"
    kind = data.get("type")
    branch = _branch(game_id, kind)
    if branch is None:
        kinds = [b["properties"]["type"]["const"] for b in schema(game_id)["oneOf"]]
        return f"unknown action type {json.dumps(kind)}; {game_id} actions are: {', '.join(kinds)}"
    for error in jsonschema.validators.validator_for(branch)(branch).iter_errors(data):
        where = ".".join(str(p) for p in error.absolute_path) or "action"
        return f"{where}: {error.message}"
    return "it does not match the action grammar"


def _branch(game_id: str, kind: object) -> dict[str, Any] | None:
    for branch in schema(game_id)["oneOf"]:
        if branch["properties"]["type"]["const"] == kind:
            return dict(branch)
    return None


def action_from_json(game_id: str, data: object) -> Action:
    """Parse and validate one action; malformed input raises ``MalformedAction`` saying why."""
    if not _validator(game_id).is_valid(data):
        raise MalformedAction(f"Malformed {game_id} action: {_explain(game_id, data)}.")
    assert isinstance(data, dict)
    kind = data["type"]
    if kind == "toggleHold":
        return ToggleHold(data["dieIndex"])
    if kind == "roll":
        return Roll()
    if kind == "score":
        return Score(data["category"], data.get("column"))
    if kind == "predict":
        return Predict(data["card"])
    if kind == "submit":
        return Submit(tuple(data["dice"]))
    raise MalformedAction(f"Malformed {game_id} action: unknown type {kind!r}.")  # pragma: no cover


def action_to_json(action: Action) -> dict[str, Any]:
    return action.to_json()
