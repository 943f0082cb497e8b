"""The referee enters the winner of S8 Supremacy's Face to Face WIL roll on the tally panel (S8
L1247-1251), and the console's point goes where the pack says; other scenarios show no such entry."""

import os

import pytest
from PySide6.QtCore import Qt

from its_desktop.domain.mission import catalog
from its_desktop.domain.tally import changes
from its_desktop.ui.tally.panel import TallyPanel
from tests.tally.helpers import table, trooper

pytestmark = pytest.mark.gui

# console-1 hacked by A only, console-4 by B only, console-2 by both; a Specialist each survives.
TROOPERS = [trooper("a1", "A", 6, 4, 20, tags=["hacker"]), trooper("b1", "B", 6, 44, 20, tags=["engineer"])]
MARKERS = [{"id": "console-1", "activated_by": ["A"]}, {"id": "console-2", "activated_by": ["A", "B"]},
           {"id": "console-4", "activated_by": ["B"]}]


def _consoles_op(panel):
    return tuple(panel.last_score.players[p].line("hacked-consoles").op for p in "AB")


def test_the_referee_enters_the_roll_offs_winner_and_the_score_follows(qtbot, tmp_path):
    panel = TallyPanel()
    qtbot.addWidget(panel)
    mission, state, evaluation = table("s8/supremacy", 300, TROOPERS, markers=MARKERS)
    panel.set_game(mission)
    stored = []
    panel.changed.connect(stored.append)  # what the session stores as the game's entries
    for r in (1, 2, 3):
        panel.end_round(r, evaluation, state)
    assert not panel.rolloff.isHidden()
    box = panel.rolloff.boxes["console-2"]
    assert box.accessibleName() == "Face to Face WIL Roll winner, Console 2"
    assert box.currentData() is None  # not rolled yet: the table cannot count console-2
    assert panel.model.value("A", "hacked-consoles", "game") is None
    # L1249 'Aquel que gane la Tirada Enfrentada podrá contabilizar el Punto de Objetivo': B won.
    # L1191 one OP per hacked console: A has console-1 (1), B console-2 and console-4 (2).
    box.setCurrentIndex(box.findData("B"))
    assert changes.ContestedChanged("console-2", "B") in stored
    assert panel.record.contested == {"console-2": "B"}
    assert _consoles_op(panel) == (1, 2)
    row = [o.id for o in mission.scenario.scoring].index("hacked-consoles")
    assert [panel.grid.item(row, panel.op_column(p)).text() for p in "AB"] == ["1", "2"]  # what the sheet shows
    # A won it after all (a corrected entry): 2 to 1.
    box.setCurrentIndex(box.findData("A"))
    assert _consoles_op(panel) == (2, 1)
    # L1251: the point can be lost; each keeps their own console.
    box.setCurrentIndex(box.findData("none"))
    assert _consoles_op(panel) == (1, 1)
    box.setCurrentIndex(box.findData("A"))
    panel.resize(760, 900)
    panel.show()
    qtbot.waitExposed(panel)
    panel.grab().save(str(tmp_path / "tally-rolloff.png"))
    if os.environ.get("ITS_SHOT_DIR"):
        panel.grab().save(os.path.join(os.environ["ITS_SHOT_DIR"], "tally-rolloff.png"))
    # A stored game shown again keeps the winner in its box.
    panel.show_stored(panel.record, in_progress=False)
    assert panel.rolloff.boxes["console-2"].currentData() == "A"


def test_no_roll_off_entry_where_the_scenario_counts_a_console_for_both(qtbot):
    panel = TallyPanel()
    qtbot.addWidget(panel)
    panel.set_game(catalog.mission("s16/supremacy", 300))  # S16 L2740: both players count it
    assert panel.rolloff.isHidden() and panel.rolloff.boxes == {}
    panel.set_game(catalog.mission("s8/supremacy", 300))
    assert not panel.rolloff.isHidden() and len(panel.rolloff.boxes) == 4
    assert Qt.FocusPolicy.NoFocus != panel.rolloff.boxes["console-1"].focusPolicy()  # reachable by keyboard
