"""The games' action grammar, checked strictly and fast, straight from the shipped schemas.

``engine/schemas/<game>.schema.json`` is the published grammar. It is not checked with
``jsonschema``, which has two faults here: it counts ``1.0`` as an integer (the spec says so),
so ``{"type": "score", "column": 1.0}`` would get through to the rules and crash the CLI; and a
check costs tens of microseconds, paid for every action of a log a save replays. This module
reads the few schema keywords the grammar uses once, and checks an action in a few dictionary
lookups. JSON types are exact: ``true`` is not ``1`` and ``1.0`` is not ``1``.
``tests/engine/test_json_state.py`` checks that it accepts exactly what the schemas describe.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from .errors import SchemaError
from .jsontext import short

_NOTES = frozenset({"description", "title", "$comment"})


class Field:
    """One property of an action: an enum of strings, a whole number, or a list of them.

    A plain class, not a dataclass: this module loads with the rules when the window starts,
    and each dataclass costs a millisecond or two to create."""

    __slots__ = ("list_length", "maximum", "minimum", "name", "unique", "values")

    def __init__(self, name: str, values: tuple[str, ...] | None = None, minimum: int | None = None,
                 maximum: int | None = None, list_length: tuple[int, int] | None = None,
                 unique: bool = False) -> None:
        self.name = name
        self.values = values
        self.minimum = minimum
        self.maximum = maximum
        self.list_length = list_length
        """(fewest, most) items when the field is a list of whole numbers."""
        self.unique = unique

    def problem(self, kind: str, value: object) -> str | None:
        """What is wrong with ``value`` for this field, or None when it is right."""
        if self.values is not None:
            if type(value) is str and value in self.values:
                return None
            return f"{kind}.{self.name} must be one of {', '.join(self.values)}; not {short(value)}"
        if self.list_length is None:
            return None if self._whole(value) else f"{kind}.{self.name} must be {self._range()}, not {short(value)}"
        fewest, most = self.list_length
        ok = (
            type(value) is list
            and fewest <= len(value) <= most
            and all(self._whole(v) for v in value)
            and (not self.unique or len(set(value)) == len(value))
        )
        if ok:
            return None
        count = str(fewest) if fewest == most else f"{fewest} to {most}"
        different = " different" if self.unique else ""
        return f"{kind}.{self.name} must be a list of {count}{different} {self._range(plural=True)}, not {short(value)}"

    def _whole(self, value: object) -> bool:
        return (
            type(value) is int
            and (self.minimum is None or value >= self.minimum)
            and (self.maximum is None or value <= self.maximum)
        )

    def _range(self, plural: bool = False) -> str:
        noun = "whole numbers" if plural else "a whole number"
        if self.minimum is not None and self.maximum is not None:
            return f"{noun} from {self.minimum} to {self.maximum}"
        return noun


class Branch:
    """One action type: its fields and which of them it needs."""

    __slots__ = ("fields", "kind", "required")

    def __init__(self, kind: str, fields: dict[str, Field], required: tuple[str, ...]) -> None:
        self.kind = kind
        self.fields = fields
        self.required = required


def _field(name: str, spec: dict[str, Any]) -> Field:
    keys = set(spec) - _NOTES
    if keys == {"enum"} and all(isinstance(v, str) for v in spec["enum"]):
        return Field(name, values=tuple(spec["enum"]))
    if spec.get("type") == "integer" and keys <= {"type", "minimum", "maximum"}:
        return Field(name, minimum=spec.get("minimum"), maximum=spec.get("maximum"))
    if spec.get("type") == "array" and keys <= {"type", "items", "minItems", "maxItems", "uniqueItems"}:
        item = _field(name, spec["items"])
        if item.values is not None or item.list_length is not None:
            raise SchemaError(f"grammar: {name!r} lists something other than whole numbers")
        length = (spec.get("minItems", 0), spec.get("maxItems", 1 << 31))
        return Field(name, minimum=item.minimum, maximum=item.maximum, list_length=length,
                     unique=bool(spec.get("uniqueItems", False)))
    raise SchemaError(f"grammar: the schema keywords of {name!r} are not supported: {sorted(keys)}")


def _branch(spec: dict[str, Any]) -> Branch:
    properties = spec["properties"]
    if spec.get("type") != "object" or spec.get("additionalProperties") is not False:
        raise SchemaError("grammar: every action must be an object with additionalProperties false")
    kind = properties["type"]["const"]
    fields = {name: _field(name, sub) for name, sub in properties.items() if name != "type"}
    required = tuple(name for name in spec["required"] if name != "type")
    return Branch(kind, fields, required)


REGISTERED_SCHEMAS: dict[str, dict[str, Any]] = {}
"""Grammars of the rulesets registered at run time (``engine.register_ruleset``), which ship no file."""


@cache
def schema(game_id: str) -> dict[str, Any]:
    """The game's action grammar, shipped as ``engine/schemas/<game>.schema.json``."""
    if game_id in REGISTERED_SCHEMAS:
        return REGISTERED_SCHEMAS[game_id]
    # Imported here, not at module level: the window starts without parsing any JSON action.
    import json
    from importlib import resources

    text = resources.files("engine.schemas").joinpath(f"{game_id}.schema.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def branches(game_id: str) -> dict[str, Branch]:
    """The action types of a game, read from its schema on first use."""
    return {b.kind: b for b in map(_branch, schema(game_id)["oneOf"])}


def problem(game_id: str, data: object) -> tuple[Branch | None, str | None]:
    """The action's branch and what is wrong with it (None when it is a well-formed action)."""
    table = branches(game_id)
    if type(data) is not dict:
        return None, f'an action must be a JSON object such as {{"type": "roll"}}, not {short(data)}'
    kind = data.get("type")
    branch = table.get(kind) if type(kind) is str else None
    if branch is None:
        what = "has no \"type\"" if "type" not in data else f"has the unknown type {short(kind)}"
        return None, f"the action {what}; {game_id} actions are: {', '.join(table)}"
    for name in data:
        if name != "type" and name not in branch.fields:
            fields = ", ".join(branch.fields) or "none besides type"
            return branch, f"a {branch.kind} action has no field {short(name)} (its fields: {fields})"
    for name in branch.required:
        if name not in data:
            return branch, f"a {branch.kind} action needs {short(name)}"
    for name, value in data.items():
        if name != "type":
            found = branch.fields[name].problem(branch.kind, value)
            if found:
                return branch, found
    return branch, None
