"""One profile, one window: a second Dicebox on the same profile never forks the game in play.

The first window holds the lock of the profile's "main" slot (``records.lock.ProfileLock``: the
system's lock on an open file, which a crashed holder's system frees, so the next start takes it
over). A second
window that finds it held says so and offers three ways on: watch the other window's game
(read-only, following it live), play a new game in a separate slot (``slot-2``, ``slot-3``...,
each with its own lock and its own journal in the same records), or quit.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from desktop.records import DATABASE_NAME, SLOT, Records
from desktop.records.lock import ProfileLock

if TYPE_CHECKING:
    from desktop.records.gamefile import GameFile
    from desktop.records.lock import Holder

    from .main_window import MainWindow
    from .profile_dialog import Choice

MAX_SLOTS = 9


def claim(folder: Path) -> tuple[str, ProfileLock | None]:
    """Take the main slot's lock: (slot, lock), or ("", None) when another window holds it. A
    folder that refuses lock files (read-only) gives the main slot unlocked: the records there
    will not be kept either, and the banner says so."""
    lock = ProfileLock(folder, SLOT)
    if lock.acquire():
        return SLOT, lock
    if lock.problem:
        return SLOT, None
    return "", lock


def separate_slot(folder: Path) -> tuple[str, ProfileLock | None]:
    """The first free separate slot, locked (several second windows each get their own)."""
    for number in range(2, MAX_SLOTS + 1):
        lock = ProfileLock(folder, f"slot-{number}")
        if lock.acquire():
            return f"slot-{number}", lock
    return f"slot-{MAX_SLOTS + 1}", None


def watcher(folder: Path) -> Callable[[], GameFile | None]:
    """What the replay viewer polls: the main slot's game in progress as a ``GameFile``, read
    through a connection of its own that never writes (None once there is none)."""
    from desktop.records.gamefile import record_file  # lazy: only when a second window watches the first's game

    records = Records.open(folder / DATABASE_NAME, verify="off", session=None)

    def latest() -> GameFile | None:
        unfinished = records.resume(SLOT)
        return None if unfinished is None else record_file(unfinished)

    return latest


def settle_profile(window: MainWindow, folder: Path, ask: Callable[[Holder | None, bool], Choice] | None = None,
                   file: Path | None = None) -> tuple[str, ProfileLock | None] | None:
    """The slot this window plays in, with its lock; None when it does not play (it watches the
    other window's game, or quits). ``ask`` stands in for the dialog in tests.

    ``file``: Dicebox was started to show a ``.dicebox`` file (a double-click in a file manager).
    With the profile held elsewhere, nobody asked to play here: the file is shown on its own,
    with no question and no main window."""
    slot, lock = claim(folder)
    if slot:
        return slot, lock
    from .game_files import show_file_alone  # lazy: a second window on the profile is rare; the start skips it
    from .profile_dialog import Choice, SecondWindowDialog  # lazy: as above

    if file is not None:
        show_file_alone(file, folder, window)
        window.close()
        return None
    latest = watcher(folder)
    first = latest()
    holder = lock.holder() if lock is not None else None
    if ask is not None:
        choice = ask(holder, first is not None)
    else:
        dialog = SecondWindowDialog(holder, first is not None, window)
        dialog.exec()
        choice = dialog.choice
    if choice is Choice.SEPARATE:
        return separate_slot(folder)
    if choice is Choice.WATCH and first is not None:
        from desktop.replay.viewer import show_replay  # lazy: the replay window, only when a second window watches

        viewer = show_replay(None, first, live=latest)
        viewer.resize(window.size())
    window.close()
    return None
