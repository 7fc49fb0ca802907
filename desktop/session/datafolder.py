"""Where the records live, asked of Qt's ``QStandardPaths`` and handed to them.

The records and their command line never import Qt (``.importlinter``), yet their data folder
must be the very one the window has always used (``AppDataLocation``:
``~/.local/share/Dicebox/Dicebox`` and its Windows and macOS counterparts, and Qt's test mode in
the tests). So the lookup lives here, a layer above the records, and the launcher hands it to
``desktop.records.storage.locate_with`` before the records are asked for their folder.
"""

from __future__ import annotations

from pathlib import Path

from desktop.records import storage


def app_data_location() -> str:
    """Qt's ``AppDataLocation`` for Dicebox (empty when Qt knows none). Without an application
    object (the records' command line) the names are set statically, so none has to be made."""
    # lazy: the command line with --data-dir never loads Qt
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    if QCoreApplication.instance() is None:
        QCoreApplication.setOrganizationName("Dicebox")
        QCoreApplication.setApplicationName("Dicebox")
    return str(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def tell_records_where() -> None:
    """Hand the records this lookup; Qt itself is loaded only once they use it."""
    storage.locate_with(app_data_location)


def data_dir() -> Path:
    """The records' data folder (``storage.data_dir``, looked up anew so a test may stand in for it)."""
    tell_records_where()
    return storage.data_dir()
