"""Typed access to QSettings, so every key and its default lives in one place."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings

import engine

from .seeds import clean_recent


class Settings:
    def __init__(self, qsettings: QSettings | None = None) -> None:
        self.q = qsettings or QSettings()

    def _bool(self, key: str, default: bool) -> bool:
        value = self.q.value(key, default)
        if isinstance(value, str):
            return value.lower() in ("1", "true", "yes", "on")
        return bool(value)

    @property
    def reduce_motion(self) -> bool:
        return self._bool("view/reduceMotion", False)

    @reduce_motion.setter
    def reduce_motion(self, value: bool) -> None:
        self.q.setValue("view/reduceMotion", value)

    @property
    def show_hints(self) -> bool:
        return self._bool("view/showHints", False)

    @show_hints.setter
    def show_hints(self, value: bool) -> None:
        self.q.setValue("view/showHints", value)

    @property
    def computer_pace(self) -> int:
        try:
            value = int(str(self.q.value("computer/paceMs", 650)))
        except ValueError:
            return 650
        return value if 50 <= value <= 5000 else 650

    @computer_pace.setter
    def computer_pace(self, value: int) -> None:
        self.q.setValue("computer/paceMs", value)

    def seats_for(self, game_id: str) -> list[str]:
        value = self.q.value(f"newGame/seats/{game_id}", [])
        items = value if isinstance(value, list) else [value] if value else []
        return [str(v) for v in items]

    def set_seats_for(self, game_id: str, seats: list[str]) -> None:
        self.q.setValue(f"newGame/seats/{game_id}", seats)

    @property
    def last_game(self) -> str:
        value = str(self.q.value("newGame/game", "dice-dash"))
        return value if value in engine.GAME_IDS else "dice-dash"

    @last_game.setter
    def last_game(self, value: str) -> None:
        self.q.setValue("newGame/game", value)

    def players_for(self, game_id: str) -> list[str]:
        value = self.q.value(f"newGame/players/{game_id}", [])
        items = value if isinstance(value, list) else [value] if value else []
        return [str(v) for v in items if str(v).strip()][:4]

    def set_players_for(self, game_id: str, names: list[str]) -> None:
        self.q.setValue(f"newGame/players/{game_id}", names)

    def seed_mode(self) -> str:
        value = str(self.q.value("newGame/seedMode", "random"))
        return value if value in ("random", "daily", "typed", "recent") else "random"

    def set_seed_mode(self, mode: str) -> None:
        self.q.setValue("newGame/seedMode", mode)

    @property
    def recent_seeds(self) -> list[int]:
        return clean_recent(self.q.value("newGame/recentSeeds", []))

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
