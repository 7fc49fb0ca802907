"""The window's celebrations: the session's big moments (``session.cues.Moments``, the same
moments the chimes come from) shown by an overlay over the game area (``widgets.celebration``).

What is celebrated is what the table may see: the moments come from the session's moves forward
only (undo, History, a resumed game and a replay stay quiet), and in Triple Dice a card coming true
is only known at a round's end, when every card is shown.

Platform motion preference: Qt 6.7-6.11 exposes none (``QStyleHints`` has no reduced-motion hint;
``QStyleHints.accessibility()`` offers only ``contrastPreference``), so Edit > Reduce Motion is the
one switch; it makes the celebration a still caption, as it makes the roll instant.

A screen reader hears the caption only when it adds to the move's own announcement: a bonus and a
Perfect Round, which the move's sentence ("Ones: 3") does not name, said after that sentence (put
off to the next pass of the event loop: said first, it was cut off and came before its cause). All
match (the sentence names the box and its 50), a card come true (the round's summary, said with the
move, names whose card) and a personal best (the game's summary says it) would be said twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, QTimer
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate
from desktop.session.cues import Moments
from desktop.widgets.accessibility import announce
from desktop.widgets.celebration import Celebration

if TYPE_CHECKING:
    from .hosts import Window

CAPTIONS = {
    "all_match": QT_TRANSLATE_NOOP("Celebration", "All match!"),
    "bonus": QT_TRANSLATE_NOOP("Celebration", "Bonus reached!"),
    "perfect": QT_TRANSLATE_NOOP("Celebration", "Perfect round!"),
    "card": QT_TRANSLATE_NOOP("Celebration", "A card came true!"),
    "best": QT_TRANSLATE_NOOP("Celebration", "New personal best!"),
}
SPOKEN = frozenset({"bonus", "perfect"})
"""The moments whose caption says what the move's announcement does not."""


def _dice_area(window: Window, overlay: Celebration) -> QRect | None:
    """Where the page on show keeps its dice, in the overlay's coordinates (the caption sits above
    them); None for a page without a row of dice (the upper third of the area, then)."""
    tray = getattr(window.current_page(), "tray", None)
    area = overlay.parentWidget()  # the game area, which the overlay lies over
    if not isinstance(tray, QWidget) or not tray.isVisible() or area is None:
        return None
    return QRect(tray.mapTo(area, QPoint(0, 0)), tray.size())


def install(window: Window) -> Celebration:
    """Lay the overlay over the game area and celebrate the session's moments on it; the personal
    best follows the records once the launcher has given the window its recorder."""
    area = window.stack.widget(0)  # the game area: header, dice and card
    assert area is not None  # made with the window, and never taken out of its stack
    overlay = Celebration(area)

    def celebrate(moment: str) -> None:
        if not isValid(overlay):  # the session outlived its window
            return
        caption = translate("Celebration", CAPTIONS[moment])
        overlay.show_moment(caption, window.settings.reduce_motion, _dice_area(window, overlay))
        if moment in SPOKEN:
            QTimer.singleShot(0, lambda: announce(window, caption))

    moments = Moments(window.controller, celebrate)
    if window.recorder is not None:
        moments.follow_records(window.recorder)
    else:  # made before the launcher (or a test) gives the recorder: follow it on the next turn of the loop
        QTimer.singleShot(0, lambda: moments.follow_records(window.recorder))
    return overlay
