"""End to end on one station, on an SQLite file and on PostgreSQL: two players' phones (the real pages, over
HTTP) enter and confirm a result, the organizer's Reports tab shows it by itself and approves it in one click,
and the standings on the event page and on the stream follow within a second."""

from __future__ import annotations

import json
import time

import pytest

from its_desktop.web.public import Scope
from its_desktop.web.server import OverlayServer
from tests.web.helpers import Phone
from tests.web.test_players_http import SECRET_CARD, full_values

pytestmark = [pytest.mark.gui, pytest.mark.serial]  # times a phone's result reaching the window


def test_phones_report_the_window_approves_and_the_standings_follow(qtbot, settings, any_url):
    from its_desktop.ui.tournament.window import TournamentWindow

    from .test_tournament_window import ScriptedPrompts

    w = TournamentWindow(any_url)
    w.prompts = ScriptedPrompts()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    server = None
    try:
        assert w.create_event("Phone Open", "s16", points=300)
        for i in range(8):
            assert w.registration.add_player(f"Player {i}", f"{900 + i}", "Nomads", f"Club {i}", [])
        assert w.rounds.set_round(1, "s16/supremacy", 300)
        assert w.pairings.generate(1, seed=5) is not None and w.pairings.save()
        w.tabs.setCurrentWidget(w.reports)
        server = OverlayServer(any_url, "127.0.0.1", 0).start()
        assert server.ready(10)
        players = server.start_players(w.event_id, "127.0.0.1", 0)
        game = next(g for g in w.events.games(w.event_id, 1) if g.table == 1)
        token = w.events.table_token(game.id)
        a, b = Phone(players.url("").rstrip("/")), Phone(players.url("").rstrip("/"))
        assert a.claim(token, "A") == 200 and b.claim(token, "B") == 200
        assert a.check(token, full_values()) == 200 and a.send_checked(token) == 200
        b.get(f"/t/{token}")
        assert SECRET_CARD not in b.html
        assert b.post(f"/t/{token}/send", {"action": "confirm", "form": b.hidden("form"),
                                           "version": b.hidden("version")})[0] == 200
        def confirmed() -> bool:
            r = w.reports.report_of_table(1)
            return r is not None and r.state == "confirmed"

        qtbot.waitUntil(confirmed, timeout=5000)  # the tab follows the database by itself
        assert w.reports.select_table(1)
        assert w.reports.approve_selected()
        approved = time.monotonic()
        event_token = w.events.event_token(w.event_id)
        while True:
            page = json.loads(Phone(players.url("").rstrip("/")).get(f"/e/{event_token}/state.json")[1])
            stream = json.loads(server.hub.json_for(Scope(event=w.event_id)))["event"]
            if page["standings"]["rows"][0]["tp"] == 5 and stream["standings"]["rows"][0]["tp"] == 5:
                break
            assert time.monotonic() - approved < 1.0, "the standings did not follow within a second"
            time.sleep(0.05)
        assert page["standings"]["rows"][0]["name"] == game.a_name
    finally:
        if server is not None:
            server.stop()
        w.dispose()
