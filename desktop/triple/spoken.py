"""What a screen-reader player hears of Triple Dice beyond the moves themselves: the card or die
a key chose, the turn's result, the round's summary and the game's end. The screen shows these
in panels a sighted player glances at; without them a blind player knows only who moved.

Nothing private is said: a turn's result names places and points (a submission's private dice
stay "?" on screen and are not read out), a round's summary only what the summary screen shows
everyone (the cards are turned over then).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from desktop.i18n.tr import translate
from desktop.widgets.accessibility import announce, face_word

from .models import card_title, headline, ordinal, points

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .models import Observation


def card_chosen(card: str) -> str:
    return translate("TripleSpoken", "Card {card} chosen. Enter plays it.").format(card=card_title(card))


def card_played(card: str) -> str:
    return translate("TripleSpoken", "You play {card}.").format(card=card_title(card))


def die_picked(index: int, value: int | None, picked: int) -> str:
    face = face_word(value) if value is not None else "?"
    if picked >= 3:
        return translate("TripleSpoken", "Die {number}, {face}, picked: 3 of 3. Enter submits them.").format(
            number=index + 1, face=face)
    return translate("TripleSpoken", "Die {number}, {face}, picked: {picked} of 3.").format(
        number=index + 1, face=face, picked=picked)


def die_put_back(index: int, picked: int) -> str:
    return translate("TripleSpoken", "Die {number} put back: {picked} of 3 picked.").format(
        number=index + 1, picked=picked)


def turn_result(turn: dict[str, Any], players: Sequence[str]) -> str:
    """'Turn 1 result: 1st Ana, +6; 2nd Computer 1, +3.'"""
    order = sorted(range(len(players)), key=lambda p: turn["places"][p])
    parts = [translate("TripleSpoken", "{place} {player}, +{points}").format(
        place=ordinal(turn["places"][p]), player=players[p], points=points(turn["points"][p])) for p in order]
    return translate("TripleSpoken", "Turn {turn} result: {places}.").format(turn=turn["turn"], places="; ".join(parts))


def round_summary(record: dict[str, Any], players: Sequence[str], totals: Sequence[Fraction]) -> str:
    """'Round 1 is over. Ana: card More came true, +24, total 24. Ben: card Zero missed, ...'"""
    said = [translate("TripleSpoken", "Round {number} is over.").format(number=record["round"])]
    for seat, name in enumerate(players):
        card = card_title(record["predictions"][seat]) if record["predictions"][seat] else "?"
        line = (translate("TripleSpoken", "{player}: card {card} came true, +{gain}, total {total}.")
                if record["hits"][seat] else
                translate("TripleSpoken", "{player}: card {card} missed, +{gain}, total {total}."))
        said.append(line.format(player=name, card=card, gain=points(record["gains"][seat]), total=points(totals[seat])))
    return " ".join(said)


class TripleSpeaker(QObject):
    """Says each new turn result and round summary once, after the move that made it (put off to
    the next pass of the event loop, so the move's own words come first)."""

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        self.page = page
        self._turns: int | None = None

    def rendered(self, *_: object) -> None:
        obs: Observation | None = getattr(self.page, "obs", None)
        if obs is None:
            return
        done = sum(len(r["turns"]) for r in obs["rounds"]) + len(obs["turns"])
        before, self._turns = self._turns, done
        if before is None or done <= before:
            return  # the game's first look (a resumed game), or an undo: nothing new was decided
        said = []
        if obs["turns"]:
            said.append(turn_result(obs["turns"][-1], obs["players"]))
        elif obs["rounds"]:
            record = obs["rounds"][-1]
            said.append(turn_result(record["turns"][-1], obs["players"]))
            said.append(round_summary(record, obs["players"], [Fraction(t) for t in obs["totals"]]))
        if obs["phase"] == "finished":
            said.append(headline(obs))
        text = " ".join(said)
        QTimer.singleShot(0, lambda: announce(self.page, text))

    def forget(self) -> None:
        """A new game: its first look is not news."""
        self._turns = None
