"""Who may change a deck's turn-by-turn list in a player's view.

The packs' shared decks are Open Information (Highly Classified L1985: "The Main Classified Objectives are Open
Information"; the cards are drawn and shown to the adversary, L1987), so both players read every card, accomplished
or not; only its owner (or the referee) changes a player's list. A deck the scenario marks not open is hidden from
the opponent's view with the Classified boxes (the sheet's ``private_widgets``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton


def deck_log_read_only(dialog: QDialog) -> None:
    """The list shown, not editable: its rows greyed, no add or remove, and the title says so."""
    dialog.setWindowTitle(dialog.windowTitle() + " · " + QCoreApplication.translate("TallyDeckView", "read only"))
    table = getattr(dialog, "table", None)
    if table is not None:
        table.setEnabled(False)
    for button in dialog.findChildren(QPushButton):
        if not isinstance(button.parent(), QDialogButtonBox):
            button.hide()
