"""``python -m engine``: the offline mirror of an init/action HTTP loop, for scripts and bots.

Every failure is one clear line on stderr (or ``{"error": ...}`` on stdout for ``act``) and exit
code 2; a traceback would be a bug, since bots parse this output. Inputs are bounded
(``engine/limits.py``): a pipe or a file is read up to 16 MiB, so ``replay /dev/zero`` is an
error, not an attempt to read forever.

The streams are the caller's too: stdin or stdout closed, stdout on a full disk or a pipe whose
reader has gone are said as such (on stderr, naming the stream), exit code 2, never as an
internal error; a number longer than any game holds is refused before Python converts it.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import unicodedata
from typing import Any, BinaryIO, NoReturn

from . import api
from .errors import EngineError, UsageError
from .limits import MAX_DEPTH, MAX_INPUT_BYTES, MAX_LOG
from .rulesets import RULESETS
from .scorecard import ScorecardState
from .triple_state import TripleDiceState

EXIT_ERROR = 2
LIMITS = (
    f"Limits: stdin and files are read up to {MAX_INPUT_BYTES // (1024 * 1024)} MiB; a state's log holds at "
    f"most {MAX_LOG:,} actions; a state nests at most {MAX_DEPTH} levels of lists and objects. "
    "Every failure prints one line and exits with code 2."
)


MAX_DIGITS = 100
"""Digits of the longest number read from JSON: a seed has at most 19, and Python refuses to
convert more than about 4,300 (with a message about its own settings)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see: python -m engine --help)")

    def _print_message(self, message: str, file: Any = None) -> None:
        """The help, with a failed write told (argparse's own passes over it in silence)."""
        if message:
            if file is None:
                raise OutputError("stdout is closed, so there is nowhere to write the help")
            try:
                file.write(message)
            except OSError as exc:
                raise _output_error(exc) from None


class OutputError(Exception):
    """stdout cannot take the output: closed, a full disk, a pipe nobody reads any more."""


def _output_error(exc: OSError) -> OutputError:
    if isinstance(exc, BrokenPipeError):
        return OutputError("stdout was closed by its reader before the output was written")
    return OutputError(f"the output could not be written to stdout ({exc.strerror or exc})")


def _dump(data: object) -> None:
    if sys.stdout is None:
        raise OutputError("stdout is closed, so there is nowhere to write the output")
    try:
        sys.stdout.write(json.dumps(data, separators=(",", ":")) + "\n")
        sys.stdout.flush()  # a full disk or a gone reader is found here, not at exit
    except OSError as exc:
        raise _output_error(exc) from None


def _int(text: str) -> int:
    """A JSON integer, refused past ``MAX_DIGITS`` digits in this CLI's own words."""
    digits = len(text) - text.startswith("-")
    if digits > MAX_DIGITS:
        raise UsageError(f"the input holds a number of {digits} digits; no number in a game has more than "
                         f"{MAX_DIGITS} (a seed has at most 19)")
    return int(text)


def _seat(text: str) -> int:
    """``--seat``: a short whole number (argparse's own ``int`` would quote any length back)."""
    if not (text.lstrip("-").isascii() and text.lstrip("-").isdigit()) or len(text) > 20:
        shown = text if len(text) <= 20 else text[:17] + "..."
        raise argparse.ArgumentTypeError(f"{shown!r} is not a seat number (0 = first player)")
    return int(text)


def _stdin() -> BinaryIO:
    """stdin's bytes stream, or ``UsageError`` when the caller closed it."""
    if sys.stdin is None:
        raise UsageError("stdin is closed; send the JSON on stdin, e.g. python -m engine legal < state.json")
    buffer = getattr(sys.stdin, "buffer", None)
    return buffer if buffer is not None else sys.stdin  # type: ignore[return-value]


def _read_bounded(stream: BinaryIO, what: str) -> bytes:
    try:
        data = stream.read(MAX_INPUT_BYTES + 1)
    except OSError as exc:
        raise UsageError(f"cannot read {what}: {exc.strerror or exc}") from None
    if isinstance(data, str):  # a text stream stood in for stdin (tests)
        data = data.encode("utf-8")
    if len(data) > MAX_INPUT_BYTES:
        raise UsageError(f"{what} is larger than {MAX_INPUT_BYTES // (1024 * 1024)} MiB, the most this command reads")
    return bytes(data)


def _parse_json(raw: bytes | str, what: str, example: str) -> Any:
    """JSON from bytes (UTF-8, a byte order mark allowed) or text, with every failure one message."""
    try:
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError as exc:
        raise UsageError(f"{what} is not UTF-8 text ({exc.reason} at byte {exc.start}); send UTF-8 JSON") from None
    try:
        return json.loads(text, parse_int=_int)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{what} is not valid JSON ({exc.msg} at line {exc.lineno} column {exc.colno}); "
                         f"send {example}") from None
    except RecursionError:
        raise UsageError(f"{what} nests lists or objects too deeply to read; a state nests at most "
                         f"{MAX_DEPTH} levels") from None
    except UsageError as exc:
        raise UsageError(str(exc).replace("the input", what, 1)) from None
    except ValueError as exc:
        raise UsageError(f"{what} cannot be read as JSON: {exc}") from None


def _read_stdin_object(required: tuple[str, ...]) -> dict[str, Any]:
    example = "an object like {" + ", ".join(f'"{k}": ...' for k in required) + "}"
    data = _parse_json(_read_bounded(_stdin(), "stdin"), "stdin", example)
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
    raw = _read_source(args.file)
    data = _parse_json(raw, "stdin" if args.file == "-" else args.file, "a state JSON as `new` or `act` prints it")
    if isinstance(data, dict) and "state" in data and "game" not in data:
        data = data["state"]
    state = api.from_json(data)
    if state.phase != "finished":
        where = ""  # a registered game's state need not count rounds or keep totals
        if isinstance(state, ScorecardState | TripleDiceState):
            where = f" (round {state.round}, totals {', '.join(str(t) for t in state.totals)})"
        raise UsageError(f"{args.file} holds a game still in progress{where}; play it to the end, then replay it")
    _dump(api.outcome(state).to_json())


def _cmd_solve(args: argparse.Namespace) -> None:
    try:
        from .solver import load_table  # numpy is imported only by the commands that need it
    except ImportError as exc:
        raise UsageError(
            f"solve needs numpy, which could not be imported ({exc}); install numpy, the "
            "solver's extra: pip install 'dicebox[solver]' (in a checkout: pip install -e '.[solver]')"
        ) from None
    solved = load_table(args.game, use_cache=not args.no_cache)
    _dump({"game": args.game, "expected": round(solved.expected, 9), "seconds": round(solved.seconds, 3),
           "source": solved.source, "states": int(solved.values.shape[0])})


def _cmd_advise(args: argparse.Namespace) -> None:
    from .solver.runtime import rank_options  # pure Python over the shipped tables

    state = api.from_json(_read_stdin_object(("state",))["state"])
    if not isinstance(state, ScorecardState):
        raise UsageError(f"advise works for the scorecard games ({', '.join(RULESETS)}), not {state.game}")
    # No shipped table and no numpy to compute one is engine.errors.TableMissing: main says so in one line.
    _dump([option.to_json() for option in rank_options(state)])


def _read_source(name: str) -> bytes:
    """The bytes of file ``name``, or of stdin for ``-``, refused beyond the input limit."""
    if name == "-":
        return _read_bounded(_stdin(), "stdin")
    try:
        with open(name, "rb") as fh:
            if os.fstat(fh.fileno()).st_size > MAX_INPUT_BYTES:
                raise UsageError(f"{name} is larger than {MAX_INPUT_BYTES // (1024 * 1024)} MiB, the most this "
                                 "command reads")
            return _read_bounded(fh, name)
    except OSError as exc:
        raise UsageError(f"cannot read {name}: {exc.strerror or exc}") from None


def _cmd_review(args: argparse.Namespace) -> None:
    from .review import review_data  # loads the solver's runtime (pure Python, shipped tables)

    what = "stdin" if args.file == "-" else args.file
    data = _parse_json(_read_source(args.file), what,
                       'a state JSON as `new` or `act` prints it, or {"game", "seed", "players", "log"}')
    _dump(review_data(data).to_json())


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m engine", description="Dicebox rules engine (JSON in, JSON out).", epilog=LIMITS)
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
    observe.add_argument("--seat", type=_seat, default=0, help="seat number, 0 = first player")
    observe.set_defaults(func=_cmd_observe)
    replay = sub.add_parser("replay", help="verify a state JSON file and print its outcome")
    replay.add_argument("file")
    replay.set_defaults(func=_cmd_replay)
    solve = sub.add_parser("solve", help="print the optimal expected final score of a fresh solitaire game")
    from .solver.games import SOLVABLE_GAMES  # no numpy: the names of the tables the solver makes

    solve.add_argument("--game", required=True, choices=SOLVABLE_GAMES,
                       help="column: one 13-row Dicegame column; nordic: the Scandinavian scorecard (15 boxes)")
    solve.add_argument("--no-cache", action="store_true", help="solve from scratch, ignoring the cache")
    solve.set_defaults(func=_cmd_solve)
    advise = sub.add_parser("advise", help='read {"state"} on stdin, print every option with its expected score')
    advise.set_defaults(func=_cmd_advise)
    review = sub.add_parser("review", help="print every decision of a scorecard game with the points it lost "
                            "(FILE: a state or game record JSON; - reads stdin)")
    review.add_argument("file", metavar="FILE|-")
    review.set_defaults(func=_cmd_review)
    return parser


def one_line(message: str) -> str:
    """``message`` with every line break and control character escaped: one line, whatever a
    player name or a file held (a terminal escape sequence is printed, not obeyed)."""
    out = []
    for char in message:
        if unicodedata.category(char) in ("Cc", "Zl", "Zp"):
            code = ord(char)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            out.append(char)
    return "".join(out)


def _fail(command: str | None, message: str) -> int:
    if command == "act":
        try:
            _dump({"error": message})
            return EXIT_ERROR
        except OutputError as exc:
            return _stdout_failed(exc)
    _tell(message)
    return EXIT_ERROR


def _tell(message: str) -> None:
    """One line on stderr, if there is a stderr that takes it (nothing else can be done)."""
    if sys.stderr is None:
        return
    try:
        sys.stderr.write(f"error: {one_line(message)}\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


def _stdout_failed(exc: OutputError) -> int:
    """Say why stdout failed, then point it at nowhere: Python's own flush at exit must not add
    "Exception ignored" and a traceback of its own."""
    _tell(str(exc))
    if sys.stdout is not None:
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            os.close(devnull)
        except (OSError, ValueError):
            sys.stdout = None
    return EXIT_ERROR


def _parse(argv: list[str] | None) -> argparse.Namespace:
    """The arguments; ``--help`` is printed here and its output checked like any other."""
    try:
        return build_parser().parse_args(argv)
    except SystemExit:
        if sys.stdout is not None:
            try:
                sys.stdout.flush()
            except OSError as error:
                raise _output_error(error) from None
        raise


def main(argv: list[str] | None = None) -> int:
    command = None
    try:
        if sys.stdout is None:  # every command answers on stdout: say so before reading anything
            raise OutputError("stdout is closed, so there is nowhere to write the output")
        args = _parse(argv)
        command = args.command
        args.func(args)
    except SystemExit as exc:  # --help printed (its output checked)
        return exc.code if isinstance(exc.code, int) else 0 if exc.code is None else EXIT_ERROR
    except OutputError as exc:
        return _stdout_failed(exc)
    except EngineError as exc:  # the engine refused the input (UsageError included): say why
        return _fail(command, str(exc))
    except OSError as exc:  # stdout or stderr failing outside _dump: the streams, not a bug
        return _stdout_failed(_output_error(exc))
    except RecursionError:
        return _fail(command, f"the input nests lists or objects too deeply; a state nests at most {MAX_DEPTH} levels")
    except Exception as exc:  # a bug, but bots still get one line and exit code 2, never a traceback
        return _fail(command, f"internal error ({type(exc).__name__}: {exc}); please report it with the input "
                              "that caused it")
    return 0
