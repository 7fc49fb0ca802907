"""The banner that stays while records are not being kept (a full or read-only disk, a database
that could not be opened).

A status-bar message goes away after a while; this problem does not, and a player who goes on
playing must keep knowing that the game is not being written. So the banner sits across the top
of the game area, under the header, for as long as the records say ``kept`` is False, with the
reason in words and what it means for the game, and goes away by itself once a write succeeds.
It has no close button: hiding it would hide a problem that is still there. Screen readers hear
it once as an alert when it appears (and when the reason changes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QStyle, QVBoxLayout, QWidget

from desktop.i18n.problems import problem_text
from desktop.i18n.tr import translate
from desktop.look import theme
from desktop.look.appearance import styled

if TYPE_CHECKING:
    from desktop.session.journal import GameJournal
    from desktop.session.recorder import Recorder

    from .main_window import MainWindow

class RecordsBanner(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RecordsBanner")  # PySide6's stubs take only a class's own properties as keywords

        styled(self, theme.BANNER_STYLE)
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 6, 16, 6)
        icon = QLabel(self)
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size, size))
        icon.setAccessibleName(translate("Banner", "Warning"))
        row.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # the reason quotes paths and system messages
        self.text.setWordWrap(True)
        row.addWidget(self.text, 1)
        self.setAccessibleName(translate("Banner", "Records are not being kept"))
        self.hide()

    def show_problem(self, problem: str, stand_in: bool) -> None:
        """Show ``problem`` (the store's ``Problem``, said in the window's language), or hide the
        banner when it is ""."""
        if not problem:
            self.hide()
            return

        words = problem_text(problem)
        reason = words[:1].upper() + words[1:].rstrip(".")
        if stand_in:
            means = translate("Banner", "Play goes on, but the games of this session will not be kept.")
        else:
            means = (translate("Banner", "Play goes on: your moves wait in memory and are written as soon as the disk "
                               "accepts them (quitting before then would lose them)."))
        text = f"{reason}. {means}"
        changed = text != self.text.text() or not self.isVisible()
        self.text.setText(text)
        self.setAccessibleDescription(text)
        self.setToolTip(text)
        self.show()
        if changed:
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.Alert))


def install(window: MainWindow, journal: GameJournal, recorder: Recorder) -> RecordsBanner:
    """Put the banner under the window's header and keep it in step with ``journal``'s records,
    which ``recorder`` says are kept or not as it writes."""
    area = window.stack.widget(0)  # the game area: the header, then the page
    rows = area.layout() if area is not None else None
    assert isinstance(rows, QVBoxLayout)  # the window made it so, and never takes it out of its stack
    banner = RecordsBanner(area)
    rows.insertWidget(1, banner)
    records = journal.records

    def follow(_words: str = "") -> None:
        banner.show_problem("" if records.kept else records.problem, records.stand_in)

    def checked(notice: object) -> None:
        """The records' full check, made beside play, is in: what it found is told now (a
        verdict in before the banner was put up was told with the records' first words)."""
        follow()
        if notice:
            window.show_message(problem_text(notice), 30)

    recorder.trouble.connect(follow)
    journal.check.told.connect(checked)
    follow()
    return banner
