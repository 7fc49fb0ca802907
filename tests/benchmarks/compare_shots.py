"""Screenshots of two checkouts compared pixel by pixel, so a change meant to keep behaviour is held to it.

    python tests/benchmarks/compare_shots.py --against DIR [--tree DIR] [--out DIR] [--threshold PCT]
                                            [--languages en,de] [--sizes 1280x800,800x600] [--themes light,dark]
    python tests/benchmarks/compare_shots.py --compare BEFORE AFTER [--threshold PCT] [--diffs DIR]

With ``--against``, both checkouts draw every game through their own ``dicebox --screenshots``
(``python -m desktop`` run from the checkout's folder with ``PYTHONPATH`` set to it, checked by
``desktop.__file__``), offscreen, for each language, size and theme, into ``OUT/before`` (the
``--against`` tree, the older one) and ``OUT/after`` (``--tree``, by default the checkout holding
this file). Then, as with ``--compare``, every picture of one folder is set beside its namesake in
the other: the table gives the share of pixels that differ at all and the largest difference of
one colour channel (0-255). A picture missing on one side, or of another size, counts as 100%.

Why the threshold is 0 (any pixel that differs fails): the pictures are deterministic. Two
separate processes drawing the same moment give identical bytes (the run that compared the
desktop before and after its split into packages gave 0 differing pixels in all 32 pictures,
Triple Dice's computer seats included), and the smallest real change is small: one letter
changed in "Roll 2 of 3" moved 362 pixels, 0.075% at 800x600 but only 0.035% at 1280x800, so a
threshold of 0.05% (let alone 0.5%) would let a changed word or score through. ``--threshold
PCT`` is for comparing pictures from two machines, whose font rasterising may differ by
antialiasing seams. ``--diffs DIR`` writes, for each differing picture, a copy with the changed
pixels in magenta, to look at. Each checkout needs its translations built first (``python
packaging/translations.py build``, or ``python -m desktop.i18n build`` in a checkout older than
that command's move to packaging/). Exit 0 when every picture is within the threshold, 1 when
one is not, 2 when a checkout failed to draw.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
THRESHOLD_PCT = 0.0

DRAW = r"""
import sys, desktop
tree = sys.argv[1]
if not desktop.__file__.startswith(tree):
    sys.exit(f"desktop imported from {desktop.__file__}, not from {tree}")
from desktop.app import main
sys.exit(main(sys.argv[2:]))
"""


def draw(tree: Path, out: Path, languages: list[str], sizes: list[str], themes: list[str]) -> list[str]:
    """Every game of ``tree`` at each language, size and theme into ``out``; the failures, if any.

    The clipping check's exit code 1 (a text that does not fit) is reported, not a failure: the
    pictures are still drawn, and whether they match the other tree's is the question here."""
    out.mkdir(parents=True, exist_ok=True)
    failures = []
    home = tempfile.mkdtemp(prefix="dicebox-shots-home-")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(tree), HOME=home,
               XDG_CONFIG_HOME=home, XDG_DATA_HOME=home)
    for language in languages:
        for size in sizes:
            for theme in themes:
                args = ["--screenshots", str(out), "--language", language, "--size", size, "--theme", theme]
                proc = subprocess.run([sys.executable, "-c", DRAW, str(tree.resolve()), *args], cwd=tree, env=env,
                                      capture_output=True, text=True, timeout=600)
                clipped = [line for line in proc.stdout.splitlines() if "clipped" in line]
                label = f"{tree}: {language} {size} {theme}"
                if proc.returncode == 1 and clipped:
                    print(f"  {label}: drawn; the clipping check reports {len(clipped)} picture(s) with a text cut")
                elif proc.returncode != 0:
                    failures.append(f"{label}: exit {proc.returncode}: {proc.stderr.strip()[-600:]}")
                    print(f"  {failures[-1]}")
                else:
                    print(f"  {label}: drawn")
                report = out / "clipping.json"  # each run writes it; kept per run beside the pictures
                if report.exists():
                    report.replace(out / f"clipping-{language}-{size}-{theme}.json")
    return failures


def _pixels(path: Path) -> object:
    """The picture as an H x W x 4 array of bytes (Qt reads the PNG, numpy compares)."""
    import numpy as np
    from PySide6.QtGui import QImage

    image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGBA8888)
    if image.isNull():
        raise ValueError(f"{path} is not a picture Qt can read")
    h, w, stride = image.height(), image.width(), image.bytesPerLine()
    return np.frombuffer(image.constBits(), dtype=np.uint8, count=h * stride).reshape(h, stride)[:, :w * 4]\
        .reshape(h, w, 4).copy()


def compare(before: Path, after: Path, threshold: float, diffs: Path | None = None) -> int:
    """Print the table; 1 when any picture differs in more than ``threshold`` percent of its pixels."""
    import numpy as np

    names = sorted({p.name for p in before.glob("*.png")} | {p.name for p in after.glob("*.png")})
    if not names:
        print(f"no pictures in {before} or {after}")
        return 2
    worst = 0.0
    print(f"{'picture':44s} {'size':>9s} {'differing':>10s} {'share':>8s} {'max':>4s}")
    for name in names:
        a, b = before / name, after / name
        if not (a.exists() and b.exists()):
            print(f"{name:44s} {'':>9s} {'':>10s} {'100%':>8s}  missing in {before if not a.exists() else after}")
            worst = 100.0
            continue
        x, y = _pixels(a), _pixels(b)
        if x.shape != y.shape:  # type: ignore[attr-defined]
            shapes = f"sizes {x.shape} and {y.shape}"  # type: ignore[attr-defined]
            print(f"{name:44s} {'':>9s} {'':>10s} {'100%':>8s}  {shapes}")
            worst = 100.0
            continue
        delta = np.abs(x.astype(np.int16) - y.astype(np.int16))  # type: ignore[attr-defined]
        changed = delta.max(axis=2) > 0
        count, total = int(changed.sum()), changed.size
        share = 100 * count / total
        worst = max(worst, share)
        h, w = changed.shape
        flag = "  OVER" if share > threshold else ""
        print(f"{name:44s} {w:4d}x{h:<4d} {count:10d} {share:7.3f}% {int(delta.max()):4d}{flag}")
        if count and diffs is not None:
            diffs.mkdir(parents=True, exist_ok=True)
            marked = y.copy()  # type: ignore[attr-defined]
            marked[changed] = (255, 0, 255, 255)
            _save(marked, diffs / name)
            ys, xs = np.nonzero(changed)
            print(f"{'':44s} changed box x {xs.min()}-{xs.max()}, y {ys.min()}-{ys.max()} -> {diffs / name}")
    verdict = "every picture within" if worst <= threshold else "some picture over"
    print(f"{len(names)} pictures; largest differing share {worst:.3f}%: {verdict} the threshold of {threshold}%")
    return 0 if worst <= threshold else 1


def _save(pixels: object, path: Path) -> None:
    from PySide6.QtGui import QImage

    h, w, _ = pixels.shape  # type: ignore[attr-defined]
    data = pixels.tobytes()  # type: ignore[attr-defined]
    QImage(data, w, h, w * 4, QImage.Format.Format_RGBA8888).save(str(path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--against", type=Path, metavar="DIR", help="the older checkout, drawn into OUT/before")
    which.add_argument("--compare", type=Path, nargs=2, metavar=("BEFORE", "AFTER"), help="compare two folders")
    which.add_argument("--quick", action="store_true",
                       help="this checkout against itself (English, 800x600, light): the same pixels twice")
    parser.add_argument("--tree", type=Path, default=ROOT, help="the newer checkout (default: this one)")
    parser.add_argument("--out", type=Path, default=Path("shots"), help="folder for before/ and after/")
    parser.add_argument("--languages", default="en,de")
    parser.add_argument("--sizes", default="1280x800,800x600")
    parser.add_argument("--themes", default="light,dark")
    parser.add_argument("--threshold", type=float, default=THRESHOLD_PCT,
                        help="percent of pixels allowed to differ (default 0)")
    parser.add_argument("--diffs", type=Path, metavar="DIR", help="write the differing pictures, changes in magenta")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (QImage wants one for PNGs)
    if args.compare:
        return compare(*args.compare, args.threshold, args.diffs)
    if args.quick:
        import tempfile

        args.against, args.languages, args.sizes, args.themes = args.tree, "en", "800x600", "light"
        args.out = Path(tempfile.mkdtemp(prefix="compare-shots-"))
    for tree in (args.against, args.tree):
        if not (tree / "desktop" / "app.py").is_file():
            parser.error(f"{tree}: no desktop/app.py there; give the root of a Dicebox checkout")
    split = [s.split(",") for s in (args.languages, args.sizes, args.themes)]
    failures = []
    for tree, side in ((args.against, "before"), (args.tree, "after")):
        print(f"drawing {tree} into {args.out / side}", flush=True)
        failures += draw(tree, args.out / side, *split)
    if failures:
        return 2
    return compare(args.out / "before", args.out / "after", args.threshold, args.diffs)


if __name__ == "__main__":
    sys.exit(main())
