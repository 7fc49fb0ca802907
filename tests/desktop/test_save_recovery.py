"""A save that cannot be resumed is moved aside and explained, never lost, never overwritten;
temp files a killed writer left behind are tidied, never one a live writer holds."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import engine
from desktop import storage
from desktop.controller import GameController
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.storage import SaveStore

ROOT = Path(__file__).resolve().parents[2]


def played(game: str, seed: int, moves: int, players: list[str] | None = None) -> engine.State:
    """A game a few random legal moves in (never finished)."""
    rng = random.Random(seed)
    state = engine.new_game(game, seed, players)
    for _ in range(moves):
        after = engine.apply(state, rng.choice(engine.legal_actions(state)))
        if after.phase == "finished":
            break
        state = after
    return state


def write_save(store: SaveStore, payload: object) -> None:
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_text(payload if isinstance(payload, str) else json.dumps(payload), encoding="utf-8")


def valid_payload(game: str = "match", seats: list[str] | None = None) -> dict[str, object]:
    state = played(game, 5, 12)
    return {
        "format": 1, "assisted": False, "state": engine.to_json(state),
        "seats": seats or ["human"] * len(state.players),
    }


def bad_files(store: SaveStore) -> list[Path]:
    return sorted(store.folder.glob("current-game.json.bad-*"))


def restore(store: SaveStore) -> tuple[bool, list[str], list[str]]:
    """(resumed, status messages, the problems the window shows in a dialog)."""
    controller = GameController(store)
    messages: list[str] = []
    controller.message.connect(messages.append)
    problems: list[str] = []
    if hasattr(controller, "restore_failed"):  # so that the test fails on the bug, not the API
        controller.restore_failed.connect(problems.append)
    resumed = controller.restore_saved()
    controller.cancel_pending_save()
    return resumed, messages, problems or [m for m in messages if "could not be resumed" in m]


def test_a_save_nested_100000_deep_is_moved_aside_with_a_message(qtbot, store: SaveStore) -> None:
    text = '{"format": 1, "state": ' + "[" * 100_000 + "]" * 100_000 + "}"
    write_save(store, text)
    resumed, _messages, problems = restore(store)
    assert not resumed
    assert problems and "nested too deeply" in problems[0]
    assert "kept as current-game.json.bad-" in problems[0]
    assert not store.path.exists()
    [kept] = bad_files(store)
    assert kept.read_text(encoding="utf-8") == text


def test_a_float_column_in_the_log_is_moved_aside_with_a_message(qtbot, store: SaveStore) -> None:
    state = engine.new_game("dicegame", 8, ["Ana", "Ben"])
    state = engine.apply(state, engine.Score("chance", 1))
    data = {"format": 1, "assisted": False, "state": engine.to_json(state), "seats": ["human", "human"]}
    text = json.dumps(data)
    assert '"column": 1' in text or '"column":1' in text
    text = text.replace('"column": 1', '"column": 1.0').replace('"column":1', '"column":1.0')
    write_save(store, text)
    resumed, _messages, problems = restore(store)
    assert not resumed and problems
    assert "Your saved game could not be resumed" in problems[0]
    [kept] = bad_files(store)
    assert kept.read_text(encoding="utf-8") == text


@pytest.mark.parametrize(
    ("change", "needle"),
    [
        (lambda d: d.update(format=2), "newer Dicebox"),
        (lambda d: d.update(format=True), "'format'"),
        (lambda d: d.pop("format"), "'format'"),
        (lambda d: d.update(extra=1), "unknown field 'extra'"),
        (lambda d: d.update(assisted="yes"), "'assisted'"),
        (lambda d: d.update(seats=["human"]), "seats"),
        (lambda d: d.update(seats=["human", "wizard"]), "wizard"),
        (lambda d: d.update(state=[]), "state"),
    ],
)
def test_every_field_of_the_save_is_checked(qtbot, store: SaveStore, change, needle: str) -> None:
    payload = valid_payload("match")
    payload["state"] = engine.to_json(played("match", 5, 12, ["Ana", "Ben"]))
    payload["seats"] = ["human", "good"]
    assert restore_ok(store, payload)
    change(payload)
    write_save(store, payload)
    resumed, _messages, problems = restore(store)
    assert not resumed
    assert needle in problems[0]
    assert len(bad_files(store)) == 1


def restore_ok(store: SaveStore, payload: dict[str, object]) -> bool:
    write_save(store, payload)
    controller = GameController(store)
    ok = controller.restore_saved()
    controller.cancel_pending_save()
    return ok


def test_a_save_from_before_computer_seats_still_resumes(qtbot, store: SaveStore) -> None:
    payload = valid_payload("dicegame")
    payload.pop("seats")
    assert restore_ok(store, payload)
    assert not bad_files(store)


def test_triple_dice_save_with_a_seat_it_does_not_have_is_set_aside(qtbot, store: SaveStore, settings: Settings) -> None:
    """"good" is a scorecard level; Triple Dice's page used to raise on it inside a slot (a
    traceback, a page with no game, and the next game overwrote the file)."""
    window = MainWindow(GameController(store), settings)
    qtbot.addWidget(window)
    payload = valid_payload("triple-dice", ["human", "good"])
    write_save(store, payload)
    assert not window.controller.restore_saved()
    assert "seat 2 is 'good'" in window.dialogs.restore_box.text()
    assert window.dialogs.restore_box.isVisible()
    [kept] = bad_files(store)
    assert json.loads(kept.read_text(encoding="utf-8")) == payload
    window.start_remembered_game(3)
    assert window.controller.state is not None


def test_a_failure_while_the_window_resumes_is_set_aside_too(qtbot, store: SaveStore, settings: Settings, monkeypatch) -> None:
    from desktop.triple.page import TripleDicePage

    def broken(*_args: object) -> None:
        raise RuntimeError("the page could not show it")

    window = MainWindow(GameController(store), settings)
    qtbot.addWidget(window)
    monkeypatch.setattr(TripleDicePage, "__init__", broken)
    write_save(store, valid_payload("triple-dice", ["human", "expert"]))
    assert not window.controller.restore_saved()
    assert "RuntimeError: the page could not show it" in window.dialogs.restore_box.text()
    assert len(bad_files(store)) == 1 and not store.path.exists()


def test_through_the_window_the_player_is_told_and_the_next_game_keeps_the_bad_file(
    qtbot, store: SaveStore, settings: Settings
) -> None:
    window = MainWindow(GameController(store), settings)
    qtbot.addWidget(window)
    window.show()
    write_save(store, "{not json")
    assert not window.controller.restore_saved()
    assert window.dialogs.restore_box.isVisible()
    assert "is not valid JSON" in window.dialogs.restore_box.text()
    assert "is not valid JSON" in window.status_label.text()
    window.start_remembered_game(11)
    window.controller.request(engine.Roll())
    window.controller.flush_save()
    assert store.path.exists()
    [kept] = bad_files(store)
    assert kept.read_text(encoding="utf-8") == "{not json"


def test_two_failures_in_the_same_second_keep_both_files(qtbot, store: SaveStore, monkeypatch) -> None:
    monkeypatch.setattr(storage.time, "strftime", lambda *_a: "20260101-120000")
    for text in ("first bad save", "second bad save", "third bad save"):
        write_save(store, text)
        assert not restore(store)[0]
    kept = {p.name: p.read_text(encoding="utf-8") for p in bad_files(store)}
    assert kept == {
        "current-game.json.bad-20260101-120000": "first bad save",
        "current-game.json.bad-20260101-120000-2": "second bad save",
        "current-game.json.bad-20260101-120000-3": "third bad save",
    }


def test_when_the_bad_save_cannot_be_moved_nothing_overwrites_or_deletes_it(
    qtbot, store: SaveStore, settings: Settings, monkeypatch
) -> None:
    real_replace = os.replace

    def refuse_to_move_the_save(src: object, dst: object) -> None:
        if Path(src) == store.path and ".bad-" in str(dst):
            raise PermissionError(13, "Permission denied")
        real_replace(src, dst)

    monkeypatch.setattr(storage.os, "replace", refuse_to_move_the_save)
    window = MainWindow(GameController(store), settings)
    qtbot.addWidget(window)
    write_save(store, "[1, 2")
    assert not window.controller.restore_saved()
    text = window.dialogs.restore_box.text()
    assert "could not be moved aside (Permission denied)" in text
    assert str(store.path) in text
    assert not bad_files(store), "no empty reservation is left behind"
    # The new game plays on, to its end, and neither saves over the file nor clears it.
    window.start_game("dice-dash", 4, None)
    controller = window.controller
    rng = random.Random(2)
    while controller.state.phase != "finished":
        controller.request(rng.choice(engine.legal_actions(controller.state)))
        controller.flush_save()
        assert store.path.read_text(encoding="utf-8") == "[1, 2"
    window.start_game("triple-dice", 4, ["Ana", "Ben"], ["human", "expert"])
    assert store.path.read_text(encoding="utf-8") == "[1, 2"
    # Moved away by hand: the slot is free again and the game in play is saved.
    store.path.rename(store.folder / "kept-by-hand.json")
    window.start_game("match", 4, None)
    window.controller.flush_save()
    assert json.loads(store.path.read_text(encoding="utf-8"))["state"]["game"] == "match"


def test_a_save_another_window_moved_first_is_not_a_failure_to_move(qtbot, store: SaveStore, monkeypatch) -> None:
    write_save(store, "garbage")
    real_replace = os.replace

    def other_window_was_faster(src: object, dst: object) -> None:
        if Path(src) == store.path:
            real_replace(src, store.folder / "current-game.json.bad-by-the-other-window")
        real_replace(src, dst)

    monkeypatch.setattr(storage.os, "replace", other_window_was_faster)
    resumed, _messages, problems = restore(store)
    assert not resumed
    assert "Another Dicebox window has already moved it aside" in problems[0]
    assert [p.name for p in bad_files(store)] == ["current-game.json.bad-by-the-other-window"]
    assert store.held is None


# --- stale temp files -----------------------------------------------------------------------------

def make_temp(folder: Path, age: float, name: str = "abc123") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f".current-game.json.{name}.tmp"
    path.write_text('{"half": ', encoding="utf-8")
    then = time.time() - age
    os.utime(path, (then, then))
    return path


def test_stale_temps_are_removed_on_start_fresh_and_foreign_files_are_not(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    stale = [make_temp(folder, 3600, f"old{i}") for i in range(3)]
    fresh = make_temp(folder, 1, "fresh")
    others = [folder / "current-game.json", folder / ".other.json.x.tmp", folder / "current-game.json.bad-1"]
    for other in others:
        other.write_text("keep", encoding="utf-8")
        os.utime(other, (0, 0))
    store = SaveStore(folder)
    assert sorted(store.removed_temps) == sorted(stale)
    assert not any(p.exists() for p in stale)
    assert fresh.exists() and all(p.exists() for p in others)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX advisory locks; Windows refuses to delete an open file")
def test_a_temp_another_window_is_writing_is_left_alone(tmp_path: Path) -> None:
    """Two windows: one is stopped in the middle of a save (its temp is old), the other starts."""
    folder = tmp_path / "data"
    busy = make_temp(folder, 3600, "busy")
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            import fcntl, os, sys
            fd = os.open({str(busy)!r}, os.O_RDWR)
            fcntl.flock(fd, fcntl.LOCK_EX)
            print("locked", flush=True)
            sys.stdin.read()
        """)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        assert SaveStore(folder).removed_temps == []
        assert busy.exists()
    finally:
        holder.communicate("")
    assert SaveStore(folder).removed_temps == [busy], "once its writer is gone it is stale"


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_saves_killed_mid_write_leave_temps_that_the_next_start_removes(tmp_path: Path) -> None:
    """The app killed during a save (here: by itself, between writing and renaming) leaves a
    temp each time; the save in place stays whole, and the next start removes every temp."""
    folder = tmp_path / "data"
    state = engine.to_json(played("match", 3, 20))
    state_file = tmp_path / "state.json"
    state_file.write_text(json.dumps(state), encoding="utf-8")
    writer = textwrap.dedent(f"""
        import json, os, signal, sys
        sys.path.insert(0, {str(ROOT)!r})
        from pathlib import Path
        from desktop import storage
        store = storage.SaveStore(Path({str(folder)!r}))
        state = json.loads(Path({str(state_file)!r}).read_text(encoding="utf-8"))
        if sys.argv[1] == "die":
            storage.os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL)
        store.save(state, False)
    """)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run([sys.executable, "-c", writer, "live"], check=True, env=env, timeout=60)
    saved = (folder / "current-game.json").read_text(encoding="utf-8")
    for _ in range(5):
        proc = subprocess.run([sys.executable, "-c", writer, "die"], env=env, timeout=60)
        assert proc.returncode == -signal.SIGKILL
    temps = sorted(folder.glob(".current-game.json.*.tmp"))
    assert len(temps) == 5, "each killed write left its temp (too young for the next start to tidy)"
    assert (folder / "current-game.json").read_text(encoding="utf-8") == saved, "the save in place stays whole"
    for path in temps:
        os.utime(path, (time.time() - 120, time.time() - 120))
    store = SaveStore(folder)
    assert sorted(store.removed_temps) == temps
    assert not list(folder.glob(".current-game.json.*.tmp"))
    assert json.loads(saved)["state"] == state
