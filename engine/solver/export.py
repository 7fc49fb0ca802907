"""Write the solved tables the app ships: ``python -m engine.solver.export [--check]``.

Run it after changing a ruleset or the solver (a test fails until you do). ``--check`` only
verifies that every shipped table matches a fresh solve, and exits 1 naming any that does not.
Solving takes a few seconds per game and needs numpy, which only developers have.

A table that already matches a fresh solve is left as it is, byte for byte: a fresh solve on
another machine differs from it in the last bits (see ``TOLERANCE``), and rewriting it would
churn a file of megabytes for nothing, so only missing or stale tables are written.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

try:
    import numpy as np
    import numpy.typing as npt
except ImportError as exc:  # the app's own install has no numpy; only solving needs it
    raise SystemExit(f"python -m engine.solver.export needs numpy ({exc}): pip install -e '.[solver]'") from None

import assets

from .games import SOLITAIRE_GAMES, SPREAD_GAMES, solitaire_ruleset
from .shipped import file_name, read, write
from .spread import TOLERANCE as SPREAD_TOLERANCE
from .spread import spread
from .tables import load_table

TOLERANCE = 1e-9
"""The largest difference between a shipped value and a fresh solve that still counts as the
same table. numpy and OpenBLAS builds sum the solve's matrix products in different orders, so
a fresh solve elsewhere differs in the last bits (1.7e-13 seen between numpy releases); a change
of rules or of the solver moves values by far more (a roll has probability 6**-5 = 1.3e-4 or
more, and scores are whole points). Decisions are checked separately (tests/engine/solver/test_solver_shipped.py)."""


def table_difference(shipped: npt.ArrayLike, fresh: npt.ArrayLike, tolerance: float = TOLERANCE) -> str | None:
    """Why ``shipped`` is not the table a fresh solve gives, or None when it is (within TOLERANCE,
    with exactly the same unreachable states, which are NaN)."""
    a, b = np.asarray(shipped, dtype=np.float64), np.asarray(fresh, dtype=np.float64)
    if a.shape != b.shape:
        return f"{a.size} values, a fresh solve has {b.size}"
    if not np.array_equal(np.isnan(a), np.isnan(b)):
        return "other states are unreachable"
    worst = float(np.nanmax(np.abs(a - b), initial=0.0))
    return f"values differ by up to {worst:.3g} (more than {tolerance:g})" if worst > tolerance else None


def tables_folder() -> Path:
    return Path(assets.__file__).resolve().parent / "tables"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.solver.export", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify the shipped tables instead of writing them")
    args = parser.parse_args(argv)
    folder = tables_folder()
    stale = []
    for game in SOLITAIRE_GAMES:
        ruleset = solitaire_ruleset(game)
        solved = load_table(ruleset, use_cache=False)
        kinds = [("table", solved.values, TOLERANCE)]
        if game in SPREAD_GAMES:
            kinds.append(("spread", spread(solved.model, solved.values), SPREAD_TOLERANCE))
        for kind, fresh, tolerance in kinds:
            current = read(ruleset, kind)
            why = "missing" if current is None else table_difference(current, fresh, tolerance)
            if args.check:
                if why:
                    stale.append(f"{file_name(ruleset, kind)} ({why})")
                continue
            path = folder / file_name(ruleset, kind) if why is None else write(folder, ruleset, fresh, kind)
            done = "up to date" if why is None else f"written, was {why}"
            print(f"{game}: {path.relative_to(folder.parent.parent)} ({path.stat().st_size:,} bytes, {done})")
    if not args.check:
        expected = {file_name(solitaire_ruleset(g)) for g in SOLITAIRE_GAMES}
        expected |= {file_name(solitaire_ruleset(g), "spread") for g in SPREAD_GAMES}
        for old in [*folder.glob("*.table"), *folder.glob("*.spread")]:
            if old.name not in expected:
                old.unlink()
                print(f"removed the outdated {old.name}")
    if stale:
        print("stale or missing: " + ", ".join(stale) + "; run: python -m engine.solver.export", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
