"""Colours and the style sheet, in one place so every widget draws from the same palette.

The look is a card table: green felt for the dice, ivory dice, a paper-like scorecard. Colours
are never the only signal (held dice are also raised and carry a lock; previews are italic).
"""

from __future__ import annotations

from PySide6.QtGui import QColor

FELT = QColor("#1f6b4a")
FELT_DARK = QColor("#154d35")
FELT_LIGHT = QColor("#2b8a60")
DIE_FACE = QColor("#fbf8f0")
DIE_EDGE = QColor("#c9c2b0")
PIP = QColor("#22252b")
HELD_RING = QColor("#f2c14e")
HOVER_RING = QColor("#ffffff")
FOCUS_RING = QColor("#8fd3ff")
INK = QColor("#1d2530")
MUTED = QColor("#6b7480")
PREVIEW = QColor("#2d7a52")
PREVIEW_ZERO = QColor("#9aa3ad")
CURRENT_COLUMN = QColor("#fff4cf")
SECTION_ROW = QColor("#e9edf1")
TOTAL_ROW = QColor("#dde7f0")
PAPER = QColor("#ffffff")
ACCENT = QColor("#d9822b")

STYLE = """
QMainWindow { background: #f3f1ea; }
#HeaderBar { background: #fbfaf6; border-bottom: 1px solid #d9d4c7; }
#GameTitle { font-size: 20px; font-weight: 700; color: #1d2530; }
#TurnLabel { font-size: 15px; color: #1d2530; }
#RoundLabel { font-size: 13px; color: #5b6470; }
#SeedButton { border: 1px solid #cfc9b9; border-radius: 11px; padding: 3px 10px; background: #ffffff;
              color: #38414c; }
#SeedButton:hover { background: #fff6df; border-color: #d9822b; }
#Felt { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, fx:0.5, fy:0.4,
        stop:0 #2b8a60, stop:1 #17573b); border-radius: 14px; }
#FeltTitle { color: #e9f5ee; font-size: 14px; font-weight: 600; }
#FeltHint { color: #cfe8da; font-size: 12px; }
#RollButton { font-size: 17px; font-weight: 700; padding: 10px 26px; border-radius: 10px;
              background: #f2c14e; color: #2a2108; border: 2px solid #c99a2e; min-height: 28px; }
#RollButton:hover { background: #f7cf6b; }
#RollButton:pressed { background: #e0ae3c; }
#RollButton:focus { border: 2px solid #8fd3ff; }
#RollButton:disabled { background: #9cb7a8; color: #3e5a4b; border-color: #86a294; }
#CardPlaceholder { background: #ffffff; border: 1px solid #d9d4c7; border-radius: 6px; }
QTableView#Scorecard { background: #ffffff; gridline-color: #e3e6ea; border: 1px solid #d9d4c7;
              border-radius: 6px; font-size: 15px; selection-background-color: #cfe6ff;
              selection-color: #1d2530; }
QTableView#Scorecard QHeaderView::section { background: #f6f4ee; color: #38414c; padding: 4px 8px;
              border: none; border-bottom: 1px solid #e3e6ea; border-right: 1px solid #e3e6ea; font-size: 13px; }
QStatusBar { background: #fbfaf6; color: #38414c; }
QStatusBar QLabel#StatusMessage { padding: 2px 6px; }
"""
