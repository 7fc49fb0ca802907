"""The window drives the engine correctly through real clicks and keys."""

from __future__ import annotations

from PySide6.QtCore import Qt
from qt_helpers import cell_index, click_cell

import engine
from desktop.window.main_window import MainWindow


def test_clicking_a_die_toggles_the_engines_hold(qtbot, window: MainWindow) -> None:
    window.start_game("dice-dash", 7, None)
    qtbot.mouseClick(window.scorecard.tray.dice[2], Qt.MouseButton.LeftButton)
    assert window.controller.state.held == (False, False, True, False, False)
    assert window.scorecard.tray.dice[2].held
    qtbot.mouseClick(window.scorecard.tray.dice[2], Qt.MouseButton.LeftButton)
    assert window.controller.state.held == (False,) * 5


def test_keys_1_to_5_toggle_holds_and_space_and_r_roll(qtbot, window: MainWindow) -> None:
    window.start_game("dice-dash", 7, None)
    qtbot.keyClick(window.scorecard.table, Qt.Key.Key_4)
    assert window.controller.state.held[3]
    before = window.controller.state
    qtbot.keyClick(window.scorecard.table, Qt.Key.Key_Space)
    assert window.controller.state == engine.apply(before, engine.Roll())
    qtbot.keyClick(window.scorecard.table, Qt.Key.Key_R)
    assert window.controller.state.rolls_used == 3
    assert window.controller.state.dice[3] == before.dice[3], "the held die kept its value"


def test_roll_button_counts_down_then_explains_why_it_is_disabled(qtbot, window: MainWindow) -> None:
    window.start_game("match", 11, None)
    assert window.scorecard.roll_button.text() == "Roll \u2013 2 left"
    before = window.controller.state
    qtbot.mouseClick(window.scorecard.roll_button, Qt.MouseButton.LeftButton)
    assert window.controller.state == engine.apply(before, engine.Roll())
    assert window.scorecard.roll_button.text() == "Roll \u2013 1 left"
    qtbot.mouseClick(window.scorecard.roll_button, Qt.MouseButton.LeftButton)
    assert not window.scorecard.roll_button.isEnabled()
    assert "score" in window.scorecard.roll_button.toolTip().lower()
    # Holding is off once the rolls are used: the die refuses and says why.
    qtbot.mouseClick(window.scorecard.tray.dice[0], Qt.MouseButton.LeftButton)
    assert window.controller.state.held[0] is False
    assert "rolls of this turn are used" in window.status_label.text()


def test_all_five_held_disables_roll_with_reason(qtbot, window: MainWindow) -> None:
    window.start_game("dice-dash", 3, None)
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5):
        qtbot.keyClick(window.scorecard.table, key)
    assert not window.scorecard.roll_button.isEnabled()
    assert "release a die" in window.scorecard.roll_button.toolTip()


def test_clicking_an_open_cell_scores_it_and_a_filled_one_teaches(qtbot, window: MainWindow) -> None:
    window.start_game("dice-dash", 7, None)
    state = window.controller.state
    expected = engine.apply(state, engine.Score("threeOfAKind"))
    index = cell_index(window, "threeOfAKind")
    assert window.scorecard.model.data(index, Qt.ItemDataRole.UserRole + 1) == "preview"
    click_cell(qtbot, window, index)
    assert window.controller.state == expected
    assert window.scorecard.model.data(index) == str(
        engine.ruleset("dice-dash").category("threeOfAKind").score(state.dice)
    )
    click_cell(qtbot, window, cell_index(window, "threeOfAKind"))
    assert window.controller.state == expected, "an illegal click changes nothing"
    assert "Three of a Kind is already scored; open:" in window.status_label.text()  # the name shown, not the id


def test_enter_on_the_current_cell_scores(qtbot, window: MainWindow) -> None:
    window.start_game("match", 5, None)
    index = cell_index(window, "anything")
    window.scorecard.table.setFocus()
    window.scorecard.table.setCurrentIndex(index)
    before = window.controller.state
    qtbot.keyClick(window.scorecard.table, Qt.Key.Key_Return)
    assert window.controller.state == engine.apply(before, engine.Score("anything"))


def test_undo_and_redo_restore_identical_engine_states(qtbot, window: MainWindow) -> None:
    window.start_game("dicegame", 21, ["Ana", "Ben"])
    c = window.controller
    states = [c.state]
    c.move_by_program(engine.ToggleHold(3))
    states.append(c.state)
    c.move_by_program(engine.Roll())
    states.append(c.state)
    c.move_by_program(engine.Score("chance", 2))
    states.append(c.state)
    texts = [c.undo_stack.text(i) for i in range(c.undo_stack.count())]
    assert texts[0] == "Ana: Hold die 4"
    assert texts[1] == "Ana: Roll 2: " + " ".join(str(d) for d in states[2].dice)
    assert texts[2] == f"Ana: Chance \u00d73: {sum(states[2].dice)}"
    for expected in reversed(states[:-1]):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert c.state == expected
    assert c.assisted
    for expected in states[1:]:
        qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
        assert c.state == expected
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert c.state == states[2]


def test_undoing_a_roll_and_rolling_again_brings_the_same_dice(window: MainWindow) -> None:
    window.start_game("dice-dash", 99, None)
    c = window.controller
    c.move_by_program(engine.Roll())
    first = c.state.dice
    c.undo_stack.undo()
    c.move_by_program(engine.Roll())
    assert c.state.dice == first


def test_history_panel_lists_each_step(qtbot, window: MainWindow) -> None:
    window.start_game("dice-dash", 7, None)
    window.menus.actions["history"].trigger()
    assert window.docks.history.isVisible()
    window.controller.move_by_program(engine.ToggleHold(3))
    window.controller.move_by_program(engine.Score("fullHouse"))
    model = window.docks.history_view.model()
    rows = [model.data(model.index(i, 0)) for i in range(model.rowCount())]
    assert rows[0] == "Start of the game"
    assert rows[1] == "Hold die 4"
    assert rows[2].startswith("Full House: ")


def test_seed_is_visible_and_copyable(qtbot, window: MainWindow) -> None:
    window.start_game("match", 424242, None)
    assert "424242" in window.seed_button.text()
    qtbot.mouseClick(window.seed_button, Qt.MouseButton.LeftButton)
    from PySide6.QtGui import QGuiApplication

    assert QGuiApplication.clipboard().text() == "424242"


def test_restart_this_seed_replays_the_same_dice(window: MainWindow) -> None:
    window.start_game("match", 77, None)
    first = window.controller.state
    window.controller.move_by_program(engine.Roll())
    window.controller.move_by_program(engine.Score("chance" if False else "anything"))
    window.menus.actions["restart"].trigger()
    assert window.controller.state == first
    assert window.controller.undo_stack.count() == 0



def test_about_names_the_licences_and_where_the_installed_app_keeps_them(tmp_path, monkeypatch) -> None:
    from desktop.window import help as help_module

    assert help_module.bundled_notices() is None, "from source there is no bundle"
    notices = tmp_path / "licenses" / "THIRD-PARTY-NOTICES.txt"
    notices.parent.mkdir()
    notices.write_text("Qt ...", encoding="utf-8")
    monkeypatch.setattr(help_module.sys, "_MEIPASS", str(tmp_path), raising=False)
    assert help_module.bundled_notices() == notices
    text = help_module.about_html("1.0", help_module.bundled_notices())
    assert "MIT" in text and "LGPL-3.0" in text and str(notices) in text
