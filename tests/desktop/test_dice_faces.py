"""A die at rest is painted from a cache of drawn faces; the cache must never show a stale look."""

from __future__ import annotations

import itertools

from PySide6.QtGui import QImage

from desktop.dice import DieWidget


def _image(die: DieWidget) -> QImage:
    return die.grab().toImage()


def test_a_die_that_has_shown_many_looks_paints_each_exactly_as_a_fresh_die(qtbot) -> None:
    worn = DieWidget(2)
    qtbot.addWidget(worn)
    worn.resize(120, 160)
    looks = list(itertools.product(range(1, 7), (False, True), (False, True), (False, True)))
    for value, held, toggle, enabled in looks + looks[::-1]:
        worn.set_state(value, held, toggle)
        worn.setEnabled(enabled)
        fresh = DieWidget(2)
        qtbot.addWidget(fresh)
        fresh.resize(120, 160)
        fresh.set_state(value, held, toggle)
        fresh.setEnabled(enabled)
        assert _image(worn) == _image(fresh), (value, held, toggle, enabled)


def test_faces_differ_and_a_resize_redraws(qtbot) -> None:
    die = DieWidget(0)
    qtbot.addWidget(die)
    die.resize(100, 140)
    die.set_state(3, False, True)
    three = _image(die)
    die.set_state(4, False, True)
    assert _image(die) != three
    die.set_state(3, False, True)
    assert _image(die) == three
    die.resize(140, 180)
    assert _image(die).size() != three.size()
    die.angle = 12.0  # mid-roll: drawn directly, not from the cache
    assert _image(die) != _image(DieWidget(0))
