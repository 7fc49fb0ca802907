"""The chance to win where it is shown: the Hint panel's "Win" column and note, the review's lines
before and after each decision, and the New Game dialog's words on how each computer level plays.

The views are handed options and decisions made here, with chances chosen here, so each figure
on screen can be traced to the one given; a one-player game must look as it always did.
"""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

import engine
from desktop.base.settings import Settings
from desktop.i18n.language import languages, percent
from desktop.i18n.outcome_text import review_html
from desktop.replay.review import decision_line, decision_lines
from desktop.window.hints import HintPanel
from desktop.window.main_window import MainWindow
from desktop.window.new_game_dialog import NewGameDialog, level_description
from engine.review import Choice, Decision, PlayerTotals, Review
from engine.solver.option import Option

SPOKEN = Qt.ItemDataRole.AccessibleTextRole


def shown_panel(qtbot, window: MainWindow, players: list[str]) -> HintPanel:
    """The Hint panel of a fresh Match! game, once the solver's own options are on show."""
    window.start_game("match", 42, players, ["human"] * len(players))
    window.menus.actions["hints"].trigger()
    panel = window.docks.hint_panel()
    qtbot.waitUntil(lambda: bool(panel.options), timeout=60000)
    return panel


def with_chances(options: list[Option], exact: bool = False) -> list[Option]:
    """The options as a two-player game gives them: a chance each, falling down the list."""
    return [dataclasses.replace(o, win=0.63 - 0.01 * i, win_exact=exact) for i, o in enumerate(options)]


def test_two_players_see_a_win_column_and_an_estimate_note(qtbot, window: MainWindow) -> None:
    panel = shown_panel(qtbot, window, ["Ana", "Ben"])
    options = with_chances(panel.options)
    panel._done(window.controller.state, options)
    assert panel.tree.columnCount() == 3
    assert panel.tree.headerItem().text(2) == "Win"
    first = panel.tree.topLevelItem(0)
    assert first.text(2) == "63%"
    assert panel.tree.topLevelItem(1).text(2) == "62%"
    assert panel.win_note.isVisible()
    assert panel.win_note.text() == "Chance to win: estimated from each card's expected points and spread."
    spoken = first.data(0, SPOKEN)
    assert "chance to win 63%" in spoken and spoken.startswith("Best: ")
    assert first.text(0).lstrip("\u2605 ") in spoken
    assert panel.tree.topLevelItem(1).data(2, SPOKEN) == "chance to win 62%"

    QAccessible.setActive(True)  # what a screen reader reads of the first row's cells
    try:
        tree = QAccessible.queryAccessibleInterface(panel.tree)
        heard = [tree.child(i).text(QAccessible.Text.Name) for i in range(3, 6)]
    finally:
        QAccessible.setActive(False)
    assert heard[0] == spoken and heard[2] == "chance to win 63%"

    panel._done(window.controller.state, with_chances(panel.options, exact=True))
    assert panel.win_note.text() == "Chance to win: exact (last turn)."


def test_one_player_sees_the_panel_as_before(qtbot, window: MainWindow) -> None:
    panel = shown_panel(qtbot, window, ["Ana"])
    panel._done(window.controller.state, list(panel.options))
    assert panel.tree.columnCount() == 2
    assert [panel.tree.headerItem().text(c) for c in range(2)] == ["Option", "Expected"]
    assert "Chance to win" not in panel.note.text() and not panel.win_note.isVisible()
    assert panel.tree.topLevelItem(0).data(0, SPOKEN) is None


def test_the_win_column_goes_when_a_one_player_game_follows(qtbot, window: MainWindow) -> None:
    panel = shown_panel(qtbot, window, ["Ana", "Ben"])
    panel._done(window.controller.state, with_chances(panel.options))
    assert panel.tree.columnCount() == 3
    window.start_game("match", 43, ["Ana"], ["human"])
    qtbot.waitUntil(lambda: bool(panel.options), timeout=60000)
    assert panel.tree.columnCount() == 2


def test_chances_read_the_local_way() -> None:
    assert [percent(x) for x in (0.0, 0.004, 0.5, 0.996, 1.0)] == ["0%", "<1%", "50%", ">99%", "100%"]
    assert percent(1 - 2e-16) == "100%"  # an exact certainty, summed
    languages().apply("de")
    assert percent(0.634).replace("\u00a0", " ").replace("\u202f", " ") == "63 %"
    languages().apply("fr")
    assert percent(0.634).replace("\u00a0", " ").replace("\u202f", " ") == "63 %"


# -- the review ----------------------------------------------------------------------------------

CHANCE = Choice(engine.Score("anything"), None, None, 180.0, 0.41)
FULL = Choice(engine.Score("tripleAndPair"), None, None, 183.5, 0.48)
SIXES = Choice(engine.Score("sixes"), None, None, 181.0, 0.52)


def two_player_review(best_win: Choice = SIXES, chosen: Choice = CHANCE) -> Review:
    """Ana's one decision: Anything, where Triple and Pair gave the most points and Sixes the most chance."""
    mine = Decision(4, 0, chosen, FULL, True, best_win, False)
    totals = (PlayerTotals(0, "Ana", 1, mine.loss, True, (mine,) if mine.loss > 0 else ()),
              PlayerTotals(1, "Ben", 0, 0.0, True, ()))
    return Review("match", ("Ana", "Ben"), True, (mine,), totals)


def test_review_lines_give_the_chance_before_and_after_and_the_best_for_winning() -> None:
    review = two_player_review()
    lines = decision_lines(review, 10, "match")
    assert "chose Anything" in lines and "3.5 points lost" in lines  # the points stay
    assert "Chance to win (estimated): 52% before, 41% after." in lines
    assert "Most chance to win: Sixes (52%)." in lines
    line = decision_line(review, 10, "match")
    assert "chance to win 52% \u2192 41%" in line and "most with Sixes" in line

    kept = two_player_review(best_win=CHANCE)  # the choice made was the best one to win
    assert "Chance to win (estimated): 41% before, 41% after." in decision_lines(kept, 10, "match")
    assert "Most chance to win" not in decision_lines(kept, 10, "match")
    assert "most with" not in decision_line(kept, 10, "match")


def test_review_lines_of_one_player_say_nothing_of_winning() -> None:
    alone = Decision(4, 0, dataclasses.replace(CHANCE, win=None), dataclasses.replace(FULL, win=None), True)
    review = Review("match", ("Ana",), True, (alone,), (PlayerTotals(0, "Ana", 1, alone.loss, True, (alone,)),))
    assert "hance to win" not in decision_lines(review, 10, "match") + decision_line(review, 10, "match")
    assert "hance to win" not in review_html(review, [0], [])


def test_game_over_review_gives_the_chances_and_the_choice_that_kept_most() -> None:
    html = review_html(two_player_review(), [0], [engine.Roll()] * 4)
    assert "Turn 1: Anything; best was Triple and Pair (\u22123.5); chance to win 52% \u2192 41%; most chance to " \
           "win: Sixes" in html
    assert "Most chance to win given away: turn 1, Anything instead of Sixes (chance to win 52% \u2192 41%)." in html
    assert "Every decision kept the most chance to win." in review_html(two_player_review(best_win=CHANCE), [0], [])
    same = review_html(two_player_review(best_win=FULL), [0], [])  # the most points was the most chance too
    assert "best was Triple and Pair (\u22123.5); chance to win 48% \u2192 41%</li>" in same
    assert "41%, most with" not in decision_line(two_player_review(best_win=FULL), 10, "match")
    tiny = two_player_review(best_win=dataclasses.replace(SIXES, win=0.412))  # both read 41%
    assert "; most chance to win:" not in review_html(tiny, [0], [])
    assert "Most chance to win:" not in decision_lines(tiny, 10, "match")


# -- the New Game dialog -------------------------------------------------------------------------

@pytest.mark.parametrize("code", ["en", "de", "fr"])
def test_every_computer_level_says_how_it_plays(qtbot, settings: Settings, code: str) -> None:
    languages().apply(code)
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("match"))
    dialog.count.setValue(2)
    combo = dialog.seat_combos[1]
    said = set()
    for level in ("beginner", "good", "expert"):
        index = combo.findData(level)
        words = combo.itemData(index, Qt.ItemDataRole.ToolTipRole)
        assert words and words == level_description("match", level)
        combo.setCurrentIndex(index)
        assert combo.toolTip() == words and combo.accessibleDescription() == words
        assert words in dialog.levels_note.text() and dialog.levels_note.isVisible()
        said.add(words)
    assert len(said) == 3
    expert = level_description("match", "expert")
    assert {"en": "finish first", "de": "auf Sieg", "fr": "premier"}[code] in expert
    combo.setCurrentIndex(combo.findData("human"))
    dialog.seat_combos[0].setCurrentIndex(0)
    assert not dialog.levels_note.isVisible()
