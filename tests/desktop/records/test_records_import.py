"""The one-time import of an old ``current-game.json`` into the records."""

from __future__ import annotations

import json
import random
from pathlib import Path

import engine
from desktop.records import Records, importer, storage


def _save(folder: Path, game: str, seed: int, players: list[str], seats: list[str], moves: int,
          assisted: bool = False, finish: bool = False) -> object:
    rng = random.Random(seed)
    state = engine.new_game(game, seed, players)
    while state.phase != "finished" and (finish or len(state.log) < moves):
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    # As Dicebox wrote its autosave before the records (format 1, compact JSON).
    payload = {"format": storage.SAVE_FORMAT, "assisted": assisted, "state": engine.to_json(state), "seats": seats}
    folder.mkdir(parents=True, exist_ok=True)
    (folder / storage.SAVE_NAME).write_text(json.dumps(payload, separators=(",", ":")), encoding="utf-8")
    return state


def test_the_save_name_agrees_with_storage() -> None:
    assert importer.SAVE_NAME == storage.SAVE_NAME


def test_an_unfinished_save_becomes_the_journal_once(tmp_path: Path) -> None:
    state = _save(tmp_path, "dicegame", 42, ["Ann", "Bot"], ["human", "expert"], 25, assisted=True)
    original = (tmp_path / "current-game.json").read_bytes()
    records = Records.open(tmp_path / "records.sqlite3")
    result = importer.import_saved_game(records, tmp_path, "2.0")
    assert result.imported and result.game_id is not None
    assert not (tmp_path / "current-game.json").exists()
    assert (tmp_path / "current-game.json.imported").read_bytes() == original
    assert result.kept_as == tmp_path / "current-game.json.imported"
    assert "Dicegame" in result.message and "current-game.json.imported" in result.message
    unfinished = records.resume()
    assert unfinished is not None and unfinished.game_id == result.game_id
    assert (unfinished.players, unfinished.seats, unfinished.assisted) == (("Ann", "Bot"), ("human", "expert"), True)
    assert unfinished.final_state() == state
    # Nothing left to import the next time.
    assert importer.import_saved_game(records, tmp_path, "2.0") == importer.ImportResult(False, None, "")
    records.close()


def test_a_finished_save_goes_to_the_history(tmp_path: Path) -> None:
    state = _save(tmp_path, "dice-dash", 7, ["Ann"], ["human"], 0, finish=True)
    records = Records.open(tmp_path / "records.sqlite3")
    result = importer.import_saved_game(records, tmp_path, "2.0")
    assert result.imported and "history" in result.message
    assert records.resume() is None
    finished = records.finished_game(result.game_id)  # type: ignore[arg-type]
    assert finished is not None and finished.seats[0].score == engine.outcome(state).totals[0]
    records.close()


def test_a_crash_before_the_rename_does_not_import_twice(tmp_path: Path) -> None:
    _save(tmp_path, "match", 3, ["Ann"], ["human"], 10)
    records = Records.open(tmp_path / "records.sqlite3")
    first = importer.import_saved_game(records, tmp_path, "2.0")
    (tmp_path / "current-game.json.imported").rename(tmp_path / "current-game.json")  # as if never renamed
    again = importer.import_saved_game(records, tmp_path, "2.0")
    assert again.game_id is None and not again.imported
    assert (tmp_path / "current-game.json.imported-2").exists() is False
    assert (tmp_path / "current-game.json.imported").exists()
    assert records.conn.execute("SELECT count(*) FROM game").fetchone()[0] == 1
    assert records.resume().game_id == first.game_id  # type: ignore[union-attr]
    records.close()


def test_an_existing_imported_file_is_not_replaced(tmp_path: Path) -> None:
    (tmp_path / "current-game.json.imported").write_text("an older import")
    _save(tmp_path, "match", 3, ["Ann"], ["human"], 10)
    records = Records.open(tmp_path / "records.sqlite3")
    result = importer.import_saved_game(records, tmp_path, "2.0")
    assert result.kept_as == tmp_path / "current-game.json.imported-2"
    assert (tmp_path / "current-game.json.imported").read_text() == "an older import"
    records.close()


def test_a_bad_save_is_set_aside_with_the_resume_explanation(tmp_path: Path) -> None:
    payload = {"format": 1, "assisted": False, "state": {"game": "nope"}}
    (tmp_path / "current-game.json").write_text(json.dumps(payload))
    records = Records.open(tmp_path / "records.sqlite3")
    result = importer.import_saved_game(records, tmp_path, "2.0")
    assert not result.imported and result.kept_as is not None
    assert result.kept_as.name.startswith("current-game.json.bad-")
    assert json.loads(result.kept_as.read_text()) == payload
    assert 'Unknown game "nope"' in result.message and result.kept_as.name in result.message
    assert records.resume() is None and records.conn.execute("SELECT count(*) FROM game").fetchone()[0] == 0
    records.close()


def test_nothing_is_imported_while_records_cannot_be_kept(tmp_path: Path) -> None:
    _save(tmp_path, "match", 3, ["Ann"], ["human"], 10)
    blocker = tmp_path / "blocked"
    blocker.write_text("a file, not a folder")
    records = Records.open(blocker / "records.sqlite3")
    assert records.stand_in
    result = importer.import_saved_game(records, tmp_path, "2.0")
    assert not result.imported and "stays in" in result.message
    assert (tmp_path / "current-game.json").exists()
    records.close()


def test_a_full_disk_leaves_the_save_where_it_is(tmp_path: Path) -> None:
    _save(tmp_path, "match", 3, ["Ann"], ["human"], 10)
    records = Records.open(tmp_path / "records.sqlite3")
    records.conn.execute("PRAGMA query_only = ON")
    result = importer.import_saved_game(records, tmp_path, "2.0")
    assert not result.imported and "will be imported next time" in result.message
    assert (tmp_path / "current-game.json").exists()
    records.close()  # still refused: the import is not written, the file stays
    records = Records.open(tmp_path / "records.sqlite3")
    assert importer.import_saved_game(records, tmp_path, "2.0").imported
    assert not (tmp_path / "current-game.json").exists()
    records.conn.execute("PRAGMA query_only = ON")
    _save(tmp_path, "match", 4, ["Ann"], ["human"], 10)
    assert not importer.import_saved_game(records, tmp_path, "2.0").imported
    records.conn.execute("PRAGMA query_only = OFF")
    records.close()  # space again at quit: the import held in memory is written then
    records = Records.open(tmp_path / "records.sqlite3")
    assert records.conn.execute("SELECT count(*) FROM game").fetchone()[0] == 1  # the first was abandoned
    assert records.resume().seed == 4  # type: ignore[union-attr]
    result = importer.import_saved_game(records, tmp_path, "2.0")  # already in: only renamed
    assert result.game_id is None and not (tmp_path / "current-game.json").exists()
    records.close()
