"""Where the kiosk config lives, importable without the config parser, hashing and logging:
the launcher asks on every start whether a kiosk is configured, before its first frame."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def system_config_path() -> Path:
    """Where an administrator puts ``kiosk.ini`` (not writable by the kiosk's user)."""
    override = os.environ.get("DICEBOX_KIOSK_CONFIG")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        return Path(os.environ.get("PROGRAMDATA", r"C:\ProgramData")) / "dicebox" / "kiosk.ini"
    if sys.platform == "darwin":
        return Path("/Library/Preferences/dicebox/kiosk.ini")
    first = (os.environ.get("XDG_CONFIG_DIRS") or "/etc/xdg").split(":")[0] or "/etc/xdg"
    return Path(first) / "dicebox" / "kiosk.ini"


def kiosk_config_present() -> bool:
    """Whether an administrator's kiosk.ini exists (only then is it worth parsing)."""
    try:
        return system_config_path().exists()
    except OSError:  # unreadable folder: let the full loader report it
        return True
