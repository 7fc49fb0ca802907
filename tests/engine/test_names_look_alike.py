"""Player names that look the same are one player: ``A`` and ``A`` + a zero-width
space were two seats of one game and two players in the records. The one player check
(``engine/players.py``, which the CLI, the window, the kiosk and ``.dicebox`` files all go
through) refuses characters that draw nothing, naming them, and takes names that differ only in
Unicode spelling (composed or not, full-width, other spaces, joiners) for the same name.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine.errors import BadSetup
from engine.players import check_names

ROOT = Path(__file__).resolve().parents[2]


def refusal(*names: str) -> BadSetup:
    with pytest.raises(BadSetup) as caught:
        check_names(list(names), "Dicegame", 1, 4)
    return caught.value


@pytest.mark.parametrize(("char", "named"), [
    ("\u200b", "U+200B ZERO WIDTH SPACE"),
    ("\u2060", "U+2060 WORD JOINER"),
    ("\ufeff", "U+FEFF ZERO WIDTH NO-BREAK SPACE"),
    ("\u00ad", "U+00AD SOFT HYPHEN"),
    ("\u180e", "U+180E MONGOLIAN VOWEL SEPARATOR"),
    ("\u3164", "U+3164 HANGUL FILLER"),
    ("\u2800", "U+2800 BRAILLE PATTERN BLANK"),
    ("\u2063", "U+2063 INVISIBLE SEPARATOR"),
])
@pytest.mark.parametrize("where", ["end", "middle", "start"])
def test_an_invisible_character_is_refused_and_named(char: str, named: str, where: str) -> None:
    name = {"end": "A" + char, "middle": "An" + char + "a", "start": char + "Ben"}[where]
    error = refusal(name)
    assert error.code == "name-invisible-character"
    assert error.params["character"] == named
    assert named in str(error) and "invisible" in str(error)
    assert "\\u" in error.params["name"] or "\\x" in error.params["name"], (
        "the name is shown with the character visible"
    )


@pytest.mark.parametrize("name", ["A\u200d", "A\u200c", "A\ufe0f", "\u200dA", "A \u200dB", "A\u200cB"])
def test_a_joiner_or_selector_with_nothing_to_join_is_refused(name: str) -> None:
    assert refusal(name).code == "name-invisible-character"


@pytest.mark.parametrize("pair", [
    ("A", "A\u200b"),            # refused for the invisible character itself
    ("Ren\u00e9", "Rene\u0301"),  # composed and decomposed e acute
    ("A", "\uff21"),             # full-width A
    ("Ana Lee", "Ana\u00a0Lee"),  # no-break space
    ("Ana Lee", "Ana  Lee"),      # two spaces
    ("\ufb01ona", "fiona"),       # the fi ligature
])
def test_names_that_look_alike_are_not_two_players(pair: tuple[str, str]) -> None:
    assert refusal(*pair).code in ("names-duplicate", "name-invisible-character")


@pytest.mark.parametrize("name", [
    "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645",  # Persian, a zero-width non-joiner between letters
    "\U0001f468\u200d\U0001f469\u200d\U0001f467",          # a family emoji: joiners between pictures
    "Ana \u2764\ufe0f",                                     # a heart with its emoji selector
    "\u5c71\u7530\u3000\u592a\u90ce",                       # Japanese, an ideographic space
    "Jos\u00e9", "Zo\u00eb", "O'Brien", "Anne-Marie",
])
def test_real_names_still_pass(name: str) -> None:
    assert check_names([name, "Ben"], "Dicegame", 1, 4) == (name, "Ben")


def test_every_game_and_the_cli_apply_it() -> None:
    for game in engine.GAME_IDS:
        driver = engine.api.game(game)
        names = ["A", "A\u200b"] + ["C", "D"][: max(0, driver.min_players - 2)]
        if driver.max_players < 2:
            names = ["A\u200b"]
        with pytest.raises(BadSetup):
            engine.new_game(game, 1, names)
    proc = subprocess.run([sys.executable, "-m", "engine", "new", "--game", "dicegame", "--seed", "1",
                           "--players", "A,A\u200b"], capture_output=True, cwd=ROOT, timeout=60, check=False)
    assert proc.returncode == 2 and b"U+200B ZERO WIDTH SPACE" in proc.stderr, proc.stderr
