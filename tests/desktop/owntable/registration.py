"""Pig's one registration: its window side, which brings its engine side along (``own_rules``)."""

from __future__ import annotations

import pig_page

from desktop import gameinfo


def register() -> None:
    gameinfo.register(pig_page.PIG)
