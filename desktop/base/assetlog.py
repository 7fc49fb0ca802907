"""One line in a log the player can find for each kind of asset that cannot be used:
a font, a sound, a lesson, an icon, a translation. The app plays on without the asset, so
without this line nobody would ever learn why the window looks or sounds wrong.

``asset_problem(kind, name, problem)`` is the one call. The line goes through Python logging
(logger ``dicebox.assets``: a terminal shows it, and the kiosk's ``kiosk.log`` keeps it) and,
outside the kiosk, into ``dicebox.log`` in the data folder (``app_log``, which the launcher opens
once the data folder is known). Lines said earlier, such as the fonts', which load before the
first frame, are written into a log file when it opens, so the file misses nothing.

Each kind says one line per run: seven damaged fonts or seven missing sounds are one broken
install, and a line per file (or per use) would bury what else the log says. It is said at every
start, for a broken install is a fault to mend, not how the machine stands.

Lasting states. A log record with the attribute ``lasting`` (``extra={"lasting": "sound"}``)
tells how something stands at every start, for as long as the machine stays as it is: "sound is
off: no audio device" on a kiosk with no sound card. A log file holds such a line only when it
differs from the one it last held for that key (remembered beside it, in ``<log>.state``): the
kiosk said "sound is off" into kiosk.log at every start, burying the lines that matter. A
healthy state (below WARNING) is said only when it follows a problem ("sound is on" after "sound
is off"): a machine whose sound always worked gets no line, and no state file, for it.

Qt-free and without ``desktop.records`` (which sits above this layer): the launcher hands in the
data folder.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sys
import threading
from pathlib import Path

LOGGER = "dicebox.assets"
KINDS = ("font", "sound", "lesson", "icon", "translation")
"""The kinds of asset the app ships; ``asset_problem`` takes any, these are the ones it is told of."""
APP_LOG = "dicebox.log"
KIOSK_LOG = "kiosk.log"
LASTING = "lasting"
"""The log record attribute naming a lasting state (Qt-free ``desktop.sound`` sets it by this name:
it sits below this layer and cannot import it)."""
FORMAT = "%(asctime)s %(name)s %(message)s"
MAX_LOG_BYTES = 1 << 20
"""``dicebox.log`` or ``kiosk.log`` beyond this at a start is moved to ``<name>.old`` (replacing the
older one), so a problem said at every start, or a kiosk that logs every game for months, never
fills a disk."""
MAX_STATE_BYTES = 64 * 1024

log = logging.getLogger(LOGGER)
_lock = threading.RLock()
_told: dict[str, logging.LogRecord] = {}
"""Each kind's line of this run, kept to be written into a log file that opens later."""
_installed: list[tuple[logging.Logger, logging.Handler]] = []


def asset_problem(kind: str, name: str, problem: object) -> bool:
    """Say in one line that the ``kind`` asset ``name`` (a file name, or several joined by commas)
    cannot be used, and why: ``problem`` is an ``Unreadable``'s ``.problem``, an exception or
    words. True when said; False when this kind has said its line already in this run. Never
    raises: a broken asset must never become a broken start."""
    them = "them" if "," in name else "it"
    line = _one_line(f"{kind} {name} cannot be used, Dicebox plays on without {them}: {_words(problem)}")
    with _lock:
        if kind in _told:
            return False
        record = log.makeRecord(log.name, logging.WARNING, __file__, 0, "%s", (line,), None)
        _told[kind] = record
        if log.isEnabledFor(logging.WARNING):
            log.handle(record)
    return True


def app_log(folder: Path) -> Path | None:
    """Outside the kiosk: the warnings of Dicebox's loggers (``dicebox.*``: assets, sound,
    settings) go to ``folder/dicebox.log`` too, lasting states only when they change, and the
    terminal shows what it showed before. The file is made on its first line: a start with
    nothing to say leaves none. None when the folder cannot be made. Called again (tests start
    the app many times in one process), it replaces the earlier call's handlers."""
    path = folder / APP_LOG
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _aside_if_big(path)
    except OSError:
        return None
    dicebox = logging.getLogger("dicebox")
    with _lock:
        close_app_log()
        file = _file_handler(path, delay=True)
        file.addFilter(_warnings_and_lasting)
        # Lasting states below WARNING ("sound is on") must reach the file's filter to be remembered.
        dicebox.setLevel(logging.INFO)
        _installed.append((dicebox, file))
        if not logging.getLogger().handlers and sys.stderr is not None:
            # A handler on ``dicebox`` turns off logging's last resort, which printed the
            # warnings on the terminal: this one prints them as it did, and nothing more.
            terminal = logging.StreamHandler(sys.stderr)
            terminal.setLevel(logging.WARNING)
            _installed.append((dicebox, terminal))
        _open(file)
        for logger, handler in _installed:
            logger.addHandler(handler)
    return path


def close_app_log() -> None:
    """Take ``app_log``'s handlers off again (a test's end; a second ``app_log`` does it first)."""
    with _lock:
        for logger, handler in _installed:
            logger.removeHandler(handler)
            handler.close()
        if _installed:
            logging.getLogger("dicebox").setLevel(logging.NOTSET)
        _installed.clear()


def kiosk_log(folder: Path) -> Path | None:
    """The kiosk's logging, as it always was: everything from INFO on to the terminal and to
    ``folder/kiosk.log`` (which the staff read), now with lasting states written only when they
    change and the asset lines said before it opened. None when the file cannot be opened."""
    path = folder / KIOSK_LOG
    handlers: list[logging.Handler] = [logging.StreamHandler()]
    file: logging.FileHandler | None = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(OSError):  # a log that cannot be moved is still written to
            _aside_if_big(path)
        file = _file_handler(path, delay=False)
        handlers.append(file)
    except OSError:
        pass
    logging.basicConfig(level=logging.INFO, handlers=handlers, format=FORMAT)
    if file is None or file not in logging.getLogger().handlers:  # logging was set up already
        if file is not None:
            file.close()
        return None
    with _lock:
        _open(file)
    return path


def _aside_if_big(path: Path) -> None:
    """Move a log grown beyond ``MAX_LOG_BYTES`` to ``<name>.old`` (its lasting states then count
    as unsaid: ``_Lasting`` trusts no state file beside a log that is gone)."""
    try:
        big = path.stat().st_size > MAX_LOG_BYTES
    except FileNotFoundError:
        return
    if big:
        path.replace(path.with_name(f"{path.name}.old"))


def _file_handler(path: Path, *, delay: bool) -> logging.FileHandler:
    lasting = _Lasting(path)  # before the file is opened: a file that is not there has said nothing
    handler = logging.FileHandler(path, encoding="utf-8", delay=delay)
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.addFilter(lasting)
    return handler


def _open(file: logging.Handler) -> None:
    """Hand a newly opened log file the lines said before it opened (the caller holds the lock)."""
    for record in _told.values():
        file.handle(record)


def _warnings_and_lasting(record: logging.LogRecord) -> bool:
    return record.levelno >= logging.WARNING or getattr(record, LASTING, None) is not None


class _Lasting(logging.Filter):
    """Lets a lasting state into a log file only when it differs from what the file last held for
    its key; remembers each key's last line in ``<log>.state`` (JSON), which is never trusted: a
    damaged one, or one beside a log that is gone, counts as nothing said."""

    def __init__(self, log_path: Path) -> None:
        super().__init__()
        self.path = log_path.with_name(f"{log_path.name}.state")
        self.held: dict[str, str] = {}
        with contextlib.suppress(OSError, ValueError):
            if log_path.stat().st_size > 0:
                from .files import read_text  # lazy: only when a log file is there

                held = json.loads(read_text(self.path, MAX_STATE_BYTES))
                if isinstance(held, dict):
                    self.held = {k: v for k, v in held.items() if isinstance(k, str) and isinstance(v, str)}

    def filter(self, record: logging.LogRecord) -> bool:
        key = getattr(record, LASTING, None)
        if not isinstance(key, str):
            return True
        line = record.getMessage()
        with _lock:
            before = self.held.get(key)
            if before == line or (before is None and record.levelno < logging.WARNING):
                return False  # unchanged, or healthy from the first (then nothing to remember either)
            self.held[key] = line
            try:
                from .atomic import write_atomic  # lazy: only when a lasting state changes

                write_atomic(self.path, json.dumps(self.held, ensure_ascii=False, indent=1))
            except OSError:
                pass  # not remembered: said again at the next start, which is the lesser harm
        return True


def _words(problem: object) -> str:
    try:
        if isinstance(problem, BaseException):
            carried = getattr(problem, "problem", None)  # files.Unreadable
            if carried is not None:
                return str(carried).rstrip(".")
            return f"{type(problem).__name__}: {problem}"
        return str(problem).rstrip(".")
    except Exception:  # an object that cannot say itself still gets its line
        return type(problem).__name__


def _one_line(text: str) -> str:
    return " ".join(part.strip() for part in text.splitlines() if part.strip())
