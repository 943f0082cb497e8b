"""The organizer picks the pack's event format in the event dialog; the rounds tab then offers each round's
own mission and forces, and refuses the rest with the pack's reason."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path, settings):
    from its_desktop.ui.tournament.window import TournamentWindow

    w = TournamentWindow(f"sqlite:///{tmp_path / 'event.sqlite3'}")
    qtbot.addWidget(w)
    w.resize(1180, 760)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.dispose()


def test_the_event_dialog_sets_the_format_extra(window):
    from its_desktop.ui.tournament.dialogs import EventDialog

    dlg = EventDialog(window)
    dlg.season.setCurrentIndex(dlg.season.findData("s10"))
    formats = [dlg.format.itemData(i) for i in range(dlg.format.count())]
    assert formats == ["tournament", "escalation_tournament", "league", "escalation_league"]
    assert "escalation_league" not in dlg.extra_checks  # chosen through the format, not a box
    dlg.format.setCurrentIndex(dlg.format.findData("escalation_league"))
    dlg.name.setText("Liga Xenotech")
    dlg.extra_checks["spec_ops"].setChecked(True)
    values = dlg.values()
    assert values["extras"] == ["escalation_league", "spec_ops"]
    ev = window.create_event(**values)
    assert ev is not None and ev.extras == ("escalation_league", "spec_ops")
    again = EventDialog(window, ev)
    assert again.format.currentData() == "escalation_league"


def test_league_rounds_offer_their_own_mission(window, tmp_path):
    assert window.create_event("Liga Xenotech", "s10", extras=["escalation_league"]) is not None
    rounds = window.rounds
    window.tabs.setCurrentWidget(rounds)
    assert rounds.table.rowCount() == 6
    assert "ITS Season 10, Escalation League, 6 rounds, Extras: none" in rounds.summary.text()  # the season by its name
    rounds.round_box.setValue(3)
    offered = [rounds.scenario_box.itemData(i) for i in range(rounds.scenario_box.count())]
    points = [rounds.points_box.itemData(i) for i in range(rounds.points_box.count())]
    assert (offered, points) == (["s10/league-round-3"], [150])
    assert not rounds.set_round(1, "s10/league-round-1", 400)
    assert "SIDE A: 100 points" in rounds.banner.text()
    for n in range(1, 7):
        assert rounds.set_round(n, f"s10/league-round-{n}")
    assert rounds.table.item(5, 1).text() == "Escalation League Round Six"
    assert rounds.table.item(5, 2).text() == "300"
    window.grab().save(str(tmp_path / "league-rounds.png"))


def test_the_notes_say_a_training_round_has_no_lieutenant(qtbot):
    from its_desktop.domain.mission import catalog
    from its_desktop.ui.panels import NotesPanel

    panel = NotesPanel()
    qtbot.addWidget(panel)
    panel.show_mission(catalog.mission("s10/league-round-1", 100))  # L3442, L3444
    text = panel.toPlainText()
    assert "Armies include no Lieutenant" in text and "Advanced Rules are not used" in text
    panel.show_mission(catalog.mission("s10/league-round-3", 150))  # L3522: only the Advanced Rules
    text = panel.toPlainText()
    assert "Lieutenant" not in text.split("Objectives")[0] and "Advanced Rules are not used" in text
    panel.show_mission(catalog.mission("s10/supremacy", 300))
    assert "Special conditions" not in panel.toPlainText()


def test_strict_mode_is_a_box_in_new_event_and_event_settings_and_is_remembered(window, tmp_path):
    import os
    from pathlib import Path

    from its_desktop.ui.tournament.dialogs import EventDialog

    dlg = EventDialog(window)
    assert not dlg.strict.isChecked()
    dlg.name.setText("Prize Open")
    dlg.strict.setChecked(True)
    out = Path(os.environ.get("ITS_SCREENSHOT_DIR", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    dlg.show()
    assert dlg.grab().save(str(out / "event-dialog-strict.png"))
    ev = window.create_event(**dlg.values())
    assert ev is not None and window.events.is_strict(ev.id)
    again = EventDialog(window, ev, strict=window.events.is_strict(ev.id))
    assert again.strict.isChecked()  # Event settings shows what is stored
    again.strict.setChecked(False)
    values = again.values()
    values.pop("season")
    assert window.update_event(**values) is not None
    assert not window.events.is_strict(ev.id)
