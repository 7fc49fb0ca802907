"""The side panel's last turn result: everyone's revealed dice, in place order."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from desktop.i18n.tr import translate
from engine.triple_points import DICE_PER_SUBMIT, PRIVATE_POSITIONS

from .models import combination_text, ordinal, points
from .parts import RIGHT, box, label, seat_rows, show_all
from .widgets import DiceRow

# --- the side panel ------------------------------------------------------------------------------


class ResultPanel(QFrame):
    """The last completed turn, in place order: everyone's revealed dice, rank and points."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SideCard")
        layout = box(QVBoxLayout(self), (10, 8, 10, 8), 4)
        self.title = label(
            translate("TripleSide", "Turn results"), "SideTitle", wrap=True
        )  # French runs long at 800x600
        layout.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(2)
        self.rows: list[tuple[QLabel, QLabel, DiceRow, QLabel]] = []
        for r in range(4):
            place, name, gain = (
                label("", "ResultPlace"), label("", "ResultName", fitted=True), label("", "ResultPoints"))
            gain.setAlignment(RIGHT)
            dice = DiceRow(DICE_PER_SUBMIT, max_side=24)
            dice.setFixedWidth(3 * 24 + 8)
            self.grid.addWidget(place, r, 0)
            self.grid.addWidget(name, r, 1)
            self.grid.addWidget(dice, r, 2)
            self.grid.addWidget(gain, r, 3)
            self.rows.append((place, name, dice, gain))
        self.grid.setColumnStretch(1, 1)
        layout.addLayout(self.grid)
        self.empty = label(translate("TripleSide", "No turn played yet this game."), "SideNote", wrap=True)
        layout.addWidget(self.empty)

    def show_result(self, where: str, turn: dict[str, Any] | None, players: Sequence[str]) -> None:
        self.empty.setVisible(turn is None)
        if turn is None:
            self.title.setText(translate("TripleSide", "Turn results"))
            for row in self.rows:
                show_all(row, visible=False)
            return
        self.title.setText(where)
        subs = {s["player"]: s for s in turn["submissions"]}
        order = sorted(range(len(players)), key=lambda p: (turn["places"][p], turn["submissions"].index(subs[p])))
        for seat, (place, name, dice, gain) in seat_rows(self.rows, order):
            sub = subs[seat]
            shared = sum(1 for p in turn["places"] if p == turn["places"][seat]) > 1
            place.setText(ordinal(turn["places"][seat]) + ("=" if shared else ""))
            place.setToolTip(translate("TripleSide", "shared place: tied players share the points") if shared else "")
            name.setText(players[seat])
            name.setToolTip(combination_text(sub["values"]))
            dice.set_dice(sub["values"], private=[d in PRIVATE_POSITIONS for d in sub["dice"]], seat=seat)
            gain.setText(f"+{points(turn['points'][seat])}")
