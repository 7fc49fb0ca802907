"""The game-over summary: who won, and where every point came from."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

import engine
from engine.results import Outcome


def points(value: object) -> str:
    """Scores as players write them: 4.5 or 3 1/3 for Triple Dice's shared points."""
    from fractions import Fraction

    if isinstance(value, Fraction):
        from engine.triple_dice import format_points

        return format_points(value)
    return str(value)


def headline(outcome: Outcome) -> str:
    names = [outcome.players[w] for w in outcome.winners]
    top = points(outcome.totals[outcome.winners[0]])
    if len(outcome.players) == 1:
        return f"{outcome.players[0]} scored {top}"
    if len(names) == 1:
        return f"{names[0]} wins with {top}!"
    return f"{' and '.join(names)} share the win with {top}!"


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def breakdown_html(outcome: Outcome) -> str:
    rs = engine.ruleset(outcome.game)
    head = "".join(
        f"<th>{escape(b.name)}" + (f"<br>\u00d7{c.multiplier}" if rs.columns > 1 else "") + "</th>"
        for b in outcome.breakdowns for c in b.columns
    )
    rows = []
    labels = {c.id: c.label for c in rs.categories}
    for i, cat in enumerate(rs.categories):
        cells = []
        for b in outcome.breakdowns:
            for c in b.columns:
                _cid, points, _open = c.cells[i]
                text = "+".join(str(p) for p in points) if len(points) > 1 else (str(points[0]) if points else "\u2013")
                cells.append(f"<td>{text}</td>")
        rows.append(f"<tr><td class=l>{escape(labels[cat.id])}</td>{''.join(cells)}</tr>")
    for j, bonus in enumerate(rs.bonuses):
        cells = "".join(f"<td>+{c.bonuses[j].points}</td>" for b in outcome.breakdowns for c in b.columns)
        rows.append(f"<tr class=s><td class=l>{escape(bonus.label)}</td>{cells}</tr>")
    if rs.columns > 1:
        cells = "".join(f"<td>{c.total}</td>" for b in outcome.breakdowns for c in b.columns)
        rows.append(f"<tr class=s><td class=l>Column total</td>{cells}</tr>")
        cells = "".join(
            f"<td>{c.total}\u00d7{c.multiplier} = {c.weighted}</td>" for b in outcome.breakdowns for c in b.columns
        )
        rows.append(f"<tr class=s><td class=l>Counts</td>{cells}</tr>")
    cells = "".join(f"<td colspan={rs.columns}><b>{b.total}</b></td>" for b in outcome.breakdowns)
    rows.append(f"<tr class=t><td class=l><b>Total</b></td>{cells}</tr>")
    style = (
        "<style>table{border-collapse:collapse;} td,th{padding:3px 8px;text-align:center;}"
        " th{background:#f6f4ee;} td.l{text-align:left;} tr.s td{background:#e9edf1;}"
        " tr.t td{background:#dde7f0;}</style>"
    )
    return f"{style}<table border=0 cellspacing=0><tr><th></th>{head}</tr>{''.join(rows)}</table>"


def ranking_html(outcome: Outcome) -> str:
    order = sorted(range(len(outcome.players)), key=lambda i: (outcome.places[i], i))
    items = []
    for i in order:
        shared = sum(1 for p in outcome.places if p == outcome.places[i]) > 1
        place = _ordinal(outcome.places[i]) + (" (shared)" if shared else "")
        items.append(
            f"<tr><td>{place}</td><td><b>{escape(outcome.players[i])}</b></td><td>{points(outcome.totals[i])}</td></tr>"
        )
    return f"<table cellpadding=3>{''.join(items)}</table>"


class GameOverDialog(QDialog):
    play_again = Signal()
    new_game = Signal()

    def __init__(self, outcome: Outcome, seed: int, assisted: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.outcome = outcome
        self.setWindowTitle("Game over")
        self.resize(560, 600)
        layout = QVBoxLayout(self)
        title = QLabel(headline(outcome))
        title.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as written, never as markup
        title.setWordWrap(True)  # four long names sharing the win must not widen the dialog
        title.setObjectName("SummaryHeadline")
        title.setStyleSheet("font-size: 22px; font-weight: 700; color: #1d2530;")
        layout.addWidget(title)
        name = engine.api.driver(outcome.game).name
        note = f"{name} \u00b7 seed {seed}" + (" \u00b7 assisted (undo was used)" if assisted else "")
        self.note = QLabel(note)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setStyleSheet("color: #5b6470;")
        layout.addWidget(self.note)
        if len(outcome.players) > 1:
            ranking = QLabel(ranking_html(outcome))
            ranking.setTextFormat(Qt.TextFormat.RichText)  # a table, the names escaped into it
            layout.addWidget(ranking)
        self.details = QTextBrowser()
        # The dialog follows scorecard games (other kinds show their end on their own page):
        # every box and bonus of the game's ruleset, whichever ruleset it is.
        self.details.setHtml(breakdown_html(outcome))
        layout.addWidget(self.details, 1)
        buttons = QHBoxLayout()
        self.again_button = QPushButton("Play again (same seed)")
        self.new_button = QPushButton("New game\u2026")
        self.close_button = QPushButton("Close")
        self.again_button.setDefault(True)
        self.again_button.clicked.connect(self._again)
        self.new_button.clicked.connect(self._new)
        self.close_button.clicked.connect(self.reject)
        buttons.addStretch(1)
        for b in (self.again_button, self.new_button, self.close_button):
            buttons.addWidget(b)
        layout.addLayout(buttons)

    def _again(self) -> None:
        self.accept()
        self.play_again.emit()

    def _new(self) -> None:
        self.accept()
        self.new_game.emit()
