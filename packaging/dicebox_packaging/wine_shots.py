"""The Windows check's pictures: the installed Windows app draws every game in German at 800x600
under Wine, with its own ``--screenshots`` switch, and the same clipping check as on Linux
(``desktop/window/clipping.py``, run by the frozen app on its own widgets) must find nothing.

Why the app's switch and not a script: the point is the window as the Windows build draws it,
with the Qt, fonts and metrics that ship in the bundle; a frozen app has no Python to run a
script with. The PNGs and the app's ``clipping.json`` are copied out to ``build/wine/screenshots``
(``packaging/screenshots/wine/`` keeps a set in the repository, next to Linux's
``packaging/screenshots/*-de-800x600.png``, to compare by eye).
"""

from __future__ import annotations

import json
import shutil
import struct
from pathlib import Path
from typing import Any

from .wine_env import WINE_DIR, CheckFailed, Wine

LANGUAGE = "de"
SIZE = (800, 600)
GAMES = ("dice-dash", "dicegame", "match", "classic", "nordic", "triple-dice")
"""Every shipped game, in the order the app draws them (engine/ids.py's GAME_IDS; a test holds them equal)."""
SHOTS_DIR = WINE_DIR / "screenshots"
REPORT_NAME = "clipping.json"  # desktop/window/shots.py's REPORT_NAME (not imported: Qt-free here)


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk (no Qt needed on this side)."""
    head = path.read_bytes()[:24]
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise CheckFailed(f"{path} is not a PNG picture")
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def judge(report: dict[str, Any], folder: Path) -> list[str]:
    """What is wrong with a run's report and pictures: every game drawn, each picture the size
    asked, and no text that does not fit (each named as the app measured it)."""
    wrong = []
    if report.get("language_shown") != LANGUAGE:
        wrong.append(f"the window was drawn in {report.get('language_shown')!r}, not {LANGUAGE!r}")
    pictures = report.get("pictures", [])
    drawn = [entry.get("game") for entry in pictures]
    if drawn != list(GAMES):
        wrong.append(f"the app drew {drawn}, not every game {list(GAMES)}")
    for entry in pictures:
        picture = folder / str(entry.get("picture"))
        if not picture.is_file():
            wrong.append(f"{picture.name} is missing")
        elif png_size(picture) != SIZE:
            wrong.append(f"{picture.name} is {png_size(picture)[0]}x{png_size(picture)[1]}, not {SIZE[0]}x{SIZE[1]}")
        for problem in entry.get("problems", []):
            wrong.append(f"{entry.get('picture')}: {problem.get('kind')}: {problem.get('widget')}: "
                         f"{problem.get('text')!r} ({problem.get('need')} px in {problem.get('room')})")
    if report.get("clipped") != sum(len(entry.get("problems", [])) for entry in pictures):
        wrong.append(f"the report's count of clipped texts ({report.get('clipped')}) does not match its pictures")
    return wrong


def draw_and_check(wine: Wine, exe: Path, out: Path = SHOTS_DIR) -> list[Path]:
    """Run ``exe --screenshots`` under Wine into a fresh folder on the Linux side, then judge
    its report and pictures; the pictures it drew, for the step's output."""
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    size = f"{SIZE[0]}x{SIZE[1]}"
    result = wine.run([wine.windows_path(exe), "--screenshots", wine.windows_path(out), "--language", LANGUAGE,
                       "--size", size], check=False, timeout=600)
    try:
        report = json.loads((out / REPORT_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        raise CheckFailed(f"{exe.name} --screenshots wrote no {REPORT_NAME} (exit {result.returncode}):\n"
                          f"{result.stdout.strip()[-2000:]}") from None
    wrong = judge(report, out)
    if result.returncode not in (0, 1) or (result.returncode == 1) != bool(report.get("clipped")):
        wrong.append(
            f"{exe.name} --screenshots exited with {result.returncode} for {report.get('clipped')} clipped text(s)")
    if wrong:
        raise CheckFailed(f"the Windows app's {LANGUAGE} {size} window does not fit its texts (pictures and "
                          f"{REPORT_NAME} in {out}):\n" + "\n".join(wrong))
    pictures = sorted(out.glob("*.png"))
    print(f"    {len(pictures)} pictures, {LANGUAGE} {size}, every text fits: {out}", flush=True)
    return pictures
