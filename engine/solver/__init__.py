"""Exact solver, advisor and computer players for the scorecard games.

For the window (pure Python over the tables shipped in ``assets/tables``; no numpy)::

    from engine.solver import runtime
    runtime.is_ready(state.ruleset)                # a hint or move will answer at once?
    runtime.table(state.ruleset, progress=cb)      # load (or, without a shipped table, solve) first
    runtime.rank_options(state)                    # [Option(action, keep, held, toggles, expected, exact,
                                                   #  win, win_exact)], best first (by chance to win among others)
    runtime.choose_action(state, "expert")         # next single action of a computer player

The names below are the numpy implementation (solving tables, batch simulations for the
benchmarks, the CLI). They load on first use (PEP 562), so importing ``engine.solver.runtime``
never imports numpy. See ``engine/solver/README.md`` for the model, the figures and the tables.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import home_of, lazy_names

# The same names for the type checker and editors, which cannot follow the lazy lookup below
# (``X as X``: re-exported); tests/engine/test_lazy_names.py holds this block and _HOMES to one list.
if TYPE_CHECKING:
    # isort: off
    from .advisor import rank_options as rank_options
    from .games import (
        SOLITAIRE_GAMES as SOLITAIRE_GAMES, SOLVER_VERSION as SOLVER_VERSION, column_ruleset as column_ruleset,
        solitaire_ruleset as solitaire_ruleset
    )
    from .layout import LEVELS as LEVELS, UnsupportedRuleset as UnsupportedRuleset
    from .model import SoloModel as SoloModel
    from .option import Option as Option
    from .play import SimResult as SimResult, evaluator_for as evaluator_for, play_games as play_games
    from .players import choose_action as choose_action
    from .tables import Solved as Solved, cache_path as cache_path, is_ready as is_ready, load_table as load_table
    # isort: on

# The public names by home module; ``__all__`` and the lazy lookup are derived from it.
_HOMES = {
    "advisor": ("rank_options",),
    "games": ("SOLITAIRE_GAMES", "SOLVER_VERSION", "column_ruleset", "solitaire_ruleset"),
    "layout": ("LEVELS", "UnsupportedRuleset"),
    "model": ("SoloModel",),
    "option": ("Option",),
    "play": ("SimResult", "evaluator_for", "play_games"),
    "players": ("choose_action",),
    "tables": ("Solved", "cache_path", "is_ready", "load_table"),
}
_HOME_OF = home_of(_HOMES)

__all__ = list(_HOME_OF)


__getattr__, __dir__ = lazy_names(globals(), _HOME_OF)
