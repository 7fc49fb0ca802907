"""Games, categories, bonuses and score rules as players of the current language know them.

The engine names them in English (its rulesets are data); the window shows these instead, looked
up by id, so German players see "Dreierpasch" and French players "Brelan". A game's own name is
its descriptor's (``desktop/gameinfo.py``); a ruleset registered at run time keeps the engine's
English names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop import gameinfo
from engine.ids import GAME_IDS

from .tr import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from fractions import Fraction

    from engine.rules import Bonus, ScoreRule

CATEGORIES = {
    "ones": QT_TRANSLATE_NOOP("Names", "Ones"),
    "twos": QT_TRANSLATE_NOOP("Names", "Twos"),
    "threes": QT_TRANSLATE_NOOP("Names", "Threes"),
    "fours": QT_TRANSLATE_NOOP("Names", "Fours"),
    "fives": QT_TRANSLATE_NOOP("Names", "Fives"),
    "sixes": QT_TRANSLATE_NOOP("Names", "Sixes"),
    "threeOfAKind": QT_TRANSLATE_NOOP("Names", "Three of a Kind"),
    "fourOfAKind": QT_TRANSLATE_NOOP("Names", "Four of a Kind"),
    "fullHouse": QT_TRANSLATE_NOOP("Names", "Full House"),
    "straight": QT_TRANSLATE_NOOP("Names", "Straight"),
    "smallStraight": QT_TRANSLATE_NOOP("Names", "Small Straight"),
    "largeStraight": QT_TRANSLATE_NOOP("Names", "Large Straight"),
    "fiveOfAKind": QT_TRANSLATE_NOOP("Names", "Five of a Kind"),
    "chance": QT_TRANSLATE_NOOP("Names", "Chance"),
    "threeMatch": QT_TRANSLATE_NOOP("Names", "Three Match"),
    "fourMatch": QT_TRANSLATE_NOOP("Names", "Four Match"),
    "tripleAndPair": QT_TRANSLATE_NOOP("Names", "Triple and Pair"),
    "onePair": QT_TRANSLATE_NOOP("Names", "One Pair"),
    "twoPairs": QT_TRANSLATE_NOOP("Names", "Two Pairs"),
    "runOfFour": QT_TRANSLATE_NOOP("Names", "Run of Four"),
    "runOfFive": QT_TRANSLATE_NOOP("Names", "Run of Five"),
    "anything": QT_TRANSLATE_NOOP("Names", "Anything"),
}
"""By category id; ``allMatch`` differs between games, so it is looked up with the game."""

ALL_MATCH = {
    "dice-dash": QT_TRANSLATE_NOOP("Names", "All Match"),
    "match": QT_TRANSLATE_NOOP("Names", "All Match!"),
}

BONUSES = {
    "numberBonus": QT_TRANSLATE_NOOP("Names", "Number Bonus"),
    "perfectRound": QT_TRANSLATE_NOOP("Names", "Perfect Round"),
    "upperBonus": QT_TRANSLATE_NOOP("Names", "Bonus"),
    "fiveOfAKindBonus": QT_TRANSLATE_NOOP("Names", "Five of a Kind Bonus"),
}


def _builtin(game_id: str) -> bool:
    return game_id in GAME_IDS


def game_name(game_id: str) -> str:
    """The name its descriptor gives (``desktop/gameinfo.py``), else the engine's English one."""
    info = gameinfo.find(game_id)
    if info is not None and info.name:
        return translate("Names", info.name)
    import engine  # lazy: the command line's records read names without the engine's rules

    try:
        return str(engine.api.game(game_id).name)
    except Exception:
        return game_id


def category_name(game_id: str, category_id: str) -> str:
    english = ALL_MATCH.get(game_id) if category_id == "allMatch" else CATEGORIES.get(category_id)
    if english is not None and _builtin(game_id):
        return translate("Names", english)
    from engine.api import ruleset  # lazy: as in game_name

    try:
        return ruleset(game_id).category(category_id).label
    except Exception:
        return category_id


def bonus_name(game_id: str, bonus_id: str) -> str:
    if bonus_id in BONUSES and _builtin(game_id):
        return translate("Names", BONUSES[bonus_id])
    from engine.api import ruleset  # lazy: as in game_name

    for bonus in ruleset(game_id).bonuses:
        if bonus.id == bonus_id:
            return bonus.label
    return bonus_id


def rule_text(game_id: str, rule: ScoreRule | Bonus) -> str:
    """What a score rule or bonus counts, in words (the engine's ``describe`` in this language)."""
    from engine import rules  # lazy: the rules' texts load when a rule is first said

    if isinstance(rule, rules.Upper):
        return translate("Names", "sum of the dice showing {face}").format(face=rule.face)
    if isinstance(rule, rules.OfAKind):
        return translate("Names", "sum of all dice if at least {count} are equal").format(count=rule.n)
    if isinstance(rule, rules.FullHouse):
        return translate("Names", "{points} for three of one face and two of another").format(points=rule.points)
    if isinstance(rule, rules.Run):
        return translate("Names", "{points} for {length} consecutive faces").format(points=rule.points,
                                                                                  length=rule.length)
    if isinstance(rule, rules.AllSame):
        return translate("Names", "{points} when all the dice are equal").format(points=rule.points)
    if isinstance(rule, rules.Chance):
        return translate("Names", "sum of all dice")
    if isinstance(rule, rules.TwoPairs):
        return translate("Names", "sum of two pairs of different faces")
    if isinstance(rule, rules.ThresholdBonus):
        parts = " + ".join(category_name(game_id, c) for c in rule.categories)
        return translate("Names", "+{points} when {categories} reach {threshold}").format(
            points=rule.points, categories=parts, threshold=rule.threshold)
    if isinstance(rule, rules.FirstRollBonus):
        return translate("Names", "+{points} for every category scored on the first roll of its turn").format(
            points=rule.points)
    from engine import classic_rules  # lazy: only the classic variants' own rules get this far

    if isinstance(rule, classic_rules.SameFaces):
        return translate("Names", "sum of the {count} equal dice only").format(count=rule.n)
    if isinstance(rule, classic_rules.ExactFaces):
        return translate("Names", "{points} for exactly {faces}").format(
            points=sum(rule.faces), faces="-".join(map(str, rule.faces)))
    if isinstance(rule, classic_rules.FullHouseSum):
        return translate("Names", "sum of all dice for three of one face and two of another")
    if isinstance(rule, classic_rules.RepeatBonus):
        box = category_name(game_id, rule.box)
        return translate("Names", "+{points} for every further {box} while {box} holds points").format(
            points=rule.points, box=box)
    return rule.describe()


CARD_TITLES = {"zero": QT_TRANSLATE_NOOP("Names", "Zero"), "minimum": QT_TRANSLATE_NOOP("Names", "Minimum"),
               "more": QT_TRANSLATE_NOOP("Names", "More"), "maximum": QT_TRANSLATE_NOOP("Names", "Maximum")}
CARD_BANDS = {"zero": QT_TRANSLATE_NOOP("Names", "exactly 0 points"),
              "minimum": QT_TRANSLATE_NOOP("Names", "more than 0, under 7"),
              "more": QT_TRANSLATE_NOOP("Names", "7 up to, not including, 11"),
              "maximum": QT_TRANSLATE_NOOP("Names", "11 or more")}
COMBINATIONS = {"single": QT_TRANSLATE_NOOP("Names", "single"), "double": QT_TRANSLATE_NOOP("Names", "double"),
                "straight": QT_TRANSLATE_NOOP("Names", "straight"), "triple": QT_TRANSLATE_NOOP("Names", "triple")}
"""Triple Dice's words by the engine's ids (its ``CARD_INFO`` and ``COMBINATIONS`` are English)."""


def card_title(card: str, english: str) -> str:
    """The card's name in this language; the engine's own (``english``) when it is not the one
    translated (a card renamed in the engine shows its new name until translated)."""
    return translate("Names", english) if CARD_TITLES.get(card) == english else english


def card_band(card: str, english: str) -> str:
    """The card's band ("11 or more") in this language, on the same terms as ``card_title``."""
    return translate("Names", english) if CARD_BANDS.get(card) == english else english


def combination(name: str) -> str:
    return translate("Names", COMBINATIONS[name]) if name in COMBINATIONS else name


def points_text(value: int | Fraction) -> str:
    """A Triple Dice score as people read it, the local way: 4.5 ("4,5" in German) for halves,
    3 1/3 for other fractions, 3 when whole."""
    from fractions import Fraction  # lazy: fractions only for Triple Dice's shared points (kept off the first frame)

    from .language import number  # lazy: the language module holds Qt; the command line says points without it

    exact = Fraction(value)
    if exact.denominator in (1, 2):
        return number(float(exact))
    whole, rest = divmod(exact.numerator, exact.denominator)
    return f"{whole} {rest}/{exact.denominator}" if whole else f"{rest}/{exact.denominator}"


def player_names(count: int) -> list[str]:
    """The names of people a game is started with when none are given, in this language (the
    engine's own defaults are English: a German first game's table said "You")."""
    return _numbered(count, translate("Names", "You"), translate("Names", "Player {number}"))


def computer_names(count: int) -> list[str]:
    """The names of the computers a kiosk seats beside its visitors, in this language."""
    return _numbered(count, translate("Names", "Computer"), translate("Names", "Computer {number}"))


def _numbered(count: int, alone: str, numbered: str) -> list[str]:
    return [alone] if count == 1 else [numbered.format(number=i) for i in range(1, count + 1)]
