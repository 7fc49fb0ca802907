"""Triple Dice's numbers: its constants, how combinations rank, how turn points are shared and
cards judged, and how points are written. Pure functions of values, no state: the rules
(``engine/triple_dice.py``), its JSON (``engine/triple_json.py``) and the computer players use them.

This module is public, unlike the rules module: whoever shows Triple Dice (the window) reads its
constants, its cards as data (``CARD_INFO``) and its number formatting here, and reaches the
game's states only through ``engine``'s functions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from .dice import STREAM_ORDER, die_from_key, hash64, stream_key
from .errors import BadSetup
from .jsontext import short

GAME_ID = "triple-dice"
NAME = "Triple Dice"
MIN_PLAYERS = 2
MAX_PLAYERS = 4
DEFAULT_PLAYERS = 2
ROUNDS = 4
TURNS = 3
DICE_PER_PLAYER = 11
DICE_PER_SUBMIT = 3
PRIVATE_POSITIONS = (9, 10)
PLACE_POINTS: dict[int, tuple[int, ...]] = {2: (6, 0), 3: (6, 3, 0), 4: (6, 3, 1, 0)}
"""Turn points by place (1st..last) for each table size: last place always scores 0, so every
card can come true at every size (a round of three last places scores exactly 0)."""
EARLIER_PLACE_POINTS = (6, 3, 1, 0)
"""The table before last place scored 0 at every size (Dicebox up to Triple Dice state format 2):
its first ``n`` entries at a table of ``n``. Games played under it keep it (see ``place_table``)."""
ZERO_BONUS = 40


@dataclass(frozen=True)
class Card:
    """One prediction card as data, so that whoever shows it needs no engine sentence cut apart.

    ``band`` (below) is the rule that says when a card is right; ``low`` and ``high`` are the
    numbers its band is written with (``None``: no upper limit), ``words`` the band as the
    engine's messages put it, and ``bonus`` the fixed bonus a right card pays (``None``: it
    doubles the round score instead).
    """

    id: str
    low: int
    high: int | None
    words: str
    bonus: int | None = None

    @property
    def title(self) -> str:
        """'Maximum': the card's name as a heading."""
        return self.id.capitalize()

    @property
    def text(self) -> str:
        """'maximum (11 or more)': the card with its band, as the engine's messages write it."""
        return f"{self.id} ({self.words})"


CARD_INFO = {
    card.id: card
    for card in (
        Card("zero", 0, 0, "exactly 0 points", bonus=ZERO_BONUS),
        Card("minimum", 0, 7, "more than 0, under 7"),
        Card("more", 7, 11, "7 up to, not including, 11"),
        Card("maximum", 11, None, "11 or more"),
    )
}
"""Every card by id, in the order the cards are offered."""
CARDS = tuple(CARD_INFO)
CARD_TEXT = {card.id: card.text for card in CARD_INFO.values()}
COMBINATIONS = ("single", "double", "straight", "triple")
"""Combination names from weakest to strongest; the index is the combination's rank."""


# --- combinations and points ---------------------------------------------------------------------


def combination_rank(values: Sequence[int]) -> int:
    """0 single, 1 double, 2 straight, 3 triple (index into ``COMBINATIONS``)."""
    a, b, c = sorted(values, reverse=True)
    if a == c:
        return 3
    if a - b == 1 and b - c == 1:
        return 2  # no wrap-around: 6 and 1 are not neighbours, so 6-1-2 is a single
    if a == b or b == c:
        return 1
    return 0


def combination_name(values: Sequence[int]) -> str:
    return COMBINATIONS[combination_rank(values)]


def combination_key(values: Sequence[int]) -> int:
    """One integer that orders combinations exactly as the rules rank them.

    The rank comes first; within a rank the three values sorted high to low decide, first
    difference wins (5-2-2 beats 3-3-1), which is plain decimal comparison of the digits.
    Equal keys are exactly the ties (identical value sets).
    """
    a, b, c = sorted(values, reverse=True)
    return combination_rank(values) * 1000 + a * 100 + b * 10 + c


_KEYS: dict[tuple[int, int, int], int] = {
    (a, b, c): combination_key((a, b, c)) for a in range(1, 7) for b in range(1, 7) for c in range(1, 7)
}


def key_of(values: Sequence[int]) -> int:
    """``combination_key`` by table lookup (the computer players call this in their hot loops)."""
    return _KEYS[(values[0], values[1], values[2])]


def place_points(players: int) -> tuple[int, ...]:
    """The turn points of 1st..last place at a table of ``players``."""
    return PLACE_POINTS[players]


def earlier_place_points(players: int) -> tuple[int, ...]:
    """The table a game of ``players`` was scored by before the change (``EARLIER_PLACE_POINTS``)."""
    return EARLIER_PLACE_POINTS[:players]


def place_table(players: int, given: Sequence[int] | None = None) -> tuple[int, ...]:
    """The table a game of ``players`` is played under: today's unless ``given`` says otherwise.

    A game keeps the table it was started under, so a save or a record from before the change is
    scored as it was played; only today's table and that earlier one exist, and anything else is
    refused (``BadSetup`` code ``place-points``) rather than invented. ``players`` must be valid.
    """
    current = place_points(players)
    if given is None:
        return current
    table = tuple(given)
    whole = all(type(p) is int for p in table)  # True == 1, but a table of truths is no table
    for known in (current, earlier_place_points(players)):
        if whole and table == known:
            return known
    shown = ", ".join(str(p) for p in table) if whole else short(list(table))
    raise BadSetup(
        f"Turn points by place {shown} are not a Triple Dice table for {players} players: games are "
        f"played under {', '.join(map(str, current))}, or under the earlier "
        f"{', '.join(map(str, earlier_place_points(players)))} they were started with.",
        "place-points", given=shown, players=players, expected=list(current),
        earlier=list(earlier_place_points(players)),
    )


def turn_points(
    keys: Sequence[int], table: Sequence[int] | None = None
) -> tuple[tuple[int, ...], tuple[Fraction, ...]]:
    """Places (1 = best, tied keys share a place) and points of every player for one turn.

    Tied players share the points of all the places they occupy equally: with four players two
    tied for first get (6 + 3) / 2 each and the next one is third; with two, (6 + 0) / 2.
    ``table`` is the game's own (a game started under the earlier table keeps it); by default
    today's for ``len(keys)`` players.
    """
    if table is None:
        table = place_points(len(keys))
    places = []
    points = []
    for mine in keys:
        above = sum(1 for k in keys if k > mine)
        level = sum(1 for k in keys if k == mine)
        places.append(above + 1)
        points.append(Fraction(sum(table[above : above + level]), level))
    return tuple(places), tuple(points)


def band(score: Fraction | int) -> str:
    """The card a round score makes correct. Bands are intervals, so 6.5 is still 'minimum'."""
    if score == 0:
        return "zero"
    if score < 7:
        return "minimum"
    if score < 11:
        return "more"
    return "maximum"


def bonus(card: str, score: Fraction) -> Fraction:
    """+40 for a correct zero; any other correct card doubles the round score (adds it again)."""
    if band(score) != card:
        return Fraction(0)
    fixed = CARD_INFO[card].bonus
    return score if fixed is None else Fraction(fixed)


def turn1_order(seed: int, round_index: int, players: int) -> tuple[int, ...]:
    """Turn-1 order of a round (0-based index), drawn on the seed's separate order stream."""
    return tuple(sorted(range(players), key=lambda seat: (hash64(seed, round_index, seat, STREAM_ORDER), seat)))


def roll_hand(seed: int, roll: int) -> tuple[int, ...]:
    """One player's 11 dice of a round: one roll of the hash, positions 0..10."""
    key = stream_key(seed)
    return tuple(die_from_key(key, roll, position) for position in range(DICE_PER_PLAYER))


def format_points(value: Fraction | int) -> str:
    """How a score is shown to people: 4.5 for halves, 3 1/3 for other fractions, 3 when whole."""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    if value.denominator == 2:
        return f"{float(value):g}"
    whole, rest = divmod(value.numerator, value.denominator)
    return f"{whole} {rest}/{value.denominator}" if whole else f"{rest}/{value.denominator}"


def points_to_json(value: Fraction) -> int | str:
    """Exact JSON form: an integer when whole, else a string like "9/2" (never a float)."""
    return value.numerator if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
