"""The data folder, and the autosave file of Dicebox before records (read once, to import it).

Games are kept in the records' move journal now (``journal.GameJournal``). An old
``current-game.json`` is read here, checked by ``resume.read_save`` and imported by
``records.importer``; one that cannot be read is never deleted: it is moved aside with a
``.bad-<time>`` suffix and the player is told why. When even that move fails, the store is
*held*: the file stays where it is, untouched, until the player moves it.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

SAVE_NAME = "current-game.json"
SAVE_FORMAT = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024
"""Far above any real save (a 20,000-action game is under 1 MiB); a bigger file is not read."""
def data_dir() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".dicebox")


class SaveHeld(OSError):
    """The save slot holds a bad save that could not be moved aside; it must not be replaced."""


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
        """The saved payload; ``ValueError`` says what is wrong with the file."""
        try:
            with open(self.path, "rb") as fh:
                data = fh.read(MAX_SAVE_BYTES + 1)
        except OSError as exc:
            raise ValueError(f"cannot read {self.path.name}: {exc.strerror or exc}") from None
        if len(data) > MAX_SAVE_BYTES:
            raise ValueError(f"{self.path.name} is larger than {MAX_SAVE_BYTES // (1024 * 1024)} MiB, far more than any save")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError(f"{self.path.name} is not UTF-8 text") from None
        import json

        try:
            payload = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{self.path.name} is not valid JSON ({exc.msg} at line {exc.lineno})") from None
        except RecursionError:
            raise ValueError(f"{self.path.name} is nested too deeply to be a Dicebox save") from None
        if not isinstance(payload, dict) or "state" not in payload:
            raise ValueError(f"{self.path.name} is not a Dicebox save (it has no 'state')")
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
                raise FileExistsError(f"no free name for {SAVE_NAME}.bad-{stamp}")
            os.replace(self.path, target)  # over the empty reservation made above, never another file
        except FileNotFoundError:
            if target is not None:
                with contextlib.suppress(OSError):
                    target.unlink()
            if not os.path.lexists(self.path):
                return None  # moved away meanwhile: nothing left to protect
            self.held = "it could not be renamed"
            raise SaveHeld(self.held) from None
        except OSError as exc:
            if target is not None:
                with contextlib.suppress(OSError):
                    target.unlink()
            self.held = exc.strerror or str(exc)
            raise SaveHeld(self.held) from None
        return target
