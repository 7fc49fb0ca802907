"""Kiosk configuration: reading the administrator's kiosk.ini (pure Python, no Qt).

A kiosk is a public machine, so the rule is: **never less locked**. A kiosk.ini that exists in
any place the app looks (see ``kiosk_path``) turns kiosk mode on, unless it is a clean file that
says ``kiosk = false``. A file that cannot be fully understood keeps kiosk mode on whatever it
seems to say, and the problem is logged and shown on the start screen's staff line:

- *the file as a whole* (cannot be read by this account, a folder or device instead of a file,
  a dangling or looping link, larger than 64 KiB, not UTF-8 or UTF-16 text, control characters,
  no ``[kiosk]`` header or one spelled differently, a second ``[kiosk]`` or any other section, a
  line that is not ``key = value``, several differing kiosk.ini files): nothing in it is used,
  every setting takes its safe default and no PIN is read;
- *one setting* (an unknown key, a key given twice, a value out of range): that setting takes its
  safe default (for ``pin_hash``: none, so no PIN exit) and the rest of the file is used.

A UTF-8 or UTF-16 byte-order mark is understood (Notepad and PowerShell write them), so such a
file works exactly as written. When no PIN could be read, the way out is the administrator's:
fix the file, or stop the app from their own account. There is no built-in PIN.

Loading never raises: every problem becomes a sentence naming the file and what was wrong.
"""

from __future__ import annotations

import errno
import logging
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

from desktop.i18n.tr import translate
from engine.ids import GAME_IDS

from .path import config_paths, probe
from .pin import NO_PIN_MESSAGE, hash_weakness, parse_hash

log = logging.getLogger("dicebox.kiosk")

SECTION = "kiosk"
DEFAULT_IDLE = 90
COUNTDOWN_SECONDS = 10
MAX_BYTES = 64 * 1024
"""A real kiosk.ini is a few hundred bytes; anything this big is not one."""
DEFAULT_VOLUME = 80
KEYS = ("kiosk", "pin_hash", "idle_timeout", "allowed_games", "player_counts", "hide_cursor", "daily_board",
        "sound", "volume")
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]")
"""Characters no hand-written config holds (a tab is fine; line ends are split off first)."""


@dataclass(frozen=True)
class KioskConfig:
    enabled: bool = False
    pin_hash: str | None = None
    idle_timeout: int = DEFAULT_IDLE
    countdown: int = COUNTDOWN_SECONDS
    allowed_games: tuple[str, ...] = GAME_IDS
    player_counts: tuple[int, ...] = (1, 2, 3, 4)
    hide_cursor: bool = False
    problems: tuple[str, ...] = field(default=(), compare=False)
    """Why the config could not be fully understood and what was done instead (also logged)."""
    daily_board: bool = False
    """Today's best scores with three-letter initials on the start screen (off unless asked for)."""
    sound: bool = True
    """The game's sounds (on unless the staff turn them off: visitors cannot)."""
    volume: int = DEFAULT_VOLUME
    """Their volume, 0 to 100."""

    def staff_line(self) -> str:
        """One sentence for the start screen's staff line: empty when all is as configured."""
        parts = []
        if self.problems:
            more = len(self.problems) - 1
            extra = translate("KioskConfig", " (and %n more problems in the kiosk log)", None, more) if more else ""
            first = self.problems[0] if len(self.problems[0]) <= 300 else self.problems[0][:297] + "..."
            parts.append(translate("KioskConfig", "Staff: kiosk.ini could not be fully understood, so the kiosk runs "
                                   "locked with safe settings. {problem}{more}.").format(problem=first, more=extra))
        if self.enabled and self.pin_hash is None:
            parts.append(translate("KioskPin", NO_PIN_MESSAGE) if self.problems else
                         translate("KioskConfig", "Staff: no staff PIN is set (pin_hash in kiosk.ini), so the PIN "
                                   "exit is off."))
        weak = hash_weakness(self.pin_hash) if self.enabled else None
        if weak:
            parts.append(weak)
        return " ".join(parts)


@dataclass
class _Read:
    """One kiosk.ini as read: its bytes (to compare copies), understood values, problems."""

    path: Path
    data: bytes | None = None
    values: dict[str, str] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    whole: bool = False
    """The file as a whole was not understood: nothing in it is used."""

    def fail(self, why: str) -> _Read:
        self.problems.append(f"{self.path}: {why}")
        self.whole = True
        self.values = {}
        return self


def load_config(paths: tuple[Path, ...] | None = None, force_enable: bool = False) -> KioskConfig:
    """The kiosk settings from every kiosk.ini found; never raises. ``force_enable`` is the
    ``--kiosk`` flag, which turns kiosk mode on even without a file."""
    paths = config_paths() if paths is None else paths
    found = [_read(p) for p in paths if probe(p)]
    if not found:
        config = KioskConfig(enabled=force_enable)
    elif len(found) > 1 and (any(r.data is None for r in found) or len({r.data for r in found}) > 1):
        names = ", ".join(str(r.path) for r in found)
        problems = [f"several kiosk.ini files were found and they differ ({names}); keep exactly one"]
        problems += [p for r in found for p in r.problems]
        config = KioskConfig(enabled=True, problems=tuple(problems))
    else:
        config = _interpret(found[0], force_enable)
    for problem in config.problems:
        log.warning("kiosk config: %s", problem)
    if config.enabled and config.pin_hash is None:
        log.warning("kiosk: no staff PIN could be read; the PIN exit is off until pin_hash is set in kiosk.ini")
    parsed = parse_hash(config.pin_hash) if config.enabled and config.pin_hash else None
    if parsed is not None and hash_weakness(config.pin_hash):
        log.warning("kiosk: the staff PIN's hash in kiosk.ini has %d rounds, weaker than new ones; the next right "
                    "PIN shows staff a stronger pin_hash line", parsed[0])
    return config


# Reading ----------------------------------------------------------------------------------

def _read(path: Path) -> _Read:
    """Bytes, text and lines of one file, or why not (never raises)."""
    result = _Read(path)
    try:
        info = os.stat(path)
    except OSError as exc:
        if exc.errno == errno.ENOENT:
            return result.fail("is a link to something that is not there")
        if exc.errno == errno.ELOOP:
            return result.fail("is a link that loops back on itself")
        if exc.errno == errno.ENOTDIR:
            return result.fail(f"cannot be there: {path.parent} is a file, not a folder (make it a folder "
                               "and put kiosk.ini inside)")
        return result.fail(f"cannot be read by this account ({_reason(exc)})")
    if stat.S_ISDIR(info.st_mode):
        return result.fail("is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        return result.fail("is not a regular file")
    writable = _writable_by_anyone(path, info)
    if writable:
        return result.fail(f"can be changed by any account ({writable} is writable by all); "
                           "an administrator makes it writable by administrators only")
    if info.st_size > MAX_BYTES:
        return result.fail(f"is {info.st_size:,} bytes, far more than a kiosk.ini (at most {MAX_BYTES:,})")
    from desktop.base.files import Unreadable, read_file  # lazy: only a kiosk.ini that exists is read

    try:
        data = read_file(path, MAX_BYTES)  # checked again on the open file: swapped for a pipe, it is not waited on
    except Unreadable as exc:
        if exc.problem.code == "path-too-large":
            return result.fail(f"holds more than {MAX_BYTES:,} bytes, far more than a kiosk.ini")
        if exc.problem.code.startswith("path-is-"):
            return result.fail("is not a regular file")
        cause = str(exc.problem.params.get("cause") or exc.problem)
        return result.fail(f"cannot be read by this account ({cause.lower()})")
    result.data = data
    text = _decode(data)
    if text is None:
        return result.fail("is not UTF-8 or UTF-16 text (save it as UTF-8)")
    return _parse(result, text)


def _writable_by_anyone(path: Path, info: os.stat_result) -> Path | None:
    """The file or its folder when any account may change it (POSIX mode bits; Windows ACLs are
    the installer's to set): its ``pin_hash`` or ``kiosk = false`` could then be anybody's."""
    if os.name != "posix":
        return None
    if info.st_mode & stat.S_IWOTH:
        return path
    try:
        folder = os.stat(path.parent)
    except OSError:
        return None
    if folder.st_mode & stat.S_IWOTH and not folder.st_mode & stat.S_ISVTX:
        return path.parent
    return None


def _reason(exc: OSError) -> str:
    return (exc.strerror or type(exc).__name__).lower()


def _decode(data: bytes) -> str | None:
    if data.startswith((b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")):
        return None  # UTF-32: no editor writes it by accident
    try:
        if data.startswith((b"\xff\xfe", b"\xfe\xff")):
            return data.decode("utf-16")  # the BOM says which byte order; it is dropped
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None


def _parse(result: _Read, text: str) -> _Read:
    """The grammar: blank lines, ``#``/``;`` comment lines, exactly one ``[kiosk]`` header and
    below it ``key = value`` (or ``key: value``) lines. Keys are read in any case, as before."""
    section_seen = False
    counts: dict[str, int] = {}
    for number, raw in enumerate(text.replace("\r\n", "\n").split("\n"), start=1):
        if _CONTROL.search(raw):
            return result.fail(f"line {number} holds control characters; it is not a text config")
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("["):
            name = line[1:-1].strip() if line.endswith("]") else None
            if name == SECTION and not section_seen:
                section_seen = True
                continue
            if name == SECTION:
                return result.fail(f"line {number}: a second [{SECTION}] section")
            if name is not None and name.lower() == SECTION:
                return result.fail(f"line {number}: the header must be [{SECTION}] in lower case, not {_show(line)}")
            return result.fail(f"line {number}: {_show(line)} is not the [{SECTION}] header")
        if not section_seen:
            return result.fail(f"line {number} comes before the [{SECTION}] header")
        cut = min((i for i in (line.find("="), line.find(":")) if i >= 0), default=-1)
        key = line[:cut].strip().lower() if cut > 0 else ""
        if not key:
            return result.fail(f"line {number}: {_show(line)} is not 'key = value'")
        counts[key] = counts.get(key, 0) + 1
        result.values[key] = line[cut + 1:].strip()
    if not section_seen:
        return result.fail(f"has no [{SECTION}] header" + (" (the file is empty)" if not text.strip() else ""))
    for key, count in counts.items():
        if count > 1:
            result.problems.append(f"{result.path}: {key} is given {count} times; none of them is used")
            del result.values[key]
    return result


def _show(line: str) -> str:
    return repr(line if len(line) <= 40 else line[:37] + "...")


# Meaning ----------------------------------------------------------------------------------

def _bool(text: str) -> bool | None:
    low = text.strip().lower()
    if low in ("1", "true", "yes", "on"):
        return True
    if low in ("0", "false", "no", "off"):
        return False
    return None


def _interpret(read: _Read, force_enable: bool) -> KioskConfig:
    """Settings from one understood file; any problem keeps kiosk mode on."""
    problems = list(read.problems)
    if read.whole:
        return KioskConfig(enabled=True, problems=tuple(problems))
    values = read.values
    where = read.path

    def bad(text: str) -> None:
        problems.append(f"{where}: {text}")

    for key in values:
        if key not in KEYS:
            bad(f"unknown key {_show(key)} (known: {', '.join(KEYS)})")
    switch: bool | None = True  # a file without the key is a kiosk: only 'kiosk = false' says otherwise
    if "kiosk" in values:
        switch = _bool(values["kiosk"])
        if switch is None:
            bad(f"kiosk = {_show(values['kiosk'])} is not true or false")
    pin_hash = values.get("pin_hash", "") or None
    if pin_hash is not None and parse_hash(pin_hash) is None:
        bad("pin_hash is not a pbkdf2_sha256 hash made by dicebox --set-kiosk-pin; the PIN exit is off")
        pin_hash = None
    idle = DEFAULT_IDLE
    if "idle_timeout" in values:
        text = values["idle_timeout"]
        if text.isascii() and text.isdigit() and len(text) <= 4 and 15 <= int(text) <= 3600:
            idle = int(text)
        else:
            bad(f"idle_timeout = {_show(text)} is not 15 to 3600 seconds; using {DEFAULT_IDLE}")
    games = GAME_IDS
    if "allowed_games" in values:
        wanted = tuple(g.strip() for g in values["allowed_games"].split(",") if g.strip())
        unknown = [g for g in wanted if g not in GAME_IDS]
        if unknown or not wanted:
            named = "unknown games " + _show(", ".join(unknown)) if unknown else "no game"
            bad(f"allowed_games = {_show(values['allowed_games'])} names {named}; known: {', '.join(GAME_IDS)}")
        games = tuple(dict.fromkeys(g for g in wanted if g in GAME_IDS)) or GAME_IDS
    counts: tuple[int, ...] = (1, 2, 3, 4)
    if "player_counts" in values:
        items = [c.strip() for c in values["player_counts"].split(",") if c.strip()]
        if items and all(c in ("1", "2", "3", "4") for c in items):
            counts = tuple(sorted({int(c) for c in items}))
        else:
            bad(f"player_counts = {_show(values['player_counts'])} is not a list of 1 to 4; allowing 1 to 4")

    def switch_on(key: str, otherwise: str) -> bool:
        """An optional on/off setting, off unless the file says a clear yes."""
        flag = _bool(values[key]) if key in values else False
        if flag is None:
            bad(f"{key} = {_show(values[key])} is not true or false; {otherwise}")
        return bool(flag)

    hide = switch_on("hide_cursor", "the cursor stays visible")
    board = switch_on("daily_board", "no board is kept")
    sound = _bool(values.get("sound", "on"))
    if sound is None:
        bad(f"sound = {_show(values['sound'])} is not on or off; the sound is on")
    volume = DEFAULT_VOLUME
    if "volume" in values:
        text = values["volume"]
        if text.isascii() and text.isdigit() and len(text) <= 3 and int(text) <= 100:
            volume = int(text)
        else:
            bad(f"volume = {_show(text)} is not 0 to 100; using {DEFAULT_VOLUME}")
    enabled = force_enable or bool(problems) or switch is not False
    return KioskConfig(enabled, pin_hash, idle, COUNTDOWN_SECONDS, games, counts, hide, tuple(problems), board,
                       sound is not False, volume)
