"""What the window adds to a game the engine plays: its page, its words and its files, in one protocol.

The engine's side of a game (rules, seats, limits, computer levels, what a seat may know, the
computer's move) is its ``engine.Game``. A ``DesktopGame`` adds only what a window needs: the
page it is played on, its translated name, New Game line and rules page, the History panel's
words, whether its seats hold secrets, and its ``.dicebox`` hooks. Each method is written once,
by the game's implementation (``desktop/scorecard/game.py`` serves every scorecard ruleset,
``desktop/triple/game.py`` Triple Dice); an implementation loads its page's modules only when a
game of it starts, so listing the games costs the first frame nothing.

This module sits below every other desktop package and imports none of them at run time: the
registrations come from above. Dicebox's own games are registered in ``desktop/shipped_games.py``,
which the launcher imports first thing (so do the tests and the scripts that build a window
without it); a game of its own table is one ``register`` call (``tests/desktop/owntable/``
registers one so). A scorecard ruleset registered with the engine alone is played by the
scorecard implementation with the engine's English name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import engine

if TYPE_CHECKING:
    from desktop.base.settings import Settings
    from desktop.session.controller import GameController
    from desktop.session.games import GamePage
    from engine.api import State


class DesktopGame(Protocol):
    """One game as the window plays it. Names are source texts (``QT_TRANSLATE_NOOP``)."""

    id: str
    name: str
    """Its name, context "Names" ("": the engine's English name, as for a ruleset registered alone)."""
    hidden_information: bool
    """Seats hold secrets: pass-and-play undo limits, the seed hidden until the game ends, no
    exact hints, a read-only History panel."""
    summary_in_page: bool
    """The page shows the final ranking itself; otherwise the window opens the game-over summary."""
    scorecard: bool
    """Played on a scorecard: the game-over summary lists every box, and reviews every decision."""
    page_key: str
    """Games with the same key share one page instance (every scorecard game shows one)."""
    own_rules: engine.Game[Any, Any] | None
    """A game of its own table: its ``engine.Game``, registered with the engine by ``register``;
    None for a game the engine already knows."""
    earlier_file_options: Callable[[int], dict[str, Any]] | None
    """``.dicebox`` format 1 (before options were written): the options such a file's game of so
    many players was played under; None: none."""

    def blurb(self) -> str:
        """The New Game dialog's line about it, in the window's language."""
        ...

    def rules_html(self) -> str:
        """Its page in the help (F1), HTML in the window's language; "": it has none."""
        ...

    def make_page(self, controller: GameController, settings: Settings) -> GamePage:
        """The page the window shows games of this ``page_key`` on."""
        ...

    def default_seats(self, players: int) -> list[str]:
        """Seat kinds when a game starts with players but no seats named."""
        ...

    def describe(self, before: State, seat: int, action: engine.Action, after: State) -> str:
        """The History panel's words for one step, never revealing what a seat may not know."""
        ...

    def rolled(self, before: State, action: engine.Action, after: State) -> tuple[int, ...]:
        """Dice positions that changed by chance, so a page animates only those."""
        ...


_GAMES: dict[str, DesktopGame] = {}
_rulesets: list[Callable[[str], DesktopGame]] = []
"""How to play a scorecard ruleset registered with the engine alone: given its id, its game."""


def register(game: DesktopGame) -> None:
    """Make ``game`` playable in the window: listed in New Game (in the engine's order), named,
    saved, resumed, filed in the records. A game of its own table brings its engine side
    (``own_rules``), registered with the engine here, so one call adds the whole game."""
    if game.id in _GAMES:
        raise ValueError(f"the game {game.id!r} is already registered")
    if game.own_rules is not None:
        if game.own_rules.id != game.id:
            raise ValueError(f"the game {game.id!r} carries the engine's game {game.own_rules.id!r}")
        engine.register_game(game.own_rules)
    _GAMES[game.id] = game


def unregister(game_id: str) -> None:
    """Undo ``register`` (tests); a game of its own table leaves the engine too."""
    game = _GAMES.pop(game_id)
    if game.own_rules is not None:
        engine.unregister_game(game_id)


def register_rulesets(make: Callable[[str], DesktopGame]) -> None:
    """How the window plays a scorecard ruleset the engine registered on its own."""
    _rulesets[:] = [make]


def find(game_id: str) -> DesktopGame | None:
    """``game_id``'s game, or None when no game of that id can be played here."""
    found = _GAMES.get(game_id)
    if found is not None:
        return found
    if _rulesets and game_id in engine.game_ids():
        try:
            engine.ruleset(game_id)
        except engine.BadSetup:  # an engine game with a table of its own but no window side
            return None
        return _rulesets[0](game_id)
    return None


def info(game_id: str) -> DesktopGame:
    """``game_id``'s game; ``engine.BadSetup`` (``game-unknown``) names an unknown game."""
    found = find(game_id)
    if found is None:
        engine.api.game(game_id)  # raises BadSetup for a game the engine does not know
        engine.ruleset(game_id)  # and for one with neither a window side nor a scorecard
        raise AssertionError(game_id)  # pragma: no cover -- find() knows every ruleset
    return found


def infos() -> tuple[DesktopGame, ...]:
    """Every game that can be played here, in the engine's order (the menus' and dialogs')."""
    return tuple(found for gid in engine.game_ids() if (found := find(gid)) is not None)
