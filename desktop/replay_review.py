"""The review in the replay viewer: each decision's expected final score, chosen against best.

The review itself is the engine's (``engine.review``), the same the game-over summary shows; it is
computed on the background lane (a long Match! game takes up to a fifth of a second) and put into
words here for the step on show.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject

from .background import Background
from .summary import choice_text


def review_of(owner: QObject, game: Any, done: Callable[[Any], None]) -> None:
    """Review ``game`` (a ``GameFile``) off the GUI thread; ``done`` gets the review or the error."""
    lane = owner.findChild(Background, "ReviewLane")
    if lane is None:
        lane = Background(owner)
        lane.setObjectName("ReviewLane")
        lane.done.connect(lambda tag, result: tag(result))
    name, seed, players, log = game.game, game.seed, list(game.players), list(game.log)

    def work(progress: Any) -> Any:
        from engine.review import review_log

        return review_log(name, seed, players, log)

    lane.submit(work, done)


def decision_line(review: Any, step: int, game: str) -> str:
    """The same in one line, for a narrow window where the review panel has no room."""
    made = [d for d in review.decisions if d.step < step]
    lost = " \u00b7 ".join(f"{name} {sum(d.loss for d in made if d.player == seat):.1f}"
                          for seat, name in enumerate(review.players))
    if not made:
        return f"Review: no decision made yet. Points lost so far: {lost}"
    d = made[-1]
    verdict = (f"best {choice_text(game, d.best)} ({d.best.expected:.1f}): \u2212{d.loss:.1f}" if d.loss > 1e-9
               else "the best choice")
    return (f"Review, move {d.step + 1}: {choice_text(game, d.chosen)} ({d.chosen.expected:.1f}), {verdict}. "
            f"Points lost so far: {lost}")


def decision_lines(review: Any, step: int, game: str) -> str:
    """What the review says at ``step`` (actions applied so far): the last decision made, with what
    it chose, what was best and the points it gave away; the points lost so far and in the game."""
    made = [d for d in review.decisions if d.step < step]
    lines: list[str] = []
    estimate = "" if all(d.exact for d in review.decisions) else " (the solver's estimates)"
    if made:
        d = made[-1]
        who = f"{review.players[d.player]}, " if len(review.players) > 1 else ""
        lines.append(f"Last decision ({who}move {d.step + 1}):")
        lines.append(f"chose {choice_text(game, d.chosen)}, expecting {d.chosen.expected:.1f} in the end;")
        if d.loss > 1e-9:
            lines.append(f"best was {choice_text(game, d.best)}, expecting {d.best.expected:.1f}: "
                         f"{d.loss:.1f} points lost.")
        else:
            lines.append("that was the best choice.")
    else:
        lines.append("No decision made yet.")
    lines.append("")
    lines.append(f"Points lost so far{estimate}:")
    for seat, name in enumerate(review.players):
        so_far = sum(d.loss for d in made if d.player == seat)
        total = review.totals[seat]
        lines.append(f"{name}: {so_far:.1f} (whole game: {total.loss:.1f} over {total.decisions} decisions)")
    return "\n".join(lines)
