"""The players' pages over real sockets, on SQLite and PostgreSQL: a result proposed, confirmed and
approved; disputes; a token on the wrong table; a closed round; replayed and cross-origin posts; a taken
seat; private entries; rate limits; and a surface that listens only while started."""

from __future__ import annotations

import json
import re
import socket
import threading
import time

import pytest

from .helpers import raw_post

SECRET_CARD = "Sekret-Card-Xylophone-A"


def full_values(a_card: str = SECRET_CARD, *, a_done: bool = False, op_round1: tuple[str, str] = ("2", "1"),
                vp: tuple[str, str] = ("150", "100"), side: str = "A") -> dict[str, str]:
    """A completed Supremacy game as seat ``side`` enters it: the public measures of both players and that
    seat's own Classified card (a phone sends only its own)."""
    v = {"m.A.more-quadrants.1": op_round1[0], "m.B.more-quadrants.1": op_round1[1],
         "m.A.more-quadrants.2": "1", "m.B.more-quadrants.2": "1",
         "m.A.more-quadrants.3": "1", "m.B.more-quadrants.3": "1",
         "m.A.hacked-consoles.game": "2", "m.B.hacked-consoles.game": "0",
         "vp.A": vp[0], "vp.B": vp[1], f"cl.{side}.0.name": a_card}
    if a_done:
        v[f"cl.{side}.0.done"] = "on"
    return v


def report(site, game):
    with site.events() as ev:
        return ev.report_for(game.id)


def seated(site, game):
    token = site.token(game)
    a, b = site.phone(), site.phone()
    assert a.claim(token, "A") == 200 and b.claim(token, "B") == 200
    return token, a, b


def propose(phone, token, values, action="propose"):
    assert phone.check(token, values, action) == 200, phone.html[:500]
    return phone.send_checked(token)


def event_json(site):
    with site.events() as ev:
        token = ev.event_token(site.event)
    return json.loads(site.phone().get(f"/e/{token}/state.json")[1])


def test_propose_confirm_approve_and_the_standings_follow_within_a_second(site):
    game = site.games[0]
    token, a, b = seated(site, game)
    assert propose(a, token, full_values()) == 200
    r = report(site, game)
    assert r.state == "proposed" and r.proposed_by == "A" and (r.values.op_a, r.values.op_b) == (6, 2)
    # B sees the proposal with its score, and a confirm button; never A's unrevealed card.
    b.get(f"/t/{token}")
    # (B's own Classified Objectives, which A's phone cannot enter, are said first: "None accomplished: confirm…")
    assert "A 6 OP" in b.html and "confirm this result" in b.html.lower() and SECRET_CARD not in b.html
    assert b.post(f"/t/{token}/send", {"action": "confirm", "form": b.hidden("form"),
                                       "version": b.hidden("version")})[0] == 200
    r = report(site, game)
    assert r.state == "confirmed"
    before = event_json(site)["standings"]["rows"]
    assert all(row["tp"] == 0 for row in before)
    with site.events() as ev:
        ev.approve_report(r.id, "TO", r.version)
    approved = time.monotonic()
    seen = None
    while time.monotonic() - approved < 1.0:
        rows = event_json(site)["standings"]["rows"]
        stream = json.loads(site.server.hub.json_for(__import__("its_desktop.web.public", fromlist=["Scope"])
                                                     .Scope(event=site.event)))
        if rows[0]["tp"] == 5 and stream["event"]["standings"]["rows"][0]["tp"] == 5:
            seen = time.monotonic() - approved
            break
        time.sleep(0.05)
    assert seen is not None, "the standings did not change within a second"
    assert rows[0]["name"] == game.a_name


def test_a_disputed_result_keeps_both_versions_for_the_organizer(site):
    game = site.games[1]
    token, a, b = seated(site, game)
    assert propose(a, token, full_values()) == 200
    b.get(f"/t/{token}")
    assert "Your version" in b.html
    assert propose(b, token, full_values(a_card="", op_round1=("1", "2"), side="B"), action="dispute") == 200
    r = report(site, game)
    assert r.state == "disputed" and r.disputed_by == "B"
    assert (r.values.op_a, r.counter.op_a) != (None, None) and r.values.op_a != r.counter.op_a
    a.get(f"/t/{token}")
    assert "disputed: the organizer decides" in a.html and "Disputed by B" in a.html


def test_table_3s_seat_and_form_do_nothing_on_table_4(site):
    t3, t4 = site.games[2], site.games[3]
    tok3, a3, _b3 = seated(site, t3)
    tok4 = site.token(t4)
    assert a3.check(tok3, full_values()) == 200
    form3 = a3.hidden("form")
    secret3 = next(c.value for c in a3.jar if c.name == "its_seat")
    # table 3's cookie sent to table 4 (a browser would not: the cookie's path is table 3's page)
    status, html = raw_post("127.0.0.1", int(site.base.rsplit(":", 1)[1]), f"/t/{tok4}/send",
                            f"action=propose&form={form3}&version=0".encode(),
                            {"Content-Type": "application/x-www-form-urlencoded", "Origin": site.base,
                             "Cookie": f"its_seat={secret3}"})
    assert status == 403 and "Claim your seat first" in html
    # and table 3's page without a seat sees table 4's nothing
    status, html = a3.get(f"/t/{tok4}")
    assert status == 200 and "This phone holds seat" not in html
    assert report(site, t4) is None


def test_a_token_after_its_round_closed_reads_but_writes_nothing(site):
    game = site.games[0]
    token, a, _b = seated(site, game)
    assert a.check(token, full_values()) == 200
    form = a.hidden("form")
    with site.events() as ev:  # every table has a result, then round 2 is paired: round 1 is closed
        for g in site.games:
            ev.record_result(g.id, 4, 4, 100, 100, "TO")
        ev.set_round(site.event, 2, "s16/frostbyte", who="TO")
        ev.save_pairings(site.event, ev.pair(site.event, 2, seed=1), who="TO")
    status, html = a.get(f"/t/{token}")
    assert status == 200 and "This round is closed" in html and 'action="/t/' + token + '/check"' not in html
    status, html = a.post(f"/t/{token}/send", {"action": "propose", "form": form, "version": "0",
                                                **full_values()})
    assert status in (403, 410)
    assert report(site, game) is None
    assert site.phone().claim(token, "B") == 410


def test_a_replayed_post_does_nothing_twice(site):
    game = site.games[0]
    token, a, _b = seated(site, game)
    assert a.check(token, full_values()) == 200
    checked = a.html
    assert a.send_checked(token) == 200
    first = report(site, game)
    a.html = checked
    assert a.send_checked(token) == 409
    assert "already sent" in a.html
    again = report(site, game)
    assert again.version == first.version and again.values == first.values


def test_a_cross_origin_post_is_refused_and_saves_nothing(site):
    game = site.games[0]
    token = site.token(game)
    evil = site.phone(origin="http://evil.example")
    assert evil.claim(token, "A") == 403
    assert "not sent from this event" in evil.html
    no_origin = site.phone(origin="")
    assert no_origin.claim(token, "A") == 403
    with site.events() as ev:
        assert ev.seat_alerts(site.event, 1) == []
    # the real page can still take the seat: nothing was claimed
    assert site.phone().claim(token, "A") == 200


def test_a_second_phone_claiming_a_taken_seat_is_refused_and_the_organizer_told(site):
    game = site.games[0]
    token = site.token(game)
    first, second = site.phone(), site.phone()
    assert first.claim(token, "A") == 200
    assert second.claim(token, "A") == 409 and "already taken" in second.html
    with site.events() as ev:
        alerts = ev.seat_alerts(site.event, 1)
    assert [(x.table, x.side, x.reason) for x in alerts] == [(game.table, "A", "taken")]
    first.get(f"/t/{token}")
    assert "This phone holds seat A." in first.html


def test_the_opponents_private_entries_reach_no_other_seat_nor_the_stream(site):
    game = site.games[0]
    token, a, b = seated(site, game)
    assert propose(a, token, full_values()) == 200
    a.get(f"/t/{token}")
    assert SECRET_CARD in a.html, "the owner sees their own card"
    spectator = site.phone()
    bodies = [b.get(f"/t/{token}")[1], b.get(f"/t/{token}/state.json")[1], spectator.get(f"/t/{token}")[1],
              spectator.get(f"/t/{token}/state.json")[1], event_json(site).__repr__(),
              site.server.hub.fresh(__import__("its_desktop.web.public", fromlist=["Scope"]).Scope())]
    for body in bodies:
        assert SECRET_CARD not in body
    assert json.loads(bodies[1])["report"]["values"]["op_a"] == 6


def test_a_fulfilled_classified_is_revealed_to_the_other_seat(site):
    game = site.games[0]
    token, a, b = seated(site, game)
    assert propose(a, token, full_values(a_card="Revealed-Card", a_done=True)) == 200
    assert "Revealed-Card" in b.get(f"/t/{token}/state.json")[1]


def test_a_phone_hammering_one_table_is_slowed_down(site):
    token = site.token(site.games[0])
    phone = site.phone()
    statuses: list[int] = []

    def hammer() -> None:
        statuses.extend(site.phone().get(f"/t/{token}/state.json")[0] for _ in range(15))

    assert phone.get(f"/t/{token}/state.json")[0] == 200
    threads = [threading.Thread(target=hammer) for _ in range(8)]  # 120 requests at once, a budget of 40
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert 429 in statuses and 200 in statuses


def test_the_players_pages_listen_only_while_started(site):
    host, port = site.server.players.address
    site.server.stop_players()
    with pytest.raises(OSError):
        socket.create_connection((host, port), timeout=2).close()
    assert site.server.players is None


def test_an_unknown_or_another_events_token_is_404_and_says_nothing(site):
    phone = site.phone()
    for path in ("/t/nope", "/e/nope", "/t/" + "x" * 500, "/e/%00", "/t/%00/state.json", "/t/nope/state.json",
                 "/t/a%27%3B--/map.svg"):
        status, html = phone.get(path)
        assert status == 404 and "not (or no longer) one of this event" in html, path
    assert re.search(r"<html lang=\"en\">", html)
    assert site.server.players.errors == 0


def test_the_stores_and_the_rules_refusals_reach_each_phone_in_its_own_language(site):
    game = site.games[0]
    token = site.token(game)
    a, b = site.phone(lang="es"), site.phone(lang="fr-FR")
    assert a.claim(token, "A") == 200 and b.claim(token, "B") == 200
    # The rules' refusal of a value, in Spanish: an early end without its rounds.
    assert a.check(token, {**full_values(), "end": "time"}) == 400
    assert re.search(r'<a href="#f-rounds">Rondas completadas</a><br>indica cuántas rondas se jugaron', a.html)
    assert a.check(token, full_values()) == 200
    stale = a.html
    assert a.send_checked(token) == 200
    # The store's refusal of a move, in French: B tries to report over A's proposal (a forged post).
    b.get(f"/t/{token}")
    status, html = b.post(f"/t/{token}/send", {"action": "propose", "form": b.hidden("form"),
                                               "version": b.hidden("version"), **full_values(side="B")})
    assert status == 409 and "la place A a déjà déclaré le résultat de cette table" in html, html[-800:]
    # A version conflict, in Spanish: A's second form still says version 0, the report is at version 1.
    assert a.check(token, full_values()) == 200  # a fresh form token, on a check page of version 1
    fresh_form = a.hidden("form")
    a.html = stale.replace(re.search(r'name="form" value="([^"]*)"', stale).group(1), fresh_form)
    assert a.send_checked(token) == 409
    assert "El resultado de esta mesa cambió mientras tanto" in a.html
    assert report(site, game).version == 1, "nothing was overwritten"
    assert site.server.players.errors == 0
