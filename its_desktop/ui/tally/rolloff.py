"""The referee's entry for a roll-off: who won the Face to Face roll for a marker both players hold,
where the scenario's data says a roll-off settles it (``contested = roll_off``: S8 Supremacy's
consoles, L1247-1251). One choice per such marker; nothing shown for any other scenario. The box
only says what was chosen (a ``ContestedChanged``); the tally's model applies it and counts again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QWidget

from its_desktop.domain.tally import changes

if TYPE_CHECKING:
    from its_desktop.domain.tally.model import TallyModel
    from its_desktop.domain.tally.record import GameRecord


class RollOffBox(QGroupBox):
    edited = Signal(object)  # a changes.ContestedChanged

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Face to Face WIL Roll (console hacked by both): winner"))
        self.setToolTip(self.tr("Only for a console hacked by both players while both have surviving "
                                "Specialists; otherwise the table decides it"))
        self.form = QFormLayout(self)
        # A choice as wide as its longest entry, beside its console: not stretched across the dock.
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.boxes: dict[str, QComboBox] = {}  # marker id -> its winner's choice
        self.hide()

    def show_game(self, model: TallyModel) -> None:
        """One choice per marker the scenario settles by a roll-off; hidden where there is none."""
        while self.form.rowCount():
            self.form.removeRow(0)
        self.boxes = {}
        from its_desktop.domain.referee_text import objective_names

        names = objective_names(model.mission.markers)  # "Console 2", "Half A": as the table names them
        for mid in model.contested_markers():
            box = QComboBox()
            # None: not rolled yet (the players' count stands); "none": the point is lost (L1251).
            for text, winner in ((self.tr("not rolled yet"), None), (self.tr("Player %1").replace("%1", "A"), "A"),
                                 (self.tr("Player %1").replace("%1", "B"), "B"), (self.tr("nobody"), "none")):
                box.addItem(text, winner)
            name = names.get(mid) or mid
            box.setAccessibleName(self.tr("Face to Face WIL Roll winner, %1").replace("%1", name))
            box.currentIndexChanged.connect(lambda _i, mid=mid, box=box: self.edited.emit(
                changes.ContestedChanged(mid, box.currentData())))
            label = QLabel(name)
            label.setBuddy(box)
            self.form.addRow(label, box)
            self.boxes[mid] = box
        self.setVisible(bool(self.boxes))

    def show_record(self, record: GameRecord) -> None:
        """The winners the record holds (signals held: showing is not editing)."""
        for mid, box in self.boxes.items():
            box.blockSignals(True)
            box.setCurrentIndex(max(0, box.findData(record.contested.get(mid))))
            box.blockSignals(False)


__all__ = ["RollOffBox"]
