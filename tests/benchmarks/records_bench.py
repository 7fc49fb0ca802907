"""Records figures: journal commit latency, bytes per finished game, queries at 100,000 games.

    python tests/benchmarks/records_bench.py [--dir DIR] [--commits 2000] [--games 100000] [--strict]

Each figure is printed next to a baseline from the same run:

- a move's journal commit (``Records.journal``: delete-the-tail plus insert, one transaction),
  p50/p99 over ``--commits`` commits with ``synchronous=NORMAL`` (the store's choice) and with
  ``FULL`` (an fsync per move), against a plain autocommit ``INSERT`` into a ``:memory:``
  database. Target: p99 under 3 ms.
- database bytes per finished Dicegame for two (a person and a computer, about 600 actions
  played the way a person plays: a few holds between rolls, then the best box): 1000 games
  stored, the file's growth divided by 1000. Target: under 2 KB.
- ``--games`` finished Dicegames of one player made in one transaction, then the statistics
  of that player (target under 100 ms), a history page at the top and deep down, the high
  scores, a standing, and opening the database (with its integrity check) next to opening an
  empty one.

``--dir`` puts the databases on the disk to measure (the default is a temporary folder).
``--strict`` exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402  (after the path set-up, so it runs from a plain checkout)
from desktop.records import Records  # noqa: E402

COMMIT_P99_MS = 3.0
BYTES_PER_GAME = 2048
STATS_MS = 100.0


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def plausible_game(seed: int, players: list[str]) -> Any:
    """A Dicegame played roughly as people play: hold a few dice, roll again, then the best box."""
    rng = random.Random(seed)
    state = engine.new_game("dicegame", seed, players)
    while state.phase != "finished":
        legal = engine.legal_actions(state)
        rolls = [a for a in legal if isinstance(a, engine.Roll)]
        if rolls and (state.rolls_used == 0 or rng.random() < 0.7):
            for _ in range(rng.randint(0, 3) if state.rolls_used else 0):
                toggles = [a for a in legal if isinstance(a, engine.ToggleHold)]
                if toggles:
                    state = engine.apply(state, rng.choice(toggles))
            if any(isinstance(a, engine.Roll) for a in engine.legal_actions(state)):
                state = engine.apply(state, rolls[0])
                continue
        best = max(engine.score_preview(state), key=lambda p: (p.gain, rng.random()))
        state = engine.apply(state, engine.Score(best.category, best.column))
    return state


def time_ms(call: Callable[[], object], repeat: int) -> tuple[float, float]:
    """(median, max) milliseconds of ``repeat`` calls."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), max(times)


def journal_latency(folder: Path, commits: int) -> dict[str, tuple[float, float]]:
    state = plausible_game(1, ["Ann", "Bot"])
    actions = list(state.log)
    out: dict[str, tuple[float, float]] = {}
    memory = sqlite3.connect(":memory:", isolation_level=None)
    memory.execute("CREATE TABLE t (game_id INTEGER, step INTEGER, action TEXT, PRIMARY KEY (game_id, step))")
    times = []
    for i in range(commits):
        start = time.perf_counter()
        memory.execute("INSERT INTO t VALUES (?, ?, ?)", (1, i, '{"type":"roll"}'))
        times.append((time.perf_counter() - start) * 1000)
    out["baseline: plain INSERT, :memory:"] = (percentile(times, 0.5), percentile(times, 0.99))
    for mode in ("NORMAL", "FULL"):
        records = Records.open(folder / f"journal-{mode}.sqlite3", synchronous=mode)
        game_id = records.begin_game("dicegame", 1, ["Ann", "Bot"], ["human", "expert"], "bench")
        times = []
        for i in range(commits):
            action = actions[i % len(actions)]
            start = time.perf_counter()
            records.journal(game_id, i, action)
            times.append((time.perf_counter() - start) * 1000)
        assert records.kept, records.problem
        records.close()
        out[f"Records.journal, WAL + synchronous={mode}"] = (percentile(times, 0.5), percentile(times, 0.99))
    return out


def bytes_per_game(folder: Path, count: int, pool: list[tuple[Any, Any]]) -> float:
    path = folder / "size.sqlite3"
    records = Records.open(path)
    records.close()
    empty = path.stat().st_size
    records = Records.open(path)
    with records.batched():
        for i in range(count):
            state, outcome = pool[i % len(pool)]
            game_id = records.begin_game("dicegame", state.seed, ["Ann", "Bot"], ["human", "expert"], "0.1.0",
                                         started_at=1.7e9 + i * 600)
            records.finish(game_id, outcome, state.log, ended_at=1.7e9 + i * 600 + 540)
    assert records.kept, records.problem
    records.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    records.close()
    return (path.stat().st_size - empty) / count


def big_database(path: Path, count: int, pool: list[tuple[Any, Any]]) -> float:
    records = Records.open(path)
    rng = random.Random(7)
    levels = ["beginner", "good", "expert"]
    start = time.perf_counter()
    with records.batched():
        for i in range(count):
            state, outcome = pool[i % len(pool)]
            kinds = ["human", levels[rng.randrange(3)]]
            game_id = records.begin_game("dicegame", state.seed, ["Ann", "Bot"], kinds, "0.1.0",
                                         started_at=1.6e9 + i * 900, assisted=rng.random() < 0.1)
            records.finish(game_id, outcome, state.log, ended_at=1.6e9 + i * 900 + 600)
    assert records.kept, records.problem
    records.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    records.close()
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dir", type=Path)
    parser.add_argument("--commits", type=int, default=2000)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--strict", action="store_true")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="seconds, not minutes: tiny sizes, targets not enforced (CI runs every benchmark so)",
    )
    args = parser.parse_args()
    if args.quick:
        args.commits, args.games, args.strict = 50, 200, False
    folder = args.dir or Path(tempfile.mkdtemp(prefix="records-bench-"))
    folder.mkdir(parents=True, exist_ok=True)
    missed = []

    print(f"sqlite {sqlite3.sqlite_version}, python {sys.version.split()[0]}, folder {folder}")
    print(f"\n1. A move's journal commit ({args.commits} commits each; target p99 < {COMMIT_P99_MS} ms)")
    for name, (p50, p99) in journal_latency(folder, args.commits).items():
        print(f"   {name:42} p50 {p50:7.3f} ms   p99 {p99:7.3f} ms")
        if "NORMAL" in name and p99 >= COMMIT_P99_MS:
            missed.append("journal p99")

    games = [plausible_game(seed, ["Ann", "Bot"]) for seed in range(5 if args.quick else 100)]
    pool = [(state, engine.outcome(state)) for state in games]  # the caller's work, done once
    actions = statistics.mean(len(s.log) for s in games)
    sized = 50 if args.quick else 1000
    per_game = bytes_per_game(folder, sized, pool)
    print(f"\n2. Size: {sized} finished Dicegames for two (mean {actions:.0f} actions each): "
          f"{per_game:.0f} bytes per game (target < {BYTES_PER_GAME})")
    if per_game >= BYTES_PER_GAME:
        missed.append("bytes per game")

    path = folder / "big.sqlite3"
    for suffix in ("", "-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    made = big_database(path, args.games, pool)
    size = path.stat().st_size
    print(f"\n3. {args.games} finished Dicegames made in one transaction in {made:.1f} s; "
          f"file {size / 1e6:.1f} MB ({size / args.games:.0f} bytes per game)")
    empty_path = folder / "empty.sqlite3"
    Records.open(empty_path).close()
    for verify in ("auto", "full"):
        pairs = [(time_ms(lambda v=verify: Records.open(empty_path, verify=v).close(), 1)[0],  # type: ignore[misc]
                  time_ms(lambda v=verify: Records.open(path, verify=v).close(), 1)[0])  # type: ignore[misc]
                 for _ in range(5)]
        what = ("open after a clean close (header, schema, length)" if verify == "auto"
                else "open with the full integrity_check")
        print(f"   {what}: empty {statistics.median(p[0] for p in pairs):.1f} ms, "
              f"{args.games} games {statistics.median(p[1] for p in pairs):.1f} ms (median of 5, paired)")
    records = Records.open(path)
    first = records.history(limit=1)[0]
    figures = [
        ("stats('dicegame', 'Ann')", lambda: records.stats("dicegame", "Ann"), STATS_MS),
        ("history page 1 (50 rows)", lambda: records.history(0, 50), None),
        ("history page at offset 90,000", lambda: records.history(90_000, 50), None),
        ("history_count() / filtered by player", lambda: (records.history_count(),
                                                          records.history_count("dicegame", "Ann")), None),
        ("high_scores('dicegame', 2)", lambda: records.high_scores("dicegame", 2), None),
        ("standing of the newest game", lambda: records.standing(first.game_id, 0), None),
        ("finished_game (decode its log)", lambda: records.finished_game(first.game_id), None),
    ]
    stats = records.stats("dicegame", "Ann")
    print(f"   stats over {stats.games} games: average {stats.average:.1f}, median {stats.median}, "
          f"best {stats.best}, {len(stats.histogram)} bins, {len(stats.timeline)} timeline points, "
          f"win rate {stats.win_rate:.2f}, longest streak {stats.longest_streak}")
    for name, call, target in figures:
        median, worst = time_ms(call, 20)
        note = f" (target < {target:.0f} ms)" if target else ""
        print(f"   {name:40} median {median:7.2f} ms   max {worst:7.2f} ms{note}")
        if target and median >= target:
            missed.append(name)
    records.close()
    if missed:
        print(f"\nMISSED: {', '.join(missed)}")
    return 1 if missed and args.strict else 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    raise SystemExit(main())
