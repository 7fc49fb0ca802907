"""The staff PIN: a salted PBKDF2-SHA256 hash at 600,000 rounds for new PINs of at least 6
digits, and a wrong-PIN lock-out that survives a restart of the app, so
restarting it is no way round the lock-out."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from desktop.base.settings import Settings
from desktop.kiosk.config import KioskConfig
from desktop.kiosk.mode import KioskMode, PinDialog
from desktop.kiosk.pin import NO_PIN_MESSAGE, PBKDF2_ROUNDS, PinGate, hash_pin, parse_hash, pin_problem, verify_pin
from desktop.session.controller import GameController
from desktop.window.main_window import MainWindow

PIN = "246802"
FAST_HASH = hash_pin(PIN, rounds=1_000)


class Clock:
    def __init__(self, now: float = 1_700_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


# Hashes -----------------------------------------------------------------------------------

@pytest.mark.slow
def test_new_hashes_are_salted_pbkdf2_sha256_at_600000_rounds() -> None:
    assert PBKDF2_ROUNDS == 600_000
    a, b = hash_pin(PIN), hash_pin(PIN)
    assert a != b and PIN not in a, "salted"
    name, rounds, salt, digest = a.split("$")
    assert (name, int(rounds), len(bytes.fromhex(salt))) == ("pbkdf2_sha256", 600_000, 16)
    assert bytes.fromhex(digest) == hashlib.pbkdf2_hmac("sha256", PIN.encode(), bytes.fromhex(salt), 600_000)
    assert verify_pin(PIN, a) and not verify_pin("246803", a) and not verify_pin(PIN, "junk")


@pytest.mark.slow
def test_existing_hashes_keep_verifying_by_the_rounds_they_carry() -> None:
    old = hash_pin("2468", rounds=200_000)  # what the app made before, 4 digits allowed then
    assert parse_hash(old)[0] == 200_000
    assert verify_pin("2468", old) and not verify_pin("2469", old)


@pytest.mark.parametrize(
    "stored",
    [
        hash_pin(PIN, rounds=999),
        FAST_HASH.replace("$1000$", "$10000001$", 1),  # more rounds than any hash the app accepts
        "pbkdf2_sha256$+1000$00$00",
        "pbkdf2_sha256$1000$abcd$" + "00" * 32,
        "pbkdf2_sha1$1000$" + "00" * 16 + "$" + "00" * 32,
        "pbkdf2_sha256$1000$" + "00" * 16 + "$" + "00" * 31,
        "pbkdf2_sha256$\u0661\u0660\u0660\u0660$" + "00" * 16 + "$" + "00" * 32,
    ],
)
def test_hashes_the_app_could_not_have_made_are_refused(stored: str) -> None:
    assert parse_hash(stored) is None and not verify_pin(PIN, stored)


@pytest.mark.parametrize(
    ("pin", "problem"),
    [
        ("123456", None),
        ("123456789012", None),
        ("12345", "6 to 12 digits"),
        ("1234", "6 to 12 digits"),
        ("1234567890123", "6 to 12 digits"),
        ("12a456", "6 to 12 digits"),
        ("\u0661\u0662\u0663\u0664\u0665\u0666", "6 to 12 digits"),
        ("", "6 to 12 digits"),
    ],
)
def test_new_pins_have_6_to_12_ascii_digits(pin: str, problem: str | None) -> None:
    found = pin_problem(pin, pin)
    assert (found is None) if problem is None else (problem in found)
    assert "differ" in pin_problem("123456", "123457")


# Lock-out ---------------------------------------------------------------------------------

def test_wrong_pins_are_rate_limited() -> None:
    clock = Clock()
    gate = PinGate(FAST_HASH, clock=clock)
    assert gate.try_pin("000000") == (False, "Wrong PIN. 2 more tries before a lock-out.")
    assert not gate.try_pin("000001")[0]
    ok, message = gate.try_pin("000002")
    assert not ok and "locked for 30 s" in message
    ok, message = gate.try_pin(PIN)
    assert not ok and "Try again in 30 s" in message, "even the right PIN waits out the lock"
    clock.now += 31
    assert not gate.try_pin("999999")[0]
    assert gate.seconds_locked() == pytest.approx(60), "each further failure doubles the lock"
    clock.now += 61
    assert gate.try_pin(PIN)[0]
    assert gate.failures == 0


def test_the_lock_is_capped_at_an_hour_and_a_quiet_day_forgets() -> None:
    clock = Clock()
    gate = PinGate(FAST_HASH, clock=clock)
    for _ in range(40):
        clock.now += gate.seconds_locked() + 1
        gate.try_pin("000000")
    assert gate.seconds_locked() == PinGate.MAX_LOCK
    clock.now += PinGate.FORGET_AFTER + 1
    assert gate.try_pin("000000") == (False, "Wrong PIN. 2 more tries before a lock-out.")


def test_an_empty_entry_is_not_a_wrong_pin() -> None:
    gate = PinGate(FAST_HASH, clock=Clock())
    assert gate.try_pin("") == (False, "Type the staff PIN, then OK.") and gate.failures == 0


def test_no_pin_read_means_no_pin_exit_and_the_administrators_way_out() -> None:
    ok, message = PinGate(None).try_pin("000000")
    assert not ok and message == NO_PIN_MESSAGE
    assert "fixing kiosk.ini" in message and "stopping Dicebox from their own account" in message


def test_a_lockout_survives_a_restart(tmp_path: Path) -> None:
    record = tmp_path / "state" / "kiosk-lockout.json"
    clock = Clock()
    gate = PinGate(FAST_HASH, clock=clock, state_file=record)
    for pin in ("000000", "000001", "000002"):
        gate.try_pin(pin)
    assert gate.seconds_locked() == 30
    clock.now += 10
    again = PinGate(FAST_HASH, clock=clock, state_file=record)  # the app restarted
    assert again.seconds_locked() == pytest.approx(20)
    assert "Try again in 20 s" in again.try_pin(PIN)[1]
    clock.now += 21
    assert not again.try_pin("000003")[0] and again.seconds_locked() == 60, "the count went on, not from zero"
    clock.now += 61
    assert again.try_pin(PIN)[0]
    assert PinGate(FAST_HASH, clock=clock, state_file=record).failures == 0, "the right PIN clears the record"
    assert not list(record.parent.glob("*.tmp")), "no temporary file is left behind"


def test_two_wrong_pins_then_a_restart_leave_one_free_try(tmp_path: Path) -> None:
    record = tmp_path / "kiosk-lockout.json"
    clock = Clock()
    gate = PinGate(FAST_HASH, clock=clock, state_file=record)
    gate.try_pin("000000")
    gate.try_pin("000001")
    again = PinGate(FAST_HASH, clock=clock, state_file=record)
    assert "locked for 30 s" in again.try_pin("000002")[1]


def test_a_missing_record_is_a_first_start(tmp_path: Path) -> None:
    gate = PinGate(FAST_HASH, clock=Clock(), state_file=tmp_path / "none" / "kiosk-lockout.json")
    assert gate.failures == 0 and gate.seconds_locked() == 0
    assert not (tmp_path / "none").exists(), "nothing is written until a PIN is wrong"


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{",
        b"not json",
        b"\xff\xfe",
        b"[]",
        b'{"failures": 0}',
        b'{"failures": -1, "locked_until": 0, "last_failure": 0}',
        b'{"failures": true, "locked_until": 0, "last_failure": 0}',
        b'{"failures": 0, "locked_until": NaN, "last_failure": 0}',
        b'{"failures": 0, "locked_until": "0", "last_failure": 0}',
        b'{"failures": 0, "locked_until": 0, "last_failure": 0, "x": 1}',
        b"[" * 100_000,
        b" " * 5000,
    ],
    ids=lambda c: repr(c[:24]),
)
def test_a_damaged_record_starts_locked_not_with_free_tries(tmp_path: Path, content: bytes, caplog) -> None:
    record = tmp_path / "kiosk-lockout.json"
    record.write_bytes(content)
    clock = Clock()
    with caplog.at_level(logging.WARNING, "dicebox.kiosk"):
        gate = PinGate(FAST_HASH, clock=clock, state_file=record)
    assert gate.seconds_locked() == PinGate.BASE_LOCK and gate.failures == PinGate.FREE_TRIES
    assert not gate.try_pin(PIN)[0], "even the right PIN waits"
    assert any("lock-out record" in r.getMessage() and "damaged" in r.getMessage() for r in caplog.records)
    assert json.loads(record.read_text())["failures"] == PinGate.FREE_TRIES, "the record is repaired"
    clock.now += PinGate.BASE_LOCK
    assert not gate.try_pin("000000")[0] and gate.seconds_locked() == 60, "no free tries came back"


def test_an_unreadable_record_starts_locked(tmp_path: Path, monkeypatch) -> None:
    record = tmp_path / "kiosk-lockout.json"
    record.write_text('{"failures": 0, "locked_until": 0, "last_failure": 0}')
    from desktop.base import files

    real_open = files.os.open

    def refuse(file: object, *args: object) -> int:  # what a record this account may not read gives
        if str(file) == str(record):
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(files.os, "open", refuse)
    gate = PinGate(FAST_HASH, clock=Clock(), state_file=record)
    assert gate.seconds_locked() == PinGate.BASE_LOCK


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs")
def test_a_pipe_put_in_the_records_place_starts_locked_at_once(tmp_path: Path) -> None:
    """A pipe is never waited on: the kiosk would hang before its first frame."""
    record = tmp_path / "kiosk-lockout.json"
    os.mkfifo(record)
    gate = PinGate(FAST_HASH, clock=Clock(), state_file=record)
    assert gate.seconds_locked() == PinGate.BASE_LOCK


def test_a_forged_far_future_lock_is_no_longer_than_the_lock_itself(tmp_path: Path) -> None:
    """A clock set back, or a hand-edited file: staff never wait more than the count allows."""
    record = tmp_path / "kiosk-lockout.json"
    clock = Clock()
    record.write_text(json.dumps({"failures": 4, "locked_until": clock.now + 10**9, "last_failure": clock.now}))
    assert PinGate(FAST_HASH, clock=clock, state_file=record).seconds_locked() == 60


def test_an_unwritable_record_still_locks_while_the_app_runs(tmp_path: Path, caplog) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    gate = PinGate(FAST_HASH, clock=Clock(), state_file=blocker / "kiosk-lockout.json")  # its folder is a file
    with caplog.at_level(logging.WARNING, "dicebox.kiosk"):
        for pin in ("000000", "000001", "000002"):
            gate.try_pin(pin)
    assert gate.seconds_locked() == 30
    assert sum("could not record wrong PINs" in r.getMessage() for r in caplog.records) == 1, "said once"


@pytest.mark.slow
def test_the_kiosk_window_keeps_its_lockout_across_a_restart(qtbot, settings: Settings, tmp_path: Path) -> None:
    record = tmp_path / "data" / "kiosk-lockout.json"
    config = KioskConfig(enabled=True, pin_hash=FAST_HASH)

    def open_kiosk() -> tuple[MainWindow, KioskMode]:
        kiosk = KioskMode(config, lockout_file=record)
        window = MainWindow(GameController(None), settings, kiosk=kiosk)
        qtbot.addWidget(window)
        window.show()
        return window, kiosk

    window, kiosk = open_kiosk()
    dialog = PinDialog(kiosk.gate, window)
    qtbot.addWidget(dialog)
    for pin in ("111111", "222222", "333333"):
        dialog.edit.setText(pin)
        dialog.submit()
    assert "locked for 30 s" in dialog.message.text()
    kiosk.unlocked = True
    window.close()
    QApplication.processEvents()
    window, kiosk = open_kiosk()  # as after a crash or a power cut
    dialog = PinDialog(kiosk.gate, window)
    qtbot.addWidget(dialog)
    dialog.edit.setText(PIN)
    dialog.submit()
    assert dialog.result() != PinDialog.DialogCode.Accepted and "Too many wrong PINs" in dialog.message.text()
    kiosk.unlocked = True
