"""``dicebox stats|history|import`` at the edges: an empty or absurdly long
``--data-dir``, standard output on a full disk, a profile with no records yet."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def run(*args: str, cwd: Path = ROOT, stdout: int | None = subprocess.PIPE) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    base["PYTHONPATH"] = str(ROOT)
    return subprocess.run([sys.executable, "-m", "desktop", *args], stdout=stdout, stderr=subprocess.PIPE, text=True,
                          env=base, cwd=cwd, timeout=120)


def one_line(proc: subprocess.CompletedProcess[str], code: int, *needles: str) -> None:
    assert proc.returncode == code, (proc.returncode, proc.stderr)
    assert "Traceback" not in proc.stderr and len(proc.stderr.splitlines()) == 1, proc.stderr
    for needle in needles:
        assert needle in proc.stderr, proc.stderr


@pytest.mark.parametrize("command", [["history"], ["stats"], ["import", "x.dicebox"]])
def test_an_empty_data_dir_is_refused_and_never_the_current_folder(tmp_path: Path, command: list[str]) -> None:
    (tmp_path / "x.dicebox").write_text("{}")
    one_line(run(*command, "--data-dir", "", cwd=tmp_path), 2, "--data-dir is empty")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.dicebox"], "nothing made in the current folder"


@pytest.mark.parametrize("command", ["history", "stats", "export"])
def test_a_5000_character_data_dir_is_one_clear_line(command: str) -> None:
    extra = ["1", "-"] if command == "export" else []
    one_line(run(command, *extra, "--data-dir", "d" * 5000), 2, "cannot be used", "File name too long")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("args", [["history"], ["stats", "--json"]])
def test_output_to_a_full_disk_is_one_clear_line(tmp_path: Path, args: list[str]) -> None:
    with open("/dev/full", "w") as full:
        proc = run(*args, "--data-dir", str(tmp_path), stdout=full.fileno())
    one_line(proc, 1, "could not be written to standard output", "No space left")


@pytest.mark.parametrize("args", [["history"], ["stats"], ["history", "--json"], ["stats", "--json"],
                                  ["history", "--game", "match", "--json"], ["stats", "--player", "Ann"]])
def test_a_profile_with_no_records_yet_answers_empty_and_makes_nothing(tmp_path: Path, args: list[str]) -> None:
    proc = run(*args, "--data-dir", str(tmp_path))
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    if "--json" in args:
        import json

        answer = json.loads(proc.stdout)
        assert answer.get("games", answer.get("stats")) == [] and answer["dataDir"] == str(tmp_path)
    else:
        assert "No finished games" in proc.stdout
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_the_default_folder_not_made_yet_is_no_records_either(tmp_path: Path) -> None:
    base = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    base["XDG_DATA_HOME"] = str(tmp_path / "share")
    proc = subprocess.run([sys.executable, "-m", "desktop", "history", "--json"], capture_output=True, text=True,
                          env=base, cwd=ROOT, timeout=120)
    assert proc.returncode == 0 and '"games":[]' in proc.stdout, proc.stderr
    assert not (tmp_path / "share").exists()


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs")
def test_importing_a_pipe_is_refused_at_once_not_waited_on(tmp_path: Path) -> None:
    """``mkfifo p.dicebox; dicebox import p.dicebox`` waited for ever for a writer."""
    pipe = tmp_path / "p.dicebox"
    os.mkfifo(pipe)
    (tmp_path / "d").mkdir()
    base = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    try:
        proc = subprocess.run([sys.executable, "-m", "desktop", "import", str(pipe), "--data-dir", str(tmp_path / "d")],
                              capture_output=True, text=True, env=base, cwd=ROOT, timeout=60)
    except subprocess.TimeoutExpired:  # (run has killed the stuck child)
        raise AssertionError("dicebox import waited on a pipe") from None
    assert proc.returncode == 2 and proc.stdout == "", proc
    assert proc.stderr.count("\n") == 1 and "is a pipe, not a file" in proc.stderr, proc.stderr
