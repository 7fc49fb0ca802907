"""Reading the autosave back: every field checked, every failure put into words for the player.

A save comes from disk, so anything may be in it: hand edits, a newer version's format, a file
cut short or crafted to be nested 100,000 levels deep. ``read_save`` either returns a game that
can be resumed as it is, or raises; the journal's ``set_aside`` turns whatever it raised into a
coded problem, so the caller can move the file aside and tell the player why instead of showing a
traceback.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import engine
from desktop.base.seats import HUMAN, seats_problem
from desktop.i18n.problems import DiceboxError

from .storage import SAVE_FORMAT, BadSave

if TYPE_CHECKING:
    from .storage import SaveStore

SAVE_FIELDS = ("format", "assisted", "state", "seats")
"""Everything ``SaveStore.save`` writes; saves from before computer seats have no "seats"."""


@dataclass(frozen=True)
class SavedGame:
    state: engine.State
    seats: list[str]
    assisted: bool
    record: int | None = None
    """The records' id of the game when it comes from the move journal: resumed, it carries on
    that record (None: an old autosave, recorded afresh)."""


class SeatsMisfit(DiceboxError, ValueError):
    """The seats kept with a game do not fit it (``problem``: ``seats_problem``'s words). A
    ``ValueError`` too, like the engine's refusals of a game it cannot set up, so that whoever puts
    a game on the table catches both alike."""


def read_save(store: SaveStore) -> SavedGame:
    """The saved game, checked to the last field; raises (anything) when it cannot be resumed."""
    payload = store.load_raw()
    fmt = payload.get("format")
    if type(fmt) is not int or fmt != SAVE_FORMAT:
        if type(fmt) is int and fmt > SAVE_FORMAT:
            raise BadSave("save-newer", given=fmt, supported=SAVE_FORMAT)
        raise BadSave("save-format", given=_short(fmt), supported=SAVE_FORMAT)
    unknown = [key for key in payload if key not in SAVE_FIELDS]
    if unknown:
        raise BadSave("save-unknown-field", given=_short(unknown[0]))
    assisted = payload.get("assisted", False)
    if not isinstance(assisted, bool):
        raise BadSave("save-assisted", given=_short(assisted))
    state = engine.from_json(payload["state"])
    count = len(state.players)
    seats = payload.get("seats", [HUMAN] * count)
    problem = seats_problem(state.game, seats, count)
    if problem:
        raise SeatsMisfit("seats-misfit", problem=problem)
    return SavedGame(state, list(seats), assisted)


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
