"""The tally panel shows the pack readings its result rests on, with the other reading and the line."""

import pytest

from its_desktop.domain.itstable import TableDocument

pytestmark = pytest.mark.gui


def test_the_panel_shows_the_nimbus_reading_under_the_result(window, tmp_path):
    # S8 Nimbus Zone (L1635): A disconnected two antennas (one destroyed afterwards), B one. The result
    # rests on "a destroyed antenna still counts as Disconnected": the panel says so, and the other reading.
    window.open_document(TableDocument("s8/nimbus-zone", 300), None)
    window.docks["tally"].show()
    tally = window.tally
    tally.record.values = {"A": {"more-disconnected": {"game": 2}}, "B": {"more-disconnected": {"game": 1}}}
    tally.rescore()
    text = tally.result.text()
    assert tally.last_score.players["A"].line("more-disconnected").op == 3
    assert "Reading (L1635" in text and "other reading: A Disconnected antenna that is later destroyed" in text
    tally.resize(720, 640)
    tally.grab().save(str(tmp_path / "tally-nimbus-reading.png"))
    # Nothing disconnected: nothing rests on the reading, no line.
    tally.record.values = {"A": {"more-disconnected": {"game": 0}}, "B": {"more-disconnected": {"game": 0}}}
    tally.rescore()
    assert "Reading (" not in tally.result.text()
