"""The engine's public face: one set of functions for every game, whatever its state type.

Callers (the window, the CLI, bots, tests) never reach into a ruleset module; they name a game
by id and go through these functions. Each game is a ``Game`` (``engine/game.py``) in ``GAMES``, so
adding a game (Triple Dice has its own state type) means registering it here and nowhere else;
a new scorecard game needs only a ``Ruleset`` and ``register_ruleset`` (at run time, from any
caller: a test, a plug-in), after which every function here plays it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, Protocol

from . import ids
from .actions import PARSERS, Action
from .errors import BadSetup, InvalidState
from .game import Game
from .games import ScorecardGame, shipped
from .grammar import REGISTERED_SCHEMAS, branches, schema
from .jsontext import short
from .lazy import LazyTable
from .loader import replay_states
from .registry import MAX_PLAYERS, action_schema, check_ruleset
from .results import Outcome, Preview
from .results import score_preview as _score_preview
from .rules import Ruleset
from .rulesets import RULESETS
from .scorecard import ScorecardState
from .state_json import _format as scorecard_format


class State(Protocol):
    """What every game's state offers, whichever game it is (``ScorecardState``, ``TripleDiceState``,
    a registered game's): code that works on every game reads only these; code for one game
    narrows to that game's own state type."""

    @property
    def game(self) -> str: ...
    @property
    def seed(self) -> int: ...
    @property
    def players(self) -> tuple[str, ...]: ...
    @property
    def current_player(self) -> int: ...
    @property
    def phase(self) -> str:
        """"finished" once the game is over; the other phases are each game's own."""
        ...
    @property
    def log(self) -> Sequence[Action]: ...

GAMES: LazyTable[Game[Any, Any]] = shipped()
"""Every game playable in this process by id: the shipped ones (``engine/games.py``; the solver
plays every scorecard game that seats more than one, Dice Dash is solo by design), then those
registered since."""
GAME_IDS: tuple[str, ...] = tuple(GAMES)
"""The built-in games; ``game_ids()`` adds those registered since."""
if GAME_IDS != ids.GAME_IDS:  # engine/ids.py lists them for code that must not import the rules
    raise AssertionError(f"engine/ids.py lists {ids.GAME_IDS}, the games are {GAME_IDS}")
game_ids = ids.game_ids


def register_ruleset(rs: Ruleset) -> None:
    """Make a new scorecard game playable everywhere in this process: ``new_game(rs.id, ...)``,
    ``from_json`` of its saves, its action grammar, ``ruleset(rs.id)``, ``game_ids()``.

    The ruleset is checked first (``engine/registry.py``): a bad one raises ``BadSetup`` with code
    ``ruleset-invalid`` naming the field at fault, an id already taken ``ruleset-taken``; either
    way nothing is registered. A registered game has no computer players (``engine.seats``) and
    its hints are solved on first use (``engine.solver.runtime``), as for any unshipped rules.
    """
    check_ruleset(rs)
    _check_free(rs.id)
    REGISTERED_SCHEMAS[rs.id] = action_schema(rs)
    RULESETS[rs.id] = rs
    GAMES[rs.id] = ScorecardGame(rs)
    ids.note_registered(rs.id)


def register_game(game: Game[Any, Any]) -> None:
    """Make a game with its own state type playable everywhere in this process (a game of its own
    table, like Triple Dice): ``new_game``, ``apply``, ``replay``, ``from_json``, ``game_ids()``.

    Its actions are the built-in ones or its own (its ``parse_action``: their JSON, read back from
    saves and logs). A bad id or player limits raise ``BadSetup`` (``ruleset-invalid``), a taken id
    ``ruleset-taken``; nothing is registered then.
    """
    _check_game(game)
    own_parser = type(game).parse_action is not Game.parse_action
    if not own_parser and game.id not in REGISTERED_SCHEMAS:
        raise BadSetup(f"The game {game.id!r} cannot be registered: it has no parse_action for its actions.",
                       "ruleset-invalid", game=game.id, field="parse_action", detail="is missing")
    _check_free(game.id)
    GAMES[game.id] = game
    if own_parser:
        PARSERS[game.id] = game.parse_action
    ids.note_registered(game.id)


def _check_game(game: Game[Any, Any]) -> None:
    """The id and player limits every game must have, as ``check_ruleset`` holds a ruleset to them."""
    problem = None
    players = [game.min_players, game.default_players, game.max_players]
    if not isinstance(game.id, str) or not re.fullmatch(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*", game.id) or len(game.id) > 32:
        problem = "id", "must be 1 to 32 lower-case letters, digits and single hyphens, starting with a letter"
    elif not isinstance(game.name, str) or not game.name.strip():
        problem = "name", "must be a name"
    elif not all(type(n) is int and 1 <= n <= MAX_PLAYERS for n in players) or sorted(players) != players:
        problem = "players", f"must satisfy 1 <= min_players <= default_players <= max_players <= {MAX_PLAYERS}"
    if problem is not None:
        raise BadSetup(f"The game {short(game.id)} cannot be registered: its {problem[0]} {problem[1]}.",
                       "ruleset-invalid", game=short(game.id), field=problem[0], detail=problem[1])


def _check_free(game_id: str) -> None:
    if game_id in GAMES:
        raise BadSetup(f"A game with the id {game_id!r} is already registered ({GAMES[game_id].name}); give the "
                       "game another id.", "ruleset-taken", given=game_id, games=list(GAMES))


def unregister_ruleset(game_id: str) -> None:
    """Undo ``register_ruleset`` or ``register_game`` (tests; a tool that reloads a ruleset being
    edited). The built-in games cannot be removed: ``BadSetup`` with code ``ruleset-builtin``
    (``game-unknown`` for an id that is not registered)."""
    game(game_id)
    if game_id in GAME_IDS:
        raise BadSetup(f"{game_id!r} is one of Dicebox's own games and cannot be unregistered.", "ruleset-builtin",
                       given=game_id)
    ids.note_unregistered(game_id)
    del GAMES[game_id]
    RULESETS.pop(game_id, None)
    REGISTERED_SCHEMAS.pop(game_id, None)
    PARSERS.pop(game_id, None)
    # Parsed grammars and state formats are cached by game id: a ruleset registered again under
    # this id must not be parsed or loaded with the old one's categories.
    schema.cache_clear()
    branches.cache_clear()
    scorecard_format.cache_clear()


unregister_game = unregister_ruleset


def game(game_id: str) -> Game[Any, Any]:
    """The game ``game_id``; ``BadSetup`` (``game-unknown``) lists the games there are."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise BadSetup(f"Unknown game {game_id!r}; choose one of: {', '.join(GAMES)}.", "game-unknown",
                       given=short(game_id), games=list(GAMES)) from None


def ruleset(game_id: str) -> Ruleset:
    """The scorecard ruleset (categories, bonuses, columns) of a scorecard game."""
    if game_id not in RULESETS:
        raise BadSetup(f"{game_id!r} has no scorecard; scorecard games: {', '.join(RULESETS)}.", "game-no-scorecard",
                       given=short(game_id), games=list(RULESETS))
    return RULESETS[game_id]


def new_game(game_id: str, seed: object, players: list[str] | tuple[str, ...] | None = None) -> State:
    """A fresh game with its opening chance resolved. ``seed`` may be user text ("42")."""
    made: State = game(game_id).new_game(seed, players)
    return made


def legal_actions(state: State) -> tuple[Action, ...]:
    result: tuple[Action, ...] = game(state.game).legal_actions(state)
    return result


def apply(state: State, action: Action) -> State:
    """The state after ``action``; raises ``IllegalAction`` (saying what is legal) and leaves
    ``state`` untouched when the rules forbid it."""
    after: State = game(state.game).apply(state, action)
    return after


def score_preview(state: ScorecardState) -> tuple[Preview, ...]:
    return _score_preview(state)


def outcome(state: State) -> Outcome:
    result: Outcome = game(state.game).outcome(state)
    return result


def observe(state: State, seat: int | None) -> dict[str, Any]:
    """Exactly what ``seat`` may know, as JSON. The window renders hidden-information games from
    this, never from the full state. ``seat=None`` is the table's view: what every seat may know
    (in the scorecard games, which hide nothing, that is the whole state again)."""
    if seat is not None and (type(seat) is not int or not 0 <= seat < len(state.players)):  # True is not seat 1
        raise BadSetup(f"There is no seat {short(seat)}; seats are 0 to {len(state.players) - 1}.", "seat-unknown",
                       given=short(seat), last=len(state.players) - 1)
    result: dict[str, Any] = game(state.game).observe(state, seat)
    return result


def to_json(state: State) -> dict[str, Any]:
    result: dict[str, Any] = game(state.game).to_json(state)
    return result


def from_json(data: object) -> State:
    """Load a state, replaying its log; ``InvalidState`` names the first thing that is wrong.

    Whatever JSON value ``data`` is (any nesting, any numbers), this returns a state or raises
    ``InvalidState``; ``tests/engine/test_fuzz_engine.py`` holds it to that.
    """
    if not isinstance(data, dict):
        raise InvalidState(f"A state must be a JSON object with a 'game' field, not {short(data)}.",
                           "state-not-object", given=short(data))
    if "game" not in data:
        raise InvalidState(f"The state has no 'game' field; it must name one of: {', '.join(GAMES)}.",
                           "state-missing-field", field="game")
    game = data["game"]
    if not isinstance(game, str) or game not in GAMES:
        raise InvalidState(f"Unknown game {short(game)} in the state; known games: {', '.join(GAMES)}.",
                           "state-unknown-game", given=short(game), games=list(GAMES))
    state: State = GAMES[game].from_json(data)
    return state


def game_options(state: State) -> dict[str, Any]:
    """What replaying ``state``'s game needs besides its seed, players and log, as JSON: ``{}`` for
    a game under today's rules. Triple Dice's games begun under the earlier turn points give
    ``{"placePoints": [...]}``; whoever stores a game to replay it later (the records, ``.dicebox``
    files) keeps this with it and hands it back to ``replay``, so the game is never rescored."""
    return dict(game(state.game).game_options(state))


def replay(game_id: str, seed: object, players: Sequence[str] | None,
           log: Iterable[Action | dict[str, Any]], options: Mapping[str, Any] | None = None) -> Iterator[State]:
    """Every state of a game, in order: the opening one, then one after each action of ``log``.

    The same loop that loads every save, public so that a replay viewer, a bot or a test can step
    through a game (``len(log) + 1`` states; a state's own ``log`` replays it:
    ``replay(s.game, s.seed, s.players, s.log)``). Entries are ``Action`` values or their JSON.
    An unknown game raises ``BadSetup`` at once; a bad seed or players (``BadSeed``/``BadSetup``)
    come from the first ``next``; a step the rules refuse raises ``ReplayError`` (an
    ``IllegalAction``) naming the step, after the states before it were yielded. ``options`` are
    the game's options as ``game_options`` gave them; ones the game does not have, or values it
    does not accept, raise ``InvalidState`` at once naming the field.
    """
    played = game(game_id)
    new_game = played.new_game
    if options:
        new_game = functools.partial(new_game, **played.replay_options(dict(options), players))
    return replay_states(played.id, new_game, played.apply, seed, players, log)


def parse_action(state: State, data: object) -> Action:
    parsed: Action = game(state.game).parse_action(data)
    return parsed
