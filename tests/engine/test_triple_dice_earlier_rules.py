"""Triple Dice games begun before last place scored 0 keep the table they were played
under wherever they are kept: state JSON of format 2, the records' history and journal (database
version 1), and ``.dicebox`` files of format 1. None is rescored, and a table that is neither
today's nor the earlier one is refused with the field named.

The old games here are scored by ``old_scores`` below, written from the earlier rule alone
(6, 3, 1, 0 cut to the table's size, ties sharing their places), not by the engine."""

from __future__ import annotations

import json
import random
import sqlite3
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

import engine
from desktop.records import Records
from desktop.records import gamefile as gf
from engine import triple_dice as td
from engine.errors import InvalidState

PLAYERS = ["Ana", "Ben"]


def old_scores(data: dict[str, Any]) -> list[Fraction]:
    """Each seat's total under the earlier rule, from a finished state's rounds and turns."""
    n = len(data["players"])
    table = (6, 3, 1, 0)[:n]
    totals = [Fraction(0)] * n
    for record in data["rounds"]:
        scores = [Fraction(0)] * n
        for turn in record["turns"]:
            keys = {s["player"]: td.combination_key(s["values"]) for s in turn["submissions"]}
            for seat, key in keys.items():
                above = sum(1 for k in keys.values() if k > key)
                level = sum(1 for k in keys.values() if k == key)
                scores[seat] += Fraction(sum(table[above:above + level]), level)
        for seat, card in enumerate(record["predictions"]):
            right = td.band(scores[seat]) == card
            totals[seat] += scores[seat] + ((40 if card == "zero" else scores[seat]) if right else 0)
    return totals


def old_game(seed: int = 31, players: list[str] = PLAYERS, stop: int | None = None) -> td.TripleDiceState:
    """A game played as Dicebox played it before the change (random but seeded moves)."""
    rng = random.Random(seed)
    state = td.new_game(seed, players, place_points=td.EARLIER_PLACE_POINTS[: len(players)])
    while state.phase != "finished" and (stop is None or len(state.log) < stop):
        state = td.apply(state, rng.choice(td.legal_actions(state)))
    return state


def format_2(state: td.TripleDiceState) -> dict[str, Any]:
    """The state JSON as Dicebox wrote it before format 3: no ``placePoints``."""
    data = json.loads(json.dumps(td.to_json(state)))
    del data["placePoints"]
    data["format"] = 2
    return data


# --- state JSON ----------------------------------------------------------------------------------


def test_a_format_2_two_player_save_loads_with_its_original_totals() -> None:
    saved = format_2(old_game())
    original = old_scores(saved)
    assert [td.points_to_json(t) for t in original] == saved["totals"]  # the save is true to the old rule
    state = td.from_json(saved)
    assert state.place_points == (6, 3)
    assert list(state.totals) == original
    assert engine.game_options(state) == {"placePoints": [6, 3]}
    rescored = list(engine.replay("triple-dice", state.seed, PLAYERS, state.log))[-1]
    assert rescored.totals != state.totals  # today's table would have changed them


def test_a_format_2_game_in_progress_resumes_under_its_table() -> None:
    saved = format_2(old_game(stop=20))
    state = td.from_json(saved)
    while state.phase != "finished":
        state = td.apply(state, td.legal_actions(state)[0])
    assert state.place_points == (6, 3)
    points = {tuple(sorted(t.points)) for r in state.rounds for t in r.turns}
    assert points <= {(3, 6), (Fraction(9, 2), Fraction(9, 2))}  # 6, 3 and their shared (6 + 3) / 2


def test_a_tampered_table_in_a_format_3_save_is_refused_with_the_field_named() -> None:
    data = td.to_json(old_game())
    data["placePoints"] = [6, 1]
    with pytest.raises(InvalidState, match=r"'placePoints' is \[6, 1\], but a 2-player game is scored \[6, 0\], "
                       r"or \[6, 3\]") as caught:
        td.from_json(data)
    assert caught.value.code == "state-place-points"
    assert caught.value.params["field"] == "placePoints"


def test_four_players_have_one_table_under_both_rules() -> None:
    earlier = old_game(players=["Ana", "Ben", "Cy", "Dee"])
    assert earlier.place_points == td.place_points(4)
    assert engine.game_options(earlier) == {}
    assert td.from_json(format_2(earlier)) == earlier


# --- the records -----------------------------------------------------------------------------------


def _as_version_1(path: Path) -> None:
    """Turn a database back into version 1, as a Dicebox before the change left it (no options)."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("ALTER TABLE game DROP COLUMN options")
    conn.execute("PRAGMA user_version = 1")
    conn.close()


def test_the_history_and_the_journal_keep_the_table_games_were_played_under(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    records = Records.open(path, verify="off")
    finished = old_game()
    done = records.begin_game("triple-dice", finished.seed, PLAYERS, ["human", "human"], "old")
    records.finish(done, td.outcome(finished), finished.log)
    playing = old_game(seed=32, players=["Ana", "Ben", "Cy"], stop=25)
    live = records.begin_game("triple-dice", playing.seed, list(playing.players), ["human"] * 3, "old")
    records.rewrite_journal(live, playing.log)
    records.close()
    _as_version_1(path)

    records = Records.open(path, verify="off")
    record = records.finished_game(done)
    assert record is not None and record.options == {"placePoints": [6, 3]}
    assert [s.score for s in record.seats] == list(finished.totals)
    file = gf.record_file(record)  # the history's replay and export both go through this replay
    assert file.totals == tuple(old_scores(td.to_json(finished)))
    assert gf.import_game(gf.dumps(file)).totals == file.totals
    unfinished = records.resume()
    assert unfinished is not None and unfinished.game_id == live
    assert unfinished.final_state() == playing
    assert unfinished.final_state().place_points == (6, 3, 1)
    records.close()


def test_a_new_game_is_recorded_under_todays_table(tmp_path: Path) -> None:
    records = Records.open(tmp_path / "records.sqlite3", verify="off")
    state = td.new_game(5, PLAYERS)
    game_id = records.begin_game("triple-dice", 5, PLAYERS, ["human", "expert"], "now",
                                 options=engine.game_options(state))
    assert records.conn.execute("SELECT options FROM game WHERE id = ?", (game_id,)).fetchone() == (None,)
    records.close()


# --- .dicebox files --------------------------------------------------------------------------------


def _file(state: td.TripleDiceState) -> dict[str, Any]:
    game = gf.game_file("triple-dice", state.seed, list(state.players), ["human"] * len(state.players), state.log,
                        assisted=False, app_version="1.0", exported_at=datetime(2026, 1, 1, tzinfo=UTC),
                        options=engine.game_options(state))
    data: dict[str, Any] = json.loads(gf.dumps(game))
    return data


def test_a_format_1_file_replays_under_the_earlier_table() -> None:
    finished = old_game()
    data = _file(finished)
    assert data["formatVersion"] == 2 and data["options"] == {"placePoints": [6, 3]}
    del data["options"]
    data["formatVersion"] = 1  # as Dicebox wrote it before options existed
    back = gf.import_game(json.dumps(data))
    assert back.totals == tuple(old_scores(td.to_json(finished)))
    assert back.options == {"placePoints": [6, 3]}
    assert back.final_state == finished


def test_a_file_of_a_game_under_todays_table_states_no_options() -> None:
    rng = random.Random(3)
    state = td.new_game(3, PLAYERS)
    while state.phase != "finished":
        state = td.apply(state, rng.choice(td.legal_actions(state)))
    data = _file(state)
    assert "options" not in data
    assert gf.import_game(json.dumps(data)).final_state == state


@pytest.mark.parametrize(
    ("options", "field", "reason"),
    [
        ({"placePoints": [6, 1]}, "options.placePoints", "state-place-points"),
        ({"placePoints": [6, 0, 0]}, "options.placePoints", "state-place-points"),
        ({"placePoints": "6,3"}, "options.placePoints", "state-field-type"),
        ({"turnPoints": [6, 3]}, "options", "state-unknown-field"),
    ],
)
def test_a_file_with_a_tampered_table_is_refused(options: dict[str, Any], field: str, reason: str) -> None:
    data = _file(old_game())
    data["options"] = options
    with pytest.raises(gf.GameFileError) as caught:
        gf.import_game(json.dumps(data))
    assert caught.value.field == field
    assert caught.value.code == "file-options" and caught.value.params["reason"] == reason


def test_options_are_not_part_of_a_format_1_file() -> None:
    data = _file(old_game())
    data["formatVersion"] = 1
    with pytest.raises(gf.GameFileError, match="not a field of a format-1 file") as caught:
        gf.import_game(json.dumps(data))
    assert caught.value.field == "options"
