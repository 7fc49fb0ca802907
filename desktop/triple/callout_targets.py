"""Where a lesson's callout points on the Triple Dice page: your dice, the private pair, a card,
Submit, the table, the scores.

The names are the lesson files' (``desktop/lessons/plan.py`` lists them); the answer is a widget
and a rectangle in its coordinates, or None while that part is not on screen (the callout then
speaks without pointing). The learner is seat 0, whose hand is the page's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.triple_points import CARDS

if TYPE_CHECKING:
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QWidget

    from .page import TripleDicePage


def spot(page: TripleDicePage, name: str) -> tuple[QWidget, QRect] | None:
    """``name``'s place on ``page`` (its type imported for the checker alone: the page imports this module)."""
    what, _, rest = name.partition(":")
    hand = page.hand
    places: dict[str, QWidget] = {
        "hand": hand, "private": hand.pocket, "submit": hand.submit_button, "play-card": hand.play_button,
        "cards": page.picker, "table": page.board, "totals": page.totals_view, "summary": page.summary.card,
    }
    if what == "hand-die":
        widget: QWidget = hand.dice[int(rest)]
    elif what == "card":
        widget = page.picker.cards[CARDS.index(rest)]
    elif what in places:
        widget = places[what]
    else:
        return None
    return (widget, widget.rect()) if widget.isVisible() else None
