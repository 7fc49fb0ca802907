"""The shipped fonts (desktop/look/fonts.py, assets/fonts): every text the window can show is drawn in
them, and the window is laid out the same whatever fonts the machine has.

The glyph check lays each text out as Qt does and asks which font drew each glyph: a glyph from
any other font (a system fallback) or the empty box means a machine without that font shows the
text differently. The texts: every string in the code of desktop/ and engine/ (names, symbols,
painted marks), every source and translation in the .ts files, each in the pseudo-language too,
and numbers and dates as each language writes them.

The machine check runs the layout tests in a child process whose fontconfig knows no font at all
(FONTCONFIG_FILE names an empty set), and compares every widget's geometry there with this
process', which sees whatever the machine has installed (a bare Debian with only DejaVu Sans
cut a German name at 800x600 that fitted where other fonts were installed).
"""

from __future__ import annotations

import ast
import functools
import hashlib
import json
import os
import re
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QDateTime, QLocale, QTime
from PySide6.QtGui import QFont, QTextLayout
from PySide6.QtWidgets import QApplication

from desktop.i18n.pseudo import pseudo
from desktop.look import fonts, theme
from engine import players

ROOT = Path(__file__).resolve().parents[3]
HERE = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "de", "fr")

INVISIBLE = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
"""Control and format characters (bidi marks the names are cleaned of, line separators): no glyph
is drawn for them, and the code only names them to strip or reject them."""
NEVER_SHOWN = players._FILLERS
"""The letters that draw nothing, which engine/players.py names only to keep them out of names."""


def _code_strings() -> set[str]:
    """Every string constant in desktop/ and engine/ but docstrings (never shown)."""
    found: set[str] = set()
    for folder in ("desktop", "engine"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text("utf-8"))
            docstrings = {
                id(node.body[0].value) for node in ast.walk(tree)
                if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)
            }
            found |= {node.value for node in ast.walk(tree)
                      if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings}
    return found


def _translations() -> set[str]:
    """Every source and translation of the .ts files, and each source in the pseudo-language."""
    found: set[str] = set()
    for code in LANGUAGES:
        for message in ET.parse(ROOT / "assets" / "translations" / f"dicebox_{code}.ts").getroot().iter("message"):
            source = message.findtext("source") or ""
            found |= {source, pseudo(source)}
            translation = message.find("translation")
            if translation is not None:
                found |= {translation.text or ""} | {form.text or "" for form in translation.iter("numerusform")}
    return found


def _locale_texts() -> set[str]:
    """Numbers, dates and times as each language writes them (desktop/i18n/language.py's QLocale)."""
    when = QDateTime(QDate(2026, 12, 31), QTime(23, 59))
    found: set[str] = set()
    for code in ("en_US", *LANGUAGES[1:]):
        locale = QLocale(code)
        found |= {locale.toString(-1234567), locale.toString(1234.5, "f", 1), locale.toString(0.125, "g", 6),
                  locale.toString(when, QLocale.FormatType.ShortFormat),
                  locale.toString(when, QLocale.FormatType.LongFormat), locale.toString(12.5, "f", 1) + " %"}
    return found


@functools.cache
def every_text() -> tuple[str, ...]:
    return tuple(sorted(_code_strings() | _translations() | _locale_texts()))


def every_character() -> dict[str, str]:
    """Each character of those texts, with the first text that has it (Qt picks a font for each
    character on its own, so laying out each character once checks every text)."""
    found: dict[str, str] = {}
    for text in every_text():
        for char in text:
            found.setdefault(char, text)
    return found


VARIANTS = {"regular": (400, False), "italic": (400, True), "semi-bold": (600, False), "bold": (700, False),
            "extra-bold": (800, False)}
"""The weights the style sheets name, and italic (the scorecard's and the totals' live figures)."""


def missing_glyphs(text: str, font: QFont) -> list[str]:
    """How Qt draws the characters of ``text`` that no shipped font has: from another font, or as
    the empty box (where no font at all has them); empty when every glyph is a shipped one."""
    shown = "".join(" " if unicodedata.category(c) in INVISIBLE or c in NEVER_SHOWN else c for c in text)
    if not shown.strip():
        return []
    layout = QTextLayout(shown, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    bad: list[str] = []
    for glyph_run in layout.glyphRuns():
        family = glyph_run.rawFont().familyName()
        if family not in fonts.FAMILIES:
            bad.append(f"drawn in {family}")
        elif 0 in glyph_run.glyphIndexes():
            bad.append(f"an empty box in {family}")
    return bad


def _variant(name: str) -> QFont:
    weight, italic = VARIANTS[name]
    font = QFont(QApplication.font())
    font.setPixelSize(14)
    font.setWeight(QFont.Weight(weight))
    font.setItalic(italic)
    return font


def test_the_shipped_fonts_load_and_become_the_application_font(qapp) -> None:
    assert set(fonts.FAMILIES) <= set(fonts.load()), fonts.load()
    assert QApplication.font().families() == list(fonts.FAMILIES)


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_text_the_window_can_show_is_drawn_in_the_shipped_fonts(qapp, variant: str) -> None:
    chars = every_character()
    assert len(every_text()) > 3000 and {"\u2714", "\u00df", "\u00e7", "\u23ce"} <= chars.keys()
    font = _variant(variant)
    bad = missing_glyphs("".join(chars), font)
    examples = {c: chars[c][:60] for c in chars if missing_glyphs(c, font)} if bad else {}
    assert not bad, f"characters no shipped font draws ({bad}), e.g. in: {examples} (add their block to " \
                    "packaging/fonts.py's SYMBOLS and run it)"


def test_a_character_no_shipped_font_has_is_caught(qapp) -> None:
    """The check above can fail: a snowman (in DejaVu Sans, in no shipped font) is reported."""
    assert missing_glyphs("Schnee \u2603 und \u2714", _variant("bold")) != []
    assert missing_glyphs("Schnee und \u2714", _variant("bold")) == []


def test_style_sheets_name_only_shipped_families() -> None:
    sheets = " ".join(value for value in vars(theme).values() if isinstance(value, str))
    named = {name.strip().strip("'\"") for value in re.findall(r"font-family:\s*([^;}]+)", sheets)
             for name in value.split(",")}
    assert named and named <= set(fonts.FAMILIES), named


def test_the_font_files_are_the_ones_made_and_their_licence_is_beside_them() -> None:
    """SOURCES.txt (written by packaging/fonts.py) holds each file's SHA-256; OFL.txt the licence,
    which the bundle, the .deb and the Windows installer carry with the fonts."""
    folder = ROOT / "assets" / "fonts"
    listed = dict(line.split()[::-1] for line in (folder / "SOURCES.txt").read_text().splitlines() if "  " in line)
    assert set(listed) == set(fonts.FILES)
    for name, digest in listed.items():
        assert hashlib.sha256((folder / name).read_bytes()).hexdigest() == digest, name
    assert (
        "SIL OPEN FONT LICENSE" in (folder / "OFL.txt").read_text()
        and "Inter Project" in (folder / "OFL.txt").read_text()
    )


# --- the same layout on every machine ------------------------------------------------------------


def empty_font_set(folder: Path) -> dict[str, str]:
    """The environment of a child process whose fontconfig knows no font: only the shipped ones,
    added by the app, can draw anything."""
    conf = folder / "fonts.conf"
    conf.write_text('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n'
                    f"<fontconfig><cachedir>{folder / 'cache'}</cachedir></fontconfig>\n", encoding="utf-8")
    return dict(os.environ, FONTCONFIG_FILE=str(conf), QT_QPA_PLATFORM="offscreen")


def _layout(env: dict[str, str], folder: Path) -> dict[str, object]:
    out = folder / f"layout-{len(list(folder.glob('layout-*')))}.json"
    proc = subprocess.run([sys.executable, str(HERE / "layout_probe.py"), str(out)], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(out.read_text("utf-8"))


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fontconfig: Linux only")
def test_the_window_is_laid_out_alike_with_no_system_font_and_with_the_machines(tmp_path: Path) -> None:
    """Every widget of every game's window, at 800x600 in German, has the same geometry in a process
    that sees no system font as in one that sees all this machine has."""
    alone = _layout(empty_font_set(tmp_path), tmp_path)
    machine = _layout(dict(os.environ, QT_QPA_PLATFORM="offscreen"), tmp_path)
    assert alone["families"] == [] and alone["games"], alone["families"]
    assert sum(len(widgets) for widgets in alone["games"].values()) > 100
    for game, widgets in machine["games"].items():
        differ = [(a, b) for a, b in zip(alone["games"][game], widgets, strict=True) if a != b]
        assert not differ, (game, differ[:5])


FIT_TESTS = (
    "tests/desktop/look/test_fonts.py::test_every_text_the_window_can_show_is_drawn_in_the_shipped_fonts",
    "tests/desktop/triple/test_triple_page.py::test_totals_table_at_800x600_shows_short_names_whole_and_every_column",
    "tests/desktop/triple/test_triple_page.py::test_click_targets_are_at_least_40_px_and_the_table_fits_800x600",
    "tests/desktop/widgets/test_fitted_label.py",
    "tests/desktop/i18n/test_pseudo_language.py::test_every_game_screen_is_translated_and_fits_at_800x600",
    "tests/desktop/i18n/test_pseudo_language.py::test_the_dialogs_are_translated_and_fit",
    "tests/desktop/i18n/test_pseudo_language.py::test_the_kiosk_start_screen_is_translated_and_fits",
    "tests/desktop/i18n/test_pseudo_language.py::test_every_triple_dice_moment_is_translated_and_fits_at_800x600",
    "tests/desktop/i18n/test_pseudo_language.py::test_no_triple_dice_moment_scrolls_sideways_at_800x600",
)
"""The clipping and fit tests: a text cut off, a column too narrow, a screen that scrolls."""


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fontconfig: Linux only")
def test_the_fit_tests_pass_with_only_the_shipped_fonts(tmp_path: Path) -> None:
    if os.environ.get("FONTCONFIG_FILE"):
        pytest.skip("already running with a chosen font set (this test's own child)")
    env = empty_font_set(tmp_path)
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", "-x", *FIT_TESTS],
                          env=env, cwd=ROOT, capture_output=True, text=True, timeout=900)
    tail = proc.stdout[-3000:]
    assert proc.returncode == 0, tail
    assert re.search(r"\b\d{2,} passed\b", tail) and "failed" not in tail, tail
