"""Broken fonts are said, and a missing Regular is not Semi Bold: with every shipped
font damaged the window fell back to DejaVu Sans without a word, and with only
DiceboxSans-Regular.otf damaged or missing every plain text was drawn in Semi Bold.

Each check starts the real app in a child process (Qt's font database is the process's own: the
shipped fonts are in this one already) with ``desktop.look.fonts.FOLDER`` pointed at a folder of
copies, some broken, and reads its stderr, its data folder's log and the font Qt matched."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.look import fonts

ROOT = Path(__file__).resolve().parents[3]
SHIPPED = ROOT / "assets" / "fonts"
REGULAR = "DiceboxSans-Regular.otf"

LAUNCH = r"""
import json, sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QApplication
from desktop import app as launcher
from desktop.look import fonts
from desktop.window.main_window import MainWindow

fonts.FOLDER = Path(sys.argv[1])
seen = {}

def look():
    qapp = QApplication.instance()
    windows = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible() and w.is_settled
               and (w.kiosk or w.controller.state) is not None]
    if not windows:
        QTimer.singleShot(20, look)
        return
    window = windows[0]
    layout = QTextLayout("Dice", qapp.font())  # a plain word, as every label draws it
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    drawn = layout.glyphRuns()[0].rawFont()
    seen.update(families=qapp.font().families(), drawn=drawn.familyName(), style=drawn.styleName(),
                playing=window.kiosk is not None or window.controller.state.phase != "finished")
    if window.kiosk is not None:
        window.kiosk.unlocked = True
    window.close()
    qapp.quit()

qapp = QApplication(sys.argv[:1])
QTimer.singleShot(20, look)
code = launcher.main(sys.argv[2:])
print(json.dumps({"exit": code, **seen}))
"""


def start(tmp_path: Path, folder: Path, *argv: str) -> tuple[dict[str, object], list[str], Path]:
    """The real app on the fonts of ``folder``: what it showed, its stderr's lines about fonts, its data folder."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_DIRS=str(tmp_path / "no-kiosk-ini"))
    proc = subprocess.run([sys.executable, "-c", LAUNCH, str(folder), *argv], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    assert seen["exit"] == 0 and seen["playing"], seen
    said = [line for line in proc.stderr.splitlines() if "font" in line.lower() or ".otf" in line or ".ttf" in line]
    return seen, said, tmp_path / "data" / "Dicebox" / "Dicebox"


def asset_lines(log: Path) -> list[str]:
    """The log's lines from the assets' logger, without their time and logger."""
    return [line.split(" dicebox.assets ", 1)[1] for line in log.read_text("utf-8").splitlines()
            if " dicebox.assets " in line]


def copies(tmp_path: Path) -> Path:
    folder = tmp_path / "fonts"
    folder.mkdir()
    for name in fonts.FILES:
        shutil.copyfile(SHIPPED / name, folder / name)
    return folder


def damage(path: Path) -> None:
    """Cut to its first 3,000 bytes, as a broken download or disk leaves it: no longer a font."""
    path.write_bytes(path.read_bytes()[:3000])


@pytest.mark.slow
def test_every_font_damaged_is_one_line_on_the_terminal_and_in_the_log_and_the_game_plays(tmp_path: Path) -> None:
    folder = copies(tmp_path)
    for name in fonts.FILES:
        damage(folder / name)
    seen, said, data = start(tmp_path, folder, "--fresh", "--game", "dice-dash")
    assert seen["drawn"] not in fonts.FAMILIES and "Bold" not in seen["style"], seen  # the system's font
    assert len(said) == 1 and said[0].startswith(f"font {', '.join(fonts.FILES)} cannot be used"), said
    assert "damaged" in said[0], said
    assert asset_lines(data / "dicebox.log") == [said[0]]


def make_pipe(path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes on this system")
    path.unlink()
    os.mkfifo(path)


@pytest.mark.slow
@pytest.mark.parametrize(("broken", "why"), [("damaged", "damaged"), ("missing", "cannot be read"),
                                             ("a pipe", "is a pipe, not a file")])
def test_without_a_usable_regular_the_words_are_the_systems_not_semi_bold(
        tmp_path: Path, broken: str, why: str) -> None:
    folder = copies(tmp_path)
    regular = folder / REGULAR
    {"damaged": damage, "missing": Path.unlink, "a pipe": make_pipe}[broken](regular)
    seen, said, data = start(tmp_path, folder, "--fresh", "--game", "dice-dash")
    assert "Bold" not in seen["style"], f"plain text is drawn in {seen['drawn']} {seen['style']}"
    assert seen["drawn"] not in fonts.FAMILIES, seen
    assert len(said) == 1 and said[0].startswith(f"font {REGULAR} cannot be used") and why in said[0], said
    assert asset_lines(data / "dicebox.log") == [said[0]]


@pytest.mark.slow
def test_the_kiosk_log_says_a_damaged_font_too(tmp_path: Path) -> None:
    folder = copies(tmp_path)
    damage(folder / "DiceboxMono-Regular.ttf")  # the board's font: the words stay in Dicebox Sans
    seen, said, data = start(tmp_path, folder, "--kiosk")
    assert seen["families"] == [fonts.SANS, fonts.SYMBOLS], seen
    assert (seen["drawn"], seen["style"]) == (fonts.SANS, "Regular"), seen
    assert len(said) == 1 and said[0].startswith("font DiceboxMono-Regular.ttf cannot be used"), said
    assert asset_lines(data / "kiosk.log") == [said[0]] and not (data / "dicebox.log").exists()
