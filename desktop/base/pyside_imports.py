"""PySide's look at every module imported after it, answered without reading our own files.

PySide6 asks of each module imported once it is loaded (``shibokensupport.feature``) whether it
could use PySide's ``__feature__`` switches (snake_case, true_property): it takes the module's
whole source from ``inspect.getsource`` and searches it for "PySide6", then records the module
as one that may switch (0) or one that never does (-1). That reads every file through
``linecache``, which splits it into lines and keeps them for the life of the process: before the
game is on screen some 140 modules, 2.3 million characters of source, several MiB held for
nothing, and even as a plain read of each file's bytes 3-5 ms of every start.

No module of Dicebox and none of Python's own library switches a feature
(tests/desktop/base/test_pyside_imports.py holds the first to that), so their answer is known
from where the file lies, and they are recorded as never switching: with no switch anywhere in
the process, both records draw Qt's default names. Any other module (a plug-in, a library from
site-packages) is still searched, in its bytes, read once and dropped.
"""

from __future__ import annotations

import os
import sys
from types import ModuleType

OWN_PACKAGES = ("desktop", "engine", "assets")
"""The top-level packages of this app, each a folder beside this one's parent."""


def never_switches(path: str, own: str = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                   stdlib: str = os.path.dirname(os.__file__)) -> bool:
    """Whether the module in ``path`` is the app's own or the standard library's (not a library
    installed into it, in a site-packages or dist-packages folder)."""
    if any(path.startswith(os.path.join(own, package, "")) for package in OWN_PACKAGES):
        return True
    return path.startswith(os.path.join(stdlib, "")) and "-packages" not in path[len(stdlib):]


def install() -> None:
    """From now on, answer PySide's question by the file's place, or from its bytes: once PySide
    is loaded (before, there is nothing to answer), once per process; a PySide without the
    question is left alone."""
    feature = sys.modules.get("shibokensupport.feature")
    asked = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or asked is None or getattr(asked, "__module__", None) == __name__:
        return

    def _mod_uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            if never_switches(path):
                return False
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass  # PySide's own way then says what it says of a file it cannot read
        return bool(asked(module))

    feature.__dict__["_mod_uses_pyside"] = _mod_uses_pyside
