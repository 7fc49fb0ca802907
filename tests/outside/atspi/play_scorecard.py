"""A turn of Dice Dash, Dicegame or Match! played as a screen-reader user plays it: hold dice with
their action, roll with the Roll button's, score with a scorecard cell's action.

Where the app offers no such action (or the action does nothing) the client notes it as a parity
failure and carries on with the keys a sighted keyboard user has (digits, Space, Enter), so one
missing action does not hide the next finding.
"""

from __future__ import annotations

import re
from typing import Any

import pyatspi
from scan import Client
from tree import ClientError, Node, do_action, pump, resolve, wait_for

DIE = re.compile(r"^Die (\d+): ")
SCORABLE = re.compile(r"if scored now")


def showing(client: Client, role: str, pattern: re.Pattern[str], nodes: list[Node] | None = None) -> list[Node]:
    return [n for n in (client.nodes(False) if nodes is None else nodes)
            if n.role == role and n.showing and pattern.search(n.name)]


def checked_event(client: Client, mark: int, name_start: str) -> bool:
    return any(e.type == "object:state-changed:checked" and e.name.startswith(name_start)
               for e in client.listener.all[mark:])


def is_checked(node: Node) -> bool:
    pyatspi.clearCache()
    return "checked" in {pyatspi.stateToString(x) for x in resolve(node).getState().getStates()}


def _flipped(node: Node, before: bool, timeout: float = 4.0) -> bool:
    try:
        wait_for(f"{node.label()} to flip", lambda: is_checked(node) != before, timeout)
    except ClientError:
        return False
    return True


def press_die(client: Client, die: Node, key: str, game: str) -> None:
    """Hold or pick ``die`` through its action; the digit key where it has none. Done when the die's
    checked state flips (holding is a move, picking only marks the die until Submit)."""
    number = DIE.match(die.name).group(1)  # type: ignore[union-attr]
    before = is_checked(die)
    mark = client.mark()
    used = do_action(die)
    if used is None:
        client.findings.add(client.findings.parity, f"{game}: {die.label()} offers only {list(die.actions)}: "
                            "no Press or Toggle action, so a screen reader cannot hold or pick it")
        if "SetFocus" in die.actions:
            do_action(die, ("SetFocus",))
        client.key(key)
    flipped = _flipped(die, before)
    if not flipped and used is not None:
        client.findings.add(client.findings.parity, f"{game}: {die.label()}'s {used} action changed nothing")
        client.key(key)
        flipped = _flipped(die, before)
    if not flipped:
        raise ClientError(f"{game}: neither the action nor key {key} held or picked {die.label()}")
    pump(0.15)
    if not checked_event(client, mark, f"Die {number}:"):
        client.findings.add(client.findings.parity, f"{game}: holding or picking Die {number} sends no "
                            "object:state-changed:checked")


def _wait_quiet(client: Client, steps: int, timeout: float = 3.0) -> bool:
    try:
        client.wait_steps("the move in the journal", steps, timeout)
    except ClientError:
        return False
    return True


def press_button(client: Client, pattern: str, game: str, key: str = "Return", nodes: list[Node] | None = None) -> None:
    steps = client.ask()["steps"]
    button = next(iter(showing(client, "push button", re.compile(pattern), nodes)), None) if nodes else None
    button = button or wait_for(f"a showing push button {pattern!r}",
                                lambda: next(iter(showing(client, "push button", re.compile(pattern))), None), 10)
    if do_action(button, ("Press",)) is None:
        client.findings.add(client.findings.parity, f"{game}: {button.label()} has no Press action "
                            f"(it offers {list(button.actions)})")
        client.key(key)
    client.wait_steps(f"{button.label()} to take effect", steps, 10)


def score(client: Client, game: str, seat_name: str | None, nodes: list[Node]) -> str:
    """Score the first box that says what it would score now (for ``seat_name`` when several play)."""
    steps = client.ask()["steps"]
    cells = [c for c in showing(client, "table cell", SCORABLE, nodes) if seat_name is None or seat_name in c.name]
    if not cells:
        raise ClientError(f"{game}: no scorecard cell says 'if scored now'")
    cell = cells[0]
    used = do_action(cell, ("Press", "Toggle"))
    if used is None or not _wait_quiet(client, steps, 2.0):
        client.findings.add(client.findings.parity, f"{game}: scorecard cell {cell.name!r} offers "
                            f"{list(cell.actions)}; {used or 'no action'} does not score it")
        table = next(n for n in nodes if n.role == "table" and n.showing and n.name == "Scorecard")
        do_action(table, ("SetFocus",))
        if used is None:
            do_action(cell, ("Toggle",))
        client.key("Return")
        client.wait_steps(f"{cell.name!r} scored with Enter", steps, 10)
    return cell.name


def play_turn(client: Client, game: str, hold: int = 2, seat_name: str | None = None) -> dict[str, Any]:
    """Hold ``hold`` dice, roll once, score: one whole turn. The state after it."""
    nodes = wait_for("the dice", lambda: (lambda ns: ns if showing(client, "check box", DIE, ns) else None)(
        client.nodes(False)), 10)
    for die in showing(client, "check box", DIE, nodes)[:hold]:
        press_die(client, die, DIE.match(die.name).group(1), game)  # type: ignore[union-attr]
    press_button(client, r"^Roll\b", game, key="r", nodes=nodes)
    scored = score(client, game, seat_name, nodes)
    client.findings.add(client.findings.played, f"{game}: held {hold}, rolled, scored {scored!r}")
    pump(0.2)
    return client.ask()


def close_summary(client: Client, game: str) -> None:
    """The game-over dialog: read, then closed with its Close button."""
    button = wait_for("the game-over dialog's Close button",
                      lambda: next(iter(showing(client, "push button", re.compile(r"^Close$"))), None), 15)
    pump(0.5)
    client.scan({}, f"{game} game over")
    do_action(button, ("Press",))
    pump(0.5)
