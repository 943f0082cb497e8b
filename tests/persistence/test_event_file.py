"""The event as a file and as a backup, on SQLite and PostgreSQL: the whole event round-trips (games without
results, a no-show, deviations, terrain labels, the audit trail); bad files name the field and store nothing;
a backup taken right after an entry holds it; a restore brings the event back beside what is stored."""

from __future__ import annotations

import json

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.persistence.events import Events
from its_desktop.persistence.games import FieldError


@pytest.fixture
def events(any_url):
    with Events.open(any_url) as repo:
        yield repo


def an_event(events):
    ev = events.create_event("File Open", "s16", who="TO", deployment_minutes=10)
    ids = [events.add_player(ev.id, f"P{i}", pin=f"{100 + i}", faction="Nomads", sectorial="Jurisdictional "
                             "Command of Bakunin" if i == 0 else None, club="Club", lists=[f"list {i}"],
                             who="TO").id for i in range(7)]
    events.check_in(ids[0], who="TO")
    events.set_table(ev.id, 1, "Urban A", who="TO")
    events.set_round(ev.id, 1, "s16/supremacy", who="TO")
    games = events.save_pairings(ev.id, events.pair(ev.id, 1, seed=11), who="TO")
    real = [g for g in games if not g.bye]
    events.record_result(real[0].id, 7, 3, 250.5, 120, "TO")
    events.record_result(real[0].id, 6, 3, 250.5, 120, "TO", why="sheet misread")
    events.forfeit(real[1].id, real[1].b, who="TO", why="no show")
    events.swap_players(ev.id, 1, real[2].a, next(g for g in games if g.bye).a, who="TO", why="asked")
    return ev, ids


def normalised(data):
    names = {p["id"]: p["name"] for p in data["players"]}

    def swap(v):
        return names.get(v, v) if isinstance(v, int) and not isinstance(v, bool) else v

    out = json.loads(json.dumps(data))
    out.pop("exported_at")
    for p in out["players"]:
        p["id"] = names[p["id"]]
    for key in ("games", "pairings"):
        for g in out[key]:
            for k in ("a", "b", "bye", "forfeit_by"):
                if k in g:
                    g[k] = swap(g[k])
    for r in out["rounds"]:
        for d in r.get("deviations", []):
            d["players"] = [swap(x) for x in d["players"]]
            d["pack"] = [[swap(x) for x in pair] for pair in d["pack"]]
            d["made"] = [[swap(x) for x in pair] for pair in d["made"]]
    return out


def test_the_event_file_round_trips(events):
    ev, ids = an_event(events)
    data = events.export_event_file(ev.id)
    assert all("lists" not in p for p in data["players"])  # private unless asked for
    assert {"round": 1, "bye": next(s["bye"] for s in data["pairings"] if "forfeit_by" in s),
            "forfeit_by": next(s["forfeit_by"] for s in data["pairings"] if "forfeit_by" in s)} in data["pairings"]
    unplayed = [s for s in data["pairings"] if "table" in s and not any(
        g.get("table") == s["table"] and "op_a" in g for g in data["games"])]
    assert unplayed, "games without results are in the file"
    assert {"number": 1, "label": "Urban A"} in data["tables"]
    assert [d["why"] for d in data["rounds"][0]["deviations"] if d["kind"] == "override"] == ["no show", "asked"]
    assert any(c.get("why") == "sheet misread" for c in data["audit"])

    text = json.dumps(data)
    copy = events.import_event_file(text, who="TO", name="File Open")
    again = events.export_event_file(copy.id)
    assert again["audit"][-1]["field"] == "imported"
    again["audit"] = again["audit"][:-1]
    assert normalised(again) == normalised(data)
    assert [r.tp for r in events.standings(copy.id).rows] == [r.tp for r in events.standings(ev.id).rows]
    with_lists = events.export_event_file(ev.id, include_lists=True)
    assert with_lists["players"][0]["lists"] == ["list 0"]


@pytest.mark.parametrize("change, field", [
    (lambda d: d["pairings"][0].update(b=999), "pairings[0].b"),
    (lambda d: d["players"][1].update(pin=12), "players[1].pin"),
    (lambda d: d["rounds"][0].update(scenario="s16/nope"), "rounds[0].scenario"),
    (lambda d: d.update(format="spreadsheet"), "format"),
    (lambda d: d["games"][0].update(op_a=14), "games[0].op_a"),
])
def test_a_bad_event_file_names_the_field_and_stores_nothing(events, change, field):
    ev, _ = an_event(events)
    data = events.export_event_file(ev.id)
    change(data)
    before = len(events.list_events())
    with pytest.raises(FieldError) as err:
        events.import_event_file(data, who="TO")
    assert str(err.value).startswith(field), str(err.value)
    assert len(events.list_events()) == before


def test_an_old_event_file_without_pairings_imports(events):
    raw = {"season": "s16", "name": "Plain", "players": [{"id": "a", "name": "Ana"}, {"id": "b", "name": "Ben"}],
           "rounds": [{"round": 1, "scenario": "s16/supremacy", "points": 300}],
           "games": [{"round": 1, "a": "a", "b": "b", "op_a": 5, "op_b": 2, "vp_a": 90, "vp_b": 40}]}
    ev = events.import_event_file(raw, who="TO")
    g = events.games(ev.id, 1)[0]
    assert (g.table, g.a_name, g.op_a) == (1, "Ana", 5)


def test_the_backup_holds_the_last_entry_and_restores_beside(events, tmp_path):
    ev, ids = an_event(events)
    g = next(x for x in events.games(ev.id, 1) if x.open)
    events.record_result(g.id, 9, 1, 280, 30, "TO")  # the last entry before the copy
    out = events.backup(ev.id, tmp_path / "copy.backup")
    restored = events.restore(out, ev.id, who="TO")
    assert restored.name == "File Open (restored)" and restored.id != ev.id
    back = next(x for x in events.games(restored.id, 1) if x.table == g.table)
    assert (back.op_a, back.op_b, back.vp_a) == (9, 1, 280)
    assert events.get_event(ev.id).name == "File Open"  # what was stored is untouched
    assert [p.lists for p in events.players(restored.id)] == [p.lists for p in events.players(ev.id)]
    assert catalog.season("s16")  # the season of the restored event is still known


def test_the_documented_schema_and_example(events):
    from pathlib import Path

    jsonschema = pytest.importorskip("jsonschema")
    docs = Path(__file__).resolve().parents[2] / "docs"
    schema = json.loads((docs / "event-file.schema.json").read_text(encoding="utf-8"))
    example = json.loads((docs / "event-file.example.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.validate(example, schema)
    ev, _ = an_event(events)
    jsonschema.validate(events.export_event_file(ev.id, include_lists=True), schema)
    imported = events.import_event_file(example, who="TO")
    assert [g.table for g in events.games(imported.id, 2) if not g.bye] == [p["table"] for p in example["pairings"]
                                                              if p["round"] == 2 and "table" in p]
    bad = dict(example, pairings=[{"round": 1, "table": "one", "a": 1, "b": 2}])
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, schema)
