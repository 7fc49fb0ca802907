"""The staff PIN set-up as a small window, for ``dicebox --set-kiosk-pin`` without a terminal.

On Windows the installed app is a windowed program with no console, so the terminal prompt
cannot work there; an administrator gets this window instead, types the PIN twice and copies
the ``pin_hash`` line into kiosk.ini. Nothing is written by the app itself: the config lives in
a folder only administrators can change.
"""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QGuiApplication, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n.tr import translate
from desktop.look.appearance import styled
from desktop.look.theme import DIALOG_STYLE

from .path import where_to_edit
from .pin import PIN_MAX_DIGITS, PIN_MIN_DIGITS, hash_pin, pin_problem


class PinSetupDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        styled(self, DIALOG_STYLE)  # shown on its own, with no window to inherit the look from
        self.setWindowTitle(translate("KioskSetup", "Kiosk staff PIN"))
        self.line = ""
        """The ``pin_hash = ...`` line once made."""
        digits = QRegularExpressionValidator(QRegularExpression(rf"[0-9]{{0,{PIN_MAX_DIGITS}}}"), self)
        self.pin = QLineEdit(
            echoMode=QLineEdit.EchoMode.Password, placeholderText=f"{PIN_MIN_DIGITS} to {PIN_MAX_DIGITS} digits"
        )
        self.again = QLineEdit(echoMode=QLineEdit.EchoMode.Password)
        for field in (self.pin, self.again):
            field.setValidator(digits)
            field.returnPressed.connect(self.make)
        self.problem = QLabel("")
        self.problem.setObjectName("PinProblem")
        self.problem.setProperty("role", "problem")
        self.make_button = QPushButton(translate("KioskSetup", "Make the pin_hash line"))
        self.make_button.setDefault(True)
        self.make_button.clicked.connect(self.make)
        self.line_field = QLineEdit(readOnly=True)
        self.line_field.setMinimumWidth(520)
        self.copy_button = QPushButton(translate("KioskSetup", "Copy"))
        self.copy_button.setEnabled(False)
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.line))
        self.where = QLabel(
            translate(
                "KioskSetup",
                "Add the line to the [kiosk] section of {where_to_edit} (editing it needs administrator rights).",
            ).format(where_to_edit=where_to_edit()),
            wordWrap=True,
        )
        self.where.setTextFormat(Qt.TextFormat.PlainText)  # the path may come from the environment
        form = QFormLayout()
        form.addRow(translate("KioskSetup", "New staff PIN:"), self.pin)
        form.addRow(translate("KioskSetup", "Repeat it:"), self.again)
        out = QHBoxLayout()
        out.addWidget(self.line_field, 1)
        out.addWidget(self.copy_button)
        close = QPushButton(translate("KioskSetup", "Close"))
        close.clicked.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.make_button)
        layout.addLayout(out)
        layout.addWidget(self.where)
        layout.addWidget(close)

    def make(self) -> None:
        problem = pin_problem(self.pin.text(), self.again.text())
        if problem:
            self.problem.setText(problem[0].upper() + problem[1:] + ".")
            return
        self.problem.setText("")
        self.line = f"pin_hash = {hash_pin(self.pin.text())}"
        self.line_field.setText(self.line)
        self.line_field.setCursorPosition(0)
        self.copy_button.setEnabled(True)
        self.pin.clear()
        self.again.clear()
