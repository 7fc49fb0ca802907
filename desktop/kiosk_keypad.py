"""The staff PIN keypad: the one way out of kiosk mode, touch-sized."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QGridLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from .kiosk_pin import PinGate
from .kiosk_style import TOUCH
from .theme import KIOSK_STYLE
from .tr import translate


class PinDialog(QDialog):
    """A touch keypad for the admin PIN; the gate decides and rate-limits."""

    def __init__(self, gate: PinGate, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("KioskKeypad", "Staff exit"))
        self.gate = gate
        from .looks import styled

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
            button = QPushButton(key, objectName="KeypadButton")
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, key=key: self._key(key))
            pad.addWidget(button, i // 3, i % 3)
        layout.addLayout(pad)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.setObjectName("KeypadMessage")
        layout.addWidget(self.message)
        cancel = QPushButton(translate("KioskKeypad", "Cancel"), objectName="BigButton")
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
