"""Records problems as codes, seen from the command line's side: the English
the command line and the logs print is made from the same code and parameters the window
translates, a problem keeps its code through copies, and the command line tells a database it
cannot read by the code, not by parsing words."""

from __future__ import annotations

import copy
import pickle
from pathlib import Path

import pytest

from desktop.i18n.problem_texts import TEXTS
from desktop.i18n.problems import Problem, english, problem_text
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
