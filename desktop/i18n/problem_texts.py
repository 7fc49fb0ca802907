"""The English sentence of every records, store and ``.dicebox`` file problem code.

Marked with ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` puts each one in the ``.ts`` files; the
window says them translated (``problems.problem_text``), the command line as they are. A key with
a slash is one form of a ``GameFileError`` code (``file-disagrees/finished``): the code stays what
callers test, the form picks the sentence. ``{field}: `` is put before a file problem's sentence
by the renderer.
"""

from __future__ import annotations

from .tr import QT_TRANSLATE_NOOP

CONTEXT = "Records"

TEXTS: dict[str, str] = {
    # Causes: what the system, the disk or SQLite said.
    "disk-full": QT_TRANSLATE_NOOP("Records", "the disk is full"),
    "read-only": QT_TRANSLATE_NOOP("Records", "the data folder is read-only"),
    "file-read-only": QT_TRANSLATE_NOOP("Records", "the database file {name} is read-only"),
    "locked": QT_TRANSLATE_NOOP("Records", "the database is locked by another program"),
    "cannot-open": QT_TRANSLATE_NOOP("Records", "the database file cannot be opened or created"),
    "not-a-database": QT_TRANSLATE_NOOP("Records", "the file is not a database"),
    "malformed": QT_TRANSLATE_NOOP("Records", "the database file is damaged"),
    "no-wal": QT_TRANSLATE_NOOP("Records", "the database could not be switched to WAL mode (it is in {mode})"),
    "integrity": QT_TRANSLATE_NOOP("Records", "the integrity check found: {first}"),
    "integrity-more": QT_TRANSLATE_NOOP("Records", "the integrity check found: {first} (and {more} more)"),
    "cut-short": QT_TRANSLATE_NOOP("Records", "the file is shorter than its own header says ({size} of {pages} "
                                   "bytes): it was cut short"),
    "no-free-name": QT_TRANSLATE_NOOP("Records", "no free name for {name}"),
    "system": QT_TRANSLATE_NOOP("Records", "{detail}"),
    "os-permission": QT_TRANSLATE_NOOP("Records", "Permission denied"),
    "os-no-space": QT_TRANSLATE_NOOP("Records", "No space left on device"),
    "os-read-only": QT_TRANSLATE_NOOP("Records", "Read-only file system"),
    "os-not-found": QT_TRANSLATE_NOOP("Records", "No such file or directory"),
    "os-exists": QT_TRANSLATE_NOOP("Records", "File exists"),
    "os-not-dir": QT_TRANSLATE_NOOP("Records", "Not a directory"),
    "os-is-dir": QT_TRANSLATE_NOOP("Records", "Is a directory"),
    "os-io": QT_TRANSLATE_NOOP("Records", "Input/output error"),
    "os-busy": QT_TRANSLATE_NOOP("Records", "Device or resource busy"),
    "os-name-too-long": QT_TRANSLATE_NOOP("Records", "File name too long"),
    "lock-unknown": QT_TRANSLATE_NOOP("Records", "an unknown error"),
    "error": QT_TRANSLATE_NOOP("Records", "{error}"),
    # The records database: opening, writing, reading.
    "not-kept": QT_TRANSLATE_NOOP("Records", "records are not being kept: {cause}"),
    "not-kept-at": QT_TRANSLATE_NOOP("Records", "records are not being kept: {cause} ({path})"),
    "not-kept-damaged": QT_TRANSLATE_NOOP("Records", "records are not being kept: {cause}; the database will be "
                                          "set aside when Dicebox next starts"),
    "not-kept-lost": QT_TRANSLATE_NOOP("Records", "records are not being kept: {cause} (too much to hold: this "
                                       "session's records are lost)"),
    "not-kept-damaged-lost": QT_TRANSLATE_NOOP("Records", "records are not being kept: {cause}; the database will "
                                               "be set aside when Dicebox next starts (too much to hold: this "
                                               "session's records are lost)"),
    "record-refused": QT_TRANSLATE_NOOP("Records", "a record could not be written ({detail})"),
    "unreadable": QT_TRANSLATE_NOOP("Records", "records could not be read: {cause}"),
    "unreadable-damaged": QT_TRANSLATE_NOOP("Records", "records could not be read: {cause}; the database is "
                                            "damaged and will be set aside when Dicebox next starts"),
    "newer": QT_TRANSLATE_NOOP("Records", "{name} was written by a newer Dicebox (records version {version}; this "
                               "one knows up to {latest}); it is left untouched and this session's games are not "
                               "kept"),
    "damaged-stuck": QT_TRANSLATE_NOOP("Records", "your records database {path} is damaged ({why}) and could not be "
                                       "moved aside ({cause}); it is left as it is and records are not being kept"),
    "damaged-moved": QT_TRANSLATE_NOOP("Records", "Your records database could not be used ({why}). Nothing was "
                                       "deleted: it was kept as {name} in {folder}, and a new, empty one was "
                                       "started."),
    "damaged-moved-not-kept": QT_TRANSLATE_NOOP("Records", "Your records database could not be used ({why}). "
                                                "Nothing was deleted: it was kept as {name} in {folder}, and a new, "
                                                "empty one was started. Records are not being kept: {cause} "
                                                "({path})."),
    "damaged-in-use": QT_TRANSLATE_NOOP("Records", "your records database {path} is damaged ({why}); a Dicebox "
                                        "window (process {pid}) is using it, so it was left exactly where it is: "
                                        "close that window and start Dicebox again, and it will set the damaged "
                                        "file aside and keep it"),
    "damaged-left": QT_TRANSLATE_NOOP("Records", "your records database {path} is damaged ({why}); it was left "
                                      "exactly where it is and will be checked when Dicebox next starts"),
    "empty-file": QT_TRANSLATE_NOOP("Records", "{name} is empty (0 bytes): it holds no records"),
    "foreign": QT_TRANSLATE_NOOP("Records", "it is not a Dicebox records database (it holds the tables {tables})"),
    "foreign-empty": QT_TRANSLATE_NOOP("Records", "it is not a Dicebox records database (application id "
                                       "{app_id})"),
    "tables-missing": QT_TRANSLATE_NOOP("Records", "its table {tables} is missing, so the game in progress and the "
                                        "records cannot be read from it whole"),
    "table-altered": QT_TRANSLATE_NOOP("Records", "its table {table} has been altered"),
    "journal-damaged": QT_TRANSLATE_NOOP("Records", "the journal of the game in progress is damaged ({first})"),
    "journal-gaps": QT_TRANSLATE_NOOP("Records", "the journal of the game in progress has lost moves (it holds "
                                      "{count} of {last})"),
    "folder-is-file": QT_TRANSLATE_NOOP("Records", "the data folder {folder} is a file, not a folder"),
    "companion-folder": QT_TRANSLATE_NOOP("Records", "{name} in {folder} is a folder where the database's own "
                                          "file belongs; move it away"),
    "companion-special": QT_TRANSLATE_NOOP("Records", "{name} in {folder} is not a plain file; move it away"),
    "home-relative": QT_TRANSLATE_NOOP("Records", "{name} is the relative path {given}, which would put the records "
                                       "in whatever folder Dicebox was started from; set {name} to an absolute path"),
    "home-unknown": QT_TRANSLATE_NOOP("Records", "{name} is not set and this account has no home folder; set {name} "
                                      "to an absolute path"),
    "data-folder-relative": QT_TRANSLATE_NOOP("Records", "the data folder {path} is not an absolute path"),
    "lock-folder": QT_TRANSLATE_NOOP("Records", "the lock file cannot be made in {folder} ({cause})"),
    "lock-unwritable": QT_TRANSLATE_NOOP("Records", "the lock file {path} cannot be written ({cause})"),
    "not-finished": QT_TRANSLATE_NOOP("Records", "the game is not finished; only finished games go into the "
                                      "records"),
    "game-missing": QT_TRANSLATE_NOOP("Records", "it is no longer in the records"),
    # The kiosk's daily board.
    "initials": QT_TRANSLATE_NOOP("Records", "Initials are exactly three letters, A to Z."),
    "quick-check": QT_TRANSLATE_NOOP("Records", "the quick check found: {first}"),
    "board-set-aside": QT_TRANSLATE_NOOP("Records", "Staff: the daily board's file could not be used ({why}); it was "
                                         "kept as {name} and a new board was started."),
    "board-in-memory": QT_TRANSLATE_NOOP("Records", "Staff: the daily board cannot be kept on disk ({why}); today's "
                                         "board lasts until the kiosk restarts."),
    # An old save (current-game.json) and the game in progress.
    "save-waits": QT_TRANSLATE_NOOP("Records", "Your saved game stays in {path} until records can be kept."),
    "game-waits": QT_TRANSLATE_NOOP("Records", "Your {game} game in progress was not resumed: {why}. It stays "
                                    "untouched in {path} and will be resumed once records can be kept there again."),
    "save-not-moved-in": QT_TRANSLATE_NOOP("Records", "Your saved {game} game could not be moved into the records "
                                           "({problem}); it stays in {path} and will be imported next time."),
    "save-not-renamed": QT_TRANSLATE_NOOP("Records", "Your saved {game} game is now in the records; {name} could not "
                                          "be renamed ({cause}) and can be deleted."),
    "save-in-history": QT_TRANSLATE_NOOP("Records", "Your saved {game} game (seed {seed}) is now kept in the "
                                         "history; the old file was kept as {name}."),
    "save-in-records": QT_TRANSLATE_NOOP("Records", "Your saved {game} game (seed {seed}) is now kept in the "
                                         "records; the old file was kept as {name}."),
    "save-bad-stuck": QT_TRANSLATE_NOOP("Records", "Your saved game could not be resumed: {why}. It could not be "
                                        "moved aside ({cause}), so it stays as {path}."),
    "save-bad-gone": QT_TRANSLATE_NOOP("Records", "Your saved game could not be resumed: {why}. Another Dicebox "
                                       "window has already moved it aside."),
    "save-bad-kept": QT_TRANSLATE_NOOP("Records", "Your saved game could not be resumed: {why}. Nothing is lost: it "
                                       "was kept as {name} in {folder}."),
    "last-game-filed": QT_TRANSLATE_NOOP("Records", "Your last {game} game was over; it is now in the history."),
    "save-read": QT_TRANSLATE_NOOP("Records", "cannot read {name}: {cause}"),
    "save-large": QT_TRANSLATE_NOOP("Records", "{name} is larger than {mib} MiB, far more than any save"),
    "save-not-utf8": QT_TRANSLATE_NOOP("Records", "{name} is not UTF-8 text"),
    "save-not-json": QT_TRANSLATE_NOOP("Records", "{name} is not valid JSON ({detail} at line {line})"),
    "save-nested": QT_TRANSLATE_NOOP("Records", "{name} is nested too deeply to be a Dicebox save"),
    "save-no-state": QT_TRANSLATE_NOOP("Records", "{name} is not a Dicebox save (it has no 'state')"),
    "save-not-moved": QT_TRANSLATE_NOOP("Records", "it could not be renamed"),
    "save-newer": QT_TRANSLATE_NOOP("Records", "it was saved by a newer Dicebox (save format {given}; this version "
                                    "reads {supported})"),
    "save-format": QT_TRANSLATE_NOOP("Records", "its 'format' is {given}, not {supported}"),
    "save-unknown-field": QT_TRANSLATE_NOOP("Records", "it has an unknown field {given}"),
    "save-assisted": QT_TRANSLATE_NOOP("Records", "its 'assisted' is {given}, not true or false"),
    "save-too-deep": QT_TRANSLATE_NOOP("Records", "it is nested too deeply to be a Dicebox save"),
    "save-too-big": QT_TRANSLATE_NOOP("Records", "it is too large to read"),
    "save-unreadable": QT_TRANSLATE_NOOP("Records", "it holds something Dicebox cannot read ({detail})"),
    "seats-misfit": QT_TRANSLATE_NOOP("Records", "its seats do not fit the game: {problem}"),
    # Seats (a save's, the remembered settings', a new game's).
    "seats-not-list": QT_TRANSLATE_NOOP("Records", "the seats must be a list, not {given}"),
    "seats-stored-not-list": QT_TRANSLATE_NOOP("Records", "they are not a list"),
    "seats-count": QT_TRANSLATE_NOOP("Records", "there are {count} seats for {players} player(s)"),
    "seat-kind": QT_TRANSLATE_NOOP("Records", "seat {number} is {given}; this game's seats are: {kinds}"),
    # What the JSON reader met (the words of Python's JSON parser, by code).
    "json-value": QT_TRANSLATE_NOOP("Records", "Expecting value"),
    "json-comma": QT_TRANSLATE_NOOP("Records", "Expecting ',' delimiter"),
    "json-colon": QT_TRANSLATE_NOOP("Records", "Expecting ':' delimiter"),
    "json-name": QT_TRANSLATE_NOOP("Records", "Expecting property name enclosed in double quotes"),
    "json-extra": QT_TRANSLATE_NOOP("Records", "Extra data"),
    "json-escape": QT_TRANSLATE_NOOP("Records", "Invalid \\escape"),
    "json-unicode": QT_TRANSLATE_NOOP("Records", "Invalid \\uXXXX escape"),
    "json-control": QT_TRANSLATE_NOOP("Records", "Invalid control character"),
    "json-string": QT_TRANSLATE_NOOP("Records", "Unterminated string"),
    # A .dicebox file.
    # Any file read from a path (desktop/base/files.py).
    "path-is-folder": QT_TRANSLATE_NOOP("Records", "{path} is a folder, not a file."),
    "path-is-pipe": QT_TRANSLATE_NOOP("Records", "{path} is a pipe, not a file."),
    "path-is-device": QT_TRANSLATE_NOOP("Records", "{path} is a device, not a file."),
    "path-is-socket": QT_TRANSLATE_NOOP("Records", "{path} is a socket, not a file."),
    "path-is-special": QT_TRANSLATE_NOOP("Records", "{path} is not a regular file."),
    "path-unreadable": QT_TRANSLATE_NOOP("Records", "{path} cannot be read: {cause}."),
    "path-too-large": QT_TRANSLATE_NOOP("Records", "{path} is {size}, more than such a file may be ({limit})."),
    "path-not-utf8": QT_TRANSLATE_NOOP("Records", "{path} is not UTF-8 text (byte {offset} cannot be read)."),
    "file-unreadable": QT_TRANSLATE_NOOP("Records", "The file cannot be read: {cause}."),
    "file-too-large": QT_TRANSLATE_NOOP("Records", "The file is larger than {mib} MiB, far more than any Dicebox "
                                        "game needs."),
    "file-not-utf8": QT_TRANSLATE_NOOP("Records", "The file is not UTF-8 text (byte {offset} cannot be read)."),
    "file-not-json": QT_TRANSLATE_NOOP("Records", "The file is not valid JSON ({detail}; line {line}, column "
                                       "{column})."),
    "file-too-deep": QT_TRANSLATE_NOOP("Records", "The file nests lists or objects thousands of levels deep; no "
                                       "Dicebox file does."),
    "file-too-deep/here": QT_TRANSLATE_NOOP("Records", "lists or objects nest more than {limit} levels deep here; "
                                            "no Dicebox file does."),
    "file-bad-text": QT_TRANSLATE_NOOP("Records", "holds text that is not valid Unicode (a lone surrogate escape)."),
    "file-duplicate-key": QT_TRANSLATE_NOOP("Records", "is given twice in the same object (a file Dicebox writes "
                                            "never does; the two values may differ)."),
    "file-number/digits": QT_TRANSLATE_NOOP("Records", "a number of {digits} digits is far larger than any Dicebox "
                                            "value."),
    "file-number/constant": QT_TRANSLATE_NOOP("Records", "{given} is not a number JSON allows."),
    "file-not-object": QT_TRANSLATE_NOOP("Records", "The file holds {given}, not the JSON object of a Dicebox game."),
    "file-not-dicebox": QT_TRANSLATE_NOOP("Records", "is {given}, not {format}: this is not a Dicebox game file."),
    "file-not-dicebox/absent": QT_TRANSLATE_NOOP("Records", "is missing, not {format}: this is not a Dicebox game "
                                                 "file."),
    "file-newer": QT_TRANSLATE_NOOP("Records", "is {given}: the file was made by a newer Dicebox, and this one reads "
                                    "format {supported}. Update Dicebox to open it."),
    "file-version": QT_TRANSLATE_NOOP("Records", "is {given}; Dicebox files have format version {supported}."),
    "file-unknown-field": QT_TRANSLATE_NOOP("Records", "is not a field of a .dicebox file; its fields are: "
                                            "{fields}."),
    "file-unknown-field/outcome": QT_TRANSLATE_NOOP("Records", "is not a field of an outcome; it has: {fields}."),
    "file-unknown-field/earlier": QT_TRANSLATE_NOOP("Records", "is not a field of a format-{version} file."),
    "file-missing-field": QT_TRANSLATE_NOOP("Records", "is missing; the file looks truncated or hand-made."),
    "file-missing-field/outcome": QT_TRANSLATE_NOOP("Records", "is missing."),
    "file-field-type": QT_TRANSLATE_NOOP("Records", "must be {expected}, not {given}."),
    "file-field-value/text": QT_TRANSLATE_NOOP("Records", "must be one line of 1 to {limit} characters, not "
                                               "{given}."),
    "file-field-value/time": QT_TRANSLATE_NOOP("Records", "is {given}, not a UTC time such as "
                                               "2025-05-01T18:30:00Z."),
    "file-field-value/when": QT_TRANSLATE_NOOP("Records", "is {given}, outside the years {first} to {last} that "
                                               "the records keep."),
    "file-field-value/options": QT_TRANSLATE_NOOP("Records", "is empty; a game under today's rules leaves it out."),
    "file-game-unknown": QT_TRANSLATE_NOOP("Records", "{given} is not a game this Dicebox has; it has: {games}."),
    "file-seed": QT_TRANSLATE_NOOP("Records", "{given} is outside 0 to {limit}, so no game has it."),
    "file-seed/engine": QT_TRANSLATE_NOOP("Records", "{cause}"),
    "file-log-too-long": QT_TRANSLATE_NOOP("Records", "holds {length} actions; Dicebox reads at most {limit}, far more "
                                           "than any game needs."),
    "file-options": QT_TRANSLATE_NOOP("Records", "{cause}"),
    "file-players": QT_TRANSLATE_NOOP("Records", "{cause}"),
    "file-players/spaces": QT_TRANSLATE_NOOP("Records", "is {given}; a name is written without spaces around it "
                                             "({name})."),
    "file-seats": QT_TRANSLATE_NOOP("Records", "is {given}; {game} seats are: {kinds}."),
    "file-seats/count": QT_TRANSLATE_NOOP("Records", "lists {count} seats for {players} players; give one per "
                                          "player."),
    "file-seats/one-seat": QT_TRANSLATE_NOOP("Records", "lists 1 seat for {players} players; give one per player."),
    "file-seats/one-player": QT_TRANSLATE_NOOP("Records", "lists {count} seats for 1 player; give one per player."),
    "file-log-step": QT_TRANSLATE_NOOP("Records", "cannot be replayed from seed {seed}: {cause}"),
    "file-disagrees/finished": QT_TRANSLATE_NOOP("Records", "is {given}, but replaying the log from seed {seed} "
                                                 "gives {expected}."),
    "file-disagrees/item": QT_TRANSLATE_NOOP("Records", "is {given}, but replaying the log from seed {seed} gives "
                                             "{expected}; the file was edited or damaged."),
    "file-disagrees/ended": QT_TRANSLATE_NOOP("Records", "is given, but the game's log does not reach its end."),
    "file-disagrees/outcome": QT_TRANSLATE_NOOP("Records", "must be null for an unfinished game, not {given}."),
    # What a field of a .dicebox file must be (the {expected} of file-field-type).
    "expect-text": QT_TRANSLATE_NOOP("Records", "text"),
    "expect-game": QT_TRANSLATE_NOOP("Records", "the game's id (text)"),
    "expect-seed": QT_TRANSLATE_NOOP("Records", "a whole number from 0 to {limit}"),
    "expect-players": QT_TRANSLATE_NOOP("Records", "the list of player names"),
    "expect-name": QT_TRANSLATE_NOOP("Records", "a name (text)"),
    "expect-seats": QT_TRANSLATE_NOOP("Records", "the list of seat kinds, one per player"),
    "expect-bool": QT_TRANSLATE_NOOP("Records", "true or false"),
    "expect-time": QT_TRANSLATE_NOOP("Records", "a UTC time such as 2025-05-01T18:30:00Z"),
    "expect-log": QT_TRANSLATE_NOOP("Records", "the list of every action since the start"),
    "expect-options": QT_TRANSLATE_NOOP("Records", "the game's options (an object)"),
    "expect-outcome": QT_TRANSLATE_NOOP("Records", "the final totals and places"),
}
