"""The window's docks: the History panel (the session's undo stack) and the Hint panel.

The Hint panel and the computer seats cost more start-up time than the rest of the window
(QTreeWidget, thread pools, the solver later), so the panel is built the first time it shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QUndoView

from desktop.i18n.language import live
from desktop.i18n.tr import translate

if TYPE_CHECKING:
    from .hints import HintPanel
    from .hosts import Window


def build_docks(window: Window) -> None:
    window.history_view = QUndoView(window.controller.undo_stack)
    window.history_dock = _dock(window, "HistoryDock")
    window.history_dock.setWidget(window.history_view)
    window.history_dock.hide()
    window.hints_dock = _dock(window, "HintsDock")
    window.hints_dock.visibilityChanged.connect(lambda visible: hint_panel(window).refresh() if visible else None)
    window.hints_dock.setVisible(window.settings.show_hints)
    live(window, lambda: _retranslate(window))


def _retranslate(window: Window) -> None:
    window.history_view.setEmptyLabel(translate("Docks", "Start of the game"))
    window.history_view.setAccessibleName(translate("Docks", "History"))
    window.history_view.setAccessibleDescription(translate("Docks", "Every move of this game; choosing one goes "
                                                           "back to it."))
    window.history_dock.setWindowTitle(translate("Docks", "History"))
    window.hints_dock.setWindowTitle(translate("Docks", "Hints"))


def _dock(window: Window, name: str) -> QDockWidget:
    dock = QDockWidget(window)
    dock.setObjectName(name)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    return dock


def hint_panel(window: Window) -> HintPanel:
    """The Hint panel, made on first need."""
    shown = window.hints_dock.widget()
    if shown is not None:
        return cast("HintPanel", shown)  # the dock holds nothing else; an isinstance would load the panel's module
    from .hints import HintPanel  # lazy: the hints panel (solver) only once hints are shown

    panel = HintPanel(window.controller)
    window.hints_dock.setWidget(panel)
    return panel


def lock_docks(window: Window) -> None:
    """Kiosk: the History panel can neither be shown nor moved."""
    window.history_dock.hide()
    window.history_dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
