"""The statistics' two charts, drawn with QPainter: a score ``Histogram`` and a ``LineChart``.

Both take plain numbers (scores; bins of (low, high, count); points of (x, y)), never a
database row, so the Records window, a review or a test can feed them alike. Each says in words
what it shows (``summary_text()``, also its accessible description), explains the bar or point
under the mouse in a tooltip, and lets the arrow keys walk its bars or points, telling screen
readers about each one. Colours come from ``theme`` only, so a dark theme is one place to change.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QWidget

from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate
from desktop.look import theme

from .base import LABEL_GAP, PAD, AxisLabel, ChartBase, Layout, fill, upper_first
from .line import LineChart
from .scale import (
    Bar,
    bin_scores,
    check_bars,
    keep_apart,
    nice_ticks,
    number_text,
    pad_bars,
    range_text,
    tick_labels,
    ticks_on_bins,
)

__all__ = ["BinLike", "Histogram", "LineChart"]


class BinLike(Protocol):
    """A bin as the records store gives it (``queries.Bin``, frozen: read-only here too)."""

    @property
    def low(self) -> float: ...
    @property
    def high(self) -> float: ...
    @property
    def count(self) -> int: ...


LAST_GAME = QT_TRANSLATE_NOOP("Charts", "your last game")


def games_text(count: int) -> str:
    """ "1 game", "2 games" (the count a simple name: lupdate reads only those as plurals)."""
    return translate("Charts", "%Ln games", None, count)


class Histogram(ChartBase):
    """How often each range of scores came up, the bar of one chosen score (the last game) marked."""

    def __init__(self, parent: QWidget | None = None, name: str = "Score distribution") -> None:
        super().__init__(name, parent)
        self.y_caption = QT_TRANSLATE_NOOP("Charts", "Games")
        self._bars: list[Bar] = []
        self._data: list[Bar] = []
        self._whole = True
        self._subject = "score"
        self._stats: dict[str, float] = {}
        self._highlight: float | None = None
        self._highlight_label = LAST_GAME
        self._data_changed()

    def set_scores(self, scores: Iterable[float], *, subject: str = "", highlight: float | None = None,
                   highlight_label: str = LAST_GAME) -> None:
        """Bins the scores in round widths and shows them; ``subject`` names the game ("Match!")
        the scores are of, "" for none; ``highlight_label`` is marked with QT_TRANSLATE_NOOP
        in the "Charts" context."""
        values = [float(v) for v in scores]
        bars, whole = bin_scores(values)
        stats = (
            {"best": max(values), "lowest": min(values), "average": math.fsum(values) / len(values)} if values else {})
        self._show(bars, whole, subject, stats, highlight, highlight_label)

    def set_bins(self, bins: Iterable[BinLike | tuple[float, float, int]], *, subject: str = "",
                 whole: bool = True, highlight: float | None = None, highlight_label: str = LAST_GAME,
                 best: float | None = None, lowest: float | None = None, average: float | None = None) -> None:
        """Shows bins counted elsewhere (the store counts 100,000 games without sending them);
        ``whole`` says the scores are whole numbers, so a bin 180..200 reads "180-199"."""
        bars = [Bar(*b) if isinstance(b, tuple) else Bar(b.low, b.high, b.count) for b in bins]
        bars = [Bar(float(b.low), float(b.high), b.count) for b in check_bars(bars)]
        stats = {k: float(v) for k, v in (("best", best), ("lowest", lowest), ("average", average)) if v is not None}
        self._show(bars, whole, subject, stats, highlight, highlight_label)

    def _show(self, bars: list[Bar], whole: bool, subject: str, stats: dict[str, float],
              highlight: float | None, highlight_label: str) -> None:
        if highlight is not None and not math.isfinite(float(highlight)):
            raise ValueError(f"the marked score is not a number ({highlight!r})")
        self._data = bars
        self._bars = pad_bars(list(bars))
        self._whole, self._subject, self._stats = whole, subject, stats
        self._highlight = None if highlight is None else float(highlight)
        self._highlight_label = highlight_label
        self._data_changed()

    def bars(self) -> list[Bar]:
        """The bars drawn, empty ones added around a narrow set of scores included."""
        return list(self._bars)

    def highlighted_bar(self) -> int | None:
        if self._highlight is None:
            return None
        for i, bar in enumerate(self._bars):
            if bar.low <= self._highlight < bar.high:
                return i
        return None

    def count(self) -> int:
        return len(self._bars)

    def total(self) -> int:
        return sum(b.count for b in self._data)

    # Words -------------------------------------------------------------------------------------
    def summary_text(self) -> str:
        total = self.total()
        if not total:
            return (
                translate("Charts", "Histogram of {game} scores: no games yet.")
                .format(game=self._subject)
                .replace("  ", " "))
        parts = []
        if total == 1 and "best" in self._stats:
            head = translate("Charts", "Histogram of %Ln {game} scores: {best}", None, 1).format(
                game=self._subject, best=number_text(self._stats['best']))
        else:
            mode = max(self._data, key=lambda b: b.count)
            span = range_text(mode, self._whole, dash="\n").split("\n")
            where = translate("Charts", "between {low} and {high}").format(low=span[0], high=span[1]) \
                if len(span) == 2 else translate("Charts", "at {score}").format(score=span[0])
            head = translate("Charts", "Histogram of %Ln {game} scores: most {where} ({games})", None, total).format(
                game=self._subject, where=where, games=games_text(mode.count))
            words = {"best": translate("Charts", "best {score}"), "lowest": translate("Charts", "lowest {score}"),
                     "average": translate("Charts", "average {score}")}
            parts = [words[key].format(score=number_text(self._stats[key])) for key in words if key in self._stats]
        if self._highlight is not None:
            parts.append(f"{translate('Charts', self._highlight_label)} {number_text(self._highlight)}")
        return ("; ".join([head, *parts]) + ".").replace("  ", " ")

    def _share(self, bar: Bar) -> str:
        share = 100 * bar.count / max(1, self.total())
        return translate("Charts", "under 1%") if 0 < share < 0.5 else f"{share:.0f}%"

    def item_text(self, index: int) -> str:
        bar = self._bars[index]
        text = translate("Charts", "{range}: {games} ({share})").format(
            range=range_text(bar, self._whole), games=games_text(bar.count), share=self._share(bar))
        if index == self.highlighted_bar() and self._highlight is not None:
            text += f"; {translate('Charts', self._highlight_label)} {number_text(self._highlight)}"
        return text

    def tooltip_text(self, index: int) -> str:
        bar = self._bars[index]
        lines = [upper_first(translate("Charts", "{game} scores {range}").format(
            game=self._subject, range=range_text(bar, self._whole)).strip().replace("  ", " ")),
                 translate("Charts", "{games} ({share})").format(games=games_text(bar.count),
                                                         share=self._share(bar))]
        if index == self.highlighted_bar() and self._highlight is not None:
            lines.append(f"{upper_first(translate('Charts', self._highlight_label))}: {number_text(self._highlight)}")
        return "\n".join(lines)

    def _start_index(self) -> int:
        marked = self.highlighted_bar()
        return marked if marked is not None else max(range(self.count()), key=lambda i: self._bars[i].count)

    # Geometry ----------------------------------------------------------------------------------
    def _discrete(self) -> bool:
        """Bars one whole score wide are labelled under their middle (the score), not their edge."""
        return self._whole and all(b.high - b.low == 1 and float(b.low).is_integer() for b in self._bars)

    def _x_of(self, layout: Layout, value: float) -> float:
        low, high = self._bars[0].low, self._bars[-1].high
        return layout.plot.left() + (value - low) / (high - low) * layout.plot.width()

    def _value_span(self) -> tuple[float, float, bool]:
        return 0.0, float(max((b.count for b in self._bars), default=1) or 1), True

    def _x_labels(self, layout: Layout, metrics: QFontMetricsF) -> list[AxisLabel]:
        first, last = self._bars[0], self._bars[-1]
        widest = max(
            56.0, max(metrics.horizontalAdvance(number_text(v)) for v in (first.low, last.high)) + 2 * LABEL_GAP)
        room = int(layout.plot.width() // widest) + 1
        if self._discrete():
            ticks, step = nice_ticks(first.low, last.low, room, whole=True)
            places = [(t, t + 0.5) for t in ticks if first.low <= t <= last.low]
        else:
            ticks, step = ticks_on_bins(first.low, last.high, first.high - first.low, room)
            places = [(t, t) for t in ticks]
        labels = []
        for (_, at), text in zip(places, tick_labels([value for value, _ in places], step)):
            w = metrics.horizontalAdvance(text)
            x = self._x_of(layout, at)
            labels.append(AxisLabel(QRectF(x - w / 2, layout.x_label_top, w, layout.line), text))
        kept = keep_apart([(lb.rect.left(), lb.rect.right()) for lb in labels], LABEL_GAP)
        return [labels[i] for i in kept]

    def _bar_rect(self, layout: Layout, index: int) -> QRectF:
        bar = self._bars[index]
        left, right = self._x_of(layout, bar.low), self._x_of(layout, bar.high)
        gap = min(3.0, (right - left) * 0.18)
        top = layout.y_at(bar.count)
        if bar.count:
            top = min(top, layout.plot.bottom() - 1.5)  # one game among 100,000 still shows
        return QRectF(left + gap / 2, top, right - left - gap, layout.plot.bottom() - top)

    def _item_at_x(self, layout: Layout, x: float) -> int | None:
        low, high = self._bars[0].low, self._bars[-1].high
        value = low + (x - layout.plot.left()) / layout.plot.width() * (high - low)
        return max(0, min(self.count() - 1, int((value - low) // (self._bars[0].high - low))))

    def _anchor(self, layout: Layout, index: int) -> QPointF:
        rect = self._bar_rect(layout, index)
        return QPointF(rect.center().x(), rect.top())

    # Painting ----------------------------------------------------------------------------------
    def _paint_data(self, painter: QPainter, layout: Layout) -> None:
        marked = self.highlighted_bar()
        for i in range(self.count()):
            rect = self._bar_rect(layout, i)
            if i in (self._hover, self._current):
                column = QRectF(rect.left(), layout.plot.top(), rect.width(), layout.plot.height())
                painter.fillRect(column, fill(theme.CHART_BAR, 0.10))
            if self._bars[i].count:
                colour = theme.CHART_HIGHLIGHT if i == marked else (
                    theme.CHART_BAR_HOVER if i in (self._hover, self._current) else theme.CHART_BAR)
                radius = min(2.5, rect.width() / 4, rect.height())
                painter.fillPath(_rounded_top(rect, radius), colour)
            if i == self._current and self.hasFocus():
                painter.setPen(QPen(theme.CHART_FOCUS, 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect.adjusted(-1, -1, 1, 0))
        y = round(layout.plot.bottom()) + 0.5
        painter.setPen(QPen(theme.CHART_AXIS, 1))
        painter.drawLine(QPointF(layout.plot.left(), y), QPointF(layout.plot.right(), y))

    def _paint_top_row(self, painter: QPainter, layout: Layout, metrics: QFontMetricsF, left: float) -> None:
        """The marked score's note above the plot, a dotted line down to its bar."""
        marked = self.highlighted_bar()
        if marked is None or self._highlight is None:
            return
        text = f"{upper_first(self._highlight_label)}: {number_text(self._highlight)}"
        w = metrics.horizontalAdvance(text)
        anchor = self._anchor(layout, marked)
        x = max(left, min(anchor.x() - w / 2, self.width() - PAD - w))
        if x < left or x + w > self.width() - PAD + 0.5:
            return
        painter.setPen(theme.CHART_HIGHLIGHT_TEXT)
        painter.drawText(QPointF(x, PAD + metrics.ascent()), text)
        line_top = PAD + metrics.height() + 2
        if anchor.y() - line_top > 4:
            painter.setPen(QPen(theme.CHART_HIGHLIGHT, 1, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(anchor.x(), line_top), QPointF(anchor.x(), anchor.y() - 2))


def _rounded_top(rect: QRectF, radius: float) -> QPainterPath:
    """A bar's outline: rounded at the top, square where it stands on the axis (one outline, so
    antialiasing leaves no seam inside the bar)."""
    path = QPainterPath(rect.bottomLeft())
    path.lineTo(rect.left(), rect.top() + radius)
    path.quadTo(rect.topLeft(), QPointF(rect.left() + radius, rect.top()))
    path.lineTo(rect.right() - radius, rect.top())
    path.quadTo(rect.topRight(), QPointF(rect.right(), rect.top() + radius))
    path.lineTo(rect.bottomRight())
    path.closeSubpath()
    return path
