"""Solved value tables: computed once, kept in memory, cached on disk keyed by the rules.

Where the app ships a table for the ruleset (``assets/tables``, see ``shipped.py``), that table
is used and the disk cache is never read: the cache is the user's writable folder, and its
checksum only proves a file intact, not honest (a forged file with a recomputed checksum once
made hints promise an expected score of 1000). The cache serves only rules no shipped table
covers, such as a ruleset being edited by a developer.

The cache key is the ruleset's ``rules_hash()`` plus ``SOLVER_VERSION``, so editing a ruleset or
the solver's model recomputes instead of serving stale values. Files are written to a temporary
name and moved into place (``os.replace`` is atomic), so a crash or a second process never
leaves a half-written table behind; a file that is still damaged (truncated, edited, wrong shape,
checksum mismatch) is ignored and rewritten.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..rules import Ruleset
from .combos import FloatArray
from .games import SOLVER_VERSION, solitaire_ruleset
from .model import Progress, SoloModel


@dataclass(frozen=True, eq=False)
class Solved:
    """A ruleset's optimal values: expected points still to come from every turn-start state."""

    model: SoloModel
    values: FloatArray
    source: str
    """"computed", "cache" (read from the user's cache), "shipped" (assets/tables) or "memory"
    (already loaded in this process)."""
    seconds: float
    """Time it took to compute or load."""

    @property
    def expected(self) -> float:
        """Optimal expected final score of a fresh game."""
        return float(self.values[self.model.sid(0, 0, (0,) * len(self.model.thresholds))])

    @property
    def nbytes(self) -> int:
        return int(self.values.nbytes)


_memory: dict[tuple[str, int], Solved] = {}
_locks: dict[tuple[str, int], threading.Lock] = {}
_locks_guard = threading.Lock()


CACHE_ENV = "DICEBOX_SOLVER_CACHE"
"""Environment variable naming another cache folder (tests and CI keep the user's cache clean)."""


def default_cache_dir() -> Path:
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("dicebox")) / "solver"


def cache_path(ruleset: Ruleset, cache_dir: Path | str | None = None) -> Path:
    folder = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    return folder / f"{ruleset.id}-{ruleset.rules_hash()}-v{SOLVER_VERSION}.npz"


def _checksum(values: FloatArray) -> str:
    return hashlib.sha256(np.ascontiguousarray(values).tobytes()).hexdigest()


def _read(path: Path, ruleset: Ruleset, model: SoloModel) -> FloatArray | None:
    """The table stored at ``path`` if it is intact and belongs to this ruleset, else None."""
    try:
        with np.load(path, allow_pickle=False) as data:
            meta = json.loads(str(data["meta"]))
            values = np.array(data["values"], dtype=np.float64)
    except Exception:  # a truncated zip, a missing array, bad JSON...: any unreadable file is a miss
        return None
    expected_meta = {"version": SOLVER_VERSION, "rules": ruleset.rules_hash(), "states": model.n_states}
    if not isinstance(meta, dict) or any(meta.get(k) != v for k, v in expected_meta.items()):
        return None
    if values.shape != (model.n_states,) or meta.get("sha256") != _checksum(values):
        return None
    return values


def _write(path: Path, ruleset: Ruleset, values: FloatArray) -> None:
    """Best effort: a read-only or full disk only costs a recomputation next time."""
    meta = {
        "version": SOLVER_VERSION,
        "rules": ruleset.rules_hash(),
        "states": int(values.shape[0]),
        "sha256": _checksum(values),
        "ruleset": ruleset.id,
    }
    tmp = path.with_name(f"{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "wb") as fh:
            np.savez(fh, values=values, meta=np.array(json.dumps(meta)))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()


def load_table(
    game: str | Ruleset,
    progress: Progress | None = None,
    *,
    cache_dir: Path | str | None = None,
    use_cache: bool = True,
) -> Solved:
    """The solved table for a solver game name or a single-column ruleset.

    Served from memory, else from the shipped table, else from the disk cache, else computed
    (seconds; call it off the GUI thread and pass ``progress``, which receives the fraction done
    from 0.0 to 1.0). Thread safe:
    concurrent callers for the same ruleset wait for one computation.
    """
    ruleset = solitaire_ruleset(game) if isinstance(game, str) else game
    key = (ruleset.rules_hash(), SOLVER_VERSION)
    with _locks_guard:
        lock = _locks.setdefault(key, threading.Lock())
    with lock:
        if use_cache and key in _memory:
            cached = _memory[key]
            if progress is not None:
                progress(1.0)
            return Solved(cached.model, cached.values, "memory", 0.0)
        start = time.perf_counter()
        model = SoloModel(ruleset)
        path = cache_path(ruleset, cache_dir)
        values = None
        source = "shipped"
        if use_cache:
            # The shipped table first: a cache file's checksum shows it is intact, not honest
            # (whoever can write the file can recompute it), so the cache only serves rules
            # that no shipped table covers.
            from .shipped import read as read_shipped

            shipped = read_shipped(ruleset)
            if shipped is not None and len(shipped) == model.n_states:
                values = np.frombuffer(shipped, dtype=np.float64).copy()
            else:
                values, source = _read(path, ruleset, model), "cache"
        if values is None:
            values = model.solve(progress)
            source = "computed"
            if use_cache:
                _write(path, ruleset, values)
        elif progress is not None:
            progress(1.0)
        values.setflags(write=False)
        solved = Solved(model, values, source, time.perf_counter() - start)
        if use_cache:
            _memory[key] = solved
        return solved


def is_ready(game: str | Ruleset, *, cache_dir: Path | str | None = None) -> bool:
    """Whether ``load_table`` will answer quickly (in memory, shipped, or a cache file exists)."""
    ruleset = solitaire_ruleset(game) if isinstance(game, str) else game
    if (ruleset.rules_hash(), SOLVER_VERSION) in _memory:
        return True
    from .shipped import available

    return cache_path(ruleset, cache_dir).exists() or available(ruleset)


def forget_loaded() -> None:
    """Drop the in-memory tables (benchmarks use it to time a warm load from disk)."""
    with _locks_guard:
        _memory.clear()
