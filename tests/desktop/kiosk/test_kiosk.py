"""Kiosk mode holds against every exit path, and always starts locked whatever its config says."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton
from qt_helpers import open_kiosk

import engine
from desktop import app as app_module
from desktop.base.settings import Settings
from desktop.kiosk.config import KioskConfig
from desktop.kiosk.mode import KioskMode, PinDialog
from desktop.kiosk.pin import hash_pin
from desktop.session.controller import GameController
from desktop.window.main_window import MainWindow

PIN = "246802"
ROOT = Path(__file__).resolve().parents[3]
FAST_HASH = hash_pin(PIN, rounds=1_000)


@pytest.fixture
def kiosk_window(qtbot, settings: Settings):
    config = KioskConfig(enabled=True, pin_hash=FAST_HASH)
    window, kiosk = open_kiosk(qtbot, settings, config)
    yield window, kiosk
    kiosk.unlocked = True  # let the fixture close it


# Window -----------------------------------------------------------------------------------

def test_kiosk_ignores_close_and_quit_shortcuts(qtbot, kiosk_window) -> None:
    window, _kiosk = kiosk_window
    assert not window.menuBar().isVisible()
    assert not window.close(), "window close / Alt+F4 is refused"
    assert window.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_F4, Qt.KeyboardModifier.AltModifier)
    assert window.isVisible()
    assert not window.menus.actions["quit"].isEnabled() and not window.menus.actions["new"].isEnabled()
    assert "staff" in window.status_label.text().lower()


def test_start_screen_offers_only_allowed_games_and_counts(qtbot, settings: Settings) -> None:
    config = KioskConfig(enabled=True, allowed_games=("dice-dash", "dicegame"), player_counts=(1, 2))
    kiosk = KioskMode(config)
    window = MainWindow(GameController(None), settings, kiosk=kiosk)
    qtbot.addWidget(window)
    window.show()
    screen = kiosk.start_screen
    assert set(screen.tiles) == {"dice-dash", "dicegame"} and set(screen.count_buttons) == {1, 2}
    assert all(b.minimumSizeHint().height() >= 48 for b in screen.count_buttons.values())
    qtbot.mouseClick(screen.count_buttons[2], Qt.MouseButton.LeftButton)
    assert not screen.tiles["dice-dash"].isEnabled(), "Dice Dash is solo"
    qtbot.mouseClick(screen.tiles["dicegame"], Qt.MouseButton.LeftButton)
    assert window.stack.currentIndex() == 0
    assert window.controller.state.game == "dicegame" and len(window.controller.state.players) == 2
    kiosk.unlocked = True


@pytest.mark.slow
def test_every_game_can_be_offered_and_a_lone_visitor_gets_a_computer_opponent(qtbot, kiosk_window) -> None:
    window, kiosk = kiosk_window
    screen = kiosk.start_screen
    assert tuple(screen.tiles) == engine.GAME_IDS, "by default the kiosk offers all four games"
    qtbot.mouseClick(screen.count_buttons[1], Qt.MouseButton.LeftButton)
    assert all(tile.isEnabled() for tile in screen.tiles.values())
    assert "Triple Dice: you play against the computer" in screen.note.text()
    qtbot.mouseClick(screen.tiles["triple-dice"], Qt.MouseButton.LeftButton)
    assert (window.current_page() is window.pages.get("triple-dice")) and not kiosk.on_start_screen
    controller = window.controller
    assert list(controller.state.players) == ["You", "Computer"] and list(controller.seats) == ["human", "expert"]
    QApplication.processEvents()
    buttons = [b for b in window.pages["triple-dice"].findChildren(QPushButton) if b.isVisible()]
    assert buttons and all(b.height() >= 48 for b in buttons), [(b.text(), b.height()) for b in buttons]
    # Back to the start screen, then a scorecard game: the window leaves the Triple Dice table.
    qtbot.mouseClick(window.start_screen_button, Qt.MouseButton.LeftButton)
    assert kiosk.on_start_screen
    qtbot.mouseClick(screen.count_buttons[3], Qt.MouseButton.LeftButton)
    assert not screen.tiles["dice-dash"].isEnabled() and "Dice Dash: not for 3 players" in screen.note.text()
    qtbot.mouseClick(screen.tiles["triple-dice"], Qt.MouseButton.LeftButton)
    assert list(window.controller.seats) == ["human"] * 3, "three visitors play each other"
    kiosk.show_start_screen()
    assert screen.players() == 1, "the next visitor starts from the first choice"
    qtbot.mouseClick(screen.count_buttons[3], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.tiles["match"], Qt.MouseButton.LeftButton)
    assert window.current_page() is not window.pages.get("triple-dice") and window.controller.state.game == "match"
    assert len(window.controller.state.players) == 3


def test_start_screen_fits_a_small_screen(qtbot, kiosk_window) -> None:
    window, kiosk = kiosk_window
    screen = kiosk.start_screen
    count = len(screen.tiles)
    for size, most in (((800, 600), 2), ((1280, 800), 4)):  # columns of 262 px tiles that fit
        window.resize(*size)
        QApplication.processEvents()
        rows = -(-count // min(count, most))
        assert screen.columns == -(-count // rows), f"{count} tiles at {size}: rows as few and as even as they fit"
        for tile in screen.tiles.values():
            assert screen.rect().contains(QRect(tile.mapTo(screen, QPoint(0, 0)), tile.size())), tile.text()
        assert screen.note.geometry().top() >= max(
            t.mapTo(screen, QPoint(0, t.height())).y() for t in screen.tiles.values()
        )


@pytest.mark.slow
def test_triple_dice_keeps_touch_sizes_on_a_small_kiosk_screen(qtbot, kiosk_window) -> None:
    window, kiosk = kiosk_window
    kiosk.start_game("triple-dice", 2)
    page = window.pages["triple-dice"]
    for width, height, side in ((800, 600, False), (1280, 800, True)):
        window.resize(width, height)
        QApplication.processEvents()
        assert page.side.isVisible() == side
        targets = [*page.hand.dice, *(b for b in page.findChildren(QPushButton) if b.isVisible())]
        small = [(type(t).__name__, t.width(), t.height()) for t in targets if min(t.width(), t.height()) < 48]
        assert not small, f"touch targets under 48 px at {width}x{height}: {small}"
        assert page.width() <= window.width()


def test_touch_sizes_in_kiosk(qtbot, kiosk_window) -> None:
    window, kiosk = kiosk_window
    kiosk.start_game("match", 1)
    QApplication.processEvents()
    assert all(d.height() >= 48 and d.width() >= 48 for d in window.scorecard.tray.dice)
    assert window.scorecard.roll_button.height() >= 48
    assert window.scorecard.table.verticalHeader().defaultSectionSize() >= 48
    assert window.start_screen_button.height() >= 48


@pytest.mark.slow
def test_pin_dialog_accepts_rejects_and_unlocks(qtbot, kiosk_window) -> None:
    window, kiosk = kiosk_window
    dialog = PinDialog(kiosk.gate, window)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.edit, "1111")
    qtbot.keyClick(dialog.edit, Qt.Key.Key_Return)
    assert dialog.result() == 0 and "Wrong PIN" in dialog.message.text()
    for key in PIN:
        dialog._key(key)
    dialog._key("OK")
    assert dialog.result() == PinDialog.DialogCode.Accepted


class Clock:
    """The kiosk's time, moved by the test: a gesture's three seconds pass when the test says so,
    not when a loaded machine gets round to the next click."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def test_admin_gesture_then_pin_exits(qtbot, settings: Settings) -> None:
    clock = Clock()
    window, kiosk = open_kiosk(qtbot, settings, KioskConfig(enabled=True, pin_hash=FAST_HASH), clock=clock)
    kiosk.start_game("dice-dash", 1)
    asked: list[str] = []
    advised: list[object] = []
    kiosk.ask = lambda dialog: advised.append(dialog) or 1  # the weak test hash's advice, read and closed

    def answer() -> None:
        """Whoever is at the PIN dialog: staff type the PIN once the gesture was made; a dialog
        opened by mistake is recorded and closed, so the test goes on to fail on it."""
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PinDialog):
            return
        asked.append(phase[0])
        if phase[0] == "slow taps":
            dialog.reject()
        else:
            dialog.edit.setText(PIN)
            dialog.submit()

    phase = ["slow taps"]
    watcher = QTimer()
    watcher.timeout.connect(answer)
    watcher.start(0)
    # Five taps spread over more than three seconds are no gesture.
    for _ in range(5):
        qtbot.mouseClick(window.title_label, Qt.MouseButton.LeftButton)
        clock.now += 0.8
    assert not asked and not kiosk.unlocked and window.isVisible()
    # Five within three seconds are: the PIN is asked, and the right one lets staff out.
    phase[0] = "gesture"
    clock.now += 10
    for _ in range(5):
        qtbot.mouseClick(window.title_label, Qt.MouseButton.LeftButton)
        clock.now += 0.5
    watcher.stop()
    assert asked == ["gesture"] and len(advised) == 1
    assert kiosk.unlocked
    assert not window.isVisible()


@pytest.mark.slow
def test_idle_timeout_counts_down_then_returns_to_start_screen(qtbot, settings: Settings) -> None:
    config = dataclasses.replace(KioskConfig(enabled=True), idle_timeout=0.3, countdown=1)
    kiosk = KioskMode(config)
    window = MainWindow(GameController(None), settings, kiosk=kiosk)
    qtbot.addWidget(window)
    window.show()
    kiosk.start_game("match", 1)
    kiosk.watcher.timer.start()
    qtbot.waitUntil(lambda: kiosk.overlay.isVisible(), timeout=3000)
    assert kiosk.overlay.count.text() == "1"
    qtbot.waitUntil(lambda: kiosk.on_start_screen, timeout=3000)
    assert not kiosk.overlay.isVisible()
    # A touch during the countdown keeps the game.
    kiosk.start_game("match", 1)
    kiosk.watcher.timer.start()
    qtbot.waitUntil(lambda: kiosk.overlay.isVisible(), timeout=3000)
    qtbot.mouseClick(window.scorecard.tray.dice[0], Qt.MouseButton.LeftButton)
    assert not kiosk.overlay.isVisible() and not kiosk.on_start_screen
    kiosk.unlocked = True


def kiosk_ini(folder: Path, text: str | bytes) -> Path:
    """A kiosk.ini in an XDG_CONFIG_DIRS entry ``folder`` (the places the launcher looks)."""
    path = folder / "dicebox" / "kiosk.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return path


def test_config_file_turns_on_kiosk_without_the_flag(tmp_path: Path, monkeypatch) -> None:
    kiosk_ini(tmp_path / "second", "[kiosk]\nkiosk = true\n")
    monkeypatch.setenv("XDG_CONFIG_DIRS", f"{tmp_path / 'first'}:{tmp_path / 'second'}")
    seen: list[KioskConfig] = []
    monkeypatch.setattr(app_module, "run_kiosk", lambda app, config: seen.append(config) or 0)
    assert app_module.main([]) == 0
    assert seen and seen[0].enabled


LAUNCH_KIOSK = r"""
import json
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from desktop import app as launcher
from desktop.window.main_window import MainWindow

seen = {}

def inspect_and_quit():
    qapp = QApplication.instance()
    windows = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    window = windows[0]
    kiosk = window.kiosk
    if kiosk is not None:
        seen.update(fullscreen=window.isFullScreen(), start=kiosk.on_start_screen, refused=not window.close(),
                    staff=kiosk.start_screen.staff.text() if kiosk.start_screen.staff.isVisible() else "",
                    pin=kiosk.config.pin_hash is not None)
        kiosk.unlocked = True
    seen["kiosk"] = kiosk is not None
    window.close()
    qapp.quit()

qapp = QApplication([])  # the launcher takes it over; the timer needs it to exist
QTimer.singleShot(1000, inspect_and_quit)
code = launcher.main([])
print(json.dumps({"exit": code, **seen}))
"""


@pytest.mark.slow
@pytest.mark.parametrize(
    ("text", "pin"),
    [(b"[KIOSK]\nkiosk = false\n", False), (b"[kiosk]\nkiosk = false\nkiosk = false\n", False),
     ("[kiosk]\nkiosk = false\n".encode("utf-16-le"), False),
     (f"[kiosk]\nkiosk = false\nkoisk = true\npin_hash = {FAST_HASH}\n".encode(), True),
     (b"\xef\xbb\xbf[kiosk]\nkiosk = true\n", False)],
    ids=["upper-case header", "duplicate key", "UTF-16 without BOM", "unknown key", "UTF-8 BOM (understood)"],
)
def test_the_launcher_really_opens_the_locked_kiosk_for_a_broken_config(tmp_path: Path, text: bytes, pin: bool) -> None:
    """``dicebox`` with no flag and a kiosk.ini it cannot fully understand: the real launcher
    opens the fullscreen, locked start screen, whose staff line says what is wrong. (In its own
    process: the launcher runs and quits a whole QApplication event loop.)"""
    path = kiosk_ini(tmp_path / "xdg", text)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_DIRS=f"{tmp_path / 'empty'}:{tmp_path / 'xdg'}")
    proc = subprocess.run([sys.executable, "-c", LAUNCH_KIOSK], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    assert seen["exit"] == 0 and seen["kiosk"], "a kiosk.ini that cannot be fully understood never unlocks"
    assert seen["fullscreen"] and seen["start"] and seen["refused"] and seen["pin"] is pin
    if text.startswith(b"\xef\xbb\xbf"):
        assert "no staff PIN is set" in seen["staff"]
    else:
        assert "could not be fully understood" in seen["staff"] and str(path) in seen["staff"]
        assert str(path) in proc.stderr, "and the log says it"
        log = (tmp_path / "data" / "Dicebox" / "Dicebox" / "kiosk.log").read_text()
        assert "kiosk.ini could not be fully understood" in log


def test_pin_setup_window_makes_a_verifiable_hash_line(qtbot) -> None:
    """Windows has no console for ``--set-kiosk-pin``: the same checks, in a window."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    from desktop.kiosk.pin import PBKDF2_ROUNDS, verify_pin
    from desktop.kiosk.setup import PinSetupDialog

    dialog = PinSetupDialog()
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.pin, "12ab34")  # letters are refused as they are typed
    assert dialog.pin.text() == "1234"
    qtbot.keyClicks(dialog.again, "1243")
    qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
    assert "differ" in dialog.problem.text() and dialog.line == "" and not dialog.copy_button.isEnabled()
    for short in ("12", "24680"):
        dialog.pin.setText(short)
        dialog.again.setText(short)
        qtbot.keyClick(dialog.again, Qt.Key.Key_Return)
        assert "6 to 12 digits" in dialog.problem.text() and dialog.line == ""
    dialog.pin.setText("246802")
    dialog.again.setText("246802")
    qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
    assert dialog.problem.text() == ""
    assert dialog.line.startswith(f"pin_hash = pbkdf2_sha256${PBKDF2_ROUNDS}$")
    stored = dialog.line.split(" = ", 1)[1]
    assert verify_pin("246802", stored) and not verify_pin("246803", stored)
    assert dialog.pin.text() == "" and dialog.again.text() == ""  # the PIN does not linger on screen
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == dialog.line


def test_set_kiosk_pin_without_a_terminal_opens_the_window(monkeypatch) -> None:
    from desktop import app as launcher

    opened: list[bool] = []
    monkeypatch.setattr(launcher.sys, "stdin", None)
    monkeypatch.setattr(launcher, "set_kiosk_pin_in_window", lambda: opened.append(True) or 0)
    assert launcher.set_kiosk_pin() == 0 and opened == [True]
