"""Every message the desktop shows has a code: records and store problems,
``.dicebox`` file problems, History panel lines, Triple Dice's prediction lines and the assisted
note are built from a stable code and parameters and rendered in the window's language, so no
English is left in German or French.

Each scenario is rendered in English, then in German and French; a word of four letters or more
of the English rendering that turns up again in a translation is English left behind, unless it
is data (a name, a path, a JSON field) or one of the few words the languages share.
"""

from __future__ import annotations

import ast
import re
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import pytest

import engine
from desktop import gameinfo
from desktop.i18n.language import languages

LANGUAGES = ("de", "fr")
SHARED = {
    # Words German or French write as English does: never a sign of English left behind.
    "dicebox", "json", "utf-", "unicode", "uxxxx", "null", "true", "false", "format", "version", "session",
    "permission", "chance", "kiosk", "byte", "bytes", "text", "name", "mode", "long", "options", "table", "tables",
    "pipe", "socket",
}


def words(text: str) -> set[str]:
    return {w.lower().strip("'") for w in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", text)}


def leftovers(english: str, translated: str, data: tuple[str, ...] = ()) -> set[str]:
    """English words (4+ letters) of ``english`` that ``translated`` still holds, data aside."""
    for value in sorted(data, key=len, reverse=True):
        english, translated = english.replace(value, " "), translated.replace(value, " ")
    return (words(english) & words(translated)) - SHARED


@pytest.fixture
def in_language() -> Iterator[Callable[[str], None]]:
    yield languages().apply
    languages().apply("en")


def rendered(make: Callable[[], str], in_language: Callable[[str], None]) -> dict[str, str]:
    """``make()`` in English, German and French."""
    texts = {}
    for code in ("en", *LANGUAGES):
        in_language(code)
        texts[code] = make()
    in_language("en")
    return texts


def assert_translated(texts: dict[str, str], data: tuple[str, ...] = ()) -> None:
    for code in LANGUAGES:
        assert texts[code] != texts["en"], f"{code} shows the English: {texts['en']!r}"
        left = leftovers(texts["en"], texts[code], data)
        assert not left, f"{code}: English words {sorted(left)} in {texts[code]!r} (English: {texts['en']!r})"


# End to end: the messages as the window makes them ------------------------------------------------
@pytest.mark.slow
def test_the_banner_says_why_records_are_not_kept_in_the_players_language(qtbot, tmp_path: Path,
                                                                          in_language) -> None:
    from desktop.records import Records
    from desktop.window.banner import RecordsBanner

    path = tmp_path / "records.sqlite3"
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("CREATE TABLE theirs (x)")
    other.execute("INSERT INTO theirs VALUES (1)")
    records = Records.open(path)
    banner = RecordsBanner()
    qtbot.addWidget(banner)
    try:
        assert not records.kept and records.problem

        def make() -> str:
            banner.show_problem(records.problem, records.stand_in)
            return banner.text.text()

        assert_translated(rendered(make, in_language), (str(path),))
    finally:
        records.close()
        other.close()


def test_a_full_disk_in_play_is_said_in_the_players_language(tmp_path: Path, in_language) -> None:
    from desktop.records import Records
    from desktop.window.banner import RecordsBanner

    records = Records.open(tmp_path / "records.sqlite3")
    game_id = records.begin_game("dice-dash", 5, ["Ann"], ["human"], "test")
    records.conn.execute("PRAGMA query_only = ON")
    assert records.journal(game_id, 0, {"type": "roll"}) is False
    banner = RecordsBanner()
    try:
        def make() -> str:
            banner.show_problem(records.problem, records.stand_in)
            return banner.text.text()

        assert_translated(rendered(make, in_language))
    finally:
        banner.deleteLater()
        records.close()


def test_a_damaged_database_set_aside_is_told_in_the_players_language(tmp_path: Path, in_language) -> None:
    from desktop.i18n.problems import problem_text
    from desktop.records import Records

    path = tmp_path / "records.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    records = Records.open(path)
    try:
        assert records.notice and records.moved_to is not None
        assert_translated(rendered(lambda: problem_text(records.notice), in_language),
                          (str(records.moved_to.name), str(tmp_path)))
    finally:
        records.close()


def test_a_bad_game_file_is_refused_in_the_players_language(tmp_path: Path, in_language) -> None:
    from desktop.i18n.problems import problem_text
    from desktop.records.gamefile import GameFileError, read_game_file

    path = tmp_path / "broken.dicebox"
    path.write_text('{"format": "dicebox-game", "formatVersion": 2, "appVersion": "1", "exportedAt": '
                    '"2025-05-01T18:30:00Z", "game": "dicegame", "seed": 7, "players": ["Ana"], "seats": '
                    '["human"], "assisted": "no", "finished": false, "outcome": null, "log": []}', "utf-8")
    with pytest.raises(GameFileError) as caught:
        read_game_file(path)
    assert_translated(rendered(lambda: problem_text(caught.value), in_language), ("assisted:",))


def test_a_game_that_cannot_be_resumed_is_explained_in_the_players_language(tmp_path: Path, in_language) -> None:
    from desktop.session.journal import GameJournal

    journal = GameJournal(tmp_path, app_version="test")
    try:
        game_id = journal.records.begin_game("dice-dash", 5, ["Ann"], ["human"], "test")
        journal.records.journal(game_id, 0, {"type": "score", "category": "nothing"})
        with pytest.raises(Exception) as caught:
            journal.load()

        def make() -> str:
            journal._resuming = game_id
            return journal.set_aside(caught.value)

        assert_translated(rendered(make, in_language), (str(journal.records.path), str(game_id),
                                                         '{"type": "score", "category": "nothing"}'))
    finally:
        journal.close()


@pytest.mark.slow
def test_triple_dice_history_lines_are_said_in_the_players_language(in_language) -> None:
    triple_dice = gameinfo.info("triple-dice")

    state = engine.new_game("triple-dice", 11, ["Ana", "Ben"])
    lines = []
    while state.phase != "finished" and len(lines) < 40:
        seat = state.current_player
        action = engine.legal_actions(state)[0]
        after = engine.apply(state, action)
        lines.append((state, seat, action, after))
        state = after
    kinds = {type(a).__name__ for _, _, a, _ in lines}
    assert {"Predict", "Submit"} <= kinds
    for before, seat, action, after in lines:
        texts = rendered(lambda b=before, s=seat, a=action, x=after: triple_dice.describe(b, s, a, x), in_language)
        assert_translated(texts, ("Ana", "Ben"))


# Every code, with sample parameters ------------------------------------------------------------
DATA = ("/home/ana/.local/share/Dicebox/records.sqlite3", "records.sqlite3.bad-20250501-183000",
        "/home/ana/.local/share/Dicebox", "players[1]", '"Ana "', '"Ana"', '"abc"', "row 3 missing from index seats",
        "UNIQUE constraint failed: games.id", "KeyError: 'state'", "Stale file handle", "delete", "true", "false",
        "human, beginner, good, expert", "dice-dash, dicegame, match, triple-dice", "totals, places",
        "format, formatVersion, appVersion, log", '{"type": "roll"}', "'state'", "'format'", "'assisted'")
"""Sample parameters that are data (paths, JSON, SQLite's and the system's own words): shown as they are."""


def sample_params(code: str) -> dict[str, object]:
    """Parameters for every placeholder of ``code``'s sentence; nested problems are codes too."""
    from desktop.i18n.problems import Problem

    try:
        engine.new_game("dicegame", 1, ["Ana", "Ana"])
    except engine.EngineError as exc:
        error: BaseException = exc
    values: dict[str, object] = {
        "path": DATA[0], "name": DATA[1], "folder": DATA[2], "mode": "delete", "first": DATA[7], "more": 2,
        "size": 4096, "pages": 8192, "version": 3, "latest": 2, "detail": DATA[8], "cause": Problem("read-only"),
        "why": Problem("malformed"), "problem": Problem("not-kept", cause=Problem("disk-full")), "error": error,
        "game": "dicegame", "seed": 42, "mib": 16, "line": 3, "column": 7, "offset": 12, "limit": 200,
        "digits": 90, "given": DATA[6], "format": DATA[5], "supported": 2, "fields": ["format", "formatVersion",
        "appVersion", "log"], "expected": Problem("expect-bool"), "games": ["dice-dash", "dicegame", "match",
        "triple-dice"], "length": 30000, "kinds": ["human", "beginner", "good", "expert"], "count": 3,
        "players": 2, "number": 2, "pid": 4242, "last": 91, "tables": "t1, t2", "table": "t3", "app_id": 1234,
    }
    special: dict[str, dict[str, object]] = {
        "save-not-json": {"detail": Problem("json-comma")}, "file-not-json": {"detail": Problem("json-value")},
        "save-unreadable": {"detail": DATA[9]}, "file-disagrees/finished": {"expected": "false", "given": "true"},
        "file-disagrees/item": {"expected": '"Ana"', "given": '"abc"'}, "file-players/spaces": {"given": DATA[4],
                                                                                          "name": DATA[5]},
        "file-unknown-field/outcome": {"fields": ["totals", "places"]}, "save-read": {"cause": Problem("os-io")},
        "file-log-step": {"cause": error}, "file-seed/engine": {"cause": error}, "file-options": {"cause": error},
        "file-players": {"cause": error}, "file-unreadable": {"cause": Problem("os-permission")},
        "system": {"detail": DATA[10]},
    }
    from desktop.i18n.problem_texts import TEXTS

    names = set(re.findall(r"\{(\w+)\}", TEXTS[code]))
    params = {key: special.get(code, {}).get(key, values[key]) for key in names}
    return params


def made(code: str) -> object:
    """The problem ``code`` as the records make it: a ``Problem``, or a ``.dicebox`` file's error."""
    from desktop.i18n.problems import Problem
    from desktop.records.gamefile import GameFileError

    params = sample_params(code)
    if code.startswith("file-"):
        base, _, form = code.partition("/")
        return GameFileError("players[1]", base, form, cause=params.pop("cause", None), **params)
    return Problem(code, **params)


def codes() -> list[str]:
    from desktop.i18n.problem_texts import TEXTS

    return sorted(TEXTS)


@pytest.mark.parametrize("code", codes())
def test_every_records_problem_is_said_in_each_language(code: str, in_language) -> None:
    from desktop.i18n.problems import problem_text

    problem = made(code)
    texts = rendered(lambda: problem_text(problem), in_language)
    for language, text in texts.items():
        assert text and "?" not in text.replace("?)", ""), f"{language}: a parameter is missing in {text!r}"
        assert "{" not in text.replace('{"type"', ""), f"{language}: a placeholder is left in {text!r}"
    if code != "system":  # the system's own words, nothing of ours around them
        assert_translated(texts, DATA)
    else:
        assert texts["de"] == texts["en"] == DATA[10]


def _constant_codes() -> set[tuple[str, str]]:
    """(where, code) of every problem and history line the source makes with a code written in it."""
    root = Path(__file__).resolve().parents[3] / "desktop"
    found: set[tuple[str, str]] = set()
    trees = {path: ast.parse(path.read_text(encoding="utf-8")) for path in sorted(root.rglob("*.py"))}
    errors = _error_classes(trees.values())
    for path, tree in trees.items():
        source = path.read_text(encoding="utf-8")
        ours = "problems import" in source or path.name in ("problems.py", "history_text.py")
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name in errors:  # SomeError("code", ...): a DiceboxError is a Problem raised
                name = "Problem"
            branches = [b for a in node.args[:1] if isinstance(a, ast.IfExp) for b in (a.body, a.orelse)]
            for branch in branches:  # Problem("a" if x else "b", ...)
                if name == "Problem" and ours and isinstance(branch, ast.Constant):
                    found.add((f"{path.relative_to(root.parent)}:{node.lineno}", f"Problem:{branch.value}"))
            args = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None for a in node.args]
            where = f"{path.relative_to(root.parent)}:{node.lineno}"
            if name == "_problem" and args and args[0] and path.name == "files.py":  # files.read_file's maker
                found.add((where, f"Problem:{args[0]}"))
            elif name in ("Problem", "line") and args and args[0] and (ours or name == "line"):
                found.add((where, f"{name}:{args[0]}"))
            elif name == "GameFileError" and len(args) >= 2 and args[1]:
                form = args[2] if len(args) > 2 and args[2] else ""
                found.add((where, f"Problem:{args[1]}/{form}" if form else f"Problem:{args[1]}"))
            elif name in ("ReadError", "_Bad") and args and args[0]:  # (code, form) / (code, path, form)
                at = 1 if name == "_Bad" else 2
                form = args[at] if len(args) > at and args[at] else ""
                found.add((where, f"Problem:{args[0]}/{form}" if form else f"Problem:{args[0]}"))
    return found


def _error_classes(trees: Iterable[ast.Module]) -> set[str]:
    """The names of ``DiceboxError`` and every class the source derives from it, however deep."""
    bases: dict[str, set[str]] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases.setdefault(node.name, set()).update(
                    b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases)
    found = {"DiceboxError"}
    while more := {name for name, of in bases.items() if of & found} - found:
        found |= more
    return found


@pytest.mark.slow
def test_every_code_has_a_sentence() -> None:
    """A code the source makes without a sentence in the tables would show as its bare code."""
    from desktop.base import files
    from desktop.i18n import problems
    from desktop.i18n.history_text import LINES
    from desktop.i18n.problem_texts import TEXTS
    from desktop.records import jsonread, safe_open

    found = _constant_codes()
    assert len(found) > 60, found
    missing = [(where, code) for where, code in found
               if code.split(":", 1)[1] not in (LINES if code.startswith("line:") else TEXTS)]
    assert not missing, f"codes without a sentence: {missing}"
    tables = [c for _, c in safe_open._CAUSES] + list(problems._ERRNO.values())
    tables += [c for _, c in jsonread._JSON_MESSAGES]
    tables += [f"not-kept{d}{lost}" for d in ("", "-damaged") for lost in ("", "-lost")]  # store._write's
    tables += [f"file-seats/{form}" for form in ("one-seat", "one-player", "count")]  # gamefile._replay's
    tables += [*files.KINDS.values(), "path-is-special"]  # files.read_file's, by what a path is
    assert not [c for c in tables if c not in TEXTS], [c for c in tables if c not in TEXTS]
    made_here = {code.split(":", 1)[1] for _, code in found if code.startswith("Problem:")} | set(tables)
    unused = set(TEXTS) - made_here - {"error", "save-too-deep", "save-too-big", "save-unreadable"}
    assert not unused, f"sentences no code makes: {sorted(unused)}"


def test_an_unknown_code_is_shown_as_itself_never_hidden() -> None:
    from desktop.i18n.problems import Problem, problem_text

    problem = Problem("no-such-code", path="/x")
    assert str(problem) == "no-such-code path=/x" and problem_text(problem) == "no-such-code path=/x"


# History lines and notes ------------------------------------------------------------------------
def line_params(code: str) -> dict[str, str]:
    from desktop.i18n.history_text import LINES, line
    from desktop.i18n.names import category_name

    values = {"number": "3", "roll": "2", "dice": "3 3 5 6 1", "points": "25", "multiplier": "2",
              "category": category_name("dicegame", "threeOfAKind"), "player": "Ana", "shown": "4 ? 6",
              "move": line("hold", number=2), "round": "2", "turn": "3"}
    return {key: values[key] for key in re.findall(r"\{(\w+)\}", LINES[code])}


@pytest.mark.parametrize("code", sorted(__import__("desktop.i18n.history_text", fromlist=["LINES"]).LINES))
def test_every_history_line_is_said_in_each_language(code: str, in_language) -> None:
    from desktop.i18n.history_text import line

    texts = rendered(lambda: line(code, **line_params(code)), in_language)
    assert_translated(texts, ("Ana", "3 3 5 6 1", "4 ? 6"))


def test_the_assisted_note_is_said_in_each_language(in_language) -> None:
    from desktop.i18n.history_text import assisted_note

    assert assisted_note(False) == ""
    assert_translated(rendered(lambda: assisted_note(True), in_language))


@pytest.mark.parametrize("game", ["dicegame", "dice-dash"])
def test_scorecard_history_lines_are_said_in_the_players_language(game: str, in_language) -> None:
    import random

    scorecard = gameinfo.info("dicegame")

    state = engine.new_game(game, 4, ["Ana", "Ben"] if game == "dicegame" else ["Ana"])
    rng = random.Random(4)
    steps = []
    while state.phase != "finished":
        action = rng.choice(engine.legal_actions(state))
        after = engine.apply(state, action)
        steps.append((state, state.current_player, action, after))
        state = after
    chosen = [s for s in steps if not isinstance(s[2], engine.Score)][:6] + \
        [s for s in steps if isinstance(s[2], engine.Score)][-2:]
    for before, seat, action, after in chosen:
        texts = rendered(lambda b=before, s=seat, a=action, x=after: scorecard.describe(b, s, a, x), in_language)
        if isinstance(action, engine.Score) and after.phase != "finished":
            continue  # "Ana: Full House: 25": names of boxes, checked by the names' own tests
        assert_translated(texts, ("Ana", "Ben"))


def test_a_move_no_page_knows_is_said_without_an_engine_name(in_language) -> None:
    class Shuffle:
        """A move of a later Dicebox: the History panel names who moved, never the class."""

    for game in ("dicegame", "triple-dice"):
        kind = gameinfo.info(game)
        state = engine.new_game(game, 4, ["Ana", "Ben"])
        texts = rendered(lambda k=kind, s=state: k.describe(s, 0, Shuffle(), s), in_language)
        assert "Shuffle" not in "".join(texts.values())
        assert_translated(texts, ("Ana",))
