"""One input cell of the tally: a check box for a yes/no measure, a number box for a count."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QAbstractSpinBox, QCheckBox, QDoubleSpinBox, QHBoxLayout, QSpinBox, QWidget

if TYPE_CHECKING:
    # A type only: the window's closing imports this module for commit_typing, and the tally's rules (~60 ms)
    # would load with it on every exit, the sheet never shown.
    from its_desktop.domain.tally.record import Value

SOURCE_COLOURS = {"table": QColor(214, 232, 255), "override": QColor(255, 222, 170), "asked": None}


class MeasureInput(QWidget):
    """Emits ``edited(value)`` only for a person's edit, never when the program sets the value."""

    edited = Signal(object)

    def __init__(self, kind: str, maximum: float | None, parent=None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 0)
        self.kind = kind
        self._quiet = True  # the initial "not entered" value is not an edit
        self.source = "asked"
        self.box: QCheckBox | QDoubleSpinBox | QSpinBox
        if kind == "flag":
            check = QCheckBox()
            check.toggled.connect(lambda v: self._emit(bool(v)))
            self.box = check
        elif kind == "number":
            number = QDoubleSpinBox()
            number.setDecimals(0)
            number.setRange(0, maximum if maximum is not None else 9999)
            number.setSpecialValueText("–")
            number.setMinimum(-1)
            number.valueChanged.connect(lambda v: self._emit(None if v < 0 else v))
            number.setValue(-1)
            self.box = number
        else:
            count = QSpinBox()
            count.setRange(-1, int(maximum) if maximum is not None else 99)
            count.setSpecialValueText("–")  # -1 shows as "–": not entered yet
            count.valueChanged.connect(lambda v: self._emit(None if v < 0 else v))
            count.setValue(-1)
            self.box = count
        # As wide as its longest value (a cell widened by its header or "as above" leaves room around it).
        self.box.setMaximumWidth(self.box.sizeHint().width())
        layout.addWidget(self.box, 0, Qt.AlignmentFlag.AlignCenter)
        self._quiet = False

    def _emit(self, value: Value | None) -> None:
        if not self._quiet:
            self.edited.emit(value)

    def set_value(self, value: Value | None, source: str = "asked") -> None:
        self._quiet = True
        if isinstance(self.box, QCheckBox):
            self.box.setChecked(bool(value))
        elif isinstance(self.box, QDoubleSpinBox):
            self.box.setValue(-1 if value is None else value)
        else:
            self.box.setValue(-1 if value is None else int(value))
        self._quiet = False
        colour = SOURCE_COLOURS.get(source)
        palette = self.box.palette()
        role = QPalette.ColorRole.Base if self.kind != "flag" else QPalette.ColorRole.Window
        palette.setColor(role, colour or self.palette().color(QPalette.ColorRole.Base))
        self.box.setPalette(palette)
        self.box.setAutoFillBackground(colour is not None)
        self.source = source

    def value(self) -> Value | None:
        if isinstance(self.box, QCheckBox):
            return self.box.isChecked()
        v = self.box.value()
        return None if v < 0 else v


def keep_to_size(root: QWidget) -> None:
    """Every number box under ``root`` as wide as its longest value: never stretched across a line."""
    for box in root.findChildren(QAbstractSpinBox):
        box.setMaximumWidth(box.sizeHint().width())


def whole_numbers(root: QWidget) -> None:
    """Every number box under ``root`` hands its number on when it is committed (Return, Tab, leaving the box,
    an arrow step), not at each digit: "12" typed is one edit (one write, one line of the game's history, one
    question for a finished game's correction), never "1" and then "12"."""
    for box in root.findChildren(QAbstractSpinBox):
        box.setKeyboardTracking(False)


def commit_typing() -> None:
    """The number being typed in the focused box, committed now (before the window closes or the round
    ends, where the box would not lose its focus first): nothing typed is lost."""
    from PySide6.QtWidgets import QApplication

    focus = QApplication.focusWidget()
    while focus is not None and not isinstance(focus, QAbstractSpinBox):
        focus = focus.parentWidget()
    if focus is not None:
        focus.interpretText()
