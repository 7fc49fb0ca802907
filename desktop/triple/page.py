"""The Triple Dice page: a table of seats, your dice and cards, privacy between people.

The page renders only observations (``engine.observe``) of the seat in front of the screen, or
the table's view (``engine.observe(state, None)``) when nobody in particular is (privacy screen,
before the first person says they are ready). Which seat that is:

- against computers (one person): always that person's seat;
- pass-and-play (two or more people): the last person who pressed "I'm ... show my dice". When
  the seat to act is a person other than that one, the privacy screen covers the table and every
  widget is re-filled from the table's view, so no label, die or card keeps the previous
  person's secrets, even hidden ones.

Intents (pick a die, submit, play a card; ``intents.TripleIntents``) go to the session's
``move_by_person`` with the viewing seat, so a move can never be credited to someone else.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.base.seats import HUMAN
from desktop.i18n.language import languages
from desktop.i18n.tr import translate
from desktop.look import theme
from desktop.look.appearance import styled
from desktop.look.touch import TOUCH, TOUCH_MIN, TRIPLE_SIDE_PANEL_BELOW
from desktop.session.controller import GameController
from desktop.session.games import Header
from engine import observe
from engine.triple_points import MAX_PLAYERS, ROUNDS

from .frames import FitLayout, TotalsView, felt_page
from .hand import HandPanel
from .intents import OVER, PRIVACY, SUMMARY, TABLE, TripleIntents, ours
from .models import (
    Observation,
    TotalsModel,
    card_title,
    headline,
    last_turn,
    live_totals,
    seat_status,
    short_name,
    table_view,
)
from .moments import GameOverPanel, PrivacyScreen, RoundSummary
from .points import table_line
from .side import ResultPanel
from .table import CardPicker, SeatRow, TurnBoard

if TYPE_CHECKING:
    from engine.triple_state import TripleDiceState

DIE_SHORTCUTS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-")


class TripleDicePage(TripleIntents, QWidget):
    rendered = Signal(object)
    """After every render, with the header lines for the window (``header_lines``)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TriplePage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        styled(self, theme.TRIPLE_STYLE)
        self.controller = controller
        self.message = controller.message
        """Where the page's words for the player go: the session's status messages."""
        self.obs: Observation | None = None
        """The observation on screen (the viewer's, or the public view)."""
        self._viewer: int | None = None
        """Pass-and-play: the person who last pressed "show my dice"; None before anyone has."""
        self._summary_seen = 0
        self._picked: list[int] = []
        self._card: str | None = None
        self._build()
        self._build_shortcuts()
        self.controller.state_changed.connect(self._on_state)
        self.controller.game_started.connect(self._on_started)
        self.controller.undo_allowed_changed.connect(self._on_undo_allowed)
        languages().changed.connect(self._words_again)
        if ours(controller.state):
            self._on_started(controller.state)
            self._render()

    # Interface (``games.GamePage``) ------------------------------------------------------
    def widget(self) -> QWidget:
        return self

    def set_active(self, active: bool) -> None:
        for shortcut in self.shortcuts:
            shortcut.setEnabled(active)

    def set_reduce_motion(self, on: bool) -> None:
        """Nothing here moves on its own."""

    def fit_touch(self) -> None:
        """Kiosk: touch-sized buttons, and dice that never shrink below a fingertip on a small
        screen (the score panel gives them its room there)."""
        for button in self.findChildren(QPushButton):
            button.setMinimumHeight(TOUCH)
        for die in self.hand.dice:
            die.setMinimumWidth(TOUCH_MIN)
        self.side_optional_below = TRIPLE_SIDE_PANEL_BELOW
        self.fit_side()

    def header_lines(self) -> Header:
        obs = self.obs
        if self.controller.state is None or obs is None:
            return Header("", True, "")
        assisted = translate("TriplePage", "assisted") if self.controller.assisted else ""
        if obs["phase"] == "finished":
            return Header(translate("TriplePage", "Game over \u00b7 {headline}").format(headline=headline(obs)),
                          True, assisted)
        who = self.controller.who(obs["currentPlayer"])
        if obs["phase"] == "predicting":
            return Header(translate("TriplePage", "Round {round} of {rounds} \u00b7 {who} to pick a card").format(
                round=obs["round"], rounds=ROUNDS, who=who), True, assisted)
        return Header(translate("TriplePage", "Round {round} of {rounds} \u00b7 Turn {turn} \u00b7 {who} to submit")
                      .format(round=obs["round"], rounds=ROUNDS, turn=obs["turn"], who=who), True, assisted)

    @property
    def viewer(self) -> int | None:
        """The seat whose secrets are on screen now, None while only public things are."""
        if self.obs is None:
            return None
        seat = self.obs["seat"]
        return seat if isinstance(seat, int) else None

    @property
    def picked(self) -> tuple[int, ...]:
        return tuple(self._picked)

    def current_page(self) -> int:
        """TABLE, SUMMARY, PRIVACY or OVER."""
        return self.stack.currentIndex()

    # Construction ------------------------------------------------------------------------
    def _build(self) -> None:
        root = QHBoxLayout(self)
        root.setContentsMargins(12, 12, 12, 10)
        root.setSpacing(12)

        table = QWidget()
        tl = FitLayout(table)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.setSpacing(6)
        self.seat_rows = [SeatRow() for _ in range(MAX_PLAYERS - 1)]
        for row in self.seat_rows:
            tl.addWidget(row)
        self.center = QStackedWidget()
        self.picker = CardPicker()
        self.picker.chosen.connect(self._choose_card)
        self.board = TurnBoard()
        self.center.addWidget(self.picker)
        self.center.addWidget(self.board)
        self.center.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.center.setMinimumHeight(118)
        tl.addWidget(self.center, 1)
        self.hand = HandPanel()
        self.hand.die_clicked.connect(self.toggle_die)
        self.hand.submit.connect(self.submit)
        self.hand.play_card.connect(self.play_card)
        self.hand.clear.connect(self.clear_picks)
        tl.addWidget(self.hand)

        self.summary = RoundSummary()
        self.summary.continued.connect(self.continue_after_summary)
        self.privacy = PrivacyScreen()
        self.privacy.ready.connect(self.ready)
        self.privacy.undo.connect(self.controller.undo)
        self.over = GameOverPanel()

        self.stack = QStackedWidget()
        for content in (table, self.summary, self.privacy, self.over):
            self.stack.addWidget(felt_page(content))
        root.addWidget(self.stack, 1)

        self.side = QWidget()
        self.side.setObjectName("SidePanel")
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(10)
        scores = QFrame()
        scores.setObjectName("SideCard")
        sl = QVBoxLayout(scores)
        sl.setContentsMargins(10, 8, 10, 10)
        sl.setSpacing(6)
        title = QLabel(translate("TriplePage", "Scores"))
        title.setObjectName("SideTitle")
        self.totals_model = TotalsModel(self)
        self.totals_view = TotalsView(self.totals_model)
        self.totals_note = QLabel(translate("TriplePage", "Italic: this round so far, before the card bonus."))
        self.totals_note.setObjectName("SideNote")
        self.totals_note.setWordWrap(True)
        sl.addWidget(title)
        sl.addWidget(self.totals_view)
        sl.addWidget(self.totals_note)
        side.addWidget(scores)
        self.result = ResultPanel()
        side.addWidget(self.result)
        side.addStretch(1)
        root.addWidget(self.side)
        self.fit_side()

    side_optional_below = 0
    """Width under which the score panel gives way (the kiosk's touch-sized dice need the room;
    the seat rows and the hand still show every total). 0: always shown."""

    def fit_side(self) -> None:
        self.side.setFixedWidth(max(232, min(300, int(self.width() * 0.25))))
        # A wrapped label in a fixed-width column is not asked its height for that width by the
        # layout: give the note the lines it needs (a longer language wraps to more of them).
        self.totals_note.setMinimumHeight(self.totals_note.heightForWidth(self.side.width() - 22))
        self.side.setVisible(self.width() >= self.side_optional_below)
        large = self.width() >= 1100 and self.height() >= 640
        for row in self.seat_rows:
            row.set_large(large)
        self.board.set_large(large)
        self.hand.set_large(large)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_side()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._focus_primary()

    # Game flow ---------------------------------------------------------------------------
    def _on_started(self, state: object) -> None:
        if not ours(state):
            return
        self._viewer = None
        self._summary_seen = len(state.rounds) if state is not None else 0
        self._picked, self._card = [], None

    def _on_state(self, state: object, rolled: object = ()) -> None:
        if not ours(state):
            return  # another page's game
        # A new state means a new decision: a half-made pick belongs to the old one.
        self._picked, self._card = [], None
        self._render()

    def _on_undo_allowed(self, allowed: bool) -> None:
        # The privacy screen offers "Undo Ana's last move" exactly while the rules allow it.
        if ours(self.controller.state) and self.current_page() == PRIVACY:
            self._render_privacy()

    def ready(self) -> None:
        """The person at the privacy screen says they are the seat to act: show them their secrets."""
        state = self.controller.state
        if state is None or self.current_page() != PRIVACY:
            return
        self._viewer = state.current_player
        self._render()

    def continue_after_summary(self) -> None:
        state = self.controller.state
        if not ours(state) or self.current_page() != SUMMARY:
            return
        self._summary_seen = len(state.rounds)
        self._render()

    # Rendering ---------------------------------------------------------------------------
    def _privacy_pending(self, state: TripleDiceState) -> bool:
        c = self.controller
        return (
            state.phase != "finished" and c.pass_and_play and c.played_by(state.current_player) == HUMAN
            and state.current_player != self._viewer
        )

    def _summary_due(self, state: TripleDiceState) -> bool:
        return state.phase != "finished" and len(state.rounds) > min(self._summary_seen, len(state.rounds))

    def _words_again(self) -> None:
        """A language switch: what the table says is made again from the state."""
        self.fit_side()
        if self.obs is not None:
            self._render()

    def _render(self) -> None:
        c = self.controller
        state = c.state
        if not ours(state):
            return
        if c.read_only:  # a replay: the public view, every die shown only once the game is over
            self._viewer = None
        elif not c.pass_and_play:
            self._viewer = c.humans[0] if c.humans else None
        privacy = not c.read_only and self._privacy_pending(state)
        viewer = None if privacy else self._viewer
        if c.pass_and_play and self._summary_due(state):
            # The whole table reads a round's summary: the (hidden) table behind it holds the public
            # view, not the next private dice of whoever keeps the screen after it.
            viewer = None
        # The only two ways a state reaches the screen: one seat's observation, or its public view.
        obs = observe(state, viewer) if viewer is not None else table_view(state)
        self.obs = obs
        finished = obs["phase"] == "finished"
        # Undo back into a round forgets that its summary was read, so redo shows it again.
        self._summary_seen = min(self._summary_seen, len(obs["rounds"]))
        if finished:
            self._summary_seen = len(obs["rounds"])
        summary = len(obs["rounds"]) > self._summary_seen
        c.hold_computers(summary)

        you = viewer if viewer is not None else obs["currentPlayer"]
        totals = live_totals(obs)
        self._render_seats(obs, you, totals)
        self._render_center(obs, viewer)
        self._render_hand(obs, you, viewer, totals)
        self.totals_model.set_observation(obs)
        self.totals_note.setVisible(not finished)
        where = last_turn(obs)
        if where is None:
            self.result.show_result("", None, obs["players"])
        else:
            number, turn = where
            self.result.show_result(translate("TriplePage", "Round {number} \u00b7 turn {turn} result").format(
                number=number, turn=turn["turn"]), turn, obs["players"])

        if finished:
            page = OVER
            self.over.show_outcome(obs, headline(obs, short=True), self._over_note())
        elif summary:
            page = SUMMARY
            self.summary.show_summary(obs, [Fraction(t) for t in obs["totals"]])
        elif privacy:
            page = PRIVACY
            self._render_privacy()
        else:
            page = TABLE
        changed = page != self.stack.currentIndex()
        self.stack.setCurrentIndex(page)
        if changed:
            self._focus_primary()
        self.rendered.emit(self.header_lines())

    def _render_seats(self, obs: Observation, you: int, totals: list[Fraction]) -> None:
        n = len(obs["players"])
        others = [(you + k) % n for k in range(1, n)]
        for row, seat in zip(self.seat_rows, [*others, *([None] * len(self.seat_rows))]):
            row.setVisible(seat is not None)
            if seat is not None:
                status = seat_status(obs, self.controller.played_by(seat) != HUMAN, seat)
                row.show_seat(obs, seat, self.controller.who(seat), status, totals[seat])

    def _named(self, seat: int) -> str:
        """A seat as sentences name it: "Ben", "Ben (Expert)", a long name cut short."""
        name = self.controller.state.players[seat] if self.controller.state is not None else ""
        return short_name(name) + self.controller.who(seat)[len(name):]  # who() starts with the name

    def _can_act(self, viewer: int | None) -> bool:
        obs = self.obs
        return (
            obs is not None and viewer is not None and obs["phase"] != "finished"
            and obs["currentPlayer"] == viewer and self.controller.played_by(viewer) == HUMAN
        )

    def _render_center(self, obs: Observation, viewer: int | None) -> None:
        if obs["phase"] == "predicting":
            self.center.setCurrentWidget(self.picker)
            can_pick = self._can_act(viewer)
            acting = self._named(obs["currentPlayer"])
            mine = obs["predictions"][viewer] if viewer is not None else None
            if can_pick and viewer is not None:
                name = short_name(obs["players"][viewer])
                title = translate("TriplePage", "Round {round} of {rounds} \u2014 {name}, pick your prediction card"
                                  ).format(round=obs["round"], rounds=ROUNDS, name=name)
                hint = translate("TriplePage", "How many points will you make this round? "
                                 "Your card stays face-down until the round ends.")
                chosen = self._card
            elif mine is not None:
                title = translate("TriplePage", "Your card: {card_title} \u2014 waiting for {acting} to pick").format(
                    card_title=card_title(mine), acting=acting)
                hint = translate("TriplePage", "The cards are turned over when the round ends.")
                chosen = mine
            else:
                title = translate("TriplePage", "Round {round} of {rounds} \u2014 {acting} is picking a card").format(
                    round=obs["round"], rounds=ROUNDS, acting=acting)
                hint = translate("TriplePage", "Every player picks a card, in seat order, before the first turn.")
                chosen = None
            self.picker.show_picker(title, hint, chosen, can_pick, table_line(obs["placePoints"]))
        else:
            # A hidden picker must not keep the last person's card checked either.
            self.picker.show_picker("", "", None, False)
            self.center.setCurrentWidget(self.board)
            self.board.show_turn(obs, self.controller.who)

    def _render_hand(self, obs: Observation, you: int, viewer: int | None, totals: list[Fraction]) -> None:
        can_act = self._can_act(viewer)
        can_pick = obs["phase"] == "submitting" and can_act
        can_predict = obs["phase"] == "predicting" and can_act
        acting = self._named(obs["currentPlayer"])
        if obs["phase"] == "finished":
            waiting = translate("TriplePage", "The game is over.")
        elif obs["phase"] == "predicting":
            waiting = translate("TriplePage", "Waiting for {acting} to pick a card\u2026").format(acting=acting)
        else:
            waiting = translate("TriplePage", "Waiting for {acting}\u2026").format(acting=acting)
        name = obs["players"][you]
        who = translate("TriplePage", "{name} (you)").format(name=name) if viewer is not None else name
        self.hand.show_hand(
            obs, you, who, self._picked if can_pick else [], can_pick, totals[you], waiting,
            self._card if can_predict else None, can_predict,
        )

    def _render_privacy(self) -> None:
        obs = self.obs
        assert obs is not None
        seat = obs["currentPlayer"]
        name = obs["players"][seat]
        short = short_name(name)
        if obs["phase"] == "predicting":
            what = translate("TriplePage", "Round {round} of {rounds}: {short} picks a prediction card.").format(
                round=obs["round"], rounds=ROUNDS, short=short)
        else:
            what = translate("TriplePage", "Round {round} of {rounds}, turn {turn}: {short} submits 3 dice.").format(
                round=obs["round"], rounds=ROUNDS, turn=obs["turn"], short=short)
        previous = obs["players"][self._viewer] if self._viewer is not None else None
        undo_text = None
        if self.controller.can_undo():
            top = self.controller.undo_stack.command(self.controller.undo_stack.index() - 1)
            mover = getattr(top, "seat", None)
            if mover is not None:
                undo_text = translate("TriplePage", "Undo {short_name}'s last move").format(
                    short_name=short_name(obs["players"][mover]))
        self.privacy.show_screen(name, what, previous, undo_text)

    def _over_note(self) -> str:
        from desktop.i18n.history_text import assisted_note  # lazy: only the game-over note needs it
        c = self.controller
        note = translate("TriplePage", "Triple Dice \u00b7 seed {seed}").format(seed=c.seed)
        return note + assisted_note(c.assisted)
