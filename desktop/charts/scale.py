"""The arithmetic behind the charts (no Qt): nice ticks, number labels, bins, running averages.

Kept apart from the widgets so that what a chart shows (which ticks, which labels survive, what
the summary says) can be tested without painting, and so the Records window and the command
line could word numbers the same way.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from desktop.i18n.language import number

MINUS = "\u2212"
"""Axis labels use the typographic minus: a hyphen is too short to read as a sign at 9 pt."""

MAX_BINS = 20
"""At most this many bars: at 360 pixels each is still 14 pixels wide (the store bins the same)."""

BIN_STEPS = (1, 2, 5, 10, 20, 25, 50)
"""Bin widths, times powers of 100: round numbers a player reads as a range ("200-224")."""


@dataclass(frozen=True)
class Bar:
    """One bar of a histogram: the values from ``low`` up to (not including) ``high``."""

    low: float
    high: float
    count: int


def nice_step(raw: float) -> float:
    """The smallest of 1, 2 or 5 times a power of ten that is at least ``raw`` (1 for nonsense)."""
    if not math.isfinite(raw) or raw <= 0:
        return 1.0
    power = 10.0 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power * (1 + 1e-9):
            return _clean(factor * power)
    return _clean(10 * power)  # pragma: no cover - the loop always returns


def nice_ticks(low: float, high: float, max_ticks: int, whole: bool = False) -> tuple[list[float], float]:
    """Ticks at multiples of a nice step, covering ``low..high`` with at most ``max_ticks`` (3 at least).

    The first tick is at or below ``low`` and the last at or above ``high``, so the axis can run
    from tick to tick; ``whole`` keeps the step at 1 or more (counts, scores, game numbers)."""
    if not (math.isfinite(low) and math.isfinite(high)):
        raise ValueError(f"an axis needs finite bounds, not {low!r}..{high!r}")
    if high < low:
        low, high = high, low
    if high == low:
        pad = 1.0 if whole or low == 0 else abs(low) * 0.1
        low, high = low - pad, high + pad
    max_ticks = max(3, max_ticks)  # a span across a multiple of any step needs three
    step = nice_step((high - low) / (max_ticks - 1))
    while True:  # ends: once the step is the span or more, three ticks cover it
        if whole:
            step = max(step, 1.0)
        first, last = math.floor(low / step + 1e-9), math.ceil(high / step - 1e-9)
        if last - first + 1 <= max_ticks:
            return [_clean(i * step) for i in range(first, last + 1)], step
        step = nice_step(step * 1.5)


def ticks_on_bins(low: float, high: float, width: float, max_ticks: int) -> tuple[list[float], float]:
    """Ticks for a histogram: on bar edges (multiples of the bin width) whenever a nice step is a
    multiple of it, so a label never sits in the middle of a bar; plain nice ticks otherwise."""
    step = width
    for _ in range(40):
        ratio = step / width
        if abs(ratio - round(ratio)) < 1e-9 and (high - low) / step + 1 <= max_ticks + 1e-9:
            first, last = math.ceil(low / step - 1e-9), math.floor(high / step + 1e-9)
            return [_clean(i * step) for i in range(first, last + 1)], step
        step = nice_step(step * 1.01)
    return nice_ticks(low, high, max_ticks)


def decimals_for(step: float) -> int:
    """Digits after the point that tell ticks ``step`` apart (0 for whole steps)."""
    if step >= 1 and float(step).is_integer():
        return 0
    return max(0, math.ceil(-math.log10(step) - 1e-9))


def tick_labels(ticks: Sequence[float], step: float) -> list[str]:
    """One axis's labels, all in the same unit: thousands as k once the largest reaches 10,000
    (millions as M, billions as B from one), so "15k" never stands next to "9,500"; otherwise the
    numbers with separators; just enough decimals for the step; a negative one with a real minus."""
    top = max((abs(t) for t in ticks), default=0.0)
    unit, suffix = next(((u, s) for u, s, least in ((1e9, "B", 1e9), (1e6, "M", 1e6), (1e3, "k", 1e4))
                         if top >= least), (1.0, ""))
    digits = decimals_for(step / unit)
    out = []
    for value in ticks:
        text = f"{abs(value) / unit:,.{digits}f}"
        out.append("0" if value == 0 else f"{MINUS if value < 0 else ''}{text}{suffix}")
    return out


def tick_label(value: float, step: float) -> str:
    """A single label, as ``tick_labels`` would write it on an axis ending at ``value``."""
    return tick_labels([value], step)[0]


def number_text(value: float) -> str:
    """A number in a sentence, the local way: whole numbers as they are, others to one decimal."""
    value = float(value)
    if value.is_integer():
        return number(int(value))
    tenths = Decimal(repr(value)).quantize(Decimal("0.1"), ROUND_HALF_UP)  # 196.25 reads 196.3
    return number(float(tenths), 1) if tenths != tenths.to_integral() else number(int(tenths))


def range_text(bar: Bar, whole: bool, dash: str = "\u2013") -> str:
    """What a bar covers, as a player reads it: "180-199" for whole scores, "180-200" else."""
    if whole and float(bar.low).is_integer() and float(bar.high).is_integer():
        last = bar.high - 1
        return number_text(bar.low) if last <= bar.low else f"{number_text(bar.low)}{dash}{number_text(last)}"
    return f"{number_text(bar.low)}{dash}{number_text(bar.high)}"


def plural(count: int, word: str) -> str:
    return f"{count:,} {word}" if count == 1 else f"{count:,} {word}s"


def bin_scores(scores: Iterable[float]) -> tuple[list[Bar], bool]:
    """Bars of equal round width (the narrowest of ``BIN_STEPS`` that needs at most
    ``MAX_BINS``), and whether every score was a whole number."""
    values = [float(v) for v in scores]
    counts = Counter(values)  # a few hundred distinct scores, however many games
    if not all(math.isfinite(v) for v in counts):
        bad = next(i for i, v in enumerate(values) if not math.isfinite(v))
        raise ValueError(f"score {bad + 1} is not a number ({values[bad]!r})")
    if not counts:
        return [], True
    whole = all(v.is_integer() for v in counts)
    low, high = min(counts), max(counts)
    width = _bin_width(low, high)
    start = math.floor(low / width) * width
    tally = [0] * (int((high - start) // width) + 1)
    for value, n in counts.items():
        tally[min(len(tally) - 1, int((value - start) // width))] += n
    return [Bar(start + i * width, start + (i + 1) * width, n) for i, n in enumerate(tally)], whole


def _bin_width(low: float, high: float) -> float:
    scale = 1.0
    if 0 < high - low < 1:  # fractional scores in a narrow range: tenths, hundredths...
        while high - low < scale and scale > 1e-6:
            scale /= 100
    while True:  # ends: the widths grow without bound and the span is finite
        for step in BIN_STEPS:
            width = step * scale
            start = math.floor(low / width) * width
            if math.floor((high - start) / width) + 1 <= MAX_BINS:
                return _clean(width)
        scale *= 100


def check_bars(bars: Sequence[Bar]) -> list[Bar]:
    """Bars sorted by value; one that is empty, inverted, overlapping or negative is refused
    with a message naming it, because drawing it would show the player something untrue."""
    ordered = sorted(bars, key=lambda b: b.low)
    for i, bar in enumerate(ordered):
        if not (math.isfinite(bar.low) and math.isfinite(bar.high)) or bar.high <= bar.low:
            raise ValueError(f"histogram bin {i + 1} runs from {bar.low!r} to {bar.high!r}")
        if bar.count < 0 or int(bar.count) != bar.count:
            raise ValueError(f"histogram bin {i + 1} has a count of {bar.count!r}, not a whole number of games")
        if i and bar.low < ordered[i - 1].high - 1e-9:
            raise ValueError(f"histogram bins {i} and {i + 1} overlap ({ordered[i - 1].high!r} > {bar.low!r})")
    return ordered


def pad_bars(bars: list[Bar], minimum: int = 5) -> list[Bar]:
    """At least ``minimum`` bars, the missing ones empty on both sides (none below zero when
    nothing is): one game alone is a bar among others, not a block filling the whole chart."""
    if not bars or len(bars) >= minimum:
        return bars
    width = bars[0].high - bars[0].low
    before = (minimum - len(bars)) // 2
    if bars[0].low >= 0:  # scores that cannot be negative get no empty bars below zero
        before = min(before, int(bars[0].low // width))
    after = minimum - len(bars) - before
    head = [Bar(bars[0].low - (before - i) * width, bars[0].low - (before - i - 1) * width, 0) for i in range(before)]
    tail = [Bar(bars[-1].high + i * width, bars[-1].high + (i + 1) * width, 0) for i in range(after)]
    return head + bars + tail


def running_average(values: Sequence[float], window: int | None) -> list[float]:
    """The average of the last ``window`` values at each point (of all so far when None or 0),
    by running sums so 100,000 games take milliseconds."""
    out: list[float] = []
    total = 0.0
    for i, value in enumerate(values):
        total += value
        if window and i >= window:
            total -= values[i - window]
        out.append(total / (min(i + 1, window) if window else i + 1))
    return out


def keep_apart(spans: Sequence[tuple[float, float]], gap: float) -> list[int]:
    """Which labels to draw, given each one's extent along its axis (in order): every k-th one
    for the smallest k of 1, 2, 5, 10... that leaves ``gap`` between neighbours, so the labels
    that stay are still evenly spaced; then any that would still touch are dropped."""
    if not spans:
        return []
    stride = 1
    while stride < len(spans):
        kept = list(range(0, len(spans), stride))
        if all(spans[b][0] - spans[a][1] >= gap for a, b in itertools.pairwise(kept)):
            break
        stride = int(nice_step(stride + 1))
    result: list[int] = []
    for index in range(0, len(spans), stride):
        if not result or spans[index][0] - spans[result[-1]][1] >= gap:
            result.append(index)
    return result


def _clean(value: float) -> float:
    """Rounds away binary noise (0.30000000000000004) so labels and equality tests stay exact."""
    return float(f"{value:.12g}")
