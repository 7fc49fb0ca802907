"""Load and set-up errors carry a stable code and the parameters of their message, from which
the window renders its own, translated, text."""

from __future__ import annotations

import ast
import copy
import re
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pytest

import engine
from engine.classic_rules import Joker, RepeatBonus
from engine.errors import (
    BadSetup,
    EngineError,
    IllegalAction,
    ReviewUnsupported,
    SolverError,
    TableMissing,
    UnsupportedRuleset,
)
from engine.registry import MAX_DICE
from engine.review import review
from engine.rules import Category, Chance, Ruleset, ThresholdBonus, Upper
from engine.rulesets import RULESETS
from engine.solver import SoloModel, lite, runtime, solitaire_ruleset
from engine.solver.layout import layout
from engine.solver.multisets import multisets

ENGINE = Path(engine.__file__).parent
CODED = (
    "loader.py",
    "dice.py",
    "players.py",
    "api.py",
    "state_json.py",
    "errors.py",
    "scorecard.py",
    "triple_dice.py",
    "ai/triple_dice.py",
    "review.py",
    *(str(p.relative_to(ENGINE)) for p in sorted((ENGINE / "solver").glob("*.py"))),
)
"""Modules whose every raise of these errors names its code."""
NEED_CODE = (
    "BadSeed",
    "BadSetup",
    "InvalidState",
    "IllegalAction",
    "SolverError",
    "UnsupportedRuleset",
    "TableMissing",
    "ReviewUnsupported",
)
"""The classes whose raises must give a finer code than the class's."""


def test_every_raise_in_the_coded_modules_names_a_code() -> None:
    missing = []
    for name in CODED:
        for node in ast.walk(ast.parse((ENGINE / name).read_text("utf-8"))):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and isinstance(node.exc.func, ast.Name):
                call = node.exc
                if call.func.id in NEED_CODE and len(call.args) < 2:
                    missing.append(f"{name}:{node.lineno}")
    assert missing == []
    assert "solver/layout.py" in CODED and "solver/runtime.py" in CODED


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


# -- the solver's refusals (hints and the scorecard games' computer players) ---------------------

def _tiny(**change: Any) -> Ruleset:
    """A small solitaire ruleset, changed as the test needs (the solver refuses some shapes)."""
    cats = (Category("ones", "Ones", Upper(1), "upper"), Category("twos", "Twos", Upper(2), "upper"),
            Category("chance", "Chance", Chance()))
    return Ruleset(**{"id": "tiny-codes", "name": "Tiny", "categories": cats, "dice_count": 2, "rolls_per_turn": 2,
                      **change})


@dataclass(frozen=True)
class _OddBonus:
    """A bonus of a type the solver has no model for (the rules' ``Bonus`` union names two)."""

    id: str = "odd"


def _keep_after_the_last_roll() -> None:
    state = engine.new_game("match", 3)
    values = runtime.table(state.ruleset)
    t = lite.tables(state.ruleset)
    positions = tuple(lite.column_position(t, column) for column in state.cards[0])
    lite.keep_table(t, lite.option_tables(t, values, positions), t.rolls)


def _other_rules_table() -> None:
    from engine.solver.evaluator import Evaluator

    Evaluator(RULESETS["match"], cast(Any, SimpleNamespace(model=SimpleNamespace(ruleset=RULESETS["dice-dash"]))))


def _finished(game: str) -> engine.State:
    return replace(engine.new_game(game, 1), phase="finished")


@pytest.mark.parametrize(("call", "cls", "code", "params"), [
    (lambda: runtime.choose_action(engine.new_game("match", 1), "grandmaster"), BadSetup, "level-unknown",
     {"given": "'grandmaster'", "levels": ["beginner", "good", "expert"]}),
    (lambda: solitaire_ruleset("triple-dice"), BadSetup, "solver-game-unknown",
     {"given": "'triple-dice'", "games": ["dice-dash", "match", "column", "classic", "nordic", "classic-free",
                                          "dicegame"]}),
    (lambda: runtime.rank_options(_finished("match")), IllegalAction, "game-finished", {}),
    (lambda: runtime.choose_action(_finished("dicegame"), "good"), IllegalAction, "game-finished", {}),
    (lambda: multisets(MAX_DICE + 1), UnsupportedRuleset, "unsupported-dice-count",
     {"count": MAX_DICE + 1, "fewest": 1, "most": MAX_DICE}),
    (lambda: layout(_tiny(categories=tuple(replace(c, repeatable=True) for c in _tiny().categories))),
     UnsupportedRuleset, "unsupported-repeatables", {"game": "Tiny", "count": 3}),
    (lambda: layout(_tiny(categories=(*_tiny().categories[:2], replace(_tiny().categories[2], repeatable=True)),
                          bonuses=(ThresholdBonus("top", "Top", ("ones", "chance"), 5, 9),))),
     UnsupportedRuleset, "unsupported-repeatable-bonus", {"game": "Tiny", "category": "chance", "bonus": "top"}),
    (lambda: layout(_tiny(bonuses=(ThresholdBonus("a", "A", ("ones", "twos"), 5, 9),
                                   ThresholdBonus("b", "B", ("twos",), 4, 2)))),
     UnsupportedRuleset, "unsupported-bonus-overlap", {"game": "Tiny", "category": "twos", "bonus": "b"}),
    (lambda: layout(_tiny(bonuses=(cast(Any, _OddBonus()),))), UnsupportedRuleset, "unsupported-bonus-type",
     {"game": "Tiny", "type": "_OddBonus"}),
    (lambda: layout(_tiny(categories=(*_tiny().categories[:2], replace(_tiny().categories[2], repeatable=True)),
                          joker=Joker("ones", ()))),
     UnsupportedRuleset, "unsupported-joker-box", {"game": "Tiny", "boxes": ["ones"]}),
    (lambda: layout(_tiny(bonuses=(RepeatBonus("again", "Again", "twos", 9),), joker=Joker("ones", ()))),
     UnsupportedRuleset, "unsupported-joker-box", {"game": "Tiny", "boxes": ["ones", "twos"]}),
    (lambda: SoloModel(RULESETS["dicegame"]), UnsupportedRuleset, "unsupported-columns",
     {"game": "Dicegame", "columns": 3}),
    (lambda: lite.rank_options_by_table(engine.new_game("dice-dash", 1), [0.0] * 3), SolverError, "table-size",
     {"given": 3, "game": "Dice Dash"}),
    (_keep_after_the_last_roll, SolverError, "keep-no-roll-left", {"roll": 3, "rolls": 3}),
    (_other_rules_table, SolverError, "table-other-rules", {"table": "Dice Dash", "game": "Match!"}),
    (lambda: review(engine.new_game("triple-dice", 1)), ReviewUnsupported, "review-unsupported",
     {"game": "triple-dice", "games": ["dice-dash", "dicegame", "match", "classic", "nordic"]}),
])
def test_the_solvers_refusals_carry_their_code_and_parameters(
        call: Any, cls: type[EngineError], code: str, params: dict[str, object]) -> None:
    with pytest.raises(cls) as info:
        call()
    assert info.value.code == code
    assert params.items() <= info.value.params.items()
    assert str(info.value)[0].isupper()  # a sentence the window can show after "Hints are unavailable: "


def test_a_missing_table_without_numpy_is_a_table_missing_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "engine.solver.tables", None)  # "import numpy" fails, as in the frozen app
    runtime.forget_loaded()
    with pytest.raises(TableMissing) as info:
        runtime.table(_tiny())
    assert (info.value.code, info.value.params["game"]) == ("table-missing", "Tiny")
    assert "install numpy" in str(info.value)
    assert isinstance(info.value, RuntimeError)  # what callers caught before it had a class


def _codes_given_at_raises() -> dict[str, str]:
    """Every code an engine module passes to one of ``errors.py``'s classes, with where."""
    from engine import errors

    classes = {name for name, value in vars(errors).items()
               if isinstance(value, type) and issubclass(value, EngineError)}
    found: dict[str, str] = {}
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in classes:
                given = [*node.args[1:2], *(k.value for k in node.keywords if k.arg == "code")]
                for arg in given:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        found.setdefault(arg.value, f"{path.relative_to(ENGINE)}:{node.lineno}")
    return found


def test_every_code_the_engine_raises_is_listed_in_its_readme() -> None:
    from engine import errors

    listed = set(re.findall(r"`([a-z][a-z0-9-]*)`", (ENGINE / "README.md").read_text("utf-8")))
    raised = _codes_given_at_raises()
    assert {"unsupported-repeatables", "table-missing", "level-unknown", "state-setup"} <= raised.keys()
    class_codes = {value.code for value in vars(errors).values()
                   if isinstance(value, type) and issubclass(value, EngineError)}
    assert sorted(f"{code} ({where})" for code, where in raised.items() if code not in listed) == []
    assert sorted(class_codes - listed) == []
