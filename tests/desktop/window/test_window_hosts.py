"""The window's parts name it by the ``window.hosts.Window`` protocol instead of importing
``main_window`` (which imports them). Nothing type-checks that protocol at run time, so this keeps
it honest: every member it promises, a settled MainWindow really has."""

from __future__ import annotations

import inspect

from desktop.window import hosts
from desktop.window.main_window import MainWindow


def _members(protocol: type) -> set[str]:
    named = set(getattr(protocol, "__annotations__", {}))
    named |= {name for name, _ in inspect.getmembers(protocol) if not name.startswith("__")}
    return {name for name in named if not name.startswith("_abc")} - {"_is_protocol", "_is_runtime_protocol"}


def test_a_settled_main_window_has_every_member_its_parts_rely_on(qtbot, window: MainWindow) -> None:
    window.settle()
    missing = sorted(name for name in _members(hosts.Window) if not hasattr(window, name))
    assert not missing, f"hosts.Window promises what MainWindow lacks: {missing}"


def test_the_kiosk_protocol_is_what_the_kiosk_mode_offers() -> None:
    from desktop.kiosk.mode import KioskMode

    assert callable(KioskMode.attach)
    assert "unlocked" in inspect.getsource(KioskMode.__init__)
