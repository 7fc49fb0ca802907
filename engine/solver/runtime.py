"""What the window calls for hints and computer moves: pure Python over the shipped tables.

Two questions, named alike everywhere in the solver: ``rank_options(state)`` (every option of the
current decision, best first) and ``choose_action(state, level)`` (the next single action of a
computer player). ``engine.solver.rank_options`` / ``choose_action`` are the numpy
implementations (the CLI's solve, the tests; ``engine.solver.play`` also drives the benchmarks'
batch simulations); ``engine.solver.lite`` answers the same questions for one state in pure
Python, identically, given the table (``rank_options_by_table`` / ``choose_action_by_table``;
tests/engine/solver/test_solver_lite.py compares them). The installed app ships
the solved tables (``engine.solver.shipped``), so it never needs numpy. Where a table is not
shipped for the current rules (a developer editing a ruleset), it is computed with numpy as
before; without numpy that is a clear error instead.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import cast

from ..actions import Action
from ..errors import IllegalAction, TableMissing
from ..rules import Ruleset
from ..scorecard import ScorecardState
from . import lite, lite_win, shipped, win
from .games import solitaire_of
from .option import Option

Progress = Callable[[float], None]

_loaded: dict[tuple[str, str], Sequence[float]] = {}
"""Tables read or computed, by (kind, rules hash): ``shipped``'s "table" or "spread"."""
_lock = threading.Lock()


def is_ready(ruleset: Ruleset) -> bool:
    """Whether a hint or a computer move will answer at once (no solve needed first)."""
    solo = solitaire_of(ruleset)
    if ("table", solo.rules_hash()) in _loaded or shipped.available(solo):
        return True
    try:
        from .tables import is_ready as cached  # lazy: the numpy half, absent in the installed app
    except ImportError:  # no numpy: only shipped tables exist
        return False
    return cached(solo)


def table(ruleset: Ruleset, progress: Progress | None = None) -> Sequence[float]:
    """The solved values for cards of ``ruleset``: shipped, else computed with numpy (seconds)."""
    values = _load(ruleset, "table", progress)
    if progress is not None:
        progress(1.0)
    return values


def spread(ruleset: Ruleset) -> Sequence[float]:
    """The spread of the points still to come, for the chance to win: shipped, else computed
    with numpy (seconds)."""
    return _load(ruleset, "spread", None)


def _load(ruleset: Ruleset, kind: str, progress: Progress | None) -> Sequence[float]:
    """A table of ``kind`` for cards of ``ruleset``, once per process: memory, shipped, computed."""
    solo = solitaire_of(ruleset)
    key = (kind, solo.rules_hash())
    with _lock:
        values = _loaded.get(key)
        if values is None:
            values = shipped.read(solo, kind)
            if values is None:
                values = _compute(solo, progress, kind)
            _loaded[key] = values
    return values


def _compute(solo: Ruleset, progress: Progress | None, kind: str = "table") -> Sequence[float]:
    try:
        from .spread import load_spread  # lazy: the numpy half, absent in the installed app
        from .tables import load_table
    except ImportError as exc:
        raise TableMissing(
            f"No solved table is shipped for these {solo.name} rules and numpy is not installed to "
            "compute one; install numpy (the solver extra: pip install -e '.[solver]') or rebuild the tables with: "
            "python -m engine.solver.export", "table-missing", game=solo.name, detail=str(exc),
        ) from exc
    if kind == "spread":
        return cast(Sequence[float], load_spread(solo))
    # a float64 array: indexed and measured as a sequence, which is all its callers do
    return cast(Sequence[float], load_table(solo, progress).values)


def rank_options(state: ScorecardState, progress: Progress | None = None) -> list[Option]:
    """Every option of the current decision, best first (see ``engine.solver.rank_options``)."""
    if state.phase == "finished":
        raise IllegalAction("The game is finished; there is no decision to advise on.", "game-finished")
    values = table(state.ruleset, progress)
    if not win.plays_to_win(len(state.players), state.ruleset):
        return lite.rank_options_by_table(state, values)
    return lite_win.rank_options_by_tables(state, values, spread(state.ruleset))


def choose_action(state: ScorecardState, level: str) -> Action:
    """The next action of a computer player (see ``engine.solver.choose_action``)."""
    values = table(state.ruleset)
    if level != "expert" or not win.plays_to_win(len(state.players), state.ruleset):
        return lite.choose_action_by_table(state, level, values)
    return lite_win.choose_action_by_tables(state, level, values, spread(state.ruleset))


def forget_loaded() -> None:
    """Drop the tables held in memory (tests)."""
    with _lock:
        _loaded.clear()
