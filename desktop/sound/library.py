"""Import miniaudio without the part of it Dicebox never uses.

miniaudio (the module over its compiled ``_miniaudio``) imports, at its top, ``urllib.request``
for its internet-radio helpers, which Dicebox never calls: it plays its own WAVs from bytes. Yet
that import was most of what sound cost the installed app (which has no numpy): it brings
http.client, email, socket and hashlib, whose ``_hashlib`` maps OpenSSL's libcrypto (and ``ssl``
too, where it is installed). Importing miniaudio took 30 ms and 12 MiB so, and takes 7 ms and
3 MiB here. (miniaudio also imports numpy when it can; numpy is left visible: hiding it would make
another thread's ``import numpy`` fail for those milliseconds, the solver's among them, and only
a development venv has numpy at all.)

How, and why it is safe:

- ``urllib.request``, when nothing has imported it yet, is a stand-in for the import
  (``_OnFirstUse``): a module whose every attribute is the real module's, loaded at the first
  read. miniaudio reads none at import, so nothing more is loaded. Afterwards the stand-in is
  taken out of ``sys.modules``: the next ``import urllib.request`` anywhere loads the real module
  as if this had never happened (and puts it on the ``urllib`` package, where the stand-in
  stays until then, so that miniaudio's own helpers would still work). Code that met the
  stand-in meanwhile (another thread's import in those few milliseconds) reaches the real
  module through it.

So the worst a change in miniaudio can do is bring the costs back, never break sound: the tests
(tests/desktop/sound) check both that the costs stay out and that the sounds play.
"""

from __future__ import annotations

import importlib
import sys
import threading
import types
from typing import Any

DEFERRED = "urllib.request"
"""Imported by miniaudio for streaming from the internet, which Dicebox never asks of it."""

_lock = threading.Lock()


class _OnFirstUse(types.ModuleType):
    """Stands for a module until an attribute of it is read, then loads the real one and answers
    from it (every later read too)."""

    def __getattr__(self, name: str) -> Any:  # only for names the stand-in lacks: all the real module's
        if sys.modules.get(self.__name__) is self:
            del sys.modules[self.__name__]
        return getattr(importlib.import_module(self.__name__), name)


def import_miniaudio() -> types.ModuleType:
    """miniaudio, imported (once per process) without loading ``urllib.request`` when nothing else
    has loaded it; raises as ``import miniaudio`` does (ImportError, OSError)."""
    with _lock:  # two players starting at once: one import, one stand-in
        loaded = sys.modules.get("miniaudio")
        if loaded is not None:
            return loaded
        return _import_without_urllib_request()


def _import_without_urllib_request() -> types.ModuleType:
    import urllib  # the package alone (pathlib has loaded it already); its request module stays out

    stand_in = None
    if DEFERRED not in sys.modules:
        stand_in = _OnFirstUse(DEFERRED)
        sys.modules[DEFERRED] = stand_in
        urllib.request = stand_in  # type: ignore[attr-defined]  # what "import urllib.request" binds
    try:
        return importlib.import_module("miniaudio")
    finally:
        if stand_in is not None and sys.modules.get(DEFERRED) is stand_in:
            del sys.modules[DEFERRED]
