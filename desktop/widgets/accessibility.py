"""What screen readers get from widgets Qt cannot describe on its own, and spoken announcements.

The dice are painted, so Qt sees a bare widget; ``DieAccessible`` gives each one a role (a check
box: a die is held or not), a name that says its face and whether it is held ("Die 3: five,
held"), its tooltip as description, and the actions of Qt's own check boxes ("Toggle" and "Press",
both a click on the die, then "SetFocus"), so a screen reader can hold or pick a die without a
mouse. A die held or picked sends a checked-state change (``notify_checked``). ``announce``
speaks what changed on the table (a roll, a score, whose turn, a computer's move, a refused
move) through ``QAccessibleAnnouncementEvent``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleStateChangeEvent
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate

FACES = (QT_TRANSLATE_NOOP("Accessibility", "one"), QT_TRANSLATE_NOOP("Accessibility", "two"),
         QT_TRANSLATE_NOOP("Accessibility", "three"), QT_TRANSLATE_NOOP("Accessibility", "four"),
         QT_TRANSLATE_NOOP("Accessibility", "five"), QT_TRANSLATE_NOOP("Accessibility", "six"))


def face_word(value: int) -> str:
    return translate("Accessibility", FACES[value - 1]) if 1 <= value <= 6 else str(value)


def die_name(number: int, value: int | None, held: bool = False) -> str:
    """ "Die 3: five, held" (``number`` from 1; ``value`` None while the die is hidden)."""
    if value is None:
        return translate("Accessibility", "Die {number}: hidden").format(number=number)
    if held:
        return translate("Accessibility", "Die {number}: {face}, held").format(number=number, face=face_word(value))
    return translate("Accessibility", "Die {number}: {face}").format(number=number, face=face_word(value))


class DieAccessible(QAccessibleWidget):
    """A painted die as assistive technology sees it."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, QAccessible.Role.CheckBox, widget.accessibleName())

    def text(self, kind: QAccessible.Text) -> str:
        die: Any = self.widget()
        if kind == QAccessible.Text.Name:
            return str(die.spoken_name())
        if kind == QAccessible.Text.Description:
            return die.accessibleDescription() or die.toolTip()
        return str(super().text(kind))

    def state(self) -> QAccessible.State:
        state = super().state()
        die: Any = self.widget()
        state.checkable = True
        state.checked = bool(die.spoken_checked())
        return state

    def actionNames(self) -> list[str]:
        """What a check box offers (Qt 6's ``QAccessibleButton``): Toggle and Press, then SetFocus."""
        names = [QAccessibleActionInterface.toggleAction(), QAccessibleActionInterface.pressAction()]
        if not self.widget().isEnabled():
            names = []
        return names + [n for n in super().actionNames() if n not in names]

    def doAction(self, name: str) -> None:
        die: Any = self.widget()
        if name in (QAccessibleActionInterface.toggleAction(), QAccessibleActionInterface.pressAction()):
            if die.isEnabled():
                die.click()
            return
        super().doAction(name)

    def keyBindingsForAction(self, name: str) -> list[str]:
        """The die's own key ("2"), as Qt lists a button's mnemonic: Space is any focused check
        box's, and AT-SPI reads a second entry as the next field of its "a;b;c" binding."""
        if name in (QAccessibleActionInterface.toggleAction(), QAccessibleActionInterface.pressAction()):
            return list(self.widget().key_bindings())  # type: ignore[attr-defined]
        return list(super().keyBindingsForAction(name))


_die_kinds: tuple[type[QWidget], ...] = ()


def _factory(key: str, obj: QObject) -> QAccessibleWidget | None:
    if isinstance(obj, _die_kinds):
        return DieAccessible(obj)
    return None


def install(die_kind: type[QWidget]) -> None:
    """Once per widget class, before the first die is asked about. The die's class is handed in
    (not imported here), so this module stays below the widgets it describes."""
    global _die_kinds
    if not _die_kinds:
        QAccessible.installFactory(_factory)
    if die_kind not in _die_kinds:
        _die_kinds = (*_die_kinds, die_kind)


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Say ``text`` through the screen reader (Qt 6.8's announcement event), if one listens."""
    if not text or not QAccessible.isActive():
        return
    from PySide6.QtGui import QAccessibleAnnouncementEvent  # lazy: Qt 6.8's, absent in 6.7; only for a screen reader

    event = QAccessibleAnnouncementEvent(widget, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


def notify_checked(widget: QWidget) -> None:
    """Tell assistive technology a die's checked state changed (held or released, picked or put
    back): AT-SPI clients hear ``state-changed:checked``, as for a check box."""
    if QAccessible.isActive():
        changed = QAccessible.State()
        changed.checked = True
        QAccessible.updateAccessibility(QAccessibleStateChangeEvent(widget, changed))
