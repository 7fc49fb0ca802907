"""One option of a decision, shared by both implementations of the advisor.

It lives in a module of its own, free of numpy, so that the window's pure-Python advisor
(``engine.solver.lite``) and the solver's numpy advisor (``engine.solver.advisor``) return the same
class: ``engine.solver.Option`` means one thing whichever of them answered.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..actions import Action


@dataclass(frozen=True)
class Option:
    """One choice of the current decision.

    For a roll option, ``keep`` is the multiset of dice values kept, ``held`` the hold mask that
    keeps it (already-held dice preferred), and ``toggles`` the dice to toggle from the current
    holds before sending ``action`` (a roll). For a score option ``keep``/``held`` are None and
    ``toggles`` is empty.
    """

    action: Action
    keep: tuple[int, ...] | None
    held: tuple[bool, ...] | None
    toggles: tuple[int, ...]
    expected: float
    exact: bool
    win: float | None = None
    """The mover's chance (0 to 1) to finish first after this option, playing on as the Expert
    does, a tie counting half; None in a one-player game, where only points matter."""
    win_exact: bool = False
    """Whether ``win`` is exact: every other player has finished and this is the mover's last turn,
    so nothing after it is uncertain. Otherwise it is estimated from each card's expected points
    still to come and their spread."""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"action": self.action.to_json()}
        if self.keep is not None and self.held is not None:
            data["keep"] = list(self.keep)
            data["held"] = list(self.held)
        data["expected"] = self.expected
        data["exact"] = self.exact
        if self.win is not None:
            data["win"] = self.win
            data["winExact"] = self.win_exact
        return data
