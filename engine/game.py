"""What a game is to the engine: one protocol that every game, shipped or registered, satisfies.

Shaped like OpenSpiel's ``Game`` and python-chess's ``Board``: a game names its limits and its
computer levels, makes its opening state, lists and applies actions purely, says what one seat may
know, scores a finished game and reads its own JSON back. ``engine/api.py`` dispatches every public
function through it by a state's ``game`` field, so a caller never needs to know which game it
holds, and the type checker sees every call (no lookup by string).

The defaults below are for a game without options, with the built-in action grammar and no
computers; a game that has them overrides the method. Implementations subclass ``Game`` so they
inherit the defaults (a Protocol may be subclassed to share bodies, as an ABC would be).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from .actions import Action, action_from_json
from .errors import BadSetup, InvalidState
from .jsontext import quote, short

if TYPE_CHECKING:
    from .results import Outcome
    from .seats import SeatKind

S = TypeVar("S")
"""A game's own state type (``ScorecardState``, ``TripleDiceState``, a registered game's)."""
A = TypeVar("A", bound=Action, covariant=True)
"""A game's own action type; every game's actions are ``Action`` values (covariant: a game hands
out only its own actions, and ``apply`` takes any ``Action``, refusing another game's)."""

Progress = Callable[[float], None]
"""Told the fraction done (0 to 1) of long work, such as solving a table the first time."""
ComputerWork = Callable[[Progress], Action]
"""A computer's decision, made ready on the caller's thread from what its seat may know and run
on any thread: it holds nothing of the game that the seat could not see."""


class Game(Protocol[S, A]):
    """One game as the engine plays it."""

    id: str
    """Lower-case letters, digits and single hyphens (``engine/api.py`` checks it at registration)."""
    name: str
    """Its English name; the window says its own translated one."""
    min_players: int
    max_players: int
    default_players: int
    computer_levels: tuple[SeatKind, ...]
    """The levels its computer players offer; empty: people only."""

    def new_game(self, seed: object, players: Sequence[str] | None = None, **options: Any) -> S:
        """The opening state, its first chance resolved; ``options`` are ``replay_options``' result."""
        ...

    def legal_actions(self, state: S) -> tuple[A, ...]:
        ...

    def apply(self, state: S, action: Action) -> S:
        """The state after ``action``; ``IllegalAction`` saying what is legal, ``state`` untouched."""
        ...

    def to_json(self, state: S) -> dict[str, Any]:
        ...

    def from_json(self, data: dict[str, Any]) -> S:
        """A state read back by replaying its log; ``InvalidState`` names the first fault."""
        ...

    def observe(self, state: S, seat: int | None) -> dict[str, Any]:
        """Exactly what ``seat`` may know, as JSON (None: what every seat may know)."""
        ...

    def outcome(self, state: S) -> Outcome:
        """The ranking of a finished game; ``NotFinished`` before its end."""
        ...

    def game_options(self, state: S) -> dict[str, Any]:
        """What replaying ``state``'s game needs besides seed, players and log: none by default."""
        return {}

    def replay_options(self, options: Mapping[str, Any], players: Sequence[str] | None) -> dict[str, Any]:
        """``game_options``' JSON, checked, as ``new_game``'s keyword arguments. A game without
        options accepts none: the first one given is named as unknown."""
        if not options:
            return {}
        key = next(iter(options))
        raise InvalidState(f"The game option {quote(key)} is unknown: {self.name} has no options.",
                           "state-unknown-field", field=short(key), game=self.id, fields=[])

    def parse_action(self, data: object) -> A:
        """One action read from JSON (saves, logs, the CLI); ``MalformedAction`` says why not.
        By default the built-in actions, by the game's grammar (``engine/schemas``)."""
        parsed: A = action_from_json(self.id, data)  # type: ignore[assignment]  # the grammar makes only this game's
        return parsed

    def computer(self, state: S, seat: int, level: str) -> ComputerWork:
        """The computer of ``level`` deciding for ``seat``. ``BadSetup`` for a game without computers."""
        raise BadSetup(f"Unknown level {level!r}: {self.name} has no computer players.", "level-unknown",
                       given=short(level), levels=[])
