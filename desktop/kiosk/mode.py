"""Kiosk mode: a locked, fullscreen, touch-sized Dicebox for a cafe or library.

Nobody walking up to the machine can leave the app: close, Ctrl+Q and Alt+F4 are ignored and
the only way out is a hidden admin gesture plus a PIN. An idle timer hands the table back to the
start screen (after a visible countdown) so the next person never inherits a half-played game:
the start screen always means that the last game, its undo history and anything typed are gone.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, Signal, SignalInstance
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

import engine
from desktop import gameinfo
from desktop.base import seeds
from desktop.base.seats import SeatKind
from desktop.i18n.names import computer_names, game_name, player_names
from desktop.i18n.tr import translate
from desktop.lessons.plan import has_lesson
from desktop.lessons.runner import LessonHost, running, start_lesson
from desktop.look.touch import TILE_WIDTH

from .board import BoardKeeper
from .config import KioskConfig
from .idle import CountdownOverlay, IdleWatcher
from .keypad import PinAdviceDialog, PinDialog
from .pin import PinGate

if TYPE_CHECKING:
    from desktop.records.board import DailyBoard

KIOSK_COMPUTER = SeatKind.EXPERT
"""The level of computer players the kiosk seats (the window's own default for Triple Dice)."""
ADMIN_SHORTCUT = "Ctrl+Alt+Shift+A"
ADMIN_TAPS = 5
ADMIN_TAP_WINDOW = 3.0


class StartScreen(QWidget):
    """Pick a game and how many play; one tap starts it."""

    start_requested = Signal(str, int)
    lesson_requested = Signal(str)
    """A visitor asked for a game's guided first game (Learn to Play)."""

    def __init__(self, config: KioskConfig, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StartScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.config = config
        self.outer = outer = QVBoxLayout(self)
        """The screen's layout (the daily board puts its panel in it)."""
        outer.setContentsMargins(40, 24, 40, 24)
        outer.addStretch(1)
        self.title = QLabel(translate("Kiosk", "Dicebox"))
        self.title.setObjectName("StartTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        head = QGridLayout()  # the title centred over the whole width, Learn to Play at its right
        head.addWidget(self.title, 0, 0, 1, 3, Qt.AlignmentFlag.AlignCenter)
        head.addWidget(self._learn_switch(config), 0, 2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        outer.addLayout(head)
        subtitle = QLabel(translate("Kiosk", "How many players? Then tap a game to start."))
        subtitle.setObjectName("StartSubtitle")
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(subtitle)
        outer.addSpacing(20)

        counts = QHBoxLayout()
        counts.addStretch(1)
        self.count_group = QButtonGroup(self)
        self.count_buttons: dict[int, QPushButton] = {}
        for n in config.player_counts:
            button = QPushButton(translate("Kiosk", "%n players", None, n))
            button.setObjectName("CountButton")
            button.setCheckable(True)
            self.count_group.addButton(button, n)
            self.count_buttons[n] = button
            counts.addWidget(button)
        counts.addStretch(1)
        outer.addLayout(counts)
        outer.addSpacing(20)

        self.tile_grid = QGridLayout()
        self.tile_grid.setSpacing(16)
        self.tiles: dict[str, QPushButton] = {}
        for gid in config.allowed_games:
            tile = QPushButton(game_name(gid))
            tile.setObjectName("GameTile")
            tile.setCursor(Qt.CursorShape.PointingHandCursor)
            tile.clicked.connect(lambda _=False, gid=gid: self._start(gid))
            self.tiles[gid] = tile
        self.columns = 0
        self._arrange(len(self.tiles))
        tiles = QHBoxLayout()
        tiles.addStretch(1)
        tiles.addLayout(self.tile_grid)
        tiles.addStretch(1)
        outer.addLayout(tiles)
        outer.addSpacing(12)
        self.note = QLabel("")
        self.note.setObjectName("StartSubtitle")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.note)
        outer.addStretch(2)
        # What staff must know about this kiosk's config (a file it could not understand, no
        # PIN): visitors can ignore it, staff walking past see it without opening anything.
        self.staff = QLabel(config.staff_line())
        self.staff.setObjectName("StaffLine")
        self.staff.setTextFormat(Qt.TextFormat.PlainText)  # file names and values come from a file
        self.staff.setWordWrap(True)
        self.staff.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.staff.setVisible(bool(self.staff.text()))
        outer.addWidget(self.staff)
        self.count_group.idToggled.connect(lambda *_: self._update_tiles())
        self.reset()

    def _learn_switch(self, config: KioskConfig) -> QPushButton:
        """Learn to Play, a switch beside the title: while it is on, a tap on a game starts its
        guided first game instead (whatever the player count), so a visitor who does not know
        the games learns one by playing it. One switch, not a button per game: it fits 800x600."""
        self.lessons = tuple(gid for gid in config.allowed_games if has_lesson(gid))
        self.learn = QPushButton(translate("Kiosk", "Learn to play"))
        self.learn.setObjectName("CountButton")
        self.learn.setAccessibleDescription(translate("Kiosk", "New here? Turn this on, then tap a game to "
                                                               "learn it with a short guided game."))
        self.learn.setCheckable(True)
        self.learn.setVisible(bool(self.lessons))
        self.learn.toggled.connect(lambda _on: self._update_tiles())
        return self.learn

    def _arrange(self, columns: int) -> None:
        """Tiles in as few rows as the width allows, the rows as even as they can be (six games
        are two rows of three at 1280 px, three of two at 800)."""
        if columns == self.columns:
            return
        self.columns = columns
        # Three rows of full-height tiles would run into the note below them at 600 px: tiles
        # that need three rows are drawn lower (still a touch target, TOUCH high at least).
        compact = -(-len(self.tiles) // columns) >= 3
        for tile in self.tiles.values():
            self.tile_grid.removeWidget(tile)
            if tile.property("compact") != compact:
                tile.setProperty("compact", compact)
                tile.style().unpolish(tile)
                tile.style().polish(tile)
        for i, tile in enumerate(self.tiles.values()):
            self.tile_grid.addWidget(tile, i // columns, i % columns)

    def resizeEvent(self, event: QResizeEvent) -> None:
        count = len(self.tiles)
        fit = max(2, (event.size().width() - 80) // (TILE_WIDTH + 16))
        rows = -(-count // fit)
        self._arrange(max(1, -(-count // rows)))
        super().resizeEvent(event)

    def reset(self) -> None:
        self.learn.setChecked(False)
        first = self.config.player_counts[0]
        self.count_buttons[first].setChecked(True)
        self._update_tiles()

    def players(self) -> int:
        return max(1, self.count_group.checkedId())

    def _playable(self, gid: str, n: int) -> bool:
        return n <= engine.api.game(gid).max_players

    def _update_tiles(self) -> None:
        if self.learn.isChecked():
            for gid, tile in self.tiles.items():
                tile.setEnabled(gid in self.lessons)
            self.note.setText(translate("Kiosk", "Tap a game to learn it: a short guided game shows you how."))
            return
        n = self.players()
        for gid, tile in self.tiles.items():
            tile.setEnabled(self._playable(gid, n))
        off = [game_name(g) for g in self.tiles if not self._playable(g, n)]
        filled = [game_name(g) for g in self.tiles if computer_seats(g, n)]
        notes = [translate("Kiosk", "{games}: not for {count} players").format(games=", ".join(off), count=n)] \
            if off else []
        if filled:
            who = translate("Kiosk", "you play") if n == 1 else translate("Kiosk", "you all play")
            notes.append(
                translate("Kiosk", "{join}: {who} against the computer").format(join=", ".join(filled), who=who))
        self.note.setText(" \u00b7 ".join(notes))

    def _start(self, gid: str) -> None:
        if self.learn.isChecked():
            if gid in self.lessons:
                self.lesson_requested.emit(gid)
        elif self._playable(gid, self.players()):
            self.start_requested.emit(gid, self.players())


def computer_seats(game: str, humans: int) -> int:
    """Computer players added so that a game needing more players than walked up still starts
    (Triple Dice is for 2 to 4: one visitor plays the computer)."""
    return max(0, engine.api.game(game).min_players - humans)


class KioskHost(LessonHost, Protocol):
    """All the kiosk asks of the window it locks: the window locks its own menus and docks and
    sizes its pages for touch as it completes; the kiosk never reaches into its widgets. It is a
    lesson's host too (the start screen's Learn to Play): its ``controller`` is the session, whose
    game ends the daily board hears of, and its ``stack`` the game area a lesson's callout lies over."""

    title_tapped: SignalInstance
    start_screen_requested: SignalInstance

    def add_screen(self, widget: QWidget) -> None: ...

    def show_screen(self, widget: QWidget | None) -> None:
        """A whole-window screen, or the game again (None)."""
        ...

    def screen_shown(self) -> QWidget: ...

    def clear_game(self) -> None:
        """Forget the game on the table: its summary, undo history, hints and messages."""
        ...

    def close(self) -> bool: ...


class KioskMode(QObject):
    """Everything kiosk-specific, attached to the one main window."""

    def __init__(
        self, config: KioskConfig, clock: Callable[[], float] = time.time, lockout_file: Path | None = None,
        board: DailyBoard | None = None,
    ) -> None:
        """``lockout_file``: where wrong PINs are counted across restarts (None: in memory only);
        ``board``: today's best scores (kiosk.ini's ``daily_board``; the kiosk keeps nothing else)."""
        super().__init__()
        self.config = config
        self.board = board
        self.staff_menu: Callable[[], bool] | None = None
        """After the PIN: True to exit the kiosk (the board's keeper offers staff a choice)."""
        self.gate = PinGate(config.pin_hash, clock, lockout_file)
        self.pin_dialog: PinDialog | None = None
        self.unlocked = False
        self.window: KioskHost | None = None
        self.watcher = IdleWatcher(int(config.idle_timeout * 1000), self)
        self._taps: list[float] = []
        self._clock = clock
        self.ask: Callable[[QDialog], int] = lambda dialog: dialog.exec()
        """How a staff dialog after the PIN is shown (tests answer it)."""

    def attach(self, window: KioskHost) -> None:
        """Take over ``window``, which has locked itself down as it completed."""
        self.window = window
        assert isinstance(window, QWidget)
        self.setParent(window)  # the app-wide idle filter must die with the window
        window.title_tapped.connect(self.tap_title)
        window.start_screen_requested.connect(self.show_start_screen)
        self.start_screen = StartScreen(self.config)
        self.start_screen.start_requested.connect(self.start_game)
        self.start_screen.lesson_requested.connect(self.start_lesson)
        window.add_screen(self.start_screen)
        self.overlay = CountdownOverlay(self.config.countdown, window)
        self.overlay.expired.connect(self.show_start_screen)
        self.watcher.idle.connect(self._on_idle)
        self.watcher.activity.connect(self._on_activity)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self.watcher)
            if self.config.hide_cursor:
                QApplication.setOverrideCursor(Qt.CursorShape.BlankCursor)
        self.admin_shortcut = QShortcut(QKeySequence(ADMIN_SHORTCUT), window)
        self.admin_shortcut.setContext(Qt.ShortcutContext.ApplicationShortcut)
        self.admin_shortcut.activated.connect(self.ask_pin)
        if self.board is not None:
            BoardKeeper(self, self.board)
        self.show_start_screen()
        self.watcher.timer.start()

    def tap_title(self) -> None:
        """Five taps on the game title within three seconds: the touch-screen admin gesture."""
        now = self._clock()
        self._taps = [t for t in self._taps if now - t <= ADMIN_TAP_WINDOW] + [now]
        if len(self._taps) >= ADMIN_TAPS:
            self._taps = []
            self.ask_pin()

    def ask_pin(self) -> bool:
        if self.window is None:
            return False
        assert isinstance(self.window, QWidget)
        dialog = self.pin_dialog = PinDialog(self.gate, self.window)
        try:
            accepted = dialog.exec() == QDialog.DialogCode.Accepted
        finally:
            self.pin_dialog = None
            dialog.edit.clear()
            dialog.deleteLater()
        if accepted and self.gate.advice:
            self._advise()
        if accepted and self.staff_menu is not None and not self.staff_menu():
            return False  # staff cleared the board (or changed their mind): still locked
        if accepted:
            self.unlocked = True
            if self.config.hide_cursor:
                QApplication.restoreOverrideCursor()
            self.window.close()
            return True
        return False

    def _advise(self) -> None:
        """Tell staff, behind the PIN, what to change in kiosk.ini. Not on the staff line, which
        visitors see too: a PIN's length is nobody else's business."""
        assert isinstance(self.window, QWidget)
        dialog = PinAdviceDialog(self.gate.advice, self.gate.stronger and f"pin_hash = {self.gate.stronger}",
                                 self.window)
        try:
            self.ask(dialog)
        finally:
            dialog.deleteLater()

    def start_game(self, game: str, count: int) -> None:
        assert self.window is not None
        names = player_names(count)
        seats: list[str] = [SeatKind.HUMAN] * count
        extra = computer_seats(game, count)
        names += computer_names(extra) if extra else []
        seats += [KIOSK_COMPUTER] * extra
        self.window.start_game(game, seeds.random_seed(gameinfo.info(game).hidden_information), names, seats)
        self.window.show_screen(None)

    def start_lesson(self, game: str) -> None:
        """The game's lesson, touch-sized, on the table; the kiosk stays as locked as ever (the
        lesson's Leave only ends the guiding, and the game goes on)."""
        assert self.window is not None
        runner = start_lesson(self.window, game, refused=self._lesson_refused)
        if runner is not None:
            runner.callout.set_touch(True)
            runner.farewell = translate("Kiosk", "You left the lesson. The game goes on; the start screen's "
                                                 "Learn to play starts a lesson again.")
            self.window.show_screen(None)

    def _lesson_refused(self, line: str) -> None:
        """A lesson file that cannot be played: staff must learn of it, and a visitor's tap must
        not seem to do nothing. The kiosk has no status line, so the start screen's staff line
        says it (beside what kiosk.ini left to say), and the kiosk's log keeps it."""
        logging.getLogger("dicebox.kiosk").warning("%s", line)
        staff = self.start_screen.staff
        if line not in staff.text():
            staff.setText(" ".join(part for part in (staff.text(), line) if part))
        staff.setVisible(True)

    def show_start_screen(self) -> None:
        """Back to the start screen (idle, the header button, "new game" after a game): the
        table is cleared first, so nothing of the last visitor's can be seen or played on."""
        assert self.window is not None
        self.overlay.cancel()
        self.clear_table()
        self.start_screen.reset()
        self.window.show_screen(self.start_screen)

    def clear_table(self) -> None:
        """Discard the last visitor's game and undo history (scorecard and Triple Dice), close
        whatever they opened (game-over summary, rules, the PIN keypad with digits typed) and
        clear their messages. Keys pressed on the start screen then have no game to act on."""
        window = self.window
        assert window is not None
        if self.pin_dialog is not None:
            self.pin_dialog.edit.clear()
            self.pin_dialog.reject()
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                widget.reject()
        lesson = running(window)
        if lesson is not None:
            lesson.stop()  # the next visitor starts afresh, with no guide and no gate left over
        window.clear_game()

    @property
    def on_start_screen(self) -> bool:
        return self.window is not None and self.window.screen_shown() is self.start_screen

    def _on_idle(self) -> None:
        if self.on_start_screen:
            self.watcher.timer.start()
            return
        self.overlay.begin()

    def _on_activity(self) -> None:
        if self.overlay.isVisible():
            self.overlay.cancel()
