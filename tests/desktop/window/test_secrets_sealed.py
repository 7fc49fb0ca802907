"""Nothing secret reaches anyone before a Triple Dice game ends, in process.

Two kinds of check, over whole games through the real window, against computers and in
pass-and-play:

- The seed. At every step (and after undo and redo, a language switch, a theme change, the New
  Game dialog, the Records window, a replay watching the game live, a resume at start-up, every
  way of copying the seed or exporting the game) no text anyone can read holds the seed's digits,
  in any spelling: widget texts, hidden widgets included (a hidden button stays in the
  accessibility tree with its text), tooltips, status tips, window titles, accessible names and
  descriptions down to painted items, the History panel, every action, the clipboard, what the
  session announces. Once the game is over the seed shows again, as before.
- Hidden dice and unshown cards. Twins: the game on the table is put on the screen, then its
  twin, which differs only in what the person at the screen may not know (the other seats' hidden
  dice and cards not yet shown, and the seed); every text must be the same in both. A text made
  from a hidden value, however it is spelt, would differ. The History panel's lines (which the
  whole table reads) are checked the same way against twins hidden from every seat.

Each check is shown to catch what it guards against: the seed written into a hidden button, an
action's tip or the clipboard, and a hidden die written into an accessible description.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from play_driver import _wait_for_move, flush, visible
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QPushButton
from qt_helpers import kept_window
from secret_texts import all_texts, seed_leaks
from triple_twins import hidden_twin

import engine
from desktop import gameinfo
from desktop.base.settings import Settings
from desktop.session.journal import GameJournal
from desktop.triple.intents import PRIVACY, SUMMARY
from desktop.window.main_window import MainWindow
from desktop.window.new_game_dialog import NewGameDialog
from engine import triple_dice as td

SEED = 738291046517
"""Long, so that it cannot turn up by chance among the screen's other numbers."""
VERSUS = (["Ana", "Ben", "Cy"], ["human", "good", "beginner"])
PASS_AND_PLAY = (["Ana", "Ben", "Cy"], ["human", "human", "human"])


class Table:
    """The window's Triple Dice game, played one thing at a time as the people at it would, with
    everything the session said kept for the checks."""

    def __init__(self, window: MainWindow, players: list[str], seats: list[str], seed: int = SEED) -> None:
        self.window = window
        self.said: list[str] = []
        window.controller.announced.connect(self.said.append)
        window.controller.message.connect(self.said.append)
        window.start_game("triple-dice", seed, players, seats)
        self.page = window.pages["triple-dice"]
        if window._computers is not None:
            window.computers.pace_ms = 0
        flush()

    @property
    def over(self) -> bool:
        return self.window.controller.state.phase == "finished"

    def step(self, rng: random.Random) -> str:
        """One thing a person does (or waits for): read the round summary on, say "ready" at the
        privacy screen, wait for a computer's move, or make a move."""
        c, page = self.window.controller, self.page
        if page.current_page() == SUMMARY:
            QTest.mouseClick(page.summary.button, Qt.MouseButton.LeftButton)
            what = "summary"
        elif page.current_page() == PRIVACY:
            QTest.mouseClick(page.privacy.button, Qt.MouseButton.LeftButton)
            what = "ready"
        elif c.computer_to_move():
            _wait_for_move(c, c.state)
            what = "computer"
        else:
            state = c.state
            assert c.move_by_program(rng.choice(td.legal_actions(state)), state.current_player)
            what = "move"
        flush()
        return what

    def leaks(self, seed: int = SEED) -> list[str]:
        return seed_leaks(seed) + [f"said: {text!r}" for text in self.said if str(seed) in text]


def _check(table: Table, when: str) -> None:
    found = table.leaks()
    assert not found, f"the seed can be read {when}:\n" + "\n".join(found)


# Things people do during a game ---------------------------------------------------------------
def _undo_and_redo(table: Table) -> None:
    window = table.window
    window.menus.actions["undo"].trigger()
    flush()
    _check(table, "after Undo")
    window.menus.actions["redo"].trigger()
    flush()


def _languages(table: Table) -> None:
    from desktop.i18n.language import languages

    for code in ("de", "fr"):
        languages().apply(code)
        flush()
        _check(table, f"in {code}")
    languages().apply("en")


def _themes(table: Table) -> None:
    for name in ("dark", "contrast", "light"):
        table.window.menus.set_theme(name)
        flush()
        _check(table, f"in the {name} theme")


def _new_game_dialog(table: Table) -> None:
    seen: list[bool] = []

    def look(tries: int = 200) -> None:
        dialog = visible(NewGameDialog)
        if dialog is None and tries:
            QTimer.singleShot(5, lambda: look(tries - 1))
            return
        assert dialog is not None, "the New Game dialog never opened"
        seen.append(True)
        try:
            _check(table, "with the New Game dialog open")
        finally:
            dialog.reject()

    QTimer.singleShot(0, look)
    table.window.menus.actions["new"].trigger()
    assert seen
    flush()


def _records_window(table: Table) -> None:
    from desktop.window.records_opener import open_records

    shown = open_records(table.window)
    assert shown is not None
    for index in range(shown.tabs.count()):
        shown.tabs.setCurrentIndex(index)
        flush()
        _check(table, f"with the Records window open at tab {index}")
    shown.close()
    flush()


def _copying(table: Table) -> None:
    window = table.window
    QGuiApplication.clipboard().setText("before")
    window.controls.copy_seed()
    window.menus.actions["copy_seed"].trigger()
    window.seed_button.click()
    QTest.keyClick(window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    flush()
    assert QGuiApplication.clipboard().text() == "before"
    _check(table, "after every way of copying the seed")


def _exporting(table: Table, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    target = tmp_path / "leak.dicebox"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(target), ""))
    window = table.window
    assert not window.menus.actions["export"].isEnabled()
    assert "once it is over" in window.menus.actions["export"].statusTip()
    assert window.menus.actions["export"].toolTip() == window.menus.actions["export"].statusTip()
    window.menus.actions["export"].trigger()
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert window.files.export_current() is None
    assert "once it is over" in window.status_label.text()  # before a computer's "thinking" replaces it
    flush()
    assert not target.exists(), "an unfinished Triple Dice game was written to a file"
    _check(table, "after trying to export")


def _restarting(table: Table) -> None:
    """Restart This Seed would deal again dice the table has already seen: off until the end."""
    window = table.window
    state = window.controller.state
    assert (
        not window.menus.actions["restart"].isEnabled()
        and "once it is over" in window.menus.actions["restart"].statusTip()
    )
    window.menus.actions["restart"].trigger()
    window.controls.restart()
    assert window.controller.state is state
    assert "once it is over" in window.status_label.text()
    flush()
    _check(table, "after trying to restart")


def _docks(table: Table) -> None:
    window = table.window
    window.docks.history.show()
    window.menus.actions["hints"].trigger()
    flush()
    assert not window.docks.hints.isVisible()
    _check(table, "with the History panel open")


def _watching(table: Table) -> Callable[[], None]:
    """A second window's replay, watching the game live (the journal's copy of it)."""
    from desktop.replay.viewer import show_replay
    from desktop.window.profile import watcher

    latest = watcher(table.window.controller.store.folder)
    viewer = show_replay(None, latest(), live=latest)
    flush()
    _check(table, "with a replay watching the game")
    return viewer.close


def _play_checking(table: Table, rng: random.Random, events: dict[int, Callable[[], Any]]) -> int:
    """Play to the end, checking after every step and after each event; returns the steps."""
    _check(table, "at the start")
    closers: list[Callable[[], Any]] = []
    step = 0
    while not table.over:
        what = table.step(rng)
        step += 1
        if not table.over:
            _check(table, f"after step {step} ({what})")
            if step in events:
                closer = events[step]()
                if callable(closer):
                    closers.append(closer)
    for close in closers:
        close()
    return step


def _ended_with_the_seed_shown(table: Table) -> None:
    """Over: the seed may be shown, and is, as before (this also proves the scan finds it)."""
    window = table.window
    assert window.seed_button.isVisible() and str(SEED) in window.seed_button.text()
    assert window.menus.actions["copy_seed"].isEnabled() and window.menus.actions["export"].isEnabled()
    assert window.menus.actions["restart"].isEnabled()
    assert any("SeedButton" in where for where in table.leaks())


# The tests -----------------------------------------------------------------------------------
@pytest.mark.slow
def test_no_text_holds_the_seed_in_a_game_against_computers(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    table = Table(window, *VERSUS)
    events: dict[int, Callable[[], Any]] = {
        2: lambda: _undo_and_redo(table), 4: lambda: _languages(table), 6: lambda: _themes(table),
        8: lambda: _new_game_dialog(table), 10: lambda: _records_window(table), 12: lambda: _copying(table),
        14: lambda: _exporting(table, monkeypatch, tmp_path), 16: lambda: _docks(table),
        18: lambda: _watching(table), 22: lambda: _languages(table), 24: lambda: _restarting(table),
        26: lambda: _copying(table),
    }
    steps = _play_checking(table, random.Random(1), events)
    assert steps > 26  # every event happened
    _ended_with_the_seed_shown(table)


@pytest.mark.slow
def test_no_text_holds_the_seed_in_pass_and_play_nor_after_a_resume(
    qtbot: Any, window: MainWindow, settings: Settings, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    table = Table(window, *PASS_AND_PLAY)
    rng = random.Random(2)
    events: dict[int, Callable[[], Any]] = {
        3: lambda: _undo_and_redo(table), 5: lambda: _languages(table), 7: lambda: _copying(table),
        9: lambda: _exporting(table, monkeypatch, tmp_path), 11: lambda: _docks(table),
        13: lambda: _new_game_dialog(table), 40: lambda: _restarting(table),
    }
    for step in range(1, 60):  # into round 2: round 1's summary has been read
        table.step(rng)
        _check(table, f"after step {step}")
        if step in events:
            events[step]()
    # Start-up: a new window resumes the game from the journal, as the app does after a restart.
    store = window.controller.store
    window.close()
    store.close()
    resumed = kept_window(GameJournal(store.folder, app_version="0.0.test"), settings)
    qtbot.addWidget(resumed)
    resumed.show()
    assert resumed.controller.restore_saved()
    table.window = resumed
    table.page = resumed.pages["triple-dice"]
    resumed.controller.announced.connect(table.said.append)
    flush()
    assert "resumed" in resumed.status_label.text()
    _play_checking(table, rng, {2: lambda: _undo_and_redo(table), 4: lambda: _copying(table)})
    _ended_with_the_seed_shown(table)


@pytest.mark.slow
def test_new_game_never_shows_the_seed_a_triple_dice_game_will_be_dealt(qtbot: Any, window: MainWindow) -> None:
    """The dialog prints the random seed it drew, so that a good game can be replayed; for Triple
    Dice that number would give away every hidden die of the game about to start."""
    dialog = NewGameDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("triple-dice"))
    dialog.random_radio.setChecked(True)
    flush()
    assert not seed_leaks(dialog.choice().seed)
    dialog.reroll_button.click()
    flush()
    assert not seed_leaks(dialog.choice().seed)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("dicegame"))
    flush()
    assert str(dialog.choice().seed) in dialog.random_radio.text()  # no secrets there: shown as before


def test_a_triple_dice_seed_nobody_chose_is_too_large_to_search(qtbot: Any, window: MainWindow) -> None:
    """A short random seed (below 10**9, as open games get) could be found by trying each one
    against the eleven dice a player was dealt: a game with hidden dice draws from the whole range,
    from the New Game dialog and from a plain start alike; an open game's stays short to read out."""
    from desktop import app
    from desktop.base import seeds

    dialog = NewGameDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("triple-dice"))
    dialog.random_radio.setChecked(True)
    drawn = [dialog.choice().seed for _ in range(16)] + [app._random_seed("triple-dice") for _ in range(16)]
    assert all(seed is not None and seed >= seeds.SHORT_SEEDS for seed in drawn), drawn
    assert len(set(drawn)) == len(drawn)
    assert all(app._random_seed("dicegame") < seeds.SHORT_SEEDS for _ in range(16))


# Twins: no hidden die or card, however it is spelt ---------------------------------------------
def _played(players: list[str], seed: int, rng: random.Random, steps: int) -> tuple[list[Any], list[Any]]:
    state = td.new_game(seed, players)
    states, actions = [state], []
    for _ in range(steps):
        if state.phase == "finished":
            break
        action = rng.choice(td.legal_actions(state))
        state = td.apply(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


def _screen(window: MainWindow, state: Any, seats: list[str], ready: bool) -> list[tuple[str, str]]:
    """Every text once ``state`` is on the table (and, when ``ready``, once the seat to act said
    "ready" at the privacy screen)."""
    window.controller.restore(state, seats, assisted=False)
    flush()
    if ready:
        window.pages["triple-dice"].ready()
        flush()
    return sorted(all_texts())


def _differences(ours: list[tuple[str, str]], twins: list[tuple[str, str]]) -> list[str]:
    mine, theirs = set(ours), set(twins)
    return [f"{where}: {text[:100]!r}" for where, text in sorted(mine ^ theirs)]


def check_screen_twins(window: MainWindow, players: list[str], seats: list[str], points: int, seed: int) -> None:
    """At random points of a game: the screen of the game and of its twin hidden from whoever
    looks at it (the human seat against computers; in pass-and-play the whole table at the privacy
    screen, then the seat to act once ready) must read the same."""
    rng = random.Random(seed)
    window.computers.pace_ms = 10**7  # the computers wait: only the restored state is on screen
    states, actions = _played(players, SEED, rng, 70)
    pass_and_play = seats.count("human") > 1
    unfinished = [step for step, state in enumerate(states) if state.phase != "finished"]
    for step in sorted(rng.sample(unfinished, points)):
        state = states[step]
        views = [(-1, False), (state.current_player, True)] if pass_and_play else [(seats.index("human"), False)]
        for seat, ready in views:
            twin = hidden_twin(states, actions, step, seat, rng)
            ours, theirs = _screen(window, state, seats, ready), _screen(window, twin, seats, ready)
            differ = _differences(ours, theirs)
            assert not differ, f"step {step}, seen by seat {seat}: texts follow hidden values:\n" + "\n".join(differ)
            assert not seed_leaks(state.seed, ours) and not seed_leaks(twin.seed, theirs)


@pytest.mark.slow
def test_the_screen_reads_the_same_whatever_is_hidden_against_computers(qtbot: Any, window: MainWindow) -> None:
    window.start_game("triple-dice", 1, *VERSUS)
    check_screen_twins(window, *VERSUS, points=8, seed=3)


@pytest.mark.slow
def test_the_screen_reads_the_same_whatever_is_hidden_in_pass_and_play(qtbot: Any, window: MainWindow) -> None:
    window.start_game("triple-dice", 1, *VERSUS)  # builds the computer driver, held off by the pace
    check_screen_twins(window, *PASS_AND_PLAY, points=6, seed=4)


@pytest.mark.slow
def test_history_lines_read_the_same_whatever_is_hidden() -> None:
    """The History panel (and what is announced of each move) is read by the whole table: each
    line is the same for a twin hidden from every seat, with other cards predicted."""
    rng = random.Random(6)
    for game in range(40):
        states, actions = _played(["Ana", "Ben", "Cy", "Dee"][: 2 + game % 3], 10**11 + game, rng, 120)
        for step in range(1, len(states)):
            if states[step - 1].phase == "finished":
                break
            before, after, action = states[step - 1], states[step], actions[step - 1]
            seat = before.current_player
            twin_before = hidden_twin(states, actions, step - 1, -1, rng)
            twin_after = hidden_twin(states, actions, step, -1, rng)
            if isinstance(action, engine.Predict):
                action_seen = engine.Predict(rng.choice([c for c in td.CARDS if c != action.card]))
            else:
                action_seen = action
            words = gameinfo.info("triple-dice").describe
            assert words(before, seat, action, after) == words(twin_before, seat, action_seen, twin_after), (game, step)


# The checks catch what they guard against ------------------------------------------------------
@pytest.mark.slow
def test_the_scan_finds_a_seed_however_it_is_hidden(qtbot: Any, window: MainWindow) -> None:
    table = Table(window, *VERSUS)
    assert table.leaks() == []
    planted = QPushButton(f"Seed {SEED:,} \u00b7 Copy")  # grouped digits, hidden, never shown
    planted.hide()
    qtbot.addWidget(planted)
    assert any("QPushButton" in where for where in seed_leaks(SEED))
    planted.setText("")
    window.menus.actions["undo"].setStatusTip(f"seed {SEED:_}")
    assert any("QAction" in where for where in seed_leaks(SEED))
    window.menus.actions["undo"].setStatusTip("")
    QGuiApplication.clipboard().setText(format(SEED, "x"))
    assert any("clipboard" in where for where in seed_leaks(SEED))
    QGuiApplication.clipboard().setText("")
    window.round_label.setAccessibleDescription(f"{SEED:,}".replace(",", "\u202f"))
    assert seed_leaks(SEED)


@pytest.mark.slow
def test_the_twin_check_catches_a_hidden_die_in_a_description(qtbot: Any, window: MainWindow) -> None:
    """A "helpful" description of the neighbour's hidden dice: the twins' screens differ."""
    window.start_game("triple-dice", 1, *VERSUS)

    def leak(state: Any, rolled: object = ()) -> None:
        if getattr(state, "game", "") == "triple-dice":
            hidden = [state.dice[1][i] for i in td.PRIVATE_POSITIONS]
            window.round_label.setAccessibleDescription(f"Ben holds {hidden[0]} and {hidden[1]}")

    window.controller.state_changed.connect(leak)
    with pytest.raises(AssertionError, match="follow hidden values"):
        check_screen_twins(window, *VERSUS, points=2, seed=3)
    window.controller.state_changed.disconnect(leak)


@pytest.mark.slow
def test_the_twin_check_sees_the_dice_and_card_on_the_screen(qtbot: Any, window: MainWindow) -> None:
    """A twin hidden from another seat changes what the person at the screen does see (their own
    private dice and card): the screens differ there, so the check reads painted dice."""
    window.start_game("triple-dice", 1, *VERSUS)
    window.computers.pace_ms = 10**7
    rng = random.Random(1)
    states, actions = _played(VERSUS[0], SEED, rng, 20)
    twin = hidden_twin(states, actions, 20, 1, rng)
    differ = _differences(_screen(window, states[20], VERSUS[1], False), _screen(window, twin, VERSUS[1], False))
    assert any("Die 10" in line for line in differ) and any("Your card" in line for line in differ), differ


def test_the_twins_differ_in_what_is_hidden() -> None:
    """The twin of a point of play really changes the other seats' hidden dice and the seed."""
    states, actions = _played(VERSUS[0], SEED, random.Random(7), 30)
    twin = hidden_twin(states, actions, 30, 0, random.Random(8))
    assert twin.seed != SEED and replace(twin, seed=SEED) != states[30]
    assert twin.dice[0] == states[30].dice[0]
