"""The Triple Dice page: whole games through real clicks and keys, privacy between people, undo
rules of both modes, and proof that the screen never shows what the seat in front of it may not know.

Hidden values are checked against the rules (a private die is public once the turn it was
submitted in is complete), not against ``observe``, so a page that rendered the full state, or an
observation that leaked, would both fail here.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QScrollArea, QWidget

from desktop.i18n.language import languages
from desktop.look import theme
from desktop.look.appearance import styled
from desktop.session.computer import ComputerPlayers
from desktop.session.controller import GameController
from desktop.triple.frames import TotalsView
from desktop.triple.models import TotalsModel, headline, table_view
from desktop.triple.page import OVER, PRIVACY, SUMMARY, TABLE, TripleDicePage
from desktop.triple.widgets import CardButton, DiceRow
from desktop.window import clipping
from engine.actions import Predict, Submit
from engine.triple_dice import (
    CARDS,
    PRIVATE_POSITIONS,
    TripleDiceState,
    apply,
    combination_name,
    format_points,
    legal_actions,
    new_game,
    observe,
    outcome,
)

LEFT = Qt.MouseButton.LeftButton
CARD_WORDS = ("Zero", "Minimum", "More", "Maximum")


@pytest.fixture
def page(qtbot) -> Iterator[TripleDicePage]:
    """The page on its own, fed by a session with the one computer-seat driver (as in the window)."""
    controller = GameController(None)
    widget = TripleDicePage(controller)
    controller.setParent(widget)
    widget.computers = ComputerPlayers(controller, widget)  # type: ignore[attr-defined]
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    yield widget
    widget.computers.timer.stop()
    widget.computers.wait()


# --- drivers: real input only ------------------------------------------------------------------------


def play_card(qtbot, page: TripleDicePage, card: str) -> None:
    qtbot.mouseClick(page.picker.cards[CARDS.index(card)], LEFT)
    assert page.hand.play_button.isEnabled()
    qtbot.mouseClick(page.hand.play_button, LEFT)


def submit_dice(qtbot, page: TripleDicePage, dice: tuple[int, ...]) -> None:
    for i in dice:
        qtbot.mouseClick(page.hand.dice[i], LEFT)
    assert page.hand.submit_button.isEnabled()
    qtbot.mouseClick(page.hand.submit_button, LEFT)


def human_to_act(page: TripleDicePage) -> bool:
    state = page.controller.state
    return state is not None and (
        state.phase == "finished" or page.current_page() in (SUMMARY, PRIVACY)
        or page.controller.played_by(state.current_player) == "human"
    )


# --- what is on screen -------------------------------------------------------------------------------


def public_to_all(state: TripleDiceState, seat: int, index: int) -> bool:
    """The rule itself: a private die is seen by others once the turn it was played in is over."""
    if index not in PRIVATE_POSITIONS:
        return True
    turn = state.used[seat][index]
    return turn != 0 and (state.phase == "finished" or turn < state.turn)


def painted_dice(page: TripleDicePage) -> list[tuple[int | None, list[int | None]]]:
    """Every painted die row with the seat it belongs to (the hand reported as one row)."""
    rows: list[tuple[int | None, list[int | None]]] = [
        (row.seat, list(row.values)) for row in page.findChildren(DiceRow)
    ]
    hand = page.hand.dice
    rows.append((page.viewer if page.viewer is not None else page.obs["currentPlayer"], [d.value for d in hand]))
    return rows


def texts(page: TripleDicePage) -> list[str]:
    out: list[str] = []
    for widget in page.findChildren(QWidget):
        if isinstance(widget, CardButton):
            continue  # the picker's four cards read the same for everyone
        if isinstance(widget, QLabel | QAbstractButton):
            out.append(widget.text())
        out += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
    return out


def assert_no_secret_of(page: TripleDicePage, seat: int) -> None:
    """Nothing on screen (visible or not) shows ``seat``'s private values or card."""
    state = page.controller.state
    assert state is not None
    assert page.viewer != seat, "a seat may see its own secrets; ask about someone else"
    hand_owner = page.viewer if page.viewer is not None else page.obs["currentPlayer"]
    hand_values = [d.value for d in page.hand.dice]
    if page.obs["currentPlayer"] == seat or page.viewer == seat:
        for i in PRIVATE_POSITIONS:
            if not public_to_all(state, seat, i):
                assert hand_values[i] is None, f"{state.players[seat]}'s private die {i} is on screen"
    for row in page.findChildren(DiceRow):
        if row.seat == seat and len(row.values) == len(state.dice[seat]):
            for i in PRIVATE_POSITIONS:
                if not public_to_all(state, seat, i):
                    assert row.values[i] is None
    for slot in page.board.slots:
        sub = next((s for s in state.submissions if s.player == seat), None)
        if slot.seat == seat and sub is not None and not slot.dice.placeholder:
            for die, value in zip(sub.dice, slot.dice.values):
                assert value is None or die not in PRIVATE_POSITIONS
    card = state.predictions[seat]
    if card is not None and state.phase != "finished":
        # This round's card: the seat badges, your badge, the picker and every line about now.
        # (Past rounds' cards are public and may be written in the summaries.)
        badges = [row.card for row in page.seat_rows if row.seat == seat]
        badges += [page.hand.card] if hand_owner == seat else []
        assert all(b.card is None for b in badges), "a card of this round is face-up"
        if page.viewer is None:
            assert not any(b.isChecked() for b in page.picker.cards), "the picker shows a chosen card"
        word = CARD_WORDS[CARDS.index(card)]
        if page.viewer is not None and state.predictions[page.viewer] == card:
            return  # the same word is the viewer's own card
        now = [
            page.header_lines().turn,
            page.hand.card_text.text(),
            page.hand.card_text.toolTip(),
            page.hand.hint.text(),
            page.hand.preview.text(),
            page.picker.title.text(),
            page.picker.hint.text(),
            page.privacy.title.text(),
            page.privacy.what.text(),
            page.privacy.note.text(),
        ]
        now += [label.text() for row in page.seat_rows for label in (row.name, row.status)]
        now += [row.card.toolTip() for row in page.seat_rows]
        assert not any(word in t for t in now), f"{word!r} is written somewhere"


def assert_only_what_viewer_may_see(page: TripleDicePage) -> None:
    """Every die on screen is either hidden or known to the seat in front of the screen."""
    state = page.controller.state
    assert state is not None
    viewer = page.viewer
    for seat, values in painted_dice(page):
        if seat is None or len(values) != len(state.dice[seat]):
            continue
        for i, value in enumerate(values):
            if value is None:
                continue
            assert value == state.dice[seat][i]
            assert seat == viewer or public_to_all(state, seat, i), (
                f"{state.players[seat]}'s hidden die {i} is painted for seat {viewer}"
            )


# --- whole games -------------------------------------------------------------------------------------


@pytest.mark.slow
def test_full_game_against_computers_through_clicks(qtbot, page: TripleDicePage) -> None:
    page.computers.pace_ms = 0
    finished: list[object] = []
    page.controller.game_finished.connect(finished.append)
    page.controller.start("triple-dice", 31, ["Ana", "Ben", "Cy"], ["human", "beginner", "expert"])
    rng = random.Random(4)
    summaries = 0
    steps = 0
    while page.controller.state.phase != "finished":
        qtbot.waitUntil(lambda: human_to_act(page), timeout=30000)
        state = page.controller.state
        if state.phase == "finished":
            break
        assert page.viewer == 0, "against computers the screen is always seat 0's"
        assert_only_what_viewer_may_see(page)
        if page.current_page() == SUMMARY:
            summaries += 1
            qtbot.mouseClick(page.summary.button, LEFT)
        elif state.phase == "predicting":
            play_card(qtbot, page, rng.choice(CARDS))
        else:
            submit_dice(qtbot, page, tuple(rng.sample(state.unused(0), 3)))
        steps += 1
        assert steps < 100
    qtbot.waitUntil(lambda: bool(finished), timeout=5000)
    state = page.controller.state
    expected = outcome(state)
    assert finished == [expected]
    assert summaries == 3, "rounds 1-3 end in a summary; round 4 in the game-over panel"
    assert page.current_page() == OVER
    winners = " and ".join(state.players[w] for w in expected.winners)
    assert winners in page.over.headline.text()
    assert format_points(expected.totals[expected.winners[0]]) in page.over.headline.text()
    assert page.header_lines().turn.startswith("Game over")
    # Replaying the log from the seed proves every move, the computers' included, was legal.
    replayed = new_game(31, ["Ana", "Ben", "Cy"])
    for action in state.log:
        replayed = apply(replayed, action)
    assert replayed == state
    assert not page.controller.assisted


@pytest.mark.slow
def test_mixed_pass_and_play_game_with_a_computer(qtbot, page: TripleDicePage) -> None:
    """Two people and a computer: the screen asks for the device only when the person changes."""
    page.computers.pace_ms = 0
    page.controller.start("triple-dice", 8, ["Ana", "Bot", "Cy"], ["human", "beginner", "human"])
    rng = random.Random(2)
    screens = 0
    last_viewer: int | None = None
    while page.controller.state.phase != "finished":
        qtbot.waitUntil(lambda: human_to_act(page), timeout=30000)
        state = page.controller.state
        if state.phase == "finished":
            break
        if page.current_page() == SUMMARY:
            qtbot.mouseClick(page.summary.button, LEFT)
            continue
        acting = state.current_player
        if page.current_page() == PRIVACY:
            assert acting != last_viewer
            assert page.privacy.title.text() == f"Pass to {state.players[acting]}"
            if last_viewer is not None:
                assert_no_secret_of(page, last_viewer)
            assert_no_secret_of(page, acting)
            screens += 1
            qtbot.mouseClick(page.privacy.button, LEFT)
            last_viewer = acting
            continue
        assert page.current_page() == TABLE and page.viewer == acting == last_viewer
        assert_only_what_viewer_may_see(page)
        if state.phase == "predicting":
            play_card(qtbot, page, rng.choice(CARDS))
        else:
            submit_dice(qtbot, page, tuple(rng.sample(state.unused(acting), 3)))
    assert screens >= 8
    assert page.current_page() == OVER


# --- privacy in pass-and-play ------------------------------------------------------------------------


@pytest.mark.slow
def test_privacy_screen_between_two_people_hides_the_seat_before(qtbot, page: TripleDicePage) -> None:
    page.controller.start("triple-dice", 7, ["Ana", "Ben"], ["human", "human"])
    state = page.controller.state
    assert page.current_page() == PRIVACY, "nobody's dice show before the first person is ready"
    assert page.privacy.title.text() == "Pass to Ana"
    assert page.viewer is None
    assert all(d.value is None for d in page.hand.dice if d.index in PRIVATE_POSITIONS)

    qtbot.mouseClick(page.privacy.button, LEFT)
    assert page.current_page() == TABLE and page.viewer == 0
    assert [d.value for d in page.hand.dice] == list(state.dice[0]), "Ana sees all 11 of her dice"
    play_card(qtbot, page, "zero")

    assert page.current_page() == PRIVACY
    assert page.privacy.title.text() == "Pass to Ben"
    assert "Ana's dice and card are hidden" in page.privacy.note.text()
    assert_no_secret_of(page, 0)
    assert_no_secret_of(page, 1)  # and Ben's own secrets wait for his button

    qtbot.mouseClick(page.privacy.button, LEFT)
    state = page.controller.state
    assert page.viewer == 1
    assert [d.value for d in page.hand.dice] == list(state.dice[1]), "Ben now sees his own private dice"
    ana = page.seat_rows[0]
    assert ana.seat == 0
    assert [ana.dice.values[i] for i in PRIVATE_POSITIONS] == [None, None]
    assert ana.card.card is None and ana.card.face_down, "Ana's card lies face-down for Ben"
    assert_no_secret_of(page, 0)
    play_card(qtbot, page, "maximum")

    # Turn 1: whoever goes first plays a private die; the other sees "?" until the turn is over.
    state = page.controller.state
    first = state.turn_order[0]
    if page.current_page() == PRIVACY:
        qtbot.mouseClick(page.privacy.button, LEFT)
    assert page.viewer == first
    submit_dice(qtbot, page, (9, 0, 1))
    assert page.current_page() == PRIVACY
    assert_no_secret_of(page, first)
    qtbot.mouseClick(page.privacy.button, LEFT)
    second = 1 - first
    assert page.viewer == second
    slot = next(s for s in page.board.slots if s.seat == first)
    state = page.controller.state
    assert slot.dice.values == [None, state.dice[first][0], state.dice[first][1]]
    assert slot.note.text().startswith("?")
    assert_only_what_viewer_may_see(page)
    submit_dice(qtbot, page, (2, 3, 4))
    # The turn is over: the private die is turned over for everyone, whoever holds the device.
    if page.current_page() == PRIVACY:
        qtbot.mouseClick(page.privacy.button, LEFT)
    state = page.controller.state
    assert state.turn == 2
    if page.viewer == second:
        row = next(r for r in page.seat_rows if r.seat == first)
        assert row.dice.values[9] == state.dice[first][9]
    else:
        assert page.hand.dice[9].value == state.dice[first][9]
        row = next(r for r in page.seat_rows if r.seat == second)
        assert row.dice.values[:5] == list(state.dice[second][:5])
    assert_only_what_viewer_may_see(page)


@pytest.mark.slow
def test_round_summary_reveals_every_card_and_bonus(qtbot, page: TripleDicePage) -> None:
    page.controller.start("triple-dice", 3, ["Ana", "Ben"], ["human", "human"])
    c = page.controller
    cards = {0: "more", 1: "zero"}
    seat = 0
    while c.state.round == 1:
        seat = c.state.current_player
        if page.current_page() == PRIVACY:
            qtbot.mouseClick(page.privacy.button, LEFT)
        if c.state.phase == "predicting":
            play_card(qtbot, page, cards[seat])
        else:
            submit_dice(qtbot, page, tuple(c.state.unused(seat)[:3]))
    assert page.current_page() == SUMMARY, "the summary comes before the next person's privacy screen"
    record = c.state.rounds[0]
    model = page.summary.table.model()
    for seat in (0, 1):
        row = [model.index(seat, column).data() for column in range(model.columnCount())]
        assert row[0] == c.state.players[seat]
        assert row[1] == CARD_WORDS[CARDS.index(record.predictions[seat])]
        assert row[2] == format_points(record.scores[seat])
        assert row[3] == ("\u2714 hit" if record.hits[seat] else "\u2718 missed")
        assert row[5] == f"+{format_points(record.gains[seat])}"
        if record.hits[seat]:
            assert ("+40" if record.predictions[seat] == "zero" else "\u00d72") in row[4]
    assert "Continue to round 2" in page.summary.button.text()
    qtbot.keyClick(page, Qt.Key.Key_Return)
    if seat == 0:
        assert page.current_page() == TABLE, "Ana played last and picks first: no need to pass"
    else:
        assert page.current_page() == PRIVACY, "round 2 starts with the privacy screen for Ana"
        assert page.privacy.title.text() == "Pass to Ana"
    # The totals table shows the round as finished, with the card bonus included.
    model = page.totals_model
    assert model.data(model.index(0, 0)) == format_points(record.gains[0])


# --- undo --------------------------------------------------------------------------------------------


@pytest.mark.slow
def test_undo_against_computers_goes_back_to_your_decision_and_marks_assisted(qtbot, page: TripleDicePage) -> None:
    page.computers.pace_ms = 0
    page.controller.start("triple-dice", 12, ["Ana", "Ben", "Cy"], ["human", "expert", "beginner"])
    c = page.controller
    start = c.state
    assert not c.can_undo() and "nothing to undo" in (c.undo_block_reason() or "")
    play_card(qtbot, page, "maximum")
    qtbot.waitUntil(lambda: c.state.phase == "submitting" and c.state.current_player == 0, timeout=30000)
    assert c.undo_stack.count() >= 3, "the computers' cards (and any turn-1 moves) are on the stack"
    history = [c.undo_stack.text(i) for i in range(c.undo_stack.count())]
    assert history[0] == "Ana chooses a prediction card"
    assert not any(w.lower() in t.lower() for t in history for w in CARD_WORDS), "history never names a card"
    assert c.can_undo()
    assert c.undo()
    assert c.state == start, "undo skipped the computers' moves back to Ana's card"
    assert c.assisted
    assert page.current_page() == TABLE and page.picker.cards[0].isEnabled()
    assert c.redo()
    assert c.state.phase == "submitting" and c.state.current_player == 0
    qtbot.wait(50)
    assert c.state.current_player == 0, "after redo it is Ana's move again, not the computers'"


@pytest.mark.slow
def test_undo_across_a_round_end_hides_then_reshows_its_summary(qtbot, page: TripleDicePage) -> None:
    page.computers.pace_ms = 0
    page.controller.start("triple-dice", 6, ["Ana", "Ben"], ["human", "beginner"])
    c = page.controller
    while c.state.round == 1:
        qtbot.waitUntil(lambda: human_to_act(page), timeout=30000)
        if c.state.round > 1:
            break
        if c.state.phase == "predicting":
            play_card(qtbot, page, "more")
        else:
            submit_dice(qtbot, page, tuple(c.state.unused(0)[:3]))
    qtbot.waitUntil(lambda: page.current_page() == SUMMARY, timeout=30000)
    assert page.controller.computers_held, "computers wait while the table reads the summary"
    assert c.undo()
    assert c.state.round == 1 and c.state.turn == 3 and c.state.current_player == 0
    assert page.current_page() == TABLE and not page.controller.computers_held
    assert c.redo()
    assert page.current_page() == SUMMARY, "the round ends again, so its summary shows again"
    qtbot.mouseClick(page.summary.button, LEFT)
    assert page.current_page() == TABLE and page.picker.cards[0].isEnabled()


@pytest.mark.slow
def test_undo_in_pass_and_play_only_until_the_next_seat_acts(qtbot, page: TripleDicePage) -> None:
    messages: list[str] = []
    page.message.connect(messages.append)
    page.controller.start("triple-dice", 9, ["Ana", "Ben"], ["human", "human"])
    c = page.controller
    qtbot.mouseClick(page.privacy.button, LEFT)
    before_ana = c.state
    play_card(qtbot, page, "more")
    # Ana may take her card back while Ben has not acted: the privacy screen offers it.
    assert page.current_page() == PRIVACY and page.privacy.undo_button.isVisible()
    assert page.privacy.undo_button.text() == "Undo Ana's last move"
    qtbot.mouseClick(page.privacy.undo_button, LEFT)
    assert c.state == before_ana and c.assisted
    assert page.current_page() == TABLE and page.viewer == 0, "Ana still holds the device"
    play_card(qtbot, page, "zero")

    # Ben says he is ready, sees his dice, then someone presses undo: Ana's move is still
    # undoable (Ben has not acted) but Ben must not see Ana's card come back.
    qtbot.mouseClick(page.privacy.button, LEFT)
    assert page.viewer == 1
    assert c.undo()
    assert page.current_page() == PRIVACY and page.privacy.title.text() == "Pass to Ana"
    assert_no_secret_of(page, 0)
    qtbot.mouseClick(page.privacy.button, LEFT)
    play_card(qtbot, page, "zero")
    qtbot.mouseClick(page.privacy.button, LEFT)
    play_card(qtbot, page, "minimum")  # Ben acts

    # Ben may undo his own card; Ana's, made before Ben acted, is out of reach.
    assert c.can_undo()
    assert c.undo()
    assert c.state.predictions == ("zero", None)
    assert not c.can_undo()
    assert not c.undo()
    assert "Ben moved since" in messages[-1] and "only until the next seat acts" in messages[-1]
    assert c.state.predictions == ("zero", None)
    assert c.redo()
    assert c.state.phase == "submitting"
    # The first submitter's move is undoable until the other submits, then no longer.
    first = c.state.turn_order[0]
    if page.current_page() == PRIVACY:
        qtbot.mouseClick(page.privacy.button, LEFT)
    submit_dice(qtbot, page, (0, 1, 2))
    assert c.can_undo()
    qtbot.mouseClick(page.privacy.button, LEFT)
    submit_dice(qtbot, page, (0, 1, 2))
    assert c.state.turn == 2
    # A turn's last submission may still be taken back by its maker before anyone moves on.
    assert c.can_undo() and c.undo()
    assert c.state.turn == 1 and len(c.state.submissions) == 1
    assert not c.undo(), f"{c.state.players[first]}'s submission was followed by another seat's"
    assert "Undo is off" in messages[-1]


# --- the totals model --------------------------------------------------------------------------------


def _game_with_fractions() -> TripleDiceState:
    """A seeded random 4-player game, stopped once some total is a fraction (shared places)."""
    for seed in range(200):
        rng = random.Random(seed)
        state = new_game(seed, ["Ana", "Ben", "Cy", "Dee"])
        while state.phase != "finished":
            state = apply(state, rng.choice(legal_actions(state)))
            live = [t + r for t, r in zip(state.totals, state.round_points)]
            if state.phase == "submitting" and any(t.denominator == 3 and t > 1 for t in live):
                return state
    raise AssertionError("no seed below 200 gave a total in thirds")


def test_totals_model_passes_qtmodeltester_and_formats_fractions(qtbot, qtmodeltester) -> None:
    model = TotalsModel()
    qtmodeltester.check(model)
    state = _game_with_fractions()
    model.set_observation(observe(state, 0))
    qtmodeltester.check(model)
    assert model.rowCount() == 4 and model.columnCount() == 5
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)] == ["R1", "R2", "R3", "R4", "Total"]
    assert [model.headerData(r, Qt.Orientation.Vertical) for r in range(4)] == list(state.players)
    for seat in range(4):
        live = state.totals[seat] + state.round_points[seat]
        assert model.data(model.index(seat, 4)) == format_points(live)
        for record in state.rounds:
            assert model.data(model.index(seat, record.round - 1)) == format_points(record.gains[seat])
        assert model.data(model.index(seat, state.round - 1)) == format_points(state.round_points[seat])
        assert model.data(model.index(seat, 3)) in ("", format_points(state.round_points[seat]))
    shown = [model.data(model.index(r, 4)) for r in range(4)]
    assert any(" " in text and "/3" in text for text in shown), shown
    model.set_observation(table_view(state))
    qtmodeltester.check(model)
    model.set_observation(None)
    qtmodeltester.check(model)



@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_totals_table_at_800x600_shows_short_names_whole_and_every_column(qtbot, language: str) -> None:
    """At 800x600 the table is 210 px wide. The header's size hint kept room the theme's slim
    sections never draw, so German's wider "Summe" left the names 36 px and the player to act
    (bold) showed as "A…"; a round's "10 2/3" still widens the round columns before any name."""
    languages().apply(language)
    try:
        model = TotalsModel()
        holder = QWidget()
        styled(holder, theme.TRIPLE_STYLE)
        view = TotalsView(model, holder)
        holder.resize(210, 200)
        view.setFixedWidth(210)
        holder.show()
        qtbot.waitExposed(holder)
        state = _game_with_fractions()
        names = ["Ana", "Ben", "Cy", "Dee"]
        model.set_observation({**observe(state, 0), "players": names})
        qtbot.wait(10)
        header, names_column = view.horizontalHeader(), view.verticalHeader()
        assert model.acting is not None  # that name is bold, and wider
        assert names_column.width() >= names_column.sizeHint().width(), (language, names_column.width())
        used = names_column.width() + sum(header.sectionSize(c) for c in range(model.columnCount()))
        assert used <= view.width() - 2 * view.frameWidth(), (language, used)
        total = model.columnCount() - 1
        assert header.sectionSize(total) >= view.sizeHintForColumn(total)
        assert not clipping.header_problems(header), (language, [str(p) for p in clipping.header_problems(header)])
    finally:
        languages().apply("en")


# --- picking dice ------------------------------------------------------------------------------------


def _to_first_submit(qtbot, page: TripleDicePage) -> None:
    page.computers.pace_ms = 0
    page.controller.start("triple-dice", 21, ["Ana", "Ben"], ["human", "beginner"])
    play_card(qtbot, page, "more")
    c = page.controller
    qtbot.waitUntil(lambda: c.state.phase == "submitting" and c.state.current_player == 0, timeout=30000)


@pytest.mark.slow
def test_submit_is_disabled_until_three_dice_are_picked(qtbot, page: TripleDicePage) -> None:
    messages: list[str] = []
    page.message.connect(messages.append)
    _to_first_submit(qtbot, page)
    c = page.controller
    button = page.hand.submit_button
    assert not button.isEnabled() and "Pick exactly 3" in button.toolTip()
    qtbot.mouseClick(page.hand.dice[2], LEFT)
    qtbot.mouseClick(page.hand.dice[10], LEFT)
    assert page.picked == (2, 10)
    assert page.hand.dice[10].picked and page.hand.dice[10].pick_number == 2
    assert not button.isEnabled() and "2 picked" in button.toolTip()
    before = c.state
    qtbot.mouseClick(button, LEFT)
    assert c.state is before, "a disabled Submit does nothing"
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert c.state is before and "Pick exactly 3 dice" in messages[-1]
    qtbot.mouseClick(page.hand.dice[5], LEFT)
    assert button.isEnabled()
    values = [before.dice[0][i] for i in (2, 10, 5)]
    assert combination_name(values).capitalize() in page.hand.preview.text()
    qtbot.mouseClick(page.hand.dice[7], LEFT)
    assert page.picked == (2, 10, 5) and "3 dice picked" in messages[-1]
    qtbot.mouseClick(page.hand.dice[10], LEFT)  # put one back
    assert page.picked == (2, 5) and not button.isEnabled()
    qtbot.mouseClick(page.hand.dice[9], LEFT)
    qtbot.mouseClick(button, LEFT)
    assert Submit((2, 5, 9)) in c.state.log, "submitted in the order picked"
    assert c.state.used[0][2] == c.state.used[0][5] == c.state.used[0][9] == 1


def test_keys_pick_dice_cards_and_submit(qtbot, page: TripleDicePage) -> None:
    page.computers.pace_ms = 0
    page.controller.start("triple-dice", 21, ["Ana", "Ben"], ["human", "beginner"])
    c = page.controller
    qtbot.keyClick(page, Qt.Key.Key_4)
    assert page.picker.chosen_card == "maximum" and page.hand.play_button.isEnabled()
    qtbot.keyClick(page, Qt.Key.Key_2)
    assert page.picker.chosen_card == "minimum"
    qtbot.keyClick(page, Qt.Key.Key_Enter)
    assert c.state.predictions[0] == "minimum"
    qtbot.waitUntil(lambda: c.state.phase == "submitting" and c.state.current_player == 0, timeout=30000)
    qtbot.keyClick(page, Qt.Key.Key_1)
    qtbot.keyClick(page, Qt.Key.Key_0)
    qtbot.keyClick(page, Qt.Key.Key_Minus)
    assert page.picked == (0, 9, 10), "1 is the first die, 0 the 10th, minus the 11th"
    qtbot.keyClick(page, Qt.Key.Key_Backspace)
    assert page.picked == ()
    for key in (Qt.Key.Key_9, Qt.Key.Key_3, Qt.Key.Key_7):
        qtbot.keyClick(page, key)
    assert page.picked == (8, 2, 6)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert Submit((8, 2, 6)) in c.state.log
    assert [page.hand.dice[i].key for i in (0, 8, 9, 10)] == ["1", "9", "0", "\u2212"]


def test_clicks_out_of_turn_are_refused_with_a_message(qtbot, page: TripleDicePage) -> None:
    messages: list[str] = []
    page.message.connect(messages.append)
    page.computers.pace_ms = 60000  # the computer is slow to move: its turn lasts
    page.controller.start("triple-dice", 5, ["Ana", "Ben"], ["human", "expert"])
    play_card(qtbot, page, "more")
    c = page.controller
    assert c.state.current_player == 1
    before = c.state
    qtbot.mouseClick(page.hand.dice[0], LEFT)
    assert page.picked == () and c.state is before
    assert "Ben (Expert)'s turn" in messages[-1]
    qtbot.keyClick(page, Qt.Key.Key_1)
    assert c.state is before
    assert not c.move_by_program(Submit((0, 1, 2)), 0), "the engine refuses a move out of turn too"
    assert c.state is before


# --- rendering only from observations ----------------------------------------------------------------


def test_page_never_paints_an_opponents_hidden_values(qtbot, page: TripleDicePage) -> None:
    """Opponents' private dice are '?' in every widget until their turn is over; the header and
    the history never carry a card or a hidden value."""
    page.computers.pace_ms = 60000
    page.controller.start("triple-dice", 44, ["Ana", "Ben", "Cy"], ["human", "beginner", "beginner"])
    c = page.controller
    # Drive the computers by hand so the state is exactly known.
    c.move_by_program(Predict("zero"), 0)
    c.move_by_program(Predict("maximum"), 1)
    c.move_by_program(Predict("more"), 2)
    while c.state.current_player != 0:
        c.move_by_program(Submit((9, 10, 0)), c.state.current_player)
    state = c.state
    assert page.current_page() == TABLE and page.viewer == 0
    assert_only_what_viewer_may_see(page)
    for seat in (1, 2):
        row = next(r for r in page.seat_rows if r.seat == seat)
        assert [row.dice.values[i] for i in PRIVATE_POSITIONS] == [None, None]
        assert row.dice.values[:9] == list(state.dice[seat][:9])
        assert row.card.card is None and row.card.face_down
        assert_no_secret_of(page, seat)
    for slot in page.board.slots:
        if slot.seat in (1, 2) and any(s.player == slot.seat for s in state.submissions):
            assert slot.dice.values[:2] == [None, None]
    # Ana's own card and private dice are hers to see.
    assert page.hand.card.card == "zero"
    assert [page.hand.dice[i].value for i in PRIVATE_POSITIONS] == [state.dice[0][i] for i in PRIVATE_POSITIONS]
    joined = "\n".join(texts(page)) + page.header_lines().turn
    assert "Maximum" not in joined and "More" not in joined
    history = [c.undo_stack.text(i) for i in range(c.undo_stack.count())]
    assert history[1] == "Ben chooses a prediction card"
    assert all("?" in t for t in history if "submits" in t), history
    # After Ana plays, the turn ends and the private dice played are turned over for everyone.
    submit_dice(qtbot, page, (0, 1, 2))
    while c.state.turn == 1:
        c.move_by_program(Submit((9, 10, 0)), c.state.current_player)
    state = c.state
    for seat in (1, 2):
        row = next(r for r in page.seat_rows if r.seat == seat)
        assert row.dice.values[9] == state.dice[seat][9] and row.dice.values[10] == state.dice[seat][10]
    assert_only_what_viewer_may_see(page)


def test_header_text_follows_the_game(qtbot, page: TripleDicePage) -> None:
    page.computers.pace_ms = 60000
    page.controller.start("triple-dice", 2, ["Ana", "Ben"], ["human", "expert"])
    assert page.header_lines().turn == "Round 1 of 4 \u00b7 Ana to pick a card"
    play_card(qtbot, page, "more")
    assert page.header_lines().turn == "Round 1 of 4 \u00b7 Ben (Expert) to pick a card"
    page.controller.move_by_program(Predict("zero"), 1)
    who = page.controller.who(page.controller.state.current_player)
    assert page.header_lines().turn == f"Round 1 of 4 \u00b7 Turn 1 \u00b7 {who} to submit"


def test_restore_resumes_with_privacy_and_the_assisted_flag(qtbot, page: TripleDicePage) -> None:
    state = new_game(17, ["Ana", "Ben", "Cy"])
    for card in ("more", "zero", "minimum"):
        state = apply(state, Predict(card))
    page.controller.restore(state, ["human", "human", "human"], True)
    assert page.controller.assisted and page.controller.seed == 17
    assert page.current_page() == PRIVACY
    assert page.privacy.title.text() == f"Pass to {state.players[state.current_player]}"
    for seat in range(3):
        assert_no_secret_of(page, seat)
    assert not page.controller.can_undo(), "a restored game has no history to undo"
    with pytest.raises(ValueError, match="seat 2 is 'grandmaster'"):
        page.controller.restore(state, ["human", "grandmaster", "human"], False)


@pytest.mark.slow
def test_click_targets_are_at_least_40_px_and_the_table_fits_800x600(qtbot, page: TripleDicePage) -> None:
    page.resize(800, 510)  # the room the page gets inside an 800x600 window (menu, header, status bar)
    page.computers.pace_ms = 60000
    page.controller.start("triple-dice", 13, ["Ana", "Ben", "Cy", "Dee"], ["human", "human", "expert", "beginner"])

    def check() -> None:
        # The table fits: four players at 800x600 need no scrolling once the layouts settle.
        scroll = page.stack.currentWidget().findChild(QScrollArea)
        qtbot.waitUntil(
            lambda: not scroll.horizontalScrollBar().isVisible() and not scroll.verticalScrollBar().isVisible(),
            timeout=3000,
        )
        targets = [
            w for w in page.findChildren(QAbstractButton)
            if w.isVisible() and w.objectName() != "qt_tableview_cornerbutton"  # disabled, not a target
        ]
        targets += [d for d in page.hand.dice if d.isVisible()]
        assert targets
        for widget in targets:
            label = getattr(widget, "text", lambda: "")() or widget.accessibleName()
            assert widget.height() >= 40 and widget.width() >= 40, (label, widget.size())

    check()  # the privacy screen
    qtbot.mouseClick(page.privacy.button, LEFT)
    check()  # the card picker
    play_card(qtbot, page, "more")
    qtbot.mouseClick(page.privacy.button, LEFT)
    play_card(qtbot, page, "zero")
    page.controller.move_by_program(Predict("more"), 2)
    page.controller.move_by_program(Predict("more"), 3)
    while page.controller.played_by(page.controller.state.current_player) != "human":
        c = page.controller
        c.move_by_program(Submit(c.state.unused(c.state.current_player)[:3]), c.state.current_player)
    if page.current_page() == PRIVACY:
        qtbot.mouseClick(page.privacy.button, LEFT)
    qtbot.mouseClick(page.hand.dice[0], LEFT)
    check()  # picking dice


def test_game_over_ranks_equal_totals_as_shared_places(qtbot, page: TripleDicePage) -> None:
    rng = random.Random(3)
    state = new_game(3, ["Ana", "Ben", "Cy"])
    while state.phase != "finished":
        state = apply(state, rng.choice(legal_actions(state)))
    obs = observe(state, 0)
    obs["totals"] = [20, "41/2", 20]  # Ana and Cy tie behind Ben's 20.5
    page.over.show_outcome(obs, headline(obs), "")
    ranking = [[label.text() for label in row] for row in page.over.ranking_labels[:3]]
    assert [row[:3] for row in ranking] == [["1st", "Ben", "20.5"], ["2nd (shared)", "Ana", "20"],
                                            ["2nd (shared)", "Cy", "20"]]
    obs["totals"] = [20, 20, 3]
    assert headline(obs) == "Ana and Ben share the win with 20!"
    page.over.show_outcome(obs, headline(obs), "")
    assert [row[0].text() for row in page.over.ranking_labels[:3]] == ["1st (shared)", "1st (shared)", "3rd"]
