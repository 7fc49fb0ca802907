"""The window's command line: ``dicebox [FILE] [--game G] [--seed S] ...`` (the records' commands
and ``--screenshots``' own options have readers of their own).

Read on every start, before anything else, so it is read without building argparse's parser when
it can be (see ``parse``); argparse answers ``--help`` and every line this does not take.
"""

from __future__ import annotations

import argparse
import os

import engine

OPTIONS: tuple[tuple[str, bool, str], ...] = (
    ("--game", True, "start this game at once: {games}"),
    ("--seed", True, "seed for the game (a whole number from 0 to 2**63-1)"),
    ("--players", True, "comma-separated player names, e.g. Ana,Ben"),
    ("--fresh", False, "do not resume the saved game"),
    ("--kiosk", False, "locked fullscreen mode for public machines"),
    ("--set-kiosk-pin", False, "ask for a staff PIN and print the pin_hash line for kiosk.ini"),
    ("--smoke-test", False, "open the window offscreen, play a full seeded Dice Dash game, print the total, exit"),
    ("--screenshots", True, "draw every game into DIR (PNGs and clipping.json) and exit; "
                            "--screenshots DIR --help lists its options"),
)
"""The window's options, each (name, takes a value, help), read by both ``parse`` and ``parser``."""
FILE_HELP = "a .dicebox game file to watch again (added to the history if finished)"


def parse(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    """The command line and what it left for another reader (``--screenshots``' own options).

    A line made only of the options above is read here (the last of a repeated one counts, as in
    argparse); anything else (``--help``, an unknown option, a value missing) goes to
    ``parser()``, which answers it with argparse's usual messages. Building that parser looks up
    gettext's catalogues and the locale for every help string: 2-3 ms of every start, for a line
    that is nearly always ``--game X``, a file, or nothing."""
    values: dict[str, object] = {"file": None}
    values.update({name[2:].replace("-", "_"): None if takes else False for name, takes, _ in OPTIONS})
    takes_value = {name: takes for name, takes, _ in OPTIONS}
    items = iter(argv)
    for item in items:
        name, eq, inline = item.partition("=")
        if name in takes_value and (takes_value[name] or not eq):
            value = (inline if eq else next(items, None)) if takes_value[name] else True
            if value is None or (not eq and isinstance(value, str) and value.startswith("-")):
                break
            values[name[2:].replace("-", "_")] = value
        elif not item.startswith("-") and values["file"] is None:
            values["file"] = item  # a .dicebox file the file manager opens with Dicebox
        else:
            break
    else:
        return argparse.Namespace(**values), []
    # With --screenshots, --help is its reader's: the window's parser leaves it over.
    return parser(helps="--screenshots" not in argv).parse_known_args(argv)


class _Formatter(argparse.HelpFormatter):
    """argparse makes a formatter for every ``add_argument`` only to check it, and the stock one
    imports shutil for the terminal's width (4 ms); ``os`` answers the same."""

    def __init__(self, prog: str) -> None:
        try:
            columns = int(os.environ.get("COLUMNS", "")) or os.get_terminal_size().columns  # standard output's
        except (AttributeError, ValueError, OSError):
            columns = 80
        super().__init__(prog, width=max(columns - 2, 40))


def parser(helps: bool = True) -> argparse.ArgumentParser:
    """The window's command line for argparse: ``--help`` (unless ``helps`` is False), and every
    line ``parse`` does not read itself (the records' commands and ``--screenshots`` have their own)."""
    made = argparse.ArgumentParser(prog="dicebox", description="Dicebox: dice games, offline.",
                                   formatter_class=_Formatter, add_help=helps)
    made.add_argument("file", nargs="?", help=FILE_HELP)
    for name, takes, text in OPTIONS:
        words = text.format(games=", ".join(engine.GAME_IDS))
        if takes:
            made.add_argument(name, help=words, metavar="DIR" if name == "--screenshots" else None)
        else:
            made.add_argument(name, action="store_true", help=words)
    return made
