"""Triple Dice as JSON: the full state (saves and replays only) and what one seat may know.

Kept apart from the rules (``engine/triple_dice.py``, which re-exports ``to_json`` and gives
``seat_view`` the legal actions as ``observe``) so that each module stays one responsibility; see
that module for the game itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from .actions import Action
from .errors import BadSetup, InvalidState
from .jsontext import short
from .triple_points import (
    GAME_ID,
    PLACE_POINTS,
    PRIVATE_POSITIONS,
    combination_name,
    earlier_place_points,
    place_table,
    points_to_json,
)
from .triple_state import RoundResult, Submission, TripleDiceState, TurnResult

FORMAT_VERSION = 3
"""3: ``placePoints``, the turn points by place the game is scored by (formats 1 and 2 were all
written under the earlier table, ``EARLIER_PLACE_POINTS``, and load under it). 2: each seat's
dice and used marks are in ``hands``, with the player's name (format 1 had top-level ``dice`` and
``used``, and a renamed player could not be told from a real one)."""
FIELDS = (
    "format", "game", "seed", "players", "placePoints", "phase", "currentPlayer", "round", "turn", "rollCount",
    "turnOrder", "hands", "predictions", "submissions", "turns", "rounds", "roundPoints", "totals", "log")


# --- the full state ------------------------------------------------------------------------------


def _fractions(values: Sequence[Fraction]) -> list[int | str]:
    return [points_to_json(v) for v in values]


def _submission_json(sub: Submission, values: Sequence[int | None]) -> dict[str, Any]:
    return {"player": sub.player, "dice": list(sub.dice), "values": list(values)}


def _turn_json(turn: TurnResult) -> dict[str, Any]:
    return {
        "round": turn.round,
        "turn": turn.turn,
        "submissions": [
            {**_submission_json(s, s.values), "combination": combination_name(s.values)} for s in turn.submissions
        ],
        "places": list(turn.places),
        "points": _fractions(turn.points),
        "winner": turn.winner,
    }


def _round_summary_json(record: RoundResult) -> dict[str, Any]:
    return {
        "round": record.round,
        "predictions": list(record.predictions),
        "scores": _fractions(record.scores),
        "hits": list(record.hits),
        "bonuses": _fractions(record.bonuses),
        "gains": _fractions(record.gains),
    }


def _round_json(record: RoundResult, dice: Sequence[Sequence[int | None]]) -> dict[str, Any]:
    summary = _round_summary_json(record)
    return {
        "round": record.round,
        "dice": [list(d) for d in dice],
        "predictions": summary["predictions"],
        "turns": [_turn_json(t) for t in record.turns],
        "scores": summary["scores"],
        "hits": summary["hits"],
        "bonuses": summary["bonuses"],
        "gains": summary["gains"],
    }


def to_json(state: TripleDiceState) -> dict[str, Any]:
    """The full state, for saves and replays only: it holds the seed, every private die and
    every card. Never show it to a player; render from ``observe`` instead."""
    return {
        "format": FORMAT_VERSION,
        "game": GAME_ID,
        "seed": state.seed,
        "players": list(state.players),
        "placePoints": list(state.place_points),
        "phase": state.phase,
        "currentPlayer": state.current_player,
        "round": state.round,
        "turn": state.turn,
        "rollCount": state.roll_count,
        "turnOrder": list(state.turn_order),
        "hands": [
            {"player": name, "dice": list(dice), "used": list(used)}
            for name, dice, used in zip(state.players, state.dice, state.used)
        ],
        "predictions": list(state.predictions),
        "submissions": [_submission_json(s, s.values) for s in state.submissions],
        "turns": [_turn_json(t) for t in state.turns],
        "rounds": [_round_json(r, r.dice) for r in state.rounds],
        "roundPoints": _fractions(state.round_points),
        "totals": _fractions(state.totals),
        "log": [action.to_json() for action in state.log],
    }


def _from_format_1(data: dict[str, Any]) -> dict[str, Any]:
    """Format 1 kept every seat's dice and used marks in top-level ``dice`` and ``used`` lists;
    format 2 pairs them with the player's name in ``hands``. The rules are the same, so the
    replay judges the rewritten state exactly as it judged the old one."""
    if not all(isinstance(data.get(key), list) for key in ("players", "dice", "used")):
        return data  # not a format-1 layout: the strict checks name what is wrong
    players, dice, used = data["players"], data["dice"], data["used"]
    if not len(players) == len(dice) == len(used):
        return data
    upgraded = {key: value for key, value in data.items() if key not in ("dice", "used")}
    upgraded["format"] = 2
    upgraded["hands"] = [{"player": p, "dice": d, "used": u} for p, d, u in zip(players, dice, used)]
    return {key: upgraded[key] for key in FIELDS if key in upgraded} | upgraded


def _from_format_2(data: dict[str, Any]) -> dict[str, Any]:
    """Every format-2 state was written while turn points were 6, 3, 1, 0 cut to the table's size
    (last place scored at two and three players), so it states that table and replays under it:
    a game in progress resumes, and an old replay keeps the scores it was played with."""
    players = data.get("players")
    if not isinstance(players, list) or "placePoints" in data:
        return data  # not a format-2 layout: the strict checks name what is wrong
    upgraded = dict(data, format=3, placePoints=list(earlier_place_points(len(players))))
    return {key: upgraded[key] for key in FIELDS if key in upgraded} | upgraded


def load_options(data: dict[str, Any]) -> dict[str, Any]:
    """What ``new_game`` needs from a state beyond its seed and players: the table it is scored
    by. Only today's table for its size or the earlier one is accepted; any other is refused with
    the field named, since replaying it under either would silently rescore the game."""
    given = data["placePoints"]
    players = data["players"]
    if not isinstance(given, list) or not all(type(p) is int for p in given):
        raise InvalidState(f"The state's 'placePoints' must be a list of whole numbers, not {short(given)}.",
                           "state-field-type", field="placePoints", given=short(given))
    if len(players) not in PLACE_POINTS:
        return {"place_points": given}  # the players' own check explains what is wrong
    try:
        place_table(len(players), given)
    except BadSetup as exc:
        raise InvalidState(
            f"The state's 'placePoints' is {short(given)}, but a {len(players)}-player game is scored "
            f"{short(exc.params['expected'])}, or {short(exc.params['earlier'])} if it was started before last "
            "place scored 0; the file was edited or damaged.", "state-place-points", field="placePoints",
            given=short(given), players=len(players), expected=exc.params["expected"],
            earlier=exc.params["earlier"],
        ) from None
    return {"place_points": given}


def game_options(state: TripleDiceState) -> dict[str, Any]:
    """``engine.game_options``: nothing for a game under today's table, else the table it keeps."""
    if state.place_points == PLACE_POINTS[len(state.players)]:
        return {}
    return {"placePoints": list(state.place_points)}


def replay_options(options: dict[str, Any], players: object) -> dict[str, Any]:
    """``engine.replay``'s ``options`` (as ``game_options`` wrote them) checked like a state's."""
    for key in options:
        if key != "placePoints":
            raise InvalidState(f"The game option {short(key)} is unknown; Triple Dice's only one is 'placePoints'.",
                               "state-unknown-field", field=short(key), game=GAME_ID, fields=["placePoints"])
    if not isinstance(players, (list, tuple)):
        return {"place_points": options["placePoints"]}  # new_game's check of the players speaks first
    return load_options({"placePoints": options["placePoints"], "players": list(players)})


# --- what one seat may know ----------------------------------------------------------------------


def _revealed(state: TripleDiceState, seat: int, viewer: int | None, index: int) -> bool:
    """Whether ``viewer`` (``None``: everyone at the table) may see the value of ``seat``'s die
    ``index`` in the current round."""
    if seat == viewer or index not in PRIVATE_POSITIONS:
        return True
    turn = state.used[seat][index]
    # A private die shows its value once the turn it was submitted in is complete.
    return turn != 0 and (state.phase == "finished" or turn < state.turn)


def seat_view(state: TripleDiceState, seat: int | None, legal: Sequence[Action]) -> dict[str, Any]:
    """Exactly what ``seat`` may know, as JSON: the window and the computer players use only this.

    ``seat=None`` is the table's view: what every seat may know, so nobody's private dice or card
    (the window shows it while the screen passes from one player to the next); it has no legal
    actions and its ``seat`` is ``null``. ``legal`` is the seat's legal actions (none when it is
    not its move), given by the rules (``triple_dice.observe``), which import this module.

    Left out on purpose: the seed and the log (with them anyone could recompute every hidden
    die), other seats' private dice until the turn they are submitted in is complete (dice never
    submitted stay hidden for good), other seats' cards until the round ends, and anything
    computed from hidden values (so the current turn's submissions carry no combination name).
    """
    n = len(state.players)
    round_over = state.phase == "finished"
    hands = [
        {
            "dice": [v if _revealed(state, p, seat, i) else None for i, v in enumerate(state.dice[p])],
            "used": list(state.used[p]),
        }
        for p in range(n)
    ]
    submissions = [
        _submission_json(s, [v if s.player == seat or i not in PRIVATE_POSITIONS else None
                             for i, v in zip(s.dice, s.values)])
        for s in state.submissions
    ]
    rounds = []
    for record in state.rounds:
        seen = record.seen
        dice = [
            list(record.dice[p]) if p == seat else [v if i in seen[p] else None for i, v in enumerate(record.dice[p])]
            for p in range(n)
        ]
        rounds.append(_round_json(record, dice))
    return {
        "game": GAME_ID,
        "seat": seat,
        "players": list(state.players),
        "phase": state.phase,
        "currentPlayer": state.current_player,
        "round": state.round,
        "turn": state.turn,
        "turnOrder": list(state.turn_order),
        "privatePositions": list(PRIVATE_POSITIONS),
        "placePoints": list(state.place_points),
        "hands": hands,
        "predicted": [c is not None for c in state.predictions],
        "predictions": [c if (p == seat or round_over) else None for p, c in enumerate(state.predictions)],
        "submissions": submissions,
        "turns": [_turn_json(t) for t in state.turns],
        "rounds": rounds,
        "roundPoints": _fractions(state.round_points),
        "totals": _fractions(state.totals),
        "legalActions": [a.to_json() for a in legal],
    }
