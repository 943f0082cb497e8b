"""The organizer's day on the real tournament window (SQLite file per test; the window's questions answered by
a scripted organizer): a round-2 correction after round 3 is paired, the printed pack equal to the stored
pairings with a bye, hand overrides listed as deviations, a no-show without clearing the round, backups, the
event file, registration that keeps what was typed, the 10-10 warning and the OTM columns."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pdfplumber
import pytest
from PySide6.QtWidgets import QDialog

from its_desktop.persistence.events import Events

from . import test_tournament_window as base

# The window fixtures of the tournament window's tests (an isolated database, a scripted organizer).
url, make_window = base.url, base.make_window

pytestmark = pytest.mark.gui

SCENARIOS = ["s16/supremacy", "s16/b-pong", "s16/firefight", "s16/mindwipe"]


def shots(tmp_path) -> Path:
    out = Path(os.environ.get("ITS_SCREENSHOT_DIR", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    return out


def event_with(w, n, rounds_planned=4):
    w.create_event("Organizer Open", "s16", points=300, rounds_planned=rounds_planned)
    for i in range(n):
        assert w.registration.add_player(f"Player {i:02d}", str(1000 + i), "Nomads", f"Club {i % 4}")


def play(w, number, score):
    """Pair and save round ``number`` in the Pairings tab, then enter every result in the Results tab."""
    assert w.rounds.set_round(number, SCENARIOS[number - 1])
    assert w.pairings.generate(number, seed=7 if number == 1 else None) is not None
    assert w.pairings.save()
    res = w.results
    res.refresh()
    assert res.round_box.value() == number
    for g in [g for g in res.games if not g.bye]:
        op_a, op_b = score(g)
        assert res.enter_result(g.table, op_a, op_b, 25 * op_a, 25 * op_b), res.banner.text()


def test_a_round_2_correction_after_round_3_is_paired(make_window, tmp_path):
    w = make_window()
    event_with(w, 8)
    play(w, 1, lambda g: (8, 2) if g.table % 2 else (3, 3))
    play(w, 2, lambda g: (6, 4))
    assert w.rounds.set_round(3, SCENARIOS[2])
    assert w.pairings.generate(3) and w.pairings.save()
    round3 = {(g.table, g.a, g.b) for g in w.events.games(w.event_id, 3)}

    res = w.results
    w.tabs.setCurrentWidget(res)  # the Results tab shows the round being played (round 3) …
    assert res.round_box.value() == 3
    res.round_box.setValue(2)  # … the organizer picks round 2 …
    w.refresh_all()            # … and the box stays there through reloads (no snap back to round 3)
    w._poll()
    assert res.round_box.value() == 2 and {g.round for g in res.games} == {2}
    top = next(g for g in res.games if g.table == 1)
    w.prompts.answers = {"reason": ["table 1's sheet was misread"], "choose": [0]}
    assert res.enter_result(1, 0, 10, 0, 300)  # the winner was the other player, by a lot

    stored = next(g for g in w.events.games(w.event_id, 2) if g.id == top.id)
    assert (stored.round, stored.op_a, stored.op_b) == (2, 0, 10)  # landed in round 2
    assert not any(g.has_result for g in w.events.games(w.event_id, 3))  # nothing landed in round 3
    kinds = [k for k, _t, _x in w.prompts.asked]
    assert kinds[-2:] == ["reason", "choose"]  # the reason, then the offer to re-pair
    assert "round 3 was paired on" in w.prompts.asked[-1][2] and "It has no result yet" in w.prompts.asked[-1][2]
    assert res.last_correction == {"round": 2, "changed": [3], "action": "repaired"}
    assert "paired again" in res.banner.text()
    w.tabs.setCurrentWidget(res)
    assert w.grab().save(str(shots(tmp_path) / "tournament-correction.png"))
    after = {(g.table, g.a, g.b) for g in w.events.games(w.event_id, 3)}
    assert after != round3  # re-paired on the corrected standings
    history = w.events.history(w.event_id)
    assert any(c.field == "result" and c.why == "table 1's sheet was misread" for c in history)
    assert any(c.field == "round 3: paired again" for c in history)

    # The same correction, kept this time: recorded as a deviation of round 3, shown in the Pairings tab.
    w.prompts.answers = {"reason": ["back to the sheet"], "choose": [1]}
    assert res.enter_result(1, 10, 0, 300, 0)
    assert res.last_correction["action"] == "kept"
    w.tabs.setCurrentWidget(w.pairings)
    w.pairings.round_box.setValue(3)
    assert "kept as paired" in w.pairings.deviations.toPlainText()
    assert "back to the sheet" in w.pairings.deviations.toPlainText()

    w.tabs.setCurrentWidget(w.audit)
    w.audit.only_reasons.setChecked(True)
    whys = [w.audit.table.item(r, 6).text() for r in range(w.audit.table.rowCount())]
    assert "back to the sheet" in whys and "table 1's sheet was misread" in whys


def test_a_correction_needs_a_reason_and_10_10_asks_first(make_window):
    w = make_window()
    event_with(w, 4)
    play(w, 1, lambda g: (5, 3))
    res = w.results
    g = next(x for x in res.games if not x.bye)
    w.prompts.answers = {"reason": [None]}  # the organizer cancels the correction
    assert not res.enter_result(g.table, 1, 1, 10, 10)
    assert "cancelled" in res.banner.text()
    assert w.events.get_game(g.id).op_a == 5
    w.prompts.answers = {"confirm": [False]}  # 10-10: "check the score sheet" — not saved
    assert not res.enter_result(g.table, 10, 10, 300, 300)
    assert "maximum 10 OP" in w.prompts.asked[-1][2] and w.events.get_game(g.id).op_a == 5


def test_overrides_no_show_pack_backup_and_event_file(make_window, tmp_path):
    w = make_window()
    event_with(w, 7)
    w.events.set_table(w.event_id, 2, "Urban B", who="TO")
    assert w.rounds.set_round(1, SCENARIOS[0])
    assert w.pairings.generate(1, seed=3) and w.pairings.save()
    games = w.events.games(w.event_id, 1)
    t1, t2, t3 = [g for g in games if not g.bye]
    bye = next(g for g in games if g.bye)
    tab = w.pairings
    assert tab.swap(t1.a, t2.b, "club mates")
    assert tab.move_game(next(g for g in w.events.games(w.event_id, 1) if g.table == 3).id, 4, "table 3 wobbles")
    assert tab.give_bye(t1.b, "arrives at noon")
    now = w.events.games(w.event_id, 1)
    assert next(g.a for g in now if g.bye) == t1.b and any(bye.a in (g.a, g.b) for g in now if g.table == 1)
    assert not tab.swap(t1.a, t1.a, "oops") and "two different players" in tab.banner.text()
    text = tab.deviations.toPlainText()
    for why in ("club mates", "table 3 wobbles", "arrives at noon"):
        assert why in text

    # A no-show after pairing: the table becomes a bye, the rest of the round stands and plays on.
    seated = w.events.games(w.event_id, 1)
    victim = next(g for g in seated if not g.bye and g.table == 1)
    others = {(g.table, g.a, g.b) for g in seated if not g.bye and g.id != victim.id}
    assert tab.no_show(victim.id, victim.b, "not there at 10:15")
    now = w.events.games(w.event_id, 1)
    assert {(g.table, g.a, g.b) for g in now if not g.bye} == others
    assert any(g.bye and g.forfeit_by == victim.b for g in now)
    assert "not there at 10:15" in tab.deviations.toPlainText()
    w.tabs.setCurrentWidget(w.results)  # the Results tab, hidden during the no-show, redraws when shown
    assert "opponent did not turn up" in " ".join(
        w.results.table.item(r, 10).text() for r in range(w.results.table.rowCount()))

    # Print round 1: the pack holds the stored tables and the bye, never a fresh draw.
    stored = w.events.games(w.event_id, 1)
    result = w.print_round(1, tmp_path / "round1.pdf")
    assert result is not None and result.pairing == "event"
    assert {(t.table, t.a_id, t.b_id) for t in result.tables} == {(g.table, g.a, g.b) for g in stored if not g.bye}
    assert sorted(p.name for p in result.byes) == sorted(g.a_name for g in stored if g.bye)
    assert next(t.label for t in result.tables if t.table == 2) == "Urban B"
    # with the round's hand changes, worded from their stored codes
    assert any("swapped seats" in n and "club mates" in n for n in result.notes), result.notes
    assert [k for k in result.page_kinds if k.startswith(("tent", "find"))] == \
        [f"tent {t.table}" for t in result.tables] + ["find"]
    # Print tiles for table 2: the round's map at true size, every tile naming the table and its terrain
    grid = w.event_actions.print_table_tiles(1, 2, tmp_path / "table2.pdf")
    assert grid is not None
    with pdfplumber.open(tmp_path / "table2.pdf") as pdf:
        assert len(pdf.pages) == grid.pages
        assert all("Table 2 · Urban B" in p.extract_text() for p in pdf.pages)
    assert w.event_actions.print_table_tiles(1, 99, tmp_path / "none.pdf") is None
    assert not (tmp_path / "none.pdf").exists()

    # Results: the last entry before a backup is in the backup; the round's end backs up by itself.
    res = w.results
    res.refresh()
    real = [g for g in res.games if not g.bye]
    assert res.enter_result(real[0].table, 7, 3, 200, 90)
    out = w.event_actions.backup(tmp_path / "now.sqlite3")
    with Events.open(f"sqlite:///{out}", migrate=False) as copy:
        got = next(g for g in copy.games(w.event_id, 1) if g.table == real[0].table)
        assert (got.op_a, got.vp_a) == (7, 200)
    assert w.event_actions.last_backup == out
    assert res.enter_result(real[1].table, 4, 4, 100, 100)
    auto = w.event_actions.last_backup
    assert auto != out and "after round 1" in auto.name and auto.exists()

    # The event as a file: saved, imported back as a new event, the same pairings and results.
    path = w.event_actions.export_event(tmp_path / "event.json")
    data = json.loads(path.read_text())
    assert all("lists" not in p for p in data["players"])
    first = w.event_id
    new_id = w.event_actions.import_event(path)
    assert new_id not in (None, first) and w.event_id == new_id
    names = {g: (x.table, x.a_name, x.b_name, x.op_a) for g, x in enumerate(w.events.games(first, 1))}
    again = {g: (x.table, x.a_name, x.b_name, x.op_a) for g, x in enumerate(w.events.games(new_id, 1))}
    assert names == again
    assert w.event_actions.import_event(tmp_path / "round1.pdf") is None  # not an event file: a dialog
    assert w.prompts.asked[-1][0] == "warn" and "round1.pdf" in w.prompts.asked[-1][2]
    restored = w.event_actions.import_event(auto, restore=True)
    assert restored is not None and "(restored)" in w.events.get_event(restored).name

    # The OTM sheet has every column the event knows.
    w.open_event(first)
    otm = w.events.export_otm(first, fmt="csv").splitlines()
    assert "Player 1 Sectorial" in otm[0] and "Player 1 TP" in otm[0] and "Scenario" in otm[0]
    assert any("did not turn up" in line for line in otm)

    w.tabs.setCurrentWidget(w.pairings)
    w.pairings.round_box.setValue(1)
    assert w.grab().save(str(shots(tmp_path) / "tournament-pairings-overrides.png"))
    w.tabs.setCurrentWidget(w.audit)
    assert w.grab().save(str(shots(tmp_path) / "tournament-audit.png"))


def test_registration_keeps_what_was_typed_and_flags_who_is_missing(make_window, tmp_path):
    from its_desktop.ui.tournament.dialogs import PlayerDialog

    w = make_window()
    event_with(w, 2, rounds_planned=None)
    reg = w.registration
    dlg = PlayerDialog(reg, submit=lambda v: reg._submit(None, v))
    dlg.name.setText("Zoe Duplicate")
    dlg.pin.setText("1000")  # Player 00's PIN
    dlg.faction.setCurrentText("Nomads")
    dlg.sectorial.setCurrentText("Jurisdictional Command of Bakunin")
    dlg.accept()
    assert dlg.result() != QDialog.DialogCode.Accepted.value and not dlg.error.isHidden()
    assert "PIN 1000 is already registered" in dlg.error.text()
    assert dlg.name.text() == "Zoe Duplicate" and dlg.sectorial.currentText() == "Jurisdictional Command of Bakunin"
    dlg.pin.setText("1099")
    dlg.accept()
    assert dlg.result() == QDialog.DialogCode.Accepted.value
    zoe = next(p for p in reg.players if p.name == "Zoe Duplicate")
    assert (zoe.faction, zoe.sectorial) == ("Nomads", "Jurisdictional Command of Bakunin")

    report = reg.import_csv_text("Name;PIN;Army;Sectorial;Status\nAna;2001;Nomads;Corregidor;Confirmed\n"
                                 "Ben;2002;PanOceania;Military Orders;Pending\n")
    assert [p.name for p in report.added] == ["Ana", "Ben"]
    ben = next(p for p in reg.players if p.name == "Ben")
    assert ben.pending and ben.sectorial == "Military Orders"
    assert reg.check_in(ben.id)
    ben = next(p for p in reg.players if p.name == "Ben")
    assert ben.checked_in and not ben.pending
    for i in range(11):
        reg.add_player(f"Extra {i}", str(3000 + i))
    assert "S16 advises 4 rounds for 16 players" in reg.count.text()  # the season's table for 16
    row = next(r for r in range(reg.table.rowCount()) if reg.table.item(r, 0).text() == "Ben")
    assert reg.table.item(row, 7).text() == "yes"
    ana = next(p for p in reg.players if p.name == "Ana")
    w.events.update_player(ana.id, pending=True, who="TO")
    assert w.rounds.set_round(1, SCENARIOS[0]) and w.pairings.generate(1, seed=1)
    warning = w.pairings.banner.text()
    assert "pending registrations: Ana" in warning and "not checked in: " in warning and "Ben" not in warning
    assert reg.grab().save(str(shots(tmp_path) / "tournament-registration.png"))
