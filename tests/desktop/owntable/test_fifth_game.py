"""A fifth scorecard game, invented here and registered at run time, played to the end through the
real window by mouse: the New Game dialog, the dice, the Roll button and the scorecard's cells,
Edit > Undo, quitting mid-game and resuming in a new window on the same save, and the game-over
summary. Nothing in ``desktop/`` names this game: if it plays here, a fifth game needs only its
ruleset.

The window is reached as a person reaches it: widgets are found by type and object name, menu
actions by their words, never through the window's attributes.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QTableWidget
from qt_helpers import click_combo_item, forget_windows, kept_controller, menu_action

import engine
from desktop.base.settings import Settings
from desktop.scorecard.view import ScorecardView
from desktop.session.controller import GameController
from desktop.session.journal import GameJournal
from desktop.widgets.dice import DiceTray, DieWidget
from desktop.window.main_window import MainWindow
from desktop.window.new_game_dialog import NewGameDialog
from desktop.window.summary import GameOverDialog
from engine.rules import Category as Cat
from engine.rules import Chance, OfAKind, Ruleset, ThresholdBonus, TwoPairs, Upper

HIGH = ("fours", "fives", "sixes")

SIXER = Ruleset(
    id="sixer",
    name="Sixer",
    categories=tuple(Cat(cid, cid.capitalize(), Upper(face), "upper") for face, cid in enumerate(HIGH, 4))
    + (Cat("threeAlike", "Three Alike", OfAKind(3)), Cat("twoPairs", "Two Pairs", TwoPairs()),
       Cat("chance", "Chance", Chance())),
    bonuses=(ThresholdBonus("highBonus", "High Bonus", HIGH, 30, 25),),
)
"""Six categories and one bonus, in no game Dicebox ships; one player, six turns."""

SEED = "4242"
NAME = "Robin"


@pytest.fixture(params=[5, 6], ids=["five-dice", "six-dice"])
def sixer(request: pytest.FixtureRequest) -> Iterator[Ruleset]:
    ruleset = replace(SIXER, dice_count=request.param)
    engine.register_ruleset(ruleset)
    yield ruleset
    forget_windows()
    engine.unregister_ruleset(ruleset.id)


# A person's hands ---------------------------------------------------------------------------

def _open_window(qtbot: Any, store: GameJournal, settings: Settings) -> tuple[MainWindow, GameController]:
    controller = kept_controller(store)
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window, controller


def _start_through_new_game_dialog(qtbot: Any, window: MainWindow, game: str) -> None:
    """Game > New Game..., the game picked from the list, a name and a seed typed, Start pressed."""
    done: list[str] = []

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(10, fill)
            return
        try:
            click_combo_item(qtbot, dialog.game_combo, game)
            edit = dialog.name_edits[0]
            qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
            edit.selectAll()
            qtbot.keyClicks(edit, NAME)
            qtbot.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
            qtbot.keyClicks(dialog.seed_edit, SEED)
            assert dialog.ok_button.isEnabled(), dialog.problem.text()
            done.append("filled")
        finally:  # never leave a modal dialog open: the test would hang instead of failing
            if done:
                qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
            else:
                dialog.reject()

    QTimer.singleShot(0, fill)
    menu_action(window, "Game", "New Game").trigger()
    assert done == ["filled"], "the New Game dialog could not be filled in"


def _dice(window: MainWindow) -> list[DieWidget]:
    tray = window.findChild(DiceTray)
    assert tray is not None and tray.isVisible()
    return sorted((d for d in tray.findChildren(DieWidget) if d.isVisible()), key=lambda d: d.x())


def _cell(window: MainWindow, label: str) -> tuple[ScorecardView, Any]:
    """The scorecard view and the (only) player's cell in the row headed ``label``."""
    view = window.findChild(ScorecardView)
    assert view is not None and view.isVisible()
    model = view.model()
    rows = [model.headerData(r, Qt.Orientation.Vertical, Qt.ItemDataRole.DisplayRole) for r in range(model.rowCount())]
    assert label in rows, f"no row {label!r} on the scorecard: {rows}"
    return view, model.index(rows.index(label), 0)


def _click_cell(qtbot: Any, window: MainWindow, label: str) -> None:
    view, index = _cell(window, label)
    view.scrollTo(index)
    rect = view.visualRect(index)
    assert rect.isValid(), f"the {label} cell is not on screen"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _shown_dice(window: MainWindow) -> list[tuple[int, bool]]:
    return [(d.value, d.held) for d in _dice(window)]


# A plain strategy, played by mouse ----------------------------------------------------------

def _keep_face(dice: tuple[int, ...]) -> int:
    """Keep the face shown most often (the higher one on a tie)."""
    return max(range(1, 7), key=lambda f: (dice.count(f), f))


def _play_turn(qtbot: Any, window: MainWindow, controller: GameController, rs: Ruleset) -> tuple[str, int]:
    """One turn: hold the most common face and roll while rolls remain, then score the open
    category worth most. Returns (category, points) as this test works them out from the rules."""
    while controller.state.rolls_used < rs.rolls_per_turn:
        state = controller.state
        face = _keep_face(state.dice)
        for i, die in enumerate(_dice(window)):
            if (state.dice[i] == face) != state.held[i]:
                qtbot.mouseClick(die, Qt.MouseButton.LeftButton)
        held = tuple(v == face for v in state.dice)
        assert controller.state.held == held, "a die click did not hold or free that die"
        assert _shown_dice(window) == list(zip(state.dice, held)), "the tray does not show the held dice"
        if all(held):
            break
        roll = window.findChild(QPushButton, "RollButton")
        assert roll is not None and roll.isEnabled()
        qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)
        assert controller.state.rolls_used == state.rolls_used + 1
        assert [d.value for d in _dice(window)] == list(controller.state.dice)
    state = controller.state
    used = {c.id for c, cell in zip(rs.categories, state.cards[0][0]) if cell}
    best = max((c for c in rs.categories if c.id not in used), key=lambda c: c.rule(tuple(sorted(state.dice))))
    points = best.rule(tuple(sorted(state.dice)))
    _click_cell(qtbot, window, best.label)
    assert controller.state.cards[0][0][rs.index(best.id)] == ((points, state.rolls_used),)
    return best.id, points


def _expected_total(rs: Ruleset, scored: dict[str, int]) -> int:
    high = sum(scored[c] for c in HIGH)
    return sum(scored.values()) + (25 if high >= 30 else 0)


@pytest.mark.slow
def test_an_invented_fifth_game_plays_to_the_end_by_mouse_with_undo_resume_and_summary(
        qtbot: Any, store: GameJournal, settings: Settings, sixer: Ruleset) -> None:
    assert sixer.id in engine.game_ids() and sixer.id not in engine.GAME_IDS
    window, controller = _open_window(qtbot, store, settings)
    _start_through_new_game_dialog(qtbot, window, sixer.id)
    state = controller.state
    assert (state.game, state.seed, state.players) == (sixer.id, int(SEED), (NAME,))
    assert len(_dice(window)) == sixer.dice_count, "the tray shows one die per die of the ruleset"
    assert [d.value for d in _dice(window)] == list(state.dice)
    assert settings.remembered_game() == (sixer.id, ""), "the dialog remembers a registered game"

    scored: dict[str, int] = {}
    category, points = _play_turn(qtbot, window, controller, sixer)
    scored[category] = points

    # Edit > Undo takes the score back: the same dice, the cell open again.
    before_second = controller.state
    category, points = _play_turn(qtbot, window, controller, sixer)
    undo = menu_action(window, "Edit", "Undo")
    assert undo.isEnabled()
    undo.trigger()
    undone = controller.state
    assert undone.cards == before_second.cards and undone.round == before_second.round
    assert undone.dice != before_second.dice or undone.rolls_used >= before_second.rolls_used
    assert engine.legal_actions(undone).count(engine.Score(category)) == 1, "the undone cell is open again"
    index = _cell(window, sixer.category(category).label)[1]
    assert index.data(Qt.ItemDataRole.DisplayRole) == str(points), "the open cell previews the same points"
    _click_cell(qtbot, window, sixer.category(category).label)
    scored[category] = points

    category, points = _play_turn(qtbot, window, controller, sixer)
    scored[category] = points

    # Quit mid-game (every move is in the journal already), then start again as the app does.
    saved = engine.to_json(controller.state)
    window.close()
    assert store.exists()
    window, controller = _open_window(qtbot, GameJournal(store.folder, app_version="0.0.test"), settings)
    assert controller.restore_saved(), "the fifth game's save resumes"
    assert engine.to_json(controller.state) == saved
    assert controller.assisted, "a resumed game remembers that undo was used"
    assert [d.value for d in _dice(window)] == saved["dice"]
    for cid, pts in scored.items():
        assert _cell(window, sixer.category(cid).label)[1].data(Qt.ItemDataRole.DisplayRole) == str(pts)

    while controller.state.phase != "finished":
        category, points = _play_turn(qtbot, window, controller, sixer)
        scored[category] = points
    assert set(scored) == set(sixer.category_ids)
    total = _expected_total(sixer, scored)
    assert controller.state.total(0) == total
    assert _cell(window, "Total")[1].data(Qt.ItemDataRole.DisplayRole) == str(total)

    def summary_shown() -> GameOverDialog | None:
        return next((w for w in window.findChildren(GameOverDialog) if w.isVisible()), None)

    qtbot.waitUntil(lambda: summary_shown() is not None)
    summary = summary_shown()
    assert summary is not None
    headline = summary.findChild(QLabel, "SummaryHeadline")
    assert headline is not None and headline.text() == f"{NAME} scored {total}"
    words = [label.text() for label in summary.findChildren(QLabel)]
    assert f"Sixer \u00b7 seed {SEED} \u00b7 assisted (undo was used)" in words
    breakdown = summary.findChild(QTableWidget, "SummaryTable")
    assert breakdown is not None
    rows = [breakdown.verticalHeaderItem(r).text() for r in range(breakdown.rowCount())]
    for label in [c.label for c in sixer.categories] + ["High Bonus"]:
        assert label in rows, f"the summary's breakdown does not list {label}"
    close = next(b for b in summary.findChildren(QPushButton) if b.text() == "Close")
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: summary_shown() is None)
    window.close()
    assert not store.exists(), "a finished game leaves no save to resume"
