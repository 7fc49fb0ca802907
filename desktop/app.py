"""Entry point: ``dicebox`` / ``python -m desktop``.

Qt aborts the whole process (no exception) when it cannot open a display or load its platform
plugin, so the checks that can be made before creating the QApplication are made here and turned
into one clear sentence instead of a core dump.
"""

from __future__ import annotations

import contextlib
import gc
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, cast

import engine
from desktop.base import pyside_imports
from desktop.base.command_line import parse, parser

if TYPE_CHECKING:  # the launcher imports nothing heavy before its checks
    from PySide6.QtWidgets import QApplication

    from desktop.base.settings import Settings
    from desktop.window.main_window import MainWindow

EXIT_USAGE = 2


RECORDS_COMMANDS = ("stats", "history", "export", "import")
"""``dicebox stats --json`` and the rest: desktop/cli/records.py, run without a window."""

def display_problem(env: dict[str, str] | os._Environ[str] = os.environ, platform: str = sys.platform) -> str | None:
    """Why Qt would abort before showing a window, or None when it should be able to start."""
    if not platform.startswith("linux"):
        return None
    wanted = env.get("QT_QPA_PLATFORM", "")
    if wanted.startswith(("offscreen", "minimal", "vnc", "eglfs", "linuxfb")):
        return None
    if wanted.startswith("wayland") or (not wanted and env.get("WAYLAND_DISPLAY") and not env.get("DISPLAY")):
        return (None if env.get("WAYLAND_DISPLAY")
                else "QT_QPA_PLATFORM asks for Wayland but WAYLAND_DISPLAY is not set.")
    if not env.get("DISPLAY"):
        return (
            "No display found: DISPLAY is not set. Start Dicebox from a desktop session, or run it "
            "headless with QT_QPA_PLATFORM=offscreen (or under xvfb-run)."
        )
    for lib, package in X11_LIBRARIES:
        if library_missing(lib, env):
            from desktop.base.system_packages import admin_command  # lazy: only when an X11 library is missing

            return f"Qt's X11 support needs {lib}; an administrator installs it with: {admin_command([package])}"
    return None


X11_LIBRARIES = (("libxcb-cursor.so.0", "libxcb-cursor0"), ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"))
"""Libraries Qt's X11 plugin needs that a desktop often lacks (Qt only says it could not load
the plugin), each with its package in ``assets/system-packages.txt``."""


LD_SO_CACHE = "/etc/ld.so.cache"


def library_missing(name: str, env: dict[str, str] | os._Environ[str] = os.environ, cache: str = LD_SO_CACHE) -> bool:
    """True only when the dynamic linker surely cannot find ``name``: not in LD_LIBRARY_PATH, not
    next to a frozen app, not in ld.so.cache. Without a readable cache (musl, NixOS) it cannot
    tell and says False, leaving the verdict to Qt.

    Why not ``ctypes.CDLL``: importing ctypes into the app makes PyInstaller bundle it, and the
    frozen app's bootstrap then loads ctypes and libffi before the app's first line (2 ms of every
    start on every desktop, for a check that only speaks when a package is missing)."""
    folders = [d for d in env.get("LD_LIBRARY_PATH", "").split(os.pathsep) if d]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        folders.append(bundle)
    if any(os.path.exists(os.path.join(folder, name)) for folder in folders):
        return False
    try:
        with open(cache, "rb") as file:
            known = file.read()
    except OSError:
        return False
    return name.encode() + b"\0" not in known


def main(argv: list[str] | None = None) -> int:
    try:
        return _start(sys.argv[1:] if argv is None else argv)
    finally:
        gc.enable()  # on every way out (a usage error, a test calling main): the collector never stays resting


def _start(argv: list[str]) -> int:
    import desktop.shipped_games  # noqa: F401  # the games this Dicebox plays, registered once (after the cheap checks' imports)
    if argv and argv[0] in RECORDS_COMMANDS:
        from desktop.cli.records import main as records_main  # lazy: only the records commands (Qt-free)
        from desktop.session.datafolder import tell_records_where  # lazy: Qt is asked only without --data-dir

        tell_records_where()
        return records_main(argv)
    args, rest = parse(argv)
    if args.screenshots is not None:  # every game drawn into a folder with a clipping report
        from desktop.window.shots import main as window_shots_main  # lazy: only --screenshots (Qt)
        return window_shots_main(argv)  # it reads its own options (--language, --size)
    if rest:
        parser().error(f"unrecognized arguments: {' '.join(rest)}")
    if args.set_kiosk_pin:
        return set_kiosk_pin()
    if args.smoke_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    problem = display_problem()
    if problem:
        sys.stderr.write(f"dicebox: {problem}\n")
        return EXIT_USAGE
    # From here the process builds Qt and a window, allocating hundreds of thousands of objects
    # that nearly all live as long as the app: the garbage collector, run some 50 times on the way
    # to the game (7 ms of every start), would find almost nothing. It rests until the window
    # settles (settle_memory), the smoke test's game, or the kiosk's window.
    gc.disable()
    try:
        from PySide6.QtWidgets import QApplication  # lazy: the check whether Qt is installed
    except ImportError as exc:
        # Names the missing packages of assets/system-packages.txt, the list the set-up script
        # installs and the .deb depends on, with the command an administrator runs.
        from desktop.base.system_packages import qt_missing_message

        sys.stderr.write(qt_missing_message(exc))
        return EXIT_USAGE
    pyside_imports.install()

    seed = None
    if args.seed is not None:
        try:
            seed = engine.parse_seed(args.seed)
        except engine.BadSeed as exc:
            sys.stderr.write(f"dicebox: {exc}\n")
            return EXIT_USAGE
    if args.game is not None and args.game not in engine.GAME_IDS:
        sys.stderr.write(f"dicebox: unknown game {args.game!r}; choose one of: {', '.join(engine.GAME_IDS)}\n")
        return EXIT_USAGE
    # --players "" is a mistake to report, not a request for the defaults.
    players = [p.strip() for p in args.players.split(",")] if args.players is not None else None

    app = cast(QApplication, QApplication.instance()) or QApplication(sys.argv[:1])  # a QApplication if any
    from desktop.look.fonts import install as install_fonts  # before any widget: every text is measured in them
    install_fonts(app)
    app.setOrganizationName("Dicebox")
    app.setApplicationName("Dicebox")
    app.setApplicationDisplayName("Dicebox")
    # Matches the installed .desktop file, so Wayland compositors pair window and menu entry.
    app.setDesktopFileName("io.github.dicebox.Dicebox")

    if args.smoke_test:
        gc.enable()  # a whole game is played: the collector works as in play
        return smoke_test(app, seed if seed is not None else 7)

    from desktop.kiosk.path import kiosk_config_present  # lazy: not needed by --help and the records commands

    # Any kiosk.ini in any place looked at is loaded; one that cannot be fully understood keeps
    # kiosk mode on (locked, safe settings), so only a clean "kiosk = false" gets past here.
    if args.kiosk or kiosk_config_present():
        from desktop.kiosk.config import load_config  # lazy: only when a kiosk.ini exists

        kiosk_config = load_config(force_enable=args.kiosk)
        if kiosk_config.enabled:
            return run_kiosk(app, kiosk_config)

    from desktop.base.settings import Settings  # lazy: after the launcher's checks (Qt may be missing)
    from desktop.session.controller import GameController  # lazy: after the launcher's checks (Qt may be missing)
    from desktop.window.main_window import MainWindow  # lazy: after the launcher's checks (Qt may be missing)

    settings = Settings()
    from desktop.look.start import start as start_looks  # lazy: after the launcher's checks (Qt may be missing)

    start_looks(settings)
    game = args.game or settings.last_game
    if players is not None:
        try:  # before any window: a bad --players is a usage error, not a game
            engine.new_game(game, 0, players)
        except engine.BadSetup as exc:
            which = ("" if args.game else
                     f" The game is {engine.api.game(game).name}, the last one played; --game picks another.")
            sys.stderr.write(f"dicebox: {exc}{which}\n")
            return EXIT_USAGE
    # The records (the move journal, which holds the game in progress) are opened once the frame
    # is up: nothing reads or writes them before the game begins.
    controller = GameController(None)
    # Staged: the frame is shown at once and the dice, card and menus are built right after
    # its first paint; the game starts (or the saved one resumes) once they exist.
    window = MainWindow(controller, settings, staged=True)
    window.controls.restore_geometry()

    def begin() -> None:
        from desktop.base.assetlog import app_log  # lazy: the log opens after the first frame, with the records
        from desktop.session.cues import give_sound  # lazy: nothing of sound before the first frame
        from desktop.session.datafolder import data_dir  # lazy: the records load after the first frame

        app_log(data_dir())  # dicebox.log: broken assets (the fonts' too), sound's state when it changes
        give_sound(window, app, settings.sound_volume, settings.sound_muted)
        if not open_journal(window, args.file):
            return  # another window plays this profile's game: this one watches it or quit
        if args.game or seed is not None or players is not None:
            window.start_game(game, seed if seed is not None else _random_seed(game), players)
        elif args.fresh or not controller.restore_saved():
            window.start_remembered_game(_random_seed(settings.remembered_game()[0]))

    window.completed.connect(begin)
    # Once the game is on screen and the menus exist: the SVG plugin costs 7-10 ms, opening the
    # records (sqlite3, the database) a few more.
    window.settled.connect(settle_memory)
    window.settled.connect(lambda: set_app_icon(app))
    window.settled.connect(lambda: show_records_state(app, window))
    if args.file is not None:  # shown once the window is up (unless it was shown on its own: profile.py)
        window.settled.connect(lambda: open_file_given(window, args.file) if window.controller.store else None)
    window.settled.connect(lambda: watch_file_opens(app, window))
    if args.file is None:  # a game's first start offers its lesson once (not to a window opened on a file)
        window.settled.connect(lambda: offer_lessons(window, settings))
    window.show()
    return app.exec()


def offer_lessons(window: MainWindow, settings: Settings) -> None:
    from desktop.lessons.offer import LessonOffer  # lazy: once the game is on screen

    LessonOffer(window, settings)


def open_journal(window: MainWindow, file: str | None = None) -> bool:
    """Keep every game of this window in the records database, the one save path (the kiosk
    keeps none): opened before the game begins, since the game in progress is resumed from it.
    False when another window holds the profile and this one does not play (see ``profile``)."""
    from desktop.session.datafolder import data_dir  # lazy: the records load after the first frame
    from desktop.session.journal import GameJournal  # lazy: the records load after the first frame
    from desktop.session.recorder import keep_records  # lazy: the records load after the first frame
    from desktop.window.profile import settle_profile  # lazy: the records load after the first frame

    claimed = settle_profile(window, data_dir(), file=None if file is None else Path(file).expanduser())
    if claimed is None:
        return False
    slot, lock = claimed
    # The session's three parts, joined here and nowhere else: the journal (the one save path),
    # the recorder that writes each move into it, and the window that shows what they keep.
    journal = GameJournal(data_dir(), slot=slot, lock=lock)
    window.use_recorder(keep_records(window.controller, journal))
    if slot != "main":
        window.show_message(f"This window plays in a separate slot ({slot}): its games go into the same records.", 20)
    return True


def open_file_given(window: MainWindow, name: str) -> None:
    """``dicebox FILE``: shown once the window is up; a file that cannot be used is explained there
    (it came from a double-click in a file manager, where no one reads a terminal)."""
    window.files.open(Path(name).expanduser())


def watch_file_opens(app: QApplication, window: MainWindow) -> None:
    from desktop.window.game_files import FileOpenEvents  # lazy: once the window settled (after the game painted)
    app.installEventFilter(FileOpenEvents(window))


def show_records_state(app: QApplication, window: MainWindow) -> None:
    """Once the window has settled (Records... opens, the banner stands ready): what the player
    must know about the records is said, and they close at quit."""
    journal = window.controller.store
    if journal is None or window.recorder is None:
        return
    if journal.records.notice:  # said once: where a damaged database was set aside
        window.show_message(journal.notice_text(), 30)
    app.aboutToQuit.connect(journal.close)


def settle_memory() -> None:
    """Once start-up is over, what it made (modules, types, the window) lives as long as the app:
    frozen out of the garbage collector's view, a full collection later walks only what play made
    since, a few milliseconds instead of 20-50 (a pause that showed as a dropped frame when the
    history was scrolled). What start-up left for the collector (a few hundred objects in
    cycles) is collected first, once, with the game already on screen (some 10 ms), and then the
    collector, resting since ``main`` built Qt, works again."""
    gc.collect()
    gc.freeze()
    gc.enable()


def set_app_icon(app: QApplication) -> None:
    """The window/taskbar icon from the one SVG in assets/ (set once the game is on screen:
    loading the SVG plugin is not worth delaying the game for)."""
    from PySide6.QtGui import QIcon  # lazy: after the launcher's checks (Qt may be missing)

    import assets  # lazy: once the window settled (after the game painted)

    with contextlib.suppress(OSError, ValueError):  # a missing icon must never stop the game
        app.setWindowIcon(QIcon(str(assets.path(*assets.APP_ICON))))


def set_kiosk_pin() -> int:
    """Print the ``pin_hash`` line for kiosk.ini: asked in the terminal, or in a small window
    where there is none (the Windows app is a windowed program with no console)."""
    if sys.stdin is None or not sys.stdin.isatty():
        return set_kiosk_pin_in_window()
    import getpass  # lazy: only --set-kiosk-pin

    from desktop.kiosk.path import where_to_edit  # lazy: only --set-kiosk-pin
    from desktop.kiosk.pin import PIN_MAX_DIGITS, PIN_MIN_DIGITS, hash_pin, pin_problem  # lazy: only --set-kiosk-pin

    try:
        pin = getpass.getpass(f"New staff PIN ({PIN_MIN_DIGITS} to {PIN_MAX_DIGITS} digits): ")
        again = getpass.getpass("Repeat it: ")
    except (EOFError, KeyboardInterrupt):
        sys.stderr.write("dicebox: no PIN entered; nothing changed\n")
        return EXIT_USAGE
    problem = pin_problem(pin, again)
    if problem:
        sys.stderr.write(f"dicebox: {problem}\n")
        return EXIT_USAGE
    print(f"Add this line to the [kiosk] section of {where_to_edit()}:")
    print(f"pin_hash = {hash_pin(pin)}")
    return 0


def set_kiosk_pin_in_window() -> int:
    problem = display_problem()
    if problem:
        sys.stderr.write(f"dicebox: {problem}\n")
        return EXIT_USAGE
    from desktop.kiosk.setup import PinSetupDialog  # lazy: a dialog, only at the kiosk's first run
    from desktop.look.fonts import application  # lazy: after the launcher's checks (Qt may be missing)

    app = application()
    app.setApplicationDisplayName("Dicebox")
    dialog = PinSetupDialog()
    dialog.show()
    app.exec()
    return 0 if dialog.line else EXIT_USAGE


def run_kiosk(app: QApplication, config: object) -> int:
    """Fullscreen, locked, no autosave (each visitor starts fresh). Config problems go to the
    log (``kiosk.log`` in the data folder) and the start screen's staff line; wrong PINs are
    counted in the data folder so that a restart does not reset the lock-out."""
    import logging  # lazy: only the kiosk logs here; --help and the records commands load no logging

    from desktop.base.assetlog import kiosk_log  # lazy: only in kiosk mode
    from desktop.base.settings import Settings  # lazy: after the launcher's checks (Qt may be missing)
    from desktop.kiosk.mode import KioskMode  # lazy: only in kiosk mode
    from desktop.session.controller import GameController  # lazy: after the launcher's checks (Qt may be missing)
    from desktop.session.cues import give_sound  # lazy: after the launcher's checks (Qt may be missing)
    from desktop.session.datafolder import data_dir  # lazy: the records load after the first frame
    from desktop.window.main_window import MainWindow  # lazy: after the launcher's checks (Qt may be missing)

    kiosk_log(data_dir())  # kiosk.log and the terminal; "sound is off" only when it changes
    from desktop.kiosk.config import KioskConfig  # lazy: only in kiosk mode
    from desktop.kiosk.pin import LOCKOUT_FILE  # lazy: only in kiosk mode

    assert isinstance(config, KioskConfig)
    for problem in config.problems:  # already logged once at load; repeat into the file handler
        logging.getLogger("dicebox.kiosk").warning("config: %s", problem)
    if config.problems:
        logging.getLogger("dicebox.kiosk").warning("kiosk.ini could not be fully understood: kiosk mode is on, "
                                                   "locked, with safe settings")
    board = None
    if config.daily_board:  # the one thing a kiosk keeps, when asked: today's best, three letters each
        from .records.board import BOARD_NAME, DailyBoard  # lazy: only in kiosk mode

        board = DailyBoard(data_dir() / BOARD_NAME)
        if board.notice:
            logging.getLogger("dicebox.kiosk").warning("%s", board.notice)
    from desktop.look.start import start as start_looks  # lazy: after the launcher's checks (Qt may be missing)

    start_looks(Settings())
    kiosk = KioskMode(config, lockout_file=data_dir() / LOCKOUT_FILE, board=board)
    window = MainWindow(GameController(None), Settings(), kiosk=kiosk)
    settle_memory()  # the kiosk's window is whole once made
    give_sound(window, app, config.volume, not config.sound)  # as the staff set it in kiosk.ini
    window.showFullScreen()
    return int(app.exec())


def smoke_test(app: QApplication, seed: int) -> int:
    """Prove a build works end to end: real window, real engine, a whole game, no user files touched."""
    import tempfile  # lazy: only --smoke-test

    from PySide6.QtCore import QSettings  # lazy: after the launcher's checks (Qt may be missing)

    from desktop.base.settings import Settings  # lazy: after the launcher's checks (Qt may be missing)
    from desktop.session.background import finish_all  # lazy: after the launcher's checks (Qt may be missing)

    with tempfile.TemporaryDirectory(prefix="dicebox-smoke-") as folder:
        settings = Settings(QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat))
        result = _smoke_game(app, seed, settings)
        settings.q.sync()  # written now, while the folder exists, not when Python drops it
        finish_all()  # the game's review may still run: it must end while its objects live (no app.exec here)
        return result


def _smoke_game(app: QApplication, seed: int, settings: Settings) -> int:
    """The smoke test's game, with its settings in a folder the caller removes afterwards (every
    build and packaging test runs it; each run used to leave a folder in the temp dir)."""
    from desktop.session.controller import GameController  # lazy: after the launcher's checks (Qt may be missing)
    from desktop.window.main_window import MainWindow  # lazy: after the launcher's checks (Qt may be missing)
    from desktop.window.shots import scorecard_state  # lazy: after the launcher's checks (Qt may be missing)

    settings.reduce_motion = True
    controller = GameController(None)
    window = MainWindow(controller, settings)
    window.resize(1280, 800)
    window.start_game("dice-dash", seed, None)
    window.show()
    app.processEvents()
    turns = 0
    while (state := scorecard_state(controller)).phase != "finished" and turns < 100:
        best = max(engine.score_preview(state), key=lambda p: p.gain)
        if best.gain < 20 and state.phase == "rolling":
            controller.move_by_program(engine.Roll())
        else:
            controller.move_by_program(engine.Score(best.category))
        app.processEvents()
        turns += 1
    if scorecard_state(controller).phase != "finished" or window.grab().isNull():
        sys.stderr.write("dicebox: smoke test failed: the game did not finish or nothing was drawn\n")
        return 1
    total = engine.outcome(scorecard_state(controller)).totals[0]
    window.dialogs.close_game_over()
    window.close()
    print(f"smoke-test ok: Dice Dash seed {seed} total {total}")
    return 0


def _random_seed(game: str) -> int:
    from . import gameinfo  # lazy: not needed by --help and the records commands
    from .base import seeds  # the window has loaded both by the time a game begins

    return seeds.random_seed(gameinfo.info(game).hidden_information)
