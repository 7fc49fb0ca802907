"""Run ``desktop.app.main`` in-process, as a user's start would, with the event loop replaced by
one that returns once the window has its game: the whole start-up path (command line, settings,
save store, restore or remembered game) is exercised, with the test's own data and settings."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from desktop.window.main_window import MainWindow


def user_settings() -> QSettings:
    """The settings file ``main`` will use (conftest points user-scope INI files at tmp_path)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Dicebox", "Dicebox")


def run_main(argv: list[str], monkeypatch: Any, data: Path) -> tuple[int, MainWindow | None]:
    """(exit code, the window) after ``main(argv)`` started; the caller closes the window."""
    from desktop import app as app_module
    from desktop.kiosk import path as kiosk_path
    from desktop.records import storage

    monkeypatch.setattr(storage, "data_dir", lambda: data)
    monkeypatch.setattr(kiosk_path, "kiosk_config_present", lambda *a, **k: False)
    found: list[MainWindow] = []
    # Only a window this main() makes: one an earlier test left open (a kiosk's, say) came
    # first in the list, never became ready here, and the test timed out with no window.
    before = {id(w) for w in QApplication.topLevelWidgets()}

    def until_ready(_self: object = None) -> int:
        app = QApplication.instance()
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            app.processEvents()
            ready = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()
                     and id(w) not in before and w.is_complete and w.controller.state is not None]
            if ready:
                found.append(ready[0])
                break
            time.sleep(0.005)
        return 0

    monkeypatch.setattr(QApplication, "exec", until_ready)
    code = app_module.main(argv)
    return code, (found[0] if found else None)
