"""Your place at the table: your 11 dice (the 2 private ones in a marked pocket), your card,
Submit and the live preview. Filled from your own observation only.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop.i18n.tr import translate
from desktop.widgets.plaintext import tooltip
from engine.triple_points import DICE_PER_PLAYER, DICE_PER_SUBMIT, PRIVATE_POSITIONS

from .cards import CardBadge
from .models import Observation, card_band, card_title, combination_text, points
from .parts import RIGHT, NoHeightForWidth, box, button, label
from .widgets import HandDie

DIE_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "\u2212")
"""Shown under your dice: 1-9, 0 for the 10th and minus for the 11th (the keyboard's top row)."""


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
        layout = box(QVBoxLayout(self), (10, 6, 10, 6), 4)

        head = QHBoxLayout()
        head.setSpacing(8)
        self.name = label("", "YouName", fitted=True)
        self.card = CardBadge(small=True)
        self.card_text = label("", "YouCard", rich=True)
        self.score = label("", "YouScore", rich=True, align=RIGHT)
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
        pocket_layout = box(QVBoxLayout(self.pocket), (3, 2, 3, 2), 0)
        self.pocket_caption = label(
            translate("TripleHand", "PRIVATE"), "PocketCaption", align=Qt.AlignmentFlag.AlignCenter
        )
        self.pocket_caption.setToolTip(
            translate(
                "TripleHand",
                "Your two private dice: the others see them only after the turn you submit them in. "
                "Unused private dice are never shown.",
            )
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
        # The preview and the hint share one box: an empty preview hides and the hint takes its
        # room (German's card hint wrapped to four lines at 800x600), while the box keeps the
        # row's minimum width, so the felt beside the score panel stays as wide.
        self.notes = QWidget()
        self._notes_box = notes = box(QHBoxLayout(self.notes), (0, 0, 0, 0), actions.spacing())
        self.preview = label("", "Preview", rich=True)
        self.preview.setMinimumWidth(120)
        self.hint = label("", "TdHint", wrap=True)
        notes.addWidget(self.preview)
        notes.addWidget(self.hint, 1)
        self.clear_button = QPushButton(translate("TripleHand", "Clear"))
        self.clear_button.setObjectName("GhostButton")
        self.clear_button.setToolTip(translate("TripleHand", "Put the picked dice back (Backspace)"))
        self.clear_button.clicked.connect(self.clear)
        self.submit_button = button(translate("TripleHand", "Submit 3 dice \u23ce"), "ActionButton", self.submit)
        self.play_button = button(translate("TripleHand", "Play card face-down \u23ce"), "ActionButton", self.play_card)
        actions.addWidget(self.notes, 1)
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
            self.card_text.setText(
                translate("TripleHand", "Your card: <b>{card_title}</b>").format(card_title=card_title(card))
            )
            self.card_text.setToolTip(
                translate("TripleHand", "{card_title}: {card_band}. Only you can see it until the round ends.").format(
                    card_title=card_title(card), card_band=card_band(card))
            )
        else:
            self.card_text.setText(
                translate("TripleHand", "Card played face-down")
                if obs["predicted"][seat]
                else translate("TripleHand", "No card yet")
            )
            self.card_text.setToolTip("")
        so_far = points(obs["roundPoints"][seat])
        self.score.setText(
            translate("TripleHand", "This round {so_far} \u00b7 Total <b>{points}</b>").format(
                so_far=so_far, points=points(total)
            )
        )
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
                self.hint.setText(translate("TripleHand", "Enter submits."))
            else:
                left = DICE_PER_SUBMIT - len(picked)
                shown = " ".join(str(v) for v in values if v is not None)
                self.preview.setText(
                    translate("TripleHand", "Picked: <b>{shown}</b>").format(shown=shown) if picked else "")
                self.hint.setText(
                    translate("TripleHand", "Pick {left} more \u00b7 keys 1\u20139, 0, \u2212").format(left=left))
        elif can_predict:
            self.preview.setText(
                translate("TripleHand", "Chosen: <b>{card_title}</b>").format(card_title=card_title(card_choice))
                if card_choice
                else ""
            )
            self.hint.setText(
                translate("TripleHand", "Enter plays it.")
                if card_choice
                else translate("TripleHand", "Choose a card above (keys 1\u20134).")
            )
        else:
            self.preview.setText("")
            self.hint.setText(waiting)
        self.preview.setVisible(bool(self.preview.text()))
        # The box's least width, set on the box: a minimum lent to the hint label itself stayed
        # in the label's cached size hint after the preview came back, and the table shrunk
        # from 1280x800 to 800x600 then scrolled sideways.
        spacing = self._notes_box.spacing()
        self.notes.setMinimumWidth(self.preview.minimumWidth() + spacing + self.hint.minimumSizeHint().width())
        self.submit_button.setVisible(submitting)
        self.clear_button.setVisible(submitting and can_pick)
        self.clear_button.setEnabled(bool(picked))
        ready = can_pick and len(picked) == DICE_PER_SUBMIT
        self.submit_button.setEnabled(ready)
        if ready:
            self.submit_button.setToolTip(translate("TripleHand", "Put these 3 dice down for this turn (Enter)"))
        elif not can_pick:
            self.submit_button.setToolTip(tooltip(waiting or "It is not your turn to submit."))  # names a seat
        else:
            self.submit_button.setToolTip(
                translate(
                    "TripleHand", "Pick exactly 3 unused dice first ({len} picked): click them or press their keys."
                ).format(len=len(picked))
            )
        self.play_button.setVisible(predicting and can_predict)
        self.play_button.setEnabled(can_predict and card_choice is not None)
        self.play_button.setToolTip(
            translate("TripleHand", "Play the chosen card face-down (Enter)") if card_choice
            else translate("TripleHand", "Choose one of the four cards first: click it or press 1\u20134.")
        )
