"""The Triple Dice table's panels, each filled from one observation (or its public view).

A panel never sees the engine state: ``show``/``set_*`` methods take the observation dictionary
(and names or words worked out by the page), so nothing hidden can reach a label by accident.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine.triple_dice import CARDS, DICE_PER_PLAYER, DICE_PER_SUBMIT, PRIVATE_POSITIONS, ROUNDS, TURNS

from ..fitted_label import FittedLabel
from ..plaintext import tooltip
from .models import Observation, card_band, card_title, combination_text, ordinal, points, short_name
from .widgets import CardBadge, CardButton, DiceRow, HandDie

DIE_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "\u2212")
"""Shown under your dice: 1-9, 0 for the 10th and minus for the 11th (the keyboard's top row)."""
CARD_KEYS = ("1", "2", "3", "4")


def _label(text: str = "", name: str = "", wrap: bool = False, rich: bool = False, fitted: bool = False) -> QLabel:
    """A label showing its text as written (player names are never markup), or ``rich`` for the
    few whose own bold holds nothing a player typed. ``fitted``: one line that holds a name, cut
    with an ellipsis when there is no room (a 24-letter name must not widen the table)."""
    if fitted:
        return _fitted(text, name)
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    if name:
        label.setObjectName(name)
    label.setWordWrap(wrap)
    return label


def _fitted(text: str, name: str) -> QLabel:
    label = FittedLabel(text)
    if name:
        label.setObjectName(name)
    return label


def _paper_card(host: QWidget) -> tuple[QFrame, QVBoxLayout]:
    """A paper card centred on the felt (round summary, privacy screen, game over): the three
    full-table screens share one frame so they look like one family."""
    outer = QVBoxLayout(host)
    outer.setContentsMargins(12, 12, 12, 12)
    outer.addStretch(1)
    card = QFrame()
    card.setObjectName("PaperCard")
    outer.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
    outer.addStretch(1)
    return card, QVBoxLayout(card)


def _set_prop(widget: QWidget, name: str, value: object) -> None:
    """Set a style property and re-polish, so the style sheet picks up the change."""
    if widget.property(name) == value:
        return
    widget.setProperty(name, value)
    widget.style().unpolish(widget)
    widget.style().polish(widget)


class NoHeightForWidth:
    """Mixin for panels with word-wrapped labels inside a vertical stack.

    A box layout takes a height-for-width item's computed height as its minimum, which lets the
    hand panel be squeezed below the room its dice need at 800x600; these panels report fixed
    minimums instead and wrap their labels within them.
    """

    def hasHeightForWidth(self) -> bool:
        return False


def reveal_text(record: dict[str, Any], seat: int) -> tuple[str, str]:
    """('R1 More \u2714+9', long words for the tooltip) for a seat's card in a finished round."""
    card = record["predictions"][seat]
    number = record["round"]
    if record["hits"][seat]:
        bonus = points(record["bonuses"][seat])
        return (f"R{number} {card_title(card)} \u2714+{bonus}",
                f"Round {number}: card {card_title(card)} came true, bonus +{bonus}")
    return f"R{number} {card_title(card)} \u2718", f"Round {number}: card {card_title(card)} missed, no bonus"


# --- the other seats -----------------------------------------------------------------------------


class SeatRow(QFrame):
    """One opponent: name, status, card (face-down until the round ends), 11 dice, total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SeatRow")
        self.seat = -1
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 2, 10, 2)
        layout.setSpacing(8)
        info = QVBoxLayout()
        info.setContentsMargins(0, 0, 0, 0)
        info.setSpacing(0)
        self.name = _label("", "SeatName", fitted=True)
        self.status = _label("", "SeatStatus")
        info.addWidget(self.name)
        info.addWidget(self.status)
        info_box = QWidget()
        info_box.setLayout(info)
        info_box.setMinimumWidth(92)
        info_box.setMaximumWidth(200)
        info_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.card = CardBadge()
        self.dice = DiceRow(DICE_PER_PLAYER, PRIVATE_POSITIONS, max_side=36)
        score = QVBoxLayout()
        score.setContentsMargins(0, 0, 0, 0)
        score.setSpacing(0)
        self.total = _label("", "SeatTotal")
        self.total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.reveal = _label("", "SeatReveal")
        self.reveal.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
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
        self.seat = seat
        hand = obs["hands"][seat]
        acting = obs["phase"] != "finished" and obs["currentPlayer"] == seat
        _set_prop(self, "acting", acting)
        self.name.setText(("\u25b6 " if acting else "") + who)
        self.status.setText(status)
        card = obs["predictions"][seat]
        self.card.set_card(card, bool(obs["predicted"][seat]))
        self.dice.set_dice(hand["dice"], hand["used"], [i in PRIVATE_POSITIONS for i in range(DICE_PER_PLAYER)], seat)
        self.total.setText(points(total))
        self.total.setToolTip(tooltip(f"{who}: {points(total)} points so far (this round's card bonus comes at its end)"))
        record = obs["rounds"][-1] if obs["rounds"] else None
        short, long = reveal_text(record, seat) if record else ("", "")
        self.reveal.setText(short)
        self.reveal.setToolTip(long)
        self.setAccessibleName(f"{who}, {points(total)} points, {status}")


# --- the middle of the table ---------------------------------------------------------------------


class SubmissionSlot(QFrame):
    """One seat's place in the current turn's order: its 3 dice once submitted, '?' where private."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Slot")
        self.seat = -1
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(2)
        self.name = _label("", "SlotName", fitted=True)
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.dice = DiceRow(DICE_PER_SUBMIT, max_side=36)
        self.dice.setMinimumWidth(3 * 26 + 2 * 4)
        self.dice.setMaximumWidth(3 * 36 + 2 * 4)
        self.note = _label("", "SlotNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.name)
        layout.addWidget(self.dice, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.note)

    def show_slot(self, seat: int, who: str, values: Sequence[int | None] | None, dice: Sequence[int], note: str,
                  acting: bool) -> None:
        self.seat = seat
        _set_prop(self, "acting", acting)
        self.name.setText(("\u25b6 " if acting else "") + who)
        if values is None:
            self.dice.set_dice([None] * DICE_PER_SUBMIT, private=[False] * DICE_PER_SUBMIT, seat=seat, placeholder=True)
        else:
            self.dice.set_dice(values, private=[d in PRIVATE_POSITIONS for d in dice], seat=seat)
        self.note.setText(note)


class TurnBoard(NoHeightForWidth, QWidget):
    """The current turn: every seat in turn order, submissions as they come, private values '?'."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.title = _label("", "TdTitle", wrap=True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.row = QHBoxLayout()
        self.row.setSpacing(8)
        self.slots = [SubmissionSlot() for _ in range(4)]
        self.row.addStretch(1)
        for slot in self.slots:
            self.row.addWidget(slot)
        self.row.addStretch(1)
        self.hint = _label("", "TdHint", wrap=True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
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
            f"Turn {obs['turn']} of {TURNS} \u00b7 order: " + " \u25b8 ".join(obs["players"][p] for p in order)
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
                note = combination_text(values) if None not in values else "? until all have played"
                if None in values and len(order) > 3:
                    note = "? until all played"
                slot.show_slot(seat, names(seat), values, sub["dice"], note, False)
            else:
                note = ("your move" if seat == me else "playing now") if acting else "waiting"
                slot.show_slot(seat, names(seat), None, (), note, acting)
        hidden = any(None in s["values"] for s in obs["submissions"])
        self.hint.setText(
            "Private dice show as ? until everyone has played this turn; then all are turned over."
            if hidden else "Each player puts down 3 dice in turn. Best combination: triple, straight, double, single."
        )


class CardPicker(NoHeightForWidth, QWidget):
    """The four prediction cards, big, with their bands. Choosing is a click; playing the card
    face-down is the hand's primary button (where Submit sits later), so a slip costs nothing."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.title = _label("", "TdTitle", wrap=True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = _label("", "TdHint", wrap=True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        row = QHBoxLayout()
        row.setSpacing(10)
        row.addStretch(1)
        self.cards = [CardButton(card, key) for card, key in zip(CARDS, CARD_KEYS)]
        for button in self.cards:
            button.clicked.connect(lambda _=False, c=button.card: self.chosen.emit(c))
            row.addWidget(button, 2)
        row.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addLayout(row, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # At 800x600 with four players every pixel goes to the cards; the hint is a nicety.
        self.hint.setVisible(self.height() >= 176)

    def show_picker(self, title: str, hint: str, chosen: str | None, can_pick: bool) -> None:
        self.title.setText(title)
        self.hint.setText(hint)
        for button in self.cards:
            button.setEnabled(can_pick)
            # Auto-exclusive buttons cannot all be unchecked directly: lift exclusivity briefly.
            button.setAutoExclusive(False)
            button.setChecked(button.card == chosen)
            button.setAutoExclusive(True)

    @property
    def chosen_card(self) -> str | None:
        return next((b.card for b in self.cards if b.isChecked()), None)


# --- your place ----------------------------------------------------------------------------------


class HandPanel(NoHeightForWidth, QFrame):
    """Your 11 dice (the 2 private ones in a marked pocket), your card, Submit and the live preview."""

    die_clicked = Signal(int)
    submit = Signal()
    play_card = Signal()
    clear = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("YourArea")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(4)

        head = QHBoxLayout()
        head.setSpacing(8)
        self.name = _label("", "YouName", fitted=True)
        self.card = CardBadge(small=True)
        self.card_text = _label("", "YouCard", rich=True)
        self.score = _label("", "YouScore", rich=True)
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        head.addWidget(self.name)
        head.addSpacing(6)
        head.addWidget(self.card)
        head.addWidget(self.card_text, 1)
        head.addWidget(self.score)
        layout.addLayout(head)

        dice_row = QHBoxLayout()
        dice_row.setSpacing(2)
        self.dice = [HandDie(i, DIE_KEYS[i], i in PRIVATE_POSITIONS) for i in range(DICE_PER_PLAYER)]
        for die in self.dice:
            die.clicked_die.connect(self.die_clicked)
        dice_row.addStretch(1)
        for die in self.dice[: PRIVATE_POSITIONS[0]]:
            dice_row.addWidget(die, 1)
        dice_row.addSpacing(8)
        self.pocket = QFrame()
        self.pocket.setObjectName("PrivatePocket")
        pocket_layout = QVBoxLayout(self.pocket)
        pocket_layout.setContentsMargins(3, 2, 3, 2)
        pocket_layout.setSpacing(0)
        self.pocket_caption = _label("PRIVATE", "PocketCaption")
        self.pocket_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pocket_caption.setToolTip(
            "Your two private dice: the others see them only after the turn you submit them in. "
            "Unused private dice are never shown."
        )
        pocket_dice = QHBoxLayout()
        pocket_dice.setSpacing(2)
        for die in self.dice[PRIVATE_POSITIONS[0] :]:
            pocket_dice.addWidget(die, 1)
        pocket_layout.addWidget(self.pocket_caption)
        pocket_layout.addLayout(pocket_dice, 1)
        dice_row.addWidget(self.pocket, 2)
        dice_row.addStretch(1)
        layout.addLayout(dice_row, 1)

        actions = QHBoxLayout()
        actions.setSpacing(10)
        self.preview = _label("", "Preview", rich=True)
        self.preview.setMinimumWidth(120)
        self.hint = _label("", "TdHint", wrap=True)
        self.clear_button = QPushButton("Clear")
        self.clear_button.setObjectName("GhostButton")
        self.clear_button.setToolTip("Put the picked dice back (Backspace)")
        self.clear_button.clicked.connect(self.clear)
        self.submit_button = QPushButton("Submit 3 dice \u23ce")
        self.submit_button.setObjectName("ActionButton")
        self.submit_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.submit_button.clicked.connect(self.submit)
        self.play_button = QPushButton("Play card face-down \u23ce")
        self.play_button.setObjectName("ActionButton")
        self.play_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.play_button.clicked.connect(self.play_card)
        actions.addWidget(self.preview)
        actions.addWidget(self.hint, 1)
        actions.addWidget(self.clear_button)
        actions.addWidget(self.submit_button)
        actions.addWidget(self.play_button)
        layout.addLayout(actions)

    def set_large(self, large: bool) -> None:
        for die in self.dice:
            die.set_large(large)

    def show_hand(
        self, obs: Observation, seat: int, who: str, picked: Sequence[int], can_pick: bool, total: Fraction,
        waiting: str, card_choice: str | None = None, can_predict: bool = False,
    ) -> None:
        hand = obs["hands"][seat]
        self.name.setText(who)
        card = obs["predictions"][seat]
        self.card.set_card(card, bool(obs["predicted"][seat]))
        if card is not None:
            self.card_text.setText(f"Your card: <b>{card_title(card)}</b>")
            self.card_text.setToolTip(f"{card_title(card)}: {card_band(card)}. Only you can see it until the round ends.")
        else:
            self.card_text.setText("Card played face-down" if obs["predicted"][seat] else "No card yet")
            self.card_text.setToolTip("")
        so_far = points(obs["roundPoints"][seat])
        self.score.setText(f"This round {so_far} \u00b7 Total <b>{points(total)}</b>")
        for die in self.dice:
            i = die.index
            number = picked.index(i) + 1 if i in picked else 0
            die.set_state(hand["dice"][i], hand["used"][i], number, can_pick)
        values = [hand["dice"][i] for i in picked]
        submitting = obs["phase"] == "submitting"
        predicting = obs["phase"] == "predicting"
        if can_pick:
            if len(picked) == DICE_PER_SUBMIT:
                self.preview.setText(f"<b>{combination_text(values)}</b>")
                self.hint.setText("Enter submits.")
            else:
                left = DICE_PER_SUBMIT - len(picked)
                shown = " ".join(str(v) for v in values if v is not None)
                self.preview.setText(f"Picked: <b>{shown}</b>" if picked else "")
                self.hint.setText(f"Pick {left} more \u00b7 keys 1\u20139, 0, \u2212")
        elif can_predict:
            self.preview.setText(f"Chosen: <b>{card_title(card_choice)}</b>" if card_choice else "")
            self.hint.setText("Enter plays it." if card_choice else "Choose a card above (keys 1\u20134).")
        else:
            self.preview.setText("")
            self.hint.setText(waiting)
        self.submit_button.setVisible(submitting)
        self.clear_button.setVisible(submitting and can_pick)
        self.clear_button.setEnabled(bool(picked))
        ready = can_pick and len(picked) == DICE_PER_SUBMIT
        self.submit_button.setEnabled(ready)
        if ready:
            self.submit_button.setToolTip("Put these 3 dice down for this turn (Enter)")
        elif not can_pick:
            self.submit_button.setToolTip(tooltip(waiting or "It is not your turn to submit."))  # names a seat
        else:
            self.submit_button.setToolTip(
                f"Pick exactly 3 unused dice first ({len(picked)} picked): click them or press their keys."
            )
        self.play_button.setVisible(predicting and can_predict)
        self.play_button.setEnabled(can_predict and card_choice is not None)
        self.play_button.setToolTip(
            "Play the chosen card face-down (Enter)" if card_choice
            else "Choose one of the four cards first: click it or press 1\u20134."
        )


# --- the side panel ------------------------------------------------------------------------------


class ResultPanel(QFrame):
    """The last completed turn, in place order: everyone's revealed dice, rank and points."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SideCard")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(4)
        self.title = _label("Turn results", "SideTitle")
        layout.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(2)
        self.rows: list[tuple[QLabel, QLabel, DiceRow, QLabel]] = []
        for r in range(4):
            place, name, gain = _label("", "ResultPlace"), _label("", "ResultName", fitted=True), _label("", "ResultPoints")
            gain.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            dice = DiceRow(DICE_PER_SUBMIT, max_side=24)
            dice.setFixedWidth(3 * 24 + 8)
            self.grid.addWidget(place, r, 0)
            self.grid.addWidget(name, r, 1)
            self.grid.addWidget(dice, r, 2)
            self.grid.addWidget(gain, r, 3)
            self.rows.append((place, name, dice, gain))
        self.grid.setColumnStretch(1, 1)
        layout.addLayout(self.grid)
        self.empty = _label("No turn played yet this game.", "SideNote", wrap=True)
        layout.addWidget(self.empty)

    def show_result(self, where: str, turn: dict[str, Any] | None, players: Sequence[str]) -> None:
        self.empty.setVisible(turn is None)
        if turn is None:
            self.title.setText("Turn results")
            for row in self.rows:
                for w in row:
                    w.setVisible(False)
            return
        self.title.setText(where)
        subs = {s["player"]: s for s in turn["submissions"]}
        order = sorted(range(len(players)), key=lambda p: (turn["places"][p], turn["submissions"].index(subs[p])))
        for r, row in enumerate(self.rows):
            visible = r < len(order)
            for w in row:
                w.setVisible(visible)
            if not visible:
                continue
            seat = order[r]
            place, name, dice, gain = row
            sub = subs[seat]
            shared = sum(1 for p in turn["places"] if p == turn["places"][seat]) > 1
            place.setText(ordinal(turn["places"][seat]) + ("=" if shared else ""))
            place.setToolTip("shared place: tied players share the points" if shared else "")
            name.setText(players[seat])
            name.setToolTip(combination_text(sub["values"]))
            dice.set_dice(sub["values"], private=[d in PRIVATE_POSITIONS for d in sub["dice"]], seat=seat)
            gain.setText(f"+{points(turn['points'][seat])}")


# --- full-page moments ---------------------------------------------------------------------------


class RoundTable(QWidget):
    """One finished round, cards turned over: card, points, hit or miss, bonus, gain, total."""

    HEADERS = ("Player", "Card", "Points", "Hit?", "Bonus", "Round", "Total")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(4)
        for c, head in enumerate(self.HEADERS):
            self.grid.addWidget(_label(head, "SumHead"), 0, c if c < 1 else c + 1, 1, 2 if c == 1 else 1)
        self.cells: list[list[QLabel]] = []
        self.badges: list[CardBadge] = []
        for p in range(4):
            names = ("SumName", "SumCell", "SumCell", "SumHit", "SumCell", "SumGain", "SumGain")
            row = [_label("", name, fitted=name == "SumName") for name in names]
            badge = CardBadge(small=True)
            self.grid.addWidget(row[0], p + 1, 0)
            self.grid.addWidget(badge, p + 1, 1)
            for c, label in enumerate(row[1:], start=2):
                self.grid.addWidget(label, p + 1, c)
            self.cells.append(row)
            self.badges.append(badge)

    def show_round(self, record: dict[str, Any], players: Sequence[str], totals: Sequence[Fraction]) -> None:
        for p, row in enumerate(self.cells):
            visible = p < len(players)
            for label in row:
                label.setVisible(visible)
            self.badges[p].setVisible(visible)
            if not visible:
                continue
            card = record["predictions"][p]
            self.badges[p].set_card(card, False)
            hit = record["hits"][p]
            bonus = "\u2013"
            if hit:
                bonus = "+40" if card == "zero" else f"+{points(record['bonuses'][p])} (\u00d72)"
            texts = (
                players[p], card_title(card), points(record["scores"][p]), "\u2714 hit" if hit else "\u2718 missed",
                bonus, f"+{points(record['gains'][p])}", points(totals[p]),
            )
            for label, text in zip(row, texts):
                label.setText(text)
            row[1].setToolTip(f"{card_title(card)}: {card_band(card)}")
            _set_prop(row[3], "hit", hit)


class RoundSummary(QWidget):
    """Shown to the whole table when a round ends: everyone's card is revealed."""

    continued = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card, layout = _paper_card(self)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(10)
        self.title = _label("", "PaperTitle", wrap=True)
        self.sub = _label("", "PaperText", wrap=True)
        self.table = RoundTable()
        self.button = QPushButton("")
        self.button.setObjectName("ActionButton")
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self.continued)
        layout.addWidget(self.title)
        layout.addWidget(self.sub)
        layout.addWidget(self.table)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)

    def show_summary(self, obs: Observation, totals: Sequence[Fraction]) -> None:
        record = obs["rounds"][-1]
        number = record["round"]
        self.title.setText(f"Round {number} of {ROUNDS} \u2014 the cards are turned over")
        self.sub.setText(
            "A correct card pays: zero gives +40, any other card doubles the round's points. "
            "Unused private dice stay secret."
        )
        self.table.show_round(record, obs["players"], totals)
        self.button.setText(f"Continue to round {number + 1} \u23ce")


class PrivacyScreen(QWidget):
    """Covers every secret while the device changes hands; the next seat says when it is ready."""

    ready = Signal()
    undo = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card, layout = _paper_card(self)
        self.card.setMaximumWidth(560)
        layout.setContentsMargins(28, 24, 28, 24)
        layout.setSpacing(12)
        self.badge = CardBadge()
        self.badge.set_card(None, True)
        self.title = _label("", "PrivacyTitle", fitted=True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.what = _label("", "PaperText", wrap=True)
        self.what.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = _label("", "PaperNote", wrap=True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton("")
        self.button.setObjectName("ActionButton")
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self.ready)
        self.undo_button = QPushButton("")
        self.undo_button.setObjectName("LinkButton")
        self.undo_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.undo_button.clicked.connect(self.undo)
        layout.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.title)
        layout.addWidget(self.what)
        layout.addWidget(self.note)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.undo_button, 0, Qt.AlignmentFlag.AlignHCenter)

    def show_screen(self, name: str, what: str, previous: str | None, undo_text: str | None) -> None:
        """``name`` whole in the title (cut to fit there, whole in its tooltip); the sentences and
        the button, which cannot cut a word, show long names shortened."""
        self.title.setText(f"Pass to {name}")
        self.what.setText(what)
        short = short_name(name)
        hidden = f"{short_name(previous)}'s dice and card are hidden. " if previous else "Every private die and card is hidden. "
        self.note.setText(hidden + f"Only {short} should look once the button is pressed.")
        self.button.setText(f"I'm {short} \u2014 show my dice \u23ce")
        self.button.setAccessibleName(f"I am {name}, show my dice")
        self.undo_button.setVisible(undo_text is not None)
        self.undo_button.setText(undo_text or "")


class GameOverPanel(QWidget):
    """The final ranking (shared places), the last round's reveal and how the game was played."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card, layout = _paper_card(self)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(10)
        self.headline = _label("", "PaperTitle", wrap=True)
        self.note = _label("", "PaperNote")
        self.ranking = QGridLayout()
        self.ranking.setHorizontalSpacing(18)
        self.ranking.setVerticalSpacing(4)
        self.ranking_labels: list[list[QLabel]] = []
        for r in range(4):
            row = [_label("", "RankPlace"), _label("", "RankName", fitted=True), _label("", "RankTotal"),
                   _label("", "PaperNote")]
            for c, label in enumerate(row):
                self.ranking.addWidget(label, r, c)
            self.ranking_labels.append(row)
        self.ranking.setColumnStretch(3, 1)
        self.last_title = _label("", "SumHead")
        self.table = RoundTable()
        layout.addWidget(self.headline)
        layout.addWidget(self.note)
        layout.addLayout(self.ranking)
        layout.addSpacing(4)
        layout.addWidget(self.last_title)
        layout.addWidget(self.table)

    def show_outcome(self, obs: Observation, headline: str, note: str) -> None:
        players = obs["players"]
        totals = [Fraction(t) for t in obs["totals"]]
        places = [1 + sum(1 for o in totals if o > t) for t in totals]
        order = sorted(range(len(players)), key=lambda p: (places[p], p))
        self.headline.setText(headline)
        self.note.setText(note)
        for r, row in enumerate(self.ranking_labels):
            visible = r < len(order)
            for label in row:
                label.setVisible(visible)
            if not visible:
                continue
            seat = order[r]
            shared = places.count(places[seat]) > 1
            hits = sum(1 for record in obs["rounds"] if record["hits"][seat])
            row[0].setText(ordinal(places[seat]) + (" (shared)" if shared else ""))
            row[1].setText(players[seat])
            row[2].setText(points(totals[seat]))
            row[3].setText(f"{hits} of {len(obs['rounds'])} cards came true")
        if obs["rounds"]:
            record = obs["rounds"][-1]
            self.last_title.setText(f"Round {record['round']} \u2014 the last cards turned over")
            self.table.show_round(record, players, totals)
