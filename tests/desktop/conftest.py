"""Qt fixtures: every test gets its own settings file and data dir, and motion off for speed."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QStandardPaths

from desktop.base.settings import Settings
from desktop.session.controller import GameController
from desktop.session.journal import GameJournal
from desktop.session.recorder import Recorder, keep_records
from desktop.window.main_window import MainWindow


@pytest.fixture(autouse=True, scope="session")
def shipped_fonts(qapp: object) -> None:
    """The fonts the app ships, as desktop/app.py installs them: layouts are measured in them."""
    from desktop.look.fonts import install

    install(qapp)  # type: ignore[arg-type]


@pytest.fixture(autouse=True, scope="session")
def english(qapp: object, shipped_fonts: None) -> None:
    """The app's English, as a user gets it: with its plural forms ("1 game", "2 games")."""
    from desktop.i18n.language import languages

    languages().apply("en")


@pytest.fixture(autouse=True)
def isolated_qt(tmp_path: Path, qapp: object) -> Iterator[None]:
    QCoreApplication.setOrganizationName("DiceboxTests")
    QCoreApplication.setApplicationName("DiceboxTests")
    QStandardPaths.setTestModeEnabled(True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    yield
    # What the test's windows left for the event loop to delete is deleted now, before the next
    # test starts: closed windows and dialogs would otherwise pile up in this process (pytest-qt
    # only closes them) and every later language switch would retranslate them all.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    # A test that switched language, theme or zoom leaves the next one in English, light, 100%.
    from desktop.i18n.language import languages
    from desktop.look.appearance import appearance

    if languages().code != "en" or languages().problem:  # a missing translation falls back to English
        languages().apply("en")
    if (appearance().name, appearance().zoom) != ("light", 100):
        appearance().apply("light", 100)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    s = Settings(QSettings(str(tmp_path / "dicebox.ini"), QSettings.Format.IniFormat))
    s.reduce_motion = True
    return s


@pytest.fixture
def store(tmp_path: Path) -> Iterator[GameJournal]:
    """The session's store as the app makes it: the records' move journal in a fresh data dir."""
    journal = GameJournal(tmp_path / "data", app_version="0.0.test")
    yield journal
    journal.close()


@pytest.fixture
def recorder(store: GameJournal) -> Recorder:
    """A session joined to its store, as the launcher joins it (``keep_records``)."""
    return keep_records(GameController(), store)


@pytest.fixture
def controller(recorder: Recorder) -> GameController:
    return recorder.controller


@pytest.fixture
def window(qtbot: object, controller: GameController, settings: Settings, recorder: Recorder) -> MainWindow:
    win = MainWindow(controller, settings)
    win.use_recorder(recorder)
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    win.resize(1280, 800)
    win.show()
    return win
