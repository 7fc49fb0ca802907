"""Real small file systems for the tests that must meet a full disk: a tmpfs mounted as root on
Linux (skipped elsewhere), and a way to fill one to its last byte."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest


@contextlib.contextmanager
def tmpfs(size: str) -> Iterator[Path]:
    """A real small file system, as root; skipped where one cannot be mounted."""
    if not sys.platform.startswith("linux") or os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root on Linux")
    where = Path(tempfile.mkdtemp(prefix="dicebox-tmpfs-"))
    if subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                      capture_output=True).returncode != 0:
        where.rmdir()
        pytest.skip("tmpfs cannot be mounted here")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)
        with contextlib.suppress(OSError):
            where.rmdir()


def fill(folder: Path, leave: int = 0) -> Path:
    """Fill the file system of ``folder`` until at most ``leave`` bytes are free."""
    filler = folder / "filler"
    with filler.open("wb", buffering=0) as handle:
        for chunk in (65536, 4096, 512, 1):
            with contextlib.suppress(OSError):
                while os.statvfs(folder).f_bavail * os.statvfs(folder).f_frsize > leave + chunk:
                    handle.write(b"\0" * chunk)
    return filler
