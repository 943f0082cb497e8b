"""The tally names harming the HVT as the Spanish pack does (S8 L433: "causa daño (dejando en estado Nulo) a una
Figura HVT"), and as the rest of the Spanish catalog agrees it ("la HVT enemiga"): s41 trial item 23 read "HVT enemigo
herido por"."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from its_desktop.domain.itstable import TableDocument

pytestmark = pytest.mark.gui


def test_the_spanish_tally_says_the_hvt_was_damaged_in_the_feminine(window, qtbot):
    from its_desktop.ui import i18n

    i18n.install("es")
    try:
        window.open_document(TableDocument("s8/antenna-field", 300), None)
        window.tally.set_game(window.controller.mission)
        texts = [w.text() for w in window.tally.findChildren(QLabel) if "HVT" in w.text()]
    finally:
        i18n.install("en")
    assert any(t.startswith("HVT enemiga dañada por") for t in texts), texts
    assert not any("herido" in t or "HVT enemigo" in t for t in texts), texts
