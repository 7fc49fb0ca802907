"""Where the records live, and the words when they cannot be kept there.

``HOME=relhome`` kept the records under ``./relhome`` of whatever folder Dicebox was started
from; with ``HOME`` unset the banner showed ``//.local/share/...``; a read-only profile did not
resume its game and nothing said why. The data folder is now always absolute: a relative HOME is
refused in one line that names it (the records are not kept, the banner says why, nothing is
written anywhere), an unset one gives way to the account's home, and a read-only profile says
that it is read-only and why its game was not resumed.
"""

from __future__ import annotations

import os
import pwd
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

import engine
from desktop import app as app_module
from desktop.base.settings import Settings
from desktop.i18n.language import languages
from desktop.records import DATABASE_NAME, storage, unwritable
from desktop.records.board import DailyBoard
from desktop.session.controller import GameController
from desktop.session.datafolder import app_data_location
from desktop.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(autouse=True)
def located(monkeypatch: pytest.MonkeyPatch) -> None:
    """The records told where Qt keeps application data, as the launcher tells them."""
    monkeypatch.setattr(storage, "_lookup", [app_data_location])


def test_records_never_told_where_keep_nothing_and_say_why(monkeypatch: pytest.MonkeyPatch) -> None:
    """A program that uses the records without handing them the lookup gets no folder at all
    (nothing is written anywhere), never a guessed one."""
    monkeypatch.setattr(storage, "_lookup", [])
    assert storage.app_data_location() is None
    folder = storage.data_dir()
    assert folder == unwritable.NOWHERE
    problem = unwritable.refusal(folder)
    assert problem is not None and "locate_with" in problem


def started_window(qtbot: Any, settings: Settings) -> tuple[MainWindow, list[str]]:
    """A window as the launcher starts one: the journal opened on ``storage.data_dir`` (not
    patched: the environment decides), the saved game resumed or a new one begun, the records'
    banner up. Returns it and what its status line was told."""
    window = MainWindow(GameController(None), settings)
    qtbot.addWidget(window)
    told: list[str] = []
    window.controller.message.connect(told.append)
    window.show()
    assert app_module.open_journal(window)
    if not window.controller.restore_saved():
        window.start_game("dice-dash", 4, None)
    window.settle()
    app_module.show_records_state(QApplication.instance(), window)
    return window, told


def test_a_relative_home_is_refused_by_name_and_nothing_is_written_where_dicebox_started(
        qtbot, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    here = tmp_path / "started-here"
    here.mkdir()
    monkeypatch.chdir(here)
    monkeypatch.setenv("HOME", "relhome")
    folder = storage.data_dir()
    assert folder.is_absolute()
    window, _ = started_window(qtbot, settings)
    banner = window.records_banner
    assert banner.isVisible(), "the banner says records are not kept"
    words = banner.text.text()
    assert "HOME" in words and "relhome" in words and "will not be kept" in words, words
    assert "\n" not in words
    assert window.controller.move_by_program(engine.Roll()), "play goes on"
    window.controller.store.close()
    assert list(here.iterdir()) == [], "nothing was written under the folder Dicebox was started from"


@pytest.mark.parametrize("home", [None, ""])
def test_an_unset_home_gives_the_accounts_home_never_a_double_slash(
        monkeypatch: pytest.MonkeyPatch, home: str | None) -> None:
    if home is None:
        monkeypatch.delenv("HOME", raising=False)
    else:
        monkeypatch.setenv("HOME", home)
    folder = storage.data_dir()
    account = pwd.getpwuid(os.getuid()).pw_dir
    assert not str(folder).startswith("//"), folder
    assert folder.is_absolute() and str(folder).startswith(account.rstrip("/") + "/"), folder


@pytest.mark.parametrize("env, expected", [
    ({"HOME": "relhome"}, "refused"),
    ({}, "account"),
    ({"HOME": "/"}, "/.local/share/Dicebox/Dicebox"),
    ({"HOME": "relhome", "XDG_DATA_HOME": "/srv/xdg"}, "/srv/xdg/Dicebox/Dicebox"),
    ({"HOME": "/srv/home", "XDG_DATA_HOME": "relative"}, "/srv/home/.local/share/Dicebox/Dicebox"),
])
def test_the_data_folder_as_a_real_start_finds_it(env: dict[str, str], expected: str, tmp_path: Path) -> None:
    """Without Qt's test mode, in a process of its own (as ``dicebox`` starts)."""
    code = ("import sys; sys.path.insert(0, sys.argv[1])\n"
            "from PySide6.QtCore import QCoreApplication\n"
            "QCoreApplication.setOrganizationName('Dicebox'); QCoreApplication.setApplicationName('Dicebox')\n"
            "from desktop.session.datafolder import app_data_location\n"
            "from desktop.records import storage\n"
            "storage.locate_with(app_data_location)\n"
            "print(storage.data_dir())\n")
    base = {k: v for k, v in os.environ.items() if k not in ("HOME", "XDG_DATA_HOME")}
    done = subprocess.run([sys.executable, "-c", code, str(ROOT)], env={**base, **env}, capture_output=True,
                          text=True, cwd=tmp_path, timeout=60)
    printed = done.stdout.strip()
    assert done.returncode == 0, done.stderr
    if expected == "refused":
        assert printed == str(unwritable.NOWHERE)
        assert done.stderr.count("\n") == 1 and "HOME" in done.stderr and "relhome" in done.stderr, done.stderr
        assert list(tmp_path.iterdir()) == []
    elif expected == "account":
        assert printed == pwd.getpwuid(os.getuid()).pw_dir.rstrip("/") + "/.local/share/Dicebox/Dicebox"
    else:
        assert printed == expected


def test_the_kiosk_board_says_why_there_is_no_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", "relhome")
    board = DailyBoard(storage.data_dir() / "kiosk-board.sqlite3")
    assert "HOME" in board.notice and "relhome" in board.notice, board.notice
    assert list(tmp_path.iterdir()) == []


def test_a_read_only_profile_says_so_and_why_its_game_was_not_resumed(
        qtbot, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from test_records_faults import make_profile, tmpfs

    with tmpfs("2m") as mount:
        folder = mount / "data"
        make_profile(folder)
        before = (folder / DATABASE_NAME).read_bytes()
        subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
        monkeypatch.setattr(storage, "data_dir", lambda: folder)
        languages().apply("de")
        window, told = started_window(qtbot, settings)
        said = " ".join(told)
        assert "Würfelspiel" in said and "nicht fortgesetzt" in said and "schreibgesch" in said, said
        banner = window.records_banner.text.text()
        assert banner and "schreibgesch" in banner, banner
        languages().apply("en")
        window.controller.store.close()
        assert (folder / DATABASE_NAME).read_bytes() == before
