"""The full-table screens, each on a paper card: the round summary (cards turned over), the
privacy screen while the device changes hands, and the game-over ranking.

They are filled from the table's view or a finished game's observation, never from the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from desktop.i18n.tr import translate
from engine.triple_points import ROUNDS

from .cards import CardBadge
from .models import Observation, ordinal, points, short_name
from .parts import button, label, paper_card, seat_rows
from .round_grid import RoundGrid

# --- full-page moments ---------------------------------------------------------------------------


class RoundSummary(QWidget):
    """Shown to the whole table when a round ends: everyone's card is revealed."""

    continued = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card, layout = paper_card(self, (16, 14, 16, 14), 10)
        self.title = label("", "PaperTitle", wrap=True)
        self.sub = label("", "PaperText", wrap=True)
        self.table = RoundGrid()
        self.button = button("", "ActionButton", self.continued)
        layout.addWidget(self.title)
        layout.addWidget(self.sub)
        layout.addWidget(self.table)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)
        # The button first in Tab order: when the summary replaces the table, Qt gives focus to
        # the page's first control, and Enter's button is the one to name; Tab goes on to the table.
        QWidget.setTabOrder(self.button, self.table)

    def show_summary(self, obs: Observation, totals: Sequence[Fraction]) -> None:
        record = obs["rounds"][-1]
        number = record["round"]
        self.title.setText(
            translate("TripleMoments", "Round {number} of {rounds} \u2014 the cards are turned over").format(
                number=number, rounds=ROUNDS
            )
        )
        self.sub.setText(
            translate(
                "TripleMoments",
                "A correct card pays: zero gives +40, any other card doubles the round's points. "
                "Unused private dice stay secret.",
            )
        )
        self.table.show_round(record, obs["players"], totals)
        self.table.setAccessibleName(self.title.text())
        self.button.setText(translate("TripleMoments", "Continue to round {value} \u23ce").format(value=number + 1))


class PrivacyScreen(QWidget):
    """Covers every secret while the device changes hands; the next seat says when it is ready."""

    ready = Signal()
    undo = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card, layout = paper_card(self, (28, 24, 28, 24), 12)
        self.card.setMaximumWidth(560)
        self.badge = CardBadge()
        self.badge.set_card(None, True)
        self.title = label("", "PrivacyTitle", fitted=True, align=Qt.AlignmentFlag.AlignCenter)
        self.what = label("", "PaperText", wrap=True, align=Qt.AlignmentFlag.AlignCenter)
        self.note = label("", "PaperNote", wrap=True, align=Qt.AlignmentFlag.AlignCenter)
        self.button = button("", "ActionButton", self.ready)
        self.undo_button = button("", "LinkButton", self.undo)
        layout.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.title)
        layout.addWidget(self.what)
        layout.addWidget(self.note)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.undo_button, 0, Qt.AlignmentFlag.AlignHCenter)

    def show_screen(self, name: str, what: str, previous: str | None, undo_text: str | None) -> None:
        """``name`` whole in the title (cut to fit there, whole in its tooltip); the sentences and
        the button, which cannot cut a word, show long names shortened."""
        self.title.setText(translate("TripleMoments", "Pass to {name}").format(name=name))
        self.what.setText(what)
        short = short_name(name)
        hidden = (
            translate("TripleMoments", "{short_name}'s dice and card are hidden. ").format(
                short_name=short_name(previous)
            )
            if previous
            else translate("TripleMoments", "Every private die and card is hidden. ")
        )
        self.note.setText(
            hidden
            + translate("TripleMoments", "Only {short} should look once the button is pressed.").format(short=short)
        )
        self.button.setText(translate("TripleMoments", "I'm {short} \u2014 show my dice \u23ce").format(short=short))
        self.button.setAccessibleName(translate("TripleMoments", "I am {name}, show my dice").format(name=name))
        self.undo_button.setVisible(undo_text is not None)
        self.undo_button.setText(undo_text or "")


class GameOverPanel(QWidget):
    """The final ranking (shared places), the last round's reveal and how the game was played."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card, layout = paper_card(self, (16, 14, 16, 14), 10)
        self.headline = label("", "PaperTitle", wrap=True)
        # Where focus goes when the game ends (nothing here is pressed): a screen reader reads
        # the result; left to Qt, focus fell on the unnamed felt behind the card.
        self.headline.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.note = label("", "PaperNote")
        self.ranking = QGridLayout()
        self.ranking.setHorizontalSpacing(18)
        self.ranking.setVerticalSpacing(4)
        self.ranking_labels: list[list[QLabel]] = []
        for r in range(4):
            row = [label("", "RankPlace"), label("", "RankName", fitted=True), label("", "RankTotal"),
                   label("", "PaperNote")]
            for c, cell in enumerate(row):
                self.ranking.addWidget(cell, r, c)
            self.ranking_labels.append(row)
        self.ranking.setColumnStretch(3, 1)
        self.last_title = label("", "SumHead")
        self.table = RoundGrid()
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
        for seat, row in seat_rows(self.ranking_labels, order):
            shared = places.count(places[seat]) > 1
            hits = sum(1 for record in obs["rounds"] if record["hits"][seat])
            row[0].setText(ordinal(places[seat]) + (translate("TripleMoments", " (shared)") if shared else ""))
            row[1].setText(players[seat])
            row[2].setText(points(totals[seat]))
            row[3].setText(
                translate("TripleMoments", "{hits} of {len} cards came true").format(hits=hits, len=len(obs["rounds"]))
            )
        if obs["rounds"]:
            record = obs["rounds"][-1]
            self.last_title.setText(
                translate("TripleMoments", "Round {record} \u2014 the last cards turned over").format(
                    record=record["round"])
            )
            self.table.show_round(record, players, totals)
            self.table.setAccessibleName(self.last_title.text())
