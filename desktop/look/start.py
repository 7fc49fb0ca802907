"""The window's looks before its first frame: fonts, language, and a theme only when one is needed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication

from desktop.i18n.language import languages

from .fonts import install

if TYPE_CHECKING:
    from desktop.base.settings import Settings


def start(settings: Settings) -> None:
    """The language, theme and zoom chosen in Settings (else the system's), before any window.
    Light at 100% (the common case) is the style sheets as written: then nothing of the theme
    machinery (``looks``) is loaded before the first frame; the window follows changes later.
    The shipped fonts come first (desktop/app.py installs them already; ``dicebox --screenshots``
    and the other ways in start here), so every window is measured in them."""
    app = QGuiApplication.instance()
    if isinstance(app, QGuiApplication):
        install(app)
    languages().apply(settings.language)
    if settings.zoom == 100 and settings.theme in ("", "light"):
        system_dark = isinstance(app, QGuiApplication) and app.palette().window().color().lightness() < 128
        if settings.theme == "light" or not system_dark:
            return
    from .appearance import appearance  # lazy: light at 100% starts without the theme machinery

    appearance().apply(settings.theme, settings.zoom)
