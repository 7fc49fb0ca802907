"""The one log of broken assets (desktop/base/assetlog.py): each kind says one line
per run, a log file opened later still gets the lines said before it, and a lasting state (sound on
or off at start) reaches a log file only when it changes."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.base import assetlog
from desktop.base.assetlog import APP_LOG, KIOSK_LOG, app_log, asset_problem, close_app_log, kiosk_log
from desktop.base.files import Unreadable, read_file
from desktop.sound.player import Sounds


@pytest.fixture(autouse=True)
def fresh_run(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A run of its own: no kind has said its line yet, and no app log is left open after it."""
    monkeypatch.setattr(assetlog, "_told", {})
    yield
    close_app_log()


def lines(folder: Path) -> list[str]:
    """The lines of dicebox.log without their time: the logger, then the message."""
    path = folder / APP_LOG
    return [line.split(" ", 2)[2] for line in path.read_text("utf-8").splitlines()] if path.exists() else []


def test_each_kind_says_one_line_per_run_with_the_readers_words(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, assetlog.LOGGER)
    with pytest.raises(Unreadable) as refused:
        read_file(tmp_path, 1000)  # a folder where a file should be
    assert asset_problem("font", "DiceboxSans-Regular.otf", refused.value)
    assert not asset_problem("font", "DiceboxSans-Bold.otf", "damaged")  # the install's one font line is said
    assert asset_problem("sound", "roll.wav, hold.wav", ValueError("not a WAV\nfile"))
    said = [r.getMessage() for r in caplog.records if r.name == assetlog.LOGGER]
    assert said == [
        f"font DiceboxSans-Regular.otf cannot be used, Dicebox plays on without it: {tmp_path} is a folder, not a file",
        "sound roll.wav, hold.wav cannot be used, Dicebox plays on without them: ValueError: not a WAV file",
    ]
    assert all(r.levelno == logging.WARNING for r in caplog.records)


def test_the_app_log_gets_the_lines_said_before_it_opened_and_the_warnings_after(tmp_path: Path) -> None:
    assert app_log(tmp_path / "quiet") == tmp_path / "quiet" / APP_LOG
    logging.getLogger("dicebox.settings").info("nothing worth a line")
    assert not (tmp_path / "quiet" / APP_LOG).exists(), "a start with nothing to say leaves no log"
    asset_problem("font", "DiceboxMono-Regular.ttf", "it is damaged")  # before the first frame
    app_log(tmp_path)  # the data folder is known once the frame is up
    logging.getLogger("dicebox.settings").warning("volume 'loud' is not a volume: 80")
    logging.getLogger("dicebox.settings").info("nothing worth a line")
    assert lines(tmp_path) == [
        "dicebox.assets font DiceboxMono-Regular.ttf cannot be used, Dicebox plays on without it: it is damaged",
        "dicebox.settings volume 'loud' is not a volume: 80",
    ]


def start(folder: Path, backend: str) -> bool:
    """One start of the app as far as sound goes: the log opened, the real player prepared on
    ``backend`` ("null" plays into nothing; no desktop has "webaudio": no device); True when silent."""
    app_log(folder)
    sounds = Sounds(backends=(backend,))
    try:
        sounds.prepare()
        assert sounds.settled(10)
        return sounds.silent
    finally:
        sounds.close()


def test_sound_being_off_is_written_only_when_it_changes(tmp_path: Path) -> None:
    """The kiosk wrote "sound is off" into its log at every start: now a lasting state is
    written when it differs from what the log last said, and a healthy first one is not written."""
    assert [start(tmp_path, b) for b in ("null", "null")] == [False, False]
    assert not (tmp_path / APP_LOG).exists(), "sound working from the first says nothing"
    assert [start(tmp_path, b) for b in ("webaudio", "webaudio", "null", "null", "webaudio")] == [
        True, True, False, False, True]
    said = [line for line in lines(tmp_path) if line.startswith("dicebox.sound")]
    assert [line.split(":")[0] for line in said] == [
        "dicebox.sound sound is off", "dicebox.sound sound is on (Null)", "dicebox.sound sound is off"], said
    (tmp_path / APP_LOG).unlink()  # someone cleared the log: it says how sound stands again
    start(tmp_path, "webaudio")
    assert [line.split(":")[0] for line in lines(tmp_path)] == ["dicebox.sound sound is off"]


@pytest.mark.parametrize("state", [b"\xff\xfe not json", b"[1, 2]", b'{"sound": 3}'])
def test_a_damaged_state_file_counts_as_nothing_said(tmp_path: Path, state: bytes) -> None:
    start(tmp_path, "webaudio")
    (tmp_path / f"{APP_LOG}.state").write_bytes(state)
    start(tmp_path, "webaudio")
    assert [line.split(":")[0] for line in lines(tmp_path)] == ["dicebox.sound sound is off"] * 2


def test_a_log_grown_too_big_is_moved_aside_at_the_start(tmp_path: Path) -> None:
    (tmp_path / APP_LOG).write_bytes(b"x" * (assetlog.MAX_LOG_BYTES + 1))
    app_log(tmp_path)
    asset_problem("icon", "dicebox.svg", "missing")
    assert (tmp_path / f"{APP_LOG}.old").stat().st_size == assetlog.MAX_LOG_BYTES + 1
    assert lines(tmp_path) == [
        "dicebox.assets icon dicebox.svg cannot be used, Dicebox plays on without it: missing"]


def test_a_kiosk_log_grown_too_big_is_moved_aside_at_the_start(tmp_path: Path) -> None:
    """A kiosk logs every game and runs for months: its log is capped at each start as the app's is."""
    root = logging.getLogger()
    kept = root.handlers[:], root.level
    root.handlers.clear()  # kiosk_log sets up the root logger, as the kiosk's process does once
    try:
        (tmp_path / KIOSK_LOG).write_bytes(b"x" * (assetlog.MAX_LOG_BYTES + 1))
        assert kiosk_log(tmp_path) == tmp_path / KIOSK_LOG
        logging.getLogger("dicebox.kiosk").info("a game began")
    finally:
        for handler in root.handlers:
            handler.close()
        root.handlers[:], root.level = kept
    assert (tmp_path / f"{KIOSK_LOG}.old").stat().st_size == assetlog.MAX_LOG_BYTES + 1
    assert (tmp_path / KIOSK_LOG).read_text("utf-8").endswith("dicebox.kiosk a game began\n")
