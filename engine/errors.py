"""Errors the engine raises. Every message says what was wrong and what would be right."""

from __future__ import annotations

from .jsontext import short


class IllegalAction(ValueError):
    """The action is well formed but the rules forbid it now (or it names nothing that exists)."""


class MalformedAction(IllegalAction):
    """The action does not match the game's action grammar (its JSON Schema)."""


class ReplayError(IllegalAction):
    """A step of a game's log cannot be replayed: the message names the step, the action and why.

    ``step`` counts from 1 (the first action of the log); ``action`` is the entry as given (an
    ``Action`` or its JSON); ``reason`` is the error the rules raised for it.
    """

    def __init__(self, step: int, action: object, reason: IllegalAction) -> None:
        shown = action.to_json() if hasattr(action, "to_json") else action
        super().__init__(f"Step {step} of the log ({short(shown)}) cannot be replayed: {reason}")
        self.step = step
        self.action = action
        self.reason = reason


class BadSeed(ValueError):
    """A seed that is not a whole number in 0 .. 2**63-1."""


class BadSetup(ValueError):
    """An unknown game, a player count the game does not allow, or an unusable player name."""


class InvalidState(ValueError):
    """A state (usually loaded from JSON) that is malformed or disagrees with its own log."""
