"""Keep libasound (ALSA's C library) from printing on the terminal while miniaudio probes it.

On a Linux machine with ALSA but no sound card, opening a device made libasound print 35 lines
("ALSA lib confmisc.c:855:(parse_card) cannot find card '0'", ...) on stderr at every start,
before Dicebox's own "sound is off" line: libasound's default error handler prints every error
it meets, and miniaudio loads the library with ``dlopen`` and never replaces it.
``silence_alsa()`` gives libasound a handler that prints nothing, before miniaudio opens a
device; Dicebox's own line (``player``, under ``dicebox.sound``) still says, once, that sound is
off and why.

Why this rather than asking miniaudio for its null device when no card is found: the null device
pretends to play (the player would not know sound is off, so nobody would be told), and "no card"
is not "no sound": PulseAudio or PipeWire play to Bluetooth and network outputs with no ALSA card
at all, and an ALSA configuration may route to a plug-in rather than a card. Replacing the
handler changes nothing but who speaks. libasound keeps one handler for the whole process, and
Dicebox uses ALSA only through miniaudio.

Through cffi's backend (``_cffi_backend``, which miniaudio loads anyway), not ``ctypes``: a bundled
ctypes is loaded by PyInstaller's bootstrap before the app's first line, at every start
(tests/packaging/test_packaging.py keeps it out of the bundle), and cffi's ``cdef`` would bring
pycparser into the bundle; the backend's own C-type parser reads the two prototypes.
"""

from __future__ import annotations

import atexit
import sys
import threading
from typing import Any

ALSA = "libasound.so.2"
"""The name miniaudio opens too: the same library in the process, so the same handler."""
HANDLER = "void(*)(const char *, int, const char *, int, const char *)"
"""``snd_lib_error_handler_t`` without its trailing ``...``: cffi cannot make a variadic callback, and
on Linux's calling conventions (x86-64 System V, AArch64) the named arguments of a variadic call
arrive as in a plain call, so a handler that reads none of the rest is safe."""

_lock = threading.Lock()
_kept: list[Any] = []
"""The library and the callback, alive for the life of the process: libasound keeps calling it."""


def silence_alsa() -> bool:
    """Install the silent handler once per process; True when it is in place. Off Linux, without
    libasound or without cffi's backend it does nothing (and there is nothing to silence)."""
    if not sys.platform.startswith("linux"):
        return False
    with _lock:
        if _kept:
            return True
        try:
            import _cffi_backend  # type: ignore[import-untyped]  # no stubs; lazy: miniaudio's own C layer, on the player's thread

            ffi = _cffi_backend.FFI()
            library = _cffi_backend.load_library(ALSA)
            handler_type = ffi.typeof(HANDLER)
            setter = library.load_function(ffi.typeof(f"int(*)({HANDLER})"), "snd_lib_error_set_handler")
            handler = ffi.callback(handler_type, _say_nothing)
            if setter(handler) != 0:
                return False
        except Exception:  # no libasound (nothing will print), or a cffi without the backend API
            return False
        _kept.extend((library, handler))
        # ALSA's own printing handler back before the interpreter ends, so a libasound message from
        # a device still closing never calls into a Python that is gone. Registered before the
        # player registers its close (it opens the device after this), so it runs after it.
        atexit.register(setter, ffi.cast(handler_type, 0))
        return True


def _say_nothing(*_args: object) -> None:
    """ALSA's message, dropped: the player's own line says that sound is off, and why."""
