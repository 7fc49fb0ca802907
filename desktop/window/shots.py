"""``dicebox --screenshots DIR``: every game drawn by this very app, with a clipping report.

    dicebox --screenshots DIR [--language de] [--size 800x600] [--theme light] [--zoom 100] [--lessons]

Each game is played part-way with a fixed seed and fixed moves (the same ones as the README's
pictures, ``packaging/screenshots.py``, which draws through this module too), shown offscreen at
the size asked, saved as ``DIR/<game>[-<theme>][-<language>]-<W>x<H>.png``, and checked by
``clipping.problems``, the check the layout tests use. ``--lessons`` adds each game's Learn to Play
lesson, played by its own moves up to one step that rings what to use (``LESSON_STEPS``), as
``DIR/lesson-<game>[-<theme>]-<language>-<W>x<H>.png``: the callout's words are checked too.
``DIR/clipping.json`` lists what was found; the exit code is 1 when anything does not fit, 0 when
all is well, 2 for a usage error.

Why a switch of the app and not a script: a frozen bundle has no Python to run a script with,
and the point is to see the window as *that* build draws it, with its own Qt and fonts: CI's
Windows check runs it in the Windows bundle under Wine (``packaging/dicebox_packaging/wine_shots.py``).
Nothing of the player's is read or written: the settings live in a temporary folder.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TypedDict

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSettings
from PySide6.QtWidgets import QApplication

import engine
from desktop.base.atomic import write_atomic
from desktop.base.settings import ZOOMS, Settings
from desktop.i18n.language import languages
from desktop.look.start import start as start_looks
from desktop.session.controller import GameController
from desktop.widgets.celebration import Celebration
from engine.scorecard import ScorecardState

from .clipping import problems
from .main_window import MainWindow

REPORT_NAME = "clipping.json"
GAMES = (("dice-dash", 7, None, 4), ("dicegame", 2026, ["Ana", "Ben"], 9), ("match", 42, ["Zoe", "Max", "Kim"], 8),
         ("classic", 5, ["Ana", "Ben"], 10), ("nordic", 63, ["Ana", "Ben"], 10))
"""The scorecard games: seed, players and how many scoring moves are played before the picture."""
TRIPLE = ("triple-dice", 11, ["Ana", "Ben", "Cy"], ["human", "expert", "beginner"])
SETTLE_ROUNDS = 5
"""Event rounds a resized window gets to lay itself out before it is drawn and measured."""
LESSON_STEPS = {"dice-dash": 1, "dicegame": 6, "match": 11, "classic": 8, "nordic": 9, "triple-dice": 7}
"""The step (0-based) each lesson is pictured at, one that waits for a move and rings it: Dice
Dash's first five to keep, Dicegame's Full House in the x3 column, Match!'s All Match! box, Classic
and Nordic Dice's Large Straights, Triple Dice's three sixes to lay and Submit."""
CALLOUT_SETTLE_S = 0.3
"""Seconds a lesson's window gets after a resize: the callout re-checks its targets on a timer."""


class Picture(TypedDict):
    """One picture's entry in the report, as written to ``clipping.json``."""

    picture: str
    game: str
    size: list[int]
    problems: list[dict[str, str | int]]


def scorecard_state(controller: GameController) -> ScorecardState:
    """The scorecard game these tools started and play (a slip in them fails here, by name)."""
    state = controller.state
    assert isinstance(state, ScorecardState), f"a scorecard game was expected, not {state!r}"
    return state


def advance(controller: GameController, turns: int) -> None:
    """Play ``turns`` scoring moves with a simple greedy policy, then hold two dice and roll."""
    for _ in range(turns):
        state = scorecard_state(controller)
        best = max(engine.score_preview(state), key=lambda p: (p.gain, -p.column))
        column = best.column if engine.ruleset(state.game).columns > 1 else None
        controller.move_by_program(engine.Score(best.category, column))
    state = scorecard_state(controller)
    counts = sorted(set(state.dice), key=state.dice.count, reverse=True)
    for i, d in enumerate(state.dice):
        if d == counts[0]:
            controller.move_by_program(engine.ToggleHold(i))
    state = scorecard_state(controller)
    if state.phase == "rolling" and not all(state.held):
        controller.move_by_program(engine.Roll())


def game_windows(app: QApplication, settings: Settings) -> Iterator[tuple[str, MainWindow]]:
    """Each game's window at its moment: the scorecard games part-way, Triple Dice at the human
    seat's first turn after the computers have played theirs."""
    for game, seed, players, turns in GAMES:
        window = MainWindow(GameController(None), settings)
        window.start_game(game, seed, players)
        advance(window.controller, turns)
        yield game, window
    game, seed, players, seats = TRIPLE
    window = MainWindow(GameController(None), settings)
    window.start_game(game, seed, players, seats)
    window.computers.pace_ms = 0
    window.controller.move_by_program(engine.Predict("more"), 0)
    deadline = time.monotonic() + 60  # the computers think in threads; a Wine machine is slow
    while (state := window.controller.state) is not None and state.current_player != 0 \
            and time.monotonic() < deadline:
        app.processEvents()
    yield game, window


def lesson_windows(app: QApplication, settings: Settings, size: tuple[int, int]) -> Iterator[tuple[str, MainWindow]]:
    """Each game's lesson at its ``LESSON_STEPS`` step, in a window shown at ``size`` (a callout
    shows only on a shown window)."""
    for game in LESSON_STEPS:
        yield f"lesson-{game}", lesson_window(app, settings, game, size)


def lesson_window(app: QApplication, settings: Settings, game: str, size: tuple[int, int]) -> MainWindow:
    """``game``'s lesson played as the learner is told (Next on a step to read, the step's own
    move on the others), the computers fast, up to its pictured step."""
    from desktop.lessons.runner import start_lesson  # lazy: only --lessons plays one

    window = MainWindow(GameController(None), settings)
    window.resize(*size)
    window.show()
    window.computers.set_fast(True)
    runner = start_lesson(window, game)
    if runner is None:
        raise RuntimeError(f"{game}'s lesson cannot be played: {window.status_label.text()}")
    stop = LESSON_STEPS[game]
    deadline = time.monotonic() + 60  # the computers think in threads
    while runner.running and (runner.index < stop or not runner.ready):
        if time.monotonic() > deadline:
            raise RuntimeError(f"{game}'s lesson never reached step {stop + 1}: it is at step {runner.index + 1}")
        app.processEvents()
        if runner.index < stop and runner.ready and not runner.perform():
            raise RuntimeError(f"{game}'s lesson, step {runner.index + 1}: its own move was refused")
    if not runner.running or runner.index != stop or runner.step.expect is None or not runner.targets():
        raise RuntimeError(f"{game}'s lesson: step {stop + 1} is not a move to make with something to ring")
    return window


def shoot(app: QApplication, window: MainWindow, out: Path, name: str, sizes: tuple[tuple[int, int], ...],
          suffix: str = "", elided_ok: bool = False) -> list[Picture]:
    """Draw ``window`` at each size into ``out``, measuring its texts as drawn; one report
    entry per picture. The history dock shows only in a two-player game's wide window; a
    lesson's window waits for its callout to follow the resize."""
    entries: list[Picture] = []
    for w, h in sizes:
        window.docks.history.setVisible(name == "dicegame" and w >= 1280)
        window.resize(w, h)
        window.show()
        for _ in range(SETTLE_ROUNDS):
            app.processEvents()
        if name.startswith("lesson-"):
            until = time.monotonic() + CALLOUT_SETTLE_S
            while time.monotonic() < until:
                app.processEvents()
                time.sleep(0.01)
        for moment in window.findChildren(Celebration):  # a passing moment, not the game: left out
            moment.hide()
        path = out / f"{name}{suffix}-{w}x{h}.png"
        write_atomic(path, png(window))  # whole or not at all; OSError (a full disk) reaches the caller
        found = problems(window, elided_ok=elided_ok, size=(w, h))
        entries.append({"picture": path.name, "game": name, "size": [w, h], "problems": [p.as_json() for p in found]})
        print(path, f"({len(found)} clipped)" if found else "", flush=True)
        for problem in found:
            print(f"    {problem}", flush=True)
    window.close()
    return entries


def png(window: MainWindow) -> bytes:
    """The window as drawn, PNG-encoded in memory: written by ``write_atomic``, so a picture that
    cannot be written leaves no half file (QPixmap.save wrote 4 KiB of one on a full disk and said
    nothing)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not window.grab().save(buffer, "PNG"):
        raise OSError("the picture could not be encoded as PNG")
    buffer.close()
    return bytes(data.data())


def suffix_for(theme: str, language: str, zoom: int, name_language: bool = False) -> str:
    """``-dark-de-120`` and the like; nothing for the light theme in English at 100%. A lesson's
    pictures (``name_language``) always name their language: their point is the callout's words."""
    text = "".join(f"-{part}" for part in (theme, language)
                   if part != "light" and (part != "en" or name_language))
    return text + (f"-{zoom}" if zoom != 100 else "")


def parse_size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        raise argparse.ArgumentTypeError(f"a size is WIDTHxHEIGHT, e.g. 800x600, not {text!r}") from None
    if not (320 <= size[0] <= 7680 and 240 <= size[1] <= 4320):
        raise argparse.ArgumentTypeError(f"{text} is not a window size this check can draw")
    return size


def _options(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="dicebox", description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--screenshots", metavar="DIR", required=True, help="folder for the PNGs and clipping.json")
    parser.add_argument("--language", default="en", choices=("en", "de", "fr", "pseudo"))
    parser.add_argument("--size", type=parse_size, default=(800, 600), help="WIDTHxHEIGHT (default 800x600)")
    parser.add_argument("--theme", default="light", choices=("light", "dark", "contrast"))
    parser.add_argument("--zoom", type=int, default=100, choices=ZOOMS)
    parser.add_argument("--lessons", action="store_true", help="each game's lesson at one step as well")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    """Draw every game and write the report; see the module's docstring."""
    try:
        options = _options(argv)
    except SystemExit as stop:  # argparse's usage error (2) or --help (0)
        return int(stop.code or 0)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    if not options.screenshots.strip():
        sys.stderr.write("dicebox: --screenshots needs a folder to draw into (it was empty)\n")
        return 2
    out = Path(options.screenshots).expanduser().absolute()
    try:
        out.mkdir(parents=True, exist_ok=True)
        if not os.access(out, os.W_OK | os.X_OK):
            raise PermissionError(13, "Permission denied", str(out))
    except OSError as exc:
        return _cannot_write(out, exc)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)  # the stubs say QCoreApplication; no process of Dicebox makes one
    app.setApplicationDisplayName("Dicebox")
    try:
        return _draw_all(app, options, out)
    except OSError as exc:  # a full disk, a folder taken away: what was written is what was printed
        return _cannot_write(out, exc)


def _cannot_write(out: Path, exc: OSError) -> int:
    from desktop.i18n.problems import os_problem  # lazy: only when a picture cannot be written

    cause = " ".join(str(os_problem(exc)).split())
    if isinstance(exc, (FileExistsError, NotADirectoryError)) or (out.exists() and not out.is_dir()):
        blocker = next((p for p in (out, *out.parents) if p.exists() and not p.is_dir()), out)
        cause = f"{blocker} is a file, not a folder"
    sys.stderr.write(f"dicebox: --screenshots {out}: cannot write there: {cause}\n")
    return 2 if not any(out.glob("*.png")) else 1


def _draw_all(app: QApplication, options: argparse.Namespace, out: Path) -> int:
    with tempfile.TemporaryDirectory(prefix="dicebox-shots-") as folder:
        settings = Settings(QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat))
        settings.language, settings.theme, settings.zoom = options.language, options.theme, options.zoom
        settings.reduce_motion = True
        start_looks(settings)  # language, theme and zoom as the app itself starts with them

        shown = languages().code
        if shown != options.language:  # pictures in another language would prove nothing
            sys.stderr.write(f"dicebox: the window is in {shown!r}, not {options.language!r}: {languages().problem}\n")
            return 1
        suffix = suffix_for(options.theme, options.language, options.zoom)
        pictures = [entry for name, window in game_windows(app, settings)
                    for entry in shoot(app, window, out, name, (options.size,), suffix)]
        if options.lessons:
            suffix = suffix_for(options.theme, options.language, options.zoom, name_language=True)
            pictures += [entry for name, window in lesson_windows(app, settings, options.size)
                         for entry in shoot(app, window, out, name, (options.size,), suffix)]
        settings.q.sync()
    clipped = sum(len(entry["problems"]) for entry in pictures)
    report = {"language": options.language, "language_shown": shown, "theme": options.theme, "zoom": options.zoom,
              "size": list(options.size), "platform": sys.platform, "clipped": clipped, "pictures": pictures}
    write_atomic(out / REPORT_NAME, json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    print(f"{len(pictures)} pictures in {out}; {clipped} text(s) do not fit" if clipped else
          f"{len(pictures)} pictures in {out}; every text fits", flush=True)
    return 1 if clipped else 0
