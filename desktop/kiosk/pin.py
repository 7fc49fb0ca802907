"""The kiosk's staff PIN: its salted hash, and the wrong-PIN lock-out that survives a restart.

The kiosk's own account can read kiosk.ini, so the hash must hold against an offline search:
PBKDF2-SHA256 at 600,000 rounds (today's recommended work factor) over at least 6 digits puts a
full search of the PIN space at about two days of one core. Hashes made with fewer rounds (an
older Dicebox, or written by hand) keep verifying by the rounds they carry, so staff are never
locked out, but they are flagged on the start screen's staff line (``hash_weakness``); the next
right PIN is hashed again at today's strength and staff are handed that ``pin_hash`` line for
kiosk.ini (the app never writes the administrator's file). A right PIN outside 6 to 12 digits
(a hand-made hash) is flagged the same way: no re-hash makes a short PIN strong. Online guessing
at the keypad is slowed by a lock-out that doubles after every wrong PIN; it is kept in a small
file so that restarting the app (a crash, a power cut, a service restart) does not hand out fresh
tries.

Why a missing lock-out file means "no failures yet" but a damaged one means "locked": the file
lives in the kiosk account's data folder. A visitor in kiosk mode cannot reach a file manager,
a terminal or any dialog that opens files, so cannot delete or edit it; whoever can is already
outside the kiosk and has nothing left to unlock. A missing file is therefore what a first
start looks like. A file that exists but cannot be read or makes no sense is an accident (disk,
power) or tampering; treating it as "all free tries used, locked for a while" is never weaker
than the truth it replaced, and staff only wait BASE_LOCK seconds.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import os
import time
from collections.abc import Callable
from pathlib import Path

from desktop.base.atomic import write_atomic
from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate

log = logging.getLogger("dicebox.kiosk")

PBKDF2_ROUNDS = 600_000
"""Work factor of new hashes (OWASP's 2023 figure for PBKDF2-HMAC-SHA256)."""
MIN_ROUNDS = 1_000
MAX_ROUNDS = 10_000_000
"""A stored hash outside these bounds is refused: too weak to trust, or a start-up stall."""
PIN_MIN_DIGITS = 6
PIN_MAX_DIGITS = 12
LOCKOUT_FILE = "kiosk-lockout.json"
NO_PIN_MESSAGE = QT_TRANSLATE_NOOP(
    "KioskPin", "No staff PIN could be read on this kiosk, so the PIN exit is off. An administrator ends kiosk "
    "mode by fixing kiosk.ini, or by stopping Dicebox from their own account."
)


def pin_problem(pin: str, again: str) -> str | None:
    """Why a new staff PIN cannot be used, or None (shared by the terminal and the window)."""
    if pin != again:
        return translate("KioskPin", "the two PINs differ; nothing changed, try again")
    if not (pin.isascii() and pin.isdigit() and PIN_MIN_DIGITS <= len(pin) <= PIN_MAX_DIGITS):
        return translate("KioskPin", "a PIN is {pin_min_digits} to {pin_max_digits} digits (the kiosk keypad has "
                         "only digits; fewer digits would fall to a search of the stored hash)").format(
            pin_min_digits=PIN_MIN_DIGITS, pin_max_digits=PIN_MAX_DIGITS)
    return None


SALT_BYTES = 16


def hash_weakness(stored: str | None) -> str | None:
    """For the staff line: why a stored hash is weaker than the ones this version makes, or None."""
    parsed = parse_hash(stored) if stored else None
    if parsed is None or (parsed[0] >= PBKDF2_ROUNDS and len(parsed[1]) >= SALT_BYTES):
        return None
    return translate("KioskPin", "Staff: the staff PIN's hash in kiosk.ini is weaker than new ones ({rounds} rounds "
                     "and a {salt}-byte salt; new ones have {current} rounds and {current_salt} bytes). Type the PIN "
                     "once: the kiosk then shows a stronger pin_hash line to put in kiosk.ini.").format(
        rounds=parsed[0], salt=len(parsed[1]), current=PBKDF2_ROUNDS, current_salt=SALT_BYTES)


def hash_pin(pin: str, salt: bytes | None = None, rounds: int = PBKDF2_ROUNDS) -> str:
    """``pbkdf2_sha256$rounds$salt$hash`` (hex), the form ``pin_hash`` takes in kiosk.ini."""
    salt = salt if salt is not None else os.urandom(SALT_BYTES)
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode("utf-8"), salt, rounds)
    return f"pbkdf2_sha256${rounds}${salt.hex()}${digest.hex()}"


def parse_hash(stored: str) -> tuple[int, bytes, bytes] | None:
    """(rounds, salt, digest), or None for anything that is not a hash this app could have made."""
    parts = stored.split("$")
    if len(parts) != 4 or parts[0] != "pbkdf2_sha256" or not parts[1].isascii() or not parts[1].isdigit():
        return None
    try:
        rounds, salt, digest = int(parts[1]), bytes.fromhex(parts[2]), bytes.fromhex(parts[3])
    except ValueError:
        return None
    if not MIN_ROUNDS <= rounds <= MAX_ROUNDS or len(salt) < 8 or len(digest) != 32:
        return None
    return rounds, salt, digest


def verify_pin(pin: str, stored: str) -> bool:
    parsed = parse_hash(stored)
    if parsed is None:
        return False
    rounds, salt, digest = parsed
    return hmac.compare_digest(hashlib.pbkdf2_hmac("sha256", pin.encode("utf-8"), salt, rounds), digest)


class PinGate:
    """Checks PINs; after FREE_TRIES wrong ones, each further one locks the keypad for twice as
    long (30 s, 60 s, ... up to an hour). A quiet day forgets earlier failures. With
    ``state_file`` the count and the lock survive a restart of the app."""

    FREE_TRIES = 3
    BASE_LOCK = 30.0
    MAX_LOCK = 3600.0
    """Cap: a day then allows about 30 guesses of a million PINs, and staff never wait hours."""
    FORGET_AFTER = 24 * 3600.0

    def __init__(
        self, pin_hash: str | None, clock: Callable[[], float] = time.time, state_file: Path | None = None
    ) -> None:
        """``clock`` is wall-clock time: a lock written to disk must mean the same after a reboot."""
        self.pin_hash = pin_hash
        self.clock = clock
        self.state_file = state_file
        self.failures = 0
        self.locked_until = 0.0
        self.last_failure = 0.0
        self.advice = ""
        """For staff, after a right PIN: what to change in kiosk.ini ("" when nothing)."""
        self.stronger = ""
        """After a right PIN against a weak hash: the ``pin_hash`` line at today's strength."""
        self._warned_write = False
        if state_file is not None:
            self._load(state_file)

    # Lock arithmetic ---------------------------------------------------------------------
    def lock_for(self, failures: int) -> float:
        if failures < self.FREE_TRIES:
            return 0.0
        doubling: int = 2 ** min(failures - self.FREE_TRIES, 20)  # a whole number: the power is never negative here
        return min(self.MAX_LOCK, self.BASE_LOCK * doubling)

    def seconds_locked(self) -> float:
        """What is left of the lock; never more than the lock itself (a clock set back, or a
        forged file, cannot lock staff out for longer)."""
        left = self.locked_until - self.clock()
        return max(0.0, min(left, self.lock_for(self.failures)))

    def try_pin(self, pin: str) -> tuple[bool, str]:
        """(accepted, message for the dialog)."""
        if self.pin_hash is None:
            return False, translate("KioskPin", NO_PIN_MESSAGE)
        wait = self.seconds_locked()
        if wait > 0:
            return False, translate("KioskPin", "Too many wrong PINs. Try again in {int} s.").format(
                int=int(wait + 0.999))
        if not pin:
            return False, translate("KioskPin", "Type the staff PIN, then OK.")
        now = self.clock()
        if self.failures and now - self.last_failure > self.FORGET_AFTER:
            self.failures = 0
        if verify_pin(pin, self.pin_hash):
            if self.failures:
                self.failures, self.locked_until, self.last_failure = 0, 0.0, 0.0
                self._save()
            self._review(pin)
            return True, translate("KioskPin", "PIN accepted.")
        self.failures += 1
        self.last_failure = now
        lock = self.lock_for(self.failures)
        self.locked_until = now + lock
        self._save()  # before the answer: pulling the plug now must not undo the count
        log.warning("kiosk: wrong staff PIN (%d in a row)", self.failures)
        if lock:
            return False, translate("KioskPin", "Wrong PIN. Too many tries: locked for {int} s.").format(int=int(lock))
        left = self.FREE_TRIES - self.failures
        return False, translate("KioskPin", "Wrong PIN. %n more tries before a lock-out.", None, left)

    def _review(self, pin: str) -> None:
        """After a right PIN: flag a PIN outside the rules, or re-hash one kept too weakly (this
        session then verifies at today's strength; staff get the line for kiosk.ini)."""
        assert self.pin_hash is not None
        if not (pin.isascii() and pin.isdigit() and PIN_MIN_DIGITS <= len(pin) <= PIN_MAX_DIGITS):
            self.advice = translate(
                "KioskPin", "The staff PIN has {count} characters, but a PIN is {pin_min_digits} to "
                "{pin_max_digits} digits: a shorter one falls to a search of its stored hash. Choose a new PIN "
                "with dicebox --set-kiosk-pin and put its pin_hash line in kiosk.ini.",
            ).format(count=len(pin), pin_min_digits=PIN_MIN_DIGITS, pin_max_digits=PIN_MAX_DIGITS)
            self.stronger = ""
            log.warning("kiosk: the staff PIN is %d characters long, outside %d to %d digits", len(pin),
                        PIN_MIN_DIGITS, PIN_MAX_DIGITS)
            return
        if hash_weakness(self.pin_hash) is None:
            return
        rounds = parse_hash(self.pin_hash)[0]  # type: ignore[index]
        self.pin_hash = self.stronger = hash_pin(pin)
        self.advice = translate(
            "KioskPin", "The staff PIN's hash in kiosk.ini is weaker than new ones ({rounds} rounds; new ones have "
            "{current}). The PIN stays the same: to keep it at today's strength, replace the pin_hash line in "
            "kiosk.ini with this one.",
        ).format(rounds=rounds, current=PBKDF2_ROUNDS)
        log.warning("kiosk: the staff PIN's hash has %d rounds; a %d-round pin_hash line was shown to staff",
                    rounds, PBKDF2_ROUNDS)

    # Persistence -------------------------------------------------------------------------
    def _load(self, path: Path) -> None:
        from desktop.base.files import Unreadable, read_file  # lazy: only a kiosk reads its record

        if not os.path.lexists(path):
            return  # a first start (see the module's docstring)
        try:
            raw = read_file(path, 4096)  # a pipe or a device put there is refused, not waited on
        except Unreadable as exc:
            if exc.problem.code == "path-too-large":
                raw = b""  # damaged: see below
            else:
                self._assume_locked(path, f"cannot be read ({exc.problem})")
                return
        try:
            data = json.loads(raw.decode("utf-8")) if raw else None
        except (UnicodeDecodeError, ValueError, RecursionError):
            data = None
        fields = _fields(data)
        if fields is None:
            self._assume_locked(path, "is damaged")
            return
        self.failures, self.locked_until, self.last_failure = fields
        if self.failures and self.seconds_locked() == 0 and self.clock() - self.last_failure > self.FORGET_AFTER:
            self.failures = 0
        if self.failures >= self.FREE_TRIES:
            log.warning("kiosk: %d wrong staff PINs before this start; %d s of lock-out left",
                        self.failures, int(self.seconds_locked() + 0.999))

    def _assume_locked(self, path: Path, why: str) -> None:
        now = self.clock()
        self.failures = self.FREE_TRIES
        self.last_failure = now
        self.locked_until = now + self.lock_for(self.failures)
        log.warning("kiosk: the lock-out record %s %s; the PIN keypad starts locked for %d s", path, why,
                    int(self.BASE_LOCK))
        self._save()

    def _save(self) -> None:
        """Replace the file whole (a fixed temporary name, so a kill mid-write leaves at most one
        stray file, which the next write reuses). A failure is logged once; the lock-out still
        holds for as long as the app runs."""
        if self.state_file is None:
            return
        path = self.state_file
        text = json.dumps({"failures": self.failures, "locked_until": self.locked_until,
                           "last_failure": self.last_failure})
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(path, text)
        except OSError as exc:
            if not self._warned_write:
                self._warned_write = True
                log.warning("kiosk: could not record wrong PINs in %s (%s); the lock-out lasts only while "
                            "the app runs", path, exc.strerror or exc)


def _fields(data: object) -> tuple[int, float, float] | None:
    """(failures, locked_until, last_failure) from the file's JSON, or None if it is not that."""
    if not isinstance(data, dict) or set(data) != {"failures", "locked_until", "last_failure"}:
        return None
    failures, until, last = data["failures"], data["locked_until"], data["last_failure"]
    if type(failures) is not int or not 0 <= failures <= 1_000_000:
        return None
    numbers = []
    for value in (until, last):
        if type(value) not in (int, float) or value != value or abs(value) > 1e12:  # NaN, inf, junk
            return None
        numbers.append(float(value))
    return failures, numbers[0], numbers[1]
