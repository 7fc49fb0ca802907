"""Records problems as codes, seen from the command line's side: the English
the command line and the logs print is made from the same code and parameters the window
translates, a problem keeps its code through copies, and the command line tells a database it
cannot read by the code, not by parsing words. What the desktop raises is a ``DiceboxError`` of
the same code and parameters, still the builtin its callers catch it as."""

from __future__ import annotations

import ast
import copy
import pickle
import sqlite3
from pathlib import Path

import pytest

from desktop.i18n.problem_texts import TEXTS
from desktop.i18n.problems import DiceboxError, Problem, english, error_words, os_problem, problem_text, reason
from desktop.records import Records


def test_a_problem_is_its_english_sentence_with_its_code() -> None:
    cause = Problem("disk-full")
    problem = Problem("not-kept-at", cause=cause, path="/data/records.sqlite3")
    assert problem == "records are not being kept: the disk is full (/data/records.sqlite3)"
    assert problem == english("not-kept-at", problem.params)
    assert (problem.code, problem.params["cause"].code) == ("not-kept-at", "disk-full")
    for twin in (copy.copy(problem), copy.deepcopy(problem), pickle.loads(pickle.dumps(problem))):
        assert twin == problem and twin.code == "not-kept-at" and twin.params["cause"].code == "disk-full"


def test_without_qt_the_window_words_are_the_english_ones() -> None:
    """The command line never loads Qt: ``problem_text`` then says what ``str`` says."""
    problem = Problem("save-in-history", game="dicegame", seed=7, name="current-game.json.imported")
    assert "Your saved Dicegame game (seed 7)" in problem
    assert problem_text(problem) == str(problem)


def test_every_sentence_is_one_line_without_a_stray_brace() -> None:
    for code, text in TEXTS.items():
        assert "\n" not in text and text.count("{") == text.count("}"), code


def test_the_command_line_refuses_records_it_cannot_read_by_the_code(tmp_path: Path) -> None:
    from desktop.cli import records as records_cli

    path = tmp_path / "records.sqlite3"
    Records.open(path).close()
    with records_cli.opened(path) as records:  # a write refused: what was read still stands
        records.kept, records.problem = False, Problem("not-kept", cause=Problem("read-only"))
    with pytest.raises(records_cli.Refused, match=r"^records could not be read: Input/output error \("), \
            records_cli.opened(path) as records:
        records.kept, records.problem = False, Problem("unreadable", cause=Problem("os-io"))


def test_an_error_is_its_problem_raised() -> None:
    from desktop.records.storage import BadSave

    error = BadSave("save-not-json", name="current-game.json", detail="Expecting value", line=3)
    same = Problem("save-not-json", name="current-game.json", detail="Expecting value", line=3)
    assert isinstance(error, DiceboxError) and not isinstance(error, ValueError)
    assert (error.code, error.params) == (same.code, same.params) and str(error) == same
    assert problem_text(error) == error.text() == problem_text(same)
    assert error_words(error) == problem_text(same).rstrip(".")
    assert reason(error) == same and reason(error).code == "save-not-json"
    inside = Problem("save-bad-gone", why=reason(error))
    assert str(Problem("save-bad-gone", why=error)) == inside
    for twin in (copy.copy(error), copy.deepcopy(error), pickle.loads(pickle.dumps(error))):
        assert type(twin) is BadSave and (twin.code, twin.params, str(twin)) == (error.code, error.params, str(error))


def test_an_error_stays_the_builtin_its_callers_catch() -> None:
    """Each error raised where a caller catches a builtin is that builtin, with the problem's words."""
    from desktop.records.board import BadInitials, BoardDamaged
    from desktop.records.filing import UnfinishedGame
    from desktop.records.resume import SeatsMisfit
    from desktop.records.safe_open import Misplaced, NoWal, describe
    from desktop.records.storage import NoFreeName, SaveHeld

    made = [(NoFreeName("no-free-name", name="records.sqlite3.bad-1"), FileExistsError),
            (SaveHeld.of(Problem("save-not-moved")), OSError),
            (Misplaced("folder-is-file", folder="/data"), OSError),
            (NoWal("no-wal", mode="delete"), sqlite3.OperationalError),
            (BoardDamaged("quick-check", first="page 3"), sqlite3.DatabaseError),
            (BadInitials.of(Problem("initials")), ValueError),
            (UnfinishedGame("not-finished", actions=4), ValueError),
            (SeatsMisfit("seats-misfit", problem=Problem("seats-count", count=1, players=2)), ValueError)]
    for error, builtin in made:
        assert isinstance(error, builtin) and isinstance(error, DiceboxError), error
        assert str(error) == english(error.code, error.params) == error.problem
        assert describe(error) == error.problem and describe(error).code == error.code
        if isinstance(error, OSError):
            assert error.errno is None and os_problem(error).code == error.code
        twin = pickle.loads(pickle.dumps(error))
        assert type(twin) is type(error) and isinstance(twin, builtin) and str(twin) == str(error)


def test_no_builtin_error_is_raised_around_a_problem() -> None:
    """A ``Problem`` is a value (a notice, why something is not kept); raised, it is a ``DiceboxError``."""
    root = Path(__file__).resolve().parents[3] / "desktop"
    wrapped = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                given = [b for a in node.exc.args for b in ((a.body, a.orelse) if isinstance(a, ast.IfExp) else (a,))]
                if any(isinstance(a, ast.Call) and getattr(a.func, "id", "") == "Problem" for a in given):
                    wrapped.append(f"{path.relative_to(root.parent)}:{node.lineno}")
    assert not wrapped, wrapped
