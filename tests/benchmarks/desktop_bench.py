"""Desktop benchmark: start-up to first painted frame, and click-to-repaint latency.

    python tests/benchmarks/desktop_bench.py [--runs N] [--clicks N] [--only start|clicks] [--against DIR|REV]
                                             [--records DB] [--fonts-off] [--quick]

Each figure is printed next to a bare PySide6 window measured in the same run with the same
method, because absolute numbers depend on the machine. Runs offscreen (QT_QPA_PLATFORM).
Targets: first frame <= 1.2x the bare window, so Dicebox's own start costs little beside Qt's;
game ready (dice and card painted) under 1.5x the bare window's first frame; click-to-repaint p99
of a scorecard cell under 8 ms, half a frame, so a click is answered in the next frame.

The click part finds the scorecard page as ``window.scorecard`` or, in a window from before the
pages (commit 3322fbd and its like), the window itself, so the same file can measure an older
checkout paired with this one. ``--against DIR`` starts the checkout in DIR (say a ``git worktree``
of an older commit) in the same loop, each round's three starts in rotating order, and prints its
figures and this checkout's ratios to them next to the bare window's (the target for a change
that should cost nothing: first frame and game ready within 5% of the old commit's, paired, same run).
``--against REV`` takes a commit of this repository instead, extracted for the run (``git archive``).

The start-up budget: every window is also weighed a second after its first frame (resident
memory, ``first_frame_probe``), and the lines that begin with ``budget:`` give this checkout's
start against ``BASELINE``, paired in the same run, and its memory beside that commit's and the
bare window's. ``--quick`` (CI, at every run of the suite) measures against ``BASELINE`` whenever
the repository holds it, and tests/benchmarks/test_benchmarks_run.py shows those lines in the
test run's output: the start's cost is printed where every change passes, not found months later.
"""

from __future__ import annotations

import argparse
import io
import math
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BASELINE = "bd66fd3"
"""The commit the start-up budget holds this checkout to: the last before a run of changes that
each cost "within 5%" and together 4% of the first frame and 15% of game ready (paired, 25 runs,
idle machine); measured on that machine, its first frame was 1.26x the bare window's, its game
ready 2.03x, and the installed app held 81 MiB a second after its window mapped."""
BASELINE_FIGURES = {"first frame": 1.26, "game ready": 2.03}
"""Its ratios to the bare window then, for a run where it cannot be started."""
TREES = ("assets", "desktop", "engine", "pyproject.toml")
"""What a checkout needs to start, as it starts in one: the rest of it (tests, packaging, docs) is
never imported, but ``desktop/version.py`` reads the version from pyproject.toml beside the
package. Without it an extracted commit asked the installed metadata instead (importlib.metadata,
loaded before the game is on screen): 3.6 MiB more and a tenth more of game ready than the same
commit in a worktree, a handicap this checkout did not carry."""
RSS_AFTER_S = 1.0
"""When each window is weighed, after its first frame."""
RSS_ROUNDS = 3
"""Rounds whose windows are also weighed (each start then lives that long; --quick weighs one):
resident memory barely varies from start to start, timings do."""
QUICK_ROUNDS = 2
"""--quick's rounds: the budget's paired ratio is a median of this many pairs (a few seconds of CI)."""

PRELUDE = r"""
import os, sys
os.environ["DICEBOX_BENCH_T0"] = sys.argv[1]
sys.path.insert(0, sys.argv[3])  # this checkout's probe, whichever checkout it measures
import first_frame_probe
from PySide6.QtWidgets import QApplication, QWidget
"""

BARE = PRELUDE + r"""
app = QApplication(sys.argv[:1])
w = QWidget(); w.resize(1280, 800); w.setWindowTitle("bare"); w.show()
app.exec()
"""

DICEBOX = PRELUDE + r"""
sys.path.insert(0, sys.argv[2])
from desktop.app import main
main(["--game", "dice-dash", "--seed", "1"])
"""

WITHOUT_FONTS = PRELUDE + r"""
sys.path.insert(0, sys.argv[2])
import desktop.look.fonts
desktop.look.fonts.install = lambda app: None  # the system's fonts, as before Dicebox shipped its own
from desktop.app import main
main(["--game", "dice-dash", "--seed", "1"])
"""


def _start_once(code: str, env: dict[str, str], root: Path = ROOT, weigh: bool = False) -> tuple[float, float, float]:
    """(first frame, ready) in seconds from just before the spawn, as the probe printed them, and
    (``weigh``) the resident MiB a second after the first frame (NaN when not weighed or unknown)."""
    if weigh:
        env = dict(env, DICEBOX_BENCH_RSS_AFTER=str(RSS_AFTER_S))
    t0 = time.time()
    proc = subprocess.run(
        [sys.executable, "-c", code, repr(t0), str(root), str(Path(__file__).resolve().parent)],
        capture_output=True, text=True, env=env, timeout=60,
    )
    marks = dict(line.split() for line in proc.stdout.splitlines()
                 if line.startswith(("first-frame ", "ready ", "rss ")))
    if "first-frame" not in marks or "ready" not in marks or (weigh and "rss" not in marks):
        raise RuntimeError(f"start-up probe failed (exit {proc.returncode}): {proc.stderr.strip()[-400:]}")
    rss = marks.get("rss", "nan")
    return float(marks["first-frame"]), float(marks["ready"]), float("nan" if rss == "unknown" else rss)


Times = list[tuple[float, float, float]]


def _env(home: str) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home)


def measure_start(runs: int, against: Path | None = None, records: Path | None = None,
                  fonts_off: bool = False, skipped: list[str] | None = None,
                  weighed: int = RSS_ROUNDS) -> tuple[Times, ...]:
    """Bare window, this checkout, (when given) the checkout in ``against``, (when given) this
    checkout on a profile holding the records database ``records`` and (``fonts_off``) this
    checkout without its shipped fonts, run by run. With ``skipped``, a checkout in ``against``
    that cannot start (an old commit on today's libraries) is left out, and why is added there.
    The windows of the first ``weighed`` rounds are weighed too."""
    home = tempfile.mkdtemp(prefix="dicebox-bench-home-")
    env = _env(home)
    # An installed or frozen Dicebox starts from compiled bytecode; a checkout run with
    # PYTHONDONTWRITEBYTECODE would recompile every module on every start and measure that.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    roots = [ROOT] if against is None else [ROOT, against]
    for root in roots:
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / "engine"), str(root / "desktop")],
                       check=False, env=env)
    bare: Times = []
    ours: Times = []
    theirs: Times = []
    full: Times = []
    plain: Times = []
    starts = [(bare, BARE, ROOT, env), (ours, DICEBOX, ROOT, env)]
    if fonts_off:
        starts.append((plain, WITHOUT_FONTS, ROOT, env))
    if against is not None:
        starts.append((theirs, DICEBOX, against, env))
    if records is not None:
        big_home = tempfile.mkdtemp(prefix="dicebox-bench-records-")
        data = Path(big_home) / "Dicebox" / "Dicebox"  # QStandardPaths' AppDataLocation under XDG_DATA_HOME
        data.mkdir(parents=True)
        shutil.copyfile(records, data / "records.sqlite3")
        starts.append((full, DICEBOX, ROOT, _env(big_home)))
    for start in list(starts):  # warm the OS file cache for each
        times, code, root, where = start
        try:
            _start_once(code, where, root)
        except RuntimeError as exc:
            if times is not theirs or skipped is None:
                raise
            starts.remove(start)
            skipped.append(f"did not start ({str(exc).strip().splitlines()[-1]})")
    if records is not None:
        size = (data / "records.sqlite3").stat().st_size
        assert size > 1_000_000, f"the profile's records were not the ones given ({size} bytes)"
    for run in range(runs):
        # Back to back in rotating order: the windows of a round meet the same load, and each
        # goes first, second (and third) equally often.
        shift = run % len(starts)
        for times, code, root, where in starts[shift:] + starts[:shift]:
            times.append(_start_once(code, where, root, weigh=run < weighed))
            _closed_cleanly(Path(where["XDG_DATA_HOME"]))
    return bare, ours, theirs, full, plain


def _closed_cleanly(home: Path) -> None:
    """The probe ends each start with ``os._exit`` once the game is ready, which to the records
    is a crash: the next start would run the full integrity check that follows a crash (1.4 s at
    100,000 games). Marking the session closed, as a quit does, measures the everyday start."""
    import sqlite3

    path = home / "Dicebox" / "Dicebox" / "records.sqlite3"
    if path.exists():
        with sqlite3.connect(path) as conn:
            conn.execute("UPDATE meta SET value = '0' WHERE key = 'open' OR key LIKE 'open:%'")


def measure_clicks(clicks: int) -> dict[str, list[float]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QEvent, QObject, QSettings, QStandardPaths, Qt
    from PySide6.QtGui import QPainter, QPaintEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    import desktop.shipped_games  # noqa: F401  # the games, registered as the launcher registers them
    from desktop.base.settings import Settings
    from desktop.session.controller import GameController
    from desktop.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    QStandardPaths.setTestModeEnabled(True)

    class PaintWatch(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.target: QObject | None = None
            self.seen = False

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and obj is self.target:
                self.seen = True
            return False

    watch = PaintWatch()
    app.installEventFilter(watch)

    def timed_click(widget: QWidget, painted: QObject, pos: object = None) -> float:
        watch.target, watch.seen = painted, False
        start = time.perf_counter()
        if pos is None:
            QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        else:
            QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
        while not watch.seen:
            app.processEvents()
            if time.perf_counter() - start > 2:
                raise RuntimeError("no repaint after the click")
        return (time.perf_counter() - start) * 1000

    class BareToggle(QWidget):
        def __init__(self) -> None:
            super().__init__()
            self.on = False

        def mouseReleaseEvent(self, event: object) -> None:
            self.on = not self.on
            self.update()

        def paintEvent(self, event: QPaintEvent) -> None:
            p = QPainter(self)
            p.fillRect(self.rect(), Qt.GlobalColor.white if self.on else Qt.GlobalColor.gray)
            p.end()

    bare_root = QWidget()
    bare_root.resize(1280, 800)
    toggle = BareToggle()
    toggle.setParent(bare_root)
    toggle.setGeometry(100, 100, 90, 110)
    bare_root.show()
    for _ in range(5):
        app.processEvents()
    bare = [timed_click(toggle, toggle) for _ in range(clicks)]
    bare_root.close()

    settings = Settings(QSettings(os.path.join(tempfile.mkdtemp(), "s.ini"), QSettings.Format.IniFormat))
    settings.reduce_motion = True
    controller = GameController(None)
    window = MainWindow(controller, settings)
    window.resize(1280, 800)
    window.start_game("match", 5, None)
    window.show()
    for _ in range(5):
        app.processEvents()
    page = getattr(window, "scorecard", window)
    die = page.tray.dice[2]
    die_times = [timed_click(die, die) for _ in range(clicks)]

    cell_times = []
    row = next(i for i, r in enumerate(page.model.rows) if r.key == "anything")
    for _ in range(clicks):
        index = page.model.index(row, 0)
        rect = page.table.visualRect(index)
        cell_times.append(timed_click(page.table.viewport(), page.table.viewport(), rect.center()))
        controller.undo_stack.undo()
        for _ in range(3):
            app.processEvents()
    window.close()
    return {"bare toggle": bare, "die": die_times, "scorecard cell": cell_times}


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def baseline_tree(rev: str) -> Path:
    """A commit's engine, desktop, assets and pyproject.toml (``TREES``) in a temporary folder, from this
    repository's history: offline, a few hundred milliseconds. RuntimeError, in git's words, when
    there is no git or no such commit (a shallow clone, an exported tree)."""
    try:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", rev, *TREES],
                                 capture_output=True, check=False, timeout=120)
    except OSError as exc:
        raise RuntimeError(f"no git to read it with ({exc})") from None
    if archive.returncode != 0:
        said = archive.stderr.decode("utf-8", "replace").strip().splitlines()
        raise RuntimeError(said[-1] if said else f"git archive exited {archive.returncode}")
    folder = Path(tempfile.mkdtemp(prefix=f"dicebox-bench-{rev}-"))
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        if hasattr(tarfile, "data_filter"):
            tar.extractall(folder, filter="data")
        else:  # a Python before 3.11.4 (Debian 12's): this repository's own history, trusted
            tar.extractall(folder)
    return folder


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="start-up runs per window (default 10)")
    parser.add_argument("--clicks", type=int, default=200, help="clicks per latency figure (default 200)")
    parser.add_argument("--only", choices=("start", "clicks"), help="measure only start-up or only clicks")
    parser.add_argument("--against", metavar="DIR|REV",
                        help="also start the checkout in DIR (e.g. a worktree of an older commit) or this "
                             f"repository's commit REV (e.g. {BASELINE}, the budget's), interleaved")
    parser.add_argument("--records", type=Path, metavar="DB",
                        help="also start on a profile holding a copy of this records database (target: "
                             "100,000 games within 1.05x of an empty one), interleaved")
    parser.add_argument("--fonts-off", action="store_true",
                        help="also start this checkout without its shipped fonts (target: within 3%%), interleaved")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="seconds, not minutes: tiny sizes, targets not enforced (CI runs every benchmark so)",
    )
    args = parser.parse_args()
    if args.quick:
        args.runs, args.clicks = QUICK_ROUNDS, 5
    against: Path | None = None
    label = args.against
    extracted = None
    unavailable = ""
    if args.against is not None and Path(args.against).is_dir():
        against = Path(args.against)
        if not (against / "desktop" / "app.py").is_file():
            parser.error(f"--against {against}: no desktop/app.py there; give the root of a Dicebox checkout")
    elif args.only != "clicks" and (args.against is not None or args.quick):
        label = args.against or BASELINE
        try:
            against = extracted = baseline_tree(label)
        except RuntimeError as exc:
            if args.against is not None:
                parser.error(f"--against {label}: neither a folder nor a commit of this repository ({exc})")
            unavailable = f"{label} is not in this repository's history ({exc})"
    try:
        if args.only != "clicks":
            report_start(args.runs, against, args.records, args.fonts_off, label=label, unavailable=unavailable,
                         weighed=1 if args.quick else RSS_ROUNDS)
        if args.only != "start":
            report_clicks(args.clicks)
    finally:
        if extracted is not None:
            shutil.rmtree(extracted, ignore_errors=True)
    return 0


def report_start(runs: int, against: Path | None = None, records: Path | None = None, fonts_off: bool = False,
                 label: str | None = None, unavailable: str = "", weighed: int = RSS_ROUNDS) -> None:
    """Prints the figures; ``label`` names the checkout in ``against`` (a folder, or the commit it
    was extracted from), ``unavailable`` says why the budget's baseline is not in this run."""
    skipped: list[str] = []
    bare, ours, theirs, full, plain = measure_start(runs, against, records, fonts_off,
                                                    skipped if label == BASELINE else None, weighed)
    label = label or str(against)
    if skipped:
        unavailable = f"{label} {skipped[0]}"
    b = statistics.median(t[0] for t in bare)
    first = statistics.median(t[0] for t in ours)
    ready = statistics.median(t[1] for t in ours)
    print(f"Start-up, median of {runs} runs each, offscreen, from just before the process is spawned:")
    print(f"  bare PySide6 window, first frame          {b * 1000:7.1f} ms")
    print(
        f"  Dicebox main window, first frame          {first * 1000:7.1f} ms   ratio {first / b:.2f}x (of the medians)"
    )
    print(f"  Dicebox game ready (dice and card painted) {ready * 1000:6.1f} ms   ratio {ready / b:.2f}x")
    ready_paired = _paired(ours, bare, 1, 0)
    print(f"  game ready, paired ratio {ready_paired:.2f}x (target < 1.50x of the bare window's first frame)")
    paired = _paired(ours, bare, 0, 0)
    fastest = min(t[0] for t in ours) / min(t[0] for t in bare)
    print(f"  first frame, paired ratio {paired:.2f}x (target <= 1.20x; the median of the {runs} pairs' "
          f"ratios, as in packaging/bench_bundle.py), fastest runs {fastest:.2f}x")
    print("  (the first frame is the real window at its final size: menus, header, felt and an empty card;"
          " the dice and scorecard are built right after it)")
    print(f"  resident memory {RSS_AFTER_S:g} s after the first frame (VmRSS, median of the first "
          f"{min(runs, weighed)} rounds): bare {_text(_rss(bare))}, Dicebox {_text(_rss(ours))}")
    if theirs:
        print(f"  {label}, same rounds:")
        print(
            f"    first frame {statistics.median(t[0] for t in theirs) * 1000:7.1f} ms   paired to bare "
            f"{_paired(theirs, bare, 0, 0):.2f}x;   game ready {statistics.median(t[1] for t in theirs) * 1000:7.1f} ms"
            f"   paired to bare {_paired(theirs, bare, 1, 0):.2f}x;   resident {_text(_rss(theirs))}"
        )
        print(f"    this checkout / that one, paired: first frame {_paired(ours, theirs, 0, 0):.3f}x, "
              f"game ready {_paired(ours, theirs, 1, 1):.3f}x (target: at most 1.05x)")
    if records is not None:
        print(f"  on a profile with the records of {records} ({records.stat().st_size / 1e6:.0f} MB), same rounds:")
        print(f"    first frame {statistics.median(t[0] for t in full) * 1000:7.1f} ms;   game ready "
              f"{statistics.median(t[1] for t in full) * 1000:7.1f} ms")
        print(f"    that profile / the empty one, paired: first frame {_paired(full, ours, 0, 0):.3f}x, "
              f"game ready {_paired(full, ours, 1, 1):.3f}x (target: within 1.05x)")
    if fonts_off:
        print("  without the shipped fonts (desktop.look.fonts.install skipped), same rounds:")
        print(f"    first frame {statistics.median(t[0] for t in plain) * 1000:7.1f} ms;   game ready "
              f"{statistics.median(t[1] for t in plain) * 1000:7.1f} ms")
        print(f"    with the fonts / without, paired: first frame {_paired(ours, plain, 0, 0):.3f}x, "
              f"game ready {_paired(ours, plain, 1, 1):.3f}x (target: within 1.03x)")
    report_budget(bare, ours, theirs if label == BASELINE else [], unavailable)


def report_budget(bare: Times, ours: Times, baseline: Times, unavailable: str = "") -> None:
    """The start-up budget's lines: this checkout's start against ``BASELINE``'s, paired in this
    run, and the memory of each a second after its first frame. Printed, never asserted: a quick
    run on a machine busy with the rest of the suite gives a trend to watch, not a verdict."""
    pairs = len(ours)
    if baseline:
        print(f"budget: start-up against {BASELINE}, paired in this run ({pairs} rounds): "
              f"first frame {_paired(ours, baseline, 0, 0):.3f}x, game ready {_paired(ours, baseline, 1, 1):.3f}x "
              f"(target: at most 1.00x)")
    else:
        print(f"budget: start-up against the bare window ({pairs} rounds; {unavailable or f'{BASELINE} not run'}): "
              f"first frame {_paired(ours, bare, 0, 0):.2f}x, game ready {_paired(ours, bare, 1, 0):.2f}x "
              f"({BASELINE} measured {BASELINE_FIGURES['first frame']:.2f}x and "
              f"{BASELINE_FIGURES['game ready']:.2f}x on an idle machine)")
    print(f"budget: resident memory {RSS_AFTER_S:g} s after the first frame: Dicebox {_text(_rss(ours))}"
          + (f", {BASELINE} {_text(_rss(baseline))}" if baseline else "")
          + f", bare PySide6 window {_text(_rss(bare))}")


def _rss(times: Times) -> float:
    """The median resident MiB of the starts that were weighed (NaN when none was)."""
    weighed = [t[2] for t in times if not math.isnan(t[2])]
    return statistics.median(weighed) if weighed else math.nan


def _text(mib: float) -> str:
    return "unknown" if math.isnan(mib) else f"{mib:.1f} MiB"


def _paired(these: Times, those: Times, this: int, that: int) -> float:
    """The median over rounds of ``these[round][this] / those[round][that]``."""
    return statistics.median(a[this] / b[that] for a, b in zip(these, those, strict=True))


def report_clicks(clicks: int) -> None:
    lat = measure_clicks(clicks)
    print(f"Click-to-repaint latency ({clicks} clicks each):")
    for name, values in lat.items():
        print(f"  {name:16s} p50 {_pct(values, 0.5):6.2f} ms   p90 {_pct(values, 0.9):6.2f} ms   "
              f"p99 {_pct(values, 0.99):6.2f} ms   max {max(values):6.2f} ms")
    print("  target: p99 under 8 ms (half a frame) for the scorecard cell, under 16 ms for the die")


if __name__ == "__main__":
    sys.exit(main())
