"""The window's menus as one declarative table, built into actions the window owns.

``MENUS`` lists every entry: its words (marked for translation, said again after a language
switch), its keys, and what it does to the window. ``Menus``, which the window makes in its last
stage and keeps (``window.menus``), builds them into the menu bar's menus and keeps the actions,
choice groups and submenus by key. Actions only forward to the session (undo, redo), to the
window's own commands (new game, restart, copy seed) or to its parts; kiosk mode takes away every
entry marked ``way_out``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox

import engine
from desktop.base.settings import ZOOMS
from desktop.i18n.language import LANGUAGES, languages, live
from desktop.i18n.tr import QT_TRANSLATE_NOOP, translate
from desktop.lessons import LEARN_KEY
from desktop.look.theme import THEME_NAMES

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget

    from .docks import Docks
    from .hosts import Window

Keys = tuple[str | QKeySequence.StandardKey, ...]
Value = TypeVar("Value")  # what a submenu chooses among: numbers (pace, volume) or names


@dataclass(frozen=True)
class Act:
    """One menu entry: ``run`` is called with the window; a ``toggled`` entry is checkable and is
    called with the window and its new state, starting ``checked(window)``."""

    key: str
    text: str
    tip: str = ""
    keys: Keys = ()
    run: Callable[[Window], object] | None = None
    toggled: Callable[[Window, bool], object] | None = None
    checked: Callable[[Window], bool] | None = None
    role: QAction.MenuRole | None = None
    way_out: bool = False
    """Leads out of the game on the table: dead in the kiosk."""


@dataclass(frozen=True)
class Choices(Generic[Value]):
    """A submenu of exclusive choices; ``label`` says a value (a marked text or the value's own name)."""

    key: str
    title: str
    values: tuple[Value, ...]
    label: Callable[[Value], str]
    chosen: Callable[[Window], Value | None]
    choose: Callable[[Window, Value], object]
    lead: Act | None = None
    """An entry above the choices, in the same submenu (View > Sound: Sound On, then the volumes)."""
    checkable: bool = True
    """False: plain commands, one per value (Help > Learn to Play: a game each), nothing marked."""

    def group(self, window: Window, menu: QMenu) -> QActionGroup:
        """One checkable action per value, the chosen one checked, in one exclusive group (made
        here, where the type of the values is known to go with ``choose``)."""
        group = QActionGroup(window)
        chosen = self.chosen(window)
        for value in self.values:
            choice = QAction(window)
            choice.triggered.connect(lambda _=False, value=value: self.choose(window, value))
            choice.setCheckable(self.checkable)
            choice.setData(value)
            choice.setChecked(self.checkable and value == chosen)
            group.addAction(choice)
            menu.addAction(choice)
        return group


@dataclass(frozen=True)
class DockToggle:
    """A dock's own show/hide action, with our words and keys."""

    key: str
    text: str
    dock: str
    """Which of the window's docks (``docks.Docks``): "history" or "hints"."""
    tip: str = ""
    keys: Keys = ()
    toggled: Callable[[Window, bool], object] | None = None
    way_out: bool = False


Entry = Act | Choices[int] | Choices[str] | DockToggle | None
"""None: a separator."""

PACES = ((QT_TRANSLATE_NOOP("Menus", "&Slow"), 1200), (QT_TRANSLATE_NOOP("Menus", "&Normal"), 650),
         (QT_TRANSLATE_NOOP("Menus", "&Fast"), 250))
THEME_WORDS = {"": QT_TRANSLATE_NOOP("Menus", "&System Theme"), "light": QT_TRANSLATE_NOOP("Menus", "&Light"),
               "dark": QT_TRANSLATE_NOOP("Menus", "&Dark"), "contrast": QT_TRANSLATE_NOOP("Menus", "&High Contrast")}
STANDARD = QKeySequence.StandardKey
VOLUMES = (20, 40, 60, 80, 100)
"""View > Sound's volumes in percent; 80, the default, among them."""


def _language_label(code: object) -> str:
    return LANGUAGES[str(code)] if code else translate("Menus", "&System Language")


def _nearest_volume(volume: int) -> int:
    """The step a volume set elsewhere (the kiosk's staff, a hand edit) shows as chosen."""
    return min(VOLUMES, key=lambda step: abs(step - volume))


def _game_label(game: object) -> str:
    from desktop.i18n.names import game_name  # lazy: the names load after the first frame

    return game_name(str(game))


def _pace_label(ms: object) -> str:
    return translate("Menus", next(text for text, value in PACES if value == ms))


MENUS: dict[str, tuple[Entry, ...]] = {
    "game": (
        Act("new", QT_TRANSLATE_NOOP("Menus", "&New Game\u2026"), keys=(STANDARD.New,),
            run=lambda w: w.dialogs.new_game(), way_out=True),
        Act("restart", QT_TRANSLATE_NOOP("Menus", "&Restart This Seed"),
            QT_TRANSLATE_NOOP("Menus", "Play this seed again from the start"),
            keys=("Ctrl+Shift+N",), run=lambda w: w.controls.restart(), way_out=True),
        Act("copy_seed", QT_TRANSLATE_NOOP("Menus", "&Copy Seed"), keys=("Ctrl+Shift+C",),
            run=lambda w: w.controls.copy_seed()),
        None,
        Act("open_file", QT_TRANSLATE_NOOP("Menus", "&Open Game File\u2026"),
            QT_TRANSLATE_NOOP("Menus", "Watch a saved .dicebox game again"),
            keys=(STANDARD.Open,), run=lambda w: w.files.choose_and_open(), way_out=True),
        Act("export", QT_TRANSLATE_NOOP("Menus", "&Export This Game\u2026"),
            QT_TRANSLATE_NOOP("Menus", "Save the game on the table as a .dicebox file to keep or share"),
            keys=("Ctrl+E",), run=lambda w: w.files.export_current(), way_out=True),
        None,
        Act("records", QT_TRANSLATE_NOOP("Menus", "Re&cords\u2026"), keys=("Ctrl+R",),
            run=lambda w: w.menus.open_records(), way_out=True),
        None,
        Act("quit", QT_TRANSLATE_NOOP("Menus", "&Quit"), keys=("Ctrl+Q",), run=lambda w: w.close(),
            role=QAction.MenuRole.QuitRole, way_out=True),
    ),
    "edit": (
        # Undo follows the session's rules (pass-and-play limits), not only what the stack holds.
        Act("undo", QT_TRANSLATE_NOOP("Menus", "&Undo"), keys=(STANDARD.Undo,),
            run=lambda w: w.controller.undo()),
        Act("redo", QT_TRANSLATE_NOOP("Menus", "&Redo"), keys=("Ctrl+Shift+Z", "Ctrl+Y"),
            run=lambda w: w.controller.redo()),
        None,
        Act("motion", QT_TRANSLATE_NOOP("Menus", "Reduce &Motion"),
            QT_TRANSLATE_NOOP("Menus", "Turn off the dice roll animation"),
            toggled=lambda w, on: w.menus.set_reduce_motion(on), checked=lambda w: w.settings.reduce_motion),
        None,
        Choices("pace", QT_TRANSLATE_NOOP("Menus", "Computer &Pace"), tuple(ms for _text, ms in PACES),
                label=_pace_label, chosen=lambda w: w.settings.computer_pace,
                choose=lambda w, ms: w.menus.set_pace(ms)),
        Act("hurry", QT_TRANSLATE_NOOP("Menus", "Speed Up &Computer"),
            QT_TRANSLATE_NOOP("Menus", "Let computer players move almost at once"),
            keys=("F3",), toggled=lambda w, on: w.computers.set_fast(on), checked=lambda _w: False),
    ),
    "view": (
        DockToggle("history", QT_TRANSLATE_NOOP("Menus", "&History"), "history", keys=("Ctrl+H",),
                   way_out=True),
        DockToggle("hints", QT_TRANSLATE_NOOP("Menus", "&Hints"), "hints",
                   QT_TRANSLATE_NOOP("Menus", "Show every option with its expected final score (marks the "
                                     "game assisted)"),
                   keys=("F2",), toggled=lambda w, on: setattr(w.settings, "show_hints", on)),
        None,
        Choices("language", QT_TRANSLATE_NOOP("Menus", "&Language"), ("", *LANGUAGES), label=_language_label,
                chosen=lambda w: w.settings.language, choose=lambda w, code: w.menus.set_language(code)),
        Choices("theme", QT_TRANSLATE_NOOP("Menus", "&Theme"), ("", *THEME_NAMES),
                label=lambda name: translate("Menus", THEME_WORDS[str(name)]),
                chosen=lambda w: w.settings.theme, choose=lambda w, name: w.menus.set_theme(name)),
        None,
        Act("zoom_in", QT_TRANSLATE_NOOP("Menus", "Zoom &In"), keys=("Ctrl+=", "Ctrl++", STANDARD.ZoomIn),
            run=lambda w: w.menus.set_zoom(+1)),
        Act("zoom_out", QT_TRANSLATE_NOOP("Menus", "Zoom &Out"), keys=("Ctrl+-", STANDARD.ZoomOut),
            run=lambda w: w.menus.set_zoom(-1)),
        Act("zoom_reset", QT_TRANSLATE_NOOP("Menus", "&Actual Size ({percent}%)"), keys=("Ctrl+0",),
            run=lambda w: w.menus.set_zoom(0)),
        None,
        # The kiosk's staff set the sound in kiosk.ini: a visitor's Ctrl+M is a way out of it.
        Choices("volume", QT_TRANSLATE_NOOP("Menus", "&Sound"), VOLUMES,
                label=lambda percent: translate("Menus", "{percent}%").format(percent=percent),
                chosen=lambda w: _nearest_volume(w.settings.sound_volume), choose=lambda w, v: w.menus.set_volume(v),
                lead=Act("sound", QT_TRANSLATE_NOOP("Menus", "Sound &On"),
                         QT_TRANSLATE_NOOP("Menus", "Play sounds for rolls, scores, bonuses and the game's end"),
                         keys=("Ctrl+M",), toggled=lambda w, on: w.menus.set_sound_on(on),
                         checked=lambda w: not w.settings.sound_muted, way_out=True)),
    ),
    "help": (
        Act("rules", QT_TRANSLATE_NOOP("Menus", "&Rules"), keys=(STANDARD.HelpContents, "F1"),
            run=lambda w: w.menus.show_rules()),
        Act("keys", QT_TRANSLATE_NOOP("Menus", "&Keyboard Shortcuts"), keys=("Ctrl+F1",),
            run=lambda w: w.menus.show_rules(keyboard=True)),
        Choices("learn", QT_TRANSLATE_NOOP("Menus", "&Learn to Play"), engine.GAME_IDS, label=_game_label,
                chosen=lambda _w: None, choose=lambda w, game: w.menus.learn(str(game)), checkable=False,
                lead=Act("learn_this", QT_TRANSLATE_NOOP("Menus", "&This Game"),
                         QT_TRANSLATE_NOOP("Menus", "A short guided game that shows how the game on the table is "
                                           "played"),
                         keys=(LEARN_KEY,), run=lambda w: w.menus.learn(None), way_out=True)),
        Act("about", QT_TRANSLATE_NOOP("Menus", "&About Dicebox"), run=lambda w: w.menus.show_about(),
            role=QAction.MenuRole.AboutRole),
    ),
}


def _sequences(keys: Keys) -> list[QKeySequence]:
    """The entry's keys, each once; a standard key this platform lacks is skipped."""
    made: list[QKeySequence] = []
    for key in keys:
        sequence = QKeySequence(key)
        if not sequence.isEmpty() and sequence not in made:
            made.append(sequence)
    return made


def _entries() -> list[Entry]:
    """Every entry of ``MENUS``, a submenu's lead entry among them."""
    return [inner for entries in MENUS.values() for entry in entries
            for inner in ((entry, entry.lead) if isinstance(entry, Choices) and entry.lead else (entry,))]


class Menus(QObject):
    """Every entry of ``MENUS`` made into the window's menus (the menu bar's own, ``top_menus``,
    exist from the first frame), and the commands they run that belong to no other part.
    A child of the window: the session (and its undo stack) may outlive it, and signals it
    connects here end with it."""

    def __init__(self, window: Window, docks: Docks) -> None:
        super().__init__(window)
        self._window = window
        self.actions: dict[str, QAction] = {}
        self.choices: dict[str, QActionGroup] = {}
        self.submenus: dict[str, QMenu] = {}
        for name, entries in MENUS.items():
            menu = window.top_menus[name]
            for entry in entries:
                if entry is None:
                    menu.addSeparator()
                elif isinstance(entry, Choices):
                    submenu = self.submenus[entry.key] = menu.addMenu("")
                    if entry.lead is not None:
                        self.actions[entry.lead.key] = self._action(entry.lead, docks)
                        submenu.addAction(self.actions[entry.lead.key])
                        submenu.addSeparator()
                    self.choices[entry.key] = entry.group(window, submenu)
                else:
                    made = self.actions[entry.key] = self._action(entry, docks)
                    menu.addAction(made)
        window.top_menus["game"].setToolTipsVisible(True)  # a disabled Export says why (its tooltip) on hover
        c = window.controller
        actions = self.actions
        c.undo_allowed_changed.connect(actions["undo"].setEnabled)
        actions["undo"].setEnabled(c.can_undo())
        c.undo_stack.canRedoChanged.connect(actions["redo"].setEnabled)
        actions["redo"].setEnabled(c.undo_stack.canRedo())
        c.undo_stack.undoTextChanged.connect(self._undo_text)
        c.undo_stack.redoTextChanged.connect(self._redo_text)
        live(window, self._retranslate)

    def _action(self, entry: Act | DockToggle, docks: Docks) -> QAction:
        window = self._window
        if isinstance(entry, DockToggle):
            dock: QDockWidget = getattr(docks, entry.dock)  # named by the entry: history or hints
            made = dock.toggleViewAction()
        else:
            made = QAction(window)
            if entry.run is not None:
                run = entry.run
                made.triggered.connect(lambda _=False: run(window))
            if entry.checked is not None:
                made.setCheckable(True)
                made.setChecked(entry.checked(window))
            if entry.role is not None:
                made.setMenuRole(entry.role)
        made.setShortcuts(_sequences(entry.keys))
        if entry.toggled is not None:
            toggled = entry.toggled
            made.toggled.connect(lambda on: toggled(window, on))
        return made

    def _retranslate(self) -> None:
        """Every entry's words (again after a language switch)."""
        for entry in _entries():
            if isinstance(entry, Choices):
                self.submenus[entry.key].setTitle(translate("Menus", entry.title))
                for choice in self.choices[entry.key].actions():
                    choice.setText(entry.label(choice.data()))
            elif entry is not None:
                act = self.actions[entry.key]
                act.setText(translate("Menus", entry.text))
                act.setStatusTip(translate("Menus", entry.tip) if entry.tip else "")
        self._zoom_words(self._window.settings.zoom)
        stack = self._window.controller.undo_stack
        self._undo_text(stack.undoText())
        self._redo_text(stack.redoText())
        self.enable_records()

    def _undo_text(self, text: str) -> None:
        """Names the step Undo would take ("Undo Roll 2: 3 3 5 6 1")."""
        self.actions["undo"].setText(translate("Menus", "&Undo {step}").format(step=text) if text else
                                     translate("Menus", "&Undo"))

    def _redo_text(self, text: str) -> None:
        self.actions["redo"].setText(translate("Menus", "&Redo {step}").format(step=text) if text else
                                     translate("Menus", "&Redo"))

    def _zoom_words(self, zoom: int) -> None:
        self.actions["zoom_reset"].setText(translate("Menus", "&Actual Size ({percent}%)").format(percent=zoom))

    def _check(self, key: str, value: object) -> None:
        for choice in self.choices[key].actions():
            choice.setChecked(choice.data() == value)

    def set_theme(self, name: str) -> None:
        """The Settings choice ("" follows the system), applied at once to every window."""
        from desktop.look.appearance import appearance  # lazy: light at 100% starts without the theme machinery

        settings = self._window.settings
        settings.theme = name
        appearance().apply(name, settings.zoom)
        self._check("theme", name)

    def set_zoom(self, step: int) -> None:
        """One step larger (+1) or smaller (-1), or back to 100% (0); remembered."""
        from desktop.look.appearance import appearance  # lazy: light at 100% starts without the theme machinery

        settings = self._window.settings
        now = settings.zoom
        at = ZOOMS.index(now) if now in ZOOMS else 0
        zoom = 100 if step == 0 else ZOOMS[max(0, min(len(ZOOMS) - 1, at + step))]
        settings.zoom = zoom
        appearance().apply(settings.theme, zoom)
        self._zoom_words(zoom)
        self.actions["zoom_in"].setEnabled(zoom < ZOOMS[-1])
        self.actions["zoom_out"].setEnabled(zoom > ZOOMS[0])
        self._window.show_message(translate("Menus", "Zoom {percent}%").format(percent=zoom), 3)

    def set_language(self, code: str) -> None:
        """The Settings choice ("" follows the system), applied at once to every window."""
        self._window.settings.language = code
        languages().apply(code)
        if languages().problem:
            self._window.show_message(languages().problem)
        self._check("language", code)

    def lock(self) -> None:
        """Kiosk: the menu bar hidden and every way out (quit, new game, restart, history) dead."""
        self._window.menuBar().hide()
        for entry in _entries():
            if isinstance(entry, (Act, DockToggle)) and entry.way_out:
                self.actions[entry.key].setEnabled(False)
                self.actions[entry.key].setShortcuts([])

    def enable_records(self) -> None:
        """Records can be opened once the window keeps them (never in the kiosk)."""
        kept = self._window.recorder is not None
        self.actions["records"].setEnabled(kept)
        self.actions["records"].setStatusTip(
            translate("Menus", "History, high scores and statistics of finished games") if kept
            else translate("Menus", "No records are kept in this window"))

    def open_records(self) -> None:
        from .records_opener import open_records  # lazy: the Records window loads on first use

        open_records(self._window)

    def set_reduce_motion(self, on: bool) -> None:
        self._window.settings.reduce_motion = on
        for page in self._window.pages.values():
            page.set_reduce_motion(on)

    def set_sound_on(self, on: bool) -> None:
        """View > Sound > Sound On: remembered, and heard (or cut off) at once."""
        window = self._window
        window.settings.sound_muted = not on
        if window.sounds is not None:
            window.sounds.set_muted(not on)

    def set_volume(self, percent: int) -> None:
        window = self._window
        window.settings.sound_volume = percent
        if window.sounds is not None:
            window.sounds.set_volume(percent)
        self._check("volume", percent)

    def set_pace(self, ms: int) -> None:
        self._window.settings.computer_pace = ms
        self._window.computers.pace_ms = ms  # made now if no computer has played yet: it would read the setting anyway

    def show_rules(self, keyboard: bool = False) -> None:
        from .help import RulesDialog  # lazy: the rules' texts load when first asked for

        state = self._window.controller.state
        RulesDialog(state.game if state else None, self._window, keyboard=keyboard,
                    shortcuts=self.shortcut_list()).exec()

    def shortcut_list(self) -> list[tuple[str, str]]:
        """Every menu action that has a shortcut, as (keys in this system's words, its name)."""
        listed = []
        for name in MENUS:
            for act in self._window.top_menus[name].actions():
                # A submenu's entries too: menu() is a QMenu or None (PySide6's stubs say QObject).
                for inner in ([act, *sub.actions()] if isinstance(sub := act.menu(), QMenu) else [act]):
                    keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in inner.shortcuts()]
                    if keys and inner.isEnabled():
                        listed.append((", ".join(keys), inner.text().replace("&", "")))
        return listed

    def learn(self, game: str | None) -> None:
        """Help > Learn to Play: ``game``'s lesson (None: the game on the table's)."""
        from desktop.lessons.runner import start_lesson  # lazy: a lesson loads when asked for

        state = self._window.controller.state
        start_lesson(self._window, game or (state.game if state is not None else engine.GAME_IDS[0]))

    def show_about(self) -> None:
        from desktop.version import VERSION  # lazy: VERSION is looked up when imported (desktop/version.py)

        from .help import about_html, bundled_notices  # lazy: the notices are read when asked for

        QMessageBox.about(self._window, translate("Menus", "About Dicebox"), about_html(VERSION, bundled_notices()))
