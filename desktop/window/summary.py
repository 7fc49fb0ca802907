"""The game-over summary: who won, and where every point came from."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop import gameinfo
from desktop.i18n.history_text import assisted_note
from desktop.i18n.names import game_name
from desktop.i18n.outcome_text import headline, review_html, standing_text
from desktop.i18n.tr import translate
from engine.results import Outcome

from .summary_table import breakdown_table, ranking_table

if TYPE_CHECKING:
    from desktop.records import Records
    from engine.actions import Action
    from engine.review import Review


class GameOverDialog(QDialog):
    play_again = Signal()
    new_game = Signal()

    def __init__(self, outcome: Outcome, seed: int, assisted: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.outcome = outcome
        self.setWindowTitle(translate("Summary", "Game over"))
        self.resize(560, 600)
        layout = QVBoxLayout(self)
        title = QLabel(headline(outcome))
        title.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as written, never as markup
        title.setWordWrap(True)  # four long names sharing the win must not widen the dialog
        title.setObjectName("SummaryHeadline")
        layout.addWidget(title)
        name = game_name(outcome.game)

        note = translate("Summary", "{name} \u00b7 seed {seed}").format(name=name, seed=seed) + assisted_note(assisted)
        self.note = QLabel(note)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setProperty("role", "note")
        layout.addWidget(self.note)
        if len(outcome.players) > 1:
            layout.addWidget(ranking_table(outcome, self))
        self.standing = QLabel("")
        self.standing.setObjectName("SummaryStanding")
        self.standing.setTextFormat(Qt.TextFormat.PlainText)
        self.standing.hide()
        layout.addWidget(self.standing)
        self.review = QLabel(translate("Summary", "Reviewing every decision\u2026"))
        self.review.setObjectName("SummaryReview")
        self.review.setTextFormat(Qt.TextFormat.RichText)  # names escaped into it
        self.review.setWordWrap(True)
        self.records: Records | None = None
        """The records this game went into (``show_standing`` reads them), if any."""
        # A scorecard game's every box and bonus, whichever ruleset it is, and the review of its
        # decisions; a game of another table (its descriptor says so) has neither.
        self.details = breakdown_table(outcome, self) if gameinfo.info(outcome.game).scorecard else None
        if self.details is not None:
            layout.addWidget(self.details, 1)
            layout.addWidget(self.review)
        else:
            self.review.hide()
            layout.addStretch(1)
        buttons = QHBoxLayout()
        self.again_button = QPushButton(translate("Summary", "Play again (same seed)"))
        self.new_button = QPushButton(translate("Summary", "New game\u2026"))
        self.close_button = QPushButton(translate("Summary", "Close"))
        self.again_button.setDefault(True)
        self.again_button.clicked.connect(self._again)
        self.new_button.clicked.connect(self._new)
        self.close_button.clicked.connect(self.reject)
        buttons.addStretch(1)
        for b in (self.again_button, self.new_button, self.close_button):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        # Focus on the named default, not on the first table: Enter plays again, Tab reaches the rest.
        self.again_button.setFocus()

    def show_standing(self, game_id: int) -> None:
        """The game is in the records: say where each person's score stands among their own."""
        if self.records is None:
            return
        lines = []
        for seat in range(len(self.outcome.players)):
            standing = self.records.standing(game_id, seat)
            text = standing_text(self.outcome, seat, standing) if standing is not None else ""
            if text:
                lines.append(text)
        self.standing.setText("\n".join(lines))
        self.standing.setVisible(bool(lines))

    def show_review(self, review: Review | BaseException, people: list[int], log: Sequence[Action] = ()) -> None:
        if isinstance(review, BaseException):
            self.review.setText(
                translate("Summary", "No review for this game: {escape}").format(escape=escape(str(review))))
        else:
            self.review.setText(review_html(review, people, log))

    def _again(self) -> None:
        self.accept()
        self.play_again.emit()

    def _new(self) -> None:
        self.accept()
        self.new_game.emit()
