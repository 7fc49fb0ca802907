"""What a second window on the same profile asks (see ``profile``; its choices are defined here):
watch, separate slot, or quit."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.i18n.tr import translate
from desktop.records.lock import Holder


class Choice(Enum):
    """What a second window does with a profile another window holds."""

    WATCH = "watch"
    SEPARATE = "separate"
    QUIT = "quit"


class SecondWindowDialog(QDialog):
    """Asks what to do when another window holds the profile's game."""

    def __init__(self, holder: Holder | None, can_watch: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ProfileDialog", "Dicebox is already open"))
        self.choice = Choice.QUIT
        layout = QVBoxLayout(self)
        text = QLabel(open_elsewhere(holder))
        text.setTextFormat(Qt.TextFormat.PlainText)  # the lock file's host name is outside text
        text.setWordWrap(True)
        layout.addWidget(text)
        note = QLabel(translate("ProfileDialog", "You can watch that game here (read-only, as it goes on), or play a "
                                "new game in a separate slot, kept in the same records.") if can_watch else
                      translate("ProfileDialog", "That window has no game in progress to watch. You can play a new "
                                "game in a separate slot, kept in the same records."))
        note.setWordWrap(True)
        note.setProperty("role", "note")
        layout.addWidget(note)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.watch_button = QPushButton(translate("ProfileDialog", "&Watch It (Read-Only)"))
        self.watch_button.setEnabled(can_watch)
        self.separate_button = QPushButton(translate("ProfileDialog", "&New Game in a Separate Slot"))
        self.quit_button = QPushButton(translate("ProfileDialog", "&Quit"))
        for button, choice in ((self.watch_button, Choice.WATCH), (self.separate_button, Choice.SEPARATE),
                               (self.quit_button, Choice.QUIT)):
            button.clicked.connect(lambda _=False, c=choice: self._choose(c))
            buttons.addWidget(button)
        self.separate_button.setDefault(True)
        layout.addLayout(buttons)
        self.setMinimumWidth(460)

    def _choose(self, choice: Choice) -> None:
        self.choice = choice
        self.accept()


def open_elsewhere(holder: Holder | None) -> str:
    """Where the game is open, as one whole sentence (a noun phrase spliced in would need a case
    of its own in German)."""
    if holder is None:
        return translate("ProfileDialog", "Your game is open in another Dicebox window. Playing it here as well would "
                         "split it in two, so this window does not take it over.")
    if holder.host:
        return translate("ProfileDialog", "Your game is open in another Dicebox window (process {pid} on {host}). "
                         "Playing it here as well would split it in two, so this window does not take it over."
                         ).format(pid=holder.pid, host=holder.host)
    return translate("ProfileDialog", "Your game is open in another Dicebox window (process {pid}). Playing it here "
                     "as well would split it in two, so this window does not take it over.").format(pid=holder.pid)
