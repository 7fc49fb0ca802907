"""Render the Triple Dice page in its main moments to PNG files, to look at the design.

    QT_QPA_PLATFORM=offscreen python -m desktop.triple.screens [OUTPUT_DIR]

The page is shown inside the real main window (menu bar, header, status bar), so the pictures
show the room it really gets at 1280x800 and 800x600. Moves are fixed, so the pictures are
reproducible.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import tempfile

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from engine.actions import Predict, Submit

from ..controller import GameController
from ..main_window import MainWindow
from ..settings import Settings
from .page import TripleDicePage

SIZES = ((1280, 800), (800, 600))


def first_unused(controller: GameController, seat: int, prefer_private: bool = False) -> tuple[int, ...]:
    state = controller.state
    assert state is not None
    free = list(state.unused(seat))
    if prefer_private:
        free.sort(key=lambda i: (i < 9, i))
    return tuple(free[:3])


def play_until(page: TripleDicePage, stop: Callable[[], bool], private_for: set[int], ack: bool = True) -> None:
    """Drive every seat with fixed moves until ``stop()``; round summaries are read on the way."""
    controller = page.controller
    while not stop():
        if ack:
            page.continue_after_summary()
        state = controller.state
        assert state is not None
        seat = state.current_player
        if state.phase == "predicting":
            controller.request(Predict(("more", "maximum", "minimum", "zero")[seat % 4]), seat)
        else:
            controller.request(Submit(first_unused(controller, seat, seat in private_for)), seat)


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/triple-screens")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = Settings(QSettings(os.path.join(tempfile.mkdtemp(), "s.ini"), QSettings.Format.IniFormat))
    shots: list[tuple[str, Callable[[TripleDicePage], None]]] = []

    def vs_computers(page: TripleDicePage) -> None:
        page.controller.start("triple-dice", 2026, ["Ana", "Ben", "Cy", "Dee"], ["human", "expert", "beginner", "beginner"])

    def predicted(page: TripleDicePage) -> None:
        vs_computers(page)
        page._choose_card("more")

    def mid_turn(page: TripleDicePage) -> None:
        vs_computers(page)
        c = page.controller
        play_until(page, lambda: c.state is not None and c.state.phase == "submitting" and c.state.current_player == 0,
                   {1, 2, 3})
        for i in (4, 9):
            page.toggle_die(i)

    def after_reveal(page: TripleDicePage) -> None:
        vs_computers(page)
        c = page.controller
        play_until(page, lambda: c.state is not None and c.state.turn == 2 and c.state.current_player == 0, {1, 2, 3})
        for i in (6, 7, 8):
            page.toggle_die(i)

    def summary(page: TripleDicePage) -> None:
        vs_computers(page)
        c = page.controller
        play_until(page, lambda: c.state is not None and c.state.round == 2, {1, 2, 3}, ack=False)

    def round_two(page: TripleDicePage) -> None:
        vs_computers(page)
        c = page.controller
        play_until(page, lambda: c.state is not None and c.state.round == 2 and c.state.phase == "submitting"
                   and c.state.current_player == 0, {1, 2, 3})

    def privacy(page: TripleDicePage) -> None:
        page.controller.start("triple-dice", 7, ["Ana", "Ben"], ["human", "human"])
        page.ready()
        page._choose_card("zero")
        page.play_card()

    def two_players(page: TripleDicePage) -> None:
        page.controller.start("triple-dice", 7, ["Ana", "Ben"], ["human", "expert"])
        c = page.controller
        play_until(page, lambda: c.state is not None and c.state.phase == "submitting" and c.state.current_player == 0
                   and c.state.turn == 2, {1})
        page.toggle_die(9)

    def game_over(page: TripleDicePage) -> None:
        page.controller.start("triple-dice", 11, ["Ana", "Ben", "Cy"], ["human", "beginner", "expert"])
        c = page.controller
        play_until(page, lambda: c.state is not None and c.state.phase == "finished", {1})

    shots += [("predict", vs_computers), ("predict-chosen", predicted), ("mid-turn", mid_turn),
              ("after-reveal", after_reveal), ("round-summary", summary), ("round-two", round_two), ("privacy", privacy),
              ("two-players", two_players), ("game-over", game_over)]
    for name, setup in shots:
        for w, h in SIZES:
            host = MainWindow(GameController(None), settings)
            host.show_game_page("triple-dice")
            page = host.pages["triple-dice"]
            host.computers.pace_ms = 10**8  # nobody moves but the script
            host.resize(w, h)
            host.show()
            setup(page)
            for _ in range(5):
                app.processEvents()
            path = out / f"triple-{name}-{w}x{h}.png"
            host.grab().save(str(path))
            print(path)
            host.close()
            host.deleteLater()
            app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
