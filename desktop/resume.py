"""Reading the autosave back: every field checked, every failure put into words for the player.

A save comes from disk, so anything may be in it: hand edits, a newer version's format, a file
cut short or crafted to be nested 100,000 levels deep. ``read_save`` either returns a game that
can be resumed as it is, or raises; ``explain`` turns whatever it raised into one sentence, so the
caller can move the file aside and tell the player why instead of showing a traceback.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .records.problems import Problem
from .seats import HUMAN, seats_problem
from .storage import SAVE_FORMAT

if TYPE_CHECKING:
    from .storage import SaveStore

SAVE_FIELDS = ("format", "assisted", "state", "seats")
"""Everything ``SaveStore.save`` writes; saves from before computer seats have no "seats"."""
MAX_EXPLANATION = 300


@dataclass(frozen=True)
class SavedGame:
    state: Any
    seats: list[str]
    assisted: bool


def read_save(store: SaveStore) -> SavedGame:
    """The saved game, checked to the last field; raises (anything) when it cannot be resumed."""
    import engine

    payload = store.load_raw()
    fmt = payload.get("format")
    if type(fmt) is not int or fmt != SAVE_FORMAT:
        if type(fmt) is int and fmt > SAVE_FORMAT:
            raise ValueError(Problem("save-newer", given=fmt, supported=SAVE_FORMAT))
        raise ValueError(Problem("save-format", given=_short(fmt), supported=SAVE_FORMAT))
    unknown = [key for key in payload if key not in SAVE_FIELDS]
    if unknown:
        raise ValueError(Problem("save-unknown-field", given=_short(unknown[0])))
    assisted = payload.get("assisted", False)
    if not isinstance(assisted, bool):
        raise ValueError(Problem("save-assisted", given=_short(assisted)))
    state = engine.from_json(payload["state"])
    count = len(state.players)
    seats = payload.get("seats", [HUMAN] * count)
    problem = seats_problem(state.game, seats, count)
    if problem:
        raise ValueError(Problem("seats-misfit", problem=problem))
    return SavedGame(state, list(seats), assisted)


def explain(exc: BaseException) -> str:
    """What was wrong, in one sentence without a final stop, whatever ``exc`` is."""
    if isinstance(exc, RecursionError):
        text = "it is nested too deeply to be a Dicebox save"
    elif isinstance(exc, MemoryError):
        text = "it is too large to read"
    elif isinstance(exc, ValueError) and str(exc):
        text = str(exc)  # the loader's and the engine's own words
    else:
        detail = str(exc)
        text = f"it holds something Dicebox cannot read ({type(exc).__name__}{': ' + detail if detail else ''})"
    text = " ".join(text.split())  # one line, whatever the file put into the message
    if len(text) > MAX_EXPLANATION:
        text = text[: MAX_EXPLANATION - 1] + "\u2026"
    return text.rstrip(".")


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
