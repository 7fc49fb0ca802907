"""Bundle size and frozen start-up of Dicebox, each next to a bare PySide6 window frozen alike.

    python packaging/bench_bundle.py [--runs N] [--keep DIR]

Both apps are frozen here, in a temporary folder, by packaging/dicebox.spec with the same
options (excluded modules, trimmed Qt plugins, stripping); the bare one is a QWidget shown at
1280x800, Dicebox starts a Dice Dash game (``--game dice-dash --seed 1``). Absolute figures
depend on the machine, so only the ratios carry over. Targets (issue 4): bundle <= 1.2x the bare
one, frozen start <= 1.2x.

Start-up is timed from just before the process is spawned to the first Paint event of a
top-level window, offscreen. A PyInstaller runtime hook, added to both benchmark builds and to
no shipped one, reports that moment: it swaps in a QApplication subclass that watches for the
first paint and exits. The hook adds under 1 KB to each bundle.
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

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build
import bundling

FIRST_FRAME_HOOK = '''\
import os
import sys
import time

from PySide6 import QtWidgets
from PySide6.QtCore import QEvent, QObject

_T0 = float(os.environ["DICEBOX_BENCH_T0"])


class _FirstFrame(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.isWindow():
            sys.stdout.write(f"first-frame {time.time() - _T0:.6f}\\n")
            sys.stdout.flush()
            os._exit(0)
        return False


class _BenchApplication(QtWidgets.QApplication):
    def __init__(self, *args):
        super().__init__(*args)
        self._first_frame = _FirstFrame()
        self.installEventFilter(self._first_frame)


QtWidgets.QApplication = _BenchApplication
'''

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


def first_frame_seconds(executable: Path, args: list[str], home: Path) -> float:
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
    for line in proc.stdout.splitlines():
        if line.startswith("first-frame "):
            return float(line.split()[1])
    raise RuntimeError(f"{executable.name} showed no frame (exit {proc.returncode}): {proc.stderr.strip()[-600:]}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/bench_bundle.py", description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=15, help="timed starts per app, after two warm-ups (default 15)")
    parser.add_argument("--keep", type=Path, help="build in this folder and keep it (default: a temporary one)")
    args = parser.parse_args(argv)

    proj = bundling.project()
    base = args.keep.resolve() if args.keep else Path(tempfile.mkdtemp(prefix="dicebox-bench-"))
    base.mkdir(parents=True, exist_ok=True)
    try:
        hook = base / "first_frame_hook.py"
        hook.write_text(FIRST_FRAME_HOOK, encoding="utf-8")
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

        app_times: list[float] = []
        bare_times: list[float] = []
        home = base / "home"
        for run in range(WARMUP_RUNS + args.runs):
            bare = first_frame_seconds(bare_dir / f"bare{exe}", [], home)
            app = first_frame_seconds(app_dir / f"{proj.name}{exe}", ["--game", "dice-dash", "--seed", "1"], home)
            if run >= WARMUP_RUNS:
                bare_times.append(bare)
                app_times.append(app)

        app_size, bare_size = disk_usage(app_dir), disk_usage(bare_dir)
        app_start, bare_start = statistics.median(app_times), statistics.median(bare_times)
        print(
            f"\n{proj.display_name} {proj.version} vs a bare PySide6 window, both frozen by packaging/dicebox.spec "
            f"({platform.system()} {platform.machine()}, Python {platform.python_version()}, "
            f"PySide6 {metadata.version('PySide6-Essentials')}, PyInstaller {metadata.version('pyinstaller')}, "
            f"numpy {metadata.version('numpy')})"
        )
        print(f"{'':22}{'Dicebox':>10}{'bare':>10}{'ratio':>8}   target")
        print(f"{'bundle size (du, MB)':22}{app_size / 2**20:10.1f}{bare_size / 2**20:10.1f}{app_size / bare_size:8.2f}   <= 1.2")
        print(f"{'start to 1st frame (s)':22}{app_start:10.3f}{bare_start:10.3f}{app_start / bare_start:8.2f}   <= 1.2")
        print(f"start: median of {args.runs} offscreen runs each, after {WARMUP_RUNS} warm-ups; "
              f"spread Dicebox {min(app_times):.3f}-{max(app_times):.3f} s, bare {min(bare_times):.3f}-{max(bare_times):.3f} s")
        print("largest extra size in Dicebox's _internal/: "
              + ", ".join(f"{name} {size / 2**20:.1f} MB" for name, size in largest_differences(app_dir, bare_dir)))
    finally:
        if not args.keep:
            shutil.rmtree(base, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
