"""The one strict loader behind every game's ``from_json``.

A state JSON carries its seed and its full log, so loading trusts no derived field: it replays the
log from the seed and checks that every field the file states (dice, holds, scores, totals,
phase...) is exactly what the replay gives, naming the first that is not. Before any replay, the
shape is checked: the fields are exactly the game's (an unknown one is named, as is a missing
one), ``format`` is this engine's, and JSON types are exact (``true`` is not ``1``, ``1.0`` is
not ``1``). Whatever JSON value it is given, loading either returns a state or raises
``InvalidState`` saying what is wrong; the sizes it accepts are in ``engine/limits.py``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, cast

from .actions import Action, JsonAction, action_from_json
from .errors import BadSeed, BadSetup, IllegalAction, InvalidState, ReplayError
from .jsontext import quote, short
from .limits import MAX_DEPTH, MAX_LOG


class GameFormat:
    """What the loader needs to know about one game's state JSON (a plain class: this module
    loads with the rules when the window starts, and a dataclass costs milliseconds to create)."""

    __slots__ = ("apply", "fields", "format", "game", "new_game", "options", "to_json", "upgrades")

    def __init__(self, game: str, format: int, fields: tuple[str, ...], new_game: Callable[..., Any],
                 apply: Callable[[Any, Action], Any], to_json: Callable[[Any], dict[str, Any]],
                 upgrades: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] | None = None,
                 options: Callable[[dict[str, Any]], dict[str, Any]] | None = None) -> None:
        self.game = game
        self.format = format
        self.fields = fields
        """Every top-level field of the game's state JSON, in the order ``to_json`` writes them."""
        self.new_game = new_game
        self.apply = apply
        self.to_json = to_json
        self.upgrades = upgrades or {}
        """Older formats played under the same rules, each with the step that rewrites it one format
        up: a game in progress when Dicebox was updated resumes instead of being refused."""
        self.options = options
        """The keyword arguments ``new_game`` takes from the state besides its seed and players (a
        game that keeps the rules it was started under), checked by the callable itself, which
        raises ``InvalidState`` naming the field; the replay then checks the field like any other."""


def check_depth(data: object) -> None:
    """Refuse JSON nested deeper than any state is, without recursing (so without RecursionError)."""
    stack: list[tuple[object, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > MAX_DEPTH:
            raise InvalidState(
                f"The state nests lists or objects more than {MAX_DEPTH} levels deep; no Dicebox state "
                "does, so the file is damaged or not a Dicebox save.",
                "state-too-deep", limit=MAX_DEPTH,
            )
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))


def _check_fields(data: dict[Any, Any], spec: GameFormat) -> None:
    for key in data:
        if key not in spec.fields:
            raise InvalidState(
                f"The state has an unknown field {quote(key)}; {spec.game} states have only: "
                f"{', '.join(spec.fields)}.", "state-unknown-field", field=short(key), game=spec.game,
                fields=list(spec.fields),
            )
    for key in spec.fields:
        if key not in data:
            raise InvalidState(f"The state has no {quote(key)} field; it looks truncated or hand-made.",
                               "state-missing-field", field=key)
    version = data["format"]
    if type(version) is not int or version != spec.format:
        raise InvalidState(
            f"The state's 'format' is {short(version)}, but this Dicebox reads {spec.game} states in format "
            f"{spec.format}; open it with the Dicebox version that saved it.", "state-format",
            given=short(version), game=spec.game, format=spec.format,
        )


def _upgraded(data: dict[Any, Any], spec: GameFormat) -> dict[Any, Any]:
    """The state rewritten into the current format, step by step; a step only moves fields, so
    whatever it is given, the strict checks that follow still judge the result."""
    version = data.get("format")
    while type(version) is int and version in spec.upgrades:
        data = spec.upgrades[version](data)
        if data.get("format") == version:  # not that format's layout after all: judged as it is
            break
        version = data.get("format")
    return data


def _typed(data: dict[str, Any], key: str, kind: type, what: str) -> Any:
    value = data[key]
    if type(value) is not kind:
        raise InvalidState(f"The state's {key!r} must be {what}, not {short(value)}.", "state-field-type",
                           field=key, given=short(value))
    return value


def load(data: object, spec: GameFormat) -> Any:
    """Rebuild a state by replaying its log from the seed, then check every stated field."""
    if not isinstance(data, dict):
        raise InvalidState(f"A state must be a JSON object, not {short(data)}.", "state-not-object",
                           given=short(data))
    check_depth(data)
    data = _upgraded(data, spec)
    _check_fields(data, spec)
    game = data["game"]
    if game != spec.game:
        raise InvalidState(f"This is a {short(game)} state, not a {spec.game} one.", "state-other-game",
                           given=short(game), game=spec.game)
    seed = _typed(data, "seed", int, "a whole number from 0 to 2**63-1")
    players = _typed(data, "players", list, "the list of player names")
    for seat, name in enumerate(players):
        if type(name) is not str:
            raise InvalidState(f"The state's players[{seat}] must be a name (text), not {short(name)}.",
                               "state-field-type", field=f"players[{seat}]", given=short(name))
    log = _typed(data, "log", list, "the list of every action since the start")
    if len(log) > MAX_LOG:
        raise InvalidState(
            f"The state's log holds {len(log)} actions; Dicebox loads at most {MAX_LOG}, far more than "
            "any game needs, so the file is damaged or not a Dicebox save.", "state-log-too-long",
            length=len(log), limit=MAX_LOG,
        )
    new_game = spec.new_game
    if spec.options is not None:
        options = spec.options(data)
        new_game = functools.partial(spec.new_game, **options)
    states = replay_states(spec.game, new_game, spec.apply, seed, players, log)
    try:
        state = next(states)
    except (BadSeed, BadSetup) as exc:
        raise InvalidState(f"The state cannot be set up: {exc}", "state-setup", reason=exc.code,
                           **exc.params) from None
    try:
        for state in states:  # noqa: B007 -- only the last state is judged
            pass
    except ReplayError as exc:
        raise InvalidState(str(exc), "state-replay-step", **exc.params) from None
    check_against_replay(data, spec.to_json(state), seed)
    return state


def replay_states(game: str, new_game: Callable[[Any, Any], Any], apply: Callable[[Any, Action], Any],
                  seed: object, players: Sequence[str] | None, log: Iterable[Action | object]) -> Iterator[Any]:
    """The one replay loop: the opening state, then the state after each step of ``log``.

    Entries are ``Action`` values or their JSON (parsed by the game's grammar). ``new_game``'s
    ``BadSeed``/``BadSetup`` come out of the first ``next``; a step the rules refuse raises
    ``ReplayError`` naming the step (from 1) and the action, after every earlier state was yielded.
    """
    state = new_game(seed, players)
    yield state
    for step, entry in enumerate(log, 1):
        try:
            # any game's own action kinds are JsonActions too (an own-table game's), taken as they are
            action = cast(Action, entry) if isinstance(entry, JsonAction) else action_from_json(game, entry)
            state = apply(state, action)
        except IllegalAction as exc:
            raise ReplayError(step, entry, exc) from exc
        yield state


def first_difference(given: object, expected: object, path: str) -> tuple[str, object, object] | None:
    """Where ``given`` departs from ``expected``; types count, so ``true`` is not ``1``. Recursion
    follows ``expected``, a real state, so it is never deeper than a state is."""
    if type(given) is not type(expected):
        return path, given, expected
    if isinstance(given, list) and isinstance(expected, list):
        if len(given) != len(expected):
            return path, given, expected
        for i, (g, e) in enumerate(zip(given, expected)):
            found = first_difference(g, e, f"{path}[{i}]")
            if found:
                return found
        return None
    if isinstance(given, dict) and isinstance(expected, dict):
        for key in expected:
            if key not in given:
                return f"{path}.{key}", "(missing)", expected[key]
            found = first_difference(given[key], expected[key], f"{path}.{key}")
            if found:
                return found
        extra = [k for k in given if k not in expected]
        if not extra:
            return None
        name = extra[0][:40] if isinstance(extra[0], str) else short(extra[0])
        return f"{path}.{name}", given[extra[0]], "(no such field)"
    return None if given == expected else (path, given, expected)


def check_against_replay(data: dict[str, Any], replayed: dict[str, Any], seed: int,
                         skip: Sequence[str] = ("log", "format")) -> None:
    """Every field a saved state states must equal the replay of its log (shared by all games).

    The log itself is skipped: it was parsed action by action, and the grammar accepts only the
    canonical form, so a log that replays is the log the replay writes.
    """
    for key, expected in replayed.items():
        if key in skip:
            continue
        found = first_difference(data[key], expected, key)
        if found:
            where, given, wanted = found
            raise InvalidState(
                f"The state's {where} is {short(given)}, but replaying its log from seed {seed} "
                f"gives {short(wanted)}; the file was edited or damaged. Load an untouched save "
                "or start a new game with this seed.", "state-disagrees", field=where, given=short(given),
                expected=short(wanted), seed=seed,
            )
