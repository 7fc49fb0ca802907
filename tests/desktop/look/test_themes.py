"""Every theme's text reads at WCAG AA (4.5:1) and its focus and held markers at 3:1, computed
from the colours the style sheets and painters use; and switching theme or zoom reaches every
styled window at once."""

from __future__ import annotations

import re

import pytest

from desktop.look import theme
from desktop.look.start import start

SHEETS = {
    "STYLE": theme.STYLE, "TRIPLE_STYLE": theme.TRIPLE_STYLE, "KIOSK_STYLE": theme.KIOSK_STYLE,
    "RECORDS_STYLE": theme.RECORDS_STYLE, "REPLAY_STYLE": theme.REPLAY_STYLE, "BANNER_STYLE": theme.BANNER_STYLE,
    "LESSON_STYLE": theme.LESSON_STYLE,
}
RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
SOLID = re.compile(r"^\s*(#[0-9a-fA-F]{6})\s*$")


def luminance(hex_colour: str) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ratio(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def bg_of(name: str, light_hex: str) -> str:
    return theme.MAPS[name][0].get(light_hex, light_hex) if name in theme.MAPS else light_hex


def colour(name: str, key: str) -> str:
    return theme.COLORS.get(name, {}).get(key, theme._LIGHT[key])


def text_pairs(name: str) -> list[tuple[str, str, str]]:
    """(where, text colour, background) for every rule of every sheet that sets a text colour."""
    pairs = []
    for sheet_name, source in SHEETS.items():
        sheet = theme.recolour(source, name)
        for selector, body in RULE.findall(sheet):
            selector = " ".join(selector.split())
            if ":disabled" in selector:
                continue  # WCAG 1.4.3 exempts inactive controls
            decls = dict((k.strip(), v.strip()) for k, _, v in
                         (d.partition(":") for d in body.split(";") if ":" in d))
            text = SOLID.match(decls.get("color", ""))
            if not text:
                continue
            own = SOLID.match(decls.get("background", "") or decls.get("background-color", ""))
            if own:
                backs = [own.group(1)]
            else:
                ids = [key for key in theme.TEXT_ON if key in selector]
                backs = [bg_of(name, theme.TEXT_ON[ids[0]])] if ids else \
                    [bg_of(name, "#f3f1ea"), bg_of(name, "#ffffff")]
            for back in backs:
                pairs.append((f"{sheet_name} {selector}", text.group(1), back))
    # Painted text: the scorecard's cells on their row colours.
    for key in ("INK", "PREVIEW", "PREVIEW_ZERO"):
        for row in ("PAPER", "CURRENT_COLUMN", "SECTION_ROW", "TOTAL_ROW"):
            if key != "INK" and row != "CURRENT_COLUMN":
                continue  # previews show only in the current player's column
            pairs.append((f"scorecard {key} on {row}", colour(name, key), colour(name, row)))
    for key in ("CHART_TEXT", "CHART_HIGHLIGHT_TEXT", "CHART_AVERAGE"):
        pairs.append((f"chart {key}", colour(name, key), colour(name, "CHART_BACKGROUND")))
    pairs.append(("chart callout", colour(name, "CHART_CALLOUT_TEXT"), colour(name, "CHART_CALLOUT")))
    return pairs


@pytest.mark.parametrize("name", theme.THEME_NAMES)
def test_every_text_reads_at_4_5_to_1(name: str) -> None:
    low = [(where, fg, bg, round(ratio(fg, bg), 2)) for where, fg, bg in text_pairs(name) if ratio(fg, bg) < 4.5]
    assert not low, "\n".join(map(str, low))


@pytest.mark.parametrize("name", theme.THEME_NAMES)
def test_focus_and_held_markers_stand_out_at_3_to_1(name: str) -> None:
    felt = (colour(name, "FELT_LIGHT"), colour(name, "FELT"))
    markers = [(f"{m} on {f}", colour(name, m), back) for m in ("HELD_RING", "FOCUS_RING") for f, back in
               zip(("FELT_LIGHT", "FELT"), felt)]
    # The held ring is drawn on the felt, outside the die's edge, so the felt is what it must stand
    # out from (and a held die is also lifted, padlocked and labelled in words).
    sheet = theme.recolour(theme.STYLE, name)
    focus = re.search(r"#RollButton:focus \{ border: 2px solid (#[0-9a-f]{6})", sheet)
    assert focus
    markers.append(("Roll button focus on the felt", focus.group(1), felt[0]))
    cell = re.search(r"QTableView#Scorecard::item:focus \{[^}]*border: 2px solid (#[0-9a-f]{6})", sheet)
    assert cell, "the scorecard's focused box needs a border of its own"
    markers.append(("scorecard focus on paper", cell.group(1), colour(name, "PAPER")))
    markers.append(("scorecard focus on the current column", cell.group(1), colour(name, "CURRENT_COLUMN")))
    # Every other focus border, against the control's own face (where the ring is drawn).
    for source in SHEETS.values():
        sheet = theme.recolour(source, name)
        faces = {sel.strip(): dict((k.strip(), v.strip()) for k, _, v in (d.partition(":") for d in body.split(";")))
                 for sel, body in RULE.findall(sheet)}
        for selectors, body in RULE.findall(sheet):
            ring = re.search(r"border: \d+px solid (#[0-9a-f]{6})", body)
            if ":focus" not in selectors or not ring:
                continue
            for selector in (part.strip() for part in selectors.split(",")):
                # The ring is the control's border: it needs 3:1 against the face inside it or
                # the surface around it (the felt, or the window's paper).
                own = SOLID.match(faces.get(selector.replace(":focus", ""), {}).get("background", ""))
                ids = [key for key in theme.TEXT_ON if key in selector]
                around = bg_of(name, theme.TEXT_ON[ids[0]]) if ids else bg_of(name, "#ffffff")
                best = max((own.group(1), around) if own else (around,), key=lambda c: ratio(ring.group(1), c))
                markers.append((f"{selector} ring", ring.group(1), best))
    low = [(where, fg, bg, round(ratio(fg, bg), 2)) for where, fg, bg in markers if ratio(fg, bg) < 3]
    assert not low, "\n".join(map(str, low))


def test_the_contrast_check_can_fail() -> None:
    assert ratio("#9aa3ad", "#ffffff") < 4.5 < ratio("#1d2530", "#ffffff")


def _felt_colour(window: object) -> str:
    image = window.scorecard.felt.grab().toImage()  # type: ignore[attr-defined]
    return image.pixelColor(image.width() // 2, 8).name()


@pytest.mark.slow
def test_theme_and_zoom_switch_live_and_are_remembered(qtbot: object, window: object, settings: object) -> None:
    from PySide6.QtCore import Qt

    window.start_game("dicegame", 5, ["Ana", "Ben"])  # type: ignore[attr-defined]
    window.settle()  # type: ignore[attr-defined]
    light = _felt_colour(window)
    row = window.scorecard.table.verticalHeader().defaultSectionSize()  # type: ignore[attr-defined]
    window.menus.set_theme("dark")
    assert settings.theme == "dark" and theme.current == "dark"  # type: ignore[attr-defined]
    assert _felt_colour(window) != light
    assert "#15181c" in window.styleSheet()  # type: ignore[attr-defined]
    model = window.scorecard.model  # type: ignore[attr-defined]
    brush = model.data(model.index(model.rowCount() - 1, 0), Qt.ItemDataRole.ForegroundRole)  # the grand total
    assert brush.color().name() == theme.COLORS["dark"]["INK"]
    before = window.scorecard.tray.dice[0].minimumHeight()  # type: ignore[attr-defined]
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    assert settings.zoom == 130  # type: ignore[attr-defined]
    assert window.scorecard.tray.dice[0].minimumHeight() > before  # type: ignore[attr-defined]
    assert "font-size: 26px" in window.styleSheet()  # the 20px title at 130%  # type: ignore[attr-defined]
    assert window.scorecard.table.verticalHeader().defaultSectionSize() >= row  # type: ignore[attr-defined]
    qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    assert settings.zoom == 100  # type: ignore[attr-defined]
    window.menus.set_theme("light")
    assert _felt_colour(window) == light


def test_the_system_colour_scheme_is_followed_while_running(qtbot: object, window: object) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    from desktop.look.appearance import appearance

    appearance().apply("", 100)
    hints = QGuiApplication.styleHints()  # what the platform says when the desktop turns dark
    try:
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
        assert appearance().name == "dark"
        assert "#15181c" in window.styleSheet()  # type: ignore[attr-defined]
        appearance().apply("contrast", 100)  # a choice in Settings wins over the system
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
        assert appearance().name == "contrast"
        appearance().apply("", 100)
        assert appearance().name == "light"
    finally:
        hints.colorSchemeChanged.emit(hints.colorScheme())


def test_a_window_starts_in_the_theme_and_zoom_chosen(qtbot, settings: object) -> None:
    from desktop.session.controller import GameController
    from desktop.window.main_window import MainWindow

    settings.theme, settings.zoom = "dark", 120  # type: ignore[attr-defined]
    start(settings)  # type: ignore[arg-type]
    window = MainWindow(GameController(None), settings)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    assert "#15181c" in window.styleSheet() and "font-size: 24px" in window.styleSheet()  # the 20px title
    settings.theme, settings.zoom = "light", 100  # type: ignore[attr-defined]
    start(settings)  # type: ignore[arg-type]
