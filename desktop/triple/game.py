"""How the desktop plays Triple Dice: its own page, history that keeps secrets, observation-fed computers.

A computer seat gets exactly what a person in its seat would see: its observation is taken on
the GUI thread and only that dictionary crosses to the worker; the state (every private die, the
seed) never does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import engine
from engine.dice import hash64
from engine.triple_points import PRIVATE_POSITIONS

from ..seats import HUMAN, SeatKind
from ..tr import translate

if TYPE_CHECKING:
    from ..controller import GameController
    from ..games import GamePage, Think
    from ..settings import Settings

STREAM_COMPUTER = 7
"""A hash stream of its own for the computers' coin flips, apart from the dice (0) and order (1)."""


class TripleDiceKind:
    page_key = "triple-dice"
    hidden_information = True
    summary_in_page = True

    def make_page(self, controller: GameController, settings: Settings) -> GamePage:
        from .page import TripleDicePage

        return TripleDicePage(controller)

    def default_seats(self, players: int) -> list[str]:
        """One person against the table: the game needs opponents who do not see your screen."""
        return [HUMAN] + [SeatKind.EXPERT] * (players - 1)

    def describe(self, before: Any, seat: int, action: engine.Action, after: Any) -> str:
        """Words everyone at the table may read: never a card, never a private value."""
        name = before.players[seat]
        if isinstance(action, engine.Predict):
            text = f"{name} predicts"
        elif isinstance(action, engine.Submit):
            shown = " ".join("?" if i in PRIVATE_POSITIONS else str(before.dice[seat][i]) for i in action.dice)
            text = translate("TripleGame", "{name} submits 3 dice: {shown}").format(name=name, shown=shown)
        else:
            text = f"{name}: {type(action).__name__}"
        if after.phase == "finished":
            return text + translate("TripleGame", " \u2014 game over")
        if after.round != before.round:
            return text + translate("TripleGame", " \u2014 round {round} ends").format(round=before.round)
        if after.turn != before.turn:
            return text + translate("TripleGame", " \u2014 turn {turn} ends").format(turn=before.turn)
        return text

    def rolled(self, before: Any, action: engine.Action, after: Any) -> tuple[int, ...]:
        return ()  # every die is rolled when a round starts; nothing rolls on a click

    def think(self, state: Any, seat: int, level: str) -> Think:
        observation = engine.observe(state, seat)
        # The same seed and the same moves give the same choices, so undo cannot fish for a
        # kinder opponent and a replayed seed replays the whole game.
        rng_seed = hash64(state.seed, len(state.log), seat, STREAM_COMPUTER)

        def work(progress: Any) -> Any:
            # A closure over the observation alone: nothing else of the game reaches the worker.
            from engine.ai.triple_dice import SeededRandom, choose_action

            return choose_action(observation, level, SeededRandom(rng_seed))

        return work


TRIPLE_DICE = TripleDiceKind()
