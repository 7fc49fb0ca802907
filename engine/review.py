"""Post-game review: every decision of a scorecard game, valued as the hint panel values it.

A player wants to know where the points went, and only the solver knows: so each decision is
valued by ``engine.solver.runtime.rank_options`` on the state in which it was taken, exactly as
the hint panel would have valued it then (same floats, same ``exact`` flag). Pure Python over the
shipped tables: the window shows the review without numpy.

What a decision is:

- **keep**: the hold toggles before a roll, taken together with that roll. Toggling is how a
  player says "keep these dice"; judging each toggle alone would blame a half-made choice, so the
  decision is valued at the moment before its first toggle, and the choice is the multiset of
  dice held when the roll was sent.
- **score**: which box a turn's dice go to (toggles sent before it, which change nothing, belong
  to it). At roll 1 or 2 scoring competes with every keep, as in the hint panel.

A decision's ``step`` is the index in the log (from 0) of its first action, so the state it was
taken in is ``list(engine.replay(...))[step]``. Toggles at the end of an unfinished game are a
decision not yet made and are left out. In a game of several players each decision is the mover's,
valued in points for the mover's own card (``best`` is the choice with the most points expected)
and by the mover's chance to finish first, which weighs every card on the table: ``best_win`` is
the choice that gave the most, its chance is the chance before the decision, the chosen one's the
chance after it. Dicegame's points are the solver's estimates (``exact`` false); the others' are
exact; chances are exact only at the very end (``win_exact``). Triple Dice has no such decisions
to value: asking raises ``ReviewUnsupported``.

Reviewing costs one ranking per decision (about a millisecond); rankings are kept in a small
cache keyed by everything a ranking depends on, so the same game reviewed again (the game-over
summary, then the replay viewer; a game reviewed as it grows) costs almost nothing.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from math import fsum
from typing import Any, cast

from . import api
from .actions import Action, Roll, ToggleHold
from .errors import InvalidState, ReviewUnsupported
from .jsontext import short
from .limits import MAX_LOG
from .rulesets import RULESETS
from .scorecard import ScorecardState

LOSS_EPSILON = 0.05
"""Losses below this are not listed among a player's costliest: below 1e-9 they are rounding
between options of equal value, and up to a twentieth of a point they read "0.0" in the one
decimal every view prints (an Expert playing to win among others gives such crumbs away on
purpose)."""
COSTLIEST = 3
CACHE_SIZE = 512
"""Rankings kept (a few KiB each): a four-player Match! game has some 160 decisions."""


@dataclass(frozen=True)
class Choice:
    """One option of a decision: a keep (``keep`` the dice values kept, ``held`` the hold mask)
    or a box to score (``action``, a ``Score``), with the expected final total it leads to."""

    action: Action
    keep: tuple[int, ...] | None
    held: tuple[bool, ...] | None
    expected: float
    win: float | None = None
    """The mover's chance to finish first after this choice (``Option.win``); None with one player."""

    def to_json(self) -> dict[str, Any]:
        if self.keep is None or self.held is None:
            return self.action.to_json()
        return {"type": "keep", "keep": list(self.keep), "held": list(self.held)}


@dataclass(frozen=True)
class Decision:
    """One decision of one player: what was chosen, what was best, and the points it cost."""

    step: int
    player: int
    chosen: Choice
    best: Choice
    exact: bool
    best_win: Choice | None = None
    """In a game of several players, the choice that gave the mover the most chance to finish
    first (it may differ from ``best``, the one with the most points expected); else None."""
    win_exact: bool = False
    """Whether the chances to win are exact (the mover's last turn, the others finished)."""

    @property
    def loss(self) -> float:
        """Expected final points given away: never negative, the best is the maximum."""
        return self.best.expected - self.chosen.expected

    @property
    def win_before(self) -> float | None:
        """The mover's chance to win as the decision came up: what its best choice keeps."""
        return None if self.best_win is None else self.best_win.win

    @property
    def win_after(self) -> float | None:
        """The mover's chance to win once this choice was made."""
        return self.chosen.win

    def to_json(self) -> dict[str, Any]:
        data = {
            "step": self.step, "player": self.player, "chosen": self.chosen.to_json(), "best": self.best.to_json(),
            "chosenExpected": self.chosen.expected, "bestExpected": self.best.expected, "loss": self.loss,
            "exact": self.exact,
        }
        if self.best_win is not None:
            data |= {"bestForWin": self.best_win.to_json(), "winBefore": self.win_before,
                     "winAfter": self.win_after, "winExact": self.win_exact}
        return data


@dataclass(frozen=True)
class PlayerTotals:
    """One player's sum: points lost over all their decisions, and the costliest of them."""

    player: int
    name: str
    decisions: int
    loss: float
    exact: bool
    costliest: tuple[Decision, ...]

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "name": self.name, "decisions": self.decisions, "loss": self.loss,
                "exact": self.exact, "costliest": [d.to_json() for d in self.costliest]}


@dataclass(frozen=True)
class Review:
    game: str
    players: tuple[str, ...]
    finished: bool
    decisions: tuple[Decision, ...]
    totals: tuple[PlayerTotals, ...]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": list(self.players), "finished": self.finished,
                "decisions": [d.to_json() for d in self.decisions], "totals": [t.to_json() for t in self.totals]}


# -- rankings, cached ----------------------------------------------------------------------------


@dataclass(frozen=True)
class _Ranked:
    """What a review needs of one ``rank_options`` answer: its best option and every option's value."""

    best: Choice
    scores: dict[Action, Choice]
    keeps: dict[tuple[int, ...], Choice]
    exact: bool
    best_win: Choice | None
    win_exact: bool


_cache: OrderedDict[tuple[object, ...], _Ranked] = OrderedDict()
_cache_lock = threading.Lock()


def _ranked(state: ScorecardState) -> _Ranked:
    # Everything rank_options reads of a state: the rules (and through them the table), the
    # cards (the mover's gives the expected total; all of them with the mover's seat, the chance
    # to win), the dice, the holds, the roll and the phase.
    key = (state.ruleset, state.cards, state.current_player, state.dice, state.held, state.rolls_used, state.phase)
    with _cache_lock:
        found = _cache.get(key)
        if found is not None:
            _cache.move_to_end(key)
            return found
    from .solver.runtime import rank_options  # the solver is loaded only when a review is asked for

    options = rank_options(state)
    choices = [Choice(o.action, o.keep, o.held, o.expected, o.win) for o in options]
    # Ranked by chance to win where there is one; the most points is the first by expected total.
    most = max(range(len(options)), key=lambda i: (options[i].expected, -i))
    several = options[0].win is not None
    ranked = _Ranked(
        best=choices[most],
        scores={c.action: c for c in choices if c.keep is None},
        keeps={c.keep: c for c in choices if c.keep is not None},
        exact=all(o.exact for o in options),
        best_win=choices[0] if several else None,
        win_exact=several and all(o.win_exact for o in options),
    )
    with _cache_lock:
        _cache[key] = ranked
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    return ranked


def forget_cached() -> None:
    """Drop the cached rankings (tests, benchmarks measuring a first review)."""
    with _cache_lock:
        _cache.clear()


# -- the review ----------------------------------------------------------------------------------


def _decision(before: ScorecardState, step: int, at: ScorecardState, action: Action) -> Decision:
    """The decision taken in ``before`` and completed by ``action`` (a roll or a score) in ``at``."""
    ranked = _ranked(before)
    if isinstance(action, Roll):
        keep = tuple(sorted(d for d, h in zip(at.dice, at.held) if h))
        found = ranked.keeps[keep]
        chosen = Choice(action, keep, at.held, found.expected, found.win)
    else:
        chosen = ranked.scores[action]
    return Decision(step, before.current_player, chosen, ranked.best, ranked.exact, ranked.best_win,
                    ranked.win_exact)


def _totals(players: Sequence[str], decisions: Sequence[Decision]) -> tuple[PlayerTotals, ...]:
    out = []
    for seat, name in enumerate(players):
        own = [d for d in decisions if d.player == seat]
        lost = sorted((d for d in own if d.loss >= LOSS_EPSILON), key=lambda d: (-d.loss, d.step))
        out.append(PlayerTotals(seat, name, len(own), fsum(d.loss for d in own), all(d.exact for d in own),
                                tuple(lost[:COSTLIEST])))
    return tuple(out)


def _review_states(states: Sequence[ScorecardState]) -> Review:
    final = states[-1]
    decisions: list[Decision] = []
    start: int | None = None
    for index, action in enumerate(final.log):
        if start is None:
            start = index
        if isinstance(action, ToggleHold):
            continue
        decisions.append(_decision(states[start], start, states[index], action))
        start = None
    return Review(final.game, final.players, final.phase == "finished", tuple(decisions),
                  _totals(final.players, decisions))


def _check_reviewable(game: str) -> None:
    if game in RULESETS:
        return
    if game in api.GAMES:
        reviewable = [RULESETS[g].name for g in RULESETS]
        raise ReviewUnsupported(
            f"{api.GAMES[game].name} games have no review: it values the keeps and boxes of the scorecard "
            f"games ({', '.join(reviewable)}), and {api.GAMES[game].name} has neither.", "review-unsupported",
            game=game, games=list(RULESETS),
        )
    api.game(game)  # BadSetup (game-unknown) names the games there are


def review(state: api.State) -> Review:
    """Every decision of ``state``'s game so far (finished or not), and each player's totals."""
    return review_log(state.game, state.seed, state.players, state.log)


def review_log(game: str, seed: object, players: Sequence[str] | None,
               log: Iterable[Action | dict[str, Any]]) -> Review:
    """The review of the game ``engine.replay`` plays from these (entries: actions or their JSON);
    a step the rules refuse raises ``ReplayError`` naming it, as a replay does."""
    _check_reviewable(game)  # a scorecard game's: its states are scorecard states
    return _review_states([cast(ScorecardState, state) for state in api.replay(game, seed, players, log)])


def review_data(data: object) -> Review:
    """The review of a game given as JSON: a state (as ``engine.to_json`` writes it), ``{"state":
    state}`` (as the CLI's ``act`` prints it), or a game record ``{"game", "seed", "players", "log"}``
    (``players`` may be left out for the default names; other fields, such as a saved file's own,
    are not read). A state is checked by ``engine.from_json``; a record by replaying its log."""
    if isinstance(data, dict) and "state" in data and "game" not in data:
        data = data["state"]
    if not isinstance(data, dict) or "phase" in data or "log" not in data:
        return review(api.from_json(data))
    for field in ("game", "seed"):
        if field not in data:
            raise InvalidState(f"The game record has no {field!r} field; a record holds game, seed, players "
                               "and log.", "state-missing-field", field=field)
    game, seed, players, log = data["game"], data["seed"], data.get("players"), data["log"]
    if not isinstance(game, str):
        raise InvalidState(f"The record's game must be a game id (text), not {short(game)}.", "state-field-type",
                           field="game", given=short(game))
    if type(seed) is not int:
        raise InvalidState(f"The record's seed must be a whole number, not {short(seed)}.", "state-field-type",
                           field="seed", given=short(seed))
    if players is not None and not (isinstance(players, list) and all(isinstance(p, str) for p in players)):
        raise InvalidState(f"The record's players must be a list of names, not {short(players)}.",
                           "state-field-type", field="players", given=short(players))
    if not isinstance(log, list):
        raise InvalidState(f"The record's log must be a list of actions, not {short(log)}.", "state-field-type",
                           field="log", given=short(log))
    if len(log) > MAX_LOG:
        raise InvalidState(f"The record's log holds {len(log):,} actions; at most {MAX_LOG:,} are read.",
                           "state-log-too-long", length=len(log), limit=MAX_LOG)
    return review_log(game, seed, players, log)
