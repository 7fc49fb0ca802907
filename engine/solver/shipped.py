"""Solved tables shipped in ``assets/tables/``, written by the solver and read without numpy.

The installed app answers every hint and computer move from these files, so it needs neither
numpy (40 MB of the bundle with OpenBLAS) nor the seconds a first solve takes. A file is only
used when it was made for exactly these rules: its name carries the ruleset's ``rules_hash()``
and the solver version, and its header repeats them with the state count and a SHA-256 of the
values, so an edited ruleset or a damaged file is never trusted (the solver then computes the
table where numpy is installed, as before).

Format: one line of JSON (``{"format", "ruleset", "rules", "version", "states", "sha256"}``),
a newline, then the values as little-endian float64, zlib-compressed. Two kinds of file share it:
``*.table`` (the expected points still to come) and ``*.spread`` (their standard deviation,
``spread.py``, for the chance to win), told apart by their format name as well as their suffix.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
import zlib
from array import array
from collections.abc import Iterable
from pathlib import Path

import assets

from ..rules import Ruleset
from .games import SOLVER_VERSION

FORMAT = "dicebox-solver-table-1"
FORMATS = {"table": FORMAT, "spread": "dicebox-solver-spread-1"}
FOLDER = ("tables",)


def file_name(ruleset: Ruleset, kind: str = "table") -> str:
    return f"{ruleset.id}-{ruleset.rules_hash()}-v{SOLVER_VERSION}.{kind}"


def _le_bytes(values: array[float]) -> bytes:
    if sys.byteorder == "little":
        return values.tobytes()
    swapped = array("d", values)
    swapped.byteswap()
    return swapped.tobytes()


def encode(ruleset: Ruleset, values: Iterable[float], kind: str = "table") -> bytes:
    data = array("d", (float(v) for v in values))
    raw = _le_bytes(data)
    header = {
        "format": FORMATS[kind],
        "ruleset": ruleset.id,
        "rules": ruleset.rules_hash(),
        "version": SOLVER_VERSION,
        "states": len(data),
        "sha256": hashlib.sha256(raw).hexdigest(),
    }
    return json.dumps(header, sort_keys=True).encode() + b"\n" + zlib.compress(raw, 9)


def decode(ruleset: Ruleset, blob: bytes, kind: str = "table") -> array[float] | None:
    """The values if ``blob`` is an intact table for exactly this ruleset, else None."""
    head, sep, body = blob.partition(b"\n")
    if not sep:
        return None
    try:
        header = json.loads(head)
        raw = zlib.decompress(body)
    except (ValueError, zlib.error):
        return None
    wanted = {"format": FORMATS[kind], "rules": ruleset.rules_hash(), "version": SOLVER_VERSION}
    if not isinstance(header, dict) or any(header.get(k) != v for k, v in wanted.items()):
        return None
    if len(raw) != 8 * header.get("states", -1) or hashlib.sha256(raw).hexdigest() != header.get("sha256"):
        return None
    values = array("d")
    values.frombytes(raw)
    if sys.byteorder != "little":
        values.byteswap()
    return values


def read(ruleset: Ruleset, kind: str = "table") -> array[float] | None:
    """The shipped table of ``ruleset``, or None when none was shipped for these exact rules."""
    node = assets.path(*FOLDER, file_name(ruleset, kind))
    try:
        blob = node.read_bytes()
    except OSError:
        return None
    return decode(ruleset, blob, kind)


def available(ruleset: Ruleset, kind: str = "table") -> bool:
    """Cheap check (no decompression) that a table for these rules is shipped."""
    return assets.path(*FOLDER, file_name(ruleset, kind)).is_file()


def write(folder: Path, ruleset: Ruleset, values: Iterable[float], kind: str = "table") -> Path:
    """Write atomically (temporary file, then ``os.replace``); returns the file's path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / file_name(ruleset, kind)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as fh:
            fh.write(encode(ruleset, values, kind))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
    return path
