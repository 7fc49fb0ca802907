"""The whole accessible tree in one pass, read with the AT-SPI D-Bus calls pyatspi itself makes
(GetChildren, GetRole, GetState, the Name and Description properties, Text.GetText), but sent
many at a time: pyatspi waits for each answer before asking the next, and a tree of a thousand
nodes then takes seconds on a loaded machine. Same protocol, same answers, a level at a time.
"""

from __future__ import annotations

from typing import Any

import pyatspi
from gi.repository import Atspi, Gio, GLib
from tree import Node

ACC = "org.a11y.atspi.Accessible"
PROPS = "org.freedesktop.DBus.Properties"
TEXT_ROLES = ("text", "entry", "password text", "paragraph", "document text", "terminal")
_STATE_NAMES = {int(s): pyatspi.stateToString(s) for s in pyatspi.StateSet().getStates() or []}


def _state_name(bit: int) -> str:
    if bit not in _STATE_NAMES:
        try:
            _STATE_NAMES[bit] = pyatspi.stateToString(Atspi.StateType(bit))
        except ValueError:
            _STATE_NAMES[bit] = f"state{bit}"
    return _STATE_NAMES[bit]


def _role(reply: Any) -> str:
    value = (reply or [0])[0]
    try:
        return Atspi.role_get_name(Atspi.Role(value))
    except ValueError:
        return f"role{value}"


class FastWalker:
    """Walks one application's tree on the accessibility bus."""

    def __init__(self, app_name: str = "Dicebox") -> None:
        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                    GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
        self.bus = Gio.DBusConnection.new_for_address_sync(
            address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
            None, None)
        self.root: tuple[str, str] | None = None
        self.app_name = app_name

    def _find_root(self) -> tuple[str, str]:
        apps = self._sync(("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root"), ACC, "GetChildren",
                          None)[0]
        for bus_name, path in apps:
            name = self._sync((bus_name, path), PROPS, "Get", GLib.Variant("(ss)", (ACC, "Name")))[0]
            if name == self.app_name:
                return bus_name, path
        raise LookupError(f"{self.app_name} is not on the accessibility bus")

    def _sync(self, ref: tuple[str, str], iface: str, method: str, args: GLib.Variant | None) -> Any:
        return self.bus.call_sync(ref[0], ref[1], iface, method, args, None, Gio.DBusCallFlags.NONE, 5000,
                                  None).unpack()

    def walk(self) -> list[Node]:
        """Every node, depth-first order, hidden ones included; ``acc`` is None (read-only nodes)."""
        if self.root is None:
            self.root = self._find_root()
        pending = [0]
        results: dict[tuple[int, str], Any] = {}
        context = GLib.MainContext.default()

        def ask(key: tuple[int, str], ref: tuple[str, str], iface: str, method: str, args: GLib.Variant | None) -> None:
            pending[0] += 1

            def done(bus: Gio.DBusConnection, result: Gio.AsyncResult) -> None:
                pending[0] -= 1
                try:
                    results[key] = bus.call_finish(result).unpack()
                except GLib.Error:
                    results[key] = None

            self.bus.call(ref[0], ref[1], iface, method, args, None, Gio.DBusCallFlags.NONE, 5000, None, done)

        refs: list[tuple[str, str]] = [self.root]
        paths = [""]
        parents: list[int] = [-1]
        level = [0]
        while level:
            for i in level:
                ref = refs[i]
                ask((i, "role"), ref, ACC, "GetRole", None)
                ask((i, "state"), ref, ACC, "GetState", None)
                ask((i, "children"), ref, ACC, "GetChildren", None)
                for prop in ("Name", "Description"):  # Qt answers no GetAll
                    ask((i, prop), ref, PROPS, "Get", GLib.Variant("(ss)", (ACC, prop)))
            while pending[0]:
                context.iteration(True)
            next_level = []
            for i in level:
                children = (results.get((i, "children")) or [[]])[0]
                for index, child in enumerate(children):
                    if tuple(child) == refs[i] or child[1].endswith("/null"):
                        continue
                    refs.append(tuple(child))
                    paths.append(f"{paths[i]}/{index}")
                    parents.append(i)
                    next_level.append(len(refs) - 1)
            for i in level:
                if _role(results.get((i, "role"))) in TEXT_ROLES:
                    ask((i, "text"), refs[i], "org.a11y.atspi.Text", "GetText", GLib.Variant("(ii)", (0, -1)))
            while pending[0]:
                context.iteration(True)
            level = next_level
        return self._nodes(refs, paths, parents, results)

    def _nodes(self, refs: list[tuple[str, str]], paths: list[str], parents: list[int],
               results: dict[tuple[int, str], Any]) -> list[Node]:
        nodes: list[Node] = []
        contexts: list[str] = []
        for i in range(len(refs)):
            role = _role(results.get((i, "role")))
            words = (results.get((i, "state")) or [[0, 0]])[0]
            states = frozenset(_state_name(32 * w + b) for w, word in enumerate(words) for b in range(32)
                               if word >> b & 1)
            name = (results.get((i, "Name")) or [""])[0] or ""
            description = (results.get((i, "Description")) or [""])[0] or ""
            text = (results.get((i, "text")) or [""])[0] or ""
            parent = parents[i]
            context = "" if parent < 0 else " / ".join(
                p for p in (contexts[parent], nodes[parent].name, nodes[parent].description) if p)
            contexts.append(context)
            nodes.append(Node(None, paths[i], role, name, description, states, (), text, context))
        order = sorted(range(len(nodes)), key=lambda i: [int(x) for x in paths[i].split("/")[1:]])
        return [nodes[i] for i in order]
