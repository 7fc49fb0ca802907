"""A kiosk.ini that exists anywhere the app looks keeps the kiosk locked unless it is a clean file
saying ``kiosk = false``: a damaged or tampered file must never let visitors out of the kiosk.

``MALFORMED`` is the table of every broken config tried; each must give kiosk mode on, a problem
naming what was wrong (logged too), and safe settings. ``TOLERATED`` are files that look unusual
but are understood exactly as written.
"""

from __future__ import annotations

import logging
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

from desktop.kiosk import config as kiosk_config
from desktop.kiosk import path as kiosk_path
from desktop.kiosk.config import DEFAULT_IDLE, MAX_BYTES, KioskConfig, load_config
from desktop.kiosk.path import config_paths, kiosk_config_present, where_to_edit
from desktop.kiosk.pin import hash_pin, hash_weakness
from engine.ids import GAME_IDS

ROOT = Path(__file__).resolve().parents[3]
HASH = hash_pin("135790", rounds=1_000)
CLEAN_OFF = "[kiosk]\nkiosk = false\n"
GOOD = f"[kiosk]\nkiosk = true\npin_hash = {HASH}\nidle_timeout = 120\nallowed_games = match\n"


def place(folder: Path, content: str | bytes) -> Path:
    """kiosk.ini where the app looks inside ``folder`` (an XDG_CONFIG_DIRS entry)."""
    path = folder / "dicebox" / "kiosk.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    return path


def make_dir(path: Path) -> None:
    path.mkdir()


def make_loop(path: Path) -> None:
    path.symlink_to(path.name)  # the link points at itself


def make_dangling(path: Path) -> None:
    path.symlink_to(path.parent / "not-there.ini")


def make_fifo(path: Path) -> None:
    os.mkfifo(path)  # reading it would block the start for ever


def make_device(path: Path) -> None:
    path.symlink_to("/dev/zero")


def make_huge(path: Path) -> None:
    path.write_bytes(CLEAN_OFF.encode() + b"# padding\n" * 1_000_000)


def make_parent_a_file(path: Path) -> None:
    path.parent.rmdir()  # ``cp kiosk.ini /etc/xdg/dicebox`` before the folder existed
    path.parent.write_text(GOOD)


def make_world_writable(path: Path) -> None:
    path.write_text(GOOD)
    path.chmod(0o666)


def make_folder_world_writable(path: Path) -> None:
    path.write_text(GOOD)
    path.parent.chmod(0o777)


def make_unreadable(path: Path) -> None:
    path.write_text(CLEAN_OFF)


# (id, content or a function making the path, the words the problem must contain, PIN kept?)
MALFORMED: list[tuple[str, str | bytes | Callable[[Path], None], str, bool]] = [
    ("duplicate kiosk key", CLEAN_OFF + "kiosk = false\n", "kiosk is given 2 times", False),
    ("duplicate pin_hash", CLEAN_OFF + f"pin_hash = {HASH}\npin_hash = {HASH}\n", "pin_hash is given 2 times", False),
    (
        "duplicate key, other keys kept",
        CLEAN_OFF + f"pin_hash = {HASH}\nidle_timeout = 60\nidle_timeout = 61\n",
        "idle_timeout is given 2 times",
        True,
    ),
    (
        "duplicate section",
        CLEAN_OFF + f"pin_hash = {HASH}\n[kiosk]\nidle_timeout = 60\n",
        "a second [kiosk] section",
        False,
    ),
    ("missing header", f"kiosk = false\npin_hash = {HASH}\n", "comes before the [kiosk] header", False),
    (
        "[KIOSK] header",
        f"[KIOSK]\nkiosk = false\npin_hash = {HASH}\n",
        "must be [kiosk] in lower case, not '[KIOSK]'",
        False,
    ),
    ("[Kiosk] header", "[Kiosk]\nkiosk = false\n", "must be [kiosk] in lower case", False),
    ("other section only", "[settings]\nkiosk = false\n", "is not the [kiosk] header", False),
    ("second, other section", CLEAN_OFF + "[extra]\nx = 1\n", "is not the [kiosk] header", False),
    ("unclosed header", "[kiosk\nkiosk = false\n", "is not the [kiosk] header", False),
    ("UTF-16 LE without BOM", CLEAN_OFF.encode("utf-16-le"), "control characters", False),
    ("UTF-16 BE without BOM", CLEAN_OFF.encode("utf-16-be"), "control characters", False),
    ("UTF-32 with BOM", CLEAN_OFF.encode("utf-32"), "not UTF-8 or UTF-16", False),
    ("UTF-16 BOM, odd length", b"\xff\xfe" + CLEAN_OFF.encode("utf-16-le") + b"\x00", "not UTF-8 or UTF-16", False),
    ("Latin-1 byte", CLEAN_OFF.encode() + b"# caf\xe9\n", "not UTF-8 or UTF-16", False),
    ("NUL byte", "[kiosk]\nkiosk = false\x00\n", "control characters", False),
    ("old Mac line ends (CR only)", "[kiosk]\rkiosk = false\r", "control characters", False),
    ("second BOM inside", "[kiosk]\n\ufeffkiosk = false\n", "control characters", False),
    ("binary garbage", bytes(range(256)) * 8, "not UTF-8 or UTF-16", False),
    ("binary garbage that is valid UTF-8", b"\x01\x02\x03\x7f[kiosk]\x1b", "control characters", False),
    ("empty file", "", "no [kiosk] header (the file is empty)", False),
    ("only blank lines", "\n  \n\t\n", "no [kiosk] header (the file is empty)", False),
    ("only comments", "# kiosk = false\n; nothing\n", "no [kiosk] header", False),
    ("a line that is not key = value", CLEAN_OFF + "just words\n", "is not 'key = value'", False),
    ("a continuation line", CLEAN_OFF + "allowed_games = match,\n    dicegame\n", "is not 'key = value'", False),
    ("no key before =", "[kiosk]\n= false\n", "is not 'key = value'", False),
    ("kiosk = maybe", f"[kiosk]\nkiosk = maybe\npin_hash = {HASH}\n", "kiosk = 'maybe' is not true or false", True),
    ("kiosk with no value", "[kiosk]\nkiosk =\n", "kiosk = '' is not true or false", False),
    ("inline comment", "[kiosk]\nkiosk = false # off for now\n", "is not true or false", False),
    ("quoted value", '[kiosk]\nkiosk = "false"\n', "is not true or false", False),
    ("unknown key (a typo of kiosk)", f"[kiosk]\nkoisk = false\npin_hash = {HASH}\n", "unknown key 'koisk'", True),
    ("unknown key beside kiosk = false", CLEAN_OFF + "timeout = 30\n", "unknown key 'timeout'", False),
    ("pin_hash not a hash", CLEAN_OFF + "pin_hash = 123456\n", "pin_hash is not a pbkdf2_sha256 hash", False),
    (
        "pin_hash with too few rounds",
        CLEAN_OFF + f"pin_hash = {hash_pin('135790', rounds=10)}\n",
        "pin_hash is not",
        False,
    ),
    ("idle_timeout text", CLEAN_OFF + "idle_timeout = soon\n", "idle_timeout = 'soon'", False),
    ("idle_timeout too short", CLEAN_OFF + f"idle_timeout = 1\npin_hash = {HASH}\n", "idle_timeout = '1'", True),
    ("idle_timeout in Arabic-Indic digits", CLEAN_OFF + "idle_timeout = \u0661\u0662\u0660\n", "idle_timeout", False),
    ("allowed_games unknown", CLEAN_OFF + "allowed_games = chess\n", "unknown games 'chess'", False),
    ("allowed_games empty", CLEAN_OFF + "allowed_games = ,\n", "names no game", False),
    ("player_counts out of range", CLEAN_OFF + "player_counts = 0, 9\n", "player_counts", False),
    ("hide_cursor = perhaps", CLEAN_OFF + "hide_cursor = perhaps\n", "hide_cursor", False),
    ("a 60 KB value", CLEAN_OFF + "idle_timeout = " + "9" * 60_000 + "\n", "idle_timeout = '99999", False),
    ("unreadable (permission denied)", make_unreadable, "cannot be read by this account (permission denied)", False),
    ("a folder instead of a file", make_dir, "is a folder, not a file", False),
    ("symlink loop", make_loop, "is a link that loops", False),
    ("dangling symlink", make_dangling, "is a link to something that is not there", False),
    ("named pipe", make_fifo, "is not a regular file", False),
    ("link to /dev/zero", make_device, "is not a regular file", False),
    ("huge file (10 MB)", make_huge, "far more than a kiosk.ini", False),
    ("the dicebox folder is a file", make_parent_a_file, "is a file, not a folder", False),
    ("a file any account may change", make_world_writable, "can be changed by any account", False),
    ("in a folder any account may change", make_folder_world_writable, "can be changed by any account", False),
]

TOLERATED: list[tuple[str, bytes, bool]] = [
    ("UTF-8 with BOM", b"\xef\xbb\xbf" + GOOD.encode(), True),
    ("UTF-8 with BOM, kiosk = false", b"\xef\xbb\xbf" + CLEAN_OFF.encode(), False),
    ("UTF-16 LE with BOM", GOOD.encode("utf-16"), True),  # Python writes the BOM, little-endian here
    ("UTF-16 LE with BOM (PowerShell 5 '>')", b"\xff\xfe" + GOOD.encode("utf-16-le"), True),
    ("UTF-16 BE with BOM", b"\xfe\xff" + GOOD.encode("utf-16-be"), True),
    ("UTF-16 LE with BOM, kiosk = false", b"\xff\xfe" + CLEAN_OFF.encode("utf-16-le"), False),
    ("CRLF line ends", GOOD.replace("\n", "\r\n").encode(), True),
    (
        "colons, tabs, comments, upper-case keys",
        (
            f"# staff kiosk\n[kiosk]\n; on\nKIOSK:\ttrue\n  pin_hash : {HASH}\n"
            "IDLE_TIMEOUT=120\nallowed_games = match\n"
        ).encode(),
        True,
    ),
    (
        "no kiosk key: a kiosk.ini is a kiosk",
        f"[kiosk]\npin_hash = {HASH}\nidle_timeout = 120\nallowed_games = match\n".encode(),
        True,
    ),
]


def check_locked(config: KioskConfig, needle: str, pin_kept: bool) -> None:
    assert config.enabled, "a kiosk.ini that cannot be fully understood never unlocks the kiosk"
    assert any(needle in p for p in config.problems), config.problems
    assert (config.pin_hash == HASH) is pin_kept, "a PIN is used only from a file whose structure was understood"
    if not pin_kept:
        assert config.pin_hash is None
    assert config.allowed_games and config.player_counts and 15 <= config.idle_timeout <= 3600
    # (at most its first 297 characters: a long path, a test's deep temporary folder say, is cut)
    assert config.problems[0][:297] in config.staff_line(), "the start screen's staff line says it"


@pytest.mark.parametrize(("content", "needle", "pin_kept"), [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED])
def test_a_malformed_config_keeps_the_kiosk_locked_and_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
    content: str | bytes | Callable[[Path], None], needle: str, pin_kept: bool,
) -> None:
    if content is make_unreadable:  # what this account gets for a file it may not read (root reads anything)
        from desktop.base import files

        real_open = files.os.open

        def refuse(file: object, *args: object) -> int:
            if str(file).endswith("kiosk.ini"):
                raise PermissionError(13, "Permission denied", str(file))
            return real_open(file, *args)  # type: ignore[arg-type]

        monkeypatch.setattr(files.os, "open", refuse)
    if callable(content):
        path = tmp_path / "etc" / "dicebox" / "kiosk.ini"
        path.parent.mkdir(parents=True)
        content(path)
    else:
        path = place(tmp_path / "etc", content)
    paths = (path,)
    assert kiosk_config_present(paths), "an existing file, whatever it is, counts as present"
    config = load_config(paths)  # without --kiosk: the file alone must lock
    check_locked(config, needle, pin_kept)
    assert any(needle in r.getMessage() for r in caplog.records), "the problem is logged"
    assert load_config(paths, force_enable=True).enabled


@pytest.mark.parametrize(("content", "enabled"), [t[1:] for t in TOLERATED], ids=[t[0] for t in TOLERATED])
def test_unusual_but_clear_files_are_read_exactly_as_written(tmp_path: Path, content: bytes, enabled: bool) -> None:
    config = load_config((place(tmp_path, content),))
    assert not config.problems, config.problems
    assert config.enabled is enabled
    if enabled:
        assert config.pin_hash == HASH and config.idle_timeout == 120 and config.allowed_games == ("match",)


def test_a_file_that_only_root_can_read_keeps_the_kiosk_locked(tmp_path: Path) -> None:
    """The real thing, not a simulated error: chmod 000 read by an account that is not root
    (as root, the check runs in a child process that drops to user nobody first)."""
    folder = Path(tempfile.mkdtemp(prefix="dicebox-kiosk-"))
    path = place(folder, CLEAN_OFF)
    try:
        folder.chmod(0o755)
        path.parent.chmod(0o755)
        path.chmod(0o000)
        code = (
            "import os, sys\n"
            "from desktop.kiosk.config import load_config\n"
            "from desktop.kiosk.path import kiosk_config_present\n"
            "if os.geteuid() == 0:\n"
            "    os.setgroups([]); os.setgid(65534); os.setuid(65534)\n"
            f"paths = ({str(path)!r},)\n"
            "from pathlib import Path\n"
            "paths = tuple(Path(p) for p in paths)\n"
            "c = load_config(paths)\n"
            "print(kiosk_config_present(paths), c.enabled, c.pin_hash, '|'.join(c.problems))\n"
        )
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stderr
        present, enabled, pin, problems = out.stdout.strip().split(" ", 3)
        assert (present, enabled, pin) == ("True", "True", "None")
        assert "permission denied" in problems
    finally:
        path.chmod(0o600)
        shutil.rmtree(folder)


def test_a_folder_this_account_may_not_search_counts_as_a_config(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "dicebox" / "kiosk.ini"

    def denied(p: object, *args: object, **kwargs: object) -> object:
        raise PermissionError(13, "Permission denied", str(p))

    with monkeypatch.context() as patch:
        patch.setattr(kiosk_path.os, "lstat", denied)
        assert kiosk_config_present((path,)), "cannot tell whether it is there: count it"
        patch.setattr(kiosk_config.os, "stat", denied)
        config = load_config((path,))
    assert config.enabled and config.pin_hash is None and "permission denied" in config.problems[0]


def test_nothing_there_means_no_kiosk_unless_asked(tmp_path: Path) -> None:
    paths = (tmp_path / "a" / "dicebox" / "kiosk.ini", tmp_path / "not-a-folder" / "dicebox" / "kiosk.ini")
    (tmp_path / "not-a-folder").write_text("")
    assert not kiosk_config_present(paths)
    assert load_config(paths) == KioskConfig()
    forced = load_config(paths, force_enable=True)
    assert forced.enabled and forced.pin_hash is None and forced.idle_timeout == DEFAULT_IDLE
    assert "no staff PIN is set" in forced.staff_line()


def test_a_clean_kiosk_false_is_the_administrators_choice(tmp_path: Path) -> None:
    paths = (place(tmp_path, f"[kiosk]\nkiosk = false\npin_hash = {HASH}\nidle_timeout = 60\n"),)
    assert not load_config(paths).enabled
    forced = load_config(paths, force_enable=True)  # dicebox --kiosk still uses the file's settings
    assert forced.enabled and forced.pin_hash == HASH and forced.idle_timeout == 60 and not forced.problems


def test_problems_quote_values_briefly(tmp_path: Path) -> None:
    """The staff line is on a public screen: a long value is quoted in part, not whole."""
    config = load_config((place(tmp_path, "[kiosk]\nkiosk = false\nhide_cursor = " + "x" * 60_000 + "\n"),))
    assert config.enabled and len(config.problems[0]) < 300 and len(config.staff_line()) < 700


def test_a_full_config_is_read(tmp_path: Path) -> None:
    text = (f"[kiosk]\nkiosk = true\nidle_timeout = 120\nallowed_games = match, triple-dice, match\n"
            f"player_counts = 2,1\nhide_cursor = yes\npin_hash = {HASH}\n")
    config = load_config((place(tmp_path, text),))
    assert config.enabled and config.idle_timeout == 120 and config.hide_cursor
    assert config.allowed_games == ("match", "triple-dice") and config.player_counts == (1, 2)
    assert config.pin_hash == HASH and not config.problems
    assert config.staff_line() == hash_weakness(HASH), "only the flag of HASH's test-speed 1,000 rounds"


def test_the_file_size_limit_is_exact(tmp_path: Path) -> None:
    text = "[kiosk]\nkiosk = false\n"
    fits = text + "#" * (MAX_BYTES - len(text) - 1) + "\n"
    assert not load_config((place(tmp_path / "a", fits),)).enabled
    assert load_config((place(tmp_path / "b", fits + "\n"),)).enabled


# Several places -----------------------------------------------------------------------------

XDG_PLATFORM = pytest.mark.skipif(sys.platform.startswith("win") or sys.platform == "darwin",
                                  reason="XDG_CONFIG_DIRS is read on Linux and the BSDs")


@XDG_PLATFORM
def test_every_xdg_config_dirs_entry_is_searched_in_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ubuntu sessions list /etc/xdg/xdg-$DESKTOP_SESSION first; the file may be in any entry."""
    first, second = tmp_path / "a", tmp_path / "b"
    first.mkdir()
    path = place(second, GOOD)
    monkeypatch.setenv("XDG_CONFIG_DIRS", f"{first}:{second}")
    assert config_paths()[:2] == (first / "dicebox" / "kiosk.ini", path)
    assert kiosk_config_present() and where_to_edit() == path
    config = load_config()
    assert config.enabled and config.pin_hash == HASH and not config.problems


def test_xdg_config_dirs_rules() -> None:
    env = {"XDG_CONFIG_DIRS": "/etc/xdg/xdg-ubuntu:relative/dir::/etc/xdg/xdg-ubuntu/:/usr/share/xdg"}
    assert [str(p) for p in config_paths(env, "linux")] == [
        "/etc/xdg/xdg-ubuntu/dicebox/kiosk.ini", "/usr/share/xdg/dicebox/kiosk.ini", "/etc/xdg/dicebox/kiosk.ini",
    ], "relative and repeated entries are skipped; /etc/xdg is always searched, last"
    assert [str(p) for p in config_paths({}, "linux")] == ["/etc/xdg/dicebox/kiosk.ini"]
    assert [str(p) for p in config_paths({"XDG_CONFIG_DIRS": ""}, "freebsd14")] == ["/etc/xdg/dicebox/kiosk.ini"]
    assert [str(p) for p in config_paths({"XDG_CONFIG_DIRS": "/etc/xdg"}, "linux")] == ["/etc/xdg/dicebox/kiosk.ini"]


def test_windows_and_macos_places() -> None:
    assert [str(p) for p in config_paths({"PROGRAMDATA": r"D:\ProgramData"}, "win32")] == [
        r"D:\ProgramData\dicebox\kiosk.ini", r"C:\ProgramData\dicebox\kiosk.ini",
    ]
    assert [str(p) for p in config_paths({"PROGRAMDATA": r"c:\programdata\\"}, "win32")] == [
        r"c:\programdata\dicebox\kiosk.ini",
    ], "the same folder in other letters' case is searched once"
    assert [str(p) for p in config_paths({}, "win32")] == [r"C:\ProgramData\dicebox\kiosk.ini"]
    assert [str(p) for p in config_paths({"PROGRAMDATA": "relative"}, "win32")] == [r"C:\ProgramData\dicebox\kiosk.ini"]
    assert [str(p) for p in config_paths({"XDG_CONFIG_DIRS": "/x"}, "darwin")] == [
        "/Library/Preferences/dicebox/kiosk.ini",
    ]


@XDG_PLATFORM
def test_an_environment_variable_cannot_hide_the_system_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Pointing XDG_CONFIG_DIRS elsewhere adds places; the fixed folder is searched anyway."""
    fixed = tmp_path / "etc-xdg"
    path = place(fixed, GOOD)
    monkeypatch.setattr(kiosk_path, "XDG_FIXED", str(fixed))
    monkeypatch.setenv("XDG_CONFIG_DIRS", str(tmp_path / "empty"))
    assert path in config_paths() and kiosk_config_present()
    assert load_config().enabled
    monkeypatch.setenv("DICEBOX_KIOSK_CONFIG", str(tmp_path / "missing.ini"))  # the old override is gone
    assert load_config().enabled


def test_a_kiosk_false_elsewhere_cannot_outvote_a_kiosk(tmp_path: Path) -> None:
    """An earlier file saying kiosk = false (one an environment variable could point at) does
    not turn off a kiosk configured later in the order: differing files lock, without a PIN."""
    mine = place(tmp_path / "home", CLEAN_OFF)
    system = place(tmp_path / "etc", GOOD)
    config = load_config((mine, system))
    assert config.enabled and config.pin_hash is None
    assert "several kiosk.ini files were found and they differ" in config.problems[0]
    assert str(mine) in config.problems[0] and str(system) in config.problems[0]
    evil = place(tmp_path / "evil", f"[kiosk]\nkiosk = true\npin_hash = {hash_pin('000000', rounds=1_000)}\n")
    assert load_config((evil, system)).pin_hash is None, "nor can it bring its own PIN"


def test_identical_copies_are_one_config(tmp_path: Path) -> None:
    a, b = place(tmp_path / "a", GOOD), place(tmp_path / "b", GOOD)
    config = load_config((a, b))
    assert config.enabled and config.pin_hash == HASH and not config.problems


def test_an_unreadable_second_place_locks_too(tmp_path: Path) -> None:
    good = place(tmp_path / "a", GOOD)
    folder = tmp_path / "b" / "dicebox" / "kiosk.ini"
    folder.mkdir(parents=True)
    config = load_config((good, folder))
    assert config.enabled and config.pin_hash is None and any("is a folder" in p for p in config.problems)


def test_allowed_games_default_is_all() -> None:
    assert KioskConfig().allowed_games == GAME_IDS


@pytest.mark.slow
def test_random_damage_never_raises_and_never_unlocks(tmp_path: Path) -> None:
    """2,000 seeded mutations of a clean kiosk = false file (bytes flipped, cut, doubled,
    inserted): loading never raises, and the result is either locked with a problem named or a
    file that still reads as a clean kiosk = false."""
    base = f"[kiosk]\nkiosk = false\npin_hash = {HASH}\nidle_timeout = 60\nallowed_games = match\n".encode()
    shm = Path("/dev/shm")  # a memory file system where there is one: 2,000 rewrites of a disk file take seconds
    folder = Path(tempfile.mkdtemp(dir=shm)) if shm.is_dir() and os.access(shm, os.W_OK) else tmp_path
    path = folder / "kiosk.ini"
    says_false = re.compile(r"(?im)^[ \t]*kiosk[ \t]*[=:][ \t]*(0|false|no|off)[ \t]*$")
    logging.disable(logging.WARNING)  # 2,000 captured warnings would cost seconds
    try:
        for seed in range(2_000):
            rng = random.Random(seed)
            data = bytearray(base)
            for _ in range(rng.randint(1, 4)):
                at = rng.randrange(len(data) + 1)
                match rng.randrange(4):
                    case 0 if data:
                        data[min(at, len(data) - 1)] = rng.randrange(256)
                    case 1:
                        del data[at:at + rng.randint(1, 8)]
                    case 2:
                        data[at:at] = data[max(0, at - 12):at]
                    case _:
                        data[at:at] = bytes(
                            rng.choice(b"[]=:#;\n\r\t \x00\xef\xbb\xbfkiosfalse") for _ in range(rng.randint(1, 3))
                        )
            path.write_bytes(bytes(data))
            config = load_config((path,))
            assert config.enabled or not config.problems, f"seed {seed}: a problem named, yet unlocked"
            if not config.enabled:
                assert says_false.search(bytes(data).decode("utf-8-sig")), (
                    f"seed {seed}: unlocked without kiosk = false"
                )
    finally:
        logging.disable(logging.NOTSET)
        if folder != tmp_path:
            shutil.rmtree(folder)
