"""The History panel's lines and the game's small notes, from a code and parameters.

Each kind of game says what a step did (``gameinfo.DesktopGame.describe``) by naming a line here and giving
its parameters, never by writing English of its own (a class name, "predicts"), so every line
the History panel, the undo menu and a screen reader's announcement show is in ``LINES`` and is
translated. ``tests/desktop/i18n/test_message_codes.py`` renders every line in each language.
"""

from __future__ import annotations

from .tr import QT_TRANSLATE_NOOP, translate

CONTEXT = "History"

LINES: dict[str, str] = {
    "hold": QT_TRANSLATE_NOOP("History", "Hold die {number}"),
    "release": QT_TRANSLATE_NOOP("History", "Release die {number}"),
    "roll": QT_TRANSLATE_NOOP("History", "Roll {roll}: {dice}"),
    "score": QT_TRANSLATE_NOOP("History", "{category}: {points}"),
    "score-column": QT_TRANSLATE_NOOP("History", "{category} \u00d7{multiplier}: {points}"),
    "player": QT_TRANSLATE_NOOP("History", "{player}: {move}"),
    "move": QT_TRANSLATE_NOOP("History", "{player} moves"),
    "predict": QT_TRANSLATE_NOOP("History", "{player} chooses a prediction card"),
    "submit": QT_TRANSLATE_NOOP("History", "{player} submits 3 dice: {shown}"),
    "game-over": QT_TRANSLATE_NOOP("History", "{move} \u2014 game over"),
    "round-ends": QT_TRANSLATE_NOOP("History", "{move} \u2014 round {round} ends"),
    "turn-ends": QT_TRANSLATE_NOOP("History", "{move} \u2014 turn {turn} ends"),
}
"""Every line, by code; ``{move}`` is another line, said first."""

ASSISTED = QT_TRANSLATE_NOOP("History", " \u00b7 assisted (undo was used)")
"""Put after a finished game's seed and players where undo was used (the summary, Triple Dice's end)."""


def line(code: str, **params: object) -> str:
    """The line ``code`` in the window's language, filled with ``params`` (already words)."""
    return translate(CONTEXT, LINES[code]).format(**params)


def assisted_note(assisted: bool) -> str:
    """" · assisted (undo was used)" in the window's language, or "" for a game played straight."""
    return translate(CONTEXT, ASSISTED) if assisted else ""
