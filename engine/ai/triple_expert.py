"""Triple Dice Expert: it plays to win the game, not the round.

The Good (``triple_dice``) maximises its own round value. That loses games a person would win:
with two players a round is a duel (6 or 0 a turn), and when the other aims for "zero" the
Good's "maximum" wins every turn, 36 points, while the other's last places earn it 40. The
Expert asks instead how likely each result of the round makes it to **win the game**.

It reuses the Good's machinery (``triple_dice._Model``: sampled hidden dice and opponent
play-outs, the dynamic programme over its own unused dice) with three changes:

1. **It guesses the others' cards** (two players). At a round's start it asks what a Good in
   the other's seat would pick: a few draws of the other's private dice, each run through the
   Good's own card choice (``_good_card``: once a round, cached, a pure function of what that
   seat could see), mixed with the cards the other has shown in past rounds (another Expert or
   a person who keeps picking "maximum" is believed to do so again). Then each submission of
   the round weighs the guess by how well it fits aiming high or low (``triple_dice._aims``).
2. **Opponents aim** (two players): the other's play-outs are sampled as random, aiming high
   (mostly its best combination left) or aiming low (mostly its worst), as the record says.
3. **The programme's end value is the chance to win the game.** With two players every turn
   shares out 6 points, so its round score ``q`` fixes the other's (18 - q); with the guessed
   card that gives both gains and the new lead, and the rest of the game is the spread of
   round-gain differences measured in Good-against-Good games (``ROUND_GAINS``). So it spoils
   a "zero" it expects, losing or tying one turn on purpose. At three or four seats a round
   also shares out a fixed number of points, but among several others, so its score ``q``
   only shifts theirs: each other's gain this round is the spread measured after rounds in
   which one player scored ``q`` (``GAINS_GIVEN_SCORE``: a sweep leaves the others little, and
   often a "zero" that came true), the next rounds' the spread of any round, each other on its
   own, against the spread of its own gains to come. Both ways it plays safe when far ahead
   and takes long shots when behind in the last round, where only the totals count.
4. **The card** is the one whose programme gives the best chance to win.

The tables come from Good-only games (``tests/benchmarks/triple_gains.py`` measures them again).
Against two Goods, judging the others by the unconditional spread won 40.6% of 2,000 games;
by the spread given its score, 44.8%.

At three and four seats, guessing cards and sampling aims as in 1 and 2 made it worse against
Goods (36.7% of 1,000 three-player games with aims from the record, 29.5% with the Good-card
guess, 40.4% with that guess only making some of the others aim low), though an all-Expert
table's cards came true more often that way (65% to 71%, against 49% now; see the benchmark),
so there it samples the others as the Good does.

Everything comes from the observation and a seeded ``rng``; there is no clock and no state
kept between moves (the guess cache changes no move), so the same observation and seed give the
same move on every machine. Memory stays bounded: the guesses keep ``CACHED_GUESSES`` entries,
the game-spread tables (``_future``, ``_others_given``) one per table size, rounds left and
(for the others) measured round score.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from ..actions import Action, Predict, Submit
from ..dice import mix64
from ..errors import InvalidState
from ..triple_points import CARDS, DICE_PER_PLAYER, PRIVATE_POSITIONS, ROUNDS, TURNS, key_of
from .triple_dice import (
    _CARD_PREFERENCE,
    DEFAULT_SAMPLES,
    RANDOM,
    STRONG,
    WEAK,
    RandomSource,
    SeededRandom,
    _aims,
    _die,
    _indices_for,
    _Model,
    _twelfths,
    _View,
    card_values,
)
from .triple_gains import GAINS_GIVEN_SCORE, ROUND_GAINS
from .triple_hands import TWELFTHS, _value

AIMED = 0.7
"""Share of an aiming opponent's sampled play-outs that follow its aim strictly (its best or worst
option each turn); the rest are random. Goods and people aim, but not every turn (one turn
given up on purpose, a combination kept for later)."""
LOW_CARDS = ("zero", "minimum")
"""The cards of a player aiming low (the others aim high)."""
GUESSES = 4
"""Private dice drawn for another seat when guessing its card as a Good would pick it."""
GUESS_SAMPLES = 40
"""Hidden worlds each of those guesses samples (the Good's own choice uses 120)."""
GUESS_WEIGHT = 2.0
"""Rounds' worth of weight the Good-model guess keeps against the cards a seat has shown: a seat
that keeps picking "maximum" (another Expert, a person) is believed to do so again."""
CACHED_GUESSES = 64
"""Card guesses kept: one per other seat and round, reused by every move of that round."""
POINTS_TIEBREAK = 1e-4
"""Value of one point of lead, next to a chance to win of 0..1: it only decides between
options equally likely to win (a lost or won game still prefers the better score)."""
TIE = 1e-9
QUANTILES = 16
"""Points of the own future gains the chance to win is averaged over (three or four players)."""
SCORE_SAMPLE = 50
"""Rounds measured at a round score before ``GAINS_GIVEN_SCORE`` is trusted there; a rarer score
(4 points at a table of three) takes the nearest one measured often enough."""
HALF = TWELFTHS // 2


def expert_action(observation: Mapping[str, Any], rng: RandomSource, samples: int = DEFAULT_SAMPLES) -> Action:
    """The Expert's move for the seat whose observation this is (``triple_players.choose_action``
    checked it is its turn)."""
    view = _View.parse(observation)
    if observation["phase"] == "predicting":
        values = win_chances(observation, rng, samples)
        return Predict(max(CARDS, key=lambda c: (values[c], -_CARD_PREFERENCE.index(c))))
    if view.card is None:
        raise InvalidState(f"Seat {view.seat}'s own card is missing from the observation; it is needed to aim.",
                           "observation-no-card", seat=view.seat)
    model = _ExpertModel(view, observation, rng, samples, (view.card,))
    options = model.option_values(view.my_hand(), view.points12, view.turn)
    best = max(values[0] for values, _ in options)
    # As the Good does: among options equally good, the weakest combination (strength kept for
    # later, or the safest way to stay low).
    ties = [triple for values, triple in options if values[0] >= best - TIE]
    return Submit(_indices_for(view, min(ties, key=key_of)))


def win_chances(observation: Mapping[str, Any], rng: RandomSource, samples: int = DEFAULT_SAMPLES) -> dict[str, float]:
    """Per card, the Expert's estimate of its chance to win the game (plus the small points
    tiebreak) if it picks that card now and plays on as well as it can."""
    view = _View.parse(observation)
    model = _ExpertModel(view, observation, rng, samples, CARDS)
    values = model.solve(view.my_hand(), view.points12, view.turn)
    return dict(zip(CARDS, values))


# --- opponents -----------------------------------------------------------------------------------


def _card_beliefs(observation: Mapping[str, Any], aims: Sequence[tuple[float, ...]]) -> list[dict[str, float]]:
    """Per seat, how likely it holds each card this round: a random player any card alike; a
    purposeful one the card a Good would pick in its seat at the round's start and the cards it
    has shown, weighed by how well each aim explains its submissions so far."""
    out = []
    for seat, (rand, _high, _low, like_high, like_low) in enumerate(aims):
        if seat == observation["seat"]:
            out.append({card: 1 / len(CARDS) for card in CARDS})
            continue
        shown = [r["predictions"][seat] for r in observation["rounds"]]
        guess = tuple((GUESS_WEIGHT * p + shown.count(c)) / (GUESS_WEIGHT + len(shown))
                      for c, p in zip(CARDS, _good_card(_guess_key(observation, seat))))
        weights = {c: p * (like_low if c in LOW_CARDS else like_high) for c, p in zip(CARDS, guess)}
        total = sum(weights.values())
        out.append({c: rand / len(CARDS) + (1 - rand) * (w / total if total > 0 else guess[CARDS.index(c)])
                    for c, w in weights.items()})
    return out


GuessKey = tuple[int, int, int, tuple[int, ...], tuple[str, ...], tuple[tuple[int | None, ...], ...], str]
"""(seat, players, round, place points, totals, every seat's public dice, the past rounds as JSON)."""


def _guess_key(observation: Mapping[str, Any], seat: int) -> GuessKey:
    """What ``seat`` knew at the round's start that this observation shows too (its private dice
    aside): the same key at every move of a round, so the guess is made once a round."""
    public = tuple(tuple(h["dice"][:PRIVATE_POSITIONS[0]]) for h in observation["hands"])
    return (seat, len(observation["players"]), observation["round"], tuple(observation["placePoints"]),
            tuple(str(t) for t in observation["totals"]), public,
            json.dumps(observation["rounds"], sort_keys=True, separators=(",", ":")))


@lru_cache(maxsize=CACHED_GUESSES)
def _good_card(key: GuessKey) -> tuple[float, ...]:
    """How often a Good in ``seat`` picks each card, over a few draws of its private dice.

    A pure function of the key (its random source is seeded from it), so caching it changes no
    move: the same observation gives the same guess whether or not it was cached.
    """
    seat, n, round_number, table, totals, public, rounds = key
    state = 0
    for value in (seat, n, round_number, *(v or 0 for dice in public for v in dice)):
        state = mix64(state ^ value)
    rng = SeededRandom(state)
    counts = dict.fromkeys(CARDS, 0.5)
    for _ in range(GUESSES):
        hands = [{"dice": [*dice, *([_die(rng) for _p in PRIVATE_POSITIONS] if p == seat else
                                    [None] * len(PRIVATE_POSITIONS))], "used": [0] * DICE_PER_PLAYER}
                 for p, dice in enumerate(public)]
        seen = {"players": [""] * n, "seat": seat, "phase": "predicting", "round": round_number, "turn": 1,
                "hands": hands, "submissions": [], "predictions": [None] * n, "roundPoints": [0] * n,
                "totals": list(totals), "placePoints": list(table), "rounds": json.loads(rounds), "turns": []}
        values = card_values(seen, rng, GUESS_SAMPLES)
        counts[max(CARDS, key=lambda c: (values[c], -_CARD_PREFERENCE.index(c)))] += 1
    total = sum(counts.values())
    return tuple(counts[c] / total for c in CARDS)


# --- the rest of the game ------------------------------------------------------------------------


def _convolved(first: Mapping[int, float], n: int, rounds: int) -> dict[int, float]:
    """The spread of ``first`` plus ``rounds`` more rounds of measured gains (``ROUND_GAINS``)."""
    counts = ROUND_GAINS[n]
    total = sum(c for _, c in counts)
    one = {v: c / total for v, c in counts}
    dist = dict(first)
    for _ in range(rounds):
        nxt: dict[int, float] = {}
        for a, p in dist.items():
            for b, q in one.items():
                nxt[a + b] = nxt.get(a + b, 0.0) + p * q
        dist = nxt
    return dist


def _cdf(dist: Mapping[int, float]) -> tuple[int, tuple[float, ...]]:
    """(offset, chance to stay below each step): ``cdf[i]`` is P(X < i + offset) + P(X == i + offset) / 2,
    a level finish counting half."""
    below = 0.0
    cdf = []
    for v in range(min(dist), max(dist) + 1):
        p = dist.get(v, 0.0)
        cdf.append(below + p / 2)
        below += p
    return min(dist), tuple(cdf)


def _at(table: tuple[int, tuple[float, ...]], gap: int) -> float:
    lo, cdf = table
    i = gap - lo
    if i < 0:
        return 0.0
    if i >= len(cdf):
        return 1.0
    return cdf[i]


@cache
def _future(n: int, rounds: int) -> tuple[int, tuple[float, ...], tuple[int, ...]]:
    """The spread of ``rounds`` more rounds: (offset, cdf as ``_cdf``, quantiles of one player's
    gains). Cached: three table sizes times five round counts."""
    dist = _convolved({0: 1.0}, n, rounds)
    acc, quantiles, k = 0.0, [], 0
    for v in sorted(dist):
        acc += dist[v]
        while k < QUANTILES and acc >= (k + 0.5) / QUANTILES:
            quantiles.append(v)
            k += 1
    return (*_cdf(dist), tuple(quantiles))


def _ahead(rounds: int, lead: int) -> float:
    """With two players: the chance that a lead (in points) holds after ``rounds`` more rounds
    (level at the end counts half): P(diff > -lead) + P(diff == -lead) / 2."""
    lo, cdf, _q = _future(2, rounds)
    return 1.0 - _at((lo, cdf), -lead)


def _score_bucket(n: int, q: int) -> int:
    """The measured round score nearest ``q`` twelfths with enough rounds behind it. Rounded to
    whole points first, as ``GAINS_GIVEN_SCORE`` was counted (half to even; a half is exact in a
    float, so this rounds as the Fractions there did)."""
    points = round(q / TWELFTHS)
    return min(_trusted(n), key=lambda b: (abs(b - points), b))


@cache
def _trusted(n: int) -> tuple[int, ...]:
    return tuple(b for b, counts in GAINS_GIVEN_SCORE[n].items() if sum(c for _, c in counts) >= SCORE_SAMPLE)


@cache
def _others_given(n: int, rounds: int, bucket: int) -> tuple[int, tuple[float, ...]]:
    """Three or four players: how another player's gains of this round and ``rounds`` more spread
    (half points, as ``_cdf``) when this seat ends the round with ``bucket`` points. Cached: two
    table sizes, four round counts and about twenty scores each."""
    counts = GAINS_GIVEN_SCORE[n][bucket]
    total = sum(c for _, c in counts)
    return _cdf(_convolved({v: c / total for v, c in counts}, n, rounds))


# --- the model -----------------------------------------------------------------------------------


class _ExpertModel(_Model):
    """The Good's programme with aiming opponents and the chance to win as its end value."""

    def __init__(self, view: _View, observation: Mapping[str, Any], rng: RandomSource, samples: int,
                 cards: Sequence[str]) -> None:
        self.aims = _aims(observation)
        self.beliefs = _card_beliefs(observation, self.aims) if view.n == 2 else []
        self.opponents = [p for p in range(view.n) if p != view.seat]
        super().__init__(view, rng, samples, cards)
        self.totals = [_twelfths(t) for t in observation["totals"]]
        self.pool = TURNS * sum(view.table) * TWELFTHS
        self.rounds_left = ROUNDS - observation["round"]
        self._utility: dict[int, tuple[float, ...]] = {}
        self._final = self._win_chances

    def _style(self, seat: int, rng: RandomSource) -> int:
        if self.view.n > 2:
            # Sampling aims measured worse here (see the module's notes): the Good's model.
            return super()._style(seat, rng)
        _rand, high, low, *_likes = self.aims[seat]
        u = rng.random()
        if u < high * AIMED:
            return STRONG
        if u < (high + low) * AIMED:
            return WEAK
        return RANDOM

    def _win_chances(self, q: int) -> tuple[float, ...]:
        found = self._utility.get(q)
        if found is None:
            found = tuple(self._win_chance(card, q) for card in self.cards)
            self._utility[q] = found
        return found

    def _win_chance(self, card: str, q: int) -> float:
        """The chance to win the game if the round ends with ``q`` points (twelfths) for ``card``."""
        mine = self.totals[self.view.seat] + _value(card, q)
        if self.view.n > 2:
            return self._chance_among_many(mine, q) + POINTS_TIEBREAK * _value(card, q) / TWELFTHS
        # Two players: every turn shares out the same points, so ``q`` fixes the other's score.
        other = self.opponents[0]
        score = self.pool - q
        chance = lead = 0.0
        for c, p in self.beliefs[other].items():
            gap = mine - self.totals[other] - _value(c, score)
            chance += p * _ahead(self.rounds_left, round(gap / TWELFTHS))
            lead += p * gap
        return chance + POINTS_TIEBREAK * lead / TWELFTHS

    def _chance_among_many(self, mine: int, q: int) -> float:
        """Three or four players: the chance that each other's gains stay under the gap, this
        round's as measured after a round in which this seat scored ``q`` (the points it takes
        are not theirs), the next rounds' as measured in any round; each other on its own,
        against the spread of this seat's own gains to come."""
        n, r = self.view.n, self.rounds_left
        quantiles = _future(n, r)[2] if r else (0,)
        others = _others_given(n, r, _score_bucket(n, q))
        acc = 0.0
        for x in quantiles:
            chance = 1.0
            for o in self.opponents:
                chance *= _at(others, round((mine - self.totals[o]) / HALF) + x)
            acc += chance
        return acc / len(quantiles)
