"""Child process of tests/desktop/look/test_fonts.py: every game's window at 800x600 in German, each
visible widget's class, name and geometry written as JSON to the path given, with the system's
font families this process could see (none under an empty fontconfig set).

    python tests/desktop/layout_probe.py OUT.json
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication, QWidget

import desktop.shipped_games  # noqa: F401  # the games, registered as the launcher registers them
from desktop.base.settings import Settings
from desktop.look import fonts
from desktop.look.start import start
from desktop.window.shots import game_windows

GENERIC = {"Monospace", "Sans Serif", "Serif"}
"""The aliases Qt's fontconfig database always lists, font or no font."""


def main(out: Path) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    QStandardPaths.setTestModeEnabled(True)
    with tempfile.TemporaryDirectory(prefix="dicebox-layout-") as folder:
        settings = Settings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
        settings.language, settings.reduce_motion = "de", True
        start(settings)  # the shipped fonts and the language, as the app starts
        games: dict[str, list[list[object]]] = {}
        for game, window in game_windows(app, settings):  # type: ignore[arg-type]
            window.docks.history.setVisible(False)
            window.resize(800, 600)
            window.show()
            for _ in range(5):
                app.processEvents()
            games[game] = [
                [
                    type(w).__name__,
                    w.objectName(),
                    *w.mapTo(window, w.rect().topLeft()).toTuple(),
                    w.width(),
                    w.height(),
                ]
                for w in window.findChildren(QWidget)
                if w.isVisible()
            ]
            window.close()
        settings.q.sync()
    system = sorted(set(QFontDatabase.families()) - set(fonts.load()) - GENERIC)
    out.write_text(json.dumps({"families": system, "games": games}), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
