"""The games repository on SQLite and on a real PostgreSQL server (the ``games`` fixture runs each
test on both; the PostgreSQL runs are marked ``server``)."""

from __future__ import annotations

import json
import threading
from datetime import UTC

import pytest

from its_desktop.persistence.games import (
    ConflictError,
    FieldError,
    GameFinished,
    GameNotFound,
    Games,
)

ITSTABLE = {
    "format": "itstable", "version": 1, "mission": "s16/supremacy", "points": 300, "round": 1,
    "turn": "B",
    "troopers": [{"id": "a1", "player": "A", "x": 10.5, "y": 6, "base_mm": 25, "points": 10,
                  "state": "normal", "kind": "model", "name": "Fusilier"}],
    "markers": [{"id": "antenna-1", "state": "activated", "activated_by": ["A"]}],
    "placed": [], "intelcom": {"A": {"zone": "q1", "value": 5}},
}


def new_game(games: Games):
    return games.create_game("s16/supremacy", 300, "Ana", "Ben")


def test_create_get_and_list(games):
    g = new_game(games)
    assert (g.mission, g.season, g.points, g.player_a, g.player_b, g.version) == (
        "s16/supremacy", "s16", 300, "Ana", "Ben", 1)
    assert g.created_at.tzinfo is UTC and g.created_at == g.updated_at
    assert games.get_game(g.id) == g
    other = games.create_game("s10/quadrant-control", 200, "Cid", "Dee")
    listed = games.list_games()
    assert [s.id for s in listed] == [other.id, g.id]  # newest first
    summary = listed[1]
    assert (summary.mission, summary.player_a, summary.player_b, summary.points) == (
        "s16/supremacy", "Ana", "Ben", 300)
    assert listed[0].season == "s10" and summary.end_reason is None


def test_set_entry_and_history_record_old_new_who_why(games):
    g = new_game(games)
    e1 = games.set_entry(g.id, "A", "antenna-1", 1, {"controlled": True}, "table", "station-1")
    assert e1.value == {"controlled": True} and e1.game_version == 2
    e2 = games.set_entry(g.id, "A", "antenna-1", 1, {"controlled": False}, "override", "referee",
                         why="base was not in contact")
    assert e2.game_version == 3 and e2.created_at == e1.created_at and e2.updated_at > e1.updated_at
    games.set_entry(g.id, "A", "vp", None, 150, "asked", "Ana")
    games.set_entry(g.id, "B", "classified:1", 2, "hacker", "asked", "Ben", sealed=True)

    entries = {(e.player, e.key, e.round): e for e in games.entries(g.id)}
    assert entries[("A", "antenna-1", 1)].value == {"controlled": False}
    assert entries[("A", "antenna-1", 1)].source == "override"
    assert entries[("A", "vp", None)].value == 150
    assert entries[("B", "classified:1", 2)].sealed is True
    assert {e.game_version for e in entries.values()} == {5}

    h = games.history(g.id)
    assert [(c.key, c.old, c.new, c.who, c.why) for c in h] == [
        ("antenna-1", None, {"controlled": True}, "station-1", None),
        ("antenna-1", {"controlled": True}, {"controlled": False}, "referee", "base was not in contact"),
        ("vp", None, 150, "Ana", None),
        ("classified:1", None, "hacker", "Ben", None),
    ]
    assert h[3].sealed is True and h[3].round == 2 and h[2].round is None
    assert all(c.at.tzinfo is UTC for c in h)
    assert games.get_game(g.id).version == 5


def test_same_value_again_changes_nothing_and_reveal_is_audited(games):
    g = new_game(games)
    games.set_entry(g.id, "B", "classified:1", None, "hacker", "asked", "Ben", sealed=True)
    again = games.set_entry(g.id, "B", "classified:1", None, "hacker", "asked", "Ben")
    assert again.sealed is True and again.game_version == 2 and len(games.history(g.id)) == 1
    revealed = games.set_entry(g.id, "B", "classified:1", None, "hacker", "asked", "referee",
                               why="fulfilled", sealed=False)
    assert revealed.sealed is False
    last = games.history(g.id)[-1]
    assert (last.old, last.new, last.sealed, last.who, last.why) == ("hacker", "hacker", False, "referee", "fulfilled")


def test_one_whole_game_entry_per_key_and_rounds_are_separate(games):
    g = new_game(games)
    for rnd in (None, 1, 2, 3, None):
        games.set_entry(g.id, "A", "op", rnd, rnd or 0, "table", "x")
    assert [(e.round, e.value) for e in games.entries(g.id)] == [(None, 0), (1, 1), (2, 2), (3, 3)]


def test_clear_entry_is_audited(games):
    g = new_game(games)
    games.set_entry(g.id, "A", "vp", None, 150, "asked", "Ana")
    version = games.clear_entry(g.id, "A", "vp", None, "referee", why="wrong player")
    assert version == 3 and games.entries(g.id) == []
    assert [(c.old, c.new, c.who) for c in games.history(g.id)] == [(None, 150, "Ana"), (150, None, "referee")]
    assert games.clear_entry(g.id, "A", "vp", None, "referee") == 3  # nothing to clear: no-op
    games.set_entry(g.id, "B", "vp", None, 150, "asked", "Ben")
    assert [(e.player, e.value) for e in games.entries(g.id)] == [("B", 150)]


def test_snapshots_keep_the_itstable_text(games):
    g = new_game(games)
    text = json.dumps(ITSTABLE, indent=2)
    s1 = games.save_snapshot(g.id, 1, text)
    s2 = games.save_snapshot(g.id, 2, {**ITSTABLE, "round": 2})
    snaps = games.snapshots(g.id)
    assert [s.id for s in snaps] == [s1.id, s2.id] and [s.round for s in snaps] == [1, 2]
    assert snaps[0].itstable == text and snaps[0].document() == ITSTABLE
    assert snaps[1].document()["round"] == 2
    assert games.get_game(g.id).version == 3
    with pytest.raises(FieldError, match=r"^itstable_json: malformed JSON"):
        games.save_snapshot(g.id, 1, "{not json")
    with pytest.raises(FieldError, match=r"^itstable_json.format"):
        games.save_snapshot(g.id, 1, {"format": "something-else"})
    with pytest.raises(FieldError, match=r"^round: must be a round from 1 to 10, got None"):
        games.save_snapshot(g.id, None, ITSTABLE)


def test_update_game_progress(games):
    g = new_game(games)
    u = games.update_game(g.id, round_reached=3, turn_reached="B", end_reason="time")
    assert (u.round_reached, u.turn_reached, u.end_reason, u.version) == (3, "B", "time", 2)
    with pytest.raises(GameFinished):  # reopening a finished game is a correction: it needs a reason
        games.update_game(g.id, end_reason=None, expected_version=2)
    u = games.update_game(g.id, end_reason=None, expected_version=2, why="time was not called")
    assert (u.round_reached, u.end_reason, u.version) == (3, None, 3)
    with pytest.raises(ConflictError):
        games.update_game(g.id, round_reached=2, expected_version=2)
    with pytest.raises(FieldError, match="^round_reached:"):
        games.update_game(g.id, round_reached=11)  # past any game (domain.bounds.GAME_ROUNDS)
    with pytest.raises(FieldError, match="^turn_reached:"):
        games.update_game(g.id, turn_reached="C")


def test_a_finished_game_takes_only_corrections(games):
    g = new_game(games)
    games.set_entry(g.id, "A", "vp", None, 204, "asked", "ana@host")
    games.update_game(g.id, round_reached=3, end_reason="completed")
    before = games.export_game(g.id)
    for write in (lambda: games.set_entry(g.id, "A", "vp", None, 123, "asked", "ben@host"),
                  lambda: games.clear_entry(g.id, "A", "vp", None, "ben@host"),
                  lambda: games.save_snapshot(g.id, 3, ITSTABLE),
                  lambda: games.save_table(g.id, ITSTABLE, "ben@host"),
                  lambda: games.update_game(g.id, round_reached=2)):
        with pytest.raises(GameFinished, match="^why: game .* is finished"):
            write()
    assert games.export_game(g.id) == before
    # the same value again is no write at all; a correction with a reason is
    games.set_entry(g.id, "A", "vp", None, 204, "asked", "ben@host")
    games.set_entry(g.id, "A", "vp", None, 200, "asked", "ben@host", "a Fusilier was counted twice")
    assert games.history(g.id)[-1].why == "a Fusilier was counted twice"


def test_the_current_table_is_kept_with_its_own_version(games):
    g = new_game(games)
    assert games.table(g.id) is None
    v = games.version(g.id)
    t1 = games.save_table(g.id, {**ITSTABLE, "round": 2, "turn": "B"}, "ana@host")
    assert (t1.round, t1.turn, t1.station, t1.version) == (2, "B", "ana@host", 1)
    assert games.version(g.id) == v  # a table edit never conflicts with a tally correction
    t2 = games.save_table(g.id, {**ITSTABLE, "round": 3, "turn": "A"}, "ana@host", expected_version=1)
    with pytest.raises(ConflictError, match="last written by ana@host"):
        games.save_table(g.id, ITSTABLE, "ben@host", expected_version=1)
    assert games.table(g.id) == t2 and t2.document()["round"] == 3
    with pytest.raises(FieldError, match="^itstable_json.turn:"):
        games.save_table(g.id, {**ITSTABLE, "turn": "C"}, "ana@host")
    with pytest.raises(GameNotFound):
        games.version(g.id + 100)
    first, again = export_import_export(games, g.id)
    assert first == again and first["table"]["itstable"]["round"] == 3


def test_the_set_up_factions_and_deployment_order(games):
    g = new_game(games)
    assert games.setup(g.id).faction_a is None
    games.set_setup(g.id, "PanOceania", "Yu Jing", "B")
    assert games.setup(g.id) == type(games.setup(g.id))(g.id, "PanOceania", "Yu Jing", "B")
    with pytest.raises(FieldError, match="^deploys_first:"):
        games.set_setup(g.id, "PanOceania", "Yu Jing", "C")
    first, again = export_import_export(games, g.id)
    assert first == again and first["setup"]["faction_b"] == "Yu Jing"


def test_a_snapshot_reports_the_version(games):
    g = new_game(games)
    snap = games.save_snapshot(g.id, 1, ITSTABLE)
    assert snap.game_version == games.version(g.id)


def test_a_table_of_another_scenario_never_goes_into_a_game(games):
    g = new_game(games)  # s16/supremacy at 300
    for bad, field in (({**ITSTABLE, "mission": "s16/frostbyte"}, "itstable_json.mission"),
                       ({**ITSTABLE, "points": 200}, "itstable_json.points")):
        with pytest.raises(FieldError, match=f"^{field}:"):
            games.save_snapshot(g.id, 1, bad)
        with pytest.raises(FieldError, match=f"^{field}:"):
            games.save_table(g.id, bad, "ana@host")
    assert games.snapshots(g.id) == [] and games.table(g.id) is None


def export_import_export(games: Games, game_id: int) -> tuple[dict, dict]:
    first = games.export_game(game_id)
    json.dumps(first)  # JSON-able as it is
    copy_id = games.import_game(json.loads(json.dumps(first)))  # through JSON text, as a file would
    assert copy_id != game_id
    return first, games.export_game(copy_id)


def test_export_import_export_is_identical(games):
    g = new_game(games)
    games.set_entry(g.id, "A", "antenna-1", 1, {"controlled": True}, "table", "station-1")
    games.set_entry(g.id, "A", "antenna-1", 1, {"controlled": False}, "override", "referee", why="réf")
    games.set_entry(g.id, "A", "vp", None, 150.5, "asked", "Ana")
    games.set_entry(g.id, "B", "classified:1", 2, ["hacker", {"n": 2}], "asked", "Ben", sealed=True)
    games.set_entry(g.id, "B", "intelcom", 3, "support", "asked", "Ben", sealed=True)
    games.set_entry(g.id, "B", "tmp", 3, 1, "asked", "Ben")
    games.clear_entry(g.id, "B", "tmp", 3, "Ben")
    games.save_snapshot(g.id, 1, ITSTABLE)
    games.save_snapshot(g.id, 2, json.dumps({**ITSTABLE, "round": 2}))
    games.update_game(g.id, round_reached=3, turn_reached="A", end_reason="completed")

    first, second = export_import_export(games, g.id)
    assert second == first
    assert first["game"]["end_reason"] == "completed" and len(first["entries"]) == 4
    assert len(first["history"]) == 7 and first["history"][-1]["new"] is None
    assert first["snapshots"][0]["itstable"] == ITSTABLE
    # The copy is a game like any other: it can be edited without touching the original.
    copy_id = max(s.id for s in games.list_games())
    games.set_entry(copy_id, "A", "vp", None, 151, "override", "referee", "recount")
    assert games.export_game(g.id) == first


def test_export_import_of_an_empty_game(games):
    g = new_game(games)
    first, second = export_import_export(games, g.id)
    assert second == first and first["entries"] == first["history"] == first["snapshots"] == []


@pytest.mark.parametrize("call, field", [
    (lambda gm, i: gm.set_entry(i, "C", "vp", None, 1, "table", "x"), "player"),
    (lambda gm, i: gm.set_entry(i, "a", "vp", None, 1, "table", "x"), "player"),
    (lambda gm, i: gm.set_entry(i, "A", "vp", 11, 1, "table", "x"), "round"),
    (lambda gm, i: gm.set_entry(i, "A", "vp", 0, 1, "table", "x"), "round"),
    (lambda gm, i: gm.set_entry(i, "A", "vp", "1", 1, "table", "x"), "round"),
    (lambda gm, i: gm.set_entry(i, "A", "vp", True, 1, "table", "x"), "round"),
    (lambda gm, i: gm.set_entry(i, "A", "", None, 1, "table", "x"), "key"),
    (lambda gm, i: gm.set_entry(i, "A", "k" * 65, None, 1, "table", "x"), "key"),
    (lambda gm, i: gm.set_entry(i, "A", "vp", None, None, "table", "x"), "value"),
    (lambda gm, i: gm.set_entry(i, "A", "vp", None, float("nan"), "table", "x"), "value"),
    (lambda gm, i: gm.set_entry(i, "A", "vp", None, object(), "table", "x"), "value"),
    (lambda gm, i: gm.set_entry(i, "A", "vp", None, 1, "guess", "x"), "source"),
    (lambda gm, i: gm.set_entry(i, "A", "vp", None, 1, "table", ""), "who"),
    (lambda gm, i: gm.set_entry(i, "A", "vp", None, 1, "table", "x", sealed="yes"), "sealed"),
    (lambda gm, i: gm.set_entry("1", "A", "vp", None, 1, "table", "x"), "game_id"),
    (lambda gm, i: gm.create_game("s16/supremacy", 0, "a", "b"), "points"),
    (lambda gm, i: gm.create_game("supremacy", 300, "a", "b"), "season"),
    (lambda gm, i: gm.create_game("s16/supremacy", 300, "", "b"), "player_a"),
])
def test_bad_values_name_the_field_and_write_nothing(games, call, field):
    g = new_game(games)
    games.set_entry(g.id, "A", "vp", None, 150, "asked", "Ana")
    before = games.export_game(g.id), len(games.list_games())
    with pytest.raises(ValueError) as err:
        call(games, g.id)
    assert isinstance(err.value, FieldError) and err.value.field == field
    assert str(err.value).startswith(f"{field}: ")
    assert (games.export_game(g.id), len(games.list_games())) == before


def test_unknown_game(games):
    with pytest.raises(GameNotFound, match="game_id: no game 999"):
        games.set_entry(999, "A", "vp", None, 1, "table", "x")
    for call in (games.get_game, games.entries, games.history, games.snapshots, games.export_game):
        with pytest.raises(LookupError):
            call(999)


def test_import_rejects_bad_data_naming_the_field_and_writes_nothing(games):
    g = new_game(games)
    games.set_entry(g.id, "A", "vp", None, 150, "asked", "Ana")
    games.set_entry(g.id, "B", "vp", None, 140, "asked", "Ben")
    good = games.export_game(g.id)
    cases = [
        ({**good, "format": "x"}, "format"),
        ({**good, "version": 99}, "version"),
        ({**good, "game": {**good["game"], "points": -5}}, "game.points"),
        ({**good, "game": {**good["game"], "created_at": "yesterday"}}, "game.created_at"),
        ({**good, "entries": [good["entries"][0], {**good["entries"][1], "round": 11}]}, "entries[1].round"),
        ({**good, "entries": [good["entries"][0], {**good["entries"][1], "round": 4}]},
         "entries[1].round"),  # a fourth round in a season of three
        ({**good, "entries": [good["entries"][0], good["entries"][0]]}, "entries[1]"),
        ({**good, "history": [{**good["history"][0], "player": "C"}]}, "history[0].player"),
        ({**good, "snapshots": [{"round": 1, "itstable": [], "created_at": good["game"]["created_at"]}]},
         "snapshots[0].itstable"),
    ]
    for data, field in cases:
        with pytest.raises(FieldError) as err:
            games.import_game(data)
        assert err.value.field == field, err.value
    assert len(games.list_games()) == 1


def test_a_stale_station_gets_a_conflict_and_nothing_is_lost(any_url):
    """Two stations (two engines, as on two machines) correct the same entry from the same view."""
    with Games.open(any_url) as one, Games.open(any_url, migrate=False) as two:
        g = new_game(one)
        base = one.set_entry(g.id, "A", "vp", None, 150, "asked", "Ana")
        seen_by_two = two.entries(g.id)[0]
        assert seen_by_two.game_version == base.game_version

        one.set_entry(g.id, "A", "vp", None, 155, "override", "referee-1", why="recount",
                      expected_version=base.game_version)
        with pytest.raises(ConflictError) as err:
            two.set_entry(g.id, "A", "vp", None, 160, "override", "referee-2",
                          expected_version=seen_by_two.game_version)
        assert err.value.expected == base.game_version and err.value.current == base.game_version + 1
        assert "changed by another station" in str(err.value)
        assert two.entries(g.id)[0].value == 155  # the first correction stands

        fresh = two.entries(g.id)[0]  # station two reloads, sees 155, and corrects again
        two.set_entry(g.id, "A", "vp", None, 160, "override", "referee-2", expected_version=fresh.game_version)
        assert [(c.old, c.new, c.who) for c in one.history(g.id)] == [
            (None, 150, "Ana"), (150, 155, "referee-1"), (155, 160, "referee-2")]


def test_simultaneous_corrections_one_wins_one_conflicts(any_url):
    with Games.open(any_url) as one, Games.open(any_url, migrate=False) as two:
        g = new_game(one)
        for attempt in range(5):
            seen = one.set_entry(g.id, "B", "antenna-1", 2, attempt, "table", "setup").game_version
            barrier = threading.Barrier(2)
            outcome: dict[str, object] = {}

            def correct(station: Games, name: str, value: int) -> None:
                barrier.wait()
                try:
                    station.set_entry(g.id, "B", "antenna-1", 2, value, "override", name,
                                      expected_version=seen)
                    outcome[name] = "ok"
                except ConflictError as exc:
                    outcome[name] = exc

            threads = [threading.Thread(target=correct, args=(one, "ref-1", 100 + attempt)),
                       threading.Thread(target=correct, args=(two, "ref-2", 200 + attempt))]
            for t in threads:
                t.start()
            for t in threads:
                t.join(30)
            winners = [n for n, r in outcome.items() if r == "ok"]
            assert len(outcome) == 2 and len(winners) == 1, outcome
            value = {"ref-1": 100 + attempt, "ref-2": 200 + attempt}[winners[0]]
            assert [e.value for e in one.entries(g.id)] == [value]
            last = one.history(g.id)[-1]
            assert (last.old, last.new, last.who) == (attempt, value, winners[0])


def test_150_entries_from_8_threads_all_land(games):
    g = new_game(games)
    n, workers = 150, 8
    errors: list[BaseException] = []

    def work(t: int) -> None:
        try:
            for i in range(t, n, workers):
                games.set_entry(g.id, "AB"[i % 2], f"obj-{i}", 1 + i % 3, i, "table", f"station-{t}")
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(t,)) for t in range(workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not errors, errors
    entries = games.entries(g.id)
    assert sorted(e.value for e in entries) == list(range(n))
    assert all(e.key == f"obj-{e.value}" and e.round == 1 + e.value % 3 for e in entries)
    assert len(games.history(g.id)) == n
    assert games.get_game(g.id).version == 1 + n


def test_threads_correcting_one_entry_serialise(games):
    """Without expected_version, concurrent writes to the same entry queue; each is in the history
    with the value it replaced, so the chain of old → new is unbroken."""
    g = new_game(games)
    games.set_entry(g.id, "A", "vp", None, -1, "table", "setup")

    def work(t: int) -> None:
        for i in range(5):
            games.set_entry(g.id, "A", "vp", None, t * 100 + i, "override", f"s{t}")

    threads = [threading.Thread(target=work, args=(t,)) for t in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    h = games.history(g.id)
    assert len(h) == 21
    assert all(a.new == b.old for a, b in zip(h, h[1:]))
    assert games.entries(g.id)[0].value == h[-1].new


def test_version_id_col_stops_a_lost_update_between_two_sessions(any_url):
    """The mapping itself: two sessions load version v of a game; the second UPDATE … WHERE
    version = v finds no row once the first has committed (the repository turns that into
    ConflictError)."""
    from sqlalchemy.orm import Session
    from sqlalchemy.orm.exc import StaleDataError

    from its_desktop.persistence.models import GameRow

    with Games.open(any_url) as games:
        g = new_game(games)
        with Session(games.engine) as s1, Session(games.engine, expire_on_commit=False) as s2:
            first, second = s1.get(GameRow, g.id), s2.get(GameRow, g.id)
            assert first.version == second.version == 1
            s2.commit()  # end s2's read transaction (SQLite: its snapshot) without writing
            first.end_reason = "time"
            s1.commit()
            second.end_reason = "retreat"
            with pytest.raises(StaleDataError):
                s2.commit()
        record = games.get_game(g.id)
        assert (record.end_reason, record.version) == ("time", 2)
