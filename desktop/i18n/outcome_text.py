"""What a finished game says in words: the winner's line, a standing, a decision's option and the
review. Text only, so the summary dialog, the scorecard page and the replay review share it.

With other players the review speaks of the chance to win as well as of points: the Expert plays
for the first place, not the most points, so a decision that cost no points may still have given
the game away, and one that cost points may have been the right gamble."""

from __future__ import annotations

from fractions import Fraction
from html import escape
from typing import TYPE_CHECKING

import engine
from engine.actions import Score
from engine.results import Outcome

from .language import number, ordinal, percent
from .names import category_name, game_name, points_text
from .tr import translate

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from desktop.records.results import Standing
    from engine.actions import JsonAction
    from engine.review import Choice, Decision, Review


def points(value: object) -> str:
    """Scores as players write them: 4.5 or 3 1/3 for Triple Dice's shared points."""
    return points_text(value) if isinstance(value, (Fraction, int)) else str(value)


def headline(outcome: Outcome) -> str:
    names = [outcome.players[w] for w in outcome.winners]
    top = points(outcome.totals[outcome.winners[0]])
    if len(outcome.players) == 1:
        return translate("Summary", "{player} scored {points}").format(player=outcome.players[0], points=top)
    if len(names) == 1:
        return translate("Summary", "{names} wins with {top}!").format(names=names[0], top=top)
    return translate("Summary", "{join} share the win with {top}!").format(
        join=translate("Summary", " and ").join(names), top=top)


def standing_text(outcome: Outcome, seat: int, standing: Standing) -> str:
    """ "New personal best!", "3rd best of 12 Match! scores", or "" when it is nothing to say."""
    who = f"{outcome.players[seat]}: " if len(outcome.players) > 1 else ""
    if standing.personal_best:
        return translate("Summary", "{who}New personal best!").format(who=who)
    if standing.of > 1 and standing.rank <= 3:
        name = game_name(outcome.game)
        return translate("Summary", "{who}{ordinal} best of {of} {name} scores").format(
            who=who, ordinal=ordinal(standing.rank), of=standing.of, name=name
        )
    return ""


def choice_text(game: str, choice: Choice) -> str:
    """A decision's option in a player's words: "keep 6 6 5", "Chance x3" (a column of Dicegame)."""
    if choice.keep is not None:
        return translate("Summary", "keep {dice}").format(dice=" ".join(map(str, choice.keep))) if choice.keep else \
            translate("Summary", "roll every die again")
    action = choice.action
    assert isinstance(action, Score)  # a choice that keeps no dice scores a box
    rs = engine.ruleset(game)
    column = action.column or 0
    where = f" \u00d7{rs.multipliers[column]}" if rs.columns > 1 else ""
    return f"{category_name(rs.id, action.category)}{where}"


def win_given_away(decision: Decision) -> float:
    """How much chance to win ``decision`` gave away (0 when it kept the most, or alone at the table)."""
    before, after = decision.win_before, decision.win_after
    return 0.0 if before is None or after is None else max(0.0, before - after)


def best_for_win(decision: Decision) -> Choice | None:
    """The choice that would have kept the most chance to win, when the one made gave some away:
    enough to show ("<1% \u2192 <1%, most with keep 1 1" would blame a choice for nothing to be seen)."""
    before, after = decision.win_before, decision.win_after
    if before is None or after is None or before - after <= 1e-9 or percent(before) == percent(after):
        return None
    return decision.best_win


def win_change(decision: Decision) -> str:
    """ "chance to win 48% → 41%", or "" alone at the table."""
    before, after = decision.win_before, decision.win_after
    if before is None or after is None:
        return ""
    return translate("Summary", "chance to win {before} \u2192 {after}").format(
        before=percent(before), after=percent(after))


def _win_lines(review: Review, seat: int, turn: Callable[[int], int]) -> str:
    """The decision of ``seat`` that gave away the most chance to win, as a paragraph."""
    own = [d for d in review.decisions if d.player == seat and best_for_win(d) is not None]
    if not own:
        return "<p>" + escape(translate("Summary", "Every decision kept the most chance to win.")) + "</p>"
    worst = max(own, key=lambda d: (win_given_away(d), -d.step))
    best = best_for_win(worst)
    assert best is not None
    text = translate("Summary", "Most chance to win given away: turn {turn}, {chosen} instead of {best} "
                     "({change}).").format(turn=turn(worst.step), chosen=choice_text(review.game, worst.chosen),
                                           best=choice_text(review.game, best), change=win_change(worst))
    return "<p>" + escape(text) + "</p>"


def _costly_line(review: Review, d: Decision, turn: Callable[[int], int]) -> str:
    line = translate("Summary", "Turn {turn}: {chosen}; best was {best} (\u2212{loss})").format(
        turn=turn(d.step), chosen=choice_text(review.game, d.chosen), best=choice_text(review.game, d.best),
        loss=number(d.loss, 1))
    if d.best_win is None:
        return line
    line = translate("Summary", "{line}; {change}").format(line=line, change=win_change(d))
    best = best_for_win(d)
    if best is None or best == d.best:  # the line has just named it
        return line
    return translate("Summary", "{line}; most chance to win: {best}").format(
        line=line, best=choice_text(review.game, best))


def review_html(review: Review, people: list[int], log: Sequence[JsonAction]) -> str:
    """The post-game review of the people at the table: points lost to the best play, and the
    three costliest decisions (by turn, as players count) with what was best instead; with other
    players, each one's chance to win before and after, and the decision that cost the most of it."""
    scored = [i for i, action in enumerate(log) if isinstance(action, engine.Score)]

    def turn(step: int) -> int:
        return sum(1 for i in scored if i < step) // len(review.players) + 1

    parts = []
    for totals in (review.totals[i] for i in people):
        kind = translate("Summary", "exactly") if totals.exact else \
            translate("Summary", "estimated: three-column values are estimates")
        who = f"{escape(totals.name)}: " if len(review.players) > 1 else ""
        head = translate("Summary", "<p><b>{who}{loss} points</b> lost to the best play ({kind}), over {decisions} "
                         "decisions.</p>").format(who=who, loss=number(totals.loss, 1), kind=kind,
                                                  decisions=totals.decisions)
        rows = "".join("<li>" + escape(_costly_line(review, d, turn)) + "</li>" for d in totals.costliest)
        parts.append(head + (f"<ol>{rows}</ol>" if rows else
                             "<p>" + escape(translate("Summary", "Every decision was the best one.")) + "</p>"))
        if any(d.best_win is not None for d in review.decisions):
            parts.append(_win_lines(review, totals.player, turn))
    return "".join(parts)
