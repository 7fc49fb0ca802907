"""Values that enter the records from outside: a crafted ``.dicebox``
file's dates, a hand-edited database's text where a score or seed belongs, a player name that
looks like HTML. Import refuses what no reader can show; every reader shows "?" for what a
database already holds; a name is never markup."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from test_records_window import add_game

from desktop.records import Records
from desktop.records.gamefile import GameFileError, import_game, record_file
from desktop.records.textrules import stored_number, stored_seed, stored_time, time_in_range, utc_time
from desktop.records_ui.models import HistoryModel
from desktop.records_ui.window import RecordsWindow

ROOT = Path(__file__).resolve().parents[3]
EAST = "Asia/Tokyo"  # east of UTC: 9999-12-31T23:59:59Z is in the year 10000 there
OUTSIDE = ["0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "1969-12-31T23:59:59Z", "3000-01-01T00:00:00Z"]


def _file(tmp_path: Path) -> dict[str, object]:
    import random

    import engine

    records = Records.open(tmp_path / "src.sqlite3", verify="off")
    state, rng = engine.new_game("dice-dash", 5, ["Ann"]), random.Random(5)
    game_id = records.begin_game("dice-dash", 5, ["Ann"], ["human"], "1.0")
    while state.phase != "finished":
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    records.finish(game_id, engine.outcome(state), state.log)
    record = records.finished_game(game_id)
    records.close()
    assert record is not None
    from desktop.records.gamefile import to_json

    return to_json(record_file(record))


@pytest.mark.parametrize("moment", OUTSIDE)
@pytest.mark.parametrize("field", ["startedAt", "endedAt"])
def test_import_refuses_a_time_no_reader_can_show(tmp_path: Path, field: str, moment: str) -> None:
    data = _file(tmp_path)
    data[field] = moment
    with pytest.raises(GameFileError) as caught:
        import_game(json.dumps(data))
    assert caught.value.field == field and moment in str(caught.value) and "1970 to 2999" in str(caught.value)


def test_the_one_validator_for_stored_values() -> None:
    assert utc_time("0001-01-01T00:00:00Z") is not None and not time_in_range(utc_time("0001-01-01T00:00:00Z"))
    assert stored_time(1_700_000_000) == 1_700_000_000.0
    for bad in ("2024", -62135596800, 253402300799, float("nan"), float("inf"), None, True):
        assert stored_time(bad) is None, bad
    for bad in ("lots", float("inf"), float("nan"), 10**13, None, b"1"):
        assert stored_number(bad) is None, bad
    assert stored_number(245) == 245 and stored_number(3.5) == 3.5
    assert stored_seed("abc") is None and stored_seed(-1) is None and stored_seed(7) == 7


def _hand_edited(folder: Path) -> Path:
    """A database holding what no Dicebox writes: text for a score and a seed, times at year 1 and
    9999, an infinite score."""
    path = folder / "records.sqlite3"
    records = Records.open(path, verify="off")
    ids = [add_game(records, "dice-dash", ["Ann"], ["human"], [100 + i], i) for i in range(5)]
    add_game(records, "match", ["<img width=4000 src=x>"], ["human"], [150], 6)
    records.close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE seat SET score = 'lots' WHERE game_id = ?", (ids[0],))
    conn.execute("UPDATE game SET seed = 'abc' WHERE id = ?", (ids[1],))
    conn.execute("UPDATE game SET started = -62135596800, ended = -62135596800 WHERE id = ?", (ids[2],))
    conn.execute("UPDATE seat SET ended = -62135596800 WHERE game_id = ?", (ids[2],))
    conn.execute("UPDATE game SET ended = 253402300799 WHERE id = ?", (ids[3],))
    conn.execute("UPDATE seat SET ended = 253402300799 WHERE game_id = ?", (ids[3],))
    conn.execute("UPDATE seat SET score = 1e999 WHERE game_id = ?", (ids[4],))
    conn.commit()
    conn.close()
    return path


@pytest.mark.parametrize("args", [["history"], ["stats"], ["history", "--json"], ["stats", "--json"]])
def test_the_command_line_reads_a_hand_edited_database_without_crashing(tmp_path: Path, args: list[str]) -> None:
    _hand_edited(tmp_path)
    env = {**os.environ, "TZ": EAST}
    proc = subprocess.run([sys.executable, "-m", "desktop", *args, "--data-dir", str(tmp_path)], capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=120)
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    if args == ["history"]:
        assert "? marks a value in the records" in proc.stdout and "Ann ?" in proc.stdout
    if "--json" in args:
        json.loads(proc.stdout)


def test_the_records_window_shows_a_hand_edited_database(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TZ", EAST)
    import time

    time.tzset()
    try:
        records = Records.open(_hand_edited(tmp_path), verify="off")
        window = RecordsWindow(records)
        qtbot.addWidget(window)
        window.show()
        model = window.history.model
        assert isinstance(model, HistoryModel)
        texts = [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]
        assert model.rowCount() == 6 and any("?" in row for row in texts)
        assert all(model.tooltip(r) for r in range(model.rowCount()))
        window.tabs.setCurrentIndex(1)
        window.tabs.setCurrentIndex(2)
        window.stats.choose("dice-dash", "Ann")
        assert window.stats.figure("Games") == "5"
        window.close()
        records.close()
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


def test_a_player_name_is_never_html(qtbot, tmp_path: Path) -> None:
    """``<img width=4000 src=x>`` as a name made the statistics heading 4,634 px wide."""
    records = Records.open(tmp_path / "records.sqlite3", verify="off")
    add_game(records, "match", ["<img width=4000 src=x>"], ["human"], [150], 6)
    window = RecordsWindow(records)
    qtbot.addWidget(window)
    window.tabs.setCurrentIndex(2)
    window.stats.choose("match", "<img width=4000 src=x>")
    shown = [label for label in window.findChildren(QLabel) if "<img" in label.text()]
    assert shown, "the name appears somewhere on the statistics tab"
    for label in shown:
        assert label.textFormat() == Qt.TextFormat.PlainText, label.text()
        assert label.sizeHint().width() < 2000, label.text()
    for label in window.findChildren(QLabel):  # every label of the window that can show outside text
        assert label.textFormat() != Qt.TextFormat.RichText, label.text()
    window.close()
    records.close()


def test_a_game_with_an_unreadable_stored_time_still_exports_and_reads_back(tmp_path: Path) -> None:
    """The file leaves out a time the records hold but no reader can show, rather than writing
    one its own reader refuses (``1-01-01T00:00:00Z``)."""
    import random

    import engine
    from desktop.records.gamefile import export_record

    path = tmp_path / "records.sqlite3"
    records = Records.open(path, verify="off")
    state, rng = engine.new_game("dice-dash", 5, ["Ann"]), random.Random(5)
    game_id = records.begin_game("dice-dash", 5, ["Ann"], ["human"], "1.0")
    while state.phase != "finished":
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    records.finish(game_id, engine.outcome(state), state.log)
    records.conn.execute("UPDATE game SET started = -62135596800, ended = 253402300799 WHERE id = ?", (game_id,))
    record = records.finished_game(game_id)
    records.close()
    assert record is not None and record.started_at is None and record.ended_at is None
    back = import_game(export_record(record))
    assert back.started_at is None and back.ended_at is None and len(back.log) == len(state.log) and back.finished
