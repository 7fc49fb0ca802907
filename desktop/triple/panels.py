"""The Triple Dice table's panels, each filled from one observation (or the table's view).

They live by responsibility in ``table.py`` (seats, turn board, card picker), ``hand.py`` (your
place), ``side.py`` (the last turn's result) and ``moments.py`` (round summary, privacy screen,
game over); this module names them all for the page in one import.
"""

from __future__ import annotations

from .hand import DIE_KEYS, HandPanel
from .moments import GameOverPanel, PrivacyScreen, RoundSummary, RoundTable
from .parts import NoHeightForWidth
from .side import ResultPanel
from .table import CARD_KEYS, CardPicker, SeatRow, SubmissionSlot, TurnBoard, reveal_text

__all__ = [
    "CARD_KEYS", "DIE_KEYS", "CardPicker", "GameOverPanel", "HandPanel", "NoHeightForWidth", "PrivacyScreen",
    "ResultPanel", "RoundSummary", "RoundTable", "SeatRow", "SubmissionSlot", "TurnBoard", "reveal_text",
]
