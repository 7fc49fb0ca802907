"""``python -m engine`` when its streams are not what a script expects: stdin
or stdout closed, stdout on a full disk, a number too long for Python to convert. Each is the
caller's problem, not a bug: one short line saying which stream and why, exit code 2, never
"internal error ...; please report it", never a traceback, never advice to call a Python function.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parents[2]
STATE = json.dumps({"state": engine.to_json(engine.new_game("dice-dash", 7))})
ACT = json.dumps({"state": engine.to_json(engine.new_game("dice-dash", 7)), "action": {"type": "roll"}})
FULL = Path("/dev/full")
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="closes the child's descriptors (POSIX preexec_fn)")


def run(args: list[str], *, stdin: object = subprocess.DEVNULL, stdout: object = subprocess.PIPE,
        close: tuple[int, ...] = (), data: bytes | None = None) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of ``python -m engine ARGS``; ``close``: file descriptors the
    child starts without (as a shell's ``<&-`` or ``>&-`` leaves them)."""
    def closer() -> None:
        for fd in close:
            os.close(fd)

    proc = subprocess.run(
        [sys.executable, "-m", "engine", *args], stdin=None if data is not None else stdin,
        stdout=stdout, stderr=subprocess.PIPE, input=data, cwd=ROOT, timeout=60, check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT)}, preexec_fn=closer if close else None,
    )
    out = proc.stdout.decode("utf-8", "replace") if isinstance(proc.stdout, bytes) else ""
    return proc.returncode, out, proc.stderr.decode("utf-8", "replace")


def assert_told(code: int, out: str, err: str, *words: str) -> str:
    text = out + err
    assert code == 2, (code, text)
    assert "Traceback" not in text and "internal error" not in text and "please report" not in text, text
    assert "Exception ignored" not in text, text
    lines = text.splitlines()
    assert len(lines) == 1 and len(lines[0]) < 200, lines
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize("command", ["legal", "act", "observe", "advise", "review -", "replay -"])
def test_a_closed_stdin_is_said_as_such(command: str) -> None:
    assert_told(*run(command.split(), close=(0,)), "stdin", "closed")


@pytest.mark.parametrize(("args", "data"), [
    (["new", "--game", "dice-dash", "--seed", "7"], None),
    (["legal"], STATE.encode()),
    (["act"], ACT.encode()),
    (["act"], b"{}"),  # act's error goes to stdout too: it must still be told, on stderr
    (["--help"], None),
])
def test_a_closed_stdout_is_said_on_stderr(args: list[str], data: bytes | None) -> None:
    assert_told(*run(args, data=data, close=(1,)), "stdout", "closed")


@pytest.mark.skipif(not FULL.exists(), reason="no /dev/full on this system")
@pytest.mark.parametrize(("args", "data"), [
    (["new", "--game", "dice-dash", "--seed", "7"], None),
    (["legal"], STATE.encode()),
    (["act"], ACT.encode()),
    (["act"], b"[]"),
    (["--help"], None),
])
def test_stdout_on_a_full_disk_is_said_on_stderr(args: list[str], data: bytes | None) -> None:
    with FULL.open("wb") as full:
        line = assert_told(*run(args, data=data, stdout=full), "stdout")
    assert "No space left" in line or "full" in line


@pytest.mark.slow
def test_stdout_and_stderr_both_gone_still_exit_2_quietly() -> None:
    code, _, _ = run(["new", "--game", "dice-dash", "--seed", "7"], close=(1,))
    assert code == 2
    proc = subprocess.run([sys.executable, "-m", "engine", "new", "--game", "dice-dash", "--seed", "7"],
                          stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60, check=False,
                          preexec_fn=lambda: (os.close(1), os.close(2)))
    assert proc.returncode == 2


@pytest.mark.parametrize("command", ["legal", "act", "review -", "replay -"])
def test_a_5000_digit_number_is_refused_in_the_cli_own_words(command: str) -> None:
    huge = "1" * 5000
    data = ('{"state": {"game": "dice-dash", "seed": ' + huge + '}, "action": {"type": "roll"}}').encode()
    line = assert_told(*run(command.split(), data=data), "5000 digits")
    assert "set_int_max_str_digits" not in line and "sys." not in line


@pytest.mark.slow
def test_a_5000_digit_seat_or_seed_is_refused_briefly() -> None:
    huge = "9" * 5000
    assert_told(*run(["observe", "--seat", huge], data=STATE.encode()), "--seat")
    line = assert_told(*run(["new", "--game", "dice-dash", "--seed", huge]), "too large")
    assert "set_int_max_str_digits" not in line


def test_a_broken_pipe_is_no_success() -> None:
    """A reader that goes away before the output is written: the output was lost, so not exit 0."""
    reader, writer = os.pipe()
    os.close(reader)
    try:
        code, out, err = run(["new", "--game", "dice-dash", "--seed", "7"], stdout=writer)
    finally:
        os.close(writer)
    assert_told(code, out, err, "stdout")
