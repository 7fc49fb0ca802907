"""The Learn to Play lesson as a screen-reader user meets it: heard over AT-SPI, played by keys alone.

Run by the SYSTEM python3 (Debian's python3-pyatspi) on the buses tests/outside/atspi/harness.py started,
BEFORE the app (the first-start offer is spoken once, right at start): it listens, touches
``--ready``, and only then does the pytest side start the app with a fresh profile.

    /usr/bin/python3 tests/outside/atspi/lesson_client.py lesson --oracle-python .venv/bin/python \\
        --database DATA/records.sqlite3 --out report.json --ready FILE

What it checks, in order (each a named entry of the report's ``checks``: "" passed, else why not;
a check never reached is missing): the offer is announced; Tab reaches its Learn to Play and Enter
starts the lesson; each step is heard: announced as "Learn to Play · step N of M. <text>", or,
for a step to read that the focus enters (its Next takes the focus, and Orca reads the bubble's
name and its text label on the way in, so an announcement would say it twice), by that focus;
the bubble carries the counter as its name and shows the text as a label; a reading step's Next
has the focus, so Enter goes on; a wrong key on an action step is refused with the step's hint, spoken,
and makes no move; the right key makes the move and the next step is announced.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(HERE))

from listen import Listener, announced, heard  # noqa: E402
from scan import Client  # noqa: E402
from tree import ClientError, pump, wait_for  # noqa: E402

GAME = "dice-dash"
GAME_NAME = "Dice Dash"
COUNTER = "Learn to Play \u00b7 step {n} of {total}"
MAX_TABS = 60
WRONG_KEY = "r"
"""Roll, on a step that wants a die held: a legal move in the game, so only the lesson refuses it."""


class Failed(AssertionError):
    """A check that did not pass: its message is the report's."""


class Lesson:
    def __init__(self, listener: Listener, out: dict[str, Any]) -> None:
        self.listener = listener
        self.out = out
        self.checks: dict[str, str] = out["checks"]
        self.client: Client | None = None
        data = json.loads((ROOT / "assets/lessons" / f"{GAME}.json").read_text(encoding="utf-8"))
        self.seed: int = data["seed"]
        self.steps: list[dict[str, Any]] = data["steps"]

    # ----- ears
    def mark(self) -> int:
        return len(self.listener.all)

    def said(self, mark: int) -> list[str]:
        return [words for e in self.listener.all[mark:] if (words := announced(e)) is not None]

    def hear(self, mark: int, what: str, match: Any, timeout: float = 10.0) -> str:
        """The first announcement since ``mark`` that ``match`` accepts; Failed, with all that was
        heard meanwhile, if none comes within ``timeout``."""
        try:
            return wait_for(what, lambda: next((t for t in self.said(mark) if match(t)), None), timeout)
        except ClientError:
            heard_lines = heard(self.listener.all[mark:]) or ["(nothing)"]
            raise Failed(f"{what}: not heard within {timeout:.0f} s. Heard instead:\n  "
                         + "\n  ".join(heard_lines)) from None
        finally:
            pump(0.2)

    def focused(self, mark: int) -> tuple[str, str] | None:
        """(role, name) where the focus landed last since ``mark``."""
        found = None
        for e in self.listener.all[mark:]:
            if e.type == "object:state-changed:focused" and e.detail:
                found = (e.role, e.name)
        return found

    # ----- the checks
    @contextlib.contextmanager
    def checking(self, name: str, fatal: bool = True) -> Iterator[None]:
        """One named check: passed ("") when the block ends, else its message. A ``fatal`` one
        stops the run (what follows depends on it); what is only heard or read goes on, so one
        silent step does not hide what the next ones do."""
        try:
            yield
        except (Failed, ClientError) as failed:
            self.checks[name] = str(failed)
            if fatal:
                raise Failed(str(failed)) from None
            return
        self.checks[name] = ""

    def patience(self) -> float:
        """Seconds to wait for an announcement: less once one never came (each later miss would
        otherwise cost the whole wait)."""
        missed = any(why for name, why in self.checks.items() if name.endswith("announced"))
        return 3.0 if missed else 10.0

    def bubble(self, name: str, text: str | None) -> None:
        """The bubble is in the tree, showing, named ``name`` (with a label showing ``text``)."""
        assert self.client is not None

        def find() -> Any:
            return next((n for n in self.client.nodes(False) if n.name == name and n.role != "label"), None)  # type: ignore[union-attr]

        try:
            node = wait_for(f"a showing node named {name!r}", find, 5)
        except ClientError:
            names = sorted({f"{n.role} {n.name!r}" for n in self.client.nodes(False)
                            if "step" in n.name or "New to" in n.name})
            raise Failed(f"no showing node but a label is named {name!r} in the accessibility tree "
                         f"(the bubble's name is its counter; what mentions a step or an offer: {names})") from None
        if text is not None and not any(n.role == "label" and n.name == text for n in self.client.nodes(False)):
            raise Failed(f"the bubble {node.role} {name!r} shows no label with the step's text {text!r}")
        self.out["bubble_role"] = node.role

    def key(self, name: str) -> None:
        assert self.client is not None
        self.client.key(name, 0.2)

    def steps_made(self) -> int:
        assert self.client is not None
        return int(self.client.ask()["steps"])

    def run(self, client_args: argparse.Namespace) -> None:
        offer = f"New to {GAME_NAME}?"
        with self.checking("offer announced", fatal=False):
            self.hear(0, f"the first-start offer {offer!r}", lambda t: t.startswith(offer), 60)
        self.client = Client(client_args.oracle_python, str(HERE / "oracle.py"), client_args.database)
        with self.checking("offer bubble in the tree", fatal=False):
            self.bubble(offer, None)
        with self.checking("offer accepted by keyboard"):
            mark = self.accept()
        with self.checking("lesson game started"):
            self.lesson_game()
        total = len(self.steps)
        next_focused = False  # Next had the focus before this step: Enter on it led here
        for index, step in enumerate(self.steps):
            number = index + 1
            counter = COUNTER.format(n=number, total=total)
            said = f"{counter}. {step['text']['en']}"
            with self.checking(f"step {number} announced", fatal=False):
                if step.get("expect") is None and not next_focused:
                    self.next_focused()  # heard on the way in: the bubble's name, its text label, Next
                else:  # whole, or after the move that led to it: words said together are one notice
                    self.hear(mark, f"step {number} announced as {said!r}",
                              lambda t, said=said: t == said or t.endswith(" " + said), self.patience())
            next_focused = step.get("expect") is None
            with self.checking(f"step {number} bubble in the tree", fatal=False):
                self.bubble(counter, step["text"]["en"])
            expect = step.get("expect")
            if expect is None:
                with self.checking(f"step {number} Next has the focus"):
                    self.next_focused()
                mark = self.mark()
                self.key("Return")
                continue
            if expect["type"] not in ("toggleHold", "roll"):
                self.out["stopped_before"] = f"step {number} ({expect['type']})"
                return
            if expect["type"] == "toggleHold" and "wrong key refused with the hint" not in self.checks:
                with self.checking("wrong key refused with the hint", fatal=False):
                    self.wrong_key(step)
            right = str(expect["dieIndex"] + 1) if expect["type"] == "toggleHold" else "r"
            before = self.steps_made()
            mark = self.mark()
            self.key(right)
            with self.checking(f"step {number} key {right!r} made the move"):
                wait_for(f"key {right!r} to make step {number}'s move",
                         lambda before=before: self.steps_made() > before, 10)

    def accept(self) -> int:
        """Tab until the offer's Learn to Play has the focus (counted), then Enter."""
        path: list[str] = []
        for tabs in range(1, MAX_TABS + 1):
            mark = self.mark()
            self.key("Tab")
            where = self.focused(mark)
            if where is not None:
                path.append(f"{where[0]} \u201c{where[1]}\u201d")
            if where == ("push button", "Learn to Play"):
                self.out["tabs_to_learn"] = tabs
                mark = self.mark()
                self.key("Return")
                return mark
        raise Failed(f"{MAX_TABS} Tabs never reached the offer's Learn to Play button; the focus went: "
                     + ", ".join(path[:MAX_TABS]))

    def lesson_game(self) -> None:
        assert self.client is not None
        try:
            wait_for(f"the lesson's game (seed {self.seed})", lambda: self.client.ask().get("seed") == self.seed, 10)  # type: ignore[union-attr]
        except ClientError as exc:
            raise Failed(f"{exc}: the game in the journal is {self.client.ask()}") from None

    def next_focused(self) -> None:
        assert self.client is not None

        def next_button() -> Any:
            return next((n for n in self.client.nodes(False)  # type: ignore[union-attr]
                         if n.role == "push button" and n.name.startswith("Next") and "focused" in n.states), None)

        try:
            wait_for("the bubble's Next button to have the focus", next_button, 5)
        except ClientError:
            focused = [f"{n.role} {n.name!r}" for n in self.client.nodes(False) if "focused" in n.states]
            raise Failed(f"a step to read, but its Next button has not the keyboard focus (focused: {focused}), "
                         "so Enter does not go on") from None

    def wrong_key(self, step: dict[str, Any]) -> None:
        hint = step["hint"]["en"].rstrip(".")
        before = self.steps_made()
        mark = self.mark()
        self.key(WRONG_KEY)
        try:
            self.hear(mark, f"key {WRONG_KEY!r} refused with the step's hint {hint!r}", lambda t: hint in t)
        finally:
            pump(0.5)
            if self.steps_made() != before:
                raise Failed(f"the wrong key {WRONG_KEY!r} made a move: the lesson let it through")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("scenario", choices=["lesson"])
    parser.add_argument("--oracle-python", required=True)
    parser.add_argument("--database", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--ready", required=True, help="touched once the client listens: start the app then")
    args = parser.parse_args()
    listener = Listener()
    pump(1.0)  # the registry tells the (future) app what is listened to
    Path(args.ready).touch()
    out: dict[str, Any] = {"checks": {}, "error": ""}
    lesson = Lesson(listener, out)
    code = 0
    try:
        lesson.run(args)
    except Failed:
        code = 0
    except Exception:
        out["error"] = traceback.format_exc(limit=6)
        code = 3
    finally:
        pump(0.5)
        out["heard"] = heard(listener.all)
        Path(args.out).write_text(json.dumps(out, indent=1, ensure_ascii=False), encoding="utf-8")
        listener.close()
        if lesson.client is not None:
            lesson.client.close()
    return code


if __name__ == "__main__":
    sys.exit(main())
