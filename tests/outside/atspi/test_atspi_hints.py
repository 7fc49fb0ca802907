"""Outside in: the Hint panel's chance to win as a screen-reader user reads it, with a real AT-SPI
client (Debian's python3-pyatspi, run by the system python3; tests/outside/atspi/hints_client.py)
and the real app on a private Xvfb and buses (tests/outside/atspi/harness.py).

A Match! game of two people (Ana and Ben): F2 opens the Hint panel; each row's first cell is one
sentence with the chance to win ("Best: Keep 3 3 3, roll 2: expected 259.94, chance to win 63%"),
the third column is "Win", and the note says the chances are estimated. A Match! game of one:
the same key, the same rows, and not a word of winning. The faults of
tests/outside/orca/faults_hints.py (planted by tests/outside/orca/faults.py, which starts the app
then) show the checks catch each: rows read without their chance, the note hidden, a one-player
row speaking of a chance.

Run alone: ``QT_QPA_PLATFORM=offscreen .venv/bin/pytest -q -rA -n 0 tests/outside/atspi/test_atspi_hints.py``
(some 25 s). Skipped, with the reason, only where AT-SPI cannot start (``harness.missing``).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import harness

FAULTS = harness.ROOT / "tests/outside/orca/faults.py"
GAME = ["--game", "match", "--seed", "42", "--fresh"]
SCENARIOS: dict[str, tuple[str, list[str], str]] = {
    # name: (the client's scenario, the app's arguments, faults planted)
    "two-players": ("two-players", [*GAME, "--players", "Ana,Ben"], ""),
    "one-player": ("one-player", GAME, ""),
    "two-players-faults": ("two-players", [*GAME, "--players", "Ana,Ben"], "hints-unspoken,hints-no-note"),
    "one-player-fault": ("one-player", GAME, "hints-solo-chance"),
}

pytestmark = [pytest.mark.slow]
_SKIP = harness.missing()
if _SKIP:
    pytestmark.append(pytest.mark.skip(reason=f"AT-SPI cannot start here: {_SKIP}"))


@dataclass
class _Planted(harness.Session):
    """A session whose app starts through tests/outside/orca/faults.py, with ``faults`` planted."""

    faults: str = ""

    def start_app(self) -> None:
        self._start("app", [str(harness.ROOT / ".venv/bin/python"), str(FAULTS), "--fault", self.faults, "--",
                            *self.app_args], cwd=str(harness.ROOT))


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    return _Reports(tmp_path_factory.mktemp("atspi-hints"))


class _Reports(dict):  # type: ignore[type-arg]
    """Each scenario's report, made once (an app and a client) when a test first needs it."""

    def __init__(self, tmp: Path) -> None:
        super().__init__()
        self.tmp = tmp

    def __missing__(self, name: str) -> dict[str, Any]:
        scenario, app, faults = SCENARIOS[name]
        tmp = self.tmp / name
        tmp.mkdir(parents=True)
        with _Planted(tmp, app, faults=faults) as session:
            report = session.client_report(session.start_client(scenario, script=harness.HERE / "hints_client.py"),
                                           scenario, 60)
        self[name] = report
        return report


def _read(report: dict[str, Any]) -> str:
    checks = "\n".join(f"  {name}: {why or 'ok'}" for name, why in report.get("checks", {}).items())
    return (f"\nchecks:\n{checks}\nheaders: {report.get('headers')}\nnotes: {report.get('notes')}\nrows read:\n  "
            + "\n  ".join(" | ".join(row) for row in report.get("rows", []))
            + f"\nexit {report.get('exit')} {report.get('error', '')}\nclient log: {report.get('client_log', '')}"
            + f"\napp log: {report.get('app_log', '')[-1500:]}")


def _failed(report: dict[str, Any], name: str) -> str:
    """Why the named check failed ("" if it passed); a check never reached fails with the first failure before it."""
    checks: dict[str, str] = report.get("checks", {})
    if name not in checks:
        before = next((f"{n}: {why}" for n, why in checks.items() if why), report.get("error") or "no failure noted")
        return f"the client never got to check {name!r}; it stopped at {before}"
    return checks[name]


def _passed(report: dict[str, Any], *names: str) -> None:
    assert report.get("exit") == 0 and not report.get("error"), _read(report)
    for name in names:
        why = _failed(report, name)
        assert not why, f"{name}: {why}" + _read(report)


TWO = ("each row says its chance to win", "the first row is the best", "the Win column says the chance",
       "the note says the chances are estimated")
ONE = ("no row speaks of a chance to win", "the rows still say their option and expected points",
       "no Win column and no note on the chance")


def test_f2_opens_the_hint_panel_and_it_fills(reports: dict[str, dict[str, Any]]) -> None:
    for name in ("two-players", "one-player"):
        _passed(reports[name], "F2 opens the Hint panel", "the Hint panel fills")


def test_with_two_players_each_row_reads_its_chance_to_win(reports: dict[str, dict[str, Any]]) -> None:
    report = reports["two-players"]
    _passed(report, *TWO)
    print(f"\nThe Hint panel of a two-player Match! game, read over AT-SPI:{_read(report)}")


def test_with_one_player_nothing_speaks_of_winning(reports: dict[str, dict[str, Any]]) -> None:
    report = reports["one-player"]
    _passed(report, *ONE)
    print(f"\nThe Hint panel of a one-player Match! game, read over AT-SPI:{_read(report)}")


@pytest.mark.parametrize(("name", "caught"), [
    ("two-players-faults", ("each row says its chance to win", "the Win column says the chance",
                            "the note says the chances are estimated")),
    ("one-player-fault", ("no row speaks of a chance to win",)),
])
def test_a_planted_fault_is_caught(reports: dict[str, dict[str, Any]], name: str, caught: tuple[str, ...]) -> None:
    report = reports[name]
    assert report.get("exit") == 0 and not report.get("error"), _read(report)
    missed = [check for check in caught if not _failed(report, check)]
    assert not missed, f"{SCENARIOS[name][2]} went unnoticed by {missed}" + _read(report)
