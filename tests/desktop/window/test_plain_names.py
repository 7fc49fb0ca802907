"""Player names come from people and files, so they are shown as written, never as markup:
``<img width=4000 src=x>`` as a name used to blow the header up to 4,000 pixels, and ``B & C``
must not turn into ``B &amp; C``. Every label, tooltip and dialog a name reaches is swept."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from main_harness import run_main, user_settings
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import Qt as QtGui_Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel, QScrollArea, QWidget
from qt_helpers import kept_window

import engine
from desktop.base.settings import Settings
from desktop.triple.page import OVER, PRIVACY, SUMMARY, TABLE
from desktop.window.main_window import MainWindow

IMG = "<img width=4000 src=x>"
AMP = "B & C"
LONG = "W" * 24
ROOT = Path(__file__).resolve().parents[3]


def shown_as_markup(text: str, fmt: Qt.TextFormat) -> bool:
    """Whether Qt would render ``text`` as rich text in a label of format ``fmt``."""
    if fmt == Qt.TextFormat.PlainText:
        return False
    return fmt == Qt.TextFormat.RichText or QtGui_Qt.mightBeRichText(text)


def check_text(where: str, text: str, fmt: Qt.TextFormat) -> list[str]:
    """A name shown raw inside markup, or escaped inside plain text, is a defect."""
    problems = []
    if shown_as_markup(text, fmt):
        if IMG in text:
            problems.append(f"{where}: the name {IMG} is rendered as markup: {text[:80]!r}")
    elif "&lt;img" in text or "B &amp; C" in text:
        problems.append(f"{where}: an escaped name is shown as plain text: {text[:80]!r}")
    return problems


def check_model(where: str, model: object) -> list[str]:
    problems: list[str] = []
    rows, cols = model.rowCount(), model.columnCount()  # type: ignore[attr-defined]
    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
        fmt = Qt.TextFormat.PlainText if role == Qt.ItemDataRole.DisplayRole else Qt.TextFormat.AutoText
        for orientation, count in ((Qt.Orientation.Horizontal, cols), (Qt.Orientation.Vertical, rows)):
            for section in range(count):
                value = model.headerData(section, orientation, role)  # type: ignore[attr-defined]
                if isinstance(value, str):
                    problems += check_text(f"{where} header {section}", value, fmt)
        for r in range(rows):
            for c in range(cols):
                value = model.data(model.index(r, c, QModelIndex()), role)  # type: ignore[attr-defined]
                if isinstance(value, str):
                    problems += check_text(f"{where} cell {r},{c}", value, fmt)
    return problems


def sweep(*roots: QWidget) -> list[str]:
    """Every label's text and every widget's tooltip under ``roots``, and their item models."""
    problems: list[str] = []
    for root in roots:
        for widget in [root, *root.findChildren(QWidget)]:
            name = widget.objectName() or type(widget).__name__
            if isinstance(widget, QLabel):
                problems += check_text(f"label {name}", QLabel.text(widget), widget.textFormat())
            if widget.toolTip():
                problems += check_text(f"tooltip of {name}", widget.toolTip(), Qt.TextFormat.AutoText)
            if isinstance(widget, QAbstractItemView) and widget.model() is not None:
                problems += check_model(f"model of {name}", widget.model())
    return problems


@pytest.fixture
def win(qtbot, store, settings: Settings) -> MainWindow:
    window = kept_window(store, settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def test_a_markup_name_does_not_blow_up_the_header(qtbot, win: MainWindow) -> None:
    win.start_game("dicegame", 7, [IMG, "B"])
    label = win.turn_label
    assert label.text() == f"{IMG}'s turn"
    assert label.sizeHint().width() < 400 and label.sizeHint().height() < 60
    assert win.minimumSizeHint().width() <= 800
    assert not sweep(win)


def test_a_long_name_is_cut_with_an_ellipsis_at_800x600_not_the_window_widened(qtbot, win: MainWindow) -> None:
    """At 150% (the shipped font fits 24 W's at 100%), the longest name cannot fit at 800x600."""
    from desktop.look.appearance import appearance

    appearance().apply(win.settings.theme, 150)
    try:
        win.start_game("dicegame", 7, [LONG, "M" * 24], ["human", "expert"])
        win.resize(800, 600)
        qtbot.waitUntil(lambda: win.width() == 800)
        label = win.turn_label
        qtbot.waitUntil(lambda: QLabel.text(label).endswith("\u2026</b>"))
        assert label.geometry().right() < win.round_label.geometry().left()
        assert LONG in label.toolTip(), "the whole line is in the tooltip"
        win.resize(1280, 800)
        qtbot.waitUntil(lambda: "\u2026" not in QLabel.text(label))
        assert QLabel.text(label) == f"<b>{LONG}'s turn</b>" and label.toolTip() == ""
    finally:
        appearance().apply(win.settings.theme, 100)


@pytest.mark.slow
def test_names_are_plain_through_a_scorecard_game_and_its_summary(qtbot, win: MainWindow) -> None:
    win.start_game("dicegame", 7, [IMG, AMP])
    controller = win.controller
    rng = random.Random(4)
    problems = sweep(win)
    while controller.state.phase != "finished":
        action = rng.choice(engine.legal_actions(controller.state))
        controller.move_by_program(action)
        if isinstance(action, engine.Score):
            problems += sweep(win)
    # A click in the other player's column: the status line quotes both names.
    other = 1 - controller.state.current_player if controller.state.phase != "finished" else 1
    win.show_message(f"That is {controller.state.players[other]}'s column; it is {IMG}'s turn.")
    dialog = win.dialogs.game_over
    assert dialog is not None
    problems += sweep(win, dialog)
    assert not problems, "\n".join(problems[:10])
    headline = dialog.findChild(QLabel, "SummaryHeadline")
    assert IMG in headline.text() or AMP in headline.text()
    assert headline.sizeHint().width() < 700


@pytest.mark.slow
def test_names_are_plain_through_a_triple_dice_game(qtbot, win: MainWindow) -> None:
    """Pass-and-play: privacy screens, round summaries, the seat rows, the game over panel."""
    win.start_game("triple-dice", 12, [IMG, AMP, LONG], ["human", "human", "human"])
    page = win.pages["triple-dice"]
    c = page.controller
    rng = random.Random(5)
    problems = sweep(win)
    steps = 0
    while c.state.phase != "finished" and steps < 400:
        steps += 1
        if page.current_page() == PRIVACY:
            problems += sweep(win)
            page.privacy.button.click()
            continue
        if page.current_page() == SUMMARY:
            problems += sweep(win)
            page.summary.button.click()
            continue
        state = c.state
        assert c.move_by_program(rng.choice(engine.legal_actions(state)), state.current_player)
        if steps % 5 == 0:
            problems += sweep(win)
    assert c.state.phase == "finished"
    problems += sweep(win)
    assert not problems, "\n".join(problems[:10])
    assert page.over.ranking_labels[0][1].text() in (IMG, AMP, LONG)


def sideways_scrolling(page: QWidget) -> list[str]:
    return [area.objectName() or "scroll area" for area in page.findChildren(QScrollArea)
            if area.isVisible() and area.horizontalScrollBar().maximum() > 0]


@pytest.mark.slow
def test_triple_dice_with_long_names_fits_800x600_on_every_screen(qtbot, win: MainWindow) -> None:
    """Four 24-letter names at 800x600 through a pass-and-play game: the table, privacy screens,
    round summaries and the game over panel never need sideways scrolling, and Total shows."""
    win.start_game("triple-dice", 12, [LONG, "M" * 24, IMG, "Q" * 24], ["human"] * 4)
    win.resize(800, 600)
    qtbot.waitUntil(lambda: win.width() == 800)
    page = win.pages["triple-dice"]
    c = page.controller
    rng = random.Random(6)
    seen: set[int] = set()
    while True:
        seen.add(page.current_page())
        qtbot.waitUntil(lambda: not sideways_scrolling(page), timeout=2000)  # once the layout settles
        view = page.totals_view
        total = page.totals_model.HEADERS.index("Total")
        assert view.columnViewportPosition(total) + view.columnWidth(total) <= view.viewport().width()
        if c.state.phase == "finished":
            break
        if page.current_page() == PRIVACY:
            page.privacy.button.click()
        elif page.current_page() == SUMMARY:
            page.summary.button.click()
        else:
            assert c.move_by_program(rng.choice(engine.legal_actions(c.state)), c.state.current_player)
    assert seen == {TABLE, SUMMARY, PRIVACY, OVER}


@pytest.mark.parametrize(
    ("players", "needle"),
    [("", "empty"), pytest.param("Ana,\x1b[31mBen", "control character", marks=pytest.mark.slow),
     pytest.param("A\nB", "control character", marks=pytest.mark.slow)],
)
def test_bad_players_on_the_command_line_are_one_clear_line(players: str, needle: str) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-m", "desktop", "--game", "match", "--players", players],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=60,
    )
    assert proc.returncode == 2
    assert needle in proc.stderr and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_players_on_the_command_line_start_a_game_with_them(qtbot, tmp_path: Path, monkeypatch) -> None:
    """--players alone starts a game with those players, not the saved or remembered game: what is
    typed on the command line is what the user asked for now."""
    remembered = user_settings()
    remembered.setValue("newGame/game", "dicegame")
    remembered.sync()
    code, window = run_main(["--players", f"{IMG},B"], monkeypatch, tmp_path / "data")
    assert code == 0 and window is not None
    try:
        state = window.controller.state
        assert state.players == (IMG, "B")
        assert window.turn_label.sizeHint().width() < 400
        assert not sweep(window)
    finally:
        window.close()
        window.deleteLater()


def test_lesson_words_file_names_and_the_status_line_are_shown_as_written(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Lesson texts come from a file anyone may edit, and messages quote file names and paths:
    none may reach a label as markup (the class of the player-name fix, through other doors)."""
    import dataclasses

    from desktop.lessons import runner as lesson_runner
    from desktop.lessons.plan import read

    real = read("dice-dash")
    steps = tuple(dataclasses.replace(s, text={code: f"{IMG} {AMP} {t}" for code, t in s.text.items()})
                  for s in real.steps)
    monkeypatch.setattr(lesson_runner, "read", lambda game: dataclasses.replace(real, steps=steps))
    qtbot.waitUntil(lambda: window.is_settled, timeout=5000)
    runner = lesson_runner.start_lesson(window, "dice-dash")
    assert runner is not None
    qtbot.waitUntil(lambda: runner.ready, timeout=15000)
    window.show_message(f"{tmp_path / IMG}.dicebox could not be read")
    problems = sweep(window, *[w for w in window.findChildren(QWidget) if w.isWindow()])
    assert not problems, "\n".join(problems)
    assert any(IMG in label.text() for label in window.findChildren(QLabel)), "the sweep saw the lesson's words"
    runner.leave()
