"""What a person at the Triple Dice page can do: pick dice and cards, submit, play, with keys or clicks.

A mixin of ``TripleDicePage``: the page renders; these turn input into intents for the session,
always with the seat on screen, so a move can never be credited to someone else. Half-made
choices (picked dice, a chosen card) stay here until they are played.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeGuard

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from desktop.i18n.tr import translate
from desktop.widgets.accessibility import announce
from engine import Predict, Submit
from engine.triple_points import CARDS, DICE_PER_PLAYER, DICE_PER_SUBMIT, GAME_ID

from .models import live_totals
from .spoken import TripleSpeaker, card_chosen, card_played, die_picked, die_put_back

if TYPE_CHECKING:
    from fractions import Fraction

    from PySide6.QtCore import QRect, SignalInstance

    from desktop.session.controller import GameController
    from engine.triple_state import TripleDiceState

    from .hand import HandPanel
    from .models import Observation
    from .moments import GameOverPanel, PrivacyScreen, RoundSummary
    from .table import CardPicker

    _PageWidget = QWidget
    """The page this mixes into is a QWidget (``page.TripleDicePage``)."""
else:
    _PageWidget = object

TABLE, SUMMARY, PRIVACY, OVER = range(4)
DIE_SHORTCUTS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-")


def ours(state: object) -> TypeGuard[TripleDiceState]:
    """A Triple Dice state: the session also carries other games' states, which the page ignores."""
    return getattr(state, "game", None) == GAME_ID


class TripleIntents(_PageWidget):
    # What the page provides (``page.TripleDicePage``).
    controller: GameController
    obs: Observation | None
    hand: HandPanel
    picker: CardPicker
    privacy: PrivacyScreen
    summary: RoundSummary
    over: GameOverPanel
    message: SignalInstance
    rendered: SignalInstance
    _picked: list[int]
    _card: str | None

    def ready(self) -> None: ...

    def continue_after_summary(self) -> None: ...

    def _render(self) -> None: ...

    def _render_center(self, obs: Observation, viewer: int | None) -> None: ...

    def _render_hand(self, obs: Observation, you: int, viewer: int | None, totals: list[Fraction]) -> None: ...

    if TYPE_CHECKING:  # the page's own, which it answers: no body to stand in for them at run time

        def current_page(self) -> int: ...

        def _can_act(self, viewer: int | None) -> bool: ...

    @property
    def viewer(self) -> int | None: ...

    def spot(self, name: str) -> tuple[QWidget, QRect] | None:
        """Where a lesson points (``callout_targets.spot``): a widget and a rectangle in it, or None."""
        from .callout_targets import spot  # lazy: only a lesson asks

        return spot(self, name)  # type: ignore[arg-type]  # self is the page: this class is its mixin

    def _build_shortcuts(self) -> None:
        # Window-wide but owned by the page: they are live only while the page is visible.
        self.shortcuts: list[QShortcut] = []

        def add(key: str, slot: Callable[..., object]) -> None:
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.setAutoRepeat(False)
            sc.activated.connect(slot)
            self.shortcuts.append(sc)

        for i, key in enumerate(DIE_SHORTCUTS):
            add(key, lambda i=i: self._number_key(i))
            add(f"Num+{key}", lambda i=i: self._number_key(i))  # the keypad's digits and minus
        for key in ("Return", "Enter"):
            add(key, self._enter_key)
        for key in ("Backspace", "Escape"):
            add(key, self.clear_picks)
        # Built with the shortcuts: the page's one other set-up of what keys and moves say.
        self.speaker = TripleSpeaker(self)
        self.rendered.connect(self.speaker.rendered)
        self.controller.game_started.connect(lambda *_: self.speaker.forget())

    def _refuse_if_not_yours(self) -> bool:
        """True (and a message) when the screen's seat may not act now."""
        obs = self.obs
        if obs is None:
            return True
        if self.current_page() != TABLE:
            return True
        if obs["phase"] == "finished":
            self.controller.refuse(
                translate("TripleIntents", "The game is over. Start a new game or replay this seed."))
            return True
        if not self._can_act(self.viewer):
            self.controller.refuse(
                translate("TripleIntents", "It is {who}'s turn; please wait.").format(
                    who=self.controller.who(obs["currentPlayer"])))
            return True
        return False

    def toggle_die(self, index: int) -> None:
        """Pick or put back one of your dice (the engine checks the submission itself)."""
        obs = self.obs
        if self._refuse_if_not_yours() or obs is None:
            return
        if obs["phase"] != "submitting":
            self.controller.refuse(
                translate("TripleIntents", "First pick your prediction card; dice are played after every card is down.")
            )
            return
        seat = obs["seat"]
        used = obs["hands"][seat]["used"][index]
        if index in self._picked:
            self._picked.remove(index)
            said = die_put_back(index, len(self._picked))
        elif used:
            self.controller.refuse(
                translate("TripleIntents", "Die {value} was used in turn {used}; pick from your unused dice.").format(
                    value=index + 1, used=used))
            return
        elif len(self._picked) >= DICE_PER_SUBMIT:
            self.controller.refuse(
                translate("TripleIntents", "You have 3 dice picked: click one to put it back, or Submit."))
            return
        else:
            self._picked.append(index)
            said = die_picked(index, obs["hands"][seat]["dice"][index], len(self._picked))
        self._render_hand(obs, seat, seat, live_totals(obs))
        announce(self, said)

    def clear_picks(self) -> None:
        if self.obs is None or self.current_page() != TABLE:
            return
        if self._picked or self._card:
            self._picked, self._card = [], None
            self._render()

    def _may_play(self, phase: str, why_not: str) -> Observation | None:
        """The observation when the seat on screen may make a move of ``phase`` now; else None,
        with a message saying why (``why_not`` when it is the wrong moment of the round)."""
        if self._refuse_if_not_yours():
            return None
        obs = self.obs
        assert obs is not None
        if obs["phase"] != phase:
            if why_not:
                self.controller.refuse(why_not)
            return None
        return obs

    def submit(self) -> bool:
        obs = self._may_play(
            "submitting",
            translate("TripleIntents", "First pick your prediction card; dice are played after every card is down."))
        if obs is None:
            return False
        if len(self._picked) != DICE_PER_SUBMIT:
            self.controller.refuse(
                translate("TripleIntents", "Pick exactly 3 dice to submit ({len} picked).").format(
                    len=len(self._picked)))
            return False
        return self.controller.move_by_person(Submit(tuple(self._picked)), obs["seat"])

    def _choose_card(self, card: str) -> None:
        obs = self.obs
        if self._refuse_if_not_yours() or obs is None:
            self._render()  # undo the button's own check mark
            return
        if obs["phase"] != "predicting":
            self.controller.refuse(
                translate("TripleIntents", "Cards are picked at the start of a round; now the dice are played."))
            return
        self._card = card
        self._render_center(obs, obs["seat"])
        self._render_hand(obs, obs["seat"], obs["seat"], live_totals(obs))
        announce(self, card_chosen(card))

    def play_card(self) -> bool:
        obs = self._may_play("predicting", "")
        if obs is None:
            return False
        if self._card is None:
            self.controller.refuse(
                translate("TripleIntents", "Choose one of the four cards first (click it, or press 1\u20134)."))
            return False
        card = self._card
        played = self.controller.move_by_person(Predict(card), obs["seat"])
        if played:
            announce(self, card_played(card))
        return played

    def _number_key(self, index: int) -> None:
        obs = self.obs
        if obs is None or self.current_page() != TABLE:
            return
        if obs["phase"] == "predicting":
            if index < len(CARDS):
                self._choose_card(CARDS[index])
            else:
                self.controller.refuse(
                    translate("TripleIntents", "Press 1\u20134 to choose a card: 1 Zero, 2 Minimum, 3 More, 4 Maximum.")
                )
            return
        if 0 <= index < DICE_PER_PLAYER:
            self.toggle_die(index)

    def _enter_key(self) -> None:
        page = self.current_page()
        if page == PRIVACY:
            self.ready()
        elif page == SUMMARY:
            self.continue_after_summary()
        elif page == TABLE and self.obs is not None:
            if self.obs["phase"] == "predicting":
                self.play_card()
            elif self.obs["phase"] == "submitting":
                self.submit()

    def _focus_primary(self) -> None:
        """Put keyboard focus on the control Enter and Space are about on the page on show, a named
        one: the privacy screen's or the summary's button, the chosen (or first) card while
        cards are picked, else your first die that can still be played. Left to Qt, focus fell
        on the page's scroll area, which a screen reader announces as nothing."""
        if not self.isVisible():
            return
        page = self.current_page()
        if page == PRIVACY:
            self.privacy.button.setFocus()
        elif page == SUMMARY:
            self.summary.button.setFocus()
        elif page == OVER:
            self.over.headline.setFocus()
        elif page == TABLE:
            self._primary_control().setFocus()

    def _primary_control(self) -> QWidget:
        obs = self.obs
        if obs is not None and obs["phase"] == "predicting" and self._can_act(self.viewer):
            return next((b for b in self.picker.cards if b.isChecked()), self.picker.cards[0])
        dice = self.hand.dice
        return next((d for d in dice if not d.used), dice[0])
