"""The quick loop (`pytest -m "not slow"`) still runs code in every module of engine/ and desktop/.

Tests marked slow are left out of the quick loop a developer runs between edits (CI runs them all).
Marking a test slow is easy and nothing else notices when the last quick test of a module goes:
the loop would stay green while a whole module went untried. So this test runs the quick loop
under coverage.py and names every module where the loop executed no line inside a function; a
module that defines no function counts once it is imported, as importing runs all of its code, and
one with nothing but a docstring (a package's ``__init__.py``) has nothing to run. Stubs (a body of
only a docstring, ``...`` or ``pass``, as a Protocol's methods) are not functions that could run.
Subprocesses are measured too (the command lines are tried through ``python -m``).

It is slow itself (the whole quick loop, traced), so it runs in CI and not in the quick loop. It
prints the loop's wall time under coverage (which adds to it), never asserts a time: a timed test
fails on a busy machine.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "desktop")
QUICK_LOOP = ["-m", "pytest", "-m", "not slow", "-q", "-p", "no:cacheprovider", "-n", "0"]
"""In this process (-n 0): the suite's own workers keep the cores busy, and workers of its own
would each only add their start-up and collection."""


def has_code(tree: ast.Module) -> bool:
    """Whether the module holds anything besides its docstring."""
    return any(not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant)) for s in tree.body)


def is_stub(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A body of only a docstring, ``...`` or ``pass``: nothing there is meant to be run."""
    return all(isinstance(s, ast.Pass) or (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
               for s in function.body)


def function_body_lines(tree: ast.Module) -> set[int]:
    """Lines of the statements inside any function: what only runs when something calls it."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and not is_stub(node):
            lines.update(sub.lineno for stmt in node.body for sub in ast.walk(stmt) if isinstance(sub, ast.stmt))
    return lines


def untried_modules(executed: dict[str, set[int]]) -> list[str]:
    """The modules of PACKAGES the run left untried, by the rule in the module docstring."""
    untried = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"))
            ran = executed.get(relative, set())
            body = function_body_lines(tree)
            if has_code(tree) and not (ran & body if body else ran):
                untried.append(relative)
    return untried


def test_the_quick_loop_runs_code_in_every_module(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc = tmp_path / "coveragerc"
    rc.write_text(
        "[run]\n"
        f"source_pkgs = {', '.join(PACKAGES)}\n"
        f"data_file = {tmp_path / '.coverage'}\n"
        "parallel = true\n"
        "patch = subprocess\n",
        encoding="utf-8",
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PYTEST_ADDOPTS", None)
    started = time.monotonic()
    run = subprocess.run([sys.executable, "-m", "coverage", "run", f"--rcfile={rc}", *QUICK_LOOP], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=3600, check=False)
    seconds = time.monotonic() - started
    summary = (run.stdout.strip().splitlines() or ["(no output)"])[-1]
    with capsys.disabled():
        print(f"\nquick loop under coverage: {seconds:.0f} s wall; {summary}")
    # 0: all passed, 1: some failed (those failures are reported by the tests themselves).
    assert run.returncode in (0, 1), f"the quick loop did not run through:\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}"

    for command in (["combine", "--quiet"], ["json", "--quiet", "-o", str(tmp_path / "coverage.json")]):
        subprocess.run([sys.executable, "-m", "coverage", *command, f"--rcfile={rc}"], cwd=ROOT, env=env, check=True)
    files = json.loads((tmp_path / "coverage.json").read_text(encoding="utf-8"))["files"]
    paths = {name: (ROOT / name).resolve() for name in files}  # names are relative to ROOT, the run's folder
    executed = {path.relative_to(ROOT).as_posix(): set(files[name]["executed_lines"])
                for name, path in paths.items() if path.is_relative_to(ROOT)}

    untried = untried_modules(executed)
    assert not untried, (f"the quick loop (pytest {' '.join(QUICK_LOOP[2:])}) runs nothing of these modules (no line "
                         "inside a function; for a module without functions, not even its import): keep one of their "
                         "tests quick, add a quick one, or delete the module if nothing uses it:\n  "
                         + "\n  ".join(untried))
