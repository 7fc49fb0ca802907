"""Sound: the shipped files are what packaging/sounds.py makes, the player plays them
through miniaudio's null device, and every failure is silence with one note, never an exception
or a wait for the caller."""

from __future__ import annotations

import io
import logging
import math
import subprocess
import sys
import threading
import time
import types
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

import pytest
import sounds  # packaging/sounds.py (pytest's pythonpath holds packaging/)

from desktop.sound import player
from desktop.sound.player import SOUNDS, Sounds

ROOT = Path(__file__).resolve().parents[3]
FOLDER = ROOT / "assets" / "sounds"


def wait_for(condition: Callable[[], bool], seconds: float = 10.0) -> bool:
    """Poll until ``condition`` holds; a deadline against hanging, not a timing check."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.005)
    return True


def samples_of(name: str) -> array:
    with wave.open(str(FOLDER / f"{name}.wav")) as wav:
        return array("h", wav.readframes(wav.getnframes()))


def notes(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "dicebox.sound"]


# The files.


@pytest.mark.slow
def test_the_shipped_sounds_are_what_the_script_makes_byte_for_byte() -> None:
    made = sounds.generate()
    on_disk = {p.name: p.read_bytes() for p in FOLDER.iterdir()}
    assert on_disk.keys() == made.keys()
    for name, data in made.items():
        assert on_disk[name] == data, f"assets/sounds/{name} differs: run python packaging/sounds.py"
    assert set(sounds.SOUNDS) == set(SOUNDS), "the script and the player must name the same sounds"


def test_the_sounds_are_short_gentle_small_and_end_in_silence() -> None:
    assert sum((FOLDER / f"{n}.wav").stat().st_size for n in SOUNDS) < 400_000
    for name in SOUNDS:
        with wave.open(str(FOLDER / f"{name}.wav")) as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, player.RATE), name
            assert wav.getnframes() <= 1.2 * player.RATE, name
        samples = samples_of(name)
        assert 20 * math.log10(max(abs(s) for s in samples) / 32768) <= -3.0, name
        assert samples[0] == 0 and samples[-1] == 0, f"{name} would click at an end"
        assert max(abs(s) for s in samples[:8]) < 200 and max(abs(s) for s in samples[-8:]) < 200, name
    told = (FOLDER / "SOURCES.txt").read_text("utf-8")
    assert "packaging/sounds.py" in told and "CC0" in told


# The player.


def test_importing_the_player_loads_no_audio() -> None:
    code = ("import sys, desktop.sound.player; "
            "print(sorted({'miniaudio', '_miniaudio', '_cffi_backend', 'assets'} & set(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]", out


def test_the_player_loads_miniaudio_without_its_network_part() -> None:
    """miniaudio's internet-radio import (urllib.request: http, email, hashlib and OpenSSL's
    libcrypto) was most of what sound cost; the player plays without it, and it still imports as
    usual afterwards for anyone who wants it."""
    code = """if True:
        import sys
        from desktop.sound.player import Sounds
        sound = Sounds(backends=("null",))
        sound.prepare()
        assert sound.settled(10) and not sound.silent and sound.backend == "Null", sound.backend
        heavy = {"urllib.request", "http.client", "email", "ssl", "_hashlib", "socket"}
        print(sorted(heavy & set(sys.modules)))
        import miniaudio
        assert miniaudio.urllib.request.Request is not None  # its helpers would still find the real module
        import urllib.request
        assert type(urllib.request).__name__ == "module" and urllib.request.Request is miniaudio.urllib.request.Request
        sound.close()
        print("ok")
    """
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["[]", "ok"], out.stdout


def test_miniaudio_is_imported_as_it_is_where_its_costs_are_paid_already(monkeypatch: pytest.MonkeyPatch) -> None:
    from desktop.sound import library

    stand_in = types.ModuleType("miniaudio")
    seen: list[object] = []

    def imported(name: str) -> types.ModuleType:
        seen.append(sys.modules.get(library.DEFERRED))
        return stand_in

    import urllib.request  # loaded already: left alone

    monkeypatch.delitem(sys.modules, "miniaudio", raising=False)
    monkeypatch.setattr(library.importlib, "import_module", imported)
    assert library.import_miniaudio() is stand_in
    assert seen == [urllib.request]


def test_a_sound_reaches_the_null_device_whole() -> None:
    blocks: list[bytes] = []
    sound = Sounds(backends=("null",), volume=100, tap=blocks.append)
    try:
        sound.play("hold")
        assert sound.settled(10) and not sound.silent and sound.backend == "Null"
        assert wait_for(lambda: len(sound.latencies_ms) == 1 and not sound._playing)
        heard = array("h", b"".join(blocks))
        expected = samples_of("hold")
        start = next(i for i, s in enumerate(heard) if s) - next(i for i, s in enumerate(expected) if s)
        assert heard[start : start + len(expected)] == expected
        assert all(s == 0 for s in heard[start + len(expected) :])
    finally:
        sound.close()


def test_prepare_opens_the_device_before_the_first_sound_and_plays_nothing() -> None:
    blocks: list[bytes] = []
    sound = Sounds(backends=("null",), tap=blocks.append)
    try:
        sound.prepare()
        assert sound.settled(10) and sound.backend == "Null" and not sound.silent
        assert not any(any(b) for b in blocks) and not sound.latencies_ms
        sound.play("score")
        assert wait_for(lambda: len(sound.latencies_ms) == 1)
    finally:
        sound.close()
    muted = Sounds(backends=("null",), muted=True)
    muted.prepare()
    assert muted._thread is None


def test_sounds_mix_and_the_volume_scales_them() -> None:
    sound = Sounds(backends=("null",), volume=100)
    a, b = array("h", [1000, -1000, 30000, 8]), array("h", [100, 100, 30000])
    voices = [player._Voice(a, 0.0), player._Voice(b, 0.0)]
    assert list(array("h", sound._mix(voices, 5))) == [1100, -900, 32767, 8, 0]  # summed, clipped, padded
    assert voices == [] and len(sound.latencies_ms) == 2
    sound.set_volume(50)  # a quarter of the amplitude: loudness, not amplitude, follows the slider
    voices = [player._Voice(a, 0.0)]
    assert list(array("h", sound._mix(voices, 3))) == [250, -250, 7500]
    assert list(array("h", sound._mix(voices, 3))) == [2, 0, 0] and voices == []


def test_muted_or_at_zero_nothing_is_loaded_and_unknown_names_are_refused() -> None:
    muted = Sounds(backends=("null",), muted=True)
    muted.play("roll")
    zero = Sounds(backends=("null",), volume=0)
    zero.play("roll")
    assert muted._thread is None and zero._thread is None
    with pytest.raises(ValueError, match="no sound called 'rol'"):
        Sounds().play("rol")


def blocked_loader(gate: threading.Event) -> Callable[[str], bytes]:
    def load(name: str) -> bytes:
        gate.wait(10)
        return (FOLDER / f"{name}.wav").read_bytes()

    return load


def test_an_impossible_device_is_silence_with_one_note_and_no_wait(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, "dicebox.sound")
    gate = threading.Event()
    # Web Audio exists only in a browser: no desktop can open it.
    sound = Sounds(backends=("webaudio",), load=blocked_loader(gate))
    sound.play("roll")  # returns while the worker is still stuck loading: nothing waits on it
    assert not sound.settled(0) and notes(caplog) == []
    gate.set()
    assert sound.settled(10) and sound.silent
    for name in SOUNDS:
        sound.play(name)
    sound.close()
    assert len(notes(caplog)) == 1 and "no audio device could be opened" in notes(caplog)[0]


def test_without_the_library_sound_is_off_with_one_note(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, "dicebox.sound")
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # import miniaudio now raises ImportError
    sound = Sounds(backends=("null",))
    sound.play("roll")
    assert sound.settled(10) and sound.silent
    sound.play("bonus")
    assert notes(caplog) == [notes(caplog)[0]] and "audio library could not be loaded" in notes(caplog)[0]


def test_a_bad_file_silences_only_that_sound(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, "dicebox.sound")
    blocks: list[bytes] = []

    def load(name: str) -> bytes:
        if name == "roll":
            return b"RIFF\x00\x00 not a wave"
        if name == "hold":
            buffer = io.BytesIO()
            with wave.open(buffer, "wb") as wav:  # stereo: not what the player opens the device for
                wav.setnchannels(2), wav.setsampwidth(2), wav.setframerate(player.RATE)
                wav.writeframes(bytes(400))
            return buffer.getvalue()
        return (FOLDER / f"{name}.wav").read_bytes()

    sound = Sounds(backends=("null",), load=load, tap=blocks.append)
    try:
        sound.play("roll")
        sound.play("roll")
        sound.play("hold")
        sound.play("score")
        assert sound.settled(10) and not sound.silent
        assert wait_for(lambda: len(sound.latencies_ms) == 1 and not sound._playing)
        assert sum(1 for s in array("h", b"".join(blocks)) if s) > 0.9 * sum(1 for s in samples_of("score") if s)
        said = notes(caplog)
        assert len(said) == 2 and "'roll'" in said[0] and "'hold'" in said[1] and "channel" in said[1]
    finally:
        sound.close()


def test_a_fault_while_mixing_is_silence_not_an_exception(
    caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:
    caplog.set_level(logging.WARNING, "dicebox.sound")
    calls: list[int] = []

    def broken(block: bytes) -> None:
        calls.append(len(block))
        raise OSError("device unplugged")

    sound = Sounds(backends=("null",), tap=broken)
    sound.play("bonus")
    assert sound.settled(10)
    assert wait_for(lambda: sound.silent)
    sound.play("best")
    sound.close()
    assert calls and len(notes(caplog)) == 1 and "mixing failed" in notes(caplog)[0]
    assert "Traceback" not in capfd.readouterr().err


class DeadDevice:
    """Opens and starts without complaint, then never asks for a sample (an unplugged card)."""

    backend = "Dead"

    def __init__(self, **_settings: object) -> None:
        self.closed = False

    def start(self, _stream: object) -> None:
        pass

    def stop(self) -> None:
        pass

    def close(self) -> None:
        self.closed = True


def test_a_device_that_stops_asking_for_samples_is_silence_with_one_note(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, "dicebox.sound")
    fake = types.SimpleNamespace(
        PlaybackDevice=DeadDevice, SampleFormat=types.SimpleNamespace(SIGNED16=2), Backend=None
    )
    monkeypatch.setitem(sys.modules, "miniaudio", fake)
    sound = Sounds(stall_s=0.2)
    sound.play("roll")
    assert sound.settled(10) and sound.backend == "Dead"
    assert wait_for(lambda: sound.silent)
    sound.play("roll")
    assert len(notes(caplog)) == 1 and "the audio device failed" in notes(caplog)[0], notes(caplog)
