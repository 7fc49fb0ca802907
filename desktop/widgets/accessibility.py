"""What screen readers get from widgets Qt cannot describe on its own, and spoken announcements.

The dice are painted, so Qt sees a bare widget; ``DieAccessible`` gives each one a role (a check
box: a die is held or not), a name that says its face and whether it is held ("Die 3: five,
held"), its tooltip as description, and the actions of Qt's own check boxes ("Toggle" and "Press",
both a click on the die, then "SetFocus"), so a screen reader can hold or pick a die without a
mouse. A die held or picked sends a checked-state change (``notify_checked``). ``announce``
speaks what changed on the table (a roll, a score, whose turn, a computer's move, a refused
move).

An announcement goes out on two channels. ``QAccessibleAnnouncementEvent`` (AT-SPI's
``object:announcement``) is read by Orca 45 and later only: Debian 12's Orca 43 never registers
for it, and Qt drops an event nobody listens to. So the same words are also shown as a
*status-bar notification*: a notification-role object inside a status-bar-role object, whose
``state-changed:showing`` Orca 43 speaks as its name alone (orca/scripts/default.py
``onShowingChanged``; the status bar keeps it from saying "notification" first), as GTK's own
notifications are spoken. Which channel is used depends on who listens
(desktop/widgets/listeners.py): when a client registered for ``object:announcement`` (Orca 45+
does), only the announcement is sent, so a current Orca, which speaks notifications too, says
each thing once.
"""

from __future__ import annotations

from typing import Protocol, cast

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleEvent, QAccessibleStateChangeEvent
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate
from desktop.widgets.listeners import announcements_heard

FACES = (QT_TRANSLATE_NOOP("Accessibility", "one"), QT_TRANSLATE_NOOP("Accessibility", "two"),
         QT_TRANSLATE_NOOP("Accessibility", "three"), QT_TRANSLATE_NOOP("Accessibility", "four"),
         QT_TRANSLATE_NOOP("Accessibility", "five"), QT_TRANSLATE_NOOP("Accessibility", "six"))


def face_word(value: int) -> str:
    return translate("Accessibility", FACES[value - 1]) if 1 <= value <= 6 else str(value)


def die_name(number: int, value: int | None) -> str:
    """ "Die 3: five" (``number`` from 1; ``value`` None while the die is hidden). Held or picked
    is the die's checked state, never its name: a name that changed too was read twice."""
    if value is None:
        return translate("Accessibility", "Die {number}: hidden").format(number=number)
    return translate("Accessibility", "Die {number}: {face}").format(number=number, face=face_word(value))


class SpokenDie(Protocol):
    """What a die class handed to ``install`` says of itself, besides being a clickable widget."""

    def spoken_name(self) -> str: ...
    def spoken_checked(self) -> bool: ...
    def key_bindings(self) -> list[str]: ...
    def accessibleDescription(self) -> str: ...
    def toolTip(self) -> str: ...
    def isEnabled(self) -> bool: ...
    def click(self) -> None: ...


class DieAccessible(QAccessibleWidget):
    """A painted die as assistive technology sees it."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, QAccessible.Role.CheckBox, widget.accessibleName())

    def _die(self) -> SpokenDie:
        # The factory makes one only for the die classes handed to install(), which all speak so.
        return cast(SpokenDie, self.widget())

    def text(self, kind: QAccessible.Text) -> str:
        die = self._die()
        if kind == QAccessible.Text.Name:
            return die.spoken_name()
        if kind == QAccessible.Text.Description:
            return die.accessibleDescription() or die.toolTip()
        return str(super().text(kind))

    def state(self) -> QAccessible.State:
        state = super().state()
        die = self._die()
        state.checkable = True
        state.checked = die.spoken_checked()
        return state

    def actionNames(self) -> list[str]:
        """What a check box offers (Qt 6's ``QAccessibleButton``): Toggle and Press, then SetFocus."""
        names = [QAccessibleActionInterface.toggleAction(), QAccessibleActionInterface.pressAction()]
        if not self.widget().isEnabled():
            names = []
        return names + [n for n in super().actionNames() if n not in names]

    def doAction(self, name: str) -> None:
        die = self._die()
        if name in (QAccessibleActionInterface.toggleAction(), QAccessibleActionInterface.pressAction()):
            if die.isEnabled():
                die.click()
            return
        super().doAction(name)

    def keyBindingsForAction(self, name: str) -> list[str]:
        """The die's own key ("2"), as Qt lists a button's mnemonic: Space is any focused check
        box's, and AT-SPI reads a second entry as the next field of its "a;b;c" binding."""
        if name in (QAccessibleActionInterface.toggleAction(), QAccessibleActionInterface.pressAction()):
            return list(self._die().key_bindings())
        return list(super().keyBindingsForAction(name))


_die_kinds: tuple[type[QWidget], ...] = ()


class LiveRegion(QWidget):
    """The window's spoken-news corner: never drawn (hidden), a status bar to screen readers,
    holding a few notices used in turn, so a notice is not reused while Orca still reads it (Orca
    reads the name when it gets to the event, and drops a second showing of the same object
    queued behind the first)."""

    SLOTS = 4
    GATHER_MS = 40

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("liveRegion")
        self.notices = [_Notice(self) for _ in range(self.SLOTS)]
        self._next = 0
        self._pending: list[str] = []
        self.hide()

    def say(self, text: str) -> None:
        """Words said within a few milliseconds of each other (a move, then whose turn, then a
        result put off to the next pass of the event loop) go out as one notice, in order: Orca
        43 speaks a notice interrupting what it was saying, so two in a row would cut the first
        short."""
        if not self._pending:
            QTimer.singleShot(self.GATHER_MS, self._flush)
        self._pending.append(text)

    def _flush(self) -> None:
        text, self._pending = " ".join(dict.fromkeys(self._pending)), []
        notice = self.notices[self._next]
        self._next = (self._next + 1) % self.SLOTS
        notice.text = text
        QAccessible.updateAccessibility(QAccessibleEvent(notice, QAccessible.Event.ObjectShow))


class _Notice(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.text = ""


class _RegionAccessible(QAccessibleWidget):
    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, QAccessible.Role.StatusBar)


class _NoticeAccessible(QAccessibleWidget):
    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, QAccessible.Role.Notification)

    def text(self, kind: QAccessible.Text) -> str:
        return str(getattr(self.widget(), "text", "")) if kind == QAccessible.Text.Name else ""


def _factory(key: str, obj: QObject) -> QAccessibleWidget | None:
    if isinstance(obj, _die_kinds):
        return DieAccessible(obj)
    if isinstance(obj, _Notice):
        return _NoticeAccessible(obj)
    if isinstance(obj, LiveRegion):
        return _RegionAccessible(obj)
    return None


_installed = False


def _install_factory() -> None:
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def install(die_kind: type[QWidget]) -> None:
    """Once per widget class, before the first die is asked about. The die's class is handed in
    (not imported here), so this module stays below the widgets it describes."""
    global _die_kinds
    _install_factory()
    if die_kind not in _die_kinds:
        _die_kinds = (*_die_kinds, die_kind)


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Say ``text`` through the screen reader, if one listens: as an announcement to a reader
    that asked for them, else as a status-bar notification (see the module's docstring)."""
    if not text or not QAccessible.isActive():
        return
    heard = announcements_heard()
    if heard is not False:
        from PySide6.QtGui import QAccessibleAnnouncementEvent  # lazy: Qt 6.8's, absent in 6.7

        event = QAccessibleAnnouncementEvent(widget, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)
    if heard is not True:
        live_region(widget.window()).say(text)


def live_region(window: QWidget) -> LiveRegion:
    """The window's live region, made on first use."""
    _install_factory()
    region = window.findChild(LiveRegion, "liveRegion", Qt.FindChildOption.FindDirectChildrenOnly)
    return region if region is not None else LiveRegion(window)


def notify_checked(widget: QWidget) -> None:
    """Tell assistive technology a die's checked state changed (held or released, picked or put
    back): AT-SPI clients hear ``state-changed:checked``, as for a check box."""
    if QAccessible.isActive():
        changed = QAccessible.State()
        changed.checked = True
        QAccessible.updateAccessibility(QAccessibleStateChangeEvent(widget, changed))
