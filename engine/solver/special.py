"""The rolls the classic joker and its repeat bonus make special, as the solver models them.

Everywhere else a category's score is a function of the roll alone, which is what lets the
solver tabulate it once per ruleset. A joker breaks that for a handful of rolls (the six five of
a kinds with five dice): once the joker's box is filled, those rolls score fixed values in some
boxes, a forced joker may go only where the rule's order sends it (which depends on the open
boxes), and a repeat bonus pays on top while the box holds points. So those rolls get rows of
their own, computed per state, and every other roll keeps the one shared table.

This module reads the ruleset's joker and bonuses into plain numbers, in pure Python, so that the
numpy solver (``model.py``) and the window's runtime (``lite.py``) apply one reading of the rule:
the same special rolls, the same joker points, the same order of allowed boxes.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from math import inf
from typing import TYPE_CHECKING

from ..errors import UnsupportedRuleset
from ..rules import Ruleset
from .multisets import multisets

if TYPE_CHECKING:
    from ..classic_rules import RepeatBonus
    from .layout import Layout


@dataclass(frozen=True)
class Special:
    """A ruleset's joker box and what its pattern does once the box is filled."""

    box: int
    """The box's row: filled (with points or a 0) is when its pattern turns into a joker."""
    rolls: tuple[int, ...]
    """Roll ids (``multisets`` order) on which the box's rule scores: the box's pattern."""
    joker: bool
    forced: bool
    bonus: int
    """Points of the repeat bonus, paid on a special roll scored while the box holds points (0: none)."""
    points: tuple[tuple[int, ...], ...]
    """``points[cat][i]``: what box ``cat`` records for special roll ``i`` as a joker once the
    roll's upper box is filled (a wild box's fixed points)."""
    plain: tuple[tuple[int, ...], ...]
    """``plain[cat][i]``: what box ``cat`` records for special roll ``i`` while that upper box is
    open (its rule's score: a free-choice joker earns no wild points then)."""
    own: tuple[tuple[int, ...], ...]
    """``own[i]``: the upper rows special roll ``i`` scores in (the forced order's first choice)."""
    lower: tuple[int, ...]
    """The lower section's rows (the forced order's second choice)."""

    def allowed(self, i: int, open_rows: Collection[int]) -> Collection[int]:
        """Of the open rows, those a joker showing special roll ``i`` may be scored in
        (``engine.classic_rules.Joker.allowed``, on row numbers)."""
        if not self.forced:
            return open_rows
        own = [row for row in self.own[i] if row in open_rows]
        if own:
            return own
        lower = [row for row in self.lower if row in open_rows]
        return lower or open_rows

    def joker_points(self, cat: int, i: int, open_rows: Collection[int]) -> int:
        """What ``cat`` records for special roll ``i`` as a joker (``Joker.points``, on rows)."""
        own_open = any(row in open_rows for row in self.own[i])
        return self.plain[cat][i] if own_open else self.points[cat][i]


def special_of(ruleset: Ruleset, repeat: Sequence[RepeatBonus], repeatable: int | None) -> Special | None:
    """The special rolls of ``ruleset``, or None when it has neither a joker nor a repeat bonus.

    ``repeat`` are its repeat bonuses and ``repeatable`` its repeatable category, if any: the
    state has room for one cell whose content matters beyond used or not, and a repeat bonus needs
    that room for its box (50 or 0), so the two cannot be modelled together.
    """
    joker = ruleset.joker
    if joker is None and not repeat:
        return None
    boxes = {b.box for b in repeat} | ({joker.box} if joker is not None else set())
    if len(boxes) > 1 or len(repeat) > 1 or repeatable is not None:
        raise UnsupportedRuleset(
            f"{ruleset.name}'s joker and repeat bonus need one box of their own (not {', '.join(sorted(boxes))}) in a "
            "card without a repeatable category", "unsupported-joker-box", game=ruleset.name, boxes=sorted(boxes))
    (box_id,) = boxes
    box = ruleset.index(box_id)
    cats = ruleset.categories
    if cats[box].repeatable:
        raise UnsupportedRuleset(
            f"{ruleset.name}'s joker box {box_id} is repeatable; the solver models a joker box that takes one score",
            "unsupported-joker-box", game=ruleset.name, boxes=[box_id])
    # roll_index lists the rolls in roll-id order, so the special rolls come out ascending
    shown = [(roll, dice) for dice, roll in multisets(ruleset.dice_count).roll_index.items()
             if cats[box].score(dice) > 0]
    faces = [dice for _roll, dice in shown]
    wild = dict(joker.wild) if joker is not None else {}
    return Special(
        box=box,
        rolls=tuple(roll for roll, _dice in shown),
        joker=joker is not None,
        forced=joker is not None and joker.forced,
        bonus=repeat[0].points if repeat else 0,
        points=tuple(tuple(wild.get(cat.id, cat.score(dice)) for dice in faces) for cat in cats),
        plain=tuple(tuple(cat.score(dice) for dice in faces) for cat in cats),
        own=tuple(tuple(row for row, cat in enumerate(cats) if cat.section == "upper" and cat.score(dice) > 0)
                  for dice in faces),
        lower=tuple(row for row, cat in enumerate(cats) if cat.section == "lower"),
    )


def joker_value(lay: Layout, mask: int, rep: int, prog: tuple[int, ...], cat: int, i: int, ordinary: float,
                future: Sequence[float] | None) -> float:
    """Scoring special roll ``i`` in open category ``cat`` from one state (mask, rep, prog): the
    pure-Python twin of ``SoloModel._special_rows``, with the same operations in the same order,
    so that the window's runtime values it bit for bit as the numpy solver does.

    ``ordinary`` is what the roll is worth there as an ordinary roll (the box still open);
    ``future`` the solved table, or None for what is paid at once (the Beginner's view).
    """
    sp = lay.special
    assert sp is not None
    if lay.is_open(mask, rep, sp.box):
        return ordinary
    value = ordinary
    if sp.joker:
        open_rows = [row for row in range(len(sp.points)) if lay.is_open(mask, rep, row)]
        if cat not in sp.allowed(i, open_rows):
            return -inf
        points = sp.joker_points(cat, i, open_rows)
        nxt, award = lay.after(mask, rep, prog, cat, points)
        value = float(points + award) if future is None else (points + award) + float(future[nxt])
    if sp.bonus and rep == 1:
        value = value + float(sp.bonus)
    return value


def joker_outcome(lay: Layout, mask: int, rep: int, prog: tuple[int, ...], cat: int, i: int,
                  ordinary: tuple[int, int]) -> tuple[int, int] | None:
    """What scoring special roll ``i`` in open category ``cat`` pays at once and the state it leads
    to, as ``joker_value`` values it (None where a forced joker may not go); ``ordinary`` is the
    (points, next state) of the same roll scored as an ordinary one. The chance to win needs the
    next state apart from its value: its spread is what it adds."""
    sp = lay.special
    assert sp is not None
    if lay.is_open(mask, rep, sp.box):
        return ordinary
    paid, nxt = ordinary
    if sp.joker:
        open_rows = [row for row in range(len(sp.points)) if lay.is_open(mask, rep, row)]
        if cat not in sp.allowed(i, open_rows):
            return None
        points = sp.joker_points(cat, i, open_rows)
        nxt, award = lay.after(mask, rep, prog, cat, points)
        paid = points + award
    if sp.bonus and rep == 1:
        paid += sp.bonus
    return paid, nxt
