"""How the window plays Triple Dice: its own page, History words that keep secrets, its help page.

Its computers are the engine's (``engine.Game.computer``): a computer seat gets exactly what a
person in its seat would see. The page loads when a Triple Dice game starts (0.3 s), not when the
games are registered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

import engine
from desktop.base.seats import HUMAN, SeatKind
from desktop.gameinfo import DesktopGame
from desktop.i18n.tr import translate

if TYPE_CHECKING:
    from desktop.base.settings import Settings
    from desktop.session.controller import GameController
    from desktop.session.games import GamePage
    from engine.triple_state import TripleDiceState


class TripleDiceDesktop(DesktopGame):
    """Triple Dice in the window; ``name``, ``blurb`` and ``rules`` are source texts."""

    page_key = "triple-dice"
    hidden_information = True
    summary_in_page = True
    scorecard = False
    own_rules = None

    def __init__(self, id: str, name: str, blurb: str, rules: str,
                 earlier_file_options: Callable[[int], dict[str, Any]] | None = None) -> None:
        self.id = id
        self.name = name
        self._blurb = blurb
        self._rules = rules
        self.earlier_file_options = earlier_file_options

    def blurb(self) -> str:
        return translate("NewGameDialog", self._blurb)

    def make_page(self, controller: GameController, settings: Settings) -> GamePage:
        from .page import TripleDicePage  # lazy: Triple Dice's page (0.3 s) loads only when one of its games starts

        return TripleDicePage(controller)

    def default_seats(self, players: int) -> list[str]:
        """One person against the table: the game needs opponents who do not see your screen."""
        return [HUMAN, *[SeatKind.EXPERT] * (players - 1)]

    def describe(self, state: engine.State, seat: int, action: engine.Action, next_state: engine.State) -> str:
        """Words everyone at the table may read: never a card, never a private value."""
        from desktop.i18n.history_text import line  # lazy: the History's words load with the first move
        from engine.triple_points import PRIVATE_POSITIONS  # Triple Dice's constants, with its first move

        # The registry hands a game's window side only that game's states.
        before, after = cast("TripleDiceState", state), cast("TripleDiceState", next_state)
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

    def rolled(self, state: engine.State, action: engine.Action, next_state: engine.State) -> tuple[int, ...]:
        return ()  # every die is rolled when a round starts; nothing rolls on a click

    def rules_html(self) -> str:
        """The turn points' table is made from the engine's own (``{place_points}``), so the help
        cannot disagree with the scoring."""
        from engine.triple_points import PLACE_POINTS  # lazy: Triple Dice's scoring, only for its rules page

        from .points import table_html  # lazy: as the line above

        return translate("Rules", self._rules).replace("{place_points}", table_html(PLACE_POINTS))
