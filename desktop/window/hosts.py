"""The window and the mode above it, as protocols: the kiosk hands itself to the window, the window
hands itself to its parts, and nobody imports back up."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QByteArray, QSize, Qt
    from PySide6.QtGui import QAction, QActionGroup, QPixmap
    from PySide6.QtWidgets import QDockWidget, QLabel, QMenu, QMenuBar, QPushButton, QStackedWidget, QUndoView

    from desktop.base.settings import Settings
    from desktop.session.controller import GameController
    from desktop.session.recorder import Recorder


class WindowKiosk(Protocol):
    """The kiosk as the window sees it (``desktop.kiosk.mode.KioskMode``)."""

    unlocked: bool

    def attach(self, window: Any) -> None: ...


class Window(Protocol):
    """The main window as its own parts see it (the chrome, menus, docks, dialogs, game files and
    the Records opener). ``main_window.MainWindow`` is one; it imports those parts, so they name
    it by this protocol and never import it back."""

    controller: GameController
    settings: Settings
    kiosk: WindowKiosk | None
    recorder: Recorder | None
    sounds: Any
    """The player View > Sound drives (``desktop.sound.player.Sounds``), None when there is none."""
    is_complete: bool
    is_settled: bool
    seed_shown: bool
    hidden_information: bool
    pages: dict[str, Any]
    menu_actions: dict[str, QAction]
    choices: dict[str, QActionGroup]
    submenus: dict[str, QMenu]
    _menus: dict[str, QMenu]
    _pending_dock_state: Any
    _computers: Any
    stack: QStackedWidget
    title_label: QLabel
    seed_button: QPushButton
    start_screen_button: QPushButton
    start_screen_requested: Any
    # Made by the docks (docks.build_docks) in the window's last stage.
    history_dock: QDockWidget
    hints_dock: QDockWidget
    history_view: QUndoView

    @property
    def computers(self) -> Any: ...
    def start_game(self, game: str, seed: int, players: list[str] | None, seats: list[str] | None = None,
                   lesson: bool = False) -> None: ...
    def new_game_dialog(self) -> bool: ...
    def restart(self) -> None: ...
    def copy_seed(self) -> None: ...
    def show_message(self, text: str, seconds: int = 9) -> None: ...
    def current_page(self) -> Any: ...
    # Qt's own, as every QMainWindow has them.
    def close(self) -> bool: ...
    def show(self) -> None: ...
    def size(self) -> QSize: ...
    def resize(self, width: int, height: int) -> None: ...
    def grab(self) -> QPixmap: ...
    def menuBar(self) -> QMenuBar: ...
    def setWindowTitle(self, title: str) -> None: ...
    def saveState(self) -> QByteArray: ...
    def restoreState(self, state: QByteArray) -> bool: ...
    def restoreGeometry(self, geometry: QByteArray) -> bool: ...
    def addDockWidget(self, area: Qt.DockWidgetArea, dock: QDockWidget) -> None: ...
    def findChild(self, kind: type[Any], name: str = "") -> Any: ...
