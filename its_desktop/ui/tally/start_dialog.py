"""Start a recorded game: the players, their factions and who deploys first.

Player A is the one with the first turn of every round (who won the Initiative roll and chose to
act first, or was given it); the other choice the roll settles, who deploys first, is asked apart.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit

from .. import access_keys


class StartDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Start a recorded game"))
        form = QFormLayout(self)
        self.names = {p: QLineEdit() for p in ("A", "B")}
        self.factions = {p: QLineEdit() for p in ("A", "B")}
        for p in ("A", "B"):
            self.names[p].setObjectName(f"name-{p}")
            self.factions[p].setObjectName(f"faction-{p}")
            self.factions[p].setPlaceholderText(self.tr("e.g. PanOceania, Yu Jing"))
        form.addRow(self.tr("Player A (first turn of each round)"), self.names["A"])
        form.addRow(self.tr("Faction of player A"), self.factions["A"])
        form.addRow(self.tr("Player B"), self.names["B"])
        form.addRow(self.tr("Faction of player B"), self.factions["B"])
        self.deploys_first = QComboBox()
        self.deploys_first.addItem(self.tr("Player A"), "A")
        self.deploys_first.addItem(self.tr("Player B"), "B")
        form.addRow(self.tr("Deploys first"), self.deploys_first)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        access_keys.for_dialog(self)  # Alt+letter to each field and button, unique in every language

    def values(self) -> dict:
        return {"player_a": self.names["A"].text().strip() or "A",
                "player_b": self.names["B"].text().strip() or "B",
                "faction_a": self.factions["A"].text().strip() or None,
                "faction_b": self.factions["B"].text().strip() or None,
                "deploys_first": self.deploys_first.currentData()}
