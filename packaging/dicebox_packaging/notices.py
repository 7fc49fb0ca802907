"""The licence notices that ship inside the bundle: every third-party part, with its licence text.

A frozen app redistributes Python, Qt (LGPL-3.0), the Python packages it imports and, on Linux,
system libraries PyInstaller copied from the build machine. Each of those licences asks for its
text to travel with the copies, so the spec writes one ``THIRD-PARTY-NOTICES.txt`` from what the
freeze actually collected (its module and binary lists), not from a hand-kept list that would
drift. Called by ``dicebox.spec``; tested in tests/packaging/test_packaging.py.
"""

from __future__ import annotations

import importlib.metadata as metadata
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterable
from pathlib import Path, PurePath

from .bundling import PACKAGING, ROOT, TocEntry, project

NOTICES_PATH = "licenses/THIRD-PARTY-NOTICES.txt"
"""Where the notices sit inside the bundle's _internal folder (Contents/Resources on macOS)."""
LICENSES = PACKAGING / "licenses"
"""Licence texts that some wheels do not carry (PySide6 and shiboken6 ship none)."""
LICENSE_FILE = re.compile(r"(?i)^(licen[cs]e|copying|notice)")
QT_NOTE = """\
Qt and PySide6 are used under the GNU Lesser General Public License version 3 (their wheels
offer LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only). The Qt libraries are shared libraries in
_internal/PySide6/Qt/lib (Dicebox.app/Contents/Frameworks on macOS) and can be replaced by
other builds of the same version. Their sources: https://download.qt.io/official_releases/qt/
and https://code.qt.io/cgit/pyside/pyside-setup.git/ (tag v{version}). The wheel's libraries
include ICU (libicu*, Unicode License v3, https://github.com/unicode-org/icu/blob/main/LICENSE).
"""


FONTS = ROOT / "assets" / "fonts"
"""The fonts the window is drawn in (desktop/look/fonts.py), under the SIL Open Font License 1.1,
which asks for its text and the fonts' copyright notices beside every copy."""
FONTS_LICENCE = "OFL.txt"


def font_files() -> list[str]:
    return sorted(p.name for p in FONTS.glob("*") if p.suffix in {".otf", ".ttf"})


def font_copyrights() -> list[str]:
    """The copyright lines heading assets/fonts/OFL.txt (its first paragraph)."""
    return [line for line in fonts_licence().split("\n\n")[0].splitlines() if line.strip()]


def fonts_licence() -> str:
    path = FONTS / FONTS_LICENCE
    if not path.is_file():
        raise NoticeError(f"{path} is missing: the shipped fonts' licence must travel with them")
    return path.read_text("utf-8").rstrip()


def fonts_section() -> str:
    """The shipped fonts, with their licence (also installed beside them, assets/fonts/OFL.txt)."""
    return f"Fonts ({', '.join(font_files())}; in assets/fonts)\nLicence: OFL-1.1\n\n{fonts_licence()}\n"


class NoticeError(Exception):
    """A bundled part whose licence could not be found: the build stops rather than ship it bare."""


def _top_level(name: str) -> str:
    return re.split(r"[./\\]", name, maxsplit=1)[0]


def bundled_distributions(pure: Iterable[TocEntry], binaries: Iterable[TocEntry]) -> list[metadata.Distribution]:
    """The installed Python distributions that provided any collected module or binary."""
    owners = metadata.packages_distributions()
    tops = {_top_level(name) for name, _src, _kind in pure}
    tops |= {_top_level(dest) for dest, _src, _kind in binaries}
    own = project().name
    names = sorted({d for top in tops for d in owners.get(top, []) if d.lower() != own}, key=str.lower)
    return [metadata.distribution(name) for name in names]


def _licence_of(dist: metadata.Distribution) -> str:
    meta = dist.metadata
    found = meta.get("License-Expression") or meta.get("License") or ""
    if found and len(found) <= 100:  # some packages paste the whole text into License
        return found
    classifiers = [c.split(" :: ")[-1] for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]
    return ", ".join(classifiers) or "see the text below"


def _distribution_section(dist: metadata.Distribution) -> str:
    name, version = dist.metadata["Name"], dist.version
    files = [f for f in dist.files or [] if ".dist-info" in str(f) and LICENSE_FILE.search(PurePath(str(f)).name)]
    texts = [(PurePath(str(f)).name, text.rstrip()) for f in files if (text := f.read_text())]
    lines = [f"{name} {version}", f"Licence: {_licence_of(dist)}", ""]
    if name.lower().replace("_", "-") in {"pyside6-essentials", "pyside6", "shiboken6"}:
        lines += [QT_NOTE.format(version=version), "The licence texts (LGPL-3.0, GPL-3.0) follow at the end.", ""]
    elif not texts:
        raise NoticeError(f"{name} {version} is bundled but carries no licence file; add its text to {LICENSES}")
    for filename, text in texts:
        lines += [f"--- {filename}", text, ""]
    return "\n".join(lines)


def python_licence() -> str:
    """Python's own licence (the interpreter and standard library are always bundled)."""
    candidates = [
        Path(sysconfig.get_path("stdlib")) / "LICENSE.txt",
        Path(sys.base_prefix) / "LICENSE.txt",
        Path(f"/usr/share/doc/python{sys.version_info.major}.{sys.version_info.minor}/copyright"),
    ]
    for path in candidates:
        if path.is_file():
            return path.read_text("utf-8", errors="replace").rstrip()
    raise NoticeError(f"Python's licence was not found in {', '.join(map(str, candidates))}")


def _from_python_or_wheel(src: str) -> bool:
    resolved = Path(src).resolve()
    if "site-packages" in resolved.parts or "dist-packages" in resolved.parts:
        return True
    prefixes = {Path(p).resolve() for p in (sys.base_prefix, sys.prefix, sys.exec_prefix) if p not in ("/usr", "/")}
    return any(resolved.is_relative_to(p) for p in prefixes)


def _spellings(path: Path) -> set[str]:
    """``path`` as given and resolved, with and without /usr: merged-/usr systems record either."""
    found = {str(path), str(path.resolve())}
    found |= {s.replace("/lib/", "/usr/lib/", 1) for s in found if s.startswith("/lib/")}
    found |= {s.replace("/usr/lib/", "/lib/", 1) for s in found if s.startswith("/usr/lib/")}
    return found


def debian_packages(paths: Iterable[str], dpkg: str) -> dict[str, str]:
    """{path: the Debian package that installed it}, for the paths dpkg knows (one query)."""
    wanted = {p: _spellings(Path(p)) for p in paths}
    proc = subprocess.run([dpkg, "-S", *sorted(set().union(*wanted.values()))], capture_output=True, text=True)
    owner: dict[str, str] = {}
    for line in proc.stdout.splitlines():
        packages, sep, path = line.partition(": ")
        if sep:
            owner[path.strip()] = packages.split(",")[0].split(":")[0].strip()
    return {
        p: next(owner[s] for s in sorted(spelt) if s in owner) for p, spelt in wanted.items() if spelt & owner.keys()}


def system_library_sections(binaries: Iterable[TocEntry], platform: str = sys.platform) -> list[str]:
    """Linux: the Debian copyright file of every library copied from the build machine itself."""
    if not platform.startswith("linux"):
        return []
    outside = sorted({src for _dest, src, kind in binaries if kind == "BINARY" and not _from_python_or_wheel(src)})
    if not outside:
        return []
    dpkg = shutil.which("dpkg")
    if dpkg is None:
        raise NoticeError("dpkg is missing: the licences of bundled system libraries are read from Debian packages")
    owners = debian_packages(outside, dpkg)
    by_package: dict[str, list[str]] = {}
    for src in outside:
        if src not in owners:
            raise NoticeError(f"{src} is bundled but no Debian package owns it, so its licence is unknown")
        by_package.setdefault(owners[src], []).append(Path(src).name)
    sections = []
    for package, libraries in sorted(by_package.items()):
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        if not copyright_file.is_file():
            raise NoticeError(f"{copyright_file} is missing: the licence of {', '.join(libraries)} is unknown")
        text = copyright_file.read_text("utf-8", errors="replace").rstrip()
        sections.append(f"{package} (Debian package; bundled: {', '.join(sorted(libraries))})\n\n{text}\n")
    return sections


def third_party_notices(pure: Iterable[TocEntry], binaries: Iterable[TocEntry], platform: str = sys.platform) -> str:
    pure, binaries = list(pure), list(binaries)
    proj = project()
    rule = "=" * 78
    parts = [
        f"{proj.display_name} {proj.version} is MIT-licensed ({proj.display_name}'s own licence is at the end).\n"
        "It bundles the third-party software below; each part keeps its own licence.",
        f"Python {sys.version.split()[0]} (interpreter and standard library)\n\n{python_licence()}\n",
    ]
    parts += [_distribution_section(d) for d in bundled_distributions(pure, binaries)]
    parts += system_library_sections(binaries, platform)
    parts.append(fonts_section())
    for name in ("LGPL-3.0", "GPL-3.0"):
        parts.append(f"{name} (for Qt and PySide6)\n\n{(LICENSES / f'{name}.txt').read_text('utf-8').rstrip()}\n")
    parts.append(f"{proj.display_name}\n\n{(ROOT / 'LICENSE').read_text('utf-8').rstrip()}\n")
    return f"\n{rule}\n\n".join(parts)


def write_notices(pure: Iterable[TocEntry], binaries: Iterable[TocEntry], workdir: Path) -> TocEntry:
    """Write the notices into the work folder; return the data entry that bundles them."""
    target = workdir / "THIRD-PARTY-NOTICES.txt"
    try:
        target.write_text(third_party_notices(pure, binaries), encoding="utf-8")
    except NoticeError as exc:
        raise SystemExit(f"licence notices: {exc}") from exc
    return (NOTICES_PATH, str(target), "DATA")
