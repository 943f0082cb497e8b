"""Every text file and JSON field filled where the database knows it: an event set up with
``its-desktop event import`` and a game recorded in the app, each read by an overlay in its own process's
way (the server reads the database, never the window's memory)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from its_desktop.cli import main
from its_desktop.persistence.events import Events
from its_desktop.persistence.games import Games
from its_desktop.web.server import OverlayServer
from its_desktop.web.public import Scope

from .helpers import recorded_game
from .test_server import get

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "event-file.example.json"


def imported(url: str, capsys) -> int:
    assert main(["--db", url, "event", "import", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out.strip()
    assert out.isdigit(), out
    return int(out)


def link_table_1(url: str, event_id: int) -> tuple[int, int, int]:
    """A tally game for the first table of the event's newest round, linked to it (as the window does when a referee
    opens the table). Returns (game id, round, table)."""
    games = Games.open(url)
    try:
        events = Events(games.engine)
        rnd = max(g.round for g in events.games(event_id))
        t1 = min((g for g in events.games(event_id, rnd) if not g.bye), key=lambda g: g.table)
        g = games.create_game(events.get_round(event_id, rnd).scenario, 300, t1.a_name, t1.b_name)
        games.set_entry(g.id, "A", "vp", None, 120, "asked", who="tally")
        from sqlalchemy.orm import Session

        from its_desktop.persistence.models import EventGameRow

        with Session(games.engine) as s, s.begin():
            s.get(EventGameRow, t1.id).tally_game_id = g.id
        return g.id, rnd, t1.table
    finally:
        games.close()


def wait_for(path: Path, expected: str, timeout: float = 10.0) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_text(encoding="utf-8") == expected:
            return expected
        time.sleep(0.05)
    return path.read_text(encoding="utf-8") if path.exists() else "(missing)"


def test_event_import_prints_the_id_and_export_writes_the_same_event(sqlite_url, tmp_path, capsys):
    event_id = imported(sqlite_url, capsys)
    out = tmp_path / "again.json"
    assert main(["--db", sqlite_url, "event", "export", str(event_id), "-o", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    source = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    assert data["name"] == source["name"]
    assert [p["name"] for p in data["players"]] == [p["name"] for p in source["players"]]
    assert [p.get("faction") for p in data["players"]] == [p.get("faction") for p in source["players"]]
    assert all("lists" not in p for p in data["players"])  # army lists are private: never exported here
    # The export imports again: a round trip.
    assert main(["--db", sqlite_url, "event", "import", str(out)]) == 0
    assert int(capsys.readouterr().out.strip()) == event_id + 1


@pytest.mark.parametrize("mangle, field", [
    (lambda d: d["players"][0].pop("name"), "players[0].name"),
    (lambda d: d.update(season="s99"), "season"),
    (lambda d: d["games"][0].update(op_a=99), "op_a"),
])
def test_a_bad_event_file_is_one_line_naming_file_and_field_and_stores_nothing(sqlite_url, tmp_path, capsys,
                                                                              mangle, field):
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    mangle(data)
    bad = tmp_path / "bad-event.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert main(["--db", sqlite_url, "event", "import", str(bad)]) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in captured.err, captured.err
    assert str(bad) in lines[0] and field in lines[0], lines[0]
    games = Games.open(sqlite_url)
    try:
        assert Events(games.engine).list_events() == []
    finally:
        games.close()


def test_a_file_that_is_not_json_or_an_unknown_event_is_one_line(sqlite_url, tmp_path, capsys):
    bad = tmp_path / "not-json.json"
    bad.write_text("{players: [", encoding="utf-8")
    assert main(["--db", sqlite_url, "event", "import", str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and str(bad) in err[0]
    assert main(["--db", sqlite_url, "event", "export", "77", "-o", str(tmp_path / "x.json")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "77" in err[0]
    assert not (tmp_path / "x.json").exists()


def test_an_event_table_fills_state_json_and_every_text_file(any_url, tmp_path, capsys):
    event_id = imported(any_url, capsys)
    game_id, rnd, table = link_table_1(any_url, event_id)
    scope = Scope(table=table, event=event_id)
    server = OverlayServer(any_url, "127.0.0.1", 0, text_dir=tmp_path / "obs", text_scope=scope).start()
    try:
        assert server.ready(10)
        status, _, body = get(server, f"/state.json?event={event_id}&table={table}")
        assert status == 200
        game = json.loads(body)["game"]
        t = json.loads(body)["table"]
        assert game["id"] == game_id and game["table"] == table and game["event"] == event_id
        assert game["event_name"] == "Lisbon Winter Open"
        assert game["event_round"] == rnd
        assert game["players"]["A"]["faction"] == t["faction_a"] and game["players"]["A"]["faction"]
        assert game["players"]["B"]["faction"] == t["faction_b"] and game["players"]["B"]["faction"]
        obs = tmp_path / "obs"
        assert wait_for(obs / "faction_a.txt", t["faction_a"]) == t["faction_a"]
        assert wait_for(obs / "faction_b.txt", t["faction_b"]) == t["faction_b"]
        assert wait_for(obs / "table.txt", f"Table {table}") == f"Table {table}"
        expected = f"{game['event_name']}, round {rnd}"
        assert wait_for(obs / "event.txt", expected) == expected
        # The same game asked for by its id carries the same table and factions (/state.json?game=ID).
        by_id = json.loads(get(server, f"/state.json?game={game_id}")[2])["game"]
        assert (by_id["table"], by_id["players"]["A"]["faction"]) == (table, t["faction_a"])
    finally:
        server.stop()


def test_a_recorded_casual_game_fills_factions_reads_finished_and_draws_the_table_saved_last(any_url, tmp_path):
    game_id = recorded_game(any_url)
    server = OverlayServer(any_url, "127.0.0.1", 0, text_dir=tmp_path / "obs").start()  # the newest game
    try:
        assert server.ready(10)
        game = json.loads(get(server, f"/state.json?game={game_id}")[2])["game"]
        assert game["players"]["A"] == {"name": "Chloé Martin", "faction": "Ariadna"}
        assert game["players"]["B"] == {"name": "Femi Adeyemi", "faction": "Combined Army"}
        assert game["finished"] and game["round"] == 3 and game["rounds_completed"] == 3
        assert game["map"]["round"] == 3  # the table saved last (round 3), not the round-2 snapshot
        assert any(tr["x"] == 61.0 for tr in game["map"]["troopers"])
        games = json.loads(get(server, "/state.json")[2])["games"]
        assert games[0]["players"]["A"]["faction"] == "Ariadna"
        obs = tmp_path / "obs"
        assert wait_for(obs / "faction_a.txt", "Ariadna") == "Ariadna"
        assert wait_for(obs / "faction_b.txt", "Combined Army") == "Combined Army"
        assert wait_for(obs / "round.txt", "Final") == "Final"
        assert (obs / "table.txt").read_text(encoding="utf-8") == ""  # not played at an event table
    finally:
        server.stop()


def test_a_game_in_progress_follows_the_round_of_the_table_saved_last(sqlite_url):
    game_id = recorded_game(sqlite_url, finish=False)  # round 2 recorded, the table saved in round 3
    server = OverlayServer(sqlite_url, "127.0.0.1", 0).start()
    try:
        assert server.ready(10)
        game = json.loads(get(server, f"/state.json?game={game_id}")[2])["game"]
        assert not game["finished"] and game["round"] == 3 and game["map"]["round"] == 3
    finally:
        server.stop()
