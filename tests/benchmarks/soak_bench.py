"""Soak benchmark: memory and live Qt objects over hundreds of games in one window.

    python tests/benchmarks/soak_bench.py [--games 500] [--warm-up 16] [--computer-every 8] [--quick]

A kiosk plays a few hundred games a day without a restart, so a finished game must give back
everything it took. This plays ``--games`` whole games through the real window (MainWindow and its
controller, offscreen, saving to a temporary folder as the app does), every game in turn.
People's moves are random legal moves sent where clicks and keys send them. One game in
``--computer-every``, drawn at random, seats a computer, its level in turn (in the warm-up every
game of a kind but its first does, so each level has played once); computers play at no pace.
Each finished game is left the ways a player leaves it, in turn: the summary's Close button, Escape,
Play again (same seed), New game... (the New Game dialog filled in, Start pressed); Triple Dice,
which shows its result on the page, goes on through Restart This Seed and the New Game dialog.

Printed every ``--report-every`` games: resident memory (VmRSS), ``QApplication.allWidgets()``,
the QObjects in the application's and the top-level widgets' trees, and the live Python wrappers
of QObjects the garbage collector tracks ("dead": wrappers whose C++ object is gone; each reading's
own walk of the trees leaves about a dozen, a rich-text label's replaced text frames, so they count
readings, not games). Next to them, in the same run: a bare QWidget window of the
same size, and the Dicebox window before its first game. Growth is judged from the end of the
warm-up (which builds what is built once: computer players, the Triple Dice page) to the end.
Targets: growth under 5 MiB and 0 widgets, so a kiosk left playing all day keeps its size.
Exit status 1 when a target is missed.
``--quick`` (CI, tests/benchmarks/test_benchmarks_run.py): five games, each way of leaving a game once, in
seconds; too few to judge growth, so the targets are printed, not enforced.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import resource
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "desktop"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import (  # noqa: E402
    QCoreApplication,
    QMessageLogContext,
    QObject,
    QSettings,
    QStandardPaths,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402
from shiboken6 import Shiboken  # noqa: E402

GAMES = ("dice-dash", "dicegame", "match", "classic", "nordic", "triple-dice")
TARGET_MIB = 5.0
TARGET_WIDGETS = 0


def rss_mib() -> float:
    """Resident memory now; where /proc is missing, the peak (which can only grow)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


class Sample:
    """One reading of everything that could grow."""

    def __init__(self, label: str, games: int, started: float) -> None:
        from play_driver import census

        gc.collect()
        self.widgets, self.qobjects = census()
        wrappers = [obj for obj in gc.get_objects() if isinstance(obj, QObject)]
        self.wrappers = sum(1 for obj in wrappers if Shiboken.isValid(obj))
        self.dead = len(wrappers) - self.wrappers
        self.rss = rss_mib()
        self.label, self.games, self.seconds = label, games, time.perf_counter() - started

    def row(self) -> str:
        return (f"{self.label:<22} {self.games:>6} {self.rss:>9.1f} {self.widgets:>8} {self.qobjects:>9} "
                f"{self.wrappers:>9} {self.dead:>5} {self.seconds:>8.1f}")


HEADER = (
    f"{'':<22} {'games':>6} {'RSS MiB':>9} {'widgets':>8} {'QObjects':>9} {'wrappers':>9} {'dead':>5} {'seconds':>8}"
)


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=500, help="games in all, warm-up included (default 500)")
    parser.add_argument("--warm-up", type=int, default=16,
                        help="games before the first reading growth is judged from (default 16: every game "
                             "with every ending)")
    parser.add_argument("--computer-every", type=int, default=8,
                        help="one game in n seats a computer (at random); 0: people only (default 8)")
    parser.add_argument("--report-every", type=int, default=50, help="print a reading every n games (default 50)")
    parser.add_argument("--seed", type=int, default=1, help="seeds the games and the people's moves (default 1)")
    parser.add_argument("--quick", action="store_true",
                        help="five games, every ending once, targets not judged: shows the script still runs")
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.warm_up, args.report_every = 5, 1, 5
    if args.games < 1 or not 0 <= args.warm_up < args.games:
        parser.error("--games must be at least 1 and --warm-up between 0 and --games - 1")
    if args.computer_every < 0 or args.report_every < 1:
        parser.error("--computer-every must be 0 or more and --report-every at least 1")
    return args


def _quiet_offscreen(kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
    # The offscreen platform says this for every dialog shown; anything else is printed.
    if "does not support propagateSizeHints" not in text:
        sys.stderr.write(text + "\n")


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    started = time.perf_counter()
    qInstallMessageHandler(_quiet_offscreen)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="dicebox-soak-"))
    QCoreApplication.setOrganizationName("DiceboxSoak")
    QCoreApplication.setApplicationName("DiceboxSoak")
    QStandardPaths.setTestModeEnabled(True)

    from play_driver import ENDINGS, Setup, flush, leave, play_to_end, setup, start

    import desktop.shipped_games  # noqa: F401  # the games, registered as the launcher registers them
    from desktop.base.seats import computer_levels
    from desktop.base.settings import Settings
    from desktop.session.controller import GameController
    from desktop.session.journal import GameJournal
    from desktop.session.recorder import keep_records
    from desktop.window.main_window import MainWindow

    print(HEADER)
    bare = QWidget()
    bare.resize(1280, 800)
    bare.show()
    flush()
    print(Sample("bare QWidget window", 0, started).row())
    bare.close()
    bare.deleteLater()
    flush()

    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.reduce_motion = True  # the roll animation only costs time here
    journal = GameJournal(folder / "data", app_version="soak")  # the one save path, as the app opens it
    window = MainWindow(GameController(), settings)
    window.use_recorder(keep_records(window.controller, journal))
    window.resize(1280, 800)
    window.show()
    flush()
    fresh = Sample("window, no game yet", 0, started)
    print(fresh.row())

    rng = random.Random(args.seed)
    played: Counter[str] = Counter()
    endings: Counter[str] = Counter()
    with_computer = 0

    seated: Counter[str] = Counter()
    seating = random.Random(f"seats-{args.seed}")
    """Its own stream: tied to the game or ending counters, the seating fell into step with
    them (a computer only ever after the same ending)."""

    def table(game: str, number: int) -> Setup:
        """Who sits at game ``number``: in the warm-up a computer in every game of a kind
        but its first, so each level has played (and loaded what it loads once) before growth
        is judged; after it, at random in one game of ``--computer-every``."""
        levels = computer_levels(game)
        every = args.computer_every
        if not levels or every == 0:
            return setup(game)
        if number <= args.warm_up:
            if played[game] == 0:
                return setup(game)
        elif seating.randrange(every) != 0:
            return setup(game)
        seated[game] += 1
        return setup(game, levels[(seated[game] - 1) % len(levels)])

    start(window, table(GAMES[0], 1), rng)
    warm: Sample | None = None
    for number in range(1, args.games + 1):
        controller = window.controller
        game = controller.state.game
        with_computer += any(kind != "human" for kind in controller.seats)
        play_to_end(window, rng)
        ending = ENDINGS[(number - 1 if args.quick else played[game]) % len(ENDINGS)]
        played[game] += 1
        endings[ending] += 1
        following = GAMES[(GAMES.index(game) + 1) % len(GAMES)]
        # Play again replays this game with its seats; otherwise the next kind is seated.
        leave(window, ending, setup(game) if ending == "again" else table(following, number + 1), rng)
        if number == args.warm_up:
            warm = Sample("after warm-up", number, started)
            print(warm.row())
        elif number % args.report_every == 0 and number != args.games:
            print(Sample("", number, started).row(), flush=True)
    end = Sample("end", args.games, started)
    print(end.row())
    window.close()
    app.processEvents()
    journal.close()

    base = warm or fresh  # no warm-up asked for: judged from the window before its first game
    games = end.games - base.games
    grew = end.rss - base.rss
    print()
    print(f"games: {dict(played)}; endings: {dict(endings)}; with a computer: {with_computer}")
    print(f"time: {end.seconds:.1f} s ({end.seconds / args.games * 1000:.0f} ms a game)")
    print(f"growth over the {games} games after warm-up: RSS {grew:+.2f} MiB ({grew * 1024 / max(1, games):+.1f} KiB "
          f"a game), widgets {end.widgets - base.widgets:+d}, QObjects {end.qobjects - base.qobjects:+d}, "
          f"QObject wrappers {end.wrappers - base.wrappers:+d}")
    ok = grew < TARGET_MIB and end.widgets - base.widgets <= TARGET_WIDGETS
    print(f"target (under {TARGET_MIB:g} MiB and {TARGET_WIDGETS} widgets): {'met' if ok else 'MISSED'}")
    if args.quick:
        print("--quick: too few games to judge growth; the targets are not enforced")
        return 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
