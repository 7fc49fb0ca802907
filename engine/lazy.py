"""Names a package loads on first use (PEP 562), written once for ``engine`` and ``engine.solver``.

Both packages are imported long before their contents are needed: the window imports ``engine``
before its first frame, and ``engine.solver``'s numpy half must never load in the installed app,
which has no numpy. So each package lists where its public names live and lets this module's
``__getattr__`` import the home module when a name is first asked for.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any


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
