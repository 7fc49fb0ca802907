"""The Debian/Ubuntu packages Dicebox needs from the system, read from ``assets/system-packages.txt``.

That file is the one list: ``packaging/setup-dev.sh`` installs from it, ``packaging/build.py``
writes the .deb's Depends from it, and the app names its missing packages when Qt cannot load
(the message in ``desktop.app.main``). Before there was one list the three differed, and a
bare Debian 12 lacked ``libwayland-cursor0``, which only the bundle's build noticed.

This module runs exactly when Qt could not be imported, so it must never import Qt itself; it
is also imported by ``packaging/build.py``.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterable, Sequence

import assets

LIST_FILE = "system-packages.txt"
"""In ``assets/``: shipped in the wheel and the frozen bundle, read through importlib.resources."""
SECTIONS = ("linked", "run", "build")
RUNTIME_SECTIONS = ("linked", "run")
"""What the app needs to start; ``build`` is only for building the bundle and running the tests."""
INSTALL = "apt-get install -y --no-install-recommends"
"""The install command every message prints, so an administrator can paste any of them."""

T64 = "t64"
"""Debian 13 and Ubuntu 24.04 renamed some libraries (64-bit time_t): ``libglib2.0-0t64``
provides ``libglib2.0-0``, which apt-get installs by the old name, but dpkg-query does not follow
Provides, so either name counts as installed (``packaging/setup-dev.sh`` asks the same way)."""

_PACKAGE = re.compile(r"[a-z0-9][a-z0-9+.-]+")
"""A Debian package name (Debian Policy 5.6.1)."""


class PackageListError(ValueError):
    """The list file is malformed; the message names the line."""


def parse(text: str, source: str = LIST_FILE) -> dict[str, tuple[str, ...]]:
    """Packages by section, in file order. Strict, because a typo here would silently drop a
    package from the set-up, the .deb and the message all at once."""
    found: dict[str, list[str]] = {}
    section: str | None = None
    seen: dict[str, int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("["):
            name = line.removeprefix("[").removesuffix("]")
            if not line.endswith("]") or name not in SECTIONS:
                raise PackageListError(f"{source} line {number}: unknown section {line!r}; use one of: "
                                       + ", ".join(f"[{s}]" for s in SECTIONS))
            if name in found:
                raise PackageListError(f"{source} line {number}: section [{name}] appears twice")
            section = name
            found[section] = []
            continue
        if section is None:
            raise PackageListError(f"{source} line {number}: package {line!r} before any [section]")
        if not _PACKAGE.fullmatch(line):
            raise PackageListError(f"{source} line {number}: {line!r} is not one Debian package name")
        if line in seen:
            raise PackageListError(f"{source} line {number}: {line} is already listed on line {seen[line]}")
        seen[line] = number
        found[section].append(line)
    return {name: tuple(found.get(name, ())) for name in SECTIONS}


def read_list() -> dict[str, tuple[str, ...]]:
    """The shipped list (source checkout, installed wheel or frozen bundle alike)."""
    return parse(assets.read_bytes(LIST_FILE).decode("utf-8"), f"assets/{LIST_FILE}")


def packages(sections: Iterable[str] = RUNTIME_SECTIONS) -> list[str]:
    listed = read_list()
    return [name for section in sections for name in listed[section]]


def missing(wanted: Sequence[str], dpkg_query: str | None = None) -> list[str] | None:
    """The packages of ``wanted`` that dpkg has not installed, in list order; None when this is
    not a dpkg system (or dpkg cannot answer), so the caller names them all instead."""
    query = dpkg_query or shutil.which("dpkg-query")
    if query is None or not wanted:
        return None if query is None else []
    try:
        # Exit 1 only means that some names are unknown to dpkg, which makes them missing too.
        proc = subprocess.run(
            [query, "-W", "-f=${Package}\t${Status}\n", *wanted, *(f"{name}{T64}" for name in wanted)],
            capture_output=True, text=True, timeout=20, check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    if proc.returncode not in (0, 1):
        return None
    installed = {
        name for name, _, status in (line.partition("\t") for line in proc.stdout.splitlines())
        if status.strip() == "install ok installed"
    }
    return [name for name in wanted if name not in installed and f"{name}{T64}" not in installed]


def admin_command(names: Sequence[str]) -> str:
    """What an administrator runs (as root) to install ``names``."""
    return f"apt-get update && {INSTALL} {' '.join(names)}"


def qt_missing_message(error: BaseException, dpkg_query: str | None = None) -> str:
    """The message for a Qt that fails to import: which packages are missing and the exact
    command that installs them. No ``sudo``: a player often has none, and the administrator who
    does knows how to become root."""
    head = f"dicebox: Qt could not be loaded ({error})."
    try:
        wanted = packages()
    except (OSError, PackageListError) as exc:
        return f"{head}\nThe list of the system packages it needs could not be read either: {exc}\n"
    absent = missing(wanted, dpkg_query)
    if absent is None:
        return (
            f"{head}\nOn Debian or Ubuntu, an administrator installs the system libraries it needs with:\n"
            f"    {admin_command(wanted)}\n"
            "On other systems, install the same libraries (Qt 6's X11 and Wayland dependencies) "
            "with the system's package manager.\n"
        )
    if not absent:
        return (
            f"{head}\nEvery system package Dicebox needs is installed, so Qt itself is damaged or "
            "incomplete: reinstall Dicebox (from a source checkout: bash packaging/setup-dev.sh).\n"
        )
    return (
        f"{head}\n{len(absent)} system package{'s' if len(absent) > 1 else ''} it needs "
        f"{'are' if len(absent) > 1 else 'is'} not installed; an administrator installs "
        f"{'them' if len(absent) > 1 else 'it'} with:\n    {admin_command(absent)}\n"
    )
