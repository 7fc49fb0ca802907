"""The first start of each game offers its lesson, once: a bubble over the new game, never a dialog.

A casual player who starts a game they do not know gets one friendly question ("New to Match!?")
with two answers: Learn to Play begins the lesson, Not now (or Esc, or simply playing on) leaves
the game as it is. Either way the offer is not made again for that game; Help > Learn to Play
is always there. Only a fresh game is offered (a resumed one is already known), and never in
a window that shows a file, a replay or the kiosk (whose start screen offers lessons itself).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QKeySequence

from desktop.i18n.language import languages
from desktop.i18n.tr import translate
from desktop.widgets.accessibility import announce

from . import LEARN_KEY
from .callout import Callout
from .plan import has_lesson
from .runner import LessonHost, game_area, running, start_lesson

if TYPE_CHECKING:
    from desktop.base.settings import Settings
    from engine.api import State


class LessonOffer(QObject):
    """Watches the session for a game's first start, and offers that game's lesson once."""

    def __init__(self, host: LessonHost, settings: Settings) -> None:
        super().__init__(host)  # type: ignore[arg-type]  # the host is the window, a QObject
        self.host = host
        self.settings = settings
        self.game: str | None = None
        """The game on offer now."""
        self.callout = Callout(game_area(host))
        self.callout.next_pressed.connect(self.accept)
        self.callout.leave_pressed.connect(self.decline)
        host.controller.game_started.connect(self._started)
        host.controller.state_changed.connect(self._moved)
        languages().changed.connect(self._tell)
        self._started(host.controller.state)

    def _started(self, state: State | None) -> None:
        self.decline()
        c = self.host.controller
        # A lesson's game, or one resumed assisted (a lesson left early among them), is no first start.
        if state is None or state.log or c.read_only or c.assisted or c.lesson or running(self.host) is not None:
            return
        game = state.game
        if game in self.settings.lessons_offered or not has_lesson(game):
            return
        self.settings.lesson_offered(game)
        self.game = game
        title, text = self._tell()
        QTimer.singleShot(0, lambda: announce(self.callout.bubble, f"{title} {text}"))

    def _tell(self) -> tuple[str, str]:
        """The offer in the window's language (again after a switch while it is on show)."""
        from desktop.i18n.names import game_name  # lazy: the names load with the first game

        if self.game is None:
            return "", ""
        title = translate("Lesson", "New to {game}?").format(game=game_name(self.game))
        keys = QKeySequence(LEARN_KEY).toString(QKeySequence.SequenceFormat.NativeText)
        text = translate("Lesson", "A two-minute guided game shows you how it is played, step by step. You can "
                         "leave it at any step; Help \u25b8 Learn to Play has it whenever you want.") + " " + \
            translate("Lesson", "Keys: {keys} starts it, Esc says not now.").format(keys=keys)
        self.callout.show_step(title, text, list, True, (translate("Lesson", "Not now"),
                                                         translate("Lesson", "Learn to Play")), veil=False)
        return title, text

    def _moved(self, state: State | None, _rolled: object = ()) -> None:
        """Playing on is an answer too: the offer steps aside at the first move."""
        if self.game is not None and state is not None and state.log:
            self.decline()

    def accept(self) -> None:
        game, self.game = self.game, None
        self.callout.hide()
        if game is not None:
            start_lesson(self.host, game)

    def decline(self) -> None:
        self.game = None
        self.callout.hide()
