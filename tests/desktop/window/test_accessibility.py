"""What a screen reader and a keyboard user get: every interactive element of every screen has a
name, every focusable one is reached by Tab, the painted dice say their face, the scorecard's
cells say what they would score, and moves are announced."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QDialog, QWidget

import engine
from desktop.window.main_window import MainWindow

INTERACTIVE = {
    QAccessible.Role.PushButton, QAccessible.Role.CheckBox, QAccessible.Role.RadioButton, QAccessible.Role.ComboBox,
    QAccessible.Role.EditableText, QAccessible.Role.SpinBox, QAccessible.Role.Slider, QAccessible.Role.PageTab,
    QAccessible.Role.Table, QAccessible.Role.List, QAccessible.Role.Tree, QAccessible.Role.ButtonMenu,
    QAccessible.Role.ButtonDropDown, QAccessible.Role.Chart,
}


def walk(node: QAccessibleInterface, depth: int = 0) -> Iterator[QAccessibleInterface]:
    yield node
    if depth > 40:
        return
    for i in range(node.childCount()):
        child = node.child(i)
        if child is not None and child.isValid():
            yield from walk(child, depth + 1)


def undescribed(root: QWidget) -> list[str]:
    """Interactive elements with a name but no description (Qt falls back to the tooltip)."""
    top = QAccessible.queryAccessibleInterface(root)
    found = []
    for node in walk(top):
        obj = node.object()
        if (
            node.role() not in INTERACTIVE
            or node.state().invisible
            or (isinstance(obj, QWidget) and not obj.isVisible())
        ):
            continue
        if node.role() in (QAccessible.Role.PageTab,):
            continue
        if not node.text(QAccessible.Text.Description).strip():
            found.append(f"{node.role().name} {type(obj).__name__} {node.text(QAccessible.Text.Name)!r}")
    return found


def nameless(root: QWidget) -> list[str]:
    top = QAccessible.queryAccessibleInterface(root)
    assert top is not None
    found = []
    for node in walk(top):
        state = node.state()
        if node.role() not in INTERACTIVE or state.invisible or state.offscreen:
            continue
        if node.role() == QAccessible.Role.PageTab and node.text(QAccessible.Text.Name):
            continue
        obj = node.object()
        if isinstance(obj, QWidget) and not obj.isVisible():
            continue
        if not node.text(QAccessible.Text.Name).strip():
            found.append(f"{node.role().name} {type(obj).__name__} {obj.objectName() if obj else ''!r}")
    return found


def unreachable(qtbot, root: QWidget) -> list[str]:
    """Focusable, visible, enabled widgets that Tab never reaches from the window."""
    root.activateWindow()
    import warnings

    with warnings.catch_warnings():  # the offscreen platform activates no window by itself
        warnings.simplefilter("ignore", DeprecationWarning)
        QApplication.setActiveWindow(root)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None or root.isActiveWindow(), timeout=1000)
    wanted = {w for w in root.findChildren(QWidget)
              if w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
              and w.window() is root and isinstance(w.parentWidget(), QWidget) is not False}
    seen: set[QWidget] = set()
    start = QApplication.focusWidget()
    for _ in range(400):
        qtbot.keyClick(QApplication.focusWidget() or root, Qt.Key.Key_Tab)
        now = QApplication.focusWidget()
        if now is None:
            break
        seen.add(now)
        if now is start and len(seen) > 1:
            break
    # An exclusive group of buttons (radio buttons, the Triple Dice cards) is one Tab stop, the
    # Qt way: Tab reaches the group, the arrow keys move within it.
    groups = {group_of(s) for s in seen} - {None}
    missed = [w for w in wanted if w not in seen and group_of(w) not in groups
              and not any(w.isAncestorOf(s) or s.focusProxy() is w for s in seen)]
    return [f"{type(w).__name__} {w.objectName()!r} {getattr(w, 'text', lambda: '')()!r}" for w in missed]


def group_of(widget: QWidget) -> object:
    from PySide6.QtWidgets import QAbstractButton

    if not isinstance(widget, QAbstractButton):
        return None
    group = widget.group()
    if group is not None and group.exclusive():
        return group
    return ("auto", widget.parentWidget()) if widget.autoExclusive() else None


@pytest.fixture(autouse=True)
def accessibility_on() -> Iterator[None]:
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)
    import warnings

    with warnings.catch_warnings():  # no test after this one inherits an active window
        warnings.simplefilter("ignore", DeprecationWarning)
        QApplication.setActiveWindow(None)


@pytest.mark.parametrize("game", ["dice-dash", "dicegame", "match", "triple-dice"])
def test_every_game_screen_names_its_controls_and_tab_reaches_them(qtbot, window: MainWindow, game: str) -> None:
    players = ["Ana"] if game == "dice-dash" else ["Ana", "Ben"] if game != "triple-dice" else ["Ana", "Ben", "Cy"]
    seats = ["human", "expert", "beginner"] if game == "triple-dice" else None
    window.start_game(game, 11, players, seats)
    window.settle()
    window.docks.history.show()
    qtbot.wait(30)
    assert not nameless(window), nameless(window)
    assert not undescribed(window), undescribed(window)
    missed = unreachable(qtbot, window)
    assert not missed, missed


def test_the_dialogs_name_their_controls_and_tab_reaches_them(qtbot, window: MainWindow) -> None:
    from desktop.window.help import RulesDialog
    from desktop.window.new_game_dialog import NewGameDialog

    window.start_game("dicegame", 5, ["Ana", "Ben"])
    for make in (lambda: NewGameDialog(window.settings, window), lambda: RulesDialog("dicegame", window)):
        dialog: QDialog = make()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert not nameless(dialog), nameless(dialog)
        assert not undescribed(dialog), undescribed(dialog)
        missed = unreachable(qtbot, dialog)
        dialog.close()
        assert not missed, missed


@pytest.mark.slow
def test_the_records_window_names_its_controls(qtbot, window: MainWindow) -> None:
    from qt_helpers import play_to_the_end

    from desktop.window.records_opener import open_records

    play_to_the_end(window, "dice-dash", 3, 4)
    records = open_records(window)
    assert records is not None
    qtbot.addWidget(records)  # closed after the test: an open window would take later tests' mouse
    qtbot.waitExposed(records)
    for tab in range(records.tabs.count()):
        records.tabs.setCurrentIndex(tab)
        qtbot.wait(20)
        assert not nameless(records), (tab, nameless(records))


def test_a_nameless_button_is_caught(qtbot) -> None:
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    widget = QWidget()
    qtbot.addWidget(widget)
    QVBoxLayout(widget).addWidget(QPushButton())
    widget.show()
    assert nameless(widget)


def test_a_die_says_its_face_and_whether_it_is_held(qtbot, window: MainWindow) -> None:
    window.start_game("dice-dash", 3, ["Ana"])
    die = window.scorecard.tray.dice[2]
    face = window.controller.state.dice[2]
    node = QAccessible.queryAccessibleInterface(die)
    assert node.role() == QAccessible.Role.CheckBox
    words = ("one", "two", "three", "four", "five", "six")[face - 1]
    assert node.text(QAccessible.Text.Name) == f"Die 3: {words}"
    assert not node.state().checked
    window.controller.move_by_program(engine.ToggleHold(2))
    assert node.text(QAccessible.Text.Name) == f"Die 3: {words}" and node.state().checked  # held: the state
    assert "released" in node.text(QAccessible.Text.Description) or "held" in node.text(QAccessible.Text.Description)


def test_a_scorecard_cell_says_what_it_would_score(qtbot, window: MainWindow) -> None:
    window.start_game("dicegame", 5, ["Ana", "Ben"])
    model = window.scorecard.model
    row = next(i for i, r in enumerate(model.rows) if r.key == "chance")
    preview = next(p for p in engine.score_preview(window.controller.state) if p.category == "chance" and p.column == 1)
    spoken = model.data(model.index(row, 1), Qt.ItemDataRole.AccessibleTextRole)
    assert spoken == f"Chance, Ana column \u00d72: {preview.points} if scored now"
    assert model.data(model.index(row, 3), Qt.ItemDataRole.AccessibleTextRole) == "Chance, Ben column \u00d71: open"


def test_moves_and_turns_are_announced(qtbot, window: MainWindow) -> None:
    window.start_game("dicegame", 5, ["Ana", "Ben"])
    said: list[str] = []
    window.controller.announced.connect(said.append)
    window.controller.move_by_program(engine.Roll())
    window.controller.move_by_program(engine.Score("chance", 0))
    assert said[0].startswith("Ana: Roll 2:")
    assert said[1].startswith("Ana: Chance \u00d71:") and "Ben's turn. First roll: " in said[1]
