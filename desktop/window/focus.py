"""Keyboard focus always on a named control of the Tab ring: at start, after a new game, and
when the window comes back from a dialog or another program.

Left to Qt, focus at start fell on nothing (a screen reader then says only the window's title),
on a control outside the Tab ring (the seed button, before it left the ring) or stayed on a page
that had just been hidden; a keyboard player then had no control named to them and no Tab order
to start from. A control the player chose is never moved: only focus that is nowhere useful is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

if TYPE_CHECKING:
    from .hosts import Window


def _in_ring(widget: QWidget | None, window: QWidget) -> bool:
    """``widget`` can be reached with Tab in ``window`` and is there to use."""
    return (widget is not None and window.isAncestorOf(widget) and widget.isVisible() and widget.isEnabled()
            and bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus))


def first_in_ring(page: QWidget) -> QWidget | None:
    """The first control of ``page`` in Tab order (the page's own order: dice, Roll, scorecard)."""
    widget = page.nextInFocusChain()
    while widget is not None and widget is not page:
        if page.isAncestorOf(widget) and _in_ring(widget, page):
            return widget
        widget = widget.nextInFocusChain()
    return None


def settle_focus(window: Window) -> None:
    """Focus that is nowhere useful goes to the page's first control in Tab order (each page
    orders its own: the dice first, where the turn begins)."""
    if not window.isActiveWindow():
        return  # a dialog or another program has the keyboard; the window's turn comes on activation
    if _in_ring(QApplication.focusWidget(), window):
        return
    page = window.current_page()
    target = first_in_ring(page) if isinstance(page, QWidget) else None
    if target is not None:
        target.setFocus(Qt.FocusReason.ActiveWindowFocusReason)


class _Activation(QObject):
    """Settles focus after the window is activated (start, a dialog closed), once Qt has given
    focus back to whatever it remembered."""

    def __init__(self, window: Window) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.WindowActivate:
            _soon(self.window)
        return False


def _soon(window: Window) -> None:
    """On the next pass of the event loop, unless the window is gone by then (the timer is the
    window's: it dies with it)."""
    QTimer.singleShot(0, window, lambda: settle_focus(window))


def install(window: Window) -> None:
    """Follow the window's activations and its new games."""
    watcher = _Activation(window)
    window.installEventFilter(watcher)
    window.controller.game_started.connect(lambda *_: _soon(window) if isValid(window) else None)
    _soon(window)
