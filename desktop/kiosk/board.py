"""The kiosk's daily board on screen: today's best on the start screen, initials after a good
game, and the staff's "Clear Today's Board".

A game dealt from a seed the board has already seen today (the game-over "Play again (same seed)",
whose every die is then known, in any game) never goes on it.

Only people are asked (computer seats never go on the board), each person whose score makes
today's top ten for that game, in seat order, one after the other. Initials are three letters
typed on big on-screen keys or a keyboard; a Skip passes to the next person. The kiosk's idle
reset closes the prompt and nothing half-typed is saved.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, QRegularExpression, Qt, QTimer
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n.language import ordinal
from desktop.i18n.names import game_name, points_text
from desktop.i18n.problems import problem_text
from desktop.i18n.tr import translate
from desktop.lessons.runner import running
from desktop.records.board import SIZE, DailyBoard, initials_problem

if TYPE_CHECKING:
    from fractions import Fraction

    from engine.results import Outcome
    from engine.scorecard import ScorecardState
    from engine.triple_state import TripleDiceState

    from .config import KioskConfig
    from .mode import KioskHost, StartScreen

SHOWN = 5
"""Rows per game on the start screen (all ten are kept and ranked)."""
SHOWN_SMALL = 3
SMALL_HEIGHT = 720
"""Below this start-screen height the board shows three rows a game and the big title gives way."""
SKIPPED = 2
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"




class InitialsDialog(QDialog):
    """Three letters for the board: on-screen keys (finger-sized) or the keyboard."""

    def __init__(self, who: str, game: str, total: int | Fraction, rank: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("InitialsDialog")
        self.setWindowTitle(translate("KioskBoard", "Today's best"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        head = QLabel(
            translate("KioskBoard", "{ordinal} best {name} score today!").format(
                ordinal=ordinal(rank), name=game_name(game)),
        )
        head.setObjectName("InitialsHead")
        head.setTextFormat(Qt.TextFormat.PlainText)
        head.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(head)
        ask = QLabel(
            translate(
                "KioskBoard", "{who} scored {format_points}. Your initials for the board (three letters):"
            ).format(who=who, format_points=points_text(total)),
        )
        ask.setObjectName("InitialsAsk")
        ask.setTextFormat(Qt.TextFormat.PlainText)  # the kiosk's names, but never markup
        ask.setWordWrap(True)
        ask.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(ask)
        self.edit = QLineEdit()
        self.edit.setObjectName("InitialsEdit")
        self.edit.setMaxLength(3)
        self.edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.edit.setValidator(QRegularExpressionValidator(QRegularExpression("[A-Za-z]{0,3}"), self.edit))
        self.edit.setAccessibleName(translate("KioskBoard", "Initials, three letters"))
        self.edit.textEdited.connect(self._upper)
        self.edit.returnPressed.connect(lambda: self.save() if len(self.edit.text()) == 3 else None)
        layout.addWidget(self.edit, 0, Qt.AlignmentFlag.AlignHCenter)
        keys = QGridLayout()
        keys.setSpacing(6)
        self.keys: dict[str, QPushButton] = {}
        for i, letter in enumerate(LETTERS):
            key = QPushButton(letter)
            key.setObjectName("LetterKey")
            key.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # typing goes on in the field
            key.clicked.connect(lambda _=False, c=letter: self.type(c))
            keys.addWidget(key, i // 9, i % 9)
            self.keys[letter] = key
        self.back_key = QPushButton("\u232b")
        self.back_key.setObjectName("LetterKey")
        self.back_key.setAccessibleName(translate("KioskBoard", "Delete a letter"))
        self.back_key.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.back_key.clicked.connect(lambda: self.edit.setText(self.edit.text()[:-1]))
        keys.addWidget(self.back_key, 2, 8)
        layout.addLayout(keys)
        self.problem = QLabel("")
        self.problem.setObjectName("InitialsProblem")
        self.problem.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.problem)
        row = QHBoxLayout()
        self.skip_button = QPushButton(translate("KioskBoard", "Skip"))
        self.skip_button.setObjectName("KioskSecondary")
        self.save_button = QPushButton(translate("KioskBoard", "Save"))
        self.save_button.setObjectName("KioskPrimary")
        self.save_button.setDefault(True)
        self.skip_button.clicked.connect(lambda: self.done(SKIPPED))
        self.save_button.clicked.connect(self.save)
        row.addWidget(self.skip_button)
        row.addStretch(1)
        row.addWidget(self.save_button)
        layout.addLayout(row)
        self.initials = ""
        self.edit.textChanged.connect(lambda text: self.save_button.setEnabled(len(text) == 3))
        self.save_button.setEnabled(False)
        self.edit.setFocus()

    def _upper(self, text: str) -> None:
        if text != text.upper():
            self.edit.setText(text.upper())

    def type(self, letter: str) -> None:
        if len(self.edit.text()) < 3:
            self.edit.setText(self.edit.text() + letter)

    def save(self) -> None:
        text = self.edit.text().upper()
        problem = initials_problem(text)
        if problem:
            self.problem.setText(problem_text(problem))
            return
        self.initials = text
        self.accept()


class BoardPanel(QWidget):
    """Today's best of each game the kiosk offers, on the start screen."""

    def __init__(self, board: DailyBoard, games: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("BoardPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.board = board
        self.games = games
        outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 8, 16, 8)
        outer.setSpacing(4)
        self.rows = SHOWN
        self.title = QLabel(translate("KioskBoard", "Today's best"))
        self.title.setObjectName("BoardTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.title)
        self.columns = QHBoxLayout()
        self.columns.setSpacing(24)
        outer.addLayout(self.columns)
        self.lists: dict[str, QLabel] = {}
        self.names: dict[str, QLabel] = {}
        for game in games:
            column = QVBoxLayout()
            column.setSpacing(2)
            name = QLabel(game_name(game))
            name.setObjectName("BoardGame")
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            rows = QLabel("")
            rows.setObjectName("BoardRows")
            rows.setTextFormat(Qt.TextFormat.PlainText)
            rows.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            column.addWidget(name)
            column.addWidget(rows)
            column.addStretch(1)
            self.columns.addLayout(column)
            self.lists[game] = rows
            self.names[game] = name
        self.refresh()

    def set_small(self, small: bool) -> None:
        """Three rows a game, and "Today's best" said in each game's heading instead of above them."""
        self.rows = SHOWN_SMALL if small else SHOWN
        self.title.setVisible(not small)
        for game, label in self.names.items():
            name = game_name(game)
            label.setText(translate("KioskBoard", "{name} \u00b7 today").format(name=name) if small else name)
        self.refresh()

    def refresh(self) -> None:
        """Read today's board again (a new day shows an empty one)."""
        for game, label in self.lists.items():
            entries = self.board.top(game, self.rows)
            text = "\n".join(f"{e.rank}. {e.initials}  {points_text(e.score)}" for e in entries)
            label.setText(text or translate("KioskBoard", "No scores yet today"))
            label.setAccessibleName(
                translate("KioskBoard", "{name}, today's best: {value}").format(name=game_name(game), value=text)
                if text
                else translate("KioskBoard", "{name}: no scores yet today").format(name=game_name(game)))


class StaffDialog(QDialog):
    """After the staff PIN, with a board: exit, or clear today's board and stay."""

    EXIT, CLEAR = 1, 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("KioskBoard", "Staff"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("KioskBoard", "Staff: what would you like to do?")))
        row = QHBoxLayout()
        self.clear_button = QPushButton(translate("KioskBoard", "Clear Today's Board"))
        self.clear_button.setObjectName("KioskSecondary")
        self.exit_button = QPushButton(translate("KioskBoard", "Exit the Kiosk"))
        self.exit_button.setObjectName("KioskSecondary")
        self.back_button = QPushButton(translate("KioskBoard", "Back to the Table"))
        self.back_button.setObjectName("KioskPrimary")
        self.clear_button.clicked.connect(lambda: self.done(self.CLEAR))
        self.exit_button.clicked.connect(lambda: self.done(self.EXIT))
        self.back_button.clicked.connect(self.reject)
        for button in (self.clear_button, self.exit_button, self.back_button):
            row.addWidget(button)
        layout.addLayout(row)


class BoardHost(Protocol):
    """What the board needs of the kiosk (``mode.KioskMode``, which makes the keeper and hands
    itself in: this module imports it only for the type checker)."""

    start_screen: StartScreen
    config: KioskConfig
    window: KioskHost | None
    staff_menu: Callable[[], bool] | None


class BoardKeeper(QObject):
    """Connects the board to the kiosk: the start screen's panel, the prompts, the staff's clear."""

    def __init__(self, kiosk: BoardHost, board: DailyBoard, ask: Callable[[QDialog], int] | None = None) -> None:
        super().__init__(kiosk if isinstance(kiosk, QObject) else None)
        self.kiosk = kiosk
        self.board = board
        self.ask = ask or (lambda dialog: dialog.exec())
        """How a dialog is shown (tests answer it)."""
        self.prompt: InitialsDialog | None = None
        screen = kiosk.start_screen
        self.panel = BoardPanel(board, kiosk.config.allowed_games, screen)
        screen.outer.insertWidget(screen.outer.indexOf(screen.note) + 1, self.panel)
        screen.installEventFilter(self)
        if board.notice:
            screen.staff.setText(" ".join(t for t in (screen.staff.text(), problem_text(board.notice)) if t))
            screen.staff.show()
        window = self._window
        self.fresh = False
        """Whether the game on the table is dealt from a seed not seen today (only such a game ranks)."""
        window.controller.game_started.connect(self._started)
        window.controller.game_finished.connect(self._finished)
        kiosk.staff_menu = self.staff_menu

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show:
            self.panel.refresh()
        elif event.type() == QEvent.Type.Resize:
            screen = self.kiosk.start_screen
            small = screen.height() < SMALL_HEIGHT
            if small != (self.panel.rows == SHOWN_SMALL):
                screen.title.setVisible(not small)  # the board takes the big title's room
                screen.outer.setContentsMargins(40, 6 if small else 24, 40, 6 if small else 24)
                self.panel.set_small(small)
        return False

    @property
    def _window(self) -> KioskHost:
        """The kiosk's window: it attached to it before it made the keeper."""
        window = self.kiosk.window
        assert window is not None
        return window

    def _parent(self) -> QWidget:
        """The window, as the dialogs' parent (a ``KioskHost`` is the main window, a QWidget)."""
        window = self._window
        assert isinstance(window, QWidget)
        return window

    def _started(self, state: ScorecardState | TripleDiceState) -> None:
        # A lesson's seed is in every copy of Dicebox (assets/lessons): its dice are known in
        # advance, so a game begun as a lesson never ranks, even once the lesson is left.
        self.fresh = self.board.first_sighting(state.seed) and running(self._window) is None

    def _finished(self, outcome: Outcome) -> None:
        if not self.fresh:
            return  # a replay of a seed dealt earlier today: its dice could be known in advance
        controller = self._window.controller
        people = [seat for seat in range(len(outcome.players)) if controller.played_by(seat) == "human"]
        QTimer.singleShot(0, lambda: self._offer(outcome, people))  # over the game-over summary

    def _offer(self, outcome: Outcome, people: list[int]) -> None:
        """Ask each person in turn whose score makes today's board; stop when the kiosk resets."""
        for seat in people:
            total = outcome.totals[seat]
            rank = self.board.rank_of(outcome.game, total)
            if rank is None:
                continue
            dialog = self.prompt = InitialsDialog(outcome.players[seat], outcome.game, total, rank, self._parent())
            try:
                answer = self.ask(dialog)
            finally:
                self.prompt = None
                dialog.deleteLater()
            if answer == QDialog.DialogCode.Accepted and dialog.initials:
                self.board.add(outcome.game, dialog.initials, total)
            elif answer != SKIPPED:
                return  # closed by the idle reset (or Esc): nobody else is asked
        self.panel.refresh()

    def staff_menu(self) -> bool:
        """True when staff chose to exit the kiosk; clearing the board stays."""
        dialog = StaffDialog(self._parent())
        answer = self.ask(dialog)
        dialog.deleteLater()
        if answer == StaffDialog.CLEAR:
            self.board.clear()
            self.panel.refresh()
        return answer == StaffDialog.EXIT


__all__ = ["SIZE", "BoardKeeper", "BoardPanel", "InitialsDialog", "StaffDialog"]
