"""The data folder, and the autosave file of Dicebox before records (read once, to import it).

Where the system keeps an application's data is Qt's to say (``QStandardPaths``), and the records
never import Qt: the launcher hands that lookup in once (``locate_with``, given
``desktop.session.datafolder.app_data_location``), and ``data_dir`` makes a data folder of its answer.

Games are kept in the records' move journal now (``journal.GameJournal``). An old
``current-game.json`` is read here, checked by ``resume.read_save`` and imported by
``records.importer``; one that cannot be read is never deleted: it is moved aside with a
``.bad-<time>`` suffix and the player is told why. When even that move fails, the store is
*held*: the file stays where it is, untouched, until the player moves it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.i18n.problems import DiceboxError, Problem, os_problem

from .unwritable import refuse

SAVE_NAME = "current-game.json"
SAVE_FORMAT = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024
"""Far above any real save (a 20,000-action game is under 1 MiB); a bigger file is not read."""


_lookup: list[Callable[[], str]] = []


def locate_with(lookup: Callable[[], str]) -> None:
    """Ask ``lookup`` where the system keeps this application's data (Qt's ``AppDataLocation``, as
    a string; empty when there is none) whenever the data folder is wanted."""
    _lookup[:] = [lookup]


def app_data_location() -> str | None:
    """What the lookup given to ``locate_with`` answers now; None when none was given."""
    return _lookup[0]() if _lookup else None


def data_dir() -> Path:
    """The folder of the records, the profile's locks, ``dicebox.log`` and the kiosk's files:
    always an absolute path, or ``unwritable.NOWHERE`` with the reason its records say.

    Where the data folder comes from ``HOME`` (Linux and the BSDs: ``$XDG_DATA_HOME`` when that is
    absolute, which Qt already follows, ignoring a relative one as the XDG spec asks), Qt takes
    ``HOME`` as it is. A relative one ("relhome") put the records under the folder Dicebox happened
    to be started from, a different profile from each folder: it is refused, named in one line
    (the banner, the log), and play goes on with records not kept, as with any folder that cannot
    hold them. Trying another home instead would keep a player's games where they never asked,
    and HOME set relative is a mistake for its owner to mend, not to be guessed around. An unset
    or empty ``HOME`` made Qt take "/" (``//.local/share/...``): the account's home from the
    password database stands in, as a login shell and Python's ``expanduser`` take it."""
    location = app_data_location()
    if location is None:  # a program that never said where: records kept nowhere rather than guessed
        return _refused(Problem("system", detail="no data folder lookup was given to the records (locate_with)"))
    home = os.environ.get("HOME", "")
    if os.name == "posix" and sys.platform != "darwin" and location.startswith("//") and location[2:3] != "/":
        # Qt's home was "/": HOME unset or empty (or "/" itself, a home like any other)
        base = home if home else _account_home()
        if base is None:
            return _refused(Problem("home-unknown", name="HOME"))
        location = base.rstrip("/") + location[1:]
    if not location:
        try:
            location = str(Path.home() / ".dicebox")
        except RuntimeError:  # no home to be found at all
            return _refused(Problem("home-unknown", name="HOME"))
    if not os.path.isabs(location):
        relative_home = bool(home) and not os.path.isabs(home)
        return _refused(Problem("home-relative", name="HOME", given=home) if relative_home else
                        Problem("data-folder-relative", path=location))
    return Path(location)


def _account_home() -> str | None:
    """This account's home folder in the password database, when it has an absolute one."""
    try:
        import pwd  # lazy: POSIX only, and only when HOME is unset

        home = pwd.getpwuid(os.getuid()).pw_dir
    except (ImportError, KeyError, OSError):
        return None
    return home if os.path.isabs(home) else None


_told: set[str] = set()


def _refused(problem: Problem) -> Path:
    """``unwritable.NOWHERE`` for ``problem``, said once on the log (the terminal) as well."""
    if problem not in _told:
        _told.add(problem)
        logging.getLogger("dicebox.records").warning("records are not being kept: %s", problem)
    return refuse(problem)


class SaveHeld(DiceboxError, OSError):
    """The save slot holds a bad save that could not be moved aside; it must not be replaced."""


class BadSave(DiceboxError):
    """The old autosave cannot be read or resumed; its code and parameters say why."""


class NoFreeName(DiceboxError, FileExistsError):
    """Every ``.bad-<time>`` name for a file to set aside is taken, so it stays where it is. An
    ``OSError`` like every other failure to move a file, which is how the callers catch it."""


class SaveStore:
    """The old autosave file, to be imported."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or data_dir()
        self.held: str | None = None
        """Why the bad save could not be moved aside (it stays where it is, untouched)."""

    @property
    def path(self) -> Path:
        return self.folder / SAVE_NAME

    def exists(self) -> bool:
        return self.path.is_file()

    def load_raw(self) -> dict[str, Any]:
        """The saved payload; ``BadSave`` says what is wrong with the file."""
        try:
            with open(self.path, "rb") as fh:
                data = fh.read(MAX_SAVE_BYTES + 1)
        except OSError as exc:
            raise BadSave("save-read", name=self.path.name, cause=os_problem(exc)) from None
        if len(data) > MAX_SAVE_BYTES:
            raise BadSave("save-large", name=self.path.name, mib=MAX_SAVE_BYTES // (1024 * 1024))
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise BadSave("save-not-utf8", name=self.path.name) from None
        try:
            payload = json.loads(text)
        except json.JSONDecodeError as exc:
            from .jsonread import json_detail  # lazy: only a save that is not JSON needs it

            raise BadSave("save-not-json", name=self.path.name, detail=json_detail(exc.msg), line=exc.lineno) from None
        except RecursionError:
            raise BadSave("save-nested", name=self.path.name) from None
        if not isinstance(payload, dict) or "state" not in payload:
            raise BadSave("save-no-state", name=self.path.name)
        return payload

    def quarantine(self) -> Path | None:
        """Move an unreadable save aside (never delete it) and return where it went.

        None when there was nothing to move (another window moved it first). The new name is
        reserved exclusively before the move, so a second failure in the same second never
        replaces an earlier ``.bad`` file. When the move fails, the store becomes held and the
        ``SaveHeld`` raised says why."""
        if not os.path.lexists(self.path):
            return None
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target: Path | None = None
        try:
            for attempt in range(1, 1000):
                candidate = self.path.with_name(f"{SAVE_NAME}.bad-{stamp}" + (f"-{attempt}" if attempt > 1 else ""))
                try:
                    os.close(os.open(candidate, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
                except FileExistsError:
                    continue
                target = candidate
                break
            if target is None:
                raise NoFreeName("no-free-name", name=f"{SAVE_NAME}.bad-{stamp}")
            os.replace(self.path, target)  # over the empty reservation made above, never another file
        except FileNotFoundError:
            if target is not None:
                with contextlib.suppress(OSError):
                    target.unlink()
            if not os.path.lexists(self.path):
                return None  # moved away meanwhile: nothing left to protect
            self.held = Problem("save-not-moved")
            raise SaveHeld.of(self.held) from None
        except OSError as exc:
            if target is not None:
                with contextlib.suppress(OSError):
                    target.unlink()
            self.held = os_problem(exc)
            raise SaveHeld.of(self.held) from None
        return target
