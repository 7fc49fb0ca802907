"""Which solitaire table a scorecard game needs (no numpy: the window asks this on every start)."""

from __future__ import annotations

from dataclasses import replace

from ..errors import BadSetup
from ..rules import Ruleset
from ..rulesets import DICE_DASH, DICEGAME, MATCH

SOLVER_VERSION = 1
"""Bump when the state layout or the meaning of the stored values changes (cached and shipped
tables carry it, so old files are then ignored)."""

SOLITAIRE_GAMES = ("dice-dash", "match", "column", "classic", "nordic")
"""The tables shipped in ``assets/tables/`` (``export.py`` writes and checks them). The classic
pair is not yet a game of the app; its tables are read only when a state of theirs asks."""
NOT_SHIPPED = ("classic-free",)
"""Solved on demand only (numpy): the classic card with the joker's forcing order lifted, a
variant for the published figure, not a game."""
SPREAD_GAMES = ("match", "column", "classic", "nordic")
"""The tables whose spread is shipped too (``spread.py``): the games others can play, where the
Expert plays to win."""
SOLVABLE_GAMES = (*SOLITAIRE_GAMES, *NOT_SHIPPED)
"""Every name ``solitaire_ruleset`` (and ``python -m engine solve``) takes, ``dicegame`` aside."""


def column_ruleset(ruleset: Ruleset) -> Ruleset:
    """One column of a multi-column ruleset, played alone (Dicegame's column is solitaire Yahtzee
    without Yahtzee bonus or joker)."""
    return replace(
        ruleset,
        id=f"{ruleset.id}-column",
        name=f"{ruleset.name} column",
        multipliers=(1,),
        min_players=1,
        max_players=1,
        default_players=1,
    )


def solitaire_of(ruleset: Ruleset) -> Ruleset:
    """The single-column ruleset whose solved table values cards of ``ruleset``."""
    return ruleset if ruleset.columns == 1 else column_ruleset(ruleset)


def solitaire_ruleset(game: str) -> Ruleset:
    """The ruleset behind a solver game name: ``dice-dash``, ``match``, ``column``, ``classic``,
    ``nordic`` or ``classic-free``.

    ``dicegame`` is accepted for ``column`` so the window can ask for "the table this game
    needs" by the game's own id.
    """
    if game == "dice-dash":
        return DICE_DASH
    if game == "match":
        return MATCH
    if game in ("column", "dicegame"):
        return column_ruleset(DICEGAME)
    if game == "nordic":
        from ..rulesets.nordic import NORDIC  # lazy: not a game of the app; the runtime never asks for it

        return NORDIC
    if game in ("classic", "classic-free"):
        from ..rulesets.classic import CLASSIC, CLASSIC_FREE_JOKER  # lazy, as the Nordic one

        return CLASSIC if game == "classic" else CLASSIC_FREE_JOKER
    raise BadSetup(f"Unknown solver game {game!r}; choose one of: {', '.join(SOLVABLE_GAMES)} (or dicegame for "
                   "column)", "solver-game-unknown", given=repr(game), games=[*SOLVABLE_GAMES, "dicegame"])
