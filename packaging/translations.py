"""The translators' commands: refresh the ``.ts`` sources, build the ``.qm`` files, count.

    python packaging/translations.py update   # pyside6-lupdate: every translate() call into the .ts files
    python packaging/translations.py build    # pyside6-lrelease: the .qm files the window loads
    python packaging/translations.py count    # strings per language, untranslated ones (exit 1 if any)

A developer's tool, so it lives beside the packaging and not in the app it translates.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from desktop.i18n.language import LANGUAGES, SOURCE_DIR, _tool, qm_path, release, ts_path

DESKTOP = Path(__file__).resolve().parent.parent / "desktop"
FIELD = re.compile(r"\{[a-z_0-9]*(?::[^}]*)?\}|%L?n")
PLURAL = re.compile(r"%L?n")
ACCEL = re.compile(r"&(?!&)(?=\S)")



def build(codes: list[str] | None = None) -> list[Path]:
    """Build every shipped language's ``.qm`` next to its ``.ts`` (set-up and packaging)."""
    built = []
    for code in codes or [c for c in LANGUAGES if ts_path(c).exists()]:
        release(ts_path(code), qm_path(code))
        built.append(qm_path(code))
    return built


def sources() -> list[Path]:
    return sorted(p for p in DESKTOP.rglob("*.py") if "__pycache__" not in p.parts)


def update() -> None:
    """Every marked sentence into the .ts files, keeping what translators wrote; English takes
    only the plural forms ("1 game", "2 games").

    PySide's lupdate reads a count only when it is a number written in the call, so a sentence
    with ``%n`` is made a plural here, whatever its count is written as."""
    files = [str(p) for p in sources()]
    run = [str(_tool("lupdate")), "-locations", "none", "-no-obsolete", *files]
    for code in LANGUAGES:
        if code != "en":
            kept = _plural_forms(ts_path(code))  # lupdate drops the forms of plurals it cannot see
            subprocess.run([*run, "-target-language", code, "-ts", str(ts_path(code))], check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            _plurals(ts_path(code), kept)
    _english(ts_path("de"), ts_path("en"))


def _plural_forms(ts: Path) -> dict[tuple[str, str], list[str]]:
    """The finished plural forms of ``ts`` by (context, source)."""
    kept: dict[tuple[str, str], list[str]] = {}
    if ts.exists():
        for context in ET.parse(ts).getroot().iter("context"):
            for message in context.iter("message"):
                translation = message.find("translation")
                if message.get("numerus") == "yes" and translation is not None and \
                        translation.get("type") != "unfinished":
                    kept[(context.findtext("name") or "", message.findtext("source") or "")] = _forms(translation)
    return kept


def _forms(translation: ET.Element) -> list[str]:
    found = [f.text or "" for f in translation.iter("numerusform")]
    return found or ([translation.text] if translation.text else [])


def _make_plural(message: ET.Element, forms: list[str], finished: bool) -> None:
    message.set("numerus", "yes")
    translation = message.find("translation")
    assert translation is not None
    done = finished and len(forms) == 2 and all(forms)
    translation.attrib.pop("type", None)
    for child in list(translation):
        translation.remove(child)
    translation.text = None
    for form in (forms + forms)[:2] if forms else ["", ""]:
        ET.SubElement(translation, "numerusform").text = form
    if not done:
        translation.set("type", "unfinished")


def _plurals(ts: Path, kept: dict[tuple[str, str], list[str]]) -> None:
    tree = ET.parse(ts)
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if PLURAL.search(source) and message.get("numerus") != "yes":
                before = kept.get((context.findtext("name") or "", source))
                _make_plural(message, before or [], before is not None)
    ET.indent(tree)
    tree.write(ts, encoding="utf-8", xml_declaration=True)


def _english(full: Path, english: Path) -> None:
    """English's .ts: the plural sentences of ``full``, with the forms already written kept."""
    kept: dict[tuple[str, str], list[str]] = {}
    if english.exists():
        for context in ET.parse(english).getroot().iter("context"):
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is not None and translation.get("type") != "unfinished":
                    kept[(context.findtext("name") or "", message.findtext("source") or "")] = _forms(translation)
    root = ET.Element("TS", version="2.1", language="en")
    for context in ET.parse(full).getroot().iter("context"):
        name = context.findtext("name") or ""
        plurals = [m for m in context.iter("message") if m.get("numerus") == "yes"]
        if not plurals:
            continue
        out = ET.SubElement(root, "context")
        ET.SubElement(out, "name").text = name
        for message in plurals:
            source = message.findtext("source") or ""
            made = ET.SubElement(out, "message")
            ET.SubElement(made, "source").text = source
            ET.SubElement(made, "translation")
            _make_plural(made, kept.get((name, source), []), (name, source) in kept)
    tree = ET.ElementTree(root)
    ET.indent(tree)
    tree.write(english, encoding="utf-8", xml_declaration=True)


@dataclass
class Count:
    code: str
    messages: int
    untranslated: list[str]
    faulty: list[str]
    """Translations whose {placeholders} or %n differ from the source's."""


def count(code: str) -> Count:
    root = ET.parse(ts_path(code)).getroot()
    messages = untranslated = 0
    missing: list[str] = []
    faulty: list[str] = []
    for message in root.iter("message"):
        messages += 1
        source = message.findtext("source") or ""
        translation = message.find("translation")
        forms = [] if translation is None else ([f.text or "" for f in translation.iter("numerusform")]
                                               if message.get("numerus") == "yes" else [translation.text or ""])
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete") or \
                not all(forms):
            untranslated += 1
            missing.append(source)
            continue
        want = sorted(set(FIELD.findall(source)) - {"%n", "%Ln"})
        for form in forms:
            if sorted(set(FIELD.findall(form)) - {"%n", "%Ln"}) != want:
                faulty.append(f"{source!r} -> {form!r}")
    return Count(code, messages, missing, faulty)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/translations.py", description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("update", "build", "count"))
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
        return 0
    if args.command == "build":
        for qm in build():
            print(qm.relative_to(SOURCE_DIR.parent.parent))
        return 0
    problems = 0
    for code in LANGUAGES:
        if not ts_path(code).exists():
            continue
        c = count(code)
        print(f"{code}: {c.messages} strings, {len(c.untranslated)} untranslated, {len(c.faulty)} with wrong "
              f"placeholders")
        for text in c.untranslated + c.faulty:
            print(f"    {text}")
        problems += len(c.untranslated) + len(c.faulty)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
