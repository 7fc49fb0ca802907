"""Every error the engine raises on purpose is one of ``engine/errors.py``'s, so a caller
catches the engine's errors by their types, never by a message."""

from __future__ import annotations

import ast
import builtins
from pathlib import Path

import pytest

import engine
from engine import cli, errors, grammar
from engine.ai import triple_players as ai

ENGINE = Path(engine.__file__).parent
PROTOCOL = {
    ("actionlog.py", "IndexError"),  # the Sequence protocol: iteration and slicing rely on it
    ("lazy.py", "AttributeError"),  # the packages' lazy __getattr__ (PEP 562)
    ("api.py", "AssertionError"),  # engine/ids.py disagreeing with the drivers: a broken package
    ("solver/model.py", "ArithmeticError"),  # the value iteration not converging: a fault of the solver's numerics
    ("solver/export.py", "SystemExit"),  # the developer's table export run without numpy: one line, exit 1
}


def _raised_names(path: Path) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Raise) and node.exc is not None:
            target = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            if isinstance(target, ast.Name):
                found.append((node.lineno, target.id))
    return found


@pytest.mark.slow
def test_the_engine_raises_no_builtin_exception_the_solver_included() -> None:
    builtin_errors = {name for name in dir(builtins) if isinstance(getattr(builtins, name), type)
                      and issubclass(getattr(builtins, name), BaseException)}
    bare = [
        f"{path.relative_to(ENGINE)}:{line} raises {name}"
        for path in sorted(ENGINE.rglob("*.py"))
        for line, name in _raised_names(path)
        if name in builtin_errors and (str(path.relative_to(ENGINE)), name) not in PROTOCOL
    ]
    assert bare == []
    assert any(path.parent.name == "solver" for path in ENGINE.rglob("*.py"))


def test_every_engine_error_is_an_engine_error_and_still_a_value_error() -> None:
    classes = [value for value in vars(errors).values() if isinstance(value, type) and issubclass(value, Exception)]
    assert {c.__name__ for c in classes} >= {
        "BadSeed", "BadSetup", "IllegalAction", "InvalidState", "MalformedAction", "NotFinished", "ReplayError",
        "SchemaError", "UsageError", "SolverError", "UnsupportedRuleset", "TableMissing",
    }
    for cls in classes:
        assert issubclass(cls, errors.EngineError)
        assert issubclass(cls, ValueError)  # callers that catch ValueError keep working
    assert issubclass(errors.TableMissing, RuntimeError)  # it was a bare RuntimeError before it had a class
    from engine.solver import UnsupportedRuleset
    assert UnsupportedRuleset is errors.UnsupportedRuleset  # still importable where it was defined before


@pytest.mark.parametrize("game", engine.GAME_IDS)
def test_the_outcome_of_a_game_in_progress_is_not_finished(game: str) -> None:
    with pytest.raises(engine.NotFinished, match="not finished yet"):
        engine.outcome(engine.new_game(game, 4))


def test_the_computer_players_raise_engine_errors() -> None:
    state = engine.new_game("triple-dice", 9)
    with pytest.raises(engine.BadSetup, match="Unknown level 'wizard'"):
        ai.choose_action(engine.observe(state, 0), "wizard", ai.SeededRandom(1))
    with pytest.raises(engine.IllegalAction, match="Seat 1 has nothing to do now"):
        ai.choose_action(engine.observe(state, 1), "expert", ai.SeededRandom(1))
    for _seat in (0, 1):
        state = engine.apply(state, engine.Predict("more"))
    view = engine.observe(state, state.current_player)
    view["predictions"] = [None] * len(view["predictions"])
    with pytest.raises(engine.InvalidState, match="own card is missing"):
        ai.choose_action(view, "expert", ai.SeededRandom(1))


def test_a_grammar_the_reader_cannot_read_is_a_schema_error() -> None:
    with pytest.raises(errors.SchemaError, match="not supported"):
        grammar._field("odd", {"type": "string", "pattern": "x"})
    with pytest.raises(errors.SchemaError, match="additionalProperties false"):
        grammar._branch({"type": "object", "properties": {"type": {"const": "roll"}}, "required": ["type"]})


def test_the_cli_reports_engine_errors_as_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert issubclass(cli.UsageError, engine.EngineError)
    assert cli.main(["new", "--game", "dice-dash", "--seed", "x"]) == 2
    assert capsys.readouterr().err.startswith("error: Seed ")
    assert cli.main(["new", "--game", "dice-dash"]) == 2
    assert "--seed" in capsys.readouterr().err
