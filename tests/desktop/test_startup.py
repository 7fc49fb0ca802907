"""Start-up: the window's frame is on screen before the heavy half is built, and nothing is lost.

The launcher shows a staged window (menus, header, felt, empty card), builds the dice and
scorecard right after its first paint, and the menus' actions and docks once the game has
painted; these tests pin that order and that the staged window ends up exactly like one built
in one go.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QFrame, QWidget

import desktop.window.main_window as main_window
from desktop.base.settings import Settings
from desktop.session.controller import GameController
from desktop.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def test_staged_window_completes_after_its_first_paint(qtbot, controller: GameController, settings: Settings) -> None:
    window = MainWindow(controller, settings, staged=True)
    qtbot.addWidget(window)
    assert not window.is_complete
    assert not hasattr(window, "tray")  # the dice are not built before the first frame
    assert [m.title() for m in window.menuBar().findChildren(type(window.top_menus["game"]))][:4] == [
        "&Game", "&Edit", "&View", "&Help"
    ]
    with qtbot.waitSignal(window.completed, timeout=2000):
        window.resize(1280, 800)
        window.show()
    assert window.is_complete
    window.start_game("dice-dash", 11, None)
    # Children added to a shown window appear on the next event-loop turn (Qt queues their show).
    qtbot.waitUntil(lambda: window.scorecard.tray.isVisible() and window.scorecard.table.isVisible(), timeout=1000)
    qtbot.waitUntil(lambda: window.findChild(QFrame, "CardPlaceholder") is None, timeout=1000)
    assert window.scorecard.model.rowCount() > 0
    qtbot.waitUntil(lambda: window.is_settled, timeout=2000)  # it may settle while the page is shown
    assert [a.text() for a in window.top_menus["game"].actions() if a.text()][:1] == ["&New Game\u2026"]


class _PaintLog(QObject):
    def __init__(self, widget: QWidget, log: list[str]) -> None:
        super().__init__(widget)
        self.log = log
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.log.append("dice painted")
        return False


def _staged(qtbot, controller: GameController, settings: Settings, monkeypatch: pytest.MonkeyPatch,
            settle_ms: int) -> MainWindow:
    """A staged window whose last stage waits ``settle_ms`` for a paint that may never come."""
    monkeypatch.setattr(main_window, "SETTLE_FALLBACK_MS", settle_ms)
    window = MainWindow(controller, settings, staged=True)
    qtbot.addWidget(window)
    return window


def test_menus_and_docks_come_after_the_games_first_paint(
    qtbot, controller: GameController, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _staged(qtbot, controller, settings, monkeypatch, 60_000)  # only the paint may settle it
    log: list[str] = []
    window.settled.connect(lambda: log.append("settled"))
    window.completed.connect(lambda: window.start_game("match", 3, ["Ann", "Ben"]))
    window.completed.connect(lambda: _PaintLog(window.scorecard.tray, log))
    with qtbot.waitSignal(window.settled, timeout=2000):
        window.resize(1280, 800)
        window.show()
    assert log[:2] == ["dice painted", "settled"]
    # What the game allowed before the menus existed is applied to them when they appear.
    assert window.menus.actions["copy_seed"].isEnabled() and window.menus.actions["hints"].isEnabled()
    assert window.docks.history_view.isEnabled()


@pytest.mark.slow
def test_a_hidden_information_game_started_before_the_menus_keeps_its_secrets(
    qtbot, controller: GameController, settings: Settings
) -> None:
    settings.show_hints = True
    window = MainWindow(controller, settings, staged=True)
    qtbot.addWidget(window)
    window.completed.connect(lambda: window.start_game("triple-dice", 3, None))
    with qtbot.waitSignal(window.settled, timeout=2000):
        window.resize(1280, 800)
        window.show()
    qtbot.wait(20)
    assert not window.menus.actions["copy_seed"].isEnabled() and not window.seed_button.isVisible()
    assert not window.menus.actions["hints"].isEnabled() and not window.docks.hints.isVisible()
    assert not window.docks.history_view.isEnabled()


def test_a_computer_seat_at_start_up_settles_the_window_first(
    qtbot, controller: GameController, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The computer seats' driver reads the Speed Up action: it exists before the driver."""
    window = _staged(qtbot, controller, settings, monkeypatch, 60_000)
    window.complete()
    window.start_game("dicegame", 5, ["Ann", "Cem"], ["human", "good"])
    assert window.is_settled and window.computers is not None


def test_a_staged_window_whose_game_never_paints_still_settles(
    qtbot, controller: GameController, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _staged(qtbot, controller, settings, monkeypatch, 50)
    with qtbot.waitSignal(window.settled, timeout=2000):
        window.complete()  # never shown
    assert window.docks.history is not None and window.menus.actions["new"] is not None


def test_a_window_built_whole_never_shows_the_card_placeholder(
    qtbot, controller: GameController, settings: Settings
) -> None:
    """Kiosk, smoke test and screenshots build the window whole and show it before any event
    loop runs the placeholder's deferred delete."""
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    QApplication.processEvents()
    shown = [w for w in window.findChildren(QFrame, "CardPlaceholder") if w.isVisible()]
    assert not shown, "the empty card placeholder would paint over the felt"


def test_a_staged_window_that_is_never_painted_still_completes(
    qtbot, controller: GameController, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(main_window, "COMPLETE_FALLBACK_MS", 50)
    window = MainWindow(controller, settings, staged=True)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.completed, timeout=2000):
        pass  # never shown: the fallback timer completes it
    assert window.is_complete and window.scorecard.tray is not None


def test_staged_and_direct_windows_end_up_the_same(qtbot, tmp_path: Path) -> None:
    def build(staged: bool) -> MainWindow:
        from PySide6.QtCore import QSettings

        settings = Settings(QSettings(str(tmp_path / f"{staged}.ini"), QSettings.Format.IniFormat))
        window = MainWindow(GameController(None), settings, staged=staged)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        window.complete()
        window.start_game("match", 4, ["Ann", "Ben"])
        return window

    direct, staged = build(False), build(True)
    qtbot.waitUntil(lambda: staged.is_settled, timeout=3000)  # menus come once the game has painted
    assert direct.controller.state == staged.controller.state
    assert [r.key for r in direct.scorecard.model.rows] == [r.key for r in staged.scorecard.model.rows]
    qtbot.wait(20)
    assert direct.scorecard.table.width() == staged.scorecard.table.width()
    assert direct.scorecard.roll_button.text() == staged.scorecard.roll_button.text()
    assert {a.text() for a in direct.findChildren(type(direct.menus.actions["new"]))} == {
        a.text() for a in staged.findChildren(type(staged.menus.actions["new"]))
    }


def _save_layout_with_history_shown(qtbot, settings: Settings) -> None:
    first = MainWindow(GameController(None), settings)
    qtbot.addWidget(first)
    first.show()
    first.docks.history.show()
    settings.save_window(first.saveGeometry(), first.saveState())


def test_dock_layout_saved_before_completion_is_restored_after_it(qtbot, settings: Settings) -> None:
    _save_layout_with_history_shown(qtbot, settings)

    again = MainWindow(GameController(None), settings, staged=True)
    qtbot.addWidget(again)
    again.controls.restore_geometry()  # before the docks exist: kept until complete()
    with qtbot.waitSignal(again.settled, timeout=2000):
        again.show()
    assert again.docks.history.isVisible()


def test_a_window_closed_before_its_docks_exist_keeps_the_saved_dock_layout(qtbot, settings: Settings) -> None:
    _save_layout_with_history_shown(qtbot, settings)
    saved = settings.window_state()

    again = MainWindow(GameController(None), settings, staged=True)
    qtbot.addWidget(again)
    again.controls.restore_geometry()
    again.close()  # before any paint: no docks yet
    assert settings.window_state() == saved


LAUNCH = r"""
import gc, json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from desktop import app as launcher
from desktop.window.main_window import MainWindow

order = []
seen = {}
schedule, complete = MainWindow._schedule_completion, MainWindow.complete

def on_paint(self):
    order.append("first frame")
    seen.setdefault("html_before_first_frame", "html" in sys.modules)  # 3-4 ms of entity tables
    # Nothing of sound before the first frame: the player comes once the window settled, off the start's path.
    seen.setdefault("sound_before_first_frame", sorted({"miniaudio", "desktop.sound.player"} & set(sys.modules)))
    seen.setdefault("collector_at_first_frame", gc.isenabled())
    schedule(self)

def on_complete(self):
    if not self.is_complete:
        order.append("complete")
        # The game starts when complete() returns; the player comes once the window settled.
        self.settled.connect(lambda: QTimer.singleShot(300, inspect_and_quit))
    complete(self)

def inspect_and_quit():
    qapp = QApplication.instance()
    window = next(w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow))
    state = window.controller.state
    seen.update(game=state.game, seed=state.seed, dice_shown=window.scorecard.tray.isVisible(),
                saves=window.controller.store is not None, sounds=type(window.sounds).__name__,
                collector_once_settled=gc.isenabled(), start_frozen=gc.get_freeze_count() > 0,
                variant_rules=sorted(m for m in sys.modules
                                     if m.startswith(("engine.classic_rules", "engine.rulesets."))
                                     and m.rsplit(".", 1)[-1] not in ("dice_dash", "dicegame", "match")))
    window.close()
    qapp.quit()

MainWindow._schedule_completion = on_paint
MainWindow.complete = on_complete
code = launcher.main(["--game", "match", "--seed", "42", "--fresh"])
print(json.dumps({"exit": code, "order": order, **seen}))
"""


@pytest.mark.slow
def test_launcher_paints_the_frame_then_builds_and_starts_the_seeded_game(tmp_path: Path) -> None:
    # In its own process: the launcher runs (and quits) a whole QApplication event loop.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "-c", LAUNCH], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result == {"exit": 0, "order": ["first frame", "complete"], "game": "match", "seed": 42,
                      "dice_shown": True,
                      "saves": True, "html_before_first_frame": False, "sound_before_first_frame": [],
                      "sounds": "Sounds", "collector_at_first_frame": False, "collector_once_settled": True,
                      "start_frozen": True, "variant_rules": []}


KIOSK_COLLECTOR = r"""
import gc, json, os, sys, threading
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from desktop import app as launcher

settle = launcher.settle_memory
seen = {}

def settled():
    seen["collector_while_building"] = gc.isenabled()
    settle()
    seen["collector_once_settled"] = gc.isenabled()
    QTimer.singleShot(0, lambda: QApplication.exit(0))  # not quit(): the kiosk's window refuses to close

def never_settled():
    print(json.dumps({"exit": "the window never settled", **seen}), flush=True)
    os._exit(3)

launcher.settle_memory = settled
threading.Timer(20, never_settled).start()  # its own thread: it ends the process while the loop runs
code = launcher.main(["--kiosk"])
print(json.dumps({"exit": code, **seen}), flush=True)
os._exit(0)  # the guard's timer is still waiting
"""


@pytest.mark.slow
def test_the_kiosk_gives_the_collector_back_once_its_window_is_made(tmp_path: Path) -> None:
    """The collector rests while Qt and the window are built; the kiosk's window, whole when
    made, must give it back there, or a public machine would run for months without it."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "-c", KIOSK_COLLECTOR], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=60)
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == {
        "exit": 0, "collector_while_building": False, "collector_once_settled": True}, proc.stderr


@pytest.mark.slow
def test_bad_player_names_are_refused_before_any_window() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-m", "desktop", "--game", "dicegame", "--players", "Ann,Ann"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=60,
    )
    assert proc.returncode == 2
    assert "same name" in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.parametrize("argv", [["--seed"], ["--bogus"], ["--fresh=yes"], ["one", "two"], ["--game"]])
def test_a_malformed_command_line_is_a_usage_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """What the quick reader does not take goes to argparse: what that cannot read stops with its
    message, exit 2."""
    from desktop.app import main

    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2 and "dicebox: error:" in capsys.readouterr().err


def test_help_names_every_game_that_game_accepts(capsys: pytest.CaptureFixture[str]) -> None:
    """--help once listed three games while --game took four: the list now comes from the engine."""
    import engine
    from desktop.base.command_line import parser

    with pytest.raises(SystemExit):
        parser().parse_args(["--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert f"start this game at once: {', '.join(engine.GAME_IDS)}" in shown


TOKENS = ["--game", "--seed", "--players", "--fresh", "--kiosk", "--set-kiosk-pin", "--smoke-test", "-h",
          "--screenshots", "--game=match", "--seed=-3", "--fresh=1", "--help", "--gam", "--size", "--",
          "dice-dash", "42", "-7", "a b.dicebox", "Ana,Ben", "", "=", "--players="]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), max_size=6))
def test_the_quick_reader_reads_a_line_as_argparse_does(argv: list[str]) -> None:
    """The start reads its command line without building argparse's parser: every line the quick
    reader takes must come out as argparse reads it (values, flags, file, what is left over)."""
    import argparse
    import contextlib
    import io

    from desktop.base.command_line import parse, parser

    with contextlib.redirect_stderr(io.StringIO()):
        try:
            expected: tuple[argparse.Namespace, list[str]] | None = parser(
                helps="--screenshots" not in argv).parse_known_args(argv)
        except SystemExit:
            expected = None
        try:
            got: tuple[argparse.Namespace, list[str]] | None = parse(argv)
        except SystemExit:
            got = None
    assert got == expected, argv


@pytest.mark.parametrize("argv", [[], ["--game", "match", "--seed", "5"], ["a b.dicebox"], ["--fresh", "--kiosk"],
                                  ["--players=Ana,Ben", "--game=dicegame"], ["--screenshots", "out"]])
def test_an_everyday_line_is_read_without_argparse(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """What the start saves: the lines a desktop, a file manager and the tests start Dicebox with
    never build argparse's parser."""
    from desktop.base import command_line

    def refused() -> None:
        raise AssertionError(f"argparse was built for {argv}")

    monkeypatch.setattr(command_line, "parser", refused)
    args, rest = command_line.parse(argv)
    assert rest == [] and args.fresh == ("--fresh" in argv)


def test_the_screenshots_options_are_listed_by_their_own_help(capsys: pytest.CaptureFixture[str]) -> None:
    """``--screenshots DIR --help`` lists the picture tool's options: the window's parser must
    leave ``--help`` to it."""
    from desktop.base.command_line import parse

    args, rest = parse(["--screenshots", "out", "--help"])
    assert args.screenshots == "out" and rest == ["--help"]
    with pytest.raises(SystemExit):
        parse(["--help"])
    assert "--screenshots DIR" in capsys.readouterr().out
