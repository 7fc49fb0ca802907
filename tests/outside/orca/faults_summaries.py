"""Faults of the summaries as Orca meets them (``test_orca_summaries.py`` shows each is caught);
``faults.py`` plants them by name:

- round-summary-unreachable: Triple Dice's round summary is out of the Tab ring again (as it was
  as a grid of labels), so Tab from its button never reaches a cell to read;
- game-over-unreachable: the game-over summary's table of points by box is out of the Tab ring,
  so the dialog's Tab goes round its buttons only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def _round_summary_unreachable() -> None:
    from PySide6.QtCore import Qt

    from desktop.triple import round_grid

    made = round_grid.RoundGrid.__init__

    def out_of_the_ring(self: Any, *args: Any, **kwargs: Any) -> None:
        made(self, *args, **kwargs)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    round_grid.RoundGrid.__init__ = out_of_the_ring  # type: ignore[method-assign]


def _game_over_unreachable() -> None:
    from PySide6.QtCore import Qt

    from desktop.window import summary_table

    made = summary_table.breakdown_table

    def out_of_the_ring(*args: Any, **kwargs: Any) -> Any:
        table = made(*args, **kwargs)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return table

    summary_table.breakdown_table = out_of_the_ring  # type: ignore[assignment]


FAULTS: dict[str, Callable[[], None]] = {
    "round-summary-unreachable": _round_summary_unreachable,
    "game-over-unreachable": _game_over_unreachable,
}
