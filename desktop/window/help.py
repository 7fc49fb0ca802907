"""Rules of each game in Dicebox's own words (F1), and the About box."""

from __future__ import annotations

import html
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from desktop import gameinfo
from desktop.i18n.names import game_name
from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate


class RulesDialog(QDialog):
    """Help (F1): a page per game and the keyboard page; opens on the game being played, or on
    the keyboard page when asked (``keyboard``)."""

    def __init__(self, current_game: str | None, parent: QWidget | None = None, *, keyboard: bool = False,
                 shortcuts: list[tuple[str, str]] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Rules", "Dicebox rules"))
        self.resize(640, 560)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        for game in gameinfo.infos():
            html = game.rules_html()
            if not html:
                continue
            gid = game.id
            browser = QTextBrowser()
            browser.setOpenExternalLinks(False)
            browser.setHtml(html)
            # The dialog's title first: Orca 43 hears no window activation from a Qt dialog, so
            # the focused text's name is the only place the title is spoken.
            browser.setAccessibleName(f'{self.windowTitle()}: ' + translate("Rules", "Rules of {game}").format(
                game=game_name(gid)))
            self.tabs.addTab(browser, game_name(gid))
            if gid == current_game:
                self.tabs.setCurrentIndex(self.tabs.count() - 1)
        keys = QTextBrowser()
        keys.setHtml(keyboard_html(shortcuts or []))
        keys.setAccessibleName(translate("Rules", "Keyboard shortcuts"))
        self.tabs.addTab(keys, translate("Rules", "Keyboard"))
        if keyboard:
            self.tabs.setCurrentIndex(self.tabs.count() - 1)
        for page in (self.tabs.widget(i) for i in range(self.tabs.count())):
            if isinstance(page, QTextBrowser):  # every tab is one
                # A caret the arrow keys move, so a screen reader reads the rules line by line.
                flags = page.textInteractionFlags() | Qt.TextInteractionFlag.TextSelectableByKeyboard
                page.setTextInteractionFlags(flags)
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setToolTip(translate("Rules", "Close the help (Escape)"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def showEvent(self, event: QShowEvent) -> None:
        """Focus on the text to read, not on the tab bar (a screen reader then reads the rules
        with the arrow keys at once)."""
        super().showEvent(event)
        self.tabs.currentWidget().setFocus()



GAME_KEYS = (
    (QT_TRANSLATE_NOOP("Rules", "Space on a die"), QT_TRANSLATE_NOOP("Rules", "Hold or release it, as a check box "
                                                                      "is ticked; in Triple Dice pick it or put "
                                                                      "it back")),
    (QT_TRANSLATE_NOOP("Rules", "1 \u2013 5"), QT_TRANSLATE_NOOP("Rules", "Hold or release die 1 to 5 (Dice Dash, "
                                                                     "Dicegame, Match!)")),
    (QT_TRANSLATE_NOOP("Rules", "1 \u2013 9, 0, \u2212 (Triple Dice)"), QT_TRANSLATE_NOOP("Rules", "Pick or put back "
                                                                                      "your die 1 to 11")),
    (QT_TRANSLATE_NOOP("Rules", "Enter"), QT_TRANSLATE_NOOP("Rules", "The page's main button, from a die too: Roll "
                                                             "(Dice Dash, Dicegame, Match!); in Triple Dice play "
                                                             "the chosen card or the three picked dice, or continue "
                                                             "after a summary or the privacy screen")),
    (QT_TRANSLATE_NOOP("Rules", "Space away from a die, R"), QT_TRANSLATE_NOOP("Rules", "Roll the dice that are not "
                                                                                "held")),
    (QT_TRANSLATE_NOOP("Rules", "Arrow keys, Enter"), QT_TRANSLATE_NOOP("Rules", "Move between scorecard boxes; "
                                                                         "score the chosen box")),
    (QT_TRANSLATE_NOOP("Rules", "Tab, Shift+Tab"), QT_TRANSLATE_NOOP("Rules", "Move between dice, buttons and the "
                                                                      "scorecard")),
    (QT_TRANSLATE_NOOP("Rules", "1 \u2013 4 (Triple Dice)"), QT_TRANSLATE_NOOP("Rules", "Choose the prediction card "
                                                                                "Zero, Minimum, More or "
                                                                                "Maximum")),
    (QT_TRANSLATE_NOOP("Rules", "Backspace, Escape (Triple Dice)"), QT_TRANSLATE_NOOP("Rules", "Put every picked "
                                                                                       "die back")),
    (QT_TRANSLATE_NOOP("Rules", "\u2190 \u2192, Home, End"), QT_TRANSLATE_NOOP("Rules", "Step through a replay")),
    (QT_TRANSLATE_NOOP("Rules", "Escape"), QT_TRANSLATE_NOOP("Rules", "Close a dialog")),
)
"""Keys of the table itself; the menus' shortcuts are read from the actions they belong to."""


def keyboard_html(shortcuts: list[tuple[str, str]]) -> str:
    """The keyboard page: every menu shortcut (as the actions have them) and the table's keys."""
    rows = [(keys, html.escape(text)) for keys, text in shortcuts]
    rows += [(translate("Rules", keys), translate("Rules", text)) for keys, text in GAME_KEYS]
    body = "".join(f"<tr><td><b>{html.escape(keys)}</b></td><td>{text}</td></tr>" for keys, text in rows)
    title = translate("Rules", "Keyboard")
    lead = translate("Rules", "Everything in Dicebox can be done from the keyboard.")
    return (f"<h2>{html.escape(title)}</h2><p>{html.escape(lead)}</p>"
            f"<table cellpadding=3>{body}</table>")


def bundled_notices() -> Path | None:
    """The installed app's third-party licence texts (written by packaging/dicebox_packaging/notices.py), or None
    when running from source, where each package carries its own."""
    bundle = getattr(sys, "_MEIPASS", None)
    path = Path(bundle) / "licenses" / "THIRD-PARTY-NOTICES.txt" if bundle else None
    return path if path is not None and path.is_file() else None


def about_html(version: str, notices: Path | None = None) -> str:
    where = translate("Rules", " Their licence texts are in <code>{path}</code>.").format(
        path=html.escape(str(notices))) if notices else ""
    return (
        f"<h2>Dicebox {version}</h2>"
        + translate("Rules", "<p>Dice games for one table &ndash; Dice Dash, Dicegame, Match!, Triple Dice, and the "
                    "classic five-dice game as Classic Dice and Nordic Dice.</p>")
        + translate("Rules", "<p>Fully offline: Dicebox never uses the network. Every game is decided by its seed, "
                    "so any game can be replayed exactly.</p>")
        + translate("Rules", "<p>Dicebox is MIT-licensed. Built with Python and Qt (PySide6), which it uses under "
                    "the LGPL-3.0, and a few other open-source libraries.{where}</p>").format(where=where)
    )
