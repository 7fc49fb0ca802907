"""A one-line label for text that holds player names: shown as written, cut to fit with an ellipsis.

Names are up to 24 characters of anything, so a header line such as "<name>'s turn (computer,
Expert)" can be wider than an 800-pixel window. A plain QLabel would then either widen the
window or be clipped mid-letter; this one asks for its full width, accepts less, and shows the
whole line in its tooltip whenever it had to cut it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel

from .plaintext import escape, tooltip

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent
    from PySide6.QtWidgets import QWidget

MIN_CHARS_SHOWN = 6
"""However narrow the window, this many average characters stay on show (then the ellipsis)."""


class FittedLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None, *, objectName: str = "") -> None:
        super().__init__("", parent)
        if objectName:
            self.setObjectName(objectName)
        self._full = ""
        self._bold = False
        self._shown: str | None = None
        self._detail = ""
        if text:
            self.show_line(text)

    def setText(self, text: str) -> None:
        """Shown as written, never as markup (a drop-in for QLabel.setText)."""
        self.show_line(text)

    def text(self) -> str:
        """The whole line, as written; the label may be showing it cut short."""
        return self._full

    def show_line(self, text: str, bold: bool = False) -> None:
        """Show ``text`` exactly as written (never as markup), in bold if asked. The same line
        again does nothing: the header is re-rendered on every move, and asking the window's
        layout to run again for an unchanged line cost every click a relayout."""
        if text == self._full and bold == self._bold and self._shown is not None:
            return
        from PySide6.QtCore import Qt  # lazy: the first frame builds this label, and Qt's enums cost it 20-40 ms

        self.setTextFormat(Qt.TextFormat.RichText)  # only for the bold: the text is escaped
        self._full = text
        self._bold = bold
        self._shown = None
        self._fit()
        self.updateGeometry()

    def _metrics(self) -> QFontMetrics:
        font = QFont(self.font())
        if self._bold:
            font.setBold(True)
        return QFontMetrics(font)

    def _fit(self) -> None:
        from PySide6.QtCore import Qt  # lazy: as in show_line (the first frame lays this label out)

        room = self.contentsRect().width() - 2 * self.margin()
        shown = self._metrics().elidedText(self._full, Qt.TextElideMode.ElideRight, max(0, room)) if self._full else ""
        if shown == self._shown:
            return
        self._shown = shown
        body = escape(shown)
        QLabel.setText(self, f"<b>{body}</b>" if self._bold and body else body)
        self._show_tip()

    def setToolTip(self, text: str) -> None:
        """A tooltip of its own (a round's card in words) stays whether or not the line was
        cut; without one, the tooltip is the whole line when it was cut."""
        self._detail = text
        self._show_tip()

    def _show_tip(self) -> None:
        cut = self._shown not in (None, self._full)
        QLabel.setToolTip(self, self._detail or (tooltip(self._full) if cut else ""))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._full:
            self._fit()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if not self._full:
            return hint
        extra = self.contentsMargins().left() + self.contentsMargins().right() + 2 * self.margin()
        return QSize(self._metrics().horizontalAdvance(self._full) + extra + 2, hint.height())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        if not self._full:
            return hint
        least = self._metrics().averageCharWidth() * MIN_CHARS_SHOWN
        return QSize(min(self.sizeHint().width(), least), hint.height())
