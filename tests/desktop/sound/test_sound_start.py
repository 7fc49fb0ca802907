"""What sound costs the start: nothing until the window has settled and ``cues.PREPARE_AFTER_MS``
has passed (the start's memory a second after the window maps is the start-up budget's figure,
tests/benchmarks/desktop_bench.py), and then miniaudio alone, without the network modules (and
OpenSSL's libcrypto) that its own import would have brought. Read in the real launcher, in a
child process. (numpy, which miniaudio also imports where a development venv has it, is not
watched: the installed app has none, and it is never hidden from other threads.)"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]

LAUNCH = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from desktop import app as launcher
from desktop.session import cues
from desktop.window.main_window import MainWindow

HEAVY = ("miniaudio", "_miniaudio", "urllib.request", "http.client", "ssl", "_hashlib")
seen = {}

def loaded():
    return sorted(name for name in HEAVY if name in sys.modules)

def settled():
    windows = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, MainWindow) and w.is_settled and w.sounds is not None]
    if not windows:
        QTimer.singleShot(5, settled)
        return
    seen["settled"] = loaded()
    QTimer.singleShot(cues.PREPARE_AFTER_MS - 300, lambda: seen.update(before=loaded()))
    QTimer.singleShot(cues.PREPARE_AFTER_MS - 300, lambda: prepared(windows[0]))

def prepared(window, waits=0):
    if not window.sounds.settled(0) and waits < 2000:
        QTimer.singleShot(10, lambda: prepared(window, waits + 1))
        return
    seen.update(prepared=loaded(), settled_player=window.sounds.settled(0))
    window.close()
    QApplication.instance().quit()

qapp = QApplication(sys.argv[:1])
QTimer.singleShot(5, settled)
code = launcher.main(["--fresh", "--game", "dice-dash", "--seed", "1"])  # no random seed: secrets loads _hashlib
print(json.dumps({"exit": code, **seen}))
"""


@pytest.mark.slow
def test_the_start_loads_nothing_of_sound_and_then_only_miniaudio(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_DIRS=str(tmp_path / "no-kiosk-ini"))
    proc = subprocess.run([sys.executable, "-c", LAUNCH], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    assert seen["exit"] == 0 and seen["settled_player"], seen
    assert seen["settled"] == [] and seen["before"] == [], seen  # nothing of sound while the start goes on
    assert seen["prepared"] == ["_miniaudio", "miniaudio"], seen  # and then the library without the rest
