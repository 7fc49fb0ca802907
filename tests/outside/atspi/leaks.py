"""Does a text a client could read give away a secret? (stdlib only: the client runs it.)

The secrets come from ``oracle.py`` at the moment the text was read: the seed, each private die
the viewer may not see (seat, position, value) and each card not yet shown (seat, card). A die's
value alone is a number from 1 to 6 that is on the table everywhere, so a die counts as leaked
only in words that tie the value to that die:

- "Die 10: five" / "die 11 = 5" where the text or its ancestors name the die's owner (with no
  owner named, any secret die at that position with that value; unless the viewer's own die there
  shows the same value, which cannot be told apart);
- a row of a seat's eleven dice ("5 4 5 6 4 2 1 6 2 ? ?", words or digits) whose public part is
  that seat's and whose hidden place shows the value;
- a card word next to "card" or "predict" with the owner named ("Player 2's card: More") and no
  other round named ("R1 Maximum" is a card shown at round 1's end), unless the viewer holds the
  same card; and a checked "Card More" radio button when another seat holds that card unshown.

The seed counts in any spelling of its digits (grouped with spaces, commas, dots or apostrophes).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

WORDS = ("one", "two", "three", "four", "five", "six")
CARD_WORDS = {"zero": "Zero", "minimum": "Minimum", "more": "More", "maximum": "Maximum"}
_GROUPING = re.compile(r"(?<=\d)[\s,.'\u00a0\u202f\u2009_\u2019]+(?=\d)")
_DIE = r"(?:\b[1-6]\b|\bone\b|\btwo\b|\bthree\b|\bfour\b|\bfive\b|\bsix\b|\?|\bhidden\b|\u2013)"
_ROW = re.compile(rf"(?:{_DIE}(?:\s*\([^)]*\))?[\s,;\u00b7]+){{10,}}{_DIE}", re.IGNORECASE)
"""Eleven or more die values in a row (digits, words, "?" or "hidden", each maybe "(used)"): the
way a seat's hand can be read out. Only what separators join counts, so "Player 2's dice: 4, 5"
does not make the 2 of a name a die."""
_TOKEN = re.compile(_DIE, re.IGNORECASE)


@dataclass(frozen=True)
class Leak:
    channel: str
    """Where it was read: "tree", "event", "clipboard"."""
    where: str
    """The node (path, role, name, showing or hidden) or the event type."""
    secret: str
    text: str

    def __str__(self) -> str:
        return f"[{self.channel}] {self.secret} in {self.where}: {self.text[:200]!r}"


def _value_pattern(value: int) -> str:
    return rf"(?:{value}|{WORDS[value - 1]})"


def _names_in(text: str, players: list[str]) -> set[int]:
    """Seats whose name the text holds ("Player 1" is not found inside "Player 12")."""
    found = set()
    for seat, name in enumerate(players):
        if name and re.search(rf"(?<!\w){re.escape(name)}(?![\w])", text):
            found.add(seat)
    return found


def _owners(text: str, context: str, players: list[str]) -> set[int]:
    """The seats a text is about: those it names, else those the nearest ancestor naming any seat
    names (a die inside "Player 2 (Expert), 3 points" is Player 2's; an ancestor further up that
    names everyone says nothing about it)."""
    named = _names_in(text, players)
    if named:
        return named
    for part in reversed(context.split(" / ")):
        named = _names_in(part, players)
        if named:
            return named
    return set()


def _rows(text: str) -> list[list[str]]:
    """Each run of die values in ``text``, as digits ("?" for a value not shown)."""
    rows = []
    for row in _ROW.finditer(text):
        out = []
        for match in _TOKEN.finditer(re.sub(r"\([^)]*\)", " ", row.group(0))):
            word = match.group(0).lower()
            out.append(str(WORDS.index(word) + 1) if word in WORDS else (word if word.isdigit() else "?"))
        rows.append(out)
    return rows


def seed_in(text: str, seed: int | None) -> bool:
    return seed is not None and str(seed) in _GROUPING.sub("", text)


def check_text(text: str, context: str, secrets: dict[str, Any], channel: str, where: str,
               own_hand: list[int] | None = None) -> list[Leak]:
    """Leaks in one text. ``context`` is what surrounds it (ancestors' names); ``own_hand`` the
    viewer's own dice, to set aside a value that is the viewer's own as much as a secret."""
    if not text:
        return []
    leaks = []
    if seed_in(text, secrets.get("seed")):
        leaks.append(Leak(channel, where, f"the seed {secrets['seed']}", text))
    players = secrets.get("players", [])
    owners = _owners(text, context, players)
    for die in secrets.get("dice", []):
        seat, position, value = die["seat"], die["position"], die["value"]
        if owners and seat not in owners:
            continue
        if not owners and own_hand is not None and own_hand[position] == value:
            continue  # the viewer's own die there shows the same number: nothing tells them apart
        phrase = rf"\bdie\s+{position + 1}\b\s*(?:\([^)]*\))?\s*[:=,]?\s*{_value_pattern(value)}\b"
        if re.search(phrase, text, re.IGNORECASE):
            leaks.append(Leak(channel, where, f"{players[seat]}'s private die {position + 1} ({value})", text))
    hands = secrets.get("hands", [])
    for tokens in _rows(text) if hands else []:
        for die in secrets.get("dice", []):
            hand = hands[die["seat"]]
            if len(hand) != 11 or die["round"] != secrets.get("round"):
                continue
            for start in range(len(tokens) - 10):
                row = tokens[start:start + 11]
                public_ok = all(row[i] in (str(hand[i]), "?") for i in range(9))
                if public_ok and row[die["position"]] == str(die["value"]):
                    leaks.append(Leak(channel, where, f"{players[die['seat']]}'s private die {die['position'] + 1} "
                                      f"({die['value']}) in a row of dice", text))
                    break
    other_round = any(int(n) != secrets.get("round") for n in re.findall(r"\b(?:R|Round\s+)(\d)\b", text))
    for card in secrets.get("cards", []):
        seat, word = card["seat"], CARD_WORDS.get(card["card"], card["card"])
        if seat not in owners or other_round or secrets.get("viewer_card") == card["card"]:
            continue  # not tied to the seat; about a round already shown; or the viewer's own card too
        if re.search(rf"\b(?:card|predict\w*|prediction)\b[^.;!?]*?\b{word}\b", text, re.IGNORECASE):
            leaks.append(Leak(channel, where, f"{players[seat]}'s card {word}", text))
    return leaks


def check_checked_card(name: str, secrets: dict[str, Any], where: str) -> list[Leak]:
    """A checked "Card More" radio button anywhere: a card some other seat holds face-down."""
    match = re.fullmatch(r"Card (\w+)", name)
    if not match:
        return []
    word = match.group(1)
    if secrets.get("viewer_card") and CARD_WORDS.get(secrets["viewer_card"]) == word:
        return []
    return [Leak("tree", where, f"{secrets['players'][c['seat']]}'s card {word} (a checked radio button)", name)
            for c in secrets.get("cards", []) if CARD_WORDS.get(c["card"]) == word]
