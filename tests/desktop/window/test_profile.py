"""One profile, one window: a second window on the same profile does not fork
the game; it says so and offers to watch it read-only, to play in a separate slot, or to quit."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from qt_helpers import forget_windows, kept_controller

import engine
from desktop.base.settings import Settings
from desktop.records import DATABASE_NAME, Records
from desktop.replay.viewer import ReplayWindow
from desktop.session.controller import GameController
from desktop.session.journal import GameJournal
from desktop.window.main_window import MainWindow
from desktop.window.profile import claim, settle_profile
from desktop.window.profile_dialog import Choice, SecondWindowDialog

ROOT = Path(__file__).resolve().parents[3]
HOLDER = """
import sys, time
sys.path.insert(0, sys.argv[2])
from desktop.records.lock import ProfileLock
lock = ProfileLock(sys.argv[1])
print("held" if lock.acquire() else "refused", flush=True)
time.sleep(120)
"""


@pytest.fixture
def other_window(tmp_path: Path) -> Iterator[Path]:
    """Another process holds the profile's main slot, as a first window would."""
    folder = tmp_path / "profile"
    folder.mkdir()
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder), str(ROOT)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    yield folder
    proc.kill()
    proc.wait()


def _window(qtbot, settings: Settings) -> MainWindow:
    window = MainWindow(GameController(None), settings)
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_first_window_takes_the_main_slot(tmp_path: Path) -> None:
    slot, lock = claim(tmp_path)
    assert slot == "main" and lock is not None and lock.held
    lock.release()


@pytest.mark.slow
def test_a_second_window_can_play_in_separate_slots(qtbot, settings: Settings, other_window: Path) -> None:
    asked: list[tuple[object, bool]] = []

    def ask(holder: object, can_watch: bool) -> Choice:
        asked.append((holder, can_watch))
        return Choice.SEPARATE

    first = settle_profile(_window(qtbot, settings), other_window, ask)
    second = settle_profile(_window(qtbot, settings), other_window, ask)
    assert first is not None and second is not None
    assert (first[0], second[0]) == ("slot-2", "slot-3"), "each second window gets its own slot"
    assert asked[0][0] is not None and "process" in asked[0][0].describe()
    assert asked[0][1] is False, "nothing to watch: no game in progress there"
    # Its games go into the same records, apart from the main slot's game.
    journal = GameJournal(other_window, app_version="test", slot=first[0])
    journal.lock = first[1]
    c = kept_controller(journal)
    c.start("dice-dash", 4, None)
    c.move_by_program(engine.Roll())
    assert journal.records.resume("main") is None and journal.records.resume("slot-2").seed == 4
    journal.close()
    assert not first[1].held, "closing frees the slot"


@pytest.mark.slow
def test_watching_follows_the_other_windows_game_read_only(qtbot, settings: Settings, other_window: Path) -> None:
    forget_windows()  # the viewer this test looks for is the only one on screen
    records = Records.open(other_window / DATABASE_NAME)  # the other window's records
    state = engine.new_game("match", 7, ["Ana", "Ben"])
    game_id = records.begin_game("match", 7, ["Ana", "Ben"], ["human", "human"], "test")
    for step in range(6):
        action = engine.legal_actions(state)[0]
        state = engine.apply(state, action)
        records.journal(game_id, step, action)
    window = _window(qtbot, settings)
    assert settle_profile(window, other_window, lambda _holder, can_watch: Choice.WATCH) is None
    assert not window.isVisible(), "the window that would fork the game closes"
    viewer = _open_viewer()
    qtbot.addWidget(viewer)
    assert viewer.session.state == state and viewer.live is not None
    assert not viewer.play_on_button.isEnabled()
    action = engine.legal_actions(state)[0]
    state = engine.apply(state, action)
    records.journal(game_id, 6, action)
    viewer._poll_live()
    assert viewer.session.state == state, "the watched game goes on here as it goes on there"
    records.close()


def _open_viewer() -> ReplayWindow:
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayWindow) and w.isVisible())


@pytest.mark.slow
def test_quitting_leaves_the_other_window_alone(qtbot, settings: Settings, other_window: Path) -> None:
    window = _window(qtbot, settings)
    assert settle_profile(window, other_window, lambda *_: Choice.QUIT) is None
    assert not window.isVisible()
    assert not (other_window / DATABASE_NAME).exists() or Records.open(
        other_window / DATABASE_NAME, verify="off", session=None).resume() is None


def test_the_dialog_names_the_holder_and_offers_watching_only_with_a_game(qtbot) -> None:
    from desktop.records.lock import Holder

    dialog = SecondWindowDialog(Holder(4242, "desk", "dicebox"), can_watch=False)
    qtbot.addWidget(dialog)
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "process 4242 on desk" in texts
    assert not dialog.watch_button.isEnabled()
    qtbot.mouseClick(dialog.separate_button, Qt.MouseButton.LeftButton)
    assert dialog.choice is Choice.SEPARATE and dialog.result() == 1
    watching = SecondWindowDialog(None, can_watch=True)
    qtbot.addWidget(watching)
    qtbot.mouseClick(watching.watch_button, Qt.MouseButton.LeftButton)
    assert watching.choice is Choice.WATCH


@pytest.mark.slow
def test_a_file_opened_while_another_window_plays_is_shown_on_its_own(qtbot, settings: Settings,
                                                                      other_window: Path, tmp_path: Path) -> None:
    """A double-clicked .dicebox file starts a second Dicebox: no question about the game in the
    other window, no main window; the file in a replay window, filed into the shared history."""
    import random

    forget_windows()  # the viewer this test looks for is the only one on screen

    from desktop.records.gamefile import dumps, game_file

    rng = random.Random(2)
    state = engine.new_game("dice-dash", 2, ["Ann"])
    while state.phase != "finished":
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    path = tmp_path / "shared.dicebox"
    path.write_bytes(dumps(game_file("dice-dash", 2, ["Ann"], ["human"], state.log, assisted=False)))
    window = _window(qtbot, settings)
    asked: list[object] = []
    assert settle_profile(window, other_window, lambda *a: asked.append(a) or Choice.QUIT, file=path) is None
    assert not asked and not window.isVisible()
    viewer = _open_viewer()
    qtbot.addWidget(viewer)
    assert viewer.game.log == tuple(a.to_json() for a in state.log) and viewer.main_window is None
    assert "Added to your history" in viewer.status.text()
    records = Records.open(other_window / DATABASE_NAME, verify="off", session=None)
    assert [e.seed for e in records.history()] == [2]
    records.close()
