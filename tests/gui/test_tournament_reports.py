"""The Reports tab on a real PostgreSQL server with two stations open: the players' reports (made through the
store, as the phones' pages do) appear on both by themselves; approve one, approve all confirmed (a flagged
one left out), settle a dispute, reject, a second seat claim shown, and two stations approving the same table."""

from __future__ import annotations

import os
from pathlib import Path

import pdfplumber
import pytest

from its_desktop.persistence.events import Events

from .test_tournament_window import ScriptedPrompts

pytestmark = pytest.mark.gui


@pytest.fixture
def stations(tournament, pg_url):
    return lambda: tournament(pg_url, (1280, 720))


class Phones:
    """Two phones per table, through the same store calls as the players' pages."""

    def __init__(self, events: Events, event_id: int):
        self.events, self.seats = events, {}
        self.games = {g.table: g for g in events.games(event_id, 1) if not g.bye}

    def sit(self, table: int) -> None:
        token = self.events.table_token(self.games[table].id)
        self.seats[table] = (token, self.events.claim_seat(token, "A", f"phone A{table}"),
                             self.events.claim_seat(token, "B", f"phone B{table}"))

    def _form(self, table, side):
        token, a, b = self.seats[table]
        secret = a if side == "A" else b
        return token, secret, self.events.issue_form_token(token, secret)

    def version(self, table):
        r = self.events.report_for(self.games[table].id)
        return r.version if r else 0

    def propose(self, table, side, op_a, op_b, vp_a, vp_b):
        token, secret, form = self._form(table, side)
        return self.events.propose_report(token, side, secret, {"op_a": op_a, "op_b": op_b, "vp_a": vp_a,
                                                                "vp_b": vp_b}, form, self.version(table), "phone")

    def confirm(self, table, side):
        token, secret, form = self._form(table, side)
        return self.events.confirm_report(token, side, secret, form, self.version(table), "phone")

    def dispute(self, table, side, op_a, op_b, vp_a, vp_b):
        token, secret, form = self._form(table, side)
        return self.events.dispute_report(token, side, secret, {"op_a": op_a, "op_b": op_b, "vp_a": vp_a,
                                                                "vp_b": vp_b}, form, self.version(table), "phone")


def state_of(w, table):
    r = w.reports.report_of_table(table)
    return r.state if r else None


@pytest.mark.server
def test_two_stations_follow_and_decide_the_players_reports(stations, qtbot, pg_url, tmp_path):
    one = stations()
    assert one.create_event("Phone Open", "s16", points=300)
    for i in range(8):
        assert one.registration.add_player(f"Player {i}", f"{900 + i}", "Nomads", f"Club {i}", [])
    assert one.rounds.set_round(1, "s16/supremacy", 300)
    assert one.pairings.generate(1, seed=5) is not None and one.pairings.save()
    two = stations()
    two.open_event(one.event_id)
    one.tabs.setCurrentWidget(one.reports)
    two.tabs.setCurrentWidget(two.reports)
    assert one.reports.table.rowCount() == 4 and state_of(one, 1) is None

    with Events.open(pg_url, migrate=False) as phones_db:
        phones = Phones(phones_db, one.event_id)
        for t in (1, 2, 3, 4):
            phones.sit(t)
        phones.propose(1, "A", 7, 3, 250, 120)
        phones.confirm(1, "B")
        phones.propose(2, "B", 2, 8, 100, 280)
        phones.dispute(2, "A", 5, 5, 200, 200)
        phones.propose(3, "A", 6, 4, 200, 150)
        phones.confirm(3, "B")
        with pytest.raises(Exception, match="already taken"):
            phones_db.claim_seat(phones.seats[3][0], "A", "a third phone")
        phones.propose(4, "A", 10, 0, 300, 0)

        # Both stations show them by themselves (the database notifications), disputes first.
        for w in (one, two):
            qtbot.waitUntil(lambda w=w: state_of(w, 4) == "proposed", timeout=5000)
            assert [w.reports.rows[i][0].table for i in range(4)] == [2, 4, 1, 3]
            assert w.reports.table.item(0, 3).text().startswith("DISPUTED")
            assert w.reports.table.item(0, 4).text() == "2–8 OP, 100–280 VP"
            assert w.reports.table.item(0, 5).text() == "5–5 OP, 200–200 VP"
            assert "second phone" in w.reports.table.item(3, 6).text()
            assert w.reports.alerts.count() == 1 and "table 3, seat A" in w.reports.alerts.item(0).text()

        out = Path(os.environ.get("ITS_SCREENSHOT_DIR", tmp_path))
        out.mkdir(parents=True, exist_ok=True)
        one.grab().save(str(out / "tournament-reports.png"))

        # Approve all confirmed: table 1 lands, table 3 (flagged) is left for the organizer.
        assert one.reports.approve_all()
        assert "1 results approved" in one.reports.banner.text() and "table 3" in one.reports.banner.text()
        assert state_of(one, 1) == "approved" and state_of(one, 3) == "confirmed"
        game1 = next(g for g in one.events.games(one.event_id, 1) if g.table == 1)
        assert (game1.op_a, game1.op_b, game1.vp_a, game1.vp_b) == (7, 3, 250, 120)
        qtbot.waitUntil(lambda: state_of(two, 1) == "approved", timeout=5000)
        two.tabs.setCurrentWidget(two.results)  # a tab behind redraws when shown
        assert two.results.games and any(g.table == 1 and g.op_a == 7 for g in two.results.games)
        two.tabs.setCurrentWidget(two.reports)

        # A dispute: the organizer picks the counter (the second choice).
        one.prompts.answers["choose"] = [1]
        assert one.reports.select_table(2) and one.reports.approve_selected()
        assert next(g for g in one.events.games(one.event_id, 1) if g.table == 2).op_a == 5
        assert "players disagree" in one.prompts.asked[-1][2]

        # Two stations approve table 3 from the same view: one lands, the other says who was first.
        qtbot.waitUntil(lambda: state_of(two, 2) == "approved", timeout=5000)
        assert one.reports.select_table(3) and two.reports.select_table(3)
        assert one.reports.approve_selected()
        assert not two.reports.approve_selected()
        said = two.reports.banner.text()  # who approved it, what, and that nothing is left (no "try again")
        assert f"already approved at {one.who} (6-4 OP, 200-150 VP): nothing more to do" in said, said
        assert "seat A" not in said and "try again" not in said
        results = [c for c in one.events.history(one.event_id) if c.what == "game" and c.field == "result"]
        assert len(results) == 3

        # Reject: both players report again.
        assert one.reports.select_table(4) and one.reports.reject_selected()
        assert state_of(one, 4) == "rejected"
        phones.propose(4, "B", 3, 3, 150, 150)
        qtbot.waitUntil(lambda: state_of(two, 4) == "proposed", timeout=5000)

        # Free a seat: a new phone can claim it.
        one.prompts.answers["choose"] = [0]
        assert one.reports.select_table(3) and one.reports.release_selected()
        assert phones_db.claim_seat(phones.seats[3][0], "A", "a new phone")


def test_print_round_puts_the_players_pages_on_paper(qtbot, settings, tmp_path):
    """The window's "Print round" carries the QR codes (the address from the setting) and the seat codes."""
    from its_desktop.ui import settings as prefs
    from its_desktop.ui.tournament.window import TournamentWindow

    from ..printing.test_pack_links import decode, grey

    prefs.TOURNAMENT_PLAYERS_URL.set("http://10.1.2.3:8765/")
    w = TournamentWindow(f"sqlite:///{tmp_path / 'e.sqlite3'}")
    w.prompts = ScriptedPrompts()
    qtbot.addWidget(w)
    try:
        assert w.create_event("Paper Open", "s16", points=300)
        for i in range(4):
            assert w.registration.add_player(f"Player {i}", f"{700 + i}", "Nomads", f"Club {i}", [])
        assert w.rounds.set_round(1, "s16/supremacy", 300)
        assert w.pairings.generate(1, seed=5) is not None and w.pairings.save()
        w.events.set_strict(w.event_id, True, who="TO")
        result = w.print_round(1, tmp_path / "round1.pdf")
        assert result is not None
        g = next(x for x in w.events.games(w.event_id, 1) if x.table == 1)
        want = f"http://10.1.2.3:8765/t/{w.events.table_token(g.id)}"
        assert decode(grey(tmp_path / "round1.pdf", result.page_kinds.index("sheet 1 A") + 1)) == [want]
        assert "10.1.2.3:8765" in w.statusBar().currentMessage()
        with pdfplumber.open(tmp_path / "round1.pdf") as pdf:
            sheet = pdf.pages[result.page_kinds.index("sheet 1 A")].extract_text()
        assert w.events.seat_code(g.id, "A") in sheet and w.events.seat_code(g.id, "B") not in sheet
    finally:
        w.dispose()


def test_a_hand_swap_into_a_rematch_is_asked_about_and_the_deviation_says_so(qtbot, settings, tmp_path):
    from its_desktop.ui.tournament.window import TournamentWindow

    w = TournamentWindow(f"sqlite:///{tmp_path / 'e.sqlite3'}")
    w.prompts = ScriptedPrompts()
    qtbot.addWidget(w)
    try:
        assert w.create_event("Swap Open", "s16", points=300)
        for i in range(4):
            assert w.registration.add_player(f"Player {i}", f"{800 + i}", "Nomads", f"Club {i}", [])
        assert w.rounds.set_round(1, "s16/supremacy", 300)
        assert w.pairings.generate(1, seed=5) is not None and w.pairings.save()
        first = w.events.games(w.event_id, 1)
        for g in first:
            w.events.record_result(g.id, 5, 5, 100, 100, "TO")
        assert w.rounds.set_round(2, "s16/b-pong", 300)
        assert w.pairings.generate(2) is not None and w.pairings.save()
        p, m = first[0].a, first[0].b
        now_p = next(g for g in w.events.games(w.event_id, 2) if p in (g.a, g.b))
        q = now_p.b if now_p.a == p else now_p.a
        tab = w.pairings
        tab.round_box.setValue(2)
        w.prompts.answers["confirm"] = [False]
        assert not tab.swap(q, m, "they asked")
        assert "already met (round 1)" in w.prompts.asked[-1][2] and "Swap cancelled" in tab.banner.text()
        still = next(g for g in w.events.games(w.event_id, 2) if p in (g.a, g.b))
        assert {still.a, still.b} == {p, q}  # declined: nothing changed
        w.prompts.answers["confirm"] = [True]
        assert tab.swap(q, m, "they asked")
        tab.refresh()
        assert "warning: " in tab.deviations.toPlainText() and "already met (round 1)" in tab.deviations.toPlainText()
    finally:
        w.dispose()


def test_the_stores_refusals_reach_the_reports_tab_in_the_users_language(tournament, sqlite_url):
    from its_desktop.domain import i18n

    w = tournament(sqlite_url, (1280, 720))
    assert w.create_event("Open de Lyon", "s16", points=300)
    for i in range(4):
        assert w.registration.add_player(f"Joueur {i}", f"{900 + i}", "Nomads", f"Club {i}", [])
    assert w.rounds.set_round(1, "s16/supremacy", 300)
    assert w.pairings.generate(1, seed=5) is not None and w.pairings.save()
    w.tabs.setCurrentWidget(w.reports)
    phones = Phones(w.events, w.event_id)
    phones.sit(1)
    phones.propose(1, "A", 7, 3, 250, 120)
    i18n.set_language("fr")
    try:
        w.reports.refresh()
        assert w.reports.select_table(1)
        stale = w.reports.report_of_table(1)
        phones.confirm(1, "B")  # the report moves on under the tab's view: another station's write
        assert not w.reports.approve_selected()
        text = w.reports.banner.text()
        assert "Un autre poste a modifié le résultat de la table 1" in text and "Rien n'a été écrasé" in text, text
        assert "report" not in text, text  # what changed is named in French too
        w.reports.refresh()
        assert w.reports.select_table(1) and w.reports.approve_selected()
        assert stale is not None and w.reports.select_table(1)
        assert not w.reports.approve_selected()  # approved already: the rule's refusal, in French
        assert "ce résultat est validé : il n'y a rien à valider" in w.reports.banner.text()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("held", ["none", "ctrl", "shift"])
def test_the_selected_table_stays_selected_when_rows_reorder_whatever_keys_are_held(tournament, sqlite_url, qtbot,
                                                                                   held):
    """A refresh reorders the rows (a report moves its table up): the selection follows the table, and
    selecting a table from code selects that one table even when the keyboard still says Ctrl or Shift (a key
    event with a modifier leaves Qt's modifier state behind; selectRow then toggled or extended, and CI once
    approved table 4 for table 3)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    w = tournament(sqlite_url, (1280, 720))
    assert w.create_event("Order Open", "s16", points=300)
    for i in range(8):
        assert w.registration.add_player(f"Player {i}", f"{900 + i}", "Nomads", f"Club {i}", [])
    assert w.rounds.set_round(1, "s16/supremacy", 300)
    assert w.pairings.generate(1, seed=5) is not None and w.pairings.save()
    w.tabs.setCurrentWidget(w.reports)
    modifier = {"none": Qt.KeyboardModifier.NoModifier, "ctrl": Qt.KeyboardModifier.ControlModifier,
                "shift": Qt.KeyboardModifier.ShiftModifier}[held]
    qtbot.keyClick(w.reports.progress, Qt.Key.Key_F13, modifier)
    try:
        assert QGuiApplication.keyboardModifiers() == modifier
        phones = Phones(w.events, w.event_id)
        w.reports.refresh()
        tables = [g.table for g, _r in w.reports.rows]
        assert tables == [1, 2, 3, 4]
        assert w.reports.select_table(2) and w.reports.select_table(3)
        assert w.reports.selected()[0].table == 3
        phones.sit(4)
        phones.propose(4, "A", 7, 3, 250, 120)  # table 4 now has a report: it moves to the top
        w.reports.refresh()
        assert [g.table for g, _r in w.reports.rows][0] == 4
        assert w.reports.selected()[0].table == 3
        assert len(w.reports.table.selectionModel().selectedRows()) == 1
        assert w.reports.select_table(4) and w.reports.select_table(4)  # twice: still selected, not toggled off
        assert w.reports.selected()[0].table == 4 and w.reports.approve_selected()
        done = {g.table: g.op_a for g in w.events.games(w.event_id, 1)}
        assert done == {1: None, 2: None, 3: None, 4: 7}
    finally:
        qtbot.keyClick(w.reports.progress, Qt.Key.Key_F13)  # no modifier left behind for the next test


@pytest.mark.server
def test_approving_over_a_typed_result_asks_first_and_cancel_writes_nothing(tournament, pg_url, tmp_path):
    w = tournament(pg_url, (1280, 720))
    assert w.create_event("Replace Open", "s16", points=300)
    for i in range(4):
        assert w.registration.add_player(f"Player {i}", f"{900 + i}", "Nomads", f"Club {i}", [])
    assert w.rounds.set_round(1, "s16/supremacy", 300)
    assert w.pairings.generate(1, seed=5) is not None and w.pairings.save()
    w.tabs.setCurrentWidget(w.results)
    assert w.results.enter_result(1, 5, 5, 180, 170)  # typed at this station first
    phones = Phones(w.events, w.event_id)
    phones.sit(1)
    phones.propose(1, "A", 9, 0, 250, 90)
    phones.confirm(1, "B")
    w.tabs.setCurrentWidget(w.reports)
    assert w.reports.select_table(1)

    w.prompts.answers["reason"] = [None]  # the organizer cancels
    assert not w.reports.approve_selected()
    kind, title, text = w.prompts.asked[-1]
    assert kind == "reason" and "5–5 OP, 180–170 VP" in text and "9–0 OP, 250–90 VP" in text, text
    assert "keeps its result" in w.reports.banner.text()
    stored = next(g for g in w.events.games(w.event_id, 1) if g.table == 1)
    assert (stored.op_a, stored.op_b) == (5, 5) and state_of(w, 1) == "confirmed"

    w.prompts.answers["reason"] = ["the station typed table 2's sheet"]
    assert w.reports.select_table(1) and w.reports.approve_selected()
    stored = next(g for g in w.events.games(w.event_id, 1) if g.table == 1)
    assert (stored.op_a, stored.op_b, stored.vp_a, stored.vp_b) == (9, 0, 250, 90)
    assert any(c.why and "table 2's sheet" in c.why for c in w.events.history(w.event_id))


@pytest.mark.server
@pytest.mark.parametrize(("lang", "reported", "counter"), [
    ("fr", "2–8 PO, 100–280 PV", "5–5 PO, 200–200 PV"), ("es", "2–8 PO, 100–280 PV", "5–5 PO, 200–200 PV")])
def test_the_reports_value_texts_use_the_packs_terms_in_the_windows_language(tournament, pg_url, lang, reported,
                                                                            counter):
    from its_desktop.ui import i18n as ui_i18n

    ui_i18n.install(lang)  # as the app starts in French or Spanish (english_after_each_test puts English back)
    w = tournament(pg_url, (1280, 720))
    assert w.create_event("Open", "s16", points=300)
    for i in range(4):
        assert w.registration.add_player(f"Joueur {i}", f"{900 + i}", "Nomads", f"Club {i}", [])
    assert w.rounds.set_round(1, "s16/supremacy", 300)
    assert w.pairings.generate(1, seed=5) is not None and w.pairings.save()
    phones = Phones(w.events, w.event_id)
    phones.sit(1)
    phones.propose(1, "B", 2, 8, 100, 280)
    phones.dispute(1, "A", 5, 5, 200, 200)
    w.tabs.setCurrentWidget(w.reports)
    w.reports.refresh()
    assert w.reports.table.item(0, 4).text() == reported
    assert w.reports.table.item(0, 5).text() == counter
