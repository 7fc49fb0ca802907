"""Exact solver, advisor and computer players for the scorecard games (pure Python + numpy).

For the window::

    from engine import solver
    solver.is_ready("match")                      # table in memory or on disk?
    solver.load_table("match", progress=cb)       # off the GUI thread the first time; cb(fraction)
    solver.advise(state)                          # [Option(action, keep, held, toggles, expected, exact)], best first
    solver.choose_action(state, "expert")         # next single action of a computer player

See ``engine/solver/README.md`` for the model, the figures and the cache.
"""

from .advisor import Option, advise
from .games import SOLITAIRE_GAMES, column_ruleset, solitaire_ruleset
from .model import SoloModel, UnsupportedRuleset
from .play import LEVELS, SimResult, evaluator_for, play_games
from .players import choose_action
from .tables import SOLVER_VERSION, Solved, cache_path, is_ready, load_table

__all__ = [
    "LEVELS",
    "SOLITAIRE_GAMES",
    "SOLVER_VERSION",
    "Option",
    "SimResult",
    "SoloModel",
    "Solved",
    "UnsupportedRuleset",
    "advise",
    "cache_path",
    "choose_action",
    "column_ruleset",
    "evaluator_for",
    "is_ready",
    "load_table",
    "play_games",
    "solitaire_ruleset",
]
