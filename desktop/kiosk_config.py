"""Kiosk configuration, PIN hashing and the wrong-PIN rate limit (pure Python, no Qt).

A kiosk is a public machine: whatever is wrong with its config file, it must still start
locked down. So loading never raises: every problem becomes a logged sentence and the
affected setting keeps its safe default. The PIN is stored only as a salted PBKDF2 hash.
"""

from __future__ import annotations

import configparser
import hashlib
import hmac
import logging
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from engine.ids import GAME_IDS

from .kiosk_path import system_config_path

log = logging.getLogger("dicebox.kiosk")

SECTION = "kiosk"
PBKDF2_ROUNDS = 200_000
DEFAULT_IDLE = 90
COUNTDOWN_SECONDS = 10


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
    """Why a setting fell back to its default (also logged)."""


def pin_problem(pin: str, again: str) -> str | None:
    """Why a new staff PIN cannot be used, or None (shared by the terminal and the dialog)."""
    if pin != again:
        return "the two PINs differ; nothing changed, try again"
    if not (pin.isdigit() and 4 <= len(pin) <= 12):
        return "a PIN is 4 to 12 digits (the kiosk keypad has only digits)"
    return None


def hash_pin(pin: str, salt: bytes | None = None, rounds: int = PBKDF2_ROUNDS) -> str:
    """``pbkdf2_sha256$rounds$salt$hash`` (hex), the form ``pin_hash`` takes in kiosk.ini."""
    salt = salt if salt is not None else os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode("utf-8"), salt, rounds)
    return f"pbkdf2_sha256${rounds}${salt.hex()}${digest.hex()}"


def _parse_hash(stored: str) -> tuple[int, bytes, bytes] | None:
    parts = stored.split("$")
    if len(parts) != 4 or parts[0] != "pbkdf2_sha256":
        return None
    try:
        rounds, salt, digest = int(parts[1]), bytes.fromhex(parts[2]), bytes.fromhex(parts[3])
    except ValueError:
        return None
    if not 1_000 <= rounds <= 10_000_000 or len(salt) < 8 or len(digest) != 32:
        return None
    return rounds, salt, digest


def verify_pin(pin: str, stored: str) -> bool:
    parsed = _parse_hash(stored)
    if parsed is None:
        return False
    rounds, salt, digest = parsed
    return hmac.compare_digest(hashlib.pbkdf2_hmac("sha256", pin.encode("utf-8"), salt, rounds), digest)


def _bool(text: str) -> bool | None:
    low = text.strip().lower()
    if low in ("1", "true", "yes", "on"):
        return True
    if low in ("0", "false", "no", "off"):
        return False
    return None


def load_config(path: Path | None = None, force_enable: bool = False) -> KioskConfig:
    """Read kiosk.ini; never raises. ``force_enable`` is the ``--kiosk`` flag."""
    path = path or system_config_path()
    problems: list[str] = []
    values: dict[str, str] = {}
    if path.exists():
        parser = configparser.ConfigParser(interpolation=None)
        try:
            with open(path, encoding="utf-8") as fh:
                parser.read_file(fh)
            if parser.has_section(SECTION):
                values = dict(parser.items(SECTION))
            else:
                problems.append(f"{path} has no [{SECTION}] section; using safe defaults")
        except (OSError, UnicodeDecodeError, configparser.Error) as exc:
            problems.append(f"{path} could not be read ({type(exc).__name__}: {exc}); using safe defaults".replace("\n", " "))
    config = KioskConfig()
    enabled = force_enable
    if "kiosk" in values:
        flag = _bool(values["kiosk"])
        if flag is None:
            # A garbled switch in an admin's file means they wanted a kiosk: lock down.
            problems.append(f"kiosk = {values['kiosk']!r} is not true/false; kiosk mode stays on to be safe")
            enabled = True
        else:
            enabled = enabled or flag
    pin_hash = values.get("pin_hash", "").strip() or None
    if pin_hash is not None and _parse_hash(pin_hash) is None:
        problems.append("pin_hash is not a pbkdf2_sha256 hash (make one with: dicebox --set-kiosk-pin); admin exit is disabled")
        pin_hash = None
    idle = config.idle_timeout
    if "idle_timeout" in values:
        try:
            idle = int(values["idle_timeout"])
            if not 15 <= idle <= 3600:
                raise ValueError
        except ValueError:
            problems.append(f"idle_timeout = {values['idle_timeout']!r} is not 15..3600 seconds; using {DEFAULT_IDLE}")
            idle = DEFAULT_IDLE
    games = config.allowed_games
    if "allowed_games" in values:
        wanted = tuple(g.strip() for g in values["allowed_games"].split(",") if g.strip())
        unknown = [g for g in wanted if g not in GAME_IDS]
        if unknown:
            problems.append(f"allowed_games names unknown games {unknown}; known: {', '.join(GAME_IDS)}")
        games = tuple(dict.fromkeys(g for g in wanted if g in GAME_IDS)) or GAME_IDS
    counts = config.player_counts
    if "player_counts" in values:
        try:
            parsed = tuple(sorted({int(c) for c in values["player_counts"].split(",") if c.strip()}))
            if not parsed or any(not 1 <= c <= 4 for c in parsed):
                raise ValueError
            counts = parsed
        except ValueError:
            problems.append(f"player_counts = {values['player_counts']!r} is not a list of 1..4; allowing 1 to 4")
    hide = config.hide_cursor
    if "hide_cursor" in values:
        flag = _bool(values["hide_cursor"])
        if flag is None:
            problems.append(f"hide_cursor = {values['hide_cursor']!r} is not true/false; the cursor stays visible")
        else:
            hide = flag
    for problem in problems:
        log.warning("kiosk config: %s", problem)
    if enabled and pin_hash is None:
        log.warning("kiosk: no admin PIN configured; the admin exit is disabled until pin_hash is set")
    return KioskConfig(enabled, pin_hash, idle, COUNTDOWN_SECONDS, games, counts, hide, tuple(problems))


class PinGate:
    """Checks PINs with a growing lock-out after repeated failures (3 tries, then 30 s, 60 s...)."""

    FREE_TRIES = 3
    BASE_LOCK = 30.0

    def __init__(self, pin_hash: str | None, clock: Callable[[], float] = time.monotonic) -> None:
        self.pin_hash = pin_hash
        self.clock = clock
        self.failures = 0
        self.locked_until = 0.0

    def seconds_locked(self) -> float:
        return max(0.0, self.locked_until - self.clock())

    def try_pin(self, pin: str) -> tuple[bool, str]:
        """(accepted, message for the dialog)."""
        if self.pin_hash is None:
            return False, "No admin PIN is configured on this kiosk; set pin_hash in kiosk.ini."
        wait = self.seconds_locked()
        if wait > 0:
            return False, f"Too many wrong PINs. Try again in {int(wait + 0.999)} s."
        if verify_pin(pin, self.pin_hash):
            self.failures = 0
            return True, "PIN accepted."
        self.failures += 1
        log.warning("kiosk: wrong admin PIN (%d in a row)", self.failures)
        if self.failures >= self.FREE_TRIES:
            lock = self.BASE_LOCK * 2 ** (self.failures - self.FREE_TRIES)
            self.locked_until = self.clock() + lock
            return False, f"Wrong PIN. Too many tries: locked for {int(lock)} s."
        left = self.FREE_TRIES - self.failures
        return False, f"Wrong PIN. {left} more {'try' if left == 1 else 'tries'} before a lock-out."
