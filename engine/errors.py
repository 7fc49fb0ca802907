"""Errors the engine raises. Every message says what was wrong and what would be right."""

from __future__ import annotations


class IllegalAction(ValueError):
    """The action is well formed but the rules forbid it now (or it names nothing that exists)."""


class MalformedAction(IllegalAction):
    """The action does not match the game's action grammar (its JSON Schema)."""


class BadSeed(ValueError):
    """A seed that is not a whole number in 0 .. 2**63-1."""


class BadSetup(ValueError):
    """An unknown game, a player count the game does not allow, or an unusable player name."""


class InvalidState(ValueError):
    """A state (usually loaded from JSON) that is malformed or disagrees with its own log."""
