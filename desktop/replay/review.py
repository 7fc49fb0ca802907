"""The review in the replay viewer: each decision's expected final score, chosen against best.

With other players it also gives the chance to win before and after each decision, and the choice
that would have kept the most of it: against other players the points are only a means, and the
Expert plays for first place.

The review itself is the engine's (``engine.review``), the same the game-over summary shows; it is
computed on the background lane (a long Match! game takes up to a fifth of a second) and put into
words here for the step on show.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from desktop.i18n.language import percent
from desktop.i18n.outcome_text import best_for_win, choice_text, win_change
from desktop.i18n.tr import translate
from desktop.session.background import Background
from engine.review import Decision, Review, review_log

if TYPE_CHECKING:
    from desktop.records.gamefile import GameFile


def review_of(owner: QObject, game: GameFile, done: Callable[[Review | BaseException], None]) -> None:
    """Review ``game`` off the GUI thread; ``done`` gets the review or the error."""
    lane = owner.findChild(Background, "ReviewLane")
    if lane is None:
        lane = Background(owner)
        lane.setObjectName("ReviewLane")
        lane.done.connect(lambda tag, result: tag(result))
    name, seed, players, log = game.game, game.seed, list(game.players), list(game.log)

    def work(progress: Callable[[float], None]) -> Review:
        return review_log(name, seed, players, log)

    lane.submit(work, done)


def decision_line(review: Review, step: int, game: str) -> str:
    """The same in one line, for a narrow window where the review panel has no room."""
    made = [d for d in review.decisions if d.step < step]
    lost = " \u00b7 ".join(f"{name} {sum(d.loss for d in made if d.player == seat):.1f}"
                          for seat, name in enumerate(review.players))
    if not made:
        return translate("ReplayReview", "Review: no decision made yet. Points lost so far: {lost}").format(lost=lost)
    d = made[-1]
    verdict = (
        translate("ReplayReview", "best {choice_text} ({expected:.1f}): \u2212{loss:.1f}").format(
            choice_text=choice_text(game, d.best), expected=d.best.expected, loss=d.loss)
        if d.loss > 1e-9
        else translate("ReplayReview", "the best choice"))
    if d.best_win is not None:
        verdict = translate("ReplayReview", "{verdict}; {change}").format(verdict=verdict, change=win_change(d))
        best = best_for_win(d)
        if best is not None and (best != d.best or d.loss <= 1e-9):  # not the best just named
            verdict = translate("ReplayReview", "{verdict}, most with {choice_text}").format(
                verdict=verdict, choice_text=choice_text(game, best))
    return translate(
        "ReplayReview", "Review, move {value}: {choice_text} ({expected:.1f}), {verdict}. Points lost so far: {lost}"
    ).format(
        value=d.step + 1, choice_text=choice_text(game, d.chosen), expected=d.chosen.expected, verdict=verdict,
        lost=lost)


def decision_lines(review: Review, step: int, game: str) -> str:
    """What the review says at ``step`` (actions applied so far): the last decision made, with what
    it chose, what was best and the points it gave away; the points lost so far and in the game."""
    made = [d for d in review.decisions if d.step < step]
    lines: list[str] = []
    estimate = "" if all(d.exact for d in review.decisions) else translate("ReplayReview", " (the solver's estimates)")
    if made:
        d = made[-1]
        who = f"{review.players[d.player]}, " if len(review.players) > 1 else ""
        lines.append(translate("ReplayReview", "Last decision ({who}move {value}):").format(who=who, value=d.step + 1))
        lines.append(
            translate("ReplayReview", "chose {choice_text}, expecting {expected:.1f} in the end;").format(
                choice_text=choice_text(game, d.chosen), expected=d.chosen.expected))
        if d.loss > 1e-9:
            lines.append(
                translate(
                    "ReplayReview", "best was {choice_text}, expecting {expected:.1f}: {loss:.1f} points lost."
                ).format(choice_text=choice_text(game, d.best), expected=d.best.expected, loss=d.loss))
        else:
            lines.append(translate("ReplayReview", "that was the best choice."))
        lines.extend(_win_lines(d, game))
    else:
        lines.append(translate("ReplayReview", "No decision made yet."))
    lines.append("")
    lines.append(translate("ReplayReview", "Points lost so far{estimate}:").format(estimate=estimate))
    for seat, name in enumerate(review.players):
        so_far = sum(d.loss for d in made if d.player == seat)
        total = review.totals[seat]
        lines.append(
            translate(
                "ReplayReview", "{name}: {so_far:.1f} (whole game: {loss:.1f} over {decisions} decisions)"
            ).format(name=name, so_far=so_far, loss=total.loss, decisions=total.decisions))
    return "\n".join(lines)


def _win_lines(d: Decision, game: str) -> list[str]:
    """The chance to win around ``d`` and, if it gave some away, the choice that kept the most."""
    before, after = d.win_before, d.win_after
    if d.best_win is None or before is None or after is None:
        return []
    kind = translate("ReplayReview", "exact") if d.win_exact else translate("ReplayReview", "estimated")
    lines = [translate("ReplayReview", "Chance to win ({kind}): {before} before, {after} after.").format(
        kind=kind, before=percent(before), after=percent(after))]
    best = best_for_win(d)
    if best is not None:
        lines.append(translate("ReplayReview", "Most chance to win: {choice_text} ({win}).").format(
            choice_text=choice_text(game, best), win=percent(before)))
    return lines
