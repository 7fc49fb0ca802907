"""Render screenshots of the real window for every game (offscreen), for the README and AppStream.

    python packaging/screenshots.py [OUTPUT_DIR]

Each game is played part-way with a fixed seed and fixed moves, so the pictures are reproducible.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

try:
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    import engine
    from desktop.controller import GameController
    from desktop.main_window import MainWindow
    from desktop.settings import Settings
except ModuleNotFoundError as missing:
    # The app is imported as installed (bash packaging/setup-dev.sh installs it, editable), not
    # by putting the checkout on sys.path.
    sys.exit(f"packaging/screenshots.py: {sys.executable} cannot import {missing.name}; run: bash packaging/setup-dev.sh, "
             "then: .venv/bin/python packaging/screenshots.py")

GAMES = (("dice-dash", 7, None, 4), ("dicegame", 2026, ["Ana", "Ben"], 9), ("match", 42, ["Zoe", "Max", "Kim"], 8))
SIZES = ((1280, 800), (800, 600))


def advance(controller: GameController, turns: int, rng: random.Random) -> None:
    """Play ``turns`` scoring moves with a simple greedy policy, then hold two dice and roll."""
    for _ in range(turns):
        state = controller.state
        best = max(engine.score_preview(state), key=lambda p: (p.gain, -p.column))
        controller.request(engine.Score(best.category, best.column if engine.ruleset(state.game).columns > 1 else None))
    counts = sorted(set(controller.state.dice), key=controller.state.dice.count, reverse=True)
    for i, d in enumerate(controller.state.dice):
        if d == counts[0]:
            controller.request(engine.ToggleHold(i))
    if controller.state.phase == "rolling" and not all(controller.state.held):
        controller.request(engine.Roll())


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    QStandardPaths.setTestModeEnabled(True)
    tmp = tempfile.mkdtemp(prefix="dicebox-shots-")
    settings = Settings(QSettings(os.path.join(tmp, "s.ini"), QSettings.Format.IniFormat))
    settings.reduce_motion = True
    for game, seed, players, turns in GAMES:
        controller = GameController(None)
        window = MainWindow(controller, settings)
        window.start_game(game, seed, players)
        advance(controller, turns, random.Random(seed))
        shoot(app, window, out, game)
    window = MainWindow(GameController(None), settings)
    window.start_game("triple-dice", 11, ["Ana", "Ben", "Cy"], ["human", "expert", "beginner"])
    page = window.pages["triple-dice"]
    window.computers.pace_ms = 0
    page.controller.request(engine.Predict("more"), 0)
    deadline = time.monotonic() + 20
    while page.controller.state.current_player != 0 and time.monotonic() < deadline:
        app.processEvents()
    shoot(app, window, out, "triple-dice")
    return 0


def shoot(app: QApplication, window: MainWindow, out: Path, game: str) -> None:
    for w, h in SIZES:
        window.history_dock.setVisible(game == "dicegame" and w >= 1280)
        window.resize(w, h)
        window.show()
        for _ in range(5):
            app.processEvents()
        path = out / f"{game}-{w}x{h}.png"
        window.grab().save(str(path))
        print(path)
    window.close()


if __name__ == "__main__":
    sys.exit(main())
