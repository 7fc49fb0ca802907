"""The secrets the AT-SPI client must never read, worked out from the app's own move journal.

Run by the project's venv python (it imports the engine); the client (system python, no engine)
starts it once and asks, one JSON line per question, "what is secret from ``viewer`` now?". The
answer replays the journal of the game in progress (the recorder commits every move before it is
painted, so the journal is never behind the screen) and takes the engine's ``observe`` as the
definition of what a seat may know: whatever the full state holds and the viewer's observation
lacks is a secret. So the test needs no model of the computer seats: their cards come from the
journal, not from guessing their moves.

Question: ``{"viewer": 0}`` (a seat), ``{"viewer": null}`` (the table: the privacy screen) or
``{"viewer": "current"}`` (the seat to act). Answer: ``{"steps", "phase", "over", "current",
"players", "seed", "dice": [{"seat", "position", "value", "round"}], "cards": [{"seat", "card"}],
"viewer", "round", "turn", "hands", "viewer_card", "own_hand", "own_used"}`` (the last ones only for Triple Dice).
"""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from desktop.records.db import Q  # noqa: E402  (Qt-free: the records layer never imports Qt)
from engine.triple_dice import observe  # noqa: E402

PRIVATE = (9, 10)
"""Triple Dice's private die positions (0-based); checked against the observation's own list."""


def current_game(database: Path) -> dict[str, Any] | None:
    """The main slot's unfinished game (seed, players, log), read without writing a byte."""
    conn = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=5)
    try:
        row = conn.execute(Q["playing_latest"], ("main",)).fetchone()
        if row is None:
            return None
        game_id, game, seed, _assisted, _started, _app, options = row
        names = [r[1] for r in conn.execute(Q["seats_of"], (game_id,)).fetchall()]
        steps = conn.execute(Q["journal_read"], (game_id,)).fetchall()
    finally:
        conn.close()
    log: list[Any] = []
    for step, text in steps:
        if step != len(log):
            break
        log.append(json.loads(text))
    return {"game": game, "seed": seed, "players": names, "log": log,
            "options": json.loads(options) if options else {}}


def secrets(database: Path, viewer: object) -> dict[str, Any]:
    found = current_game(database)
    if found is None:
        return {"steps": -1, "phase": "none", "over": True, "dice": [], "cards": [], "players": [], "seed": None}
    *_, state = engine.replay(found["game"], found["seed"], found["players"], found["log"], found["options"])
    answer: dict[str, Any] = {"steps": len(found["log"]), "phase": state.phase, "seed": found["seed"],
                              "players": list(state.players), "over": state.phase == "finished",
                              "current": getattr(state, "current_player", None), "dice": [], "cards": []}
    if found["game"] != "triple-dice":
        return answer
    seat = state.current_player if viewer == "current" else viewer
    seen = observe(state, seat if isinstance(seat, int) else None)
    assert tuple(seen["privatePositions"]) == PRIVATE, seen["privatePositions"]
    for p, hand in enumerate(seen["hands"]):
        for i, shown in enumerate(hand["dice"]):
            if shown is None:
                answer["dice"].append({"seat": p, "position": i, "value": state.dice[p][i], "round": state.round})
    for record, shown_round in zip(state.rounds, seen["rounds"]):
        for p, dice in enumerate(shown_round["dice"]):
            for i, shown in enumerate(dice):
                if shown is None:
                    answer["dice"].append({"seat": p, "position": i, "value": record.dice[p][i],
                                           "round": record.round})
    for p, card in enumerate(state.predictions):
        if card is not None and seen["predictions"][p] is None:
            answer["cards"].append({"seat": p, "card": card})
    answer["viewer"] = seat
    answer["round"] = state.round
    answer["turn"] = state.turn
    answer["hands"] = [list(hand) for hand in state.dice]
    if isinstance(seat, int):
        answer["viewer_card"] = state.predictions[seat]
        answer["own_hand"] = list(state.dice[seat])
        answer["own_used"] = [i for i, turn in enumerate(state.used[seat]) if turn]
    return answer


def main() -> int:
    database = Path(sys.argv[1])
    for line in sys.stdin:
        question = json.loads(line)
        try:
            reply = secrets(database, question.get("viewer"))
        except Exception as exc:  # said to the client, which fails the run with it
            reply = {"error": f"{type(exc).__name__}: {exc}"}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
