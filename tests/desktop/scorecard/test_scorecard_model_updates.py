"""The scorecard model announces exactly the cells a move changed, never the whole card.

A click that scores a box used to emit one dataChanged over every cell (and a header change for
every column), so the view repainted the whole card on each click. These tests hold the model to
the cells whose shown content really changed: every changed cell is announced (no stale paint),
nothing else is, the values it answers equal a model built afresh for the same state (it keeps
answered values), and the model is reset only when the card's shape changes.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt

import engine
from desktop.scorecard.model import KIND_ROLE, ScorecardModel

ROLES = (
    Qt.ItemDataRole.DisplayRole,
    KIND_ROLE,
    Qt.ItemDataRole.TextAlignmentRole,
    Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.AccessibleTextRole,
)
HEADER_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.FontRole, Qt.ItemDataRole.ToolTipRole)


def _plain(value: Any) -> Any:
    """Role values as comparable Python data (brushes by colour, fonts by weight and slant)."""
    if hasattr(value, "color"):
        return value.color().name()
    if hasattr(value, "italic"):
        return (value.bold(), value.italic())
    return value


def _cells(model: ScorecardModel) -> dict[tuple[int, int], tuple[Any, ...]]:
    return {
        (r, c): tuple(_plain(model.data(model.index(r, c), role)) for role in ROLES)
        for r in range(model.rowCount())
        for c in range(model.columnCount())
    }


def _headers(model: ScorecardModel) -> list[tuple[Any, ...]]:
    return [
        tuple(_plain(model.headerData(c, Qt.Orientation.Horizontal, role)) for role in HEADER_ROLES)
        for c in range(model.columnCount())
    ]


class Recorder:
    """Every change signal the model emits, as the cells and header sections it names."""

    def __init__(self, model: ScorecardModel) -> None:
        self.cells: list[tuple[int, int]] = []
        self.ranges: list[tuple[int, int, int, int]] = []
        self.headers: list[int] = []
        self.resets = 0
        self.layouts = 0
        model.dataChanged.connect(self._data)
        model.headerDataChanged.connect(self._header)
        model.modelReset.connect(self._reset)
        model.layoutChanged.connect(self._layout)

    def _data(self, top_left: QModelIndex, bottom_right: QModelIndex, roles: Any = None) -> None:
        self.ranges.append((top_left.row(), top_left.column(), bottom_right.row(), bottom_right.column()))
        self.cells += [
            (r, c)
            for r in range(top_left.row(), bottom_right.row() + 1)
            for c in range(top_left.column(), bottom_right.column() + 1)
        ]

    def _header(self, orientation: Qt.Orientation, first: int, last: int) -> None:
        assert orientation == Qt.Orientation.Horizontal
        self.headers += range(first, last + 1)

    def _reset(self) -> None:
        self.resets += 1

    def _layout(self) -> None:
        self.layouts += 1


def _step_and_check(model: ScorecardModel, new: Any) -> Recorder:
    before_cells, before_headers = _cells(model), _headers(model)
    seen = Recorder(model)
    model.set_state(new)
    fresh = ScorecardModel()
    fresh.set_state(new)
    after_cells, after_headers = _cells(fresh), _headers(fresh)
    # The model answers from what it already worked out; it must match a model built afresh.
    assert (_cells(model), _headers(model)) == (after_cells, after_headers), "a stale cell or header"
    changed = {key for key, value in after_cells.items() if before_cells[key] != value}
    assert seen.resets == 0 and seen.layouts == 0, "a move within a game must not reset the model"
    assert len(seen.cells) == len(set(seen.cells)), "a cell announced twice"
    assert set(seen.cells) == changed, "announced cells must be exactly the changed ones"
    changed_headers = {c for c, (old, now) in enumerate(zip(before_headers, after_headers, strict=True)) if old != now}
    assert set(seen.headers) == changed_headers
    return seen


@pytest.mark.parametrize(
    ("game", "players"),
    [("dice-dash", None), pytest.param("dicegame", ["A", "B"], marks=pytest.mark.slow),
     pytest.param("match", ["X", "Y", "Z"], marks=pytest.mark.slow)],
)
def test_every_move_announces_exactly_the_cells_it_changed(qtbot, game: str, players: list[str] | None) -> None:
    model = ScorecardModel()
    state = engine.new_game(game, 11, players)
    model.set_state(state)
    rng = random.Random(3)
    while state.phase != "finished":
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
        _step_and_check(model, state)


def test_scoring_a_box_repaints_a_few_cells_not_the_card(qtbot) -> None:
    """The benchmark's click: scoring one box in a one-player Match! game."""
    model = ScorecardModel()
    state = engine.new_game("match", 5, None)
    model.set_state(state)
    score = next(a for a in engine.legal_actions(state) if isinstance(a, engine.Score))
    seen = _step_and_check(model, engine.apply(state, score))
    assert seen.cells and len(seen.cells) <= model.rowCount() // 2
    assert not any(r0 == 0 and r1 == model.rowCount() - 1 for r0, _c0, r1, _c1 in seen.ranges)


def test_a_hold_toggle_announces_nothing(qtbot) -> None:
    model = ScorecardModel()
    state = engine.new_game("dicegame", 2, ["A", "B"])
    model.set_state(state)
    seen = Recorder(model)
    model.set_state(engine.apply(state, engine.ToggleHold(0)))
    assert (seen.cells, seen.headers, seen.resets) == ([], [], 0)


def test_new_players_or_game_reset_the_model(qtbot, qtmodeltester) -> None:
    model = ScorecardModel()
    model.set_state(engine.new_game("dicegame", 2, ["A", "B"]))
    seen = Recorder(model)
    model.set_state(engine.new_game("dicegame", 2, ["A", "C"]))
    model.set_state(engine.new_game("match", 2, ["A", "C"]))
    assert seen.resets == 2
    qtmodeltester.check(model)
