"""Rules of each game in Dicebox's own words (F1), and the About box."""

from __future__ import annotations

import html
import sys
from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from desktop.i18n.names import game_name
from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate

COMMON = QT_TRANSLATE_NOOP("Rules", """
<h3>Every turn</h3>
<p>Your turn starts with all five dice already rolled. You may roll again twice more, three rolls
in all. Before a roll, click the dice you want to keep (or press <b>1</b>&ndash;<b>5</b>); a kept
die is raised, framed in gold and marked with a padlock and the word HELD. Click it again to let
it roll. Holding never uses up a roll. Press <b>Roll</b> (or <b>Space</b> / <b>R</b>) to roll the
free dice.</p>
<p>Whenever you like &ndash; after the first, second or third roll &ndash; choose a box on the
scorecard: click it, or move to it with the arrow keys and press <b>Enter</b>. Open boxes show in
green italics what the dice would score there. Choosing a box the dice do not fit scores 0 there:
a useful way to get rid of a bad turn. A filled box cannot be used again.</p>
<h3>Seeds and undo</h3>
<p>Every game has a seed, shown at the top of the window (click it to copy). The seed decides
every die: the same seed and the same choices give the same game, so you can replay a seed or
challenge a friend with it. Undo (<b>Ctrl+Z</b>) takes back any step, and Redo (<b>Ctrl+Y</b> or
<b>Ctrl+Shift+Z</b>) brings it back. Undoing a roll and rolling again brings <i>the same dice</i>:
the seed decides them, so undo cannot be used to fish for luck. A game in which you used undo is
marked <i>assisted</i> in the final summary.</p>
""")

RULES: dict[str, str] = {
    "dice-dash": QT_TRANSLATE_NOOP("Rules", """
<h2>Dice Dash</h2>
<p>A solo race through eight rounds. Each round fills exactly one of eight boxes; when all eight
are filled the game is over. The best possible total is 270.</p>
<h3>The boxes</h3>
<table cellpadding=3>
<tr><td><b>Ones, Threes, Fives</b></td><td>add up only the dice showing that number.</td></tr>
<tr><td><b>Three of a Kind</b></td><td>at least three dice alike: the sum of all five dice.</td></tr>
<tr><td><b>Four of a Kind</b></td><td>at least four alike: the sum of all five dice.</td></tr>
<tr><td><b>Full House</b></td><td>three of one number and two of another: 25. Five alike is
<i>not</i> a full house.</td></tr>
<tr><td><b>Straight</b></td><td>four numbers in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6): 30.</td></tr>
<tr><td><b>All Match</b></td><td>all five dice alike: 50.</td></tr>
</table>
<h3>Bonuses</h3>
<p><b>Number Bonus</b>: +20 once Ones, Threes and Fives together reach 30. The scorecard shows how
far you are (for example 23/30).<br><b>Perfect Round</b>: +5 for every box you fill straight
after the first roll of a round, without rolling again &ndash; even when you score 0 there.</p>
"""),
    "dicegame": QT_TRANSLATE_NOOP("Rules", """
<h2>Dicegame</h2>
<p>Usually two players (one to four may play). Each player has three columns of thirteen boxes.
Whatever a column totals is counted once, twice or three times (\u00d71, \u00d72, \u00d73), so
your best rolls belong in the third column. Players take turns; each turn fills one box in any of
your three columns, so a game is 39 turns per player.</p>
<h3>The boxes</h3>
<table cellpadding=3>
<tr><td><b>Ones &hellip; Sixes</b></td><td>add up the dice showing that number.</td></tr>
<tr><td><b>Three / Four of a Kind</b></td><td>at least three (four) alike: the sum of all five dice.</td></tr>
<tr><td><b>Full House</b></td><td>three of one number and two of another: 25 (five alike is not one).</td></tr>
<tr><td><b>Small Straight</b></td><td>four in a row: 30.</td></tr>
<tr><td><b>Large Straight</b></td><td>five in a row (1-2-3-4-5 or 2-3-4-5-6): 40.</td></tr>
<tr><td><b>Five of a Kind</b></td><td>all five alike: 50.</td></tr>
<tr><td><b>Chance</b></td><td>anything: the sum of the dice.</td></tr>
</table>
<h3>Bonus and totals</h3>
<p>A column whose Ones to Sixes add up to 63 or more (three of each number is exactly 63) earns
+35. Each column's total, bonus included, is multiplied by its column number; the grand total is
the sum of the three. The highest grand total wins; equal totals share the win.</p>
"""),
    "match": QT_TRANSLATE_NOOP("Rules", """
<h2>Match!</h2>
<p>Fourteen boxes to fill, alone or with up to four players taking turns. The game ends once
every box has been used.</p>
<h3>The boxes</h3>
<table cellpadding=3>
<tr><td><b>Ones &hellip; Sixes</b></td><td>add up the dice showing that number.</td></tr>
<tr><td><b>Three / Four Match</b></td><td>at least three (four) alike: the sum of all five dice.</td></tr>
<tr><td><b>Triple and Pair</b></td><td>three of one number and two of another: 25.</td></tr>
<tr><td><b>Two Pairs</b></td><td>two different numbers, each showing at least twice: twice each
number (3-3-3-5-5 scores 16). Four alike alone is not two pairs.</td></tr>
<tr><td><b>Run of Four / Five</b></td><td>four (five) numbers in a row: 30 (40).</td></tr>
<tr><td><b>Anything</b></td><td>the sum of the dice, whatever they show.</td></tr>
<tr><td><b>All Match!</b></td><td>all five alike: 50 &ndash; and this box stays open, so you can
score it again and again, each time for another 50 (each time uses a turn). Choose it without
five alike and it records 0 and closes for the rest of the game.</td></tr>
</table>
<p>There is no upper bonus in Match!.</p>
"""),
    "triple-dice": QT_TRANSLATE_NOOP("Rules", """
<h2>Triple Dice</h2>
<p>A game of bluff and foresight for two to four players over four rounds of three turns.</p>
<h3>A round</h3>
<p>Everyone receives eleven dice. Nine are on the table for all to see; two are <b>private</b>
(marked with a lock): only you know their values. Looking at your dice, you secretly choose a
<b>prediction card</b> for the round:</p>
<table cellpadding=3>
<tr><td><b>Zero</b></td><td>you will score exactly 0 this round</td></tr>
<tr><td><b>Minimum</b></td><td>more than 0 but less than 7</td></tr>
<tr><td><b>More</b></td><td>7 or more, but less than 11</td></tr>
<tr><td><b>Maximum</b></td><td>11 or more</td></tr>
</table>
<p>Shared places can make fractions; a score counts for the band it falls in (6.5 is Minimum).
Cards are picked one player after another.</p>
<p>Then come three turns. In each turn, one after another, every player lays down three of their
unused dice. Later players see what was laid before them, except the values of private dice,
which stay hidden (shown as ?) until everyone has played; then all are turned up. After three
turns your last two dice are set aside.</p>
<h3>Who wins a turn</h3>
<p>Best first: <b>triple</b> (three alike), <b>straight</b> (three in a row; 6 and 1 do not
connect), <b>double</b> (two alike), <b>single</b>. Between equal kinds, compare the dice from the
highest down: 5-2-2 beats 3-3-1, 6-2-1 beats 5-4-1. Identical dice tie.</p>
<p>What a place earns depends on how many play; last place always earns 0, so every card can
come true:</p>
{place_points}
<p>Tied players split the points of the places they share: two players who tie at a table of two
get (6 + 0) / 2 = 3 each, two tied for first out of four get 4.5 each. The first turn of a round
starts in an order drawn from the seed; the winner of a turn starts the next one (the earliest to
play among tied winners).</p>
<h3>End of a round</h3>
<p>Cards are revealed. A correct <b>Zero</b> earns +40; any other correct card doubles your
round score. A wrong card costs nothing. After four rounds the highest total wins; equal totals
share the win.</p>
<h3>Playing together on one screen</h3>
<p>In pass-and-play, a privacy screen covers the table between players: hand over the computer,
and the next player presses the button when nobody else is looking. Undo is possible only until
the next player has acted.</p>
"""),
}


class RulesDialog(QDialog):
    """Help (F1): a page per game and the keyboard page; opens on the game being played, or on
    the keyboard page when asked (``keyboard``)."""

    def __init__(self, current_game: str | None, parent: QWidget | None = None, *, keyboard: bool = False,
                 shortcuts: list[tuple[str, str]] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Rules", "Dicebox rules"))
        self.resize(640, 560)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        for gid, text in RULES.items():
            browser = QTextBrowser()
            browser.setOpenExternalLinks(False)
            browser.setHtml(rules_html(gid, text))
            browser.setAccessibleName(translate("Rules", "Rules of {game}").format(game=game_name(gid)))
            self.tabs.addTab(browser, game_name(gid))
            if gid == current_game:
                self.tabs.setCurrentIndex(self.tabs.count() - 1)
        keys = QTextBrowser()
        keys.setHtml(keyboard_html(shortcuts or []))
        keys.setAccessibleName(translate("Rules", "Keyboard shortcuts"))
        self.tabs.addTab(keys, translate("Rules", "Keyboard"))
        if keyboard:
            self.tabs.setCurrentIndex(self.tabs.count() - 1)
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setToolTip(translate("Rules", "Close the help (Escape)"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


def rules_html(game: str, text: str) -> str:
    """A game's rules page in the window's language; Triple Dice's table of turn points is made
    from the engine's own (``{place_points}``), so the help cannot disagree with the scoring."""
    if game != "triple-dice":
        return translate("Rules", text) + translate("Rules", COMMON)
    from desktop.triple.points import table_html
    from engine.triple_points import PLACE_POINTS

    return translate("Rules", text).replace("{place_points}", table_html(PLACE_POINTS))


GAME_KEYS = (
    (QT_TRANSLATE_NOOP("Rules", "Space on a die"), QT_TRANSLATE_NOOP("Rules", "Hold or release it, as a check box "
                                                                      "is ticked; in Triple Dice pick it or put "
                                                                      "it back")),
    (QT_TRANSLATE_NOOP("Rules", "1 \u2013 5"), QT_TRANSLATE_NOOP("Rules", "Hold or release die 1 to 5 (Dice Dash, "
                                                                     "Dicegame, Match!)")),
    (QT_TRANSLATE_NOOP("Rules", "1 \u2013 9, 0, \u2212 (Triple Dice)"), QT_TRANSLATE_NOOP("Rules", "Pick or put back "
                                                                                      "your die 1 to 11")),
    (QT_TRANSLATE_NOOP("Rules", "Enter"), QT_TRANSLATE_NOOP("Rules", "The page's main button, from a die too: Roll "
                                                             "(Dice Dash, Dicegame, Match!); in Triple Dice play "
                                                             "the chosen card or the three picked dice, or continue "
                                                             "after a summary or the privacy screen")),
    (QT_TRANSLATE_NOOP("Rules", "Space away from a die, R"), QT_TRANSLATE_NOOP("Rules", "Roll the dice that are not "
                                                                                "held")),
    (QT_TRANSLATE_NOOP("Rules", "Arrow keys, Enter"), QT_TRANSLATE_NOOP("Rules", "Move between scorecard boxes; "
                                                                         "score the chosen box")),
    (QT_TRANSLATE_NOOP("Rules", "Tab, Shift+Tab"), QT_TRANSLATE_NOOP("Rules", "Move between dice, buttons and the "
                                                                      "scorecard")),
    (QT_TRANSLATE_NOOP("Rules", "1 \u2013 4 (Triple Dice)"), QT_TRANSLATE_NOOP("Rules", "Choose the prediction card "
                                                                                "Zero, Minimum, More or "
                                                                                "Maximum")),
    (QT_TRANSLATE_NOOP("Rules", "Backspace, Escape (Triple Dice)"), QT_TRANSLATE_NOOP("Rules", "Put every picked "
                                                                                       "die back")),
    (QT_TRANSLATE_NOOP("Rules", "\u2190 \u2192, Home, End"), QT_TRANSLATE_NOOP("Rules", "Step through a replay")),
    (QT_TRANSLATE_NOOP("Rules", "Escape"), QT_TRANSLATE_NOOP("Rules", "Close a dialog")),
)
"""Keys of the table itself; the menus' shortcuts are read from the actions they belong to."""


def keyboard_html(shortcuts: list[tuple[str, str]]) -> str:
    """The keyboard page: every menu shortcut (as the actions have them) and the table's keys."""
    rows = [(keys, html.escape(text)) for keys, text in shortcuts]
    rows += [(translate("Rules", keys), translate("Rules", text)) for keys, text in GAME_KEYS]
    body = "".join(f"<tr><td><b>{html.escape(keys)}</b></td><td>{text}</td></tr>" for keys, text in rows)
    title = translate("Rules", "Keyboard")
    lead = translate("Rules", "Everything in Dicebox can be done from the keyboard.")
    return (f"<h2>{html.escape(title)}</h2><p>{html.escape(lead)}</p>"
            f"<table cellpadding=3>{body}</table>")


def bundled_notices() -> Path | None:
    """The installed app's third-party licence texts (written by packaging/dicebox_packaging/notices.py), or None
    when running from source, where each package carries its own."""
    bundle = getattr(sys, "_MEIPASS", None)
    path = Path(bundle) / "licenses" / "THIRD-PARTY-NOTICES.txt" if bundle else None
    return path if path is not None and path.is_file() else None


def about_html(version: str, notices: Path | None = None) -> str:
    where = translate("Rules", " Their licence texts are in <code>{path}</code>.").format(
        path=html.escape(str(notices))) if notices else ""
    return (
        f"<h2>Dicebox {version}</h2>"
        + translate("Rules", "<p>Four dice games &ndash; Dice Dash, Dicegame, Match! and Triple Dice &ndash; for one "
                    "table.</p>")
        + translate("Rules", "<p>Fully offline: Dicebox never uses the network. Every game is decided by its seed, "
                    "so any game can be replayed exactly.</p>")
        + translate("Rules", "<p>Dicebox is MIT-licensed. Built with Python and Qt (PySide6), which it uses under "
                    "the LGPL-3.0, and a few other open-source libraries.{where}</p>").format(where=where)
    )
