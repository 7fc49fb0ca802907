"""Seat kinds are one engine type (``engine.seats.SeatKind``) whose values are the strings saves
and settings have always held."""

from __future__ import annotations

import json

import pytest

import engine
import engine.solver
from desktop.base import seats as desktop_seats
from engine.ai import triple_dice as ai
from engine.game_seats import computer_levels, seat_kinds
from engine.seats import SeatKind


def test_the_values_are_the_strings_saves_and_settings_hold() -> None:
    assert [k.value for k in SeatKind] == ["human", "beginner", "good", "expert"]
    assert SeatKind("expert") is SeatKind.EXPERT is engine.SeatKind.EXPERT
    assert SeatKind.HUMAN == "human" and str(SeatKind.GOOD) == "good" and f"{SeatKind.BEGINNER}" == "beginner"
    assert json.dumps([SeatKind.HUMAN, SeatKind.EXPERT]) == '["human", "expert"]'
    with pytest.raises(ValueError):
        SeatKind("wizard")


def test_each_game_offers_the_levels_its_computer_players_play() -> None:
    assert seat_kinds("dice-dash") == (SeatKind.HUMAN,)
    assert seat_kinds("triple-dice") == ("human", "beginner", "good", "expert")
    assert tuple(ai.LEVELS) == computer_levels("triple-dice") == engine.api.game("triple-dice").computer_levels
    for game in ("dicegame", "match"):
        assert computer_levels(game) == tuple(engine.solver.LEVELS)
    assert computer_levels("no-such-game") == ()


def test_the_desktop_uses_the_engine_type() -> None:
    assert desktop_seats.HUMAN is SeatKind.HUMAN
    assert desktop_seats.computer_levels is computer_levels
    assert desktop_seats.seat_kinds is seat_kinds
    assert desktop_seats.seats_problem("match", ["human", "good"], 2) == ""
    assert desktop_seats.seats_problem("triple-dice", ["human", "wizard"], 2) == (
        "seat 2 is 'wizard'; this game's seats are: human, beginner, good, expert"
    )
