"""The game-over summary: who won, and where every point came from."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

import engine
from desktop.i18n.language import number, ordinal
from desktop.i18n.names import category_name, game_name
from desktop.i18n.tr import translate
from engine.results import Outcome

from .summary_table import breakdown_table, ranking_table


def points(value: object) -> str:
    """Scores as players write them: 4.5 or 3 1/3 for Triple Dice's shared points."""
    from fractions import Fraction

    from desktop.i18n.names import points_text

    return points_text(value) if isinstance(value, (Fraction, int)) else str(value)


def headline(outcome: Outcome) -> str:
    names = [outcome.players[w] for w in outcome.winners]
    top = points(outcome.totals[outcome.winners[0]])
    if len(outcome.players) == 1:
        return translate("Summary", "{player} scored {points}").format(player=outcome.players[0], points=top)
    if len(names) == 1:
        return translate("Summary", "{names} wins with {top}!").format(names=names[0], top=top)
    return translate("Summary", "{join} share the win with {top}!").format(join=translate("Summary", " and ").join(names), top=top)


def standing_text(outcome: Outcome, seat: int, standing: Any) -> str:
    """ "New personal best!", "3rd best of 12 Match! scores", or "" when it is nothing to say."""
    who = f"{outcome.players[seat]}: " if len(outcome.players) > 1 else ""
    if standing.personal_best:
        return translate("Summary", "{who}New personal best!").format(who=who)
    if standing.of > 1 and standing.rank <= 3:
        name = game_name(outcome.game)
        return translate("Summary", "{who}{ordinal} best of {of} {name} scores").format(who=who, ordinal=ordinal(standing.rank), of=standing.of, name=name)
    return ""


def choice_text(game: str, choice: Any) -> str:
    """A decision's option in a player's words: "keep 6 6 5", "Chance x3" (a column of Dicegame)."""
    if choice.keep is not None:
        return translate("Summary", "keep {dice}").format(dice=" ".join(map(str, choice.keep))) if choice.keep else \
            translate("Summary", "roll every die again")
    rs = engine.ruleset(game)
    column = choice.action.column or 0
    where = f" \u00d7{rs.multipliers[column]}" if rs.columns > 1 else ""
    return f"{category_name(rs.id, choice.action.category)}{where}"


def review_html(review: Any, people: list[int], log: Any) -> str:
    """The post-game review of the people at the table: points lost to the best play, and the
    three costliest decisions (by turn, as players count) with what was best instead."""
    scored = [i for i, action in enumerate(log) if isinstance(action, engine.Score)]

    def turn(step: int) -> int:
        return sum(1 for i in scored if i < step) // len(review.players) + 1

    parts = []
    for totals in (review.totals[i] for i in people):
        kind = translate("Summary", "exactly") if totals.exact else \
            translate("Summary", "estimated: three-column values are estimates")
        who = f"{escape(totals.name)}: " if len(review.players) > 1 else ""
        head = translate("Summary", "<p><b>{who}{loss} points</b> lost to the best play ({kind}), over {decisions} "
                         "decisions.</p>").format(who=who, loss=number(totals.loss, 1), kind=kind,
                                                  decisions=totals.decisions)
        line = translate("Summary", "Turn {turn}: {chosen}; best was {best} (\u2212{loss})")
        rows = "".join(
            "<li>" + escape(line.format(turn=turn(d.step), chosen=choice_text(review.game, d.chosen),
                                        best=choice_text(review.game, d.best), loss=number(d.loss, 1))) + "</li>"
            for d in totals.costliest
        )
        parts.append(head + (f"<ol>{rows}</ol>" if rows else
                             "<p>" + escape(translate("Summary", "Every decision was the best one.")) + "</p>"))
    return "".join(parts)


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
        from desktop.i18n.history_text import assisted_note

        note = translate("Summary", "{name} \u00b7 seed {seed}").format(name=name, seed=seed) + assisted_note(assisted)
        self.note = QLabel(note)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setProperty("role", "note")
        layout.addWidget(self.note)
        if len(outcome.players) > 1:
            layout.addWidget(ranking_table(outcome, self))
        self.standing = QLabel("", objectName="SummaryStanding")
        self.standing.setTextFormat(Qt.TextFormat.PlainText)
        self.standing.hide()
        layout.addWidget(self.standing)
        self.review = QLabel(translate("Summary", "Reviewing every decision\u2026"), objectName="SummaryReview")
        self.review.setTextFormat(Qt.TextFormat.RichText)  # names escaped into it
        self.review.setWordWrap(True)
        self.records: Any = None
        """The records this game went into (``show_standing`` reads them), if any."""
        # The dialog follows scorecard games (other kinds show their end on their own page):
        # every box and bonus of the game's ruleset, whichever ruleset it is.
        self.details = breakdown_table(outcome, self)
        layout.addWidget(self.details, 1)
        layout.addWidget(self.review)
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

    def show_review(self, review: Any, people: list[int], log: Any = ()) -> None:
        if isinstance(review, BaseException):
            self.review.setText(translate("Summary", "No review for this game: {escape}").format(escape=escape(str(review))))
        else:
            self.review.setText(review_html(review, people, log))

    def _again(self) -> None:
        self.accept()
        self.play_again.emit()

    def _new(self) -> None:
        self.accept()
        self.new_game.emit()
