"""English, German and French in the window: a live switch reaches every text, engine errors are
said from their codes, numbers follow the locale, and Qt's own words come translated too."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QDialogButtonBox

import engine
from desktop.i18n.engine_text import error_text
from desktop.i18n.language import languages, number, system_language
from desktop.window.main_window import MainWindow


def texts(window: MainWindow) -> dict[str, str]:
    page = window.scorecard
    model = page.model
    return {
        "menu": window.top_menus["game"].title(),
        "new": window.menus.actions["new"].text(),
        "row": model.headerData(8, Qt.Orientation.Vertical),
        "roll": page.roll_button.text(),
        "felt": page.felt_title.text(),
        "history": window.docks.history.windowTitle(),
        "turn": window.turn_label.text(),
        "die": page.tray.dice[0].toolTip(),
    }


@pytest.mark.slow
def test_a_live_switch_reaches_every_text_and_back(qtbot, window: MainWindow) -> None:
    window.start_game("dicegame", 5, ["Ana", "Ben"])
    window.settle()
    english = texts(window)
    window.menus.set_language("de")
    assert languages().code == "de" and window.settings.language == "de"
    german = texts(window)
    assert german["menu"] == "&Spiel" and german["new"] == "&Neues Spiel\u2026"
    assert german["row"] == "Dreierpasch" and german["roll"].startswith("Würfeln")
    assert german["felt"].startswith("Wurf ") and german["history"] == "Verlauf"
    assert "ist am Zug" in german["turn"] and "Würfel 1" in german["die"]
    assert all(german[key] != english[key] for key in english), (english, german)
    window.menus.set_language("fr")
    assert texts(window)["row"] == "Brelan" and window.top_menus["game"].title() == "&Partie"
    window.menus.set_language("en")
    assert texts(window) == english


@pytest.mark.slow
def test_history_steps_follow_the_switch(qtbot, window: MainWindow) -> None:
    window.start_game("dice-dash", 3, ["Ana"])
    window.settle()
    window.controller.move_by_program(engine.ToggleHold(0))
    assert window.controller.undo_stack.text(0) == "Hold die 1"
    window.menus.set_language("de")
    assert window.controller.undo_stack.text(0) == "Würfel 1 halten"


@pytest.mark.slow
def test_engine_errors_are_said_from_their_codes(qtbot, window: MainWindow) -> None:
    window.start_game("dice-dash", 3, ["Ana"])
    state = window.controller.state
    for _ in range(2):
        state = engine.apply(state, engine.Roll())
    with pytest.raises(engine.IllegalAction) as caught:
        engine.apply(state, engine.Roll())
    english = error_text(caught.value, "dice-dash")
    # English too is said from the code, with the names players see: the engine's own words
    # name boxes by id ("threeOfAKind"), which a screen reader read out as they are.
    assert english.startswith("All 3 rolls of this turn are used") and "Three of a Kind" in english
    assert "threeOfAKind" in str(caught.value) and "threeOfAKind" not in english
    languages().apply("de")
    german = error_text(caught.value, "dice-dash")
    assert german.startswith("Alle 3 Würfe dieses Zugs sind verbraucht") and "Dreierpasch" in german
    languages().apply("fr")
    assert error_text(caught.value, "dice-dash").startswith("Les 3 lancers de ce tour sont utilisés")


def test_numbers_and_shared_points_read_the_local_way(qtbot) -> None:
    from fractions import Fraction

    from desktop.i18n.names import points_text

    assert number(4.5) == "4.5" and number(12345) == "12,345"
    languages().apply("de")
    assert number(4.5) == "4,5" and points_text(Fraction(9, 2)) == "4,5" and number(12345) == "12.345"
    assert QLocale().name() == "de_DE"
    languages().apply("fr")
    assert points_text(Fraction(9, 2)) == "4,5"


def test_qt_s_own_words_are_translated(qtbot) -> None:
    languages().apply("de")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Abbrechen"


def test_the_system_language_is_followed_unless_one_is_chosen(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_CA")))
    assert system_language() == "fr"
    assert languages().apply("") == "fr"
    assert languages().apply("de") == "de"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("ja_JP")))
    assert languages().apply("") == "en"


def test_a_missing_translation_falls_back_to_english_with_its_plural_forms(monkeypatch: pytest.MonkeyPatch) -> None:
    """English's own .qm holds its plural forms: a missing German one gave "1 games"."""
    from desktop.i18n import language as i18n
    from desktop.i18n.tr import translate

    real = i18n._fresh_qm
    monkeypatch.setattr(i18n, "_fresh_qm", lambda code: None if code == "de" else real(code))
    assert languages().apply("de") == "en" and "dicebox_de.qm" in languages().problem
    assert translate("RecordsWindow", "%Ln games", None, 1) == "1 game"


def test_a_missing_translation_is_said_and_english_shown(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    from desktop.i18n import language as i18n

    monkeypatch.setattr(i18n, "_fresh_qm", lambda code: None)
    assert languages().apply("de") == "en"
    assert "German" not in languages().problem and "dicebox_de.qm" in languages().problem


def test_a_rebuilt_translation_replaces_the_file_a_running_window_has_loaded(tmp_path: Path) -> None:
    """Qt maps a loaded .qm into memory: rebuilding it in place (a set-up or build.py while a
    window is open, or a parallel test run) killed the window with SIGBUS. It is replaced whole."""
    from PySide6.QtCore import QTranslator

    from desktop.i18n import language as i18n

    qm = tmp_path / "dicebox_de.qm"
    i18n.release(i18n.ts_path("de"), qm)
    loaded = QTranslator()
    assert loaded.load(str(qm))
    before = qm.stat().st_ino
    i18n.release(i18n.ts_path("de"), qm)
    assert qm.stat().st_ino != before, "the .qm a translator has mapped was rewritten in place"
    assert loaded.translate("Accessibility", "one") == "eins"  # the mapped old file still reads
    assert [p.name for p in tmp_path.iterdir()] == ["dicebox_de.qm"], "no part file left behind"
