"""Comments, docstrings and docs point a reader at things they can open: every repository path,
file and module they name exists, and none cites an issue number instead of saying why, since a
reader of the tree cannot open the issue. A file moved or renamed leaves its old name behind in
prose that no import and no other test reads; this test reads it."""

from __future__ import annotations

import io
import re
import subprocess
import sys
import tokenize
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

KINDS = {".py", ".md", ".sh", ".toml", ".txt", ".yml"}
NOT_SCANNED = ("assets/translations/",)  # translators' files quote the source's words, not its paths
TOP = ("engine", "desktop", "assets", "packaging", "tests", "docs", "requirements", ".ci", ".github")
PACKAGES = ("engine", "desktop")  # the top folders that are Python packages (packaging/ is not one)

# A path starts with a top-level folder and is not the tail of a longer path or of a URL.
PATH = re.compile(r"(?<![\w./\\-])((?:" + "|".join(map(re.escape, TOP)) + r")/[\w./*<>{}-]*)")
# A dotted module in prose (``desktop.records.safe_open``).
MODULE = re.compile(r"(?<![\w./-])((?:" + "|".join(PACKAGES) + r")(?:\.[A-Za-z_]\w*)+)")
# A file named by itself (``problem_texts.py``).
FILE_NAME = re.compile(r"(?<![\w./*<>{}$-])([A-Za-z_][\w-]*\.(?:py|md|sh|toml|txt))\b")
# A module's name before what it defines (``problem_texts.TEXTS``); only names with an underscore,
# which are the tree's or the standard library's, never a local variable's in prose.
QUALIFIED = re.compile(r"``([a-z][a-z0-9]*_[a-z0-9_]+)\.[A-Za-z_]\w*")
PLACEHOLDER = re.compile(r"[<{]")
SUFFIXES = {"py", "md", "sh", "toml", "txt", "json", "log", "ini", "db", "spec", "yml", "cfg"}
CITATION = re.compile(r"\b[Ii]ssues? ?#?[0-9]+")

# The allow-list, kept small. Paths made from tracked files rather than tracked (the compiled .qm
# catalogues beside the .ts), and the one path named as what must never exist.
MADE = ("assets/translations/",)
NAMED_AS_ABSENT = {"packaging/__init__.py"}  # it would shadow the packaging library
# File names that are not the tree's: what the build and the tests write, and a tool.
NOT_OURS = {
    "THIRD-PARTY-NOTICES.txt",  # written into the bundle by the build
    "heard.txt",  # an AT-SPI test's transcript, in its tmp dir
    "probe.py",  # a throwaway entry point frozen to try the bundle
    "coverage.py",  # the coverage tool
}


def tracked_texts() -> list[str]:
    names = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True).stdout
    return [
        name
        for name in names.decode("utf-8").split("\0")
        if Path(name).suffix in KINDS and not name.startswith(NOT_SCANNED) and (ROOT / name).is_file()
    ]


@dataclass(frozen=True)
class Tree:
    """The names a reference may use: tracked files' names and the modules and packages."""

    file_names: frozenset[str]
    modules: frozenset[str]

    @classmethod
    def of(cls, names: list[str]) -> Tree:
        modules = {Path(name).stem for name in names if name.endswith(".py")}
        modules |= {part for name in names for part in Path(name).parent.parts}
        return cls(frozenset(Path(name).name for name in names) | NOT_OURS, frozenset(modules))


def _path_exists(token: str, folder: Path) -> bool:
    token = token.rstrip(".,:;)'`\"")
    if token in NAMED_AS_ABSENT or token.startswith(MADE):
        return True
    if placeholder := PLACEHOLDER.search(token):  # ``tests/desktop/<package>/``: its folder exists
        head = token[: placeholder.start()]
        token = head[: head.rfind("/") + 1]
    for base in (ROOT, folder):  # from the root, or from the file's own folder (a README's tree)
        if any(base.glob(token.rstrip("/"))) if "*" in token else (base / token).exists():
            return True
    return False


def _module_exists(dotted: str) -> bool:
    parts = dotted.split(".")
    if parts[-1] in SUFFIXES or parts[1].startswith("__"):
        return True  # a file's name (``desktop.log``) or what every module has (``engine.__file__``)
    here = ROOT / parts[0]
    for i, part in enumerate(parts[1:], start=1):
        if here.is_dir() and (here / part).is_dir():
            here = here / part
        elif here.is_dir() and (here / f"{part}.py").is_file():
            here = here / f"{part}.py"
        else:  # the rest is something the module defines: it must at least be written there
            source = here / "__init__.py" if here.is_dir() else here
            return source.is_file() and parts[i] in source.read_text(encoding="utf-8")
    return True


def prose(name: str, text: str) -> list[tuple[int, str]]:
    """The numbered lines a reader reads as words: all of a doc, and a module's comments and
    docstrings (strings standing as statements of their own), not its code, whose names imports
    and tests already check."""
    if not name.endswith(".py"):
        return list(enumerate(text.splitlines(), start=1))
    found: list[tuple[int, str]] = []
    statement_start = True
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT:
            found.append((token.start[0], token.string))
        elif token.type == tokenize.STRING and statement_start:
            found.extend(enumerate(token.string.splitlines(), start=token.start[0]))
        if token.type not in (tokenize.COMMENT, tokenize.NL):
            statement_start = token.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING)
    return found


def stale_references(name: str, text: str, tree: Tree) -> list[str]:
    folder = (ROOT / name).parent
    found = []
    for number, line in prose(name, text):
        stale = [token for token in PATH.findall(line) if not _path_exists(token, folder)]
        stale += [dotted for dotted in MODULE.findall(line) if not _module_exists(dotted)]
        stale += [file_name for file_name in FILE_NAME.findall(line) if file_name not in tree.file_names]
        stale += [module for module in QUALIFIED.findall(line)
                  if module not in tree.modules and module not in sys.stdlib_module_names]
        found += [f"{name}:{number}: {token}" for token in stale]
    return found


def issue_citations(name: str, text: str) -> list[str]:
    return [f"{name}:{n}: {line.strip()}" for n, line in enumerate(text.splitlines(), start=1) if CITATION.search(line)]


def test_the_scan_sees_the_tree() -> None:
    names = tracked_texts()
    assert "README.md" in names and "engine/__init__.py" in names
    assert not any(name.startswith(NOT_SCANNED) for name in names)


def test_the_checks_catch_what_they_are_for() -> None:
    tree = Tree.of(tracked_texts())
    planted = (
        "# see desktop/no_such_module.py, desktop.records_nowhere, nowhere.py, ``no_where.TEXTS``\n"
        "# as issue" " 12 says\n"  # split, so this file does not cite one itself
        "x = 1\n"
    )
    assert stale_references("desktop/app.py", planted, tree) == [
        "desktop/app.py:1: desktop/no_such_module.py",
        "desktop/app.py:1: desktop.records_nowhere",
        "desktop/app.py:1: nowhere.py",
        "desktop/app.py:1: no_where",
    ]
    assert issue_citations("desktop/app.py", planted) == ["desktop/app.py:2: # as issue" " 12 says"]
    fine = (
        '"""engine/ai/, tests/desktop/<package>/, engine/*.py, desktop.records.store, desktop.log,\n'
        '``problem_texts.TEXTS``, packaging/README.md, ``os.replace``."""\n'
    )
    code = 'print("desktop/in_code_only.py", desktop.childCount)\n'
    assert stale_references("desktop/app.py", fine + code, tree) == []


@pytest.mark.slow
def test_every_named_path_file_and_module_exists() -> None:
    names = tracked_texts()
    tree = Tree.of(names)
    stale = [hit for name in names for hit in stale_references(name, (ROOT / name).read_text("utf-8"), tree)]
    assert not stale, "these name nothing in the tree:\n" + "\n".join(stale)


def test_no_text_cites_an_issue_number() -> None:
    cited = [hit for name in tracked_texts() for hit in issue_citations(name, (ROOT / name).read_text("utf-8"))]
    assert not cited, "say why instead of citing an issue a reader cannot open:\n" + "\n".join(cited)
