"""Pig's one registration: the descriptor that makes it a game of the window, engine and all."""

from __future__ import annotations

import pig
import pig_page

from desktop import gameinfo


def register() -> None:
    gameinfo.register(gameinfo.GameInfo(
        pig.GAME_ID, pig.NAME, lambda: pig_page.PIG_PLAY, engine=pig.DRIVER,
        blurb="Two players, one die: roll for points, bank them before a 1 takes the turn's away.",
        rules=f"<h2>Pig</h2><p>Roll as often as you dare; a 1 loses the turn's points. First to {pig.TARGET}.</p>"))
