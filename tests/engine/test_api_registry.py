"""The game registry in engine/api.py: the built-in games and those registered at run time."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest

import engine
from engine.rules import Category, Chance, FirstRollBonus, OfAKind, Ruleset, ThresholdBonus, Upper


def test_triple_dice_driver_metadata_matches_its_module() -> None:
    from engine import triple_dice
    from engine.api import game

    d = game("triple-dice")
    assert (d.id, d.name, d.min_players, d.max_players, d.default_players) == (
        triple_dice.GAME_ID, triple_dice.NAME, triple_dice.MIN_PLAYERS, triple_dice.MAX_PLAYERS,
        triple_dice.DEFAULT_PLAYERS,
    )
    state = engine.new_game("triple-dice", 3, ["A", "B"])
    assert engine.from_json(engine.to_json(state)) == state


def test_importing_the_package_loads_no_rules_until_a_name_is_used() -> None:
    """The window imports ``engine`` before its first frame; the rules must load later, on use."""
    import subprocess
    import sys
    from pathlib import Path

    code = (
        "import sys, engine\n"
        "before = sorted(m for m in sys.modules if m.startswith('engine'))\n"
        "engine.Roll\n"
        "print(before, 'engine.actions' in sys.modules)\n"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, check=True).stdout
    assert out.strip() == "['engine', 'engine.ids', 'engine.lazy'] True"


def test_every_public_name_resolves_to_its_home_module() -> None:
    import importlib

    import engine

    for name in engine.__all__:
        value = getattr(engine, name)
        if name not in ("GAME_IDS", "game_ids"):
            home = importlib.import_module(f"engine.{engine._HOME_OF[name]}")
            assert value is getattr(home, name), name
    assert engine.outcome is engine.api.outcome  # a function, not a submodule of the same name
    assert engine.GAME_IDS == engine.api.GAME_IDS == tuple(engine.api.GAMES) == engine.game_ids()
    assert engine.game_ids is engine.ids.game_ids is engine.api.game_ids
    with pytest.raises(AttributeError, match="no attribute 'nonsense'"):
        _ = engine.nonsense


# Registering a scorecard game at run time ----------------------------------------------------

PAIRS = Ruleset(
    id="pairs-test",
    name="Pairs Test",
    categories=tuple(Category(f"face{n}", f"Face {n}", Upper(n), "upper") for n in (2, 4))
    + (Category("triple", "Triple", OfAKind(3)), Category("any", "Any", Chance())),
    bonuses=(ThresholdBonus("evens", "Evens", ("face2", "face4"), 12, 9),),
    max_players=2,
    dice_count=4,
    rolls_per_turn=2,
)


@pytest.fixture
def pairs() -> Iterator[Ruleset]:
    engine.register_ruleset(PAIRS)
    yield PAIRS
    engine.unregister_ruleset(PAIRS.id)


def test_a_registered_ruleset_is_played_saved_replayed_and_listed(pairs: Ruleset) -> None:
    import random

    assert engine.game_ids() == (*engine.GAME_IDS, "pairs-test")
    assert engine.GAME_IDS == ("dice-dash", "dicegame", "match", "classic", "nordic", "triple-dice"), \
        "the built-ins stay fixed"
    assert engine.ruleset("pairs-test") is pairs
    rng = random.Random(4)
    state = engine.new_game("pairs-test", "17", ["Ana", "Ben"])
    while state.phase != "finished":
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
        assert engine.from_json(engine.to_json(state)) == state  # its saves load: grammar and format
    assert len(state.dice) == 4
    assert engine.outcome(state).totals == state.totals
    assert list(engine.replay(state.game, state.seed, state.players, state.log))[-1] == state
    assert engine.parse_action(state, {"type": "score", "category": "triple"}) == engine.Score("triple")
    with pytest.raises(engine.MalformedAction, match="category must be one of face2, face4, triple, any"):
        engine.parse_action(state, {"type": "score", "category": "ones"})
    with pytest.raises(engine.MalformedAction, match="from 0 to 3"):
        engine.parse_action(state, {"type": "toggleHold", "dieIndex": 4})


def test_registering_an_id_twice_or_a_builtin_id_is_refused_and_changes_nothing(pairs: Ruleset) -> None:
    for taken in (pairs, replace(pairs, name="Other"), replace(pairs, id="match")):
        with pytest.raises(engine.BadSetup, match="already registered") as info:
            engine.register_ruleset(taken)
        assert info.value.code == "ruleset-taken" and info.value.params["given"] == taken.id
    assert engine.game_ids().count("pairs-test") == 1
    assert engine.ruleset("pairs-test") is pairs and engine.api.ruleset("match").name == "Match!"
    with pytest.raises(engine.BadSetup) as builtin:
        engine.unregister_ruleset("match")
    assert builtin.value.code == "ruleset-builtin"
    assert "match" in engine.game_ids()


def test_unregistering_forgets_the_game_and_a_new_ruleset_under_its_id_gets_its_own_grammar() -> None:
    engine.register_ruleset(PAIRS)
    state = engine.new_game("pairs-test", 1, ["Ana"])
    saved = engine.to_json(engine.apply(state, engine.Score("face2")))
    engine.unregister_ruleset("pairs-test")
    assert "pairs-test" not in engine.game_ids()
    with pytest.raises(engine.BadSetup) as unknown:
        engine.new_game("pairs-test", 1)
    assert unknown.value.code == "game-unknown"
    with pytest.raises(engine.InvalidState):
        engine.from_json(saved)
    renamed = replace(PAIRS, categories=(Category("solo", "Solo", Chance()),), bonuses=())
    engine.register_ruleset(renamed)
    try:
        with pytest.raises(engine.InvalidState, match="category must be one of solo"):
            engine.from_json(saved)  # the old categories are not remembered under the id
        assert engine.legal_actions(engine.new_game("pairs-test", 1, ["Ana"]))[-1] == engine.Score("solo")
    finally:
        engine.unregister_ruleset("pairs-test")


class _Raises:
    def __call__(self, dice: tuple[int, ...]) -> int:
        if 6 in dice:
            raise ZeroDivisionError
        return 1

    def describe(self) -> str:
        return "breaks on a six"


class _Half:
    def __call__(self, dice: tuple[int, ...]) -> float:
        return sum(dice) / 2

    def describe(self) -> str:
        return "half the dice"


BAD: list[tuple[str, Callable[[Ruleset], object], str]] = [
    ("not a ruleset", lambda rs: rs.id, "it"),
    ("id with a slash", lambda rs: replace(rs, id="a/b"), "its id"),
    ("upper-case id", lambda rs: replace(rs, id="Pairs"), "its id"),
    ("empty name", lambda rs: replace(rs, name=" "), "its name"),
    ("no dice", lambda rs: replace(rs, dice_count=0), "dice_count"),
    ("too many dice", lambda rs: replace(rs, dice_count=9), "dice_count"),
    ("no rolls", lambda rs: replace(rs, rolls_per_turn=0), "rolls_per_turn"),
    ("min above max", lambda rs: replace(rs, min_players=3, default_players=3, max_players=2), "the player counts"),
    ("five seats", lambda rs: replace(rs, max_players=5), "the player counts"),
    ("zero multiplier", lambda rs: replace(rs, multipliers=(1, 0)), "multipliers"),
    ("negative max total", lambda rs: replace(rs, max_total=-1), "max_total"),
    ("no categories", lambda rs: replace(rs, categories=(), bonuses=()), "categories"),
    ("same category twice", lambda rs: replace(rs, categories=rs.categories + rs.categories[:1]), "categories[4].id"),
    ("category id with a space", lambda rs: replace(rs, categories=(Category("a b", "A", Chance()),), bonuses=()),
     "categories[0].id"),
    ("a rule that raises", lambda rs: replace(rs, categories=(Category("x", "X", _Raises()),), bonuses=()),
     "categories[0].rule"),
    ("a rule scoring halves", lambda rs: replace(rs, categories=(Category("x", "X", _Half()),), bonuses=()),
     "categories[0].rule"),
    ("an odd section", lambda rs: replace(rs, categories=(Category("x", "X", Chance(), "middle"),), bonuses=()),  # type: ignore[arg-type]
     "categories[0]"),
    ("a bonus over an unknown category", lambda rs: replace(rs, bonuses=(ThresholdBonus("b", "B", ("ones",), 5, 5),)),
     "bonuses[0].categories"),
    ("a bonus named like a category", lambda rs: replace(rs, bonuses=(FirstRollBonus("any", "Any", 5),)),
     "bonuses[0].id"),
    ("a zero threshold", lambda rs: replace(rs, bonuses=(ThresholdBonus("b", "B", ("any",), 0, 5),)),
     "bonuses[0].threshold"),
]


@pytest.mark.parametrize(("why", "make", "field"), BAD, ids=[b[0] for b in BAD])
def test_a_ruleset_that_cannot_be_played_is_refused_naming_the_field(
        why: str, make: Callable[[Ruleset], object], field: str) -> None:
    bad = make(PAIRS)
    with pytest.raises(engine.BadSetup, match="cannot be registered") as info:
        engine.register_ruleset(bad)
    assert info.value.code == "ruleset-invalid", why
    assert info.value.params["field"] == field
    assert engine.game_ids() == engine.GAME_IDS, "nothing was registered"


@pytest.mark.parametrize("game", ["dice-dash", "dicegame", "match", "classic", "nordic"])
def test_the_grammar_built_from_a_ruleset_is_the_shipped_schema_of_each_builtin_game(game: str) -> None:
    import json
    from importlib import resources

    from engine.registry import action_schema

    shipped = json.loads(resources.files("engine.schemas").joinpath(f"{game}.schema.json").read_text("utf-8"))
    assert action_schema(engine.ruleset(game)) == shipped


def test_every_builtin_ruleset_passes_the_registration_check() -> None:
    from engine.registry import check_ruleset

    for game in ("dice-dash", "dicegame", "match", "classic", "nordic"):
        assert check_ruleset(engine.ruleset(game)) is engine.ruleset(game)


def test_hints_for_a_registered_game_are_solved_on_demand_or_refused_in_words(
        pairs: Ruleset, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.solver import runtime
    from engine.solver.tables import CACHE_ENV

    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    state = engine.new_game("pairs-test", 5, ["Ana"])
    assert not runtime.is_ready(pairs)
    options = runtime.rank_options(state)
    assert options and options[0].exact and runtime.is_ready(pairs)
    assert {o.action for o in options} <= set(engine.legal_actions(state))
    twin = replace(pairs, id="twin-rep", categories=tuple(replace(c, repeatable=True) for c in pairs.categories))
    engine.register_ruleset(twin)
    try:
        with pytest.raises(ValueError, match="at most one repeatable category"):
            runtime.rank_options(engine.new_game("twin-rep", 5, ["Ana"]))
    finally:
        engine.unregister_ruleset("twin-rep")


# Registering a game of its own table ---------------------------------------------------------

def test_a_game_of_its_own_table_registers_with_its_own_actions_and_leaves_again() -> None:
    from engine.api import game
    from engine.games import TripleDiceGame

    class TableTest(TripleDiceGame):
        id = "table-test"
        name = "Table Test"

        def parse_action(self, data: object) -> engine.Action:
            return engine.Roll()

    class BadId(TableTest):
        id = "Bad Id"

    class BadPlayers(TableTest):
        min_players = 3

    class NoReader(TripleDiceGame):  # neither actions of its own nor a grammar for its id
        id = "table-test"

    class Taken(TableTest):
        id = "match"

    for bad, field in ((BadId(), "id"), (BadPlayers(), "players"), (NoReader(), "parse_action")):
        with pytest.raises(engine.BadSetup) as refused:
            engine.register_game(bad)
        assert (refused.value.code, refused.value.params["field"]) == ("ruleset-invalid", field)
    with pytest.raises(engine.BadSetup, match="already registered"):
        engine.register_game(Taken())
    assert "table-test" not in engine.game_ids()
    copy = TableTest()
    engine.register_game(copy)
    try:
        assert engine.game_ids()[-1] == "table-test" and game("table-test") is copy
        assert engine.action_from_json("table-test", {"anything": 1}) == engine.Roll()  # its own reader
        from engine.game_seats import seat_kinds

        assert seat_kinds("table-test") == ("human", "beginner", "good", "expert")  # the game's levels
    finally:
        engine.unregister_game("table-test")
    assert "table-test" not in engine.game_ids()
    with pytest.raises(engine.BadSetup, match="Unknown game"):
        engine.new_game("table-test", 1)
    assert "table-test" not in engine.actions.PARSERS
