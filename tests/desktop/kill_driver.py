"""The child of test_window_kills.py: the real window, playing fast until it is killed.

    python kill_driver.py DATA_DIR SEED [GAME]

It opens the records in DATA_DIR as the app does (``GameJournal``), resumes the game in progress
from the journal or starts one, and plays random legal moves (now and then taking one back) as
fast as it can. After each change has been painted it prints what the screen shows:

    begin GAME SEED          a new game (its log is empty)
    resumed N                the resumed game's log has N actions
    shown I ACTION           action number I (from 0) is on screen; the log is I + 1 long
    undoing N / undone N     an undo back to a log of N actions is in flight / on screen (now
                             and then after the end: the game leaves the history, is journaled again)
    over N                   the game ended with N actions on screen
    unkept PROBLEM           the records refused the last write (it waits to be retried)
    checked VERDICT          the records' full check, owed after the kill before, is in

so the parent, which kills it with SIGKILL at a random instant, knows every move that was shown.
With GAME it plays only that game (each game gets its own share of the kills).
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from qt_helpers import kept_controller

import desktop.shipped_games  # noqa: F401  # the games, registered as the launcher registers them
import engine
from desktop.base.settings import Settings
from desktop.session.journal import GameJournal
from desktop.window.main_window import MainWindow

GAMES = (("dice-dash", ["Ann"]), ("dicegame", ["Ann", "Bob"]), ("match", ["Ann", "Bob"]),
         ("triple-dice", ["Ann", "Bob"]))


def say(*words: object) -> None:
    print(*words, flush=True)


def main() -> int:
    folder, seed = Path(sys.argv[1]), int(sys.argv[2])
    games = [g for g in GAMES if g[0] == sys.argv[3]] if len(sys.argv) > 3 else list(GAMES)
    if not games:
        raise SystemExit(f"kill_driver: no game {sys.argv[3]!r}")
    rng = random.Random(seed)
    app = QApplication(sys.argv[:1])
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.reduce_motion = True
    journal = GameJournal(folder, app_version="kill-test")
    journal.check.told.connect(lambda notice: say("checked", notice or "ok"))  # the records' late check, when owed
    controller = kept_controller(journal)
    window = MainWindow(controller, settings)
    window.resize(1024, 700)
    window.show()
    window.computers.pace_ms = 10**8  # every seat is a person here: nothing moves by itself
    if controller.restore_saved():
        say("resumed", len(controller.state.log))
    while True:
        ended = controller.state is not None and controller.state.phase == "finished"
        if ended and rng.random() < 0.2 and controller.can_undo():
            pass  # taken back after the end: out of the history and into the journal again
        elif controller.state is None or ended:
            game, players = rng.choice(games)
            game_seed = rng.randrange(10**6)
            window.dialogs.close_game_over()
            window.start_game(game, game_seed, players, ["human"] * len(players))
            app.processEvents()
            say("begin", game, game_seed)
        state = controller.state
        if (state.phase == "finished" or rng.random() < 0.05) and controller.can_undo():
            target = len(state.log) - 1
            say("undoing", target)
            controller.undo()
            app.processEvents()
            say("undone", len(controller.state.log))
            continue
        action = rng.choice(engine.legal_actions(state))
        if not controller.move_by_program(action, state.current_player):
            continue
        app.processEvents()  # painted: from here the player has seen it
        log = controller.state.log
        say("shown", len(log) - 1, json.dumps(log[-1].to_json(), separators=(",", ":")))
        records = controller.store.records
        if not records.kept:  # not a move lost yet, but what a failure must be read with
            say("unkept", records.problem)
        if controller.state.phase == "finished":
            say("over", len(log))


if __name__ == "__main__":
    sys.exit(main())
