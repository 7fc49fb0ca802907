"""Records: every game kept in one SQLite database (standard library only, no Qt).

``Records.open(path)`` gives the store: the move journal of the game in progress
(``begin_game``, ``journal``, ``truncate_journal``, ``resume``, ``finish``, ``abandon``) and the
queries behind the history, high scores and statistics. ``kept``/``problem`` tell the window
whether records are being written; ``notice`` holds a message to show once (a damaged database
set aside). Both are ``problems.Problem``: a code and parameters, English as text, said in the
window's language by ``problems.problem_text``. ``importer.import_saved_game`` brings an old
``current-game.json`` in. The profile lock is ``lock.py``; ``holders.py`` reads its files for the
command line too, so that only the lock's owner ever sets a damaged database aside. Where the data
folder is, Qt says: ``storage.locate_with`` is handed that lookup, never importing it (the
``.importlinter`` contracts keep Qt out of here and out of ``desktop.cli``). ``shape.py`` tells a
foreign file or a missing table before anything writes; ``textrules.py`` is the one validator of
dates, numbers and text that enter the records from outside (and of stored values read back).
"""

from __future__ import annotations

from .store import SLOT, Records, Unfinished

DATABASE_NAME = "records.sqlite3"

__all__ = ["DATABASE_NAME", "SLOT", "Records", "Unfinished"]
