"""Random Triple Dice games and their hidden twins: the same game with everything one seat may
not know changed. The observation tests (tests/engine/test_triple_dice_observe.py), the computer's
hand-over (tests/desktop/triple/test_triple_handover.py), the sealed window
(tests/desktop/window/test_secrets_sealed.py) and the Expert (tests/engine/ai/test_triple_expert.py)
all compare a seat's view of a game with its view of the twin."""

from __future__ import annotations

import random
from dataclasses import replace

from engine import triple_dice as td
from engine.actions import Action, Predict

PRIVATE = td.PRIVATE_POSITIONS


def random_game(rng: random.Random) -> tuple[list[td.TripleDiceState], list[Action]]:
    players = [f"P{i}" for i in range(rng.randint(td.MIN_PLAYERS, td.MAX_PLAYERS))]
    # Large seeds, so that a leaked seed would be a distinctive string in the JSON.
    state = td.new_game(rng.randrange(10**12, 2**63), players)
    states = [state]
    actions: list[Action] = []
    while state.phase != "finished":
        options = td.legal_actions(state)
        action = options[rng.randrange(len(options))]
        state = td.apply(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


def private_revealed(state: td.TripleDiceState, seat: int, index: int) -> bool:
    """The rule, restated independently of the engine: a private die is seen once the turn it
    was submitted in is over (every player has submitted)."""
    turn = state.used[seat][index]
    return turn != 0 and (state.phase == "finished" or turn < state.turn)


def hidden_twin(
    states: list[td.TripleDiceState], actions: list[Action], step: int, seat: int, rng: random.Random
) -> td.TripleDiceState:
    """The game of ``states[step]`` replayed with everything hidden from ``seat`` changed."""
    target = states[step]
    n = len(target.players)
    hidden: dict[int, list[tuple[int, int]]] = {}  # round -> (seat, die) that stay hidden at ``step``
    for record in target.rounds:
        for p in range(n):
            submitted = {i for t in record.turns for s in t.submissions if s.player == p for i in s.dice}
            hidden[record.round] = hidden.get(record.round, []) + [
                (p, i) for i in PRIVATE if p != seat and i not in submitted
            ]
    if target.phase != "finished":
        hidden[target.round] = [
            (p, i) for p in range(n) for i in PRIVATE if p != seat and not private_revealed(target, p, i)
        ]
    other_cards = target.phase != "finished"

    def disguise(state: td.TripleDiceState) -> td.TripleDiceState:
        dice = [list(d) for d in state.dice]
        for p, i in hidden.get(state.round, []):
            dice[p][i] = rng.choice([v for v in range(1, 7) if v != dice[p][i]])
        return replace(state, dice=tuple(tuple(d) for d in dice))

    twin = disguise(td.new_game(target.seed, target.players))
    for action in actions[:step]:
        round_before = twin.round
        if isinstance(action, Predict) and other_cards and twin.round == target.round and twin.current_player != seat:
            action = Predict(rng.choice([c for c in td.CARDS if c != action.card]))
        twin = td.apply(twin, action)
        if twin.round != round_before:
            twin = disguise(twin)
    twin = replace(twin, seed=rng.randrange(2**63))
    assert td.to_json(twin) != td.to_json(target)  # the twin really differs in what is hidden
    return twin
