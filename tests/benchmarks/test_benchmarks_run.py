"""Every benchmark script still runs: ``soak_bench.py``, which the README
advertises, had crashed since the save path changed (c81ebf2) and nothing noticed. Each script in
tests/benchmarks/ takes ``--quick`` (tiny sizes, seconds, targets not enforced) and is run here
once so, in a child process with a home of its own: it must exit 0 and print no traceback.

A benchmark's lines that begin with ``budget:`` are shown in the test run's own output (on
stderr, which pytest-xdist's workers share with the run: CI's log), so a budget's figures are
printed at every run of the suite, where each change passes: ``desktop_bench.py`` prints the
start-up's, paired against its baseline commit in the same run, and the resident memory.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BENCHMARKS = ROOT / "tests" / "benchmarks"
HELPERS = {"first_frame_probe.py"}
"""Not run on their own: ``desktop_bench.py`` starts its probe in every child it measures."""
SCRIPTS = sorted(p.name for p in BENCHMARKS.glob("*.py") if p.name not in HELPERS and not p.name.startswith("test_"))
BUDGETED = {"desktop_bench.py": 2}
"""The benchmarks that print a budget, and how many ``budget:`` lines each must print."""
HANG_SECONDS = 600
"""Not a speed limit (a quick run takes seconds): a run this long has hung."""


def test_every_benchmark_has_a_quick_mode_and_a_line_in_a_readme() -> None:
    told = (ROOT / "README.md").read_text("utf-8") + (ROOT / "engine" / "README.md").read_text("utf-8")
    assert len(SCRIPTS) >= 10, SCRIPTS
    for name in SCRIPTS:
        assert '"--quick"' in (BENCHMARKS / name).read_text("utf-8"), f"{name} has no --quick"
        assert name in told, f"{name} is in no README"
    for named in set(re.findall(r"tests/benchmarks/(\w+\.py)", told)) | set(re.findall(r"`(\w+_bench\.py)", told)):
        assert (BENCHMARKS / named).is_file(), f"a README names {named}, which is not there"


@pytest.mark.slow
@pytest.mark.parametrize("name", SCRIPTS)
def test_the_benchmark_runs_in_its_quick_mode(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path), "TMPDIR": str(tmp_path)}
    proc = subprocess.run([sys.executable, str(BENCHMARKS / name), "--quick"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=HANG_SECONDS, check=False)
    output = proc.stdout + proc.stderr
    assert proc.returncode == 0, f"{name} --quick exited {proc.returncode}:\n{output[-3000:]}"
    assert "Traceback (most recent call last)" not in output, output[-3000:]
    assert proc.stdout.strip(), f"{name} --quick printed no figures"
    budget = [line for line in proc.stdout.splitlines() if line.startswith("budget:")]
    assert len(budget) == BUDGETED.get(name, 0), f"{name} printed {budget}"
    if budget:
        with capsys.disabled():  # past pytest's capture: into the run's own output
            sys.stderr.write("".join(f"\n{name} --quick {line}" for line in budget) + "\n")
