""".dicebox files in the window: Game > Open Game File... and drag and drop open a
game in the replay viewer and file a finished one into the history once; Export This Game... and
the History tab's Export... write files that open again; a tampered file is refused with the
field named; an unfinished game with hidden dice is never exported; the kiosk has none of it."""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QFileDialog
from qt_helpers import Boxes, play_to_the_end

import engine
from desktop import app as app_module
from desktop.base import command_line
from desktop.records.gamefile import dumps, game_file, read_game_file
from desktop.replay.viewer import ReplayWindow
from desktop.window.main_window import MainWindow


def finished_file(folder: Path, seed: int = 3, game: str = "match") -> Path:
    rng = random.Random(seed)
    state = engine.new_game(game, seed, ["Ana", "Ben"])
    while state.phase != "finished":
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    path = folder / f"{game}-{seed}.dicebox"
    path.write_bytes(dumps(game_file(game, seed, ["Ana", "Ben"], ["human", "expert"], state.log, assisted=False)))
    return path


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    boxes = Boxes(monkeypatch)
    return boxes.texts


@pytest.mark.slow
def test_open_by_menu_shows_the_game_and_files_it_in_the_history_once(
        qtbot, window: MainWindow, store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = finished_file(tmp_path)
    window.settle()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    assert window.menus.actions["open_file"].shortcut().matches(Qt.Modifier.CTRL | Qt.Key.Key_O)
    window.menus.actions["open_file"].trigger()
    [viewer] = window.findChildren(ReplayWindow)
    assert viewer.game == read_game_file(path)
    [entry] = store.records.history()
    assert f"game {entry.game_id}" in viewer.status.text()
    window.menus.actions["open_file"].trigger()  # the same file again: shown, not counted twice
    assert len(store.records.history()) == 1
    assert "Already in your history" in window.findChildren(ReplayWindow)[-1].status.text()


def test_a_tampered_file_is_refused_with_the_field_named(qtbot, window: MainWindow, store, tmp_path: Path,
                                                         warnings: list[str]) -> None:

    path = finished_file(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["outcome"]["totals"][0] += 1
    path.write_text(json.dumps(data), encoding="utf-8")
    assert window.files.open(path) is None
    assert "outcome.totals[0]" in warnings[0] and path.name in warnings[0]
    assert not window.findChildren(ReplayWindow) and store.records.history() == []
    assert window.files.open(tmp_path / "missing.dicebox") is None
    assert "cannot be read" in warnings[1]


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, and '<' in file names")
def test_a_file_named_like_markup_or_a_pipe_is_refused_in_plain_words(qtbot, window: MainWindow, store,
                                                                     tmp_path: Path, monkeypatch) -> None:
    """``dicebox '<font size=7 color=red>ALL YOUR RECORDS WERE DELETED<br>call 555-0100.dicebox'``
    filled the box with large red words; ``mkfifo p.dicebox; dicebox p.dicebox`` hung the window."""

    boxes = Boxes(monkeypatch)
    odd = tmp_path / "<font size=7 color=red>ALL YOUR RECORDS WERE DELETED<br>call 555-0100.dicebox"
    odd.write_bytes(b"not a game")
    assert window.files.open(odd) is None
    pipe = tmp_path / "p.dicebox"
    os.mkfifo(pipe)
    assert window.files.open(pipe) is None  # at once: a pipe is not waited on
    assert boxes.plain == [True, True], "the boxes guessed rich text"
    assert boxes.texts[0].startswith(odd.name + " cannot be opened.")
    assert "is a pipe, not a file" in boxes.texts[1]


def _drop(window: MainWindow, paths: list[Path]) -> tuple[bool, bool]:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    enter = QDragEnterEvent(window.rect().center(), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    drop = QDropEvent(QPointF(window.rect().center()), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, drop)
    return enter.isAccepted(), drop.isAccepted()


@pytest.mark.slow
def test_a_dropped_file_opens_and_other_files_are_refused(qtbot, window: MainWindow, store, tmp_path: Path) -> None:
    window.settle()
    path = finished_file(tmp_path, seed=5)
    assert _drop(window, [path]) == (True, True)
    [viewer] = window.findChildren(ReplayWindow)
    assert viewer.game.seed == 5 and len(store.records.history()) == 1
    other = tmp_path / "notes.txt"
    other.write_text("hello", encoding="utf-8")
    assert _drop(window, [other]) == (False, False)
    assert len(window.findChildren(ReplayWindow)) == 1


def test_export_this_game_writes_a_file_that_opens_again(qtbot, window: MainWindow, store, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    window.settle()
    window.start_game("dicegame", 12, ["Ana", "Ben"], ["human", "good"])
    c = window.controller
    for action in (engine.ToggleHold(1), engine.Roll()):
        c.move_by_program(action)
    target = tmp_path / "out" / "my game"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.menus.actions["export"].trigger()
    written = target.with_name("my game.dicebox")
    back = read_game_file(written)
    assert back.log == tuple(a.to_json() for a in c.state.log) and back.seats == ("human", "good")
    assert not back.finished and back.final_state == c.state


@pytest.mark.slow
def test_an_unfinished_hidden_dice_game_is_never_exported(qtbot, window: MainWindow, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    window.settle()
    asked: list[Any] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (asked.append(a), ("", ""))[1])
    window.start_game("triple-dice", 4, ["Ana", "Ben"], ["human", "expert"])
    export = window.menus.actions["export"]
    assert not export.isEnabled() and "hidden dice" in export.statusTip()
    window.menus.actions["export"].trigger()
    assert not asked, "no file dialog: the seed would reveal every hidden die"


@pytest.mark.slow
def test_history_export_marks_the_game_so_opening_the_file_finds_it(
        qtbot, window: MainWindow, store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from desktop.window.game_files import export_history_game

    play_to_the_end(window, "dice-dash", 3, 2)
    [entry] = store.records.history()
    target = tmp_path / "dash.dicebox"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert export_history_game(window, store.records, entry.game_id) == target
    viewer = window.files.open(target)
    assert viewer is not None and f"Already in your history as game {entry.game_id}" in viewer.status.text()
    assert len(store.records.history()) == 1


def test_the_command_line_takes_a_file(qtbot, window: MainWindow, store, tmp_path: Path,
                                       warnings: list[str]) -> None:
    assert command_line.parser().parse_args(["game.dicebox"]).file == "game.dicebox"
    assert command_line.parser().parse_args(["--fresh", "a b.dicebox"]).file == "a b.dicebox"
    assert command_line.parser().parse_args([]).file is None
    path = finished_file(tmp_path, seed=9)
    app_module.open_file_given(window, str(path))
    assert window.findChildren(ReplayWindow)[-1].game.seed == 9
    app_module.open_file_given(window, str(tmp_path / "gone.dicebox"))
    assert "gone.dicebox cannot be opened" in warnings[0]


def test_the_kiosk_opens_and_writes_no_file(qtbot, settings, tmp_path: Path) -> None:
    from qt_helpers import open_kiosk

    from desktop.kiosk.config import KioskConfig

    window, kiosk = open_kiosk(qtbot, settings, KioskConfig(enabled=True))
    try:
        assert not window.menus.actions["open_file"].isEnabled() and not window.menus.actions["export"].isEnabled()
        path = finished_file(tmp_path)
        assert _drop(window, [path]) == (False, False)
        assert window.files.open(path) is None
        assert not window.findChildren(ReplayWindow)
    finally:
        kiosk.unlocked = True
