"""Pig's page and how the window plays it (its ``DesktopGame``): buttons Roll and Bank, the totals.

Like Dicebox's own pages it renders whatever state the session holds, any state at all, and turns
clicks into ``controller.move_by_person``; it never changes a state itself. Nothing in ``desktop/`` names it.
"""

from __future__ import annotations

from typing import Any

from pig import GAME_ID, NAME, ROUNDS, TARGET, Bank, PigGame
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

import engine
from desktop.base.seats import HUMAN
from desktop.gameinfo import DesktopGame
from desktop.session.games import Header


class PigPage(QWidget):
    rendered = Signal(object)

    def __init__(self, controller: Any, settings: Any) -> None:
        super().__init__()
        self.controller = controller
        self.setObjectName("PigPage")
        layout = QVBoxLayout(self)
        self.scores = [QLabel(objectName=f"PigScore{i}") for i in range(2)]
        self.turn_total = QLabel(objectName="PigTurnTotal")
        self.last_roll = QLabel(objectName="PigLastRoll")
        for label in (*self.scores, self.turn_total, self.last_roll):
            layout.addWidget(label)
        buttons = QHBoxLayout()
        self.roll_button = QPushButton("Roll", objectName="PigRoll")
        self.bank_button = QPushButton("Bank", objectName="PigBank")
        self.roll_button.clicked.connect(lambda: controller.move_by_person(engine.Roll()))
        self.bank_button.clicked.connect(lambda: controller.move_by_person(Bank()))
        buttons.addWidget(self.roll_button)
        buttons.addWidget(self.bank_button)
        layout.addLayout(buttons)
        layout.addStretch(1)
        controller.state_changed.connect(lambda *_: self.render())
        controller.game_started.connect(lambda *_: self.render())
        self.render()

    def render(self) -> None:
        state = self.controller.state
        if state is None or state.game != "pig":
            return
        for label, name, score in zip(self.scores, state.players, state.scores):
            label.setText(f"{name}: {score}")
        self.turn_total.setText(f"This turn: {state.turn_total}")
        self.last_roll.setText("" if state.last_roll is None else f"Rolled {state.last_roll}")
        legal = engine.legal_actions(state)
        self.roll_button.setEnabled(engine.Roll() in legal)
        self.bank_button.setEnabled(Bank() in legal)
        self.rendered.emit(self.header_lines())

    # The page's side of the window (``session.games.GamePage``) -------------------------------
    def widget(self) -> QWidget:
        return self

    def header_lines(self) -> Header:
        state = self.controller.state
        if state is None or state.game != "pig":
            return Header("", False, "")
        if state.phase == "finished":
            return Header("Game over", True, "")
        return Header(f"{state.players[state.current_player]}'s turn", True,
                      f"Round {state.round} of {ROUNDS} \u00b7 first to {TARGET}")

    def set_active(self, active: bool) -> None:
        pass

    def fit_touch(self) -> None:
        pass

    def set_reduce_motion(self, on: bool) -> None:
        pass


class PigDesktop(DesktopGame):
    """What the window asks of Pig: its page, History words, seats, texts; its engine side rides along."""

    id = GAME_ID
    name = NAME
    page_key = "pig"
    hidden_information = False
    summary_in_page = False
    scorecard = False
    own_rules = PigGame()
    earlier_file_options = None

    def blurb(self) -> str:
        return "Two players, one die: roll for points, bank them before a 1 takes the turn's away."

    def rules_html(self) -> str:
        return f"<h2>Pig</h2><p>Roll as often as you dare; a 1 loses the turn's points. First to {TARGET}.</p>"

    def make_page(self, controller: Any, settings: Any) -> PigPage:
        return PigPage(controller, settings)

    def default_seats(self, players: int) -> list[str]:
        return [HUMAN] * players

    def describe(self, before: Any, seat: int, action: Any, after: Any) -> str:
        name = before.players[seat]
        if isinstance(action, Bank):
            return f"{name} banks {before.turn_total}"
        if after.last_roll == 1:
            return f"{name} rolls a 1 and loses {before.turn_total}"
        return f"{name} rolls {after.last_roll}"

    def rolled(self, before: Any, action: Any, after: Any) -> tuple[int, ...]:
        return (0,) if isinstance(action, engine.Roll) else ()



PIG = PigDesktop()
