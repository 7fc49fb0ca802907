"""Sound in the window: View > Sound drives the player and is remembered, a bad stored
value gives way with a note, the kiosk's staff set it in kiosk.ini, and no audio device (or no
audio library) is silence: never an exception, a message box or a held GUI thread."""

from __future__ import annotations

import functools
import logging
import os
import sys
import threading
from pathlib import Path
from typing import ClassVar

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

import engine
from desktop.base.settings import Settings
from desktop.kiosk.config import KioskConfig, load_config
from desktop.kiosk.mode import KioskMode
from desktop.session import cues
from desktop.session.controller import GameController
from desktop.session.cues import give_sound
from desktop.sound import player
from desktop.window.main_window import MainWindow


class FakeSounds:
    """Stands in for ``player.Sounds``: remembers how it was made and what it was told."""

    made: ClassVar[list[FakeSounds]] = []

    def __init__(self, *, volume: int, muted: bool, **_reading: object) -> None:
        self.volume, self.muted, self.heard, self.prepared = volume, muted, [], False
        FakeSounds.made.append(self)

    def play(self, name: str) -> None:
        self.heard.append(name)

    def set_volume(self, volume: int) -> None:
        self.volume = volume

    def set_muted(self, muted: bool) -> None:
        self.muted = muted

    def prepare(self) -> None:
        self.prepared = True

    def close(self) -> None:
        pass


def ini(path: Path, text: str) -> Settings:
    path.write_text(text, encoding="utf-8")
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


def test_sound_settings_read_what_is_kept_and_give_way_to_nonsense(tmp_path: Path, caplog) -> None:
    assert (Settings.__module__, player.VOLUME_KEY, player.MUTED_KEY) == (
        "desktop.base.settings", "sound/volume", "sound/muted")
    fresh = ini(tmp_path / "fresh.ini", "")
    assert fresh.sound_volume == 80 and fresh.sound_muted is False
    fresh.sound_volume, fresh.sound_muted = 35, True
    again = Settings(QSettings(str(tmp_path / "fresh.ini"), QSettings.Format.IniFormat))
    assert again.sound_volume == 35 and again.sound_muted is True
    assert not caplog.records
    for volume, muted in (("loud", "maybe"), ("150", "2"), ("-1", "@ByteArray(x)"), ("1, 2", "1, 2")):
        caplog.clear()
        with caplog.at_level(logging.WARNING, logger="dicebox.settings"):
            bad = ini(tmp_path / "bad.ini", f"[sound]\nvolume={volume}\nmuted={muted}\n")
            assert bad.sound_volume == 80 and bad.sound_muted is False
        notes = [r.getMessage() for r in caplog.records]
        assert any("volume" in n for n in notes) and any("mute" in n for n in notes), notes


def test_view_sound_drives_the_player_and_is_remembered(qtbot, settings: Settings,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(player, "Sounds", FakeSounds)
    monkeypatch.setattr(cues, "PREPARE_AFTER_MS", 20)
    window = MainWindow(GameController(None), settings)
    qtbot.addWidget(window)
    give_sound(window, QApplication.instance(), settings.sound_volume, settings.sound_muted)
    sounds = window.sounds
    assert isinstance(sounds, FakeSounds) and (sounds.volume, sounds.muted) == (80, False)
    assert not sounds.prepared, "prepared with the start still going on, not once it is over"
    qtbot.waitUntil(lambda: sounds.prepared)
    on = window.menus.actions["sound"]
    assert on.isCheckable() and on.isChecked() and on.shortcut().toString() == "Ctrl+M"
    assert window.menus.submenus["volume"].actions()[0] is on
    volumes = {a.data(): a for a in window.menus.choices["volume"].actions()}
    assert volumes[80].isChecked()
    on.trigger()
    assert sounds.muted and settings.sound_muted
    volumes[40].trigger()
    assert sounds.volume == 40 and settings.sound_volume == 40 and volumes[40].isChecked()
    assert not volumes[80].isChecked()
    window.start_game("dice-dash", 7, None)
    window.controller.move_by_program(engine.Roll())
    assert sounds.heard == ["roll"]  # muting is the player's: the cue still asks
    later = MainWindow(GameController(None), settings)
    qtbot.addWidget(later)
    assert not later.menus.actions["sound"].isChecked()
    assert [a.data() for a in later.menus.choices["volume"].actions() if a.isChecked()] == [40]


def test_the_kiosk_plays_as_its_staff_set_it_and_visitors_cannot_change_it(
        qtbot, tmp_path: Path, settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "etc" / "dicebox"
    folder.mkdir(parents=True)
    (folder / "kiosk.ini").write_text("[kiosk]\nsound = off\nvolume = 30\n", encoding="utf-8")
    config = load_config((folder / "kiosk.ini",))
    assert (config.sound, config.volume, config.problems) == (False, 30, ())
    for text, problem in (("sound = loud\n", "sound = 'loud'"), ("volume = 101\n", "volume = '101'"),
                          ("volume = -5\n", "volume = '-5'")):
        (folder / "kiosk.ini").write_text("[kiosk]\n" + text, encoding="utf-8")
        bad = load_config((folder / "kiosk.ini",))
        assert bad.enabled and (bad.sound, bad.volume) == (True, 80) and problem in bad.problems[0], bad.problems
    monkeypatch.setattr(player, "Sounds", FakeSounds)
    kiosk = KioskMode(KioskConfig(enabled=True, sound=False, volume=30))
    window = MainWindow(GameController(None), settings, kiosk=kiosk)
    qtbot.addWidget(window)
    give_sound(window, QApplication.instance(), kiosk.config.volume, not kiosk.config.sound)
    assert (window.sounds.volume, window.sounds.muted) == (30, True)
    assert not window.menus.actions["sound"].isEnabled() and not window.menus.actions["sound"].shortcuts()
    kiosk.unlocked = True


@pytest.mark.parametrize("broken", ["no such backend", "miniaudio unimportable"])
def test_no_audio_device_is_silence_with_no_error_no_box_and_no_wait(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, caplog, broken: str) -> None:
    real = player.Sounds
    if broken == "no such backend":
        monkeypatch.setattr(player, "Sounds", functools.partial(real, backends=("nosuchbackend",)))
    else:
        monkeypatch.setitem(sys.modules, "miniaudio", None)  # import miniaudio raises ImportError
    calls: list[str] = []
    real_play = real.play

    def counted(self: player.Sounds, name: str) -> None:
        real_play(self, name)
        calls.append(name)

    # The player gives up on its own thread, and only once both cues have returned: a play that
    # waited for the device (or for the library) would wait here, on the GUI thread, in vain.
    released = threading.Event()
    gave_up: list[bool] = []
    real_give_up = real._give_up

    def held_back(self: player.Sounds, message: str, exc: BaseException, **how: bool) -> None:
        gave_up.append(threading.current_thread() is threading.main_thread())
        released.wait(20)
        real_give_up(self, message, exc, **how)

    monkeypatch.setattr(real, "play", counted)
    monkeypatch.setattr(real, "_give_up", held_back)
    with caplog.at_level(logging.WARNING, logger="dicebox.sound"):
        give_sound(window, QApplication.instance(), 80, False)
        sounds = window.sounds
        window.start_game("dice-dash", 7, None)
        assert window.controller.move_by_program(engine.Roll())  # the first cue: the player may still be loading
        assert window.controller.move_by_program(engine.ToggleHold(1))
        released.set()
        assert sounds.settled(10), "the player neither opened a device nor gave up"
        qtbot.wait(50)
    assert sounds.silent
    assert len(calls) == 2, calls
    assert gave_up == [False], "the player gave up on the GUI thread: it loaded or opened the device there"
    notes = [r.getMessage() for r in caplog.records if r.name == "dicebox.sound"]
    assert len(notes) == 1 and notes[0].startswith("sound is off"), notes  # one note, however many cues
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    assert window.isVisible() and window.controller.state.held[1]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_sound_file_that_cannot_be_used_is_one_line_in_the_assets_log_and_the_rest_play(
        qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog) -> None:
    """A missing or broken sound is said in the one log of assets (dicebox.log, kiosk.log), once
    however many files are broken, so a broken install is found in one place and never floods it;
    the files are read as every file from a path is."""
    from desktop.base import assetlog
    from desktop.base.files import read_file
    from desktop.session import cues

    monkeypatch.setattr(assetlog, "_told", {})  # a run of its own: no kind has said its line yet
    monkeypatch.setattr(player, "Sounds", functools.partial(player.Sounds, backends=("null",)))
    folder = tmp_path / "sounds"
    folder.mkdir()
    os.mkfifo(folder / "roll.wav")  # a pipe in a file's place: refused at once, never waited on
    (folder / "hold.wav").write_bytes(b"RIFF\x00\x00 not a wave")
    real = cues.read_sound
    monkeypatch.setattr(cues, "read_sound", lambda name: (
        read_file(folder / f"{name}.wav", cues.MAX_SOUND_BYTES) if name in ("roll", "hold") else real(name)))
    with caplog.at_level(logging.WARNING):
        give_sound(window, QApplication.instance(), 80, False)
        sounds = window.sounds
        window.start_game("dice-dash", 7, None)
        assert window.controller.move_by_program(engine.Roll())  # the first sound loads the player
        assert sounds.settled(10) and not sounds.silent
        sounds.close()
    said = [r.getMessage() for r in caplog.records if r.name == assetlog.LOGGER]
    assert said == [f"sound roll.wav, hold.wav cannot be used, Dicebox plays on without them: "
                    f"{folder / 'roll.wav'} is a pipe, not a file"], said
    assert not [r for r in caplog.records if r.name == "dicebox.sound"], "one line, not one more per file"
    assert set(sounds._clips) == set(player.SOUNDS) - {"roll", "hold"}


def test_the_launchers_sounds_are_the_shipped_files_read_whole() -> None:
    from desktop.session.cues import read_sound

    root = Path(__file__).resolve().parents[3]
    assert all(read_sound(name) == (root / "assets" / "sounds" / f"{name}.wav").read_bytes() for name in player.SOUNDS)
