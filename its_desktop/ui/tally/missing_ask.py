"""Before a game is taken as ended: the values still not entered, one line each, entered or confirmed as 0.

The rules (which values the score reads, and the edits that enter them as 0) are the model's
(:meth:`~its_desktop.domain.tally.model.TallyModel.missing`); this only asks the person.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from its_desktop.domain.tally.model import TallyModel


def tr(text: str) -> str:
    return QCoreApplication.translate("TallyMissing", text)


def ask(parent: QWidget, model: TallyModel) -> bool:
    """True when nothing the score reads is missing, or the person confirmed every missing value is 0 (they
    are then entered as 0); False when they chose to enter them (the game stays in progress)."""
    missing = model.missing()
    if not missing:
        return True
    box = QMessageBox(QMessageBox.Icon.Warning, tr("Values not entered"),
                      tr("The result is not right yet: these values were never entered, and each would "
                         "count as 0."), QMessageBox.StandardButton.NoButton, parent)
    box.setInformativeText("\n".join(m.text for m in missing))
    enter = box.addButton(tr("&Enter them"), QMessageBox.ButtonRole.RejectRole)
    zero = box.addButton(tr("They are &0"), QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(enter)  # a stray Return never enters zeros
    box.setEscapeButton(enter)
    box.exec()
    if box.clickedButton() is not zero:
        return False
    model.enter_zeros(missing)
    return True


settled = ask  # what the sheet calls (the GUI tests that end games for other reasons answer it once, in conftest)
