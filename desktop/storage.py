"""Files in the user's data dir: the autosaved game in progress, written atomically.

The window saves after every move so that a crash, a power cut or a closed laptop lose nothing.
A save that cannot be read is never deleted: it is moved aside with a ``.bad`` suffix and the
player is told why, so the data can still be recovered by hand.
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


def data_dir() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".dicebox")


def write_atomic(path: Path, text: str) -> None:
    """Write via a temp file in the same folder and ``os.replace``, so a reader never sees half a file."""
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


class SaveStore:
    """The one autosave slot."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or data_dir()

    @property
    def path(self) -> Path:
        return self.folder / SAVE_NAME

    def save(self, state_json: dict[str, Any], assisted: bool, extra: dict[str, Any] | None = None) -> None:
        payload = {"format": SAVE_FORMAT, "assisted": assisted, "state": state_json, **(extra or {})}
        import json  # here, not at the top: the window imports this module before its first frame

        write_atomic(self.path, json.dumps(payload, separators=(",", ":")))

    def clear(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

    def exists(self) -> bool:
        return self.path.is_file()

    def load_raw(self) -> dict[str, Any]:
        """The saved payload; ``ValueError`` says what is wrong with the file."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except OSError as exc:
            raise ValueError(f"cannot read {self.path}: {exc.strerror}") from None
        except UnicodeDecodeError:
            raise ValueError(f"{self.path} is not text") from None
        import json

        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{self.path.name} is not valid JSON ({exc.msg} at line {exc.lineno})") from None
        if not isinstance(data, dict) or "state" not in data:
            raise ValueError(f"{self.path.name} is not a Dicebox save (it has no 'state')")
        return data

    def quarantine(self) -> Path | None:
        """Move an unreadable save aside (never delete it) and return where it went."""
        if not self.path.exists():
            return None
        target = self.path.with_name(f"{SAVE_NAME}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            os.replace(self.path, target)
        except OSError:
            return None
        return target
