"""The Triple Dice views read the engine's data, never its English sentences or its rules:
card words come from ``CARD_INFO``, the table's view from ``engine.observe(state, None)``, and
the view modules reach the game through ``engine``'s public names (plus Triple Dice's public
constants module), not the rules module."""

from __future__ import annotations

import ast
import dataclasses
import random
from pathlib import Path

import pytest

import engine
from desktop.triple import models
from desktop.triple.cards import CardBadge, CardButton
from desktop.triple.painting import CARD_GLYPH
from engine import triple_points as tp

VIEWS = ("models", "widgets", "cards", "painting", "parts", "table", "hand", "side", "moments")
"""The view modules of desktop/triple (the page, its controller and screens are the session's)."""
HERE = Path(__file__).resolve().parents[3] / "desktop" / "triple"


def test_card_words_come_from_the_cards_data_not_from_cut_sentences(monkeypatch: pytest.MonkeyPatch) -> None:
    # A card whose words are reworded in the engine shows the new words, whatever CARD_TEXT says.
    reworded = dict(tp.CARD_INFO)
    reworded["more"] = dataclasses.replace(tp.CARD_INFO["more"], words="from 7 to under 11 (not 11)")
    monkeypatch.setattr(models, "CARD_INFO", reworded)
    assert models.card_band("more") == "from 7 to under 11 (not 11)"
    assert models.card_title("more") == "More"


def test_card_titles_bands_rewards_and_marks_read_as_before(qtbot) -> None:
    assert [models.card_title(c) for c in tp.CARDS] == ["Zero", "Minimum", "More", "Maximum"]
    assert models.card_band("maximum") == "11 or more"
    assert models.card_band("zero") == "exactly 0 points"
    assert models.card_reward("zero") == "+40 if right"
    assert models.card_reward("minimum") == "\u00d72 if right"
    # The small card faces' marks, once typed out, now follow the band numbers.
    assert CARD_GLYPH == {"zero": "0", "minimum": "<7", "more": "7+", "maximum": "11+"}
    button = CardButton("more", "3")
    qtbot.addWidget(button)
    assert button.toolTip() == "More: 7 up to, not including, 11. \u00d72 if right. Key 3."
    badge = CardBadge()
    qtbot.addWidget(badge)
    badge.set_card("maximum", False)
    assert badge.toolTip() == "Card Maximum: 11 or more"


def test_the_table_view_is_the_engines() -> None:
    rng = random.Random(4)
    state = engine.new_game("triple-dice", 4, ["Ana", "Ben", "Cy"])
    seen = 0
    while state.phase != "finished":
        view = models.table_view(state)
        assert view == engine.observe(state, None)
        assert view["seat"] is None and view["legalActions"] == []
        seen += 1
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    assert models.table_view(state)["predictions"] == engine.observe(state, None)["predictions"]
    assert seen > 20


@pytest.mark.parametrize("module", VIEWS)
def test_the_views_reach_the_game_through_public_names(module: str) -> None:
    tree = ast.parse((HERE / f"{module}.py").read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    engine_modules = {name for name in imported if name == "engine" or name.startswith("engine.")}
    assert engine_modules <= {"engine", "engine.triple_points"}, engine_modules
    assert "CARD_TEXT" not in (HERE / f"{module}.py").read_text(encoding="utf-8")


@pytest.mark.parametrize("module", VIEWS)
def test_no_view_module_is_over_450_lines(module: str) -> None:
    assert len((HERE / f"{module}.py").read_text(encoding="utf-8").splitlines()) <= 450


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_captions_under_the_narrowest_hand_die_are_whole_words(qtbot, language: str) -> None:
    """At 800x600 a hand die is 40 px wide: every language's "used" and "picked" caption must fit
    whole (German's "gelegt" was cut to "gel…" and its pick to "WÄ…")."""
    from PySide6.QtGui import QPainter, QPixmap

    from desktop.i18n.language import languages
    from desktop.i18n.tr import translate
    from desktop.triple.widgets import HandDie

    languages().apply(language)
    try:
        die = HandDie(0, "1", private=False)
        qtbot.addWidget(die)
        die.resize(die.minimumSize())
        pixmap = QPixmap(die.size())
        painter = QPainter(pixmap)
        try:
            used = die._fitted(painter, translate("TripleWidgets", "used"))
            picked = die._fitted(painter, translate("TripleWidgets", "PICKED"), translate("TripleWidgets", "PICK"))
        finally:
            painter.end()
    finally:
        languages().apply("en")
    assert "…" not in used and "…" not in picked, (used, picked)
