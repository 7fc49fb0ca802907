"""The summaries read again, cell by cell, with the real screen reader, Debian 12's Orca 43
(``reader.py``): what was said once at a round's or a game's end can be reached with Tab and
walked with the arrow keys.

- triple: Triple Dice's first round played as ``test_orca.TRIPLE`` plays it; Tab from the round
  summary's button reaches its table, whose name is the summary's title; Right reads a cell
  with its column ("Card column header More"), Down the next player's row; Enter, from the
  table, goes on to round 2 as it does from the button.
- game-over: Dice Dash (solo, the quickest game to finish by keyboard) scored box after box
  from the top of the card; Tab in the game-over dialog reaches the points by box, naming the
  cell it lands on ("Ones: 1"), and Up and Down read a row by its box ("Threes: 0").

Orca must say each expected phrase once after its key, and never "not selected" on a cell (said
on every cell of a table that can select, unless it is the selected one). The faults of
``faults_summaries.py`` (a summary out of the Tab ring) show the test catches each. The
transcripts go to ``orca-summary-*.txt`` in pytest's base temporary folder and are printed with
``-s``/``-rA``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import reader
from test_orca import TRIPLE

pytestmark = [pytest.mark.slow]
_SKIP = reader.missing()
if _SKIP:
    pytestmark.append(pytest.mark.skip(reason=f"Orca cannot run here: {_SKIP}"))

NOISE = "not selected"
IN_TABLE = ("Tab", "Up", "Down", "Left", "Right")
"""The keys that land on a cell, where ``NOISE`` must not be said (Enter's card picker of round 2
is a set of radio buttons, which Orca rightly calls "not selected")."""
ROUND: list[tuple[str, str]] = [
    ("Tab", "Round 1 of 4 \u2014 the cards are turned over"),  # the table, named by the summary's title
    ("Right", "Card column header More"),  # Player 1's card
    ("Right", "Points column header 0"),
    ("Right", "Hit? column header missed"),  # read as a word, not as "heavy ballot X"
    ("Down", "Player 2"),  # the next row, read whole from its player
    ("Return", "Card Zero"),  # on to round 2, its cards to pick: Enter still continues
]
GAME_OVER: list[tuple[str, str]] = [
    ("Down", "Threes: "),  # a row read whole says which box it is
    ("Down", "Fives: "),
    ("Up", "Threes: "),
]
TABS = 4
"""More than the dialog's buttons (Play again, New game, Close) before its table of points."""
QUIET = 1.6
"""Seconds of silence that end what a key made Orca say: more than ``reader.py``'s second, as
CI's machine, busy with other suites, was seen to take longer to say a cell."""
TURNS = 12
"""Enter and Down, row after row from the card's top: its eight boxes and two rows between them
(Subtotal, Number Bonus) end the game at the tenth."""


def _check(key: str, words: str | None, said: list[str]) -> list[str]:
    times = sum(words in phrase for phrase in said) if words is not None else 1
    unmet = [f"{key}: wanted {words!r} once, heard {said}"] if times != 1 else []
    noisy = key in IN_TABLE and any(NOISE in phrase for phrase in said)
    return unmet + ([f"{key}: never {NOISE!r}, heard {said}"] if noisy else [])


def _ended(said: list[str]) -> bool:
    """The last box scored ("All Match: 0 — game over.") or the dialog's first button said."""
    return any("game over" in phrase or "Play again" in phrase for phrase in said)


def play_round(tmp: Path, fault: str | None = None) -> tuple[list[str], str]:
    """The unmet expectations ("key: wanted 'words' once, heard [...]") and the transcript."""
    unmet: list[str] = []
    with reader.Reading(tmp, ["--game", "triple-dice", "--seed", "7", "--fresh"], fault=fault) as orca:
        for key, *_ in TRIPLE:
            orca.press(key)
        orca.steps[-1].said += orca.settle(QUIET)  # what the round's end still says is its own
        for key, words in ROUND:
            unmet += _check(key, words, orca.press(key, QUIET))
        transcript = orca.transcript()
    return unmet, transcript


def play_game_over(tmp: Path, fault: str | None = None) -> tuple[list[str], str]:
    unmet: list[str] = []
    with reader.Reading(tmp, ["--game", "dice-dash", "--seed", "7", "--fresh"], fault=fault) as orca:
        orca.press("Escape")  # "not now" to the first-start offer of a lesson
        for _ in range(9):
            if any("Scorecard" in phrase for phrase in orca.press("Tab")):
                break
        orca.press("ctrl+Home", quiet=0.5)  # the top box: then each turn scores one and moves down
        for _ in range(TURNS):
            said = orca.press("Return", quiet=1.2)
            if len(said) <= 1:  # the key's echo alone: the game's end, which builds its dialog first?
                said += orca.settle(quiet=1.5, longest=6)  # kept in the transcript: the same list
            if _ended(said):
                break
            # Down whatever was said: a box's name comes late on a busy machine, and a row that
            # scores nothing (Subtotal, Number Bonus) is passed the same way.
            if _ended(orca.press("Down", quiet=0.4)):
                break  # later still: Down went on to the dialog's next button, from where Tab goes on
        else:
            pytest.fail(f"{TURNS} turns never ended the game:\n{orca.transcript()}")
        for _ in range(TABS):  # from Play again, past the dialog's other buttons
            said = orca.press("Tab", QUIET)
            if any("Points by box" in phrase for phrase in said):
                unmet += _check("Tab", "Ones: ", said)  # the cell focus lands on, named
                break
        else:
            unmet.append(f"Tab: wanted 'Points by box' within {TABS} Tabs, heard {said}")
        for key, words in GAME_OVER:
            unmet += _check(key, words, orca.press(key, QUIET))
        transcript = orca.transcript()
    return unmet, transcript


SCENARIOS = {"triple": play_round, "game-over": play_game_over}


def _keep(tmp_path_factory: pytest.TempPathFactory, name: str, transcript: str) -> None:
    out = tmp_path_factory.getbasetemp() / f"orca-summary-{name}.txt"
    out.write_text(transcript + "\n", encoding="utf-8")
    print(f"\n{reader.orca_version()}, {name} (also in {out}):\n{transcript}")


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_orca_43_reads_the_summary_cell_by_cell(name: str, tmp_path: Path,
                                                tmp_path_factory: pytest.TempPathFactory) -> None:
    unmet, transcript = SCENARIOS[name](tmp_path)
    _keep(tmp_path_factory, name, transcript)
    assert not unmet, "Orca 43 could not read the summary:\n" + "\n".join(unmet) + "\n" + transcript


@pytest.mark.parametrize(("name", "fault", "caught"), [
    ("triple", "round-summary-unreachable", "Tab: wanted 'Round 1 of 4"),
    ("game-over", "game-over-unreachable", "Tab: wanted 'Points by box'"),
])
def test_a_summarys_planted_fault_is_caught(name: str, fault: str, caught: str, tmp_path: Path,
                                            tmp_path_factory: pytest.TempPathFactory) -> None:
    unmet, transcript = SCENARIOS[name](tmp_path, fault)
    _keep(tmp_path_factory, f"{name}-{fault}", transcript)
    assert any(line.startswith(caught) for line in unmet), f"the planted fault {fault} went unnoticed: {unmet}\n" \
        + transcript
