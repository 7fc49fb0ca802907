"""PySide's look at every module imported after it, answered without keeping the module's source.

PySide6 asks of each module imported once it is loaded (``shibokensupport.feature``) whether it
could use PySide's ``__feature__`` switches (snake_case, true_property): it takes the module's
whole source from ``inspect.getsource`` and searches it for "PySide6". That reads each file
through ``linecache``, which splits it into lines and keeps them for the life of the process:
before the game is on screen some 140 modules, 2.3 million characters of source, about a tenth
of the start of a checkout or a wheel install (a frozen app carries no sources, so its answers
are already quick), and several MiB held for nothing. Here the same search is made in the file's
bytes, read once and dropped: PySide records the same answer for every module.
"""

from __future__ import annotations

import sys
from types import ModuleType


def install() -> None:
    """From now on, answer PySide's question from the file's bytes: once PySide is loaded (before,
    there is nothing to answer), once per process; a PySide without the question is left alone."""
    feature = sys.modules.get("shibokensupport.feature")
    asked = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or asked is None or getattr(asked, "__module__", None) == __name__:
        return

    def _mod_uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass  # PySide's own way then says what it says of a file it cannot read
        return bool(asked(module))

    feature.__dict__["_mod_uses_pyside"] = _mod_uses_pyside
