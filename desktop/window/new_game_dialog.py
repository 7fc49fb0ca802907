"""New Game: which game, who plays, and which seed (random, daily, typed or recent).

A typed seed is checked as you type with the engine's own parser, so the message under the field
is the same one the CLI would give, and OK stays disabled until the seed is usable.

Each computer level says how it plays (on its entry, on the seat and in a note under the seats),
because a name alone does not tell a player that the Expert, against others, plays to finish
first and not for the most points, nor which level makes a fair opponent.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import engine
from desktop import gameinfo
from desktop.base import seeds
from desktop.base.seats import HUMAN, level_name, seat_kinds
from desktop.base.settings import Settings
from desktop.i18n.engine_text import error_text
from desktop.i18n.names import game_name
from desktop.i18n.tr import translate


@dataclass(frozen=True)
class GameChoice:
    game: str
    seed: int
    players: list[str]
    seed_mode: str
    seats: list[str]


def level_description(game_id: str, level: str) -> str:
    """How a computer level plays ``game_id``, true to its engine (``engine/solver/play.py`` for the
    scorecard games, ``engine/ai`` for Triple Dice); "" for a person or a level it does not know."""
    if gameinfo.info(game_id).scorecard:
        words = {
            "beginner": translate("NewGameDialog", "Greedy: takes what pays now. It scores a finished combination "
                                  "at once, else keeps all dice of its most common face and, with no rolls left, "
                                  "takes the box that pays most."),
            "good": translate("NewGameDialog", "Plays by the solver's expected points, with small misjudgements "
                              "in close calls."),
            "expert": translate("NewGameDialog", "Alone, plays for the most points. With other players, plays to "
                                "finish first: weighs each card's expected points and spread, takes risks when "
                                "behind and sure points when ahead."),
        }
    else:
        words = {
            "beginner": translate("NewGameDialog", "Plays a random legal move."),
            "good": translate("NewGameDialog", "Plays each round for its own points."),
            "expert": translate("NewGameDialog", "Plays to win the game: guesses the others' cards, plays safe "
                                "when far ahead and takes long shots when behind."),
        }
    return words.get(level, "")


class NewGameDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameDialog", "New Game"))
        self.settings = settings
        self.setMinimumWidth(520)
        outer = QVBoxLayout(self)

        game_box = QGroupBox(translate("NewGameDialog", "Game"))
        game_form = QFormLayout(game_box)
        self.game_combo = QComboBox()
        for info in gameinfo.infos():  # a game registered in this process is offered too
            self.game_combo.addItem(game_name(info.id), info.id)
        self.game_combo.setAccessibleName(translate("NewGameDialog", "Game"))
        self.blurb = QLabel()
        self.blurb.setWordWrap(True)
        self.blurb.setProperty("role", "note")
        game_form.addRow(translate("NewGameDialog", "Game:"), self.game_combo)
        game_form.addRow("", self.blurb)
        outer.addWidget(game_box)

        players_box = QGroupBox(translate("NewGameDialog", "Players"))
        players_layout = QGridLayout(players_box)
        self.count = QSpinBox()
        self.count.setAccessibleName(translate("NewGameDialog", "Number of players"))
        players_layout.addWidget(QLabel(translate("NewGameDialog", "How many:")), 0, 0)
        players_layout.addWidget(self.count, 0, 1)
        self.name_edits: list[QLineEdit] = []
        self.seat_combos: list[QComboBox] = []
        self.name_labels: list[QLabel] = []
        for i in range(4):
            edit = QLineEdit()
            edit.setMaxLength(24)
            edit.setPlaceholderText(translate("NewGameDialog", "Player {value}").format(value=i + 1))
            edit.setAccessibleName(translate("NewGameDialog", "Name of player {value}").format(value=i + 1))
            edit.textChanged.connect(self._validate)
            self.name_edits.append(edit)
            combo = QComboBox()
            combo.setAccessibleName(translate("NewGameDialog", "Player {value} plays as").format(value=i + 1))
            combo.currentIndexChanged.connect(lambda *_: self._count_changed())
            self.seat_combos.append(combo)
            seat_label = QLabel(translate("NewGameDialog", "Player {value}:").format(value=i + 1))
            # On Linux a combo box's accessible name is its value ("Person"); screen readers name
            # it by the label it is a buddy of (AT-SPI's labelled-by). The name field keeps its own.
            seat_label.setBuddy(combo)
            self.name_labels.append(seat_label)
            players_layout.addWidget(seat_label, 1 + i, 0)
            players_layout.addWidget(edit, 1 + i, 1)
            players_layout.addWidget(combo, 1 + i, 2)
        self.remembered_note = QLabel()
        """Why the players or seats remembered for this game were not used (a hand-edited
        settings file); hidden when they were."""
        self.remembered_note.setTextFormat(Qt.TextFormat.PlainText)
        self.remembered_note.setWordWrap(True)
        self.remembered_note.setProperty("role", "note")
        players_layout.addWidget(self.remembered_note, 5, 0, 1, 3)
        self.levels_note = QLabel()
        """How each computer level seated plays; hidden when only people play."""
        self.levels_note.setObjectName("LevelsNote")
        self.levels_note.setTextFormat(Qt.TextFormat.PlainText)
        self.levels_note.setWordWrap(True)
        self.levels_note.setProperty("role", "note")
        players_layout.addWidget(self.levels_note, 6, 0, 1, 3)
        outer.addWidget(players_box)

        seed_box = QGroupBox(translate("NewGameDialog", "Seed (the same seed deals the same dice)"))
        seed_grid = QGridLayout(seed_box)
        self.mode_group = QButtonGroup(self)
        self.random_radio = QRadioButton()
        self.daily_radio = QRadioButton(
            translate("NewGameDialog", "Today's daily seed: {daily_seed}").format(daily_seed=seeds.daily_seed()))
        self.typed_radio = QRadioButton(translate("NewGameDialog", "This number:"))
        self.recent_radio = QRadioButton(translate("NewGameDialog", "A recent seed:"))
        for i, radio in enumerate((self.random_radio, self.daily_radio, self.typed_radio, self.recent_radio)):
            self.mode_group.addButton(radio, i)
        self.random_value = seeds.random_seed()
        self.reroll_button = QPushButton(translate("NewGameDialog", "Draw another"))
        self.reroll_button.clicked.connect(self._draw_random)
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(translate("NewGameDialog", "0 to 9223372036854775807"))
        self.seed_edit.setAccessibleName(translate("NewGameDialog", "Seed number"))
        self.seed_error = QLabel()
        self.seed_error.setTextFormat(Qt.TextFormat.PlainText)  # quotes what was typed
        self.seed_error.setWordWrap(True)
        self.seed_error.setProperty("role", "problem")
        self.recent_combo = QComboBox()
        self.recent_combo.setAccessibleName(translate("NewGameDialog", "Recent seeds"))
        for s in settings.recent_seeds:
            self.recent_combo.addItem(str(s), s)
        if not self.recent_combo.count():
            self.recent_radio.setEnabled(False)
            self.recent_combo.setEnabled(False)
            self.recent_combo.addItem(translate("NewGameDialog", "(none yet)"), None)
        seed_grid.addWidget(self.random_radio, 0, 0)
        seed_grid.addWidget(self.reroll_button, 0, 1)
        seed_grid.addWidget(self.daily_radio, 1, 0, 1, 2)
        seed_grid.addWidget(self.typed_radio, 2, 0)
        seed_grid.addWidget(self.seed_edit, 2, 1)
        seed_grid.addWidget(self.seed_error, 3, 0, 1, 2)
        seed_grid.addWidget(self.recent_radio, 4, 0)
        seed_grid.addWidget(self.recent_combo, 4, 1)
        outer.addWidget(seed_box)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(translate("NewGameDialog", "Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._describe()
        bottom = QHBoxLayout()
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)  # quotes the names typed
        self.problem.setWordWrap(True)
        self.problem.setProperty("role", "problem")
        bottom.addWidget(self.problem, 1)
        bottom.addWidget(self.buttons)
        outer.addLayout(bottom)

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.count.valueChanged.connect(self._count_changed)
        self.seed_edit.textChanged.connect(self._typed)
        self.mode_group.idToggled.connect(lambda *_: self._validate())
        self.recent_combo.currentIndexChanged.connect(lambda *_: self.recent_radio.setChecked(True))

        start = self.game_combo.findData(settings.last_game)
        self.game_combo.setCurrentIndex(max(0, start))
        self._game_changed()
        mode = settings.seed_mode()
        if mode == "typed" and settings.recent_seeds:
            self.seed_edit.setText(str(settings.recent_seeds[0]))
        radio = {"random": self.random_radio, "daily": self.daily_radio, "typed": self.typed_radio,
                 "recent": self.recent_radio}[mode]
        (radio if radio.isEnabled() else self.random_radio).setChecked(True)
        self._validate()

    def _describe(self) -> None:
        """What each control is for, as a tooltip and for screen readers (their description)."""
        for widget, words in (
            (self.game_combo, translate("NewGameDialog", "The game to play")),
            (self.count, translate("NewGameDialog", "How many play, people and computers together")),
            (self.random_radio, translate("NewGameDialog", "A seed drawn at random: new dice")),
            (self.reroll_button, translate("NewGameDialog", "Draw another random seed")),
            (self.daily_radio, translate("NewGameDialog", "Today's seed, the same for everyone: compare scores")),
            (self.typed_radio, translate("NewGameDialog", "A seed you type: replay or share a game")),
            (self.seed_edit, translate("NewGameDialog", "The seed to play, a whole number")),
            (self.recent_radio, translate("NewGameDialog", "A seed played recently")),
            (self.recent_combo, translate("NewGameDialog", "The seeds played recently")),
            (self.ok_button, translate("NewGameDialog", "Start the game with these players and seed")),
            (self.buttons.button(QDialogButtonBox.StandardButton.Cancel),
             translate("NewGameDialog", "Close without starting a game")),
        ):
            widget.setToolTip(words)

    # Reactions ---------------------------------------------------------------------------
    def _draw_random(self) -> None:
        self.random_value = seeds.random_seed()
        self._show_random()
        self.random_radio.setChecked(True)

    def _show_random(self) -> None:
        """The drawn seed, but not for a game with hidden dice: the seed deals every die, so whoever
        read it here would know every hidden one. It shows once that game is over."""
        if gameinfo.info(self.game_id).hidden_information:
            self.random_radio.setText(translate("NewGameDialog", "Random (kept secret until the game is over)"))
        else:
            self.random_radio.setText(translate("NewGameDialog", "Random: {random_value}").format(
                random_value=self.random_value))

    def _game_changed(self) -> None:
        gid = self.game_id
        self._show_random()
        driver = engine.api.game(gid)
        info = gameinfo.info(gid)
        self.blurb.setText(info.blurb())
        names, players_note = self.settings.remembered_players(gid)
        self.count.blockSignals(True)
        self.count.setRange(driver.min_players, driver.max_players)
        wanted = len(names) if driver.min_players <= len(names) <= driver.max_players else driver.default_players
        self.count.setValue(wanted)
        self.count.setEnabled(driver.min_players != driver.max_players)
        self.count.blockSignals(False)
        for i, edit in enumerate(self.name_edits):
            edit.setText(names[i] if i < len(names) else "")
        seats = self.settings.seats_for(gid)
        seats_note = "" if players_note else self.settings.remembered_seats(gid, self.count.value())[1]
        note = " ".join(n for n in (players_note, seats_note) if n)
        self.remembered_note.setText(note)
        self.remembered_note.setVisible(bool(note))
        levels = seat_kinds(gid)[1:]
        defaults = gameinfo.info(gid).default_seats(len(self.seat_combos))
        for i, combo in enumerate(self.seat_combos):
            kind = seats[i] if i < len(seats) else defaults[i]
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(translate("NewGameDialog", "Person"), HUMAN)
            for level in levels:
                combo.addItem(
                    translate("NewGameDialog", "Computer \u2013 {level}").format(level=level_name(level)), level)
                combo.setItemData(combo.count() - 1, level_description(gid, level), Qt.ItemDataRole.ToolTipRole)
            combo.setCurrentIndex(max(0, combo.findData(kind)))
            combo.blockSignals(False)
        self._count_changed()

    def _count_changed(self) -> None:
        n = self.count.value()
        computers = len(seat_kinds(self.game_id)) > 1
        for i, (label, edit, combo) in enumerate(zip(self.name_labels, self.name_edits, self.seat_combos)):
            label.setVisible(i < n)
            edit.setVisible(i < n)
            combo.setVisible(i < n and computers)
            kind = str(combo.currentData()) if computers else HUMAN
            told = level_description(self.game_id, kind)
            combo.setToolTip(told or translate("NewGameDialog", "A person plays this seat at this computer"))
            combo.setAccessibleDescription(combo.toolTip())
            if kind != HUMAN:
                edit.setPlaceholderText(translate("NewGameDialog", "{level} {number}").format(
                    level=level_name(kind), number=i + 1))
            else:
                edit.setPlaceholderText(translate("NewGameDialog", "You") if n == 1 else
                                        translate("NewGameDialog", "Player {value}").format(value=i + 1))
        self._describe_levels()
        self._validate()

    def _describe_levels(self) -> None:
        """Each computer level seated, with how it plays, once however many seats it takes."""
        seated = dict.fromkeys(k for k in self.seats() if k != HUMAN)
        lines = [translate("NewGameDialog", "{level}: {description}").format(
            level=level_name(k), description=level_description(self.game_id, k)) for k in seated]
        self.levels_note.setText("\n".join(lines))
        self.levels_note.setVisible(bool(lines))

    def _typed(self) -> None:
        if self.seed_edit.text():
            self.typed_radio.setChecked(True)
        self._validate()

    @property
    def game_id(self) -> str:
        return str(self.game_combo.currentData())

    def players(self) -> list[str]:
        n = self.count.value()
        return [e.text().strip() or e.placeholderText() for e in self.name_edits[:n]]

    def seed(self) -> tuple[int | None, str]:
        if self.random_radio.isChecked():
            hidden = gameinfo.info(self.game_id).hidden_information  # drawn now: never shown, never reused
            return (seeds.random_seed(hidden=True) if hidden else self.random_value), ""
        if self.daily_radio.isChecked():
            return seeds.daily_seed(), ""
        if self.recent_radio.isChecked():
            value = self.recent_combo.currentData()
            return (int(value), "") if value is not None else (None, "Pick a recent seed.")
        text = self.seed_edit.text()
        if not text.strip():
            return None, translate("NewGameDialog", "Type a seed number, or choose another option.")
        return seeds.validate(text)

    def _validate(self) -> None:
        seed, seed_problem = self.seed()
        typed_problem = seeds.validate(self.seed_edit.text())[1] if self.seed_edit.text() else ""
        self.seed_error.setText(typed_problem)
        self.seed_error.setVisible(bool(typed_problem))
        problem = seed_problem
        if not problem:
            try:
                engine.api.game(self.game_id).new_game(seed, self.players())
            except (engine.BadSetup, engine.BadSeed) as exc:
                problem = error_text(exc, self.game_id)
        self.problem.setText("" if problem == typed_problem else problem)
        self.ok_button.setEnabled(not problem)

    def choice(self) -> GameChoice:
        seed, problem = self.seed()
        if seed is None:
            raise ValueError(problem)
        mode = ("random", "daily", "typed", "recent")[max(0, self.mode_group.checkedId())]
        return GameChoice(self.game_id, seed, self.players(), mode, self.seats())

    def seats(self) -> list[str]:
        n = self.count.value()
        if len(seat_kinds(self.game_id)) == 1:  # people only
            return [HUMAN] * n
        return [str(c.currentData()) for c in self.seat_combos[:n]]

    def remember(self) -> None:
        """Keep the choices for next time (settings), once the player pressed Start."""
        choice = self.choice()
        self.settings.last_game = choice.game
        self.settings.set_players_for(choice.game, choice.players)
        self.settings.set_seats_for(choice.game, choice.seats)
        self.settings.set_seed_mode(choice.seed_mode)
