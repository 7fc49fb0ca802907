"""What a screen reader sees of the app, read the way Orca reads it: over AT-SPI, with pyatspi.

Run by the system python3 (Debian's python3-pyatspi), never the venv. Everything here is read
through D-Bus from the running app; nothing touches Qt. The walk takes every child of every node,
whatever its state: a hidden widget a screen reader can still reach is as readable as a shown one.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pyatspi
from gi.repository import GLib

ACTION_NAMES = ("Press", "Toggle")
"""The actions a client calls to press or flip a control: the names Qt gives QAccessible's
pressAction and toggleAction over AT-SPI (a QPushButton offers "Press", a QCheckBox and a
QRadioButton "Toggle"). "SetFocus" only moves the focus."""

NAMED_ROLES_SKIPPED = frozenset({"filler", "panel", "layered pane", "separator", "scroll pane", "unknown"})
"""Roles a container plays: a focusable one of these still needs a name (a Tab stop with no name is
read as nothing at all), but an unfocusable one is only structure."""


class ClientError(AssertionError):
    """The app did not do what the client asked (a control missing, an effect that never came)."""


@dataclass
class Node:
    """One accessible object as read at one moment."""

    acc: Any
    path: str
    role: str
    name: str
    description: str
    states: frozenset[str]
    actions: tuple[str, ...]
    text: str = ""
    context: str = ""
    """The names and descriptions of its ancestors: who a die or a card belongs to."""
    children: list[Node] = field(default_factory=list)

    @property
    def showing(self) -> bool:
        return "showing" in self.states and "visible" in self.states

    @property
    def focusable(self) -> bool:
        return "focusable" in self.states

    @property
    def enabled(self) -> bool:
        return "enabled" in self.states and "sensitive" in self.states

    def label(self) -> str:
        return f"{self.role} {self.name!r}"


def pump(seconds: float) -> None:
    """Run the GLib loop (events arrive only while it runs) for ``seconds``."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not context.iteration(False):
            time.sleep(0.01)


def wait_for(what: str, check: Callable[[], Any], timeout: float = 10.0) -> Any:
    """``check()``'s first true value, pumping events meanwhile; ClientError after ``timeout``."""
    end = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > end:
            raise ClientError(f"timed out after {timeout:.0f} s waiting for {what}")
        pump(0.05)


ROOT: list[Any] = []
"""The application found by ``find_app``: where ``resolve`` starts."""


def resolve(node: Node) -> Any:
    """The live accessible object of a node read by the fast walk (which keeps none): found by the
    child indexes of its path, a round trip per level."""
    if node.acc is None:
        acc = ROOT[0]
        for index in node.path.split("/")[1:]:
            acc = acc.getChildAtIndex(int(index))
        node.acc = acc
    return node.acc


def find_app(name: str = "Dicebox", timeout: float = 30.0) -> Any:
    def app() -> Any:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            child = desktop.getChildAtIndex(index)
            if child is not None and child.name == name and child.childCount:
                return child
        return None

    found = wait_for(f"the {name} application on the AT-SPI bus", app, timeout)
    ROOT[:] = [found]
    return found


def _states(acc: Any) -> frozenset[str]:
    return frozenset(pyatspi.stateToString(s) for s in acc.getState().getStates())


def _actions(acc: Any) -> tuple[str, ...]:
    try:
        action = acc.queryAction()
    except NotImplementedError:
        return ()
    return tuple(action.getName(i) for i in range(action.nActions))


def _text(acc: Any, role: str) -> str:
    """The text content of editable and document-like nodes (a label's text is its name)."""
    if role not in ("text", "entry", "password text", "paragraph", "document text", "terminal"):
        return ""
    try:
        text = acc.queryText()
    except NotImplementedError:
        return ""
    return text.getText(0, -1) or ""


def read_node(acc: Any, path: str, context: str, actions: bool = True) -> Node:
    role = acc.getRoleName()
    return Node(acc, path, role, acc.name or "", acc.description or "", _states(acc),
                _actions(acc) if actions else (), _text(acc, role), context)


def walk(root: Any, hidden: bool = True, actions: bool = True) -> list[Node]:
    """Every node under ``root``, depth first, hidden ones included (``hidden=False``: only what
    shows, menus left out: enough to find the next control, and three times faster; ``actions=False``
    leaves each node's action names unread, a third of the time of a walk)."""
    pyatspi.clearCache()
    found: list[Node] = []

    def visit(acc: Any, path: str, context: str, depth: int) -> Node | None:
        if depth > 60:
            return None
        try:
            node = read_node(acc, path, context, actions)
        except Exception:  # a node that went away while it was read
            return None
        found.append(node)
        if not hidden and depth and (not node.showing or node.role == "menu bar"):
            return node
        inner = " / ".join(part for part in (context, node.name, node.description) if part)
        try:
            count = acc.childCount
        except Exception:
            return node
        for index in range(count):
            try:
                child = acc.getChildAtIndex(index)
            except Exception:
                continue
            if child is None:
                continue
            sub = visit(child, f"{path}/{index}", inner, depth + 1)
            if sub is not None:
                node.children.append(sub)
        return node

    visit(root, "", "", 0)
    return found


def find(root: Any, role: str | None = None, name: str | re.Pattern[str] | None = None,
         showing: bool | None = True) -> list[Node]:
    """Nodes by role and name (a string is an exact name, a pattern is searched)."""
    out = []
    for node in walk(root):
        if role is not None and node.role != role:
            continue
        if isinstance(name, str) and node.name != name:
            continue
        if isinstance(name, re.Pattern) and not name.search(node.name):
            continue
        if showing is not None and node.showing != showing:
            continue
        out.append(node)
    return out


def find_one(root: Any, what: str, role: str | None = None, name: str | re.Pattern[str] | None = None,
             timeout: float = 10.0) -> Node:
    return wait_for(what, lambda: next(iter(find(root, role, name)), None), timeout)


def do_action(node: Node, wanted: tuple[str, ...] = ACTION_NAMES) -> str | None:
    """Call the first of ``wanted`` that ``node`` offers; the action's name, or None if it has none."""
    acc = resolve(node)
    if not node.actions:
        node.actions = _actions(acc)
    for name in wanted:
        if name in node.actions:
            acc.queryAction().doAction(node.actions.index(name))
            return name
    return None


def iter_tree(node: Node) -> Iterator[Node]:
    yield node
    for child in node.children:
        yield from iter_tree(child)
