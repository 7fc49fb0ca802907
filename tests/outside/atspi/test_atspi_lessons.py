"""Outside in: Learn to Play as a screen-reader user meets it, with a real AT-SPI client (Debian's
python3-pyatspi, run by the system python3) and the real app on a private Xvfb and buses, driven
by keyboard alone (key events synthesised through AT-SPI, as tests/outside/atspi/test_atspi_outside.py).

A fresh profile starts Dicebox for the first time: Dice Dash is on the table and offers its lesson,
once. The client (tests/outside/atspi/lesson_client.py) listens before the app starts, so it hears that
offer; it Tabs to Learn to Play and presses Enter; then it hears each step as "Learn to Play · step
N of M. <text>" (a step to read that focus enters: by that focus), finds the bubble in the tree
named by its counter and showing its text,
goes on from a step to read with Enter on the focused Next, presses a wrong key on the first
action step and hears that step's hint (no move is made), and presses the right keys (1, 4, 5,
R...) until the first step it has no key for, hearing each next step.

Run alone: ``QT_QPA_PLATFORM=offscreen .venv/bin/pytest -q -rA tests/outside/atspi/test_atspi_lessons.py``
(about half a minute). Skipped, with the reason, only where AT-SPI cannot start (``harness.missing``).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import harness

ATSPI = harness.HERE
ROOT = harness.ROOT
LESSON = json.loads((ROOT / "assets/lessons/dice-dash.json").read_text(encoding="utf-8"))
FIRST_ACTION = next(i for i, step in enumerate(LESSON["steps"]) if step.get("expect")) + 1
"""The first step that waits for a move (2: hold the first die), 1-based like the counter."""

pytestmark = [pytest.mark.slow]
_SKIP = harness.missing()
if _SKIP:
    pytestmark.append(pytest.mark.skip(reason=f"AT-SPI cannot start here: {_SKIP}"))


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """One first start, one client: the client starts listening before the app exists (the offer
    is said once, as soon as the game is on screen), then the app starts with a fresh profile."""
    tmp = tmp_path_factory.mktemp("atspi-lessons")
    ready = tmp / "client-listens"
    session = harness.Session(tmp, [])
    try:
        session.start_buses()
        client = session.start_client("lesson", ["--ready", str(ready)], script=ATSPI / "lesson_client.py")
        deadline = time.monotonic() + 30
        while not ready.exists():
            if client.poll() is not None or time.monotonic() > deadline:
                return session.client_report(client, "lesson", 1)
            time.sleep(0.1)
        session.start_app()
        return session.client_report(client, "lesson", 150)
    finally:
        session.stop()


def _said(report: dict[str, Any]) -> str:
    checks = "\n".join(f"  {name}: {'ok' if not why else 'FAILED'}" for name, why in report.get("checks", {}).items())
    return (f"\nchecks:\n{checks}\nwhat the screen-reader user heard:\n  " + "\n  ".join(report.get("heard", []))
            + f"\nexit {report.get('exit')} {report.get('error', '')}\nclient log: {report.get('client_log', '')}"
            + f"\napp log: {report.get('app_log', '')[-1500:]}")


def _passed(report: dict[str, Any], name: str) -> None:
    """The named check passed; if it was never reached, the first failure on the way says why."""
    checks: dict[str, str] = report.get("checks", {})
    if name not in checks:
        before = next((f"{n}: {why}" for n, why in checks.items() if why), report.get("error") or "no failure noted")
        pytest.fail(f"the client never got to check {name!r}; it stopped at {before}" + _said(report))
    if checks[name]:
        pytest.fail(f"{name}: {checks[name]}" + _said(report))


def test_the_client_got_through(report: dict[str, Any]) -> None:
    assert report.get("exit") == 0 and not report.get("error"), _said(report)


def test_the_first_start_offer_is_announced_and_accepted_by_keyboard(report: dict[str, Any]) -> None:
    _passed(report, "offer announced")
    _passed(report, "offer bubble in the tree")
    _passed(report, "offer accepted by keyboard")
    _passed(report, "lesson game started")


def test_each_step_is_announced_with_its_counter_and_text(report: dict[str, Any]) -> None:
    for number in range(1, FIRST_ACTION + 2):
        _passed(report, f"step {number} announced")


def test_the_bubble_is_named_by_its_counter_and_shows_its_text(report: dict[str, Any]) -> None:
    for number in range(1, FIRST_ACTION + 2):
        _passed(report, f"step {number} bubble in the tree")


def test_a_step_to_read_goes_on_with_enter_on_its_focused_next(report: dict[str, Any]) -> None:
    _passed(report, "step 1 Next has the focus")


def test_a_wrong_key_is_refused_with_the_steps_hint(report: dict[str, Any]) -> None:
    _passed(report, "wrong key refused with the hint")


def test_the_right_key_moves_on_to_the_next_step(report: dict[str, Any]) -> None:
    _passed(report, f"step {FIRST_ACTION} key '1' made the move")
    _passed(report, f"step {FIRST_ACTION + 1} announced")


def test_what_a_screen_reader_user_hears(report: dict[str, Any], tmp_path_factory: pytest.TempPathFactory) -> None:
    """The log for a reader of the test output (``-s`` or ``-rA``): the offer and the lesson as heard."""
    text = "\n".join(report.get("heard", []))
    out = tmp_path_factory.getbasetemp() / "lesson-heard.txt"
    out.write_text(text, encoding="utf-8")
    print(f"\nLearn to Play, as a screen-reader user hears it (also in {out}); Tabs to Learn to Play: "
          f"{report.get('tabs_to_learn')}; stopped before {report.get('stopped_before')}:\n{text}")
    assert any(line.startswith("announced:") for line in report.get("heard", [])), "nothing was announced"
