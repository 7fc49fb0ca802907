"""Seeded dice: every die value is a pure function of (seed, roll number, die position).

Why a hand-written hash and not ``random``: the same seed and the same actions must give the same
dice on every OS and Python version, and undoing a roll then rolling again must bring the same
dice back, so that undo cannot be used to fish for luck. ``random`` and ``hash()`` promise neither.

The function (documented with test vectors in ``engine/README.md``)::

    mix64(x):  x = x + 0x9E3779B97F4A7C15            (all arithmetic modulo 2**64)
               x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9
               x = (x ^ (x >> 27)) * 0x94D049BB133111EB
               return x ^ (x >> 31)

    die(seed, roll, position, stream=0) =
        1 + (mix64(mix64(mix64(mix64(seed) ^ stream) ^ roll) ^ position) * 6 >> 64)

``roll`` counts the rolls made so far in the whole game (0 for the automatic first roll of the
first turn), ``position`` is the die's index, ``stream`` separates independent uses of one seed
(0 for dice, 1 for Triple Dice's turn-order draw). ``mix64`` is SplitMix64's finaliser; the last
step maps 64 uniform bits onto 1..6 by a multiply-shift (bias below 2**-61).
"""

from __future__ import annotations

from .errors import BadSeed
from .jsontext import quote, short

MASK64 = (1 << 64) - 1
SEED_LIMIT = 1 << 63
STREAM_DICE = 0
STREAM_ORDER = 1


def mix64(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & MASK64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK64
    return x ^ (x >> 31)


def stream_key(seed: int, stream: int = STREAM_DICE) -> int:
    """The per-seed prefix of the hash chain; callers rolling many dice compute it once."""
    return mix64(mix64(seed) ^ stream)


def die_from_key(key: int, roll: int, position: int) -> int:
    return 1 + ((mix64(mix64(key ^ roll) ^ position) * 6) >> 64)


def die(seed: int, roll: int, position: int, stream: int = STREAM_DICE) -> int:
    return die_from_key(stream_key(seed, stream), roll, position)


def hash64(seed: int, roll: int, position: int, stream: int) -> int:
    """The raw 64-bit value behind ``die``; Triple Dice draws its turn order from it."""
    return mix64(mix64(stream_key(seed, stream) ^ roll) ^ position)


def parse_seed(value: object) -> int:
    """Turn user text or a number into a seed, or say exactly what is wrong with it."""
    hint = f"use a whole number from 0 to {SEED_LIMIT - 1}"
    if isinstance(value, bool):
        raise BadSeed(f"Seed {quote(value)} is not a number; {hint}.", "seed-not-number", given=quote(value),
                      limit=SEED_LIMIT - 1)
    if isinstance(value, int):
        number = value
    elif isinstance(value, str):
        text = value.strip()
        if not text:
            raise BadSeed(f"Seed is empty; {hint}.", "seed-empty", limit=SEED_LIMIT - 1)
        if not (text.isascii() and (text.isdigit() or (text[0] in "+-" and text[1:].isdigit()))):
            raise BadSeed(f"Seed {quote(value)} is not a whole number; {hint}.", "seed-not-whole",
                          given=quote(value), limit=SEED_LIMIT - 1)
        try:
            number = int(text)
        except ValueError:  # more digits than int() will convert (sys.get_int_max_str_digits)
            raise BadSeed(f"Seed {text[:12]}... is too large; {hint}.", "seed-too-large", given=f"{text[:12]}...",
                          limit=SEED_LIMIT - 1) from None
    else:
        raise BadSeed(f"Seed {quote(value)} is not a whole number; {hint}.", "seed-not-whole", given=quote(value),
                      limit=SEED_LIMIT - 1)
    if number < 0:
        raise BadSeed(f"Seed {short(number)} is negative; {hint}.", "seed-negative", given=short(number),
                      limit=SEED_LIMIT - 1)
    if number >= SEED_LIMIT:
        raise BadSeed(f"Seed {short(number)} is too large; {hint}.", "seed-too-large", given=short(number),
                      limit=SEED_LIMIT - 1)
    return number
