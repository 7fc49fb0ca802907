"""Errors the engine raises. Every message says what was wrong and what would be right.

Every error the engine raises on purpose is an ``EngineError``, so a caller (the window, the CLI, a
bot) can tell "the engine refused this input" from a bug with one ``except``. ``EngineError`` is a
``ValueError``, as every engine error was before it existed, so older ``except ValueError`` still
catch them. (Python's protocol errors stay as they are: ``IndexError`` from the action log's
sequence, ``AttributeError`` from the package's lazy names.) The solver's are here too
(``SolverError``): a hint or a computer move refused for rules it cannot model reaches the window
as the same kind of error as a move the rules refuse.

Each error also carries a stable ``code`` (its class's, or a finer one given where it is raised,
such as ``"seed-negative"``) and the ``params`` its message was built from, so a caller can show
its own words (a translation) instead of the English message. The codes and their parameters are
listed in ``engine/README.md``; a code never changes meaning once released.
"""

from __future__ import annotations

from .jsontext import short


class EngineError(ValueError):
    """Something the engine was given or asked for that it refuses; the message says why."""

    code = "engine-error"

    def __init__(self, message: str, code: str | None = None, **params: object) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.params: dict[str, object] = params


class IllegalAction(EngineError):
    """The action is well formed but the rules forbid it now (or it names nothing that exists)."""

    code = "illegal-action"


class MalformedAction(IllegalAction):
    """The action does not match the game's action grammar (its JSON Schema)."""

    code = "malformed-action"


class ReplayError(IllegalAction):
    """A step of a game's log cannot be replayed: the message names the step, the action and why.

    ``step`` counts from 1 (the first action of the log); ``action`` is the entry as given (an
    ``Action`` or its JSON); ``reason`` is the error the rules raised for it.
    """

    code = "replay-step"

    def __init__(self, step: int, action: object, reason: IllegalAction) -> None:
        shown = short(action.to_json() if hasattr(action, "to_json") else action)
        super().__init__(f"Step {step} of the log ({shown}) cannot be replayed: {reason}", step=step,
                         action=shown, reason=reason.code)
        self.step = step
        self.action = action
        self.reason = reason


class BadSeed(EngineError):
    """A seed that is not a whole number in 0 .. 2**63-1."""

    code = "bad-seed"


class BadSetup(EngineError):
    """An unknown game, a player count the game does not allow, an unusable player name, an
    unknown computer level, or a ruleset that cannot be registered (``engine.register_ruleset``)."""

    code = "bad-setup"


class InvalidState(EngineError):
    """A state (usually loaded from JSON) that is malformed or disagrees with its own log, or an
    observation of one that lacks what its seat must know."""

    code = "invalid-state"


class NotFinished(EngineError):
    """A game's outcome asked for while the game is still being played."""

    code = "not-finished"


class SchemaError(EngineError):
    """A shipped action grammar (``engine/schemas``) uses something the grammar reader does not
    read: a fault of the package, never of a player's input."""

    code = "schema"


class UsageError(EngineError):
    """A command line the CLI cannot run, or input it cannot read as JSON (it exits 2)."""

    code = "usage"


class SolverError(EngineError):
    """The solver (hints, computer players of the scorecard games) cannot answer for this input:
    a solved table that belongs to other rules or has the wrong size, or a turn with no roll left
    to plan."""

    code = "solver"


class UnsupportedRuleset(SolverError):
    """The ruleset has a shape the solver's state space does not model (the message says which):
    it can be played, but without hints or computer players."""

    code = "ruleset-unsupported"


class TableMissing(SolverError, RuntimeError):
    """No solved table is shipped for these rules and numpy, which would compute one, cannot be
    imported. Also a ``RuntimeError``, as it was before it had a class, so an older
    ``except RuntimeError`` still catches it."""

    code = "table-missing"


class ReviewUnsupported(EngineError):
    """A post-game review (``engine.review``) asked for a game whose decisions the solver does not
    value: Triple Dice, whose hidden dice and shared places no solved table covers."""

    code = "review-unsupported"
