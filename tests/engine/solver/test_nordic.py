"""The Scandinavian scorecard as ruleset data: its boxes score as its rules say, and the exact
solver, which reads nothing but the ruleset, finds the published optimum from an empty card."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.classic_rules import ExactFaces, FullHouseSum, SameFaces
from engine.rules import TwoPairs
from engine.rulesets.nordic import NORDIC

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize(("rule", "dice", "points"), [
    (SameFaces(2), (6, 6, 5, 5, 1), 12),  # the highest pair only
    (SameFaces(2), (3, 3, 3, 3, 3), 6),
    (SameFaces(2), (1, 2, 3, 4, 6), 0),
    (TwoPairs(), (6, 6, 5, 5, 1), 22),
    (TwoPairs(), (4, 4, 4, 4, 2), 0),  # four alike are not two pairs
    (TwoPairs(), (2, 2, 2, 5, 5), 14),
    (SameFaces(3), (5, 5, 5, 2, 1), 15),  # only the three equal dice count
    (SameFaces(3), (6, 6, 6, 6, 6), 18),
    (SameFaces(4), (2, 2, 2, 2, 6), 8),
    (SameFaces(4), (2, 2, 2, 6, 6), 0),
    (ExactFaces((1, 2, 3, 4, 5)), (5, 3, 1, 4, 2), 15),
    (ExactFaces((1, 2, 3, 4, 5)), (2, 3, 4, 5, 6), 0),
    (ExactFaces((2, 3, 4, 5, 6)), (6, 5, 4, 3, 2), 20),
    (ExactFaces((2, 3, 4, 5, 6)), (1, 2, 3, 4, 5), 0),
    (FullHouseSum(), (3, 3, 3, 6, 6), 21),
    (FullHouseSum(), (4, 4, 4, 4, 4), 0),  # five alike are not a full house
])
def test_each_new_box_scores_its_own_dice(rule: object, dice: tuple[int, ...], points: int) -> None:
    assert rule(dice) == points  # type: ignore[operator]


def test_the_card_has_fifteen_boxes_and_a_fifty_point_bonus() -> None:
    assert len(NORDIC.categories) == 15
    (bonus,) = NORDIC.bonuses
    assert (bonus.threshold, bonus.points) == (63, 50)  # type: ignore[union-attr]
    assert NORDIC.category("fiveOfAKind").score((2, 2, 2, 2, 2)) == 50


@pytest.mark.slow
def test_the_solver_finds_the_published_optimum(tmp_path: Path) -> None:
    """248.4399894 is the published exact optimum of these rules; the command line prints it."""
    env = {"DICEBOX_SOLVER_CACHE": str(tmp_path), "PATH": "/usr/bin:/bin"}
    proc = subprocess.run([sys.executable, "-m", "engine", "solve", "--game", "nordic", "--no-cache"],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert '"expected":248.439989' in proc.stdout, proc.stdout
