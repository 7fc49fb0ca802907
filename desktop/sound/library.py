"""Import miniaudio without the parts of it Dicebox never uses.

miniaudio (the module over its compiled ``_miniaudio``) imports, at its top, ``urllib.request``
for its internet-radio helpers and numpy whenever it can, to take numpy arrays as samples.
Dicebox plays its own WAVs from bytes: it calls neither. Yet they were most of what sound cost:
``urllib.request`` brings http.client, email, socket and hashlib, whose ``_hashlib`` maps OpenSSL's
libcrypto (and ``ssl`` too, where it is installed), and numpy is a few dozen MiB of its own in a
development venv. Importing miniaudio took 130 ms of CPU and 28 MiB with numpy there, 30 ms and
12 MiB without it (as frozen: the bundle has no numpy), and takes 7 ms and 3 MiB here.

How, and why it is safe:

- numpy, when nothing has imported it yet, is hidden for the import (``None`` in ``sys.modules``
  makes ``import numpy`` raise ImportError), so miniaudio takes its own documented fallback,
  ``numpy = None``. The entry is removed straight after: numpy imports normally for anyone else.
  Should a later miniaudio need numpy outright, its import fails on it and is simply made again
  with numpy visible.
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
HIDDEN = "numpy"
"""Imported by miniaudio when it can, to accept numpy arrays; the player hands it bytes."""

_lock = threading.Lock()


class _OnFirstUse(types.ModuleType):
    """Stands for a module until an attribute of it is read, then loads the real one and answers
    from it (every later read too)."""

    def __getattr__(self, name: str) -> Any:  # only for names the stand-in lacks: all the real module's
        if sys.modules.get(self.__name__) is self:
            del sys.modules[self.__name__]
        return getattr(importlib.import_module(self.__name__), name)


def import_miniaudio() -> types.ModuleType:
    """miniaudio, imported (once per process) without loading ``urllib.request`` or numpy when
    nothing else has loaded them; raises as ``import miniaudio`` does (ImportError, OSError)."""
    with _lock:  # two players starting at once: one import, one set of stand-ins
        loaded = sys.modules.get("miniaudio")
        if loaded is not None:
            return loaded
        try:
            return _import_without(hide_numpy=HIDDEN not in sys.modules)
        except ImportError as exc:
            if exc.name != HIDDEN:
                raise
            return _import_without(hide_numpy=False)  # a miniaudio that cannot do without numpy


def _import_without(*, hide_numpy: bool) -> types.ModuleType:
    import urllib  # the package alone (pathlib has loaded it already); its request module stays out

    stand_in = None
    if DEFERRED not in sys.modules:
        stand_in = _OnFirstUse(DEFERRED)
        sys.modules[DEFERRED] = stand_in
        urllib.request = stand_in  # type: ignore[attr-defined]  # what "import urllib.request" binds
    if hide_numpy:
        sys.modules[HIDDEN] = None  # type: ignore[assignment]  # "import numpy" raises ImportError
    try:
        return importlib.import_module("miniaudio")
    finally:
        if hide_numpy and HIDDEN in sys.modules and sys.modules[HIDDEN] is None:
            del sys.modules[HIDDEN]
        if stand_in is not None and sys.modules.get(DEFERRED) is stand_in:
            del sys.modules[DEFERRED]
