"""The Debian package: its Depends (checked against dpkg-shlibdeps), copyright file, menu entry,
icons, AppStream metadata and MIME type, and their validation."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import textwrap
from pathlib import Path

from .bundling import APP_ID, PACKAGING, ROOT, Project
from .notices import NOTICES_PATH, font_copyrights, fonts_licence
from .steps import BuildError, release_date, run, system_packages

DEB_MAINTAINER = (
    f"{os.environ['DEBFULLNAME']} <{os.environ['DEBEMAIL']}>"
    if os.environ.get("DEBFULLNAME") and os.environ.get("DEBEMAIL")
    else "Dicebox maintainers <maintainers@dicebox.invalid>"
)
"""Debian's usual DEBFULLNAME and DEBEMAIL when set; the project has published no address yet."""


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
    # The fonts (SIL OFL 1.1, assets/fonts): their copyright lines and the licence's own text.
    fonts_copyright = "".join(f"{' ' if i else ''}{(line.partition(': ')[2] or line).removeprefix('Copyright ')}\n"
                              for i, line in enumerate(font_copyrights()))
    paragraphs = ("SIL OPEN FONT LICENSE\n\n" + fonts_licence().split("SIL OPEN FONT LICENSE", 1)[1].strip()).split(
        "\n\n"
    )
    ofl = " .\n".join(_deb_paragraph(paragraph) for paragraph in paragraphs)
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
        "\n"
        f"Files: opt/{proj.name}/_internal/assets/fonts/*\n"
        f"Copyright: {fonts_copyright}"
        "License: OFL-1.1\n"
        "\n"
        "License: OFL-1.1\n"
        f"{ofl}"
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


