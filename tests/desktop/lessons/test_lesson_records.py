"""A lesson keeps the records honest however it is left: its game is recorded assisted from its
first instant, so a lesson's published seed never reaches the high scores, and the next start
says plainly what the resumed game is. A lesson killed before its first move was resumed as a
normal game (``assisted`` 0) under the "New to ...?" offer, and filed unassisted when finished."""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from qt_helpers import kept_window

import engine
from desktop.base.settings import Settings
from desktop.lessons.plan import read
from desktop.records import DATABASE_NAME
from desktop.session.journal import GameJournal

HERE = Path(__file__).resolve().parents[1]
CHILD = r"""
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
sys.path.insert(0, sys.argv[3])
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from qt_helpers import kept_window
import desktop.shipped_games
from desktop.base.settings import Settings
from desktop.lessons.runner import start_lesson
from desktop.session.journal import GameJournal

app = QApplication(sys.argv[:1])
folder = Path(sys.argv[1])
settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
window = kept_window(GameJournal(folder, app_version="lesson-kill"), settings)
window.show()
app.processEvents()
window.settle()
runner = start_lesson(window, sys.argv[2])
assert runner is not None and runner.running
app.processEvents()
print("guided", flush=True)
while True:
    app.processEvents()
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("game", ["dice-dash", *(pytest.param(game, marks=pytest.mark.slow)
                                                for game in ("dicegame", "match", "triple-dice"))])
def test_a_lesson_killed_before_its_first_move_stays_assisted_and_says_so(
        qtbot: Any, tmp_path: Path, game: str) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(folder), game, str(HERE)], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, cwd=HERE)
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "guided", "the lesson did not start"
    child.send_signal(signal.SIGKILL)
    child.wait(30)

    lesson = read(game)
    with sqlite3.connect(folder / DATABASE_NAME) as db:
        rows = db.execute("SELECT assisted FROM game WHERE seed = ? AND status = 0", (lesson.seed,)).fetchall()
    assert rows == [(1,)], "a lesson's game is assisted from its first instant"

    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    window = kept_window(GameJournal(folder, app_version="lesson-kill"), settings)
    qtbot.addWidget(window)
    said: list[str] = []
    window.controller.message.connect(said.append)
    window.show()
    window.settle()
    assert window.controller.restore_saved()
    c = window.controller
    assert c.state.seed == lesson.seed and c.assisted
    assert any("was a lesson, left before its end" in line and "marked assisted" in line for line in said), said
    from desktop.lessons.offer import LessonOffer

    offer = LessonOffer(window, settings)
    assert offer.game is None, "no 'New to ...?' offer over a lesson's game"
    rng = random.Random(game)
    while c.state.phase != "finished":  # computers included: every seat played from here
        c.move_by_program(rng.choice(engine.legal_actions(c.state)), c.state.current_player)
    newest = window.recorder.records.history(0, 1)[0]  # type: ignore[union-attr]
    assert newest.assisted, "a lesson's seed reached the high scores"
