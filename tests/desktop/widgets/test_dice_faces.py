"""A die at rest is painted from a few kept looks; what it paints must be what drawing it
directly paints, for every look, and a stale look must never show."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage, QPainter, QRegion
from PySide6.QtWidgets import QWidget

from desktop.widgets.dice import FACE_CACHE, DiceTray, DieWidget


def _blank(die: DieWidget) -> QImage:
    image = QImage(die.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    return image


def _painted(die: DieWidget) -> QImage:
    """What the die's paintEvent puts on a transparent surface (kept looks when at rest)."""
    image = _blank(die)
    die.render(image, QPoint(), QRegion(), QWidget.RenderFlag(0))
    return image


def _drawn(die: DieWidget) -> QImage:
    """The die drawn directly, with no kept look involved."""
    image = _blank(die)
    painter = QPainter(image)
    die._paint_face(painter)
    die._paint_label(painter)
    painter.end()
    return image


LOOKS = list(itertools.product(range(1, 7), (False, True), (False, True), (False, True)))


@pytest.mark.slow
def test_every_look_paints_exactly_as_drawing_the_die_directly(qtbot) -> None:
    for size in ((120, 160), (173, 337), (48, 76), (300, 420)):
        die = DieWidget(2)
        qtbot.addWidget(die)
        die.resize(*size)
        for value, held, toggle, enabled in LOOKS + LOOKS[::-1]:
            die.set_state(value, held, toggle)
            die.setEnabled(enabled)
            for hover in (False, True):
                die._hover = hover  # as the mouse entering or leaving sets it
                assert _painted(die) == _drawn(die), (size, value, held, toggle, enabled, hover)
        assert len(die.faces) <= FACE_CACHE


def test_a_die_that_has_shown_many_looks_paints_each_as_a_fresh_die(qtbot) -> None:
    worn = DieWidget(2)
    qtbot.addWidget(worn)
    worn.resize(120, 160)
    for value, held, toggle, enabled in LOOKS + LOOKS[::-1]:
        worn.set_state(value, held, toggle)
        worn.setEnabled(enabled)
        fresh = DieWidget(2)
        qtbot.addWidget(fresh)
        fresh.resize(120, 160)
        fresh.set_state(value, held, toggle)
        fresh.setEnabled(enabled)
        assert _painted(worn) == _painted(fresh), (value, held, toggle, enabled)


def test_a_spinning_die_is_drawn_directly(qtbot) -> None:
    die = DieWidget(0)
    qtbot.addWidget(die)
    die.resize(100, 140)
    die.set_state(3, False, True)
    resting = _painted(die)
    die.angle = 12.0  # mid-roll
    assert _painted(die) == _drawn(die) != resting


def _shown_tray(qtbot, width: int) -> DiceTray:
    tray = DiceTray()
    qtbot.addWidget(tray)
    tray.resize(width, 300)
    tray.show()
    qtbot.waitExposed(tray)
    return tray


def test_a_trays_dice_share_their_looks_and_each_keeps_its_own_label(qtbot) -> None:
    tray = _shown_tray(qtbot, 700)
    tray.show_dice([4] * 5, [False, True, False, True, False], True)
    for die in tray.dice:
        assert _painted(die) == _drawn(die), die.index
    assert all(die.faces is tray.dice[0].faces for die in tray.dice)
    assert 2 <= len(tray.dice[0].faces) <= 4  # a four, held or not, at the dice's one or two widths


def test_the_tray_takes_as_many_dice_as_the_game_throws(qtbot) -> None:
    tray = _shown_tray(qtbot, 800)
    clicked: list[int] = []
    tray.die_clicked.connect(clicked.append)
    for values in ([1, 2, 3, 4, 5, 6], [6, 5, 4, 3], [2, 2, 2, 2, 2]):
        tray.show_dice(values, [False] * len(values), True)
        shown = sorted((d for d in tray.findChildren(DieWidget) if d.isVisible()), key=lambda d: d.x())
        assert [d.value for d in shown] == values
        assert shown == tray.dice and [d.index for d in shown] == list(range(len(values)))
        qtbot.mouseClick(tray.dice[-1], Qt.MouseButton.LeftButton)
        assert clicked[-1] == len(values) - 1
