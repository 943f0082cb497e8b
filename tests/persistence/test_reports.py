"""The players' reports on SQLite and a real PostgreSQL server (``any_url``): tokens, seats, single-use forms,
propose → confirm → approve through ``record_result``, disputes, rejections, closed rounds, replays, wrong
seats, strict mode, 30 tables reporting at once, and two stations approving the same report."""

from __future__ import annotations

import threading

import pytest

from its_desktop.domain.errors import InputError
from its_desktop.domain.tournament.reports import (FLAG_HAD_RESULT, FLAG_SECOND_CLAIM, FormReplayed, ReportError,
                                                   ReportStateError, RoundClosed, SeatCodeError, SeatTaken,
                                                   UnknownToken, WrongSeat)
from its_desktop.persistence.events import EventConflictError, Events
from its_desktop.persistence.notify import subscribe

from .test_notify import Heard


@pytest.fixture
def events(any_url):
    with Events.open(any_url) as repo:
        yield repo


def paired_event(events, players=8, name="Reported Open"):
    ev = events.create_event(name, "s16", points=300, who="TO")
    for i in range(players):
        events.add_player(ev.id, f"Player {i}", faction="PanOceania", club=f"Club {i % 3}", who="TO")
    events.set_round(ev.id, 1, "s16/supremacy", who="TO")
    games = events.save_pairings(ev.id, events.pair(ev.id, 1, seed=3), who="TO")
    return ev, [g for g in games if not g.bye]


def seated(events, game):
    token = events.table_token(game.id)
    return token, events.claim_seat(token, "A", "phone A"), events.claim_seat(token, "B", "phone B")


def result(op_a=6, op_b=3, vp_a=210, vp_b=140, record=None):
    out = {"op_a": op_a, "op_b": op_b, "vp_a": vp_a, "vp_b": vp_b}
    if record is not None:
        out["record"] = record
    return out


def propose(events, token, side, secret, values, version=0):
    return events.propose_report(token, side, secret, values, events.issue_form_token(token, secret), version,
                                 f"phone {side}")


def confirm(events, token, side, secret, version):
    return events.confirm_report(token, side, secret, events.issue_form_token(token, secret), version,
                                 f"phone {side}")


def test_propose_confirm_approve_records_the_result_and_audits_each_step(events):
    ev, games = paired_event(events)
    g = games[0]
    token, a, b = seated(events, g)
    access = events.resolve_table_token(token)
    assert (access.event_id, access.event_game_id, access.round, access.table, access.open) == \
        (ev.id, g.id, 1, g.table, True)
    assert events.table_token(g.id) == token  # made once, then kept
    assert events.resolve_event_token(events.event_token(ev.id)) == ev.id
    r = propose(events, token, "A", a, result())
    assert (r.state, r.proposed_by, r.version, r.table, r.flags) == ("proposed", "A", 1, g.table, ())
    r = confirm(events, token, "B", b, r.version)
    assert (r.state, r.version) == ("confirmed", 2)
    assert events.get_game(g.id).op_a is None  # nothing counts before the organizer approves
    r = events.approve_report(r.id, "TO", r.version)
    assert (r.state, r.decided_by) == ("approved", "TO")
    stored = events.get_game(g.id)
    assert (stored.op_a, stored.op_b, stored.vp_a, stored.vp_b) == (6, 3, 210, 140)
    trail = [(c.what, c.field, c.who) for c in events.history(ev.id) if c.what in ("report", "seat")
             or (c.what == "game" and c.field == "result")]
    assert trail == [("seat", "claim:A", f"table {g.table} seat A"), ("seat", "claim:B", f"table {g.table} seat B"),
                     ("report", "propose", f"table {g.table} seat A"), ("report", "confirm", f"table {g.table} seat B"),
                     ("game", "result", "TO"), ("report", "approve", "TO")]
    devices = {c.why for c in events.history(ev.id) if c.what in ("report", "seat") and c.who != "TO"}
    assert devices == {"device: phone A", "device: phone B"}
    with pytest.raises(ReportStateError):  # approved: the players cannot change it any more
        propose(events, token, "A", a, result(1, 1, 0, 0), r.version)


def test_the_values_are_checked_like_record_result_and_a_refused_write_keeps_its_form(events):
    _, games = paired_event(events)
    token, a, _ = seated(events, games[0])
    form = events.issue_form_token(token, a)
    with pytest.raises(ReportError) as bad:
        events.propose_report(token, "A", a, result(op_a=12), form, 0, "phone")
    assert bad.value.field == "values.op_a" and "0 to 10" in str(bad.value)
    with pytest.raises(ReportError) as bad:
        events.propose_report(token, "A", a, result(vp_b=301), form, 0, "phone")
    assert bad.value.field == "values.vp_b" and "300" in str(bad.value)
    for wrong in ("6", None, [6, 3], {"op_a": 6}, {**result(), "tp_a": 4}, result(op_a=True)):
        with pytest.raises(InputError):
            events.propose_report(token, "A", a, wrong, form, 0, "phone")
    assert events.report_for(games[0].id) is None
    assert events.propose_report(token, "A", a, result(), form, 0, "phone").state == "proposed"


def test_a_replayed_form_does_nothing_twice_and_says_so(events):
    _, games = paired_event(events)
    token, a, b = seated(events, games[0])
    form = events.issue_form_token(token, a)
    first = events.propose_report(token, "A", a, result(), form, 0, "phone")
    with pytest.raises(FormReplayed) as again:
        events.propose_report(token, "A", a, result(), form, 0, "phone")
    assert again.value.report == first
    r = confirm(events, token, "B", b, 1)
    with pytest.raises(FormReplayed) as late:  # replayed after the other seat moved: still nothing
        events.propose_report(token, "A", a, result(1, 1, 1, 1), form, 0, "phone")
    assert late.value.report == r and events.report_for(games[0].id) == r


def test_wrong_seats_wrong_tables_and_forged_forms_are_refused(events):
    _, games = paired_event(events)
    t3, a3, b3 = seated(events, games[0])
    t4, a4, _ = seated(events, games[1])
    with pytest.raises(WrongSeat):  # B's phone posting as A
        events.propose_report(t3, "A", b3, result(), events.issue_form_token(t3, b3), 0, "phone")
    with pytest.raises(WrongSeat):  # table 3's seat on table 4's page
        events.issue_form_token(t4, a3)
    with pytest.raises(WrongSeat):  # a form issued to table 4 posted on table 3
        events.propose_report(t3, "A", a3, result(), events.issue_form_token(t4, a4), 0, "phone")
    with pytest.raises(WrongSeat):
        events.propose_report(t3, "A", "", result(), "x", 0, "phone")
    with pytest.raises(WrongSeat):
        events.propose_report(t3, "A", a3, result(), "forged", 0, "phone")
    with pytest.raises(UnknownToken):
        events.claim_seat("nope", "A", "phone")
    with pytest.raises(UnknownToken):
        events.resolve_table_token("x" * 500)
    with pytest.raises(ReportError):
        events.claim_seat(t3, "C", "phone")
    r = propose(events, t3, "A", a3, result())
    with pytest.raises(ReportStateError):  # the proposer cannot confirm itself
        confirm(events, t3, "A", a3, r.version)
    with pytest.raises(ReportStateError):  # nor can B propose over A's proposal
        propose(events, t3, "B", b3, result(), r.version)
    assert events.report_for(games[0].id) == r and events.report_for(games[1].id) is None


def test_a_second_phone_on_a_taken_seat_is_refused_and_shown_to_the_organizer(events):
    ev, games = paired_event(events)
    token, a, b = seated(events, games[0])
    with pytest.raises(SeatTaken):
        events.claim_seat(token, "A", "someone else's phone")
    alerts = events.seat_alerts(ev.id, 1)
    assert [(x.table, x.side, x.reason, x.device) for x in alerts] == \
        [(games[0].table, "A", "taken", "someone else's phone")]
    r = confirm(events, token, "B", b, propose(events, token, "A", a, result()).version)
    assert FLAG_SECOND_CLAIM in r.flags
    t2, a2, b2 = seated(events, games[1])
    clean = confirm(events, t2, "B", b2, propose(events, t2, "A", a2, result(5, 5, 100, 100)).version)
    bulk = events.approve_confirmed(ev.id, 1, "TO")
    assert [x.id for x in bulk.approved] == [clean.id]
    assert [x.id for x, _ in bulk.skipped] == [r.id] and "second-claim" in bulk.skipped[0][1]
    assert events.report_for(games[0].id).state == "confirmed"
    events.release_seat(games[0].id, "A", who="TO")  # the organizer frees the seat: a new phone may take it
    assert events.claim_seat(token, "A", "new phone")


def test_strict_mode_needs_the_players_own_code(events):
    ev, games = paired_event(events)
    g = games[0]
    events.set_strict(ev.id, True, who="TO")
    token = events.table_token(g.id)
    code_a, code_b = events.seat_code(g.id, "A"), events.seat_code(g.id, "B")
    assert len(code_a) == 6 and code_a != code_b and code_a.isalnum() and code_a.isupper()
    with pytest.raises(SeatCodeError):
        events.claim_seat(token, "A", "phone")
    with pytest.raises(SeatCodeError):
        events.claim_seat(token, "A", "phone", code=code_b)  # B's code does not open A's seat
    assert events.claim_seat(token, "A", "phone", code=f" {code_a[:3].lower()} {code_a[3:]} ")
    assert [x.reason for x in events.seat_alerts(ev.id, 1)] == ["code", "code"]
    events.set_strict(ev.id, False, who="TO")
    assert events.claim_seat(token, "B", "phone")


def test_a_disputed_result_keeps_both_versions_for_the_organizer(events):
    ev, games = paired_event(events)
    token, a, b = seated(events, games[0])
    r = propose(events, token, "A", a, result(6, 3, 210, 140))
    r = events.dispute_report(token, "B", b, result(4, 5, 150, 200), events.issue_form_token(token, b),
                              r.version, "phone B")
    assert (r.state, r.disputed_by, r.values.op_a, r.counter.op_a) == ("disputed", "B", 6, 4)
    t2, a2, b2 = seated(events, games[1])
    other = propose(events, t2, "A", a2, result())
    assert [x.state for x in events.reports(ev.id, 1)] == ["disputed", "proposed"]  # disputes first
    with pytest.raises(ReportStateError):
        events.approve_report(r.id, "TO", r.version)  # the organizer has to choose a version
    done = events.approve_report(r.id, "TO", r.version, use="counter")
    assert events.get_game(games[0].id).op_a == 4 and done.values.op_a == 4
    with pytest.raises(ReportStateError):
        events.approve_report(other.id, "TO", other.version, use="counter")  # no counter to use


def test_the_proposer_may_accept_the_counter(events):
    _, games = paired_event(events)
    token, a, b = seated(events, games[0])
    r = propose(events, token, "A", a, result(6, 3, 210, 140))
    r = events.dispute_report(token, "B", b, result(4, 5, 150, 200), events.issue_form_token(token, b),
                              r.version, "phone B")
    r = confirm(events, token, "A", a, r.version)
    assert (r.state, r.proposed_by, r.values.op_a, r.counter) == ("confirmed", "B", 4, None)


def test_a_rejected_report_is_reported_again_by_either_seat(events):
    _, games = paired_event(events)
    token, a, b = seated(events, games[0])
    r = propose(events, token, "A", a, result())
    r = events.reject_report(r.id, "TO", r.version)
    assert r.state == "rejected"
    with pytest.raises(ReportStateError):
        events.reject_report(r.id, "TO", r.version)
    r = propose(events, token, "B", b, result(2, 8, 50, 250), r.version)
    assert (r.state, r.proposed_by) == ("proposed", "B")


def test_a_stale_version_is_a_conflict_and_changes_nothing(events):
    _, games = paired_event(events)
    token, a, b = seated(events, games[0])
    r = propose(events, token, "A", a, result())
    with pytest.raises(EventConflictError) as stale:
        confirm(events, token, "B", b, 0)
    assert "proposed by seat A: 6-3 OP" in str(stale.value)
    with pytest.raises(EventConflictError):
        events.approve_report(r.id, "TO", r.version + 1)
    assert events.report_for(games[0].id) == r


def test_approval_never_overwrites_a_result_a_station_entered_meanwhile(events):
    _, games = paired_event(events)
    g = games[0]
    token, a, b = seated(events, g)
    r = confirm(events, token, "B", b, propose(events, token, "A", a, result()).version)
    events.record_result(g.id, 1, 9, 10, 290, "station 2")
    with pytest.raises(EventConflictError) as conflict:
        events.approve_report(r.id, "TO", r.version)
    assert "1-9 OP" in str(conflict.value)
    assert events.get_game(g.id).op_a == 1 and events.report_for(g.id).state == "confirmed"
    r = events.reject_report(r.id, "TO", r.version)
    r = propose(events, token, "A", a, result(), r.version)
    assert FLAG_HAD_RESULT in r.flags  # the organizer looks before approving it over the typed result


def test_a_closed_round_reads_but_takes_no_report(events):
    ev, games = paired_event(events)
    token, a, b = seated(events, games[0])
    form = events.issue_form_token(token, a)
    for g in games:
        events.record_result(g.id, 5, 5, 100, 100, "TO")
    events.set_round(ev.id, 2, "s16/b-pong", who="TO")
    events.save_pairings(ev.id, events.pair(ev.id, 2, seed=1), who="TO")
    assert events.resolve_table_token(token).open is False
    with pytest.raises(RoundClosed):
        events.propose_report(token, "A", a, result(), form, 0, "phone")
    with pytest.raises(RoundClosed):
        events.claim_seat(token, "A", "phone")
    with pytest.raises(RoundClosed):
        events.issue_form_token(token, b)


def test_a_swap_after_claiming_voids_the_seat(events):
    ev, games = paired_event(events)
    g, h = games[0], games[1]
    token, a, _ = seated(events, g)
    events.swap_players(ev.id, 1, g.a, h.a, who="TO", why="late arrival")
    with pytest.raises(WrongSeat):
        events.issue_form_token(token, a)
    assert events.claim_seat(token, "A", "the new player's phone")  # the seat is free for the new player


def test_private_entries_never_reach_the_other_seat_nor_the_audit_trail(events):
    ev, games = paired_event(events)
    token, a, b = seated(events, games[0])
    record = {"format": "its-desktop-game", "version": 1, "entries": [
        {"player": "A", "key": "classified:1", "value": {"name": "HVT: Espionage", "fulfilled": False},
         "sealed": True, "source": "asked"},
        {"player": "A", "key": "vp", "value": 210, "sealed": False, "source": "asked"},
        {"player": "B", "key": "classified:1", "value": {"name": "Telemetry", "fulfilled": True},
         "sealed": True, "source": "asked"}],
        "history": [{"player": "A", "key": "classified:1", "new": {"name": "HVT: Espionage"}, "who": "A"}]}
    r = propose(events, token, "A", a, result(record=record))
    seen_b = r.seen_by("B")
    assert [(e["player"], e["key"]) for e in seen_b.values.record["entries"]] == [("A", "vp"), ("B", "classified:1")]
    assert seen_b.values.record["history"] == []
    assert "Espionage" not in repr(r.seen_by("B")) and "Espionage" in repr(r.seen_by("A"))
    assert "Telemetry" not in repr(r.seen_by("A"))
    assert "Espionage" not in repr(events.history(ev.id))
    assert events.report_for(games[0].id).values.record == record  # the organizer sees all of it


def test_30_tables_reporting_at_once_all_land_and_none_crossed(any_url):
    with Events.open(any_url) as setup:
        ev, games = paired_event(setup, players=60)
        assert len(games) == 30
        seats = {g.id: seated(setup, g) for g in games}
    errors: list[BaseException] = []
    start = threading.Barrier(30)

    def table(g) -> None:
        try:
            with Events.open(any_url, migrate=False) as station:  # each phone's request on its own connection
                token, a, b = seats[g.id]
                vals = result(g.table % 11, 10 - g.table % 11, g.table * 3, 300 - g.table * 3)
                form = station.issue_form_token(token, a)
                start.wait(30)
                r = station.propose_report(token, "A", a, vals, form, 0, f"phone {g.table}")
                confirm(station, token, "B", b, r.version)
        except BaseException as exc:  # noqa: BLE001 - reported by the assertion below
            errors.append(exc)

    threads = [threading.Thread(target=table, args=(g,)) for g in games]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not errors, errors[:3]
    with Events.open(any_url, migrate=False) as events:
        reports = events.reports(ev.id, 1)
        assert len(reports) == 30 and {r.state for r in reports} == {"confirmed"}
        for r in reports:
            assert (r.values.op_a, r.values.vp_a) == (r.table % 11, r.table * 3)
            assert r.event_game_id == next(g.id for g in games if g.table == r.table)
        bulk = events.approve_confirmed(ev.id, 1, "TO")
        assert len(bulk.approved) == 30 and not bulk.skipped
        assert {g.table: g.op_a for g in events.games(ev.id, 1) if not g.bye} == {g.table: g.table % 11 for g in games}


def test_two_stations_approving_the_same_report_record_it_once(any_url):
    with Events.open(any_url) as events:
        ev, games = paired_event(events)
        token, a, b = seated(events, games[0])
        r = confirm(events, token, "B", b, propose(events, token, "A", a, result()).version)
    outcomes: list[object] = []
    start = threading.Barrier(2)

    def station(name: str) -> None:
        with Events.open(any_url, migrate=False) as repo:
            start.wait(30)
            try:
                outcomes.append(repo.approve_report(r.id, name, r.version))
            except EventConflictError as exc:
                outcomes.append(exc)

    threads = [threading.Thread(target=station, args=(f"station {i}",)) for i in (1, 2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    # The loser is a conflict that says the other station's approval landed (nothing left to do).
    assert sorted(type(o).__name__ for o in outcomes) == ["AlreadyApproved", "Report"]
    assert "nothing more to do" in str(next(o for o in outcomes if isinstance(o, EventConflictError)))
    with Events.open(any_url, migrate=False) as events:
        results = [c for c in events.history(ev.id) if c.what == "game" and c.field == "result"]
        assert len(results) == 1


def test_every_report_write_notifies_the_other_stations(events, any_url):
    ev, games = paired_event(events)
    token, a, b = seated(events, games[0])
    heard = Heard()
    sub = subscribe(any_url, heard)
    try:
        assert sub.ready.wait(10)
        propose(events, token, "A", a, result())
        assert heard.wait(1, 5), "nothing heard"
        if any_url.startswith("postgresql"):
            assert any(ev.id in change.get("events", []) for _, change in heard.changes)
    finally:
        sub.close()


def test_approving_over_a_result_the_table_already_had_is_a_correction_with_a_reason(events):
    _, games = paired_event(events)
    g = games[0]
    events.record_result(g.id, 5, 5, 180, 170, "station 2")
    token, a, b = seated(events, g)
    r = confirm(events, token, "B", b, propose(events, token, "A", a, result(9, 0, 250, 90)).version)
    assert FLAG_HAD_RESULT in r.flags
    with pytest.raises(ReportError) as refused:
        events.approve_report(r.id, "TO", r.version)
    assert refused.value.field == "reason" and "already has 5-5 OP, 180-170 VP" in str(refused.value)
    assert events.get_game(g.id).op_a == 5 and events.report_for(g.id).state == "confirmed"  # nothing written
    events.approve_report(r.id, "TO", r.version, reason="the station typed the wrong table")
    stored = events.get_game(g.id)
    assert (stored.op_a, stored.op_b, stored.vp_a, stored.vp_b) == (9, 0, 250, 90)
    assert any(c.why and "the station typed the wrong table" in c.why for c in events.history(g.event_id))


def test_a_second_station_approving_the_same_report_is_told_who_did_and_that_nothing_is_left(events):
    _, games = paired_event(events)
    token, a, b = seated(events, games[0])
    r = confirm(events, token, "B", b, propose(events, token, "A", a, result(8, 2, 210, 150)).version)
    events.approve_report(r.id, "station 1", r.version)
    with pytest.raises(EventConflictError) as late:  # station 2 pressed Approve on the same version
        events.approve_report(r.id, "station 2", r.version)
    text = str(late.value)
    assert "already approved at station 1 (8-2 OP, 210-150 VP): nothing more to do" in text, text
    assert "seat A" not in text and "try again" not in text
    assert events.get_game(games[0].id).op_a == 8
