"""Dicebox's version, read from where the package is declared; written nowhere but pyproject.toml.

    from desktop.version import VERSION     # or version(); in the package: from .version import VERSION

Importing this module reads nothing: the lookup runs on the first use of ``VERSION`` or
``version()`` (then is kept), so it costs the start-up nothing as long as it is imported where the
version is shown (the About box), not at the top of a module on the way to the first frame.

Where the version comes from, first found wins:

1. ``pyproject.toml`` next to the ``desktop`` package, when it declares this distribution: the
   code is running from a checkout (editable install or not), and the checkout's file is the
   truth. Installed metadata can be older (an editable install records the version it was
   installed at) or belong to another copy of Dicebox installed in the same Python.
2. The installed distribution's metadata (``importlib.metadata``): a wheel install, or the frozen
   app, whose bundle carries a dist-info written from pyproject.toml by the build
   (packaging/dicebox_packaging/bundling.py, ``version_metadata``).
3. ``UNKNOWN``: neither exists (a copy of the sources without pyproject.toml); the About box then
   says so instead of failing.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

DISTRIBUTION = "dicebox"
"""The ``[project] name`` in pyproject.toml (tests/packaging/test_packaging.py checks that they agree)."""
UNKNOWN = "unknown"
PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def source_version(pyproject: Path | None = None) -> str | None:
    """The version a checkout's pyproject.toml (default: ``PYPROJECT``) declares for this
    distribution, or None when there is no such file, it is not valid TOML, or it declares
    another project."""
    path = pyproject or PYPROJECT
    if not path.is_file():  # an installed or frozen app: no TOML parser loaded for nothing
        return None
    import tomllib  # lazy: only a source checkout reads pyproject.toml

    try:
        project = tomllib.loads(path.read_text("utf-8")).get("project", {})
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    found = project.get("version") if isinstance(project, dict) and project.get("name") == DISTRIBUTION else None
    return found if isinstance(found, str) and found else None


def installed_version(distribution: str | None = None) -> str | None:
    """The version in the installed metadata of ``distribution`` (default: ``DISTRIBUTION``), or
    None when it is not installed."""
    from importlib import metadata  # lazy: only an installed Dicebox (no pyproject.toml) reads it

    try:
        return metadata.version(distribution or DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return None


@cache
def version() -> str:
    """This Dicebox's version (see the module's docstring for the order of the sources)."""
    return source_version() or installed_version() or UNKNOWN


def __getattr__(name: str) -> str:
    """``VERSION``, looked up on first use rather than at import (PEP 562)."""
    if name == "VERSION":
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
