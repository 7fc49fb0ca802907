"""Build this OS's Dicebox artifacts into dist/ with one command, and prove the frozen app runs.

    python packaging/build.py [--dist DIR] [--work DIR] [--unlocked]
    python packaging/build.py --smoke PATH/TO/dicebox     # only the smoke test of a built app

The environment must hold exactly the locked build set (requirements/build.txt; the test set
pins the same versions), so that every build bundles the same Qt and PySide6:
``bash packaging/setup-dev.sh`` makes such a .venv. ``--unlocked`` builds anyway, saying so.

Linux:   dist/dicebox/ (one-folder bundle), dicebox-<version>-linux-<arch>.tar.gz and
         dicebox_<version>_<debarch>.deb (/opt/dicebox, /usr/bin/dicebox, menu entry, icons,
         AppStream metainfo; Depends from assets/system-packages.txt, checked against
         dpkg-shlibdeps). Needs dpkg-deb and dpkg-shlibdeps (apt: dpkg-dev) and strip
         (binutils); validates the menu entry and metainfo when desktop-file-validate and
         appstreamcli are installed.
Windows: dist/dicebox/ and, when Inno Setup's ISCC is installed, dicebox-<version>-setup.exe.
macOS:   dist/Dicebox.app and Dicebox-<version>.dmg (hdiutil).

Every build runs the frozen ``dicebox --smoke-test`` and fails if it does not pass, so a bundle
that PyInstaller produced but that cannot start never reaches dist/.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import importlib.util
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import textwrap
import time
from pathlib import Path
from types import ModuleType

from . import bundling, lock
from .bundling import APP_ID, PACKAGING, ROOT, Project
from .notices import NOTICES_PATH

SMOKE_OK = re.compile(r"^smoke-test ok: .*$", re.MULTILINE)
BUILD_LOCK = ROOT / "requirements" / "build.txt"
DEB_MAINTAINER = (
    f"{os.environ['DEBFULLNAME']} <{os.environ['DEBEMAIL']}>"
    if os.environ.get("DEBFULLNAME") and os.environ.get("DEBEMAIL")
    else "Dicebox maintainers <maintainers@dicebox.invalid>"
)
"""Debian's usual DEBFULLNAME and DEBEMAIL when set; the project has published no address yet."""


class BuildError(Exception):
    """A step failed in a way the person building can fix; printed as one line, no traceback."""


def system_packages() -> ModuleType:
    """``desktop.system_packages``, the one reader of assets/system-packages.txt. The build runs
    in the set-up .venv, where dicebox is installed (editable); another Python gets a sentence
    saying so rather than a traceback."""
    try:
        from desktop import system_packages as module
    except ImportError:
        raise BuildError(
            f"{sys.executable} cannot import dicebox itself; run: bash packaging/setup-dev.sh and build with "
            ".venv/bin/python packaging/build.py (or: pip install --no-deps --no-build-isolation -e .)"
        ) from None
    return module


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


def run(cmd: list[str], cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run a build tool, turning a failure into a BuildError that shows its own output."""
    proc = subprocess.run(cmd, text=True, capture_output=True, cwd=cwd)
    if proc.returncode != 0:
        output = (proc.stdout + proc.stderr).strip()[-3000:]
        raise BuildError(f"{Path(cmd[0]).name} failed (exit {proc.returncode}):\n{output}")
    return proc


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
        raise BuildError(
            f"the frozen app failed its smoke test (exit {proc.returncode}):\n{(proc.stdout + proc.stderr).strip()[-3000:]}"
        )
    return found.group(0)


def release_date() -> str:
    """SOURCE_DATE_EPOCH when set (reproducible builds), else today, in UTC."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    moment = dt.datetime.fromtimestamp(int(epoch), dt.UTC) if epoch else dt.datetime.now(dt.UTC)
    return moment.date().isoformat()


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


def _need_tool(name: str, package: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise BuildError(f"{name} is needed to build the .deb; as root: {system_packages().INSTALL} {package}")
    return found


def _shlibdeps(root: Path, opt: Path) -> list[str]:
    """The system packages the bundle's binaries link against, with minimum versions, as Debian
    computes them (dpkg-shlibdeps reads the symbols actually used)."""
    shlibdeps = _need_tool("dpkg-shlibdeps", "dpkg-dev")
    elves = [p for p in sorted(opt.rglob("*")) if p.is_file() and not p.is_symlink() and _is_elf(p)]
    private = sorted({str(p.parent) for p in elves if ".so" in p.name})
    control = root.parent / "shlibdeps" / "debian" / "control"
    control.parent.mkdir(parents=True, exist_ok=True)
    control.write_text("Source: dicebox\n\nPackage: dicebox\nArchitecture: any\n", encoding="utf-8")
    proc = run(
        [shlibdeps, "-O", "--ignore-missing-info", *[f"-l{d}" for d in private], *map(str, elves)],
        cwd=control.parent.parent,
    )
    found = re.search(r"^shlibs:Depends=(.*)$", proc.stdout, re.MULTILINE)
    if not found:
        raise BuildError(f"dpkg-shlibdeps printed no dependencies:\n{proc.stdout}{proc.stderr}")
    return [d.strip() for d in found.group(1).split(",") if d.strip()]


def deb_depends(shlibdeps: list[str], listed: list[str]) -> list[str]:
    """The .deb's Depends: every runtime package of assets/system-packages.txt, in its order,
    with dpkg-shlibdeps' minimum version where it gives one. A package the bundle links that
    the list lacks stops the build, naming it: the set-up script and the app's message would
    otherwise not know it either (libwayland-cursor0 was once missing from all three)."""
    by_package: dict[str, str] = {}
    unlisted: list[str] = []
    for entry in shlibdeps:
        names = [alternative.split()[0] for alternative in entry.split("|")]
        found = next((name for name in names if name in listed), None)
        if found is None:
            unlisted.append(entry)
        else:
            by_package[found] = entry
    if unlisted:
        raise BuildError(
            f"the bundle links {', '.join(unlisted)}, which assets/{system_packages().LIST_FILE} does not list; "
            "add each under [linked], with the library that needs it"
        )
    unlinked = [name for name in listed if name not in by_package]
    if unlinked:
        print(f".deb depends on listed packages no binary links here: {', '.join(unlinked)}", flush=True)
    return [by_package.get(name, name) for name in listed]


def _is_elf(path: Path) -> bool:
    with path.open("rb") as fh:
        return fh.read(4) == b"\x7fELF"


def _deb_architecture() -> str:
    return run([_need_tool("dpkg", "dpkg"), "--print-architecture"]).stdout.strip()


def _fix_modes(tree: Path) -> None:
    """Debian wants 755 folders, 755 programs and 644 for everything else, shared libraries
    included (wheels ship them executable), whatever the build machine's umask was."""
    for path in [tree, *tree.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            program = path.stat().st_mode & 0o111 and ".so" not in path.name
            path.chmod(0o755 if program else 0o644)


def _deb_paragraph(text: str) -> str:
    """Extended-description lines: indented by one space, at most 80 columns."""
    return "".join(f" {line}\n" for line in textwrap.wrap(text, 78))


def deb_copyright(proj: Project) -> str:
    """/usr/share/doc/<name>/copyright, which Debian policy asks of every package, in the
    machine-readable format; it points at the bundle's notices for everything third-party."""
    licence = (ROOT / "LICENSE").read_text("utf-8").strip().splitlines()
    body = "".join(f" {line}\n" if line.strip() else " .\n" for line in licence[1:]).replace(" .\n", "", 1)
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {proj.display_name}\n"
        f"Comment: /opt/{proj.name} also carries Python, Qt and PySide6 (LGPL-3.0), Python packages\n"
        " and system libraries, each under its own licence; every text is in\n"
        f" /opt/{proj.name}/_internal/{NOTICES_PATH}.\n"
        "\n"
        "Files: *\n"
        f"Copyright: {next(line for line in licence if line.startswith('Copyright')).removeprefix('Copyright (c) ')}\n"
        "License: MIT\n"
        f"{body}"
    )


def linux_deb(bundle: Path, icons: Path, dist: Path, work: Path, proj: Project) -> Path:
    """A .deb installing the bundle under /opt/<name>, with the launcher, menu entry, icons and
    AppStream metainfo in the places desktops and software centres look."""
    deb_tool = _need_tool("dpkg-deb", "dpkg")
    arch = _deb_architecture()
    root = work / "deb" / f"{proj.name}_{proj.version}_{arch}"
    if root.exists():
        shutil.rmtree(root)
    opt = root / "opt" / proj.name
    shutil.copytree(bundle, opt, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / proj.name).symlink_to(f"/opt/{proj.name}/{proj.name}")
    share = root / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    desktop = share / "applications" / f"{APP_ID}.desktop"
    shutil.copyfile(PACKAGING / "linux" / f"{APP_ID}.desktop", desktop)
    shutil.copytree(icons / "hicolor", share / "icons" / "hicolor")
    install_mime_type(share)
    (share / "metainfo").mkdir(parents=True)
    metainfo = share / "metainfo" / f"{APP_ID}.metainfo.xml"
    template = (PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").read_text("utf-8")
    metainfo.write_text(template.replace("@VERSION@", proj.version).replace("@DATE@", release_date()), "utf-8")
    doc = share / "doc" / proj.name
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(deb_copyright(proj), encoding="utf-8")
    validators = validate_linux_metadata(desktop, metainfo)
    print(f"menu entry and metainfo validated by: {', '.join(validators) or 'nothing (no validator installed)'}")
    _fix_modes(root)
    installed_kib = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir()) // 1024
    # dpkg-shlibdeps resolves $ORIGIN run paths only inside a tree that has its DEBIAN folder.
    debian = root / "DEBIAN"
    debian.mkdir()
    depends = deb_depends(_shlibdeps(root, opt), system_packages().packages())
    synopsis = proj.summary[0].lower() + proj.summary[1:]
    control = "".join([
        f"Package: {proj.name}\n",
        f"Version: {proj.version}\n",
        f"Architecture: {arch}\n",
        f"Maintainer: {DEB_MAINTAINER}\n",
        f"Installed-Size: {installed_kib}\n",
        f"Depends: {', '.join(depends)}\n",
        "Section: games\n",
        "Priority: optional\n",
        f"Description: {synopsis}\n",
        _deb_paragraph(proj.description),
        " .\n",
        _deb_paragraph(f"A self-contained build: Python and Qt are inside /opt/{proj.name}. "
                       "It never uses the network."),
    ])
    (debian / "control").write_text(control, encoding="utf-8")
    sums = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and debian not in path.parents:
            sums.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(root).as_posix()}\n")
    (debian / "md5sums").write_text("".join(sums), encoding="utf-8")
    _fix_modes(debian)

    target = dist / f"{proj.name}_{proj.version}_{arch}.deb"
    # xz level 3: a few MB larger than the default level 6, but about five times faster to pack
    # (the test suite builds the .deb); every dpkg reads xz, unlike zstd.
    run([deb_tool, "--root-owner-group", "-Zxz", "-z3", "--build", str(root), str(target)])
    return target


def install_mime_type(share: Path) -> Path:
    """The .dicebox file type for shared-mime-info, under ``share`` (``/usr/share`` in the .deb);
    dpkg's trigger on mime/packages rebuilds the MIME database when the package is installed."""
    target = share / "mime" / "packages" / f"{APP_ID}.xml"
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(PACKAGING / "linux" / f"{APP_ID}.mime.xml", target)
    return target


def validate_linux_metadata(desktop: Path, metainfo: Path) -> list[str]:
    """Run the freedesktop validators that are installed; return the names of those that ran."""
    ran = []
    if shutil.which("desktop-file-validate"):
        run(["desktop-file-validate", str(desktop)])
        ran.append("desktop-file-validate")
    if shutil.which("appstreamcli"):
        run(["appstreamcli", "validate", "--no-net", str(metainfo)])
        ran.append("appstreamcli")
    return ran


# --- Windows and macOS (written for CI's hosted runners; not run on the Linux build machine) ---


def find_iscc() -> Path | None:
    """ISCC on PATH, else Inno Setup 6's default install folder (where hosted runners have it)."""
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return Path(found)
    default = Path(os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)")) / "Inno Setup 6" / "ISCC.exe"
    return default if default.is_file() else None


def windows_installer(bundle: Path, icons: Path, dist: Path, proj: Project) -> Path | None:
    iscc = find_iscc()
    if iscc is None:
        print("Inno Setup (ISCC.exe) not found: skipped the installer; the bundle is in", bundle)
        return None
    run([
        str(iscc), "/Q", f"/DAppVersion={proj.version}",
        f"/DFileVersion={'.'.join(map(str, bundling.windows_version_numbers(proj.version)))}",
        f"/DSourceDir={bundle}", f"/DIconFile={icons / 'dicebox.ico'}", f"/O{dist}", str(PACKAGING / "windows" / "dicebox.iss"),
    ])
    return dist / f"{proj.name}-{proj.version}-setup.exe"


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


def build(dist: Path, work: Path, allow_unlocked: bool = False) -> list[Path]:
    """Every artifact for this OS, in dist/; returns their paths."""
    proj = bundling.project()
    check_locked(allow_unlocked)
    system_packages()  # now rather than after minutes of freezing, if dicebox is not importable
    steps = Steps()
    dist.mkdir(parents=True, exist_ok=True)
    icons = make_icons(work)
    freeze(dist, work, icons)
    steps.done(f"froze {proj.display_name} {proj.version} with PyInstaller")
    print(smoke_test(frozen_executable(dist, proj)), flush=True)
    steps.done("ran the frozen smoke test")
    artifacts = [dist / f"{proj.display_name}.app" if sys.platform == "darwin" else dist / proj.name]
    if sys.platform.startswith("linux"):
        artifacts.append(linux_tarball(dist / proj.name, dist, proj))
        steps.done("packed the .tar.gz")
        artifacts.append(linux_deb(dist / proj.name, icons, dist, work, proj))
        steps.done("built the .deb")
    elif sys.platform == "win32":
        installer = windows_installer(dist / proj.name, icons, dist, proj)
        if installer is not None:
            artifacts.append(installer)
            steps.done("built the Inno Setup installer")
    elif sys.platform == "darwin":
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
    args = parser.parse_args(argv)
    try:
        if args.smoke:
            print(smoke_test(args.smoke))
            return 0
        build(args.dist.resolve(), args.work.resolve(), args.unlocked)
    except BuildError as exc:
        sys.stderr.write(f"packaging/build.py: {exc}\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
