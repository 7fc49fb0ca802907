"""Showing what people and files wrote (player names above all) exactly as written.

Qt guesses whether a label's or a tooltip's text is HTML, and a name like
``<img width=4000 src=x>`` is. Labels that can show a name are set to plain text; the helpers
here are for the few places that stay rich: tooltips, which have no plain-text switch, and
labels whose own markup (bold) has names escaped into it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget


def escape(text: str) -> str:
    """``text`` as HTML element content: what ``html.escape(text, quote=False)`` gives, without
    importing ``html`` (its entity tables cost 3-4 ms of every start, and labels load at start)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def tooltip(text: str) -> str:
    """A tooltip Qt shows as written, on one line like a plain-text one, whatever is in it."""
    return f"<p style='white-space:pre'>{escape(text)}</p>"


def message_box(parent: QWidget | None, icon: str, title: str, text: str,
                buttons: QMessageBox.StandardButton | None = None,
                default: QMessageBox.StandardButton | None = None) -> QMessageBox.StandardButton:
    """QMessageBox's ``warning`` or ``question`` (``icon``), with its text shown as written: the
    static ones guess rich text, so a file named ``<font size=7 color=red>…</font>.dicebox``
    filled the box with large red words. Returns the button pressed."""
    from PySide6.QtCore import Qt  # lazy: a box is rare, and this module loads with every label
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setIcon({"warning": QMessageBox.Icon.Warning, "question": QMessageBox.Icon.Question,
                 "information": QMessageBox.Icon.Information}[icon])
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    box.setStandardButtons(buttons if buttons is not None else QMessageBox.StandardButton.Ok)
    if default is not None:
        box.setDefaultButton(default)
    try:
        return QMessageBox.StandardButton(box.exec())
    finally:
        box.deleteLater()
