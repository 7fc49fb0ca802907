"""Every AT-SPI event the app sends that carries words, kept for two readers: the leak check
(every event's text, at every step) and the log of what a screen-reader user hears.

The listener hears as Debian 12's Orca 43 does (tests/outside/orca checks that one by its own
debug log): it does not register for ``object:announcement`` (Orca 43 has no such listener, so
the app speaks to it through status-bar notifications, whose ``state-changed:showing`` it
speaks), and "announced" is such a notification shown. ``Listener(announcements=True)``
registers for announcements too, as Orca 45 and later do (the app then sends those alone): the
leak check of a planted announcement needs it."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import pyatspi

EVENT_TYPES = (
    "object:text-changed",
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:state-changed",
    "object:children-changed",
    "window",
    "focus:",
)


_ABOUT_SOURCE = ("focus", "object:state-changed:focused", "object:state-changed:checked",
                 "object:state-changed:pressed", "window", "object:announcement", "object:state-changed:showing")


@dataclass
class Event:
    when: float
    type: str
    role: str
    name: str
    description: str
    detail: int
    text: str
    acc: Any

    def words(self) -> list[str]:
        """Every text this event could make a screen reader say, each on its own."""
        return list(dict.fromkeys(part for part in (self.text, self.name, self.description) if part))


def _context(acc: Any, depth: int = 10) -> str:
    """Names of the ancestors (who a die belongs to): read only when a leak check needs it."""
    parts: list[str] = []
    try:
        node = acc.parent
        while node is not None and depth > 0:
            parts.append(" / ".join(p for p in (node.name, node.description) if p))
            node = node.parent
            depth -= 1
    except Exception:
        pass
    return " / ".join(reversed([p for p in parts if p]))


class Listener:
    """Registers for every event type that carries text; ``take()`` hands over what came."""

    def __init__(self, announcements: bool = False) -> None:
        self.events: list[Event] = []
        self.all: list[Event] = []
        self.kinds = (*EVENT_TYPES, "object:announcement") if announcements else EVENT_TYPES
        for kind in self.kinds:
            pyatspi.Registry.registerEventListener(self._on, kind)

    def close(self) -> None:
        for kind in self.kinds:
            pyatspi.Registry.deregisterEventListener(self._on, kind)

    def _on(self, event: Any) -> None:
        """Keep the event; its source's role and name are asked for (three D-Bus round trips)
        only where the event is about the source itself: focus, checked, window. Text changes
        carry their words in the event, and every node's name is read by the tree walk anyway."""
        kind = event.type
        role = name = description = ""
        if kind.startswith(_ABOUT_SOURCE):
            source = event.source
            try:
                role, name = source.getRoleName(), source.name or ""
                if "focus" in kind:
                    description = source.description or ""
            except Exception:
                role = "?"
        data = event.any_data
        text = data if isinstance(data, str) else ""
        if not text and kind.startswith("object:children-changed") and hasattr(data, "name"):
            try:  # the child that came or went
                text = " | ".join(p for p in (data.name, data.description) if p)
            except Exception:
                text = ""
        item = Event(time.monotonic(), kind, role, name, description, event.detail1, text, event.source)
        self.events.append(item)
        self.all.append(item)

    def take(self) -> list[Event]:
        out, self.events = self.events, []
        return out

    @staticmethod
    def context(event: Event) -> str:
        return _context(event.acc)


def announced(e: Event) -> str | None:
    """The words of an announcement as a screen reader speaks them: a status-bar notification
    shown (its name: what Orca 43 says) or, when asked for, an ``object:announcement``."""
    if e.type == "object:state-changed:showing" and e.detail == 1 and e.role == "notification":
        return e.name
    return e.text if e.type == "object:announcement" else None


def _same(a: Any, b: Any) -> bool:
    try:
        return a is not None and b is not None and (a is b or a == b)
    except Exception:
        return False


def heard(events: list[Event]) -> list[str]:
    """What a screen reader would say, roughly as Orca says it: where the focus lands (name, role,
    description), announcements, and a checked/pressed state that flips on the focused control."""
    lines: list[str] = []
    focused: Any = None
    for e in events:
        if e.type.startswith("focus") or (e.type == "object:state-changed:focused" and e.detail == 1):
            if e.type.startswith("focus") and lines and lines[-1].startswith("focus") and _same(focused, e.acc):
                continue  # Qt sends both for one move; say it once
            focused = e.acc
            says = e.name or "(no name)"
            lines.append(f"focus: {e.role} \u201c{says}\u201d" + (f" \u2014 {e.description}" if e.description else ""))
        elif (words := announced(e)) is not None:
            lines.append(f"announced: \u201c{words}\u201d")
        elif e.type in ("object:state-changed:checked", "object:state-changed:pressed"):
            state = "checked" if e.type.endswith("checked") else "pressed"
            lines.append(f"{state if e.detail else 'not ' + state}: {e.role} \u201c{e.name}\u201d")
        elif e.type == "object:property-change:accessible-name" and e.text and _same(focused, e.acc):
            lines.append(f"focused control renamed: \u201c{e.text}\u201d")
        elif e.type.startswith("window:activate"):
            lines.append(f"window: \u201c{e.name}\u201d")
    return lines
