"""Celebrations: a big moment shows a short painted overlay over the game area that
never takes input (a click on a die while it shows still holds the die), Reduce Motion makes it a
still caption (no animation, no repaint frames), undo, History and a replay celebrate nothing, and
a Triple Dice table sees a card come true only at the round's end."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

import engine
from desktop.session.controller import GameController
from desktop.session.cues import Moments, move_moments
from desktop.widgets.celebration import Celebration
from desktop.window.main_window import MainWindow
from engine.scorecard import apply
from engine.triple_points import CARDS, PRIVATE_POSITIONS


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def _overlay(window: MainWindow) -> Celebration:
    overlay = window.findChild(Celebration)
    assert overlay is not None
    return overlay


def _score_on_first_roll(window: MainWindow) -> None:
    c = window.controller
    assert c.state.rolls_used == 1
    assert c.move_by_program(engine.Score(engine.score_preview(c.state)[0].category))


@pytest.mark.slow
def test_a_perfect_round_celebrates_and_a_click_goes_through(qtbot: object, window: MainWindow) -> None:
    window.settings.reduce_motion = False
    window.start_game("dice-dash", 7, ["Ana"], ["human"])
    overlay = _overlay(window)
    assert not overlay.isVisible()
    focused = QApplication.focusWidget()
    _score_on_first_roll(window)  # scored on roll 1: the Perfect Round bonus
    assert overlay.isVisible() and overlay.caption == "Perfect round!"
    assert overlay.animation.state() == overlay.animation.State.Running
    assert overlay.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert overlay.focusPolicy() == Qt.FocusPolicy.NoFocus and QApplication.focusWidget() is focused
    die = window.scorecard.tray.dice[0]
    assert overlay.geometry().contains(overlay.mapFromGlobal(die.mapToGlobal(die.rect().center())))  # over the die
    assert not window.controller.state.held[0]
    qtbot.mouseClick(die, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert window.controller.state.held[0], "the click did not reach the die under the celebration"
    assert overlay.isVisible()  # it went on, unbothered
    qtbot.waitUntil(lambda: not overlay.isVisible(), timeout=2500)  # type: ignore[attr-defined]


@pytest.mark.slow
def test_reduce_motion_shows_a_still_caption(qtbot: object, window: MainWindow) -> None:
    assert window.settings.reduce_motion  # the fixture's setting
    window.start_game("dice-dash", 7, ["Ana"], ["human"])
    overlay = _overlay(window)
    counter = PaintCounter()
    overlay.installEventFilter(counter)
    _score_on_first_roll(window)
    assert overlay.isVisible() and overlay.caption == "Perfect round!" and overlay.still
    assert overlay.animation.state() != overlay.animation.State.Running
    qtbot.wait(150)  # type: ignore[attr-defined]  # the move's own repaint of the card beneath
    counter.paints = 0
    qtbot.wait(400)  # type: ignore[attr-defined]
    assert counter.paints == 0, f"{counter.paints} frames painted: that is motion"
    assert overlay.isVisible()
    qtbot.waitUntil(lambda: not overlay.isVisible(), timeout=2500)  # type: ignore[attr-defined]


def test_undo_history_and_a_replay_celebrate_nothing(qtbot: object, window: MainWindow) -> None:
    window.start_game("dice-dash", 7, ["Ana"], ["human"])
    overlay = _overlay(window)
    for _ in range(3):
        _score_on_first_roll(window)
    overlay.hide()
    assert window.controller.undo()
    assert not overlay.isVisible()
    stack = window.controller.undo_stack
    stack.setIndex(0)  # History: back to the start, then forward at once
    stack.setIndex(2)
    assert not overlay.isVisible()
    heard: list[str] = []
    replay = GameController(None)
    replay.read_only = True
    Moments(replay, heard.append)
    replay.start("dice-dash", 7, ["Ana"], ["human"])
    assert not replay.move_by_program(engine.Score(engine.score_preview(replay.state)[0].category))
    assert heard == []


def test_all_match_and_a_column_bonus_are_moments(qapp: object) -> None:
    c = GameController(None)
    c.start("dicegame", 3, ["Ana"], ["human"])
    state = c.state
    five = replace(state, dice=(4, 4, 4, 4, 4), rolls_used=2)
    after = apply(five, engine.Score("fiveOfAKind", 0))
    assert move_moments(five, engine.Score("fiveOfAKind", 0), after) == ["all_match"]
    assert move_moments(five, engine.Score("fours", 0), apply(five, engine.Score("fours", 0))) == []
    # Column 0's other upper rows at 48: fours of 16 (four 4s) reach the 63 of the bonus.
    rules = state.ruleset
    column = list(state.cards[0][0])
    for cat, points in (("ones", 3), ("twos", 6), ("threes", 9), ("fives", 15), ("sixes", 15)):
        column[rules.index(cat)] = ((points, 2),)
    near = replace(state, dice=(4, 4, 4, 4, 1), rolls_used=2,
                   cards=((tuple(column),) + state.cards[0][1:],))
    discard = engine.Score("fiveOfAKind", 0)  # four 4s and a 1 in the box of five: a 0, nothing to celebrate
    assert move_moments(near, discard, apply(near, discard)) == []
    scored = apply(near, engine.Score("fours", 0))
    assert move_moments(near, engine.Score("fours", 0), scored) == ["bonus"]


@pytest.mark.slow
def test_triple_dice_celebrates_a_card_only_at_a_rounds_end(qtbot: object, monkeypatch: object,
                                                             window: MainWindow) -> None:
    import desktop.window.celebrate as celebrate

    said: list[str] = []
    monkeypatch.setattr(celebrate, "announce", lambda _widget, text: said.append(text))  # type: ignore[attr-defined]
    window.start_game("triple-dice", 11, ["Ana", "Ben"], ["human", "human"])
    c = window.controller
    assert c.pass_and_play
    overlay = _overlay(window)
    picks = celebrated = 0
    while c.state.phase != "finished":
        state = c.state
        if state.phase == "predicting":
            card, picks = CARDS[picks % len(CARDS)], picks + 1
            assert c.move_by_program(engine.Predict(card))
        else:
            free = state.unused(state.current_player)
            hidden = [d for d in free if d in PRIVATE_POSITIONS]
            assert c.move_by_program(engine.Submit(tuple((hidden + [d for d in free if d not in hidden])[:3])))
        round_over = c.state.phase == "finished" or len(c.state.rounds) > len(getattr(state, "rounds", ()))
        if not round_over:
            assert not overlay.isVisible(), "a celebration before the round's end says a card is hit"
        else:
            assert overlay.isVisible() == any(c.state.rounds[-1].hits)
            celebrated += overlay.isVisible()
            if overlay.isVisible():
                # shown, not spoken: the round's summary, said with the move, names whose card came true
                assert overlay.caption == "A card came true!" and said == []
        said.clear()
        overlay.hide()
    assert celebrated, "no card came true with this seed"


def _dash_game(window: MainWindow, greedy: bool) -> str:
    """A Dice Dash game scored on every first roll; the caption the last score celebrated."""
    c = window.controller
    overlay = _overlay(window)
    window.start_game("dice-dash", 7, ["Ana"], ["human"])
    while c.state.phase != "finished":
        overlay.hide()
        previews = engine.score_preview(c.state)
        chosen = max(previews, key=lambda p: p.gain) if greedy else previews[0]
        assert c.move_by_program(engine.Score(chosen.category))
    return overlay.caption if overlay.isVisible() else ""


def test_a_personal_best_is_celebrated_at_the_end(qtbot: object, window: MainWindow) -> None:
    qtbot.wait(1)  # type: ignore[attr-defined]  # the recorder, given after the window was made, is followed
    assert _dash_game(window, greedy=False) != "New personal best!"  # the first game beats nothing
    assert _dash_game(window, greedy=True) == "New personal best!"


def test_only_news_is_spoken(qtbot: object, monkeypatch: object, window: MainWindow) -> None:
    """A Perfect Round is news to a screen reader (the move's sentence does not name it); a
    personal best, which the game's summary speaks, is not said a second time."""
    import desktop.window.celebrate as celebrate

    said: list[str] = []
    monkeypatch.setattr(celebrate, "announce", lambda _widget, text: said.append(text))  # type: ignore[attr-defined]
    window.start_game("dice-dash", 7, ["Ana"], ["human"])
    _score_on_first_roll(window)
    assert said == []  # not before the move's own words: on the next pass of the event loop
    qtbot.waitUntil(lambda: said == ["Perfect round!"])  # type: ignore[attr-defined]
    qtbot.wait(1)  # type: ignore[attr-defined]  # the recorder is followed
    _dash_game(window, greedy=False)
    assert _dash_game(window, greedy=True) == "New personal best!"
    assert "New personal best!" not in said  # the game's summary says it
