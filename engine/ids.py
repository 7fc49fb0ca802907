"""The game ids, importable without loading any rules (the launcher validates ``--game`` with them)."""

from __future__ import annotations

GAME_IDS: tuple[str, ...] = ("dice-dash", "dicegame", "match", "triple-dice")
