"""The Hint panel's chance to win, heard with the real screen reader, Debian 12's Orca 43
(``reader.py``), in a Match! game of two people (Ana and Ben):

- F2 opens the panel (View > Hints); Tab goes round the table until Orca says "Hints tree"; on
  the way in it reads the panel's labels, the note among them: "Chance to win: estimated from
  each card's expected points and spread.";
- Down, then Up: Orca says each row whole, its first cell one sentence: "Keep 3 3 3 6, roll 1:
  expected 257.59, chance to win 50%", and back on the first row "Best: Keep 3 3 3, roll 2:
  expected 259.94, chance to win 51%".

Each expected phrase must be said once after its key. The faults ``hints-unspoken`` and
``hints-no-note`` of ``faults_hints.py``, planted together, show the test catches each (the rows
read without their chance, the note never said). Orca 45 and later are not asked (the test's
name has no "hears", so CI's stage with a current Orca leaves it out). The transcripts go to
``orca-hints*.txt`` in pytest's base temporary folder and are printed with ``-s``/``-rA``.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import reader

pytestmark = [pytest.mark.slow]
_SKIP = reader.missing()
if _SKIP:
    pytestmark.append(pytest.mark.skip(reason=f"Orca cannot run here: {_SKIP}"))

APP = ["--game", "match", "--seed", "42", "--players", "Ana,Ben", "--fresh"]
TABS = 10
"""More than the five dice, Roll and the card: the Hints tree comes after them wherever focus starts."""
ROW = re.compile(r"^(?!Best: ).+: expected \d+(\.\d+)?, chance to win \d+%$")
BEST = re.compile(r"^Best: .+: expected \d+(\.\d+)?, chance to win \d+%$")
NOTE = "Chance to win: estimated"


def _once(key: str, what: str, said: list[str], match: re.Pattern[str] | str) -> list[str]:
    found = [p for p in said if (match.match(p) if isinstance(match, re.Pattern) else match in p)]
    return [] if len(found) == 1 else [f"{key}: wanted {what} once, heard {said}"]


def play(tmp: Path, fault: str | None = None) -> tuple[list[str], str]:
    """The unmet expectations, each "key: what was wanted, heard [...]", and the transcript."""
    unmet: list[str] = []
    with reader.Reading(tmp, APP, fault=fault) as orca:
        orca.press("Escape", quiet=0.5)  # "not now" to the first-start offer of a lesson
        orca.press("F2")
        heard_on_the_way: list[str] = []
        for _ in range(TABS):
            said = orca.press("Tab", quiet=0.6)
            heard_on_the_way += said
            if any("Hints tree" in phrase for phrase in said):
                break
        else:
            pytest.fail(f"{TABS} Tabs never reached the Hints tree:\n{orca.transcript()}")
        unmet += _once("Tab", f"the note {NOTE!r}", heard_on_the_way, NOTE)
        unmet += _once("Down", "the second row as one sentence with its chance to win", orca.press("Down"), ROW)
        unmet += _once("Up", "the best row as one sentence with its chance to win", orca.press("Up"), BEST)
        transcript = orca.transcript()
    return unmet, transcript


def _keep(tmp_path_factory: pytest.TempPathFactory, name: str, transcript: str) -> None:
    out = tmp_path_factory.getbasetemp() / f"orca-{name}.txt"
    out.write_text(transcript + "\n", encoding="utf-8")
    print(f"\n{reader.orca_version()}, {name} (also in {out}):\n{transcript}")


def test_orca_43_says_each_hints_chance_to_win(tmp_path: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    unmet, transcript = play(tmp_path)
    _keep(tmp_path_factory, "hints", transcript)
    assert not unmet, "Orca 43 did not say the chance to win:\n" + "\n".join(unmet) + "\n" + transcript


def test_the_hints_planted_faults_are_caught(tmp_path: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    """The two faults touch different keys and share one session: each must fail at its own."""
    faults = "hints-unspoken,hints-no-note"
    unmet, transcript = play(tmp_path, faults)
    _keep(tmp_path_factory, "hints-faults", transcript)
    caught = ("Tab: wanted the note", "Down: wanted the second row", "Up: wanted the best row")
    missed = [c for c in caught if not any(line.startswith(c) for line in unmet)]
    assert not missed, f"the planted faults {faults} went unnoticed at {missed}: {unmet}\n{transcript}"
