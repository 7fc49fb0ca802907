"""The Hint panel's chance to win as a screen-reader user meets it: opened by its key, read over AT-SPI.

Run by the SYSTEM python3 (Debian's python3-pyatspi) on the buses tests/outside/atspi/harness.py
started, with the app already running a Match! game of two players (``two-players``) or of one
(``one-player``):

    /usr/bin/python3 tests/outside/atspi/hints_client.py two-players --oracle-python .venv/bin/python \\
        --database DATA/records.sqlite3 --out report.json

It presses F2 (View > Hints) as a keyboard user does, waits for the panel's "Hints" tree to fill,
and reads its rows through the tree's AT-SPI Table interface (row by row, cell by cell, as Orca
reads a row) and the labels showing beside it. Each finding is a named entry of the report's
``checks`` ("" passed, else why not; a check never reached is missing), with what was read
(``rows``, ``headers``, ``notes``) for the pytest side to show.

With two players every row's first cell is one sentence ("Best: Keep 3 3 3, roll 2: expected
259.94, chance to win 63%"), the third column is "Win" and a note says the chances are
estimated (the first turn is never the last); with one player no row, header or note speaks of a
chance to win at all.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import sys
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import pyatspi  # noqa: E402
from scan import Client  # noqa: E402
from tree import ClientError, Node, pump, resolve, wait_for  # noqa: E402

F2 = 0xFFBF
"""View > Hints' key (desktop/window/menus.py), as an X keysym."""
SENTENCE = re.compile(r"^(?P<best>Best: )?(?P<option>.+): expected \d+(\.\d+)?, chance to win \d+%$")
"""A row's first cell with a chance to win, as desktop/window/hints.py words it in English."""
CHANCE = re.compile(r"(?i)chance to win|\bwin\b")


class Failed(AssertionError):
    """A check that did not pass: its message is the report's."""


class Hints:
    def __init__(self, client: Client, out: dict[str, Any]) -> None:
        self.client = client
        self.out = out
        self.checks: dict[str, str] = out["checks"]

    @contextlib.contextmanager
    def checking(self, name: str, fatal: bool = False) -> Iterator[None]:
        """One named check: "" when the block ends, else its message; a ``fatal`` one stops the run."""
        try:
            yield
        except (Failed, ClientError) as failed:
            self.checks[name] = str(failed)
            if fatal:
                raise Failed(str(failed)) from None
            return
        self.checks[name] = ""

    def tree(self) -> Node | None:
        return next((n for n in self.client.nodes(False) if n.role == "tree" and n.name == "Hints"), None)

    def read_table(self, node: Node) -> tuple[list[str], list[list[str]]]:
        """The column headers and every row's cells' names, through the Table interface."""
        pyatspi.clearCache()
        table = resolve(node).queryTable()
        headers = []
        for column in range(table.nColumns):
            header = table.getColumnHeader(column)
            headers.append((header.name if header is not None else "") or table.getColumnDescription(column) or "")
        rows = [[(table.getAccessibleAt(row, column).name or "") for column in range(table.nColumns)]
                for row in range(table.nRows)]
        return headers, rows

    def filled(self, node: Node) -> tuple[list[str], list[list[str]]] | None:
        """The table once it has rows and the panel's title offers options (the solver answered)."""
        headers, rows = self.read_table(node)
        titled = any(n.role == "label" and n.name.startswith("Options for ") for n in self.client.nodes(False))
        return (headers, rows) if rows and rows[0] and rows[0][0] and titled else None

    def notes(self) -> list[str]:
        return [n.name for n in self.client.nodes(False) if n.role == "label" and n.name.startswith("Chance to win")]

    def run(self, players: int) -> None:
        with self.checking("the game has the players asked for", fatal=True):
            got = len(self.client.ask()["players"])
            if got != players:
                raise Failed(f"the game on the table has {got} players, not {players}")
        with self.checking("the Hint panel is closed at start", fatal=True):
            if self.tree() is not None:
                raise Failed("the Hints tree already shows: F2 would close it")
        pyatspi.Registry.generateKeyboardEvent(F2, None, pyatspi.KEY_SYM)
        with self.checking("F2 opens the Hint panel", fatal=True):
            node = wait_for("the Hints tree to show after F2", self.tree, 10)
        with self.checking("the Hint panel fills", fatal=True):
            headers, rows = wait_for("the Hints tree's rows", lambda: self.filled(node), 20)
        pump(0.3)
        headers, rows = self.read_table(node)  # the whole table, once it has settled
        self.out.update(headers=headers, rows=rows, notes=self.notes())
        if players > 1:
            self.several(headers, rows)
        else:
            self.solo(headers, rows)

    def several(self, headers: list[str], rows: list[list[str]]) -> None:
        with self.checking("each row says its chance to win"):
            wrong = [row[0] for row in rows if not SENTENCE.match(row[0])]
            if wrong:
                raise Failed(f"{len(wrong)} of {len(rows)} rows' first cells are not one sentence ending "
                             f"'chance to win N%': {wrong[:3]}")
        with self.checking("the first row is the best"):
            if not rows[0][0].startswith("Best: ") or any(row[0].startswith("Best: ") for row in rows[1:]):
                raise Failed(f"only the first row should begin 'Best: ': {[row[0] for row in rows[:3]]}")
        with self.checking("the Win column says the chance"):
            if headers[2:3] != ["Win"]:
                raise Failed(f"the third column's header is not 'Win': {headers}")
            wrong = [row[2] for row in rows if not re.fullmatch(r"chance to win \d+%", row[2])]
            if wrong:
                raise Failed(f"Win cells not read as 'chance to win N%': {wrong[:3]}")
        with self.checking("the note says the chances are estimated"):
            notes = self.notes()
            if not any("estimated" in note for note in notes):
                raise Failed(f"no showing label says the chances to win are estimated: {notes}")

    def solo(self, headers: list[str], rows: list[list[str]]) -> None:
        with self.checking("no row speaks of a chance to win"):
            spoken = [cell for row in rows for cell in row if CHANCE.search(cell) or "%" in cell]
            if spoken:
                raise Failed(f"a one-player game's rows speak of winning: {spoken[:3]}")
        with self.checking("the rows still say their option and expected points"):
            if len(headers) != 2 or not all(re.fullmatch(r"\d+(\.\d+)?", row[1]) for row in rows):
                raise Failed(f"wanted two columns, Option and Expected: {headers}, {rows[:2]}")
        with self.checking("no Win column and no note on the chance"):
            if any(CHANCE.search(h) for h in headers) or self.notes():
                raise Failed(f"headers {headers}, notes {self.notes()}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("scenario", choices=["two-players", "one-player"])
    parser.add_argument("--oracle-python", required=True)
    parser.add_argument("--database", required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    out: dict[str, Any] = {"checks": {}, "error": "", "rows": [], "headers": [], "notes": []}
    client = None
    code = 0
    try:
        client = Client(args.oracle_python, str(HERE / "oracle.py"), args.database)
        Hints(client, out).run(2 if args.scenario == "two-players" else 1)
    except Failed:
        code = 0
    except Exception:
        out["error"] = traceback.format_exc(limit=6)
        code = 3
    finally:
        Path(args.out).write_text(json.dumps(out, indent=1, ensure_ascii=False), encoding="utf-8")
        if client is not None:
            client.close()
    return code


if __name__ == "__main__":
    sys.exit(main())
