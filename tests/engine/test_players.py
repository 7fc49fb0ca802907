"""One player check for every game (``engine/players.py``)."""

from __future__ import annotations

import pytest

import engine
from engine import players as players_module


def test_default_names() -> None:
    assert players_module.default_names(1) == ("You",)
    assert players_module.default_names(3) == ("Player 1", "Player 2", "Player 3")
    assert engine.new_game("dice-dash", 1).players == ("You",)
    assert engine.new_game("triple-dice", 1).players == ("Player 1", "Player 2")


@pytest.mark.parametrize("game", engine.GAME_IDS)
def test_every_game_checks_its_players_through_the_one_check(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[object, ...]] = []
    real = players_module.check_names

    def spy(names: object, *rest: object) -> tuple[str, ...]:
        seen.append((tuple(names), *rest))  # type: ignore[arg-type]
        return real(names, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(players_module, "check_names", spy)
    driver = engine.api.game(game)
    names = [" Ana ", "Ben"][: driver.max_players]
    state = engine.new_game(game, 1, names)
    assert state.players == tuple(n.strip() for n in names)
    assert seen == [(tuple(names), driver.name, driver.min_players, driver.max_players)]
    with pytest.raises(engine.BadSetup, match="same name" if driver.max_players > 1 else "exactly 1 player"):
        engine.new_game(game, 1, ["Ana", "Ana "])
