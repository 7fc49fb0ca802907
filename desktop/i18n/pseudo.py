"""The pseudo-language: every text 40% longer, accented and bracketed, for layout checks.

A screen shown in it reveals text that was never marked for translation (no brackets), text cut
off by a widget too small for a longer language (a missing closing bracket) and characters a
font cannot draw. Placeholders, ``%n``, markup and ``&`` accelerators pass through unchanged.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

ACCENTED = str.maketrans("aeiouyAEIOUYcnCN", "\u00e4\u00e9\u00ee\u00f6\u00fb\u00ff\u00c4\u00c9\u00ce\u00d6"
                         "\u00db\u0178\u00e7\u00f1\u00c7\u00d1")
KEEP = re.compile(r"(\{[^{}]*\}|%n|%L?\d|<[^>]*>|&[a-zA-Z#0-9]+;|&&)")


def pseudo(text: str) -> str:
    """``text`` in the pseudo-language: 40% longer (at least one extra character), bracketed."""
    parts = KEEP.split(text)
    shown = "".join(part if KEEP.fullmatch(part) else part.translate(ACCENTED) for part in parts)
    visible = len(KEEP.sub("", text))
    pad = max(1, round(visible * 0.4))
    return f"[{shown}{'~' * pad}]"


def write_pseudo(source: Path, target: Path) -> None:
    """A ``.ts`` with every message of ``source`` translated into the pseudo-language."""
    tree = ET.parse(source)
    root = tree.getroot()
    root.set("language", "en")
    for message in root.iter("message"):
        text = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        if message.get("numerus") == "yes":
            translation.text = None
            for _ in range(2):
                ET.SubElement(translation, "numerusform").text = pseudo(text)
        else:
            translation.text = pseudo(text)
    target.parent.mkdir(parents=True, exist_ok=True)
    tree.write(target, encoding="utf-8", xml_declaration=True)
