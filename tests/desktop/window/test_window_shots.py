"""``dicebox --screenshots``: every game drawn by the app itself, judged by the one clipping check
(desktop/window/clipping.py) that the layout tests use and CI's Wine check runs in the Windows bundle."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from disks import tmpfs
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTableView, QWidget

from desktop.app import main as app_main
from desktop.i18n.language import languages
from desktop.widgets.fitted_label import FittedLabel
from desktop.window import clipping
from desktop.window.shots import REPORT_NAME


@pytest.fixture
def back_to_english(qapp: object):
    yield
    languages().apply("en")


@pytest.mark.slow
def test_the_switch_draws_every_game_in_german_at_800x600_and_every_text_fits(tmp_path: Path, back_to_english) -> None:
    assert app_main(["--screenshots", str(tmp_path), "--language", "de", "--size", "800x600"]) == 0
    report = json.loads((tmp_path / REPORT_NAME).read_text(encoding="utf-8"))
    assert report["clipped"] == 0, report
    assert report["language_shown"] == "de"
    assert [entry["game"] for entry in report["pictures"]] == ["dice-dash", "dicegame", "match", "classic",
                                                                "nordic", "triple-dice"]
    for entry in report["pictures"]:
        picture = QImage(str(tmp_path / entry["picture"]))
        assert (picture.width(), picture.height()) == (800, 600), entry["picture"]
        assert entry["picture"].endswith("-de-800x600.png")


@pytest.mark.slow
def test_a_text_that_does_not_fit_fails_the_switch_and_is_named_in_its_report(tmp_path: Path, back_to_english) -> None:
    """The pseudo-language (40% longer) squeezes Triple Dice's seat lines and names at 800x600."""
    assert app_main(["--screenshots", str(tmp_path), "--language", "pseudo"]) == 1
    report = json.loads((tmp_path / REPORT_NAME).read_text(encoding="utf-8"))
    triple = next(entry for entry in report["pictures"] if entry["game"] == "triple-dice")
    assert report["clipped"] == len(triple["problems"]) > 0
    assert {"kind", "widget", "text", "need", "room"} <= set(triple["problems"][0])
    assert all(p["need"] > p["room"] for p in triple["problems"])


@pytest.mark.parametrize("wrong", [["--size", "800"], ["--language", "xx"], ["--size", "10x10"]])
def test_a_wrong_option_is_a_usage_error(tmp_path: Path, wrong: list[str]) -> None:
    assert app_main(["--screenshots", str(tmp_path), *wrong]) == 2
    assert not (tmp_path / REPORT_NAME).exists()


class Titles(QAbstractTableModel):
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 1

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 2

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return ("12", "Zwischensumme 1234")[index.column()]

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return ("R1", "Gesamtpunktzahl")[section] if orientation == Qt.Orientation.Horizontal else "Ana"


def test_the_check_finds_each_kind_of_clipped_text(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    row = QHBoxLayout(window)
    fits, cut = QLabel("Würfeln"), QLabel("Alle Würfel neu werfen")
    cut.setFixedWidth(40)
    button = QPushButton("Zug beenden und weitergeben")
    button.setFixedWidth(60)
    name = FittedLabel("Annemarie-Josephine ist am Zug")
    name.setFixedWidth(60)
    table = QTableView()
    table.setModel(Titles())
    table.horizontalHeader().resizeSection(1, 30)
    for widget in (fits, cut, button, name, table):
        row.addWidget(widget)
    window.resize(700, 200)
    window.show()
    qtbot.waitExposed(window)
    far = QLabel("Hinter dem Rand", window)
    far.move(650, 10)
    far.show()

    found = clipping.problems(window, size=(700, 200))
    kinds = {(p.kind, p.text) for p in found}
    assert ("cut off", "Alle Würfel neu werfen") in kinds
    assert ("cut off", "Zug beenden und weitergeben") in kinds
    assert ("elided", "Annemarie-Josephine ist am Zug") in kinds
    assert ("header", "Gesamtpunktzahl") in kinds and ("header", "R1") not in kinds
    assert ("cell", "Zwischensumme 1234") in kinds and ("cell", "12") not in kinds
    assert ("outside", "Hinter dem Rand") in kinds
    assert not any(p.text == "Würfeln" for p in found)
    assert ("elided", "Annemarie-Josephine ist am Zug") not in {
        (p.kind, p.text) for p in clipping.problems(window, elided_ok=True)
    }
    assert [p.kind for p in clipping.problems(window, size=(800, 600))].count("window size") == 1


def test_pictures_in_another_language_than_asked_fail(tmp_path: Path, back_to_english, monkeypatch) -> None:
    """The Windows bundle once drew its 'German' pictures in English (its translation was not
    loaded): the switch must say so, not report every text as fitting."""
    from desktop.i18n import language as i18n

    monkeypatch.setattr(i18n, "_fresh_qm", lambda code: None)
    assert app_main(["--screenshots", str(tmp_path), "--language", "de"]) == 1
    assert not (tmp_path / REPORT_NAME).exists()


def test_a_frozen_app_loads_its_packaged_translation_whatever_the_files_times(tmp_path: Path, monkeypatch) -> None:
    """PyInstaller copies data files one by one: a bundle's .qm can be a few ms older than its
    .ts, and the app, taking it for stale, tried to rebuild it with a tool a bundle lacks."""
    import os
    import sys

    from desktop.i18n import language as i18n

    monkeypatch.setattr(i18n, "SOURCE_DIR", tmp_path)
    (tmp_path / "dicebox_de.qm").write_bytes(b"qm")
    (tmp_path / "dicebox_de.ts").write_text("<TS/>", encoding="utf-8")
    os.utime(tmp_path / "dicebox_de.qm", (1_000_000, 1_000_000))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert i18n._fresh_qm("de") == tmp_path / "dicebox_de.qm"


@pytest.mark.slow
def test_a_lessons_picture_shows_its_step_ringed_and_is_drawn_the_same_twice(tmp_path: Path, settings) -> None:
    """``--lessons``, cheaply: Dice Dash's lesson played to its pictured step, the first five to
    keep ringed; every text fits (the bubble's too) and a second drawing gives the same bytes."""
    from PySide6.QtWidgets import QApplication

    from desktop.lessons.runner import running
    from desktop.window.shots import LESSON_STEPS, lesson_window, shoot, suffix_for

    app = QApplication.instance()
    window = lesson_window(app, settings, "dice-dash", (800, 600))  # type: ignore[arg-type]
    runner = running(window)
    assert runner is not None and runner.index == LESSON_STEPS["dice-dash"] and runner.callout.showing
    assert runner.step.expect is not None
    ringed = runner.callout.rings()
    assert ringed and runner.callout.veil.holes == ringed
    assert not runner.callout.bubble.geometry().intersects(ringed[0])  # the bubble leaves the die in sight
    suffix = suffix_for("light", "en", 100, name_language=True)
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = shoot(app, window, tmp_path / "a", "lesson-dice-dash", ((800, 600),), suffix)  # type: ignore[arg-type]
    again = shoot(app, window, tmp_path / "b", "lesson-dice-dash", ((800, 600),), suffix)  # type: ignore[arg-type]
    assert first[0]["picture"] == "lesson-dice-dash-en-800x600.png" and first[0]["problems"] == []
    assert (tmp_path / "a" / first[0]["picture"]).read_bytes() == (tmp_path / "b" / again[0]["picture"]).read_bytes()
    window.deleteLater()


def _shots_child(folder: str) -> subprocess.CompletedProcess[str]:
    """``dicebox --screenshots FOLDER`` as a user runs it, in a process of its own."""
    return subprocess.run([sys.executable, "-m", "desktop", "--screenshots", folder], capture_output=True, text=True,
                          timeout=300, cwd=Path(__file__).resolve().parents[3],
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


@pytest.mark.parametrize("where", ["a file", "under a file", "empty"])
def test_a_folder_that_cannot_be_one_is_a_single_line(tmp_path: Path, where: str, capsys) -> None:
    (tmp_path / "file").write_bytes(b"x")
    folder = {"a file": tmp_path / "file", "under a file": tmp_path / "file" / "sub", "empty": ""}[where]
    assert app_main(["--screenshots", str(folder)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert ("is a file, not a folder" if folder else "needs a folder") in err
    assert not list(Path.cwd().glob("*-800x600.png")), "an empty folder name drew into the current folder"


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a tmpfs")
def test_a_full_disk_reports_only_pictures_really_written_and_leaves_no_half_file() -> None:
    """On a full disk it printed four paths, one PNG cut at 4,096 bytes and two files of 0 bytes."""
    with tmpfs("160k") as disk:
        done = _shots_child(str(disk))
        printed = [Path(line.split()[0]) for line in done.stdout.splitlines() if line.split()[:1] and
                   line.split()[0].endswith(".png")]
        assert done.returncode != 0, done.stdout
        assert done.stderr.count("cannot write there") == 1 and "Traceback" not in done.stderr, done.stderr
        for path in printed:
            assert not QImage(str(path)).isNull(), f"{path.name} was said to be written but is not whole"
        left = sorted(p.name for p in disk.iterdir())
        assert left == sorted(p.name for p in printed), f"files nobody was told of: {left}"
