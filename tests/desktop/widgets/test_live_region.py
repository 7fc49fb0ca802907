"""The announcement channel Debian 12's Orca 43 hears (tests/outside/orca plays with the real one):
a status-bar notification whose showing is spoken, used only when no screen reader asked for
``object:announcement``; words said together go out as one notice, in order."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from desktop.widgets import accessibility, listeners

REPLY = '''method return time=1 sender=:1.1 -> destination=:1.3 serial=110 reply_serial=2
   array [
      struct {
         string ":1.0"
         string "Window:Activate:"
      }
      struct {
         string ":1.0"
         string "%s"
      }
   ]
'''


def test_the_registry_says_whether_announcements_are_listened_to() -> None:
    assert listeners._read(0, REPLY % "Object:Announcement:") is True  # Orca 45 and later
    assert listeners._read(0, REPLY % "Object::") is True  # every object event
    assert listeners._read(0, REPLY % "Object:StateChanged:Showing") is False  # Orca 43
    assert listeners._read(1, "") is None  # not known: both channels


def test_words_said_together_are_one_notice_in_a_status_bar(qtbot: Any, monkeypatch: Any) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    shown: list[str] = []
    monkeypatch.setattr(QAccessible, "updateAccessibility",
                        lambda event: shown.append(getattr(event.object(), "text", "?")))
    region = accessibility.live_region(window)
    assert accessibility.live_region(window) is region  # one a window
    region.say("Player 1 submits 3 dice: 2 1 2.")
    region.say("Turn 1 result: 1st Player 2, +6; 2nd Player 1, +0.")
    qtbot.waitUntil(lambda: bool(shown), timeout=2000)
    assert shown == ["Player 1 submits 3 dice: 2 1 2. Turn 1 result: 1st Player 2, +6; 2nd Player 1, +0."]
    notice = QAccessible.queryAccessibleInterface(region.notices[0])
    assert notice.role() == QAccessible.Role.Notification
    assert notice.text(QAccessible.Text.Name) == shown[0]
    assert QAccessible.queryAccessibleInterface(region).role() == QAccessible.Role.StatusBar
    assert region.isHidden()  # never drawn


def test_announce_takes_the_channel_the_listener_reads(qtbot: Any, monkeypatch: Any) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    said: list[str] = []
    monkeypatch.setattr(QAccessible, "isActive", lambda: True)
    monkeypatch.setattr(accessibility.LiveRegion, "say", lambda self, text: said.append(f"notice {text}"))
    monkeypatch.setattr(QAccessible, "updateAccessibility", lambda event: said.append(f"event {event.message()}"))
    for heard, expected in ((False, ["notice Roll 2."]), (True, ["event Roll 2."]),
                            (None, ["event Roll 2.", "notice Roll 2."])):
        said.clear()
        monkeypatch.setattr(accessibility, "announcements_heard", lambda heard=heard: heard)
        accessibility.announce(window, "Roll 2.")
        assert said == expected, heard


def test_away_from_linux_only_the_announcement_event_is_sent(monkeypatch: Any) -> None:
    monkeypatch.setattr(listeners.sys, "platform", "win32")
    assert listeners.announcements_heard() is True
