"""The scorecard played by ear with the real screen reader, Debian 12's Orca 43 (``reader.py``):
Dice Dash, Classic Dice and Nordic Dice: Shift+Tab into the card, one box down, Enter.

- Shift+Tab into the card: Orca says the box Enter would score ("Three of a Kind, You: 18 if scored
  now"), not only "table with 12 rows";
- Down: the next box's name, and never "not selected" (Orca says it on every cell of a table that
  can select, unless the cell is selected: the card selects the box with focus);
- Enter: the score's confirmation, and no box's name in the same breath (a focus move to another
  box would be spoken at once, cutting the confirmation off).

The scenario's test says "hears" in its name, so CI's stage with a current Orca (Debian 13's 48,
``DICEBOX_ORCA``) runs it too: Orca 48 says the same, without the table's words on the way in.
The faults of ``faults_scorecard.py``, planted together (each fails at its own key), show the test
catches each. The card is the last control of the page's Tab ring, one Shift+Tab back from the
first die, where focus starts; should it start elsewhere, Shift+Tab is pressed until Orca says
"Scorecard" or a box. The transcripts go to ``orca-scorecard*.txt`` in pytest's
base temporary folder and are printed with ``-s``/``-rA``.
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

GAMES = ("dice-dash", "classic", "nordic")
"""A game of the original scorecard and the classic variants' (their cards have rows of their own)."""


def _args(game: str) -> list[str]:
    return ["--game", game, "--seed", "7", "--fresh"]
BOX = re.compile(r"^(?P<category>[^,:]+), You: ")
"""A box's name as the card says it ("Full House, You: 25 if scored now"); the confirmation of
a score says no seat ("Full House: 25")."""
NOISE = "not selected"
BACK = "shift+Tab"
TABS = 9
"""More than the dice, Roll and the card: the card is reached wherever focus starts."""


def _boxes(said: list[str]) -> list[str]:
    return [phrase for phrase in said if BOX.match(phrase)]


def play(tmp: Path, fault: str | None = None, game: str = "dice-dash") -> tuple[list[str], str]:
    """The unmet expectations, each "key: what was wanted, heard [...]", and the transcript."""
    unmet: list[str] = []
    with reader.Reading(tmp, _args(game), fault=fault) as orca:
        orca.press("Escape")  # "not now" to the first-start offer of a lesson
        for _ in range(TABS):
            said = orca.press(BACK)
            if _boxes(said) or any("Scorecard" in phrase for phrase in said):
                break  # Orca 43 says the table, then the box; Orca 48 only the box
        else:
            pytest.fail(f"{TABS} Shift+Tabs never reached the scorecard:\n{orca.transcript()}")
        named = _boxes(said)
        if not named:
            unmet.append(f"{BACK}: wanted the current box's name, heard {said}")
        said = orca.press("Down")
        below = _boxes(said)
        if not below or below[-1] in named:
            unmet.append(f"Down: wanted the next box's name, heard {said}")
        found = BOX.match(below[-1]) if below else None
        category = found.group("category") if found else "?"
        said = orca.press("Return")
        if not any(phrase.startswith(f"{category}: ") for phrase in said):
            unmet.append(f"Return: wanted the confirmation {category + ': '!r}, heard {said}")
        if _boxes(said):
            unmet.append(f"Return: wanted no box's name over the confirmation, heard {said}")
        noisy = [f"{step.key} said {phrase!r}" for step in orca.steps for phrase in step.said if NOISE in phrase]
        if noisy:
            unmet.append(f"Down: wanted no {NOISE!r} anywhere, heard {noisy}")
        transcript = orca.transcript()
    return unmet, transcript


def _keep(tmp_path_factory: pytest.TempPathFactory, name: str, transcript: str) -> None:
    out = tmp_path_factory.getbasetemp() / f"orca-{name}.txt"
    out.write_text(transcript + "\n", encoding="utf-8")
    print(f"\n{reader.orca_version()}, {name} (also in {out}):\n{transcript}")


@pytest.mark.parametrize("game", GAMES)
def test_orca_hears_each_box_named_without_noise_and_the_score_whole(
        game: str, tmp_path: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    unmet, transcript = play(tmp_path, game=game)
    _keep(tmp_path_factory, f"scorecard-{game}", transcript)
    assert not unmet, "Orca 43 did not hear the scorecard right:\n" + "\n".join(unmet) + "\n" + transcript


def test_the_scorecards_planted_faults_are_caught(tmp_path: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    """The three faults touch different keys and share one session: each must fail at its own."""
    faults = "scorecard-unnamed,scorecard-unselected,scorecard-jumps"
    unmet, transcript = play(tmp_path, faults)
    _keep(tmp_path_factory, "scorecard-faults", transcript)
    caught = (f"{BACK}: wanted the current box's name", "Down: wanted no 'not selected'",
              "Return: wanted no box's name")
    missed = [c for c in caught if not any(line.startswith(c) for line in unmet)]
    assert not missed, f"the planted faults {faults} went unnoticed at {missed}: {unmet}\n{transcript}"
