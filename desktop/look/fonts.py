"""The fonts the window is drawn in: shipped in assets/fonts, loaded before the first widget.

Qt otherwise draws in whatever fonts a machine has (DejaVu Sans on a bare Debian, Segoe UI on
Windows, SF on macOS), and each measures text differently: a German name that fitted on one
machine was cut on another. Here the application's font names the shipped families,
in the order Qt tries them for a character: Dicebox Sans (Inter, in the four weights the style
sheets use) for the words, Dicebox Symbols (from Noto Sans Symbols 2) for the symbols Inter
lacks (the heavy check mark and cross, the small play mark), Dicebox Mono (from Noto Sans Mono)
last, which the kiosk board's rows are set in. Each has a family name of its own: Qt takes a
system font of the same name before an application font, so a desktop with another Inter
installed would draw part of the window in that one.
tests/desktop/look/test_fonts.py lays out every text the window can show, in every language, and
checks that each glyph comes from these files, so Qt never reaches for a system font.

The size stays the platform's (a user's larger desktop font still makes the window's text
larger); only the family changes. Loading costs a few milliseconds before the first frame (the
files are opened, not parsed, until a text needs them; most of it is importing
``desktop.base.files``, the one reader of a file from a path, and the problems' texts it
brings); ``tests/benchmarks/desktop_bench.py --fonts-off`` measures start-up with and without it.
A file that cannot be used is said in one line (``desktop.base.assetlog``) and the app plays on.
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
_FAMILY_OF = {"DiceboxSans": SANS, "DiceboxSymbols": SYMBOLS, "DiceboxMono": MONO}
"""The family each file must hold, by the start of its name."""

FOLDER = Path(__file__).resolve().parents[2] / "assets" / "fonts"
"""Found as desktop/i18n/language.py finds the translations, beside the package in a checkout, a wheel and
the frozen bundle alike: importing ``importlib.resources`` (``assets.path``) before the first frame
costs 9 ms of start-up, ten times what the fonts do. A zipped install has no such folder, and
reads them through ``assets`` instead."""

MAX_FONT_BYTES = 8 << 20
"""Far above any shipped font (the largest is 272 KB); a bigger file is refused, not read."""
REGULAR = "DiceboxSans-Regular.otf"
"""Without it every plain text would be drawn in the nearest weight of the family, Semi Bold."""

_loaded: list[str] = []
_files: list[str] = []
"""The files that loaded, each holding the family its name promises."""
_done: list[bool] = []


def load() -> list[str]:
    """Add the shipped font files to Qt's font database, once per process; the families added.

    Each file is checked as ``desktop.base.files.read_file`` checks a file (a pipe, a device or a
    huge file in its place is refused, never waited on or read whole) and handed to Qt (``_add``:
    by its path on Linux, as bytes elsewhere). A file that is
    missing, unreadable, damaged or holds another family is skipped, and the skipped files are
    said in one line (``assetlog.asset_problem``: dicebox.log, kiosk.log, the terminal), since the
    window then draws in a system font and looks off with no other word of why."""
    if _done:
        return _loaded
    _done.append(True)
    from PySide6.QtGui import QFontDatabase  # lazy: Qt; the packaging tests read the font list without it

    bad: list[tuple[str, object]] = []
    for name in FILES:
        try:
            font_id = _add(name)
        except Exception as exc:  # Unreadable (an OSError) mostly; a zipped install's reader may raise others
            bad.append((name, exc))
            continue
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        family = _FAMILY_OF[name.split("-")[0]]
        if family not in families:
            if font_id >= 0:
                QFontDatabase.removeApplicationFont(font_id)
            bad.append((name, f"it holds {', '.join(families)}, not {family}" if families
                        else "it is damaged: not a font Qt can read"))
            continue
        _files.append(name)
        _loaded.extend(f for f in families if f not in _loaded)
    if bad:
        from desktop.base.assetlog import asset_problem  # lazy: only when a font could not be used

        asset_problem("font", ", ".join(name for name, _ in bad), bad[0][1])
    return _loaded


def _add(name: str) -> int:
    """Add the file to Qt's font database: Qt's id of it, or -1 when Qt cannot read it as a font.

    On Linux the file is checked as ``read_file`` checks it and Qt is given its path: FreeType then
    maps the file and reads only the tables it needs, where given the bytes Qt keeps a copy of
    every file for the life of the process (1.4 MiB, of which the faces drawn with are mapped
    resident anyway: 0.4 MiB less a second after the first frame, and the seven loads 2-5 ms
    quicker). Elsewhere Qt may hold a file it opened by path for as long as the app runs (GDI's
    private fonts on Windows), so it is given the bytes, as it is in a zipped install."""
    from PySide6.QtGui import QFontDatabase  # lazy: Qt; the packaging tests read the font list without it

    if sys.platform.startswith("linux") and FOLDER.is_dir():
        from desktop.base.files import check_file  # lazy: Qt-free, but the packaging tests need none of it

        check_file(FOLDER / name, MAX_FONT_BYTES)
        return QFontDatabase.addApplicationFont(str(FOLDER / name))
    return QFontDatabase.addApplicationFontFromData(_read(name))


def _read(name: str) -> bytes:
    """The file's bytes from assets/fonts; in a zipped install, which has no such folder, through
    ``assets`` (the zip is the app's own, not a path anyone can swap)."""
    if FOLDER.is_dir():
        from desktop.base.files import read_file  # lazy: Qt-free, but the packaging tests need none of it

        return read_file(FOLDER / name, MAX_FONT_BYTES)
    import assets  # lazy: only when the fonts are not in a folder (a zipped install)

    return assets.read_bytes("fonts", name)


def install(app: QGuiApplication) -> None:
    """Make the shipped fonts the application's: every widget, style sheet and painter that does
    not name a family of its own draws in them, at the platform's size."""
    from PySide6.QtGui import QFont  # lazy: Qt; the packaging tests read the font list without it

    families = [f for f in FAMILIES if f in load()]
    if REGULAR not in _files:
        # Qt would draw every plain text in Dicebox Sans' nearest weight, Semi Bold; and with the
        # symbols' or the board's family first, the words in those. The system's fonts draw it all.
        return
    if app.font().families() == families:
        return  # installed already (the start-up path and theme.start both ask)
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
