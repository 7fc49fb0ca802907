"""Typed access to QSettings, so every key and its default lives in one place.

The settings file is the user's to edit, so every getter copes with anything in it: a value of
the wrong type, a list where one value belongs, names a game cannot seat. A value that cannot be
used gives way to the default; for the choices a game starts with (game, players, seats) the
``remembered_*`` getters also say what was wrong, so the window can tell the player.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QByteArray, QSettings

import engine
from desktop.i18n.engine_text import error_text
from desktop.i18n.tr import translate

from .seats import seats_problem
from .seeds import clean_recent

PACE_DEFAULT_MS = 650
VOLUME_KEY, MUTED_KEY = "sound/volume", "sound/muted"
"""Where View > Sound is kept: the keys desktop/sound/player.py names (read there without Qt)."""
VOLUME_DEFAULT = 80
_WORDS = {"true": True, "1": True, "yes": True, "on": True, "false": False, "0": False, "no": False, "off": False}

log = logging.getLogger("dicebox.settings")


def _note(text: str) -> None:
    """A setting the player's hand edit spoiled: said in the log, since the default is a fine answer."""
    log.warning("settings: %s", text)


def _items(value: object) -> list[object] | None:
    """A stored list as a list (QSettings gives one value for a one-item list); None when the
    value is no list of text at all (a point, a byte array, a number from a hand edit)."""
    if value is None or value == "":
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return list(value)
    return None


def _shown(items: list[object]) -> str:
    """Stored values as the message quotes them: short, one line."""
    text = ", ".join(" ".join(str(item).split()) for item in items)
    return text if len(text) <= 60 else text[:59] + "\u2026"


def _game_name(game_id: str) -> str:
    from desktop.i18n.names import game_name  # lazy: settings load before the first frame, the names with the game

    return game_name(game_id)


def _error_text(error: BaseException, game_id: str) -> str:
    return error_text(error, game_id)


class _Switch:
    """An on/off setting: whatever a hand edit left there reads as on, off, or the default."""

    def __init__(self, key: str, default: bool) -> None:
        self.key = key
        self.default = default

    def __get__(self, settings: Settings, owner: type | None = None) -> bool:
        value = settings.q.value(self.key, self.default)
        if isinstance(value, str):
            return value.lower() in ("1", "true", "yes", "on")
        if isinstance(value, (bool, int)):
            return bool(value)
        return self.default

    def __set__(self, settings: Settings, value: bool) -> None:
        settings.q.setValue(self.key, value)


class _Choice:
    """One of a few words ("" = follow the system); anything else a hand edit left gives "" back."""

    def __init__(self, key: str, choices: tuple[str, ...]) -> None:
        self.key = key
        self.choices = choices

    def __get__(self, settings: Settings, owner: type | None = None) -> str:
        value = settings.q.value(self.key, "")
        return value if isinstance(value, str) and value in self.choices else ""

    def __set__(self, settings: Settings, value: str) -> None:
        settings.q.setValue(self.key, value)


ZOOMS = tuple(range(100, 201, 10))
"""The zoom steps, in percent: Ctrl+= and Ctrl+- walk them, Ctrl+0 goes back to 100."""


MAX_SETTINGS_BYTES = 1 << 20
"""A settings file far beyond any Dicebox writes (a few KiB) is not read."""


def _user_settings() -> QSettings:
    """The user's settings, unless their file is something Qt must not read: QSettings opens a
    pipe put there and waits for ever (the window never came up), and reads a device or a huge
    file whole. Such a file is checked with the one reader first; when it cannot be used, the
    session keeps its settings in a file of its own, which is said once in the log, and the
    user's file is left as it is."""
    import os
    import sys

    from PySide6.QtCore import QCoreApplication, QStandardPaths

    if sys.platform.startswith("linux") or (os.name == "posix" and sys.platform != "darwin"):
        from .files import Unreadable, read_file

        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
        path = os.path.join(folder, QCoreApplication.organizationName() or "Unknown",
                            f"{QCoreApplication.applicationName() or 'Unknown'}.conf")
        if os.path.lexists(path):
            try:
                read_file(path, MAX_SETTINGS_BYTES)
            except Unreadable as exc:
                import tempfile

                stand_in = os.path.join(tempfile.mkdtemp(prefix="dicebox-settings-"), "settings.conf")
                _note(f"{exc.problem} The settings of this session are not remembered")
                return QSettings(stand_in, QSettings.Format.IniFormat)
    return QSettings()


class Settings:
    language = _Choice("view/language", ("en", "de", "fr", "pseudo"))
    theme = _Choice("view/theme", ("light", "dark", "contrast"))
    reduce_motion = _Switch("view/reduceMotion", False)
    show_hints = _Switch("view/showHints", False)

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self.q = qsettings or _user_settings()

    @property
    def zoom(self) -> int:
        """Percent, one of ``ZOOMS``; an edited value between steps snaps to the nearest."""
        value = self.q.value("view/zoom", 100)
        try:
            # The value is whatever a hand edit left: int() refuses what it cannot read (caught).
            wanted = int(value) if not isinstance(value, bool) else 100  # type: ignore[call-overload]
        except (TypeError, ValueError):
            return 100
        return min(ZOOMS, key=lambda step: abs(step - wanted))

    @zoom.setter
    def zoom(self, value: int) -> None:
        self.q.setValue("view/zoom", value)

    @property
    def sound_volume(self) -> int:
        """View > Sound's volume, 0 to 100 (the player's own key); anything else gives way to 80, with a note."""
        value = self.q.value(VOLUME_KEY, VOLUME_DEFAULT)
        try:
            volume = int(value) if not isinstance(value, bool) and isinstance(value, (int, str)) else -1
        except ValueError:
            volume = -1
        if 0 <= volume <= 100:
            return volume
        _note(f"the remembered sound volume {_shown([value])!r} is not 0 to 100; {VOLUME_DEFAULT} is used")
        return VOLUME_DEFAULT

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        self.q.setValue(VOLUME_KEY, max(0, min(100, int(value))))

    @property
    def sound_muted(self) -> bool:
        """View > Sound > Sound On, unticked; a value that is no yes or no reads as sound on, with a note."""
        value = self.q.value(MUTED_KEY, False)
        if isinstance(value, bool) or (isinstance(value, int) and value in (0, 1)):
            return bool(value)
        if isinstance(value, str) and value.lower() in _WORDS:
            return _WORDS[value.lower()]
        _note(f"the remembered sound mute {_shown([value])!r} is neither true nor false; the sound is on")
        return False

    @sound_muted.setter
    def sound_muted(self, value: bool) -> None:
        self.q.setValue(MUTED_KEY, bool(value))

    @property
    def computer_pace(self) -> int:
        value = self.q.value("computer/paceMs", PACE_DEFAULT_MS)
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            return PACE_DEFAULT_MS
        try:
            pace = int(value)
        except ValueError:
            return PACE_DEFAULT_MS
        return pace if 50 <= pace <= 5000 else PACE_DEFAULT_MS

    @computer_pace.setter
    def computer_pace(self, value: int) -> None:
        self.q.setValue("computer/paceMs", value)

    # What a game starts with -------------------------------------------------------------
    def remembered_game(self) -> tuple[str, str]:
        """(game id, "") or (Dice Dash, why the stored game was not usable)."""
        value = self.q.value("newGame/game", "dice-dash")
        if isinstance(value, str) and value in engine.game_ids():  # a registered game too
            return value, ""
        shown = _shown(_items(value) or [value])
        return "dice-dash", translate(
            "Settings", "The remembered game \u201c{game}\u201d is not one of Dicebox's games; {default} is used."
        ).format(game=shown, default=_game_name("dice-dash"))

    @property
    def last_game(self) -> str:
        return self.remembered_game()[0]

    @last_game.setter
    def last_game(self, value: str) -> None:
        self.q.setValue("newGame/game", value)

    def remembered_players(self, game_id: str) -> tuple[list[str], str]:
        """(names, "") when the stored names can sit at ``game_id`` (none stored: []); else
        ([], what was wrong), and the game's default players are used."""
        value = self.q.value(f"newGame/players/{game_id}", [])
        items = _items(value)
        name = _game_name(game_id)
        if items is None:
            return [], translate("Settings", "The remembered players for {game} are not a list of names; the default "
                                 "players are used.").format(game=name)
        if not items:
            return [], ""
        if not all(isinstance(item, str) for item in items):
            return [], translate("Settings", "The remembered players for {game} are not a list of names; the default "
                                 "players are used.").format(game=name)
        names = [str(item).strip() for item in items]
        try:
            engine.api.game(game_id).new_game(0, names)
        except engine.BadSetup as exc:
            return [], translate("Settings", "The remembered players for {game} ({players}) cannot be used: {reason} "
                                 "The default players are used.").format(game=name, players=_shown(items),
                                                                         reason=_error_text(exc, game_id))
        return names, ""

    def set_players_for(self, game_id: str, names: list[str]) -> None:
        self.q.setValue(f"newGame/players/{game_id}", names)

    def remembered_seats(self, game_id: str, players: int) -> tuple[list[str], str]:
        """(seat kinds, "") when the stored ones fit ``players`` at ``game_id`` (none stored: []);
        else ([], what was wrong), and the default seats are used."""
        items = _items(self.q.value(f"newGame/seats/{game_id}", []))
        if items == []:
            return [], ""
        from desktop.i18n.problems import Problem, problem_text  # the records are opened after the first frame

        problem = Problem("seats-stored-not-list") if items is None else seats_problem(game_id, items, players)
        if problem:
            return [], translate("Settings", "The remembered seats for {game} cannot be used ({problem}); the default "
                                 "seats are used.").format(game=_game_name(game_id), problem=problem_text(problem))
        return [str(kind) for kind in items or ()], ""

    def seats_for(self, game_id: str) -> list[str]:
        """The stored seat kinds when every one is valid for ``game_id`` (their count is checked
        against the players where a game starts), else []."""
        items = _items(self.q.value(f"newGame/seats/{game_id}", []))
        if not items or seats_problem(game_id, items, len(items)):
            return []
        return [str(kind) for kind in items]

    def set_seats_for(self, game_id: str, seats: list[str]) -> None:
        self.q.setValue(f"newGame/seats/{game_id}", seats)

    def seed_mode(self) -> str:
        value = self.q.value("newGame/seedMode", "random")
        return value if isinstance(value, str) and value in ("random", "daily", "typed", "recent") else "random"

    def set_seed_mode(self, mode: str) -> None:
        self.q.setValue("newGame/seedMode", mode)

    @property
    def recent_seeds(self) -> list[int]:
        items = _items(self.q.value("newGame/recentSeeds", []))
        return clean_recent([item for item in items or () if isinstance(item, (str, int))])

    @recent_seeds.setter
    def recent_seeds(self, seeds: list[int]) -> None:
        self.q.setValue("newGame/recentSeeds", [str(s) for s in seeds])

    def geometry(self) -> QByteArray | None:
        value = self.q.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def window_state(self) -> QByteArray | None:
        value = self.q.value("window/state")
        return value if isinstance(value, QByteArray) else None

    def save_window(self, geometry: QByteArray, state: QByteArray) -> None:
        self.q.setValue("window/geometry", geometry)
        self.q.setValue("window/state", state)

    @property
    def lessons_offered(self) -> set[str]:
        """The games whose Learn to Play was offered at their first start: offered once, never again
        (anything a hand edit left there that names no game is simply not counted)."""
        items = _items(self.q.value("lessons/offered", []))
        return {item for item in items or () if isinstance(item, str)}

    def lesson_offered(self, game: str) -> None:
        self.q.setValue("lessons/offered", sorted(self.lessons_offered | {game}))
