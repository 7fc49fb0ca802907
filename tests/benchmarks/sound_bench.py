"""Sound latency and start cost: how long from ``Sounds.play`` to the first samples handed to the
audio device, and what the first sound costs (target within 30 ms of the click, so a sound is heard with its move).

    python tests/benchmarks/sound_bench.py [--quick] [--rounds 12]
    python tests/benchmarks/sound_bench.py --compare PYTHON    # miniaudio against Qt Multimedia
    python tests/benchmarks/sound_bench.py --sizes SITE [WINDIR] # what each adds to the installers

Measured on miniaudio's null device, which asks for samples at the pace of a real one (every
``player.PERIOD_MS``) but plays them into nothing, so it runs anywhere, CI included. The figure
is the time from ``play`` to the mixer handing the sound's first samples to miniaudio (the
player's ``latencies_ms``); a real device adds its own output buffer on top, which no program
controls. Each line is paired with its baseline from the same run:

1. warm: the device already open; baseline, the interval between the device's requests (a new
   sound can wait at most one interval for the next request);
2. after a quiet spell (the player stopped the device): the same sound, the device started again;
3. cold, in fresh processes: the first sound of a session (import, decode, open all included),
   with numpy hidden (the frozen app has none; miniaudio imports it when it can) and not, in
   interleaved pairs; beside it the longest the main thread (the GUI thread) waited for the
   interpreter meanwhile, against the same wait measured over the same time with no sound.

``--compare PYTHON`` runs, in interleaved fresh processes of PYTHON (a virtualenv holding
PySide6-Essentials, PySide6-Addons and miniaudio: docs/sound.md says how it was made), the cost
of importing each library and opening a playback device after a QApplication exists, and
prints the ratio. Nothing here is enforced: the figures are for docs/sound.md.
"""

from __future__ import annotations

import argparse
import io
import itertools
import json
import lzma
import os
import random
import statistics
import subprocess
import sys
import tarfile
import time
import zlib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from desktop.sound import player  # noqa: E402  (after the path set-up, so it runs from a plain checkout)

TARGET_MS = 30.0


def spread(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {statistics.median(values):5.1f} ms, p95 {p95:5.1f}, max {max(values):5.1f} (n={len(values)})"


def wait_for(condition: Callable[[], bool], seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.002)


def warm(plays: int) -> None:
    """Latency with the device running, against the interval between the device's requests."""
    asked: list[float] = []
    sounds = player.Sounds(backends=("null",), tap=lambda _block: asked.append(time.perf_counter()))
    sounds.prepare()
    sounds.settled(10)
    rng = random.Random(29)
    for _ in range(plays):
        sounds.play(rng.choice(("hold", "score")))
        time.sleep(rng.uniform(0.09, 0.16))  # out of step with the device's period
    wait_for(lambda: len(sounds.latencies_ms) == plays)
    latencies = list(sounds.latencies_ms)
    intervals = [(b - a) * 1000 for a, b in itertools.pairwise(asked)]
    sounds.close()
    print(f"warm         play -> first samples: {spread(latencies)}")
    print(f"  baseline   device request interval: {spread(intervals)}; "
          f"ratio of medians {statistics.median(latencies) / statistics.median(intervals):.2f}")
    print(f"  {'within' if max(latencies) <= TARGET_MS else 'OVER'} the {TARGET_MS:.0f} ms target "
          f"at the worst of {plays}")


def restarted(plays: int) -> None:
    """Latency when the device has been stopped after a quiet spell and must start again."""
    sounds = player.Sounds(backends=("null",), idle_stop_s=0.1)
    sounds.prepare()
    sounds.settled(10)
    for _ in range(plays):
        sounds.play("hold")
        time.sleep(0.35)  # the sound ends, then the worker stops the device
    wait_for(lambda: len(sounds.latencies_ms) == plays)
    latencies = list(sounds.latencies_ms)
    sounds.close()
    print(f"after quiet  play -> first samples, device started again: {spread(latencies)}")


def cold_child(hide_numpy: bool) -> None:
    """In a fresh process: the first sound of a session, and how long the main thread was held up."""
    if hide_numpy:
        sys.modules["numpy"] = None  # type: ignore[assignment]

    def longest_wait(until: Callable[[], bool]) -> float:
        worst, last = 0.0, time.perf_counter()
        while not until():
            time.sleep(0.001)
            now = time.perf_counter()
            worst, last = max(worst, now - last - 0.001), now
        return worst * 1000

    quiet_until = time.perf_counter() + 0.25
    baseline = longest_wait(lambda: time.perf_counter() > quiet_until)
    sounds = player.Sounds(backends=("null",))
    sounds.play("hold")
    stalled = longest_wait(lambda: len(sounds.latencies_ms) > 0 or sounds.silent)
    first = sounds.latencies_ms[0] if sounds.latencies_ms else float("nan")
    sounds.close()
    print(json.dumps({"first_ms": first, "stall_ms": stalled, "baseline_stall_ms": baseline}))


def cold(rounds: int) -> None:
    results: dict[bool, list[dict[str, float]]] = {True: [], False: []}
    for _ in range(rounds):
        for hide in (True, False):  # interleaved, so drifts in machine load hit both alike
            cmd = [sys.executable, __file__, "--child-cold", *(["--hide-numpy"] if hide else [])]
            out = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=ROOT).stdout
            results[hide].append(json.loads(out.strip().splitlines()[-1]))
    for hide, label in ((True, "without numpy (as frozen)"), (False, "with numpy (a dev venv)")):
        rows = results[hide]
        print(f"cold, {label:26s} play -> first samples: {spread([r['first_ms'] for r in rows])}")
        print(f"  main thread's longest wait: {spread([r['stall_ms'] for r in rows])}; "
              f"baseline with no sound: {spread([r['baseline_stall_ms'] for r in rows])}")
    ratio = statistics.median(r["first_ms"] for r in results[False]) / statistics.median(
        r["first_ms"] for r in results[True]
    )
    print(f"  ratio with/without numpy (medians): {ratio:.2f}")


COMPARE_CHILD = r"""
import os, sys, time
os.environ["QT_QPA_PLATFORM"] = "offscreen"
sys.modules["numpy"] = None  # as in the frozen app
from PySide6.QtWidgets import QApplication
app = QApplication([])  # the app has paid for Qt already: only what sound adds is timed
start = time.perf_counter()
if sys.argv[1] == "miniaudio":
    import miniaudio
    device = miniaudio.PlaybackDevice(nchannels=1, sample_rate=44100, buffersize_msec=10,
                                      backends=[miniaudio.Backend.NULL])
    called = []
    def stream():
        frames = yield b""
        while True:
            called.append(1)
            frames = yield bytes(2 * frames)
    generator = stream(); next(generator); device.start(generator)
    while not called:
        time.sleep(0.0005)
    elapsed = time.perf_counter() - start
    device.close()  # a device still running at exit hangs the interpreter's shutdown
else:
    from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    QMediaDevices.defaultAudioOutput()  # loads the media backend plugin (FFmpeg) and the audio service
    effect = QSoundEffect()
    elapsed = time.perf_counter() - start
print(elapsed * 1000)
"""


def compare(python: str, rounds: int) -> None:
    times: dict[str, list[float]] = {"miniaudio": [], "qt": []}
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for _ in range(rounds):
        for which in ("miniaudio", "qt"):
            out = subprocess.run(
                [python, "-c", COMPARE_CHILD, which], capture_output=True, text=True, check=True, env=env, timeout=60
            )
            times[which].append(float(out.stdout.strip().splitlines()[-1]))
    print(f"import + open a playback device, after QApplication, {rounds} interleaved pairs of fresh processes:")
    print(f"  miniaudio (null backend):               {spread(times['miniaudio'])}")
    print(f"  Qt Multimedia (QMediaDevices + effect): {spread(times['qt'])}")
    print("  ratio Qt / miniaudio (medians): "
          f"{statistics.median(times['qt']) / statistics.median(times['miniaudio']):.2f}")


def _linked(path: Path, inside: Path) -> set[Path]:
    """The libraries ``path`` links (ldd), those inside ``inside`` only, with itself."""
    out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, check=False).stdout
    found = {Path(line.split("=>")[1].split()[0]).resolve() for line in out.splitlines() if "=> /" in line}
    return {p for p in found if p.is_relative_to(inside.resolve())} | {path.resolve()}


def _packed(label: str, files: list[Path]) -> None:
    """What ``files`` add to each installer: compressed as the tarball (gzip 6), the .deb (xz 3)
    and the NSIS installer (solid LZMA, about xz 9 extreme) compress them."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as tar:
        for file in sorted(files):
            tar.add(file, arcname=file.name)
    data = buffer.getvalue()
    raw = sum(f.stat().st_size for f in files)
    print(f"  {label:44s} {len(files):2d} files, raw {raw:>11,} B, .tar.gz {len(zlib.compress(data, 6)):>11,}, "
          f".deb xz {len(lzma.compress(data, preset=3)):>11,}, "
          f"NSIS lzma {len(lzma.compress(data, preset=9 | lzma.PRESET_EXTREME)):>11,}")


def sizes(site: Path, windows: Path | None) -> None:
    """Bytes each library adds to the installers, from unpacked wheels (docs/sound.md, "Size").

    ``site``: a Linux site-packages holding PySide6-Essentials, PySide6-Addons, miniaudio and
    cffi; Qt Multimedia counts every library its module and FFmpeg plugin link that the window's
    own Qt modules and plugins do not. ``windows``: a folder with the win_amd64 wheels unpacked.
    """
    qt = site / "PySide6"
    plugins = qt / "Qt" / "plugins"
    window = [qt / f"{m}.abi3.so" for m in ("QtCore", "QtGui", "QtWidgets", "QtSvg")] + [
        plugins / kind / f"lib{stem}.so"
        for kind, stems in (
            ("platforms", ("qxcb", "qwayland", "qoffscreen")),
            ("imageformats", ("qsvg",)),
            ("iconengines", ("qsvgicon",)),
        )
        for stem in stems
    ]
    have = set().union(*(_linked(p, site) for p in window))
    multimedia = set().union(
        *(_linked(p, site) for p in (qt / "QtMultimedia.abi3.so", plugins / "multimedia" / "libffmpegmediaplugin.so"))
    )
    print("Bytes added to the installers:")
    _packed("Linux: Qt Multimedia + FFmpeg plugin", sorted(multimedia - have))
    print("    " + ", ".join(sorted(p.name for p in multimedia - have)))
    _packed(
        "Linux: miniaudio + cffi backend",
        [site / "miniaudio.py", *site.glob("_miniaudio*.so"), *site.glob("_cffi_backend*.so")],
    )
    if windows is not None:
        w = windows / "PySide6"
        base = [w / "QtMultimedia.pyd", w / "Qt6Multimedia.dll", w / "Qt6Network.dll"]
        ffmpeg = [w / "plugins/multimedia/ffmpegmediaplugin.dll", *w.glob("av*-*.dll"), *w.glob("sw*-*.dll")]
        _packed("Windows: Qt Multimedia + FFmpeg plugin", base + ffmpeg)
        _packed("Windows: Qt Multimedia, WMF plugin alone", [*base, w / "plugins/multimedia/windowsmediaplugin.dll"])
        _packed("Windows: miniaudio + cffi backend", [windows / "miniaudio.py", *windows.glob("_miniaudio*.pyd"),
                                                      *windows.glob("_cffi_backend*.pyd")])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few plays and rounds, seconds in all")
    parser.add_argument("--rounds", type=int, default=12, help="fresh-process pairs for the cold and --compare lines")
    parser.add_argument("--compare", metavar="PYTHON", help="miniaudio against Qt Multimedia in that interpreter")
    parser.add_argument(
        "--sizes", nargs="+", metavar="DIR", help="site-packages [unpacked Windows wheels]: installer bytes"
    )
    parser.add_argument("--child-cold", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--hide-numpy", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child_cold:
        cold_child(args.hide_numpy)
        return 0
    if args.sizes:
        sizes(Path(args.sizes[0]), Path(args.sizes[1]) if len(args.sizes) > 1 else None)
        return 0
    rounds = 2 if args.quick else args.rounds
    if args.compare:
        compare(args.compare, rounds)
        return 0
    print(f"Python {sys.version.split()[0]}, period {player.PERIOD_MS} ms, null device")
    warm(8 if args.quick else 60)
    restarted(3 if args.quick else 12)
    cold(rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
