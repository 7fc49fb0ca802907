"""Start the real app for the Orca test, optionally with one planted fault, to show the test
catches it (production code has no such hook: the fault is monkeypatched in here, before
``main()``):

    .venv/bin/python tests/outside/orca/faults.py [--fault NAME[,NAME...]] -- APP ARGS...

Faults that touch different keys can be planted together (one Orca session catches them all):

- drop-roll: the roll's announcement is dropped (Orca 43's channel);
- drop-undo: undo's and redo's words are dropped;
- silent-keys: Triple Dice's digit keys choose a card or pick a die without a word;
- drop-step: a lesson step after the first is not said;
- rules-unfocused: Help > Rules opens with focus on its tab bar, so the arrows read nothing;
- no-focus: focus left nowhere at start is not settled on a named control;
- step-twice: a lesson step is announced as well when focus enters its panel (said twice);
- card-said: "A card came true!" is spoken again, before the move and naming nobody.

More faults live beside this file in ``faults_*.py`` modules, each with a ``FAULTS`` dict of
name -> a function that plants it (one module per part of the window, so each part's scenarios and
faults stay together).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

FAULTS = ("drop-roll", "drop-undo", "silent-keys", "drop-step", "rules-unfocused", "no-focus", "step-twice",
          "card-said")
DROPPED = {"drop-roll": ("Roll ",), "drop-undo": ("Undone:", "Redone:"), "drop-step": ("Learn to Play \u00b7 step 2 ",)}


def _more() -> dict[str, Callable[[], None]]:
    """The faults of the ``faults_*.py`` modules beside this one."""
    found: dict[str, Callable[[], None]] = {}
    here = Path(__file__).resolve().parent
    sys.path.insert(0, str(here))
    for module in sorted(here.glob("faults_*.py")):
        found.update(importlib.import_module(module.stem).FAULTS)
    return found


def plant(fault: str) -> None:
    from desktop.widgets import accessibility

    if fault in DROPPED:
        say = accessibility.LiveRegion.say

        def dropping(self: Any, text: str) -> None:
            if not text.startswith(DROPPED[fault]):
                say(self, text)

        accessibility.LiveRegion.say = dropping  # type: ignore[method-assign]
    elif fault == "silent-keys":
        from desktop.triple import intents

        intents.card_chosen = lambda card: ""  # type: ignore[assignment]
        intents.die_picked = lambda index, value, picked: ""  # type: ignore[assignment]
    elif fault == "rules-unfocused":
        from PySide6.QtWidgets import QDialog

        from desktop.window import help as help_module

        help_module.RulesDialog.showEvent = QDialog.showEvent  # type: ignore[method-assign]
    elif fault == "no-focus":
        from desktop.window import focus

        focus.settle_focus = lambda window: None
    elif fault == "step-twice":
        from desktop.lessons.runner import LessonRunner
        from desktop.widgets.accessibility import announce

        moved = LessonRunner._focus

        def said_too(self: Any) -> None:
            moved(self)
            bubble = self.callout.bubble
            announce(bubble, f"{bubble.accessibleName()}. {bubble.accessibleDescription()}")

        LessonRunner._focus = said_too  # type: ignore[method-assign]
    elif fault == "card-said":
        from desktop.window import celebrate

        celebrate.SPOKEN = frozenset({*celebrate.SPOKEN, "card"})


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--fault", default="")
    parser.add_argument("app_args", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    app_args = args.app_args[1:] if args.app_args[:1] == ["--"] else args.app_args
    more = _more()
    for fault in filter(None, args.fault.split(",")):
        if fault in more:
            more[fault]()
        elif fault in FAULTS:
            plant(fault)
        else:
            parser.error(f"no fault {fault!r}: one of {', '.join([*FAULTS, *more])}")
    from desktop import app as app_module

    return app_module.main(app_args)


if __name__ == "__main__":
    sys.exit(main())
