"""The replay viewer: any game, finished or not, watched again move by move.

A game reaches the viewer already verified (``records.gamefile.GameFile``: replayed through the
engine when it was read), and every state is computed once by ``engine.replay``, the one replay
loop. The viewer shows them on the game's own page (the same ``GamePage`` the window plays on),
driven by a private session in read-only mode: no click or key on the page can change anything,
and the window's game is never touched except by "Play On from Here", which starts a new game in
the window's session from the step on show, marked assisted.

Hidden information: a replay is watched from no seat. Triple Dice shows the table's public view
at every step, and every seat's dice only once the game is over; an unfinished game never shows
them. The review (Dice Dash, Match!, Dicegame with estimates) is computed off the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

import engine
from desktop import gameinfo
from desktop.base.settings import Settings
from desktop.i18n.language import languages, number
from desktop.i18n.names import game_name
from desktop.i18n.problems import error_words
from desktop.i18n.tr import translate
from desktop.look import theme
from desktop.look.appearance import styled
from desktop.session.controller import GameController
from desktop.widgets.plaintext import message_box

from .review import decision_line, decision_lines, review_of

if TYPE_CHECKING:
    from desktop.records.gamefile import GameFile
    from engine.api import State
    from engine.review import Review

LIVE_POLL_MS = 1000
PAGE_STEP = 10
NARROW = 1000
"""Below this width the review panel gives its room to the page and the review is one line."""


class PlayOnHost(Protocol):
    """What the viewer needs of the main window to play on from a step: the window is above the
    viewer and hands itself in, so the viewer never imports it."""

    settings: Settings
    controller: GameController
    @property
    def kiosk(self) -> object | None: ...

    def show_message(self, text: str) -> None: ...
    def raise_(self) -> None: ...
    def activateWindow(self) -> None: ...


class ReplayWindow(QWidget):
    """One game on show; ``step`` is the number of actions applied (0: the opening state)."""

    def __init__(self, window: PlayOnHost | None, game: GameFile,
                 live: Callable[[], GameFile | None] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("ReplayWindow")
        styled(self, theme.STYLE, theme.TRIPLE_STYLE, theme.REPLAY_STYLE)
        languages().changed.connect(self._words_again)
        self.main_window = window
        self.live = live
        self.game = game
        self.states: list[State] = []
        self.step = 0
        self.review: Review | None = None
        self.session = GameController(None, self)
        self.session.read_only = True
        kind = gameinfo.info(game.game)
        self.hidden = kind.hidden_information
        settings = window.settings if window is not None else Settings()
        self.page = kind.make_page(self.session, settings)
        self.page.set_active(False)  # its keys (dice, Roll) are the player's, not the viewer's
        self.page.set_reduce_motion(True)
        self.page.widget().setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.page.widget().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._build()
        self._load(game, follow=False)
        self.show_step(len(self.states) - 1 if game.finished or live is not None else 0)  # watching: where it is
        if live is not None:
            self._poll = QTimer(self)
            self._poll.setInterval(LIVE_POLL_MS)
            self._poll.timeout.connect(self._poll_live)
            self._poll.start()

    # Building ---------------------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        self.title = QLabel("")
        self.title.setObjectName("ReplayTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        body = QHBoxLayout()
        body.addWidget(self.page.widget(), 3)
        side = QVBoxLayout()
        self.review_label = QLabel("")
        self.review_label.setObjectName("ReplayReview")
        self.review_label.setTextFormat(Qt.TextFormat.PlainText)
        self.review_label.setWordWrap(True)
        self.review_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.review_label.setMinimumWidth(200)
        self.review_label.setAccessibleName(translate("ReplayViewer", "Review of this move"))
        side.addWidget(self.review_label)
        self.costliest_caption = QLabel(translate("ReplayViewer", "Costliest decisions (Enter jumps there):"))
        self.costliest_caption.setProperty("role", "note")
        side.addWidget(self.costliest_caption)
        self.costliest = QListWidget()
        self.costliest.setObjectName("ReplayCostliest")
        self.costliest.setAccessibleName(translate("ReplayViewer", "Costliest decisions"))
        self.costliest.itemActivated.connect(self._jump_to_item)
        self.costliest.itemClicked.connect(self._jump_to_item)
        side.addWidget(self.costliest, 1)
        self.side = QWidget()
        self.side.setLayout(side)
        self.side.setMaximumWidth(300)
        body.addWidget(self.side, 1)
        layout.addLayout(body, 1)
        self.caption = QLabel("")
        self.caption.setObjectName("ReplayCaption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        self.caption.setAccessibleName(translate("ReplayViewer", "Move on show"))
        layout.addWidget(self.caption)
        self.compact_review = QLabel("")
        self.compact_review.setObjectName("ReplayCompactReview")
        self.compact_review.setTextFormat(Qt.TextFormat.PlainText)
        self.compact_review.setWordWrap(True)
        self.compact_review.setAccessibleName(translate("ReplayViewer", "Review of this move"))
        layout.addWidget(self.compact_review)
        controls = QHBoxLayout()
        self.first_button = self._button(
            "|\u25c0", translate("ReplayViewer", "First move (Home)"), lambda: self.show_step(0))
        self.back_button = self._button(
            "\u25c0", translate("ReplayViewer", "Previous move (Left)"), lambda: self.show_step(self.step - 1))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("ReplaySlider")
        self.slider.setAccessibleName(translate("ReplayViewer", "Move"))
        self.slider.setPageStep(PAGE_STEP)
        self.slider.valueChanged.connect(self.show_step)
        self.next_button = self._button(
            "\u25b6", translate("ReplayViewer", "Next move (Right)"), lambda: self.show_step(self.step + 1))
        self.last_button = self._button(
            "\u25b6|", translate("ReplayViewer", "Last move (End)"), lambda: self.show_step(len(self.states) - 1))
        for w in (self.first_button, self.back_button, self.slider, self.next_button, self.last_button):
            controls.addWidget(w, 1 if w is self.slider else 0)
        self.play_on_button = QPushButton(translate("ReplayViewer", "&Play On from Here"))
        self.play_on_button.setToolTip(
            translate("ReplayViewer", "Start a new game from this move in the main window (marked assisted)"))
        self.play_on_button.clicked.connect(self.play_on)
        self.close_button = QPushButton(translate("ReplayViewer", "Close"))
        self.close_button.clicked.connect(self.close)
        controls.addSpacing(12)
        controls.addWidget(self.play_on_button)
        controls.addWidget(self.close_button)
        layout.addLayout(controls)
        self.status = QLabel("")
        self.status.setObjectName("ReplayStatus")
        self.status.setProperty("role", "note")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.session.message.connect(self.status.setText)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.resize(1100, 720)

    def _button(self, text: str, tip: str, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip.split(" (")[0])
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.clicked.connect(slot)
        return button

    # The game -----------------------------------------------------------------------------------
    def _load(self, game: GameFile, follow: bool) -> None:
        at_end = self.step >= len(self.states) - 1
        self.game = game
        self.states = list(engine.replay(game.game, game.seed, list(game.players), game.log, game.options))
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.states) - 1)
        self.slider.blockSignals(False)
        name = game_name(game.game)
        seed = (
            ""
            if self.hidden and not game.finished
            else translate("ReplayViewer", " \u00b7 seed {seed}").format(seed=game.seed))
        where = "finished" if game.finished else ("in play, watched live" if self.live else "not finished")
        title = f"{game.title} \u00b7 " if game.title else ""
        self.title.setText(f"{title}{name}{seed} \u00b7 {', '.join(game.players)} \u00b7 {where}")
        self.setWindowTitle(translate("ReplayViewer", "Replay: {name} \u2014 Dicebox").format(name=name))
        self.review = None
        self._start_review()
        if follow and at_end:
            self.show_step(len(self.states) - 1)
        else:
            self.show_step(min(self.step, len(self.states) - 1), force=True)

    def _start_review(self) -> None:
        self.costliest.clear()
        from engine.rulesets import RULESETS  # engine.api's own table, which it does not export

        reviewable = self.game.game in RULESETS
        self.reviewable = reviewable and not self.hidden
        self._arrange()
        if not self.reviewable:
            return
        self.review_label.setText(translate("ReplayViewer", "Reviewing every decision\u2026"))
        game = self.game
        review_of(self, game, lambda result: self._reviewed(result) if game is self.game else None)

    def _reviewed(self, result: Review | BaseException) -> None:
        if isinstance(result, BaseException):
            self.review_label.setText(
                translate("ReplayViewer", "No review for this game: {result}").format(result=result))
            self.compact_review.setText(self.review_label.text())
            self.costliest.hide()
            self.costliest_caption.hide()
            return
        self.review = result
        for total in result.totals:
            for decision in total.costliest:
                step, loss = decision.step + 1, number(decision.loss, 1)
                item = QListWidgetItem(translate("ReplayViewer", "{player}: move {step}, \u2212{loss}").format(
                    player=total.name, step=step, loss=loss) if len(result.players) > 1 else
                    translate("ReplayViewer", "move {step}, \u2212{loss}").format(step=step, loss=loss))
                item.setData(Qt.ItemDataRole.UserRole, decision.step)
                self.costliest.addItem(item)
        self._show_review()

    def _show_review(self) -> None:
        if self.review is not None:
            self.review_label.setText(decision_lines(self.review, self.step, self.game.game))
            self.compact_review.setText(decision_line(self.review, self.step, self.game.game))
        else:
            self.compact_review.setText(self.review_label.text())

    def _arrange(self) -> None:
        narrow = self.width() < NARROW
        self.side.setVisible(self.reviewable and not narrow)
        self.compact_review.setVisible(self.reviewable and narrow)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if hasattr(self, "reviewable"):
            self._arrange()

    # Stepping -----------------------------------------------------------------------------------
    def _words_again(self) -> None:
        if self.states:
            self.show_step(self.step, force=True)

    def show_step(self, step: int, force: bool = False) -> None:
        step = max(0, min(int(step), len(self.states) - 1))
        if step == self.step and not force and self.session.state is not None:
            return
        self.step = step
        state = self.states[step]
        self.session.restore(state, list(self.game.seats), self.game.assisted)
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        last = len(self.states) - 1
        self.slider.setAccessibleDescription(
            translate("ReplayViewer", "Move {step} of {last}").format(step=step, last=last))
        self.caption.setText(self._words(step))
        for button, enabled in ((self.first_button, step > 0), (self.back_button, step > 0),
                                (self.next_button, step < last), (self.last_button, step < last)):
            button.setEnabled(enabled)
        self.play_on_button.setEnabled(self._play_on_problem() is None)
        self.play_on_button.setToolTip(self._play_on_problem() or translate(
            "ReplayViewer", "Start a new game from this move in the main window (marked assisted)"))
        self._show_review()

    def _words(self, step: int) -> str:
        last = len(self.states) - 1
        if step == 0:
            first = self.states[0]
            return translate("ReplayViewer", "The start (move 0 of {last}): {players} to play.").format(
                last=last, players=first.players[first.current_player])
        before, after = self.states[step - 1], self.states[step]
        seat = before.current_player
        action = engine.parse_action(before, self.game.log[step - 1])
        words = gameinfo.info(self.game.game).describe(before, seat, action, after)
        end = (
            translate("ReplayViewer", " The game is over.")
            if after.phase == "finished" and "game over" not in words
            else "")
        return translate("ReplayViewer", "Move {step} of {last}: {words}{end}").format(
            step=step, last=last, words=words, end=end)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key
        moves: dict[int, int] = {key.Key_Left: -1, key.Key_Right: 1, key.Key_PageUp: -PAGE_STEP,  # by key number
                                 key.Key_PageDown: PAGE_STEP}
        if event.key() in moves:
            self.show_step(self.step + moves[event.key()])
        elif event.key() == key.Key_Home:
            self.show_step(0)
        elif event.key() == key.Key_End:
            self.show_step(len(self.states) - 1)
        else:
            super().keyPressEvent(event)

    def _jump_to_item(self, item: QListWidgetItem) -> None:
        self.show_step(int(item.data(Qt.ItemDataRole.UserRole)))

    def _poll_live(self) -> None:
        if self.live is None:
            return
        try:
            newer = self.live()
        except Exception as exc:  # the other window's game ended or the records went away
            self.status.setText(translate("ReplayViewer", "Watching stopped: {exc}").format(exc=error_words(exc)))
            self._poll.stop()
            return
        if newer is None or (len(newer.log) == len(self.game.log) and newer.finished == self.game.finished):
            return
        self._load(newer, follow=True)

    # Playing on ---------------------------------------------------------------------------------
    def _play_on_problem(self) -> str | None:
        window = self.main_window
        if window is None or self.live is not None:
            return translate("ReplayViewer", "Read-only: this game is being played in another window")
        if window.kiosk is not None:
            return translate("ReplayViewer", "Not in the kiosk")
        if self.hidden and not self.game.finished:
            return translate("ReplayViewer", "A game with hidden dice can be played on once it is over")
        if self.states[self.step].phase == "finished":
            return translate("ReplayViewer", "The game is over at this move: step back to play on")
        return None

    def play_on(self) -> None:
        if self._play_on_problem() is not None or self.main_window is None:
            return
        window = self.main_window
        current = window.controller.state
        if current is not None and current.phase != "finished":
            answer = message_box(
                self, "question",
                translate("ReplayViewer", "Play on from here?"),
                translate("ReplayViewer", "Your game in progress in the main window will be replaced by this one, "
                          "from move {step}. It is marked assisted.").format(step=self.step),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        try:
            window.controller.restore(self.states[self.step], list(self.game.seats), assisted=True)
        except ValueError as exc:
            self.status.setText(translate("ReplayViewer", "Could not play on: {exc}").format(exc=error_words(exc)))
            return
        window.show_message(
            translate("ReplayViewer", "Playing on from move {step} of the replay (assisted).").format(step=self.step))
        window.raise_()
        window.activateWindow()


def show_replay(window: PlayOnHost | None, game: GameFile, *,
                live: Callable[[], GameFile | None] | None = None) -> ReplayWindow:
    """Open a replay window over ``window`` (non-modal; several may be open)."""
    viewer = ReplayWindow(window, game, live, window if isinstance(window, QWidget) else None)
    viewer.show()
    viewer.raise_()
    return viewer
