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


class Docks:
    """The two docks, made in the window's last stage and kept by it (``window.docks``)."""

    def __init__(self, window: Window) -> None:
        self._window = window
        self.history_view = QUndoView(window.controller.undo_stack)
        self.history = self._dock("HistoryDock")
        self.history.setWidget(self.history_view)
        self.history.hide()
        self.hints = self._dock("HintsDock")
        self.hints.visibilityChanged.connect(lambda visible: self.hint_panel().refresh() if visible else None)
        self.hints.setVisible(window.settings.show_hints)
        live(window, self._retranslate)

    def _retranslate(self) -> None:
        self.history_view.setEmptyLabel(translate("Docks", "Start of the game"))
        self.history_view.setAccessibleName(translate("Docks", "History"))
        self.history_view.setAccessibleDescription(translate("Docks", "Every move of this game; choosing one goes "
                                                             "back to it."))
        self.history.setWindowTitle(translate("Docks", "History"))
        self.hints.setWindowTitle(translate("Docks", "Hints"))

    def _dock(self, name: str) -> QDockWidget:
        dock = QDockWidget(self._window)
        dock.setObjectName(name)
        self._window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def hint_panel(self) -> HintPanel:
        """The Hint panel, made on first need."""
        shown = self.hints.widget()
        if shown is not None:
            return cast("HintPanel", shown)  # the dock holds nothing else; an isinstance would load the panel's module
        from .hints import HintPanel  # lazy: the hints panel (solver) only once hints are shown

        panel = HintPanel(self._window.controller)
        self.hints.setWidget(panel)
        return panel

    def follow_game(self, hidden_information: bool) -> None:
        """With secrets at the table the hints are off, and the History panel is a read-only
        record: clicking a row jumps the stack past any undo rule."""
        if hidden_information:
            self.hints.hide()
        self.history_view.setEnabled(not hidden_information)

    def lock(self) -> None:
        """Kiosk: the History panel can neither be shown nor moved."""
        self.history.hide()
        self.history.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
