"""The table itself, filled from one observation: the other seats, the current turn's
submissions in turn order, and the four prediction cards to choose from.

A panel never sees the engine state: ``show``/``set_*`` methods take the observation dictionary
(and names or words worked out by the page), so nothing hidden can reach a label by accident.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from desktop.i18n.tr import translate
from desktop.widgets.plaintext import tooltip
from engine.triple_points import CARDS, DICE_PER_PLAYER, DICE_PER_SUBMIT, PRIVATE_POSITIONS, TURNS

from .cards import CardBadge, CardButton
from .models import Observation, card_title, combination_text, points
from .parts import RIGHT, NoHeightForWidth, SeatFrame, box, label
from .widgets import DiceRow

CARD_KEYS = ("1", "2", "3", "4")


def reveal_text(record: dict[str, Any], seat: int) -> tuple[str, str]:
    """('R1 More \u2714+9', long words for the tooltip) for a seat's card in a finished round."""
    card = record["predictions"][seat]
    number = record["round"]
    if record["hits"][seat]:
        bonus = points(record["bonuses"][seat])
        return (
            translate("TripleTable", "R{number} {card_title} \u2714+{bonus}").format(
                number=number, card_title=card_title(card), bonus=bonus),
            translate("TripleTable", "Round {number}: card {card_title} came true, bonus +{bonus}").format(
                number=number, card_title=card_title(card), bonus=bonus),
        )
    return translate("TripleTable", "R{number} {card_title} \u2718").format(
        number=number, card_title=card_title(card)
    ), translate("TripleTable", "Round {number}: card {card_title} missed, no bonus").format(
        number=number, card_title=card_title(card))


# --- the other seats -----------------------------------------------------------------------------


class SeatRow(SeatFrame):
    """One opponent: name, status, card (face-down until the round ends), 11 dice, total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("SeatRow", "SeatName", parent)
        layout = box(QHBoxLayout(self), (10, 2, 10, 2), 8)
        info = box(QVBoxLayout())
        self.status = label("", "SeatStatus", fitted=True)  # a longer language is cut with "…", whole in the tooltip
        info.addWidget(self.name)
        info.addWidget(self.status)
        info_box = QWidget()
        info_box.setLayout(info)
        info_box.setMinimumWidth(92)
        info_box.setMaximumWidth(200)
        info_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.card = CardBadge()
        self.dice = DiceRow(DICE_PER_PLAYER, PRIVATE_POSITIONS, max_side=36)
        score = box(QVBoxLayout())
        self.total = label("", "SeatTotal", align=RIGHT)
        self.reveal = label("", "SeatReveal", fitted=True, align=RIGHT)  # cut with "…", whole in the tooltip
        score.addWidget(self.total)
        score.addWidget(self.reveal)
        score_box = QWidget()
        score_box.setLayout(score)
        score_box.setMinimumWidth(84)
        layout.addWidget(info_box, 3)
        layout.addWidget(self.card)
        layout.addWidget(self.dice, 6)
        layout.addWidget(score_box, 2)

    def set_large(self, large: bool) -> None:
        self.dice.set_max_side(40 if large else 30)

    def show_seat(self, obs: Observation, seat: int, who: str, status: str, total: Fraction) -> None:
        hand = obs["hands"][seat]
        acting = obs["phase"] != "finished" and obs["currentPlayer"] == seat
        self.show_who(seat, who, acting)
        self.status.setText(status)
        card = obs["predictions"][seat]
        self.card.set_card(card, bool(obs["predicted"][seat]))
        self.dice.set_dice(hand["dice"], hand["used"], [i in PRIVATE_POSITIONS for i in range(DICE_PER_PLAYER)], seat)
        self.dice.setAccessibleName(translate("TripleTable", "{name}'s dice: {dice}").format(
            name=obs["players"][seat], dice=self.dice.spoken()))
        self.total.setText(points(total))
        self.total.setToolTip(
            tooltip(
                translate(
                    "TripleTable", "{who}: {points} points so far (this round's card bonus comes at its end)"
                ).format(who=who, points=points(total)))
        )
        record = obs["rounds"][-1] if obs["rounds"] else None
        short, long = reveal_text(record, seat) if record else ("", "")
        self.reveal.setText(short)
        self.reveal.setToolTip(long)
        self.setAccessibleName(
            translate("TripleTable", "{who}, {points} points, {status}").format(
                who=who, points=points(total), status=status)
        )


# --- the middle of the table ---------------------------------------------------------------------


class SubmissionSlot(SeatFrame):
    """One seat's place in the current turn's order: its 3 dice once submitted, '?' where private."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Slot", "SlotName", parent)
        layout = box(QVBoxLayout(self), (8, 4, 8, 4), 2)
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.dice = DiceRow(DICE_PER_SUBMIT, max_side=36)
        self.dice.setMinimumWidth(3 * 26 + 2 * 4)
        self.dice.setMaximumWidth(3 * 36 + 2 * 4)
        self.note = label("", "SlotNote", fitted=True, align=Qt.AlignmentFlag.AlignCenter)  # never widens the table
        layout.addWidget(self.name)
        layout.addWidget(self.dice, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.note)

    def show_slot(self, seat: int, who: str, values: Sequence[int | None] | None, dice: Sequence[int], note: str,
                  acting: bool) -> None:
        self.show_who(seat, who, acting)
        if values is None:
            self.dice.set_dice([None] * DICE_PER_SUBMIT, private=[False] * DICE_PER_SUBMIT, seat=seat, placeholder=True)
        else:
            self.dice.set_dice(values, private=[d in PRIVATE_POSITIONS for d in dice], seat=seat)
        self.dice.setAccessibleName(
            translate("TripleTable", "{who}, this turn: {dice}").format(who=who, dice=self.dice.spoken())
        )
        self.note.setText(note)


class TurnBoard(NoHeightForWidth, QWidget):
    """The current turn: every seat in turn order, submissions as they come, private values '?'."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = box(QVBoxLayout(self), (0, 0, 0, 0), 6)
        self.title = label("", "TdTitle", wrap=True, align=Qt.AlignmentFlag.AlignCenter)
        self.row = QHBoxLayout()
        self.row.setSpacing(8)
        self.slots = [SubmissionSlot() for _ in range(4)]
        self.row.addStretch(1)
        for slot in self.slots:
            self.row.addWidget(slot)
        self.row.addStretch(1)
        self.hint = label("", "TdHint", wrap=True, align=Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addLayout(self.row)
        layout.addWidget(self.hint)
        layout.addStretch(1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.hint.setVisible(self.height() >= 150)

    def set_large(self, large: bool) -> None:
        side = 48 if large else 36
        for slot in self.slots:
            slot.dice.set_max_side(side)
            slot.dice.setMaximumWidth(3 * side + 2 * 4)

    def show_turn(self, obs: Observation, names: Callable[[int], str]) -> None:
        order = obs["turnOrder"]
        subs = {s["player"]: s for s in obs["submissions"]}
        self.title.setText(
            translate("TripleTable", "Turn {turn} of {turns} \u00b7 order: {order}").format(
                turn=obs['turn'], turns=TURNS, order=" \u25b8 ".join(obs["players"][p] for p in order))
        )
        me = obs["seat"]
        for i, slot in enumerate(self.slots):
            if i >= len(order):
                slot.setVisible(False)
                continue
            seat = order[i]
            slot.setVisible(True)
            acting = obs["phase"] == "submitting" and obs["currentPlayer"] == seat
            sub = subs.get(seat)
            if sub is not None:
                values = sub["values"]
                note = (
                    combination_text(values)
                    if None not in values
                    else translate("TripleTable", "? until all have played"))
                if None in values and len(order) > 3:
                    note = translate("TripleTable", "? until all played")
                slot.show_slot(seat, names(seat), values, sub["dice"], note, False)
            else:
                note = (
                    (translate("TripleTable", "your move") if seat == me else translate("TripleTable", "playing now"))
                    if acting
                    else translate("TripleTable", "waiting"))
                slot.show_slot(seat, names(seat), None, (), note, acting)
        hidden = any(None in s["values"] for s in obs["submissions"])
        self.hint.setText(
            translate(
                "TripleTable", "Private dice show as ? until everyone has played this turn; then all are turned over.")
            if hidden
            else translate(
                "TripleTable",
                "Each player puts down 3 dice in turn. Best combination: triple, straight, double, single.")
        )


class CardPicker(NoHeightForWidth, QWidget):
    """The four prediction cards, big, with their bands. Choosing is a click; playing the card
    face-down is the hand's primary button (where Submit sits later), so a slip costs nothing."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = box(QVBoxLayout(self), (0, 0, 0, 0), 4)
        self.title = label("", "TdTitle", wrap=True, align=Qt.AlignmentFlag.AlignCenter)
        self.hint = label("", "TdHint", wrap=True, align=Qt.AlignmentFlag.AlignCenter)
        self.points = label("", "TdHint", wrap=True, align=Qt.AlignmentFlag.AlignCenter)
        """What each place earns at this table: the cards' bands are read against it."""
        row = QHBoxLayout()
        row.setSpacing(10)
        row.addStretch(1)
        self.cards = [CardButton(card, key) for card, key in zip(CARDS, CARD_KEYS)]
        self._showing = False
        for button in self.cards:
            # Checked, not clicked: a screen reader's Toggle action only toggles a radio button
            # (no click), and a click that checks it toggles it too. The picker's own checking
            # while it shows a state is not a choice.
            button.toggled.connect(lambda on, c=button.card: self._toggled(c, on))
            row.addWidget(button, 2)
        row.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addWidget(self.points)
        layout.addLayout(row, 1)

    def _toggled(self, card: str, on: bool) -> None:
        if on and not self._showing:
            self.chosen.emit(card)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # At 800x600 with four players every pixel goes to the cards; the hint is a nicety.
        self.hint.setVisible(self.height() >= 176)

    def show_picker(self, title: str, hint: str, chosen: str | None, can_pick: bool, points: str = "") -> None:
        self.title.setText(title)
        self.hint.setText(hint)
        self.points.setText(points)
        self.points.setVisible(bool(points))
        self._showing = True
        for button in self.cards:
            button.setEnabled(can_pick)
            # Auto-exclusive buttons cannot all be unchecked directly: lift exclusivity briefly.
            button.setAutoExclusive(False)
            button.setChecked(button.card == chosen)
            button.setAutoExclusive(True)
        self._showing = False

    @property
    def chosen_card(self) -> str | None:
        return next((b.card for b in self.cards if b.isChecked()), None)
