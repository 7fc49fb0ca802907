"""Make assets/sounds/ from nothing but arithmetic: ``python packaging/sounds.py [--check]``.

Dicebox's sounds are synthesised here rather than recorded or taken from a sound library, so
their source is this file, their licence is the project's choice (CC0, see SOURCES.txt) and
anyone can change one by editing a few numbers. The script uses only the standard library
(``math`` and ``wave``, a fixed linear congruential generator for the noise): numpy's vectorised
``sin`` picks SIMD code by CPU and may differ in the last bit between machines, which would
break the byte-for-byte promise ``--check`` and tests/desktop/sound/test_sound.py hold it to.

Every sound is 16-bit mono at 44.1 kHz, at most 1.2 s, peaks at -6 dBFS (gentle next to other
programs, well under the -3 dBFS ceiling; the hold click -14 and the score tick -10), and fades in
over 4 ms and out over 25 ms, so it starts and ends at exactly zero: no click at either end. The
seven together stay under 400 KB.
"""

from __future__ import annotations

import argparse
import io
import math
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "assets" / "sounds"
RATE = 44100
PEAK_DBFS = -6.0
"""The loudest sample of a sound, unless QUIETER says otherwise."""
QUIETER = {"hold": -14.0, "score": -10.0}
"""The small, frequent sounds sit well below the others."""
FADE_IN_S = 0.004
FADE_OUT_S = 0.025
SOURCES_TEXT = """\
The sounds in this folder were made for Dicebox by packaging/sounds.py, which synthesises them
from arithmetic alone (no recording, no sample library) and writes these files byte for byte the
same on every run; tests/desktop/sound/test_sound.py checks that they still match it.

They are released with the project under CC0 1.0 Universal (public domain dedication):
https://creativecommons.org/publicdomain/zero/1.0/

roll.wav       dice rattling in a cup and landing (a roll)
hold.wav       a soft click (holding or releasing a die)
score.wav      a short tick (a score written in a box)
bonus.wav      a two-note chime (a bonus reached)
card.wav       a rising three-note chime (a Triple Dice card coming true)
game_over.wav  a short flourish (the game is over)
best.wav       a fanfare (a personal best)
"""

Samples = list[float]


class Noise:
    """A 32-bit linear congruential generator: the same numbers on every Python and machine."""

    def __init__(self, seed: int) -> None:
        self.state = seed & 0xFFFFFFFF

    def uniform(self) -> float:
        """A number in [-1, 1)."""
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return self.state / 2**31 - 1.0


def silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def add(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Mix ``sound`` into ``into`` starting ``at`` seconds in (cut at the end of ``into``)."""
    start = round(at * RATE)
    for i, value in enumerate(sound[: max(0, len(into) - start)]):
        into[start + i] += gain * value


def bell(freq: float, seconds: float, decay: float, partials: tuple[tuple[float, float], ...] = ((1, 1.0),)) -> Samples:
    """A struck tone: sine partials (ratio, level) under one exponential decay, ``decay`` per second."""
    out = []
    for i in range(round(seconds * RATE)):
        t = i / RATE
        env = math.exp(-decay * t)
        out.append(env * sum(level * math.sin(2 * math.pi * freq * ratio * t) for ratio, level in partials))
    return out


def knock(noise: Noise, seconds: float, tone: float) -> Samples:
    """A die hitting wood: a noise burst through a two-pole resonator at ``tone`` Hz, decaying fast."""
    r = math.exp(-2 * math.pi * 500 / RATE)
    a1, a2 = 2 * r * math.cos(2 * math.pi * tone / RATE), -r * r
    y1 = y2 = 0.0
    out = []
    for i in range(round(seconds * RATE)):
        excitation = noise.uniform() * math.exp(-i / (0.0015 * RATE))
        y = excitation + a1 * y1 + a2 * y2
        y2, y1 = y1, y
        out.append(y * math.exp(-i / (0.012 * RATE)))
    return out


def roll() -> Samples:
    """Dice in a cup: knocks that come quickly and thin out as the dice settle."""
    noise = Noise(20240612)
    out = silence(0.5)
    at = 0.0
    for n in range(14):
        tone = 1800 + 1400 * (noise.uniform() + 1) / 2
        add(out, knock(noise, 0.05, tone), at, gain=1.0 - n * 0.045)
        at += 0.012 + 0.004 * n + 0.01 * (noise.uniform() + 1) / 2
    return out


def hold() -> Samples:
    """A soft click: a short, muffled tick, quieter than the rest."""
    return bell(1150, 0.05, 120, ((1, 1.0), (2.7, 0.25)))


def score() -> Samples:
    """A bright tick: one high bell partial set, gone in 80 ms."""
    return bell(1760, 0.08, 55, ((1, 1.0), (2.0, 0.3), (3.0, 0.1)))


CHIME = ((1, 1.0), (2.0, 0.35), (3.01, 0.12))


def notes(sequence: tuple[tuple[float, float], ...], seconds: float, decay: float, partials=CHIME) -> Samples:
    """Bell notes (frequency, start time) laid over one another."""
    out = silence(seconds)
    for freq, at in sequence:
        add(out, bell(freq, seconds - at, decay, partials), at)
    return out


def bonus() -> Samples:
    """Two rising notes, a fifth apart (E6, B6)."""
    return notes(((1318.5, 0.0), (1975.5, 0.11)), 0.6, 7.0)


def card() -> Samples:
    """A major arpeggio (C6, E6, G6), quick."""
    return notes(((1046.5, 0.0), (1318.5, 0.07), (1568.0, 0.14)), 0.5, 8.0)


def game_over() -> Samples:
    """G5, E5, C5 down, then C5 and C6 together: a closing cadence."""
    return notes(((784.0, 0.0), (659.3, 0.13), (523.3, 0.26), (523.3, 0.42), (1046.5, 0.42)), 0.9, 4.5)


def best() -> Samples:
    """A fanfare: C5 E5 G5 up, then a held C major chord with a slow shimmer."""
    out = notes(((523.3, 0.0), (659.3, 0.1), (784.0, 0.2)), 1.1, 6.0, ((1, 1.0), (2.0, 0.5), (3.0, 0.25), (4.0, 0.1)))
    chord = silence(0.8)
    for freq in (523.3, 659.3, 784.0, 1046.5):
        tone = bell(freq, 0.8, 2.6, ((1, 1.0), (2.0, 0.3)))
        add(chord, [v * (1 + 0.15 * math.sin(2 * math.pi * 5.5 * i / RATE)) for i, v in enumerate(tone)], 0.0)
    add(out, chord, 0.3)
    return out


SOUNDS: dict[str, Callable[[], Samples]] = {
    "roll": roll,
    "hold": hold,
    "score": score,
    "bonus": bonus,
    "card": card,
    "game_over": game_over,
    "best": best,
}
"""Every sound by the name the app plays it by (desktop/sound/player.py's SOUNDS)."""


def finish(samples: Samples, peak_dbfs: float = PEAK_DBFS) -> Samples:
    """Fade both ends to exactly zero, then scale to ``peak_dbfs``."""
    scaled = list(samples)
    fade_in, fade_out = round(FADE_IN_S * RATE), round(FADE_OUT_S * RATE)
    for i in range(fade_in):
        scaled[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fade_in)
    for i in range(fade_out):
        scaled[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fade_out)
    top = max(abs(v) for v in scaled) or 1.0
    return [v * 10 ** (peak_dbfs / 20) / top for v in scaled]


def wav_bytes(samples: Samples, peak_dbfs: float = PEAK_DBFS) -> bytes:
    """16-bit mono PCM WAV; ``wave`` writes no date or tool name, so the bytes are reproducible."""
    pcm = bytearray()
    for value in finish(samples, peak_dbfs):
        pcm += max(-32768, min(32767, round(value * 32767))).to_bytes(2, "little", signed=True)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(pcm))
    return buffer.getvalue()


def generate() -> dict[str, bytes]:
    """Every file of assets/sounds/ by name, as this script writes it."""
    files = {f"{name}.wav": wav_bytes(make(), QUIETER.get(name, PEAK_DBFS)) for name, make in SOUNDS.items()}
    files["SOURCES.txt"] = SOURCES_TEXT.encode("utf-8")
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="exit 1 when assets/sounds/ differs from what this script makes")
    args = parser.parse_args(argv)
    files = generate()
    if args.check:
        differ = [
            name
            for name, data in files.items()
            if not (TARGET / name).is_file() or (TARGET / name).read_bytes() != data]
        for name in differ:
            print(f"assets/sounds/{name} differs from what packaging/sounds.py makes", file=sys.stderr)
        return 1 if differ else 0
    TARGET.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (TARGET / name).write_bytes(data)
    total = sum(len(d) for n, d in files.items() if n.endswith(".wav"))
    print(f"wrote {len(files)} files to {TARGET.relative_to(ROOT)} ({total:,} bytes of sound)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
