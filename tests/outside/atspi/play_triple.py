"""Whole Triple Dice games played over AT-SPI, with everything readable checked at every step.

At each moment a person must act (pick a card, submit dice, pass the privacy screen, go on to
the next round) the client reads the whole tree, the events since the last look and the
clipboard, and asks the oracle what is secret from whoever may be looking: the human seat against
computers; in pass-and-play the seat that showed its dice, or nobody's secrets (the table's view)
while the privacy screen or a round's summary is up.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pyatspi
from play_scorecard import press_button, press_die
from scan import Client
from tree import ClientError, Node, do_action, pump, resolve, wait_for

CARDS = ("Zero", "Minimum", "More", "Maximum")
SHOW_MY_DICE = re.compile(r"^I am (.+), show my dice")
CONTINUE = re.compile(r"^Continue to round")
DIE_KEYS = [str(d) for d in range(1, 10)] + ["0", "minus"]
PHASE_VERB = {"predicting": "pick a card", "submitting": "submit dice"}


def _button(nodes: list[Node], pattern: re.Pattern[str]) -> Node | None:
    return next((n for n in nodes if n.role == "push button" and n.showing and pattern.search(n.name)), None)


def _states_now(node: Node) -> set[str]:
    pyatspi.clearCache()
    return {pyatspi.stateToString(s) for s in resolve(node).getState().getStates()}


def showing_now(node: Node) -> bool:
    return "showing" in _states_now(node)


def enabled_now(node: Node) -> bool:
    return "enabled" in _states_now(node)


def _soon(check: Any, timeout: float = 3.0) -> bool:
    try:
        wait_for("a change", check, timeout)
    except ClientError:
        return False
    return True


def choose_card(client: Client, nodes: list[Node], card: str, game: str) -> None:
    radio = next((n for n in nodes if n.role == "radio button" and n.showing and n.name == f"Card {card}"), None)
    if radio is None:
        raise ClientError(f"{game}: no showing radio button 'Card {card}'")
    steps = client.ask()["steps"]
    play = _button(nodes, re.compile(r"^Play card"))
    if play is None:
        raise ClientError(f"{game}: no showing 'Play card' button")
    used = do_action(radio, ("Toggle", "Press"))
    if used is None or not _soon(lambda: enabled_now(play)):
        client.findings.add(client.findings.parity, f"{game}: {radio.label()}'s {used or 'missing'} action "
                            "checks the radio button but does not choose the card (Play card stays disabled)")
        client.key(str(CARDS.index(card) + 1))
    press_button(client, r"^Play card", game, nodes=nodes)
    client.wait_steps("the card to be played", steps, 10)


def submit(client: Client, nodes: list[Node], state: dict[str, Any], game: str, tab_ring: str = "") -> None:
    """Pick the first three unused dice and submit them; ``tab_ring``: walk the Tab ring once the
    three are picked (Submit and Clear are enabled only then)."""
    used = set(state["own_used"])
    free = [i for i in range(11) if i not in used][:3]
    for position in free:
        die = next((n for n in nodes if n.role == "check box" and n.showing
                    and n.name.startswith(f"Die {position + 1}:")), None)
        if die is None:
            raise ClientError(f"{game}: no showing die {position + 1} to pick")
        press_die(client, die, DIE_KEYS[position], game)
    if tab_ring:
        client.tab_ring(tab_ring)
    press_button(client, r"^Submit", game, nodes=nodes)


def play_triple(client: Client, pass_and_play: bool, probe: int | None = None, rounds: int = 0,
                limit: float = 150.0) -> None:
    """Play until the game ends (or, with ``rounds``, until round ``rounds + 1`` has begun; with
    ``probe``, stop at the first look after that many moves)."""
    game = "Triple Dice (pass-and-play)" if pass_and_play else "Triple Dice (against computers)"
    end = time.monotonic() + limit
    mark = client.mark()
    heard_done = False
    tabbed: set[str] = set()
    moves = 0
    while True:
        if time.monotonic() > end:
            raise ClientError(f"{game} did not end within {limit:.0f} s")
        state = client.ask("current")
        if state["over"]:
            break
        if not (pass_and_play or state["current"] == 0) or state["phase"] not in PHASE_VERB:
            pump(0.1)  # a computer thinks: only the journal is read meanwhile
            continue
        if not heard_done and (state["round"] > 1 or state["turn"] > 1):
            client.heard_since(game, mark)
            heard_done = True
        nodes = client.nodes()
        screen = _button(nodes, SHOW_MY_DICE) or _button(nodes, CONTINUE)
        if screen is not None:  # the privacy screen, or a round's summary: the table looks
            client.scan(client.ask(None if pass_and_play else 0), f"{game}, {screen.name}", nodes)
            if do_action(screen, ("Press",)) is None:
                client.findings.add(client.findings.parity, f"{game}: {screen.label()} has no Press action")
                client.key("Return")
            wait_for(f"{screen.label()} to go", lambda: not showing_now(screen), 10)  # noqa: B023
            continue
        seat = state["current"] if pass_and_play else 0
        secrets = client.ask(seat)
        where = f"{game}, round {state['round']}, {state['players'][state['current']]} to {PHASE_VERB[state['phase']]}"
        client.scan(secrets, where, nodes)
        if probe is not None and moves >= probe:
            return  # a planted-leak check: the opening screen (and what followed a card put down)
        ring = where if state["phase"] not in tabbed and probe is None else ""
        tabbed.add(state["phase"])
        if state["phase"] == "predicting":
            if ring:
                client.tab_ring(ring)
            choose_card(client, nodes, CARDS[(state["round"] + seat) % 4], game)
        else:
            submit(client, nodes, secrets, game, f"{ring}, 3 dice picked" if ring else "")
        moves += 1
        if rounds and state["round"] > rounds:
            break
        client.wait_steps("the move", state["steps"], 10)
    if not heard_done:
        client.heard_since(game, mark)
    client.findings.add(client.findings.played, f"{game}: {'whole game' if not rounds else f'{rounds} rounds'}, "
                        f"{moves} moves by the client")
