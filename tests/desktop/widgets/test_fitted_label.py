"""A FittedLabel given the line it already shows leaves the window's layout alone."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QHBoxLayout, QWidget

from desktop.widgets.fitted_label import FittedLabel


class LayoutRequests(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def test_the_same_line_again_asks_for_no_relayout_and_a_new_line_does(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    label = FittedLabel("Ana's turn")
    QHBoxLayout(parent).addWidget(label)
    parent.resize(400, 40)
    parent.show()
    QApplication.processEvents()
    seen = LayoutRequests()
    parent.installEventFilter(seen)
    label.show_line("Ana's turn")
    label.setText("Ana's turn")
    QApplication.processEvents()
    assert seen.count == 0
    assert label.text() == "Ana's turn"
    label.show_line("Ana's turn", bold=True)
    QApplication.processEvents()
    assert seen.count == 1
    label.show_line("Ben's turn (computer, Expert)", bold=True)
    QApplication.processEvents()
    assert seen.count == 2
    assert label.text() == "Ben's turn (computer, Expert)"
