"""A short celebration over the game area for a big moment: a burst of die faces' pips
and a one-line caption, painted (no images), gone in about a second.

It must never be in the way: the overlay is transparent to the mouse, never takes focus and holds
no input, so a click or a key during a celebration reaches the page as if it were not there, and the
next move simply goes on while it fades. The caption sits in a pill above the middle of the area and
fades out early, so it covers the dice for a fraction of a second at most.

With reduced motion the burst is left out and the caption shows still, without fading, for a short
moment: the words carry the news for a sighted player and a still label is not motion; leaving it
out altogether would take the news away from exactly the players who asked for calm.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

DURATION_MS = 1000
STILL_MS = 1200  # reduced motion: how long the still caption stays
PIPS = 18
"""How many pips fly out: enough to read as a burst, few enough to stay calm."""
BURST_COLOURS = (QColor("#f2c14e"), QColor("#fbf8f0"), QColor("#d9822b"))
"""The dice's own colours (the held ring's gold, the face's ivory, the accent): nothing new on the table."""
PILL, RING, WORDS = QColor("#1d2530"), QColor("#f2c14e"), QColor("#fbf8f0")
"""The caption's ink pill, gold ring and ivory words, the same in every theme: ivory on near-black
reads at about 15:1 on a light or a dark table alike."""


class Celebration(QWidget):
    """Laid over ``host`` (it follows the host's size); ``show_moment`` plays one celebration."""

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.caption = ""
        self.above: QRect | None = None
        self.still = False
        self.progress = 0.0
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(DURATION_MS)
        self.animation.valueChanged.connect(self._advance)
        self.animation.finished.connect(self.hide)
        self._still_timer = QTimer(self)
        self._still_timer.setSingleShot(True)
        self._still_timer.timeout.connect(self.hide)
        host.installEventFilter(self)
        self.setGeometry(host.rect())
        self.hide()

    def _cover_host(self) -> None:
        host = self.parentWidget()
        if host is not None:  # always: it is made over its host and never moved
            self.setGeometry(host.rect())

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._cover_host()
        return False

    def show_moment(self, caption: str, reduce_motion: bool, above: QRect | None = None) -> None:
        """Celebrate with ``caption``; a new moment replaces one still showing. ``above``: what the
        caption should sit just above (the dice, in this widget's coordinates), so that it leaves
        them in sight; without it, the upper third of the area."""
        self.above = above
        self.animation.stop()
        self._still_timer.stop()
        self.caption, self.still = caption, reduce_motion
        self._cover_host()
        self.raise_()
        self.show()
        if reduce_motion:
            self.progress = 0.35  # the caption at full strength, painted once
            self.update()
            self._still_timer.start(STILL_MS)
        else:
            self.progress = 0.0
            self.animation.start()

    def _advance(self, value: float) -> None:
        self.progress = float(value)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre = self._centre()
        if not self.still:
            self._paint_burst(p, centre)
        self._paint_caption(p, centre)

    def _centre(self) -> QPointF:
        side = min(self.width(), self.height())
        if self.above is None or not self.above.isValid():
            return QPointF(self.width() / 2, self.height() * 0.3)
        return QPointF(self.above.center().x(), max(side * 0.1, self.above.top() - side * 0.03))

    def _paint_burst(self, p: QPainter, centre: QPointF) -> None:
        t = self.progress
        ease = 1 - (1 - t) ** 3  # fast out, slowing down
        reach = min(self.width(), self.height()) * 0.32
        fade = max(0.0, 1 - t) ** 1.5
        p.setPen(Qt.PenStyle.NoPen)
        for i in range(PIPS):
            angle = 2 * math.pi * i / PIPS + (0.18 if i % 2 else 0.0)
            distance = reach * ease * (0.75 if i % 2 else 1.0)
            colour = QColor(BURST_COLOURS[i % len(BURST_COLOURS)])
            colour.setAlphaF(0.85 * fade)
            p.setBrush(colour)
            radius = max(2.5, min(self.width(), self.height()) * 0.009) * (1.2 - 0.5 * t)
            p.drawEllipse(QPointF(centre.x() + math.cos(angle) * distance,
                                  centre.y() + math.sin(angle) * distance), radius, radius)

    def _paint_caption(self, p: QPainter, centre: QPointF) -> None:
        t = self.progress
        # In over the first tenth, full until two thirds, out by the end.
        strength = 1.0 if self.still else min(1.0, t / 0.1, max(0.0, (1 - t) / 0.35))
        if strength <= 0 or not self.caption:
            return
        font = QFont(self.font())
        font.setPixelSize(max(18, int(min(self.width(), self.height()) * 0.045)))
        font.setBold(True)
        p.setFont(font)
        metrics = p.fontMetrics()
        w = metrics.horizontalAdvance(self.caption) + metrics.height() * 1.6
        h = metrics.height() * 1.7
        scale = 1.0 if self.still else 0.92 + 0.08 * min(1.0, t / 0.1)
        box = QRectF(centre.x() - w * scale / 2, centre.y() - h * scale / 2, w * scale, h * scale)
        pill = QColor(PILL)
        pill.setAlphaF(0.86 * strength)
        ring = QColor(RING)
        ring.setAlphaF(strength)
        p.setPen(ring)
        p.setBrush(pill)
        p.drawRoundedRect(box, h / 2, h / 2)
        text = QColor(WORDS)
        text.setAlphaF(strength)
        p.setPen(text)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, self.caption)
