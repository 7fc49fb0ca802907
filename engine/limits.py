"""Size limits on what the engine accepts from files, pipes and bots (documented in README.md).

Why limits at all: a state JSON is replayed action by action, so without a bound a hostile or
broken file decides how long a load takes and how much memory it needs. The figures are far
beyond any real game (a Dicegame for four players is under 500 rolls and scores) and small
enough that the largest accepted input still loads in about a second.
"""

from __future__ import annotations

MAX_LOG = 100_000
"""Actions a state's log may hold; a longer log is refused when loading."""

HOLD_LIMIT = MAX_LOG - 10_000
"""Hold toggles stop being legal once a game's log holds this many actions. The 10,000 actions
left are for rolls and scores, so a game can always be finished and its save stays loadable."""

MAX_DEPTH = 16
"""Containers (objects, lists) a state may nest; the deepest real state, Triple Dice's, nests 8."""

MAX_INPUT_BYTES = 16 * 1024 * 1024
"""Bytes the command line reads from stdin or a file: room for a full-length log, indented."""
