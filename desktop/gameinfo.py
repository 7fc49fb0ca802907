"""One descriptor per game: everything the desktop knows about a game, read by whoever needs it.

As OpenSpiel's ``GameType``/``GameInfo``: a game's id, its name, blurb and rules (source texts, said
in the window's language by their readers: ``i18n.names``, the New Game dialog, the help), whether
its seats hold secrets, its ``.dicebox`` hooks, and ``play``, which loads the rest when a game of it
begins: the page factory, the History words, the computer's work (a ``GamePlay``). The engine's side
of a game (player limits, computer levels, the rules) is its ``engine.api.GameDriver``.

This module sits below every other desktop package and imports none of them: the registrations
come from above. Dicebox's own games are registered in one place, ``desktop/shipped_games.py``,
which the launcher imports first thing (so do the tests and the scripts that build a window
without it); a game of its own table is one ``register`` call
(``tests/desktop/owntable/`` adds one so). A scorecard ruleset registered with the engine alone
(``engine.register_ruleset``) is played by the scorecard family's ``GamePlay`` with the engine's
English names.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import engine


class GamePlay(Protocol):
    """How the desktop plays a family of games (every scorecard game shares one)."""

    page_key: str
    """Games with the same key share one page instance (every scorecard game shows one)."""

    def make_page(self, controller: Any, settings: Any) -> Any:
        """The page (``session.games.GamePage``) the window shows games of this family on."""
        ...

    def default_seats(self, players: int) -> list[str]:
        """Seat kinds when a game starts with players but no seats named."""
        ...

    def describe(self, before: Any, seat: int, action: Any, after: Any) -> str:
        """The History panel's words for one step, never revealing what a seat may not know."""
        ...

    def rolled(self, before: Any, action: Any, after: Any) -> tuple[int, ...]:
        """Dice positions that changed by chance, so a page animates only those."""
        ...

    def think(self, state: Any, seat: int, level: str) -> Callable[[Callable[[float], None]], Any]:
        """The computer's work for ``seat``, built on the GUI thread from what it may know."""
        ...

    def rules_html(self, game_id: str, text: str) -> str:
        """The help page of a game of this family, its rules ``text`` already translated."""
        ...

    def blurb(self, game_id: str) -> str:
        """The New Game dialog's line for a game that has no blurb of its own."""
        ...


class GameInfo:
    """One game, as the desktop knows it. Texts are source texts (``QT_TRANSLATE_NOOP``). A plain
    class with slots, not a dataclass or a typing.NamedTuple: the window's first frame already
    reads it, and either of those cost that frame 3-10 ms to build (``inspect``, or compiling
    every field's annotation)."""

    __slots__ = ("blurb", "earlier_file_options", "engine", "hidden_information", "id", "name", "play", "rules",
                 "scorecard", "summary_in_page")

    def __init__(self, id: str, name: str, play: Callable[[], GamePlay], blurb: str = "", rules: str = "",
                 hidden_information: bool = False, summary_in_page: bool = False, scorecard: bool = False,
                 earlier_file_options: Callable[[int], dict[str, Any]] | None = None, engine: Any = None) -> None:
        self.id = id
        self.name = name
        """Its name, context "Names" ("": the engine's English name, as for a ruleset registered alone)."""
        self.play = play
        """Loads the family's page, History words and computers: called when a game of it starts, so
        the window starts on one game without loading another's modules."""
        self.blurb = blurb
        """The New Game dialog's line about it, context "NewGameDialog" ("": the family's)."""
        self.rules = rules
        """Its page in the help (F1), HTML, context "Rules" ("": no page)."""
        self.hidden_information = hidden_information
        """Seats hold secrets: pass-and-play undo limits, the seed hidden until the game ends, no
        exact hints, a read-only History panel."""
        self.summary_in_page = summary_in_page
        """The page shows the final ranking itself; otherwise the window opens the game-over summary."""
        self.scorecard = scorecard
        """Played on a scorecard: the game-over summary lists every box, and reviews every decision."""
        self.earlier_file_options = earlier_file_options
        """``.dicebox`` format 1 (before options were written): the options such a file's game of so
        many players was played under; None: none."""
        self.engine = engine
        """A game of its own table: its ``engine.GameDriver``, registered with the engine by ``register``."""

    def replace(self, **changes: Any) -> GameInfo:
        """A copy with ``changes`` (a descriptor is never changed in place)."""
        return GameInfo(**{**{name: getattr(self, name) for name in self.__slots__}, **changes})

    # What the session and the window ask of a game (``session.games.GameKind``) ---------------
    @property
    def page_key(self) -> str:
        return self.play().page_key

    def make_page(self, controller: Any, settings: Any) -> Any:
        return self.play().make_page(controller, settings)

    def default_seats(self, players: int) -> list[str]:
        return self.play().default_seats(players)

    def describe(self, before: Any, seat: int, action: Any, after: Any) -> str:
        return self.play().describe(before, seat, action, after)

    def rolled(self, before: Any, action: Any, after: Any) -> tuple[int, ...]:
        return self.play().rolled(before, action, after)

    def think(self, state: Any, seat: int, level: str) -> Callable[[Callable[[float], None]], Any]:
        return self.play().think(state, seat, level)


_GAMES: dict[str, GameInfo] = {}
_RULESETS: list[GameInfo] = []
"""The scorecard family's descriptor, copied for a ruleset registered with the engine alone."""


def register(info: GameInfo) -> None:
    """Make ``info``'s game playable in the window: listed in New Game (in the engine's order),
    named, saved, resumed, filed in the records. A game of its own table brings its engine driver
    (``info.engine``), registered with the engine here, so one call adds the whole game."""
    if info.id in _GAMES:
        raise ValueError(f"the game {info.id!r} is already registered")
    if info.engine is not None:
        if info.engine.id != info.id:
            raise ValueError(f"the descriptor {info.id!r} carries the engine driver of {info.engine.id!r}")
        engine.register_game(info.engine)
    _GAMES[info.id] = info


def unregister(game_id: str) -> None:
    """Undo ``register`` (tests); a game of its own table leaves the engine too."""
    info = _GAMES.pop(game_id)
    if info.engine is not None:
        engine.unregister_game(game_id)


def register_rulesets(info: GameInfo) -> None:
    """The descriptor (``id`` ignored) of a scorecard ruleset the engine registered on its own."""
    _RULESETS[:] = [info]


def find(game_id: str) -> GameInfo | None:
    """``game_id``'s descriptor, or None when no game of that id can be played here."""
    found = _GAMES.get(game_id)
    if found is not None:
        return found
    if _RULESETS and game_id in engine.game_ids():
        try:
            engine.ruleset(game_id)
        except engine.BadSetup:  # an engine game with a table of its own but no descriptor
            return None
        return _RULESETS[0].replace(id=game_id, name="", blurb="", rules="")
    return None


def info(game_id: str) -> GameInfo:
    """``game_id``'s descriptor; ``engine.BadSetup`` (``game-unknown``) names an unknown game."""
    found = find(game_id)
    if found is None:
        engine.api.driver(game_id)  # raises BadSetup for a game the engine does not know
        engine.ruleset(game_id)  # and for one with neither a descriptor nor a scorecard
        raise AssertionError(game_id)  # pragma: no cover -- find() knows every ruleset
    return found


def infos() -> tuple[GameInfo, ...]:
    """Every game that can be played here, in the engine's order (the menus' and dialogs')."""
    return tuple(found for gid in engine.game_ids() if (found := find(gid)) is not None)
