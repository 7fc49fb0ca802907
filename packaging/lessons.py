"""The lesson authors' check: read a Learn to Play file strictly, play it on the engine (the
computers choosing as the window's do) and print every step with the state it meets.

    python packaging/lessons.py                                  # every shipped lesson
    python packaging/lessons.py assets/lessons/triple-dice.json  # one file, while writing it

An author's tool, so it lives beside the packaging (like translations.py), and may register the
games as the launcher does, which the lessons' own package, below the launcher, may not.
"""

from __future__ import annotations

import json
import sys

import desktop.shipped_games  # noqa: F401  # the games' computers, as the launcher registers them
import engine
from desktop.lessons.plan import parse, rehearse


def main(argv: list[str]) -> int:
    for path in argv or ["assets/lessons/" + g + ".json" for g in engine.GAME_IDS]:
        try:
            with open(path, encoding="utf-8") as file:
                lesson = parse(path, json.load(file))
            states = rehearse(lesson)
        except (OSError, ValueError) as exc:
            print(f"{path}: {exc}")
            return 1
        print(f"{path}: {lesson.game}, seed {lesson.seed}, {len(lesson.steps)} steps, plays through")
        for number, (step, state) in enumerate(zip(lesson.steps, states, strict=True), 1):
            where = f"round {state.round} turn {getattr(state, 'turn', '-')} {state.phase}"
            dice = state.dice[0] if lesson.game == "triple-dice" else state.dice
            print(f"  {number:2}. {where}, dice {dice}; expect {step.expect}; point {', '.join(step.point)}")
            print(f"      {step.text['en']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
