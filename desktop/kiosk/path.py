"""Where an administrator's kiosk.ini may be, and whether one is there.

The launcher asks on every start, before its first frame, so this module imports nothing but
``os``, ``sys`` and ``pathlib``; the parser, hashing and logging load only when a file is found.

Some of the places come from the environment (``XDG_CONFIG_DIRS``, ``PROGRAMDATA``), which the
kiosk's own account could set. An environment variable may add places to look but never take
one away: the platform's fixed folder is always searched as well, and the loader
(``kiosk_config``) counts every file it finds, so adding a place can only lock more. There is no
variable that points the app at a config of one's choosing.
"""

from __future__ import annotations

import errno
import ntpath
import os
import posixpath
import sys
from collections.abc import Mapping
from pathlib import Path

APP_FOLDER = "dicebox"
FILE_NAME = "kiosk.ini"
XDG_FIXED = "/etc/xdg"
"""Searched on Linux and the BSDs whatever XDG_CONFIG_DIRS says (the documented location)."""
WINDOWS_FIXED = r"C:\ProgramData"
"""Searched on Windows whatever PROGRAMDATA says."""
MACOS_FOLDER = "/Library/Preferences"

_ABSENT = {errno.ENOENT, errno.ENOTDIR, errno.ENAMETOOLONG}
"""``lstat`` errors that prove nothing is there; any other error means "cannot tell"."""


def config_paths(env: Mapping[str, str] = os.environ, platform: str = sys.platform) -> tuple[Path, ...]:
    """Every place a kiosk.ini is looked for, in order of precedence, without repeats.

    Linux: each ``XDG_CONFIG_DIRS`` entry in order (``/etc/xdg`` when unset or empty; relative
    entries ignored, as the XDG Base Directory rules say), then ``/etc/xdg`` if the variable
    left it out. Windows: ``%PROGRAMDATA%``, then ``C:\\ProgramData``. macOS:
    ``/Library/Preferences``. Each with ``dicebox/kiosk.ini`` appended."""
    if platform.startswith("win"):
        folders = [env.get("PROGRAMDATA", ""), WINDOWS_FIXED]
        keep = [f for f in folders if f and "\0" not in f and ntpath.isabs(f)]
        seen: dict[str, str] = {}
        for folder in keep:
            seen.setdefault(ntpath.normcase(ntpath.normpath(folder)), ntpath.normpath(folder))
        return tuple(Path(ntpath.join(f, APP_FOLDER, FILE_NAME)) for f in seen.values())
    if platform == "darwin":
        return (Path(MACOS_FOLDER, APP_FOLDER, FILE_NAME),)
    entries = (env.get("XDG_CONFIG_DIRS") or XDG_FIXED).split(":")
    folders = [posixpath.normpath(e) for e in entries if e.startswith("/") and "\0" not in e]
    folders.append(XDG_FIXED)
    return tuple(Path(f, APP_FOLDER, FILE_NAME) for f in dict.fromkeys(folders))


def probe(path: Path) -> bool:
    """True when something is at ``path`` (a file, a folder, a dangling or looping link) or when
    it cannot be told (a folder on the way that this account may not search): both must count
    as a config that is there, so that the loader reports it and the kiosk stays locked."""
    try:
        os.lstat(path)
    except OSError as exc:
        if exc.errno == errno.ENOTDIR:
            # ``dicebox`` itself is a file (``cp kiosk.ini /etc/xdg/dicebox`` before the folder
            # existed): an administrator meant a kiosk there, so it counts and the loader says so.
            return _exists(path.parent)
        return exc.errno not in _ABSENT
    except ValueError:  # an embedded NUL: no such file can exist
        return False
    return True


def _exists(path: Path) -> bool:
    try:
        os.lstat(path)
    except (OSError, ValueError):
        return False
    return True


def kiosk_config_present(paths: tuple[Path, ...] | None = None) -> bool:
    """Whether any place the app looks holds a kiosk.ini (only then is it worth parsing)."""
    return any(probe(p) for p in (config_paths() if paths is None else paths))


def where_to_edit(paths: tuple[Path, ...] | None = None) -> Path:
    """The file an administrator should edit: the first one found, else the documented place
    (``/etc/xdg/dicebox/kiosk.ini`` on Linux even when a session lists other folders first)."""
    paths = config_paths() if paths is None else paths
    for path in paths:
        if probe(path):
            return path
    documented = Path(XDG_FIXED, APP_FOLDER, FILE_NAME)
    return documented if documented in paths else paths[0]
