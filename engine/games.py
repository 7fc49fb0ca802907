"""The engine's own games as ``Game`` values: every scorecard ruleset, and Triple Dice.

Triple Dice's module (fractions, its point tables) is imported by each method on first use, not
here: the window starts on a scorecard game and lists every game before its first frame, so
naming Triple Dice's limits must not load its rules. The imports are plain ones inside the methods,
so an editor and the type checker follow every call.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from . import scorecard
from .actions import Action
from .game import ComputerWork, Game, Progress
from .lazy import LazyTable
from .results import Outcome
from .results import outcome as scorecard_outcome
from .rules import Ruleset
from .scorecard import ScorecardState
from .seats import LEVELS, SeatKind
from .state_json import state_from_json, state_to_json

if TYPE_CHECKING:
    from .triple_state import TripleDiceState


class ScorecardGame(Game[ScorecardState, Action]):
    """A scorecard game, all of it read from its ruleset, so a ruleset registered at run time plays too."""

    def __init__(self, rules: Ruleset, computer_levels: tuple[SeatKind, ...] = ()) -> None:
        self.rules = rules
        self.id = rules.id
        self.name = rules.name
        self.min_players = rules.min_players
        self.max_players = rules.max_players
        self.default_players = rules.default_players
        self.computer_levels = computer_levels

    def new_game(self, seed: object, players: Sequence[str] | None = None, **options: Any) -> ScorecardState:
        return scorecard.new_game(self.rules, seed, None if players is None else tuple(players))

    def legal_actions(self, state: ScorecardState) -> tuple[Action, ...]:
        return scorecard.legal_actions(state)

    def apply(self, state: ScorecardState, action: Action) -> ScorecardState:
        return scorecard.apply(state, action)

    def to_json(self, state: ScorecardState) -> dict[str, Any]:
        return state_to_json(state)

    def from_json(self, data: dict[str, Any]) -> ScorecardState:
        return state_from_json(data)

    def observe(self, state: ScorecardState, seat: int | None) -> dict[str, Any]:
        return state_to_json(state)  # the scorecard games hide nothing: a seat sees the whole state

    def outcome(self, state: ScorecardState) -> Outcome:
        return scorecard_outcome(state)

    def computer(self, state: ScorecardState, seat: int, level: str) -> ComputerWork:
        """The solver's choice for ``level``; the first game of a ruleset solves its table, with progress."""

        if not self.computer_levels:
            return super().computer(state, seat, level)  # a solo game: no computers to ask

        def work(progress: Progress) -> Action:
            from .solver import runtime  # the solver (numpy), on the worker's thread, when a computer moves

            if not runtime.is_ready(state.ruleset):
                runtime.table(state.ruleset, progress)
            return runtime.choose_action(state, level)

        return work


DECISION_KEY = b"dicebox triple-dice computer"
DECISION_PERSON = b"decision seed v1"
"""BLAKE2b's key and personalisation for Triple Dice's computers' coin flips: a hash of their own,
apart from every other use of a seed (both are public: they separate purposes, the secrecy is the seed's)."""


def decision_seed(seed: int, step: int, seat: int) -> int:
    """The coin flips' seed of ``seat`` deciding at ``step``: BLAKE2b of (seed, step, seat), so no
    computer can work the game's seed (and from it every hidden die) back out of it, as it could
    from an invertible mix. The same game and moves give the same number on every OS, so undo
    cannot fish for a kinder opponent and a seed replays the game."""
    import hashlib  # here, not at the top: hashlib loads OpenSSL's libcrypto, which start-up need not pay for

    digest = hashlib.blake2b(f"{seed}:{step}:{seat}".encode("ascii"), digest_size=8, key=DECISION_KEY,
                             person=DECISION_PERSON).digest()
    return int.from_bytes(digest, "big")


class TripleDiceGame(Game["TripleDiceState", Action]):
    """Triple Dice: hidden dice, so ``observe`` and ``computer`` see only what one seat may know."""

    id = "triple-dice"
    name = "Triple Dice"
    # The limits repeat engine.triple_dice's constants so that listing the games does not import
    # it; tests/engine/test_triple_dice.py checks they agree.
    min_players = 2
    max_players = 4
    default_players = 2
    computer_levels = LEVELS  # engine/ai/triple_dice.py: Beginner and Good; triple_expert.py: Expert

    def new_game(self, seed: object, players: Sequence[str] | None = None, **options: Any) -> TripleDiceState:
        from . import triple_dice

        return triple_dice.new_game(seed, players, **options)

    def legal_actions(self, state: TripleDiceState) -> tuple[Action, ...]:
        from . import triple_dice

        return triple_dice.legal_actions(state)

    def apply(self, state: TripleDiceState, action: Action) -> TripleDiceState:
        from . import triple_dice

        return triple_dice.apply(state, action)

    def to_json(self, state: TripleDiceState) -> dict[str, Any]:
        from . import triple_json

        return triple_json.to_json(state)

    def from_json(self, data: dict[str, Any]) -> TripleDiceState:
        from . import triple_dice

        return triple_dice.from_json(data)

    def observe(self, state: TripleDiceState, seat: int | None) -> dict[str, Any]:
        from . import triple_dice

        return triple_dice.observe(state, seat)

    def outcome(self, state: TripleDiceState) -> Outcome:
        from . import triple_dice

        return triple_dice.outcome(state)

    def game_options(self, state: TripleDiceState) -> dict[str, Any]:
        from . import triple_json

        return triple_json.game_options(state)

    def replay_options(self, options: Mapping[str, Any], players: Sequence[str] | None) -> dict[str, Any]:
        from . import triple_json

        return triple_json.replay_options(dict(options), players)

    def computer(self, state: TripleDiceState, seat: int, level: str) -> ComputerWork:
        """The seat's observation, the level and a one-way decision seed are all the work holds:
        never the state, whose seed would give away every hidden die."""
        observation = self.observe(state, seat)
        decision = decision_seed(state.seed, len(state.log), seat)

        def work(progress: Progress) -> Action:
            from .ai.triple_players import SeededRandom, choose_action

            return choose_action(observation, level, SeededRandom(decision))

        return work


def shipped() -> LazyTable[Game[Any, Any]]:
    """Every shipped game by id, in the menus' order: the scorecard rulesets, then Triple Dice.
    A scorecard game is made when first looked up, so its rules load then (``RULESETS``)."""
    from .rulesets import RULESETS

    games: LazyTable[Game[Any, Any]] = LazyTable()
    for game_id in RULESETS:
        games.later(game_id, partial(_scorecard_game, game_id))
    games["triple-dice"] = TripleDiceGame()
    return games


def _scorecard_game(game_id: str) -> ScorecardGame:
    from .rulesets import RULESETS

    rules = RULESETS[game_id]
    return ScorecardGame(rules, LEVELS if rules.max_players > 1 else ())
