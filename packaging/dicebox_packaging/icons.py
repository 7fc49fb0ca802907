"""Render every icon file the installers need from the one SVG in assets/ (Qt only, no other tools).

    python packaging/icons.py OUTPUT_DIR

writes ``hicolor/<N>x<N>/apps/dicebox.png`` (16 to 512) and ``hicolor/scalable/apps/dicebox.svg``
for Linux, ``dicebox.ico`` for Windows and, on macOS, ``dicebox.icns`` (through ``iconutil``).
It runs in its own process because Qt wants a QGuiApplication, which neither PyInstaller's spec
nor build.py should own.
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

from .bundling import ROOT

SVG = ROOT / "assets" / "icons" / "dicebox.svg"
ICON_NAME = "dicebox"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 128, 256, 512)
"""Each ICNS size is also rendered at 2x, as iconutil's iconset layout asks."""


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn anti-aliased into a transparent ``size`` x ``size`` PNG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg} is not an SVG Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SystemExit("Qt could not encode a PNG")
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (valid since Vista), so no BMP encoder is needed.

    Layout: ICONDIR (reserved, type 1, count), one 16-byte ICONDIRENTRY per image, then the
    images; a width or height of 0 in an entry means 256.
    """
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"an .ico image must be 1 to 256 pixels wide, not {size}")
        blob = pngs[size]
        edge = 0 if size == 256 else size
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def write_icons(out: Path, platform: str = sys.platform) -> list[Path]:
    """Write the icon set for ``platform`` under ``out`` and return the files written."""
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    wanted = set(HICOLOR_SIZES) | set(ICO_SIZES) | {s * k for s in ICNS_SIZES for k in (1, 2)}
    pngs = {size: render_png(SVG, size) for size in sorted(wanted)}
    written: list[Path] = []
    for size in HICOLOR_SIZES:
        target = out / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pngs[size])
        written.append(target)
    scalable = out / "hicolor" / "scalable" / "apps" / f"{ICON_NAME}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SVG, scalable)
    written.append(scalable)
    ico = out / f"{ICON_NAME}.ico"
    ico.write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    written.append(ico)
    if platform == "darwin":
        written.append(_icns(out, pngs))
    return written


def _icns(out: Path, pngs: dict[int, bytes]) -> Path:
    """iconutil is the supported way to build .icns; it ships with every macOS."""
    iconset = out / f"{ICON_NAME}.iconset"
    iconset.mkdir(parents=True, exist_ok=True)
    for size in ICNS_SIZES:
        (iconset / f"icon_{size}x{size}.png").write_bytes(pngs[size])
        (iconset / f"icon_{size}x{size}@2x.png").write_bytes(pngs[size * 2])
    icns = out / f"{ICON_NAME}.icns"
    subprocess.run(["iconutil", "--convert", "icns", "--output", str(icns), str(iconset)], check=True)
    return icns


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        sys.stderr.write("usage: python packaging/icons.py OUTPUT_DIR\n")
        return 2
    for path in write_icons(Path(argv[0])):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
