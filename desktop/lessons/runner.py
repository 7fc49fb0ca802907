"""The one lesson runner: plays any game's lesson over the real window, step by step.

It starts the lesson's game on its seed, then guides: each step points at what to use and waits,
through the session's ``gate``, for the one move it expects; any other move is refused with the
step's friendly hint (in the status line, and spoken). Computers play as they always do. Undo,
redo and the History panel work as in any game: the runner follows the log back to the step
that was current then. Leaving, at any step, or reaching the end takes the gate and the callout
away, and the same game simply goes on. A lesson is a guided game, so it counts as assisted.

The runner knows the window only as a ``LessonHost``, and the pages only by their ``spot``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QRect, Qt, QTimer, Signal
from PySide6.QtWidgets import QAbstractItemView, QWidget

from desktop.i18n.language import languages
from desktop.i18n.tr import translate
from desktop.widgets.accessibility import announce

from .callout import Callout
from .plan import BadLesson, Lesson, Step, read, same_move

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget

    import engine
    from desktop.session.controller import GameController
    from desktop.session.games import GamePage
    from engine.api import State

LEARNER = 0


class LessonHost(Protocol):
    """What a lesson needs of the window (``window.hosts.Window`` has it all)."""

    controller: GameController
    stack: QStackedWidget
    """Index 0 is the game area the callout lies over."""

    def start_game(self, game: str, seed: int, players: list[str] | None, seats: list[str] | None = None,
                   lesson: bool = False) -> None: ...
    def current_page(self) -> GamePage: ...
    def show_message(self, text: str, seconds: int = 9) -> None: ...


def game_area(host: LessonHost) -> QWidget:
    """The widget a lesson's callout lies over: the host's stack's first page, which every host has."""
    area = host.stack.widget(0)
    if area is None:
        raise LookupError("the lesson's host has no game area")
    return area


class LessonRunner(QObject):
    step_shown = Signal(int)
    """The step on show (0-based), each time it is shown."""
    ended = Signal(bool)
    """True: every step was done; False: the learner left, or a new game replaced the lesson's."""

    def __init__(self, host: LessonHost, lesson: Lesson) -> None:
        super().__init__(host)  # type: ignore[arg-type]  # the host is the window, a QObject
        self.host = host
        self.lesson = lesson
        self.controller = host.controller
        self.index = 0
        self.marks: list[int] = [0] * len(lesson.steps)
        """How long the game's log was when each step came up: undo goes back to the step of its length."""
        self.callout = Callout(game_area(host))
        self.callout.next_pressed.connect(self.next)
        self.callout.leave_pressed.connect(self.leave)
        self.running = False
        self._starting = False
        self._before: State | None = None
        """The state the last change started from: a move is the learner's when it was theirs to make."""
        self._said: tuple[int, str] | None = None
        """The step (and its words) last announced: a state change that leaves it does not say it again."""
        self.farewell = ""
        """What leaving says ("" for the window's words: the kiosk has no Help menu to point to)."""

    # Steps ---------------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    def begin(self) -> None:
        from desktop.i18n.names import player_names  # lazy: the names load with the first game

        lesson = self.lesson
        # The learner is named as in any game of that size ("You" alone, "Player 1" at a table,
        # which the page marks "(you)"); the computers get a short name: "Computer (Beginner)" did
        # not fit a Triple Dice seat at 800x600, and the lessons' words say "the computer" anyway.
        bots = lesson.players - 1
        names = player_names(lesson.players)[:1] + (
            [translate("Lesson", "Bot")] if bots == 1 else
            [translate("Lesson", "Bot {number}").format(number=i) for i in range(1, bots + 1)])
        # Running from before its game starts: whatever hears of that start (the first-start offer,
        # the kiosk's daily board) knows it is a lesson's.
        self._starting = self.running = True
        try:
            self.host.start_game(lesson.game, lesson.seed, names, lesson.seats, lesson=True)  # assisted from the start
        except BaseException:
            self.running = False
            raise
        finally:
            self._starting = False
        controller = self.controller
        controller.gate = self.gate
        controller.state_changed.connect(self._follow)
        controller.game_started.connect(self._replaced)
        languages().changed.connect(self._show)
        self.index = 0
        self.marks[0] = len(controller.state.log) if controller.state is not None else 0
        self._before = controller.state
        self._show()

    def next(self) -> None:
        """On from a step to read (its Next button, Enter)."""
        if self.running and self.step.expect is None and self._may_show(self.step):
            self._advance()

    def leave(self) -> None:
        if self.running:
            self._end(False)
            self.host.show_message(self.farewell or translate(
                "Lesson", "You left the lesson. The game goes on as a normal game; Help \u25b8 Learn to Play starts "
                "the lesson again."))

    def stop(self) -> None:
        """End the lesson without a word (the kiosk's table cleared for the next visitor)."""
        if self.running:
            self._end(False)

    def gate(self, state: State, action: engine.Action) -> str | None:
        """The session asks before a person's move: None lets it through."""
        step = self.step
        if step.expect is not None and same_move(action, step.expect):
            return None
        if step.expect is None:
            return translate("Lesson", "The lesson is waiting for you to read its note: press Next (or Esc to "
                             "leave the lesson).")
        hint = step.hint_words(languages().code)
        return hint or translate("Lesson", "Not that one yet. {step}").format(step=step.words(languages().code))

    # Following the game ---------------------------------------------------------------------
    def _follow(self, state: State | None, _rolled: object = ()) -> None:
        if not self.running or state is None:
            return
        before, self._before = self._before, state
        length = len(state.log)
        while self.index > 0 and length < self.marks[self.index]:
            self.index -= 1  # undone: back to the step that was current then
        learner_moved = before is not None and before.current_player == LEARNER and \
            len(before.log) + 1 == length and before.phase != "finished"
        ahead = self._next_move_step() if learner_moved else None
        if ahead is not None and (expected := self.lesson.steps[ahead].expect) is not None \
                and same_move(state.log[-1], expected):  # a step ahead always expects a move
            # The step's move; or, redone (Redo, History), a later one, past steps already read.
            self.index = ahead
            self._advance()
        else:
            self._show()

    def _next_move_step(self) -> int | None:
        """The step whose move comes next: this one, or the first after the steps to read."""
        steps = self.lesson.steps
        return next((i for i in range(self.index, len(steps)) if steps[i].expect is not None), None)

    def _advance(self) -> None:
        state = self.controller.state
        if self.index + 1 >= len(self.lesson.steps) or state is None or state.phase == "finished":
            self._end(True)
            self.host.show_message(translate("Lesson", "Lesson complete! The game goes on: it is yours to finish."))
            return
        self.index += 1
        self.marks[self.index] = len(state.log)
        self._show()

    @property
    def ready(self) -> bool:
        """The step is on show and, when it waits for a move, the learner is to make it: when a
        person (or a demonstration) can do what it asks."""
        state = self.controller.state
        return self.running and self.callout.showing and self._may_show(self.step) and \
            (self.step.expect is None or (state is not None and state.current_player == LEARNER))

    def perform(self) -> bool:
        """Do what the step asks, as its learner would: Next, or its move through the session
        (the screenshot tool plays lessons this way). False when the move was refused."""
        step = self.step
        if step.expect is None:
            self.next()
            return True
        return self.controller.move_by_person(step.expect)

    def _may_show(self, step: Step) -> bool:
        """A step that explains the computers' moves waits for them."""
        state = self.controller.state
        return not step.wait or state is None or state.phase == "finished" or state.current_player == LEARNER

    def _replaced(self, _state: object) -> None:
        if self.running and not self._starting:
            self._end(False)

    def _end(self, completed: bool) -> None:
        self.running = False
        controller = self.controller
        if controller.gate == self.gate:
            controller.gate = None
            controller.end_lesson()
        controller.state_changed.disconnect(self._follow)
        controller.game_started.disconnect(self._replaced)
        languages().changed.disconnect(self._show)
        self.callout.dispose()
        self.ended.emit(completed)
        self.deleteLater()

    # Showing ---------------------------------------------------------------------------------
    def _show(self) -> None:
        if not self.running:
            return
        step, code = self.step, languages().code
        counter = translate("Lesson", "Learn to Play \u00b7 step {step} of {steps}").format(
            step=self.index + 1, steps=len(self.lesson.steps))
        if not self._may_show(step):  # beside what the step will speak of: the table the computers play on
            self.callout.show_step(counter, translate("Lesson", "Watch the other players move\u2026"), self.targets,
                                   False)
            return
        text = step.words(code)
        self.callout.show_step(counter, text, self.targets, step.expect is None)
        if self._said == (self.index, text):
            return  # the same step after another change (a computer's move, a redo): said once
        self._said = (self.index, text)
        self.step_shown.emit(self.index)
        reveal = getattr(self.host.current_page(), "reveal", None)
        if reveal is not None:
            for name in step.point:
                reveal(name)  # scrolled into view once, then the learner may scroll as they like
        said = f"{counter}. {text}"
        bubble = self.callout.bubble
        entering = step.expect is None and bubble.next.isVisible() and bubble.isActiveWindow() \
            and not bubble.next.hasFocus()
        if not entering:
            QTimer.singleShot(0, lambda: self._say(said))  # after the move's own announcement
        # else focus is about to enter the bubble, and a screen reader reads its name (the counter)
        # and description (the words) on the way in: announced as well, the step was said twice
        QTimer.singleShot(0, self._focus)

    def _say(self, text: str) -> None:
        if self.running:
            announce(self.callout.bubble, text)

    def targets(self) -> list[tuple[QWidget, QRect]]:
        """Where the step's pointed-at things are on the page now."""
        page = self.host.current_page()
        spot = getattr(page, "spot", None)
        if spot is None:
            return []
        found = [spot(name) for name in self.step.point]
        return [f for f in found if f is not None]

    def _focus(self) -> None:
        """The keyboard goes where the step points: Next for a step to read, else the first
        thing to use (a score box becomes the scorecard's current cell, so Enter fills it)."""
        if not self.running:
            return
        if self.step.expect is None:
            if self.callout.bubble.next.isVisible():
                self.callout.bubble.next.setFocus()
            return
        for widget, rect in self.targets():
            view = widget.parentWidget()
            if isinstance(view, QAbstractItemView):
                view.setCurrentIndex(view.indexAt(rect.center()))
                view.setFocus()
                return
            if widget.focusPolicy() != Qt.FocusPolicy.NoFocus and widget.isEnabled():
                widget.setFocus()
                return


def start_lesson(host: LessonHost, game: str, refused: Callable[[str], None] | None = None) -> LessonRunner | None:
    """Begin ``game``'s lesson on ``host`` (one that is running stops first); a lesson file that
    cannot be played is named in one line, to ``refused`` when given (the kiosk's staff line and
    log), else in the status line, and the game on the table goes on."""
    try:
        lesson = read(game)
    except BadLesson as exc:
        from desktop.i18n.problems import problem_text  # lazy: only a broken lesson is explained

        reason = problem_text(exc.problem).rstrip(".") if exc.problem is not None else str(exc)
        line = translate("Lesson", "This lesson cannot be played: {reason}.").format(reason=reason)
        (refused or host.show_message)(line)
        return None
    before = running(host)
    if before is not None:
        before.leave()
    runner = LessonRunner(host, lesson)
    runner.begin()
    return runner


def running(host: LessonHost) -> LessonRunner | None:
    """The lesson on ``host`` now, if any."""
    # The ignore: the host is the window, a QObject, which a Protocol cannot say.
    runners: list[LessonRunner] = host.findChildren(LessonRunner)  # type: ignore[attr-defined]
    for runner in runners:
        if runner.running:
            return runner
    return None
