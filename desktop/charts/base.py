"""What the two charts share: the card, the value axis and its grid, hover, keys and announcements.

A chart is a list of items (bars or points) along the bottom and a value axis on the left.
The subclasses say where their items are and what each one means; this class lays out the axes
so no two labels touch, paints the frame and gridlines, and turns the mouse and the arrow keys
into a current item that is shown, told to screen readers and explained in a tooltip.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from desktop.i18n.tr import translate
from desktop.look import theme
from desktop.widgets.plaintext import tooltip

from .scale import keep_apart, nice_ticks, tick_labels

PAD = 8.0
"""Space between the card's edge and anything drawn in it."""
LABEL_GAP = 8.0
"""The least space between two axis labels: less, and "120140" reads as one number."""


@dataclass(frozen=True)
class AxisLabel:
    rect: QRectF
    text: str
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter


@dataclass
class Layout:
    """Where everything goes at one size; computed for painting and for the tests alike."""

    plot: QRectF
    y_low: float
    y_high: float
    y_ticks: list[float]
    line: float
    """The height of one line of label text."""
    y_labels: list[AxisLabel] = field(default_factory=list)
    x_labels: list[AxisLabel] = field(default_factory=list)

    @property
    def x_label_top(self) -> float:
        """Below the lowest value label (centred on the axis line), so the rows never touch."""
        return self.plot.bottom() + self.line / 2 + 2

    def y_at(self, value: float) -> float:
        span = self.y_high - self.y_low or 1.0
        return self.plot.bottom() - (value - self.y_low) / span * self.plot.height()


def announce(widget: QWidget, text: str) -> None:
    """Tells screen readers ``text`` now, as a live region would (a no-op when none listens)."""
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))


class ChartBase(QWidget):
    current_changed = Signal(int)
    """The item chosen with the keys or a click (-1: none)."""

    EMPTY_TEXT = "No games yet"
    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._current: int | None = None
        self._hover: int | None = None
        self.y_caption = ""
        """A word over the value axis ("Games", "Score")."""
        self.last_announcement = ""
        """What was last told to screen readers (shown to tests and to the window's status bar)."""
        self.setAccessibleName(name)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    # What a subclass provides --------------------------------------------------------------------
    def count(self) -> int:
        raise NotImplementedError

    def summary_text(self) -> str:
        raise NotImplementedError

    def item_text(self, index: int) -> str:
        """One line about one item, for announcements and the callout."""
        raise NotImplementedError

    def tooltip_text(self, index: int) -> str:
        raise NotImplementedError

    def callout_text(self, index: int) -> str:
        """The item's line as the keys show it above the plot (short: it must fit at 360 pixels)."""
        return self.item_text(index)

    def _value_span(self) -> tuple[float, float, bool]:
        """Lowest and highest value the axis must show, and whether they are whole numbers."""
        raise NotImplementedError

    def _x_labels(self, layout: Layout, metrics: QFontMetricsF) -> list[AxisLabel]:
        raise NotImplementedError

    def _item_at_x(self, layout: Layout, x: float) -> int | None:
        raise NotImplementedError

    def _anchor(self, layout: Layout, index: int) -> QPointF:
        """The top middle of an item, where the callout points."""
        raise NotImplementedError

    def _paint_data(self, painter: QPainter, layout: Layout) -> None:
        raise NotImplementedError

    def _paint_top_row(self, painter: QPainter, layout: Layout, metrics: QFontMetricsF, left: float) -> None:
        """The legend or the highlight's note, right of the caption (which ends at ``left``)."""

    # Sizes and fonts -----------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(520, 280)

    def minimumSizeHint(self) -> QSize:
        return QSize(220, 130)

    def label_font(self) -> QFont:
        """The widget's own font a little smaller, never under 8 points: ticks are secondary."""
        font = QFont(self.font())
        if font.pointSizeF() > 0:
            font.setPointSizeF(max(8.0, font.pointSizeF() * 0.92))
        return font

    def layout_at(self, width: float | None = None, height: float | None = None) -> Layout:
        """Plot area, value ticks and every axis label at this size (the widget's by default)."""
        width = float(self.width() if width is None else width)
        height = float(self.height() if height is None else height)
        metrics = QFontMetricsF(self.label_font())
        line = metrics.height()
        top, bottom = PAD + line + 8, PAD + line * 1.5 + 4
        low, high, whole = self._value_span()
        room = max(20.0, height - top - bottom)
        ticks, step = nice_ticks(low, high, int(room // (line * 2.0)) + 1, whole)
        texts = tick_labels(ticks, step)
        left = PAD + max(metrics.horizontalAdvance(t) for t in texts) + 8
        plot = QRectF(left, top, max(10.0, width - left - PAD - 12), room)
        layout = Layout(plot, ticks[0], ticks[-1], ticks, line)
        spans = []
        for tick, text in zip(ticks, texts):
            y = layout.y_at(tick)
            rect = QRectF(PAD, y - line / 2, left - PAD - 8, line)
            spans.append((rect, text))
        kept = keep_apart([(-r.bottom(), -r.top()) for r, _ in spans], 2.0)  # bottom up
        layout.y_labels = [AxisLabel(spans[i][0], spans[i][1], Qt.AlignmentFlag.AlignRight) for i in kept]
        bounds = QRectF(0, 0, width, height)
        layout.x_labels = [
            label for label in self._x_labels(layout, metrics)
            if bounds.contains(label.rect) and not any(label.rect.intersects(y.rect) for y in layout.y_labels)
        ]
        return layout

    # Painting ------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.paint_chart(painter)
        finally:
            painter.end()  # a painter left open when painting fails takes the process down

    def paint_chart(self, painter: QPainter) -> None:
        """Everything, onto any painter (the tests paint onto a QImage)."""
        card = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QPen(theme.CHART_FRAME, 1))
        painter.setBrush(theme.CHART_BACKGROUND)
        painter.drawRoundedRect(card, 6, 6)
        if self.hasFocus():
            painter.setPen(QPen(theme.CHART_FOCUS, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card.adjusted(2, 2, -2, -2), 5, 5)
        if not self.count():
            font = QFont(self.font())
            if font.pointSizeF() > 0:
                font.setPointSizeF(font.pointSizeF() * 1.15)
            painter.setFont(font)
            painter.setPen(theme.CHART_TEXT)
            painter.drawText(card, Qt.AlignmentFlag.AlignCenter, self.EMPTY_TEXT)
            return
        layout = self.layout_at()
        metrics = QFontMetricsF(self.label_font())
        painter.setFont(self.label_font())
        plot = layout.plot
        for tick in layout.y_ticks:
            y = round(layout.y_at(tick)) + 0.5
            painter.setPen(QPen(theme.CHART_AXIS if tick == 0 else theme.CHART_GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(theme.CHART_TEXT)
        for label in layout.y_labels + layout.x_labels:
            painter.drawText(label.rect, label.align | Qt.AlignmentFlag.AlignVCenter, label.text)
        caption_end = PAD
        if self.y_caption:
            painter.setPen(theme.CHART_TEXT)
            caption = translate("Charts", self.y_caption)  # marked where it is set
            painter.drawText(QPointF(PAD + 2, PAD + metrics.ascent()), caption)
            caption_end = PAD + 2 + metrics.horizontalAdvance(caption) + 16
        painter.save()
        painter.setClipRect(plot.adjusted(-6, -6, 6, 2))
        self._paint_data(painter, layout)
        painter.restore()
        painter.setFont(self.label_font())
        if self._current is not None and self.hasFocus():
            self._paint_callout(painter, layout, metrics, self._current, caption_end)
        else:
            self._paint_top_row(painter, layout, metrics, caption_end)

    def _paint_callout(self, painter: QPainter, layout: Layout, metrics: QFontMetricsF, index: int,
                       left: float) -> None:
        """The chosen item's line in a small card above the plot, in place of the legend: a
        tooltip that stays while the keys move, for people who cannot hover."""
        text = self.callout_text(index)
        anchor = self._anchor(layout, index)
        room = self.width() - PAD - left
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, room - 14))
        box = QRectF(0, 0, metrics.horizontalAdvance(text) + 14, metrics.height() + 6)
        box.moveCenter(QPointF(anchor.x(), PAD + metrics.height() / 2))
        box.moveLeft(max(left, min(box.left(), self.width() - PAD - box.width())))
        painter.setPen(QPen(theme.CHART_FOCUS, 1))
        painter.setBrush(theme.CHART_CALLOUT)
        painter.drawRoundedRect(box, 4, 4)
        painter.setPen(theme.CHART_CALLOUT_TEXT)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    # The current item ----------------------------------------------------------------------------
    def current_index(self) -> int | None:
        return self._current

    def hover_index(self) -> int | None:
        return self._hover

    def set_current(self, index: int | None) -> None:
        """Chooses an item (clamped to the data), shows it and tells screen readers about it."""
        if index is not None:
            index = max(0, min(self.count() - 1, index)) if self.count() else None
        if index == self._current:
            return
        self._current = index
        self.update()
        self.current_changed.emit(-1 if index is None else index)
        if index is not None:
            self.last_announcement = self.item_text(index)
            announce(self, self.last_announcement)

    def _start_index(self) -> int:
        """Where the keys start: the last item (the newest game) unless a chart knows better."""
        return self.count() - 1

    def keyPressEvent(self, event: QKeyEvent) -> None:
        n = self.count()
        key = event.key()
        page = max(1, n // 10)
        moves: dict[int, int] = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1,  # event.key() is an int
                                 Qt.Key.Key_PageUp: -page, Qt.Key.Key_PageDown: page}
        if not n or key not in (*moves, Qt.Key.Key_Home, Qt.Key.Key_End):
            super().keyPressEvent(event)
            return
        if key == Qt.Key.Key_Home:
            self.set_current(0)
        elif key == Qt.Key.Key_End:
            self.set_current(n - 1)
        elif self._current is None:
            self.set_current(self._start_index())
        else:
            self.set_current(self._current + moves[key])
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    # The mouse ------------------------------------------------------------------------------------
    def item_at(self, pos: QPointF) -> int | None:
        """The item under a point of the widget, if the point is over the plot."""
        if not self.count():
            return None
        layout = self.layout_at()
        if not layout.plot.adjusted(-4, -4, 4, 4).contains(pos):
            return None
        return self._item_at_x(layout, pos.x())

    def tooltip_at(self, pos: QPointF) -> str | None:
        index = self.item_at(pos)
        return None if index is None else self.tooltip_text(index)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.tooltip_at(QPointF(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), tooltip(text), self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        hover = self.item_at(event.position())
        if hover != self._hover:
            self._hover = hover
            self.update()
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.item_at(event.position())
        if index is not None and event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.set_current(index)
        super().mousePressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self._hover is not None:
            self._hover = None
            self.update()
        super().leaveEvent(event)

    # After new data -------------------------------------------------------------------------------
    def _data_changed(self) -> None:
        """Forgets the old hover and choice and says in words what the chart shows now."""
        self._hover = None
        self._current = None
        self.setAccessibleDescription(self.summary_text())
        self.update()


def upper_first(text: str) -> str:
    """``text`` with its first letter capitalised and the rest as written ("Match! score")."""
    return text[:1].upper() + text[1:]


def fill(colour: QColor, alpha: float) -> QColor:
    """A theme colour made lighter by transparency (hover washes, bands)."""
    out = QColor(colour)
    out.setAlphaF(alpha)
    return out
