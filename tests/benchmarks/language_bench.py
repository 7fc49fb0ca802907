"""How long a live language switch takes with every kind of window open (target: under 200 ms).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/language_bench.py [--rounds 15]

A main window playing Triple Dice, with the Dicegame page built too, its History and Hints
panels, a Records window with a finished game and a replay viewer are open; each round switches
English -> German -> French -> English, timing each switch from the menu's call to the moment the
event queue is empty again (every window said its words anew and repainted). Paired against
the same windows re-rendering in the same language, the cost of the words alone.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument(
        "--quick",
        action="store_true",
        help="seconds, not minutes: tiny sizes, targets not enforced (CI runs every benchmark so)",
    )
    args = parser.parse_args()
    if args.quick:
        args.rounds = 1
    app = QApplication.instance() or QApplication(sys.argv[:1])
    QStandardPaths.setTestModeEnabled(True)
    folder = Path(tempfile.mkdtemp(prefix="dicebox-language-"))
    import desktop.shipped_games  # noqa: F401  # the games, registered as the launcher registers them
    import engine
    from desktop.base.settings import Settings
    from desktop.i18n.language import languages
    from desktop.session.controller import GameController
    from desktop.session.journal import GameJournal
    from desktop.session.recorder import keep_records
    from desktop.window.main_window import MainWindow
    from desktop.window.records_opener import open_records

    languages().apply("en")
    settings = Settings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    settings.reduce_motion = True
    window = MainWindow(GameController(), settings)
    window.use_recorder(keep_records(window.controller, GameJournal(folder / "data", app_version="bench")))
    window.resize(1280, 800)
    window.show()
    window.start_game("dice-dash", 3, ["Ana"])
    rng_moves = 0
    while window.controller.state.phase != "finished":
        state = window.controller.state
        legal = engine.legal_actions(state)
        window.controller.move_by_program(legal[-1] if rng_moves % 3 else legal[0])
        rng_moves += 1
    records = open_records(window)
    assert records is not None
    records.show()
    from desktop.replay.viewer import show_replay
    from desktop.window.game_files import history_file

    found = history_file(records, records.records, records.history.model.entry(0).game_id, "replayed")
    assert found is not None, "the finished game could not be replayed"
    show_replay(window, found[1])
    window.start_game("dicegame", 5, ["Ana", "Ben"])
    window.start_game("triple-dice", 7, ["Ana", "Ben", "Cy"], ["human", "human", "human"])
    window.docks.history.show()
    window.docks.hints.show()
    for _ in range(10):
        app.processEvents()
    windows = [w for w in app.topLevelWidgets() if w.isVisible()]

    def settle() -> None:
        app.processEvents()
        app.processEvents()

    def switch(code: str) -> float:
        start = time.perf_counter()
        window.menus.set_language(code)
        settle()
        return (time.perf_counter() - start) * 1000

    def same() -> float:
        start = time.perf_counter()
        languages().changed.emit(languages().code)  # every window renders again, same words
        settle()
        return (time.perf_counter() - start) * 1000

    switches: dict[str, list[float]] = {"de": [], "fr": [], "en": []}
    baseline: list[float] = []
    for _ in range(args.rounds):
        for code in ("de", "fr", "en"):
            switches[code].append(switch(code))
            baseline.append(same())
    print(f"{len(windows)} windows open; {args.rounds} rounds")
    for code, times in switches.items():
        print(f"  switch to {code}: median {statistics.median(times):6.1f} ms, max {max(times):6.1f} ms")
    every = [t for times in switches.values() for t in times]
    print(f"  every switch: median {statistics.median(every):6.1f} ms, max {max(every):6.1f} ms (target: under 200 ms)")
    print(f"  paired baseline (the same windows rendering again in the same language): "
          f"median {statistics.median(baseline):6.1f} ms")
    return 0 if args.quick or max(every) < 200 else 1


if __name__ == "__main__":
    sys.exit(main())
