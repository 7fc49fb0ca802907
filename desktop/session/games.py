"""What the session and the window ask of a game's page (``GamePage``), and what a page hands back.

The session (``controller.GameController``) and the window know a game only through its
``gameinfo.DesktopGame``, whose ``make_page`` makes one of these. Every scorecard ruleset the
engine knows, including one registered at run time, is played on the scorecard page; a game with
its own page is one ``gameinfo.register`` call, nothing else in the desktop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QWidget


class Header(NamedTuple):
    """What a page puts in the window's header."""

    turn: str
    bold: bool
    detail: str
    """The round line: "Turn 3 of 13 · assisted"."""


class GamePage(Protocol):
    """A page renders any state the session hands it and turns clicks and keys into intents.

    Pages talk to the session only (``move_by_program``, ``undo``, the seat kinds); the window shows
    whichever page the current game names and shows the header each render hands it.
    """

    @property
    def rendered(self) -> SignalInstance:
        """After every render, with the page's ``header_lines()``: the window shows what it is handed."""
        ...

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
