"""Render screenshots of the real window for every game (offscreen), for the README and AppStream.

    python packaging/screenshots.py [OUTPUT_DIR] [--moments] [--lessons] [--theme dark|contrast|light]
                                    [--language de|fr|pseudo] [--zoom PERCENT]

Each game is played part-way with a fixed seed and fixed moves, so the pictures are reproducible.
``--moments`` adds the Triple Dice table in each of its main moments (cards, a turn, a reveal,
the round summary, the privacy screen, the end), to look at its design at both sizes.
``--lessons`` adds each game's Learn to Play lesson, played by its own moves up to one step that
rings what to use (``LESSON_STEPS`` in ``desktop/window/shots.py``), as
``lesson-<game>[-<theme>]-<language>-<W>x<H>.png`` (``lesson-triple-dice-de-800x600.png``).
``--theme``, ``--language`` and ``--zoom`` render the same games in that look and language; the
files are named after them (``dicegame-dark-1280x800.png``, ``match-de-800x600.png``).

The games, their moves and the drawing are the app's own (``desktop/window/shots.py``, which
``dicebox --screenshots`` runs, in the Windows bundle too); each picture is checked by the one
clipping check (``desktop/window/clipping.py``) and what does not fit is printed under its name.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

try:
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    import desktop.shipped_games  # noqa: F401  # the games, registered as the launcher registers them
    import engine
    from desktop.base.settings import Settings
    from desktop.session.controller import GameController
    from desktop.window.main_window import MainWindow
    from desktop.window.shots import game_windows, lesson_windows, suffix_for
    from desktop.window.shots import shoot as draw
except ModuleNotFoundError as missing:
    # The app is imported as installed (bash packaging/setup-dev.sh installs it, editable), not
    # by putting the checkout on sys.path.
    sys.exit(
        f"packaging/screenshots.py: {sys.executable} cannot import {missing.name}; run: bash packaging/setup-dev.sh, "
        "then: .venv/bin/python packaging/screenshots.py")

SIZES = ((1280, 800), (800, 600))


def first_unused(controller: GameController, seat: int, prefer_private: bool = False) -> tuple[int, ...]:
    free = list(controller.state.unused(seat))
    if prefer_private:
        free.sort(key=lambda i: (i < 9, i))
    return tuple(free[:3])


def play_until(window: MainWindow, stop: Callable[[], bool], private_for: set[int], ack: bool = True) -> None:
    """Drive every Triple Dice seat with fixed moves until ``stop()``, reading round summaries."""
    controller, page = window.controller, window.pages["triple-dice"]
    while not stop():
        if ack:
            page.continue_after_summary()
        state = controller.state
        seat = state.current_player
        if state.phase == "predicting":
            controller.move_by_program(engine.Predict(("more", "maximum", "minimum", "zero")[seat % 4]), seat)
        else:
            controller.move_by_program(engine.Submit(first_unused(controller, seat, seat in private_for)), seat)


def triple_moments() -> list[tuple[str, Callable[[MainWindow], None]]]:
    """The Triple Dice table's main moments, each set up with fixed moves on a fresh window."""

    def four(window: MainWindow) -> None:
        window.start_game("triple-dice", 2026, ["Ana", "Ben", "Cy", "Dee"], ["human", "expert", "beginner", "beginner"])

    def until(window: MainWindow, ack: bool = True, private: frozenset[int] = frozenset({1, 2, 3}),
              **wanted: int | str) -> None:
        c = window.controller
        play_until(window, lambda: all(getattr(c.state, k) == v for k, v in wanted.items()), set(private), ack)

    def pick(window: MainWindow, *dice: int) -> None:
        for i in dice:
            window.pages["triple-dice"].toggle_die(i)

    def predicted(window: MainWindow) -> None:
        four(window)
        window.pages["triple-dice"]._choose_card("more")

    def mid_turn(window: MainWindow) -> None:
        four(window)
        until(window, phase="submitting", current_player=0)
        pick(window, 4, 9)

    def after_reveal(window: MainWindow) -> None:
        four(window)
        until(window, turn=2, current_player=0)
        pick(window, 6, 7, 8)

    def summary(window: MainWindow) -> None:
        four(window)
        until(window, ack=False, round=2)

    def round_two(window: MainWindow) -> None:
        four(window)
        until(window, round=2, phase="submitting", current_player=0)

    def privacy(window: MainWindow) -> None:
        window.start_game("triple-dice", 7, ["Ana", "Ben"], ["human", "human"])
        page = window.pages["triple-dice"]
        page.ready()
        page._choose_card("zero")
        page.play_card()

    def two_players(window: MainWindow) -> None:
        window.start_game("triple-dice", 7, ["Ana", "Ben"], ["human", "expert"])
        until(window, private=frozenset({1}), phase="submitting", current_player=0, turn=2)
        pick(window, 9)

    def game_over(window: MainWindow) -> None:
        window.start_game("triple-dice", 11, ["Ana", "Ben", "Cy"], ["human", "beginner", "expert"])
        until(window, private=frozenset({1}), phase="finished")

    return [("predict", four), ("predict-chosen", predicted), ("mid-turn", mid_turn), ("after-reveal", after_reveal),
            ("round-summary", summary), ("round-two", round_two), ("privacy", privacy),
            ("two-players", two_players), ("game-over", game_over)]


SUFFIX = ""


def main() -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(Path(__file__).resolve().parent / "screenshots"))
    parser.add_argument("--moments", action="store_true")
    parser.add_argument("--lessons", action="store_true")
    parser.add_argument("--theme", default="light", choices=("light", "dark", "contrast"))
    parser.add_argument("--language", default="en", choices=("en", "de", "fr", "pseudo"))
    parser.add_argument("--zoom", type=int, default=100)
    options = parser.parse_args()
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from desktop.look.fonts import install

    install(app)  # the fonts the app ships, as it installs them at start-up
    QStandardPaths.setTestModeEnabled(True)
    from desktop.i18n.language import languages
    from desktop.look.appearance import appearance

    global SUFFIX
    SUFFIX = suffix_for(options.theme, options.language, options.zoom)
    languages().apply(options.language)
    appearance().apply(options.theme, options.zoom)
    tmp = tempfile.mkdtemp(prefix="dicebox-shots-")
    settings = Settings(QSettings(os.path.join(tmp, "s.ini"), QSettings.Format.IniFormat))
    settings.reduce_motion = True
    for game, window in game_windows(app, settings):
        shoot(app, window, out, game)
    if options.moments:
        for name, setup in triple_moments():
            window = MainWindow(GameController(None), settings)
            window.computers.pace_ms = 10**8  # nobody moves but the script
            setup(window)
            shoot(app, window, out, f"triple-{name}")
    if options.lessons:
        SUFFIX = suffix_for(options.theme, options.language, options.zoom, name_language=True)
        for name, window in lesson_windows(app, settings, SIZES[0]):
            shoot(app, window, out, name)
    return 0


def shoot(app: QApplication, window: MainWindow, out: Path, game: str) -> None:
    """Both sizes, each checked for clipped text (pseudo's 40% longer names may elide)."""
    draw(app, window, out, game, SIZES, SUFFIX, elided_ok="-pseudo" in SUFFIX)


if __name__ == "__main__":
    sys.exit(main())
