"""Exact solver, advisor and computer players for the scorecard games.

For the window (pure Python over the tables shipped in ``assets/tables``; no numpy)::

    from engine.solver import runtime
    runtime.is_ready(state.ruleset)                # a hint or move will answer at once?
    runtime.table(state.ruleset, progress=cb)      # load (or, without a shipped table, solve) first
    runtime.rank_options(state)                    # [Option(action, keep, held, toggles, expected, exact)], best first
    runtime.choose_action(state, "expert")         # next single action of a computer player

The names below are the numpy implementation (solving tables, batch simulations for the
benchmarks, the CLI). They load on first use (PEP 562), so importing ``engine.solver.runtime``
never imports numpy. See ``engine/solver/README.md`` for the model, the figures and the tables.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import home_of, lazy_names

if TYPE_CHECKING:
    from .advisor import rank_options
    from .games import SOLITAIRE_GAMES, SOLVER_VERSION, column_ruleset, solitaire_ruleset
    from .layout import LEVELS, UnsupportedRuleset
    from .model import SoloModel
    from .option import Option
    from .play import SimResult, evaluator_for, play_games
    from .players import choose_action
    from .tables import Solved, cache_path, is_ready, load_table

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

__all__ = [
    "LEVELS",
    "SOLITAIRE_GAMES",
    "SOLVER_VERSION",
    "Option",
    "SimResult",
    "SoloModel",
    "Solved",
    "UnsupportedRuleset",
    "cache_path",
    "choose_action",
    "column_ruleset",
    "evaluator_for",
    "is_ready",
    "load_table",
    "play_games",
    "rank_options",
    "solitaire_ruleset",
]


__getattr__, __dir__ = lazy_names(globals(), _HOME_OF)
