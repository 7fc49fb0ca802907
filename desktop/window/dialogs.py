"""The dialogs the main window opens: New Game, the game-over summary, a save not resumed.

Each is one object at a time, parented to the window and deleted when closed, so a long
session does not collect closed dialogs (and their backing stores) until the window goes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from desktop.i18n.tr import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from desktop.session.background import Background
    from engine.actions import Action
    from engine.results import Outcome
    from engine.review import Review

    from .hosts import Window
    from .summary import GameOverDialog

    Reviewed = tuple[Review, list[int], Sequence[Action]]
    """A game's review, the seats of the people it is for, and the log it reviewed."""


class WindowDialogs(QObject):
    def __init__(self, window: Window) -> None:
        super().__init__(window)
        self.window = window
        self.game_over: GameOverDialog | None = None
        """The open game-over summary, if any."""
        self.restore_box: QMessageBox | None = None
        self._lane: Background | None = None

    def new_game(self) -> bool:
        """Ask for a new game and start it; False when the player cancels."""
        from .new_game_dialog import NewGameDialog  # lazy: a dialog built when first opened

        window = self.window
        dialog = NewGameDialog(window.settings, window)
        try:
            if dialog.exec() != NewGameDialog.DialogCode.Accepted:
                return False
            choice = dialog.choice()
            dialog.remember()
        finally:
            # Kept alive by its own signal connections (lambdas over self), a closed dialog
            # would live as long as the window: 89 widgets per New Game.
            dialog.deleteLater()
        window.start_game(choice.game, choice.seed, choice.players, choice.seats)
        return True

    def restore_problem(self, text: str) -> None:
        """A save that could not be resumed is news the player must not miss: a dialog, not only
        the status line, which the new game's messages soon replace. One box, reused."""
        from PySide6.QtWidgets import QMessageBox  # lazy: only a save that could not be resumed needs it

        box = self.restore_box
        if box is None:
            box = self.restore_box = QMessageBox(self.window)
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle(translate("WindowDialogs", "Saved game not resumed"))
            box.setTextFormat(Qt.TextFormat.PlainText)  # the reason may quote the file
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setText(text)
        box.open()

    def game_finished(self, outcome: Outcome) -> None:
        """The summary, unless the game's page shows its own: then a line says what comes next."""
        kind = self.window.controller.game_kind
        if kind is not None and kind.summary_in_page:
            self.window.show_message(translate("MainWindow", "Game over. Tap New player for the next game.")
                                     if self.window.kiosk else
                                     translate("MainWindow", "Game over. Game \u25b8 Restart This Seed plays it "
                                               "again; Ctrl+N starts a new game."))
        else:
            self.show_game_over(outcome)

    def show_game_over(self, outcome: Outcome) -> None:
        from .summary import GameOverDialog  # lazy: a dialog built when first opened (at a game's end)

        window = self.window
        state = window.controller.state
        assert state is not None  # the game on the table has just ended
        dialog = GameOverDialog(outcome, state.seed, window.controller.assisted, window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._game_over_closed)
        dialog.play_again.connect(window.controls.restart)
        dialog.new_game.connect(self._new_game_after_summary, Qt.ConnectionType.QueuedConnection)
        self.game_over = dialog
        self._review(dialog)
        dialog.open()

    def _review(self, dialog: GameOverDialog) -> None:
        """Standing and review come in after the dialog opens: the records file the game once the
        window has shown its end, and the review (up to a tenth of a second) runs off the GUI thread."""
        from desktop.session.background import Background  # lazy: the review's worker thread, only when a review runs

        controller = self.window.controller
        recorder = self.window.recorder
        if recorder is not None:
            dialog.records = recorder.records
            recorder.recorded.connect(dialog.show_standing)
        state = controller.state
        people = controller.humans
        if dialog.details is None or state is None:  # no scorecard, so no decision to review
            return
        if self._lane is None:
            self._lane = Background(self)
            self._lane.done.connect(self._reviewed)

        def work(progress: Callable[[float], None]) -> Reviewed:
            from engine.review import review  # lazy: the solver (numpy), only when a review runs

            return review(state), people, state.log

        self._lane.submit(work, dialog)

    def _reviewed(self, dialog: object, result: Reviewed | BaseException) -> None:
        """``result``: what ``work`` returned, or what it raised (the lane's ``done`` says ``object``)."""
        shown = self.game_over
        if shown is not None and dialog is shown:  # still open: not closed, nor replaced by a newer game's
            if isinstance(result, BaseException):
                shown.show_review(result, [])
            else:
                shown.show_review(*result)

    def _new_game_after_summary(self) -> None:
        if self.window.kiosk is not None:
            self.window.start_screen_requested.emit()  # the kiosk's start screen, never a dialog
        else:
            self.new_game()

    def close_game_over(self) -> None:
        dialog, self.game_over = self.game_over, None
        if dialog is not None:
            dialog.close()  # deletes it (WA_DeleteOnClose)

    def _game_over_closed(self) -> None:
        # Forget only this one: a newer summary may be open by the time an older one reports.
        if self.sender() is self.game_over:
            self.game_over = None
