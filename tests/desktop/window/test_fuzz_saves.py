"""Bounded fuzz test of the desktop save loader: thousands of seeded mutations of valid saves of
all four games, fed through the path the window takes at start-up (``restore_saved`` on the
window's own controller, Triple Dice handed to the window's page). Every case must end in either
a resumed game or the file moved aside, byte for byte, with a message; never a traceback.

Replay: the seed is printed (run with ``-s``) and named in any failure.
``DICEBOX_FUZZ_SEED=<seed> DICEBOX_FUZZ_CASE=<n>`` re-runs one case; ``DICEBOX_FUZZ_CASES`` sets
how many run.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from qt_helpers import kept_window

import engine
from desktop.base.settings import Settings
from desktop.session.journal import GameJournal
from desktop.window.main_window import MainWindow

pytestmark = pytest.mark.slow

DEFAULT_SEED = 20261212
DEFAULT_CASES = 3000
GAMES = ("dice-dash", "dicegame", "match", "triple-dice")
PLAYERS = {"dice-dash": None, "dicegame": ["Ana", "Ben"], "match": ["Ana", "Ben", "Cy"],
           "triple-dice": ["Ana", "Ben", "Cy"]}
SEATS = {"dice-dash": ["human"], "dicegame": ["human", "good"], "match": ["human", "expert", "beginner"],
         "triple-dice": ["human", "expert", "beginner"]}


def base_saves() -> list[dict[str, Any]]:
    """Valid, unfinished saves of every game, early, midway and late in the game."""
    saves = []
    for g, game in enumerate(GAMES):
        for moves in (0, 15, 60):
            rng = random.Random(g * 100 + moves)
            state = engine.new_game(game, 1000 + moves, PLAYERS[game])
            for _ in range(moves):
                after = engine.apply(state, rng.choice(engine.legal_actions(state)))
                if after.phase == "finished":
                    break
                state = after
            saves.append({"format": 1, "assisted": moves == 60, "state": engine.to_json(state),
                          "seats": SEATS[game]})
    return saves


# --- mutations -------------------------------------------------------------------------------------

def odd_value(rng: random.Random) -> Any:
    return rng.choice([
        0, 1, -1, 1.0, 0.5, 2**63, -(2**63), 10**30, float("1e300"), True, False, None, "", "x",
        "human", "dice-dash", "triple-dice", "<img width=4000 src=x>", "\u202e", "\x00", [], {}, [[]],
        {"type": "roll"}, {"type": "score", "category": "chance", "column": 1.0},
        {"type": "toggle_hold", "die_index": 0}, {"type": "predict", "card": "zero"},
        {"type": "submit", "dice": [0, 1, 2]}, [0] * 50, "9" * 5000,
    ])


def nodes(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from nodes(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from nodes(item, (*path, i))


def get(root: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        root = root[key]
    return root


def mutate_tree(rng: random.Random, save: dict[str, Any]) -> dict[str, Any]:
    data = json.loads(json.dumps(save))
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        paths = [p for p in nodes(data) if p]
        path = rng.choice(paths)
        parent, key = get(data, path[:-1]), path[-1]
        value = parent[key]
        kind = rng.randrange(9)
        if kind == 0:
            parent[key] = odd_value(rng)
        elif kind == 1 and isinstance(value, bool):
            parent[key] = not value
        elif kind == 1 and isinstance(value, int):
            parent[key] = value + rng.choice((-1, 1, 6, -(2**40)))
        elif kind == 2 and isinstance(parent, dict):
            del parent[key]
        elif kind == 2 and isinstance(parent, list):
            parent.pop(key)
        elif kind == 3 and isinstance(parent, dict):
            parent[rng.choice(("extra", "Format", "state2", "log", "seats"))] = odd_value(rng)
        elif kind == 4 and isinstance(value, list) and value:
            value.insert(rng.randrange(len(value) + 1), rng.choice(value))
        elif kind == 5 and isinstance(value, list) and len(value) > 1:
            i, j = rng.sample(range(len(value)), 2)
            value[i], value[j] = value[j], value[i]
        elif kind == 6 and isinstance(value, list):
            del value[rng.randrange(len(value) + 1):]
        elif kind == 7 and isinstance(value, str):
            parent[key] = value.upper() if rng.random() < 0.5 else value + " "
        else:
            parent[key] = json.loads(json.dumps(odd_value(rng)))
    return data


def mutate_text(rng: random.Random, text: bytes) -> bytes:
    kind = rng.randrange(10)
    at = rng.randrange(len(text) + 1)
    if kind == 0:
        return text[:at]
    if kind == 1 and text:
        i = rng.randrange(len(text))
        return text[:i] + bytes([rng.randrange(256)]) + text[i + 1:]
    if kind == 2:
        return text[:at] + bytes(rng.randrange(256) for _ in range(rng.randint(1, 8))) + text[at:]
    if kind == 3:
        return b"\xef\xbb\xbf" + text
    if kind == 4:
        return text.replace(b'"column":1', b'"column":1.0', 1).replace(b'"die_index":', b'"die_index":-', 1)
    if kind == 5:
        depth = rng.choice((100, 1000, 100_000))
        return text[:at] + b"[" * depth + b"]" * depth + text[at:]
    if kind == 6:
        return text.replace(b"1", rng.choice((b"1e999", b"9" * 5000, b"NaN", b"Infinity", b"-0")), 1)
    if kind == 7:
        return text[:at] + text[max(0, at - 40):at] + text[at:]
    if kind == 8:
        return text.replace(b'"format":1', b'"format":1,"format":2', 1)
    return text.decode("utf-8").encode("utf-16")


def case_bytes(seed: int, case: int, bases: list[dict[str, Any]]) -> bytes:
    rng = random.Random(f"{seed}:{case}")
    base = rng.choice(bases)
    if rng.random() < 0.6:
        return json.dumps(mutate_tree(rng, base), separators=(",", ":")).encode("utf-8")
    return mutate_text(rng, json.dumps(base, separators=(",", ":")).encode("utf-8"))


# --- the test --------------------------------------------------------------------------------------

@pytest.fixture
def restoring_window(qtbot, tmp_path: Path, settings: Settings) -> Iterator[tuple[MainWindow, GameJournal]]:
    store = GameJournal(tmp_path / "fuzz", app_version="0.0.test")
    window = kept_window(store, settings)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    yield window, store
    store.close()


def test_fuzzed_saves_never_crash_and_are_kept_when_bad(restoring_window, monkeypatch, capsys) -> None:
    window, store = restoring_window
    seed = int(os.environ.get("DICEBOX_FUZZ_SEED", DEFAULT_SEED))
    only = os.environ.get("DICEBOX_FUZZ_CASE")
    cases = [int(only)] if only else range(int(os.environ.get("DICEBOX_FUZZ_CASES", DEFAULT_CASES)))
    with capsys.disabled():
        print(
            f"\nsave fuzz: seed {seed}, {len(cases)} cases (replay one: DICEBOX_FUZZ_SEED={seed} DICEBOX_FUZZ_CASE=n)"
        )
    bases = base_saves()
    controller = window.controller
    problems: list[str] = []
    controller.restore_failed.connect(problems.append)
    escaped: list[str] = []
    previous_hook: Callable[..., Any] = sys.excepthook
    monkeypatch.setattr(sys, "excepthook", lambda kind, exc, tb: escaped.append(f"{kind.__name__}: {exc}"))
    resumed = set_aside = 0
    started = time.perf_counter()
    for case in cases:
        data = case_bytes(seed, case, bases)
        store.folder.mkdir(parents=True, exist_ok=True)
        store.path.write_bytes(data)
        problems.clear()
        where = f"seed {seed} case {case}"
        try:
            ok = controller.restore_saved()
        except BaseException as exc:  # the one thing this test exists to catch
            pytest.fail(f"{where}: restore_saved raised {type(exc).__name__}: {exc}")
        assert not escaped, f"{where}: an error escaped into Qt: {escaped[0]}"
        if ok:
            resumed += 1
            assert not problems, f"{where}: resumed but also reported {problems[0]}"
            assert window.controller.state is not None, f"{where}: resumed into no game"
            continue
        set_aside += 1
        assert problems, f"{where}: not resumed and nothing said"
        assert "could not be resumed" in problems[0]
        assert not store.path.exists(), f"{where}: the bad save was left where it would be read again"
        kept = list(store.folder.glob("current-game.json.bad-*"))
        if not kept and "set aside" in problems[0]:  # imported, then refused: kept in the records
            continue
        assert len(kept) == 1, f"{where}: {len(kept)} files set aside"
        assert kept[0].read_bytes() == data, f"{where}: the file set aside is not the one that failed"
        kept[0].unlink()
    elapsed = time.perf_counter() - started
    monkeypatch.setattr(sys, "excepthook", previous_hook)
    with capsys.disabled():
        print(f"save fuzz: {len(cases)} cases in {elapsed:.1f} s: {resumed} resumed, {set_aside} set aside "
              f"with a message, 0 tracebacks")
    if not only:
        assert set_aside > len(cases) // 2, "the mutations should mostly break the save"
        assert resumed > 0, "some mutations keep a save valid (a flipped 'assisted', swapped seats)"
