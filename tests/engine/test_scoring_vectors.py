"""The scoring vectors of the classic cards (tests/engine/scoring_vectors.json) through the engine.

The vectors are data another implementation could be checked against, written by hand from the
rules rather than printed by the engine; here each one is played through ``legal_actions``,
``score_preview`` and ``apply`` on a real state, and what a save would show is read back.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine import IllegalAction, Score
from engine.results import breakdown, score_preview
from engine.rules import Ruleset
from engine.rulesets.classic import CLASSIC, CLASSIC_FREE_JOKER
from engine.rulesets.nordic import NORDIC
from engine.scorecard import ScorecardState, apply, legal_actions, new_game
from engine.state_json import state_to_json

VECTORS: list[dict[str, Any]] = json.loads((Path(__file__).with_name("scoring_vectors.json")).read_text("utf-8"))[
    "vectors"]
RULESETS: dict[str, Ruleset] = {rs.id: rs for rs in (CLASSIC, CLASSIC_FREE_JOKER, NORDIC)}


def vector_state(vector: dict[str, Any]) -> ScorecardState:
    """The vector's card, dice and roll on a one-player game (earlier entries on roll 2)."""
    rs = RULESETS[vector["game"]]
    column = tuple(tuple((p, 2) for p in vector["card"].get(cat.id, ())) for cat in rs.categories)
    roll = vector["roll"]
    state = new_game(rs, 1, ["Ann"])
    return replace(state, cards=((column,),), dice=tuple(vector["dice"]), rolls_used=roll,
                   phase="choosing" if roll == rs.rolls_per_turn else "rolling")


@pytest.mark.parametrize("vector", VECTORS, ids=lambda v: f"{v['game']}: {v['name']}")
def test_each_vector(vector: dict[str, Any]) -> None:
    state = vector_state(vector)
    offered = [a.category for a in legal_actions(state) if isinstance(a, Score)]
    if "legal" in vector:
        assert offered == vector["legal"]
    assert [p.category for p in score_preview(state)] == offered
    if "refused" in vector:
        with pytest.raises(IllegalAction) as info:
            apply(state, Score(vector["score"]))
        assert (info.value.code, info.value.params) == (vector["refused"]["code"], vector["refused"]["params"])
        return
    expect = vector["expect"]
    preview = next(p for p in score_preview(state) if p.category == vector["score"])
    assert (preview.points, preview.bonus) == (expect["points"], expect["bonus"])
    after = apply(state, Score(vector["score"]))
    cells = state_to_json(after)["scorecards"][0]["columns"][0]["cells"]
    assert [e["points"] for e in cells[vector["score"]]][:1] == [expect["points"]]
    for cat_id, points in expect.get("cells", {}).items():
        assert [e["points"] for e in cells[cat_id]] == points, cat_id
    lines = {line.id: line.points for line in breakdown(after, 0).columns[0].bonuses}
    if "bonuses" in expect:
        assert lines == expect["bonuses"]
    assert after.total(0) == expect["total"] == state.total(0) + preview.gain


def test_the_vectors_cover_every_box_of_both_cards() -> None:
    for rs in (CLASSIC, NORDIC):
        scored = {v["score"] for v in VECTORS if v["game"] == rs.id and "expect" in v}
        assert scored == set(rs.category_ids), rs.id
        hits = {v["score"] for v in VECTORS if v["game"] == rs.id and v.get("expect", {}).get("points")}
        assert hits == set(rs.category_ids), rs.id  # each box seen paying, not only scoring 0
    names = " ".join(v["name"] for v in VECTORS)
    for what in ("forced", "free choice", "+100", "box holds 0", "refused"):
        assert what in names


def test_the_vectors_names_are_unique() -> None:
    keys = [(v["game"], v["name"]) for v in VECTORS]
    assert len(keys) == len(set(keys))
