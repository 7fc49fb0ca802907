"""A game's log as an immutable sequence that grows in constant time.

Every state carries the whole log of its game, and ``apply`` returns a new state, so a plain
tuple would be copied on every move: replaying a 20,000-action save copied about 200 million
entries, and an undo history of n states held n copies. States made one from another here share
one buffer instead: each log is a length into it, and appending to the newest log of a buffer
just extends it. Appending to an older log (a different move after an undo, or trying several
moves from one state) copies that log's prefix into a buffer of its own, so what any log
contains never changes once made.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator, Sequence
from itertools import islice
from typing import TYPE_CHECKING, Any, overload

if TYPE_CHECKING:
    from .actions import Action

_lock = threading.Lock()
"""Guards the "is this the newest log of its buffer?" check and the append that follows, so two
threads extending logs of one buffer never both write its next slot."""


class ActionLog(Sequence["Action"]):
    """The actions of a game in order; compares equal to a tuple of the same actions."""

    __slots__ = ("_items", "_size")

    _items: list[Action]
    _size: int

    def __init__(self, actions: Iterable[Action] = ()) -> None:
        self._items = list(actions)
        self._size = len(self._items)

    def appended(self, action: Action) -> ActionLog:
        """This log with ``action`` added; ``self`` is unchanged."""
        items = self._items
        size = self._size
        with _lock:
            if len(items) == size:
                items.append(action)
            else:  # a later action was appended to this buffer already: branch off
                items = items[:size]
                items.append(action)
        grown = object.__new__(ActionLog)
        grown._items = items
        grown._size = size + 1
        return grown

    def __len__(self) -> int:
        return self._size

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Action, ...]: ...

    def __getitem__(self, index: int | slice) -> Action | tuple[Action, ...]:
        if isinstance(index, slice):
            return tuple(self._items[: self._size][index])
        position = index + self._size if index < 0 else index
        if not 0 <= position < self._size:
            raise IndexError("action log index out of range")
        return self._items[position]

    def __iter__(self) -> Iterator[Action]:
        return islice(self._items, self._size)

    def __reversed__(self) -> Iterator[Action]:
        return (self._items[i] for i in range(self._size - 1, -1, -1))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ActionLog):
            if self._size != other._size:
                return False
            if self._items is other._items:
                return True
            return all(a == b for a, b in zip(self, other))
        if isinstance(other, tuple):
            return self._size == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"ActionLog({list(self)!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickle and deepcopy see only this log's actions, not the shared buffer behind it.
        return (ActionLog, (tuple(self),))
