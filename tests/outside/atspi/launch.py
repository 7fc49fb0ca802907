"""Start the real app (``desktop.app.main``) for the AT-SPI test, optionally with a planted leak.

    .venv/bin/python tests/outside/atspi/launch.py [--random-seed N] [--plant CHANNEL] -- APP ARGS...

``--random-seed`` fixes the seed a plain start (no --game) draws, the one way to begin a
pass-and-play Triple Dice game (its seats come from the remembered settings) with a seed the test
knows. ``--plant`` puts one secret where a reader could find it, to show the client catches it:
production code has no such hook, the leak is monkeypatched in here, before ``main()``. Each
plant fires once the window's game is on screen, then again after every move (so it also holds
the current secrets), and stays in place:

- hidden-label: a hidden QLabel holding the seed;
- description: accessible descriptions naming another seat's private die ("Die 10: five"), and
  reading out its row of eleven dice with that die in place;
- announcement: an announcement with the seed;
- clipboard: the seed put on the clipboard;
- title: the seed in the window title;
- card: an opponent's face-down card in the status bar.

Two plants are faults of another kind, to show the name and Tab-ring checks fail on them:

- unnamed: a focusable button with no text and no accessible name;
- tab-skip: an enabled button that takes focus by click only, so Tab never reaches it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

PLANTS = ("hidden-label", "description", "announcement", "clipboard", "title", "card", "unnamed", "tab-skip")
WORDS = ("one", "two", "three", "four", "five", "six")


def plant(window: Any, channel: str) -> None:
    """Leak one secret of the game now in ``window`` through ``channel``."""
    from PySide6.QtGui import QAccessible, QGuiApplication
    from PySide6.QtWidgets import QLabel

    state = window.controller.state
    if state is None:
        return
    seed = state.seed
    if channel in ("unnamed", "tab-skip"):
        if getattr(window, "_planted_button", None) is None:
            from PySide6.QtCore import Qt
            from PySide6.QtWidgets import QToolButton

            button = window._planted_button = QToolButton()
            if channel == "tab-skip":
                button.setText("Planted")
                button.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
            else:
                button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            window.statusBar().addPermanentWidget(button)
        return
    if channel == "hidden-label":  # in the status bar: a stacked widget exposes only its pages
        label = getattr(window, "_planted_label", None)
        if label is None:
            label = window._planted_label = QLabel()
            window.statusBar().addPermanentWidget(label)
            label.hide()
        label.setText(f"Game number {seed}")
    elif channel == "description":  # seat 1's private dice: secret from seat 0
        hand = state.dice[1]
        window.statusBar().setAccessibleDescription(f"{state.players[1]}: Die 10: {WORDS[hand[9] - 1]}")
        row = ", ".join(str(v) for v in hand[:9])
        window.menuBar().setAccessibleDescription(f"Dice on the table: {row}, {hand[9]}, hidden")
    elif channel == "announcement":
        from PySide6.QtGui import QAccessibleAnnouncementEvent

        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(window, f"Good luck with game {seed}."))
    elif channel == "clipboard":
        QGuiApplication.clipboard().setText(str(seed))
    elif channel == "title":
        window.setWindowTitle(f"Triple Dice {seed} \u2014 Dicebox")
    elif channel == "card":
        card = state.predictions[1]
        if card is not None:
            window.statusBar().showMessage(f"{state.players[1]}'s card: {card.capitalize()}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--random-seed", type=int)
    parser.add_argument("--plant", choices=PLANTS)
    parser.add_argument("app_args", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    app_args = args.app_args[1:] if args.app_args[:1] == ["--"] else args.app_args
    from desktop import app as app_module

    if args.random_seed is not None:
        app_module._random_seed = lambda *_: args.random_seed  # type: ignore[attr-defined]
    if args.plant:
        from desktop.window.main_window import MainWindow

        original = MainWindow.__init__

        def planted_init(self: Any, *a: Any, **k: Any) -> None:
            from PySide6.QtCore import QTimer

            original(self, *a, **k)
            self.controller.state_changed.connect(lambda *_: plant(self, args.plant))
            # Again and again, not only when the state changes: an event (the announcement) sent
            # before the client had subscribed would never reach it, and the check would pass by luck.
            again = QTimer(self, interval=400)
            again.timeout.connect(lambda: plant(self, args.plant))
            again.start()

        MainWindow.__init__ = planted_init  # type: ignore[method-assign]
    return app_module.main(app_args)


if __name__ == "__main__":
    sys.exit(main())
