"""Make assets/fonts/ from Debian's Inter and Noto packages: ``python packaging/fonts.py``.

Dicebox draws every text in the fonts it ships (desktop/look/fonts.py), so a layout measured on one
machine is the layout on every machine. They come from three Debian 12 packages, fetched by
name and exact version with ``apt-get download`` and checked against the SHA-256 below:

- Inter Regular, Italic, Semi Bold, Bold and Extra Bold (the weights the style sheets name: 400,
  600, 700, 800), shipped as Dicebox Sans. Latin, Greek and Cyrillic whole, so a player's name
  in any of them is drawn like the rest; its line height is close to DejaVu Sans', the font the
  window was first laid out in (Noto Sans' lines are 12% taller, and pushed the 800x600 Triple
  Dice table into scrolling);
- Noto Sans Symbols 2, cut down to the symbol blocks the window draws from (arrows, check marks,
  the return and erase keys, triangles, stars, dice), as Dicebox Symbols: 17 KB instead of
  657 KB; Inter lacks the heavy check mark and cross and the small play mark;
- Noto Sans Mono, cut down to Latin and a few signs, as Dicebox Mono: the kiosk's board of
  today's best lines its rows up in it.

Each is renamed (see FONTS below for why); nothing else in them changes.
Only this script needs fontTools (``pip install fonttools==4.68.0`` in any virtualenv; it is not
in the lock, since neither the app nor its tests use it). The cut is reproducible: the same
packages and fontTools give the same bytes (no timestamp is rewritten), which SOURCES.txt records.
Run it again after adding a symbol the glyph test (tests/desktop/look/test_fonts.py) says no shipped
font has, with its block added to SYMBOLS below.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "assets" / "fonts"
FONTTOOLS = "4.68.0"

PACKAGES = {
    "fonts-inter=4.0~beta7+ds-1": "6afd9014550e04b58bccf64b94f92ae1dbfd8018489b92de835408970234c24c",
    "fonts-noto-core=20201225-1": "58f4f0bb6720f919f92096b3508e1412a0f1544424ade6c5b5bf1eb694dd64ba",
    "fonts-noto-mono=20201225-1": "0807ec6454a6f66892159e7939a5c919ac28332e11d54ea78778577d9c569a59",
}
NOTO = "usr/share/fonts/truetype/noto"
INTER = "usr/share/fonts/opentype/inter"

SYMBOLS = "U+2190-21FF,U+2300-23FF,U+25A0-25FF,U+2605-2606,U+2680-2685,U+2713-2718"
"""Arrows, Miscellaneous Technical (the return and erase keys), Geometric Shapes (the play marks),
two stars, the six dice faces, check marks and crosses."""
MONO = "U+0020-007E,U+00A0-017F,U+2010-2027,U+2030-203A,U+20AC,U+2190-2195,U+2212,U+25A0-25FF"

FONTS = {  # shipped file: (source in the packages, its family, the family it ships as, characters kept)
    "DiceboxSans-Regular.otf": (f"{INTER}/Inter-Regular.otf", "Inter", "Dicebox Sans", None),
    "DiceboxSans-Italic.otf": (f"{INTER}/Inter-Italic.otf", "Inter", "Dicebox Sans", None),
    "DiceboxSans-SemiBold.otf": (f"{INTER}/Inter-SemiBold.otf", "Inter", "Dicebox Sans", None),
    "DiceboxSans-Bold.otf": (f"{INTER}/Inter-Bold.otf", "Inter", "Dicebox Sans", None),
    "DiceboxSans-ExtraBold.otf": (f"{INTER}/Inter-ExtraBold.otf", "Inter", "Dicebox Sans", None),
    "DiceboxSymbols-Regular.ttf": (
        f"{NOTO}/NotoSansSymbols2-Regular.ttf", "Noto Sans Symbols2", "Dicebox Symbols", SYMBOLS),
    "DiceboxMono-Regular.ttf": (f"{NOTO}/NotoSansMono-Regular.ttf", "Noto Sans Mono", "Dicebox Mono", MONO),
}
"""Every font ships under a family name of its own: Qt prefers a system font of the same name to
an application font (a desktop with another Inter installed drew the bold text in it), and the
OFL asks a modified font not to pass for the original."""
FAMILY_NAMES = (1, 4, 16, 18, 21)
POSTSCRIPT_NAMES = (3, 6, 20, 25)


def rename(path: Path, old: str, new: str) -> None:
    """Give the font file at ``path`` the family ``new`` in place of ``old`` (name table, and the
    CFF table of an .otf), keeping its timestamp so that the same input gives the same bytes."""
    from fontTools.ttLib import TTFont

    font = TTFont(str(path), recalcTimestamp=False)
    for record in font["name"].names:
        text = record.toUnicode()
        if record.nameID in FAMILY_NAMES:
            record.string = text.replace(old, new)
        elif record.nameID in POSTSCRIPT_NAMES:
            record.string = text.replace(old.replace(" ", ""), new.replace(" ", ""))
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [name.replace(old.replace(" ", ""), new.replace(" ", "")) for name in cff.fontNames]
        top = cff.topDictIndex[0]
        top.FamilyName, top.FullName = top.FamilyName.replace(old, new), top.FullName.replace(old, new)
    font.save(str(path))


def fetch(work: Path) -> Path:
    """The two packages' files extracted under ``work/root``, each .deb checked first."""
    subprocess.run(["apt-get", "download", *PACKAGES], cwd=work, check=True)
    root = work / "root"
    for spec, digest in PACKAGES.items():
        name, _, version = spec.partition("=")
        deb = next(work.glob(f"{name}_{version}_*.deb"))
        found = hashlib.sha256(deb.read_bytes()).hexdigest()
        if found != digest:
            raise SystemExit(f"{deb.name}: SHA-256 {found}, expected {digest}")
        subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    return root


def ofl_text(copyright_file: Path) -> str:
    """The SIL Open Font License 1.1 as Debian's copyright file quotes it, in its paragraphs again."""
    text = copyright_file.read_text("utf-8")
    stanza = text.split("\nLicense: OFL-1.1\n")[-1].split("\n\n")[0]
    paragraphs = [" ".join(line.strip() for line in block.splitlines() if line.strip())
                  for block in re.split(r"\n \.\n", stanza)]
    return "\n\n".join(paragraphs) + "\n"


def make(root: Path, target: Path) -> None:
    import fontTools
    from fontTools import subset

    if fontTools.version != FONTTOOLS:
        raise SystemExit(f"fontTools {fontTools.version} is installed; the shipped cut was made with {FONTTOOLS}")
    target.mkdir(parents=True, exist_ok=True)
    for name, (source, old, new, unicodes) in FONTS.items():
        if unicodes is None:
            shutil.copyfile(root / source, target / name)
        else:
            subset.main([str(root / source), f"--unicodes={unicodes}", "--layout-features=*",
                         f"--output-file={target / name}"])
        rename(target / name, old, new)
    copyright_file = root / "usr/share/doc/fonts-noto-core/copyright"
    (target / "OFL.txt").write_text(
        "Inter: Copyright 2016-2022 The Inter Project Authors (https://github.com/rsms/inter).\n"
        "Noto Sans Symbols 2 and Noto Sans Mono: Copyright 2010, 2012-2020 Google Inc.; 2015-2020 Google LLC.\n\n"
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.\n"
        "Dicebox ships Modified Versions: Inter renamed Dicebox Sans; Noto Sans Symbols 2 and Noto Sans\n"
        "Mono renamed Dicebox Symbols and Dicebox Mono, with only some of their characters kept.\n\n"
        "SIL OPEN FONT LICENSE\n\nVersion 1.1 - 26 February 2007\n\n" + ofl_text(copyright_file), encoding="utf-8")
    lines = ["The fonts Dicebox draws its window in (desktop/look/fonts.py), made by packaging/fonts.py from",
             f"the Debian 12 packages {', '.join(PACKAGES)} with fontTools {FONTTOOLS}.", ""]
    for path in sorted([*target.glob("*.otf"), *target.glob("*.ttf")]):
        lines.append(f"{hashlib.sha256(path.read_bytes()).hexdigest()}  {path.name}")
    (target / "SOURCES.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--into", type=Path, default=TARGET, help="where to write the fonts (default assets/fonts)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="dicebox-fonts-") as work:
        make(fetch(Path(work)), args.into)
    for path in sorted(args.into.iterdir()):
        print(f"{path.stat().st_size:>9,}  {path.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
