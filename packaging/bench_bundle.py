"""Bundle size and frozen start-up of Dicebox, each next to a bare PySide6 window frozen alike.

    python packaging/bench_bundle.py [--runs N] [--keep DIR]

Both apps are frozen here, in a temporary folder, by packaging/dicebox.spec with the same
options (excluded modules, trimmed Qt plugins, stripping); the bare one is a QWidget shown at
1280x800, Dicebox starts a Dice Dash game (``--game dice-dash --seed 1``). Absolute figures
depend on the machine, so only the ratios carry over. Targets: bundle <= 1.2x the bare
one, frozen start <= 1.2x, so that what Dicebox adds to Qt stays small beside Qt itself.

Start-up is timed from just before the process is spawned to the first Paint event of the
window, offscreen, and for Dicebox also to "game ready" (the dice painted; the window shows its
frame first and builds the game right after). tests/benchmarks/first_frame_probe.py, added to
both benchmark builds as a PyInstaller runtime hook and to no shipped one, reports those moments
and exits; it adds a few KB to each bundle.

Both apps spend most of their start importing PySide6 (about 95 ms here), and on a shared
machine that time swings by up to 90% from one start to the next, so one median can land anywhere
from 1.0x to 1.3x. Three estimates are printed: the ratio of the medians; the ratio of the
fastest runs (interference only ever adds time, so the fastest start is closest to each app's
own cost, as ``timeit`` argues); and the median of per-pair ratios, each pair run back to back
in alternating order so both apps meet the same load. The target is judged on the paired
ratio, the estimate built for a comparison under drifting load, with the fastest-run ratio as a
check; the ratio of medians is printed so that the swing stays visible.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from importlib import metadata
from pathlib import Path

from dicebox_packaging import build, bundling

FIRST_FRAME_PROBE = bundling.ROOT / "tests" / "benchmarks" / "first_frame_probe.py"
"""The same probe as the source benchmark's, added to both benchmark builds as a runtime hook."""

BARE_APP = '''\
import sys

from PySide6.QtWidgets import QApplication, QWidget

app = QApplication(sys.argv[:1])
window = QWidget()
window.resize(1280, 800)
window.setWindowTitle("bare")
window.show()
sys.exit(app.exec())
'''

WARMUP_RUNS = 2


def disk_usage(path: Path) -> int:
    """Bytes as ``du -s`` counts them (allocated blocks), or summed file sizes where du is missing."""
    du = shutil.which("du")
    if du:
        out = subprocess.run([du, "-sk", str(path)], capture_output=True, text=True, check=True).stdout
        return int(out.split()[0]) * 1024
    return sum(p.lstat().st_size for p in path.rglob("*") if not p.is_dir())


def largest_differences(app: Path, bare: Path, count: int = 5) -> list[tuple[str, int]]:
    """The top-level items of the app's _internal folder that account for most of its extra size."""
    extra = []
    for item in (app / "_internal").iterdir():
        twin = bare / "_internal" / item.name
        grown = disk_usage(item) - (disk_usage(twin) if twin.exists() else 0)
        if grown > 0:
            extra.append((item.name, grown))
    return sorted(extra, key=lambda pair: -pair[1])[:count]


def start_seconds(executable: Path, args: list[str], home: Path) -> tuple[float, float]:
    """(first frame, ready) in seconds from just before the spawn, as the probe printed them."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
        APPDATA=str(home / "appdata"),
        LOCALAPPDATA=str(home / "localappdata"),
    )
    env["DICEBOX_BENCH_T0"] = repr(time.time())
    proc = subprocess.run([str(executable), *args], capture_output=True, text=True, env=env, timeout=120)
    marks = dict(line.split() for line in proc.stdout.splitlines() if line.startswith(("first-frame ", "ready ")))
    if "first-frame" not in marks or "ready" not in marks:
        raise RuntimeError(f"{executable.name} showed no frame (exit {proc.returncode}): {proc.stderr.strip()[-600:]}")
    return float(marks["first-frame"]), float(marks["ready"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/bench_bundle.py", description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=31, help="timed starts per app, after two warm-ups (default 31)")
    parser.add_argument("--keep", type=Path, help="build in this folder and keep it (default: a temporary one)")
    args = parser.parse_args(argv)

    proj = bundling.project()
    base = args.keep.resolve() if args.keep else Path(tempfile.mkdtemp(prefix="dicebox-bench-"))
    base.mkdir(parents=True, exist_ok=True)
    try:
        hook = FIRST_FRAME_PROBE
        bare_script = base / "bare.py"
        bare_script.write_text(BARE_APP, encoding="utf-8")
        dist, work = base / "dist", base / "work"
        icons = build.make_icons(work)
        print("freezing Dicebox and a bare PySide6 window with packaging/dicebox.spec ...", flush=True)
        try:
            build.freeze(dist, work / "app", icons, ["--runtime-hook", str(hook)])
            build.freeze(dist, work / "bare", icons,
                         ["--entry", str(bare_script), "--bare", "--name", "bare", "--runtime-hook", str(hook)])
        except build.BuildError as exc:
            sys.stderr.write(f"bench_bundle: {exc}\n")
            return 1
        exe = ".exe" if sys.platform == "win32" else ""
        app_dir, bare_dir = dist / proj.name, dist / "bare"

        app_times: list[tuple[float, float]] = []
        bare_times: list[float] = []
        home = base / "home"
        for run in range(WARMUP_RUNS + args.runs):
            # Each pair runs back to back, in alternating order, so that both apps of a pair meet
            # the same machine load and neither always runs second (warmer caches).
            starts = {
                "bare": lambda: start_seconds(bare_dir / f"bare{exe}", [], home),
                "app": lambda: start_seconds(
                    app_dir / f"{proj.name}{exe}", ["--game", "dice-dash", "--seed", "1"], home),
            }
            times = {name: starts[name]() for name in (("app", "bare") if run % 2 else ("bare", "app"))}
            bare, app = times["bare"][0], times["app"]
            if run >= WARMUP_RUNS:
                bare_times.append(bare)
                app_times.append(app)

        app_size, bare_size = disk_usage(app_dir), disk_usage(bare_dir)
        bare_start = statistics.median(bare_times)
        app_start = statistics.median(first for first, _ in app_times)
        app_ready = statistics.median(ready for _, ready in app_times)
        print(
            f"\n{proj.display_name} {proj.version} vs a bare PySide6 window, both frozen by packaging/dicebox.spec "
            f"({platform.system()} {platform.machine()}, Python {platform.python_version()}, "
            f"PySide6 {metadata.version('PySide6-Essentials')}, PyInstaller {metadata.version('pyinstaller')})"
        )
        print(f"{'':24}{'Dicebox':>10}{'bare':>10}{'ratio':>8}   target")
        print(f"{'bundle size (du, MB)':24}{app_size / 2**20:10.1f}{bare_size / 2**20:10.1f}"
              f"{app_size / bare_size:8.2f}   <= 1.2")
        print(f"{'start to 1st frame (s)':24}{app_start:10.3f}{bare_start:10.3f}"
              f"{app_start / bare_start:8.2f}   (of the medians)")
        print(f"{'start to game ready (s)':24}{app_ready:10.3f}{bare_start:10.3f}"
              f"{app_ready / bare_start:8.2f}   (dice painted)")
        app_fastest, bare_fastest = min(f for f, _ in app_times), min(bare_times)
        print(
            f"{'  fastest run (s)':24}{app_fastest:10.3f}{bare_fastest:10.3f}{app_fastest / bare_fastest:8.2f}   <= 1.2"
        )
        ratios = [first / b for (first, _), b in zip(app_times, bare_times, strict=True)]
        paired, quartiles = statistics.median(ratios), statistics.quantiles(ratios, n=4)
        print(f"{'  paired ratio':24}{'':20}{paired:8.2f}   <= 1.2   (median of the {args.runs} pairs' "
              f"ratios, quartiles {quartiles[0]:.2f}-{quartiles[2]:.2f})")
        print(f"start: median of {args.runs} offscreen runs each, after {WARMUP_RUNS} warm-ups; spread Dicebox "
              f"{min(f for f, _ in app_times):.3f}-{max(f for f, _ in app_times):.3f} s, "
              f"bare {min(bare_times):.3f}-{max(bare_times):.3f} s")
        print("largest extra size in Dicebox's _internal/: "
              + ", ".join(f"{name} {size / 2**20:.1f} MB" for name, size in largest_differences(app_dir, bare_dir)))
    finally:
        if not args.keep:
            shutil.rmtree(base, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
