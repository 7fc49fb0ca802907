"""Bounded, seeded fuzzing of the engine's loaders and of the CLI: no input may crash them.

Each case starts from a real state of one of the four games (new, mid-game or finished), then
applies a few random mutations: a value swapped for an odd one (``1.0``, ``true``, ``NaN``, a
number of 5,000 digits, a list nested 10,000 deep...), a field dropped or added, the log cut or
extended, the text of the request damaged byte by byte. The results must be:

- ``engine.from_json``: a state, or ``InvalidState`` (the engine's error type). Never anything
  else. And a state only when the input is exactly the JSON that state writes (the loader is
  strict: ``1.0`` is not ``1``, an extra field is an error).
- ``python -m engine`` (``cli.main`` in-process): exit 0 with one line of JSON, or exit 2 with
  exactly one line; never a traceback, never "internal error".

Every case has its own seed. A failure prints the seeds of the failing cases and the command
that replays one: ``DICEBOX_FUZZ_SEED=<run> DICEBOX_FUZZ_CASE=<case> pytest tests/engine/test_fuzz_engine.py``
(the run's seed also picks the starting states). ``DICEBOX_FUZZ_SEED`` moves the whole run to
other seeds; ``DICEBOX_FUZZ_CASES`` sets the count.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import engine
from engine import cli

pytestmark = pytest.mark.slow

BASE_SEED = int(os.environ.get("DICEBOX_FUZZ_SEED", "20240612"))
CASES = int(os.environ.get("DICEBOX_FUZZ_CASES", "4000"))
ONLY = os.environ.get("DICEBOX_FUZZ_CASE")
GAMES = ("dice-dash", "dicegame", "match", "triple-dice")

Json = Any


def _deep(levels: int) -> Json:
    value: Json = 0
    for _ in range(levels):
        value = [value]
    return value


ODD: list[Callable[[], Json]] = [
    lambda: None, lambda: True, lambda: False, lambda: 0, lambda: -1, lambda: 1.0, lambda: 2.5, lambda: -0.0,
    lambda: float("nan"), lambda: float("inf"), lambda: float("-inf"), lambda: 10**30, lambda: 2**63,
    lambda: 2**64, lambda: -(2**63), lambda: 10**5000, lambda: "", lambda: "1", lambda: "x" * 5000,
    lambda: "\x00\n\u2028\udcff", lambda: [], lambda: {}, lambda: [1] * 2000, lambda: _deep(10_000),
    lambda: {"type": "roll"}, lambda: {"type": "submit", "dice": [0, 1, 2]}, lambda: [None, None, None],
    lambda: {"": {"": []}}, lambda: "finished", lambda: "triple-dice", lambda: "zero",
]
FIELD_NAMES = ["format", "game", "seed", "players", "phase", "log", "dice", "held", "hands", "used", "type",
               "dieIndex", "column", "category", "card", "extra", "", "Format"]


def corpus() -> list[Json]:
    """Real states of every game: fresh, mid-game and finished (deterministic)."""
    rng = random.Random(BASE_SEED)
    states: list[Json] = []
    for game in GAMES:
        players = {"dice-dash": None, "dicegame": ["Ann", "Bo"], "match": ["Ann", "Bo", "Cy"],
                   "triple-dice": ["Ann", "Bo", "Cy"]}[game]
        state = engine.new_game(game, rng.randrange(2**63), players)
        states.append(engine.to_json(state))
        steps = 0
        while state.phase != "finished":
            state = engine.apply(state, rng.choice(engine.legal_actions(state)))
            steps += 1
            if steps in (7, 40):
                states.append(engine.to_json(state))
        states.append(engine.to_json(state))
    return states


CORPUS = corpus()


def _paths(value: Json) -> list[tuple[Any, ...]]:
    """Every place in a JSON value (iteratively: mutated values may be deep)."""
    out: list[tuple[Any, ...]] = []
    stack: list[tuple[tuple[Any, ...], Json, int]] = [((), value, 0)]
    while stack:
        path, node, depth = stack.pop()
        out.append(path)
        if depth > 12:
            continue
        if isinstance(node, dict):
            stack.extend(((*path, k), v, depth + 1) for k, v in node.items())
        elif isinstance(node, list):
            stack.extend(((*path, i), v, depth + 1) for i, v in enumerate(node[:50]))
    return out


def _get(value: Json, path: tuple[Any, ...]) -> Json:
    for key in path:
        value = value[key]
    return value


def _set(root: Json, path: tuple[Any, ...], new: Json) -> Json:
    if not path:
        return new
    _get(root, path[:-1])[path[-1]] = new
    return root


def _tweak(value: Json, rng: random.Random) -> Json:
    """A near miss of the same kind: what a careless edit or a sloppy bot would write."""
    if isinstance(value, bool):
        return rng.choice([not value, int(value), str(value).lower()])
    if isinstance(value, int):
        if value.bit_length() > 1000:  # float() and str() refuse such numbers; keep it an integer
            return rng.choice([value + 1, -value, 0])
        return rng.choice([value + 1, value - 1, float(value), str(value), bool(value), -value, value * 2**40])
    if isinstance(value, float):
        return rng.choice([int(value) if value == value and abs(value) < 1e300 else 0, value + 0.5])
    if isinstance(value, str):
        return rng.choice([value.upper(), value + " ", " " + value, value[:-1], value * 3, "", [value]])
    if isinstance(value, list):
        if value and rng.random() < 0.5:
            copy_ = list(value)
            del copy_[rng.randrange(len(copy_))]
            return copy_
        return [*value, rng.choice(value) if value else 0]
    if isinstance(value, dict):
        copy_ = dict(value)
        if copy_ and rng.random() < 0.5:
            del copy_[rng.choice(list(copy_))]
        else:
            copy_[rng.choice(FIELD_NAMES)] = rng.choice(ODD)()
        return copy_
    return value


def mutate(state: Json, rng: random.Random) -> Json:
    data = copy.deepcopy(state)
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        kind = rng.random()
        if kind < 0.12 and isinstance(data, dict) and isinstance(data.get("log"), list):
            log = data["log"]
            if log and rng.random() < 0.5:
                del log[rng.randrange(len(log)):]
            else:
                log.append(rng.choice([{"type": "roll"}, {"type": "toggleHold", "dieIndex": rng.randrange(-1, 6)},
                                       {"type": "score", "category": "chance", "column": rng.choice([0, 1.0, None])},
                                       {"type": "predict", "card": "zero"},
                                       {"type": "submit", "dice": rng.sample(range(11), 3)}, rng.choice(ODD)()]))
            continue
        if kind < 0.17 and isinstance(data, dict):
            data["game"] = rng.choice([*GAMES, "Match", None, 1])
            continue
        if kind < 0.22 and isinstance(data, dict):
            data["format"] = rng.choice([1, 2, 3, True, 1.0, "1", None, 0])
            continue
        path = rng.choice(_paths(data))
        current = _get(data, path)
        new = rng.choice(ODD)() if kind < 0.6 else _tweak(current, rng)
        data = _set(data, path, new)
    return data


def _canonical(value: Json) -> str:
    return json.dumps(value, sort_keys=True)


def _check_from_json(data: Json) -> str | None:
    """What went wrong, or None."""
    try:
        state = engine.from_json(data)
    except engine.InvalidState as exc:
        message = str(exc)
        return None if message and len(message) < 2000 else f"unhelpful message: {message[:200]!r}"
    except Exception:  # anything else is the finding
        return traceback.format_exc(limit=-4)
    if _canonical(engine.to_json(state)) != _canonical(data):
        return "accepted a state that is not exactly what it writes back"
    return None


@contextlib.contextmanager
def _stdio(stdin: bytes) -> Iterator[tuple[io.StringIO, io.StringIO]]:
    out, err = io.StringIO(), io.StringIO()
    old_in = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            yield out, err
    finally:
        sys.stdin = old_in


def _run_cli(argv: list[str], stdin: bytes) -> str | None:
    """Run ``cli.main`` in-process; what broke its contract, or None."""
    try:
        with _stdio(stdin) as (out, err):
            code = cli.main(argv)
    except SystemExit as exc:
        if exc.code == 0 and ("--help" in argv or "-h" in argv):
            return None  # argparse printed the help the command line asked for
        return traceback.format_exc(limit=-4)
    except BaseException:  # a traceback is the finding
        return traceback.format_exc(limit=-4)
    stdout, stderr = out.getvalue(), err.getvalue()
    lines = (stdout + stderr).splitlines()
    if code == 0 and ("--help" in argv or "-h" in argv) and stdout.startswith("usage:"):
        return None  # the help the command line asked for (main returns 0 now, not SystemExit)
    if code == 0:
        if stderr or len(lines) != 1:
            return f"exit 0 but output {lines[:3]!r}"
        json.loads(stdout)
        return None
    if code != 2 or len(lines) != 1:
        return f"exit {code} with {len(lines)} lines: {lines[:3]!r}"
    if "internal error" in lines[0] or "Traceback" in lines[0]:
        return lines[0]
    if argv[:1] == ["act"] and not (stdout and "error" in json.loads(stdout)):
        return f"act failed without an error object: {lines[0]!r}"
    return None


def encode(value: Json) -> bytes:
    """JSON text of any value the mutations make, iteratively: ``json.dumps`` itself fails on a
    list nested 10,000 deep or an integer of 5,000 digits, and those are inputs the CLI must meet."""
    out: list[str] = []
    stack: list[Json] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, _Raw):
            out.append(item.text)
        elif isinstance(item, dict):
            out.append("{")
            pending: list[Json] = []
            for n, (k, v) in enumerate(item.items()):
                pending += [_Raw(", " if n else ""), _Raw(json.dumps(str(k)) + ": "), v]
            stack.append(_Raw("}"))
            stack.extend(reversed(pending))
        elif isinstance(item, list):
            out.append("[")
            stack.append(_Raw("]"))
            for n, v in reversed(list(enumerate(item))):
                stack.append(v)
                if n:
                    stack.append(_Raw(", "))
        elif isinstance(item, int) and not isinstance(item, bool):
            try:
                out.append(str(item))
            except ValueError:  # beyond int -> str's digit limit
                out.append("1" + "0" * int(item.bit_length() * 0.30103))
        else:
            out.append(json.dumps(item))
    return "".join(out).encode("utf-8", "surrogatepass")


class _Raw:
    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


def _damage_text(text: bytes, rng: random.Random) -> bytes:
    if not text:
        return rng.choice([b"", b"{", b"\xff"])
    i = rng.randrange(len(text))
    return rng.choice(
        [
            text[:i],
            text[:i] + bytes([rng.randrange(256)]) + text[i + 1 :],
            text[:i]
            + rng.choice([b"[" * 50_000, b"\xc3", b"NaN", b"1e999", b"9" * 5000, b'"\\ud800"', b"\x00"])
            + text[i:],
            b"\xef\xbb\xbf" + text,
            text * 2,
        ]
    )


def _cli_case(rng: random.Random, folder: Path) -> tuple[list[str], bytes]:
    state = rng.choice(CORPUS)
    mutated = mutate(state, rng) if rng.random() < 0.8 else copy.deepcopy(state)
    roll = rng.random()
    if roll < 0.08:  # the command line itself
        tokens = ["new", "--game", "--seed", "--players", "--seat", *GAMES, "7", "-1", "1.5", "9" * 30,
                  "A,B", "A,,B", "A\nB,C", "x" * 40 + ",B", "observe", "solve", "--no-cache", "fly", "--help"]
        return [rng.choice(tokens) for _ in range(rng.randrange(0, 7))], b""
    if roll < 0.15:
        argv = [
            "new",
            "--game",
            rng.choice([*GAMES, "chess"]),
            "--seed",
            rng.choice(["0", "42", "-3", "1e3", "", "9" * 25]),
        ]
        if rng.random() < 0.7:
            argv += ["--players", ",".join(rng.choice(["Ann", "", " ", "x" * 30, "A\u202eB", "\udcff", "Bo"])
                                           for _ in range(rng.randrange(1, 6)))]
        return argv, b""
    if roll < 0.25:
        path = folder / f"case-{rng.randrange(10**9)}.json"
        body: Json = mutated if rng.random() < 0.7 else {"format": 1, "state": mutated}
        text = encode(body)
        path.write_bytes(_damage_text(text, rng) if rng.random() < 0.3 else text)
        return ["replay", str(path)], b""
    command = rng.choice(["act", "act", "legal", "observe", "advise"])
    request: Json = {"state": mutated}
    if command == "act":
        legal = []
        with contextlib.suppress(engine.InvalidState):
            legal = [a.to_json() for a in engine.legal_actions(engine.from_json(state))]
        action = rng.choice(legal) if legal and rng.random() < 0.6 else {"type": "roll"}
        request["action"] = mutate(action, rng) if rng.random() < 0.5 else action
    if rng.random() < 0.05:
        request = rng.choice(ODD)()
    argv = [command] + (["--seat", str(rng.choice([0, 1, 3, -1, 2**70]))] if command == "observe" else [])
    text = encode(request)
    return argv, _damage_text(text, rng) if rng.random() < 0.25 else text


def _case(case_seed: int, folder: Path) -> str | None:
    rng = random.Random(case_seed)
    if rng.random() < 0.5:
        return _check_from_json(mutate(rng.choice(CORPUS), rng))
    argv, stdin = _cli_case(rng, folder)
    return _run_cli(argv, stdin)


def test_fuzz_loaders_and_cli(capsys: pytest.CaptureFixture[str]) -> None:
    seeds = [int(ONLY)] if ONLY else [BASE_SEED * 100_000 + i for i in range(CASES)]
    failures: list[tuple[int, str]] = []
    start = time.perf_counter()
    limit = sys.getrecursionlimit()
    with tempfile.TemporaryDirectory() as tmp:
        for seed in seeds:
            problem = _case(seed, Path(tmp))
            assert sys.getrecursionlimit() == limit
            if problem is not None:
                failures.append((seed, problem))
    elapsed = time.perf_counter() - start
    with capsys.disabled():
        print(f"\nfuzz: {len(seeds)} cases, {len(failures)} crashes, {elapsed:.1f} s (base seed {BASE_SEED})")
    if failures:
        shown = "\n\n".join(f"case {seed}:\n{problem}" for seed, problem in failures[:5])
        pytest.fail(
            f"{len(failures)} of {len(seeds)} fuzz cases failed; seeds: {[s for s, _ in failures[:20]]}\n"
            f"replay one with: DICEBOX_FUZZ_SEED={BASE_SEED} DICEBOX_FUZZ_CASE={failures[0][0]} "
            f"pytest tests/engine/test_fuzz_engine.py\n\n{shown}"
        )


def test_the_mutations_reach_deep_and_odd_places() -> None:
    """The fuzzer is only as good as what it tries: check it really produces the hard cases."""
    rng = random.Random(BASE_SEED)
    seen = {"deep": 0, "float": 0, "huge": 0, "extra": 0, "accepted": 0, "rejected": 0}
    for _ in range(400):
        data = mutate(rng.choice(CORPUS), rng)
        text = encode(data).decode("utf-8", "replace")
        seen["deep"] += "[[[[[[[[[[" in text
        seen["float"] += "1.0" in text or "NaN" in text
        seen["huge"] += "0" * 30 in text
        seen["extra"] += isinstance(data, dict) and bool(set(data) - set(CORPUS[0]) - {"turn", "hands", "turnOrder"})
        try:
            engine.from_json(data)
            seen["accepted"] += 1
        except engine.InvalidState:
            seen["rejected"] += 1
    assert all(seen.values()), seen
