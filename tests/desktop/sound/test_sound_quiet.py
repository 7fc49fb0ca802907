"""Quiet without a sound card: a machine with no audio device printed 36 lines at
every start (35 from libasound, then Dicebox's "sound is off"), and the kiosk wrote "sound is off"
into kiosk.log at every start. Each check runs the real app (or the real player) in a child process
and reads what it printed: on a machine with no sound card (this container) that is the case itself,
on one with a card a sound that plays and prints nothing."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.sound import quiet

ROOT = Path(__file__).resolve().parents[3]
ABOUT_SOUND = re.compile(r"alsa|sound|audio|\bpcm\b|snd_|card|jack|pulse", re.IGNORECASE)
"""A line of stderr about sound: libasound's own, miniaudio's, Dicebox's."""

LAUNCH = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import engine
from desktop import app as launcher
from desktop.window.main_window import MainWindow

seen = {}

def played(waits=0):
    qapp = QApplication.instance()
    windows = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()
               and getattr(w, "sounds", None) is not None and (w.kiosk or w.controller.state) is not None]
    if not windows:
        QTimer.singleShot(20, played)
        return
    window = windows[0]
    if window.kiosk is not None and not window.sounds.settled(0) and waits < 1000:
        QTimer.singleShot(20, lambda: played(waits + 1))  # the kiosk plays nothing: its player prepares once started
        return
    if window.kiosk is None:
        window.controller.move_by_program(engine.Roll())  # a roll's rattle: the first sound opens the device
    seen.update(settled=window.sounds.settled(20), silent=window.sounds.silent, backend=window.sounds.backend)
    if window.kiosk is not None:
        window.kiosk.unlocked = True
    window.close()
    qapp.quit()

qapp = QApplication(sys.argv[:1])
QTimer.singleShot(20, played)
code = launcher.main(sys.argv[1:])
print(json.dumps({"exit": code, **seen}))
"""


def start(tmp_path: Path, *argv: str) -> tuple[dict[str, object], list[str]]:
    """The real launcher in a child process with its own data folder: what it told, and its stderr's lines."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_DIRS=str(tmp_path / "no-kiosk-ini"))
    proc = subprocess.run([sys.executable, "-c", LAUNCH, *argv], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    assert seen["exit"] == 0 and seen["settled"], seen
    return seen, proc.stderr.splitlines()


def sound_lines(stderr: list[str]) -> list[str]:
    return [line for line in stderr if ABOUT_SOUND.search(line)]


@pytest.mark.slow
def test_a_start_that_plays_a_sound_prints_at_most_one_line_about_sound(tmp_path: Path) -> None:
    seen, stderr = start(tmp_path, "--fresh", "--game", "dice-dash")
    said = sound_lines(stderr)
    assert len(said) <= 1, said
    assert not [line for line in stderr if line.startswith("ALSA lib")], stderr
    if seen["silent"]:  # no sound card, as here: the one line is the app's own, and says why
        assert said and said[0].startswith("sound is off: no audio device could be opened"), stderr
    else:
        assert said == [], said


def test_the_player_on_alsa_itself_prints_at_most_its_own_line() -> None:
    """The player made to open ALSA, the library that spoke: no "ALSA lib" line, whatever the machine."""
    code = ("from desktop.sound.player import Sounds\n"
            "sounds = Sounds(backends=('alsa',))\n"
            "sounds.play('roll')\n"
            "assert sounds.settled(20)\n"
            "print(sounds.silent)\n"
            "sounds.close()\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    stderr = proc.stderr.splitlines()
    assert len(stderr) == (1 if proc.stdout.strip() == "True" else 0), stderr
    assert not [line for line in stderr if line.startswith("ALSA lib")], stderr


@pytest.mark.slow
def test_the_kiosk_writes_how_sound_stands_into_its_log_only_when_it_changes(tmp_path: Path) -> None:
    """Two starts of the kiosk on the same machine: kiosk.log says "sound is off" once (when there
    is no sound card), not once per start; a kiosk whose sound works says nothing of it."""
    starts = [start(tmp_path, "--kiosk") for _ in range(2)]
    log = (tmp_path / "data" / "Dicebox" / "Dicebox" / "kiosk.log").read_text("utf-8")
    said = [line for line in log.splitlines() if " dicebox.sound " in line]
    if all(seen["silent"] for seen, _stderr in starts):
        assert len(said) == 1 and "sound is off: no audio device could be opened" in said[0], log
    else:
        assert said == [], log
    for _seen, stderr in starts:
        assert len(sound_lines(stderr)) <= 1, stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="libasound is Linux's")
def test_alsa_is_silenced_once_and_only_where_it_exists() -> None:
    if not quiet.silence_alsa():
        pytest.skip("no libasound on this machine: nothing to silence")
    assert quiet.silence_alsa() and len(quiet._kept) == 2  # a second call keeps the first handler
