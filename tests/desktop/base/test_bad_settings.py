"""A hand-edited settings file never gives a blank window: what cannot be used gives way to the
default, and the player is told what was set aside."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from main_harness import run_main, user_settings
from PySide6.QtCore import QSettings
from qt_helpers import kept_window

from desktop.base.settings import PACE_DEFAULT_MS, Settings
from desktop.window.new_game_dialog import NewGameDialog


def ini(path: Path, text: str) -> Settings:
    path.write_text(text, encoding="utf-8")
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


BAD_START_SETTINGS = [
    # (the [newGame] lines, the game expected, its players, words the status line must hold)
    ("game=dice-dash\nplayers\\dice-dash=A, B", "dice-dash", ("You",), "Dice Dash takes exactly 1"),
    ("game=match\nplayers\\match=Ana, " + "x" * 25, "match", ("You",), "longer than 24"),
    ("game=dicegame\nplayers\\dicegame=Ana, Ana", "dicegame", ("Player 1", "Player 2"), "same name"),
    (
        "game=triple-dice\nplayers\\triple-dice=Solo",
        "triple-dice",
        ("Player 1", "Player 2"),
        "Triple Dice takes 2 to 4",
    ),
    ('game=match\nplayers\\match="Ana, \\x1b[31mBen"', "match", ("You",), "control character"),
    (
        "game=dicegame\nplayers\\dicegame=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x6QPoint\\0\\0\\0\\0\\x1\\0\\0\\0\\x2)",
        "dicegame",
        ("Player 1", "Player 2"),
        "not a list of names",
    ),
    ("game=chess", "dice-dash", ("You",), "\u201cchess\u201d is not one of Dicebox's games"),
]


@pytest.mark.parametrize(("lines", "game", "players", "needle"), BAD_START_SETTINGS)
def test_the_start_falls_back_to_defaults_and_says_so(
    qtbot, tmp_path: Path, store, lines: str, game: str, players: tuple[str, ...], needle: str
) -> None:
    settings = ini(tmp_path / "bad.ini", f"[newGame]\n{lines}\n")
    window = kept_window(store, settings)
    qtbot.addWidget(window)
    window.start_remembered_game(5)
    state = window.controller.state
    assert state is not None and state.game == game and state.players == players
    assert needle in window.status_label.text()


def test_remembered_seats_a_game_does_not_have_give_way(qtbot, tmp_path: Path, store) -> None:
    settings = ini(tmp_path / "bad.ini", "[newGame]\ngame=triple-dice\nplayers\\triple-dice=Ana, Ben\n"
                   "seats\\triple-dice=human, grandmaster\n")
    window = kept_window(store, settings)
    qtbot.addWidget(window)
    window.start_remembered_game(5)
    controller = window.controller
    assert controller.state.players == ("Ana", "Ben")
    assert controller.seats == ["human", "expert"]
    assert "seat 2 is 'grandmaster'" in window.status_label.text()


def test_good_remembered_choices_are_used_without_a_word(qtbot, tmp_path: Path, store) -> None:
    settings = ini(tmp_path / "good.ini", "[newGame]\ngame=match\nplayers\\match=Ana, Ben\nseats\\match=human, good\n")
    window = kept_window(store, settings)
    qtbot.addWidget(window)
    window.start_remembered_game(5)
    assert window.controller.state.players == ("Ana", "Ben")
    assert window.controller.seats == ["human", "good"]
    assert window.status_label.text() == ""


@pytest.mark.parametrize(("lines", "game", "players", "needle"), BAD_START_SETTINGS[:4])
def test_a_plain_start_of_the_app_with_bad_settings_shows_a_game(
    qtbot, tmp_path: Path, monkeypatch, lines: str, game: str, players: tuple[str, ...], needle: str
) -> None:
    """The reported failure: `players\\dice-dash=A, B` and the app showed a blank window."""
    q = user_settings()
    Path(q.fileName()).parent.mkdir(parents=True, exist_ok=True)
    Path(q.fileName()).write_text(f"[newGame]\n{lines}\n", encoding="utf-8")
    del q
    code, window = run_main([], monkeypatch, tmp_path / "data")
    assert code == 0 and window is not None
    try:
        state = window.controller.state
        assert state.game == game and state.players == players
        assert needle in window.status_label.text()
    finally:
        window.close()
        window.deleteLater()


def test_garbage_in_every_other_setting_starts_normally(qtbot, tmp_path: Path, store) -> None:
    settings = ini(tmp_path / "junk.ini", "\n".join([
        "[view]", "reduceMotion=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x6QPoint\\0\\0\\0\\0\\x1\\0\\0\\0\\x2)",
        "showHints=1, 2",
        "[computer]", "paceMs=@ByteArray(fast)",
        "[newGame]", "seedMode=@ByteArray(typed)", "recentSeeds=1, -3, abc, 99999999999999999999999, " + "9" * 5000,
        "seats\\match=@Variant(\\0\\0\\0\\x2\\0\\0\\0\\x5)",
        "[window]", "geometry=@ByteArray(garbage)", "state=hello",
    ]) + "\n")
    assert settings.computer_pace == PACE_DEFAULT_MS
    assert settings.seed_mode() == "random"
    assert settings.recent_seeds == [1]
    assert settings.seats_for("match") == []
    assert settings.reduce_motion is False and settings.show_hints is False
    window = kept_window(store, settings)
    qtbot.addWidget(window)
    window.controls.restore_geometry()
    window.start_remembered_game(5)
    assert window.controller.state is not None
    dialog = NewGameDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("match"))
    assert dialog.ok_button.isEnabled()
    assert [c.currentData() for c in dialog.seat_combos[:1]] == ["human"]


def test_the_new_game_dialog_uses_defaults_for_bad_remembered_players_and_says_why(qtbot, tmp_path: Path) -> None:
    settings = ini(tmp_path / "bad.ini", "[newGame]\ngame=dice-dash\nplayers\\dice-dash=A, B\n"
                   "players\\dicegame=Ana, Ana\nplayers\\triple-dice=Solo\n"
                   "players\\match=Ana, Ben\nseats\\match=human, robot\n")
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.players() == ["You"] and dialog.ok_button.isEnabled()
    assert dialog.remembered_note.isVisible() and "Dice Dash takes exactly 1" in dialog.remembered_note.text()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("triple-dice"))
    assert dialog.players() == ["Player 1", "Expert 2"] and dialog.ok_button.isEnabled()
    assert "Triple Dice takes 2 to 4" in dialog.remembered_note.text()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("match"))
    assert dialog.players() == ["Ana", "Ben"]
    assert "'robot'" in dialog.remembered_note.text()
    assert [c.currentData() for c in dialog.seat_combos[:2]] == ["human", "human"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the settings file's place on Linux; FIFOs")
def test_a_pipe_where_the_settings_file_belongs_is_not_waited_on(tmp_path: Path) -> None:
    """QSettings opened a pipe put there and waited for ever: the window never came up."""
    folder = tmp_path / "config" / "Dicebox"
    folder.mkdir(parents=True)
    os.mkfifo(folder / "Dicebox.conf")
    code = ("import logging, sys; logging.basicConfig(stream=sys.stdout)\n"
            "from PySide6.QtCore import QCoreApplication\n"
            "QCoreApplication.setOrganizationName('Dicebox'); QCoreApplication.setApplicationName('Dicebox')\n"
            "from desktop.base.settings import Settings\n"
            "s = Settings(); s.zoom = 120; print('zoom', s.zoom, s.q.fileName())\n")
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "QT_QPA_PLATFORM": "offscreen"}
    try:
        done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60,
                              cwd=Path(__file__).resolve().parents[3])
    except subprocess.TimeoutExpired:
        raise AssertionError("the settings' pipe was waited on") from None
    assert done.returncode == 0, done.stderr
    assert "is a pipe, not a file" in done.stdout and "zoom 120" in done.stdout
    assert (folder / "Dicebox.conf").is_fifo(), "the user's file is left as it is"
