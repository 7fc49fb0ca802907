"""Which texts of a window do not fit where they are drawn: the one clipping check.

The layout tests (the pseudo-language at 800x600, the Triple Dice totals table) and the
frozen app's own ``--screenshots`` switch (``desktop/window/shots.py``, run under Wine by CI's Windows
check) all ask this module, so a window that passes on Linux is judged by the same rules when
Windows' fonts and metrics draw it. It measures the widgets themselves, not pixels: a text is
cut off when its font's advance is wider than the room its widget gives it.

What counts as a problem:
- **cut off**: a one-line QLabel or button whose text is wider than its contents rect (a
  word-wrapped or rich-text label lays itself out; a FittedLabel elides by design);
- **elided**: a FittedLabel showing its line cut short, or a table's row titles (the Triple
  Dice totals' names) wider than their column (names are short in the screenshots, so a cut one
  means the layout is too tight), unless the caller allows it (``elided_ok``: the
  pseudo-language is 40% longer than any real one, and 24-letter names must elide);
- **header**: a table's column narrower than its title (``HEADER_ROOM`` px of padding);
- **cell**: a one-line table cell narrower than its text (``CELL_ROOM`` px of padding);
- **outside**: a visible text widget reaching past the window's edge (not one inside a scroll
  area, which may be scrolled);
- **window size**: the window could not be made the size asked for (its layout needs more).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QHeaderView, QLabel, QTabBar, QTableView, QWidget

from desktop.widgets.fitted_label import FittedLabel

BUTTON_ROOM = 8
"""Pixels a push button's frame and padding take from its contents rect."""
HEADER_ROOM = 6
"""Pixels a header section's padding and border take from its width (the totals table's rule)."""
CELL_ROOM = 4
"""Pixels a table cell's padding takes from its width (the item delegate's text margins)."""


@dataclass(frozen=True)
class Problem:
    kind: str  # cut off, elided, header, outside, window size
    widget: str  # class and object name
    text: str
    need: int  # pixels the text needs
    room: int  # pixels it has

    def __str__(self) -> str:
        return f"{self.kind}: {self.widget}: {self.text!r} ({self.need} px in {self.room})"

    def as_json(self) -> dict[str, str | int]:
        return asdict(self)


def _name(widget: QWidget) -> str:
    return f"{type(widget).__name__} {widget.objectName()!r}" if widget.objectName() else type(widget).__name__


def shown(widget: QWidget, root: QWidget) -> bool:
    return widget.isVisible() and widget.isVisibleTo(root.window())


def visible_texts(root: QWidget) -> list[tuple[QWidget, str]]:
    """Every visible label's, button's and tab's text under ``root`` (``root`` included)."""
    found: list[tuple[QWidget, str]] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not shown(widget, root):
            continue
        if isinstance(widget, QLabel | QAbstractButton) and widget.text():
            found.append((widget, widget.text()))
        elif isinstance(widget, QTabBar):
            found += [(widget, widget.tabText(i)) for i in range(widget.count())]
    return found


def cut_off(widget: QWidget, text: str) -> Problem | None:
    """A one-line label or button whose text is wider than the room it has."""
    if isinstance(widget, FittedLabel | QTabBar) or "\n" in text:
        return None
    if isinstance(widget, QLabel) and (widget.wordWrap() or "<" in text or widget.objectName() == "TurnLabel"):
        return None
    room = widget.contentsRect().width() - (BUTTON_ROOM if isinstance(widget, QAbstractButton) else 0)
    need = widget.fontMetrics().horizontalAdvance(text.replace("&", ""))
    return Problem("cut off", _name(widget), text, need, room) if need > room + 1 else None


def elided(widget: QWidget) -> Problem | None:
    """A FittedLabel showing less than its whole line."""
    if not isinstance(widget, FittedLabel) or not widget.text():
        return None
    whole = widget.text()
    metrics = widget._metrics()  # bold or not, as it measures itself
    room = widget.contentsRect().width() - 2 * widget.margin()
    need = metrics.horizontalAdvance(whole)
    return Problem("elided", _name(widget), whole, need, room) if need > room else None


def header_problems(header: QHeaderView) -> list[Problem]:
    """Sections of a visible table header narrower than their titles (a vertical header: its
    width against each row's title, in the title's own font when the model gives one)."""
    model = header.model()
    if model is None:
        return []
    across = header.orientation() == Qt.Orientation.Horizontal
    found = []
    for section in range(model.columnCount() if across else model.rowCount()):
        title = model.headerData(section, header.orientation(), Qt.ItemDataRole.DisplayRole)
        if header.isSectionHidden(section) or not isinstance(title, str) or not title.strip():
            continue
        font = model.headerData(section, header.orientation(), Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font if isinstance(font, QFont) else header.font())
        need = max(metrics.horizontalAdvance(line) for line in title.splitlines()) + HEADER_ROOM
        room = header.sectionSize(section) if across else header.width()
        if need > room:
            found.append(Problem("header" if across else "elided", _name(header.parentWidget() or header), title,
                                 need, room))
    return found


def cell_problems(table: QTableView) -> list[Problem]:
    """One-line cells of a visible table whose text is wider than the cell, in the cell's own
    font when the model gives one (a bold total, a small fraction)."""
    model = table.model()
    if model is None:
        return []
    found = []
    viewport = table.viewport().rect()
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            text = index.data(Qt.ItemDataRole.DisplayRole)
            place = table.visualRect(index)
            if not isinstance(text, str) or not text.strip() or "\n" in text or not viewport.intersects(place):
                continue
            font = index.data(Qt.ItemDataRole.FontRole)
            need = QFontMetrics(font if isinstance(font, QFont) else table.font()).horizontalAdvance(text) + CELL_ROOM
            if need > place.width():
                found.append(Problem("cell", _name(table), text, need, place.width()))
    return found


def outside(widget: QWidget, window: QWidget) -> Problem | None:
    """A text widget reaching past the window's edge (unless a scroll area holds it)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            return None
        parent = parent.parentWidget()
    place = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    if window.rect().adjusted(-1, -1, 1, 1).contains(place):
        return None
    text = widget.text() if isinstance(widget, QLabel | QAbstractButton) else ""
    beyond = max(place.right() - window.rect().right(), place.bottom() - window.rect().bottom(),
                 -place.left(), -place.top())
    return Problem("outside", _name(widget), text, beyond, 0)


def problems(root: QWidget, elided_ok: bool = False, size: tuple[int, int] | None = None) -> list[Problem]:
    """Every text under ``root`` that does not fit where it is drawn (see the module's list);
    ``size``, when given, is the size the window was asked to be."""
    found: list[Problem] = []
    window = root.window()
    if size is not None and (window.width(), window.height()) != size:
        found.append(Problem("window size", _name(window),
                             f"{window.width()}x{window.height()}, asked {size[0]}x{size[1]}",
                             max(window.width() - size[0], window.height() - size[1]), 0))
    for widget, text in visible_texts(root):
        if (problem := cut_off(widget, text)) is not None:
            found.append(problem)
        if not elided_ok and (problem := elided(widget)) is not None:
            found.append(problem)
        if (problem := outside(widget, window)) is not None:
            found.append(problem)
    for header in root.findChildren(QHeaderView):
        if shown(header, root):
            found += [p for p in header_problems(header) if not (elided_ok and p.kind == "elided")]
    for table in root.findChildren(QTableView):
        if shown(table, root):
            found += cell_problems(table)
    return found
