"""The outside-in client: drives the running Dicebox over AT-SPI and reports what it found.

Run by the SYSTEM python3 (Debian's python3-pyatspi), on the private session bus the pytest side
(tests/outside/atspi/harness.py) started, with the app already running there:

    /usr/bin/python3 tests/outside/atspi/client.py SCENARIO --oracle-python .venv/bin/python \\
        --database DATA/records.sqlite3 --out report.json

Scenarios: dice-dash (a whole game), dicegame, match (a turn each), triple-computers and
triple-pass (whole Triple Dice games, everything read at every step), triple-probe (the first
steps only: the planted-leak checks). The report (JSON) lists leaks, unnamed focusables, Tab-ring
gaps, parity failures, and what a screen-reader user heard; the exit code is 0 whenever the
client got through (findings are the pytest side's to judge), 3 when it could not play.
"""

from __future__ import annotations

import argparse
import json
import sys
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from play_scorecard import close_summary, play_turn  # noqa: E402
from play_triple import play_triple  # noqa: E402
from scan import Client  # noqa: E402


def dice_dash(client: Client) -> None:
    """A whole game: eight turns, then the game-over dialog."""
    turn = 0
    client.tab_ring("Dice Dash, turn 1")
    while not client.ask()["over"]:
        turn += 1
        if turn > 10:
            raise AssertionError("Dice Dash did not end after 8 turns")
        mark = client.mark()
        play_turn(client, "Dice Dash", hold=1 if turn % 2 else 2)
        if turn == 1:
            client.heard_since("Dice Dash", mark)
            client.scan({}, f"Dice Dash after turn {turn}")
    client.findings.add(client.findings.played, f"Dice Dash: whole game, {turn} turns")
    close_summary(client, "Dice Dash")


ONE_TURN = {"dicegame": "Dicegame", "match": "Match!", "classic": "Classic Dice", "nordic": "Nordic Dice"}
"""The scorecard games played a turn each, by id, with the name the window gives them."""


def one_turn(client: Client, game: str) -> None:
    client.tab_ring(f"{game}, turn 1")
    first = client.ask()
    mark = client.mark()
    after = play_turn(client, game, hold=2, seat_name=first["players"][first["current"]]
                      if len(first["players"]) > 1 else None)
    client.heard_since(game, mark)
    client.scan({}, f"{game} after one turn")
    if len(first["players"]) > 1 and after["current"] == first["current"]:
        raise AssertionError(f"{game}: the turn did not pass to the next player")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("scenario", choices=["dice-dash", *ONE_TURN, "triple-computers", "triple-pass", "triple-probe"])
    parser.add_argument("--oracle-python", required=True)
    parser.add_argument("--database", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--rounds", type=int, default=0, help="Triple Dice: stop once this many rounds are over")
    parser.add_argument("--moves", type=int, default=0, help="triple-probe: moves made before the last look")
    parser.add_argument("--timeout", type=float, default=150, help="Triple Dice: the game must end within it")
    args = parser.parse_args()
    # As Orca 43 hears, except where a planted announcement must be seen (the leak probe).
    client = Client(args.oracle_python, str(HERE / "oracle.py"), args.database,
                    announcements=args.scenario == "triple-probe")
    code = 0
    try:
        if args.scenario == "dice-dash":
            dice_dash(client)
        elif args.scenario in ONE_TURN:
            one_turn(client, ONE_TURN[args.scenario])
        else:
            play_triple(client, pass_and_play=args.scenario == "triple-pass",
                        probe=args.moves if args.scenario == "triple-probe" else None, rounds=args.rounds,
                        limit=args.timeout)
    except Exception:
        client.findings.add(client.findings.played, "FAILED: " + traceback.format_exc(limit=6))
        code = 3
    finally:
        Path(args.out).write_text(json.dumps(client.findings.as_json(), indent=1, ensure_ascii=False),
                                  encoding="utf-8")
        client.close()
    return code


if __name__ == "__main__":
    sys.exit(main())
