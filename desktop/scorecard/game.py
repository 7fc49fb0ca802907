"""How the window plays every scorecard game: one page, its History words, its help and New Game texts.

Nothing here names a ruleset: categories, columns, dice and rolls come from the state's ruleset,
so a scorecard game registered with the engine at run time plays without a change here. The
computers are the engine's (``engine.Game.computer``). The page and the History's words load
when a game starts (the imports in the methods), so registering the games costs the first frame
nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

import engine
from desktop.base.seats import HUMAN
from desktop.gameinfo import DesktopGame
from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from desktop.base.settings import Settings
    from desktop.session.controller import GameController
    from desktop.session.games import GamePage
    from engine.scorecard import ScorecardState


COMMON = QT_TRANSLATE_NOOP("Rules", """
<h3>Every turn</h3>
<p>Your turn starts with all five dice already rolled. You may roll again twice more, three rolls
in all. Before a roll, click the dice you want to keep (or press <b>1</b>&ndash;<b>5</b>); a kept
die is raised, framed in gold and marked with a padlock and the word HELD. Click it again to let
it roll. Holding never uses up a roll. Press <b>Roll</b> (or <b>Space</b> / <b>R</b>) to roll the
free dice.</p>
<p>Whenever you like &ndash; after the first, second or third roll &ndash; choose a box on the
scorecard: click it, or move to it with the arrow keys and press <b>Enter</b>. Open boxes show in
green italics what the dice would score there. Choosing a box the dice do not fit scores 0 there:
a useful way to get rid of a bad turn. A filled box cannot be used again.</p>
<h3>Seeds and undo</h3>
<p>Every game has a seed, shown at the top of the window (click it to copy). The seed decides
every die: the same seed and the same choices give the same game, so you can replay a seed or
challenge a friend with it. Undo (<b>Ctrl+Z</b>) takes back any step, and Redo (<b>Ctrl+Y</b> or
<b>Ctrl+Shift+Z</b>) brings it back. Undoing a roll and rolling again brings <i>the same dice</i>:
the seed decides them, so undo cannot be used to fish for luck. A game in which you used undo is
marked <i>assisted</i> in the final summary.</p>
""")
"""How every scorecard game is played, after each game's own rules in the help."""


class ScorecardDesktop(DesktopGame):
    """A scorecard game in the window; ``name``, ``blurb`` and ``rules`` are source texts ("": the
    engine's name, the count of boxes, no help page, as for a ruleset registered at run time)."""

    page_key = "scorecard"
    hidden_information = False
    summary_in_page = False
    scorecard = True
    own_rules = None
    earlier_file_options: Callable[[int], dict[str, Any]] | None = None

    def __init__(self, id: str, name: str = "", blurb: str = "", rules: str = "") -> None:
        self.id = id
        self.name = name
        self._blurb = blurb
        self._rules = rules

    def blurb(self) -> str:
        if self._blurb:
            return translate("NewGameDialog", self._blurb)
        return translate("NewGameDialog", "{count} categories.").format(count=len(engine.ruleset(self.id).categories))

    def rules_html(self) -> str:
        """Its own rules, then how every scorecard game is played."""
        return translate("Rules", self._rules) + translate("Rules", COMMON) if self._rules else ""

    def make_page(self, controller: GameController, settings: Settings) -> GamePage:
        from .page import ScorecardPage  # the page, when the first scorecard game starts

        return ScorecardPage(controller, settings)

    def default_seats(self, players: int) -> list[str]:
        return [HUMAN] * players  # people pass the mouse; computers are asked for by name

    def describe(self, state: engine.State, seat: int, action: engine.Action, next_state: engine.State) -> str:
        """ "Roll 2: 3 3 5 6 1", "Ben: Full House: 25" (names only when several play), each a line
        of ``history_text.LINES``."""
        from desktop.i18n.history_text import line  # the History's words, with the first move

        before, after = _own(state), _own(next_state)
        text = self._what(before, seat, action, after)
        if text is None:  # a move this page does not know: who moved, never an engine id
            text = line("move", player=before.players[seat])
        elif len(before.players) > 1:
            text = line("player", player=before.players[seat], move=text)
        return line("game-over", move=text) if after.phase == "finished" else text

    @staticmethod
    def _what(before: ScorecardState, seat: int, action: engine.Action, after: ScorecardState) -> str | None:
        from desktop.i18n.history_text import line  # as in describe
        from desktop.i18n.names import category_name  # as in describe

        if isinstance(action, engine.ToggleHold):
            return line("hold" if after.held[action.die_index] else "release", number=action.die_index + 1)
        if isinstance(action, engine.Roll):
            return line("roll", roll=after.rolls_used, dice=" ".join(str(d) for d in after.dice))
        if isinstance(action, engine.Score):
            rs = engine.ruleset(before.game)
            column = action.column or 0
            cell = after.cards[seat][column][rs.index(action.category)]
            category = category_name(before.game, action.category)
            if rs.columns > 1:
                return line("score-column", category=category, multiplier=rs.multipliers[column], points=cell[-1][0])
            return line("score", category=category, points=cell[-1][0])
        return None

    def rolled(self, state: engine.State, action: engine.Action, next_state: engine.State) -> tuple[int, ...]:
        before, after = _own(state), _own(next_state)
        if isinstance(action, engine.Roll):
            return tuple(i for i, h in enumerate(before.held) if not h)
        if isinstance(action, engine.Score) and after.phase != "finished":
            return tuple(range(len(after.dice)))
        return ()


def _own(state: engine.State) -> ScorecardState:
    """The registry hands a game's window side only that game's states: a scorecard game's are
    ``ScorecardState``."""
    return cast("ScorecardState", state)
