"""Pig, a push-your-luck game for two, invented for the tests: the engine's side of it.

A turn is a run of rolls of one die: each roll adds its face to the turn's total, a 1 loses that
total and ends the turn, and Bank adds the total to the player's score and ends the turn. The
first to bank ``TARGET`` points wins at once; otherwise the game ends after ``ROUNDS`` rounds and
the higher score wins (equal scores share the win).

Written as the engine's own games are: an immutable state, ``legal_actions``, a pure ``apply``,
``observe``, a replay-verified ``from_json``, and the engine's seeded dice (the n-th roll of a game
is ``engine.dice.die(seed, n, 0)``, so undoing a roll and rolling again brings the same face).
Nothing in ``engine/`` or ``desktop/`` names it: ``registration.py`` registers it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.actions import JsonAction, Roll
from engine.dice import die, parse_seed
from engine.errors import IllegalAction, MalformedAction, NotFinished
from engine.game import Game
from engine.loader import GameFormat, load
from engine.players import check_names
from engine.results import Outcome, shared_places

GAME_ID = "pig"
NAME = "Pig"
TARGET = 20
ROUNDS = 5
FORMAT = 1
FIELDS = ("format", "game", "seed", "players", "scores", "turnTotal", "lastRoll", "rolls", "currentPlayer",
          "round", "phase", "log")


@dataclass(frozen=True)
class Bank(JsonAction):
    """Keep the turn's total: it joins the score and the turn passes."""


@dataclass(frozen=True)
class PigState:
    game: str
    seed: int
    players: tuple[str, ...]
    scores: tuple[int, ...]
    turn_total: int
    last_roll: int | None
    """The face of the latest roll of this turn (None before its first roll, or after a 1)."""
    rolls: int
    """Rolls made in the whole game: the next one reads the dice stream at this index."""
    current_player: int
    round: int
    phase: str
    """"playing" or "finished"."""
    log: tuple[Any, ...]


def new_game(seed: object, players: list[str] | tuple[str, ...] | None = None) -> PigState:
    names = check_names(list(players) if players is not None else ["Player 1", "Player 2"], NAME, 2, 2)
    return PigState(GAME_ID, parse_seed(seed), names, (0, 0), 0, None, 0, 0, 1, "playing", ())


def legal_actions(state: PigState) -> tuple[Any, ...]:
    if state.phase == "finished":
        return ()
    return (Roll(), Bank()) if state.turn_total else (Roll(),)


def _next_turn(state: PigState, scores: tuple[int, ...], log: tuple[Any, ...]) -> PigState:
    player = (state.current_player + 1) % len(state.players)
    round_ = state.round + (1 if player == 0 else 0)
    finished = max(scores) >= TARGET or round_ > ROUNDS
    return replace(state, scores=scores, turn_total=0, current_player=player, round=min(round_, ROUNDS),
                   phase="finished" if finished else "playing", log=log)


def apply(state: PigState, action: Any) -> PigState:
    if action not in legal_actions(state):
        if state.phase == "finished":
            raise IllegalAction("The game is finished; no more moves.", "game-over")
        raise IllegalAction("There is nothing to bank yet: roll first.", "nothing-to-bank")
    log = (*state.log, action)
    if isinstance(action, Bank):
        scores = tuple(s + state.turn_total if i == state.current_player else s for i, s in enumerate(state.scores))
        return _next_turn(replace(state, last_roll=None), scores, log)
    face = die(state.seed, state.rolls, 0)
    rolled = replace(state, rolls=state.rolls + 1, last_roll=face, log=log)
    if face == 1:
        return _next_turn(rolled, state.scores, log)
    return replace(rolled, turn_total=state.turn_total + face)


def observe(state: PigState, seat: int | None) -> dict[str, Any]:
    return to_json(state)  # nothing is hidden in Pig


def outcome(state: PigState) -> Outcome:
    if state.phase != "finished":
        raise NotFinished("The game is not finished yet; play it to the end first.", round=state.round)
    places = shared_places(state.scores)
    winners = tuple(i for i, place in enumerate(places) if place == 1)
    return Outcome(GAME_ID, state.players, state.scores, places, winners, ())


def to_json(state: PigState) -> dict[str, Any]:
    return {"format": FORMAT, "game": GAME_ID, "seed": state.seed, "players": list(state.players),
            "scores": list(state.scores), "turnTotal": state.turn_total, "lastRoll": state.last_roll,
            "rolls": state.rolls, "currentPlayer": state.current_player, "round": state.round,
            "phase": state.phase, "log": [a.to_json() for a in state.log]}


_FORMAT = GameFormat(GAME_ID, FORMAT, FIELDS, new_game, apply, to_json)


def from_json(data: object) -> PigState:
    """The state its seed, players and log replay to; every other field must agree with it."""
    state: PigState = load(data, _FORMAT)
    return state


def parse_action(data: object) -> Any:
    if data == {"type": "roll"}:
        return Roll()
    if data == {"type": "bank"}:
        return Bank()
    raise MalformedAction(f"Malformed {GAME_ID} action: {data!r} is neither a roll nor a bank.", game=GAME_ID,
                          detail="not roll or bank")


class PigGame(Game[PigState, Any]):
    """Pig as the engine plays it: the functions above, behind ``engine.Game``."""

    id = GAME_ID
    name = NAME
    min_players = max_players = default_players = 2
    computer_levels = ()  # people only

    def new_game(self, seed: object, players: Sequence[str] | None = None, **options: Any) -> PigState:
        return new_game(seed, players)

    def legal_actions(self, state: PigState) -> tuple[Any, ...]:
        return legal_actions(state)

    def apply(self, state: PigState, action: Any) -> PigState:
        return apply(state, action)

    def to_json(self, state: PigState) -> dict[str, Any]:
        return to_json(state)

    def from_json(self, data: dict[str, Any]) -> PigState:
        return from_json(data)

    def observe(self, state: PigState, seat: int | None) -> dict[str, Any]:
        return observe(state, seat)

    def outcome(self, state: PigState) -> Outcome:
        return outcome(state)

    def parse_action(self, data: object) -> Any:
        return parse_action(data)
