"""Play Dicebox's sounds without ever making the window wait.

``Sounds.play(name)`` only puts the name in a queue and returns (a few microseconds). A thread of
the player's own, started by the first sound, imports miniaudio (``library``: without the parts
it would load for streaming from the internet), decodes the WAVs of
assets/sounds/ once and opens one playback device; the device's audio thread then asks for
samples every ``period_ms`` and gets the mix of whatever is playing, or silence. So the GUI
thread never imports the library, opens a device or mixes samples; and start-up pays nothing
for sound until the first one is asked for.

Anything that goes wrong (no audio device, a broken one, the library missing or unloadable, a
damaged file, a fault while mixing) turns the player silent, or that one sound for a bad file,
and logs one note under ``dicebox.sound`` (bad files: one line in the assets' log, when the
launcher hands the player ``asset_problem``); ``play`` never raises for it and never waits. How
the start went ("sound is on (ALSA)", "sound is off: ...") is marked a lasting state, so a log
file holds it only when it changes; libasound's own complaints are kept off the terminal
(``quiet.py``).

The device runs only while sounds play: after ``idle_stop_s`` of silence the worker stops it
(no audio stream held open all day on a kiosk), and the next sound starts it again. A device
that stops asking for samples while a sound plays (``stall_s``) counts as failed.
"""

from __future__ import annotations

import atexit
import io
import logging
import queue
import struct
import sys
import threading
import time
import wave
from array import array
from collections import deque
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any

log = logging.getLogger("dicebox.sound")

SOUNDS: tuple[str, ...] = ("roll", "hold", "score", "bonus", "card", "game_over", "best")
"""Every sound by name: assets/sounds/<name>.wav, made by packaging/sounds.py."""
RATE = 44100
"""The files' sample rate; the device is opened at it, and the OS converts if it must."""
PERIOD_MS = 10
"""How often the device asks for samples, so the most a new sound waits for its first frame."""
IDLE_STOP_S = 5.0
STALL_S = 1.0
"""A running device that asks for no samples this long while a sound plays has failed (unplugged,
taken by another program, its server gone): the player goes silent rather than queue sounds."""
VOLUME_KEY = "sound/volume"
"""The settings key the window should keep the volume (0-100) under."""
MUTED_KEY = "sound/muted"
"""The settings key the window should keep View > Sound's mute under."""
DEFAULT_VOLUME = 80

Loader = Callable[[str], bytes]
"""A sound's name to its WAV file's bytes."""
Reporter = Callable[[str, str, object], object]
"""Says that assets cannot be used: ``desktop.base.assetlog.asset_problem(kind, names, problem)``."""
LASTING = {"lasting": "sound"}
"""Marks the start's outcome (on, or off and why) as a lasting state, which a log file holds only
when it changes (``desktop.base.assetlog``, above this layer, reads the ``lasting`` attribute):
a kiosk with no sound card said "sound is off" into kiosk.log at every start."""


@dataclass
class _Voice:
    """One sound playing: its samples (volume applied), where it is, when it was asked for."""

    samples: array[int]
    asked: float
    at: int = 0


class _Close:
    """Tells the worker to close the device and end."""


class Sounds:
    """The game's sounds: ``play("roll")``, ``set_volume(0-100)``, ``set_muted(True)``, ``prepare()``, ``close()``.

    ``backends`` names miniaudio backends to try in order (``("null",)`` for a device that plays
    into nothing at real-time pace, as the tests do); None lets miniaudio pick the OS's own.
    ``load`` reads a sound's WAV bytes (default: from ``assets``). ``asset_problem``, when given,
    is told in one call of every file that could not be used (the launcher hands it
    ``desktop.base.assetlog.asset_problem``, the one log of broken assets); without it each is a note
    under ``dicebox.sound``. ``tap``, when given, sees every block of samples handed to the device,
    on the audio thread.
    """

    def __init__(
        self,
        *,
        volume: int = DEFAULT_VOLUME,
        muted: bool = False,
        backends: Sequence[str] | None = None,
        load: Loader | None = None,
        asset_problem: Reporter | None = None,
        period_ms: int = PERIOD_MS,
        idle_stop_s: float = IDLE_STOP_S,
        stall_s: float = STALL_S,
        tap: Callable[[bytes], None] | None = None,
    ) -> None:
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        self._backends = tuple(backends) if backends is not None else None
        self._load = load
        self._asset_problem = asset_problem
        self._period_ms = period_ms
        self._idle_stop_s = idle_stop_s
        self._stall_s = stall_s
        self._last_request = self._last_sound = 0.0
        self._tap = tap
        self._inbox: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._fresh: queue.SimpleQueue[_Voice] = queue.SimpleQueue()
        self._start_lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._settled = threading.Event()
        self._silent = False
        self._playing = False
        self._clips: dict[str, array[int]] = {}
        self._noted: set[str] = set()
        self.backend = ""
        """The backend miniaudio opened (e.g. "PulseAudio", "WASAPI", "Null"), once it has."""
        self.latencies_ms: deque[float] = deque(maxlen=256)
        """For each recent sound, milliseconds from ``play`` to its first samples handed to the device."""

    # The window's side: each returns at once.

    def play(self, name: str) -> None:
        """Start the sound ``name`` (one of SOUNDS) over whatever else is playing."""
        if name not in SOUNDS:
            raise ValueError(f"no sound called {name!r}; the sounds are {', '.join(SOUNDS)}")
        if self._silent or self._muted or self._volume == 0:
            return
        self._inbox.put((name, time.perf_counter()))
        self._start_worker()

    def prepare(self) -> None:
        """Load the library and the files and open the device now, off this thread, playing nothing.

        Optional: the first ``play`` does the same, but then that sound waits for the loading
        (docs/sound.md gives the figures). Call it once the window is up and idle, not before
        the first frame, so start-up still pays nothing for sound.
        """
        if not (self._silent or self._muted or self._volume == 0):
            self._start_worker()

    def _start_worker(self) -> None:
        if self._thread is None:
            with self._start_lock:
                if self._thread is None:
                    self._thread = threading.Thread(target=self._run, name="dicebox-sound", daemon=True)
                    self._thread.start()

    @property
    def volume(self) -> int:
        return self._volume

    def set_volume(self, volume: int) -> None:
        """0 to 100 (clamped), heard at once. 0 is silent without being muted."""
        self._volume = _clamp(volume)

    @property
    def muted(self) -> bool:
        return self._muted

    def set_muted(self, muted: bool) -> None:
        """Muting also cuts off what is playing."""
        self._muted = bool(muted)

    @property
    def silent(self) -> bool:
        """True once a failure has turned the player off for this session."""
        return self._silent

    def settled(self, timeout: float) -> bool:
        """For tests and benchmarks: wait until the first sound has opened the device or given up."""
        return self._settled.wait(timeout)

    def close(self, timeout: float = 1.0) -> None:
        """Stop and close the device for good (at quit; waits at most ``timeout`` seconds)."""
        self._silent = True
        thread = self._thread
        if thread is not None and thread.is_alive():
            self._inbox.put(_Close())
            thread.join(timeout)

    # The worker thread.

    def _run(self) -> None:
        try:
            # Audio and its files wait for the first sound (or prepare), so start-up, which may never
            # play one, pays for neither; and miniaudio comes without its network part.
            import assets  # lazy: on the player's own thread, at the first sound

            from .library import import_miniaudio  # lazy: on the player's own thread, at the first sound

            miniaudio = import_miniaudio()

            load = self._load or (lambda name: assets.read_bytes("sounds", f"{name}.wav"))
        except Exception as exc:  # ImportError, or OSError when the compiled part cannot load
            self._give_up("sound is off: the audio library could not be loaded", exc, lasting=True)
            return
        self._clips = self._decode_all(load)
        try:
            backends = (None if self._backends is None
                        else [getattr(miniaudio.Backend, b.upper()) for b in self._backends])
            if self._backends is None or "alsa" in (b.lower() for b in self._backends):
                from .quiet import silence_alsa  # lazy: cffi's backend, loaded with miniaudio on this thread

                silence_alsa()  # libasound printed 35 lines on a machine with no sound card
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
                buffersize_msec=self._period_ms, backends=backends, app_name="Dicebox",
            )
            self.backend = str(device.backend)
        except Exception as exc:
            self._give_up("sound is off: no audio device could be opened", exc, lasting=True)
            return
        log.info("sound is on (%s)", self.backend, extra=LASTING)
        atexit.register(self.close)
        self._settled.set()
        try:
            self._serve(device)
        except Exception as exc:
            self._give_up("sound is off: the audio device failed", exc)
        finally:
            atexit.unregister(self.close)
            try:
                device.close()
            except Exception as exc:
                self._note("close", "the audio device did not close cleanly", exc)

    def _serve(self, device: Any) -> None:
        """Start the device when a sound comes, stop it after a quiet spell, until told to close."""
        stream = self._stream()
        next(stream)
        running = False
        while True:
            try:
                item = self._inbox.get(timeout=min(self._stall_s, self._idle_stop_s) if running else None)
            except queue.Empty:
                now = time.perf_counter()
                if self._playing and now - self._last_request > self._stall_s:
                    raise OSError(f"the device asked for no samples for {now - self._last_request:.1f} s") from None
                if not self._playing and now - self._last_sound > self._idle_stop_s:
                    device.stop()
                    running = False
                continue
            if isinstance(item, _Close):
                return
            if self._silent:
                return
            name, asked = item
            samples = self._clips.get(name)
            if samples is None:
                continue
            self._fresh.put(_Voice(samples, asked))
            self._playing = True
            if not running:
                self._last_request = time.perf_counter()
                device.start(stream)
                running = True

    def _decode_all(self, load: Loader) -> dict[str, array[int]]:
        """Every sound's samples; those that cannot be used are said in one line (or a note each)."""
        clips: dict[str, array[int]] = {}
        bad: list[tuple[str, Exception]] = []
        for name in SOUNDS:
            try:
                clips[name] = self._decode(name, load)
            except Exception as exc:  # missing file, not a WAV, a truncated one
                bad.append((name, exc))
                if self._asset_problem is None:
                    self._note(f"file {name}", f"the sound {name!r} is off: its file could not be read", exc)
        if bad and self._asset_problem is not None:
            try:
                self._asset_problem("sound", ", ".join(f"{name}.wav" for name, _ in bad), bad[0][1])
            except Exception as exc:  # the log's fault must not silence the sounds that loaded
                self._note("report", "a sound file could not be used", exc)
        return clips

    def _decode(self, name: str, load: Loader) -> array[int]:
        """The file's samples; an exception when it is missing or not the expected format."""
        try:
            with wave.open(io.BytesIO(load(name))) as wav:
                shape = (wav.getnchannels(), wav.getsampwidth(), wav.getframerate())
                if shape != (1, 2, RATE):
                    raise ValueError(f"{shape[0]} channel(s), {8 * shape[1]} bits, {shape[2]} Hz, "
                                     f"not mono 16-bit {RATE} Hz")
                samples = array("h", wav.readframes(wav.getnframes()))
        except (EOFError, wave.Error, struct.error) as exc:  # not a WAV, a truncated one
            raise ValueError(f"it is not a WAV file ({type(exc).__name__}: {exc})") from exc
        if sys.byteorder == "big":
            samples.byteswap()
        return samples

    # The device's audio thread.

    def _stream(self) -> Generator[bytes, int, None]:
        """miniaudio's callback generator: sent a frame count, yields that many samples' bytes."""
        voices: list[_Voice] = []
        frames = yield b""
        while True:
            self._last_request = time.perf_counter()
            try:
                block = self._mix(voices, frames)
                if self._tap is not None:
                    self._tap(block)
            except Exception as exc:  # never let a fault reach miniaudio's thread: silence instead
                voices.clear()
                self._give_up("sound is off: mixing failed", exc)
                block = bytes(2 * frames)
            frames = yield block

    def _mix(self, voices: list[_Voice], frames: int) -> bytes:
        while True:
            try:
                voices.append(self._fresh.get_nowait())
            except queue.Empty:
                break
        if self._muted or self._volume == 0 or self._silent:
            voices.clear()
        if not voices:
            self._playing = False
            return bytes(2 * frames)
        now = self._last_sound = time.perf_counter()
        for voice in voices:
            if voice.at == 0:
                self.latencies_ms.append((now - voice.asked) * 1000)
        # The volume is applied block by block (a few hundred samples every period, tens of
        # microseconds), so a change is heard at once and nothing is scaled ahead.
        gain = (self._volume / 100) ** 2  # loudness follows the slider more evenly than amplitude
        if len(voices) == 1 and gain >= 1.0:
            voice = voices[0]
            block = voice.samples[voice.at : voice.at + frames].tobytes()
        elif len(voices) == 1:
            voice = voices[0]
            block = array("h", [int(s * gain) for s in voice.samples[voice.at : voice.at + frames]]).tobytes()
        else:
            total = [0] * frames
            for voice in voices:
                for i, sample in enumerate(voice.samples[voice.at : voice.at + frames]):
                    total[i] += sample
            block = array("h", [max(-32768, min(32767, int(s * gain))) for s in total]).tobytes()
        for voice in voices:
            voice.at += frames
        voices[:] = [v for v in voices if v.at < len(v.samples)]
        self._playing = bool(voices)
        return block + bytes(2 * frames - len(block))

    # Failures.

    def _give_up(self, message: str, exc: BaseException, *, lasting: bool = False) -> None:
        # The note first: whoever sees the player silent (a caller's thread) finds it written.
        self._note("off", message, exc, lasting=lasting)
        self._silent = True
        self._settled.set()

    def _note(self, key: str, message: str, exc: BaseException, *, lasting: bool = False) -> None:
        """Log once per kind of failure, however often it recurs."""
        if key not in self._noted:
            self._noted.add(key)
            log.warning("%s (%s: %s)", message, type(exc).__name__, exc, extra=LASTING if lasting else None)


def _clamp(volume: int) -> int:
    return max(0, min(100, int(volume)))
