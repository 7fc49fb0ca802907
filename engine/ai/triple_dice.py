"""Triple Dice computer players: Beginner and Good here, Expert in ``triple_expert``.

All take an observation (``engine.triple_dice.observe``), never the state: the state holds the
seed and every private die, and a computer player given it could cheat without anyone noticing.
With an observation it knows exactly what a person in its seat would know.

``triple_players.choose_action(observation, level, rng)`` is the whole interface. ``rng`` is any
object with a ``random() -> float`` method; ``SeededRandom`` is provided so that a game against computers
replays identically on every OS and Python version (``random.Random`` also works, its
``random()`` sequence for an integer seed is stable too).

Beginner: a uniformly random legal action.

Good (its moves pinned by recorded games in ``tests/engine/ai/test_triple_expert.py``): it plays
each round as a small decision problem over its own points. The Expert (``engine/ai/triple_expert.py``) reuses this
module's parsing, sampling and programme but plays to win the game instead.

1. It samples the hidden world ``samples`` times: every opponent private value it cannot see
   is drawn uniformly, and every opponent's remaining submissions are played out, each sampled
   opponent either strong (always the best combination left) or random. Dice already submitted
   this turn are taken as they are. This gives, for every remaining turn, the opponents'
   combinations. How often an opponent is sampled strong comes from the public record
   (``_strong_shares``): a player whose submissions look random is played random; a purposeful
   one half strong, half random, which head-to-head games showed to predict real play (people
   and Experts aiming high or low alike) better than taking "purposeful" literally.
2. From the samples it gets, for each combination it could submit in each remaining turn, the
   distribution of its turn points (places shared exactly as the rules share them).
3. A dynamic programme over (its unused dice, its round points so far, turn) picks the
   submission that maximises the expected round value ``score + bonus`` for its card, where the
   bonus is +40 for a correct zero and the score once more for any other correct card. So it
   aims for a band on purpose: with a zero card it throws its weakest dice, with "more" it may
   give up a turn to stay under 11, and once a card can no longer come true it just takes points.
4. To predict, it runs the same programme for all four cards from the round's start and picks
   the card with the highest expected value; a zero card wins whenever being last three times
   is likely enough to be worth 40 points.

Points are handled in twelfths inside (``triple_hands``, with the cached combinatorics).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb
from typing import Any, Protocol

from ..actions import Action, Predict, Submit
from ..dice import MASK64
from ..errors import BadSetup, IllegalAction, InvalidState
from ..seats import LEVELS
from ..triple_dice import CARDS, PRIVATE_POSITIONS, TURNS, key_of
from .triple_hands import CACHED_SMALL, TWELFTHS, _options, _share_table, _strongest, _value, _weakest

DEFAULT_SAMPLES = 120
"""Hidden worlds the Good (and the Expert) samples per decision: enough for steady choices, fast enough to
answer within about a tenth of a second on a laptop."""

PRIOR_RANDOM = 0.2
"""How likely an unknown opponent is to pick its dice at random (the rest play with a purpose)."""
PRIOR_LOW = 0.3
"""How likely a purposeful opponent with no revealed cards yet is to aim low in a round."""
PURPOSEFUL_STRONG = 0.5
"""Share of a purposeful opponent's sampled play-outs played strong (the rest random)."""
SLIP = 0.02
"""Chance that a player aiming high (low) submits something outside its two best (worst)
options: one odd move does not rule out that it plays with a purpose."""

STRONG, RANDOM, WEAK = range(3)
"""How a sampled opponent plays out a world: its best option each turn, any three dice, its worst."""

TIE = 1e-6
"""Option values (in twelfths) closer than this are equal: they differ by rounding only."""



class RandomSource(Protocol):
    def random(self) -> float: ...


class SeededRandom:
    """SplitMix64 as a ``random()`` source: the same seed gives the same numbers everywhere."""

    def __init__(self, seed: int) -> None:
        self._state = seed & MASK64

    def random(self) -> float:
        self._state = x = (self._state + 0x9E3779B97F4A7C15) & MASK64
        # engine.dice.mix64, inlined: the sampling draws about a million numbers a game.
        x = (x + 0x9E3779B97F4A7C15) & MASK64
        x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK64
        return ((x ^ (x >> 31)) >> 11) / 9007199254740992.0


def _below(rng: RandomSource, n: int) -> int:
    return min(int(rng.random() * n), n - 1)


def _die(rng: RandomSource) -> int:
    """A hidden die's value, uniformly."""
    return 1 + _below(rng, 6)


# --- public interface ----------------------------------------------------------------------------


def checked_legal(observation: Mapping[str, Any], level: str) -> Sequence[Mapping[str, Any]]:
    """The seat's legal actions (as JSON), once ``level`` is known to be a computer's and it is the
    seat's move: what ``triple_players.choose_action`` checks before any level plays."""
    if level not in LEVELS:
        raise BadSetup(f"Unknown level {level!r}; choose one of: {', '.join(LEVELS)}.", "level-unknown",
                       given=repr(level), levels=list(LEVELS))
    legal: Sequence[Mapping[str, Any]] = observation["legalActions"]
    if not legal:
        raise IllegalAction(
            f"Seat {observation['seat']} has nothing to do now (phase {observation['phase']}, "
            f"waiting for seat {observation['currentPlayer']}).", "nothing-to-do", seat=observation["seat"],
            phase=observation["phase"], current=observation["currentPlayer"],
        )
    return legal


def beginner_action(legal: Sequence[Mapping[str, Any]], rng: RandomSource) -> Action:
    """The Beginner's move: one of the seat's legal actions, uniformly."""
    return _action(legal[_below(rng, len(legal))])


def good_action(observation: Mapping[str, Any], rng: RandomSource) -> Action:
    """The Good's move for the seat whose observation this is (``checked_legal`` checked it is its turn)."""
    if observation["phase"] == "predicting":
        values = card_values(observation, rng)
        return Predict(max(CARDS, key=lambda c: (values[c], -_CARD_PREFERENCE.index(c))))
    return Submit(_good_submit(observation, rng))


_CARD_PREFERENCE = ("maximum", "more", "minimum", "zero")
"""Tie-break among equally valued cards (only matters when several cannot come true)."""


def card_values(observation: Mapping[str, Any], rng: RandomSource, samples: int = DEFAULT_SAMPLES) -> dict[str, float]:
    """Expected round value (points plus bonus) of every card for the observing seat, as the
    Good estimates it at the start of a round; the Good predicts the best of these."""
    view = _View.parse(observation)
    model = _Model(view, rng, samples, CARDS)
    values = model.solve(view.my_hand(), view.points12, view.turn)
    return {card: v / TWELFTHS for card, v in zip(CARDS, values)}


# --- observation parsing -------------------------------------------------------------------------


def _action(data: Mapping[str, Any]) -> Action:
    if data["type"] == "predict":
        return Predict(data["card"])
    return Submit(tuple(data["dice"]))


def _twelfths(value: int | str) -> int:
    return int(Fraction(value) * TWELFTHS)


@dataclass(frozen=True)
class _View:
    n: int
    seat: int
    turn: int
    values: tuple[tuple[int | None, ...], ...]
    used: tuple[tuple[int, ...], ...]
    submitted: Mapping[int, tuple[int, ...]]
    """The current turn's submissions so far: seat -> dice indices."""
    card: str | None
    points12: int
    strong: tuple[float, ...]
    """Per seat, the share of sampled play-outs in which it plays strong."""
    table: tuple[int, ...]
    """Turn points by place of this game (the observation's ``placePoints``: old saves keep theirs)."""

    @staticmethod
    def parse(obs: Mapping[str, Any]) -> _View:
        seat = obs["seat"]
        return _View(
            n=len(obs["players"]),
            seat=seat,
            turn=obs["turn"],
            values=tuple(tuple(h["dice"]) for h in obs["hands"]),
            used=tuple(tuple(h["used"]) for h in obs["hands"]),
            submitted={s["player"]: tuple(s["dice"]) for s in obs["submissions"]},
            card=obs["predictions"][seat],
            points12=_twelfths(obs["roundPoints"][seat]),
            strong=_strong_shares(obs),
            table=tuple(obs["placePoints"]),
        )

    def unused(self, seat: int) -> list[int]:
        return [i for i, u in enumerate(self.used[seat]) if u == 0]

    def my_hand(self) -> tuple[int, ...]:
        mine = self.values[self.seat]
        return tuple(sorted(v for i, v in enumerate(mine) if self.used[self.seat][i] == 0 and v is not None))


def _strong_shares(obs: Mapping[str, Any]) -> tuple[float, ...]:
    """How often the Good samples each player strong: half the rounds of a purposeful one."""
    return tuple((1 - aim[0]) * PURPOSEFUL_STRONG for aim in _aims(obs))


def _aims(obs: Mapping[str, Any]) -> tuple[tuple[float, float, float, float, float], ...]:
    """Per seat, how likely it plays this round at random, aiming high, aiming low (sum 1): a
    Bayesian guess whether it plays at random, then which way a purposeful one aims; then how
    likely its submissions of this round are if it aims high, and if it aims low.

    The guess uses only the public record. A player is either random (every round) or
    purposeful; a purposeful one aims high or low round by round. Past rounds show which (their
    cards are revealed: zero or minimum means low), which also gives how often it aims low; the
    current round's completed turns are weighed for both aims. Each submission is judged on the
    dice the player could be seen to have then (values still hidden are left out): aiming high
    it is one of its two best combinations, aiming low one of its two worst, playing at random
    any three dice alike.
    """
    n = len(obs["players"])
    history = [(r["dice"], r["turns"], r["predictions"]) for r in obs["rounds"]]
    current = ([h["dice"] for h in obs["hands"]], obs["turns"], None)
    random_weight = [PRIOR_RANDOM] * n
    purposeful = [1 - PRIOR_RANDOM] * n
    low_rounds = [0] * n
    aims = [[1.0, 1.0] for _ in range(n)]
    for dice, turns, cards in [*history, current]:
        per_round = [[1.0, 1.0, 1.0] for _ in range(n)]
        spent: list[set[int]] = [set() for _ in range(n)]
        for turn in turns:
            for sub in turn["submissions"]:
                p = sub["player"]
                hand = tuple(sorted(v for i, v in enumerate(dice[p]) if i not in spent[p] and v is not None))
                spent[p].update(sub["dice"])
                if len(hand) >= 3:
                    likelihood = _style_likelihood(hand, tuple(sorted(sub["values"])))
                    per_round[p] = [a * b for a, b in zip(per_round[p], likelihood)]
        for p in range(n):
            high, low, rand = per_round[p]
            random_weight[p] *= rand
            if cards is None:
                aims[p] = [high, low]
            elif cards[p] in ("zero", "minimum"):
                purposeful[p] *= low
                low_rounds[p] += 1
            else:
                purposeful[p] *= high
    out = []
    for p in range(n):
        low_share = (low_rounds[p] + PRIOR_LOW) / (len(history) + 1)
        aim = (1 - low_share) * aims[p][0] + low_share * aims[p][1]
        total = random_weight[p] + purposeful[p] * aim
        if total > 0:
            high = purposeful[p] * (1 - low_share) * aims[p][0] / total
            out.append((random_weight[p] / total, high, max(0.0, 1 - random_weight[p] / total - high), aims[p][0],
                        aims[p][1]))
        else:
            out.append((PRIOR_RANDOM, (1 - PRIOR_RANDOM) * (1 - low_share), (1 - PRIOR_RANDOM) * low_share,
                        aims[p][0], aims[p][1]))
    return tuple(out)


@lru_cache(maxsize=CACHED_SMALL)
def _style_likelihood(hand: tuple[int, ...], triple: tuple[int, ...]) -> tuple[float, float, float]:
    keys = sorted(key for key, _t, _r in _options(hand))
    key = key_of(triple)
    top = len(keys) - 1 - keys.index(key)
    bottom = keys.index(key)
    ways = 1
    for value in set(triple):
        ways *= comb(hand.count(value), triple.count(value))
    return (
        1 - SLIP if top < 2 else SLIP,
        1 - SLIP if bottom < 2 else SLIP,
        ways / comb(len(hand), 3),
    )


# --- the Good ------------------------------------------------------------------------------------


class _Model:
    """Sampled opponents for the rest of the round, and the dynamic programme over own play."""

    def __init__(self, view: _View, rng: RandomSource, samples: int, cards: Sequence[str]) -> None:
        self.view = view
        self.cards = tuple(cards)
        self.shares = _share_table(view.table)
        self.others = view.n - 1
        self.turn_keys = self._sample(rng, samples)
        self._dist: dict[tuple[int, int], tuple[tuple[int, float], ...]] = {}
        self._memo: dict[tuple[tuple[int, ...], int, int], tuple[float, ...]] = {}
        self._last: dict[tuple[int, int], tuple[float, ...]] = {}
        self._finals: dict[int, tuple[float, ...]] = {}
        self._final: Callable[[int], tuple[float, ...]] = lambda q: tuple(float(_value(c, q)) for c in self.cards)

    def _sample(self, rng: RandomSource, samples: int) -> dict[int, list[tuple[tuple[int, ...], float]]]:
        view = self.view
        by_turn: dict[int, Counter[tuple[int, ...]]] = {t: Counter() for t in range(view.turn, TURNS + 1)}
        opponents = [p for p in range(view.n) if p != view.seat]
        for _ in range(samples):
            keys: dict[int, list[int]] = {t: [] for t in by_turn}
            for o in opponents:
                hand = [v if v is not None else _die(rng) for v in view.values[o]]
                style = self._style(o, rng)
                turn = view.turn
                if o in view.submitted:
                    keys[turn].append(key_of([hand[i] for i in view.submitted[o]]))
                    turn += 1
                left = sorted(hand[i] for i in view.unused(o))
                for t in range(turn, TURNS + 1):
                    if style != RANDOM:
                        key, rest = (_strongest if style == STRONG else _weakest)(tuple(left))
                        left = list(rest)
                    else:
                        picks = []
                        for _draw in range(3):
                            picks.append(left.pop(_below(rng, len(left))))
                        key = key_of(picks)
                    keys[t].append(key)
            for t, ks in keys.items():
                by_turn[t][tuple(sorted(ks))] += 1
        return {t: [(ks, c / samples) for ks, c in counter.items()] for t, counter in by_turn.items()}

    def _style(self, seat: int, rng: RandomSource) -> int:
        """How ``seat`` plays the rest of one sampled world: STRONG or RANDOM (the Good's model)."""
        return STRONG if rng.random() < self.view.strong[seat] else RANDOM

    def dist(self, turn: int, key: int) -> tuple[tuple[int, float], ...]:
        """Distribution of own points (twelfths) in ``turn`` when submitting combination ``key``."""
        found = self._dist.get((turn, key))
        if found is None:
            acc: dict[int, float] = {}
            shares = self.shares
            m = self.others
            for ks, w in self.turn_keys[turn]:
                lo = bisect_left(ks, key)
                hi = bisect_right(ks, key)
                p = shares[m - hi][hi - lo]
                acc[p] = acc.get(p, 0.0) + w
            found = tuple(acc.items())
            self._dist[(turn, key)] = found
        return found

    def _last_turn(self, key: int, q: int) -> tuple[float, ...]:
        found = self._last.get((key, q))
        if found is None:
            finals = self._finals
            acc = [0.0] * len(self.cards)
            for p, w in self._dist.get((TURNS, key)) or self.dist(TURNS, key):
                values = finals.get(q + p)
                if values is None:
                    values = finals[q + p] = self._final(q + p)
                for i, v in enumerate(values):
                    acc[i] += w * v
            found = tuple(acc)
            self._last[(key, q)] = found
        return found

    def option_values(
        self, hand: tuple[int, ...], q: int, turn: int
    ) -> list[tuple[tuple[float, ...], tuple[int, ...]]]:
        """Expected value of every distinct submission now, playing on as well as possible."""
        if turn == TURNS:
            last = self._last_turn
            return [(last(key, q), triple) for key, triple, _rest in _options(hand)]
        out: list[tuple[tuple[float, ...], tuple[int, ...]]] = []
        memo = self._memo
        after = turn + 1
        single = len(self.cards) == 1
        for key, triple, rest in _options(hand):
            # The same sums in the same order as the general loop below, without its overhead
            # (this is the hot path: the values must stay bit for bit what they were).
            if single:
                total = 0.0
                for p, w in self.dist(turn, key):
                    found = memo.get((rest, q + p, after))
                    total += w * (found if found is not None else self.solve(rest, q + p, after))[0]
                out.append(((total,), triple))
                continue
            acc = [0.0] * len(self.cards)
            for p, w in self.dist(turn, key):
                found = memo.get((rest, q + p, after))
                for i, v in enumerate(found if found is not None else self.solve(rest, q + p, after)):
                    acc[i] += w * v
            out.append((tuple(acc), triple))
        return out

    def solve(self, hand: tuple[int, ...], q: int, turn: int) -> tuple[float, ...]:
        """Best expected round value per card from ``turn`` on, with ``q`` points so far."""
        memo_key = (hand, q, turn)
        found = self._memo.get(memo_key)
        if found is None:
            if turn == TURNS:  # the most frequent case, done directly (same maxima)
                last = self._last_turn
                found = tuple(map(max, zip(*[last(key, q) for key, _t, _r in _options(hand)])))
            else:
                options = self.option_values(hand, q, turn)
                found = tuple(max(values[i] for values, _ in options) for i in range(len(self.cards)))
            self._memo[memo_key] = found
        return found


def _good_submit(observation: Mapping[str, Any], rng: RandomSource, samples: int = DEFAULT_SAMPLES) -> tuple[int, ...]:
    view = _View.parse(observation)
    if view.card is None:
        raise InvalidState(f"Seat {view.seat}'s own card is missing from the observation; it is needed to aim.",
                           "observation-no-card", seat=view.seat)
    model = _Model(view, rng, samples, (view.card,))
    options = model.option_values(view.my_hand(), view.points12, view.turn)
    best = max(values[0] for values, _ in options)
    # Among options worth the same, spend the weakest combination: aiming high it keeps
    # strength for later; aiming low it is the safest against what the samples happened to miss
    # (a 6-4-2 and a 4-2-1 both look sure to come last when no sample drew a rare low single).
    ties = [triple for values, triple in options if values[0] >= best - TIE]
    return _indices_for(view, min(ties, key=key_of))


def _indices_for(view: _View, triple: Sequence[int]) -> tuple[int, ...]:
    """Dice indices showing ``triple``; public dice first, so private ones stay secret longer."""
    mine = view.values[view.seat]
    free = sorted(view.unused(view.seat), key=lambda i: (i in PRIVATE_POSITIONS, i))
    chosen: list[int] = []
    for value in triple:
        index = next(i for i in free if mine[i] == value and i not in chosen)
        chosen.append(index)
    return tuple(sorted(chosen))

