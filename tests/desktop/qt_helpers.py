"""Small drivers shared by the window tests: they act only through real input events."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QModelIndex, Qt
from PySide6.QtWidgets import QApplication

from desktop.session.controller import GameController
from desktop.session.recorder import keep_records
from desktop.window.main_window import MainWindow

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.base.settings import Settings
    from desktop.kiosk.config import KioskConfig
    from desktop.kiosk.mode import KioskMode
    from desktop.records.board import DailyBoard
    from desktop.session.journal import GameJournal


def forget_windows() -> None:
    """Close and delete every top-level window now: a test that takes a game away (a ruleset or a
    registration of its own) calls this first, so that no window left over from it meets a later
    test's language switch with a game that can no longer be named."""
    for widget in QApplication.topLevelWidgets():
        widget.close()
        widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def kept_controller(journal: GameJournal) -> GameController:
    """A session kept in ``journal``, joined as the launcher joins it."""
    return keep_records(GameController(), journal).controller


def kept_window(journal: GameJournal, settings: Settings, **options: object) -> MainWindow:
    """A window whose games ``journal`` keeps, its recorder handed in as the launcher does."""
    window = MainWindow(GameController(), settings, **options)  # type: ignore[arg-type]
    window.use_recorder(keep_records(window.controller, journal))
    return window


def cell_index(window: MainWindow, category: str, column: int = 0, player: int | None = None) -> QModelIndex:
    model = window.scorecard.model
    state = window.controller.state
    seat = state.current_player if player is None else player
    row = next(i for i, r in enumerate(model.rows) if r.kind == "category" and r.key == category)
    assert model.rs is not None
    return model.index(row, seat * model.rs.columns + column)


def click_cell(qtbot: object, window: MainWindow, index: QModelIndex) -> None:
    window.scorecard.table.scrollTo(index)
    rect = window.scorecard.table.visualRect(index)
    assert rect.isValid(), "the cell is not on screen"
    qtbot.mouseClick(window.scorecard.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[attr-defined]


def open_kiosk(qtbot: object, settings: Settings, config: KioskConfig,
               board: DailyBoard | None = None,
               clock: Callable[[], float] | None = None) -> tuple[MainWindow, KioskMode]:
    """A shown 1280x800 kiosk window for ``config`` (keeping ``board`` when given, reading the
    time from ``clock`` when given); the caller sets ``kiosk.unlocked`` when done, so the fixture
    may close it (a locked kiosk refuses to)."""
    import time

    from desktop.kiosk.mode import KioskMode
    from desktop.session.controller import GameController

    kiosk = KioskMode(config, clock=clock or time.time, board=board)
    window = MainWindow(GameController(None), settings, kiosk=kiosk)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1280, 800)
    window.show()
    return window, kiosk


def play_to_the_end(window: MainWindow, game: str, seed: int, moves_seed: int) -> None:
    """A solo game of ``game`` played by random legal moves until it ends, its summary closed."""
    import random

    import engine

    window.start_game(game, seed, None)
    c = window.controller
    rng = random.Random(moves_seed)
    while c.state.phase != "finished":
        c.move_by_program(rng.choice(engine.legal_actions(c.state)))
    window.dialogs.close_game_over()


def menu_action(window: MainWindow, menu: str, item: str) -> Any:
    """The action a person picks as ``menu`` > ``item`` (words without the & of the mnemonic)."""
    for top in window.menuBar().actions():
        if top.text().replace("&", "") == menu:
            for action in top.menu().actions():
                if action.text().replace("&", "").startswith(item):
                    return action
    raise AssertionError(f"no menu item {menu} > {item}")


def click_combo_item(qtbot: Any, combo: Any, data: str) -> None:
    row = combo.findData(data)
    assert row >= 0, f"{data!r} is not offered: {[combo.itemData(i) for i in range(combo.count())]}"
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    # A popup ignores a release that comes within a double-click time of its opening (a person's
    # press-drag-release on the combo): wait as a person's second click would.
    qtbot.wait(QApplication.doubleClickInterval() + 50)
    rect = view.visualRect(combo.model().index(row, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not view.isVisible())


class Boxes:
    """Message boxes answered as a person would: each box's text (and whether it was shown as
    plain text) written down, and ``answer`` pressed."""

    def __init__(self, monkeypatch: Any, answer: Any = None) -> None:
        from PySide6.QtWidgets import QMessageBox

        self.answer = QMessageBox.StandardButton.Ok if answer is None else answer
        self.texts: list[str] = []
        self.plain: list[bool] = []

        def exec_(box: QMessageBox) -> int:
            self.texts.append(box.text())
            self.plain.append(box.textFormat() == Qt.TextFormat.PlainText)
            return int(self.answer.value if hasattr(self.answer, "value") else self.answer)

        monkeypatch.setattr(QMessageBox, "exec", exec_)
