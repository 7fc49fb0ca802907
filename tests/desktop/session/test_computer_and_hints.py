"""Computer seats play legal moves step by step without freezing the window; hints rank options."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt, QTimer

import engine
from desktop.base.settings import Settings
from desktop.window.main_window import MainWindow
from desktop.window.new_game_dialog import NewGameDialog


@pytest.mark.slow
def test_computer_plays_its_turn_legally_and_hands_back(qtbot, window: MainWindow) -> None:
    window.computers.pace_ms = 5
    window.start_game("match", 12, ["Ana", "Bot"], ["human", "expert"])
    c = window.controller
    assert window.controller.move_by_person(engine.Score("anything"))
    assert "computer" in window.turn_label.text()
    qtbot.waitUntil(lambda: c.state.current_player == 0, timeout=60000)
    # Replaying the log checks every computer action was legal.
    replayed = engine.new_game("match", 12, ["Ana", "Bot"])
    for action in c.state.log:
        replayed = engine.apply(replayed, action)
    assert replayed == c.state
    assert sum(len(cell) for col in c.state.cards[1] for cell in col) == 1
    texts = [c.undo_stack.text(i) for i in range(c.undo_stack.count())]
    assert any(t.startswith("Bot: ") for t in texts)
    # Undo skips back over the computer's steps to Ana's own decision.
    c.undo()
    assert c.state.current_player == 0 and c.state.round == 1
    assert c.state == engine.new_game("match", 12, ["Ana", "Bot"])


@pytest.mark.slow
def test_window_stays_responsive_while_a_computer_plays(qtbot, window: MainWindow, monkeypatch) -> None:
    """Every computer decision is worked out off the GUI thread, and the GUI thread runs its
    event loop while it is: each decision waits, on its worker, for a timer that only a running
    GUI event loop fires. No clock is read; how long the gaps are is measured by
    tests/benchmarks/responsive_bench.py."""
    kind = type(engine.api.game("dicegame"))
    think = kind.computer
    decisions: list[str] = []
    loop_ran = threading.Event()
    finished: list[bool] = []

    def watched(self: object, state: object, seat: int, level: str) -> object:
        work = think(self, state, seat, level)

        def run(progress: object) -> object:
            if threading.current_thread() is threading.main_thread():
                decisions.append("on the GUI thread")
                return work(progress)
            if finished:
                return work(progress)
            loop_ran.clear()
            decisions.append("off the GUI thread, the GUI looping" if loop_ran.wait(20) else
                             "off the GUI thread, the GUI stalled")
            return work(progress)

        return run

    monkeypatch.setattr(kind, "computer", watched)
    ticker = QTimer()
    ticker.timeout.connect(loop_ran.set)
    ticker.start(1)
    window.computers.pace_ms = 1
    window.start_game("dicegame", 5, ["Bot A", "Bot B"], ["expert", "good"])
    qtbot.waitUntil(lambda: (window.controller.state.round >= 3 and window.controller.state.current_player == 0)
                    or any("stalled" in d for d in decisions), timeout=120000)
    finished.append(True)  # a decision still on its way gets its answer without waiting
    loop_ran.set()
    ticker.stop()
    assert set(decisions) == {"off the GUI thread, the GUI looping"}, decisions
    assert len(decisions) > 10


def test_person_cannot_move_for_the_computer(qtbot, window: MainWindow) -> None:
    window.computers.pace_ms = 60000
    window.start_game("match", 3, ["Ana", "Bot"], ["human", "beginner"])
    window.controller.move_by_person(engine.Score("chance" if False else "anything"))
    before = window.controller.state
    qtbot.mouseClick(window.scorecard.roll_button, Qt.MouseButton.LeftButton)
    assert window.controller.state is before
    assert "Bot's turn (computer)" in window.status_label.text()


def test_hints_rank_every_option_and_mark_the_game_assisted(qtbot, window: MainWindow) -> None:
    window.start_game("dice-dash", 7, None)
    assert not window.controller.assisted
    window.menus.actions["hints"].trigger()
    assert window.docks.hints.isVisible()
    panel = window.docks.hint_panel()
    qtbot.waitUntil(lambda: bool(panel.options), timeout=60000)
    values = [o.expected for o in panel.options]
    assert values == sorted(values, reverse=True)
    assert panel.tree.topLevelItem(0).text(0).startswith("\u2605 ")
    kinds = {type(o.action).__name__ for o in panel.options}
    assert kinds == {"Score", "Roll"}
    assert len([o for o in panel.options if isinstance(o.action, engine.Score)]) == 8
    assert window.controller.assisted
    assert "Exact" in panel.note.text()
    best = panel.options[0]
    panel.tree.itemActivated.emit(panel.tree.topLevelItem(0), 0)
    state = window.controller.state
    if isinstance(best.action, engine.Score):
        assert state.cards[0][0][engine.ruleset("dice-dash").index(best.action.category)]
    else:
        assert state.rolls_used == 2
        kept = sorted(d for d, h in zip(state.dice, state.held) if h)
        assert kept == sorted(best.keep or ())


def test_new_game_dialog_offers_computer_seats_where_allowed(qtbot, settings: Settings) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("dicegame"))
    assert dialog.seat_combos[0].isVisible() and dialog.seat_combos[1].isVisible()
    dialog.seat_combos[1].setCurrentIndex(dialog.seat_combos[1].findData("expert"))
    assert dialog.choice().seats == ["human", "expert"]
    assert dialog.players()[1] == "Expert 2"
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("dice-dash"))
    assert not dialog.seat_combos[0].isVisible()
    assert dialog.choice().seats == ["human"]


def test_a_failing_computer_is_reported_in_one_clean_sentence(qtbot) -> None:
    from desktop.session.computer import ComputerPlayers
    from desktop.session.controller import GameController

    controller = GameController(None)
    controller.start("match", 3, ["Ana", "Bot"], ["human", "expert"])
    players = ComputerPlayers(controller)
    said: list[str] = []
    players.status.connect(said.append)
    players._chosen(controller.state, engine.IllegalAction("The game is finished; no more moves.", "game-finished"))
    # The window's own English for the code (error_text), as in every language
    assert said == ["The computer player failed: The game is over: no more moves. Use Undo or start a new game."]


def test_a_computers_thinking_line_goes_when_it_has_moved_in_any_language(window: MainWindow) -> None:
    """The line was matched by its English ending, so a German window kept "Bot überlegt…" on
    show after the computer's move, into the learner's own turn."""
    from desktop.i18n.language import languages

    languages().apply("de")
    players = window.computers
    players.status.emit("Bot überlegt\u2026")
    assert window.status_label.text() == "Bot überlegt\u2026"
    players.status.emit("")  # it moved
    assert window.status_label.text() == ""
    players.status.emit("Bot überlegt\u2026")
    window.show_message("Neuer als das Überlegen")
    players.status.emit("")
    assert window.status_label.text() == "Neuer als das Überlegen"  # anything newer stays
