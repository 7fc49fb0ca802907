"""The window and the mode above it, as protocols: the kiosk hands itself to the window, the window
hands itself to its parts, and nobody imports back up."""

from __future__ import annotations

from abc import abstractmethod
from typing import TYPE_CHECKING, ClassVar, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import Signal
    from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QPushButton, QStackedWidget

    from desktop.base.settings import Settings
    from desktop.kiosk.mode import KioskHost
    from desktop.session.computer import ComputerPlayers
    from desktop.session.controller import GameController
    from desktop.session.games import GamePage
    from desktop.session.recorder import Recorder
    from desktop.sound.player import Sounds

    from .dialogs import WindowDialogs
    from .docks import Docks
    from .game_files import GameFiles
    from .menus import Menus
    from .table_controls import TableControls

    # The parts hand the window to Qt as a parent, a dialog's owner, an event filter's watched
    # object: to the type checker it is a QMainWindow with these members besides (MainWindow
    # derives from it there), since a protocol cannot say "a QMainWindow that also has".
    _Shape = QMainWindow
else:
    _Shape = Protocol


class WindowKiosk(Protocol):
    """The kiosk as the window sees it (``desktop.kiosk.mode.KioskMode``)."""

    unlocked: bool

    def attach(self, window: KioskHost) -> None: ...


class Window(_Shape):
    """The main window as its own parts see it (its controls, menus, docks, dialogs, game files and
    the Records opener). ``main_window.MainWindow`` is one; it imports those parts, so they name
    it by this protocol and never import it back. At run time it is a plain protocol that nothing
    checks (``tests/desktop/window/test_window_hosts.py`` does)."""

    controller: GameController
    settings: Settings
    kiosk: WindowKiosk | None
    recorder: Recorder | None
    sounds: Sounds | None
    """The player View > Sound drives, None when there is none."""
    is_complete: bool
    is_settled: bool
    hidden_information: bool
    pages: dict[str, GamePage]
    top_menus: dict[str, QMenu]
    """The menu bar's own menus (Game, Edit, View, Help), which the menu table fills."""
    stack: QStackedWidget
    title_label: QLabel
    seed_button: QPushButton
    start_screen_button: QPushButton
    start_screen_requested: ClassVar[Signal]
    # The window's parts, which it makes and keeps: the controls with its first frame, the
    # dialogs as it completes, the menus, docks and file commands in its last stage.
    controls: TableControls
    dialogs: WindowDialogs
    menus: Menus
    docks: Docks
    files: GameFiles

    @property
    @abstractmethod
    def computers(self) -> ComputerPlayers: ...
    def start_game(self, game: str, seed: int, players: list[str] | None, seats: list[str] | None = None,
                   lesson: bool = False) -> None: ...
    def show_message(self, text: str, seconds: int = 9) -> None: ...
    @abstractmethod
    def current_page(self) -> GamePage: ...
