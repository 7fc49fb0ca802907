"""One profile, one window: the slot lock, held by another live process or left by a killed one."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.records.lock import ProfileLock

ROOT = Path(__file__).resolve().parents[3]
HOLDER = """
import sys, time
sys.path.insert(0, sys.argv[2])
from desktop.records.lock import ProfileLock
lock = ProfileLock(sys.argv[1])
print("held" if lock.acquire() else "refused", flush=True)
time.sleep(60)
"""


def _holder(folder: Path) -> subprocess.Popen[str]:
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder), str(ROOT)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "held"
    return proc


@pytest.mark.slow
def test_a_live_holder_is_reported_with_its_pid(tmp_path: Path) -> None:
    proc = _holder(tmp_path)
    try:
        lock = ProfileLock(tmp_path)
        assert not lock.acquire() and lock.problem == ""
        holder = lock.holder()
        assert holder is not None and holder.pid == proc.pid
        assert f"process {proc.pid}" in holder.describe()
        assert ProfileLock(tmp_path, "second").acquire()  # another slot is free
        # A window left open for hours is still the holder: no age makes its lock stale (on Linux
        # Qt's flock on the file protects it too; setStaleLockTime(0) covers the other systems).
        os.utime(tmp_path / "main.lock", (0, 0))
        assert not ProfileLock(tmp_path).acquire()
    finally:
        proc.kill()
        proc.wait()


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_lock_left_by_a_killed_holder_is_taken_over(tmp_path: Path) -> None:
    proc = _holder(tmp_path)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert (tmp_path / "main.lock").exists()  # the file is still there: stale, not gone
    lock = ProfileLock(tmp_path)
    assert lock.acquire() and lock.held
    assert lock.holder() is None
    lock.release()
    assert not (tmp_path / "main.lock").exists()


def test_our_own_lock_and_release(tmp_path: Path) -> None:
    lock = ProfileLock(tmp_path / "new-folder")
    assert lock.acquire() and lock.acquire()  # taking it again is a no-op
    lock.release()
    assert not lock.held
    other = ProfileLock(tmp_path / "new-folder")
    assert other.acquire()
    other.release()


def test_a_folder_that_cannot_hold_the_lock_says_so(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    lock = ProfileLock(blocker)
    assert not lock.acquire() and "cannot be made" in lock.problem


@pytest.mark.parametrize("slot", ["", "../x", "a/b", ".hidden"])
def test_slot_names_are_plain(tmp_path: Path, slot: str) -> None:
    with pytest.raises(ValueError, match="plain file name"):
        ProfileLock(tmp_path, slot)


def _dead_lock(folder: Path) -> None:
    """A lock as a crashed window leaves it: naming a process that has ended, on this host."""
    import socket

    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    (folder / "main.lock").write_text(f"{proc.pid}\npython3\n{socket.gethostname()}\n")


def test_the_lock_names_this_process_as_qlockfile_did(tmp_path: Path) -> None:
    """pid, program, host: what an older Dicebox's QLockFile reads, and the command line too."""
    import socket

    lock = ProfileLock(tmp_path)
    assert lock.acquire()
    pid, program, host = (tmp_path / "main.lock").read_text().split("\n")[:3]
    assert (int(pid), host) == (os.getpid(), socket.gethostname()) and program
    lock.release()


def test_a_guard_of_the_earlier_scheme_does_not_keep_a_stale_lock(tmp_path: Path) -> None:
    """Windows once guarded the removal of a stale lock with a ``.rmlock`` file beside it; one
    left there (fresh, even) plays no part now: the system's lock on the file decides."""
    _dead_lock(tmp_path)
    (tmp_path / "main.lock.rmlock").touch()
    lock = ProfileLock(tmp_path)
    assert lock.acquire() and lock.problem == ""
    lock.release()


def test_release_leaves_a_lock_that_names_another_window(tmp_path: Path) -> None:
    lock = ProfileLock(tmp_path)
    assert lock.acquire()
    (tmp_path / "main.lock").write_text(f"{os.getppid()}\npython3\n\n")  # taken over meanwhile
    lock.release()
    assert not lock.held and (tmp_path / "main.lock").exists()


RACER = """
import sys, time
sys.path.insert(0, sys.argv[2])
from desktop.records.lock import ProfileLock
start = float(sys.argv[3])
time.sleep(max(0.0, start - time.time()))
lock = ProfileLock(sys.argv[1])
print("held" if lock.acquire() else "refused", flush=True)
sys.stdin.readline()
"""


@pytest.mark.slow
@pytest.mark.parametrize("stale", [True, False])
def test_windows_started_at_once_take_one_lock_once(tmp_path: Path, stale: bool) -> None:
    """Several windows starting together on a crashed window's lock (or none): exactly one holds
    it. Removing a stale lock is guarded, so none removes the fresh lock of another."""
    import time

    if stale:
        _dead_lock(tmp_path)
    start = str(time.time() + 1.5)
    racers = [subprocess.Popen([sys.executable, "-c", RACER, str(tmp_path), str(ROOT), start],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) for _ in range(6)]
    try:
        said = [r.stdout.readline().strip() for r in racers if r.stdout is not None]
        assert sorted(said) == ["held"] + ["refused"] * 5, said
    finally:
        for racer in racers:
            racer.kill()
            racer.wait()


STALLER = """
import pathlib, sys
sys.path.insert(0, sys.argv[2])
import desktop.records.lock as lock_module
stalled = []
def stall():
    if not stalled:
        stalled.append(True)
        print("stalled", flush=True)
        sys.stdin.readline()
contents, unlink = lock_module.lock_contents, pathlib.Path.unlink
def stalled_contents():
    stall()
    return contents()
def stalled_unlink(self, missing_ok=False):
    if self.name == "main.lock":
        stall()
    unlink(self, missing_ok)
lock_module.lock_contents = stalled_contents
pathlib.Path.unlink = stalled_unlink
lock = lock_module.ProfileLock(sys.argv[1])
print("held" if lock.acquire() else "refused", flush=True)
sys.stdin.readline()
"""


@pytest.mark.slow
@pytest.mark.parametrize("stale", [False, True])
def test_a_window_stalled_while_taking_the_lock_keeps_it_alone(tmp_path: Path, stale: bool) -> None:
    """A busy machine can leave a window unscheduled for seconds at its worst instant: its lock
    made but its name not yet written in it (read as a lock being written, then as one nobody
    writes), or a crashed window's lock judged stale but not yet removed (its guard then looked
    left by a crash). A second window starting meanwhile must still find the lock held, or two
    windows write the same game. The first stalls at its first change to the lock file, whichever
    that is, until told to go on."""
    import time

    if stale:
        _dead_lock(tmp_path)
    first = subprocess.Popen([sys.executable, "-c", STALLER, str(tmp_path), str(ROOT)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    second = ProfileLock(tmp_path)
    try:
        assert first.stdout is not None and first.stdin is not None
        assert first.stdout.readline().strip() == "stalled"
        time.sleep(3.5)  # seconds unscheduled: longer than any wait that judges a window by the clock
        took = second.acquire()
        first.stdin.write("\n")
        first.stdin.flush()
        first_took = first.stdout.readline().strip() == "held"
        assert (took, first_took) == (False, True), "two windows hold the lock" if took and first_took else ""
        assert second.problem == ""
        holder = second.holder()
        assert holder is not None and holder.pid == first.pid
    finally:
        second.release()
        first.kill()
        first.wait()
