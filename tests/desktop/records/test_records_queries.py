"""The records' queries against games whose every number is known: history, boards, standing, stats."""

from __future__ import annotations

import datetime as dt
import random
import statistics
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

import engine
from desktop.base.seeds import daily_seed
from desktop.records import Records
from desktop.records.queries import Bin, nice_width
from engine.results import BonusLine, ColumnBreakdown, Outcome, PlayerBreakdown, shared_places

DAY = 86_400.0
T0 = 1_700_000_000.0


def _dash_breakdown(name: str, ones: int, number_bonus: int, total: int) -> PlayerBreakdown:
    """A Dice Dash card with only what the statistics read: Ones, and the two bonuses."""
    cells = (("ones", (ones,), False), ("threes", (0,), False), ("allMatch", (50,) if total > 140 else (0,), False))
    bonuses = (BonusLine("numberBonus", "Number Bonus", number_bonus, 30 if number_bonus else 10, 30),
               BonusLine("perfectRound", "Perfect Round", 0, 0, None))
    column = ColumnBreakdown(1, cells, ones, bonuses, total, total)
    return PlayerBreakdown(name, (column,), total)


def _outcome(game: str, names: list[str], totals: list[int | Fraction],
             breakdowns: tuple[PlayerBreakdown, ...] = ()) -> Outcome:
    places = shared_places(totals)
    return Outcome(game, tuple(names), tuple(totals), places, tuple(i for i, p in enumerate(places) if p == 1),
                   breakdowns)


def _add(records: Records, game: str, names: list[str], kinds: list[str], totals: list[int | Fraction],
         day: int, seed: int = 1, assisted: bool = False, breakdowns: tuple[PlayerBreakdown, ...] = ()) -> int:
    game_id = records.begin_game(game, seed, names, kinds, "1.2.3", started_at=T0 + day * DAY)
    if assisted:
        records.mark_assisted(game_id)
    assert records.finish(game_id, _outcome(game, names, totals, breakdowns), [{"type": "roll"}],
                          ended_at=T0 + day * DAY + 600)
    return game_id


@pytest.fixture
def records(tmp_path: Path) -> Records:
    r = Records.open(tmp_path / "records.sqlite3")
    # Ann's Dice Dash, in order of play: 100, 150, 120 (assisted), 150, 90.
    dash = [(100, 3, 20), (150, 2, 20), (120, 1, 0), (150, 4, 0), (90, 0, 0)]
    r.ids = []  # type: ignore[attr-defined]
    for day, (total, ones, bonus) in enumerate(dash):
        r.ids.append(_add(r, "dice-dash", ["Ann"], ["human"], [total], day, seed=day,  # type: ignore[attr-defined]
                          assisted=day == 2, breakdowns=(_dash_breakdown("Ann", ones, bonus, total),)))
    # Ann's Match! against computers: W W L W W W, then a daily-seed game.
    matches = [
        (["Ann", "Bot"], ["human", "expert"], [200, 180]),
        (["Ann", "Bot"], ["human", "beginner"], [210, 100]),
        (["Ann", "Bot"], ["human", "expert"], [150, 230]),
        (["Ann", "Bot"], ["human", "good"], [190, 189]),
        (["Ann", "B1", "B2"], ["human", "expert", "beginner"], [250, 240, 100]),
        (["Ann", "Bot"], ["human", "expert"], [220, 120]),
    ]
    for i, (names, kinds, totals) in enumerate(matches):
        _add(r, "match", names, kinds, totals, 10 + i, seed=1000 + i)
    # Ben and Cy on the same seed, one of them assisted; Ann vs Ben pass-and-play.
    r.daily = daily_seed(dt.date(2026, 11, 23))  # type: ignore[attr-defined]
    _add(r, "match", ["Ben"], ["human"], [170], 20, seed=r.daily)  # type: ignore[attr-defined]
    _add(r, "match", ["Cy"], ["human"], [260], 21, seed=r.daily, assisted=True)  # type: ignore[attr-defined]
    _add(r, "match", ["Ann", "Ben"], ["human", "human"], [180, 180], 22, seed=r.daily)  # type: ignore[attr-defined]
    _add(r, "triple-dice", ["Ann", "Bot"], ["human", "expert"], [Fraction(7, 2), Fraction(3)], 30)
    return r


def test_history_newest_first_with_paging_and_filters(records: Records) -> None:
    assert records.history_count() == 15
    page = records.history(offset=0, limit=4)
    assert [e.game for e in page] == ["triple-dice", "match", "match", "match"]
    assert [e.ended_at for e in page] == [T0 + d * DAY + 600 for d in (30, 22, 21, 20)]
    assert page[0].duration == 600 and page[0].app_version == "1.2.3"
    assert [(s.name, s.kind, s.score, s.place) for s in page[0].seats] == [
        ("Ann", "human", Fraction(7, 2), 1), ("Bot", "expert", 3, 2)]
    assert [e.ended_at for e in records.history(offset=13, limit=10)] == [T0 + DAY + 600, T0 + 600]
    assert records.history_count(game="dice-dash") == 5
    assert records.history_count(player="Ben") == 2
    assert records.history_count(game="match", player="Ann") == 7
    assert records.history_count(game="dice-dash", player="Ben") == 0
    assert [e.seats[0].score for e in records.history(game="dice-dash")] == [90, 150, 120, 150, 100]
    assert [e.assisted for e in records.history(game="dice-dash")] == [False, False, True, False, False]
    assert records.player_names() == ["Ann", "Ben", "Cy"]
    assert records.player_names("dice-dash") == ["Ann"]


def test_high_scores_unassisted_and_assisted_lists(records: Records) -> None:
    board = records.high_scores("dice-dash", 1)
    assert [(e.rank, e.score) for e in board] == [(1, 150), (1, 150), (3, 100), (4, 90)]
    assert board[0].ended_at < board[1].ended_at  # the earlier of equal scores first
    assert [(e.rank, e.score) for e in records.high_scores("dice-dash", 1, assisted=True)] == [(1, 120)]
    two = records.high_scores("match", 2)
    assert [(e.name, e.score) for e in two] == [
        ("Ann", 220), ("Ann", 210), ("Ann", 200), ("Ann", 190), ("Ann", 180), ("Ben", 180), ("Ann", 150)]
    assert [e.rank for e in two] == [1, 2, 3, 4, 5, 5, 7]  # computers are not on the board
    assert [e.score for e in records.high_scores("match", 3)] == [250]
    assert [e.score for e in records.high_scores("match", 1)] == [170]
    assert len(records.high_scores("match", 2, limit=3)) == 3


def test_daily_seed_board(records: Records) -> None:
    board = records.daily_board("match", dt.date(2026, 11, 23))
    assert [(e.rank, e.name, e.score) for e in board] == [(1, "Ann", 180), (1, "Ben", 180), (3, "Ben", 170)]
    assert records.daily_board("match", dt.date(2026, 11, 24)) == []
    assert records.daily_board("dice-dash", dt.date(2026, 11, 23)) == []


def test_standing_and_personal_best(records: Records) -> None:
    ids = records.ids  # type: ignore[attr-defined]
    first, second, assisted, fourth, fifth = (records.standing(i, 0) for i in ids)
    assert first is not None and (first.rank, first.of, first.personal_best) == (3, 4, False)  # 150, 150, 100
    assert second is not None and (second.rank, second.personal_best, second.previous_best) == (1, True, 100)
    assert assisted is None  # an assisted game has no place on the boards
    assert fourth is not None and (fourth.rank, fourth.personal_best, fourth.previous_best) == (1, False, 150)
    assert fifth is not None and (fifth.rank, fifth.of) == (4, 4)
    last_match = records.history(game="match", player="Ann", limit=7)[-1]  # the 200 against Expert
    standing = records.standing(last_match.game_id, 0)
    assert standing is not None and (standing.rank, standing.of) == (4, 7)  # 250, 220, 210 are better
    assert records.standing(last_match.game_id, 1) is None  # a computer's seat
    assert records.standing(12345, 0) is None


def test_statistics_of_one_player(records: Records) -> None:
    dash = records.stats("dice-dash", "Ann")
    assert (dash.games, dash.average, dash.median, dash.best, dash.worst) == (5, 122.0, 120.0, 150.0, 90.0)
    assert dash.histogram[0] == Bin(90, 95, 1) and len(dash.histogram) == 13
    assert [b.count for b in dash.histogram] == [1, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2]
    assert [(p.ended_at, p.games, p.average) for p in dash.timeline] == [
        (T0 + d * DAY + 600, 1, score) for d, score in enumerate([100.0, 150.0, 120.0, 150.0, 90.0])]
    assert (dash.contests, dash.wins, dash.longest_streak) == (0, 0, 0)  # solo games are not contests
    ones = next(c for c in dash.categories if c.item == "ones")
    assert (ones.average, ones.rate) == (2.0, 0.8)  # 3, 2, 1, 4, 0
    number = next(b for b in dash.bonuses if b.item == "numberBonus")
    assert (number.average, number.rate) == (8.0, 0.4)
    assert [c.item for c in dash.categories] == ["ones", "threes", "allMatch"]  # the scorecard's order

    match = records.stats("match", "Ann")
    assert match.games == 7 and match.median == 200.0 and match.best == 250.0
    assert (match.contests, match.wins, match.longest_streak, match.current_streak) == (7, 6, 4, 4)
    assert pytest.approx(match.win_rate) == 6 / 7
    assert {(v.level, v.games, v.wins) for v in match.versus} == {
        ("beginner", 2, 2), ("good", 1, 1), ("expert", 4, 3)}
    assert records.stats("match", "Nobody").games == 0
    triple = records.stats("triple-dice", "Ann")
    assert triple.best == 3.5 and triple.categories == ()


def test_deleting_a_game_takes_it_out_of_everything(records: Records) -> None:
    ids = records.ids  # type: ignore[attr-defined]
    assert records.delete(ids[1])  # the 150 with Ones 2 and the Number Bonus
    assert records.finished_game(ids[1]) is None
    assert records.history_count(game="dice-dash") == 4
    dash = records.stats("dice-dash", "Ann")
    assert (dash.games, dash.average, dash.median) == (4, 115.0, 110.0)
    ones = next(c for c in dash.categories if c.item == "ones")
    assert (ones.average, ones.rate) == (2.0, 0.75)  # 3, 1, 4, 0
    number = next(b for b in dash.bonuses if b.item == "numberBonus")
    assert (number.average, number.rate) == (5.0, 0.25)
    assert [e.score for e in records.high_scores("dice-dash", 1)] == [150, 100, 90]
    for game_id in ids:
        records.delete(game_id)
    assert records.conn.execute("SELECT count(*) FROM tally WHERE game = 'dice-dash'").fetchone()[0] == 0
    assert records.conn.execute("SELECT count(*) FROM seat WHERE game = 'dice-dash'").fetchone()[0] == 0
    assert records.delete(ids[0]) is False


def test_tallies_match_real_games(tmp_path: Path) -> None:
    """Finished through the engine: the per-category averages equal the outcomes' own sums."""
    records = Records.open(tmp_path / "records.sqlite3")
    rng = random.Random(4)
    sums: dict[tuple[str, int], int] = {}
    bonus_hits: dict[int, int] = {}
    games = 6
    for seed in range(games):
        state = engine.new_game("dicegame", seed, ["Ann", "Bot"])
        game_id = records.begin_game("dicegame", seed, ["Ann", "Bot"], ["human", "expert"], "t")
        while state.phase != "finished":
            state = engine.apply(state, rng.choice(engine.legal_actions(state)))
        outcome = engine.outcome(state)
        records.finish(game_id, outcome, state.log)
        for column, col in enumerate(outcome.breakdowns[0].columns):
            for category, points, _open in col.cells:
                sums[(category, column)] = sums.get((category, column), 0) + sum(points)
            bonus_hits[column] = bonus_hits.get(column, 0) + (col.bonuses[0].points > 0)
        finished = records.finished_game(game_id)
        assert finished is not None and list(finished.log) == [a.to_json() for a in state.log]
    stats = records.stats("dicegame", "Ann")
    assert stats.games == games and len(stats.categories) == 39
    for cell in stats.categories:
        assert cell.average == sums[(cell.item, cell.column)] / games
    assert [b.rate for b in stats.bonuses] == [bonus_hits[c] / games for c in range(3)]
    assert records.stats("dicegame", "Bot").games == 0  # statistics are kept for people
    records.close()


@pytest.mark.parametrize(("low", "high", "width"), [(0, 19, 1), (0, 20, 2), (90, 150, 5), (3.5, 3.5, 1),
                                                    (0, 1500, 100), (-40, 40, 5)])
def test_histogram_width(low: float, high: float, width: int) -> None:
    assert nice_width(low, high) == width


def _recount(records: Records, game: str, player: str) -> dict[str, Any]:
    """The statistics the slow way: from every history entry of the player."""
    entries = sorted((e for e in records.history(limit=10**6, game=game, player=player)),
                     key=lambda e: (e.ended_at, e.game_id))
    mine = [(e, next(s for s in e.seats if s.name == player)) for e in entries]
    scores = [float(s.score) for _e, s in mine]  # type: ignore[arg-type]
    results = [(s.place == 1) for e, s in mine if len(e.seats) > 1]
    longest = current = 0
    for won in results:
        current = current + 1 if won else 0
        longest = max(longest, current)
    versus: dict[str, list[int]] = {}
    for e, s in mine:
        for level in {o.kind for o in e.seats if o.kind != "human"}:
            versus.setdefault(level, [0, 0])
            versus[level][0] += 1
            versus[level][1] += s.place == 1
    return {"games": len(scores), "average": sum(scores) / len(scores), "median": statistics.median(scores),
            "best": max(scores), "worst": min(scores), "contests": len(results), "wins": sum(results),
            "longest": longest, "current": current, "versus": {k: tuple(v) for k, v in versus.items()}}


def test_running_sums_equal_a_recount_after_finishes_out_of_order_and_deletions(tmp_path: Path) -> None:
    records = Records.open(tmp_path / "records.sqlite3")
    rng = random.Random(14)
    ids = []
    for i in range(80):
        kinds = ["human", rng.choice(["human", "beginner", "good", "expert"])]
        names = ["Ann", "Ben"]
        if rng.random() < 0.2:
            kinds, names = ["human"], ["Ann"]
        day = i if rng.random() < 0.8 else rng.randrange(i + 1)  # some games end before earlier ones
        totals = [rng.randrange(100, 300) for _ in names]
        ids.append(_add(records, "match", names, kinds, totals, day, seed=i, assisted=rng.random() < 0.2))
        if rng.random() < 0.15:
            records.delete(ids.pop(rng.randrange(len(ids))))
        if i % 10 == 9:
            for player in ("Ann", "Ben"):
                got = records.stats("match", player)
                want = _recount(records, "match", player)
                assert (got.games, got.contests, got.wins, got.longest_streak, got.current_streak) == (
                    want["games"], want["contests"], want["wins"], want["longest"], want["current"])
                assert (got.median, got.best, got.worst) == (want["median"], want["best"], want["worst"])
                assert got.average == pytest.approx(want["average"])
                assert {v.level: (v.games, v.wins) for v in got.versus} == want["versus"]
                assert sum(b.count for b in got.histogram) == want["games"]
                assert sum(p.games for p in got.timeline) == want["games"]
                assert records.history_count("match", player) == want["games"]
    records.close()


def test_a_long_history_draws_its_timeline_by_day(records: Records, monkeypatch: pytest.MonkeyPatch) -> None:
    from desktop.records import queries

    monkeypatch.setattr(queries, "TIMELINE_BY_GAME", 2)
    monkeypatch.setattr(queries, "MAX_TIMELINE", 2)
    dash = records.stats("dice-dash", "Ann")
    # Five games on five days, two points: days 0-2 (100, 150, 120), then days 3-4 (150, 90).
    day0 = int((T0 + 600) // DAY)
    assert [(p.ended_at, p.games, p.average) for p in dash.timeline] == [
        ((day0 + 3) * DAY, 3, 370 / 3), ((day0 + 5) * DAY, 2, 120.0)]


def test_history_filtered_by_player_pages_like_the_whole(records: Records) -> None:
    whole = [e.game_id for e in records.history(limit=100, player="Ann")]
    assert len(whole) == records.history_count(player="Ann") == 13
    paged = [e.game_id for start in range(0, 13, 4) for e in records.history(offset=start, limit=4, player="Ann")]
    assert paged == whole
    ends = [e.ended_at for e in records.history(limit=100, player="Ann")]
    assert ends == sorted(ends, reverse=True)
    assert [e.game_id for e in records.history(limit=100, game="match", player="Ann")] == [
        e.game_id for e in records.history(limit=100, player="Ann") if e.game == "match"]


@pytest.mark.parametrize(("game", "player"), [(None, None), ("match", None), (None, "Ann"), ("match", "Ann")])
def test_reading_on_from_the_last_row_pages_like_the_whole(records: Records, game: str | None,
                                                           player: str | None) -> None:
    """``after`` (the window's way: from the last row held, never by skipping rows) gives the same
    rows, in the same order, as one long read; games that ended at the same instant included."""
    for i in range(3):  # three games ending together: the id breaks the tie
        _add(records, "match", ["Ann", "Bot"], ["human", "expert"], [100 + i, 90], 40)
    whole = [e.game_id for e in records.history(limit=1000, game=game, player=player)]
    paged: list[int] = []
    after = None
    while True:
        page = records.history(limit=2, game=game, player=player, after=after)
        if not page:
            break
        paged += [e.game_id for e in page]
        after = (page[-1].ended_at, page[-1].game_id)
    assert paged == whole and len(whole) == records.history_count(game, player)
