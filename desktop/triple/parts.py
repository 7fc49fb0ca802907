"""Small building blocks the Triple Dice panels share: labels that show names as written, the
paper card of the full-table screens, style properties, and layouts and buttons made in one call.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TypeVar

from PySide6.QtCore import Qt, SignalInstance
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QLayout, QPushButton, QVBoxLayout, QWidget

from desktop.i18n.tr import translate
from desktop.widgets.fitted_label import FittedLabel

LayoutT = TypeVar("LayoutT", bound=QLayout)
RowT = TypeVar("RowT", bound=Sequence[QWidget])
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
"""Numbers in a column: right-aligned, centred in their line."""


def label(
    text: str = "", name: str = "", wrap: bool = False, rich: bool = False, fitted: bool = False,
    align: Qt.AlignmentFlag | None = None,
) -> QLabel:
    """A label showing its text as written (player names are never markup), or ``rich`` for the
    few whose own bold holds nothing a player typed. ``fitted``: one line that holds a name, cut
    with an ellipsis when there is no room (a 24-letter name must not widen the table)."""
    if fitted:
        shown: QLabel = FittedLabel(text)
    else:
        shown = QLabel(text)
        shown.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
        shown.setWordWrap(wrap)
    if name:
        shown.setObjectName(name)
    if align is not None:
        shown.setAlignment(align)
    return shown


def box(layout: LayoutT, margins: tuple[int, int, int, int] = (0, 0, 0, 0), spacing: int = 0) -> LayoutT:
    """``layout`` with its margins and spacing set: the panels build a dozen of these."""
    layout.setContentsMargins(*margins)
    layout.setSpacing(spacing)
    return layout


class KeyButton(QPushButton):
    """A push button whose text may show its key ("Submit 3 dice \u23ce") while a screen reader
    hears only the words: the symbol is read out as "return symbol" or nothing useful. Every
    ``setText`` (a render, a language switch) names it again."""

    SYMBOLS = ("\u23ce",)

    def setText(self, text: str) -> None:
        super().setText(text)
        spoken = text
        for symbol in self.SYMBOLS:
            spoken = spoken.replace(symbol, "")
        self.setAccessibleName(" ".join(spoken.split()) if spoken != text else "")


def button(text: str, name: str, pressed: Callable[[], object] | SignalInstance) -> QPushButton:
    """A styled push button (``ActionButton``, ``GhostButton``, ``LinkButton``) wired to ``pressed``."""
    made = KeyButton()
    made.setText(text)
    made.setObjectName(name)
    made.setCursor(Qt.CursorShape.PointingHandCursor)
    made.clicked.connect(pressed)
    return made


def show_all(widgets: Iterable[QWidget], visible: bool) -> None:
    """Show or hide one row of a table panel (rows past the number of players are hidden)."""
    for widget in widgets:
        widget.setVisible(visible)


def seat_rows(rows: Sequence[RowT], order: Sequence[int]) -> Iterator[tuple[int, RowT]]:
    """(seat, row) for each seat of ``order``, first row first; the rows left over (tables have
    room for four players) are hidden."""
    for r, row in enumerate(rows):
        show_all(row, r < len(order))
    yield from zip(order, rows)


def paper_card(host: QWidget, margins: tuple[int, int, int, int], spacing: int) -> tuple[QFrame, QVBoxLayout]:
    """A paper card centred on the felt (round summary, privacy screen, game over): the three
    full-table screens share one frame so they look like one family. Returns the card and its
    layout, which has ``margins`` and ``spacing``."""
    outer = box(QVBoxLayout(host), (12, 12, 12, 12))
    outer.addStretch(1)
    card = QFrame()
    card.setObjectName("PaperCard")
    # Centred by stretches, not by alignment: an aligned card got the height its wrapped text
    # needs at the felt's whole width, not at its own, and at 1280x800 the round summary's
    # rows of cards were drawn over each other.
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(card)
    row.addStretch(1)
    outer.addLayout(row)
    outer.addStretch(1)
    return card, box(QVBoxLayout(card), margins, spacing)


def set_prop(widget: QWidget, name: str, value: object) -> None:
    """Set a style property and re-polish, so the style sheet picks up the change."""
    if widget.property(name) == value:
        return
    widget.setProperty(name, value)
    widget.style().unpolish(widget)
    widget.style().polish(widget)


class SeatFrame(QFrame):
    """A seat's frame on the felt (an opponent's row, a place in the turn order): outlined while
    that seat acts, its name then led by a play mark."""

    def __init__(self, frame_name: str, name_label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(frame_name)
        self.seat = -1
        self.name = label("", name_label, fitted=True)

    def show_who(self, seat: int, who: str, acting: bool) -> None:
        self.seat = seat
        set_prop(self, "acting", acting)
        self.name.setText(("\u25b6 " if acting else "") + who)
        # The play mark is for the eye; a screen reader says it in words.
        self.name.setAccessibleName(translate("TripleParts", "{who}, to act").format(who=who) if acting else who)


class NoHeightForWidth:
    """Mixin for panels with word-wrapped labels inside a vertical stack.

    A box layout takes a height-for-width item's computed height as its minimum, which lets the
    hand panel be squeezed below the room its dice need at 800x600; these panels report fixed
    minimums instead and wrap their labels within them.
    """

    def hasHeightForWidth(self) -> bool:
        return False

