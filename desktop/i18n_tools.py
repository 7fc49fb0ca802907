"""The translators' commands: refresh the ``.ts`` sources, build the ``.qm`` files, count.

    python -m desktop.i18n update   # pyside6-lupdate: every translate() call into the .ts files
    python -m desktop.i18n build    # pyside6-lrelease: the .qm files the window loads
    python -m desktop.i18n count    # strings per language, untranslated ones (exit 1 if any)
"""

from __future__ import annotations

import argparse
import re
import subprocess
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from .i18n import LANGUAGES, SOURCE_DIR, _tool, build, ts_path

DESKTOP = Path(__file__).resolve().parent
FIELD = re.compile(r"\{[a-z_]*\}|%n")
ACCEL = re.compile(r"&(?!&)(?=\S)")


def sources() -> list[Path]:
    return sorted(p for p in DESKTOP.rglob("*.py") if "__pycache__" not in p.parts)


def update() -> None:
    """Every marked sentence into the .ts files, keeping what translators wrote; English takes
    only the plural forms ("1 game", "2 games")."""
    files = [str(p) for p in sources()]
    run = [str(_tool("lupdate")), "-locations", "none", "-no-obsolete", *files]
    for code in LANGUAGES:
        extra = ["-pluralonly"] if code == "en" else []
        subprocess.run([*run, *extra, "-target-language", code, "-ts", str(ts_path(code))], check=True)


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
        want = sorted(set(FIELD.findall(source)) - {"%n"})
        for form in forms:
            if sorted(set(FIELD.findall(form)) - {"%n"}) != want:
                faulty.append(f"{source!r} -> {form!r}")
    return Count(code, messages, missing, faulty)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.i18n", description=__doc__.splitlines()[0])
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
