"""The project's rules reference (docs/rules.md), the in-app help and the engine say the same.

The numbers that make up the rules (fixed scores, bonus thresholds and points, turn points,
card bands) are read from the engine's own rule objects and looked for in the game's section of
the reference and in its help text: a rules change that forgets one of them fails here.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from engine import triple_dice as td
from engine.limits import HOLD_LIMIT, MAX_LOG
from engine.players import MAX_NAME
from engine.rules import AllSame, FirstRollBonus, FullHouse, Run, ThresholdBonus
from engine.rulesets import RULESETS

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "rules.md").read_text("utf-8")
NAMES = {"dice-dash": "Dice Dash", "dicegame": "Dicegame", "match": "Match!", "classic": "Classic Dice",
         "nordic": "Nordic Dice", "triple-dice": "Triple Dice"}


def doc_section(game: str) -> str:
    parts = re.split(r"^## ", DOC, flags=re.MULTILINE)
    found = [p for p in parts if re.match(rf"\d+\. {re.escape(NAMES[game])}\s*$", p.splitlines()[0])]
    assert len(found) == 1, f"docs/rules.md needs one section for {NAMES[game]}"
    return found[0]


def help_text(game: str) -> str:
    gameinfo = pytest.importorskip("desktop.gameinfo")
    pytest.importorskip("desktop.shipped_games")
    html = gameinfo.info(game).rules_html()  # as the help dialog shows it, in English
    assert f"<h2>{NAMES[game]}</h2>" in html
    return re.sub(r"<[^>]+>", " ", html)


def numbers(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"(?<![\d.])\d+(?!\d|\.\d)", text)}  # whole numbers, not 4.5


def rule_numbers(game: str) -> set[int]:
    rs = RULESETS[game]
    out = {c.rule.points for c in rs.categories if isinstance(c.rule, (FullHouse, Run, AllSame))}
    for bonus in rs.bonuses:
        out |= {bonus.threshold, bonus.points} if isinstance(bonus, ThresholdBonus) else {bonus.points}
    if rs.max_total is not None:
        out.add(rs.max_total)
    return out


def test_no_reference_points_outside_the_repository() -> None:
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    offenders = []
    for name in files:
        if name.startswith("tests/") or not (ROOT / name).is_file():
            continue
        text = (ROOT / name).read_text("utf-8", errors="replace")
        if "../shared" in text or "shared/RULES" in text:
            offenders.append(name)
    assert offenders == []


def test_the_engine_readme_links_to_the_reference() -> None:
    readme = (ROOT / "engine" / "README.md").read_text("utf-8")
    links = re.findall(r"\]\((\.\./[^)]+)\)", readme)
    assert "../docs/rules.md" in links
    for link in links:
        assert (ROOT / "engine" / link).resolve().is_file(), link


@pytest.mark.parametrize("game", list(RULESETS))
def test_scorecard_rules_agree(game: str) -> None:
    section, help_ = doc_section(game), help_text(game)
    rs = RULESETS[game]
    for category in rs.categories:
        assert f"`{category.id}`" in section, category.id
    wanted = rule_numbers(game)
    assert wanted <= numbers(section), wanted - numbers(section)
    assert wanted <= numbers(help_), wanted - numbers(help_)
    if rs.columns > 1:
        assert "three times" in section and "\u00d73" in help_
    if any(isinstance(b, FirstRollBonus) for b in rs.bonuses):
        assert "Perfect Round" in section and "Perfect Round" in help_
    if any(c.repeatable for c in rs.categories):
        assert "again" in section and "again" in help_


def test_triple_dice_rules_agree() -> None:
    section, help_ = (" ".join(t.split()) for t in (doc_section("triple-dice"), help_text("triple-dice")))
    points = {p for size in td.PLACE_POINTS for p in td.place_points(size)}
    wanted = (points | {td.ZERO_BONUS, 7, 11, td.ROUNDS, td.DICE_PER_SUBMIT}) - {0}
    for text in (section, help_):
        found = numbers(text) | {n for word, n in (("four", 4), ("three", 3), ("eleven", 11)) if word in text.lower()}
        assert wanted <= found, wanted - found
        assert "(6 + 0) / 2 = 3" in text  # a tie at a table of two
        for name in td.COMBINATIONS:
            assert name in text.lower()
    for size, table in td.PLACE_POINTS.items():  # a row per table size, from the engine's own table
        assert f"| {size} | {' | '.join(map(str, table))} |" in section
        places = ", ".join(f"{place} {p}" for place, p in zip(("1st", "2nd", "3rd", "4th"), table))
        assert f"{size} players {places}" in help_
    for card in td.CARDS:
        assert f"`{card}`" in section
    assert "6.5 is Minimum" in section and "6.5 is Minimum" in help_


def test_limits_in_the_reference_are_the_engine_s() -> None:
    text = " ".join(DOC.split())
    assert f"at most {MAX_LOG:,} moves" in text and f"recorded {HOLD_LIMIT:,} moves" in text
    assert f"1 to {MAX_NAME} characters" in text
