"""``dicebox history|stats|export`` while a Triple Dice game is being played: nothing they print or
write holds that game's seed, nor anything else of it (so no hidden die or card), and the game
cannot be exported until it is over.

The records hold the game in play (its seed and journal, to resume it); the command line reads the
same database. Run as a user runs them, in a child process with no display, on a data folder this
test fills through the store's own API: one finished Triple Dice game (its seed may be shown:
the game is over) and one still in play, journaled move by move as the window journals it.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from test_records_cli import T0, refused, run

import engine
from desktop.records import DATABASE_NAME, Records
from engine import triple_dice as td

pytestmark = pytest.mark.slow

SECRET_SEED = 738291046517
"""The game in play. Long, so it cannot turn up by chance among the other numbers."""
OVER_SEED = 615283749021
PLAYERS = ["Ana", "Ben", "Cy"]
SEATS = ["human", "good", "beginner"]


def _play(state: td.TripleDiceState, rng: random.Random, moves: int | None = None) -> td.TripleDiceState:
    while state.phase != "finished" and moves != 0:
        state = td.apply(state, rng.choice(td.legal_actions(state)))
        moves = None if moves is None else moves - 1
    return state


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("records")
    records = Records.open(folder / DATABASE_NAME)
    rng = random.Random(25)
    over = _play(td.new_game(OVER_SEED, PLAYERS), rng)
    over_id = records.begin_game("triple-dice", OVER_SEED, PLAYERS, SEATS, "0.1.0", started_at=T0,
                                 options=engine.game_options(over))
    records.finish(over_id, engine.outcome(over), over.log, ended_at=T0 + 600)
    playing = td.new_game(SECRET_SEED, PLAYERS)
    playing_id = records.begin_game("triple-dice", SECRET_SEED, PLAYERS, SEATS, "0.1.0", started_at=T0 + 1000,
                                    options=engine.game_options(playing))
    for step in range(25):  # past round 1's summary: the hidden dice of round 2 are secret now
        playing = _play(playing, rng, 1)
        records.journal(playing_id, step, playing.log[-1])  # as the window journals each move
    assert records.kept, records.problem
    records.close()
    return {"dir": folder, "over": over_id, "playing": playing_id, "state": playing}


def seed_in(text: str) -> bool:
    """The secret seed in any spelling of its digits: plain, grouped (1,234 or 1.234 or 1 234), hex."""
    digits = re.sub(r"(?<=\d)[\s.,'\u00a0\u202f_](?=\d)", "", text)
    return str(SECRET_SEED) in digits or format(SECRET_SEED, "x") in text.lower()


def test_history_and_stats_hold_nothing_of_the_game_in_play(table: dict[str, Any]) -> None:
    folder = str(table["dir"])
    for args in (("history", "--json"), ("history",), ("stats", "--json"), ("stats",),
                 ("history", "--json", "--game", "triple-dice"), ("stats", "--json", "--game", "triple-dice")):
        proc = run(*args, "--data-dir", folder)
        assert proc.returncode == 0, proc.stderr
        assert not seed_in(proc.stdout + proc.stderr), args
        # Nothing of the game in play at all: not its id, so none of its dice or cards either.
        assert str(table["playing"]) not in proc.stdout, args
    listed = json.loads(run("history", "--json", "--data-dir", folder).stdout)
    assert [g["id"] for g in listed["games"]] == [str(table["over"])]  # the finished game, its seed shown
    assert listed["games"][0]["seed"] == OVER_SEED
    stats = json.loads(run("stats", "--json", "--game", "triple-dice", "--data-dir", folder).stdout)["stats"]
    assert {s["player"]: s["games"] for s in stats} == {"Ana": 1}  # the game in play counts nowhere


def test_an_unfinished_game_cannot_be_exported(table: dict[str, Any], tmp_path: Path) -> None:
    folder = str(table["dir"])
    target = tmp_path / "leak.dicebox"
    for file in (str(target), "-"):
        proc = run("export", str(table["playing"]), file, "--data-dir", folder)
        line = refused(proc, f"game {table['playing']} is not finished", "cannot be exported")
        assert not seed_in(line)
    assert not target.exists()
    proc = run("export", str(table["over"]), str(target), "--data-dir", folder)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(target.read_text())["seed"] == OVER_SEED  # over: exported, seed and all
