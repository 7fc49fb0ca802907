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

from ..lazy import home_of, lazy_names

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
