"""Played by ear with the real screen reader: Debian 12's Orca 43 (``reader.py``) against the
real app, keys typed one by one, and after each key what Orca says, read from its debug log.

Each scenario is a list of (key, words[, never]): after the key, Orca must say exactly one phrase
containing the words (None: whatever it says, or nothing): said, and said once; and no phrase
containing ``never``. The key "(start)" is no key: what Orca said as the app came up. Every
phrase here is one Orca 43 speaks: it hears no ``object:announcement`` (that came in Orca 45),
so these are the status-bar notifications (desktop/widgets/accessibility.py), focus and caret
moves. A fault planted in the app for each
scenario (``faults.py``) must make its scenario fail at the planted key.

The transcripts (key -> phrases) are written to ``orca-*.txt`` in pytest's base temporary
folder and printed with ``-s``/``-rA``. Skipped, with the reason, where Orca, openbox or the AT-SPI
pieces are not installed (assets/system-packages.txt's [build] section lists them).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import reader

pytestmark = [pytest.mark.slow]
_SKIP = reader.missing()
if _SKIP:
    pytestmark.append(pytest.mark.skip(reason=f"Orca cannot run here: {_SKIP}"))

Step = tuple[str, str | None] | tuple[str, str | None, str]
Scenario = list[Step]

DICE_DASH: Scenario = [
    ("(start)", "Die 1: two"),  # focus on a named control of the Tab ring
    ("Escape", None),  # "not now" to the first-start offer of a lesson
    ("1", "Hold die 1."),
    ("r", "Roll 2: "),
    ("ctrl+z", "Undone: Roll 2: "),
    ("ctrl+shift+z", "Redone: Roll 2: "),
    ("F1", "Dicebox rules: Rules of Dice Dash"),
    ("Down", "A solo race"),
    ("Escape", "Die 1: "),  # back on the table, on a named die
]
TRIPLE: Scenario = [
    ("Escape", None),
    ("3", "Card More chosen. Enter plays it."),
    ("Return", "You play More."),
    ("1", "Die 1, two, picked: 1 of 3."),
    ("2", "Die 2, one, picked: 2 of 3."),
    ("3", "Die 3, two, picked: 3 of 3. Enter submits them."),
    ("Return", "Turn 1 result: 1st "),
    ("4", "picked: 1 of 3"),
    ("5", "picked: 2 of 3"),
    ("6", "picked: 3 of 3"),
    ("Return", "Turn 2 result: "),
    ("7", "picked: 1 of 3"),
    ("8", "picked: 2 of 3"),
    ("9", "picked: 3 of 3"),
    ("Return", "Round 1 is over. Player 1: card More ", "A card came true"),  # whose card: the summary says
]
LESSON: Scenario = [
    ("shift+F1", "Learn to Play \u00b7 step 1 of "),  # once: on the way into the lesson's panel
    ("Return", "Learn to Play \u00b7 step 2 of "),
]
SCENARIOS = {
    "dice-dash": (["--game", "dice-dash", "--seed", "7", "--fresh"], DICE_DASH),
    "triple": (["--game", "triple-dice", "--seed", "7", "--fresh"], TRIPLE),
    "lesson": ([], LESSON),  # a first start: Dice Dash with its lesson offered
}


def play(tmp: Path, name: str, fault: str | None = None, upto: int | None = None) -> tuple[list[str], str]:
    """The scenario's unmet expectations ("key: wanted 'words', heard [...]") and its transcript."""
    args, steps = SCENARIOS[name]
    steps = steps[:upto]
    with reader.Reading(tmp, args, fault=fault) as orca:
        heard = [orca.steps[0].said if step[0] == "(start)" else orca.press(step[0]) for step in steps]
        transcript = orca.transcript()
    unmet = []
    for (key, words, *never), said in zip(steps, heard):
        times = sum(words in phrase for phrase in said) if words is not None else 1
        if times != 1:
            unmet.append(f"{key}: wanted {words!r} once, heard {said}")
        unmet += [f"{key}: never {n!r}, heard {said}" for n in never if any(n in phrase for phrase in said)]
    return unmet, transcript


def _keep(tmp_path_factory: pytest.TempPathFactory, name: str, transcript: str) -> None:
    out = tmp_path_factory.getbasetemp() / f"orca-{name}.txt"
    out.write_text(transcript + "\n", encoding="utf-8")
    print(f"\n{reader.orca_version()}, {name} (also in {out}):\n{transcript}")


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_orca_43_hears_every_step(name: str, tmp_path: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    unmet, transcript = play(tmp_path, name)
    _keep(tmp_path_factory, name, transcript)
    assert not unmet, "Orca 43 did not say what each key did:\n" + "\n".join(unmet) + "\n" + transcript


@pytest.mark.parametrize(("name", "faults", "upto", "caught"), [
    ("dice-dash", "no-focus,drop-roll,drop-undo,rules-unfocused", 8,
     ("(start): wanted 'Die 1: two'", "r: wanted 'Roll 2: '", "ctrl+z: wanted 'Undone", "ctrl+shift+z: wanted 'Redone",
      "Down: wanted")),
    ("triple", "silent-keys,card-said", None,
     ("3: wanted 'Card More chosen", "1: wanted 'Die 1, two, picked", "Return: never 'A card came true'")),
    ("lesson", "drop-step,step-twice", 2,
     ("shift+F1: wanted 'Learn to Play \u00b7 step 1 of ' once", "Return: wanted 'Learn to Play \u00b7 step 2")),
])
def test_a_planted_fault_is_caught(name: str, faults: str, upto: int | None, caught: tuple[str, ...],
                                   tmp_path: Path) -> None:
    """Faults on different keys share one session: each must fail at its own key."""
    unmet, transcript = play(tmp_path, name, faults, upto)
    missed = [c for c in caught if not any(line.startswith(c) for line in unmet)]
    assert not missed, f"the planted faults {faults} went unnoticed at {missed}: {unmet}\n{transcript}"
