"""Computer seats for Triple Dice: one move at a time, at a readable pace, thought out off the GUI thread.

A computer gets exactly what a person in its seat would see: its observation is taken on the GUI
thread and only that dictionary crosses to the worker; the state (with every private die and the
seed) never does. The move comes back through ``controller.request`` like a click, so it lands on
the undo stack and in the history.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from engine.actions import Action, Predict, Submit
from engine.ai.triple_dice import SeededRandom, choose_action
from engine.dice import hash64
from engine.triple_dice import TripleDiceState, observe

from ..background import Background
from .controller import TripleController

PACE_MS = 650
STREAM_COMPUTER = 7
"""A hash stream of its own for the computers' coin flips, apart from the dice (0) and order (1)."""


def _think(observation: dict[str, Any], level: str, rng_seed: int) -> Callable[[Callable[[float], None]], Action]:
    # A closure over the observation alone: nothing else of the game reaches the worker thread.
    def work(progress: Callable[[float], None]) -> Action:
        return choose_action(observation, level, SeededRandom(rng_seed))

    return work


class TripleComputers(QObject):
    """Watches the controller; when a computer seat is to move (and play is not paused), plays."""

    status = Signal(str)
    """"Ben (Expert) is thinking…" and failures, for the status bar."""

    def __init__(self, controller: TripleController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.pace_ms = PACE_MS
        self._paused = False
        self.lane = Background(self)
        self.lane.done.connect(self._chosen)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._start_thinking)
        controller.state_changed.connect(self._on_state)

    @property
    def paused(self) -> bool:
        return self._paused

    def set_paused(self, paused: bool) -> None:
        """Hold the computers while the table reads something (a round summary)."""
        if paused == self._paused:
            return
        self._paused = paused
        self._on_state(self.controller.state)

    def _on_state(self, state: TripleDiceState | None) -> None:
        self.timer.stop()
        if not self._paused and state is not None and self.controller.computer_to_move():
            self.timer.start(max(0, self.pace_ms))

    def _start_thinking(self) -> None:
        state = self.controller.state
        if state is None or self._paused or not self.controller.computer_to_move() or self.lane.busy:
            return
        seat = state.current_player
        level = self.controller.kind(seat)
        self.status.emit(f"{self.controller.who(seat)} is thinking\u2026")
        # The same seed and the same moves give the same computer choices, so undo cannot fish
        # for a kinder opponent and a replayed seed replays the whole game.
        rng_seed = hash64(state.seed, len(state.log), seat, STREAM_COMPUTER)
        self.lane.submit(_think(observe(state, seat), level, rng_seed), state)

    def _chosen(self, tag: object, result: object) -> None:
        state = self.controller.state
        if tag is not state:
            # Undo, restart or a new game happened while it thought: look again.
            self._on_state(state)
            return
        if isinstance(result, BaseException):
            self.status.emit(f"The computer player failed: {result}. Use Undo or start a new game.")
            return
        if self._paused:
            # Paused while it thought: it thinks again (to the same answer) when play resumes.
            return
        if not isinstance(result, Predict | Submit) or state is None:
            self.status.emit(f"The computer player gave no move ({result!r}). Use Undo or start a new game.")
            return
        self.status.emit("")
        self.controller.request(state.current_player, result)

    def wait(self, msecs: int = 30000) -> bool:
        return self.lane.wait(msecs)
