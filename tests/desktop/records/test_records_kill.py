"""A process killed at random instants during fast play loses no move it had shown.

The child plays random games of every kind as fast as it can, journaling each action and only
then printing it ("shown": what a window would draw after ``journal`` returns). It also takes
moves back now and then (``truncate_journal``, printed before it is made). The parent kills it
with SIGKILL at a random moment, reads what it had printed, reopens the database and checks that
the journal (or, for a finished game, the history) holds exactly the shown line of play, give or
take the one step in flight, and that the engine replays it. The next child resumes that game.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO, Any

import pytest

from desktop.records import Records

ROOT = Path(__file__).resolve().parents[3]
KILLS = 50

CHILD = r"""
import json, random, sys
sys.path.insert(0, sys.argv[3])
import engine
from desktop.records import Records

rng = random.Random(int(sys.argv[2]))
records = Records.open(sys.argv[1])
while True:
    unfinished = records.resume()
    if unfinished is None:
        game = rng.choice(["dice-dash", "dicegame", "match", "triple-dice"])
        players = ["Ann"] if game == "dice-dash" else ["Ann", "Bob"]
        states = [engine.new_game(game, rng.randrange(10**6), players)]
        game_id = records.begin_game(game, states[0].seed, players, ["human"] * len(players), "kill-test")
        print("begin", game_id, flush=True)
    else:
        game_id = unfinished.game_id
        states = list(engine.replay(unfinished.game, unfinished.seed, unfinished.players, unfinished.log))
        print("resume", game_id, len(unfinished.log), flush=True)
    while states[-1].phase != "finished":
        if rng.random() < 0.04 and len(states) > 3:
            target = len(states) - 1 - rng.randint(1, 2)
            print("cutting", target, flush=True)
            assert records.truncate_journal(game_id, target), records.problem
            del states[target + 1:]
            print("cut", target, flush=True)
            continue
        action = rng.choice(engine.legal_actions(states[-1]))
        states.append(engine.apply(states[-1], action))
        assert records.journal(game_id, len(states) - 2, action), records.problem
        print("shown", len(states) - 2, json.dumps(action.to_json()), flush=True)
    assert records.finish(game_id, engine.outcome(states[-1]), states[-1].log), records.problem
    print("finished", game_id, flush=True)
"""


class Model:
    """What the killed processes had shown, game by game."""

    def __init__(self) -> None:
        self.lines: dict[int, list[dict[str, Any]]] = {}
        self.finished: set[int] = set()
        self.current: int | None = None
        self.cutting: int | None = None
        self.seen = {"mid-game": 0, "step in flight": 0, "finish not shown": 0, "take-back not shown": 0,
                     "begin not shown": 0}
        """How often each kind of moment was hit, so the test knows it covered them."""

    def read(self, output: str) -> None:
        for line in output.splitlines(keepends=True):
            if not line.endswith("\n"):
                break  # cut off mid-line by the kill: never fully shown
            word, *rest = line.split(" ", 2)
            if word == "begin":
                self.current = int(rest[0])
                self.lines[self.current] = []
            elif word == "resume":
                self.current = int(rest[0])
                assert int(rest[1]) == len(self.lines[self.current])
            elif word == "cutting":
                self.cutting = int(rest[0])
            elif word == "cut":
                assert self.current is not None
                del self.lines[self.current][int(rest[0]):]
                self.cutting = None
            elif word == "shown":
                assert self.current is not None
                log = self.lines[self.current]
                assert int(rest[0]) == len(log), "the child skipped a step"
                log.append(json.loads(rest[1]))
            elif word == "finished":
                assert self.current is not None
                self.finished.add(self.current)
                self.current = None


def _check(path: Path, model: Model) -> None:
    records = Records.open(path)
    try:
        assert records.kept and not records.notice, records.notice or records.problem
        for game_id in model.finished:
            finished = records.finished_game(game_id)
            assert finished is not None and list(finished.log) == model.lines[game_id]
        unfinished = records.resume()
        if model.current is None:
            if unfinished is not None:  # killed after the game's row was committed, before "begin" was printed
                assert unfinished.game_id not in model.lines and not unfinished.log
                model.seen["begin not shown"] += 1
                model.lines[unfinished.game_id] = []
                model.current = unfinished.game_id
            return
        shown = model.lines[model.current]
        if unfinished is None:  # killed after the last commit of the game, before printing "finished"
            finished = records.finished_game(model.current)
            assert finished is not None and list(finished.log)[: len(shown)] == shown
            model.finished.add(model.current)
            model.seen["finish not shown"] += 1
            model.lines[model.current] = list(finished.log)
            model.current = None
            return
        assert unfinished.game_id == model.current
        log = list(unfinished.log)
        model.seen["mid-game"] += 1
        if model.cutting is not None and log == shown[: model.cutting] != shown:
            model.seen["take-back not shown"] += 1
        else:
            model.seen["step in flight"] += len(log) > len(shown)
            assert log[: len(shown)] == shown, "a move that was shown is not in the journal"
            assert len(log) <= len(shown) + 1, "the journal holds moves that were never made"
        unfinished.final_state()  # the engine replays it
        model.lines[model.current] = log  # the next child goes on from what was kept
        model.cutting = None
    finally:
        records.close()


MOST_LINES = 120
"""A kill comes once the child has printed between 1 and this many lines, and a few milliseconds
more: chosen by how far the child got, not by the clock, so whole games come and go (and the
counts asserted below are reached) however loaded the machine is."""


def _read_lines(stream: IO[str], lines: list[str]) -> None:
    for line in stream:
        lines.append(line)


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_killed_mid_play_loses_no_shown_move(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    rng = random.Random(20261123)
    model = Model()
    errors = tmp_path / "child-errors.txt"
    for kill in range(KILLS):
        with errors.open("w") as err:
            proc = subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(kill), str(ROOT)],
                                    stdout=subprocess.PIPE, stderr=err, text=True)
        assert proc.stdout is not None
        lines: list[str] = []
        reader = threading.Thread(target=_read_lines, args=(proc.stdout, lines), daemon=True)
        reader.start()
        wanted, deadline = rng.randint(1, MOST_LINES), time.monotonic() + 120
        while len(lines) < wanted and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.001)
        assert lines, errors.read_text()  # started: begun or resumed a game
        time.sleep(rng.uniform(0.0, 0.005))
        os.kill(proc.pid, signal.SIGKILL)
        assert proc.wait() == -signal.SIGKILL, errors.read_text()
        reader.join(30)
        proc.stdout.close()
        model.read("".join(lines))
        _check(path, model)
    assert len(model.finished) >= 3  # whole games came and went along the way
    print(model.seen)
    assert model.seen["mid-game"] >= KILLS // 2


def test_a_game_begun_but_never_shown_is_taken_up_by_the_next_child(tmp_path: Path) -> None:
    """The kill can land between the game's first commit and its "begin" line."""
    path = tmp_path / "records.sqlite3"
    records = Records.open(path)
    game_id = records.begin_game("dice-dash", 7, ["Ann"], ["human"], "kill-test")
    records.close()
    model = Model()
    _check(path, model)
    assert model.current == game_id and model.lines[game_id] == [] and model.seen["begin not shown"] == 1
    model.read(f"resume {game_id} 0\n")  # what the next child prints
    assert model.current == game_id
