"""Shared test set-up, kept minimal.

The repo root goes on ``sys.path`` so the suite also runs from a plain checkout whose Python has
the dependencies but no ``pip install -e .`` of dicebox (CI installs it; a developer's venv may not).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import desktop.shipped_games  # noqa: E402, F401  # the four games, registered as the launcher registers them


@pytest.fixture(scope="session", autouse=True)
def private_solver_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Solver tables go to a folder of this run, never the user's cache: every run starts from
    the same (empty) disk, and a damaged-cache test cannot damage a real one."""
    from engine.solver.tables import CACHE_ENV

    old = os.environ.get(CACHE_ENV)
    os.environ[CACHE_ENV] = str(tmp_path_factory.mktemp("solver-cache"))
    yield
    if old is None:
        del os.environ[CACHE_ENV]
    else:
        os.environ[CACHE_ENV] = old


@pytest.fixture(autouse=True)
def own_profile(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Every test has a home, data, config, cache and temporary folder of its own, and so has
    every process it starts: tests run side by side on every core and in any order, so nothing
    may meet another test's files (Qt's test-mode paths live under $HOME/.qttest, and a child's
    temporary folders would otherwise share /tmp). A MonkeyPatch of its own: sharing the test's
    would hold the test's own patches until after the other fixtures have cleaned up."""
    home = tmp_path_factory.mktemp("profile")  # beside the test's tmp_path, which stays its own
    with pytest.MonkeyPatch.context() as patch:
        for name, folder in {"HOME": home, "XDG_DATA_HOME": home / ".local" / "share",
                             "XDG_CONFIG_HOME": home / ".config", "XDG_CACHE_HOME": home / ".cache",
                             "XDG_STATE_HOME": home / ".local" / "state", "TMPDIR": home / "tmp"}.items():
            folder.mkdir(parents=True, exist_ok=True)
            patch.setenv(name, str(folder))
        patch.setattr(tempfile, "tempdir", str(home / "tmp"))
        yield


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Deals the shuffled tests so that the cores stay busy to the end (the slow ones and the
    quick ones each keep the shuffled order among their own).

    xdist's worksteal scheduler first hands each worker one contiguous share of this list, then
    an idle worker takes half of the longest queue from its end. The slow tests head the shares,
    dealt in turn, so the long ones (a minute for some) start early on every worker and what is
    left to share out at the end is quick tests, not a long one that starts last and keeps one
    worker going alone.
    """
    slow = [item for item in items if item.get_closest_marker("slow")]
    quick = [item for item in items if not item.get_closest_marker("slow")]
    workers = max(1, int(getattr(config, "workerinput", {}).get("workercount", 1)))
    dealt: list[pytest.Item] = []
    left = len(items)
    for share in range(workers):  # each share's size as worksteal counts it
        head = slow[share::workers]
        fill = max(0, left // (workers - share) - len(head))
        dealt += head + quick[:fill]
        quick, left = quick[fill:], left - len(head) - fill
    items[:] = dealt + quick


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: as many workers as this process may use cores, and one more when the slow
    tests run. Orca's and the AT-SPI client's scenarios (slow tests) spend most of their time
    asleep, waiting for the screen reader to have spoken or the app to have answered, and a core
    would idle meanwhile; the extra worker uses it, and otherwise the workers share the cores as
    any busy machine shares them (the suite holds under stress-ng). The quick loop has no such
    wait: another worker there would only cost its start-up and its collection."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return cores if "not slow" in (config.getoption("markexpr") or "") else cores + 1
