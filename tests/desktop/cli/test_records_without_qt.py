"""The records store and the records command line run without Qt: what ``.importlinter`` says of
their imports, checked here of what they load when they run (the one import that contract
ignores, ``desktop.i18n.names`` -> ``desktop.i18n.language``, included)."""

from __future__ import annotations

import json
import pkgutil
import subprocess
import sys
from pathlib import Path

import desktop.records

ROOT = Path(__file__).resolve().parents[3]

WITHOUT_QT = r"""
import importlib, json, pkgutil, sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
folder = Path(sys.argv[2])
import desktop.shipped_games  # the games, as the launcher registers them
import desktop.cli.records as cli
from desktop.records import Records
from desktop.records.lock import ProfileLock
for name in sys.argv[3:]:
    importlib.import_module(f"desktop.records.{name}")
lock = ProfileLock(folder)
held = lock.acquire()
records = Records.open(folder / "records.sqlite3", session=None)
records.close()
lock.release()
codes = [cli.main(["history", "--json", "--data-dir", str(folder)]),
         cli.main(["stats", "--json", "--data-dir", str(folder)]),
         cli.main(["history"])]  # no --data-dir and no lookup handed in: refused, never guessed
loaded = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6")))
sys.stderr.write("\n" + json.dumps({"held": held, "codes": codes, "qt": loaded}))
"""


def test_the_store_its_lock_and_the_command_line_load_no_qt(tmp_path: Path) -> None:
    modules = [m.name for m in pkgutil.iter_modules(desktop.records.__path__)]
    proc = subprocess.run([sys.executable, "-c", WITHOUT_QT, str(ROOT), str(tmp_path), *modules],
                          capture_output=True, text=True, cwd=tmp_path, timeout=120)
    report = json.loads(proc.stderr.strip().splitlines()[-1])
    assert report == {"held": True, "codes": [0, 0, 2], "qt": []}, proc.stderr
    assert "name one with --data-dir" in proc.stderr
