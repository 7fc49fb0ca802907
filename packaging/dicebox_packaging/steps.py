"""What every build step shares: the one-line error, running a tool, the release date, and the
app's reader of the system package list."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType


class BuildError(Exception):
    """A step failed in a way the person building can fix; printed as one line, no traceback."""


def system_packages() -> ModuleType:
    """``desktop.base.system_packages``, the one reader of assets/system-packages.txt. The build runs
    in the set-up .venv, where dicebox is installed (editable); another Python gets a sentence
    saying so rather than a traceback."""
    try:
        from desktop.base import system_packages as module
    except ImportError:
        raise BuildError(
            f"{sys.executable} cannot import dicebox itself; run: bash packaging/setup-dev.sh and build with "
            ".venv/bin/python packaging/build.py (or: pip install --no-deps --no-build-isolation -e .)"
        ) from None
    return module


def run(cmd: list[str], cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run a build tool, turning a failure into a BuildError that shows its own output."""
    proc = subprocess.run(cmd, text=True, capture_output=True, cwd=cwd)
    if proc.returncode != 0:
        output = (proc.stdout + proc.stderr).strip()[-3000:]
        raise BuildError(f"{Path(cmd[0]).name} failed (exit {proc.returncode}):\n{output}")
    return proc


def release_date() -> str:
    """SOURCE_DATE_EPOCH when set (reproducible builds), else today, in UTC."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    moment = dt.datetime.fromtimestamp(int(epoch), dt.UTC) if epoch else dt.datetime.now(dt.UTC)
    return moment.date().isoformat()
