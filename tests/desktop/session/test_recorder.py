"""The window's games go into the records: each move journaled as it is shown, undo cutting the
journal back, a finished game in the history with its score and assisted mark."""

from __future__ import annotations

from pathlib import Path

from qt_helpers import kept_window

import engine
from desktop.base.settings import Settings
from desktop.records import Records
from desktop.session.controller import GameController
from desktop.session.journal import GameJournal
from desktop.session.recorder import Recorder
from desktop.window.main_window import MainWindow


def _recorded_window(qtbot, tmp_path: Path, settings: Settings) -> tuple[Records, MainWindow]:
    """A window whose games go into fresh records, as the app's open_journal sets it up."""
    journal = GameJournal(tmp_path, app_version="test")
    window = kept_window(journal, settings)
    qtbot.addWidget(window)
    return journal.records, window


def _play_to_the_end(controller: GameController) -> None:
    while controller.state.phase != "finished":
        best = max(engine.score_preview(controller.state), key=lambda p: p.gain)
        assert controller.move_by_program(engine.Score(best.category))


def test_each_move_is_journaled_and_undo_cuts_the_journal_back(qtbot, tmp_path: Path, settings: Settings) -> None:
    records, window = _recorded_window(qtbot, tmp_path, settings)
    c = window.controller
    window.start_game("match", 11, ["Ana", "Ben"])
    for action in (engine.ToggleHold(0), engine.Roll(), engine.ToggleHold(1)):
        assert c.move_by_program(action)
        assert records.resume().log == tuple(a.to_json() for a in c.state.log)  # type: ignore[union-attr]
    c.undo()
    c.undo()
    assert records.resume().log == tuple(a.to_json() for a in c.state.log)  # type: ignore[union-attr]
    assert len(c.state.log) == 1
    c.redo()
    assert records.resume().log == tuple(a.to_json() for a in c.state.log)  # type: ignore[union-attr]
    assert records.resume().final_state() == c.state  # type: ignore[union-attr]


def test_a_finished_game_is_in_the_history_with_its_score(qtbot, tmp_path: Path, settings: Settings) -> None:
    records = Records.open(tmp_path / "records.sqlite3")
    window = MainWindow(GameController(None), settings)
    qtbot.addWidget(window)
    window.start_game("dice-dash", 5, None)  # a game on the table before the records open
    Recorder(window.controller, records, "test")
    _play_to_the_end(window.controller)
    history = records.history()
    assert len(history) == 1 and history[0].game == "dice-dash" and history[0].seed == 5
    assert history[0].seats[0].score == engine.outcome(window.controller.state).totals[0]
    assert not history[0].assisted and records.resume() is None
    window.start_game("dice-dash", 6, None)
    window.controller.move_by_program(engine.Roll())
    window.controller.undo()
    _play_to_the_end(window.controller)
    newest = records.history()[0]
    assert newest.seed == 6 and newest.assisted, "undo marks the game assisted in the records"
    assert len(records.history()) == 2


def test_the_summary_says_where_the_score_stands_and_reviews_every_decision(
    qtbot, tmp_path: Path, settings: Settings
) -> None:
    _records, window = _recorded_window(qtbot, tmp_path, settings)
    scores = []
    for seed in (1, 2):
        window.start_game("dice-dash", seed, None)
        _play_to_the_end(window.controller)
        scores.append(engine.outcome(window.controller.state).totals[0])
        dialog = window.dialogs.game_over
        assert dialog is not None
        qtbot.waitUntil(lambda d=dialog: "points</b> lost" in d.review.text(), timeout=20000)
    # The review is the engine's: its total for the player, to one decimal.
    from engine.review import review

    lost = review(window.controller.state).totals[0].loss
    assert f"{lost:.1f} points</b> lost to the best play (exactly)" in dialog.review.text()
    if scores[1] > scores[0]:
        assert dialog.standing.isVisible() and dialog.standing.text() == "New personal best!"
    else:
        assert dialog.standing.text() in ("", "2nd best of 2 Dice Dash scores")


def test_undo_after_the_end_takes_the_result_out_until_the_game_ends_again(
    qtbot, tmp_path: Path, settings: Settings
) -> None:
    records, window = _recorded_window(qtbot, tmp_path, settings)
    c = window.controller
    window.start_game("dice-dash", 5, None)
    _play_to_the_end(c)
    assert len(records.history()) == 1
    c.undo()
    assert c.state.phase != "finished"
    assert records.history() == [] and records.resume().log == tuple(a.to_json() for a in c.state.log)  # type: ignore[union-attr]
    window.dialogs.close_game_over()
    c.redo()  # the end again, by redo: filed again (assisted now) and the summary opens again
    assert c.state.phase == "finished"
    history = records.history()
    assert len(history) == 1 and history[0].assisted
    assert history[0].seats[0].score == engine.outcome(c.state).totals[0]
    assert window.dialogs.game_over is not None


def test_undo_after_the_end_of_a_resumed_game_journals_it_again(qtbot, tmp_path: Path, settings: Settings) -> None:
    """A resumed game keeps its record id; once filed and reopened by undo, that record is gone,
    so the game must be journaled anew (it was not: a kill then lost every move after the undo)."""
    records, window = _recorded_window(qtbot, tmp_path, settings)
    window.start_game("dice-dash", 5, None)
    c = window.controller
    while True:
        best = max(engine.score_preview(c.state), key=lambda p: p.gain)
        if engine.apply(c.state, engine.Score(best.category)).phase == "finished":
            break
        assert c.move_by_program(engine.Score(best.category))
    window.close()
    records.close()
    journal = GameJournal(tmp_path, app_version="test")
    again = kept_window(journal, settings)
    qtbot.addWidget(again)
    c = again.controller
    assert c.restore_saved() and c.record is not None
    _play_to_the_end(c)
    c.undo()
    assert c.move_by_program(engine.Roll())
    kept = journal.records.resume()
    assert kept is not None and kept.log == tuple(a.to_json() for a in c.state.log)
    assert kept.assisted and journal.records.history() == []
