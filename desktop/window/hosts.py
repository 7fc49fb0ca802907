"""What the window needs of the modes above it, as protocols: those modes hand themselves in, so
the window never imports them."""

from __future__ import annotations

from typing import Any, Protocol


class WindowKiosk(Protocol):
    """The kiosk as the window sees it (``desktop.kiosk.mode.KioskMode``)."""

    unlocked: bool

    def attach(self, window: Any) -> None: ...
