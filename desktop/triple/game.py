"""How the desktop plays Triple Dice: its own page, history that keeps secrets, observation-fed computers.

A computer seat gets exactly what a person in its seat would see: its observation is taken on
the GUI thread and only that dictionary, its level and a one-way decision seed cross to the
worker; the state (every private die, the seed) never does.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any

import engine
from desktop.base.seats import HUMAN, SeatKind
from engine.triple_points import PRIVATE_POSITIONS

if TYPE_CHECKING:
    from desktop.base.settings import Settings
    from desktop.session.controller import GameController
    from desktop.session.games import GamePage, Think

DECISION_KEY = b"dicebox triple-dice computer"
DECISION_PERSON = b"decision seed v1"
"""BLAKE2b's key and personalisation for the computers' coin flips: a hash of their own, apart
from every other use of a seed (both are public: they separate purposes, the secrecy is the seed's)."""


def decision_seed(seed: int, step: int, seat: int) -> int:
    """The coin flips' seed of ``seat`` deciding at ``step``: BLAKE2b of (seed, step, seat), so no
    computer can work the game's seed (and from it every hidden die) back out of it, as it could
    from the invertible SplitMix64 chain this replaced. The same game and moves give the same
    number on every OS, so undo cannot fish for a kinder opponent and a seed replays the game."""
    digest = hashlib.blake2b(f"{seed}:{step}:{seat}".encode("ascii"), digest_size=8, key=DECISION_KEY,
                             person=DECISION_PERSON).digest()
    return int.from_bytes(digest, "big")


class TripleDiceKind:
    page_key = "triple-dice"

    def make_page(self, controller: GameController, settings: Settings) -> GamePage:
        from .page import TripleDicePage  # lazy: Triple Dice's page (0.3 s) loads only when one of its games starts

        return TripleDicePage(controller)

    def default_seats(self, players: int) -> list[str]:
        """One person against the table: the game needs opponents who do not see your screen."""
        return [HUMAN] + [SeatKind.EXPERT] * (players - 1)

    def describe(self, before: Any, seat: int, action: engine.Action, after: Any) -> str:
        """Words everyone at the table may read: never a card, never a private value."""
        from desktop.i18n.history_text import line  # lazy: the History's words load with the first move

        name = before.players[seat]
        if isinstance(action, engine.Predict):
            text = line("predict", player=name)
        elif isinstance(action, engine.Submit):
            shown = " ".join("?" if i in PRIVATE_POSITIONS else str(before.dice[seat][i]) for i in action.dice)
            text = line("submit", player=name, shown=shown)
        else:
            text = line("move", player=name)  # never an engine class name
        if after.phase == "finished":
            return line("game-over", move=text)
        if after.round != before.round:
            return line("round-ends", move=text, round=before.round)
        if after.turn != before.turn:
            return line("turn-ends", move=text, turn=before.turn)
        return text

    def rolled(self, before: Any, action: engine.Action, after: Any) -> tuple[int, ...]:
        return ()  # every die is rolled when a round starts; nothing rolls on a click

    def think(self, state: Any, seat: int, level: str) -> Think:
        observation = engine.observe(state, seat)
        decision = decision_seed(state.seed, len(state.log), seat)

        def work(progress: Any) -> Any:
            # A closure over the observation, the level and the decision seed alone: nothing else
            # of the game reaches the worker (tests/desktop/triple/test_triple_handover.py checks every cell).
            from engine.ai.triple_players import SeededRandom, choose_action

            return choose_action(observation, level, SeededRandom(decision))

        return work


    def rules_html(self, game_id: str, text: str) -> str:
        """The turn points' table is made from the engine's own (``{place_points}``), so the help
        cannot disagree with the scoring."""
        from engine.triple_points import PLACE_POINTS  # lazy: Triple Dice's scoring, only for its rules page

        from .points import table_html  # lazy: as the line above

        return text.replace("{place_points}", table_html(PLACE_POINTS))

    def blurb(self, game_id: str) -> str:
        return ""  # Triple Dice has its own (``shipped_games``)


TRIPLE_DICE = TripleDiceKind()
