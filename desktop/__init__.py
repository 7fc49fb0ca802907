"""Dicebox's window, its records and its tools (the rules are ``engine``, which never imports Qt).

When PySide is loaded before Dicebox (a test, a benchmark's probe, a program embedding the
window), PySide would read the whole source of every module of ours imported from here on to
answer one question of its own; the answer is given by the file's place instead
(``desktop.base.pyside_imports``). A plain start loads PySide later, in ``desktop.app.main``,
which installs the same answer right after.
"""

from desktop.base import pyside_imports

pyside_imports.install()
