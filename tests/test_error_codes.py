"""Load and set-up errors carry a stable code and the parameters of their message (issue 15 renders
its own, translated, text from them)."""

from __future__ import annotations

import ast
import copy
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.errors import EngineError

ENGINE = Path(engine.__file__).parent
CODED = ("loader.py", "dice.py", "players.py", "api.py", "state_json.py", "errors.py", "scorecard.py",
         "triple_dice.py", "ai/triple_dice.py")
"""Modules whose every raise of these errors names its code."""


def test_every_raise_in_the_coded_modules_names_a_code() -> None:
    missing = []
    for name in CODED:
        for node in ast.walk(ast.parse((ENGINE / name).read_text("utf-8"))):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and isinstance(node.exc.func, ast.Name):
                call = node.exc
                if call.func.id in ("BadSeed", "BadSetup", "InvalidState", "IllegalAction") and len(call.args) < 2:
                    missing.append(f"{name}:{node.lineno}")
    assert missing == []


def _saved() -> dict[str, Any]:
    state = engine.new_game("match", 7, ["Ana", "Ben"])
    state = engine.apply(state, engine.Roll())
    return engine.to_json(state)


def _with(change: dict[str, Any]) -> dict[str, Any]:
    data = copy.deepcopy(_saved())
    for key, value in change.items():
        if value is KeyError:
            del data[key]
        else:
            data[key] = value
    return data


@pytest.mark.parametrize(("data", "code", "params"), [
    ([], "state-not-object", {"given": "[]"}),
    ({"seed": 1}, "state-missing-field", {"field": "game"}),
    ({"game": "chess"}, "state-unknown-game", {"given": '"chess"'}),
    (_with({"extra": 1}), "state-unknown-field", {"field": '"extra"', "game": "match"}),
    (_with({"held": KeyError}), "state-missing-field", {"field": "held"}),
    (_with({"format": 9}), "state-format", {"given": "9", "format": 1}),
    (_with({"seed": True}), "state-field-type", {"field": "seed", "given": "true"}),
    (_with({"seed": -1}), "state-setup", {"reason": "seed-negative", "given": "-1"}),
    (_with({"players": ["Ana", "Ana"]}), "state-setup", {"reason": "names-duplicate"}),
    (_with({"log": [{"type": "roll"}, {"type": "jump"}]}), "state-replay-step",
     {"step": 2, "reason": "malformed-action"}),
    (_with({"totals": [0, 1]}), "state-disagrees", {"field": "totals[1]", "given": "1", "expected": "0", "seed": 7}),
])
def test_load_errors_carry_their_code_and_parameters(data: object, code: str, params: dict[str, object]) -> None:
    with pytest.raises(engine.InvalidState) as info:
        engine.from_json(data)
    assert info.value.code == code
    assert params.items() <= info.value.params.items()


@pytest.mark.parametrize(("call", "code", "params"), [
    (lambda: engine.parse_seed("-3"), "seed-negative", {"given": "-3", "limit": 2**63 - 1}),
    (lambda: engine.parse_seed(""), "seed-empty", {}),
    (lambda: engine.parse_seed("x"), "seed-not-whole", {"given": "'x'"}),
    (lambda: engine.parse_seed(True), "seed-not-number", {}),
    (lambda: engine.parse_seed(2**63), "seed-too-large", {}),
    (lambda: engine.new_game("chess", 1), "game-unknown", {"given": '"chess"'}),
    (lambda: engine.new_game("match", 1, ["A"] * 5), "players-count", {"game": "Match!", "count": 5, "most": 4}),
    (lambda: engine.new_game("match", 1, [" "]), "name-empty", {}),
    (lambda: engine.new_game("match", 1, ["x" * 25]), "name-too-long", {"limit": 24}),
    (lambda: engine.new_game("match", 1, ["a\nb"]), "name-control-character", {}),
    (lambda: engine.observe(engine.new_game("match", 1), 3), "seat-unknown", {"given": "3", "last": 0}),
    (lambda: engine.outcome(engine.new_game("match", 1)), "not-finished", {}),
])
def test_setup_errors_carry_their_code_and_parameters(call: Any, code: str, params: dict[str, object]) -> None:
    with pytest.raises(EngineError) as info:
        call()
    assert info.value.code == code
    assert params.items() <= info.value.params.items()


def test_an_error_without_a_finer_code_has_its_class_code() -> None:
    assert engine.IllegalAction("x").code == "illegal-action" and engine.IllegalAction("x").params == {}
    assert engine.MalformedAction("x").code == "malformed-action"
    assert str(engine.BadSetup("Why.", "name-empty")) == "Why."


def _refusal(state: Any, action: Any) -> EngineError:
    with pytest.raises(engine.IllegalAction) as info:
        engine.apply(state, action)
    return info.value


def test_the_rules_refusals_carry_their_code_and_parameters() -> None:
    dash = engine.new_game("dice-dash", 1)
    wrong = _refusal(dash, engine.ToggleHold(5))
    assert (wrong.code, wrong.params) == ("die-unknown", {"given": "5", "last": 4})
    assert _refusal(dash, engine.Score("chance")).params["categories"][0] == "ones"
    assert _refusal(dash, engine.Score("ones", 1)).code == "column-single"
    assert _refusal(dash, engine.Predict("zero")).code == "action-unknown"
    for die in range(5):
        dash = engine.apply(dash, engine.ToggleHold(die))
    assert _refusal(dash, engine.Roll()).params == {"count": 5}
    scored = engine.apply(dash, engine.Score("ones"))
    wrong = _refusal(scored, engine.Score("ones"))
    assert wrong.code == "cell-scored" and "ones" not in wrong.params["open"] and "fives" in wrong.params["open"]
    column = engine.new_game("dicegame", 1)
    assert _refusal(column, engine.Score("ones")).code == "column-missing"
    assert _refusal(column, engine.Score("ones", 3)).params["last"] == 2
    triple = engine.new_game("triple-dice", 1, ["Ana", "Ben"])
    wrong = _refusal(triple, engine.Submit((0, 1, 2)))
    assert (wrong.code, wrong.params["player"], wrong.params["phase"]) == ("submit-not-now", "Ana", "predicting")
    assert _refusal(triple, engine.Predict("all")).params["cards"] == ["zero", "minimum", "more", "maximum"]
    for card in ("zero", "more"):
        triple = engine.apply(triple, engine.Predict(card))
    assert _refusal(triple, engine.Submit((0, 0, 1))).code == "die-twice"
    assert _refusal(triple, engine.Submit((0, 1))).params["count"] == 2
    assert _refusal(triple, engine.Submit((0, 1, 11))).params["last"] == 10
    with pytest.raises(engine.MalformedAction) as info:
        engine.parse_action(triple, {"type": "submit"})
    assert info.value.code == "malformed-action"
    assert info.value.params == {"game": "triple-dice", "detail": "a submit action needs \"dice\""}
