"""Names a package loads on first use (PEP 562), written once for ``engine`` and ``engine.solver``.

Both packages are imported long before their contents are needed: the window imports ``engine``
before its first frame, and ``engine.solver``'s numpy half must never load in the installed app,
which has no numpy. So each package lists where its public names live and lets this module's
``__getattr__`` import the home module when a name is first asked for.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping, MutableMapping, Sequence
from typing import Any, Generic, TypeVar


def home_of(homes: Mapping[str, Sequence[str]]) -> dict[str, str]:
    """Public name -> the submodule that defines it, from the package's ``{module: names}``."""
    return {name: module for module, names in homes.items() for name in names}


def lazy_names(namespace: dict[str, Any], homes: Mapping[str, str]) -> tuple[Callable[[str], Any],
                                                                             Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of the package whose globals are ``namespace``.

    A listed name is imported from its home and kept in the package's globals, so later lookups
    are plain attributes. Any other name is tried as a submodule (``engine.api``) and is an
    ``AttributeError`` when no such module exists; a submodule that exists but needs something
    missing (numpy for the solver) raises that ``ModuleNotFoundError`` rather than hiding it.
    """
    package = namespace["__name__"]

    def __getattr__(name: str) -> Any:
        module = homes.get(name)
        if module is None:
            try:
                return importlib.import_module(f".{name}", package)
            except ModuleNotFoundError as exc:
                if exc.name != f"{package}.{name}":
                    raise
                raise AttributeError(f"module {package!r} has no attribute {name!r}") from None
        value = getattr(importlib.import_module(f".{module}", package), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(set(namespace) | set(namespace["__all__"]))

    return __getattr__, __dir__


V = TypeVar("V")


class Later(Generic[V]):
    """An entry of a ``LazyTable`` not made yet: how to make it."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[], V]) -> None:
        self.make = make


class LazyTable(MutableMapping[str, V]):
    """A table by id whose entries may be made on first look-up, in the order they were added.

    The engine's tables of rulesets and games list every game a start may name (``--game``, the
    New Game dialog), but the rules of the classic variants are dataclasses of their own, a few
    milliseconds of every start for games most starts never open. An id, ``in``, ``len`` and the
    iteration over ids never make an entry; looking one up makes it, once, and keeps it."""

    def __init__(self, entries: Mapping[str, V | Later[V]] | None = None) -> None:
        self._entries: dict[str, V | Later[V]] = dict(entries or {})

    def __getitem__(self, key: str) -> V:
        entry = self._entries[key]
        if isinstance(entry, Later):
            made: V = entry.make()
            self._entries[key] = made  # an existing key keeps its place in the order
            return made
        return entry

    def __setitem__(self, key: str, value: V) -> None:
        self._entries[key] = value

    def later(self, key: str, make: Callable[[], V]) -> None:
        """Add ``key``, made by ``make`` when first looked up."""
        self._entries[key] = Later(make)

    def __delitem__(self, key: str) -> None:
        del self._entries[key]

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __repr__(self) -> str:
        return f"LazyTable({list(self._entries)})"
