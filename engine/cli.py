"""``python -m engine``: the offline mirror of an init/action HTTP loop, for scripts and bots.

Every failure is one clear line on stderr (or ``{"error": ...}`` on stdout for ``act``) and exit
code 2; a traceback would be a bug, since bots parse this output.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, NoReturn

from . import api
from .errors import BadSeed, BadSetup, IllegalAction, InvalidState

EXIT_ERROR = 2


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see: python -m engine --help)")


def _dump(data: object) -> None:
    sys.stdout.write(json.dumps(data, separators=(",", ":")) + "\n")


def _read_stdin_object(required: tuple[str, ...]) -> dict[str, Any]:
    text = sys.stdin.read()
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"stdin is not valid JSON ({exc.msg} at line {exc.lineno} column {exc.colno}); "
                         f"send an object like {{{', '.join(f'{k!r}: ...' for k in required)}}}".replace("'", '"')) from None
    if not isinstance(data, dict):
        raise UsageError(f"stdin must hold a JSON object with {', '.join(required)}")
    for key in required:
        if key not in data:
            raise UsageError(f"stdin's JSON object has no {key!r} field; send {', '.join(required)}")
    return data


def _cmd_new(args: argparse.Namespace) -> None:
    players = [p for p in args.players.split(",")] if args.players is not None else None
    _dump(api.to_json(api.new_game(args.game, args.seed, players)))


def _cmd_act(args: argparse.Namespace) -> None:
    data = _read_stdin_object(("state", "action"))
    state = api.from_json(data["state"])
    action = api.parse_action(state, data["action"])
    _dump({"state": api.to_json(api.apply(state, action))})


def _cmd_legal(args: argparse.Namespace) -> None:
    state = api.from_json(_read_stdin_object(("state",))["state"])
    _dump([a.to_json() for a in api.legal_actions(state)])


def _cmd_observe(args: argparse.Namespace) -> None:
    state = api.from_json(_read_stdin_object(("state",))["state"])
    _dump(api.observe(state, args.seat))


def _cmd_replay(args: argparse.Namespace) -> None:
    try:
        with open(args.file, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        raise UsageError(f"cannot read {args.file}: {exc.strerror}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{args.file} is not valid JSON ({exc.msg} at line {exc.lineno})") from None
    if isinstance(data, dict) and "state" in data and "game" not in data:
        data = data["state"]
    state = api.from_json(data)
    if state.phase != "finished":
        raise UsageError(
            f"{args.file} holds a game still in progress (round {state.round}, totals "
            f"{', '.join(str(t) for t in state.totals)}); play it to the end, then replay it"
        )
    _dump(api.outcome(state).to_json())


def _cmd_solve(args: argparse.Namespace) -> None:
    from .solver import load_table  # numpy is imported only by the commands that need it

    solved = load_table(args.game, use_cache=not args.no_cache)
    _dump({"game": args.game, "expected": round(solved.expected, 9), "seconds": round(solved.seconds, 3),
           "source": solved.source, "states": int(solved.values.shape[0])})


def _cmd_advise(args: argparse.Namespace) -> None:
    from .scorecard import ScorecardState
    from .solver.runtime import advise  # pure Python over the shipped tables

    state = api.from_json(_read_stdin_object(("state",))["state"])
    if not isinstance(state, ScorecardState):
        raise UsageError(f"advise works for the scorecard games ({', '.join(api.RULESETS)}), not {state.game}")
    _dump([option.to_json() for option in advise(state)])


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m engine", description="Dicebox rules engine (JSON in, JSON out).")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    new = sub.add_parser("new", help="print a new game's state JSON")
    new.add_argument("--game", required=True, help=f"one of: {', '.join(api.GAME_IDS)}")
    new.add_argument("--seed", required=True, help="a whole number from 0 to 2**63-1")
    new.add_argument("--players", help="comma-separated player names, e.g. Ana,Ben")
    new.set_defaults(func=_cmd_new)
    act = sub.add_parser("act", help='read {"state","action"} on stdin, print {"state"} or {"error"}')
    act.set_defaults(func=_cmd_act)
    legal = sub.add_parser("legal", help='read {"state"} on stdin, print the legal actions')
    legal.set_defaults(func=_cmd_legal)
    observe = sub.add_parser("observe", help='read {"state"} on stdin, print what one seat may see')
    observe.add_argument("--seat", type=int, default=0, help="seat number, 0 = first player")
    observe.set_defaults(func=_cmd_observe)
    replay = sub.add_parser("replay", help="verify a state JSON file and print its outcome")
    replay.add_argument("file")
    replay.set_defaults(func=_cmd_replay)
    solve = sub.add_parser("solve", help="print the optimal expected final score of a fresh solitaire game")
    solve.add_argument("--game", required=True, choices=("dice-dash", "match", "column"),
                       help="column: one 13-row Dicegame column")
    solve.add_argument("--no-cache", action="store_true", help="solve from scratch, ignoring the cache")
    solve.set_defaults(func=_cmd_solve)
    advise = sub.add_parser("advise", help='read {"state"} on stdin, print every option with its expected score')
    advise.set_defaults(func=_cmd_advise)
    return parser


def _fail(command: str | None, message: str) -> int:
    if command == "act":
        _dump({"error": message})
    else:
        sys.stderr.write(f"error: {message}\n")
    return EXIT_ERROR


def main(argv: list[str] | None = None) -> int:
    command = None
    try:
        args = build_parser().parse_args(argv)
        command = args.command
        args.func(args)
    except UsageError as exc:
        return _fail(command, str(exc))
    except (IllegalAction, InvalidState, BadSeed, BadSetup) as exc:
        return _fail(command, str(exc))
    except UnicodeDecodeError as exc:
        return _fail(command, f"the input is not UTF-8 text ({exc.reason} at byte {exc.start}); send UTF-8 JSON")
    except (RecursionError, ValueError) as exc:
        # json's own limits (nesting depth, digits in a number) raise these, not JSONDecodeError
        return _fail(command, f"the input JSON cannot be read: {exc}")
    except BrokenPipeError:
        return 0
    return 0
