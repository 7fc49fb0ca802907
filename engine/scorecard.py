"""The one shared core that runs every scorecard game (Dice Dash, Dicegame, Match!, the classic
variants) from its ruleset.

States are immutable; ``apply`` returns a new state and never changes its input. Chance is an
explicit part of the state: the seed plus ``roll_count`` (rolls made so far in the game) decide
every die, so a state carries everything needed to continue, and replaying its log from the seed
must reproduce it exactly (that is how loaded JSON is checked for tampering).

Which open cells the dice may go to and what each records are asked of the ruleset, never of a
game's id: ``score_targets`` and ``score_for`` (and ``engine.score_preview``, built on them) are
the same answers ``legal_actions`` and ``apply`` give, so a preview cannot promise what a move
would not record. A ruleset's ``joker`` narrows the targets and changes the points; a bonus may
record an entry of its own (``record``) when dice are scored.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .actionlog import ActionLog
from .actions import Action, Roll, Score, ToggleHold
from .dice import die_from_key, parse_seed, stream_key
from .errors import IllegalAction
from .jsontext import quote, short
from .limits import HOLD_LIMIT
from .players import check_players as _check_players
from .rules import Category, Dice, Entry, Ruleset, cell_open, grand_total, turns_scored

Phase = Literal["rolling", "choosing", "finished"]
Cell = tuple[Entry, ...]
Column = tuple[Cell, ...]
Card = tuple[Column, ...]



@dataclass(frozen=True)
class ScorecardState:
    ruleset: Ruleset
    seed: int
    players: tuple[str, ...]
    phase: Phase
    current_player: int
    rolls_used: int
    """Rolls made in the current turn: 1 right after the automatic roll, at most 3."""
    dice: tuple[int, ...]
    held: tuple[bool, ...]
    cards: tuple[Card, ...]
    roll_count: int
    """Rolls made so far in the whole game: the chance counter the next roll hashes."""
    log: ActionLog

    @property
    def game(self) -> str:
        return self.ruleset.id

    @property
    def round(self) -> int:
        """The current player's turn number (1-based); on a finished game, turns played."""
        used = sum(turns_scored(self.ruleset, col) for col in self.cards[self.current_player])
        return used if self.phase == "finished" else used + 1

    def total(self, player: int) -> int:
        return grand_total(self.ruleset, self.cards[player])

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self.total(p) for p in range(len(self.players)))


def check_players(ruleset: Ruleset, players: tuple[str, ...] | list[str] | None) -> tuple[str, ...]:
    """Validate player names; ``None`` means the game's default count with numbered names."""
    return _check_players(players, ruleset.name, ruleset.min_players, ruleset.max_players, ruleset.default_players)


def _roll(state: ScorecardState, held: tuple[bool, ...]) -> tuple[tuple[int, ...], int]:
    key = stream_key(state.seed)
    roll = state.roll_count
    dice = tuple(
        value if keep else die_from_key(key, roll, pos)
        for pos, (value, keep) in enumerate(zip(state.dice, held))
    )
    return dice, roll + 1


def new_game(ruleset: Ruleset, seed: object, players: tuple[str, ...] | list[str] | None = None) -> ScorecardState:
    number = parse_seed(seed)
    names = check_players(ruleset, players)
    n = ruleset.dice_count
    empty_col: Column = tuple(() for _ in ruleset.categories)
    cards: tuple[Card, ...] = tuple(tuple(empty_col for _ in ruleset.multipliers) for _ in names)
    state = ScorecardState(
        ruleset=ruleset, seed=number, players=names, phase="rolling", current_player=0,
        rolls_used=0, dice=(0,) * n, held=(False,) * n, cards=cards, roll_count=0, log=ActionLog(),
    )
    dice, count = _roll(state, (False,) * n)
    return _replace(state, dice=dice, roll_count=count, rolls_used=1)


def _replace(state: ScorecardState, **changes: object) -> ScorecardState:
    # dataclasses.replace re-runs __init__ through keyword dispatch; copying __dict__ is ~3x faster
    # and apply() is the hot path of every playout and solver check.
    new = object.__new__(ScorecardState)
    new.__dict__.update(state.__dict__)
    new.__dict__.update(changes)
    return new


_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _count(n: int) -> str:
    """A count as a word in a sentence (the dice count is ruleset data, five in every game so far)."""
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def _column_label(ruleset: Ruleset, column: int) -> str:
    return f"column {column} (x{ruleset.multipliers[column]})"


def open_cells(state: ScorecardState, player: int | None = None) -> tuple[tuple[int, Category], ...]:
    """(column, category) pairs still open for ``player`` (default: the current one)."""
    card = state.cards[state.current_player if player is None else player]
    return tuple(
        (c, cat)
        for c, col in enumerate(card)
        for cat, cell in zip(state.ruleset.categories, col)
        if cell_open(cat, cell)
    )


def _cell_name(ruleset: Ruleset, column: int, category: Category) -> str:
    return category.id if ruleset.columns == 1 else f"{category.id}/{column}"


def _open_names(state: ScorecardState) -> list[str]:
    return [_cell_name(state.ruleset, c, cat) for c, cat in open_cells(state)]


def _open_text(state: ScorecardState) -> str:
    return ", ".join(_open_names(state))


def _score_action(ruleset: Ruleset, column: int, category: str) -> Score:
    return Score(category, column if ruleset.columns > 1 else None)


def _joker_rows(ruleset: Ruleset, column: Column, dice: Dice) -> tuple[int, ...] | None:
    """The rows of ``column`` a joker may go to, or None when ``dice`` are no joker there."""
    joker = ruleset.joker
    if joker is None or not joker.active(ruleset, column, dice):
        return None
    return joker.allowed(ruleset, column, dice)


def score_targets(state: ScorecardState) -> tuple[tuple[int, Category], ...]:
    """(column, category) of every cell the current dice may be scored in now: the open cells,
    narrowed by a forced joker to the boxes its order allows."""
    if state.ruleset.joker is None:
        return open_cells(state)
    rs = state.ruleset
    targets: list[tuple[int, Category]] = []
    for c, col in enumerate(state.cards[state.current_player]):
        rows = _joker_rows(rs, col, state.dice)
        targets.extend(
            (c, cat)
            for row, (cat, cell) in enumerate(zip(rs.categories, col))
            if cell_open(cat, cell) and (rows is None or row in rows)
        )
    return tuple(targets)


def _points(ruleset: Ruleset, column: Column, row: int, dice: Dice) -> int:
    joker = ruleset.joker
    if joker is not None and joker.active(ruleset, column, dice):
        return joker.points(ruleset, column, row, dice)
    return ruleset.categories[row].score(dice)


def score_for(state: ScorecardState, column: int, category: str) -> int:
    """What the current player's cell (``column``, ``category``) would record for the current
    dice: its rule's score, or the joker's value when the dice are a joker there. The points of
    the entry only; ``engine.score_preview`` adds the bonuses it would earn."""
    rs = state.ruleset
    return _points(rs, state.cards[state.current_player][column], rs.index(category), state.dice)


def scored_column(ruleset: Ruleset, column: Column, row: int, dice: Dice, roll: int) -> tuple[int, Column]:
    """(points, ``column`` after ``dice`` are scored in ``row`` on roll ``roll`` of the turn):
    the box's entry, then any entry a bonus records for these dice (``apply`` and the preview
    both build the new column here)."""
    points = _points(ruleset, column, row, dice)
    cells = list(column)
    cells[row] = (*cells[row], (points, roll))
    for bonus in ruleset.bonuses:
        found = bonus.record(ruleset, column, dice)
        if found is not None:
            where, extra = found
            cells[where] = (*cells[where], (extra, roll))
    return points, tuple(cells)


def legal_actions(state: ScorecardState) -> tuple[Action, ...]:
    if state.phase == "finished":
        return ()
    actions: list[Action] = []
    if state.phase == "rolling":
        if len(state.log) < HOLD_LIMIT:
            actions.extend(ToggleHold(i) for i in range(len(state.dice)))
        if not all(state.held):
            actions.append(Roll())
    actions.extend(_score_action(state.ruleset, c, cat.id) for c, cat in score_targets(state))
    return tuple(actions)


def _player_done(ruleset: Ruleset, card: Card) -> bool:
    return all(cell for col in card for cell in col)


def apply(state: ScorecardState, action: Action) -> ScorecardState:
    rs = state.ruleset
    if state.phase == "finished":
        raise IllegalAction("The game is finished; no more moves. Start a new game or replay this seed.",
                            "game-finished")
    if isinstance(action, ToggleHold):
        n = len(state.dice)
        if type(action.die_index) is not int or not 0 <= action.die_index < n:
            raise IllegalAction(f"There is no die {short(action.die_index)}; dice are numbered 0 to {n - 1}.",
                                "die-unknown", given=short(action.die_index), last=n - 1)
        if state.phase == "choosing":
            raise IllegalAction(
                f"All {rs.rolls_per_turn} rolls of this turn are used, so holding changes nothing; "
                f"score one of: {_open_text(state)}.", "hold-no-rolls-left", rolls=rs.rolls_per_turn,
                open=_open_names(state),
            )
        if len(state.log) >= HOLD_LIMIT:
            raise IllegalAction(
                f"This game has recorded {len(state.log)} moves, the most that leave room to finish it, so "
                f"holds can no longer change; roll or score one of: {_open_text(state)}.", "hold-limit",
                moves=len(state.log), open=_open_names(state),
            )
        held = list(state.held)
        held[action.die_index] = not held[action.die_index]
        return _replace(state, held=tuple(held), log=state.log.appended(action))
    if isinstance(action, Roll):
        if state.phase == "choosing":
            raise IllegalAction(
                f"All {rs.rolls_per_turn} rolls of this turn are used; score one of: {_open_text(state)}.",
                "roll-no-rolls-left", rolls=rs.rolls_per_turn, open=_open_names(state),
            )
        if all(state.held):
            raise IllegalAction(
                f"All {_count(len(state.dice))} dice are held, so a roll would change nothing; release a die or score.",
                "roll-all-held", count=len(state.dice),
            )
        dice, count = _roll(state, state.held)
        used = state.rolls_used + 1
        phase: Phase = "choosing" if used >= rs.rolls_per_turn else "rolling"
        return _replace(
            state, dice=dice, roll_count=count, rolls_used=used, phase=phase, log=state.log.appended(action)
        )
    if isinstance(action, Score):
        return _apply_score(state, action)
    raise IllegalAction(f"{rs.name} has no {type(action).__name__} action; use toggleHold, roll or score.",
                        "action-unknown", game=rs.name, action=type(action).__name__,
                        actions=["toggleHold", "roll", "score"])


def _apply_score(state: ScorecardState, action: Score) -> ScorecardState:
    rs = state.ruleset
    if action.category not in rs.category_ids:
        raise IllegalAction(
            f"{rs.name} has no category {quote(action.category)}; its categories are: {', '.join(rs.category_ids)}.",
            "category-unknown", game=rs.name, given=quote(action.category), categories=list(rs.category_ids),
        )
    if rs.columns > 1:
        if action.column is None:
            raise IllegalAction(
                f"{rs.name} needs a column to score in: 0 (x1), 1 (x2) or 2 (x3); "
                f"open: {_open_text(state)}.", "column-missing", game=rs.name, open=_open_names(state),
            )
        if type(action.column) is not int or not 0 <= action.column < rs.columns:
            raise IllegalAction(
                f"Column {short(action.column)} does not exist; {rs.name} has columns 0 to {rs.columns - 1}.",
                "column-unknown", game=rs.name, given=short(action.column), last=rs.columns - 1,
            )
        column = action.column
    else:
        # Even column 0 is refused: it is not in legal_actions, and the logged action would break
        # the game's action grammar, so the state could never be loaded again.
        if action.column is not None:
            raise IllegalAction(f"{rs.name} has a single column; leave out 'column'.", "column-single", game=rs.name)
        column = 0
    index = rs.index(action.category)
    category = rs.categories[index]
    player = state.current_player
    card = state.cards[player]
    cell = card[column][index]
    if not cell_open(category, cell):
        name = _cell_name(rs, column, category)
        what = "is closed (it was scored 0)" if category.repeatable else "is already scored"
        where = f" in {_column_label(rs, column)}" if rs.columns > 1 else ""
        raise IllegalAction(f"{name} {what}{where}; open: {_open_text(state)}.",
                            "cell-closed" if category.repeatable else "cell-scored", cell=name,
                            column=column if rs.columns > 1 else None, open=_open_names(state))
    rows = _joker_rows(rs, card[column], state.dice)
    if rows is not None and index not in rows:
        _refuse_joker(state, column, category, rows)
    _points, new_col = scored_column(rs, card[column], index, state.dice, state.rolls_used)
    new_card = card[:column] + (new_col,) + card[column + 1 :]
    cards = state.cards[:player] + (new_card,) + state.cards[player + 1 :]
    n = len(state.dice)
    log = state.log.appended(action)
    count = len(state.players)
    for step in range(1, count + 1):
        nxt = (player + step) % count
        if not _player_done(rs, cards[nxt]):
            moved = _replace(state, cards=cards, current_player=nxt, held=(False,) * n, log=log, phase="rolling")
            dice, rolls = _roll(moved, (False,) * n)
            return _replace(moved, dice=dice, roll_count=rolls, rolls_used=1)
    return _replace(state, cards=cards, held=(False,) * n, log=log, phase="finished")


def _refuse_joker(state: ScorecardState, column: int, category: Category, rows: tuple[int, ...]) -> None:
    rs = state.ruleset
    assert rs.joker is not None
    name = _cell_name(rs, column, category)
    allowed = [_cell_name(rs, column, rs.categories[row]) for row in rows]
    box = _cell_name(rs, column, rs.category(rs.joker.box))
    raise IllegalAction(
        f"{name} cannot take these dice: {box} is already scored, so they are a joker, and the joker rule "
        f"sends them to {' or '.join(allowed)}.", "joker-forced", cell=name, box=box, allowed=allowed,
    )
