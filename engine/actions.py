"""Actions as immutable values, and their JSON form (the games' grammar: ``engine/schemas``, checked
strictly by ``engine/grammar.py``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from .errors import MalformedAction
from .grammar import problem


class JsonAction:
    """Every action's JSON, in the grammar's words: its class name as the ``type`` (first letter
    lower case), then its fields by their camelCase names, a ``None`` field left out and a tuple
    written as a list. One rule for all, so a new action cannot drift from the others."""

    def to_json(self) -> dict[str, Any]:
        name = type(self).__name__
        data: dict[str, Any] = {"type": name[0].lower() + name[1:]}
        for item in fields(self):  # type: ignore[arg-type]  # every subclass is a dataclass
            value = getattr(self, item.name)
            if value is not None:
                head, *rest = item.name.split("_")
                data[head + "".join(word.capitalize() for word in rest)] = (
                    list(value) if isinstance(value, tuple) else value
                )
        return data


@dataclass(frozen=True)
class ToggleHold(JsonAction):
    die_index: int


@dataclass(frozen=True)
class Roll(JsonAction):
    pass


@dataclass(frozen=True)
class Score(JsonAction):
    category: str
    column: int | None = None
    """Only Dicegame has columns; its score actions always name one (0, 1 or 2)."""


@dataclass(frozen=True)
class Predict(JsonAction):
    card: str


@dataclass(frozen=True)
class Submit(JsonAction):
    dice: tuple[int, ...]


Action = ToggleHold | Roll | Score | Predict | Submit


PARSERS: dict[str, Callable[[object], Any]] = {}
"""The action readers of games registered with actions of their own (``engine.api.register_game``)."""


def action_from_json(game_id: str, data: object) -> Action:
    """Parse and validate one action; malformed input raises ``MalformedAction`` saying why."""
    if game_id in PARSERS:
        parsed: Action = PARSERS[game_id](data)
        return parsed
    _branch, wrong = problem(game_id, data)
    if wrong is not None:
        raise MalformedAction(f"Malformed {game_id} action: {wrong}.", game=game_id, detail=wrong)
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
    raise MalformedAction(f"Malformed {game_id} action: unknown type {kind!r}.", game=game_id,  # pragma: no cover
                          detail=f"unknown type {kind!r}")
