"""The seed picker, settings memory, autosave/resume and start-up errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from qt_helpers import kept_controller

import engine
from desktop.app import display_problem, library_missing
from desktop.base import seeds
from desktop.base.settings import Settings
from desktop.session.controller import GameController
from desktop.session.journal import GameJournal
from desktop.session.recorder import keep_records
from desktop.window.main_window import MainWindow
from desktop.window.new_game_dialog import NewGameDialog


@pytest.fixture
def dialog(qtbot, settings: Settings) -> NewGameDialog:
    d = NewGameDialog(settings)
    qtbot.addWidget(d)
    d.show()
    return d


@pytest.mark.parametrize(
    ("text", "needle"),
    [("abc", "not a whole number"), ("-1", "below 0"), (str(2**63), "too large"), ("1.5", "not a whole number")],
)
def test_typed_seed_is_validated_as_you_type(qtbot, dialog: NewGameDialog, text: str, needle: str) -> None:
    qtbot.keyClicks(dialog.seed_edit, text)
    assert dialog.typed_radio.isChecked()
    assert not dialog.ok_button.isEnabled()
    assert dialog.seed_error.isVisible()
    assert needle in dialog.seed_error.text()


def test_a_good_typed_seed_enables_start(qtbot, dialog: NewGameDialog) -> None:
    qtbot.keyClicks(dialog.seed_edit, "123456789")
    assert dialog.ok_button.isEnabled()
    assert not dialog.seed_error.isVisible()
    assert dialog.choice().seed == 123456789
    dialog.seed_edit.clear()
    qtbot.keyClicks(dialog.seed_edit, str(2**63 - 1))
    assert dialog.ok_button.isEnabled()


def test_random_and_daily_seeds(qtbot, dialog: NewGameDialog) -> None:
    dialog.random_radio.setChecked(True)
    shown = dialog.random_radio.text()
    assert str(dialog.choice().seed) in shown
    qtbot.mouseClick(dialog.reroll_button, Qt.MouseButton.LeftButton)
    assert str(dialog.choice().seed) in dialog.random_radio.text()
    dialog.daily_radio.setChecked(True)
    assert dialog.choice().seed == seeds.daily_seed()
    assert str(seeds.daily_seed()) in dialog.daily_radio.text()


def test_player_counts_follow_the_game(qtbot, dialog: NewGameDialog) -> None:
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("dicegame"))
    assert dialog.count.value() == 2 and dialog.count.maximum() == 4 and dialog.count.minimum() == 1
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("dice-dash"))
    assert dialog.count.value() == 1 and not dialog.count.isEnabled()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("match"))
    assert dialog.count.value() == 1
    dialog.count.setValue(3)
    dialog.name_edits[0].setText("Ana")
    dialog.name_edits[1].setText("Ana")
    assert not dialog.ok_button.isEnabled()
    assert "same name" in dialog.problem.text()
    dialog.name_edits[1].setText("Ben")
    assert dialog.ok_button.isEnabled()
    assert dialog.players() == ["Ana", "Ben", "Player 3"]


def test_choices_and_recent_seeds_are_remembered(qtbot, settings: Settings, window: MainWindow) -> None:
    d = NewGameDialog(settings)
    qtbot.addWidget(d)
    d.game_combo.setCurrentIndex(d.game_combo.findData("match"))
    d.count.setValue(2)
    d.name_edits[0].setText("Zoe")
    d.name_edits[1].setText("Max")
    qtbot.keyClicks(d.seed_edit, "555")
    d.remember()
    window.start_game(d.choice().game, d.choice().seed, d.choice().players)
    again = NewGameDialog(settings)
    qtbot.addWidget(again)
    assert again.game_id == "match"
    assert again.players() == ["Zoe", "Max"]
    assert settings.seed_mode() == "typed"
    assert again.typed_radio.isChecked() and again.seed_edit.text() == "555"
    assert again.ok_button.isEnabled()
    assert again.recent_combo.itemData(0) == 555
    again.recent_radio.setChecked(True)
    assert again.choice().seed == 555


def test_every_move_is_journaled_and_the_game_resumes_exactly_as_the_same_record(qtbot, store: GameJournal) -> None:
    first = keep_records(GameController(), store)
    c = first.controller
    c.start("dicegame", 8, ["Ana", "Ben"])
    c.move_by_program(engine.ToggleHold(0))
    c.move_by_program(engine.Roll())
    c.move_by_program(engine.Score("fours", 1))
    c.undo_stack.undo()
    first_record = first.game_id
    # Nothing to flush: a second process opening the same folder finds every move.
    later = GameJournal(store.folder, app_version="0.0.test")
    resumed = keep_records(GameController(), later)
    again = resumed.controller
    assert again.restore_saved()
    assert again.state == c.state
    assert again.assisted
    assert resumed.game_id == first_record, "a resumed game carries on its own record"
    again.move_by_program(engine.Score("fives", 2))
    assert list(later.records.resume().log) == [a.to_json() for a in again.state.log]
    later.close()


def test_an_old_save_file_is_imported_once_and_a_corrupt_one_kept_aside_and_explained(
    qtbot, store: GameJournal
) -> None:
    state = engine.apply(engine.new_game("match", 8, None), engine.Roll())
    def old_save(state_json: dict[str, object]) -> None:  # as Dicebox wrote it before records
        store.folder.mkdir(parents=True, exist_ok=True)
        payload = {"format": 1, "assisted": False, "state": state_json, "seats": ["human"]}
        store.path.write_text(json.dumps(payload), encoding="utf-8")

    old_save(engine.to_json(state))
    c = kept_controller(store)
    assert c.restore_saved() and c.state == state
    assert not store.path.exists() and (store.folder / "current-game.json.imported").exists()
    data = engine.to_json(state)
    data["dice"][0] = data["dice"][0] % 6 + 1
    old_save(data)
    messages: list[str] = []
    again = kept_controller(GameJournal(store.folder, app_version="0.0.test"))
    again.message.connect(messages.append)
    assert not again.restore_saved()
    assert "dice[0]" in messages[0] and "kept as current-game.json.bad-" in messages[0]
    assert not store.path.exists()
    assert list(store.folder.glob("current-game.json.bad-*"))


def test_a_tampered_journal_is_set_aside_in_the_records_never_deleted(qtbot, store: GameJournal) -> None:
    recorder = keep_records(GameController(), store)
    c = recorder.controller
    c.start("dice-dash", 5, None)
    assert c.move_by_program(engine.Roll())
    assert c.move_by_program(next(a for a in engine.legal_actions(c.state) if isinstance(a, engine.Score)))
    game_id = recorder.game_id
    store.records.conn.execute("UPDATE journal SET action = ? WHERE game_id = ? AND step = 1",
                               ('{"type": "score", "category": "nonsense"}', game_id))
    store.records.conn.commit()
    messages: list[str] = []
    later = GameJournal(store.folder, app_version="0.0.test")
    again = kept_controller(later)
    again.restore_failed.connect(messages.append)
    assert not again.restore_saved() and again.state is None
    assert "could not be resumed" in messages[0] and "nonsense" in messages[0]
    assert f"game {game_id}" in messages[0]
    status, steps = later.records.conn.execute(
        "SELECT status, (SELECT count(*) FROM journal WHERE game_id = ?) FROM game WHERE id = ?", (game_id, game_id)
    ).fetchone()
    assert (status, steps) == (2, 2), "the game and its journal stay in the database, out of play"
    assert later.records.resume() is None
    again.start("dice-dash", 6, None)  # a new game does not abandon the set-aside one
    assert later.records.conn.execute("SELECT status FROM game WHERE id = ?", (game_id,)).fetchone() == (2,)
    later.close()


def test_a_finished_game_leaves_nothing_to_resume_and_is_in_the_history(qtbot, store: GameJournal) -> None:
    import random

    c = kept_controller(store)
    c.start("dice-dash", 5, None)
    rng = random.Random(3)
    while c.state.phase != "finished":
        c.move_by_program(rng.choice(engine.legal_actions(c.state)))
    assert not store.exists()
    [entry] = store.records.history()
    assert entry.seed == 5 and entry.seats[0].score == engine.outcome(c.state).totals[0]


def test_display_problem_is_explained_not_crashed() -> None:
    assert "DISPLAY is not set" in (display_problem({}, "linux") or "")
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({}, "win32") is None


def test_missing_x11_library_names_a_listed_package_and_the_admin_command(monkeypatch: pytest.MonkeyPatch) -> None:
    """The X11 hint speaks like the set-up and the Qt-missing message: a package from the one
    list, the administrator's apt-get command, no sudo (a player often has none)."""
    import desktop.app as app
    from desktop.base.system_packages import packages

    listed = packages()
    assert all(package in listed for _, package in app.X11_LIBRARIES)
    monkeypatch.setattr(app, "library_missing", lambda name, env: name == "libxcb-cursor.so.0")
    message = display_problem({"DISPLAY": ":0"}, "linux") or ""
    assert "apt-get update && apt-get install -y --no-install-recommends libxcb-cursor0" in message
    assert "sudo" not in message


def test_missing_x11_library_is_found_without_loading_it(tmp_path: Path) -> None:
    cache = tmp_path / "ld.so.cache"
    cache.write_bytes(b"glibc-ld.so.cache1.1\0libxkbcommon-x11.so.0\0/usr/lib/libxkbcommon-x11.so.0\0")
    assert not library_missing("libxkbcommon-x11.so.0", {}, str(cache))
    assert library_missing("libxcb-cursor.so.0", {}, str(cache))
    # A longer name that merely contains the wanted one does not count.
    cache.write_bytes(b"libxcb-cursor.so.0.0.0\0")
    assert library_missing("libxcb-cursor.so.0", {}, str(cache))
    # Found through LD_LIBRARY_PATH, whatever the cache says.
    (tmp_path / "libxcb-cursor.so.0").write_bytes(b"")
    assert not library_missing("libxcb-cursor.so.0", {"LD_LIBRARY_PATH": f"/nowhere:{tmp_path}"}, str(cache))
    # No cache to read (musl, NixOS): no verdict, Qt decides.
    assert not library_missing("libxcb-cursor.so.0", {}, str(tmp_path / "absent"))


@pytest.mark.parametrize(
    ("args", "needle"),
    [(["--seed", "abc"], "not a whole number"), (["--seed", "-1"], "negative"), (["--game", "chess"], "unknown game")],
)
def test_bad_command_line_gives_one_clear_line(args: list[str], needle: str) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    root = Path(__file__).resolve().parents[3]
    proc = subprocess.run(
        [sys.executable, "-m", "desktop", *args], capture_output=True, text=True, env=env, cwd=root, timeout=60
    )
    assert proc.returncode == 2
    assert needle in proc.stderr
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_no_display_gives_one_clear_line() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    root = Path(__file__).resolve().parents[3]
    proc = subprocess.run(
        [sys.executable, "-m", "desktop"], capture_output=True, text=True, env=env, cwd=root, timeout=60
    )
    if sys.platform.startswith("linux"):
        assert proc.returncode == 2
        assert "DISPLAY" in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.slow
def test_smoke_test_plays_a_whole_game_and_prints_the_engines_total(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[3]
    env = dict(os.environ, TMPDIR=str(tmp_path))
    env.pop("DISPLAY", None)
    proc = subprocess.run(
        [sys.executable, "-m", "desktop", "--smoke-test", "--seed", "7"], capture_output=True, text=True,
        env=env, cwd=root, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("smoke-test ok: Dice Dash seed 7 total ")
    total = int(proc.stdout.split()[-1])
    assert 0 <= total <= 270
    assert list(tmp_path.iterdir()) == [], "the smoke test left files in the temp folder"


def test_app_icon_comes_from_the_svg_in_assets(qapp) -> None:
    from desktop.app import set_app_icon

    set_app_icon(qapp)
    assert not qapp.windowIcon().pixmap(64).isNull()
