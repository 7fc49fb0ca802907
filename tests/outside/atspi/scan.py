"""The client's eyes and hands: read everything (tree, events, clipboard), press keys, call actions,
and keep the findings that the pytest side turns into failures."""

from __future__ import annotations

import json
import re
import subprocess
import time
from typing import Any

import pyatspi
from fastwalk import FastWalker
from leaks import Leak, check_checked_card, check_text
from listen import Event, Listener, heard
from tree import ClientError, Node, find_app, pump, wait_for

KEYS = {"Tab": 0xFF09, "Return": 0xFF0D, "space": 0x20, "Escape": 0xFF1B, "BackSpace": 0xFF08,
        "minus": 0x2D, "r": 0x72, **{str(d): 0x30 + d for d in range(10)}}
MENU_ROLES = ("menu", "menu item", "popup menu", "menu bar", "check menu item", "radio menu item")
NOT_TAB_STOPS = ("table cell", "list item", "table column header", "table row header", "tree item")
"""Reached with the arrow keys inside their table or list, which is the Tab stop."""
_MAY_NAME_SECRETS = re.compile(r"(?i)\bdie\s+1[01]\b|\bcards?\b|predict")
"""Texts whose owner (read from the source's ancestors) decides whether they leak."""


class Findings:
    """Everything the client found wrong, by kind, for the pytest side to assert on."""

    def __init__(self) -> None:
        self.leaks: list[str] = []
        self.unnamed: list[str] = []
        self.tab_ring: list[str] = []
        self.parity: list[str] = []
        self.heard: dict[str, list[str]] = {}
        self.played: list[str] = []
        self.tab_orders: dict[str, list[str]] = {}
        self.scans = 0

    def add(self, kind: list[str], text: str) -> None:
        if text not in kind:
            kind.append(text)

    def as_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


class Client:
    """One app on one AT-SPI bus, and what the client learnt about it."""

    def __init__(self, oracle_python: str, oracle_script: str, database: str, announcements: bool = False) -> None:
        self.findings = Findings()
        self.listener = Listener(announcements)
        self.tabbing: list[tuple[int, int]] = []
        """Event index ranges of Tab-ring walks, left out of the heard log."""
        self.app = find_app()
        self.walker = FastWalker()
        self.oracle = subprocess.Popen([oracle_python, oracle_script, database], stdin=subprocess.PIPE,
                                       stdout=subprocess.PIPE, text=True)
        self.focus_x_window()

    def close(self) -> None:
        self.listener.close()
        if self.oracle.stdin:
            self.oracle.stdin.close()
        try:
            self.oracle.wait(5)
        except subprocess.TimeoutExpired:
            self.oracle.kill()

    # ----- hands
    def focus_x_window(self) -> None:
        """Give the main window the X keyboard focus, as a window manager does when it maps a
        window (Xvfb has none). Key events reach the app only then."""
        frame = wait_for(
            "the main window", lambda: next((n for n in self.walker.walk() if n.role == "frame"), None), 30
        )
        wid = wait_for("its X window", lambda: subprocess.run(
            ["xdotool", "search", "--name", f"^{re.escape(frame.name)}$"], capture_output=True, text=True,
            timeout=10).stdout.split(), 20)[0]
        subprocess.run(["xdotool", "windowfocus", "--sync", wid], check=True, timeout=10)
        pump(0.3)

    def key(self, name: str, settle: float = 0.15) -> None:
        pyatspi.Registry.generateKeyboardEvent(KEYS[name], None, pyatspi.KEY_SYM)
        pump(settle)

    def ask(self, viewer: object = "current") -> dict[str, Any]:
        assert self.oracle.stdin and self.oracle.stdout
        self.oracle.stdin.write(json.dumps({"viewer": viewer}) + "\n")
        self.oracle.stdin.flush()
        reply = json.loads(self.oracle.stdout.readline())
        if "error" in reply:
            raise ClientError(f"the oracle could not read the game: {reply['error']}")
        return reply

    def wait_steps(self, what: str, after: int, timeout: float = 15.0) -> dict[str, Any]:
        """The game's state once the journal holds more than ``after`` moves."""
        return wait_for(what, lambda: (lambda s: s if s["steps"] > after or s["over"] else None)(self.ask()), timeout)

    # ----- eyes
    def nodes(self, hidden: bool = True) -> list[Node]:
        """The whole tree (``hidden=False``: only showing nodes), read by the fast walk; a node's
        live object and actions are fetched when the client acts on it (tree.resolve)."""
        found = self.walker.walk()
        return found if hidden else [n for n in found if n.showing]

    def clipboard(self, selection: str = "clipboard") -> str:
        """The X clipboard (or the primary selection: text selected in a label lands there)."""
        try:
            done = subprocess.run(["xclip", "-o", "-selection", selection], capture_output=True, timeout=3)
        except subprocess.TimeoutExpired:
            return ""
        return done.stdout.decode("utf-8", "replace") if done.returncode == 0 else ""

    def scan(self, secrets: dict[str, Any], step: str, nodes: list[Node] | None = None) -> list[Node]:
        """Read the whole tree, the events since the last scan and the clipboard; every secret
        readable in them is a leak. Returns the nodes read (for the caller's next move)."""
        self.findings.scans += 1
        pump(0.1)
        nodes = self.nodes() if nodes is None else nodes
        own = secrets.get("own_hand")
        found: list[Leak] = []
        for node in nodes:
            where = f"{node.path or '/'} {node.label()} ({'showing' if node.showing else 'hidden'}) at {step}"
            for text in (node.name, node.description, node.text):
                found += check_text(text, node.context, secrets, "tree", where, own)
            if node.role == "radio button" and "checked" in node.states:
                found += check_checked_card(node.name, secrets, where)
        events = self.listener.take()
        self.note_focus_events(events, step)
        for event in events:
            for words in event.words():
                context = Listener.context(event) if _MAY_NAME_SECRETS.search(words) else ""
                found += check_text(words, context, secrets, "event", f"{event.type} from {event.role} at {step}", own)
        for selection in ("clipboard", "primary"):
            found += check_text(
                self.clipboard(selection), "", secrets, "clipboard", f"the X {selection} at {step}", own
            )
        for leak in found:
            self.findings.add(self.findings.leaks, str(leak))
        self.check_names(nodes, step)
        return nodes

    def check_names(self, nodes: list[Node], step: str) -> None:
        for node in nodes:
            if node.focusable and node.showing and not node.name.strip() and node.role not in MENU_ROLES:
                parent = node.context.split(" / ")[-1] if node.context else ""
                self.findings.add(self.findings.unnamed, f"{node.path} {node.role} with no name "
                                  f"(inside {parent!r}, description {node.description[:60]!r}) at {step}")

    def note_focus_events(self, events: list[Event], step: str) -> None:
        for e in events:
            if (e.type.startswith("focus") or (e.type == "object:state-changed:focused" and e.detail)) \
                    and not e.name.strip() and e.role not in MENU_ROLES:
                self.findings.add(self.findings.unnamed, f"focus landed on a {e.role} with no name "
                                  f"(description {e.description[:60]!r}) at {step}")

    # ----- the Tab ring
    def tab_ring(self, step: str, extra: int = 6) -> list[str]:
        """Tab round the window; every enabled focusable control showing must be reached."""
        nodes = self.nodes()
        wanted = [n for n in nodes if n.focusable and n.showing and n.enabled and n.role not in MENU_ROLES
                  and n.role not in NOT_TAB_STOPS]
        radios = [n for n in wanted if n.role == "radio button"]
        others = [n for n in wanted if n.role != "radio button"]
        self.listener.take()
        start = self.mark()
        reached: list[tuple[str, str]] = []
        for _ in range(min(len(wanted) + extra, 80)):
            self.key("Tab", 0.12)
            for e in self.listener.events:
                if e.type == "object:state-changed:focused" and e.detail:
                    reached.append((e.role, e.name))
            self.note_focus_events(self.listener.events, f"Tab at {step}")
            self.listener.take()
        pump(0.3)
        self.tabbing.append((start, self.mark()))
        got = set(reached)
        for n in others:
            if (n.role, n.name) not in got:
                self.findings.add(self.findings.tab_ring, f"Tab never reaches {n.path} {n.label()} at {step}")
        if radios and not any((r.role, r.name) in got for r in radios):
            self.findings.add(self.findings.tab_ring, f"Tab never reaches the radio buttons "
                              f"{[r.name for r in radios]} at {step}")
        cycle = reached[:reached.index(reached[0], 1)] if reached.count(reached[0]) > 1 else reached
        order = [f"{role} \u201c{name}\u201d" for role, name in cycle]
        self.findings.tab_orders[step] = order
        return order

    def mark(self) -> int:
        return len(self.listener.all)

    def heard_since(self, game: str, mark: int) -> None:
        """Log what a screen-reader user heard since ``mark`` (the whole turn) under ``game``."""
        pump(0.8)  # the last move's announcements are still on their way
        events = [e for i, e in enumerate(self.listener.all) if i >= mark
                  and not any(a <= i < b for a, b in self.tabbing)]
        lines = self.findings.heard.setdefault(game, [])
        if any(b > mark for _a, b in self.tabbing):
            lines.append("(the Tab ring walked here is left out: see tab_orders)")
        lines.extend(heard(events))
        self.note_focus_events(events, game)


def settle(client: Client, seconds: float = 0.5) -> None:
    """Let the app finish what it is doing (animations, a computer's move) before reading."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pump(0.05)
