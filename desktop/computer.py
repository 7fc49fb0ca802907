"""Computer seats: they play one action at a time at a readable pace, computed off the GUI thread.

The controller stays the only owner of the state: a computer's choice is applied through
``controller.request`` like a click, so it lands on the undo stack and in the History panel.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

import engine

from .background import Background
from .controller import GameController

LEVEL_NAMES = {"beginner": "Beginner", "good": "Good", "expert": "Expert"}
PACE_MS = 650
FAST_PACE_MS = 60


class ComputerPlayers(QObject):
    """Watches the controller; when a computer seat is to move, asks the solver and plays."""

    status = Signal(str)
    """Progress for the status bar ("Ben (Expert) is thinking...", table preparation)."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.pace_ms = PACE_MS
        self.fast = False
        self.lane = Background(self)
        self.lane.done.connect(self._chosen)
        self.lane.progress.connect(self._progress)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._think)
        controller.state_changed.connect(self._on_state)

    # Driving -----------------------------------------------------------------------------
    def set_fast(self, fast: bool) -> None:
        self.fast = fast
        if self.timer.isActive():
            self.timer.start(FAST_PACE_MS if fast else self.pace_ms)

    def _on_state(self, state: Any, rolled: object) -> None:
        self.timer.stop()
        if self.controller.computer_to_move():
            self.timer.start(FAST_PACE_MS if self.fast else self.pace_ms)

    def _think(self) -> None:
        state = self.controller.state
        if not self.controller.computer_to_move() or self.lane.busy:
            return
        level = self.controller.seats[state.current_player]
        name = state.players[state.current_player]
        self.status.emit(f"{name} ({LEVEL_NAMES.get(level, level)}) is thinking\u2026")

        def work(progress: Any) -> Any:
            from engine.solver import runtime

            if not runtime.is_ready(state.ruleset):
                runtime.table(state.ruleset, progress)
            return runtime.choose_action(state, level)

        self.lane.submit(work, state)

    def _progress(self, fraction: float) -> None:
        if fraction < 1.0:
            self.status.emit(f"Preparing the computer player (first time only)\u2026 {int(fraction * 100)}%")

    def _chosen(self, tag: object, result: object) -> None:
        if tag is not self.controller.state:
            # The player undid or restarted while the computer was thinking: think again.
            self._on_state(self.controller.state, ())
            return
        if isinstance(result, BaseException):
            self.status.emit(f"The computer player failed: {result}. Use Undo or start a new game.")
            return
        assert isinstance(result, engine.Action)
        self.status.emit("")
        self.controller.request(result)
