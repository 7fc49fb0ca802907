"""The window's language: which translations are installed, and texts that follow a live switch.

Sentences are marked with ``desktop.i18n.tr.translate`` everywhere. This module decides the language
(the Settings choice, else the system's, else English), installs the app's and Qt's own
translators (``qtbase_*.qm``: OK, Cancel, the file dialogs) and sets the default ``QLocale`` so
numbers and dates read the local way. A switch happens while the window is open: every text made
once at construction is set through ``live`` and is made again after the switch; texts made from
the game state are made again by the window's next render.

The ``.qm`` files are built from the ``.ts`` sources by ``pyside6-lrelease`` (``python
packaging/translations.py build``, run by set-up and packaging) and never committed. A missing or out-of-date
``.qm`` (a checkout that was not set up again after a pull) is built on first use into the
cache folder, so a stale translation is never shown.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import PySide6
from PySide6.QtCore import QCoreApplication, QLocale, QObject, QStandardPaths, QTranslator, Signal, Slot
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from .tr import translate

if TYPE_CHECKING:
    from PySide6.QtCore import QDateTime, SignalInstance

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Fran\u00e7ais"}
"""The languages shipped, each named in itself (a name a reader of that language finds)."""

PSEUDO = "pseudo"
"""The test language: every text 40% longer and bracketed, to find clipped or untranslated text."""

SOURCE_DIR = Path(__file__).resolve().parents[2] / "assets" / "translations"
"""Where the .ts sources and built .qm files are: ``assets/translations`` beside this package, in
a checkout, an installed wheel and the frozen bundle alike (``assets`` is a package next to it)."""


def ts_path(code: str) -> Path:
    return SOURCE_DIR / f"dicebox_{code}.ts"


def qm_path(code: str) -> Path:
    return SOURCE_DIR / f"dicebox_{code}.qm"


def _tool(name: str) -> Path:
    """Qt's Linguist tool of the installed PySide6 (the wheel carries lupdate and lrelease)."""
    base = Path(PySide6.__file__).parent
    for candidate in (base / name, base / f"{name}.exe", base / "Qt" / "libexec" / name):
        if candidate.exists():
            return candidate
    raise FileNotFoundError(f"{name} is not in the installed PySide6 ({base})")


def release(ts: Path, qm: Path) -> None:
    """Build ``qm`` beside itself and rename it into place: a running app maps the .qm it loaded
    into memory, and rewriting that file in place (a set-up or a build while a window is open)
    killed it with SIGBUS."""
    import subprocess  # lazy: only building a .qm runs a process

    qm.parent.mkdir(parents=True, exist_ok=True)
    part = qm.with_name(f".{qm.name}.{os.getpid()}.part")
    try:
        subprocess.run([str(_tool("lrelease")), "-silent", str(ts), "-qm", str(part)], check=True,
                       stdout=subprocess.DEVNULL)
        os.replace(part, qm)
    finally:
        part.unlink(missing_ok=True)


def _fresh_qm(code: str) -> Path | None:
    """The ``.qm`` to load for ``code``: the built one when it is at least as new as its source,
    else one built now into the cache; None when there is no source or it cannot be built."""
    ts, qm = ts_path(code), qm_path(code)
    if code != PSEUDO:  # the common case first, with nothing of Qt's paths touched
        # A frozen app's .qm were built when it was packaged, and its files' times are the
        # order they were copied in (a .qm a few ms older than its .ts showed the window in English).
        if not ts.exists() or getattr(sys, "frozen", False):
            return qm if qm.exists() else None
        if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            return qm
    if code == PSEUDO:
        ts = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)) / "pseudo.ts"
        qm = ts.with_suffix(".qm")
        if not qm.exists() or qm.stat().st_mtime < ts_path("de").stat().st_mtime:
            from .pseudo import write_pseudo  # lazy: the test language, never loaded at start-up

            write_pseudo(ts_path("de"), ts)
            release(ts, qm)
        return qm
    cached = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)) / qm.name
    if cached.exists() and cached.stat().st_mtime >= ts.stat().st_mtime:
        return cached
    import subprocess  # lazy: only building a .qm runs a process

    try:
        release(ts, cached)
    except (OSError, subprocess.CalledProcessError):
        return None
    return cached


def system_language() -> str:
    """The first of the system's preferred languages that Dicebox speaks, else English."""
    for name in QLocale.system().uiLanguages():
        base = name.replace("_", "-").split("-")[0].lower()
        if base in LANGUAGES:
            return base
    return "en"


class Languages(QObject):
    """The installed translators; ``changed`` fires once per switch, after all are in place."""

    changed = Signal(str)

    def __init__(self) -> None:
        super().__init__(QCoreApplication.instance())
        self._installed: list[QTranslator] = []
        self.code = "en"
        self.problem = ""
        """Why the chosen language could not be shown (its translation missing), or ""."""

    def apply(self, wanted: str) -> str:
        """Switch to ``wanted`` ("" follows the system); returns the language now in use."""
        code = wanted if wanted in LANGUAGES or wanted == PSEUDO else system_language()
        for old in self._installed:
            QCoreApplication.removeTranslator(old)
        self._installed = []
        self.problem = ""
        own = QTranslator(self)
        qm = _fresh_qm(code)
        loaded = qm is not None and own.load(str(qm))
        if not loaded and code != "en":
            self.problem = f"The {LANGUAGES.get(code, code)} translation is missing ({qm_path(code).name})."
            code = "en"
            qm = _fresh_qm(code)  # English in its place, plural forms and all ("1 game", not "1 games")
            loaded = qm is not None and own.load(str(qm))
        if loaded:
            QCoreApplication.installTranslator(own)
            self._installed.append(own)
        if code != "en":
            from PySide6.QtCore import QLibraryInfo  # lazy: only another language than English loads Qt's own words

            qt = QTranslator(self)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if code != "en" and qt.load(f"qtbase_{'en' if code == PSEUDO else code}", qt_dir):
                QCoreApplication.installTranslator(qt)
                self._installed.append(qt)
        QLocale.setDefault(QLocale("en_US" if code in ("en", PSEUDO) else code))
        before, self.code = self.code, code
        if before != code:
            retranslate_widgets(before)
        self.changed.emit(code)
        return code


_languages: Languages | None = None
_catalogs: dict[str, dict[str, tuple[str, str]]] = {}


def _catalog(code: str) -> dict[str, tuple[str, str]]:
    """What language ``code`` shows for each fixed text: shown text -> (context, source). Texts
    with placeholders or counts are left out: they are made from the state, and made again."""
    if code not in _catalogs:
        import xml.etree.ElementTree as ET  # lazy: read only when the language changes in a running window

        from .pseudo import pseudo  # lazy: the test language, never loaded at start-up

        found: dict[str, tuple[str, str]] = {}
        ts = ts_path("en" if code in ("en", PSEUDO) else code)
        if code in ("en", PSEUDO) or not ts.exists():
            ts = ts_path("de")
        if ts.exists():
            for context in ET.parse(ts).getroot().iter("context"):
                name = context.findtext("name") or ""
                for message in context.iter("message"):
                    source = message.findtext("source") or ""
                    if "%n" in source or "%Ln" in source or "{" in source:
                        continue
                    if code == "en":
                        shown = source
                    elif code == PSEUDO:
                        shown = pseudo(source)
                    else:
                        shown = message.findtext("translation") or source
                    found.setdefault(shown, (name, source))
        _catalogs[code] = found
    return _catalogs[code]


def retranslate_widgets(before: str) -> None:
    """Every window's fixed words (labels, buttons, tabs, tooltips, accessible names) made when
    it was built, said again in the new language: each is found by what the old language
    showed for it. Words made from the game state are made again by the next render."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    from PySide6.QtWidgets import QLineEdit, QTabWidget  # lazy: only when the language changes, not at an English start

    old = _catalog(before)

    def again(text: str) -> str | None:
        hit = old.get(text)
        return None if hit is None else QCoreApplication.translate(hit[0], hit[1])

    for top in app.topLevelWidgets():
        for widget in [top, *top.findChildren(QWidget)]:
            pairs = [(widget.toolTip, widget.setToolTip), (widget.accessibleName, widget.setAccessibleName),
                     (widget.accessibleDescription, widget.setAccessibleDescription),
                     (widget.windowTitle, widget.setWindowTitle)]
            if isinstance(widget, (QLabel, QAbstractButton)):
                pairs.append((widget.text, widget.setText))
            if isinstance(widget, QLineEdit):
                pairs.append((widget.placeholderText, widget.setPlaceholderText))
            for get, put in pairs:
                text = get()
                if text and (new := again(text)) is not None and new != text:
                    put(new)
            if isinstance(widget, QTabWidget):
                for i in range(widget.count()):
                    if (new := again(widget.tabText(i))) is not None:
                        widget.setTabText(i, new)


def languages() -> Languages:
    global _languages
    if _languages is None or _languages.parent() is not QCoreApplication.instance():
        _languages = Languages()
    return _languages


class Follower(QObject):
    """Calls ``then`` whenever ``signal`` fires, for as long as ``owner`` lives: it is the
    owner's child, so it goes with it and the connection with it (a lambda would outlive it)."""

    def __init__(self, owner: QObject, signal: SignalInstance, then: Callable[[], object]) -> None:
        super().__init__(owner)
        self._then = then
        signal.connect(self.run)

    @Slot()
    def run(self) -> None:
        self._then()


def live(owner: QObject, apply: Callable[[], object]) -> None:
    """Run ``apply`` (which sets texts through ``translate``) now and after every language switch,
    for as long as ``owner`` lives (the binding is its child, so it goes with it)."""
    apply()
    Follower(owner, languages().changed, apply)


def number(value: float, decimals: int = -1) -> str:
    """A number the local way ("4,5" in German), grouped; whole numbers without decimals unless
    ``decimals`` asks for a fixed number of them."""
    locale = QLocale()
    if decimals >= 0:
        return locale.toString(float(value), "f", decimals)
    if isinstance(value, int) or float(value).is_integer():
        return locale.toString(int(value))
    return locale.toString(float(value), "g", 6)


def percent(share: float) -> str:
    """A chance (0 to 1) as a whole percentage the local way ("63%", "63 %"). A chance that is
    neither none nor certain never reads "0%" or "100%": it reads "<1%" or ">99%", because a
    player takes "0%" to mean it cannot happen."""
    value = round(share * 100)
    if 1e-9 < share < 1 - 1e-9 and value in (0, 100):  # a sum's last bit is no chance
        shown = translate("Numbers", "{value}%").format(value=number(1 if value == 0 else 99))
        return ("<" if value == 0 else ">") + shown
    return translate("Numbers", "{value}%").format(value=number(value))


def ordinal(place: int) -> str:
    """A place as the language writes it: 1st / 1. / 1er."""
    code = languages().code if _languages is not None else "en"
    if code == "de":
        return f"{place}."
    if code == "fr":
        return "1er" if place == 1 else f"{place}e"
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    if code == PSEUDO:  # longer, as every text there, so the layout check sees places too
        from .pseudo import pseudo  # lazy: the test language, never loaded at start-up

        return pseudo(f"{place}{suffix}")
    return f"{place}{suffix}"


def iso_dates() -> bool:
    """English shows dates year first (2026-11-24), read the same everywhere English is; the
    other languages show their own short form (24.11.26)."""
    return _languages is None or _languages.code in ("en", PSEUDO)


def date_time(value: QDateTime) -> str:
    return QLocale().toString(value, QLocale.FormatType.ShortFormat)
