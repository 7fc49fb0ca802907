"""``.dicebox`` files in the window: open (menu, drag and drop, ``dicebox FILE``) and export.

Reading and writing the format is ``records.gamefile``'s (every file verified by replaying it);
filing a finished game into the history is ``records.filing``'s, the path ``dicebox import``
takes too. Here are only the window's parts: the file dialogs, the messages, and the replay
viewer that shows what was opened. The kiosk never opens or writes a file.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, QStandardPaths
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QFileOpenEvent
from PySide6.QtWidgets import QFileDialog, QWidget

import engine
from desktop.i18n.problems import os_problem, problem_text
from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate
from desktop.records import DATABASE_NAME, Records
from desktop.widgets.plaintext import message_box

if TYPE_CHECKING:
    from desktop.records import Records
    from desktop.records.gamefile import GameFile
    from desktop.records.results import FinishedGame
    from desktop.replay.viewer import ReplayWindow

    from .hosts import Window

SUFFIX = ".dicebox"
FILTER = QT_TRANSLATE_NOOP("GameFiles", "Dicebox games (*.dicebox);;All files (*)")
"""The file dialogs' filter, translated where it is used (the patterns stay as they are)."""
LAST_FOLDER_KEY = "files/lastFolder"


def _folder() -> str:
    kept = QSettings().value(LAST_FOLDER_KEY, "")
    if isinstance(kept, str) and kept and Path(kept).is_dir():
        return kept
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())


def _remember(path: Path) -> None:
    QSettings().setValue(LAST_FOLDER_KEY, str(path.parent))


class GameFiles:
    """The window's file commands (Game > Open Game File..., Export This Game..., a dropped or
    double-clicked file): made in the window's last stage and kept by it (``window.files``)."""

    def __init__(self, window: Window) -> None:
        self._window = window
        if window.kiosk is None:
            DropOpener(window, window)

    # Opening ------------------------------------------------------------------------------------
    def choose_and_open(self) -> None:
        """Game > Open Game File...: pick a file, then as ``open``."""
        window = self._window
        if window.kiosk is not None:
            return
        name, _ = QFileDialog.getOpenFileName(
            window, translate("GameFiles", "Open a Dicebox game"), _folder(), translate("GameFiles", FILTER))
        if name:
            self.open(Path(name))

    def open(self, path: Path) -> ReplayWindow | None:
        """Show the game in ``path`` in the replay viewer, filing a finished one into the history
        (once: a game already there is not counted twice). A file that cannot be used is refused
        with a message naming what is wrong; returns the viewer, or None."""
        from desktop.records.gamefile import GameFileError, read_game_file  # lazy: only when a game file is opened
        from desktop.replay.viewer import show_replay  # lazy: the replay window, only when a game file is opened

        window = self._window
        if window.kiosk is not None:
            return None
        try:
            game = read_game_file(path)
        except GameFileError as exc:
            _cannot_open(window, path, exc)
            return None
        _remember(path)
        note = self._file_it(game)
        viewer = show_replay(window, game)
        if note:
            viewer.status.setText(note)
            window.show_message(note)
        return viewer

    def _file_it(self, game: GameFile) -> str:
        """File a finished game into the history; the words saying what happened ("" for none)."""
        recorder = self._window.recorder
        if recorder is None or not game.finished:
            return "" if game.finished else translate(
                "GameFiles", "This game is not finished: it is shown, not added to your history.")
        from desktop.records.filing import file_game  # lazy: only when a game file is opened

        records = recorder.records
        game_id, new = file_game(records, game)
        if not records.kept:
            return translate("GameFiles", "The game could not be added to your history: {problem}").format(
                problem=problem_text(records.problem))
        if new:
            recorder.recorded.emit(game_id)  # an open Records window lists it
            return translate("GameFiles", "Added to your history as game {game_id}.").format(game_id=game_id)
        return translate("GameFiles", "Already in your history as game {game_id}.").format(game_id=game_id)

    # Exporting ----------------------------------------------------------------------------------
    def export_problem(self) -> str | None:
        """Why the game on the table cannot be exported now, or None."""
        window = self._window
        c = window.controller
        if window.kiosk is not None:
            return translate("GameFiles", "Games are not exported in the kiosk.")
        if c.state is None:
            return translate("GameFiles", "There is no game to export.")
        if c.secrets_at_table:
            return (translate("GameFiles", "A game with hidden dice can be exported once it is over: its seed would "
                              "reveal every player's hidden dice."))
        return None

    def export_current(self) -> Path | None:
        """Game > Export This Game...: the game on the table, finished or not, as a file."""
        problem = self.export_problem()
        if problem is not None:
            self._window.show_message(problem)
            return None
        from desktop.records.gamefile import game_file  # lazy: only when a game is exported

        c = self._window.controller
        state = c.state
        assert state is not None  # export_problem refused a table without a game
        game = game_file(state.game, state.seed, list(state.players), list(c.seats), state.log, assisted=c.assisted,
                         options=engine.game_options(state))
        return _save(self._window, game)


def _cannot_open(parent: QWidget | None, path: Path, exc: Exception) -> None:
    message_box(parent, "warning", translate("GameFiles", "Open a Dicebox game"),
                translate("GameFiles", "{name} cannot be opened.\n\n{exc}").format(
                    name=path.name, exc=problem_text(exc)))


def show_file_alone(path: Path, folder: Path, window: QWidget | None = None) -> ReplayWindow | None:
    """A file shown while another window plays this profile: in a replay window of its own, filed
    into the records (a finished game, once) through a connection that leaves the other window's
    session alone. Returns the viewer, or None after saying what is wrong with the file."""
    from desktop.records.filing import file_game  # lazy: only when a game file is opened
    from desktop.records.gamefile import GameFileError, read_game_file  # lazy: only when a game file is opened
    from desktop.replay.viewer import show_replay  # lazy: the replay window, only when a game file is opened

    try:
        game = read_game_file(path)
    except GameFileError as exc:
        _cannot_open(window, path, exc)
        return None
    note = ""
    if game.finished:
        records = Records.open(folder / DATABASE_NAME, verify="off", session=None)
        try:
            game_id, new = file_game(records, game)
            note = (translate("GameFiles", "Added to your history as game {game_id}.").format(game_id=game_id)
                    if new and records.kept else
                    translate("GameFiles", "Already in your history as game {game_id}.").format(game_id=game_id)
                    if records.kept else
                    translate("GameFiles", "The game could not be added to your history: {problem}").format(
                        problem=problem_text(records.problem)))
        finally:
            records.close()
    viewer = show_replay(None, game)
    viewer.status.setText(note)
    if window is not None:
        viewer.resize(window.size())
    return viewer


def history_file(parent: QWidget, records: Records, game_id: int, done: str) -> tuple[FinishedGame, GameFile] | None:
    """A finished game of the history and its verified ``GameFile``; None after telling the player
    why this game cannot be ``done`` ("exported", "replayed")."""
    from desktop.records.gamefile import GameFileError, record_file  # lazy: only when a game is exported

    record = records.finished_game(game_id)
    try:
        if record is None:
            raise GameFileError("", "game-missing")
        return record, record_file(record)
    except (GameFileError, ValueError) as exc:
        why = problem_text(exc, record.game if record is not None else "")
        text = (translate("GameFiles", "This game cannot be exported: {reason}") if done == "exported" else
                translate("GameFiles", "This game cannot be replayed: {reason}")).format(reason=why)
        message_box(parent, "warning", translate("GameFiles", "Records"), text)
        return None


def export_history_game(parent: QWidget, records: Records, game_id: int) -> Path | None:
    """The Records window's Export...: a finished game of the history as a file."""
    from desktop.records.filing import mark_exported  # lazy: only when a game is exported

    found = history_file(parent, records, game_id, "exported")
    if found is None:
        return None
    record, game = found
    saved = _save(parent, game)
    if saved is not None:
        mark_exported(records, record, game_id)  # opening the file here later finds the game
    return saved


def _save(parent: QWidget, game: GameFile) -> Path | None:
    from desktop.base.atomic import write_atomic  # lazy: only when a game file is saved
    from desktop.records.gamefile import dumps, suggested_name  # lazy: only when a game file is saved

    start = str(Path(_folder()) / suggested_name(game))
    name, _ = QFileDialog.getSaveFileName(
        parent, translate("GameFiles", "Export the game"), start, translate("GameFiles", FILTER))
    if not name:
        return None
    path = Path(name)
    if path.suffix.lower() != SUFFIX:
        path = path.with_name(path.name + SUFFIX)
    try:
        write_atomic(path, dumps(game))
    except OSError as exc:
        message_box(parent, "warning", translate("GameFiles", "Export the game"),
                    translate("GameFiles", "{path} could not be written: {value}").format(
                        path=path, value=problem_text(os_problem(exc))))
        return None
    _remember(path)
    show = getattr(parent, "show_message", None)
    if callable(show):
        show(translate("GameFiles", "Game saved as {path}.").format(path=path))
    return path


# Drag and drop ----------------------------------------------------------------------------------
def dropped_files(event: QDragEnterEvent | QDropEvent) -> list[Path]:
    """The local ``.dicebox`` files a drag carries (nothing else is taken)."""
    data = event.mimeData()
    if not data.hasUrls():
        return []
    paths = [Path(url.toLocalFile()) for url in data.urls() if url.isLocalFile()]
    return [p for p in paths if p.suffix.lower() == SUFFIX]


class DropOpener(QObject):
    """Opens ``.dicebox`` files dropped on ``target`` in ``window`` (the main or Records window)."""

    def __init__(self, target: QWidget, window: Window) -> None:
        super().__init__(target)
        self.window = window
        target.setAcceptDrops(True)
        target.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(
                event, (QDragEnterEvent, QDropEvent)):
            if dropped_files(event) and self.window.kiosk is None:
                event.acceptProposedAction()
            else:
                event.ignore()
            return True
        if kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            files = dropped_files(event)
            if not files or self.window.kiosk is not None:
                self.window.show_message(
                    translate("GameFiles", "Only Dicebox game files (.dicebox) can be dropped here."))
                event.ignore()
                return True
            event.acceptProposedAction()
            for path in files:
                self.window.files.open(path)
            return True
        return False


class FileOpenEvents(QObject):
    """macOS hands a double-clicked file to the running app as a ``QFileOpenEvent`` (not on the
    command line): it opens like any other."""

    def __init__(self, window: Window) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            if self.window.kiosk is None and event.file():
                self.window.files.open(Path(event.file()))
            return True
        return False
