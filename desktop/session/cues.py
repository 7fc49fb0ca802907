"""The game's sounds, cued by the session: a roll rattles, a hold clicks, a score ticks,
a bonus, a card coming true, the game's end and a personal best chime.

``Cues`` listens to a session (``controller.GameController``) and, once a game is filed, to its
recorder; it only ever calls ``play(name)`` on the player it is handed (``desktop.sound.player.Sounds``,
which queues and returns at once), so a cue never holds the GUI thread.

Which moves sound:

- Only a move that lands on the undo stack, one step forward (a click, a computer seat's move, a
  redo). Undo, a jump through History, a new or resumed game and a replay's read-only session are
  silent; a computer seat thinks on engine states off the session, so its thinking never sounds,
  only the move it makes.
- The sound says what kind of move it was and nothing a seat must not learn: in Triple Dice every
  prediction card gives the same click (which card stays secret) and every submission the same
  tick (whether it held private dice stays secret; picking dice on the page before Submit is the
  page's own business and never reaches the session). A card coming true chimes only when the
  round ends, when the table sees every card anyway.

What a big moment is (all match, a bonus, a Perfect Round, a card come true, the end) is decided
once, by ``move_moments``: the chimes and the window's celebration (``Moments``, shown by
``desktop.window.celebrate``) hear the same moves and the same moments.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtCore import QTimer

import engine
from engine.scorecard import ScorecardState

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication

    from desktop.window.main_window import MainWindow

    from .controller import GameController, Move
    from .recorder import Recorder


class Player(Protocol):
    """What a cue needs of a player: ``desktop.sound.player.Sounds`` is one."""

    def play(self, name: str) -> None: ...


ALL_MATCH = frozenset({"allMatch", "fiveOfAKind"})
"""The categories of five equal dice, whatever a game calls them."""


def move_moments(before: engine.State, action: engine.Action, after: engine.State) -> list[str]:
    """The big moments of one move, in order: the one place that decides what a moment is, so the
    chimes (``move_sounds``) and the window's celebration never disagree. ``all_match`` (five equal
    dice scored as such), ``bonus`` (a bonus reached), ``perfect`` (a Perfect Round bonus earned),
    ``card`` (a card came true: only at a round's end, when every card is shown), ``game_over``."""
    moments: list[str] = []
    if isinstance(action, engine.Score) and isinstance(before, ScorecardState) and isinstance(after, ScorecardState):
        seat = before.current_player
        if action.category in ALL_MATCH and len(set(before.dice)) == 1:
            moments.append("all_match")
        rules = after.ruleset
        for bonus in rules.bonuses:
            gained = sum(bonus.award(rules, column) for column in after.cards[seat]) - sum(
                bonus.award(rules, column) for column in before.cards[seat])
            if gained > 0:
                moments.append("perfect" if isinstance(bonus, engine.rules.FirstRollBonus) else "bonus")
    rounds_before: tuple[Any, ...] = getattr(before, "rounds", ())  # Triple Dice's rounds; none elsewhere
    rounds_after: tuple[Any, ...] = getattr(after, "rounds", ())
    if len(rounds_after) > len(rounds_before) and any(rounds_after[-1].hits):
        moments.append("card")  # at the round's end, when every card is shown
    if after.phase == "finished" and before.phase != "finished":
        moments.append("game_over")
    return moments


def move_sounds(before: engine.State, action: engine.Action, after: engine.State) -> list[str]:
    """The sounds of one move, in order, from the action and the two states alone."""
    names: list[str] = []
    if isinstance(action, engine.Roll):
        names.append("roll")
    elif isinstance(action, (engine.ToggleHold, engine.Predict)):
        names.append("hold")  # every card the same click: the sound must not say which
    elif isinstance(action, (engine.Score, engine.Submit)):
        names.append("score")  # every submission the same, private dice or not
    moments = move_moments(before, action, after)
    if "bonus" in moments or "perfect" in moments:
        names.append("bonus")  # one chime for any bonus
    names.extend(moment for moment in moments if moment in ("card", "game_over"))
    return names


class _Follower:
    """Hears the session's moves forward, one step at a time, and nothing else: undo, a jump through
    History, a new or resumed game and a replay's read-only session pass in silence. Not a QObject:
    its connections keep it alive exactly as long as the session's stack, which may outlive a
    window and emits as it is destroyed."""

    def __init__(self, controller: GameController) -> None:
        self.controller = controller
        self._index = controller.undo_stack.index()
        self._best = False
        """A personal best was filed by the move being made (the recorder says so before the stack moves on)."""
        # A closure, which the connection holds: a bound method of a plain object is held weakly.
        controller.undo_stack.indexChanged.connect(lambda index: self._stepped(index))

    def follow_records(self, recorder: Recorder | None) -> None:
        """Hear a personal best once the game is filed (no recorder, as in the kiosk: never)."""
        if recorder is not None:
            recorder.recorded.connect(lambda game_id: self._filed(recorder, game_id))

    def _filed(self, recorder: Recorder, game_id: int) -> None:
        state = self.controller.state
        seats = len(state.players) if state is not None else 0
        try:  # a records fault is the banner's to report; a chime is not worth an error
            standings = [recorder.records.standing(game_id, seat) for seat in range(seats)]
        except Exception:
            return
        self._best = any(standing is not None and standing.personal_best for standing in standings)

    def _stepped(self, index: int) -> None:
        previous, self._index = self._index, index
        best, self._best = self._best, False
        c = self.controller
        if index != previous + 1 or c.read_only:
            return
        move = cast("Move", c.undo_stack.command(index - 1))  # the session's stack holds only its moves
        action = move.action
        if action is not None:
            self._heard(move.before, action, move.after, best)

    def _heard(self, before: engine.State, action: engine.Action, after: engine.State, best: bool) -> None:
        raise NotImplementedError


class Cues(_Follower):
    """Plays the session's moves on ``player``."""

    def __init__(self, controller: GameController, player: Player) -> None:
        super().__init__(controller)
        self.player = player

    def _heard(self, before: engine.State, action: engine.Action, after: engine.State, best: bool) -> None:
        names = move_sounds(before, action, after)
        if best and "game_over" in names:
            names.append("best")
        for name in names:
            self.player.play(name)


CELEBRATED = ("best", "all_match", "card", "bonus", "perfect")
"""The moments worth a celebration, the rarest first: a move celebrates only its biggest one. The
game's end is not among them: its summary says it."""


class Moments(_Follower):
    """Hands ``celebrate`` the biggest moment of each move forward (one of ``CELEBRATED``), from the
    same moments the chimes come from."""

    def __init__(self, controller: GameController, celebrate: Callable[[str], None]) -> None:
        super().__init__(controller)
        self.celebrate = celebrate

    def _heard(self, before: engine.State, action: engine.Action, after: engine.State, best: bool) -> None:
        moments = move_moments(before, action, after)
        if best and "game_over" in moments:
            moments.append("best")
        for moment in CELEBRATED:
            if moment in moments:
                self.celebrate(moment)
                return


MAX_SOUND_BYTES = 4 << 20
"""Far above any shipped sound (the longest, 1.1 s of 16-bit mono, is under 100 KB)."""
PREPARE_AFTER_MS = 1500
"""How long after the window settles the player loads its library and files and opens the device
(``Sounds.prepare``, on its own thread). Not at once: the start's own work goes on after the
window settles (the game's opening roll animates, the records open, the lesson is offered), and
the player's thread would take one of the cores and slices of the interpreter's lock from it,
and add its few MiB to the start's footprint. A sound asked for sooner loads the player itself,
and that one sound comes some milliseconds late (docs/sound.md gives the figures)."""


def give_sound(window: MainWindow, app: QCoreApplication, volume: int, muted: bool) -> None:
    """The launcher's one call: once the window has settled (the game on screen, the menus made),
    a player for it (handed to the window, whose View > Sound drives it) and cues for its session, and
    ``PREPARE_AFTER_MS`` later the device prepared off the GUI thread; so start-up imports nothing
    of sound. The player reads the files through ``read_sound`` and says the ones it cannot use in
    the assets' log. It is closed at quit: a device left running hangs the interpreter's exit."""

    def settled() -> None:
        from desktop.base.assetlog import asset_problem  # lazy: with the player, once the window settled
        from desktop.sound.player import Sounds  # lazy: the player (not its library) once the window settled

        sounds = Sounds(volume=volume, muted=muted, load=read_sound, asset_problem=asset_problem)
        window.use_sounds(sounds)
        Cues(window.controller, sounds).follow_records(window.recorder)
        app.aboutToQuit.connect(sounds.close)
        QTimer.singleShot(PREPARE_AFTER_MS, window, sounds.prepare)  # dropped with the window; a no-op once closed

    if window.is_settled:  # the kiosk's window is whole when it is made
        settled()
    else:
        window.settled.connect(settled)


def read_sound(name: str) -> bytes:
    """The WAV file of the sound ``name``, read as every file from a path is (``read_file``: a pipe,
    a device or a huge file in its place is refused, never waited on); on the player's thread.
    A zipped install has no path: its own zip is read through ``assets``."""
    import assets  # lazy: on the player's own thread, at the first sound
    from desktop.base.files import read_file  # lazy: on the player's own thread, at the first sound

    node = assets.path("sounds", f"{name}.wav")
    if isinstance(node, os.PathLike):
        return read_file(node, MAX_SOUND_BYTES)
    return assets.read_bytes("sounds", f"{name}.wav")
