"""The Wine check's verdict on the Windows app's --screenshots run (dicebox_packaging/wine_shots.py):
every game drawn, at the size asked, and any text the app's clipping check found fails the check."""

from __future__ import annotations

import contextlib
import os
import signal
import struct
import zlib
from pathlib import Path

import pytest
from dicebox_packaging import wine_shots
from dicebox_packaging.wine_env import CheckFailed, Wine


def png(path: Path, width: int, height: int) -> None:
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + header
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + struct.pack(">I", len(header)) + chunk + struct.pack(">I", zlib.crc32(chunk))
    )


def run(folder: Path, problems: dict[str, list[dict[str, object]]] | None = None,
        sizes: dict[str, tuple[int, int]] | None = None) -> dict[str, object]:
    pictures = []
    for game in wine_shots.GAMES:
        name = f"{game}-de-800x600.png"
        png(folder / name, *(sizes or {}).get(game, (800, 600)))
        pictures.append({"picture": name, "game": game, "size": [800, 600], "problems": (problems or {}).get(game, [])})
    return {"language_shown": "de", "clipped": sum(len(p["problems"]) for p in pictures), "pictures": pictures}


def test_every_game_drawn_whole_at_800x600_passes(tmp_path: Path) -> None:
    assert wine_shots.judge(run(tmp_path), tmp_path) == []


def test_a_clipped_text_a_wrong_size_or_a_missing_game_fails(tmp_path: Path) -> None:
    cut = {"kind": "cut off", "widget": "QPushButton", "text": "3 Würfel legen", "need": 131, "room": 120}
    wrong = wine_shots.judge(run(tmp_path, problems={"match": [cut]}), tmp_path)
    assert wrong == ["match-de-800x600.png: cut off: QPushButton: '3 Würfel legen' (131 px in 120)"]
    wrong = wine_shots.judge(run(tmp_path, sizes={"dicegame": (812, 600)}), tmp_path)
    assert wrong == ["dicegame-de-800x600.png is 812x600, not 800x600"]
    report = run(tmp_path)
    report["pictures"] = report["pictures"][:3]  # type: ignore[index]
    assert any("not every game" in line for line in wine_shots.judge(report, tmp_path))
    report = run(tmp_path)
    report["language_shown"] = "en"  # the bundle's German translation not loaded
    assert wine_shots.judge(report, tmp_path) == ["the window was drawn in 'en', not 'de'"]
    report = run(tmp_path)
    report["clipped"] = 2
    assert any("does not match" in line for line in wine_shots.judge(report, tmp_path))


@pytest.mark.slow
def test_a_windows_program_that_hangs_silently_fails_after_its_timeout(tmp_path: Path) -> None:
    """A Wine deadlock printed nothing and held the check for 20 minutes: the timeout counted
    only between lines of output. A stand-in 'wine' that sleeps silently must fail in time."""
    fake = tmp_path / "wine"
    fake.write_text("#!/bin/sh\necho started\nexec sleep 60\n", encoding="utf-8")
    fake.chmod(0o755)
    with pytest.raises(CheckFailed, match="did not finish within 1 s"):  # not after its 60 s
        Wine(tmp_path / "prefix", {"PATH": f"{tmp_path}:/usr/bin:/bin"}).run(["dicebox.exe"], timeout=1)


@pytest.mark.slow
def test_a_program_whose_child_keeps_the_pipe_open_still_returns(tmp_path: Path) -> None:
    """A new Wine session's services inherit the first program's output pipe and outlive it:
    waiting for the pipe's end held the check forever; the program's own exit is what counts."""
    fake = tmp_path / "wine"
    # The check returns while the child still holds the pipe (it is alive when run() is back):
    # a run that waited for the pipe's end would come back only once the child had gone.
    fake.write_text(f"#!/bin/sh\nsleep 60 &\necho $! > {tmp_path / 'child'}\necho done\nexit 3\n",
                    encoding="utf-8")
    fake.chmod(0o755)
    try:
        result = Wine(tmp_path / "prefix", {"PATH": f"{tmp_path}:/usr/bin:/bin"}).run(
            ["wineboot"], check=False, timeout=120
        )
        child = (tmp_path / "child").read_text().strip()
        state = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1].split()[0]
        assert state != "Z", "the child had ended (a zombie now): run() waited for the pipe's end"
    finally:
        with contextlib.suppress(OSError, ValueError):
            os.kill(int((tmp_path / "child").read_text()), signal.SIGKILL)
    assert result.returncode == 3 and "done" in result.stdout


def test_the_check_expects_every_shipped_game() -> None:
    """A game added to the app must be drawn by the Windows app too: the check's list is the engine's."""
    from engine.ids import GAME_IDS

    assert wine_shots.GAMES == GAME_IDS
