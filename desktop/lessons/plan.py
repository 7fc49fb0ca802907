"""A lesson as data: one JSON file per game in ``assets/lessons/``, read strictly, then rehearsed.

A lesson is a real game on a fixed seed, so the dice arrive exactly as its texts say: the engine
makes every die from the seed and the number of rolls, and the computers choose from the state
alone. ``rehearse`` plays the lesson on the engine the way the window will (computers included)
and fails on the first step whose move would not be legal, so a lesson whose texts no longer
match its dice is caught by a test, never by a learner.

The texts are in the file, one per language: a lesson is a document, read whole by a translator,
like a help page. The runner's own words (Next, Leave, the step counter) go through ``translate``.
``packaging/lessons.py`` checks a lesson file and prints its steps, for the lesson's author.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import engine

if TYPE_CHECKING:
    from engine.actions import Action
    from engine.api import State

FORMAT = 1
LANGUAGES = ("en", "de", "fr")
"""Every text is written in each of the window's languages (``desktop.i18n.language.LANGUAGES``)."""
LONGEST = 300
"""Characters a text may have: a callout is a few lines beside a die, not a page."""
MAX_BYTES = 256 * 1024
"""A lesson file's size at most (the shipped ones are 10 to 20 KiB): a larger one is refused, not read."""
MOST_STEPS = 60
"""Steps a lesson may have: about two minutes of play is 12 to 15."""
MOST_POINTS = 8
"""Things one step may ring: a die, a box, Roll... a few; thousands froze the window."""

SCORECARD_POINTS = re.compile(r"dice|die:[0-9]|roll|box:[a-zA-Z]+(:[0-2])?|bonus|perfect|total|card")
TRIPLE_POINTS = re.compile(r"hand|hand-die:(10|[0-9])|private|submit|cards|card:(zero|minimum|more|maximum)"
                           r"|play-card|table|totals|summary")
"""What a callout may point at, per kind of page (the pages' ``spot`` answers exactly these)."""
WAITS = ("your-turn",)


class BadLesson(ValueError):
    """A lesson file that cannot be played: the message names the file, the step and what is wrong.
    ``problem``: why the file could not be read at all, said in the player's language."""

    def __init__(self, message: str, problem: object = None) -> None:
        super().__init__(message)
        self.problem = problem


@dataclass(frozen=True)
class Step:
    text: dict[str, str]
    point: tuple[str, ...] = ()
    expect: engine.Action | None = None
    """The one move this step waits for; None: a step to read, with a Next button."""
    hint: dict[str, str] | None = None
    wait: str | None = None
    """"your-turn": shown once the computers have moved (what they did is what it explains)."""
    dice: tuple[int, ...] | None = None
    """The learner's dice the step's words speak of: the rehearsal fails when the seed no longer
    brings them (every move stays legal on other dice, so only this catches words gone wrong)."""

    def words(self, code: str) -> str:
        return self.text.get(code) or self.text["en"]

    def hint_words(self, code: str) -> str | None:
        return (self.hint.get(code) or self.hint["en"]) if self.hint else None


@dataclass(frozen=True)
class Lesson:
    game: str
    seed: int
    players: int
    computer: str | None
    steps: tuple[Step, ...]

    @property
    def seats(self) -> list[str]:
        """Seat 0 is the learner; the others are computers of the lesson's level."""
        from desktop.base.seats import HUMAN  # lazy: read by the runner only, not by the checker's import

        return [HUMAN] + [self.computer or ""] * (self.players - 1)


def _texts(where: str, value: object, field: str) -> dict[str, str]:
    if not isinstance(value, dict) or set(value) != set(LANGUAGES):
        raise BadLesson(f"{where}: {field} must give exactly the languages {', '.join(LANGUAGES)}")
    for code, text in value.items():
        if not isinstance(text, str) or not text.strip():
            raise BadLesson(f"{where}: {field} in {code!r} is empty or not text")
        if len(text) > LONGEST:
            raise BadLesson(f"{where}: {field} in {code!r} has {len(text)} characters, at most {LONGEST}")
    return dict(value)


def _shown(game: str, name: str) -> bool:
    """Whether ``game``'s page shows ``name``: a die it has, a box of its card (in a column it
    has), a bonus line it draws."""
    if game == "triple-dice":
        return TRIPLE_POINTS.fullmatch(name) is not None
    from engine.rulesets import RULESETS  # engine.api's own table, which it does not export

    if game not in RULESETS or not SCORECARD_POINTS.fullmatch(name):
        return False
    rs = engine.api.ruleset(game)
    what, _, rest = name.partition(":")
    if what == "die":
        return int(rest) < rs.dice_count
    if what == "box":
        category, _, column = rest.partition(":")
        columns = rs.columns
        return category in {c.id for c in rs.categories} and (
            int(column) < columns if column else columns == 1)
    if what in ("bonus", "perfect"):
        from engine.rules import FirstRollBonus, ThresholdBonus

        kind = ThresholdBonus if what == "bonus" else FirstRollBonus
        return any(isinstance(b, kind) for b in rs.bonuses)
    return True


def _step(where: str, game: str, data: object) -> Step:
    if not isinstance(data, dict):
        raise BadLesson(f"{where} is not an object")
    unknown = set(data) - {"text", "point", "expect", "hint", "wait", "dice"}
    if unknown:
        raise BadLesson(f"{where} has unknown fields: {', '.join(sorted(unknown))}")
    point = data.get("point", [])
    point = [point] if isinstance(point, str) else point
    if isinstance(point, list) and len(point) > MOST_POINTS:
        raise BadLesson(f"{where}: point names {len(point)} things, at most {MOST_POINTS}")
    if not isinstance(point, list) or not all(isinstance(p, str) and _shown(game, p) for p in point):
        raise BadLesson(f"{where}: point {data.get('point')!r} names nothing a {game} page shows")
    expect = None
    if "expect" in data:
        try:
            expect = engine.action_from_json(game, data["expect"])
        except engine.EngineError as exc:
            raise BadLesson(f"{where}: expect is not a {game} move ({exc})") from None
    if data.get("wait") not in (None, *WAITS):
        raise BadLesson(f"{where}: wait must be one of {', '.join(WAITS)}")
    dice = data.get("dice")
    if dice is not None and not (isinstance(dice, list) and dice and all(type(d) is int and 1 <= d <= 6 for d in dice)):
        raise BadLesson(f"{where}: dice must list the learner's dice, each 1 to 6")
    hint = _texts(where, data["hint"], "hint") if "hint" in data else None
    if hint and expect is None:
        raise BadLesson(f"{where}: a hint belongs to a step that waits for a move")
    return Step(_texts(where, data.get("text"), "text"), tuple(point), expect, hint, data.get("wait"),
                tuple(dice) if dice else None)


def parse(name: str, data: object) -> Lesson:
    """The lesson in ``data`` (JSON already read), checked field by field; ``name`` is how the
    messages name the file."""
    if not isinstance(data, dict):
        raise BadLesson(f"{name}: a lesson is a JSON object")
    unknown = set(data) - {"format", "game", "seed", "players", "computer", "steps"}
    if unknown:
        raise BadLesson(f"{name} has unknown fields: {', '.join(sorted(unknown))}")
    if type(data.get("format")) is not int or data.get("format") != FORMAT:
        raise BadLesson(f"{name}: format must be {FORMAT}")
    game = data.get("game")
    if game not in engine.game_ids():
        raise BadLesson(f"{name}: game {game!r} is not a game of this Dicebox")
    driver = engine.api.game(game)
    seed, players, computer = data.get("seed"), data.get("players"), data.get("computer")
    if type(seed) is not int or not 0 <= seed < 2**63:
        raise BadLesson(f"{name}: seed must be a whole number from 0 to 2**63 - 1")
    if type(players) is not int or not driver.min_players <= players <= driver.max_players:
        raise BadLesson(f"{name}: players must be {driver.min_players} to {driver.max_players}")
    if (players > 1) != (computer is not None) or (computer is not None and computer not in driver.computer_levels):
        raise BadLesson(f"{name}: computer must name a level ({', '.join(driver.computer_levels)}) exactly "
                        "when there is more than one player")
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise BadLesson(f"{name}: steps must be a non-empty list")
    if len(steps) > MOST_STEPS:
        raise BadLesson(f"{name}: {len(steps)} steps, at most {MOST_STEPS}")
    made = tuple(_step(f"{name} step {i + 1}", game, s) for i, s in enumerate(steps))
    return Lesson(game, seed, players, computer, made)


def read(game: str) -> Lesson:
    """The shipped lesson of ``game``; ``BadLesson`` when it is missing, unreadable or broken,
    whatever the file holds (a pipe, gigabytes, JSON nested a hundred thousand deep, a number of
    five thousand digits)."""
    import assets  # lazy: the lessons are read when one is offered, not at start-up
    from desktop.base.files import Unreadable, read_file  # lazy: as ``assets``

    name = f"assets/lessons/{game}.json"
    node = assets.path("lessons", f"{game}.json")
    try:
        data = read_file(str(node), MAX_BYTES)
    except Unreadable as exc:
        raise BadLesson(str(exc.problem), exc.problem) from None
    try:
        value = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:  # ValueError: JSON's, and over-long numbers
        reason = "nested too deeply" if isinstance(exc, RecursionError) else " ".join(str(exc).split())[:200]
        raise BadLesson(f"{name} is not JSON ({reason})") from None
    return parse(name, value)


def has_lesson(game: str) -> bool:
    import assets  # lazy: as in ``read``

    return assets.path("lessons", f"{game}.json").is_file()


def computer_move(state: State, level: str) -> engine.Action:
    """What the window's computer would play now: the same engine work the session runs."""
    move = engine.api.game(state.game).computer(state, state.current_player, level)(lambda _fraction: None)
    assert isinstance(move, engine.JsonAction)
    return move


def settle(lesson: Lesson, state: State) -> State:
    """``state`` after the computers' moves, up to the learner's turn or the end."""
    while state.phase != "finished" and state.current_player != 0:
        state = engine.apply(state, computer_move(state, lesson.computer or ""))
    return state


def same_move(a: Action, b: Action) -> bool:
    """Laying dice down is the same move in any order."""
    if isinstance(a, engine.Submit) and isinstance(b, engine.Submit):
        return sorted(a.dice) == sorted(b.dice)
    return a == b


def learners_dice(state: State) -> tuple[int, ...]:
    """Seat 0's dice: Triple Dice deals every seat its own eleven."""
    dice: tuple[int | tuple[int, ...], ...] = getattr(state, "dice", ())  # every game with dice has them
    first = dice[0] if dice else ()
    return first if isinstance(first, tuple) else cast("tuple[int, ...]", dice)


def rehearse(lesson: Lesson, players: list[str] | None = None) -> list[State]:
    """The state before each step, playing the lesson's moves and the computers' on the engine;
    ``BadLesson`` names the first step whose move is not legal then."""
    state = engine.new_game(lesson.game, lesson.seed, players or [f"P{i + 1}" for i in range(lesson.players)])
    before = []
    for number, step in enumerate(lesson.steps, 1):
        if step.expect is not None or step.wait:
            state = settle(lesson, state)
        before.append(state)
        if step.dice is not None and tuple(learners_dice(state)) != step.dice:
            raise BadLesson(f"{lesson.game} step {number}: the dice are {list(learners_dice(state))}, its words "
                            f"speak of {list(step.dice)}")
        if step.expect is None:
            continue
        if state.phase == "finished" or state.current_player != 0:
            raise BadLesson(f"{lesson.game} step {number}: it is not the learner's move there")
        legal = [a for a in engine.legal_actions(state) if same_move(a, step.expect)]
        if not legal:
            raise BadLesson(f"{lesson.game} step {number}: {step.expect} is not legal there")
        state = engine.apply(state, legal[0])
    return before
