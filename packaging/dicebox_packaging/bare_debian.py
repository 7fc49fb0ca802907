"""What packaging/check-bare-debian.sh reads from this machine and from the README.

The check proves the README on a bare Debian: a minbase chroot that reaches the package
registries exactly as this machine does (its apt archive, its pip configuration and any local
wheel folders that configuration names), and runs the README's own two commands, read from its
code blocks so that the check and the README cannot drift apart. Parsing lives here, in Python
with unit tests, rather than in sed and awk inside the shell script.

    python3 -m dicebox_packaging.bare_debian archive SUITE    the archive URI apt uses for SUITE
    python3 -m dicebox_packaging.bare_debian readme README.md the set-up/play and test commands
    python3 -m dicebox_packaging.bare_debian pip-paths        local pip paths: 'dir PATH' / 'file PATH'

Only the standard library: it runs with the system's python3, before any .venv exists.
"""

from __future__ import annotations

import configparser
import os
import re
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

APT_SOURCES = (Path("/etc/apt/sources.list"), Path("/etc/apt/sources.list.d"))

README_SECTIONS = ("Set up and play", "Run the tests")
"""The README headings whose first code block is the command a newcomer runs, in order."""

PIP_PATH_KEYS = ("find-links", "index-url", "extra-index-url", "constraint", "requirement", "cert", "client-cert")
"""pip options whose values may name a file or folder on this machine."""


def _sources_files(places: Iterable[Path] = APT_SOURCES) -> list[Path]:
    """The files apt itself reads (sources.list, then *.list and *.sources, sorted); a file
    renamed to something else (``foo.list.disabled``) is ignored, as apt ignores it."""
    found: list[Path] = []
    for place in places:
        if place.is_file():
            found.append(place)
        elif place.is_dir():
            found += sorted(p for p in place.iterdir() if p.suffix in (".list", ".sources") and p.is_file())
    return found


def archive_entries(text: str, deb822: bool) -> list[tuple[str, list[str]]]:
    """(URI, suites) of every enabled binary ``deb`` source in one sources file."""
    entries: list[tuple[str, list[str]]] = []
    if not deb822:
        for line in text.splitlines():
            words = re.sub(r"\[[^]]*\]", " ", line.split("#", 1)[0]).split()
            if len(words) >= 3 and words[0] == "deb":
                entries.append((words[1], [words[2]]))
        return entries
    for stanza in re.split(r"\n\s*\n", text):
        fields: dict[str, str] = {}
        key = ""
        for line in stanza.splitlines():
            if line.startswith("#") or not line.strip():
                continue
            if line[0].isspace() and key:  # a continuation line
                fields[key] += " " + line.strip()
                continue
            key, _, value = line.partition(":")
            key = key.strip().lower()
            fields[key] = value.strip()
        if "deb" not in fields.get("types", "").split() or fields.get("enabled", "yes").lower() == "no":
            continue
        for uri in fields.get("uris", "").split():
            entries.append((uri, fields.get("suites", "").split()))
    return entries


def archive_uri(suite: str, places: Iterable[Path] = APT_SOURCES) -> str:
    """The URI apt fetches ``suite`` from on this machine (its first enabled source for it)."""
    for file in _sources_files(places):
        for uri, suites in archive_entries(file.read_text(encoding="utf-8"), file.suffix == ".sources"):
            if suite in suites:
                return uri
    raise LookupError(f"no enabled apt source for the suite {suite!r} in {', '.join(map(str, places))}")


def readme_commands(readme: str, sections: Iterable[str] = README_SECTIONS) -> list[str]:
    """The first fenced code block under each heading, as one shell command each."""
    commands = []
    for heading in sections:
        match = re.search(rf"^#+ {re.escape(heading)}\s*$(.*?)^```[^\n]*\n(.*?)^```", readme, re.M | re.S)
        if not match or re.search(r"^#+ ", match.group(1), re.M):
            raise LookupError(f"README.md has no code block under the heading {heading!r}")
        lines = [line.strip() for line in match.group(2).splitlines() if line.strip()]
        if len(lines) != 1:
            raise LookupError(f"the code block under {heading!r} should hold one command, not {len(lines)} lines")
        commands.append(lines[0])
    return commands


def pip_config_files(env: Mapping[str, str], home: Path) -> list[Path]:
    """Every configuration file pip reads as root on Debian (global, user, PIP_CONFIG_FILE)."""
    names = [Path("/etc/xdg/pip/pip.conf"), Path("/etc/pip.conf"), home / ".pip/pip.conf",
             home / ".config/pip/pip.conf"]
    if env.get("PIP_CONFIG_FILE"):
        names.append(Path(env["PIP_CONFIG_FILE"]))
    return [name for name in names if name.is_file()]


def pip_values(config_texts: Iterable[str], env: Mapping[str, str]) -> list[str]:
    """Every value of the path-like pip options, from the config files and PIP_* variables."""
    values: list[str] = []
    for text in config_texts:
        parser = configparser.ConfigParser(interpolation=None)
        parser.read_string(text)
        for section in parser.sections():
            for key in PIP_PATH_KEYS:
                values += parser.get(section, key, fallback="").split()
    for key in PIP_PATH_KEYS:
        values += env.get("PIP_" + key.upper().replace("-", "_"), "").split()
    return values


def local_paths(values: Iterable[str]) -> list[tuple[str, str]]:
    """('dir', PATH) or ('file', PATH) for each value naming this machine's disk. A local index
    ending in ``/simple`` links its files relatively (``../../files/x.whl``), so its parent is
    what must be visible; paths that do not exist are left out (pip ignores them too)."""
    seen: dict[str, str] = {}
    for value in values:
        path = value[len("file://"):] if value.startswith("file://") else value
        if not path.startswith("/"):
            continue  # an https index: reached over the network, as here
        path = os.path.normpath(path)
        if os.path.basename(path) == "simple":
            path = os.path.dirname(path)
        if os.path.isdir(path):
            seen.setdefault(path, "dir")
        elif os.path.isfile(path):
            seen.setdefault(path, "file")
    return [(kind, path) for path, kind in seen.items()]


def main(argv: list[str]) -> int:
    if argv[:1] == ["archive"] and len(argv) == 2:
        print(archive_uri(argv[1]))
    elif argv[:1] == ["readme"] and len(argv) == 2:
        print("\n".join(readme_commands(Path(argv[1]).read_text(encoding="utf-8"))))
    elif argv == ["pip-paths"]:
        files = pip_config_files(os.environ, Path.home())
        values = pip_values((f.read_text(encoding="utf-8") for f in files), os.environ)
        for kind, path in local_paths(values):
            print(kind, path)
    else:
        sys.stderr.write(__doc__ or "")
        return 2
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except (LookupError, OSError, configparser.Error) as problem:
        sys.exit(f"bare_debian: {problem}")
