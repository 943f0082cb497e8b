"""The tally panel says what changed as typed, frozen values (no "A|obj|key" strings to parse)."""

import dataclasses

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.tally import changes
from its_desktop.ui.tally.panel import TallyPanel
from its_desktop.domain.mission.frozen import replace

pytestmark = pytest.mark.gui


@pytest.fixture
def panel(qtbot, settings):
    p = TallyPanel()
    qtbot.addWidget(p)
    p.set_game(catalog.mission("s16/supremacy", 300))
    seen: list[object] = []
    p.changed.connect(seen.append)
    p.seen = seen
    return p


def test_every_edit_is_one_typed_change(panel):
    panel.cell("A", "more-quadrants", "2").edited.emit(3)
    panel.slot_box("B", 0, "fulfilled").setChecked(True)
    panel.vp_box("A").setValue(120)
    panel.vp_box("A").setValue(-1)
    panel.rounds.setValue(2)
    panel.end_reason.setCurrentIndex(panel.end_reason.findData("retreat"))
    assert panel.seen == [
        changes.MeasureChanged("A", "more-quadrants", "2", 3),
        changes.ClassifiedChanged("B", 0, panel.record.classified["B"][0]),
        changes.VictoryPointsChanged("A", 120),
        changes.VictoryPointsChanged("A", None),
        changes.RoundsCompletedChanged(2),
        changes.EndReasonChanged("retreat"),
    ]
    for change in panel.seen:
        with pytest.raises(dataclasses.FrozenInstanceError):
            change.player = "Z"  # type: ignore[misc]


def test_a_change_does_not_share_the_records_objects(panel):
    panel.slot_box("A", 0, "fulfilled").setChecked(True)
    sent = panel.seen[-1]
    panel.slot_box("A", 0, "fulfilled").setChecked(False)  # the record's slot changes again
    assert sent.slot.fulfilled is True
    assert panel.seen[-1].slot.fulfilled is False


def test_filling_from_the_table_reports_each_value(panel):
    from its_desktop.domain.evaluator import Evaluator
    from its_desktop.domain.table import TableState, Trooper

    mission = panel.mission
    state = TableState("s16/supremacy", 300, (Trooper("a1", "A", 6, 6, 25, 30),), round=1)
    evaluation = Evaluator(mission).evaluate(state)
    panel.fill_from_table(evaluation, state, 1, game_end=False)
    measures = [c for c in panel.seen if isinstance(c, changes.MeasureChanged)]
    assert measures and all(c.key == "1" for c in measures)
    assert {(c.player, c.objective) for c in measures} >= {("A", "more-quadrants"), ("B", "more-quadrants")}


def test_the_sheet_has_the_seasons_rounds(panel):
    mission = catalog.mission("s16/supremacy", 300)
    longer = dataclasses.replace(mission, season=replace(mission.season, rounds=4))
    panel.set_game(longer)
    assert panel.grid.columnCount() == 1 + 2 * (4 + 1) + 2
    assert panel.grid.horizontalHeaderItem(panel.column("B", "4")).text() == "B 4"
    assert panel.grid.cellWidget(0, panel.column("A", "4")) is panel.cell("A", "more-quadrants", "4")
    assert panel.rounds.maximum() == 4
    panel.set_game(mission)
    assert panel.grid.columnCount() == 11 and panel.rounds.maximum() == 3
