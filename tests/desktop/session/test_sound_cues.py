"""The session's sounds: a real GameController played through whole games, its cues
heard by a player that only writes them down. Which move sounds, which does not (undo, a replay, a
new game), and that a Triple Dice table learns nothing from a sound it could not see."""

from __future__ import annotations

import engine
from desktop.session.controller import GameController
from desktop.session.cues import Cues
from desktop.session.recorder import Recorder
from engine.triple_points import CARDS, PRIVATE_POSITIONS


class Ear:
    """A player that hears: every ``play`` written down, nothing sounded."""

    def __init__(self) -> None:
        self.heard: list[str] = []

    def play(self, name: str) -> None:
        self.heard.append(name)

    def take(self) -> list[str]:
        heard, self.heard = self.heard, []
        return heard


def _dash_game(controller: GameController, ear: Ear, greedy: bool) -> list[list[str]]:
    """A Dice Dash game scored on every first roll: the first open box, or the best one."""
    controller.start("dice-dash", 7, ["Ana"], ["human"])
    per_move = []
    while controller.state.phase != "finished":
        previews = engine.score_preview(controller.state)
        pick = max(previews, key=lambda p: p.gain) if greedy else previews[0]
        assert controller.move_by_program(engine.Score(pick.category))
        per_move.append(ear.take())
    return per_move


def test_a_dice_dash_game_sounds_each_move_and_nothing_else(controller: GameController) -> None:
    ear = Ear()
    Cues(controller, ear)
    controller.start("dice-dash", 7, ["Ana"], ["human"])
    assert ear.take() == []  # a new game is not a move
    assert controller.move_by_program(engine.ToggleHold(0))
    assert ear.take() == ["hold"]
    assert controller.move_by_program(engine.Roll())
    assert ear.take() == ["roll"]
    category = engine.score_preview(controller.state)[0].category
    assert controller.move_by_program(engine.Score(category))
    heard = ear.take()
    assert heard[0] == "score" and "bonus" not in heard  # scored on the second roll: no Perfect Round
    assert controller.undo() and ear.take() == []  # taking back is silent
    assert controller.redo() and ear.take() == heard  # doing again sounds as the first time
    # Scored on the turn's first roll: the Perfect Round bonus chimes after the tick.
    assert controller.move_by_program(engine.Score(engine.score_preview(controller.state)[0].category))
    assert ear.take() == ["score", "bonus"]


def test_the_end_and_a_personal_best_chime_after_the_last_score(controller: GameController,
                                                                 recorder: Recorder) -> None:
    ear = Ear()
    Cues(controller, ear).follow_records(recorder)
    first = _dash_game(controller, ear, greedy=False)
    low = controller.state.totals[0]
    assert first[-1][-1] == "game_over" and all("best" not in move for move in first)  # the first game beats nothing
    assert all(move[:2] == ["score", "bonus"] for move in first)  # every box on a first roll
    second = _dash_game(controller, ear, greedy=True)
    assert controller.state.totals[0] > low, "the seed no longer makes the second game better"
    assert second[-1][-2:] == ["game_over", "best"]
    assert ["game_over", "best"] not in [move[-2:] for move in second[:-1]]
    third = _dash_game(controller, ear, greedy=False)  # worse than the best: the end, no chime
    assert third[-1][-1] == "game_over"


def test_a_replay_and_a_jump_through_history_are_silent(qapp: object) -> None:
    ear = Ear()
    replay = GameController(None)
    replay.read_only = True
    Cues(replay, ear)
    replay.start("dice-dash", 7, ["Ana"], ["human"])
    assert not replay.move_by_program(engine.Roll())
    live = GameController(None)
    Cues(live, ear)
    live.start("dice-dash", 7, ["Ana"], ["human"])
    for _ in range(3):
        live.move_by_program(engine.Score(engine.score_preview(live.state)[0].category))
    ear.take()
    live.undo_stack.setIndex(0)  # History: back to the start, then forward three steps at once
    live.undo_stack.setIndex(3)
    assert ear.take() == []


def test_triple_dice_sounds_reveal_no_card_and_no_private_die(qapp: object) -> None:
    """Pass-and-play: each card picked and each submission sounds the same, whatever it hides;
    a card chimes only at the round's end, when every card is shown."""
    controller = GameController(None)
    ear = Ear()
    Cues(controller, ear)
    controller.start("triple-dice", 11, ["Ana", "Ben"], ["human", "human"])
    assert controller.pass_and_play
    by_card: dict[str, list[str]] = {}
    private: list[list[str]] = []
    public: list[list[str]] = []
    moves = picks = 0
    while controller.state.phase != "finished":
        state = controller.state
        seat = state.current_player
        if state.phase == "predicting":
            card, picks = CARDS[picks % len(CARDS)], picks + 1
            assert controller.move_by_program(engine.Predict(card))
            by_card.setdefault(card, []).append(tuple(ear.take()))  # type: ignore[arg-type]
        else:
            free = state.unused(seat)
            # Alternate: the private dice first in one submission, public ones only in the next.
            hidden = [d for d in free if d in PRIVATE_POSITIONS]
            dice = tuple((hidden + [d for d in free if d not in hidden])[:3]) if moves % 2 else tuple(
                [d for d in free if d not in PRIVATE_POSITIONS][:3] or free[:3])
            assert controller.move_by_program(engine.Submit(dice))
            heard = ear.take()
            if controller.state.round == state.round and controller.state.phase != "finished":
                (private if set(dice) & set(PRIVATE_POSITIONS) else public).append(heard)
            else:
                rounds = controller.state.rounds
                assert ("card" in heard) == any(rounds[-1].hits)
        moves += 1
    assert len(by_card) == len(CARDS)
    assert {heard for every in by_card.values() for heard in every} == {("hold",)}
    assert private and public
    assert all(heard == ["score"] for heard in private + public)
    assert any(any(r.hits) for r in controller.state.rounds), "no card came true with this seed"
