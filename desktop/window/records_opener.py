"""The Records window as the main window opens it: at most one, following the records and the
language, its Replay and Export answered here (the Records window only says which game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.i18n.language import languages
from desktop.records_ui.window import RecordsWindow
from desktop.replay.viewer import show_replay

from .game_files import DropOpener, export_history_game, history_file

if TYPE_CHECKING:
    from .hosts import Window


def open_records(window: Window) -> RecordsWindow | None:
    """Show the window's Records (raising the one already open); None while there are none."""
    recorder = window.recorder
    if recorder is None:
        return None
    shown = window.findChild(RecordsWindow)
    if shown is not None and shown.records is recorder.records:
        shown.raise_()
        shown.activateWindow()
        return shown
    records_window = RecordsWindow(recorder.records, window)
    languages().changed.connect(records_window.refresh)  # dates, numbers and lists in the new words
    recorder.recorded.connect(records_window.refresh)
    records_window.replay_requested.connect(lambda game_id: _replay(window, records_window, game_id))
    records_window.export_requested.connect(
        lambda game_id: export_history_game(records_window, records_window.records, game_id))
    DropOpener(records_window, window)
    records_window.show()
    return records_window


def _replay(window: Window, records_window: RecordsWindow, game_id: int) -> None:
    found = history_file(records_window, records_window.records, game_id, "replayed")
    if found is not None:
        show_replay(window, found[1])
