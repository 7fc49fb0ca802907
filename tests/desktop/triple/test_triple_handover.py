"""What a Triple Dice computer seat is handed, in the window as anywhere: its observation, its level and a one-way
decision seed; nothing else, and nothing the game's seed can be read back from.

``tests/engine/test_triple_dice_observe.py`` proves the observation blind to hidden values. This file
checks the rest of the hand-over, the work ``engine.games.TripleDiceGame.computer`` builds: every cell of its closure,
its defaults and attributes, for twin games that differ only in what the seat may not know (the
seed, the other seats' private dice, the cards not yet shown). Every cell must be plain data and
be the same in both twins, except the decision seed; that one must be a hash nobody can invert
(the SplitMix64 chain it replaced gave the seed back in a few lines, and with the seed every
hidden die). Each check is shown to catch the fault it guards against: the old scheme, planted
back, fails the one-way check, and a work that carries the state fails the twin check.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from triple_twins import hidden_twin, random_game

import engine
from engine import triple_dice as td
from engine.dice import MASK64, hash64, mix64
from engine.games import TripleDiceGame, decision_seed

TRIPLE_DICE = TripleDiceGame()

TWIN_GAMES = 200
PLAIN = (str, int, float, bool, type(None))

Think = Callable[[Any, int, str], Callable[[Any], Any]]


# What a work carries ----------------------------------------------------------------------------
def plain(value: Any, where: str) -> Any:
    """``value`` if it is plain data (JSON-like, all the way down); any other object (a state, a
    function, a random generator) fails: it could carry anything to the worker."""
    if isinstance(value, PLAIN):
        return value
    if isinstance(value, (list, tuple)):
        return type(value)(plain(v, f"{where}[{i}]") for i, v in enumerate(value))
    if isinstance(value, dict):
        return {plain(k, f"{where} key"): plain(v, f"{where}[{k!r}]") for k, v in value.items()}
    raise AssertionError(f"{where} hands the worker a {type(value).__name__}, not plain data")


def handed_over(work: Callable[[Any], Any]) -> dict[str, Any]:
    """Everything a work function carries to the worker thread, by name: its closure's cells; it
    has no defaults and no attributes, and its globals are the module's (no game in them)."""
    assert callable(work) and hasattr(work, "__code__"), "the work is a plain function"
    assert not work.__defaults__ and not work.__kwdefaults__, "no defaults: they would travel too"
    assert not getattr(work, "__dict__", {}), "no attributes on the work"
    cells = dict(zip(work.__code__.co_freevars, (c.cell_contents for c in work.__closure__ or ())))
    return {name: plain(value, name) for name, value in cells.items()}


def check_twins(think: Think, games: int, seed: int, points: int = 3) -> int:
    """For random points of random games, the hand-over to the seat to act is the same in the game
    and in its hidden twin, but for the decision seed. Returns the number of points checked."""
    rng = random.Random(seed)
    checked = 0
    for _ in range(games):
        states, actions = random_game(rng)
        for _ in range(points):
            step = rng.randrange(len(states) - 1)  # a step where somebody is to move
            seat = states[step].current_player
            twin = hidden_twin(states, actions, step, seat, rng)
            level = rng.choice(("beginner", "good", "expert"))
            ours, theirs = handed_over(think(states[step], seat, level)), handed_over(think(twin, seat, level))
            assert set(ours) == set(theirs)
            differ = {name for name in ours if ours[name] != theirs[name]}
            assert differ <= {"decision"}, f"step {step}, seat {seat}: {sorted(differ)} depend on hidden values"
            game_seed = states[step].seed
            assert game_seed not in readings(ours["decision"], step, seat), (
                "the seed can be read back from the decision seed"
            )
            checked += 1
    return checked


# Reading a seed back ----------------------------------------------------------------------------
def _unshift(value: int, shift: int) -> int:
    x = value
    for _ in range(64 // shift + 1):
        x = value ^ (x >> shift)
    return x


M1, M2, GAMMA = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB, 0x9E3779B97F4A7C15


def unmix64(x: int) -> int:
    """``engine.dice.mix64`` run backwards: SplitMix64's finaliser is a bijection."""
    x = _unshift(x, 31)
    x = (x * pow(M2, -1, 1 << 64)) & MASK64
    x = _unshift(x, 27)
    x = (x * pow(M1, -1, 1 << 64)) & MASK64
    x = _unshift(x, 30)
    return (x - GAMMA) & MASK64


STREAMS = range(64)


def readings(decision: int, step: int, seat: int) -> set[int]:
    """Seeds that simple, invertible schemes would have turned into ``decision`` (the attacker
    knows the step and the seat): the number itself, one or two finalisers, and ``hash64``'s chain
    (seed, then a stream, then two more values xor-ed in) for every small stream, both orders."""
    found = {decision, unmix64(decision)}
    found.add(unmix64(unmix64(decision)))
    for a, b in ((step, seat), (seat, step)):
        inner = unmix64(unmix64(decision) ^ b) ^ a  # = stream_key(seed, stream)
        for stream in STREAMS:
            found.add(unmix64(unmix64(inner) ^ stream))
    return found


def check_one_way(make: Callable[[int, int, int], int], samples: int = 200, seed: int = 5) -> None:
    """No simple reading gives the seed back from the decision seeds, which also share no bits
    with the seed to speak of, and are spread over all 64 bits."""
    rng = random.Random(seed)
    same_bits = 0
    for _ in range(samples):
        game_seed = rng.randrange(engine.SEED_LIMIT)
        step, seat = rng.randrange(200), rng.randrange(4)
        decision = make(game_seed, step, seat)
        assert 0 <= decision <= MASK64
        assert game_seed not in readings(decision, step, seat), "the seed can be read back from the decision seed"
        for stream in STREAMS:
            assert decision != hash64(game_seed, step, seat, stream)
        same_bits += 64 - bin((decision ^ game_seed) & MASK64).count("1")
    assert abs(same_bits / samples - 32) < 2, "decision seeds follow the seed's bits"


# The tests --------------------------------------------------------------------------------------
@pytest.mark.slow
def test_a_computer_is_handed_the_same_whatever_it_may_not_know() -> None:
    assert check_twins(TRIPLE_DICE.computer, TWIN_GAMES, seed=25) == 3 * TWIN_GAMES


def test_the_hand_over_is_the_observation_level_and_decision_seed() -> None:
    state = td.new_game(389971452, ["Ana", "Ben", "Cy"])
    state = td.apply(state, engine.Predict("zero"))
    cells = handed_over(TRIPLE_DICE.computer(state, 1, "good"))
    assert set(cells) == {"observation", "level", "decision"}
    assert cells["observation"] == td.observe(state, 1)
    assert cells["level"] == "good"
    assert "389971452" not in repr(cells["observation"])


@pytest.mark.slow
def test_the_decision_seed_is_one_way() -> None:
    check_one_way(decision_seed)


def test_the_one_way_check_catches_the_old_scheme() -> None:
    """The hash chain this replaced, ``hash64(seed, step, seat, 7)``, planted back: the seed comes
    back out of it, and the check says so."""
    seed = 389971452
    assert seed in readings(hash64(seed, 12, 1, 7), 12, 1)
    with pytest.raises(AssertionError, match="read back"):
        check_one_way(lambda s, step, seat: hash64(s, step, seat, 7))
    with pytest.raises(AssertionError, match="read back"):
        check_one_way(lambda s, step, seat: mix64(s))


def test_the_twin_check_catches_a_work_that_carries_more() -> None:
    """A work that also carries the seat's neighbour's hidden dice "to help" fails; so does one
    that carries the state itself (not plain data)."""

    def leaky(state: td.TripleDiceState, seat: int, level: str) -> Callable[[Any], Any]:
        observation = engine.observe(state, seat)
        decision = decision_seed(state.seed, len(state.log), seat)
        neighbour = list(state.dice[(seat + 1) % len(state.players)])

        def work(progress: Any) -> Any:
            return observation, level, decision, neighbour

        return work

    with pytest.raises(AssertionError, match="depend on hidden values"):
        check_twins(leaky, 20, seed=3)

    def carries_state(state: td.TripleDiceState, seat: int, level: str) -> Callable[[Any], Any]:
        def work(progress: Any) -> Any:
            return state

        return work

    with pytest.raises(AssertionError, match="not plain data"):
        check_twins(carries_state, 1, seed=3)


@pytest.mark.slow
def test_the_same_seed_and_moves_give_the_same_computer_moves() -> None:
    """Computers deciding through the desktop's hand-over replay the same game from the same seed;
    a different seed gives a different game."""

    def play(seed: int) -> tuple[Any, ...]:
        state = td.new_game(seed, ["Ana", "Ben", "Cy"])
        levels = ("good", "beginner", "good")
        while state.phase != "finished":
            seat = state.current_player
            state = td.apply(state, TRIPLE_DICE.computer(state, seat, levels[seat])(lambda fraction: None))
        return state.log

    assert play(20261126) == play(20261126)
    assert play(20261126) != play(20261127)
    assert len({decision_seed(7, step, seat) for step in range(50) for seat in range(4)}) == 200
