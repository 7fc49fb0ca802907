"""Records and store problems as a stable code and parameters, said in the reader's language.

A problem of the records (a full disk, a damaged database, an old save that cannot be read) is a
``Problem``: a code from ``TEXTS`` (``problem_texts.py``) and the parameters its sentence is made
from, like the engine's ``EngineError``, so that the window can say it whole in its language
instead of splicing English prose into its translated sentences. A ``Problem`` is also a ``str``
holding its English sentence, because the command line and the logs print records' words as they
are (the command line stays English), and older callers compare and join them as text; the window
instead asks ``problem_text`` for the sentence in its language. A parameter may itself be a
``Problem`` (the cause inside "records are not being kept: {cause}") or an exception (an engine
error, said through ``engine_text``; a ``.dicebox`` file's ``GameFileError``, said from its own
code), and is said in the same language as the sentence around it.

What the desktop raises on purpose is a ``DiceboxError``: the same code and parameters as an
exception, so that whoever catches it (the window, the command line, a log) says it as any other
problem, and one ``except`` tells "Dicebox refused this" from a bug.

Nothing here imports Qt: ``translate`` falls back to English where Qt is not loaded.
"""

from __future__ import annotations

import errno
import string
from collections.abc import Mapping
from typing import Self

import engine

from .engine_text import error_text
from .names import game_name
from .problem_texts import CONTEXT, TEXTS
from .tr import translate


class Problem(str):
    """A problem with a stable ``code`` and ``params``; its ``str`` value is the English sentence."""

    code: str
    params: dict[str, object]

    def __new__(cls, code: str, **params: object) -> Problem:
        made = super().__new__(cls, english(code, params))
        made.code = code
        made.params = params
        return made

    def __reduce__(self) -> tuple[object, ...]:  # str's own would lose the code
        return (_remake, (self.code, self.params))


def _remake(code: str, params: Mapping[str, object]) -> Problem:
    return Problem(code, **params)


class DiceboxError(Exception):
    """Something the desktop refuses or cannot do, as a ``code`` of ``TEXTS`` and the ``params``
    its sentence is made from, like the engine's ``EngineError``: its ``str`` is the English
    sentence (the command line's and the logs'), ``problem_text`` says it in the window's language.
    Where a caller tells a failure by its builtin class (``except OSError``, ``except
    sqlite3.Error``), the subclass raised there is that class too."""

    code = "dicebox-error"

    def __init__(self, code: str | None = None, **params: object) -> None:
        if code is not None:
            self.code = code
        self.params: dict[str, object] = params
        super().__init__(english(self.code, params))

    @classmethod
    def of(cls, problem: Problem) -> Self:
        """The error of a problem already made (one kept as a value first, such as ``os_problem``'s)."""
        return cls(problem.code, **problem.params)

    @property
    def problem(self) -> Problem:
        """The same code and parameters as a value: to keep, or to say inside another sentence."""
        return Problem(self.code, **self.params)

    def text(self, game: str = "") -> str:
        """What the window says for it, in its language (``problem_text``)."""
        return problem_text(self, game)

    def __reduce__(self) -> tuple[object, ...]:  # Exception's own would pass the English as the code
        return (_rebuilt, (type(self), self.code, self.params))


def _rebuilt(kind: type[DiceboxError], code: str, params: Mapping[str, object]) -> DiceboxError:
    error = kind.__new__(kind)
    DiceboxError.__init__(error, code, **params)
    return error


def carried(error: BaseException) -> Problem | None:
    """The problem an error stands for, when it is one of ours (else None)."""
    return error.problem if isinstance(error, DiceboxError) else None


class _Missing(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"


def _fill(template: str, values: Mapping[str, str]) -> str:
    return string.Formatter().vformat(template, (), _Missing(values))


def _key(problem: object) -> str:
    """The template's key: a ``Problem``'s code, or an error's code and its form (``file-disagrees/finished``)."""
    form = getattr(problem, "form", "")
    code = str(getattr(problem, "code", ""))
    return f"{code}/{form}" if form else code


def _params(problem: object) -> dict[str, object]:
    params = dict(getattr(problem, "params", {}) or {})
    cause = getattr(problem, "cause", None)
    if cause is not None:
        params["cause"] = cause
    return params


def _game_english(value: str) -> str:
    try:
        return str(engine.api.game(value).name)
    except Exception:  # a game this Dicebox does not know: its id as given
        return value


def _english_value(key: str, value: object) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(_english_value("", item) for item in value)
    if isinstance(value, Problem):
        return str(value).rstrip(".")  # inside a sentence, which has its own stop
    if isinstance(value, BaseException):
        return _error_english(value)
    if key == "game" and isinstance(value, str) and not isinstance(value, Problem):
        return _game_english(value)
    return str(value)


def _error_english(error: BaseException) -> str:
    """An error inside a sentence: its English words on one line, without the final stop."""
    if isinstance(error, DiceboxError):
        return str(error)
    return " ".join(str(error).split()).rstrip(".") or type(error).__name__


def english(code: str, params: Mapping[str, object]) -> str:
    """The English sentence of ``code`` (the command line's and the logs' words)."""
    template = TEXTS.get(code)
    if template is None:  # never raised for a problem; tests/desktop/i18n/test_message_codes.py finds it
        return " ".join([code, *(f"{k}={v}" for k, v in params.items())])
    return _fill(template, {key: _english_value(key, value) for key, value in params.items()})


def _shown_value(key: str, value: object, game: str) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(_shown_value("", item, game) for item in value)
    if isinstance(value, BaseException):
        return error_words(value, game)
    if isinstance(value, Problem):
        return problem_text(value).rstrip(".")  # inside a sentence, which has its own stop
    if key == "game" and isinstance(value, str):
        return game_name(value)
    return str(value)


def problem_text(problem: object, game: str = "") -> str:
    """What the window says for ``problem`` in its language: a ``Problem``, a ``DiceboxError``, a
    ``GameFileError`` or ``ReadError`` (said from its code), or "" for none. Anything without a known code is said as
    it is (a plain string is already words)."""
    if not problem:
        return ""
    if isinstance(problem, DiceboxError):
        problem = problem.problem
    key = _key(problem)
    template = TEXTS.get(key)
    if template is None:
        return error_words(problem, game) if isinstance(problem, BaseException) else str(problem)
    params = _params(problem)
    game = str(params.get("game", game) or game)
    text = translate(CONTEXT, template)
    values = {key: _shown_value(key, value, game) for key, value in params.items()}
    text = _fill(text, values)
    field = str(params.get("field", "") or "") if isinstance(problem, BaseException) else ""
    if field:
        text = translate("Records", "{field}: {message}").format(field=field, message=text)
    return text


def error_words(error: BaseException, game: str = "") -> str:
    """An error (why something failed) in the window's language, without its final stop: a
    ``DiceboxError``, a file problem, an engine error with its reason, or its own words."""
    ours = carried(error)
    if ours is not None:
        return problem_text(ours).rstrip(".")
    if _key(error) in TEXTS:
        return problem_text(error, game).rstrip(".")
    if getattr(error, "code", "") and hasattr(error, "params"):
        text = error_text(error, game)
        reason = getattr(error, "reason", None)  # a step that cannot be replayed, and why
        if text != str(error) and isinstance(reason, BaseException) and getattr(reason, "code", None):
            text = text.rstrip(".")
            text = translate("Records", "{problem}: {reason}").format(problem=text, reason=error_text(reason, game))
        return " ".join(text.split()).rstrip(".")
    return _error_english(error)


def reason(error: BaseException) -> Problem:
    """Why a save or a journal could not be resumed, whatever ``error`` is: its own problem, an
    engine error (said from its code), or what little an unexpected one tells."""
    ours = carried(error)
    if ours is not None:
        return ours
    if isinstance(error, RecursionError):
        return Problem("save-too-deep")
    if isinstance(error, MemoryError):
        return Problem("save-too-big")
    if getattr(error, "code", "") and hasattr(error, "params"):
        return Problem("error", error=error)
    detail = " ".join(str(error).split())
    return Problem(
        "save-unreadable", detail=f"{type(error).__name__}: {detail}"[:300] if detail else type(error).__name__)


_ERRNO = {
    errno.EACCES: "os-permission", errno.EPERM: "os-permission", errno.ENOSPC: "os-no-space",
    errno.EROFS: "os-read-only", errno.ENOENT: "os-not-found", errno.EEXIST: "os-exists",
    errno.ENOTDIR: "os-not-dir", errno.EISDIR: "os-is-dir", errno.EIO: "os-io", errno.EBUSY: "os-busy",
    errno.ENAMETOOLONG: "os-name-too-long",
}


def os_problem(exc: OSError) -> Problem:
    """What the system said, as a code where it is a common one (else its own words)."""
    ours = carried(exc)
    if ours is not None:
        return ours
    code = _ERRNO.get(exc.errno or 0)
    if code is not None:
        return Problem(code)
    return Problem("system", detail=exc.strerror or str(exc) or type(exc).__name__)
