"""The lesson files: every shipped one is strict, complete in three languages and plays through on
the engine; a hand-spoiled one is refused with a message naming the file, the step and the fault
(in the window it is a status line while the game goes on: tests/desktop/lessons/test_lessons.py)."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import engine
from desktop.lessons.plan import LANGUAGES, BadLesson, parse, read, rehearse, same_move

ROOT = Path(__file__).resolve().parents[3]
FIELD = re.compile(r"\{[a-z_]*\}")


def _raw(game: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((ROOT / "assets" / "lessons" / f"{game}.json").read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("game", engine.GAME_IDS)
def test_every_game_has_a_lesson_that_plays_through(game: str) -> None:
    lesson = read(game)
    states = rehearse(lesson)
    assert len(states) == len(lesson.steps) >= 8
    moves = [step for step in lesson.steps if step.expect is not None]
    assert len(moves) >= 3 and all(step.hint for step in moves)  # every move step says what to do instead
    assert lesson.steps[-1].expect is None  # it ends by saying the game goes on
    for step in lesson.steps:  # the three languages say the same things: the same {fields}
        fields = {code: sorted(FIELD.findall(step.text[code])) for code in LANGUAGES}
        assert len({tuple(f) for f in fields.values()}) == 1, step.text


@pytest.mark.parametrize(("spoil", "says"), [
    (lambda d: d["steps"][1]["text"].pop("fr"), "step 2: text must give exactly the languages en, de, fr"),
    (lambda d: d["steps"][1].update(point="the-moon"), "step 2: point 'the-moon' names nothing"),
    (lambda d: d["steps"][1].update(point="box:fivez"), "step 2: point 'box:fivez' names nothing"),
    (lambda d: d["steps"][1].update(point="box:fives:2"), "step 2: point 'box:fives:2' names nothing"),
    (lambda d: d["steps"][1].update(point="die:9"), "step 2: point 'die:9' names nothing"),
    (lambda d: d.update(format=1.0), "format must be 1"),
    (lambda d: d["steps"][1].update(colour="red"), "step 2 has unknown fields: colour"),
    (lambda d: d.update(seed=-4), "seed must be a whole number"),
    (lambda d: d.update(seed=4.0), "seed must be a whole number"),
    (lambda d: d.update(players=9), "players must be 1 to 1"),
    (lambda d: d.update(game="chess"), "game 'chess' is not a game of this Dicebox"),
    (lambda d: d.update(format=2), "format must be 1"),
    (lambda d: d["steps"][0].update(hint={"en": "x", "de": "x", "fr": "x"}), "a hint belongs to a step that waits"),
    (lambda d: d["steps"][1]["expect"].update(dieIndex=7), "expect is not a dice-dash move"),
    (lambda d: d["steps"][1].update(wait="forever"), "wait must be one of your-turn"),
    (lambda d: d["steps"][0]["text"].update(en="x" * 301), "has 301 characters"),
    (lambda d: d["steps"][0].update(dice=[5, 4, 7]), "step 1: dice must list the learner's dice, each 1 to 6"),
])
def test_a_spoiled_lesson_is_refused_naming_what_is_wrong(spoil: Any, says: str) -> None:
    data = copy.deepcopy(_raw("dice-dash"))
    spoil(data)
    with pytest.raises(BadLesson, match=re.escape(says)):
        parse("dice-dash.json", data)


def test_a_lesson_whose_dice_no_longer_fit_is_caught_by_its_rehearsal() -> None:
    data = _raw("dice-dash")
    data["seed"] += 1  # other dice: every scripted move is still legal, but the words are wrong now
    with pytest.raises(BadLesson, match=r"dice-dash step 1: the dice are \[.*\], its words speak of \[5, 4, 1, 5, 5\]"):
        rehearse(parse("dice-dash.json", data))
    for game in engine.GAME_IDS:  # every lesson pins the dice of each roll its words speak of
        lesson = read(game)
        assert lesson.steps[0].dice is not None
        assert sum(step.dice is not None for step in lesson.steps) >= 2


def test_laying_dice_down_is_the_same_move_in_any_order() -> None:
    assert same_move(engine.Submit((9, 0, 3)), engine.Submit((0, 3, 9)))
    assert not same_move(engine.Submit((0, 3, 10)), engine.Submit((0, 3, 9)))
    assert not same_move(engine.ToggleHold(1), engine.ToggleHold(2))


@pytest.mark.slow
def test_the_authors_check_prints_every_step() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "lessons.py")], capture_output=True, text=True,
                          cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    for game in engine.GAME_IDS:
        assert f"assets/lessons/{game}.json: {game}, seed {read(game).seed}" in done.stdout



def test_a_dicegame_box_must_name_its_column() -> None:
    data = _raw("dicegame")
    step = next(s for s in data["steps"] if str(s.get("point", "")).startswith("box:"))
    step["point"] = step["point"].rsplit(":", 1)[0]  # "box:fullHouse": which of the three columns?
    with pytest.raises(BadLesson, match="names nothing a dicegame page shows"):
        parse("dicegame.json", data)
