"""The tournament repository on SQLite and on a real PostgreSQL server (``any_url`` runs a test on both;
the PostgreSQL runs are marked ``server``): a whole event against the domain's standings, two stations
correcting one result, 150 tables from 8 threads, the 0001 → 0002 migration, and the organizer's rules."""

from __future__ import annotations

import random
import threading
from datetime import UTC, datetime, timedelta

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect, text

from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament import compute_standings, pair_round, parse_event
from its_desktop.persistence import engine as db
from its_desktop.persistence.events import EventConflictError, Events
from its_desktop.persistence.games import ConflictError, FieldError, Games
from its_desktop.persistence.models import Base

EVENT_TABLES = {
    "events": {"id", "name", "season", "extras", "points", "rounds_planned", "round_minutes", "deployment_minutes",
               "custom_scenario_id", "custom_scenario", "created_at", "updated_at", "version"},
    "event_players": {"id", "event_id", "name", "pin", "faction", "club", "sectorial", "checked_in", "pending",
                      "lists", "joined_round",
                      "dropped_after_round", "created_at", "updated_at", "version"},
    "event_rounds": {"id", "event_id", "number", "scenario", "points", "duration_minutes", "deployment_minutes",
                     "started_at", "paused_at", "paused_seconds", "time_called_at", "pairing_seed", "pairing_notes",
                     "version"},
    "event_tables": {"id", "event_id", "number", "label"},
    "event_layouts": {"id", "event_id", "name", "width", "depth", "scenery", "created_at", "updated_at", "version"},
    "event_table_layouts": {"id", "event_id", "number", "layout_id", "updated_at", "version"},
    "event_games": {"id", "event_id", "round", "table_no", "player_a_id", "player_b_id", "bye", "op_a", "op_b",
                    "vp_a", "vp_b", "tally_game_id", "end_reason", "forfeit_by", "created_at", "updated_at",
                    "version"},
    "event_changes": {"id", "event_id", "what", "ref_id", "field", "old", "new", "who", "at", "why"},
    "event_access": {"event_id", "token", "code_key", "strict", "created_at"},
    "table_access": {"id", "event_id", "round", "table_no", "token", "created_at"},
    "report_seats": {"id", "access_id", "side", "player_id", "secret_hash", "device", "claimed_at"},
    "refused_claims": {"id", "access_id", "side", "reason", "device", "at"},
    "form_tokens": {"token_hash", "access_id", "side", "issued_at", "used_at"},
    "event_reports": {"id", "event_id", "event_game_id", "round", "table_no", "state", "proposed_by", "disputed_by",
                      "values", "counter", "flags", "game_version", "decided_by", "created_at", "updated_at",
                      "version"},
}
SCENARIOS = ["s16/supremacy", "s16/b-pong", "s16/firefight", "s16/mindwipe", "s16/evacuation"]
S16 = catalog.season("s16")


@pytest.fixture
def events(any_url):
    with Events.open(any_url) as repo:
        yield repo


def register(events, event_id, n, **kw):
    return [events.add_player(event_id, f"Player {i}", pin=f"PIN{i:03d}", faction="PanOceania",
                              club=f"Club {i % 3}", lists=[f"list {i} a", f"list {i} b"], who="TO", **kw)
            for i in range(n)]


def play_round(events, event_id, rnd, rng, seed=None):
    """Pair, save and enter random results; returns the raw games (EVENT form) entered."""
    events.set_round(event_id, rnd, SCENARIOS[rnd - 1], who="TO")
    pairing = events.pair(event_id, rnd, seed=seed)
    games = events.save_pairings(event_id, pairing, who="TO")
    raw = []
    for g in games:
        if g.bye:
            raw.append({"round": rnd, "bye": g.a})
            continue
        op_a, op_b, vp_a, vp_b = rng.randint(0, 10), rng.randint(0, 10), rng.randint(0, 300), rng.randint(0, 300)
        events.record_result(g.id, op_a, op_b, vp_a, vp_b, "station 1", g.version)
        raw.append({"round": rnd, "table": g.table, "a": g.a, "b": g.b, "op_a": op_a, "op_b": op_b,
                    "vp_a": vp_a, "vp_b": vp_b})
    return raw


def rows(st):
    return [(r.player, r.rank, r.tp, r.op, r.vp, r.opp_op, r.decided_by) for r in st.rows]


# -- a whole event -------------------------------------------------------------------------------------


def test_a_whole_8_player_event_matches_the_domain_standings(events):
    ev = events.create_event("Spring Open", "s16", points=300, who="TO")
    players = register(events, ev.id, 8)
    rng = random.Random(16)
    raw_games = []
    for rnd in (1, 2, 3):
        raw_games += play_round(events, ev.id, rnd, rng, seed=7 if rnd == 1 else None)

    # The stored event is the DESIGN's EVENT JSON: the plain domain parser reads it.
    data = events.to_event_json(ev.id)
    assert data["season"] == "s16" and [p["id"] for p in data["players"]] == [p.id for p in players]
    assert all("lists" not in p for p in data["players"])  # army lists are private
    plain = parse_event(data)
    assert len(plain.games) == 12 and not plain.byes

    # The same event written by hand from the results entered gives the same standings.
    by_hand = parse_event({"season": "s16", "players": [{"id": p.id, "name": p.name, "club": p.club} for p in players],
                           "games": raw_games})
    expected = compute_standings(by_hand, S16)
    got = events.standings(ev.id)
    assert got.final and expected.final
    assert rows(got) == rows(expected)
    assert [r.tp for r in got.rows] == sorted((r.tp for r in got.rows), reverse=True)

    # Every result's TP is the season's scheme; the table records carry names and labels.
    for g in events.games(ev.id):
        assert g.tp_a is not None and g.tp_b is not None and g.a_name.startswith("Player ")

    # Exports: standings with every tie-breaker, results with both sides, the OTM sheet.
    csv_text = events.export_standings_csv(ev.id)
    header, *lines = csv_text.strip().splitlines()
    assert header.startswith("Rank,Player,PIN,Faction,Club,TP,OP,VP,Opponents' OP") and len(lines) == 8
    assert lines[0].split(",")[1] == got.rows[0].name
    results = events.export_results_csv(ev.id).strip().splitlines()
    assert len(results) == 1 + 12 and "list 0 a" not in "".join(results)
    otm = events.export_otm(ev.id)
    assert "Round 3 - Firefight, 300 points" in otm and "PIN000" in otm
    otm_csv = events.export_otm(ev.id, fmt="csv").strip().splitlines()
    assert otm_csv[0].startswith("Round,Table,Player 1 PIN,Player 1,Player 1 OP") and len(otm_csv) == 13

    # Round 1's seeded draw is the domain's draw on the same players.
    fresh = parse_event({"season": "s16", "players": data["players"], "games": []})
    assert [(t.a, t.b) for t in pair_round(fresh, S16, 1, seed=7).pairings] == \
        [(g.a, g.b) for g in events.games(ev.id, 1)]

    # Every write is in the audit trail.
    h = events.history(ev.id)
    assert sum(1 for c in h if c.field == "result") == 12
    assert sum(1 for c in h if c.field == "registered") == 8
    assert all(c.who for c in h)


def test_an_odd_event_with_a_bye_a_drop_and_a_late_addition(events):
    ev = events.create_event("Odd", "s16", who="TO")
    ps = register(events, ev.id, 5)
    events.set_round(ev.id, 1, "s16/supremacy", who="TO")
    r1 = events.save_pairings(ev.id, events.pair(ev.id, 1, seed=3), who="TO")
    bye = next(g for g in r1 if g.bye)
    assert bye.tp_a == S16.tournament.bye.tp and bye.table is None
    with pytest.raises(FieldError) as err:
        events.record_result(bye.id, 5, 0, 0, 0, "TO")
    assert err.value.field == "event_game_id" and "bye" in str(err.value)

    late = events.add_player(ev.id, "Late Comer", pin="LATE", who="TO")
    assert late.joined_round == 2
    for g in r1:
        if not g.bye:
            events.record_result(g.id, 6, 2, 150, 90, "TO")
    dropped = ps[0] if ps[0].id != bye.a else ps[1]
    events.drop_player(dropped.id, 1, who="TO", why="went home")

    events.set_round(ev.id, 2, "s16/b-pong", who="TO")
    p2 = events.pair(ev.id, 2)
    paired = {x for t in p2.pairings for x in (t.a, t.b)} | {p2.bye}
    assert dropped.id not in paired and late.id in paired
    assert len(p2.pairings) == 2 and p2.bye is not None  # 5 - 1 + 1 = 5 players
    events.save_pairings(ev.id, p2, who="TO")
    with pytest.raises(FieldError) as err:
        events.drop_player(late.id, 1, who="TO")
    assert err.value.field == "after_round" and "already paired in round 2" in str(err.value)

    data = events.to_event_json(ev.id)
    assert next(p for p in data["players"] if p["id"] == late.id)["joined_round"] == 2
    st = events.standings(ev.id)
    assert {r.player for r in st.rows} == {p.id for p in ps} | {late.id}
    assert st.by_player()[dropped.id].dropped_after_round == 1


# -- two stations ------------------------------------------------------------------------------------------


def setup_round(events, n=4):
    ev = events.create_event("Shared", "s16", who="TO")
    register(events, ev.id, n)
    events.set_round(ev.id, 1, "s16/supremacy", who="TO")
    games = events.save_pairings(ev.id, events.pair(ev.id, 1, seed=1), who="TO")
    return ev, games


def test_two_stations_correcting_one_result_never_overwrite_each_other(any_url):
    with Events.open(any_url) as one, Events.open(any_url, migrate=False) as two:
        ev, games = setup_round(one)
        g = games[0]
        first = one.record_result(g.id, 6, 4, 200, 150, "station 1", g.version)
        seen_by_two = two.get_game(g.id)
        assert seen_by_two.version == first.version and (seen_by_two.op_a, seen_by_two.op_b) == (6, 4)

        one.record_result(g.id, 7, 4, 210, 150, "referee", first.version, why="recount")
        with pytest.raises(EventConflictError) as err:
            two.record_result(g.id, 6, 5, 200, 160, "station 2", seen_by_two.version)
        assert isinstance(err.value, ConflictError)
        msg = str(err.value)
        assert "was changed by another station" in msg and "7-4 OP, 210-150 VP" in msg
        assert f"table {g.table} of round 1" in msg and "reload" in msg
        assert (err.value.expected, err.value.current) == (first.version, first.version + 1)
        assert (two.get_game(g.id).op_a, two.get_game(g.id).vp_a) == (7, 210)  # the referee's stands

        fresh = two.get_game(g.id)  # station two reloads and corrects again
        two.record_result(g.id, 7, 5, 210, 160, "station 2", fresh.version)
        h = [c for c in one.history(ev.id) if c.field == "result"]
        assert [(c.old and c.old["op_b"], c.new["op_b"], c.who) for c in h] == [
            (None, 4, "station 1"), (4, 4, "referee"), (4, 5, "station 2")]


def test_simultaneous_corrections_one_wins_one_conflicts(any_url):
    with Events.open(any_url) as one, Events.open(any_url, migrate=False) as two:
        ev, games = setup_round(one)
        g = games[1]
        for attempt in range(4):
            seen = one.record_result(g.id, attempt, 0, 100, 100, "setup").version
            barrier = threading.Barrier(2)
            outcome: dict[str, object] = {}

            def correct(station: Events, name: str, op: int) -> None:
                barrier.wait()
                try:
                    station.record_result(g.id, op, 1, 100, 100, name, seen)
                    outcome[name] = "ok"
                except ConflictError as exc:
                    outcome[name] = exc

            threads = [threading.Thread(target=correct, args=(one, "ref-1", 5 + attempt % 2)),
                       threading.Thread(target=correct, args=(two, "ref-2", 8 + attempt % 2))]
            for t in threads:
                t.start()
            for t in threads:
                t.join(30)
            winners = [n for n, r in outcome.items() if r == "ok"]
            assert len(outcome) == 2 and len(winners) == 1, outcome
            want = {"ref-1": 5 + attempt % 2, "ref-2": 8 + attempt % 2}[winners[0]]
            assert one.get_game(g.id).op_a == want
            last = [c for c in one.history(ev.id) if c.field == "result"][-1]
            assert (last.new["op_a"], last.who) == (want, winners[0])


def test_150_tables_from_8_threads_all_land(any_url):
    with Events.open(any_url) as events:
        ev = events.create_event("Big", "s16", who="TO")
        csv_text = "name;pin;faction;club\n" + "\n".join(f"P{i};{i:05d};Nomads;C{i % 20}" for i in range(300))
        report = events.import_players_csv(ev.id, csv_text, who="TO")
        assert len(report.added) == 300 and not report.skipped
        events.set_round(ev.id, 1, "s16/supremacy", who="TO")
        games = events.save_pairings(ev.id, events.pair(ev.id, 1, seed=150), who="TO")
        assert len(games) == 150 and sorted(g.table for g in games) == list(range(1, 151))
        errors: list[BaseException] = []

        def work(t: int) -> None:
            try:
                for g in games[t::8]:
                    events.record_result(g.id, g.table % 11, (g.table * 3) % 11, g.table, 300 - g.table,
                                         f"station {t}", g.version)
            except BaseException as exc:  # noqa: BLE001 - reported below
                errors.append(exc)

        threads = [threading.Thread(target=work, args=(t,)) for t in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(180)
        assert not errors, errors[:3]
        stored = events.games(ev.id, 1)
        assert all(g.has_result and g.version == 2 for g in stored)
        assert sorted((g.table, g.op_a, g.op_b, g.vp_a, g.vp_b) for g in stored) == \
            [(t, t % 11, (t * 3) % 11, t, 300 - t) for t in range(1, 151)]
        assert len({g.id for g in stored}) == 150
        h = [c for c in events.history(ev.id) if c.field == "result"]
        assert len(h) == 150 and len({c.ref_id for c in h}) == 150
        assert len(events.standings(ev.id).rows) == 300


# -- the migration ----------------------------------------------------------------------------------------


def test_migration_0001_to_0002_and_back(any_url):
    engine = db.make_engine(any_url)
    try:
        db.upgrade(engine, "0001")
        assert db.current_revision(engine) == "0001"
        with Games(engine) as games:
            g = games.create_game("s16/supremacy", 300, "Ana", "Ben")
        db.upgrade(engine)
        assert db.current_revision(engine) == db.head_revision()
        insp = inspect(engine)
        assert {t: {c["name"] for c in insp.get_columns(t)} for t in EVENT_TABLES} == EVENT_TABLES
        with engine.connect() as conn:
            diff = compare_metadata(MigrationContext.configure(conn, opts={"compare_type": True}), Base.metadata)
        assert diff == [], f"migrations and models differ: {diff}"
        events = Events(engine)
        ev = events.create_event("Migrated", "s16", who="TO")
        p = register(events, ev.id, 4)
        events.set_round(ev.id, 1, "s16/supremacy", who="TO")
        eg = events.save_pairings(ev.id, events.pair(ev.id, 1, seed=2), who="TO")[0]
        events.record_result(eg.id, 5, 5, 100, 100, "TO", tally_game_id=g.id)
        assert events.get_game(eg.id).tally_game_id == g.id and len(p) == 4

        db.downgrade(engine, "0001")
        assert db.current_revision(engine) == "0001"
        names = set(inspect(engine).get_table_names())
        assert not names & set(EVENT_TABLES)
        assert Games(engine).get_game(g.id).player_a == "Ana"  # 0001's data is untouched
        db.upgrade(engine)
        assert set(EVENT_TABLES) <= set(inspect(engine).get_table_names())
    finally:
        engine.dispose()


@pytest.mark.parametrize("sql", [
    "INSERT INTO event_games (event_id, round, table_no, player_a_id, player_b_id, bye, op_a, op_b, vp_a, vp_b, "
    "created_at, updated_at, version) VALUES (1, 1, 5, 1, 2, false, 3, NULL, 1, 1, {now}, {now}, 1)",
    "INSERT INTO event_games (event_id, round, table_no, player_a_id, player_b_id, bye, created_at, updated_at, "
    "version) VALUES (1, 1, 5, 1, NULL, false, {now}, {now}, 1)",
    "INSERT INTO event_games (event_id, round, table_no, player_a_id, player_b_id, bye, created_at, updated_at, "
    "version) VALUES (1, 1, 1, 3, 4, false, {now}, {now}, 1)",
    "INSERT INTO event_rounds (event_id, number, scenario, points, duration_minutes, paused_seconds, version) "
    "VALUES (1, 2, 's16/supremacy', 300, 120, 0, 1)",
    "INSERT INTO event_players (event_id, name, pin, lists, joined_round, created_at, updated_at, version) "
    "VALUES (1, 'Twin', 'PIN000', '[]', 1, {now}, {now}, 1)",
    "INSERT INTO event_games (event_id, round, table_no, player_a_id, player_b_id, bye, created_at, updated_at, "
    "version, end_reason) VALUES (1, 1, 9, 3, 4, false, {now}, {now}, 1, 'lunch')",
], ids=["half-result", "no-opponent", "table-twice", "scenario-twice", "pin-twice", "end-reason"])
def test_the_database_enforces_the_event_constraints(any_url, sql):
    from sqlalchemy.exc import IntegrityError

    with Events.open(any_url) as events:
        ev = events.create_event("C", "s16", who="TO")
        register(events, ev.id, 4)
        events.set_round(ev.id, 1, "s16/supremacy", who="TO")
        events.save_pairings(ev.id, events.pair(ev.id, 1, seed=1), who="TO")
        with pytest.raises(IntegrityError):
            with events.engine.begin() as conn:
                conn.execute(text(sql.format(now="'2025-01-01 10:00:00'")))


# -- the organizer's rules --------------------------------------------------------------------------------


def test_results_are_checked_and_tp_computed(events):
    ev, games = setup_round(events)
    g = games[0]
    for args, field in [((11, 0, 0, 0), "op_a"), ((0, -1, 0, 0), "op_b"), ((2.5, 0, 0, 0), "op_a"),
                        ((0, 0, 301, 0), "vp_a"), ((0, 0, 0, -3), "vp_b"), ((0, 0, 0, float("nan")), "vp_b")]:
        with pytest.raises(FieldError) as err:
            events.record_result(g.id, *args, "TO")
        assert err.value.field == field, str(err.value)
    assert events.get_game(g.id).version == 1  # nothing written
    done = events.record_result(g.id, 5, 3, 300, 0, "TO")
    assert (done.tp_a, done.tp_b) == (5, 1)  # win + offensive bonus; defensive bonus (lost by 2)
    assert done.end_reason == "completed"
    with pytest.raises(FieldError) as err:
        events.set_round(ev.id, 1, "s16/supremacy", 250, who="TO")
    assert err.value.field == "points" and "already has a result of 300 VP" in str(err.value)


def test_a_scenario_is_never_repeated_and_the_extras_choose_them(events):
    ev = events.create_event("Rules", "s16", who="TO")
    events.set_round(ev.id, 1, "s16/supremacy", who="TO")
    with pytest.raises(FieldError) as err:
        events.set_round(ev.id, 2, "s16/supremacy", who="TO")
    assert err.value.field == "scenario" and "already played in round 1" in str(err.value)
    with pytest.raises(FieldError) as err:
        events.set_round(ev.id, 2, "s16/annihilation", who="TO")  # a Direct Action scenario
    assert err.value.field == "scenario"

    da = events.create_event("DA", "s16", extras=["direct_action"], who="TO")
    assert {c.id for c in events.scenario_choices(da.id)} == set(S16.extras["direct_action"].scenarios)
    with pytest.raises(FieldError):
        events.set_round(da.id, 1, "s16/supremacy", who="TO")
    events.set_round(da.id, 1, "s16/annihilation", who="TO")

    reinf = events.create_event("R", "s16", extras=["reinforcements"], who="TO")
    assert {c.id for c in events.scenario_choices(reinf.id)} == set(S16.extras["reinforcements"].scenarios)

    esc = events.create_event("E", "s16", extras=["escalation"], who="TO")
    assert events.get_event(esc.id).rounds_planned == 3 and events.rounds_planned(esc.id) == 3
    assert [events.points_choices(esc.id, r) for r in (1, 2, 3)] == [[150, 200], [250, 300], [350, 400]]
    with pytest.raises(FieldError) as err:
        events.set_round(esc.id, 1, "s16/supremacy", 300, who="TO")
    assert err.value.field == "points"
    assert events.set_round(esc.id, 2, "s16/supremacy", who="TO").points == 300
    assert events.set_round(esc.id, 1, "s16/b-pong", who="TO").points == 200
    with pytest.raises(FieldError):
        events.set_round(esc.id, 4, "s16/firefight", who="TO")
    with pytest.raises(FieldError) as err:
        events.create_event("X", "s16", extras=["nope"], who="TO")
    assert err.value.field == "extras"


def test_one_custom_scenario_from_a_map_file(events):
    text_ = (catalog.maps_root() / "s16" / "supremacy.toml").read_text(encoding="utf-8")
    custom = text_.replace('id = "s16/supremacy"', 'id = "s16/club-supremacy"', 1).replace(
        'name = { en = "Supremacy"', 'name = { en = "Club Supremacy"', 1)
    ev = events.create_event("Custom", "s16", extras=["direct_action"], who="TO")
    assert events.set_custom_scenario(ev.id, custom, who="TO") == "s16/club-supremacy"
    choices = events.scenario_choices(ev.id)
    assert choices[-1].custom and choices[-1].name == "Club Supremacy"
    r = events.set_round(ev.id, 1, "s16/club-supremacy", who="TO")  # the Extras do not filter it
    assert r.scenario_name == "Club Supremacy"
    with pytest.raises(FieldError) as err:
        events.set_custom_scenario(ev.id, "id = 'broken'", who="TO")
    assert err.value.field == "custom_scenario"
    with pytest.raises(FieldError):
        events.set_custom_scenario(ev.id, None, who="TO")  # round 1 plays it


def test_a_failing_custom_scenario_leaves_no_event_behind(events):
    s13 = next(e.id for e in catalog.entries() if e.season == "s13")
    wrong_season = (catalog.maps_root() / (s13 + ".toml")).read_text(encoding="utf-8")
    for bad in ("id = 'broken'", "[scenario\nid = = 1", wrong_season):  # a bad scenario, bad TOML, another season
        with pytest.raises(FieldError) as err:
            events.create_event("Custom", "s16", custom_scenario=bad, who="TO")
        assert err.value.field == "custom_scenario"
    assert events.list_events() == []
    ev = events.create_event("Kept", "s16", who="TO")
    with pytest.raises(FieldError):
        events.update_event(ev.id, who="TO", name="Renamed", custom_scenario=wrong_season)
    assert events.get_event(ev.id).name == "Kept" and events.get_event(ev.id).custom_scenario_id is None
    assert [c.field for c in events.history(ev.id)] == ["created"]


def test_drops_and_late_additions_follow_the_pairings(events):
    ev, games = setup_round(events, 4)
    p = events.players(ev.id)
    with pytest.raises(FieldError):
        events.drop_player(p[0].id, 0, who="TO")  # already paired in round 1
    with pytest.raises(FieldError) as err:
        events.pair(ev.id, 1)
    assert "already paired" in str(err.value)
    late = events.add_player(ev.id, "Late", who="TO")
    assert late.joined_round == 2
    events.clear_pairings(ev.id, 1, who="TO")
    assert events.get_player(late.id).joined_round == 1  # round 1 can take them now
    pairing = events.pair(ev.id, 1, seed=4)
    assert pairing.bye is not None and len(pairing.pairings) == 2
    events.save_pairings(ev.id, pairing, who="TO")
    with pytest.raises(ConflictError):
        events.save_pairings(ev.id, pairing, who="TO 2")  # a second station saving the same round


def test_import_players_csv_is_forgiving(events):
    ev = events.create_event("Import", "s16", who="TO")
    events.add_player(ev.id, "Already", pin="111", who="TO")
    text_ = ("\ufeffITS PIN ; Player Name;ARMY / Sectorial;Team\n"
             "222; Ana ;Shindenbutai;Lisboa\n"
             "\n"
             "111;Dupe;Nomads;\n"
             "333;Ben;;\n")
    report = events.import_players_csv(ev.id, text_, who="TO")
    assert [(p.name, p.pin, p.faction, p.club) for p in report.added] == [
        ("Ana", "222", "Shindenbutai", "Lisboa"), ("Ben", "333", None, None)]
    assert report.skipped == ["line 4: PIN 111 is already registered (Already)"]
    assert [c.why for c in events.history(ev.id) if c.field == "registered"][-1] == "CSV import"


def test_private_lists_stay_out_of_everything_shared(events):
    ev, games = setup_round(events, 4)
    p = events.players(ev.id)[0]
    assert p.lists == ("list 0 a", "list 0 b")
    events.update_player(p.id, lists=["secret list one", "two", "three"], who="TO", expected_version=p.version)
    with pytest.raises(FieldError) as err:
        events.update_player(p.id, lists=["1", "2", "3", "4"], who="TO")
    assert err.value.field == "lists"
    shared = (str(events.to_event_json(ev.id)) + events.export_standings_csv(ev.id) +
              events.export_results_csv(ev.id) + events.export_otm(ev.id) + str(events.history(ev.id)))
    assert "secret" not in shared and "list 0 a" not in shared
    change = [c for c in events.history(ev.id) if c.field == "lists"][-1]
    assert (change.old, change.new) == (2, 3)


def test_round_clock_and_time_called(events):
    ev, games = setup_round(events, 4)
    t0 = datetime(2025, 5, 1, 10, 0, tzinfo=UTC)
    events.set_round(ev.id, 1, "s16/supremacy", who="TO", duration_minutes=90, deployment_minutes=15)
    r = events.start_clock(ev.id, 1, who="TO", now=t0)
    assert r.clock.state(t0 + timedelta(minutes=5)) == "deployment"
    assert r.clock.deployment_remaining(t0 + timedelta(minutes=5)) == 600
    assert r.clock.state(t0 + timedelta(minutes=20)) == "playing"
    events.pause_clock(ev.id, 1, who="TO", now=t0 + timedelta(minutes=30))
    r = events.resume_clock(ev.id, 1, who="TO", now=t0 + timedelta(minutes=40))
    assert r.clock.remaining(t0 + timedelta(minutes=50)) == 50 * 60  # 90 - (50 - 10 paused)
    with pytest.raises(FieldError):
        events.start_clock(ev.id, 1, who="TO")
    events.record_result(games[0].id, 4, 4, 100, 100, "TO")
    with Games(events.engine) as tally:
        tg = tally.create_game("s16/supremacy", 300, games[1].a_name, games[1].b_name)
    events.record_result(games[1].id, 1, 1, 1, 1, "TO", tally_game_id=tg.id)
    events.clear_result(games[1].id, "TO")
    r = events.call_time(ev.id, 1, who="TO", now=t0 + timedelta(minutes=70))
    assert r.clock.state(t0 + timedelta(hours=3)) == "called" and r.clock.remaining(t0 + timedelta(hours=3)) == 30 * 60
    after = {g.id: g for g in events.games(ev.id, 1)}
    assert after[games[0].id].end_reason == "completed" and after[games[1].id].end_reason == "time"
    assert Games(events.engine).get_game(tg.id).end_reason == "time"
    assert [c.field for c in events.history(ev.id) if c.what == "clock"] == [
        "round 1: start", "round 1: pause", "round 1: resume", "round 1: time_called"]


def test_a_result_taken_from_a_tallied_game(events):
    ev, games = setup_round(events, 4)
    g = games[0]
    with Games(events.engine) as tally:
        tg = tally.create_game("s16/supremacy", 300, g.b_name, g.a_name)  # sides the other way round
        tally.set_entry(tg.id, "A", "vp", None, 120, "asked", "Ana")
        tally.set_entry(tg.id, "B", "vp", None, 250, "asked", "Ben")
        for rnd in (1, 2, 3):
            tally.set_entry(tg.id, "A", "more-quadrants", rnd, 2, "asked", "Ana")
            tally.set_entry(tg.id, "B", "more-quadrants", rnd, 1, "asked", "Ben")
        tally.update_game(tg.id, round_reached=3, end_reason="completed")  # ended last: then it is closed
    done = events.result_from_tally(g.id, tg.id, "TO", g.version)
    assert done.tally_game_id == tg.id
    assert (done.vp_a, done.vp_b) == (250, 120)  # the table's A is the tallied game's B
    assert done.op_b > done.op_a


def test_bad_ids_and_fields_are_named(events):
    with pytest.raises(LookupError) as err:
        events.get_event(999)
    assert str(err.value) == "event_id: no event 999"
    for call, field in [(lambda: events.create_event("", "s16", who="TO"), "name"),
                        (lambda: events.create_event("x", "s99", who="TO"), "season"),
                        (lambda: events.create_event("x", "s16", points=123, who="TO"), "points"),
                        (lambda: events.create_event("x", "s16", rounds_planned=2, who="TO"), "rounds_planned")]:
        with pytest.raises(FieldError) as e:
            call()
        assert e.value.field == field


def test_a_season_without_map_files_yet_still_offers_its_named_scenarios(events):
    ev = events.create_event("Liga", "s8", extras=["special_operations"], who="TO")
    choices = {c.id: c.name for c in events.scenario_choices(ev.id)}
    assert set(choices) == set(catalog.season("s8").extras["special_operations"].scenarios)
    r = events.set_round(ev.id, 1, "s8/highly-classified", who="TO")
    assert r.scenario_name == choices["s8/highly-classified"] and r.points in catalog.season("s8").points
