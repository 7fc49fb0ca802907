"""Screen reader parity: what a person hears and can do through assistive technology is what a
sighted player sees and does. Dice are check boxes with the check box's actions (Toggle, Press),
a scorecard cell's action scores it, refused moves are announced in the player's words, the
automatic first roll of a turn is announced, announcements are whole sentences, and the keys on a
focused die are the same in every game."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from PySide6.QtWidgets import QApplication

import engine
from desktop import accessibility
from desktop.main_window import MainWindow

TOGGLE, PRESS = QAccessibleActionInterface.toggleAction(), QAccessibleActionInterface.pressAction()


@pytest.fixture(autouse=True)
def accessibility_on() -> Iterator[None]:
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


@pytest.fixture
def checked_events(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The widgets a checked-state change was sent for (what AT-SPI turns into state-changed:checked)."""
    sent: list[object] = []
    real = accessibility.QAccessible.updateAccessibility

    def spy(event: object) -> None:
        from PySide6.QtGui import QAccessibleStateChangeEvent

        if isinstance(event, QAccessibleStateChangeEvent) and event.changedStates().checked:
            sent.append(event.object())
        real(event)

    monkeypatch.setattr(accessibility.QAccessible, "updateAccessibility", spy)
    return sent


def actions(node: QAccessibleInterface) -> list[str]:
    interface = node.actionInterface()
    return list(interface.actionNames()) if interface is not None else []


def cell(window: MainWindow, category: str, column: int) -> QAccessibleInterface:
    """The scorecard cell's accessible node, found as a screen reader finds it: a child of the table."""
    model = window.scorecard.model
    row = next(i for i, r in enumerate(model.rows) if r.key == category)
    wanted = model.data(model.index(row, column), Qt.ItemDataRole.AccessibleTextRole)
    table = QAccessible.queryAccessibleInterface(window.scorecard.table)
    for i in range(table.childCount()):
        child = table.child(i)
        if child is not None and child.role() == QAccessible.Role.Cell and child.text(QAccessible.Text.Name) == wanted:
            return child
    raise AssertionError(f"no accessible cell named {wanted!r}")


def test_a_scorecard_die_is_held_by_its_toggle_action_and_says_it_is_checked(qtbot, window: MainWindow,
                                                                               checked_events: list[object]) -> None:
    window.start_game("dice-dash", 3, ["Ana"])
    die = window.scorecard.tray.dice[1]
    node = QAccessible.queryAccessibleInterface(die)
    assert actions(node)[:2] == [TOGGLE, PRESS] and "SetFocus" in actions(node)
    assert node.actionInterface().keyBindingsForAction(TOGGLE) == ["Space", "2"]
    node.actionInterface().doAction(TOGGLE)
    assert window.controller.state.held[1] and node.state().checked
    assert checked_events == [die]
    node.actionInterface().doAction(PRESS)
    assert not window.controller.state.held[1] and not node.state().checked
    assert checked_events == [die, die]


def test_a_triple_dice_die_is_picked_by_its_toggle_action(qtbot, window: MainWindow,
                                                          checked_events: list[object]) -> None:
    window.start_game("triple-dice", 4, ["Ana", "Ben"], ["human", "expert"])
    page = window.pages["triple-dice"]
    page._number_key(0)
    page.play_card()  # Ana's card down; Ben (a computer) plays his, and the dice come out
    qtbot.waitUntil(lambda: window.controller.state.phase == "submitting" and window.controller.state.current_player == 0)
    die = page.hand.dice[3]
    node = QAccessible.queryAccessibleInterface(die)
    assert actions(node)[:2] == [TOGGLE, PRESS]
    assert node.actionInterface().keyBindingsForAction(PRESS) == ["Space", "4"]
    node.actionInterface().doAction(TOGGLE)
    assert page.picked == (3,) and node.state().checked and die in checked_events
    assert QAccessible.queryAccessibleInterface(page.hand.dice[10]).actionInterface().keyBindingsForAction(
        TOGGLE) == ["Space", "-"]


def test_a_scorecard_cells_action_scores_it(qtbot, window: MainWindow) -> None:
    window.start_game("dicegame", 5, ["Ana", "Ben"])
    node = cell(window, "chance", 1)
    assert TOGGLE in actions(node)
    node.actionInterface().doAction(TOGGLE)
    state = window.controller.state
    assert state.current_player == 1, "the cell's action scored Chance \u00d72 and passed the turn"
    assert state.cards[0][1][engine.ruleset("dicegame").index("chance")]
    # The cell with keyboard focus (selected, as the view draws it) scores by its action as well.
    window.scorecard.table.setFocus()
    current = window.scorecard.table.currentIndex()
    chosen = window.scorecard.model.action_at(current)
    assert chosen is not None
    name = window.scorecard.model.data(current, Qt.ItemDataRole.AccessibleTextRole)
    table = QAccessible.queryAccessibleInterface(window.scorecard.table)
    node = next(table.child(i) for i in range(table.childCount())
                if table.child(i).text(QAccessible.Text.Name) == name)
    node.actionInterface().doAction(TOGGLE)
    assert window.controller.state.current_player == 0
    assert window.controller.state.log[-1] == chosen


def test_arrow_keys_and_clicks_only_move_in_the_scorecard(qtbot, window: MainWindow) -> None:
    window.start_game("dicegame", 5, ["Ana", "Ben"])
    table = window.scorecard.table
    table.setFocus()
    moves = len(window.controller.state.log)
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
        qtbot.keyClick(table, key)
    model = window.scorecard.model
    row = next(i for i, r in enumerate(model.rows) if r.key == "ones")
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(model.index(row, 4)).center())
    assert len(window.controller.state.log) == moves, "moving (or clicking Ben's column) scored nothing"
    assert not table.selectionModel().hasSelection()


@pytest.mark.parametrize("game", ["dice-dash", "dicegame", "match"])
def test_space_on_a_focused_die_holds_it_and_enter_rolls(qtbot, window: MainWindow, game: str) -> None:
    window.start_game(game, 9, ["Ana"] if game == "dice-dash" else ["Ana", "Ben"])
    window.activateWindow()
    die = window.scorecard.tray.dice[2]
    die.setFocus()
    qtbot.waitUntil(die.hasFocus)
    rolls = window.controller.state.rolls_used
    qtbot.keyClick(die, Qt.Key.Key_Space)
    assert window.controller.state.held[2] and window.controller.state.rolls_used == rolls
    qtbot.keyClick(die, Qt.Key.Key_Space)
    assert not window.controller.state.held[2]
    qtbot.keyClick(die, Qt.Key.Key_3)
    assert window.controller.state.held[2], "the digit holds the die too"
    qtbot.keyClick(die, Qt.Key.Key_Return)
    assert window.controller.state.rolls_used == rolls + 1, "Enter is the page's default action: a roll"
    assert window.controller.state.held[2]
    window.scorecard.table.setFocus()
    qtbot.keyClick(window.scorecard.table, Qt.Key.Key_Space)
    assert window.controller.state.rolls_used == rolls + 2, "Space away from a die still rolls"


def test_space_on_a_focused_triple_dice_die_picks_it_and_enter_submits(qtbot, window: MainWindow) -> None:
    window.start_game("triple-dice", 4, ["Ana", "Ben"], ["human", "expert"])
    window.activateWindow()
    page = window.pages["triple-dice"]
    qtbot.keyClick(page, Qt.Key.Key_1)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state.phase == "submitting" and window.controller.state.current_player == 0)
    for index in (0, 1, 2):
        die = page.hand.dice[index]
        die.setFocus()
        qtbot.waitUntil(die.hasFocus)
        qtbot.keyClick(die, Qt.Key.Key_Space)
    assert page.picked == (0, 1, 2)
    qtbot.keyClick(page.hand.dice[2], Qt.Key.Key_Return)
    assert any(isinstance(a, engine.Submit) for a in window.controller.state.log)
    QApplication.processEvents()
