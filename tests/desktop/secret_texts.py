"""Every text the running application offers anyone, gathered in one list, for the secrecy tests.

What a person, a screen reader or any accessibility client can read: each widget's texts (hidden
widgets too: they stay in the accessibility tree with their text), tooltips, status tips, What's
This, window titles, accessible names and descriptions, the accessibility interfaces' texts down
to painted items (table cells, list rows, the History panel's lines), the items of every view's
model, every action's words, the undo stack's lines, and the clipboard.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAction, QGuiApplication, QUndoStack
from PySide6.QtWidgets import QAbstractItemView, QApplication, QComboBox, QTabBar, QWidget

TEXT_GETTERS = ("text", "placeholderText", "accessibleName", "accessibleDescription", "toolTip", "statusTip",
                "whatsThis", "windowTitle", "windowIconText", "title", "toPlainText", "currentText", "suffix",
                "prefix", "specialValueText", "labelText", "informativeText", "detailedText")
ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.StatusTipRole,
         Qt.ItemDataRole.WhatsThisRole, Qt.ItemDataRole.AccessibleTextRole,
         Qt.ItemDataRole.AccessibleDescriptionRole, Qt.ItemDataRole.EditRole)
ACCESSIBLE_TEXTS = (QAccessible.Text.Name, QAccessible.Text.Description, QAccessible.Text.Value,
                    QAccessible.Text.Help, QAccessible.Text.Accelerator)
MAX_NODES = 20000


def _getter_texts(obj: QObject, where: str) -> Iterator[tuple[str, str]]:
    for name in TEXT_GETTERS:
        getter = getattr(obj, name, None)
        if getter is None or not callable(getter):
            continue
        try:
            value = getter()
        except TypeError:  # a getter that wants arguments (QListWidget.currentText has none, QTabBar's want one)
            continue
        if isinstance(value, str) and value:
            yield f"{where}.{name}", value


def _count(count: Callable[[QModelIndex], int], parent: QModelIndex, otherwise: int) -> int:
    """A model's row or column count (list models keep ``columnCount`` private in PySide)."""
    try:
        return count(parent)
    except TypeError:
        return otherwise


def _model_texts(model: QAbstractItemModel, where: str) -> Iterator[tuple[str, str]]:
    pending = [QModelIndex()]
    seen = 0
    while pending and seen < MAX_NODES:
        parent = pending.pop()
        for row in range(_count(model.rowCount, parent, 0)):
            for column in range(max(1, _count(model.columnCount, parent, 1))):
                index = model.index(row, column, parent)
                seen += 1
                for role in ROLES:
                    value = model.data(index, role)
                    if value is not None and str(value):
                        yield f"{where}[{row},{column}]", str(value)
                if column == 0 and _count(model.rowCount, index, 0) > 0:
                    pending.append(index)
    for section in range(max(1, _count(model.columnCount, QModelIndex(), 1))):
        for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
            value = model.headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
            if value is not None and str(value):
                yield f"{where} header {section}", str(value)


def _accessible_texts(node: QAccessibleInterface, where: str, budget: list[int]) -> Iterator[tuple[str, str]]:
    """A widget's accessibility node and its children that are not widgets of their own (painted
    items: cells, rows, list entries); widget children are reached from ``allWidgets``."""
    if node is None or not node.isValid() or budget[0] <= 0:
        return
    budget[0] -= 1
    for kind in ACCESSIBLE_TEXTS:
        value = node.text(kind)
        if value:
            yield f"{where} a11y {kind.name}", value
    text = node.textInterface()
    if text is not None:
        count = text.characterCount()
        if count:
            yield f"{where} a11y text", text.text(0, count)
    value = node.valueInterface()
    if value is not None and value.currentValue() is not None:
        yield f"{where} a11y value", str(value.currentValue())
    for i in range(node.childCount()):
        child = node.child(i)
        if child is None or not child.isValid():
            continue
        owner = child.object()
        if isinstance(owner, QWidget):
            continue
        yield from _accessible_texts(child, f"{where}/{i}", budget)


def all_texts() -> list[tuple[str, str]]:
    """(where, text) for every text the application offers right now."""
    found: list[tuple[str, str]] = []
    actions: dict[int, QAction] = {}
    stacks: dict[int, QUndoStack] = {}
    budget = [MAX_NODES]
    for widget in QApplication.allWidgets():
        where = f"{type(widget).__name__}#{widget.objectName()}"
        found += _getter_texts(widget, where)
        if isinstance(widget, QComboBox):
            found += [(f"{where} item {i}", widget.itemText(i)) for i in range(widget.count())]
        if isinstance(widget, QTabBar):
            for i in range(widget.count()):
                found += [(f"{where} tab {i}", widget.tabText(i)), (f"{where} tab tip {i}", widget.tabToolTip(i))]
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            found += _model_texts(widget.model(), where)
        for action in widget.actions():
            actions[id(action)] = action
        for child in widget.findChildren(QObject):
            if isinstance(child, QAction):
                actions[id(child)] = child
            elif isinstance(child, QUndoStack):
                stacks[id(child)] = child
        found += _accessible_texts(QAccessible.queryAccessibleInterface(widget), where, budget)
    for action in actions.values():
        found += _getter_texts(action, f"QAction {action.text()!r}")
        found += [(f"QAction {action.text()!r}.iconText", action.iconText())]
    for stack in stacks.values():
        found += [(f"undo stack line {i}", stack.text(i)) for i in range(stack.count())]
        found += [("undo stack undoText", stack.undoText()), ("undo stack redoText", stack.redoText())]
    clipboard = QGuiApplication.clipboard()
    data = clipboard.mimeData()
    if data is not None:
        found += [(f"clipboard {kind}", bytes(data.data(kind).data()).decode("utf-8", "replace"))
                  for kind in data.formats()]
    found.append(("clipboard text", clipboard.text()))
    return [(where, text) for where, text in found if text]


SEPARATORS = r"[\s.,'\u00a0\u202f\u2009_-]"


def seed_spellings(text: str, seed: int) -> bool:
    """Whether ``text`` holds ``seed``'s digits: plain, grouped in any language's way (389,971,452,
    389.971.452, 389 971 452), or in hexadecimal."""
    joined = re.sub(rf"(?<=\d){SEPARATORS}(?=\d)", "", text)
    return str(seed) in joined or format(seed, "x") in text.lower() or format(seed, "X") in text


def seed_leaks(seed: int, texts: list[tuple[str, str]] | None = None) -> list[str]:
    """Where the seed can be read now (``all_texts`` unless ``texts`` are given)."""
    return [f"{where}: {text[:120]!r}" for where, text in (all_texts() if texts is None else texts)
            if seed_spellings(text, seed)]
