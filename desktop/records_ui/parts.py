"""What the Records window's three tabs share: the filter row and its combos, a listing's table,
the empty-state label, and which games and table sizes there are to choose from."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QWidget,
)

import engine
from desktop.i18n.tr import translate

from .models import Column, ListModel, game_name


def game_ids() -> list[str]:
    """Every game this Dicebox can play, in the order the New Game dialog lists them."""
    return list(engine.api.GAMES)


def player_range(game: str) -> range:
    try:
        d = engine.api.game(game)
    except Exception:
        return range(1, 5)
    return range(d.min_players, d.max_players + 1)


def combo(label: str, parent: QWidget, row: QHBoxLayout) -> QComboBox:
    """A labelled filter combo, its label its buddy (Alt+letter focuses it)."""
    box = QComboBox(parent)
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    caption = QLabel(label, parent)
    caption.setBuddy(box)
    box.setAccessibleName(label.replace("&", "").rstrip(":"))
    row.addWidget(caption)
    row.addWidget(box)
    return box


def filter_row(tab: QWidget, with_all: bool, second: str) -> tuple[QHBoxLayout, QComboBox, QComboBox]:
    """A tab's filter row: the game (all games first when ``with_all``) and a second choice."""
    row = QHBoxLayout()
    games = combo(translate("RecordsWindow", "&Game:"), tab, row)
    fill_games(games, with_all)
    return row, games, combo(second, tab, row)


def refill(box: QComboBox, items: Iterable[tuple[str, object]], kept: object) -> None:
    """New choices for a filter, keeping the chosen one where it is still offered (else the first),
    without announcing the change: the caller refreshes once, after every filter is set."""
    box.blockSignals(True)
    box.clear()
    for text, data in items:
        box.addItem(text, data)
    found = box.findData(kept) if kept is not None else -1
    box.setCurrentIndex(max(0, found) if box.count() else -1)
    box.blockSignals(False)


def fill_games(box: QComboBox, with_all: bool) -> None:
    if with_all:
        box.addItem(translate("RecordsWindow", "All games"), None)
    for game in game_ids():
        box.addItem(game_name(game), game)


def empty_label(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)  # "{player} has not finished a game": a name is never markup
    label.setObjectName("RecordsEmpty")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    return label


def table(parent: QWidget, name: str) -> QTableView:
    view = QTableView(parent)
    view.setObjectName("RecordsTable")
    view.setAccessibleName(name)
    view.verticalHeader().hide()
    view.setAlternatingRowColors(True)
    view.setShowGrid(False)
    view.setWordWrap(False)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    # One line per row: a fixed height lets the view place rows without measuring them.
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 10)
    return view


def listing(parent: QWidget, name: str, columns: list[Column]) -> tuple[ListModel, QTableView]:
    """A short read-only list (a board, a statistics table): all its rows on show, nothing to
    select, reached by Tab; the page around it scrolls, never the list itself."""
    model = ListModel(columns, parent)
    view = table(parent, name)
    view.setModel(model)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return model, view
