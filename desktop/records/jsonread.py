"""Reading untrusted JSON strictly, and saying where in it a problem is.

Python's ``json.loads`` is lenient where a file format must not be: a key given twice silently
keeps the last value (a tampered file could show one score to a viewer and another to the
loader), ``NaN`` and ``Infinity`` are accepted, an integer of 100,000 digits costs seconds and
then raises ``ValueError`` from deep inside, and nesting 100,000 levels deep raises
``RecursionError``. Here each of those becomes a ``ReadError`` carrying a stable code and the
*path* of the offending value (``log[12].dieIndex``), so a caller can name the field.

The parser's hooks cannot know where they are, so they return a marker in place of the bad
value; one walk afterwards finds the first marker in document order with its path.
"""

from __future__ import annotations

import json
import re
from typing import Any

from desktop.i18n.problems import Problem, english
from engine.jsontext import short
from engine.limits import MAX_DEPTH, MAX_INPUT_BYTES

MAX_DIGITS = 40
"""Digits an integer may have; the largest number any Dicebox file holds is a seed below 2**63
(19 digits). Checked before ``int()`` runs, so a huge literal costs nothing."""
_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,39}")


class ReadError(ValueError):
    """The bytes are not JSON a Dicebox file could hold; ``path`` says where ("" = the whole file).
    The message is the English sentence of ``code`` and ``form`` (``problem_texts.TEXTS``)."""

    def __init__(self, code: str, path: str = "", form: str = "", **params: object) -> None:
        message = english(f"{code}/{form}" if form else code, params)
        super().__init__(f"{path}: {message}" if path else message)
        self.code = code
        self.path = path
        self.form = form
        self.params: dict[str, object] = params


class _Bad:
    """Stands where the parser met something refused; found with its path by ``_first_bad``."""

    __slots__ = ("code", "form", "key", "params")

    def __init__(self, code: str, form: str = "", key: str | None = None, **params: object) -> None:
        self.code = code
        self.form = form
        self.key = key
        """For a duplicate key: the key, so the path named is the field's, not its object's."""
        self.params = params


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any] | _Bad:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            return _Bad("file-duplicate-key", key=key)
        result[key] = value
    return result


def _integer(text: str) -> int | _Bad:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        return _Bad("file-number", "digits", digits=digits)
    return int(text)


def _constant(text: str) -> _Bad:
    return _Bad("file-number", "constant", given=text)


def child_path(path: str, key: object) -> str:
    """``path`` extended by an object key (``.seed``, or ``["odd key"]``) or a list index."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    if isinstance(key, str) and _PLAIN_KEY.fullmatch(key):
        return f"{path}.{key}" if path else key
    return f"{path}[{short(key, 40)}]"


def _first_bad(data: Any) -> tuple[str, _Bad | str] | None:
    """The first problem in document order: a parser marker, a string that is not valid Unicode
    (a lone surrogate written as ``\\ud800``), or a container nested too deep."""
    stack: list[tuple[Any, int, str]] = [(data, 1, "")]
    while stack:
        value, depth, path = stack.pop()
        if isinstance(value, _Bad):
            return (path if value.key is None else child_path(path, value.key)), value
        if isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                return path, "text"
            continue
        if isinstance(value, dict):
            items: list[tuple[Any, Any]] = list(value.items())
        elif isinstance(value, list):
            items = list(enumerate(value))
        else:
            continue
        if depth > MAX_DEPTH:
            return path, "deep"
        for key, child in reversed(items):
            if isinstance(key, str):
                try:
                    key.encode("utf-8")
                except UnicodeEncodeError:
                    return path, "text"
            stack.append((child, depth + 1, child_path(path, key)))
    return None


def json_detail(message: str) -> str:
    """Python's words for what the parser met, as a code where it is one it says."""
    for start, code in _JSON_MESSAGES:
        if message.startswith(start):
            return Problem(code)
    return message


_JSON_MESSAGES = (
    ("Expecting value", "json-value"), ("Expecting ','", "json-comma"), ("Expecting ':'", "json-colon"),
    ("Expecting property name", "json-name"), ("Extra data", "json-extra"), ("Invalid \\escape", "json-escape"),
    ("Invalid \\u", "json-unicode"), ("Invalid control character", "json-control"),
    ("Unterminated string", "json-string"),
)


def read_json(data: bytes | str) -> Any:
    """The JSON value in ``data`` (UTF-8 bytes, a byte order mark allowed, or text); raises
    ``ReadError`` for anything a strict reader refuses, with the path where it is."""
    if len(data) > MAX_INPUT_BYTES:
        mib = MAX_INPUT_BYTES // (1024 * 1024)
        raise ReadError("file-too-large", size=len(data), limit=MAX_INPUT_BYTES, mib=mib)
    if isinstance(data, (bytes, bytearray, memoryview)):
        try:
            text = bytes(data).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ReadError("file-not-utf8", offset=exc.start) from None
    else:
        text = data
    text = text.removeprefix("\ufeff")
    try:
        value = json.loads(text, object_pairs_hook=_pairs, parse_int=_integer, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise ReadError("file-not-json", line=exc.lineno, column=exc.colno, detail=json_detail(exc.msg)) from None
    except RecursionError:
        raise ReadError("file-too-deep", limit=MAX_DEPTH) from None
    found = _first_bad(value)
    if found is None:
        return value
    path, problem = found
    if problem == "deep":
        raise ReadError("file-too-deep", path, "here", limit=MAX_DEPTH)
    if problem == "text":
        raise ReadError("file-bad-text", path)
    assert isinstance(problem, _Bad)
    raise ReadError(problem.code, path, problem.form, **problem.params)
