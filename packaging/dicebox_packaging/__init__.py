"""Dicebox's packaging code: freezing rules, licence notices, locked dependencies, icons, the build.

Why a package here, under this name. The commands stay ``python packaging/build.py``,
``python packaging/lock.py`` and ``python packaging/icons.py`` (CI, the READMEs and the lock
headers name them); each is a few lines that call into this package. Python puts a script's own
folder first on ``sys.path``, so ``packaging/`` is there whenever one of those commands runs and
``dicebox_packaging`` imports with no ``sys.path`` edit anywhere. Inside the package the modules
import each other relatively.

- Not ``packaging/__init__.py``: the folder would then shadow the ``packaging`` library that
  pip, setuptools, PyInstaller and pytest import, whenever the repository root is on
  ``sys.path`` (the tests, ``python -m`` from the root).
- Not top-level ``build``, ``lock``, ``icons``: those names are generic (``build`` is also a
  package on PyPI), so which module an import found depended on ``sys.path`` order, and ruff's
  import sorting had to be told which were ours.
- Not inside ``desktop`` or ``engine``: those are installed and frozen; build tooling has no
  place in the app a player runs.

The tests find the package through pytest's ``pythonpath`` setting (pyproject.toml), and
``dicebox.spec`` loads it from its own folder by file location, as PyInstaller runs a spec with
neither the spec's folder nor the repository on ``sys.path``.
"""
