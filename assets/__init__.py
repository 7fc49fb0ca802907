"""Dicebox's data files (icons; later images, sounds, translations, precomputed tables).

A package rather than a plain folder so that ``importlib.resources`` finds the files the same way
in a source checkout, an installed wheel and the PyInstaller bundle; nothing should build paths
from ``__file__`` or the working directory, which differ between those three.

    import assets
    QIcon(str(assets.path("icons", "dicebox.svg")))   # a real file in all three layouts
    assets.read_bytes("icons", "dicebox.svg")          # works even from a zipped install
"""

from __future__ import annotations

from functools import reduce
from importlib.resources import files
from importlib.resources.abc import Traversable

APP_ICON: tuple[str, ...] = ("icons", "dicebox.svg")
"""The one source of every app icon: the window icon, and the PNG/ICO/ICNS files made at build time."""


def path(*parts: str) -> Traversable:
    """The resource ``assets/<parts...>``; ``str()`` of it is a file path unless installed zipped.

    Joined one part at a time because multi-argument ``joinpath`` is not supported by every
    Traversable (zip-based ones reject it before Python 3.12).
    """
    if not parts:
        raise ValueError("name a file inside assets/, e.g. path('icons', 'dicebox.svg')")
    return reduce(lambda node, part: node.joinpath(part), parts, files(__name__))


def read_bytes(*parts: str) -> bytes:
    """The contents of ``assets/<parts...>``, raising FileNotFoundError naming it when it is missing."""
    node = path(*parts)
    if not node.is_file():
        raise FileNotFoundError(f"assets/{'/'.join(parts)} is not in this Dicebox installation")
    return node.read_bytes()
