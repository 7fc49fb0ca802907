"""A finished game must leave nothing behind: no widget, no QObject, whichever way it ends.

A kiosk plays hundreds of games a day in one process, so anything built per game (the game-over
summary, the New Game dialog, a panel, a timer) and kept alive by its parent grows without bound:
each closed summary kept 12 widgets and about 1.5 MiB. Each test plays whole games of one kind
through the real window, leaves every one the ways a player does (the summary's Close button,
Escape, Play again, New game...), runs the deferred deletes the event loop would run, and
compares the census after the warm-up games with the census after one game of each ending more.
"""

from __future__ import annotations

import gc
import random
import weakref

import pytest
from play_driver import ENDINGS, census, leave, play_to_end, setup, start

from desktop.session.background import Background
from desktop.window.main_window import MainWindow

WARM_UP = 2
"""Enough for everything built once (computer players, the Triple Dice page) to exist."""

COMPUTER = {"match": "beginner", "triple-dice": "beginner"}
"""A computer seat where it costs little time: its player object is built on first need and
must then stay one object, not one per game."""


def _play(window: MainWindow, game: str, games: int, rng: random.Random, first: int) -> None:
    table = setup(game, COMPUTER.get(game))
    for number in range(first, first + games):
        play_to_end(window, rng)
        leave(window, ENDINGS[number % len(ENDINGS)], table, rng)


@pytest.mark.slow
@pytest.mark.parametrize("game", ["dice-dash", "dicegame", "match", "triple-dice"])
def test_finished_games_leave_no_widget_or_qobject_behind(window: MainWindow, game: str) -> None:
    rng = random.Random(f"leaks-{game}")
    start(window, setup(game, COMPUTER.get(game)), rng)
    _play(window, game, WARM_UP, rng, first=0)
    widgets, objects = census()
    _play(window, game, len(ENDINGS), rng, first=WARM_UP)
    after_widgets, after_objects = census()
    assert (after_widgets - widgets, after_objects - objects) == (0, 0), (
        f"{len(ENDINGS)} more {game} games (one per ending) left {after_widgets - widgets} widgets "
        f"and {after_objects - objects} QObjects behind"
    )



class _Tag:
    """Stands for the game state a background job is tagged with."""


def test_background_jobs_let_go_of_their_work_and_tag(qtbot: object) -> None:
    """Computer moves and hints run as background jobs, hundreds per game: once a job's
    answer is delivered, nothing may keep its closure or its tag (a whole game state) alive."""
    lane = Background()
    answers: list[object] = []
    lane.done.connect(lambda tag, result: answers.append(result))
    tags: list[weakref.ref[_Tag]] = []
    for n in range(40):
        tag = _Tag()
        tags.append(weakref.ref(tag))
        with qtbot.waitSignal(lane.done, timeout=5000):  # type: ignore[attr-defined]
            lane.submit(lambda progress, n=n, tag=tag: n, tag)
        del tag
    lane.wait()
    gc.collect()
    assert answers == list(range(40))
    assert [ref for ref in tags if ref() is not None] == []
