"""The staff PIN keypad: the one way out of kiosk mode, touch-sized."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n.tr import translate
from desktop.look.appearance import styled
from desktop.look.theme import KIOSK_STYLE
from desktop.look.touch import TOUCH

from .pin import PinGate


class PinDialog(QDialog):
    """A touch keypad for the admin PIN; the gate decides and rate-limits."""

    def __init__(self, gate: PinGate, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("KioskKeypad", "Staff exit"))
        self.gate = gate
        styled(self, KIOSK_STYLE)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("KioskKeypad", "Enter the staff PIN to leave kiosk mode.")))
        self.edit = QLineEdit()
        self.edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.edit.setMinimumHeight(TOUCH)
        self.edit.setObjectName("KeypadEdit")
        self.edit.returnPressed.connect(self.submit)
        layout.addWidget(self.edit)
        pad = QGridLayout()
        keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "\u232b", "0", "OK"]
        for i, key in enumerate(keys):
            button = QPushButton(key)
            button.setObjectName("KeypadButton")
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, key=key: self._key(key))
            pad.addWidget(button, i // 3, i % 3)
        layout.addLayout(pad)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.setObjectName("KeypadMessage")
        layout.addWidget(self.message)
        cancel = QPushButton(translate("KioskKeypad", "Cancel"))
        cancel.setObjectName("BigButton")
        cancel.clicked.connect(self.reject)
        layout.addWidget(cancel)

    def _key(self, key: str) -> None:
        if key == "OK":
            self.submit()
        elif key == "\u232b":
            self.edit.backspace()
        else:
            self.edit.insert(key)

    def submit(self) -> None:
        ok, message = self.gate.try_pin(self.edit.text())
        self.edit.clear()
        if ok:
            self.accept()
        else:
            self.message.setText(message)


class PinAdviceDialog(QDialog):
    """After a right PIN, for staff only: what to change in kiosk.ini (a weak hash, a PIN outside
    the rules), with the stronger ``pin_hash`` line to copy when there is one. The app never
    writes kiosk.ini itself: it lives where only administrators may change it."""

    def __init__(self, advice: str, line: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("KioskKeypad", "Staff PIN"))
        styled(self, KIOSK_STYLE)
        layout = QVBoxLayout(self)
        self.text = QLabel(advice)
        self.text.setObjectName("KeypadMessage")
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        self.line = QLineEdit(line)
        self.line.setReadOnly(True)
        self.line.setVisible(bool(line))
        self.line.setAccessibleName(translate("KioskKeypad", "The pin_hash line for kiosk.ini"))
        layout.addWidget(self.line)
        row = QHBoxLayout()
        self.copy_button = QPushButton(translate("KioskKeypad", "Copy the Line"))
        self.copy_button.setObjectName("BigButton")
        self.copy_button.setVisible(bool(line))
        self.copy_button.clicked.connect(lambda: QApplication.clipboard().setText(line))
        ok = QPushButton(translate("KioskKeypad", "OK"))
        ok.setObjectName("BigButton")
        ok.setDefault(True)
        ok.clicked.connect(self.accept)
        row.addWidget(self.copy_button)
        row.addStretch(1)
        row.addWidget(ok)
        layout.addLayout(row)
