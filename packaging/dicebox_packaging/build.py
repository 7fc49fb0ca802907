"""Build this OS's Dicebox artifacts into dist/ with one command, and prove the frozen app runs.

    python packaging/build.py [--dist DIR] [--work DIR] [--unlocked] [--no-installer]
    python packaging/build.py --smoke PATH/TO/dicebox     # only the smoke test of a built app
    python packaging/build.py --windows-installer DIR     # only the NSIS installer around a Windows bundle

The environment must hold exactly the locked build set (requirements/build.txt; the test set
pins the same versions), so that every build bundles the same Qt and PySide6:
``bash packaging/setup-dev.sh`` makes such a .venv. ``--unlocked`` builds anyway, saying so.

Linux:   dist/dicebox/ (one-folder bundle), dicebox-<version>-linux-<arch>.tar.gz and
         dicebox_<version>_<debarch>.deb (/opt/dicebox, /usr/bin/dicebox, menu entry, icons,
         AppStream metainfo; Depends from assets/system-packages.txt, checked against
         dpkg-shlibdeps). Needs dpkg-deb and dpkg-shlibdeps (apt: dpkg-dev) and strip
         (binutils); validates the menu entry and metainfo when desktop-file-validate and
         appstreamcli are installed.
Windows: dist/dicebox/ (dicebox.exe, the windowed app, and dicebox-cli.exe, its console twin)
         and dicebox-<version>-setup.exe, made by NSIS's makensis (on PATH, or in NSIS's default folder;
         windows/dicebox.nsi). ``--windows-installer`` runs that step alone, wherever makensis
         runs: windows/check_under_wine.py uses it on Linux around a bundle frozen under Wine.
macOS:   dist/Dicebox.app and Dicebox-<version>.dmg (hdiutil).

Every build runs the frozen ``dicebox --smoke-test`` and fails if it does not pass, so a bundle
that PyInstaller produced but that cannot start never reaches dist/.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

from . import bundling, glibc, lock
from .bundling import PACKAGING, ROOT, Project
from .debian import linux_deb
from .steps import BuildError, run, system_packages
from .windows import windows_installer

SMOKE_OK = re.compile(r"^smoke-test ok: .*$", re.MULTILINE)
BUILD_LOCK = ROOT / "requirements" / "build.txt"
def check_locked(allow_unlocked: bool, lock_file: Path = BUILD_LOCK) -> None:
    """Refuse to freeze from packages other than the locked ones: the bundle would then carry
    whatever a registry served that day. ``allow_unlocked`` lets a developer try anyway."""
    try:
        problems = lock.environment_mismatches(lock_file)
    except lock.LockError as exc:
        raise BuildError(str(exc)) from None
    except ImportError as exc:  # the packaging library, which reads the lock's markers
        problems = [f"{exc.name} is not installed"]
    if not problems:
        return
    listed = "; ".join(problems[:6]) + (f"; and {len(problems) - 6} more" if len(problems) > 6 else "")
    shown = lock_file.relative_to(ROOT).as_posix() if lock_file.is_relative_to(ROOT) else str(lock_file)
    if allow_unlocked:
        print(f"warning: building from packages that differ from {shown}: {listed}", flush=True)
        return
    raise BuildError(
        f"{sys.executable} does not hold the locked build set ({listed}). Run: bash packaging/setup-dev.sh, "
        f"or: pip install --require-hashes -r {shown} && pip install --no-deps --no-build-isolation -e . "
        "(or pass --unlocked to build from these packages anyway)"
    )


def make_icons(work: Path) -> Path:
    icons = work / "icons"
    run([sys.executable, str(PACKAGING / "icons.py"), str(icons)])
    return icons


def freeze(dist: Path, work: Path, icons: Path, spec_args: list[str] | None = None) -> None:
    """Run PyInstaller on dicebox.spec; ``spec_args`` go to the spec (see its header)."""
    if importlib.util.find_spec("PyInstaller") is None:
        raise BuildError(f"PyInstaller is not installed for {sys.executable}; run: bash packaging/setup-dev.sh")
    run([
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
        "--distpath", str(dist), "--workpath", str(work), str(PACKAGING / "dicebox.spec"),
        "--", "--icons", str(icons), *(spec_args or []),
    ])


def frozen_executable(dist: Path, proj: Project) -> Path:
    if sys.platform == "darwin":
        return dist / f"{proj.display_name}.app" / "Contents" / "MacOS" / proj.name
    return dist / proj.name / (f"{proj.name}.exe" if sys.platform == "win32" else proj.name)


def smoke_test(executable: Path) -> str:
    """Run the frozen ``--smoke-test`` offscreen and return its report line."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    try:
        proc = subprocess.run([str(executable), "--smoke-test"], text=True, capture_output=True, env=env, timeout=300)
    except subprocess.TimeoutExpired:
        raise BuildError(f"{executable} --smoke-test did not finish within 300 s") from None
    except OSError as exc:
        raise BuildError(f"cannot start {executable}: {exc.strerror}") from None
    found = SMOKE_OK.search(proc.stdout)
    if proc.returncode != 0 or not found:
        raise BuildError(f"the frozen app failed its smoke test (exit {proc.returncode}):\n"
                         f"{(proc.stdout + proc.stderr).strip()[-3000:]}")
    return found.group(0)


# --- Linux -----------------------------------------------------------------------------------


def linux_tarball(bundle: Path, dist: Path, proj: Project) -> Path:
    """The bundle under a versioned top folder, owned by root in the archive so that extracting
    it as root does not leave files owned by the build machine's user id."""
    top = f"{proj.name}-{proj.version}"
    target = dist / f"{top}-linux-{platform.machine()}.tar.gz"

    def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(target, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=top, filter=normalise)
    return target


# --- macOS (written for CI's hosted runner; not run on the Linux build machine) ---------------
# Windows: dicebox_packaging/windows.py (built and run under Wine by windows/check_under_wine.py).


def macos_dmg(app: Path, dist: Path, work: Path, proj: Project) -> Path:
    """A compressed disk image showing the app next to an /Applications link to drag it onto."""
    staging = work / "dmg"
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    shutil.copytree(app, staging / app.name, symlinks=True)
    (staging / "Applications").symlink_to("/Applications")
    target = dist / f"{proj.display_name}-{proj.version}.dmg"
    run([
        "hdiutil", "create", "-volname", f"{proj.display_name} {proj.version}", "-srcfolder", str(staging),
        "-fs", "HFS+", "-format", "UDZO", "-ov", str(target),
    ])
    return target


# --- Driver ----------------------------------------------------------------------------------


def _size(path: Path) -> str:
    total = path.stat().st_size if path.is_file() else sum(p.lstat().st_size for p in path.rglob("*"))
    return f"{total / 1e6:.1f} MB"


class Steps:
    """Prints each step's duration as it ends: the build takes minutes and this says where."""

    def __init__(self) -> None:
        self.started = self.last = time.monotonic()

    def done(self, what: str) -> None:
        now = time.monotonic()
        print(f"{what} ({now - self.last:.0f} s)", flush=True)
        self.last = now


def build(dist: Path, work: Path, allow_unlocked: bool = False, installer: bool = True) -> list[Path]:
    """Every artifact for this OS, in dist/; returns their paths."""
    proj = bundling.project()
    check_locked(allow_unlocked)
    system_packages()  # now rather than after minutes of freezing, if dicebox is not importable
    steps = Steps()
    dist.mkdir(parents=True, exist_ok=True)
    icons = make_icons(work)
    run([sys.executable, str(PACKAGING / "translations.py"), "build"])  # the .qm files, fresh from the .ts sources
    freeze(dist, work, icons)
    steps.done(f"froze {proj.display_name} {proj.version} with PyInstaller")
    print(smoke_test(frozen_executable(dist, proj)), flush=True)
    steps.done("ran the frozen smoke test")
    artifacts = [dist / f"{proj.display_name}.app" if sys.platform == "darwin" else dist / proj.name]
    if sys.platform.startswith("linux"):
        print(glibc.floor_line(dist / proj.name), flush=True)
        artifacts.append(linux_tarball(dist / proj.name, dist, proj))
        steps.done("packed the .tar.gz")
        artifacts.append(linux_deb(dist / proj.name, icons, dist, work, proj))
        steps.done("built the .deb")
    elif sys.platform == "win32" and installer:
        artifacts.append(windows_installer(dist / proj.name, icons / "dicebox.ico", dist, work, proj))
        steps.done("built the NSIS installer")
    elif sys.platform == "darwin" and installer:
        artifacts.append(macos_dmg(artifacts[0], dist, work, proj))
        steps.done("built the .dmg")
    print(f"built in {time.monotonic() - steps.started:.0f} s:")
    for artifact in artifacts:
        print(f"  {artifact}  ({_size(artifact)})")
    return artifacts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/build.py", description=__doc__.split("\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the artifacts go (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder (default: build/)")
    parser.add_argument("--smoke", type=Path, metavar="EXECUTABLE",
                        help="build nothing; run this frozen or installed dicebox's smoke test (CI uses it)")
    parser.add_argument("--unlocked", action="store_true",
                        help="build even if the installed packages differ from requirements/build.txt")
    parser.add_argument("--no-installer", action="store_true",
                        help="Windows and macOS: build and smoke-test the bundle only, no installer or .dmg")
    parser.add_argument("--windows-installer", type=Path, metavar="BUNDLE",
                        help="build nothing else; make the NSIS installer around this Windows bundle "
                             "(dist/dicebox, built on Windows or under Wine) with this machine's makensis")
    args = parser.parse_args(argv)
    try:
        if args.smoke:
            print(smoke_test(args.smoke))
            return 0
        if args.windows_installer:
            work = args.work.resolve() / "windows-installer"
            icons = make_icons(work)
            target = windows_installer(args.windows_installer.resolve(), icons / "dicebox.ico", args.dist.resolve(),
                                       work, bundling.project())
            print(f"built {target}  ({_size(target)})")
            return 0
        build(args.dist.resolve(), args.work.resolve(), args.unlocked, installer=not args.no_installer)
    except BuildError as exc:
        sys.stderr.write(f"packaging/build.py: {exc}\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
