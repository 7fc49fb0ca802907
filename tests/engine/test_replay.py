"""``engine.replay``: the one replay loop, public, for every game (and the loader's loop too)."""

from __future__ import annotations

import random

import pytest

import engine
from engine import loader


def _played(game: str, seed: int, moves: int | None = None) -> engine.State:
    """A game of seeded random legal moves: to the end, or ``moves`` actions long."""
    rng = random.Random(seed)
    state = engine.new_game(game, seed)
    while state.phase != "finished" and (moves is None or len(state.log) < moves):
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    return state


@pytest.mark.parametrize("game", engine.GAME_IDS)
def test_replay_yields_every_state_of_a_whole_game(game: str) -> None:
    final = _played(game, 11)
    states = list(engine.replay(game, final.seed, final.players, final.log))
    assert len(states) == len(final.log) + 1
    assert engine.to_json(states[0]) == engine.to_json(engine.new_game(game, final.seed, list(final.players)))
    assert engine.to_json(states[-1]) == engine.to_json(final)
    for before, (after, action) in zip(states, zip(states[1:], final.log)):
        assert engine.to_json(after) == engine.to_json(engine.apply(before, action))
    assert [len(s.log) for s in states] == list(range(len(final.log) + 1))


@pytest.mark.parametrize("game", engine.GAME_IDS)
def test_replay_reads_the_log_as_json_too(game: str) -> None:
    final = _played(game, 5, moves=12)
    saved = engine.to_json(final)
    states = list(engine.replay(game, saved["seed"], saved["players"], saved["log"]))
    assert engine.to_json(states[-1]) == saved


@pytest.mark.parametrize("game", engine.GAME_IDS)
def test_a_step_the_rules_refuse_is_named_after_the_states_before_it(game: str) -> None:
    final = _played(game, 3, moves=6)
    log = [a.to_json() for a in final.log]
    # An action no game's grammar has, as the third step:
    log[2] = {"type": "noSuchMove"}
    states = engine.replay(game, final.seed, final.players, log)
    seen = [next(states), next(states), next(states)]
    with pytest.raises(engine.ReplayError, match=r'^Step 3 of the log \(\{"type": "noSuchMove"\}\)') as info:
        next(states)
    assert info.value.step == 3
    assert info.value.action == {"type": "noSuchMove"}
    assert isinstance(info.value.reason, engine.MalformedAction)
    assert isinstance(info.value, engine.IllegalAction)  # callers catching IllegalAction see it
    assert [len(s.log) for s in seen] == [0, 1, 2]


def test_an_illegal_action_value_is_named_with_its_json() -> None:
    state = engine.new_game("dice-dash", 1)
    log = [engine.Score("fullHouse"), engine.Score("fullHouse")]  # fullHouse is scored once only
    with pytest.raises(engine.ReplayError, match=r'Step 2 of the log \(\{"type": "score", "category": "fullHouse"\}\)'
                       r" cannot be replayed: fullHouse is already scored") as info:
        list(engine.replay("dice-dash", state.seed, state.players, log))
    assert info.value.action == engine.Score("fullHouse")


def test_an_unknown_game_is_refused_at_once_and_bad_setups_on_first_step() -> None:
    with pytest.raises(engine.BadSetup, match="Unknown game 'chess'"):
        engine.replay("chess", 1, None, [])
    states = engine.replay("triple-dice", "x", None, [])
    with pytest.raises(engine.BadSeed):
        next(states)
    with pytest.raises(engine.BadSetup, match="takes 2 to 4 players"):
        next(engine.replay("triple-dice", 1, ["Solo"], []))


def test_the_loader_uses_the_same_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """``from_json`` replays through ``replay_states``: a save's bad step reads exactly as the
    public replay's error, wrapped as an ``InvalidState``."""
    saved = engine.to_json(_played("match", 2, moves=5))
    saved["log"][3] = {"type": "score", "category": "noSuchCategory"}
    calls: list[str] = []
    real = loader.replay_states

    def spy(game: str, *args: object) -> object:
        calls.append(game)
        return real(game, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(loader, "replay_states", spy)
    with pytest.raises(engine.InvalidState) as loaded:
        engine.from_json(saved)
    with pytest.raises(engine.ReplayError) as replayed:
        list(engine.replay("match", saved["seed"], saved["players"], saved["log"]))
    assert calls == ["match"]
    assert str(loaded.value) == str(replayed.value)
    assert str(loaded.value).startswith("Step 4 of the log")
