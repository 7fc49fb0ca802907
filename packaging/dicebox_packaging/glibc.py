"""The newest glibc a Linux bundle asks for, read from its binaries' dynamic symbol versions.

    python3 -m dicebox_packaging.glibc BUNDLE [--max 2.31]

A bundle runs only where the C library is at least as new as the newest ``GLIBC_x.y`` symbol
version any of its ELF files needs: the loader refuses it at once otherwise
("version 'GLIBC_2.35' not found"). Which system the build ran on decides that number, not our
code, so the check reads the binaries themselves (``objdump -T``, from binutils) rather than
trusting where they were built. Prints the newest version and the file that needs it; with
``--max`` exits 1, listing every file above it, when any binary needs more.
"""

from __future__ import annotations

import argparse
import platform
import re
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

ELF_MAGIC = b"\x7fELF"
# objdump -T lists an undefined (needed) symbol with *UND* and its version, e.g.
# "0000000000000000      DF *UND*  0000000000000000 (GLIBC_2.34) __libc_start_main"; the
# version may also be printed without parentheses by older binutils.
NEEDED = re.compile(r"\*UND\*\s+\S+\s+\(?GLIBC_(\d+(?:\.\d+)+)\)?\s")

Version = tuple[int, ...]


def parse_version(text: str) -> Version:
    """"2.31" -> (2, 31): compared as numbers, so 2.4 is older than 2.31."""
    return tuple(int(part) for part in text.split("."))


def shown(version: Version) -> str:
    return ".".join(str(part) for part in version)


def needed_versions(objdump_output: str) -> set[Version]:
    """The glibc versions a binary's undefined dynamic symbols ask for (its own definitions of a
    GLIBC_ version, as libc itself has, are what it gives, not what it needs)."""
    return {parse_version(match.group(1)) for match in NEEDED.finditer(objdump_output)}


def elf_files(bundle: Path) -> Iterable[Path]:
    """Every regular ELF file under the bundle, whatever its name (Qt's plugins, Python's
    extension modules and the launcher alike)."""
    for path in sorted(bundle.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        with path.open("rb") as handle:
            if handle.read(4) == ELF_MAGIC:
                yield path


def newest_needed(path: Path) -> Version | None:
    proc = subprocess.run(["objdump", "-T", str(path)], text=True, capture_output=True)
    if proc.returncode != 0:  # not a dynamic object (a static file, an object file): asks nothing
        return None
    versions = needed_versions(proc.stdout)
    return max(versions) if versions else None


def scan(bundle: Path) -> dict[Path, Version]:
    """Each ELF file's newest needed glibc version (files that need none are left out)."""
    found: dict[Path, Version] = {}
    for path in elf_files(bundle):
        version = newest_needed(path)
        if version is not None:
            found[path] = version
    return found


def floor_line(bundle: Path) -> str:
    """One line for the build's output: where this bundle can run, said at build time, since a
    bundle built natively carries the build machine's glibc floor and nothing else says so."""
    here = platform.libc_ver()[1] or "unknown"
    try:
        found = scan(bundle)
    except FileNotFoundError:
        return f"runs only on Linux at least as new as this build machine (glibc {here}; objdump missing, not read)"
    if not found:
        return f"runs only on Linux at least as new as this build machine (glibc {here})"
    worst = max(found, key=lambda path: found[path])
    return (f"runs only on Linux with glibc {shown(found[worst])} or newer "
            f"({worst.relative_to(bundle)} needs it; this build machine has {here})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--max", type=parse_version, help="fail if any binary needs a newer glibc than this")
    args = parser.parse_args(argv)
    try:
        found = scan(args.bundle)
    except FileNotFoundError:
        print("glibc: objdump is not installed (apt: binutils)", file=sys.stderr)
        return 2
    if not found:
        print(f"glibc: no ELF file under {args.bundle} needs a versioned glibc symbol", file=sys.stderr)
        return 2
    worst = max(found, key=lambda path: found[path])
    print(f"newest glibc symbol needed: GLIBC_{shown(found[worst])} "
          f"({worst.relative_to(args.bundle)}; {len(found)} binaries read with objdump -T)")
    if args.max is None:
        return 0
    above = sorted((path for path, version in found.items() if version > args.max), key=lambda p: found[p])
    for path in above:
        print(f"  needs GLIBC_{shown(found[path])} > {shown(args.max)}: {path.relative_to(args.bundle)}")
    return 1 if above else 0


if __name__ == "__main__":
    sys.exit(main())
