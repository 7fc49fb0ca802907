"""Where a lesson's callout points on a scorecard page: a die, Roll, one of the learner's boxes.

The names are the lesson files' (``desktop/lessons/plan.py`` lists them); the answer is a widget
and a rectangle in its coordinates, so the callout follows the page through any layout, zoom or
language. The learner is seat 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from .page import ScorecardPage

ROW_KINDS = {"bonus": "bonus", "perfect": "perfect", "total": "grand"}


def spot(page: ScorecardPage, name: str, reveal: bool = False) -> tuple[QWidget, QRect] | None:
    """``name``'s place on ``page`` (its type imported for the checker alone: the page imports this
    module), or None when the page does not show it (yet). ``reveal`` scrolls it into view: done
    once when a step comes up, never on the callout's polls, so the learner may scroll away."""
    if not page.is_complete:
        return None
    what, _, rest = name.partition(":")
    if what == "dice":
        return page.tray, page.tray.rect()
    if what == "die":
        dice = page.tray.dice
        number = int(rest)
        return (dice[number], dice[number].face_rect()) if number < len(dice) else None
    if what == "roll":
        return page.roll_button, page.roll_button.rect()
    if what == "card":
        return page.table, page.table.rect()
    model = page.model
    if model.rs is None:
        return None
    if what == "box":
        category, _, column = rest.partition(":")
        rows = [r for r, row in enumerate(model.rows) if row.kind == "category" and row.key == category]
        columns = [int(column or 0)]
    elif what in ROW_KINDS:
        rows = [r for r, row in enumerate(model.rows) if row.kind == ROW_KINDS[what]][:1]
        columns = list(range(model.rs.columns))
    else:
        return None
    if not rows:
        return None
    area = QRect()
    for at in columns:
        index = model.index(rows[0], at)  # seat 0's columns come first
        if reveal:
            page.table.scrollTo(index)
        area = area.united(page.table.visualRect(index))
    return page.table.viewport(), area
