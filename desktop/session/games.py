"""What the session and the window ask of a game (``GameKind``) and of its page (``GamePage``).

The session (``controller.GameController``), the computer-seat driver and the window know games
only through a ``GameKind``: the game's descriptor (``desktop/gameinfo.py``), which ``kind`` finds.
Every scorecard ruleset the engine knows, including one registered at run time, is played on the
scorecard page; a game with its own page is one ``gameinfo.register`` call, nothing else in the
desktop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

import engine
from desktop import gameinfo

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, Signal
    from PySide6.QtWidgets import QWidget

    from desktop.base.settings import Settings

Think = Callable[[Callable[[float], None]], Any]
"""Work for the background lane: given a progress callback, returns the computer's action."""


class Header(NamedTuple):
    """What a page puts in the window's header."""

    turn: str
    bold: bool
    detail: str
    """The round line: "Turn 3 of 13 · assisted"."""


class GamePage(Protocol):
    """A page renders any state the session hands it and turns clicks and keys into intents.

    Pages talk to the session only (``move_by_program``, ``undo``, the seat kinds); the window shows
    whichever page the current game's kind names and shows the header each render hands it.
    """

    rendered: Signal
    """After every render, with the page's ``header_lines()``: the window shows what it is handed."""

    def widget(self) -> QWidget: ...

    def header_lines(self) -> Header:
        ...

    def set_active(self, active: bool) -> None:
        """Shown or hidden in the window: the page's keyboard shortcuts follow."""
        ...

    def fit_touch(self) -> None:
        """Kiosk: finger-sized targets."""
        ...

    def set_reduce_motion(self, on: bool) -> None:
        """The player's Reduce Motion setting: no animation where it is on."""
        ...


class GameKind(Protocol):
    """What the desktop must know to play one kind of game (``gameinfo.GameInfo`` is one)."""

    @property
    def page_key(self) -> str:
        """Games with the same key share one page instance (every scorecard game shows one)."""
        ...

    hidden_information: bool
    """Seats hold secrets: pass-and-play undo limits, the seed hidden until the game ends, no
    exact hints, and a read-only History panel."""
    summary_in_page: bool
    """The page shows the final ranking itself; otherwise the window opens the summary dialog."""

    def make_page(self, controller: QObject, settings: Settings) -> GamePage:
        """The page for ``controller`` (a ``GameController``: named by its base class here, since
        the controller imports this module)."""
        ...

    def default_seats(self, players: int) -> list[str]:
        """Seat kinds when a game starts with players but no seats named."""
        ...

    def describe(self, before: Any, seat: int, action: engine.Action, after: Any) -> str:
        """The History panel's words for one step, never revealing what a seat may not know."""
        ...

    def rolled(self, before: Any, action: engine.Action, after: Any) -> tuple[int, ...]:
        """Dice positions that changed by chance, so a page animates only those."""
        ...

    def think(self, state: Any, seat: int, level: str) -> Think:
        """The computer's work for ``seat``, built on the GUI thread from what it may know."""
        ...


def kind(game_id: str) -> GameKind:
    """The descriptor of ``game_id``; ``engine.BadSetup`` names an unknown game."""
    return gameinfo.info(game_id)
