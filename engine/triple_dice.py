"""Triple Dice: 2-4 players, 4 rounds of 3 turns, hidden dice and secret prediction cards.

The state is an immutable value and ``apply`` is pure, like the scorecard games, but Triple Dice
hides information: every player has two private dice per round and a secret card. The full state
(and its JSON, which carries the seed and the log) therefore knows everything and is only for
saves and replays; what one seat may see comes from ``observe`` (see ``engine/README.md``).

Chance is fixed by the seed alone (see ``engine/dice.py``):

- At the start of round ``r`` (0-based) seat ``p`` rolls its 11 dice as roll number
  ``r * players + p`` of the game, positions 0..10: ``die(seed, r * players + p, position)``.
  Positions 0..8 are public, 9 and 10 (``PRIVATE_POSITIONS``) are private.
- The turn-1 order of round ``r`` sorts the seats by ``hash64(seed, r, seat, STREAM_ORDER)``,
  smallest first (equal hashes, never seen in practice, keep seat order).

Scores are exact ``Fraction`` values because tied players share the points of their places
(two tied for first of four get 9/2 each); floats would turn 10/3 into 3.3333333333333335.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from typing import Any

from .actionlog import ActionLog
from .actions import Action, Predict, Submit
from .dice import parse_seed
from .errors import IllegalAction, NotFinished
from .jsontext import quote, short
from .loader import GameFormat, load
from .players import check_players as _check_players
from .results import Outcome, shared_places
from .triple_json import (
    FIELDS,
    FORMAT_VERSION,
    _from_format_1,
    _from_format_2,
    _round_summary_json,
    game_options,
    load_options,
    replay_options,
    seat_view,
    to_json,
)
from .triple_points import (
    CARD_TEXT,
    CARDS,
    COMBINATIONS,
    DEFAULT_PLAYERS,
    DICE_PER_PLAYER,
    DICE_PER_SUBMIT,
    EARLIER_PLACE_POINTS,
    GAME_ID,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME,
    PLACE_POINTS,
    PRIVATE_POSITIONS,
    ROUNDS,
    TURNS,
    ZERO_BONUS,
    band,
    bonus,
    combination_key,
    combination_name,
    combination_rank,
    earlier_place_points,
    format_points,
    key_of,
    place_points,
    place_table,
    points_to_json,
    roll_hand,
    turn1_order,
    turn_points,
)
from .triple_state import RoundResult, Submission, TripleDiceState, TurnResult

__all__ = [
    "CARDS", "CARD_TEXT", "COMBINATIONS", "DEFAULT_PLAYERS", "DICE_PER_PLAYER", "DICE_PER_SUBMIT",
    "EARLIER_PLACE_POINTS", "FIELDS", "FORMAT_VERSION", "GAME_ID", "MAX_PLAYERS", "MIN_PLAYERS", "NAME", "PLACE_POINTS",
    "PRIVATE_POSITIONS", "ROUNDS", "TURNS", "ZERO_BONUS", "RoundResult", "Submission", "TripleDiceOutcome",
    "TripleDiceState", "TurnResult", "apply", "apply_for", "band", "bonus", "check_players", "combination_key",
    "combination_name", "combination_rank", "earlier_place_points", "format_points", "from_json", "game_options",
    "key_of", "legal_actions", "new_game", "observe", "outcome", "place_points", "place_table", "points_to_json",
    "replay_options", "roll_hand", "to_json", "turn1_order", "turn_points",
]


def _replace(state: TripleDiceState, **changes: object) -> TripleDiceState:
    # Like dataclasses.replace, without re-running __init__: apply() is the computer players'
    # and the benchmark's hot path.
    new = object.__new__(TripleDiceState)
    new.__dict__.update(state.__dict__)
    new.__dict__.update(changes)
    return new


def check_players(players: Sequence[str] | None) -> tuple[str, ...]:
    return _check_players(players, NAME, MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS)


def _start_round(state: TripleDiceState, round_number: int) -> TripleDiceState:
    n = len(state.players)
    first_roll = state.roll_count
    return _replace(
        state,
        phase="predicting",
        current_player=0,
        round=round_number,
        turn=1,
        roll_count=first_roll + n,
        dice=tuple(roll_hand(state.seed, first_roll + p) for p in range(n)),
        used=((0,) * DICE_PER_PLAYER,) * n,
        predictions=(None,) * n,
        turn_order=turn1_order(state.seed, round_number - 1, n),
        submissions=(),
        turns=(),
        round_points=(Fraction(0),) * n,
    )


def new_game(seed: object, players: Sequence[str] | None = None, *,
             place_points: Sequence[int] | None = None) -> TripleDiceState:
    """A fresh game: round 1's dice are rolled and the first seat is asked for its card.

    New games use today's turn points; ``place_points`` exists only so that a save or a record
    of a game started under the earlier table replays under it (``place_table`` refuses any other).
    """
    number = parse_seed(seed)
    names = check_players(players)
    n = len(names)
    blank = TripleDiceState(
        seed=number, players=names, phase="predicting", current_player=0, round=0, turn=1,
        roll_count=0, dice=(), used=(), predictions=(None,) * n, turn_order=(), submissions=(),
        turns=(), rounds=(), round_points=(Fraction(0),) * n, totals=(Fraction(0),) * n, log=ActionLog(),
        place_points=place_table(n, place_points),
    )
    return _start_round(blank, 1)


# --- rules ---------------------------------------------------------------------------------------


def legal_actions(state: TripleDiceState) -> tuple[Action, ...]:
    if state.phase == "predicting":
        return tuple(Predict(card) for card in CARDS)
    if state.phase == "submitting":
        return tuple(Submit(c) for c in combinations(state.unused(state.current_player), DICE_PER_SUBMIT))
    return ()


def observe(state: TripleDiceState, seat: int | None) -> dict[str, Any]:
    """Exactly what ``seat`` may know, as JSON (``triple_json.seat_view``), with the seat's legal
    actions when it is its move: the rules judge them, the JSON module only writes them down."""
    return seat_view(state, seat, legal_actions(state) if state.current_player == seat else ())


def _list(items: Sequence[int]) -> str:
    return ", ".join(str(i) for i in items)


def _whose_params(state: TripleDiceState) -> dict[str, object]:
    """What ``_whose`` says, as an error's parameters."""
    return {"player": state.players[state.current_player], "phase": state.phase, "turn": state.turn,
            "round": state.round}


def _whose(state: TripleDiceState) -> str:
    name = state.players[state.current_player]
    if state.phase == "predicting":
        return f"it is {name}'s turn to pick a prediction card ({', '.join(CARDS)})"
    return f"it is {name}'s turn to submit 3 dice (turn {state.turn} of round {state.round})"


def apply(state: TripleDiceState, action: Action) -> TripleDiceState:
    """The state after the current player's ``action``; ``state`` itself never changes."""
    if state.phase == "finished":
        raise IllegalAction("The game is finished; no more moves. Start a new game or replay this seed.",
                            "game-finished")
    if isinstance(action, Predict):
        if state.phase != "predicting":
            raise IllegalAction(f"Prediction cards are picked at the start of a round; now {_whose(state)}.",
                                "predict-not-now", **_whose_params(state))
        return _predict(state, action)
    if isinstance(action, Submit):
        if state.phase != "submitting":
            raise IllegalAction(f"Dice are submitted after every card is picked; {_whose(state)}.",
                                "submit-not-now", **_whose_params(state))
        return _submit(state, action)
    raise IllegalAction(f"{NAME} has no {type(action).__name__} action; use predict or submit ({_whose(state)}).",
                        "action-unknown", game=NAME, action=type(action).__name__, actions=["predict", "submit"],
                        **_whose_params(state))


def apply_for(state: TripleDiceState, seat: int, action: Action) -> TripleDiceState:
    """``apply`` for callers that know who is acting (pass-and-play, network seats): a move
    made out of turn is refused with whose turn it is, instead of being credited to them."""
    if seat != state.current_player and state.phase != "finished":
        who = state.players[seat] if 0 <= seat < len(state.players) else f"seat {seat}"
        raise IllegalAction(f"It is not {who}'s move: {_whose(state)}.", "not-your-move", seat=seat,
                            **_whose_params(state))
    return apply(state, action)


def _predict(state: TripleDiceState, action: Predict) -> TripleDiceState:
    if action.card not in CARDS:
        raise IllegalAction(
            f"There is no card {quote(action.card)}; pick one of: {', '.join(CARD_TEXT[c] for c in CARDS)}.",
            "card-unknown", given=quote(action.card), cards=list(CARDS),
        )
    seat = state.current_player
    predictions = state.predictions[:seat] + (action.card,) + state.predictions[seat + 1 :]
    log = state.log.appended(action)
    if seat + 1 < len(state.players):
        return _replace(state, predictions=predictions, current_player=seat + 1, log=log)
    return _replace(
        state, predictions=predictions, phase="submitting", current_player=state.turn_order[0], log=log
    )


def _check_submit(state: TripleDiceState, dice: tuple[int, ...]) -> None:
    seat = state.current_player
    used = state.used[seat]
    free = _list(state.unused(seat))
    if len(dice) != DICE_PER_SUBMIT:
        raise IllegalAction(
            f"Pick exactly 3 different dice, not {len(dice)}; {state.players[seat]}'s unused dice: {free}.",
            "submit-count", count=len(dice), player=state.players[seat], unused=list(state.unused(seat)),
        )
    for index in dice:
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < DICE_PER_PLAYER:
            raise IllegalAction(
                f"There is no die {short(index)}; dice are numbered 0 to {DICE_PER_PLAYER - 1} "
                f"({PRIVATE_POSITIONS[0]} and {PRIVATE_POSITIONS[1]} are private). Unused dice: {free}.",
                "die-unknown", given=short(index), last=DICE_PER_PLAYER - 1, unused=list(state.unused(seat)),
            )
    for pos, index in enumerate(dice):
        if index in dice[:pos]:
            raise IllegalAction(f"Pick exactly 3 different dice; die {index} is listed twice. Unused dice: {free}.",
                                "die-twice", die=index, unused=list(state.unused(seat)))
    for index in dice:
        if used[index]:
            raise IllegalAction(f"Die {index} was already used in turn {used[index]}; unused dice: {free}.",
                                "die-used", die=index, turn=used[index], unused=list(state.unused(seat)))


def _submit(state: TripleDiceState, action: Submit) -> TripleDiceState:
    dice = tuple(action.dice)
    _check_submit(state, dice)
    seat = state.current_player
    hand = state.dice[seat]
    submission = Submission(seat, dice, tuple(hand[i] for i in dice))
    marks = list(state.used[seat])
    for index in dice:
        marks[index] = state.turn
    used = state.used[:seat] + (tuple(marks),) + state.used[seat + 1 :]
    submissions = (*state.submissions, submission)
    log = state.log.appended(action)
    if len(submissions) < len(state.players):
        return _replace(
            state, used=used, submissions=submissions, current_player=state.turn_order[len(submissions)], log=log
        )
    return _finish_turn(_replace(state, used=used, submissions=submissions, log=log))


def _finish_turn(state: TripleDiceState) -> TripleDiceState:
    n = len(state.players)
    keys = [0] * n
    for sub in state.submissions:
        keys[sub.player] = key_of(sub.values)
    places, points = turn_points(keys, state.place_points)
    best = max(keys)
    winner = next(sub.player for sub in state.submissions if keys[sub.player] == best)
    result = TurnResult(state.round, state.turn, state.submissions, places, points, winner)
    turns = (*state.turns, result)
    scores = tuple(a + b for a, b in zip(state.round_points, points))
    if state.turn < TURNS:
        order = tuple((winner + k) % n for k in range(n))
        return _replace(
            state, turn=state.turn + 1, turn_order=order, current_player=winner, submissions=(), turns=turns,
            round_points=scores,
        )
    predictions = tuple(p or "" for p in state.predictions)
    bonuses = tuple(bonus(card, score) for card, score in zip(predictions, scores))
    gains = tuple(s + b for s, b in zip(scores, bonuses))
    record = RoundResult(
        round=state.round,
        dice=state.dice,
        predictions=predictions,
        turns=turns,
        scores=scores,
        hits=tuple(band(s) == c for s, c in zip(scores, predictions)),
        bonuses=bonuses,
        gains=gains,
    )
    ended = _replace(
        state, rounds=(*state.rounds, record), turns=(), submissions=(),
        totals=tuple(t + g for t, g in zip(state.totals, gains)), round_points=(Fraction(0),) * n,
    )
    if state.round < ROUNDS:
        return _start_round(ended, state.round + 1)
    return _replace(ended, phase="finished")


# --- outcome -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TripleDiceOutcome(Outcome):
    """``Outcome`` with exact fractional totals and the round-by-round record."""

    rounds: tuple[RoundResult, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.game,
            "players": list(self.players),
            "totals": [points_to_json(Fraction(t)) for t in self.totals],
            "places": list(self.places),
            "winners": [self.players[w] for w in self.winners],
            "rounds": [_round_summary_json(r) for r in self.rounds],
        }


def outcome(state: TripleDiceState) -> TripleDiceOutcome:
    if state.phase != "finished":
        raise NotFinished(f"The game is not finished yet (round {state.round}); play it to the end first.",
                          round=state.round)
    totals = state.totals
    places = shared_places(totals)
    winners = tuple(i for i, place in enumerate(places) if place == 1)
    return TripleDiceOutcome(GAME_ID, state.players, totals, places, winners, (), state.rounds)


_FORMAT = GameFormat(
    game=GAME_ID, format=FORMAT_VERSION, fields=FIELDS, new_game=new_game, apply=apply, to_json=to_json,
    upgrades={1: _from_format_1, 2: _from_format_2}, options=load_options,
)


def from_json(data: object) -> TripleDiceState:
    """Rebuild a state by replaying its log from the seed, then check every stated field, so an
    edited die, card, score or name is rejected with the field named instead of being played on."""
    state: TripleDiceState = load(data, _FORMAT)
    return state
