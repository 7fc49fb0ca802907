"""Computer players: always legal, the same game step by step as in the benchmark's batches, and
ordered in strength."""

from __future__ import annotations

import random
from collections.abc import Iterator

import numpy as np
import pytest

import engine
from engine.dice import die
from engine.rulesets import RULESETS
from engine.solver import LEVELS, choose_action, play_games
from engine.solver.play import dice_from_key, seed_keys


def test_vectorised_dice_are_the_engine_dice() -> None:
    seeds = [0, 7, 123456789, 2**63 - 1]
    rolls = np.array([0, 3, 17, 250])
    for position in range(5):
        got = dice_from_key(seed_keys(seeds, 0), rolls, position)
        assert got.tolist() == [die(s, int(r), position) for s, r in zip(seeds, rolls)]


def _random_states(game: str, players: int, count: int, rng: random.Random) -> Iterator[engine.State]:
    names = [f"P{i}" for i in range(players)]
    made = 0
    while made < count:
        state = engine.new_game(game, rng.randrange(2**40), names)
        while state.phase != "finished" and made < count:
            if rng.random() < 0.15:
                made += 1
                yield state
            state = engine.apply(state, rng.choice(engine.legal_actions(state)))


@pytest.mark.parametrize(("game", "players"), [("match", 2), ("dicegame", 2), ("dice-dash", 1)])
def test_players_only_choose_legal_actions_in_random_positions(game: str, players: int) -> None:
    rng = random.Random(5)
    for state in _random_states(game, players, 40, rng):
        for level in LEVELS:
            action = choose_action(state, level)
            assert action in engine.legal_actions(state), (level, action, engine.to_json(state))


def _step_game(game: str, seed: int, levels: tuple[str, ...]) -> engine.State:
    names = [f"P{i}" for i in range(len(levels))]
    state = engine.new_game(game, seed, names)
    while state.phase != "finished":
        action = choose_action(state, levels[state.current_player])
        assert action in engine.legal_actions(state)
        assert choose_action(state, levels[state.current_player]) == action  # a pure function of the state
        state = engine.apply(state, action)
    return state


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "seeds", "levels"),
    [("match", (0, 1), ("expert", "good", "beginner")), ("dicegame", (3,), ("good", "beginner"))],
)
def test_step_by_step_games_equal_batch_games(game: str, seeds: tuple[int, ...], levels: tuple[str, ...]) -> None:
    batch = play_games(RULESETS[game], seeds, levels)
    for i, seed in enumerate(seeds):
        state = _step_game(game, seed, levels)
        assert list(state.totals) == batch.totals[i].tolist()


def test_expert_keeps_a_keep_while_toggling() -> None:
    # Each toggle leads to a state where the same keep is still wanted, ending in a roll.
    state = engine.new_game("dicegame", 11, ["A", "B"])
    steps = []
    while True:
        action = choose_action(state, "expert")
        steps.append(action)
        if not isinstance(action, engine.ToggleHold):
            break
        state = engine.apply(state, action)
    assert len(steps) <= 6
    assert len({a.die_index for a in steps if isinstance(a, engine.ToggleHold)}) == len(steps) - 1


@pytest.mark.slow
def test_levels_are_ordered_and_expert_beats_beginner() -> None:
    dicegame = RULESETS["dicegame"]
    seeds = range(1000, 1060)
    means = {level: play_games(dicegame, seeds, (level,)).totals[:, 0].mean() for level in LEVELS}
    assert means["beginner"] < means["good"] < means["expert"]
    duel = play_games(dicegame, seeds, ("expert", "beginner")).totals
    assert np.mean(duel[:, 0] > duel[:, 1]) >= 0.9


def test_unknown_level_and_finished_game_are_refused() -> None:
    state = engine.new_game("match", 1)
    with pytest.raises(ValueError, match="level"):
        choose_action(state, "grandmaster")
    from dataclasses import replace

    with pytest.raises(engine.IllegalAction):
        choose_action(replace(state, phase="finished"), "expert")
