"""The score-over-time chart: each game a thin line and dot, a running average drawn bold.

Part of ``desktop.charts.histogram`` (import it from there); apart only to keep each module readable.
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Sequence
from numbers import Real

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from desktop.i18n.tr import translate
from desktop.look import theme

from .base import LABEL_GAP, PAD, AxisLabel, ChartBase, Layout, fill, upper_first
from .scale import keep_apart, nice_ticks, number_text, running_average, tick_labels


class LineChart(ChartBase):
    """Scores in game order, each game a thin line and dot, a running average drawn bold over them."""

    def __init__(self, parent: QWidget | None = None, name: str = "Score over time") -> None:
        super().__init__(name, parent)
        self.y_caption = "Score"
        self._xs: list[float] = []
        self._ys: list[float] = []
        self._avg: list[float] = []
        self._labels: list[str] | None = None
        self._subject = ""
        self._window: int | None = 10
        self._span = (0.0, 0.0, True)
        self._shapes_cache: (
            tuple[object, tuple[list[QLineF], list[QPointF], QPolygonF | None, list[QPolygonF]]] | None
        ) = None
        self._data_changed()

    def set_points(self, points: Sequence[float] | Sequence[tuple[float, float]], *, subject: str = "",
                   labels: Sequence[str] | None = None, average_of: int | None = 10,
                   caption: str = "") -> None:
        """Shows scores (game 1, 2, 3...) or (game number, score) pairs. ``labels`` names each
        point (a date) for the axis ends and the tooltips; ``average_of`` is the running
        average's window (None: every game so far); ``caption`` is the word over the value axis."""
        xs, ys = [], []
        given: Sequence[float | tuple[float, float]] = points
        for i, point in enumerate(given):
            if isinstance(point, (int, float, Real)):
                x, y = float(i + 1), float(point)
            else:
                px, py = point
                x, y = float(px), float(py)
            if not (math.isfinite(x) and math.isfinite(y)):
                raise ValueError(f"point {i + 1} is not a pair of numbers ({point!r})")
            xs.append(x)
            ys.append(y)
        if labels is not None and len(labels) != len(xs):
            raise ValueError(f"{len(labels)} labels for {len(xs)} points")
        if average_of is not None and average_of < 1:
            raise ValueError(f"the running average needs at least one game, not {average_of}")
        if all(a <= b for a, b in itertools.pairwise(xs)):
            self._xs, self._ys = xs, ys
            self._labels = None if labels is None else [str(text) for text in labels]
        else:
            order = sorted(range(len(xs)), key=xs.__getitem__)
            self._xs, self._ys = [xs[i] for i in order], [ys[i] for i in order]
            self._labels = None if labels is None else [str(labels[i]) for i in order]
        self._avg = running_average(self._ys, average_of)
        values = self._ys + self._avg
        self._span = (min(values), max(values), all(y.is_integer() for y in self._ys)) if values else (0.0, 0.0, True)
        self._subject, self._window = subject, average_of
        self.y_caption = caption or translate("ChartLine", "Score")
        self._shapes_cache = None
        self._data_changed()

    def count(self) -> int:
        return len(self._ys)

    def averages(self) -> list[float]:
        return list(self._avg)

    def average_name(self) -> str:
        return (
            translate("ChartLine", "average so far")
            if self._window is None
            else translate("ChartLine", "average of last {window}").format(window=self._window))

    # Words -------------------------------------------------------------------------------------
    def _where(self, i: int) -> str:
        label = f" ({self._labels[i]})" if self._labels else ""
        return self._game(self._xs[i]) + label

    @staticmethod
    def _game(x: float) -> str:
        return translate("ChartLine", "game {number}").format(number=number_text(x))

    def summary_text(self) -> str:
        n = self.count()
        if not n:
            return (
                translate("ChartLine", "Line chart of {game} scores: no games yet.")
                .format(game=self._subject)
                .replace("  ", " "))
        ys = self._ys
        if n == 1:
            return (
                translate("ChartLine", "Line chart of %Ln {game} scores: {first} in {where}.", None, 1)
                .format(game=self._subject, first=number_text(ys[0]), where=self._where(0))
                .replace("  ", " "))
        best, worst = ys.index(max(ys)), ys.index(min(ys))
        start = min(self._window or 10, n) - 1
        a0, a1 = number_text(self._avg[start]), number_text(self._avg[-1])
        trend = a1 if start == n - 1 else (
            translate("ChartLine", "stayed at {score}").format(score=a1) if a0 == a1 else
            translate("ChartLine", "rose from {first} to {last}").format(first=a0, last=a1)
            if self._avg[-1] > self._avg[start]
            else translate("ChartLine", "fell from {first} to {last}").format(first=a0, last=a1))
        return (translate("ChartLine", "Line chart of %Ln {game} scores in order, from {where} to {where2}: "
                          "first {number_text}, last {number_text2}; best {number_text3} in {where3}; "
                          "lowest {number_text4} in {where4}; {average_name} {trend}.", None, n)
                .format(game=self._subject, where=self._where(0), where2=self._where(n - 1),
                        number_text=number_text(ys[0]), number_text2=number_text(ys[-1]),
                        number_text3=number_text(ys[best]), where3=self._where(best),
                        number_text4=number_text(ys[worst]), where4=self._where(worst),
                        average_name=self.average_name(), trend=trend)
                .replace("  ", " "))

    def item_text(self, index: int) -> str:
        where = upper_first(self._where(index).replace(" (", ", ").rstrip(")") if self._labels else self._where(index))
        return f"{where}: {number_text(self._ys[index])}; {self.average_name()} {number_text(self._avg[index])}"

    def callout_text(self, index: int) -> str:
        where = self._labels[index] if self._labels else upper_first(self._game(self._xs[index]))
        return translate("ChartLine", "{where}: {number_text} \u00b7 average {number_text2}").format(
            where=where, number_text=number_text(self._ys[index]), number_text2=number_text(self._avg[index]))

    def tooltip_text(self, index: int) -> str:
        head = upper_first(self._game(self._xs[index]))
        if self._labels:
            head += f" \u00b7 {self._labels[index]}"
        score = translate("ChartLine", "{game} score").format(game=self._subject).strip()
        return "\n".join([head, f"{upper_first(score)}: "
                          f"{number_text(self._ys[index])}",
                          f"{upper_first(self.average_name())}: {number_text(self._avg[index])}"])

    # Geometry ----------------------------------------------------------------------------------
    def _inner(self, layout: Layout) -> QRectF:
        return layout.plot.adjusted(6, 0, -6, 0)

    def _x_of(self, layout: Layout, x: float) -> float:
        inner = self._inner(layout)
        span = self._xs[-1] - self._xs[0]
        return inner.center().x() if not span else inner.left() + (x - self._xs[0]) / span * inner.width()

    def _value_span(self) -> tuple[float, float, bool]:
        return self._span

    def _x_labels(self, layout: Layout, metrics: QFontMetricsF) -> list[AxisLabel]:
        first, last = self._xs[0], self._xs[-1]
        top, line = layout.x_label_top, layout.line

        def at(x: float, text: str, align: Qt.AlignmentFlag) -> AxisLabel:
            w = metrics.horizontalAdvance(text)
            left = {Qt.AlignmentFlag.AlignLeft: x, Qt.AlignmentFlag.AlignRight: x - w}.get(align, x - w / 2)
            return AxisLabel(QRectF(left, top, w, line), text, align)

        if self._labels:
            ends = [at(self._x_of(layout, first) - 2, self._labels[0], Qt.AlignmentFlag.AlignLeft)]
            if len(self._xs) > 1:
                ends.append(at(self._x_of(layout, last) + 2, self._labels[-1], Qt.AlignmentFlag.AlignRight))
            return ends[-1:] if len(ends) == 2 and ends[0].rect.right() + LABEL_GAP > ends[1].rect.left() else ends
        whole = first.is_integer() and last.is_integer()
        ends = [at(self._x_of(layout, first) - 2, upper_first(self._game(first)),
                   Qt.AlignmentFlag.AlignLeft)]
        if last != first:
            ends.append(at(self._x_of(layout, last) + 2, number_text(last), Qt.AlignmentFlag.AlignRight))
            if ends[0].rect.right() + LABEL_GAP > ends[1].rect.left():
                ends = ends[1:]
        if last == first:
            return ends
        widest = max(64.0, 2 * metrics.horizontalAdvance(number_text(last)) + LABEL_GAP)
        ticks, step = nice_ticks(first, last, int(self._inner(layout).width() // widest) + 1, whole)
        texts = [number_text(t) for t in ticks] if whole else tick_labels(ticks, step)  # as exact as the ends
        near = 0.6 * step / (last - first) * self._inner(layout).width()  # "6" next to the end's "7" reads as noise
        inside = [
            at(self._x_of(layout, t), text, Qt.AlignmentFlag.AlignCenter)
            for t, text in zip(ticks, texts)
            if first < t < last and min(t - first, last - t) / (last - first) * self._inner(layout).width() >= near]
        inside = [lb for lb in inside if all(
            lb.rect.right() + LABEL_GAP <= e.rect.left() or e.rect.right() + LABEL_GAP <= lb.rect.left() for e in ends)]
        kept = keep_apart([(lb.rect.left(), lb.rect.right()) for lb in inside], LABEL_GAP)
        return sorted(ends + [inside[i] for i in kept], key=lambda lb: lb.rect.left())

    def _item_at_x(self, layout: Layout, x: float) -> int | None:
        inner = self._inner(layout)
        span = self._xs[-1] - self._xs[0]
        if not span:
            return 0
        value = self._xs[0] + (x - inner.left()) / inner.width() * span
        i = bisect.bisect_left(self._xs, value)
        if i >= self.count():
            return self.count() - 1
        return i if i == 0 or self._xs[i] - value < value - self._xs[i - 1] else i - 1

    def _anchor(self, layout: Layout, index: int) -> QPointF:
        return QPointF(self._x_of(layout, self._xs[index]), layout.y_at(self._ys[index]))

    # Painting ----------------------------------------------------------------------------------
    def _shapes(self, layout: Layout) -> tuple[list[QLineF], list[QPointF], QPolygonF | None, list[QPolygonF]]:
        """The score segments, the dots, the band (when games outnumber pixels) and the average
        in short runs, kept until the data or the plot changes: hovering repaints often, and
        100,000 games take a third of a second to place."""
        key = (layout.plot.getRect(), layout.y_low, layout.y_high)
        if self._shapes_cache is not None and self._shapes_cache[0] == key:
            return self._shapes_cache[1]
        n = self.count()
        inner = self._inner(layout)
        px = [self._x_of(layout, x) for x in self._xs]
        segments: list[QLineF] = []
        dots: list[QPointF] = []
        band = None
        if n > inner.width() * 1.5:  # more games than pixels: the range each pixel holds, as a band
            tops: dict[int, tuple[float, float, float]] = {}
            for x, y, a in zip(px, self._ys, self._avg):
                low, high, _ = tops.get(int(x), (y, y, a))
                tops[int(x)] = (min(low, y), max(high, y), a)
            cols = sorted(tops)
            band = QPolygonF([QPointF(c, layout.y_at(tops[c][1])) for c in cols]
                             + [QPointF(c, layout.y_at(tops[c][0]) + 1) for c in reversed(cols)])
            average = [QPointF(c, layout.y_at(tops[c][2])) for c in cols]
        else:
            points = [QPointF(x, layout.y_at(y)) for x, y in zip(px, self._ys)]
            segments = [QLineF(a, b) for a, b in itertools.pairwise(points)]
            if n == 1 or inner.width() / max(1, n - 1) >= 7:
                dots = points
            average = [QPointF(x, layout.y_at(a)) for x, a in zip(px, self._avg)]
        # Qt strokes a long wide polyline as one outline, 10 ms for 100 points; runs of four
        # points joined by round caps look the same and take a fifth of that.
        runs = [QPolygonF(average[i:i + 5]) for i in range(0, max(1, len(average) - 1), 4)]
        shapes = (segments, dots, band, runs)
        self._shapes_cache = (key, shapes)
        return shapes

    def _paint_data(self, painter: QPainter, layout: Layout) -> None:
        segments, dots, band, runs = self._shapes(layout)
        if band is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill(theme.CHART_LINE, 0.55))
            painter.drawPolygon(band)
        painter.setPen(QPen(theme.CHART_LINE, 1.25, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLines(segments)
        if dots:
            painter.setPen(QPen(theme.CHART_BACKGROUND, 1))
            painter.setBrush(theme.CHART_POINT)
            for point in dots:
                painter.drawEllipse(point, 3, 3)
        painter.setPen(QPen(theme.CHART_AVERAGE, 2.25, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        for run in runs:
            painter.drawPolyline(run)
        for index, colour in ((self._hover, theme.CHART_POINT), (self._current, theme.CHART_FOCUS)):
            if index is None or (index == self._current and not self.hasFocus()):
                continue
            point = self._anchor(layout, index)
            painter.setPen(QPen(theme.CHART_AXIS, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(point.x(), layout.plot.top()), QPointF(point.x(), layout.plot.bottom()))
            painter.setPen(QPen(colour, 2))
            painter.setBrush(theme.CHART_BACKGROUND)
            painter.drawEllipse(point, 4.5, 4.5)

    def _paint_top_row(self, painter: QPainter, layout: Layout, metrics: QFontMetricsF, left: float) -> None:
        """The legend, right-aligned: both lines if they fit, else the average alone, else none."""
        entries = [(theme.CHART_LINE, 1.5, upper_first(self._subject)),
                   (theme.CHART_AVERAGE, 2.5, upper_first(self.average_name()))]
        for shown in (entries, entries[1:]):
            width = sum(22 + metrics.horizontalAdvance(text) + 14 for _, _, text in shown) - 14
            x = self.width() - PAD - 4 - width
            if x >= left:
                break
        else:
            return
        y = PAD + metrics.ascent()
        for colour, pen, text in shown:
            mid = PAD + metrics.height() / 2
            painter.setPen(QPen(colour, pen, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(x, mid), QPointF(x + 16, mid))
            painter.setPen(theme.CHART_TEXT)
            painter.drawText(QPointF(x + 22, y), text)
            x += 22 + metrics.horizontalAdvance(text) + 14
