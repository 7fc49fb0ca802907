"""Faults of the Hint panel's chance to win, as a screen reader meets it (``test_orca_hints.py``
and ``tests/outside/atspi/test_atspi_hints.py`` show each is caught); ``faults.py`` plants them by
name:

- hints-unspoken: a row's first cell says only its option ("Keep 3 3 3, roll 2"), as before the
  chance to win was read as one sentence; the Win cell says only "50%";
- hints-no-note: the note saying whether the chances are exact or estimated stays hidden;
- hints-solo-chance: a one-player game's rows speak of a chance to win (100%), which there is none of.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def _wrap_option_item(change: Callable[[Any, Any], None]) -> None:
    from desktop.window import hints

    made = hints.option_item

    def changed(state: Any, option: Any, best: bool) -> Any:
        item = made(state, option, best)
        change(item, option)
        return item

    hints.option_item = changed  # type: ignore[assignment]


def _unspoken() -> None:
    from PySide6.QtCore import Qt

    def plain(item: Any, _option: Any) -> None:
        for column in range(item.columnCount()):
            item.setData(column, Qt.ItemDataRole.AccessibleTextRole, None)

    _wrap_option_item(plain)


def _no_note() -> None:
    from desktop.window import hints

    hints.win_note_text = lambda options: ""


def _solo_chance() -> None:
    from PySide6.QtCore import Qt

    def with_a_chance(item: Any, option: Any) -> None:
        if option.win is None:
            item.setData(0, Qt.ItemDataRole.AccessibleTextRole, f"{item.text(0)}: chance to win 100%")

    _wrap_option_item(with_a_chance)


FAULTS: dict[str, Callable[[], None]] = {
    "hints-unspoken": _unspoken,
    "hints-no-note": _no_note,
    "hints-solo-chance": _solo_chance,
}
