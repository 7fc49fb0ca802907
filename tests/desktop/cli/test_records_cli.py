"""``dicebox stats|history|export|import``, run as a user runs them: in a child
process with no display, on a records database this test fills through the store's own API."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import engine
from desktop.records import DATABASE_NAME, Records

ROOT = Path(__file__).resolve().parents[3]
T0 = 1_700_000_000.0


def played(game: str, seed: int, players: list[str]) -> Any:
    """A whole game: the first box offered as soon as the dice are rolled."""
    state = engine.new_game(game, seed, players)
    while state.phase != "finished":
        legal = engine.legal_actions(state)
        scores = [a for a in legal if isinstance(a, engine.Score)]
        state = engine.apply(state, scores[0] if scores else next(a for a in legal if isinstance(a, engine.Roll)))
    return state


TABLES = [  # game, seed, players, seat kinds, assisted
    ("dicegame", 1, ["Ann", "Bot"], ["human", "expert"], False),
    ("dicegame", 2, ["Ann", "Bot"], ["human", "beginner"], False),
    ("match", 3, ["Ann", "Ben"], ["human", "human"], False),
    ("dice-dash", 4, ["Ann"], ["human"], True),
]


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("records")
    records = Records.open(folder / DATABASE_NAME)
    games = []
    for i, (game, seed, players, kinds, assisted) in enumerate(TABLES):
        state = played(game, seed, players)
        game_id = records.begin_game(game, seed, players, kinds, "0.1.0", started_at=T0 + i * 1000)
        records.finish(game_id, engine.outcome(state), state.log, ended_at=T0 + i * 1000 + 600, assisted=assisted)
        games.append({"id": game_id, "state": state, "outcome": engine.outcome(state)})
    assert records.kept, records.problem
    records.close()
    return {"dir": folder, "games": games}


def run(*args: str, env: dict[str, str] | None = None, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m desktop ARGS`` as from a terminal with no display at all."""
    base = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    proc = subprocess.run([sys.executable, "-m", "desktop", *args], capture_output=True, env={**base, **(env or {})},
                          cwd=ROOT, timeout=120, input=stdin)
    return subprocess.CompletedProcess(proc.args, proc.returncode, proc.stdout.decode(), proc.stderr.decode())


def ok_json(*args: str, **kw: Any) -> Any:
    proc = run(*args, "--json", **kw)
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    return json.loads(proc.stdout)


def refused(proc: subprocess.CompletedProcess[str], *needles: str) -> str:
    """Exit 2, nothing on stdout, exactly one line on stderr holding every needle."""
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and proc.stderr.endswith("\n"), proc.stderr
    for needle in needles:
        assert needle in lines[0], lines[0]
    return lines[0]


def test_history_json_lists_every_game_newest_first_with_exact_values(filled: dict[str, Any]) -> None:
    answer = ok_json("history", "--data-dir", str(filled["dir"]))
    assert answer["total"] == 4 and answer["offset"] == 0 and answer["limit"] == 50
    assert [g["id"] for g in answer["games"]] == [str(g["id"]) for g in reversed(filled["games"])]
    newest = answer["games"][0]
    assert newest == {
        "id": str(filled["games"][3]["id"]), "game": "dice-dash", "seed": 4,
        "players": [{"seat": 0, "name": "Ann", "kind": "human", "score": filled["games"][3]["outcome"].totals[0],
                     "place": 1}],
        "assisted": True, "startedAt": "2023-11-14T23:03:20Z", "endedAt": "2023-11-14T23:13:20Z",
        "durationSeconds": 600.0, "appVersion": "0.1.0",
    }
    match = answer["games"][1]
    outcome = filled["games"][2]["outcome"]
    assert [(p["name"], p["kind"], p["score"], p["place"]) for p in match["players"]] == [
        ("Ann", "human", outcome.totals[0], outcome.places[0]), ("Ben", "human", outcome.totals[1], outcome.places[1])]


@pytest.mark.slow
def test_history_filters_and_pages(filled: dict[str, Any]) -> None:
    ids = [str(g["id"]) for g in filled["games"]]
    d = ["--data-dir", str(filled["dir"])]
    assert [g["id"] for g in ok_json("history", *d, "--game", "dicegame")["games"]] == [ids[1], ids[0]]
    ben = ok_json("history", *d, "--player", "Ben")
    assert ben["total"] == 1 and [g["id"] for g in ben["games"]] == [ids[2]]
    page = ok_json("history", *d, "--limit", "2", "--offset", "1")
    assert page["total"] == 4 and [g["id"] for g in page["games"]] == [ids[2], ids[1]]
    assert [g["id"] for g in ok_json("history", *d, "--limit", "all")["games"]] == ids[::-1]
    assert ok_json("history", *d, "--offset", "99999999999999999999999")["games"] == []
    table = run("history", *d, "--limit", "2")
    assert table.returncode == 0 and ids[3] in table.stdout and "Dice Dash" in table.stdout
    assert "Games 1 to 2 of 4" in table.stdout and "--offset 2" in table.stdout


@pytest.mark.slow
def test_stats_json_has_the_exact_figures(filled: dict[str, Any]) -> None:
    d = ["--data-dir", str(filled["dir"])]
    [ann] = ok_json("stats", *d, "--game", "dicegame", "--player", "Ann")["stats"]
    scores = [filled["games"][i]["outcome"].totals[0] for i in (0, 1)]
    wins = sum(filled["games"][i]["outcome"].places[0] == 1 for i in (0, 1))
    assert ann["games"] == 2 and ann["average"] == sum(scores) / 2 and ann["median"] == sum(scores) / 2
    assert ann["best"] == max(scores) and ann["worst"] == min(scores)
    assert ann["contests"] == 2 and ann["wins"] == wins and ann["winRate"] == wins / 2
    assert {v["level"]: v["games"] for v in ann["versus"]} == {"beginner": 1, "expert": 1}
    assert sum(b["count"] for b in ann["histogram"]) == 2
    assert ann["firstAt"] == "2023-11-14T22:23:20Z" and ann["lastAt"] == "2023-11-14T22:40:00Z"
    everyone = ok_json("stats", *d)["stats"]
    assert [(s["game"], s["player"], s["games"]) for s in everyone] == [
        ("dice-dash", "Ann", 1), ("dicegame", "Ann", 2), ("match", "Ann", 1), ("match", "Ben", 1)]
    assert [s["game"] for s in ok_json("stats", *d, "--player", "Ben")["stats"]] == ["match"]
    table = run("stats", *d, "--game", "dicegame")
    assert table.returncode == 0 and "Dicegame: Ann" in table.stdout and f"best {max(scores)}" in table.stdout


@pytest.mark.slow
def test_every_command_has_help() -> None:
    for command in ("stats", "history", "export", "import"):
        proc = run(command, "--help")
        assert (
            proc.returncode == 0 and proc.stdout.startswith(f"usage: dicebox {command}") and "--data-dir" in proc.stdout
        )


@pytest.mark.slow
def test_export_then_import_round_trip(filled: dict[str, Any], tmp_path: Path) -> None:
    match_id = str(filled["games"][2]["id"])
    file = tmp_path / "match.dicebox"
    assert ok_json("export", match_id, str(file), "--data-dir", str(filled["dir"]))["file"] == str(file)
    assert json.loads(file.read_bytes())["format"] == "dicebox-game"
    # The same bytes on stdout as in the file, but for the moment of export (the two runs can
    # fall on either side of a second).
    def stamped(data: bytes) -> bytes:
        return re.sub(rb'"exportedAt": "[^"]*"', b'"exportedAt": ""', data)

    on_stdout = run("export", match_id, "-", "--data-dir", str(filled["dir"])).stdout.encode()
    assert stamped(on_stdout) == stamped(file.read_bytes()) and b'"exportedAt": "20' in on_stdout
    other = tmp_path / "other"
    other.mkdir()
    first = ok_json("import", str(file), "--data-dir", str(other))
    assert first["imported"] is True and first["game"] == "match" and first["seed"] == 3
    source = ok_json("history", "--data-dir", str(filled["dir"]), "--game", "match")["games"][0]
    copy = ok_json("history", "--data-dir", str(other))["games"]
    assert len(copy) == 1 and copy[0]["id"] == first["id"]
    assert {k: v for k, v in copy[0].items() if k not in ("id", "appVersion")} == {
        k: v for k, v in source.items() if k not in ("id", "appVersion")}
    assert ok_json("stats", "--data-dir", str(other), "--game", "match", "--player", "Ben")["stats"] == ok_json(
        "stats", "--data-dir", str(filled["dir"]), "--game", "match", "--player", "Ben")["stats"]
    # The same game again, from the file or through standard input, is not counted twice.
    again = ok_json("import", "-", "--data-dir", str(other), stdin=file.read_bytes())
    assert again["imported"] is False and again["id"] == first["id"]
    assert ok_json("history", "--data-dir", str(other))["total"] == 1
    home = ok_json("import", str(file), "--data-dir", str(filled["dir"]))
    assert home["imported"] is False and home["id"] == match_id


@pytest.mark.slow
def test_a_tampered_file_is_refused_with_the_field_named(filled: dict[str, Any], tmp_path: Path) -> None:
    file = tmp_path / "game.dicebox"
    assert run("export", str(filled["games"][0]["id"]), str(file), "--data-dir", str(filled["dir"])).returncode == 0
    data = json.loads(file.read_bytes())
    data["outcome"]["totals"][0] += 50
    file.write_text(json.dumps(data))
    (tmp_path / "empty").mkdir()
    refused(run("import", str(file), "--data-dir", str(tmp_path / "empty")), "outcome.totals[0]", str(file))
    data["outcome"]["totals"][0] -= 50
    data["log"][3] = {"type": "score", "category": "no-such-box", "column": 0}
    file.write_text(json.dumps(data))
    refused(run("import", str(file), "--data-dir", str(tmp_path / "empty")), "log[3]")
    assert not (tmp_path / "empty" / DATABASE_NAME).exists() or ok_json(
        "history", "--data-dir", str(tmp_path / "empty"))["total"] == 0


def _unfinished(tmp_path: Path) -> Path:
    from desktop.records.gamefile import export_game

    path = tmp_path / "half.dicebox"
    path.write_bytes(export_game("dicegame", 5, ["Ann"], ["human"], [engine.Roll()], assisted=False))
    return path


BAD = [  # arguments after the data dir, what the one line names
    (["export", "123", "x.dicebox"], "no finished game with id 123"),
    (["export", "12ab", "x.dicebox"], "'12ab' is not a game id"),
    (["export", "99999999999999999999999", "x.dicebox"], "is not a game id"),
    (["history", "--game", "chess"], "unknown game 'chess'"),
    (["stats", "--game", "yahtzee"], "unknown game 'yahtzee'"),
    (["stats", "--player", "Zed"], "player named 'Zed'"),
    (["history", "--player", "Zed"], "player named 'Zed'"),
    (["history", "--limit", "-3"], "--limit must be"),
    (["history", "--limit", "ten"], "--limit must be"),
    (["history", "--offset", "1.5"], "--offset must be"),
    (["history", "--bogus"], "unrecognized arguments: --bogus"),
    (["export", "123"], "the following arguments are required: file"),
    (["import", "no-such-file.dicebox"], "cannot be read"),
    (["import", "."], "cannot be read"),
]


@pytest.mark.parametrize(
    ("args", "needle"), [c if i == 0 else pytest.param(*c, marks=pytest.mark.slow) for i, c in enumerate(BAD)],
    ids=[" ".join(a) for a, _ in BAD],
)
def test_bad_input_gives_exit_2_and_one_line(filled: dict[str, Any], args: list[str], needle: str) -> None:
    line = refused(run(*args, "--data-dir", str(filled["dir"])), needle)
    assert line.startswith(f"dicebox {args[0]}: ")


@pytest.mark.slow
def test_bad_data_dirs_and_files(filled: dict[str, Any], tmp_path: Path) -> None:
    refused(run("history", "--data-dir", str(tmp_path / "missing")), "does not exist", str(tmp_path / "missing"))
    (tmp_path / "file").write_text("x")
    refused(run("stats", "--data-dir", str(tmp_path / "file")), "is not a folder")
    (tmp_path / "bare").mkdir()
    refused(run("export", "1", "-", "--data-dir", str(tmp_path / "bare")), "no records database", DATABASE_NAME)
    refused(run("import", str(_unfinished(tmp_path)), "--data-dir", str(tmp_path / "bare")), "not finished")
    target = tmp_path / "taken.dicebox"
    target.write_text("keep me")
    game = str(filled["games"][0]["id"])
    refused(run("export", game, str(target), "--data-dir", str(filled["dir"])), "already exists", "--force")
    assert target.read_text() == "keep me"
    assert run("export", game, str(target), "--force", "--data-dir", str(filled["dir"])).returncode == 0
    refused(run("export", game, str(tmp_path / "no" / "x.dicebox"), "--data-dir", str(filled["dir"])), "cannot write")


def test_a_damaged_database_is_set_aside_and_the_line_says_where(tmp_path: Path) -> None:
    (tmp_path / DATABASE_NAME).write_bytes(b"this is not a database at all" * 100)
    line = refused(run("history", "--data-dir", str(tmp_path)), "could not be used", str(tmp_path))
    [kept] = tmp_path.glob(f"{DATABASE_NAME}.bad-*")
    assert kept.name in line and kept.read_bytes().startswith(b"this is not")


def test_a_database_from_a_newer_dicebox_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / DATABASE_NAME
    Records.open(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 99")
    refused(run("stats", "--data-dir", str(tmp_path)), "newer Dicebox")
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 99


NO_WINDOW = r"""
import json, sys
from desktop.app import main
code = main(sys.argv[1:])
loaded = sorted(m for m in sys.modules if m.startswith(("PySide6.QtGui", "PySide6.QtWidgets")))
sys.stderr.write(json.dumps({"code": code, "gui": loaded, "core": "PySide6.QtCore" in sys.modules}))
"""


@pytest.mark.slow
def test_runs_without_gui_modules_and_finds_the_windows_data_folder(filled: dict[str, Any], tmp_path: Path) -> None:
    """No --data-dir: the folder the window uses (QStandardPaths' AppDataLocation for Dicebox)."""
    folder = tmp_path / "Dicebox" / "Dicebox"
    folder.mkdir(parents=True)
    (folder / DATABASE_NAME).write_bytes((filled["dir"] / DATABASE_NAME).read_bytes())
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["XDG_DATA_HOME"] = str(tmp_path)
    for args, core in ((["history", "--json"], True), (["stats", "--json", "--data-dir", str(folder)], False)):
        proc = subprocess.run([sys.executable, "-c", NO_WINDOW, *args], capture_output=True, text=True, env=env,
                              cwd=ROOT, timeout=120)
        report = json.loads(proc.stderr.strip().splitlines()[-1])
        assert report == {"code": 0, "gui": [], "core": core}, proc.stderr
        assert json.loads(proc.stdout)["dataDir"] == str(folder)
    proc = subprocess.run(
        [sys.executable, "-c", "import desktop.app, sys; print('desktop.cli.records' in sys.modules)"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert proc.stdout.strip() == "False"  # the window's start path never loads the command line


@pytest.mark.slow
def test_an_import_into_records_that_cannot_be_written_says_nothing_was_imported(
    filled: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A read-only folder or a full disk (the store opens such a database for reading only)."""
    from desktop.cli import records as records_cli

    file = tmp_path / "g.dicebox"
    assert run("export", str(filled["games"][1]["id"]), str(file), "--data-dir", str(filled["dir"])).returncode == 0
    (tmp_path / "ro").mkdir()
    real_open = Records.open

    def read_only(path: Path, *args: Any, **kw: Any) -> Records:
        records = real_open(path, *args, **kw)
        records.kept, records.problem = False, "records are not being kept: the data folder is read-only"
        return records

    monkeypatch.setattr(Records, "open", read_only)
    assert records_cli.main(["import", str(file), "--data-dir", str(tmp_path / "ro")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nothing was imported" in err and "read-only" in err
    monkeypatch.setattr(Records, "open", real_open)
    assert records_cli._stored(filled["dir"] / DATABASE_NAME, filled["games"][1]["id"])
    assert not records_cli._stored(filled["dir"] / DATABASE_NAME, 12345)


@pytest.mark.slow
def test_a_finished_game_without_its_end_time_is_exported_not_crashed_on(tmp_path: Path) -> None:
    """A hand-edited database: a finished game whose end time is gone (the history shows "?").
    Export writes its file all the same; it only leaves the game unmarked, as its file cannot be
    matched back to it by a time it lacks (it once raised TypeError on the missing time)."""
    folder = tmp_path / "data"
    folder.mkdir()
    records = Records.open(folder / DATABASE_NAME)
    state = played("dice-dash", 5, ["Ana"])
    game_id = records.begin_game("dice-dash", 5, ["Ana"], ["human"], "0.1.0", started_at=T0)
    records.finish(game_id, engine.outcome(state), state.log, ended_at=T0 + 600, assisted=False)
    records.close()
    with sqlite3.connect(folder / DATABASE_NAME) as db:
        db.execute("UPDATE game SET ended = NULL WHERE id = ?", (game_id,))
    db.close()
    file = tmp_path / "damaged.dicebox"
    proc = run("export", str(game_id), str(file), "--data-dir", str(folder))
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert json.loads(file.read_bytes())["seed"] == 5
