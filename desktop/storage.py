"""Files in the user's data dir: the autosaved game in progress, written atomically.

The window saves after every move so that a crash, a power cut or a closed laptop lose nothing.
A save that cannot be read is never deleted: it is moved aside with a ``.bad-<time>`` suffix and
the player is told why, so the data can still be recovered by hand. When even that move fails,
the store is *held*: it neither writes over nor removes the bad file for as long as it is there.

A write goes to a temp file that is then renamed over the save. A killed app leaves its temp
behind; each new store removes the stale ones, never one a live writer (another window) holds.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from .atomic import TEMP_SUFFIX, write_atomic

SAVE_NAME = "current-game.json"
SAVE_FORMAT = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024
"""Far above any real save (a 20,000-action game is under 1 MiB); a bigger file is not read."""
TEMP_PREFIX = f".{SAVE_NAME}."
STALE_TEMP_SECONDS = 30.0
"""A temp file lives for milliseconds while a save is written; one this old is left by a killed
writer, unless its writer still holds the lock on it (a stopped or very slow process)."""


def data_dir() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".dicebox")


def _held_by_live_writer(path: Path) -> bool:
    """True when another process is writing ``path`` now (it holds the lock ``atomic.lock`` takes)."""
    if sys.platform == "win32":
        return False  # the delete itself fails on a file that is open elsewhere
    import fcntl

    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return True  # gone (renamed into place just now) or unreadable: not ours to delete
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)  # releases the probe's lock too
    return False


def remove_stale_temps(folder: Path, now: float | None = None) -> list[Path]:
    """Delete temp files that killed writers left in ``folder``; returns what was removed.

    Only names this module writes (``.current-game.json.*.tmp``), only older than
    ``STALE_TEMP_SECONDS`` and only when no live writer holds them: another window saving at
    this moment keeps its file."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        name = entry.name
        if not (name.startswith(TEMP_PREFIX) and name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime < STALE_TEMP_SECONDS:
                continue
        except OSError:
            continue
        path = Path(entry.path)
        if _held_by_live_writer(path):
            continue
        try:
            path.unlink()
        except OSError:
            continue
        removed.append(path)
    return removed


class SaveHeld(OSError):
    """The save slot holds a bad save that could not be moved aside; it must not be replaced."""


class SaveStore:
    """The one autosave slot. Creating one tidies the temp files killed writers left behind."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or data_dir()
        self.held: str | None = None
        """Why the bad save in the slot could not be moved aside; while it is there, nothing
        is written over it or deletes it."""
        self.removed_temps = remove_stale_temps(self.folder)

    @property
    def path(self) -> Path:
        return self.folder / SAVE_NAME

    def _guarded(self) -> bool:
        """True while a held bad save is still in the slot (moved away by hand: free again)."""
        if self.held is not None and not os.path.lexists(self.path):
            self.held = None
        return self.held is not None

    def save(self, state_json: dict[str, Any], assisted: bool, extra: dict[str, Any] | None = None) -> None:
        """Write the save; does nothing while the slot is held (the player was told so)."""
        if self._guarded():
            return
        payload = {"format": SAVE_FORMAT, "assisted": assisted, "state": state_json, **(extra or {})}
        import json  # here, not at the top: the window imports this module before its first frame

        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, json.dumps(payload, separators=(",", ":")))

    def clear(self) -> None:
        if self._guarded():
            return
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

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
