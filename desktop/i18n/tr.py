"""The one function every user-visible sentence goes through: Qt's translation lookup.

Kept free of Qt so the records layer and the command line (which never start Qt and always speak
English) can mark their sentences the same way the window does: ``pyside6-lupdate`` finds every
``translate("Context", "text")`` call by name, whatever module it is in. Placeholders are
Python's named ``{fields}`` (filled with ``str.format`` after the lookup, so a translation may put
them in any order); plural forms use Qt's ``%n`` with the count given as ``n``.
"""

from __future__ import annotations

import sys


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The current language's text for ``text`` in ``context``; English when Qt is not loaded
    (the command line) or nothing translates it."""
    core = sys.modules.get("PySide6.QtCore")
    if core is not None:
        if n <= STAND_IN:
            return str(core.QCoreApplication.translate(context, text, disambiguation, n))
        # Qt counts in 32 bits: a larger count picks its plural form through a stand-in number,
        # which is then swapped for the real one, written the same way.
        shown = str(core.QCoreApplication.translate(context, text, disambiguation, STAND_IN))
        locale = core.QLocale()
        return shown.replace(locale.toString(STAND_IN), locale.toString(n)).replace(str(STAND_IN), str(n))
    return text.replace("%Ln", f"{n:,}").replace("%n", str(n)) if n >= 0 else text


STAND_IN = 2_000_000_011


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Marks ``text`` for translation where it is defined (a constant); ``translate`` shows it."""
    return text
