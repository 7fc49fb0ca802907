"""The translations are complete and in step with the code.

Every ``translate("Context", "text")`` and ``QT_TRANSLATE_NOOP`` in ``desktop/`` must be in the
``.ts`` files (else ``python packaging/translations.py update`` was not run), German and French must
translate every one of them with the same placeholders, and a count must be written so that
PySide's lupdate can read it (a plain name or number; it skips the whole call otherwise).
"""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
TS = ROOT / "assets" / "translations"


def marked() -> tuple[set[tuple[str, str]], list[str]]:
    """(context, source) of every marked sentence, and calls lupdate cannot read."""
    found: set[tuple[str, str]] = set()
    unreadable: list[str] = []
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else \
                node.func.attr if isinstance(node.func, ast.Attribute) else ""
            if name not in ("translate", "QT_TRANSLATE_NOOP"):
                continue
            args = node.args
            if len(args) < 2 or not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args[:2]):
                continue  # a constant marked elsewhere, translated here
            found.add((args[0].value, args[1].value))
            if len(args) >= 4 and not isinstance(args[3], (ast.Name, ast.Constant)):
                unreadable.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found, unreadable


def in_ts(code: str) -> set[tuple[str, str]]:
    root = ET.parse(TS / f"dicebox_{code}.ts").getroot()
    return {
        (c.findtext("name") or "", m.findtext("source") or "") for c in root.iter("context") for m in c.iter("message")
    }


@pytest.mark.slow
def test_every_marked_sentence_is_in_the_ts_files_and_nothing_else() -> None:
    code, unreadable = marked()
    assert len(code) > 600
    ts = in_ts("de")
    assert not code - ts, f"run: python packaging/translations.py update\nmissing: {sorted(code - ts)[:10]}"
    assert not ts - code, (
        f"run: python packaging/translations.py update\nno longer in the code: {sorted(ts - code)[:10]}"
    )
    assert in_ts("fr") == ts
    assert not unreadable, f"write the count as a plain name: lupdate skips these calls: {unreadable}"


@pytest.mark.parametrize("code", ["de", "fr", "en"])
def test_every_language_is_complete_with_its_placeholders(code: str) -> None:
    from translations import count

    counted = count(code)
    assert not counted.untranslated, counted.untranslated[:10]
    assert not counted.faulty, counted.faulty[:10]
    if code == "en":
        assert counted.messages >= 5  # the plural forms: "1 game", "2 games"
    else:
        assert counted.messages > 600


def test_accelerators_and_marks_survive_translation() -> None:
    """A menu text keeps one & (its keyboard letter) and an ellipsis stays an ellipsis."""
    for code in ("de", "fr"):
        root = ET.parse(TS / f"dicebox_{code}.ts").getroot()
        for message in root.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            for form in forms:
                if source.count("&") == 1 and "&" in source.replace("&&", "") and not source.startswith("<"):
                    assert form.count("&") == 1, f"{code}: {source!r} -> {form!r}"
                if source.endswith("\u2026"):
                    assert form.endswith("\u2026"), f"{code}: {source!r} -> {form!r}"


def test_a_missing_sentence_is_noticed(tmp_path: Path) -> None:
    import translations as i18n_tools

    ts = tmp_path / "dicebox_de.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="de"><context><name>X</name>'
                  '<message><source>Roll {n}</source><translation type="unfinished"/></message>'
                  '<message><source>Hold {die}</source><translation>Halten {wuerfel}</translation></message>'
                  '</context></TS>', encoding="utf-8")
    original = i18n_tools.ts_path
    i18n_tools.ts_path = lambda code: ts  # type: ignore[assignment]
    try:
        counted = i18n_tools.count("de")
    finally:
        i18n_tools.ts_path = original  # type: ignore[assignment]
    assert counted.untranslated == ["Roll {n}"] and len(counted.faulty) == 1
