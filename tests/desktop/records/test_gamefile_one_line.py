"""A ``.dicebox`` file's texts are one line and its times are written in ASCII digits: a
title holding U+2028 (or any line or paragraph separator) and a time written in
full-width or other scripts' digits passed the format's "one line" and time rules."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

import engine
from desktop.records import gamefile as gf
from desktop.records.textrules import one_line, utc_time


def file_data() -> dict[str, object]:
    state = engine.new_game("dice-dash", 7, ["Ana"])
    data = gf.export_game(state.game, state.seed, state.players, ["human"], state.log, assisted=False,
                          app_version="1.0.0", exported_at=datetime(2025, 5, 1, 18, 30, tzinfo=UTC),
                          title="Best game", started_at=datetime(2025, 5, 1, 18, 0, tzinfo=UTC))
    return json.loads(data)


def refused_at(data: dict[str, object]) -> str:
    with pytest.raises(gf.GameFileError) as caught:
        gf.import_game(json.dumps(data))
    return str(caught.value.params.get("field", ""))


def test_the_file_as_written_is_read() -> None:
    assert gf.import_game(json.dumps(file_data())).title == "Best game"


@pytest.mark.parametrize("breaker", ["\u2028", "\u2029", "\u0085", "\u000b", "\u000c", "\u001c", "\n", "\r", "\t"])
@pytest.mark.parametrize("key", ["title", "appVersion"])
def test_a_line_or_paragraph_separator_breaks_the_one_line_rule(breaker: str, key: str) -> None:
    data = file_data()
    data[key] = f"Best{breaker}game"
    assert refused_at(data) == key
    assert not one_line(f"a{breaker}b")


def test_an_export_with_a_separator_in_its_title_is_refused() -> None:
    state = engine.new_game("dice-dash", 7, ["Ana"])
    with pytest.raises(gf.GameFileError):
        gf.export_game(state.game, state.seed, state.players, ["human"], state.log, assisted=False,
                       title="two\u2028lines")


@pytest.mark.parametrize("digits", [
    "\uff12\uff10\uff12\uff15",  # full-width 2025
    "\u0662\u0660\u0662\u0665",  # Arabic-Indic 2025
    "\u096e\u0966\u096e\u096b",  # Devanagari
    "\U0001d7ee\U0001d7ec\U0001d7ee\U0001d7f3",  # mathematical bold
])
@pytest.mark.parametrize("key", ["exportedAt", "startedAt"])
def test_a_time_in_other_digits_is_refused(digits: str, key: str) -> None:
    data = file_data()
    data[key] = f"{digits}-05-01T18:30:00Z"
    assert refused_at(data) == key
    assert utc_time(f"{digits}-05-01T18:30:00Z") is None


def test_a_plain_time_still_reads() -> None:
    assert utc_time("2025-05-01T18:30:00.25Z") == datetime(2025, 5, 1, 18, 30, 0, 250000, tzinfo=UTC)
    assert utc_time("2025-02-30T00:00:00Z") is None
    assert one_line("Ana's game \u00b7 \u5c71\u7530\u3000\u592a\u90ce")


def test_a_look_alike_name_in_a_file_is_refused_at_its_seat() -> None:
    """Names that look the same are one player in a file too, and the error points at the second."""
    state = engine.new_game("dicegame", 7, ["A", "B"])
    data = json.loads(gf.export_game(state.game, state.seed, state.players, ["human", "human"], state.log,
                                     assisted=False))
    for twin in ("\uff21", "A\u200b", "A\u00a0"):
        data["players"] = ["A", twin]
        assert refused_at(data) == "players[1]", twin
