"""The fault matrix of what the app reads besides its records: lesson files, sound files, font
files and the screenshot folder, each replaced by odd things a path can name (a pipe, a device,
a folder, a huge file, an unreadable file, garbage, nothing, a full disk). For each, the three
promises, as in the records' matrix (tests/desktop/records/test_records_faults.py):

1. *plays on*: the real app (``desktop.app.main`` in a process of its own) starts, takes moves,
   and exits cleanly, never hanging or printing a traceback;
2. *nothing lost*: the game played is in the records, and the odd file is left as it was;
3. *told*: exactly one line on the terminal names the odd file (and the same line is in
   ``dicebox.log``, the log a player can find).

Run ``.venv/bin/pytest -n 0 -s tests/desktop/test_asset_faults.py`` for the printed table.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from disks import fill, tmpfs

ROOT = Path(__file__).resolve().parents[2]
TARGETS = ("lesson", "sound", "font")
ODDITIES = ("pipe", "device", "folder", "huge", "unreadable", "garbage", "missing")
HUGE = {"lesson": 300 * 1024, "sound": 5 << 20, "font": 9 << 20}
RESULTS: dict[str, tuple[bool, bool, bool, str]] = {}

CHILD = r"""
import json, os, sys, time
from pathlib import Path
os.environ["QT_QPA_PLATFORM"] = "offscreen"
target, odd, data = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
import assets
from desktop.base import files
from desktop.look import fonts

real_path, real_open = assets.path, files.os.open
folder = {"lesson": "lessons", "sound": "sounds"}.get(target)
if folder:
    assets.path = lambda *parts: odd if parts[0] == folder else real_path(*parts)
else:
    fonts.FOLDER = odd.parent
if sys.argv[4] == "unreadable":  # what an account that may not read the file gets (root reads anything)
    def refuse(path, *args):
        if os.path.abspath(path) == str(odd):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *args)
    files.os.open = refuse

import engine
from PySide6.QtWidgets import QApplication
from desktop import app as app_module
from desktop.kiosk import path as kiosk_path
from desktop.records import storage
from desktop.window.main_window import MainWindow

storage.data_dir = lambda: data
kiosk_path.kiosk_config_present = lambda *a, **k: False

def run(_self=None):
    app = QApplication.instance()
    deadline = time.monotonic() + 60
    window = None
    while time.monotonic() < deadline and window is None:
        app.processEvents()
        ready = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.is_complete
                 and w.controller.state is not None and w.recorder is not None]
        window = ready[0] if ready else None
    c = window.controller
    said = []
    if target == "lesson":
        from desktop.lessons.runner import start_lesson
        start_lesson(window, "dice-dash")
        said.append(window.status_label.text())
    moves = 0
    for _ in range(12):
        state = c.state
        if state.phase == "finished" or not c.move_by_program(engine.legal_actions(state)[0], state.current_player):
            break
        moves += 1
        app.processEvents()
    sounds = getattr(window, "sounds", None)
    if sounds is not None:
        sounds.settled(20)
    app.processEvents()
    print(json.dumps({"moves": moves, "log": len(c.state.log), "said": said}), flush=True)
    window.close()
    return 0

QApplication.exec = run
sys.exit(app_module.main(["--game", "dice-dash", "--seed", "5", "--fresh"]))
"""


@dataclass
class Seen:
    play: bool
    kept: bool
    told: bool
    words: str


def make_odd(target: str, oddity: str, where: Path) -> Path:
    """The odd thing in the place of one of ``target``'s files."""
    where.mkdir(parents=True, exist_ok=True)
    if target == "font":  # the other fonts as shipped, the Regular odd
        shipped = ROOT / "assets" / "fonts"
        for font in shipped.iterdir():
            if font.suffix in (".otf", ".ttf"):
                shutil.copy(font, where / font.name)
        path = where / "DiceboxSans-Regular.otf"
        path.unlink()
    else:
        path = where / ("dice-dash.json" if target == "lesson" else "odd.wav")
    if oddity == "pipe":
        os.mkfifo(path)
    elif oddity == "device":
        path.symlink_to("/dev/zero")
    elif oddity == "folder":
        path.mkdir()
    elif oddity == "huge":
        with path.open("wb") as handle:
            handle.truncate(HUGE[target])
    elif oddity in ("unreadable", "garbage"):
        path.write_bytes(os.urandom(4096))
    return path


def run(target: str, oddity: str, tmp: Path) -> Seen:
    odd = make_odd(target, oddity, tmp / "odd")
    before = odd.lstat() if os.path.lexists(odd) else None
    data = tmp / "data"
    data.mkdir()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp / "home"),
           "XDG_CONFIG_HOME": str(tmp / "config"), "XDG_CACHE_HOME": str(tmp / "cache")}
    try:
        done = subprocess.run([sys.executable, "-c", CHILD, target, str(odd), str(data), oddity], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return Seen(False, False, False, "hung")
    report = json.loads(done.stdout.strip().splitlines()[-1]) if done.stdout.strip() else {}
    play = done.returncode == 0 and "Traceback" not in done.stderr and report.get("moves", 0) > 0
    from desktop.records import DATABASE_NAME, Records

    records = Records.open(data / DATABASE_NAME, verify="off", session=None)
    try:
        playing = records.resume()
        kept = playing is not None and len(playing.log) == report.get("log", -1)
    finally:
        records.close()
    kept = kept and (before is None or odd.lstat().st_mtime_ns == before.st_mtime_ns)
    def about(line: str) -> bool:  # names the odd file, or says the asset it stood for cannot be used
        return odd.name in line or (f"{target} " in line and "cannot be used" in line)

    told_lines = [line for line in done.stderr.splitlines() + report.get("said", []) if about(line)]
    log = data / "dicebox.log"
    logged = log.read_text(encoding="utf-8", errors="replace").splitlines() if log.exists() else []
    in_log = any(about(line) for line in logged)
    told = len([line for line in done.stderr.splitlines() if about(line)]) == (0 if target == "lesson" else 1) and (
        bool(told_lines) and (in_log or target == "lesson"))  # a lesson is told in the status line, where it was asked
    return Seen(play, kept, told, " | ".join(told_lines)[:300] or done.stderr[-300:])


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="pipes, /dev/zero")
@pytest.mark.parametrize("oddity", ODDITIES)
@pytest.mark.parametrize("target", TARGETS)
def test_an_odd_asset_keeps_the_three_promises(target: str, oddity: str, tmp_path: Path) -> None:
    seen = run(target, oddity, tmp_path)
    RESULTS[f"{target}: {oddity}"] = (seen.play, seen.kept, seen.told, seen.words)
    assert (seen.play, seen.kept, seen.told) == (True, True, True), seen.words


SHOTS = ("a file", "under a file", "pipe", "device", "full disk")


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="pipes, /dev/zero, a tmpfs")
@pytest.mark.parametrize("oddity", SHOTS)
def test_an_odd_screenshot_folder_keeps_the_three_promises(oddity: str, tmp_path: Path) -> None:
    if oddity == "full disk":
        with tmpfs("256k") as disk:
            fill(disk, leave=96 * 1024)
            seen = _shots(disk / "pictures", disk)
    else:
        (tmp_path / "file").write_bytes(b"x")
        if oddity == "pipe":
            os.mkfifo(tmp_path / "pipe")
        if oddity == "device":
            (tmp_path / "device").symlink_to("/dev/null")
        folder = {"a file": "file", "under a file": "file/sub", "pipe": "pipe", "device": "device"}[oddity]
        seen = _shots(tmp_path / folder, tmp_path)
    RESULTS[f"screenshots: {oddity}"] = (seen.play, seen.kept, seen.told, seen.words)
    assert (seen.play, seen.kept, seen.told) == (True, True, True), seen.words


def _shots(folder: Path, around: Path) -> Seen:
    from PySide6.QtGui import QImage

    try:
        done = subprocess.run([sys.executable, "-m", "desktop", "--screenshots", str(folder)], cwd=ROOT, timeout=300,
                              capture_output=True, text=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    except subprocess.TimeoutExpired:
        return Seen(False, False, False, "hung")
    play = done.returncode in (1, 2) and "Traceback" not in done.stderr
    printed = [Path(line.split()[0]) for line in done.stdout.splitlines() if line.split()[:1]
               and line.split()[0].endswith(".png")]
    whole = all(not QImage(str(p)).isNull() for p in printed)
    leftovers = [p for p in around.rglob("*") if p.is_file() and (p.suffix in (".tmp", ".png", ".json"))
                 and p not in printed]
    told = done.stderr.count("\n") == 1 and "cannot write there" in done.stderr
    return Seen(play, whole and not leftovers, told, done.stderr.strip()[:300])


def test_zz_print_the_matrix(capsys: pytest.CaptureFixture[str]) -> None:
    """The table, when the matrix ran in this process (``-n 0 -s``); nothing otherwise."""
    if not RESULTS:
        pytest.skip("the matrix did not run in this process")
    with capsys.disabled():
        print(f"\n{'fault':<28} {'plays on':>9} {'nothing lost':>13} {'told':>5}  words")
        for name, (play, kept, told, words) in RESULTS.items():
            mark = {True: "yes", False: "NO"}
            print(f"{name:<28} {mark[play]:>9} {mark[kept]:>13} {mark[told]:>5}  {words[:110]}")
