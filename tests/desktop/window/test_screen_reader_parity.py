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
from PySide6.QtWidgets import QApplication, QWidget

import engine
from desktop.widgets import accessibility
from desktop.window.main_window import MainWindow

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
    assert node.actionInterface().keyBindingsForAction(TOGGLE) == ["2"]
    node.actionInterface().doAction(TOGGLE)
    assert window.controller.state.held[1] and node.state().checked
    assert checked_events == [die]
    node.actionInterface().doAction(PRESS)
    assert not window.controller.state.held[1] and not node.state().checked
    assert checked_events == [die, die]


@pytest.mark.slow
def test_a_triple_dice_die_is_picked_by_its_toggle_action(qtbot, window: MainWindow,
                                                          checked_events: list[object]) -> None:
    window.start_game("triple-dice", 4, ["Ana", "Ben"], ["human", "expert"])
    page = window.pages["triple-dice"]
    page._number_key(0)
    page.play_card()  # Ana's card down; Ben (a computer) plays his, and the dice come out
    qtbot.waitUntil(
        lambda: window.controller.state.phase == "submitting" and window.controller.state.current_player == 0
    )
    die = page.hand.dice[3]
    node = QAccessible.queryAccessibleInterface(die)
    assert actions(node)[:2] == [TOGGLE, PRESS]
    assert node.actionInterface().keyBindingsForAction(PRESS) == ["4"]
    node.actionInterface().doAction(TOGGLE)
    assert page.picked == (3,) and node.state().checked and die in checked_events
    assert QAccessible.queryAccessibleInterface(page.hand.dice[10]).actionInterface().keyBindingsForAction(
        TOGGLE) == ["-"]


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
    assert table.selectionModel().selectedIndexes() == [table.currentIndex()], "the selection is where focus is"


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


@pytest.mark.slow
def test_space_on_a_focused_triple_dice_die_picks_it_and_enter_submits(qtbot, window: MainWindow) -> None:
    window.start_game("triple-dice", 4, ["Ana", "Ben"], ["human", "expert"])
    window.activateWindow()
    page = window.pages["triple-dice"]
    qtbot.keyClick(page, Qt.Key.Key_1)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: window.controller.state.phase == "submitting" and window.controller.state.current_player == 0
    )
    for index in (0, 1, 2):
        die = page.hand.dice[index]
        die.setFocus()
        qtbot.waitUntil(die.hasFocus)
        qtbot.keyClick(die, Qt.Key.Key_Space)
    assert page.picked == (0, 1, 2)
    qtbot.keyClick(page.hand.dice[2], Qt.Key.Key_Return)
    assert any(isinstance(a, engine.Submit) for a in window.controller.state.log)
    QApplication.processEvents()


ENGINE_IDS = ("threeMatch", "fourMatch", "tripleAndPair", "ones", "chance", "fullHouse", "allMatch")


@pytest.mark.parametrize("language", ["de", *(pytest.param(x, marks=pytest.mark.slow) for x in ["en", "fr"])])
@pytest.mark.parametrize("game", ["match", "dicegame"])
def test_a_refused_move_is_announced_in_the_names_players_see(qtbot, window: MainWindow, language: str,
                                                              game: str) -> None:
    from desktop.i18n.language import languages
    from desktop.i18n.names import category_name

    languages().apply(language)
    window.start_game(game, 5, ["Ana", "Ben"])
    said: list[str] = []
    window.controller.announced.connect(said.append)
    for _ in range(2):
        window.controller.move_by_program(engine.Roll())
    window.controller.move_by_program(engine.Roll())  # a fourth roll: refused
    assert len(said) == 3, said
    refused = said[-1]
    assert not any(word in refused.replace(",", " ").split() for word in ENGINE_IDS), refused
    rs = engine.ruleset(game)
    for category in rs.categories:
        assert category_name(game, category.id) in refused
    if rs.columns > 1:
        # Columns are named by their multipliers (\u00d71, \u00d72, \u00d73), never from 0; each box once.
        assert "\u00d70" not in refused and refused.count("\u00d73") == len(rs.categories), refused
    assert refused.endswith((".", "!"))


def test_refusals_of_the_pages_are_announced(qtbot, window: MainWindow) -> None:
    window.start_game("dicegame", 5, ["Ana", "Ben"])
    said: list[str] = []
    window.controller.announced.connect(said.append)
    model = window.scorecard.model
    row = next(i for i, r in enumerate(model.rows) if r.key == "chance")
    window.scorecard._cell_chosen(model.index(row, 4))  # Ben's column on Ana's turn
    assert said == ["That is Ben's column; it is Ana's turn."]


def test_the_automatic_first_roll_of_a_turn_is_announced_in_whole_sentences(qtbot, window: MainWindow) -> None:
    window.start_game("dicegame", 5, ["Ana", "Ben"])
    said: list[str] = []
    window.controller.announced.connect(said.append)
    window.controller.move_by_program(engine.Score("chance", 0))
    dice = ", ".join(str(d) for d in window.controller.state.dice)
    assert said == [f"Ana: Chance \u00d71: {window.controller.state.cards[0][0][-1][0][0]}. Ben's turn. "
                    f"First roll: {dice}."]
    window.controller.move_by_program(engine.Roll())
    assert said[-1].endswith(".") and "First roll" not in said[-1], "a roll asked for is the move itself"


def test_a_triple_dice_announcement_is_two_sentences(qtbot, window: MainWindow) -> None:
    window.start_game("triple-dice", 4, ["Ana", "Ben"], ["human", "human"])
    said: list[str] = []
    window.controller.announced.connect(said.append)
    window.controller.move_by_program(engine.Predict("zero"))
    first, _, second = said[0].partition(". ")
    assert first.startswith("Ana") and second == "Ben's turn.", said


def test_a_hidden_die_mark_at_the_end_is_not_taken_for_a_question() -> None:
    from desktop.session.controller import sentence

    assert sentence("Ben submits 3 dice: 1 2 ?") == "Ben submits 3 dice: 1 2 ?."
    assert sentence("Shall we?") == "Shall we?" and sentence("Ana's turn") == "Ana's turn."
    assert sentence("  ") == ""


def _focused_name() -> str:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has focus"
    node = QAccessible.queryAccessibleInterface(widget)
    return node.text(QAccessible.Text.Name) if node is not None else ""


def _activate(qtbot, window: MainWindow) -> None:
    import warnings

    window.activateWindow()
    with warnings.catch_warnings():  # the offscreen platform activates no window by itself
        warnings.simplefilter("ignore", DeprecationWarning)
        QApplication.setActiveWindow(window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)


@pytest.mark.slow
def test_triple_dice_focus_lands_on_named_controls_and_the_scroll_area_is_no_tab_stop(
    qtbot, window: MainWindow
) -> None:
    from desktop.triple.intents import PRIVACY, SUMMARY, TABLE

    window.start_game("triple-dice", 11, ["Ana", "Ben"], ["human", "human"])
    window.settle()
    _activate(qtbot, window)
    page = window.pages["triple-dice"]
    for scroll in page.findChildren(QWidget, "TripleScroll"):
        assert not scroll.focusPolicy() & Qt.FocusPolicy.TabFocus
    heard = []
    while window.controller.state.round == 1:
        if page.current_page() == PRIVACY:
            assert (
                _focused_name()
                == f"I am {window.controller.state.players[window.controller.state.current_player]}, show my dice"
            )
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
            assert page.current_page() == TABLE
            heard.append(_focused_name())
            assert heard[-1] and QApplication.focusWidget() is not None
            assert QApplication.focusWidget().isVisible()
        elif window.controller.state.phase == "predicting":
            page._number_key(1)
            page.play_card()
        else:
            seat = window.controller.state.current_player
            unused = [i for i, u in enumerate(window.controller.state.used[seat]) if not u][:3]
            for index in unused:
                page.toggle_die(index)
            ring = _tab_ring(qtbot, window)
            assert page.hand.submit_button in ring and page.hand.clear_button in ring
            assert page.hand.submit_button.accessibleName() == "Submit 3 dice"
            page.submit()
    assert heard[0].startswith("Card ") and any(h.startswith("Die ") for h in heard), heard
    assert page.current_page() == SUMMARY and _focused_name().startswith("Continue to round 2")
    assert "\u23ce" not in _focused_name()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert page.current_page() in (PRIVACY, TABLE) and _focused_name()


def _tab_ring(qtbot, window: MainWindow) -> list[QWidget]:
    seen: list[QWidget] = []
    for _ in range(60):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        if widget in seen:
            break
        seen.append(widget)
    return seen


def test_opponents_dice_rows_are_named_with_what_the_table_may_see(qtbot, window: MainWindow) -> None:
    window.start_game("triple-dice", 11, ["Ana", "Ben"], ["human", "expert"])
    page = window.pages["triple-dice"]
    row = next(r for r in page.seat_rows if r.isVisible())
    hand = engine.observe(window.controller.state, 0)["hands"][1]
    shown = ", ".join("hidden" if v is None else str(v) for v in hand["dice"])
    assert row.dice.accessibleName() == f"Ben's dice: {shown}"
    assert shown.endswith("hidden, hidden"), "Ben's private dice stay hidden"


def _finished(game: str, players: list[str]) -> object:
    import random

    state = engine.new_game(game, 3, players)
    rng = random.Random(4)
    while state.phase != "finished":
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    return state


def test_the_game_over_summary_is_an_accessible_table_and_focus_lands_on_a_named_button(qtbot,
                                                                                       window: MainWindow) -> None:
    from desktop.window.summary import GameOverDialog

    state = _finished("dicegame", ["Ana", "Ben"])
    dialog = GameOverDialog(engine.outcome(state), 3, False, window)
    qtbot.addWidget(dialog)
    dialog.show()
    _activate(qtbot, dialog)
    assert _focused_name() == "Play again (same seed)"
    top = QAccessible.queryAccessibleInterface(dialog)
    tables = {top.child(i).text(QAccessible.Text.Name): top.child(i) for i in range(top.childCount())
              if top.child(i).role() == QAccessible.Role.Table}
    assert set(tables) == {"Ranking", "Points by box"}
    points = tables["Points by box"]
    kids = [points.child(i) for i in range(points.childCount())]
    heads = [k.text(QAccessible.Text.Name) for k in kids if k.role() == QAccessible.Role.ColumnHeader]
    assert heads == [f"{p}, column \u00d7{m}" for p in ("Ana", "Ben") for m in (1, 2, 3)]
    rows = [k.text(QAccessible.Text.Name) for k in kids if k.role() == QAccessible.Role.RowHeader]
    assert rows[:2] == ["Ones", "Twos"] and rows[-1] == "Total"
    cells = [k for k in kids if k.role() == QAccessible.Role.Cell]
    ones = engine.outcome(state).breakdowns[1].columns[2].cells[0][1]
    assert cells[5].text(QAccessible.Text.Name) == (str(ones[0]) if ones else "\u2013")
    assert cells[5].tableCellInterface().columnHeaderCells()[0].text(QAccessible.Text.Name) == "Ben, column \u00d73"
    ranking = tables["Ranking"]
    words = [ranking.child(i).text(QAccessible.Text.Name) for i in range(ranking.childCount())
             if ranking.child(i).role() == QAccessible.Role.Cell]
    assert words[:2] == ["1st", engine.outcome(state).players[engine.outcome(state).winners[0]]]


def test_dicegame_column_headers_say_whose_column(qtbot, window: MainWindow) -> None:
    window.start_game("dicegame", 5, ["Ana", "Ben"])
    table = QAccessible.queryAccessibleInterface(window.scorecard.table)
    heads = [table.child(i).text(QAccessible.Text.Name) for i in range(table.childCount())
             if table.child(i).role() == QAccessible.Role.ColumnHeader]
    assert heads == [f"{p}, column \u00d7{m}" for p in ("Ana", "Ben") for m in (1, 2, 3)]


def test_new_game_seat_choices_are_labelled_by_their_seat(qtbot, window: MainWindow) -> None:
    from desktop.window.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    for number, combo in enumerate(dialog.seat_combos, start=1):
        node = QAccessible.queryAccessibleInterface(combo)
        labels = [other.text(QAccessible.Text.Name) for other, relation in node.relations()
                  if relation & QAccessible.RelationFlag.Label]
        assert labels[0] == f"Player {number}:", labels  # what AT-SPI's labelled-by gives a screen reader
        assert combo.accessibleName() == f"Player {number} plays as"


@pytest.mark.parametrize("language", ["en", *(pytest.param(x, marks=pytest.mark.slow) for x in ["de", "fr"])])
def test_help_keyboard_shows_one_key_model_for_the_dice(qtbot, language: str) -> None:
    from desktop.i18n.language import languages
    from desktop.window.help import keyboard_html

    languages().apply(language)
    page = keyboard_html([])
    space, enter = {"en": ("Space on a die", "Enter"), "de": ("Leertaste auf einem Würfel", "Eingabetaste"),
                    "fr": ("Espace sur un dé", "Entrée")}[language]
    assert f"<b>{space}</b>" in page and f"<b>{enter}</b>" in page
    assert "Enter on a die" not in page and "(Triple Dice)</b><td>Pick or put back that" not in page


@pytest.mark.slow
def test_undo_refused_is_announced_and_the_play_mark_is_said_in_words(qtbot, window: MainWindow) -> None:
    window.start_game("triple-dice", 11, ["Ana", "Ben"], ["human", "expert"])
    said: list[str] = []
    window.controller.announced.connect(said.append)
    window.controller.undo()
    assert said == ["There is nothing to undo yet."]
    page = window.pages["triple-dice"]
    page._number_key(0)
    page.play_card()
    qtbot.waitUntil(lambda: window.controller.state.phase == "submitting")
    slot_names = [label.accessibleName() for label in page.findChildren(QWidget, "SlotName")
                  if label.isVisible() and label.text().startswith("\u25b6")]
    seat_names = [label.accessibleName() for label in page.findChildren(QWidget, "SeatName")
                  if label.isVisible() and label.text().startswith("\u25b6")]
    acting = slot_names + seat_names
    assert acting and all(name.endswith(", to act") and "\u25b6" not in name for name in acting), acting


@pytest.mark.slow
def test_triple_dice_game_over_puts_focus_on_the_result(qtbot, window: MainWindow) -> None:
    state = engine.new_game("triple-dice", 5, ["Ana", "Ben"])
    while engine.apply(state, engine.legal_actions(state)[0]).phase != "finished":
        state = engine.apply(state, engine.legal_actions(state)[0])
    window.controller.restore(state, ["human", "human"], False)
    window.settle()
    _activate(qtbot, window)
    page = window.pages["triple-dice"]
    page.ready()
    window.controller.move_by_program(engine.legal_actions(state)[0])
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.over.headline)
    assert _focused_name() == page.over.headline.text() and "wins" in _focused_name()


def test_a_prediction_card_is_chosen_by_its_toggle_action(qtbot, window: MainWindow) -> None:
    window.start_game("triple-dice", 4, ["Ana", "Ben"], ["human", "expert"])
    page = window.pages["triple-dice"]
    card = page.picker.cards[2]
    node = QAccessible.queryAccessibleInterface(card)
    assert TOGGLE in actions(node)
    node.actionInterface().doAction(TOGGLE)  # a radio button's Toggle toggles it, without a click
    assert page._card == card.card and page.hand.play_button.isEnabled()
    page.play_card()
    assert isinstance(window.controller.state.log[0], engine.Predict)
    assert window.controller.state.log[0].card == card.card
