"""Colours and the style sheet, in one place so every widget draws from the same palette.

The look is a card table: green felt for the dice, ivory dice, a paper-like scorecard. Colours
are never the only signal (held dice are also raised and carry a lock; previews are italic).
"""

from __future__ import annotations

import re

from PySide6.QtGui import QColor

from .touch import TILE_WIDTH, TOUCH

FELT = QColor("#1f6b4a")
FELT_DARK = QColor("#154d35")
FELT_LIGHT = QColor("#217553")
DIE_FACE = QColor("#fbf8f0")
DIE_EDGE = QColor("#c9c2b0")
PIP = QColor("#22252b")
HELD_RING = QColor("#f2c14e")
HOVER_RING = QColor("#ffffff")
FOCUS_RING = QColor("#8fd3ff")
INK = QColor("#1d2530")
MUTED = QColor("#6b7480")
PREVIEW = QColor("#2d7a52")
PREVIEW_ZERO = QColor("#5f6873")
CURRENT_COLUMN = QColor("#fff4cf")
SECTION_ROW = QColor("#e9edf1")
TOTAL_ROW = QColor("#dde7f0")
PAPER = QColor("#ffffff")
ACCENT = QColor("#d9822b")

BANNER_STYLE = """
#RecordsBanner { background: #fff1e0; border-bottom: 1px solid #e0b27a; }
#RecordsBanner QLabel { color: #5a3208; font-size: 13px; }
"""
"""The banner under the header while records are not being kept (desktop/window/banner.py)."""

LESSON_STYLE = """
#LessonBubble { background: #fffdf8; border: 2px solid #e0b27a; border-radius: 10px; }
#LessonStep { color: #5b6470; font-size: 12px; font-weight: 700; }
#LessonStep[question="true"] { color: #1d2530; font-size: 17px; }
#LessonText { color: #1d2530; font-size: 15px; }
#LessonBubble QPushButton { padding: 5px 14px; }
"""
"""Learn to Play's bubble (desktop/lessons/callout.py): the step counter, or an offer's question, and the words."""

REPLAY_STYLE = """
#ReplayWindow { background: #f3f1ea; }
#ReplayTitle { font-size: 17px; font-weight: 700; color: #1d2530; }
#ReplayCaption { font-size: 15px; color: #1d2530; padding: 4px 2px; }
#ReplayReview { font-size: 13px; color: #1d2530; background: #fffdf8; border: 1px solid #e3ded1;
                border-radius: 6px; padding: 8px; }
#ReplayCostliest { background: #fffdf8; border: 1px solid #e3ded1; border-radius: 6px; font-size: 13px; }
#ReplayCostliest::item { padding: 5px 8px; }
"""
"""The replay viewer: title, the move's words, and the review panel beside the page."""

DIALOG_STYLE = """
QLabel[role="note"] { color: #5b6470; }
QLabel[role="problem"] { color: #b3261e; }
#SummaryHeadline { font-size: 22px; font-weight: 700; color: #1d2530; }
#SummaryStanding { font-size: 15px; font-weight: 700; color: #1f6b4a; }
"""
"""Words in dialogs and panels: notes in grey, problems in red (never the only sign: the words
say what is wrong), the game-over headline and standing."""

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
        stop:0 #217553, stop:1 #17573b); border-radius: 14px; }
#FeltTitle { color: #e9f5ee; font-size: 14px; font-weight: 600; }
#FeltHint { color: #e3f2ea; font-size: 12px; }
#RollButton { font-size: 17px; font-weight: 700; padding: 10px 26px; border-radius: 10px;
              background: #f2c14e; color: #2a2108; border: 2px solid #c99a2e; min-height: 28px; }
#RollButton:hover { background: #f7cf6b; }
#RollButton:pressed { background: #e0ae3c; }
#RollButton:focus { border: 2px solid #8fd3ff; }
#RollButton:disabled { background: #9cb7a8; color: #3e5a4b; border-color: #86a294; }
#CardPlaceholder { background: #ffffff; border: 1px solid #d9d4c7; border-radius: 6px; }
QTableView#Scorecard, QTableView#SummaryTable { background: #ffffff; gridline-color: #e3e6ea; border: 1px solid #d9d4c7;
              border-radius: 6px; font-size: 15px; selection-background-color: #cfe6ff;
              selection-color: #1d2530; }
QTableView#Scorecard QHeaderView::section, QTableView#SummaryTable QHeaderView::section \
{ background: #f6f4ee; color: #38414c; padding: 4px 8px;
              border: none; border-bottom: 1px solid #e3e6ea; border-right: 1px solid #e3e6ea; font-size: 13px; }
QTableView#Scorecard::item:focus { border: 2px solid #2d5fa0; }
QStatusBar { background: #fbfaf6; color: #38414c; }
QStatusBar QLabel#StatusMessage { padding: 2px 6px; }
""" + DIALOG_STYLE

TRIPLE_STYLE = """
#TriplePage { background: #f3f1ea; }
#TripleFelt { background: qradialgradient(cx:0.5, cy:0.45, radius:0.95, fx:0.5, fy:0.45,
              stop:0 #217553, stop:1 #17573b); border-radius: 14px; }
QScrollArea#TripleScroll, #TripleViewport, #TripleInner { background: transparent; border: none; }
#SeatRow { background: rgba(0, 0, 0, 0.16); border-radius: 10px; border: 2px solid transparent; }
#SeatRow[acting="true"] { background: rgba(242, 193, 78, 0.14); border: 2px solid #f2c14e; }
#SeatName { color: #ffffff; font-size: 14px; font-weight: 700; }
#SeatStatus { color: #e3f2ea; font-size: 12px; }
#SeatTotal { color: #ffffff; font-size: 20px; font-weight: 700; }
#SeatReveal { color: #ffe9a8; font-size: 11px; }
#TdTitle { color: #ffffff; font-size: 15px; font-weight: 700; }
#TdHint { color: #e3f2ea; font-size: 12px; }
#Slot { background: rgba(0, 0, 0, 0.16); border-radius: 10px; border: 2px solid transparent; }
#Slot[acting="true"] { border: 2px solid #f2c14e; background: rgba(242, 193, 78, 0.12); }
#SlotName { color: #ffffff; font-weight: 700; font-size: 13px; }
#SlotNote { color: #e9f5ee; font-size: 12px; }
#YourArea { background: rgba(0, 0, 0, 0.22); border-radius: 12px; }
#YouName { color: #ffffff; font-size: 15px; font-weight: 700; }
#YouCard { color: #e9f5ee; font-size: 13px; }
#YouScore { color: #e9f5ee; font-size: 13px; }
#Preview { color: #ffe9a8; font-size: 15px; }
#PrivatePocket { background: rgba(8, 28, 20, 0.38); border: 1px dashed rgba(233, 245, 238, 0.55);
                 border-radius: 10px; }
#PocketCaption { color: #e9f5ee; font-size: 11px; font-weight: 700; }
QPushButton#ActionButton { font-size: 15px; font-weight: 700; padding: 6px 18px; border-radius: 10px;
              background: #f2c14e; color: #2a2108; border: 2px solid #c99a2e; min-height: 26px; }
QPushButton#ActionButton:hover { background: #f7cf6b; }
QPushButton#ActionButton:pressed { background: #e0ae3c; }
QPushButton#ActionButton:focus { border: 2px solid #8fd3ff; }
QPushButton#ActionButton:disabled { background: #9cb7a8; color: #3e5a4b; border-color: #86a294; }
QPushButton#GhostButton { font-size: 13px; padding: 8px 14px; border-radius: 10px; min-height: 22px;
              background: transparent; color: #e9f5ee; border: 1px solid rgba(233, 245, 238, 0.6); }
QPushButton#GhostButton:hover { background: rgba(255, 255, 255, 0.1); }
QPushButton#GhostButton:focus { border: 2px solid #8fd3ff; }
QPushButton#GhostButton:disabled { color: rgba(233, 245, 238, 0.35); border-color: rgba(233, 245, 238, 0.25); }
QPushButton#LinkButton { font-size: 13px; padding: 8px 14px; min-height: 24px; border: none;
              background: transparent; color: #2d5fa0; text-decoration: underline; }
QPushButton#LinkButton:focus { border: 2px solid #2d5fa0; border-radius: 6px; }
#PaperCard { background: #fffdf6; border-radius: 14px; border: 1px solid #d9d4c7; }
#PaperTitle { color: #1d2530; font-size: 20px; font-weight: 700; }
#PrivacyTitle { color: #1d2530; font-size: 28px; font-weight: 700; }
#PaperText { color: #1d2530; font-size: 14px; }
#PaperNote { color: #5b6470; font-size: 13px; }
#SumHead { color: #5b6470; font-size: 12px; font-weight: 700; }
#SumCell { color: #1d2530; font-size: 14px; }
#SumName, #SumGain { color: #1d2530; font-size: 14px; font-weight: 700; }
#SumHit { color: #8a3a32; font-size: 14px; }
#SumHit[hit="true"] { color: #1f6b4a; font-weight: 700; }
#RankPlace { color: #5b6470; font-size: 15px; font-weight: 700; }
#RankName { color: #1d2530; font-size: 16px; font-weight: 700; }
#RankTotal { color: #1d2530; font-size: 16px; font-weight: 700; }
#SidePanel { background: transparent; }
#SideCard { background: #fbfaf6; border: 1px solid #d9d4c7; border-radius: 10px; }
#SideTitle { color: #1d2530; font-size: 14px; font-weight: 700; }
#SideNote { color: #5b6470; font-size: 12px; }
#ResultPlace { color: #5b6470; font-size: 12px; font-weight: 700; }
#ResultName { color: #1d2530; font-size: 13px; }
#ResultPoints { color: #1d2530; font-size: 13px; font-weight: 700; }
QTableView#TotalsTable { background: #ffffff; gridline-color: #e3e6ea; border: 1px solid #d9d4c7;
              border-radius: 6px; font-size: 12px; }
QTableView#TotalsTable QHeaderView::section { background: #f6f4ee; color: #38414c; padding: 3px 3px;
              border: none; border-bottom: 1px solid #e3e6ea; border-right: 1px solid #e3e6ea; font-size: 12px; }
QTableView#TotalsTable QHeaderView::section:vertical { padding-left: 6px; }
"""

KIOSK_STYLE = f"""
#StartScreen {{ background: qradialgradient(cx:0.5, cy:0.35, radius:1.0, fx:0.5, fy:0.35,
                stop:0 #217553, stop:1 #123f2c); }}
#StartTitle {{ color: #fbf8f0; font-size: 44px; font-weight: 800; }}
#StartSubtitle {{ color: #e3f2ea; font-size: 20px; }}
#GameTile {{ background: #fbf8f0; color: #1d2530; border: 3px solid #c99a2e; border-radius: 18px;
             font-size: 24px; font-weight: 700; padding: 18px; min-height: 72px; min-width: {TILE_WIDTH - 42}px; }}
#GameTile[compact="true"] {{ padding: 6px 18px; min-height: {TOUCH}px; }}
#GameTile:pressed {{ background: #f2c14e; }}
#GameTile:focus, #CountButton:focus, #BigButton:focus, #LetterKey:focus, #KioskPrimary:focus,
#KioskSecondary:focus, #HeaderButton:focus {{ border: 3px solid #2d5fa0; }}
#CountButton {{ background: #e9f5ee; color: #1d2530; border: 2px solid #86a294; border-radius: 12px; font-weight: 700;
               font-size: 20px; min-height: {TOUCH}px; min-width: {TOUCH + 40}px; padding: 0 16px; }}
#CountButton:checked {{ background: #f2c14e; border-color: #c99a2e; font-weight: 700; }}
#CountButton:disabled {{ color: #9aa3ad; }}
#Overlay {{ background: rgba(10, 30, 20, 200); }}
#OverlayText {{ color: #ffffff; font-size: 30px; font-weight: 700; }}
#OverlayCount {{ color: #f2c14e; font-size: 72px; font-weight: 800; }}
#BigButton {{ font-size: 22px; font-weight: 700; min-height: {TOUCH}px; padding: 6px 28px; border-radius: 12px;
             background: #f2c14e; color: #2a2108; border: 2px solid #c99a2e; }}
#HeaderButton {{ font-size: 16px; font-weight: 600; min-height: 48px; padding: 0 18px; border-radius: 10px;
                background: #ffffff; color: #1d2530; border: 2px solid #c99a2e; }}
#KeypadButton {{ font-size: 26px; min-height: 64px; min-width: 64px; border-radius: 10px; }}
#StaffLine {{ color: #ffe9a8; font-size: 14px; }}
#OverlayHint {{ color: #ffffff; font-size: 18px; }}
#KeypadEdit {{ font-size: 26px; }}
#KeypadMessage {{ color: #b3261e; font-size: 16px; }}
#BoardPanel {{ background: rgba(0, 0, 0, 60); border-radius: 14px; }}
#BoardTitle {{ color: #ffe9a8; font-size: 20px; font-weight: 800; }}
#BoardGame {{ color: #fbf8f0; font-size: 16px; font-weight: 700; }}
#BoardRows {{ color: #e9f5ee; font-size: 16px; font-family: "Dicebox Mono"; }}
#InitialsHead {{ font-size: 24px; font-weight: 800; color: #1d2530; }}
#InitialsEdit {{ font-size: 34px; font-weight: 800; min-width: 150px; min-height: {TOUCH}px; }}
#LetterKey {{ font-size: 22px; font-weight: 700; min-height: {TOUCH}px; min-width: {TOUCH}px; border-radius: 10px;
              background: #ffffff; color: #1d2530; border: 2px solid #c9c2b0; }}
#LetterKey:pressed {{ background: #f2c14e; border-color: #c99a2e; }}
#InitialsAsk {{ font-size: 17px; color: #1d2530; }}
#InitialsProblem {{ color: #b3261e; font-size: 16px; }}
#KioskPrimary {{ font-size: 20px; font-weight: 700; min-height: {TOUCH}px; padding: 0 28px; border-radius: 12px;
                background: #f2c14e; color: #2a2108; border: 2px solid #c99a2e; }}
#KioskPrimary:disabled {{ background: #d8d2c2; color: #7b7463; border-color: #bdb6a4; }}
#KioskSecondary {{ font-size: 18px; min-height: {TOUCH}px; padding: 0 22px; border-radius: 12px;
                  background: #ffffff; color: #1d2530; border: 2px solid #86a294; }}
#KioskSecondary:pressed {{ background: #e9f5ee; }}
"""

# Charts (desktop/charts/histogram.py): a paper card, gentle grid, the felt's green for data, the accent for
# the marked score. The charts paint with these names only, so a dark theme changes them here.
CHART_BACKGROUND = QColor("#fffdf8")
CHART_FRAME = QColor("#e3ded1")
CHART_GRID = QColor("#efece4")
CHART_AXIS = QColor("#b8b1a1")
CHART_TEXT = QColor("#5b6470")
CHART_BAR = QColor("#6aa88a")
CHART_BAR_HOVER = QColor("#3f8463")
CHART_HIGHLIGHT = QColor("#d9822b")
CHART_HIGHLIGHT_TEXT = QColor("#a65a14")
CHART_LINE = QColor("#a9c9b9")
CHART_POINT = QColor("#7fae97")
CHART_AVERAGE = QColor("#1f6b4a")
CHART_FOCUS = QColor("#2d5fa0")
CHART_CALLOUT = QColor("#ffffff")
CHART_CALLOUT_TEXT = QColor("#1d2530")

RECORDS_STYLE = """
#RecordsWindow { background: #f7f5ef; }
QLabel#RecordsHeading { font-size: 14px; font-weight: 700; color: #1d2530; padding-top: 6px; }
QLabel#RecordsEmpty { font-size: 15px; color: #5b6470; padding: 24px; background: #ffffff;
              border: 1px dashed #d9d4c7; border-radius: 8px; }
QTableView#RecordsTable { background: #ffffff; alternate-background-color: #f8f7f3; border: 1px solid #d9d4c7;
              border-radius: 6px; selection-background-color: #cfe6ff; selection-color: #1d2530; }
QTableView#RecordsTable QHeaderView::section { background: #f1eee6; color: #38414c; padding: 4px 8px;
              border: none; border-bottom: 1px solid #e3e6ea; font-weight: 600; }
#StatCard { background: #ffffff; border: 1px solid #e3ded1; border-radius: 8px; }
QLabel#StatCaption { color: #5b6470; font-size: 12px; }
QLabel#StatValue { color: #1d2530; font-size: 20px; font-weight: 700; }
#StatsBody { background: transparent; }
""" + DIALOG_STYLE
"""The Records window (desktop/records_ui/window.py): white tables on the window's paper, figures in
cards, empty lists said in words inside a dashed frame."""

# Themes ----------------------------------------------------------------------------------------
# The style sheets above are written once, in the light theme's colours. A dark or high-contrast
# window is made from them by swapping each colour for the theme's: text colours (``color``,
# ``selection-color``) through FG, every other use (backgrounds, borders, gradients) through BG,
# since one light colour can be both (white paper, white text on the felt). The painted colours
# (dice, charts, the scorecard's cells) are module names swapped through COLORS. A colour a
# map leaves out stays as it is: the felt's gold, the dice.

THEME_NAMES = ("light", "dark", "contrast")

DARK_BG = {
    "#f3f1ea": "#15181c", "#f7f5ef": "#15181c", "#fbfaf6": "#1d2126", "#ffffff": "#22262c",
    "#fffdf8": "#22262c", "#fffdf6": "#262a31", "#f6f4ee": "#2a2f36", "#f1eee6": "#2a2f36",
    "#f8f7f3": "#262a30", "#fff6df": "#3a3323", "#fff1e0": "#3a2c1c", "#cfe6ff": "#284a70",
    "#d9d4c7": "#3d434c", "#e3e6ea": "#353b43", "#e3ded1": "#3d434c", "#cfc9b9": "#4b525c",
    "#e0b27a": "#7a5a2e", "#c9c2b0": "#5b5649", "#217553": "#1d5a40", "#17573b": "#0e3022",
    "#123f2c": "#0a2118", "#9cb7a8": "#3b4f45", "#86a294": "#55705f", "#e9f5ee": "#2a3a32",
    "#d8d2c2": "#3a3c40", "#bdb6a4": "#55524a", "#fbf8f0": "#2a2e35", "#2d5fa0": "#8ab4f8",
    "#e9edf1": "#2a2f36", "#dde7f0": "#2f3944",
}
DARK_FG = {
    "#1d2530": "#e8eaed", "#38414c": "#cdd2d9", "#5b6470": "#aab2bc", "#6b7480": "#9ea7b1",
    "#b3261e": "#ff8a80", "#8a3a32": "#ffa39a", "#1f6b4a": "#7fd3a8", "#2d5fa0": "#8ab4f8",
    "#5a3208": "#ffd7a6", "#a65a14": "#f0a860", "#3e5a4b": "#a9c2b4", "#9aa3ad": "#7c858f",
    "#7b7463": "#a19b8f",
}
CONTRAST_BG = {
    **{light: "#000000" for light in ("#f3f1ea", "#f7f5ef", "#fbfaf6", "#ffffff", "#fffdf8", "#fffdf6",
                                      "#f6f4ee", "#f1eee6", "#f8f7f3", "#fff6df", "#fff1e0", "#e9f5ee",
                                      "#e9edf1", "#dde7f0", "#217553", "#17573b", "#123f2c", "#fbf8f0",
                                      "#d8d2c2", "#9cb7a8")},
    "#cfe6ff": "#0040a0", "#d9d4c7": "#ffffff", "#e3e6ea": "#c0c0c0", "#e3ded1": "#ffffff",
    "#cfc9b9": "#ffffff", "#e0b27a": "#ffd700", "#c9c2b0": "#ffffff", "#86a294": "#ffffff",
    "#bdb6a4": "#ffffff", "#c99a2e": "#ffd700", "#f2c14e": "#ffd700", "#f7cf6b": "#ffe34d",
    "#e0ae3c": "#e6c200", "#2d5fa0": "#00e5ff",
}
CONTRAST_FG = {
    "#1d2530": "#ffffff", "#38414c": "#ffffff", "#5b6470": "#ffffff", "#6b7480": "#ffffff",
    "#b3261e": "#ff7070", "#8a3a32": "#ff9090", "#1f6b4a": "#7dff9e", "#2d5fa0": "#80d8ff",
    "#5a3208": "#ffffff", "#a65a14": "#ffd700", "#3e5a4b": "#ffffff", "#9aa3ad": "#c0c0c0",
    "#7b7463": "#c0c0c0", "#e3f2ea": "#ffffff", "#e9f5ee": "#ffffff", "#f6d77f": "#ffd700",
    "#ffe2a8": "#ffd700", "#2a2108": "#000000", "#f2c14e": "#ffd700",
}

COLORS: dict[str, dict[str, str]] = {
    "dark": {
        "FELT": "#174d36", "FELT_DARK": "#0e3022", "FELT_LIGHT": "#1d5a40", "INK": "#e8eaed",
        "MUTED": "#aab2bc", "PREVIEW": "#7fd3a8", "PREVIEW_ZERO": "#a3acb6", "CURRENT_COLUMN": "#3b3520",
        "SECTION_ROW": "#2a2f36", "TOTAL_ROW": "#2f3944", "PAPER": "#22262c",
        "CHART_BACKGROUND": "#22262c", "CHART_FRAME": "#3d434c", "CHART_GRID": "#30353c",
        "CHART_AXIS": "#6b7079", "CHART_TEXT": "#aab2bc", "CHART_BAR": "#4f9a78", "CHART_BAR_HOVER": "#6fc19a",
        "CHART_HIGHLIGHT": "#e89a4a", "CHART_HIGHLIGHT_TEXT": "#f0a860", "CHART_LINE": "#3f6a56",
        "CHART_POINT": "#5f9a7f", "CHART_AVERAGE": "#7fd3a8", "CHART_FOCUS": "#8ab4f8",
        "CHART_CALLOUT": "#2a2f36", "CHART_CALLOUT_TEXT": "#e8eaed",
    },
    "contrast": {
        "FELT": "#000000", "FELT_DARK": "#000000", "FELT_LIGHT": "#000000", "DIE_FACE": "#ffffff",
        "DIE_EDGE": "#ffffff", "PIP": "#000000", "HELD_RING": "#ffd700", "HOVER_RING": "#ffffff",
        "FOCUS_RING": "#00e5ff", "INK": "#ffffff", "MUTED": "#ffffff", "PREVIEW": "#7dff9e",
        "PREVIEW_ZERO": "#c0c0c0", "CURRENT_COLUMN": "#1a1a00", "SECTION_ROW": "#000000",
        "TOTAL_ROW": "#000000", "PAPER": "#000000", "ACCENT": "#ffd700",
        "CHART_BACKGROUND": "#000000", "CHART_FRAME": "#ffffff", "CHART_GRID": "#5a5a5a",
        "CHART_AXIS": "#ffffff", "CHART_TEXT": "#ffffff", "CHART_BAR": "#7dff9e", "CHART_BAR_HOVER": "#ffffff",
        "CHART_HIGHLIGHT": "#ffd700", "CHART_HIGHLIGHT_TEXT": "#ffd700", "CHART_LINE": "#a0a0a0",
        "CHART_POINT": "#ffffff", "CHART_AVERAGE": "#00e5ff", "CHART_FOCUS": "#00e5ff",
        "CHART_CALLOUT": "#000000", "CHART_CALLOUT_TEXT": "#ffffff",
    },
}
"""The painted colours each theme changes (by their names above); light is the names as written."""

MAPS = {"dark": (DARK_BG, DARK_FG), "contrast": (CONTRAST_BG, CONTRAST_FG)}

TEXT_ON = {
    "#FeltTitle": "#217553", "#FeltHint": "#217553", "#SeatName": "#217553", "#SeatStatus": "#217553",
    "#SeatTotal": "#217553", "#SeatReveal": "#217553", "#TdTitle": "#217553", "#TdHint": "#217553",
    "#SlotName": "#217553", "#SlotNote": "#217553", "#YouName": "#217553", "#YouCard": "#217553",
    "#YouScore": "#217553", "#Preview": "#217553", "#PocketCaption": "#217553",
    "#StartTitle": "#217553", "#StartSubtitle": "#217553", "#StaffLine": "#217553", "#OverlayHint": "#123f2c",
    "#OverlayText": "#123f2c", "#OverlayCount": "#123f2c", "#BoardTitle": "#217553", "#BoardGame": "#217553",
    "#BoardRows": "#217553", "#GhostButton": "#217553", "#RollButton": "#217553", "#ActionButton": "#217553",
    "#LessonStep": "#fffdf8", "#LessonText": "#fffdf8",
}
"""Texts drawn on the felt, with the felt's lightest colour behind them (the contrast test's
worst case); every other text without its own background sits on the window's paper."""

_SIZE = re.compile(r"(\d+(?:\.\d+)?)px")
_DECLARATION = re.compile(r"([a-z-]+)\s*:\s*([^;{}]+)")
_HEX = re.compile(r"#[0-9a-fA-F]{6}\b")
_BLOCK = re.compile(r"\{[^{}]*\}")


def recolour(sheet: str, name: str) -> str:
    """``sheet`` (written in light colours) in theme ``name``'s colours."""
    if name not in MAPS:
        return sheet
    bg, fg = MAPS[name]

    def declaration(match: re.Match[str]) -> str:
        prop, value = match.group(1), match.group(2)
        table = fg if prop in ("color", "selection-color") else bg
        return f"{prop}: " + _HEX.sub(lambda h: table.get(h.group(0).lower(), h.group(0)), value)

    return _BLOCK.sub(lambda block: _DECLARATION.sub(declaration, block.group(0)), sheet)


def rescale(sheet: str, percent: int) -> str:
    """``sheet`` with every size in px scaled to ``percent`` (fonts, padding, touch targets)."""
    if percent == 100:
        return sheet
    return _SIZE.sub(lambda m: f"{max(1, round(float(m.group(1)) * percent / 100))}px", sheet)


_LIGHT = {name: value.name() for name, value in globals().items() if type(value) is QColor}
"""The painted colours as written (light), by name, so a theme can be left again."""
current = "light"
zoom = 100


def use(name: str, percent: int) -> None:
    """Make ``name`` the theme the painted colours come from, at ``percent`` zoom."""
    global current, zoom
    current, zoom = name, percent
    changes = COLORS.get(name, {})
    for key, light in _LIGHT.items():
        globals()[key] = QColor(changes.get(key, light))


def px(size: float) -> int:
    """A size in px at the current zoom (what code sets outside the style sheets)."""
    return max(1, round(size * zoom / 100))
