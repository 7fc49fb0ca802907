"""The statistics charts: they draw whatever they are given, label axes without collisions, say
what they show in words, and can be read with the mouse, the keys and a screen reader."""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QAccessible, QColor, QHelpEvent, QImage
from PySide6.QtWidgets import QApplication, QToolTip

from desktop.charts import base as chart_base
from desktop.charts.histogram import Histogram, LineChart
from desktop.charts.scale import (
    Bar,
    bin_scores,
    keep_apart,
    nice_step,
    nice_ticks,
    number_text,
    pad_bars,
    range_text,
    running_average,
    tick_label,
    tick_labels,
    ticks_on_bins,
)
from desktop.look import theme

SIZES = [(60, 40), (220, 130), (360, 200), (500, 300), (800, 400)]


def is_nice(step: float) -> bool:
    mantissa = step / 10 ** math.floor(math.log10(step) + 1e-12)
    return any(math.isclose(mantissa, m) for m in (1, 2, 5))


def render(chart: Histogram | LineChart, width: int, height: int) -> QImage:
    chart.resize(width, height)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    chart.render(image)
    return image


def colours(image: QImage) -> set[int]:
    step = max(1, image.width() // 90)
    return {image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)}


# Ticks and labels --------------------------------------------------------------------------------
@pytest.mark.parametrize(("raw", "step"), [(0.7, 1), (1, 1), (1.01, 2), (2.5, 5), (7, 10), (13, 20), (0.013, 0.02),
                                           (4100, 5000), (-3, 1), (float("nan"), 1), (0, 1)])
def test_nice_step_is_the_next_one_two_or_five(raw: float, step: float) -> None:
    assert nice_step(raw) == step


def test_nice_ticks_cover_the_range_in_nice_steps_and_never_too_many() -> None:
    rng = random.Random(3)
    for _ in range(2000):
        low = rng.uniform(-1e6, 1e6) * rng.choice([1e-4, 1e-2, 1, 1])
        high = low + rng.choice([0, rng.uniform(0, 10), rng.uniform(0, 1e5)])
        most = rng.randint(2, 12)
        whole = rng.random() < 0.5
        ticks, step = nice_ticks(low, high, most, whole)
        assert is_nice(step), (low, high, step)
        assert 2 <= len(ticks) <= max(3, most)
        assert ticks[0] <= low + 1e-9 * max(1, abs(low)) and ticks[-1] >= high - 1e-9 * max(1, abs(high))
        assert all(math.isclose(b - a, step, rel_tol=1e-6, abs_tol=1e-9) for a, b in itertools.pairwise(ticks))
        if whole:
            assert step >= 1


def test_nice_ticks_of_one_value_still_make_an_axis() -> None:
    assert nice_ticks(7, 7, 5, whole=True)[0] == [6, 7, 8]
    assert nice_ticks(0, 0, 5)[0][0] < 0 < nice_ticks(0, 0, 5)[0][-1]
    with pytest.raises(ValueError, match="finite"):
        nice_ticks(0, float("inf"), 5)


def test_histogram_ticks_sit_on_bar_edges() -> None:
    ticks, step = ticks_on_bins(100, 320, 20, 6)
    assert step == 100 and ticks == [100, 200, 300]
    ticks, step = ticks_on_bins(0, 250, 25, 6)
    assert step == 50 and ticks == [0, 50, 100, 150, 200, 250]


@pytest.mark.parametrize(
    ("value", "step", "text"),
    [
        (0, 20, "0"),
        (1200, 200, "1,200"),
        (-40, 20, "\u221240"),
        (0.25, 0.05, "0.25"),
        (20000, 10000, "20k"),
        (2500, 500, "2,500"),
        (30_000_000, 1_000_000, "30M"),
        (15e9, 5e8, "15.0B"),
        (15000, 500, "15.0k"),
        (9999, 1, "9,999"),
    ],
)
def test_tick_labels_are_short_and_exact(value: float, step: float, text: str) -> None:
    assert tick_label(value, step) == text


def test_one_axis_writes_every_label_in_the_same_unit() -> None:
    assert tick_labels([9500, 10000, 10500], 500) == ["9.5k", "10.0k", "10.5k"]
    assert tick_labels([-2000, 0, 2000], 2000) == ["\u22122,000", "0", "2,000"]
    assert tick_labels([0, 0.1, 0.2], 0.1) == ["0", "0.1", "0.2"]
    assert tick_labels([0, 1e9, 2e9], 1e9) == ["0", "1B", "2B"]
    assert number_text(196.25) == "196.3" and number_text(-0.04) == "0" and number_text(1234.5) == "1,234.5"


def test_labels_that_would_touch_are_thinned_evenly() -> None:
    assert keep_apart([(0, 10), (20, 30), (40, 50)], 8) == [0, 1, 2]
    assert keep_apart([(0, 30), (20, 50), (40, 70), (60, 90), (80, 110)], 8) == [0, 2, 4]
    assert keep_apart([], 8) == []


def test_bins_are_round_and_hold_every_score() -> None:
    bars, whole = bin_scores([104, 180, 199, 200, 312])
    assert whole and all(b.high - b.low == 20 for b in bars) and bars[0].low == 100
    assert sum(b.count for b in bars) == 5 and len(bars) <= 20
    assert bin_scores([])[0] == []
    assert bin_scores([7, 7, 7])[0] == [Bar(7, 8, 3)]
    assert bin_scores([0.5, 0.75])[1] is False
    with pytest.raises(ValueError, match="score 2 is not a number"):
        bin_scores([1, float("nan")])
    assert range_text(Bar(180, 200, 1), whole=True) == "180\u2013199"
    assert range_text(Bar(180, 181, 1), whole=True) == "180"
    assert range_text(Bar(180, 200, 1), whole=False) == "180\u2013200"
    assert [b.count for b in pad_bars([Bar(7, 8, 3)])] == [0, 0, 3, 0, 0]
    assert [b.low for b in pad_bars([Bar(0, 50, 3), Bar(100, 150, 1)])] == [0, 100, 150, 200, 250]
    assert [b.low for b in pad_bars([Bar(-3, -2, 3)])] == [-5, -4, -3, -2, -1]


def test_running_average_of_a_window_and_of_all() -> None:
    assert running_average([10, 20, 30, 40], 2) == [10, 15, 25, 35]
    assert running_average([10, 20, 30, 40], None) == [10, 15, 20, 25]
    big = running_average([float(i % 7) for i in range(100_000)], 10)
    assert math.isclose(big[-1], sum(i % 7 for i in range(99_990, 100_000)) / 10)


# Rendering whatever it is given --------------------------------------------------------------------
def histogram_cases() -> dict[str, Histogram]:
    rng = random.Random(5)
    cases = {"empty": [], "one": [245], "equal": [180] * 40, "many": [rng.randint(-50, 400) for _ in range(100_000)],
             "negative": [-12, -3, -7, -30, -1], "zero": [0, 0, 0, 1], "fractions": [Fraction(301, 2), 160.25, 149]}
    out = {}
    for name, scores in cases.items():
        chart = Histogram()
        chart.set_scores(scores, subject="Match!", highlight=scores[-1] if scores else None)
        out[name] = chart
    huge = Histogram()
    huge.set_bins([(0, 50, 2_000_000_000), (50, 100, 7), (100, 150, 1_500_000_000)], best=140, average=70.5)
    out["huge counts"] = huge
    return out


def line_cases() -> dict[str, LineChart]:
    rng = random.Random(6)
    cases = {"empty": [], "one": [245], "equal": [180] * 40, "many": [rng.gauss(200, 40) for _ in range(100_000)],
             "negative": [-12, -3, -7, -30, -1], "zero": [0, 0, 0, 0], "pairs": [(3, 10.5), (1, 12), (2, 1e7)]}
    out = {}
    for name, points in cases.items():
        chart = LineChart()
        chart.set_points(points, subject="Match!")
        out[name] = chart
    dated = LineChart()
    dated.set_points([150, 160], labels=["3 January 2025", "4 January 2025"])
    out["dated"] = dated
    return out


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["histogram", pytest.param("line", marks=pytest.mark.slow)])
def test_every_edge_case_renders_at_every_size(qtbot, kind: str) -> None:
    charts = histogram_cases() if kind == "histogram" else line_cases()
    for name, chart in charts.items():
        qtbot.addWidget(chart)
        for width, height in SIZES:
            image = render(chart, width, height)
            assert len(colours(image)) > 2, (name, width)  # the card and something on it
            if name != "empty" and width >= 220:
                layout = chart.layout_at(width, height)
                assert layout.plot.width() > 0 and layout.x_labels and layout.y_labels, (name, width)


def test_empty_charts_say_so(qtbot) -> None:
    for chart in (Histogram(), LineChart()):
        qtbot.addWidget(chart)
        assert chart.count() == 0 and chart.EMPTY_TEXT == "No games yet"
        assert "no games yet" in chart.summary_text()
        assert chart.tooltip_at(QPointF(100, 100)) is None
        blank = render(chart, 360, 200)
        chart.EMPTY_TEXT = ""
        assert colours(render(chart, 360, 200)) < colours(blank)  # the words were drawn


@pytest.mark.parametrize("kind", ["histogram", "line"])
def test_no_two_axis_labels_touch_at_360_by_200(qtbot, kind: str) -> None:
    charts = histogram_cases() if kind == "histogram" else line_cases()
    for (name, chart), scale in itertools.product(charts.items(), (1.0, 1.6, 2.4)):
        qtbot.addWidget(chart)
        if not chart.count():
            continue
        font = QApplication.font()
        font.setPointSizeF(font.pointSizeF() * scale)
        chart.setFont(font)
        for width, height in [(360, 200), (220, 130), (800, 400)]:
            layout = chart.layout_at(width, height)
            labels = layout.x_labels + layout.y_labels
            for a, b in itertools.combinations(labels, 2):
                assert not a.rect.intersects(b.rect), (name, width, a.text, b.text)
            for label in labels:
                assert label.rect.left() >= 0 and label.rect.right() <= width, (name, label.text)
                assert label.rect.top() >= 0 and label.rect.bottom() <= height, (name, label.text)


def test_labels_follow_the_widget_font(qtbot) -> None:
    chart = Histogram()
    qtbot.addWidget(chart)
    chart.set_scores(range(0, 1000, 3))
    small = chart.layout_at(360, 200)
    font = chart.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    chart.setFont(font)
    big = chart.layout_at(360, 200)
    assert big.x_labels[0].rect.height() > small.x_labels[0].rect.height()
    assert len(big.x_labels) <= len(small.x_labels) and len(big.y_labels) <= len(small.y_labels)


# Words ---------------------------------------------------------------------------------------------
def test_histogram_says_what_it_shows_and_keeps_saying_it(qtbot) -> None:
    chart = Histogram()
    qtbot.addWidget(chart)
    scores = [185] * 41 + [150] * 20 + [230] * 30 + [312, 95] + [201] * 31
    chart.set_scores(scores, subject="Match!", highlight=230)
    text = ("Histogram of 124 Match! scores: most between 180 and 199 (41 games); best 312; lowest 95; "
            "average 194.5; your last game 230.")
    assert chart.summary_text() == text
    assert chart.accessibleDescription() == text
    assert chart.accessibleName() == "Score distribution"
    chart.set_scores([245], subject="Dice Dash")
    assert chart.accessibleDescription() == "Histogram of 1 Dice Dash score: 245."
    chart.set_scores([])
    assert chart.accessibleDescription() == "Histogram of scores: no games yet."


def test_histogram_from_the_stores_bins(qtbot) -> None:
    chart = Histogram()
    qtbot.addWidget(chart)
    chart.set_bins([(200, 225, 3), (175, 200, 9)], subject="Match!", best=221, average=196.25)
    assert [b.low for b in chart.bars()][:2] == [150, 175]  # sorted, padded to five bars
    assert (
        chart.summary_text()
        == "Histogram of 12 Match! scores: most between 175 and 199 (9 games); best 221; average 196.3."
    )
    for bad, message in [([(0, 10, 1), (5, 15, 1)], "overlap"), ([(10, 0, 1)], "runs from"),
                         ([(0, 10, -1)], "count of -1"), ([(0, 10, 1.5)], "count of 1.5")]:
        with pytest.raises(ValueError, match=message):
            chart.set_bins(bad)


def test_line_chart_says_what_it_shows(qtbot) -> None:
    chart = LineChart()
    qtbot.addWidget(chart)
    chart.set_points([100, 120, 90, 200], subject="Match!", labels=["1 Mar", "2 Mar", "3 Mar", "9 Mar"],
                     average_of=2)
    assert chart.accessibleName() == "Score over time"
    assert chart.accessibleDescription() == chart.summary_text() == (
        "Line chart of 4 Match! scores in order, from game 1 (1 Mar) to game 4 (9 Mar): first 100, last 200; "
        "best 200 in game 4 (9 Mar); lowest 90 in game 3 (3 Mar); average of last 2 rose from 110 to 145.")
    chart.set_points([50])
    assert chart.accessibleDescription() == "Line chart of 1 score: 50 in game 1."
    with pytest.raises(ValueError, match="2 labels for 1 points"):
        chart.set_points([1], labels=["a", "b"])
    with pytest.raises(ValueError, match="point 2 is not a pair of numbers"):
        chart.set_points([1, float("inf")])
    assert chart.accessibleDescription() == "Line chart of 1 score: 50 in game 1."  # refused data changes nothing


# Mouse, keys and screen readers ------------------------------------------------------------------
@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> list[tuple[object, str]]:
    """What reached the accessibility layer: the real announcement events, caught on the way."""
    events: list[tuple[object, str]] = []

    class Catch:
        @staticmethod
        def updateAccessibility(event: object) -> None:
            assert event.type() == QAccessible.Event.Announcement
            events.append((event.object(), event.message()))

    monkeypatch.setattr(chart_base, "QAccessible", Catch)
    return events


def test_arrow_keys_walk_the_bars_and_are_announced(qtbot, heard) -> None:
    chart = Histogram()
    qtbot.addWidget(chart)
    chart.set_scores([105] * 3 + [125] * 5 + [145] * 2, subject="Match!", highlight=125)
    chart.resize(360, 200)
    chart.show()
    chart.setFocus()
    assert chart.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert chart.current_index() is None
    qtbot.keyClick(chart, Qt.Key.Key_Right)  # starts on the marked bar
    marked = chart.highlighted_bar()
    assert chart.current_index() == marked
    assert heard[-1] == (chart, "125\u2013129: 5 games (50%); your last game 125")  # 9 bars 5 wide
    qtbot.keyClick(chart, Qt.Key.Key_Right)
    assert chart.current_index() == marked + 1 and heard[-1][1] == "130\u2013134: 0 games (0%)"
    qtbot.keyClick(chart, Qt.Key.Key_End)
    qtbot.keyClick(chart, Qt.Key.Key_Right)  # stays on the last bar, says nothing new
    assert chart.current_index() == chart.count() - 1 and len(heard) == 3
    qtbot.keyClick(chart, Qt.Key.Key_Home)
    assert chart.current_index() == 0 and chart.last_announcement == heard[-1][1] == "105\u2013109: 3 games (30%)"
    qtbot.keyClick(chart, Qt.Key.Key_Left)
    assert chart.current_index() == 0
    before = render(chart, 360, 200)
    qtbot.keyClick(chart, Qt.Key.Key_Right)
    assert render(chart, 360, 200) != before  # the chosen bar is drawn differently


def test_arrow_keys_walk_the_points(qtbot, heard) -> None:
    chart = LineChart()
    qtbot.addWidget(chart)
    chart.set_points(list(range(100, 150)), labels=[f"{d} May" for d in range(1, 51)], average_of=10)
    chart.resize(360, 200)
    chart.show()
    chart.setFocus()
    qtbot.keyClick(chart, Qt.Key.Key_Left)  # starts on the newest game
    assert chart.current_index() == 49
    assert heard[-1][1] == "Game 50, 50 May: 149; average of last 10 144.5"
    qtbot.keyClick(chart, Qt.Key.Key_PageUp)
    assert chart.current_index() == 44
    qtbot.keyClick(chart, Qt.Key.Key_Home)
    qtbot.keyClick(chart, Qt.Key.Key_Right)
    assert chart.current_index() == 1 and heard[-1][1].startswith("Game 2, 2 May: 101")
    chart.set_points([5, 6])
    assert chart.current_index() is None  # new data, nothing chosen


def test_real_announcements_do_not_fail_without_a_screen_reader(qtbot) -> None:
    chart = LineChart()
    qtbot.addWidget(chart)
    chart.set_points([1, 2, 3])
    chart.set_current(1)
    assert chart.last_announcement.startswith("Game 2: 2")


def test_tooltips_name_the_bar_or_point_under_the_mouse(qtbot) -> None:
    chart = Histogram()
    qtbot.addWidget(chart)
    chart.set_scores([181, 185, 190, 205, 230], subject="Match!", highlight=185)
    chart.resize(360, 200)
    layout = chart.layout_at()
    bar = chart._bar_rect(layout, chart.highlighted_bar())
    assert chart.tooltip_at(bar.center()) == "Match! scores 185\u2013189\n1 game (20%)\nYour last game: 185"
    assert chart.tooltip_at(QPointF(2, 2)) is None  # outside the plot
    line = LineChart()
    qtbot.addWidget(line)
    line.set_points([(1, 150), (2, 170), (3, 160)], subject="Match!", labels=["1 May", "2 May", "4 May"])
    line.resize(360, 200)
    layout = line.layout_at()
    point = line._anchor(layout, 1)
    assert line.tooltip_at(point + QPointF(3, 40)) == "Game 2 \u00b7 2 May\nMatch! score: 170\nAverage of last 10: 160"


def test_hovering_shows_the_tooltip_and_marks_the_bar(qtbot) -> None:
    chart = Histogram()
    qtbot.addWidget(chart)
    chart.set_scores([10, 11, 12, 30, 31], subject="Dice Dash")
    chart.resize(360, 200)
    chart.show()
    qtbot.waitExposed(chart)
    target = chart._bar_rect(chart.layout_at(), 0).center().toPoint()
    qtbot.mouseMove(chart, target + QPoint(40, 0))  # a move from wherever an earlier test left the mouse
    qtbot.mouseMove(chart, target)
    assert chart.hover_index() == 0
    QApplication.sendEvent(chart, QHelpEvent(QEvent.Type.ToolTip, target, chart.mapToGlobal(target)))
    assert "Dice Dash scores 10\u201311" in QToolTip.text() and "2 games (40%)" in QToolTip.text()
    qtbot.mouseMove(chart, QPoint(2, 2))
    assert chart.hover_index() is None
    # A click focuses a widget only in the active window; an earlier test's window may still be
    # the active one in this process (the suite runs in random order).
    chart.activateWindow()
    qtbot.waitUntil(chart.isActiveWindow, timeout=2000)
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=target)
    assert chart.current_index() == 0 and chart.hasFocus()


def test_colours_come_from_the_theme(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    chart = Histogram()
    qtbot.addWidget(chart)
    chart.set_scores([1, 2, 2, 3, 3, 3], highlight=2)
    before = colours(render(chart, 360, 200))
    monkeypatch.setattr(theme, "CHART_BAR", QColor("#ff00ff"))
    monkeypatch.setattr(theme, "CHART_HIGHLIGHT", QColor("#00ffff"))
    after = colours(render(chart, 360, 200))
    assert QColor("#ff00ff").rgba() in after and QColor("#00ffff").rgba() in after
    assert QColor("#ff00ff").rgba() not in before

