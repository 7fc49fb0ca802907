"""Engine errors in the window's language, rendered from their codes and parameters.

The engine raises errors with a stable ``code`` and the ``params`` its English message was made
from (``engine/errors.py``, listed in ``engine/README.md``). The command line prints the English
message; the window says the same thing here, translated, and never parses engine text. A code
this table does not know yet falls back to the English message, so nothing is ever hidden.
"""

from __future__ import annotations

import string
from collections.abc import Mapping

import engine

from .tr import QT_TRANSLATE_NOOP, translate

TEXTS: dict[str, str] = {
    "seed-empty": QT_TRANSLATE_NOOP("EngineError", "Type a seed: a whole number from 0 to {limit}."),
    "seed-not-number": QT_TRANSLATE_NOOP("EngineError", "\u201c{given}\u201d is not a number: a seed is a whole "
                                         "number from 0 to {limit}."),
    "seed-not-whole": QT_TRANSLATE_NOOP("EngineError", "{given} is not a whole number: a seed is a whole number "
                                        "from 0 to {limit}."),
    "seed-negative": QT_TRANSLATE_NOOP("EngineError", "{given} is below 0: a seed is a whole number from 0 to "
                                       "{limit}."),
    "seed-too-large": QT_TRANSLATE_NOOP("EngineError", "{given} is too large: a seed is a whole number from 0 to "
                                        "{limit}."),
    "game-unknown": QT_TRANSLATE_NOOP("EngineError", "There is no game called \u201c{given}\u201d; the games are "
                                      "{games}."),
    "game-no-scorecard": QT_TRANSLATE_NOOP("EngineError", "\u201c{given}\u201d has no scorecard; these games do: "
                                           "{games}."),
    "players-count": QT_TRANSLATE_NOOP("EngineError", "{game} takes {fewest} to {most} players, not {count}."),
    "players-count-solo": QT_TRANSLATE_NOOP("EngineError", "{game} takes exactly 1 player, not {count}."),
    "players-count-exact": QT_TRANSLATE_NOOP("EngineError", "{game} takes exactly {fewest} players, not {count}."),
    "name-empty": QT_TRANSLATE_NOOP("EngineError", "Every player needs a name."),
    "names-duplicate": QT_TRANSLATE_NOOP("EngineError", "Two players have the same name; give each a name of "
                                         "their own."),
    "name-too-long": QT_TRANSLATE_NOOP("EngineError", "The name \u201c{name}\u201d is longer than {limit} "
                                       "characters; shorten it."),
    "name-control-character": QT_TRANSLATE_NOOP("EngineError", "The name \u201c{name}\u201d contains a control "
                                                "character; use letters, digits and spaces."),
    "name-invisible-character": QT_TRANSLATE_NOOP("EngineError", "The name \u201c{name}\u201d contains "
                                                  "{character}, which cannot be seen, so the name would look like "
                                                  "another; use letters, digits and spaces."),
    "seat-unknown": QT_TRANSLATE_NOOP("EngineError", "There is no seat {given}; the seats go up to {last}."),
    "replay-step": QT_TRANSLATE_NOOP("EngineError", "Step {step} of the game ({action}) cannot be replayed."),
    "state-replay-step": QT_TRANSLATE_NOOP("EngineError", "Step {step} of the saved game ({action}) cannot be "
                                           "replayed."),
    "state-not-object": QT_TRANSLATE_NOOP("EngineError", "The saved game is not a game record."),
    "state-too-deep": QT_TRANSLATE_NOOP("EngineError", "The saved game is nested too deeply (more than {limit} "
                                        "levels)."),
    "state-unknown-game": QT_TRANSLATE_NOOP("EngineError", "The saved game is of an unknown game, "
                                            "\u201c{given}\u201d."),
    "state-other-game": QT_TRANSLATE_NOOP("EngineError", "The saved game is a game of {given}, not of {game}."),
    "state-unknown-field": QT_TRANSLATE_NOOP("EngineError", "The saved game has a field it should not have: "
                                             "\u201c{field}\u201d."),
    "state-missing-field": QT_TRANSLATE_NOOP("EngineError", "The saved game lacks the field "
                                             "\u201c{field}\u201d."),
    "state-format": QT_TRANSLATE_NOOP("EngineError", "The saved game has format {given}; this version reads "
                                      "format {format}."),
    "state-field-type": QT_TRANSLATE_NOOP("EngineError", "The saved game's field \u201c{field}\u201d holds "
                                          "{given}, which it cannot."),
    "state-log-too-long": QT_TRANSLATE_NOOP("EngineError", "The saved game has {length} moves; at most {limit} "
                                            "are allowed."),
    "state-setup": QT_TRANSLATE_NOOP("EngineError", "The saved game's seed or players are not valid."),
    "state-place-points": QT_TRANSLATE_NOOP("EngineError", "The saved game's turn points by place "
                                            "(\u201c{field}\u201d) are {given}: a game of {players} players is "
                                            "scored {expected}, or {earlier} if it was begun under the earlier "
                                            "rule."),
    "place-points": QT_TRANSLATE_NOOP("EngineError", "Turn points by place of {given} are not a Triple Dice "
                                      "table for {players} players: {expected}, or the earlier {earlier}."),
    "state-disagrees": QT_TRANSLATE_NOOP("EngineError", "The saved game's \u201c{field}\u201d says {given}, but "
                                         "replaying its moves gives {expected}."),
    "malformed-action": QT_TRANSLATE_NOOP("EngineError", "That move is not written the way {game} moves are."),
    "game-finished": QT_TRANSLATE_NOOP("EngineError", "The game is over: no more moves."),
    "action-unknown": QT_TRANSLATE_NOOP("EngineError", "\u201c{action}\u201d is not a move now; the moves now are "
                                        "{actions}."),
    "die-unknown": QT_TRANSLATE_NOOP("EngineError", "There is no die {given}; the dice go up to {last}."),
    "hold-no-rolls-left": QT_TRANSLATE_NOOP("EngineError", "All {rolls} rolls of this turn are used, so holding "
                                            "changes nothing: score one of {open}."),
    "roll-no-rolls-left": QT_TRANSLATE_NOOP("EngineError", "All {rolls} rolls of this turn are used: score one of "
                                            "{open}."),
    "hold-limit": QT_TRANSLATE_NOOP("EngineError", "Too many holds this turn; roll or score one of {open}."),
    "roll-all-held": QT_TRANSLATE_NOOP("EngineError", "All {count} dice are held: release one to roll, or score."),
    "category-unknown": QT_TRANSLATE_NOOP("EngineError", "{game} has no box called \u201c{given}\u201d."),
    "column-missing": QT_TRANSLATE_NOOP("EngineError", "{game} needs a column for every score."),
    "column-unknown": QT_TRANSLATE_NOOP("EngineError", "There is no column {given}; the columns go up to {last}."),
    "column-single": QT_TRANSLATE_NOOP("EngineError", "{game} has a single column."),
    "cell-scored": QT_TRANSLATE_NOOP("EngineError", "{cell} is already scored; open: {open}."),
    "joker-forced": QT_TRANSLATE_NOOP("EngineError", "{cell} cannot take these dice: {box} is already filled, so "
                                      "five alike are a joker, and the joker goes to {allowed}."),
    "cell-closed": QT_TRANSLATE_NOOP("EngineError", "{cell} was closed by a zero and takes no more scores; open: "
                                     "{open}."),
    "predict-not-now": QT_TRANSLATE_NOOP("EngineError", "It is not the time to choose a prediction card."),
    "submit-not-now": QT_TRANSLATE_NOOP("EngineError", "It is not the time to play dice."),
    "not-your-move": QT_TRANSLATE_NOOP("EngineError", "It is not seat {seat}'s move."),
    "card-unknown": QT_TRANSLATE_NOOP("EngineError", "There is no card \u201c{given}\u201d."),
    "submit-count": QT_TRANSLATE_NOOP("EngineError", "Play exactly {count} dice."),
    "die-twice": QT_TRANSLATE_NOOP("EngineError", "The same die was chosen twice."),
    "die-used": QT_TRANSLATE_NOOP("EngineError", "That die was already played."),
    "not-finished": QT_TRANSLATE_NOOP("EngineError", "The game is not over yet."),
    "level-unknown": QT_TRANSLATE_NOOP("EngineError", "There is no computer level \u201c{given}\u201d."),
    "nothing-to-do": QT_TRANSLATE_NOOP("EngineError", "This player has no move to make now."),
    "observation-no-card": QT_TRANSLATE_NOOP("EngineError", "This seat has not chosen a card yet."),
    "ruleset-unsupported": QT_TRANSLATE_NOOP("EngineError", "Hints and computer players cannot play this "
                                             "game's rules."),
    "table-missing": QT_TRANSLATE_NOOP("EngineError", "The hint tables for {game} are missing, so hints and "
                                       "computer players are off."),
    "review-unsupported": QT_TRANSLATE_NOOP("EngineError", "This game cannot be reviewed."),
}
"""English source for each code; a parameter the error lacks is left as the code's own words."""


class _Params(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"


def _shown(value: object) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(item) for item in value)
    return str(value)


def _multiplier(game: str, column: str) -> str:
    """A column as the scorecard heads it: "\u00d72" for the engine's column 1 (columns count from 0,
    so showing the number itself listed Dicegame's boxes as \u00d70, \u00d71 and \u00d72)."""
    try:
        return f"\u00d7{engine.ruleset(game).multipliers[int(column)]}"
    except Exception:
        return f"\u00d7{column}"


def _cells(game: str, value: object) -> str:
    """Cells as the scorecard names them: "Fives", or in a game of columns each box once with
    its open columns, "Fives (\u00d71, \u00d73)" (Dicegame's first turn lists 13 boxes, not 39 cells)."""
    from .names import category_name  # lazy: this module loads before the first frame, the names with the game

    cells = value if isinstance(value, (list, tuple)) else [value]
    columns: dict[str, list[str]] = {}
    for cell in cells:
        category, _, column = str(cell).partition("/")
        columns.setdefault(category, [])
        if column:
            columns[category].append(_multiplier(game, column))
    shown = []
    for category, where in columns.items():
        name = category_name(game, category) if game else category
        shown.append(translate("EngineError", "{box} ({columns})").format(box=name, columns=", ".join(where))
                     if where else name)
    return ", ".join(shown)


def _cell(game: str, value: object) -> str:
    """One cell: "Fives", or "Fives \u00d72" in a game of columns."""
    from .names import category_name  # lazy: this module loads before the first frame, the names with the game

    category, _, column = str(value).partition("/")
    name = category_name(game, category) if game else category
    return f"{name} {_multiplier(game, column)}" if column else name


def error_text(error: BaseException, game: str = "") -> str:
    """What the window says for an engine error, in the current language (English included: the
    engine's own words name boxes by id, "threeMatch"), filled with the error's parameters and
    the names players see. A code this table does not know, or an error lacking a field its
    sentence needs, keeps the engine's words. ``game`` names the game the move was for."""
    code = getattr(error, "code", "")
    params: Mapping[str, object] = getattr(error, "params", {}) or {}
    if code == "players-count" and params.get("fewest") == params.get("most"):  # one count: "exactly"
        code = "players-count-solo" if params.get("most") == 1 else "players-count-exact"
    template = TEXTS.get(code)
    if template is None:
        return str(error)
    text = translate("EngineError", template)
    from .names import game_name  # lazy: this module loads before the first frame, the names with the game

    values = _Params({key: _shown(value) for key, value in params.items()})
    if isinstance(params.get("game"), str):  # the game's id or its English name
        given = str(params["game"])
        ids = {engine.api.game(g).name: g for g in engine.GAME_IDS}
        values["game"] = game_name(ids.get(given, given)) if given in ids or given in engine.GAME_IDS else given
    for key in ("open", "categories", "allowed"):
        if key in params:
            values[key] = _cells(game, params[key])
    for key in ("cell", "box"):
        if key in params and game:
            values[key] = _cell(game, params[key])
    needed = {field for _, field, _, _ in string.Formatter().parse(text) if field}
    if not needed <= set(values):
        return str(error)
    said = string.Formatter().vformat(text, (), values)
    return said[:-1] if said.endswith(("!.", "?.")) else said  # a list ending in "All Match!"
