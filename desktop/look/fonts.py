"""The fonts the window is drawn in: shipped in assets/fonts, loaded before the first widget.

Qt otherwise draws in whatever fonts a machine has (DejaVu Sans on a bare Debian, Segoe UI on
Windows, SF on macOS), and each measures text differently: a German name that fitted on one
machine was cut on another (issue 26). Here the application's font names the shipped families,
in the order Qt tries them for a character: Dicebox Sans (Inter, in the four weights the style
sheets use) for the words, Dicebox Symbols (from Noto Sans Symbols 2) for the symbols Inter
lacks (the heavy check mark and cross, the small play mark), Dicebox Mono (from Noto Sans Mono)
last, which the kiosk board's rows are set in. Each has a family name of its own: Qt takes a
system font of the same name before an application font, so a desktop with another Inter
installed would draw part of the window in that one.
tests/desktop/look/test_fonts.py lays out every text the window can show, in every language, and
checks that each glyph comes from these files, so Qt never reaches for a system font.

The size stays the platform's (a user's larger desktop font still makes the window's text
larger); only the family changes. Loading costs about a millisecond before the first frame (the
files are read, not parsed, until a text needs them); ``tests/benchmarks/desktop_bench.py
--fonts-off`` measures start-up with and without it.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

SANS = "Dicebox Sans"
SYMBOLS = "Dicebox Symbols"
MONO = "Dicebox Mono"
FAMILIES = (SANS, SYMBOLS, MONO)
"""The application font's families, in the order Qt looks for a character in them."""

FILES = (
    "DiceboxSans-Regular.otf",
    "DiceboxSans-Italic.otf",
    "DiceboxSans-SemiBold.otf",
    "DiceboxSans-Bold.otf",
    "DiceboxSans-ExtraBold.otf",
    "DiceboxSymbols-Regular.ttf",
    "DiceboxMono-Regular.ttf",
)
"""assets/fonts/, made by packaging/fonts.py (which says where each comes from)."""

FOLDER = Path(__file__).resolve().parents[2] / "assets" / "fonts"
"""Found as desktop/i18n/language.py finds the translations, beside the package in a checkout, a wheel and
the frozen bundle alike: importing ``importlib.resources`` (``assets.path``) before the first frame
costs 9 ms of start-up, ten times what the fonts do. A zipped install has no such folder, and
reads them through ``assets`` instead."""

_loaded: list[str] = []


def load() -> list[str]:
    """Add the shipped font files to Qt's font database, once per process; the families added.
    A file that is missing or unreadable is skipped: the window then uses a system font, and
    looks off, but still starts."""
    if _loaded:
        return _loaded
    from PySide6.QtGui import QFontDatabase  # lazy: Qt; the packaging tests read the font list without it

    for name in FILES:
        path = FOLDER / name
        if path.is_file():
            font_id = QFontDatabase.addApplicationFont(str(path))
        else:
            font_id = QFontDatabase.addApplicationFontFromData(_packaged(name))
        if font_id >= 0:
            _loaded.extend(f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in _loaded)
    return _loaded


def _packaged(name: str) -> bytes:
    import assets  # lazy: only when a font file is not on disk (frozen app)

    try:
        return assets.read_bytes("fonts", name)
    except OSError:
        return b""


def install(app: QGuiApplication) -> None:
    """Make the shipped fonts the application's: every widget, style sheet and painter that does
    not name a family of its own draws in them, at the platform's size."""
    from PySide6.QtGui import QFont  # lazy: Qt; the packaging tests read the font list without it

    families = [f for f in FAMILIES if f in load()]
    if not families or app.font().families() == families:
        return  # missing, or installed already (the start-up path and theme.start both ask)
    font = QFont(app.font())
    font.setFamilies(families)
    # Light hinting everywhere: text is as wide as the font designs it (FreeType and DirectWrite
    # alike), not as each desktop's hinting setting rounds it, so a measured layout holds.
    font.setHintingPreference(QFont.HintingPreference.PreferVerticalHinting)
    app.setFont(font)


def application() -> QApplication:
    """The QApplication (made when there is none yet) with the shipped fonts installed, for an
    entry point that shows a window of its own."""
    from PySide6.QtWidgets import QApplication  # lazy: Qt; the packaging tests read the font list without it

    app = QApplication.instance() or QApplication(sys.argv[:1])
    install(app)  # type: ignore[arg-type]
    return app  # type: ignore[return-value]
