"""How the window looks: light, dark or high contrast, and how large (zoom 100-200%).

The theme follows the system (``QStyleHints.colorScheme``, also when it changes while Dicebox
runs) unless Settings chose one. A switch re-colours every style sheet set through ``styled``,
swaps the painted colours (``theme.use``), gives Qt's own widgets (menus, dialogs, message
boxes) a matching palette, and tells every ``on_change`` listener (dice drop their drawn faces,
the scorecard fits its rows). Zoom scales the style sheets' sizes, the application font and
the sizes code sets (``theme.px``) together, so dice, scorecard and text grow as one.
Light at 100% is the style sheets as written: starting in it costs nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from desktop.base.settings import ZOOMS
from desktop.i18n.language import Follower

from . import theme


class Appearance(QObject):
    changed = Signal()

    def __init__(self) -> None:
        super().__init__(QCoreApplication.instance())
        self.choice = ""
        """The Settings choice: "" follows the system, else one of ``theme.THEME_NAMES``."""
        self.name = "light"
        self.zoom = 100
        self._base_font: QFont | None = None
        # The system's scheme read from the palette the platform gave the application (asking
        # for QStyleHints.colorScheme() would build Qt's whole enum namespace, 20 ms, before the
        # first frame); from then on the signal says it.
        app = QGuiApplication.instance()
        self.system_dark = isinstance(app, QGuiApplication) and app.palette().window().color().lightness() < 128
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_changed)

    def resolve(self, choice: str) -> str:
        if choice in theme.THEME_NAMES:
            return choice
        return "dark" if self.system_dark else "light"

    def _system_changed(self, scheme: object) -> None:
        self.system_dark = scheme == Qt.ColorScheme.Dark
        if not self.choice:
            self.apply("", self.zoom)

    def apply(self, choice: str, zoom: int) -> None:
        """Show theme ``choice`` ("" = the system's) at ``zoom`` percent, everywhere at once."""
        name = self.resolve(choice)
        zoom = min(ZOOMS, key=lambda step: abs(step - zoom))
        self.choice = choice
        if (name, zoom) == (self.name, self.zoom):
            return
        self.name, self.zoom = name, zoom
        theme.use(name, zoom)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.setPalette(palette(name, app))
            if self._base_font is None:
                self._base_font = QFont(app.font())
            font = QFont(self._base_font)
            if font.pointSizeF() > 0:
                font.setPointSizeF(self._base_font.pointSizeF() * zoom / 100)
            else:
                font.setPixelSize(theme.px(self._base_font.pixelSize()))
            app.setFont(font)
        self.changed.emit()


def palette(name: str, app: QApplication) -> QPalette:
    """Qt's own widgets in the theme's colours (the style's standard palette for light)."""
    standard = app.style().standardPalette()
    if name == "light":
        return standard
    dark = name == "dark"
    window, base, text = ("#1d2126", "#22262c", "#e8eaed") if dark else ("#000000", "#000000", "#ffffff")
    button, highlight, link = ("#2a2f36", "#284a70", "#8ab4f8") if dark else ("#000000", "#0040a0", "#80d8ff")
    p = QPalette(standard)
    roles = {
        QPalette.ColorRole.Window: window, QPalette.ColorRole.WindowText: text, QPalette.ColorRole.Base: base,
        QPalette.ColorRole.AlternateBase: "#262a30" if dark else "#101010", QPalette.ColorRole.Text: text,
        QPalette.ColorRole.Button: button, QPalette.ColorRole.ButtonText: text,
        QPalette.ColorRole.ToolTipBase: base, QPalette.ColorRole.ToolTipText: text,
        QPalette.ColorRole.Highlight: highlight, QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.Link: link, QPalette.ColorRole.PlaceholderText: "#9ea7b1" if dark else "#c0c0c0",
        QPalette.ColorRole.BrightText: "#ffffff", QPalette.ColorRole.Light: "#3d434c" if dark else "#ffffff",
        QPalette.ColorRole.Mid: "#3d434c" if dark else "#ffffff", QPalette.ColorRole.Dark: "#0e1013",
        QPalette.ColorRole.Shadow: "#000000",
    }
    for role, colour in roles.items():
        p.setColor(QPalette.ColorGroup.All, role, QColor(colour))
    disabled = QColor("#7c858f" if dark else "#a0a0a0")
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return p


_appearance: Appearance | None = None


def appearance() -> Appearance:
    global _appearance
    if _appearance is None or _appearance.parent() is not QCoreApplication.instance():
        _appearance = Appearance()
    return _appearance


def sheet(*sources: str) -> str:
    """The style sheets ``sources`` (written light, at 100%) in the current theme and zoom."""
    joined = "".join(sources)
    return theme.rescale(theme.recolour(joined, theme.current), theme.zoom)


class _Styled(QObject):
    """The widget's style sheets again after a theme or zoom change (no closure holds the widget:
    one that did made the interpreter's shutdown crash in Qt's timers)."""

    def __init__(self, widget: QWidget, sources: tuple[str, ...]) -> None:
        super().__init__(widget)
        self._sources = sources
        appearance().changed.connect(self.restyle)

    @Slot()
    def restyle(self) -> None:
        widget = self.parent()
        if isinstance(widget, QWidget):  # always its widget, until that goes
            widget.setStyleSheet(sheet(*self._sources))


def styled(widget: QWidget, *sources: str) -> None:
    """Give ``widget`` these style sheets now and again after every theme or zoom change."""
    widget.setStyleSheet(sheet(*sources))
    follow(widget, *sources)


def follow(widget: QWidget, *sources: str) -> None:
    """Give ``widget`` these style sheets again after every theme or zoom change (it has them
    already: the main window sets the light ones itself for its first frame)."""
    old = getattr(widget, "_styled", None)
    if old is not None:
        old.setParent(None)
        old.deleteLater()
    widget._styled = _Styled(widget, sources)  # type: ignore[attr-defined]  # kept on the widget itself, a Python field


def on_change(owner: QObject, then: Callable[[], object]) -> None:
    """Call ``then`` after every theme or zoom change, for as long as ``owner`` lives."""
    Follower(owner, appearance().changed, then)
