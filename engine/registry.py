"""What a scorecard ruleset must be before ``engine.register_ruleset`` makes it playable, and the
action grammar it is played with.

A registered ruleset goes everywhere a built-in one goes: saves (its id is written in the file and
its category ids are JSON keys), the grammar that parses every logged action, the window's
scorecard, the solver. So it is checked once, up front, and refused with ``BadSetup``
(code ``ruleset-invalid``, naming the ``field`` at fault) rather than failing later in the middle
of a game. Every score rule is run on every throw of the dice it can see, so a rule that raises
or scores something other than a whole number of points is refused before anyone plays it.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from itertools import combinations_with_replacement
from typing import Any

from .errors import BadSetup
from .jsontext import short
from .rules import Category, FirstRollBonus, Ruleset, ThresholdBonus

MAX_DICE = 8
"""Dice a registered ruleset may throw: every rule is checked on every throw (1,287 with eight)."""
MAX_ROLLS = 10
MAX_PLAYERS = 4
"""Seats at one table, as in every built-in game (the window's New Game dialog has four)."""
MAX_TEXT = 40
"""Characters of a game's name or a category's label (they head the scorecard's rows)."""

_GAME_ID = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")
_ENTRY_ID = re.compile(r"[A-Za-z][A-Za-z0-9]*")
"""Category and bonus ids: JSON keys in saves, and shown as ``ones/2`` for a cell of column 2."""


def _refuse(ruleset_id: object, field: str, detail: str) -> BadSetup:
    return BadSetup(f"The ruleset {short(ruleset_id)} cannot be registered: {field} {detail}.", "ruleset-invalid",
                    game=short(ruleset_id), field=field, detail=detail)


def _whole(value: object, low: int, high: int | None = None) -> bool:
    return type(value) is int and value >= low and (high is None or value <= high)


def _text(value: object) -> bool:
    return (isinstance(value, str) and 0 < len(value.strip()) == len(value) <= MAX_TEXT
            and not any(unicodedata.category(c).startswith("C") for c in value))


def check_ruleset(ruleset: object) -> Ruleset:
    """``ruleset`` if it can be played, saved and shown; else ``BadSetup`` naming what is wrong."""
    if not isinstance(ruleset, Ruleset):
        raise _refuse(getattr(ruleset, "id", ruleset), "it", "is not an engine.rules.Ruleset")
    rs = ruleset
    if not isinstance(rs.id, str) or len(rs.id) > 32 or not _GAME_ID.fullmatch(rs.id):
        raise _refuse(rs.id, "its id", "must be 1 to 32 lower-case letters, digits and single hyphens, "
                      "starting with a letter (it is written in saves)")
    if not _text(rs.name):
        raise _refuse(rs.id, "its name", f"must be 1 to {MAX_TEXT} printable characters, without outer spaces")
    if not _whole(rs.dice_count, 1, MAX_DICE):
        raise _refuse(rs.id, "dice_count", f"must be a whole number from 1 to {MAX_DICE}, not {short(rs.dice_count)}")
    if not _whole(rs.rolls_per_turn, 1, MAX_ROLLS):
        raise _refuse(rs.id, "rolls_per_turn",
                      f"must be a whole number from 1 to {MAX_ROLLS}, not {short(rs.rolls_per_turn)}")
    players = (rs.min_players, rs.default_players, rs.max_players)
    if not all(_whole(n, 1, MAX_PLAYERS) for n in players) or sorted(players) != list(players):
        raise _refuse(rs.id, "the player counts",
                      f"must satisfy 1 <= min_players <= default_players <= max_players <= {MAX_PLAYERS}, "
                      f"not {short(list(players))}")
    if (not isinstance(rs.multipliers, tuple) or not rs.multipliers
            or not all(_whole(m, 1) for m in rs.multipliers)):
        raise _refuse(
            rs.id, "multipliers", f"must be a non-empty tuple of whole numbers from 1, not {short(rs.multipliers)}")
    if rs.max_total is not None and not _whole(rs.max_total, 0):
        raise _refuse(rs.id, "max_total", f"must be None or a whole number from 0, not {short(rs.max_total)}")
    _check_categories(rs)
    _check_bonuses(rs)
    _check_joker(rs)
    try:
        hash(rs)
    except TypeError as exc:  # scores are cached by rule, tables keyed by the ruleset
        raise _refuse(rs.id, "every part", f"must be hashable (a frozen dataclass); {exc}") from None
    return rs


def _check_categories(rs: Ruleset) -> None:
    if not isinstance(rs.categories, tuple) or not rs.categories:
        raise _refuse(rs.id, "categories", "must be a non-empty tuple of engine.rules.Category")
    seen: set[str] = set()
    throws = list(combinations_with_replacement(range(1, 7), rs.dice_count))
    for row, cat in enumerate(rs.categories):
        where = f"categories[{row}]"
        if not isinstance(cat, Category):
            raise _refuse(rs.id, where, f"must be an engine.rules.Category, not {short(cat)}")
        if not isinstance(cat.id, str) or len(cat.id) > 32 or not _ENTRY_ID.fullmatch(cat.id):
            raise _refuse(rs.id, f"{where}.id", f"must be 1 to 32 letters and digits, starting with a letter, "
                          f"not {short(cat.id)}")
        if cat.id in seen:
            raise _refuse(rs.id, f"{where}.id", f"{short(cat.id)} names two categories")
        seen.add(cat.id)
        if not _text(cat.label):
            raise _refuse(rs.id, f"{where}.label", f"must be 1 to {MAX_TEXT} printable characters")
        if cat.section not in ("upper", "lower") or type(cat.repeatable) is not bool:
            raise _refuse(rs.id, where, "must have section 'upper' or 'lower' and repeatable True or False")
        describe = getattr(cat.rule, "describe", None)
        if not callable(cat.rule) or not callable(describe) or not isinstance(describe(), str):
            raise _refuse(rs.id, f"{where}.rule", "must be callable on the dice and describe() itself in words")
        for dice in throws:
            try:
                points = cat.rule(dice)
            except Exception as exc:  # a rule that fails must fail here, not in a player's game
                raise _refuse(rs.id, f"{where}.rule", f"raised {type(exc).__name__} on the dice {list(dice)}") from exc
            if not _whole(points, 0):
                raise _refuse(rs.id, f"{where}.rule",
                              f"scored {short(points)} on the dice {list(dice)}; points are whole numbers from 0")


def _check_bonuses(rs: Ruleset) -> None:
    if not isinstance(rs.bonuses, tuple):
        raise _refuse(rs.id, "bonuses", "must be a tuple")
    seen = set(rs.category_ids)
    for i, bonus in enumerate(rs.bonuses):
        where = f"bonuses[{i}]"
        if not isinstance(bonus, (ThresholdBonus, FirstRollBonus, *_classic("RepeatBonus"))):
            raise _refuse(rs.id, where, "must be an engine.rules.ThresholdBonus or FirstRollBonus, or an "
                          "engine.classic_rules.RepeatBonus (the solver and the scorecard know those)")
        if not isinstance(bonus.id, str) or not _ENTRY_ID.fullmatch(bonus.id) or bonus.id in seen:
            raise _refuse(rs.id, f"{where}.id", f"must be letters and digits naming no category or other bonus, "
                          f"not {short(bonus.id)}")
        seen.add(bonus.id)
        if not _text(bonus.label):
            raise _refuse(rs.id, f"{where}.label", f"must be 1 to {MAX_TEXT} printable characters")
        if not _whole(bonus.points, 0):
            raise _refuse(rs.id, f"{where}.points", f"must be a whole number from 0, not {short(bonus.points)}")
        if isinstance(bonus, ThresholdBonus):
            names = bonus.categories
            if (not isinstance(names, tuple) or not names or len(set(names)) != len(names)
                    or any(name not in rs.category_ids for name in names)):
                raise _refuse(rs.id, f"{where}.categories",
                              f"must name different categories of this ruleset, not {short(names)}")
            if not _whole(bonus.threshold, 1):
                raise _refuse(rs.id, f"{where}.threshold",
                              f"must be a whole number from 1, not {short(bonus.threshold)}")
        elif not isinstance(bonus, FirstRollBonus) and bonus.box not in rs.category_ids:
            raise _refuse(rs.id, f"{where}.box", f"must name a category of this ruleset, not {short(bonus.box)}")


def _classic(name: str) -> tuple[type, ...]:
    """The classic-only rule class ``name`` once its module is loaded, else none: a ruleset that
    holds one has loaded it, and checking any other must not load it (it stays off the start)."""
    module = sys.modules.get(f"{__package__}.classic_rules")
    return (getattr(module, name),) if module is not None else ()


def _check_joker(rs: Ruleset) -> None:
    joker = rs.joker
    if joker is None:
        return
    if not isinstance(joker, _classic("Joker")):
        raise _refuse(rs.id, "joker", "must be None or an engine.classic_rules.Joker")
    if joker.box not in rs.category_ids:
        raise _refuse(rs.id, "joker.box", f"must name a category of this ruleset, not {short(joker.box)}")
    wild = joker.wild
    if (not isinstance(wild, tuple) or any(not isinstance(pair, tuple) or len(pair) != 2 for pair in wild)
            or any(box not in rs.category_ids or not _whole(points, 0) for box, points in wild)):
        raise _refuse(rs.id, "joker.wild", f"must be (category id, whole points) pairs of this ruleset, "
                      f"not {short(wild)}")
    if type(joker.forced) is not bool:
        raise _refuse(rs.id, "joker.forced", f"must be True or False, not {short(joker.forced)}")


def action_schema(rs: Ruleset) -> dict[str, Any]:
    """The JSON Schema of ``rs``'s actions, written as the built-in games' shipped schemas are
    (``tests/engine/test_api_registry.py`` checks it reproduces them exactly)."""
    last_die = rs.dice_count - 1
    score: dict[str, Any] = {
        "type": {"const": "score"},
        "category": {
            "enum": list(rs.category_ids),
            "description": "Commit the current dice to one still-open category, then the turn passes.",
        },
    }
    required = ["type", "category"]
    if rs.columns > 1:
        counts = ", ".join(f"{i} counts x{m}" for i, m in enumerate(rs.multipliers))
        score["column"] = {"type": "integer", "minimum": 0, "maximum": rs.columns - 1,
                           "description": f"Which column: {counts}."}
        required.append("column")
    nth = {1: "st", 2: "nd", 3: "rd"}.get(rs.rolls_per_turn, "th")  # at most MAX_ROLLS (10)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"dicebox:{rs.id}/action",
        "title": f"{rs.name} action",
        "oneOf": [
            {
                "type": "object",
                "properties": {
                    "type": {"const": "toggleHold"},
                    "dieIndex": {
                        "type": "integer", "minimum": 0, "maximum": last_die,
                        "description": f"Which die (0-{last_die}) to flip between held and free. Held dice are "
                                       "kept on the next roll. Holding never consumes a roll.",
                    },
                },
                "required": ["type", "dieIndex"],
                "additionalProperties": False,
            },
            {
                "type": "object",
                "properties": {"type": {"const": "roll"}},
                "required": ["type"],
                "additionalProperties": False,
                "description": f"Re-roll every die that is not held. Legal before the {rs.rolls_per_turn}{nth} roll "
                               "of the turn while at least one die is free.",
            },
            {
                "type": "object",
                "properties": score,
                "required": required,
                "additionalProperties": False,
            },
        ],
    }
