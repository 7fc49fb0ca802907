"""What the Triple Dice page shows, derived from observations only, plus the totals table model.

Every function here but ``table_view`` takes an observation (``engine.observe``), never the
state: the state knows every private die and card, and one careless label fed from it would show
them to whoever sits in front of the screen. ``table_view`` hands the state to the engine and
gets back the table's view (nobody's secrets), for the moments (privacy screen, round summary)
when the screen belongs to nobody in particular.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QFont

import engine
from desktop.i18n.language import ordinal as ordinal  # words the Triple Dice views take from here
from desktop.i18n.names import card_band as band_words
from desktop.i18n.names import card_title as title_words
from desktop.i18n.names import combination, points_text
from desktop.i18n.tr import translate
from desktop.look import theme
from desktop.widgets.plaintext import tooltip
from engine.triple_points import CARD_INFO, ROUNDS, combination_name

Observation = Mapping[str, Any]
ModelIndex = QModelIndex | QPersistentModelIndex


# --- words ---------------------------------------------------------------------------------------


def card_title(card: str) -> str:
    """'Maximum': the engine's card data is the only source of a card's words (translated)."""
    return title_words(card, CARD_INFO[card].title)


def card_band(card: str) -> str:
    """'11 or more': the card's band as the engine writes it (translated)."""
    return band_words(card, CARD_INFO[card].words)


def card_reward(card: str) -> str:
    """'+40 if right' for a card with a fixed bonus, '\u00d72 if right' for one that doubles."""
    fixed = CARD_INFO[card].bonus
    return (
        translate("TripleModels", "\u00d72 if right")
        if fixed is None
        else translate("TripleModels", "+{fixed} if right").format(fixed=fixed))


def card_glyph(card: str) -> str:
    """The short mark of a small card face ('0', '<7', '7+', '11+'), from the band's numbers."""
    info = CARD_INFO[card]
    if info.high == info.low:
        return str(info.low)
    if info.low == 0:
        return f"<{info.high}"
    return f"{info.low}+"


def points(value: int | str | Fraction) -> str:
    """An observation's exact JSON number ("9/2") as people read it (4.5, "4,5" in German)."""
    return points_text(Fraction(value))


def combination_text(values: Sequence[int | None]) -> str:
    """'Straight 6-5-4', or '?' while a value is hidden (the observation gives no name then)."""
    if len(values) != 3 or any(v is None for v in values):
        return "?"
    known = [int(v) for v in values if v is not None]
    name = combination(combination_name(known))
    return f"{name[:1].upper()}{name[1:]} {'-'.join(str(v) for v in sorted(known, reverse=True))}"


# --- reading an observation ----------------------------------------------------------------------


def table_view(state: engine.State) -> dict[str, Any]:
    """What every seat at the table may know (no seat's private dice or card), for the moments
    when the screen belongs to nobody in particular (privacy screen, round summary).

    The engine's own view (``observe(state, None)``): which dice the table sees is a rule of the
    game, so the window never works it out itself.
    """
    seen: dict[str, Any] = engine.observe(state, None)  # the engine's lazy names are untyped
    return seen


SHORT_NAME = 12
"""Longest name a sentence shows whole. Wrapped sentences break between words only, so a
24-letter name would set their width; the labels that show just the name show it all."""


def short_name(name: str) -> str:
    """``name`` as a sentence shows it: cut with an ellipsis past ``SHORT_NAME`` characters."""
    return name if len(name) <= SHORT_NAME else name[: SHORT_NAME - 1] + "\u2026"


def headline(obs: Observation, short: bool = False) -> str:
    """'Ben wins with 20.5!' or 'Ana and Ben share the win with 20!' from a finished game's totals
    (``short``: long names cut, for the big wrapped headline)."""
    totals = [Fraction(t) for t in obs["totals"]]
    best = max(totals)
    names = [obs["players"][p] for p, t in enumerate(totals) if t == best]
    names = [short_name(n) for n in names] if short else names
    if len(names) == 1:
        return translate("TripleModels", "{names} wins with {points}!").format(names=names[0], points=points(best))
    return translate("TripleModels", "{join} share the win with {points}!").format(
        join=" and ".join(names), points=points(best))


def live_totals(obs: Observation) -> list[Fraction]:
    """Completed rounds (bonuses in) plus this round's turn points so far."""
    return [Fraction(t) + Fraction(r) for t, r in zip(obs["totals"], obs["roundPoints"])]


def last_turn(obs: Observation) -> tuple[int, dict[str, Any]] | None:
    """(round, turn record) of the most recently completed turn, this round's or the last round's."""
    if obs["turns"]:
        return obs["round"], obs["turns"][-1]
    if obs["rounds"]:
        record = obs["rounds"][-1]
        return record["round"], record["turns"][-1]
    return None


# --- the running totals --------------------------------------------------------------------------


class TotalsModel(QAbstractTableModel):
    """Rows are players, columns rounds 1..4 and the total; exact fractions shown as 4.5 or 3 1/3.

    A finished round shows what it added (score plus card bonus); the round in play shows its
    turn points so far in italics, because its bonus is not known until the cards are turned.
    """

    HEADERS = (*(f"R{r}" for r in range(1, ROUNDS + 1)), "Total")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.players: list[str] = []
        self.rounds: list[dict[str, Any]] = []
        self.current_round = 0
        """The round in play (1-based), 0 when none is (game over or no game)."""
        self.round_points: list[Fraction] = []
        self.totals: list[Fraction] = []
        self.acting: int | None = None

    def set_observation(self, obs: Observation | None) -> None:
        players = list(obs["players"]) if obs else []
        reshaped = players != self.players
        if reshaped:
            self.beginResetModel()
        self.players = players
        if obs is None:
            self.rounds, self.current_round, self.round_points, self.totals, self.acting = [], 0, [], [], None
        else:
            self.rounds = list(obs["rounds"])
            self.current_round = 0 if obs["phase"] == "finished" else obs["round"]
            self.round_points = [Fraction(p) for p in obs["roundPoints"]]
            self.totals = live_totals(obs)
            self.acting = None if obs["phase"] == "finished" else obs["currentPlayer"]
        if reshaped:
            self.endResetModel()
        elif self.players:
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)

    # Shape -------------------------------------------------------------------------------
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's default
        return 0 if parent.isValid() else len(self.players)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's default
        return 0 if parent.isValid() else len(self.HEADERS)

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < len(self.HEADERS):
                return None
            if role == Qt.ItemDataRole.DisplayRole:
                return translate("TripleModels", "R{round}").format(round=section + 1) if section < ROUNDS \
                    else translate("TripleModels", "Total")
            if role == Qt.ItemDataRole.ToolTipRole:
                if section == ROUNDS:
                    return translate(
                        "TripleModels",
                        "Total: finished rounds with their card bonuses, plus this round's points so far")
                return translate("TripleModels", "Round {value}: turn points plus the card bonus").format(
                    value=section + 1)
            return None
        if not 0 <= section < len(self.players):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.players[section]
        if role == Qt.ItemDataRole.FontRole and section == self.acting:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:  # the whole name, where the column cut it short
            name = self.players[section]
            return tooltip(
                translate("TripleModels", "{name} is to play").format(name=name) if section == self.acting else name)
        return None

    # Cells -------------------------------------------------------------------------------
    def _cell(self, row: int, column: int) -> tuple[str, str, str]:
        """(text, tooltip, kind) with kind 'done', 'live', 'future' or 'total'."""
        name = self.players[row]
        if column == ROUNDS:
            total = points(self.totals[row])
            return total, translate("TripleModels", "{name}: {total} in all").format(name=name, total=total), "total"
        if column < len(self.rounds):
            record = self.rounds[column]
            score = points(record["scores"][row])
            gain = points(record["gains"][row])
            card = record["predictions"][row]
            if record["hits"][row]:
                fixed = CARD_INFO[card].bonus
                why = (
                    translate("TripleModels", "doubled for a correct card")
                    if fixed is None
                    else translate("TripleModels", "+{fixed} for a correct {card}").format(fixed=fixed, card=card))
                tip = translate(
                    "TripleModels", "Round {value}: {score} points, card {card_title} hit, {why}: {gain}"
                ).format(value=column + 1, score=score, card_title=card_title(card), why=why, gain=gain)
            else:
                tip = translate(
                    "TripleModels", "Round {value}: {score} points, card {card_title} missed: {gain}"
                ).format(value=column + 1, score=score, card_title=card_title(card), gain=gain)
            return gain, tip, "done"
        if column + 1 == self.current_round:
            so_far = points(self.round_points[row])
            return (
                so_far,
                translate(
                    "TripleModels", "Round {value} so far: {so_far} (the card bonus comes at the round's end)"
                ).format(value=column + 1, so_far=so_far),
                "live",
            )
        return "", translate("TripleModels", "Round {value} is still to come").format(value=column + 1), "future"

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not (
            0 <= index.row() < len(self.players) and 0 <= index.column() < len(self.HEADERS)):
            return None
        text, tip, kind = self._cell(index.row(), index.column())
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return text
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(tip)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        small = len(text) > 3 and kind != "total"  # the Total column is as wide as its numbers
        if role == Qt.ItemDataRole.FontRole and (kind in ("live", "total") or small):
            font = QFont()
            font.setBold(kind == "total")
            font.setItalic(kind == "live")
            if small:
                font.setPixelSize(10)  # "16.5" and "10 2/3" fit a narrow column at 800x600, not elided
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(theme.PREVIEW if kind == "live" else theme.INK)
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(theme.TOTAL_ROW if kind == "total" else theme.PAPER)
        return None


def seat_status(obs: Observation, computer: bool, seat: int) -> str:
    """A seat's line under its name: what it is doing now, and how many dice it has left."""
    acting = obs["currentPlayer"] == seat
    left = sum(1 for u in obs["hands"][seat]["used"] if u == 0)
    if obs["phase"] == "finished":
        return translate("TriplePage", "game over")
    if obs["phase"] == "predicting":
        if obs["predicted"][seat]:
            return translate("TriplePage", "card face-down")
        if acting:
            return (
                translate("TriplePage", "thinking\u2026")
                if computer
                else translate("TriplePage", "picking a card\u2026"))
        return translate("TriplePage", "to pick a card")
    dice = translate("TriplePage", "%n left", None, left)
    if any(s["player"] == seat for s in obs["submissions"]):
        return translate("TriplePage", "submitted \u00b7 {dice}").format(dice=dice)
    if acting:
        return (translate("TriplePage", "thinking\u2026 \u00b7 {dice}") if computer else
                translate("TriplePage", "playing\u2026 \u00b7 {dice}")).format(dice=dice)
    return translate("TriplePage", "waiting \u00b7 {dice}").format(dice=dice)
