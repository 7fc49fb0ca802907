"""Dicebox's own games, registered in one place: a line each (``desktop/gameinfo.py``).

Their names, New Game blurbs and rules are source texts here, said in the window's language by
their readers; their pages load when a game of theirs starts, not with the window. The launcher
imports this module first thing (``desktop/app.py``; so do the tests and the scripts that build a
window without it), since ``gameinfo`` sits below every package and imports none; a game added at
run time registers itself the same way (``gameinfo.register``).
"""

from __future__ import annotations

from typing import Any

from desktop.gameinfo import register, register_rulesets
from desktop.i18n.tr import QT_TRANSLATE_NOOP
from desktop.scorecard.game import ScorecardDesktop
from desktop.triple.game import TripleDiceDesktop


def _earlier_triple_points(players: int) -> dict[str, Any]:
    """Every format-1 Triple Dice file was written under the earlier turn points (6, 3 / 6, 3, 1)."""
    from engine.triple_points import earlier_place_points  # Triple Dice's scoring, only for such a file

    return {"placePoints": list(earlier_place_points(players))} if 2 <= players <= 4 else {}

DICE_DASH_RULES = QT_TRANSLATE_NOOP("Rules", """
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
""")
DICE_DASH_BLURB = QT_TRANSLATE_NOOP("NewGameDialog", "Solo. 8 categories, Number Bonus and Perfect Rounds. Best "
                                    "possible: 270.")

DICEGAME_RULES = QT_TRANSLATE_NOOP("Rules", """
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
""")
DICEGAME_BLURB = QT_TRANSLATE_NOOP("NewGameDialog", "Three columns counting \u00d71, \u00d72 and \u00d73. Two "
                                   "players by default.")

MATCH_RULES = QT_TRANSLATE_NOOP("Rules", """
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
""")
MATCH_BLURB = QT_TRANSLATE_NOOP("NewGameDialog", "14 categories; All match! can be scored again and again.")

NORDIC_RULES = QT_TRANSLATE_NOOP("Rules", """
<h2>Nordic Dice</h2>
<p>The five-dice game of the Nordic countries, alone or with up to four players taking turns.
Fifteen boxes, each filled once; the game ends when every box is used.</p>
<h3>The boxes</h3>
<table cellpadding=3>
<tr><td><b>Ones &hellip; Sixes</b></td><td>add up the dice showing that number.</td></tr>
<tr><td><b>One Pair</b></td><td>the two dice of your highest pair (6-6-5-5-1 scores 12).</td></tr>
<tr><td><b>Two Pairs</b></td><td>two pairs of different numbers: those four dice.</td></tr>
<tr><td><b>Three / Four of a Kind</b></td><td>only the three (four) equal dice count
(5-5-5-2-1 scores 15).</td></tr>
<tr><td><b>Small Straight</b></td><td>exactly 1-2-3-4-5: 15.</td></tr>
<tr><td><b>Large Straight</b></td><td>exactly 2-3-4-5-6: 20.</td></tr>
<tr><td><b>Full House</b></td><td>three of one number and two of another: the total of all five
dice (five alike is not one).</td></tr>
<tr><td><b>Chance</b></td><td>anything: the sum of the dice.</td></tr>
<tr><td><b>Five of a Kind</b></td><td>all five alike: 50.</td></tr>
</table>
<h3>Bonus</h3>
<p>When Ones to Sixes add up to 63 or more, +50. A second five of a kind earns nothing extra: a
filled box stays filled. The highest total wins; equal totals share the win.</p>
""")
NORDIC_BLURB = QT_TRANSLATE_NOOP("NewGameDialog", "The Scandinavian rules: 15 boxes, pairs and kinds that count "
                                 "only their dice, Bonus 50 at 63.")

CLASSIC_RULES = QT_TRANSLATE_NOOP("Rules", """
<h2>Classic Dice</h2>
<p>The American five-dice game, alone or with up to four players taking turns. Thirteen boxes,
each filled once; the game ends when every box is used.</p>
<h3>The boxes</h3>
<table cellpadding=3>
<tr><td><b>Ones &hellip; Sixes</b></td><td>add up the dice showing that number.</td></tr>
<tr><td><b>Three / Four of a Kind</b></td><td>at least three (four) alike: the sum of all five
dice.</td></tr>
<tr><td><b>Full House</b></td><td>three of one number and two of another: 25.</td></tr>
<tr><td><b>Small Straight</b></td><td>four in a row: 30.</td></tr>
<tr><td><b>Large Straight</b></td><td>five in a row: 40.</td></tr>
<tr><td><b>Five of a Kind</b></td><td>all five alike: 50.</td></tr>
<tr><td><b>Chance</b></td><td>anything: the sum of the dice.</td></tr>
</table>
<h3>Bonuses</h3>
<p><b>Bonus</b>: +35 once Ones to Sixes add up to 63 or more.<br><b>Five of a Kind Bonus</b>:
+100 for every further five of a kind while the Five of a Kind box holds 50 (none if you filled
it with 0).</p>
<h3>The joker</h3>
<p>Five alike when Five of a Kind is already filled must go, in this order: to the box of that
number among Ones to Sixes if it is open; otherwise to any open box below the Bonus, where Full
House then scores 25, Small Straight 30 and Large Straight 40; otherwise to an open number box,
for 0. The scorecard offers only the boxes allowed. The highest total wins; equal totals share
the win.</p>
""")
CLASSIC_BLURB = QT_TRANSLATE_NOOP("NewGameDialog", "The American rules: 13 boxes, Bonus 35 at 63, 100 for every "
                                  "further five of a kind, and the joker.")

TRIPLE_DICE_RULES = QT_TRANSLATE_NOOP("Rules", """
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
""")
TRIPLE_DICE_BLURB = QT_TRANSLATE_NOOP("NewGameDialog", "2-4 players, hidden dice and secret predictions. Against "
                                      "computers, or pass-and-play.")


register(ScorecardDesktop("dice-dash", QT_TRANSLATE_NOOP("Names", "Dice Dash"), DICE_DASH_BLURB, DICE_DASH_RULES))
register(ScorecardDesktop("dicegame", QT_TRANSLATE_NOOP("Names", "Dicegame"), DICEGAME_BLURB, DICEGAME_RULES))
register(ScorecardDesktop("match", QT_TRANSLATE_NOOP("Names", "Match!"), MATCH_BLURB, MATCH_RULES))
register(ScorecardDesktop("classic", QT_TRANSLATE_NOOP("Names", "Classic Dice"), CLASSIC_BLURB, CLASSIC_RULES))
register(ScorecardDesktop("nordic", QT_TRANSLATE_NOOP("Names", "Nordic Dice"), NORDIC_BLURB, NORDIC_RULES))
register(TripleDiceDesktop("triple-dice", QT_TRANSLATE_NOOP("Names", "Triple Dice"), TRIPLE_DICE_BLURB,
                           TRIPLE_DICE_RULES, earlier_file_options=_earlier_triple_points))
register_rulesets(ScorecardDesktop)  # a scorecard ruleset registered with the engine alone
