"""The window refuses look-alike player names with the engine's one check: the
New Game dialog keeps Start off for ``A`` and ``A`` + a zero-width space, and says which
character, in the window's language."""

from __future__ import annotations

from desktop.base.settings import Settings
from desktop.i18n.language import languages
from desktop.window.new_game_dialog import NewGameDialog


def test_the_new_game_dialog_refuses_a_name_with_an_invisible_character(qtbot, settings: Settings) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("dicegame"))
    dialog.count.setValue(2)
    dialog.name_edits[0].setText("A")
    dialog.name_edits[1].setText("A\u200b")
    assert not dialog.ok_button.isEnabled()
    assert "U+200B ZERO WIDTH SPACE" in dialog.problem.text() and "cannot be seen" in dialog.problem.text()
    dialog.name_edits[1].setText("\uff21")  # a full-width A: the same name to the eye
    assert not dialog.ok_button.isEnabled() and "same name" in dialog.problem.text()
    dialog.name_edits[1].setText("Ana")
    assert dialog.ok_button.isEnabled()
    try:
        languages().apply("de")
        dialog.name_edits[1].setText("A\u2060")
        assert "U+2060 WORD JOINER" in dialog.problem.text() and "unsichtbares Zeichen" in dialog.problem.text()
    finally:
        languages().apply("en")
