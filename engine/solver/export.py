"""Write the solved tables the app ships: ``python -m engine.solver.export [--check]``.

Run it after changing a ruleset or the solver (a test fails until you do). ``--check`` only
verifies that every shipped table matches a fresh solve, and exits 1 naming any that does not.
Solving takes a few seconds and needs numpy, which only developers have.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

from .games import SOLITAIRE_GAMES, solitaire_ruleset
from .shipped import file_name, read, write
from .tables import load_table


def tables_folder() -> Path:
    import assets

    return Path(assets.__file__).resolve().parent / "tables"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.solver.export", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify the shipped tables instead of writing them")
    args = parser.parse_args(argv)
    folder = tables_folder()
    stale = []
    for game in SOLITAIRE_GAMES:
        ruleset = solitaire_ruleset(game)
        fresh = load_table(ruleset, use_cache=False).values
        if args.check:
            current = read(ruleset)
            if current is None or not np.array_equal(np.frombuffer(current), fresh, equal_nan=True):
                stale.append(file_name(ruleset))
            continue
        path = write(folder, ruleset, fresh)
        print(f"{game}: {path.relative_to(folder.parent.parent)} ({path.stat().st_size / 1024:.0f} KiB)")
    if not args.check:
        expected = {file_name(solitaire_ruleset(g)) for g in SOLITAIRE_GAMES}
        for old in folder.glob("*.table"):
            if old.name not in expected:
                old.unlink()
                print(f"removed the outdated {old.name}")
    if stale:
        print("stale or missing: " + ", ".join(stale) + "; run: python -m engine.solver.export", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
