"""The banner that stays while records are not being kept: it appears with the
reason when the disk refuses a write, stays while the problem lasts, goes once writes succeed
again, and says so from the start when the database could not be opened at all."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from qt_helpers import kept_window

import engine
from desktop import app as app_module
from desktop.base.settings import Settings
from desktop.records import Records
from desktop.session.journal import GameJournal
from desktop.window.main_window import MainWindow


def _window(qtbot, settings: Settings, journal: GameJournal) -> MainWindow:
    window = kept_window(journal, settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.settle()
    app_module.show_records_state(QApplication.instance(), window)
    return window


@pytest.mark.slow
def test_a_full_disk_shows_the_banner_until_writes_succeed_again(qtbot, settings: Settings, tmp_path: Path) -> None:
    journal = GameJournal(tmp_path, app_version="test")
    window = _window(qtbot, settings, journal)
    banner = window.records_banner
    assert not banner.isVisible()
    window.start_game("match", 5, ["Ana", "Ben"])
    records = journal.records
    pages = records.conn.execute("PRAGMA page_count").fetchone()[0]
    records.conn.execute(f"PRAGMA max_page_count = {pages}")  # the disk is full now
    c = window.controller
    rng = random.Random(3)

    def move() -> None:
        if c.state.phase == "finished":
            window.dialogs.close_game_over()
            window.start_game("match", rng.randrange(1000), ["Ana", "Ben"])
        c.move_by_program(rng.choice(engine.legal_actions(c.state)))

    for _ in range(3000):  # until the free pages the file had are used up
        move()
        if banner.isVisible():
            break
    assert banner.isVisible(), "a refused write shows the banner"
    text = banner.text.text()
    assert "disk is full" in text and "Play goes on" in text and banner.accessibleDescription() == text
    assert banner.isVisible() and c.state is not None, "play goes on under it"
    move()
    assert banner.isVisible(), "it stays while the problem lasts"
    records.conn.execute("PRAGMA max_page_count = 1073741823")  # space again
    move()
    assert not banner.isVisible(), "the next write that succeeds takes it away"
    assert list(records.resume().log) == [a.to_json() for a in c.state.log], "nothing was lost"
    journal.close()


def test_records_that_cannot_be_opened_show_it_from_the_start(qtbot, settings: Settings, tmp_path: Path) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the data folder should be", encoding="utf-8")
    records = Records.open(blocked / "records.sqlite3")
    assert records.stand_in
    window = _window(qtbot, settings, GameJournal(blocked, records, "test"))
    banner = window.records_banner
    assert banner.isVisible()
    assert "will not be kept" in banner.text.text()
    window.start_game("dice-dash", 2, None)
    assert window.controller.move_by_program(engine.Roll()), "play goes on"


def test_the_kiosk_has_no_banner(qtbot, settings: Settings) -> None:
    from qt_helpers import open_kiosk

    from desktop.kiosk.config import KioskConfig

    window, kiosk = open_kiosk(qtbot, settings, KioskConfig(enabled=True))
    try:
        app_module.show_records_state(QApplication.instance(), window)
        assert not hasattr(window, "records_banner")
    finally:
        kiosk.unlocked = True
