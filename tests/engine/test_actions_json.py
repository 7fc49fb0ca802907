"""Every action's JSON, to the key and its order: the one rule in ``engine/actions.py`` writes what
the saves hold, so a change in how it names types or fields would break every save."""

from __future__ import annotations

from typing import Any

import pytest

from engine.actions import Action, Predict, Roll, Score, Submit, ToggleHold, action_from_json

CASES: list[tuple[str, Action, dict[str, Any]]] = [
    ("dice-dash", ToggleHold(3), {"type": "toggleHold", "dieIndex": 3}),
    ("match", ToggleHold(0), {"type": "toggleHold", "dieIndex": 0}),
    ("dice-dash", Roll(), {"type": "roll"}),
    ("match", Score("ones"), {"type": "score", "category": "ones"}),
    ("dicegame", Score("chance", 2), {"type": "score", "category": "chance", "column": 2}),
    ("dicegame", Score("ones", 0), {"type": "score", "category": "ones", "column": 0}),
    ("triple-dice", Predict("more"), {"type": "predict", "card": "more"}),
    ("triple-dice", Submit((0, 4, 10)), {"type": "submit", "dice": [0, 4, 10]}),
]


@pytest.mark.parametrize(("game", "action", "expected"), CASES)
def test_action_json_is_the_grammars_form(game: str, action: Action, expected: dict[str, Any]) -> None:
    data = action.to_json()
    assert data == expected
    assert list(data) == list(expected)  # "type" first, then the fields in their order
    assert action_from_json(game, data) == action
