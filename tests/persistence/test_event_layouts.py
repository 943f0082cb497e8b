"""Named scenery layouts per tournament table, on SQLite and PostgreSQL: the library and the assignment
round-trip through the event file (version 2 only with layouts); two stations never overwrite each other's
assignment; a table's layout is frozen once its round starts; a layout on a table cannot be deleted; a bad
layout (in a table file or an event file) is one line naming the file and the field, and stores nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from its_desktop.domain.errors import InputError
from its_desktop.domain.itstable import named_layout
from its_desktop.domain.terrain.layouts import NamedLayout, layout_from_json
from its_desktop.persistence.events import EventConflictError, Events
from its_desktop.persistence.games import FieldError

WALL = {"id": "wall", "kind": "wall", "shape": "rect", "x": 24, "y": 24, "width": 32, "depth": 1}
HOUSE = {"id": "house", "kind": "building", "shape": "rect", "x": 12, "y": 30, "width": 6, "depth": 4, "roof": True}


def lay(name: str, *pieces: dict) -> NamedLayout:
    return layout_from_json({"name": name, "width": 48, "depth": 48, "scenery": list(pieces)})


@pytest.fixture
def events(any_url):
    with Events.open(any_url) as repo:
        yield repo


def paired_event(events, players: int = 4):
    ev = events.create_event("Layout Open", "s16", who="TO")
    for i in range(players):
        events.add_player(ev.id, f"P{i}", who="TO")
    events.set_round(ev.id, 1, "s16/supremacy", who="TO")
    events.save_pairings(ev.id, events.pair(ev.id, 1, seed=3), who="TO")
    return ev


def test_the_library_and_the_tables_round_trip_through_the_event_file(events):
    ev = paired_event(events)
    wall = events.add_layout(ev.id, lay("Central wall", WALL), who="TO")
    town = events.add_layout(ev.id, lay("Town", WALL, HOUSE), who="TO")
    events.assign_layout(ev.id, 1, wall.id, who="TO", expected_version=0)
    events.assign_layout(ev.id, 2, town.id, who="TO", expected_version=0)
    events.assign_layout(ev.id, 7, wall.id, who="TO")  # a table no round seats yet: it is numbered now
    assert [(t.number, t.layout) for t in events.table_layouts(ev.id)] == [(1, "Central wall"), (2, "Town"),
                                                                          (7, "Central wall")]
    assert [(r.name, r.pieces, r.tables) for r in events.layouts(ev.id)] == [("Central wall", 1, (1, 7)),
                                                                            ("Town", 2, (2,))]
    data = events.export_event_file(ev.id)
    assert data["format_version"] == 2
    assert {t["number"]: t.get("layout") for t in data["tables"]} == {1: "Central wall", 2: "Town", 7: "Central wall"}
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((Path(__file__).resolve().parents[2] / "docs" / "event-file.schema.json").read_text("utf-8"))
    jsonschema.validate(data, schema)  # the documented shape
    copy = events.import_event_file(json.dumps(data), who="TO")
    on = events.layouts_on_tables(copy.id)
    assert sorted(on) == [1, 2, 7] and on[2] == lay("Town", WALL, HOUSE) and on[1] is on[7]
    assert events.export_event_file(copy.id)["layouts"] == data["layouts"]
    # An event without layouts stays version 1: an older release still reads it.
    plain = events.create_event("Plain", "s16", who="TO")
    assert events.export_event_file(plain.id)["format_version"] == 1
    assert any(c.what == "layout" and c.field == "created" for c in events.history(ev.id))
    assert any(c.field == "table 2 layout" and c.new == "Town" for c in events.history(ev.id))


def test_two_stations_never_overwrite_each_others_assignment(events):
    ev = paired_event(events)
    wall = events.add_layout(ev.id, lay("Wall", WALL), who="TO")
    town = events.add_layout(ev.id, lay("Town", HOUSE), who="TO")
    shown = {t.number: t.version for t in events.table_layouts(ev.id)}  # both stations showed "no layout"
    events.assign_layout(ev.id, 1, wall.id, who="station 1", expected_version=shown[1])
    with pytest.raises(EventConflictError, match="Wall") as caught:
        events.assign_layout(ev.id, 1, town.id, who="station 2", expected_version=shown[1])
    assert "Nothing was overwritten" in str(caught.value)
    assert events.table_layouts(ev.id)[0].layout == "Wall"
    # The same for the layout itself: a station editing from an old version is refused.
    v = events.layouts(ev.id)[0].version
    events.replace_layout(town.id, lay("Town", HOUSE, WALL), who="station 1", expected_version=v)
    with pytest.raises(EventConflictError):
        events.replace_layout(town.id, lay("Town"), who="station 2", expected_version=v)
    assert events.get_layout(town.id).pieces == lay("Town", HOUSE, WALL).pieces
    with pytest.raises(FieldError, match="already in the event"):
        events.add_layout(ev.id, lay("Wall", HOUSE), who="station 2")


def test_a_tables_layout_is_frozen_once_its_round_starts(events):
    ev = paired_event(events)
    wall = events.add_layout(ev.id, lay("Wall", WALL), who="TO")
    town = events.add_layout(ev.id, lay("Town", HOUSE), who="TO")
    events.assign_layout(ev.id, 1, wall.id, who="TO")
    events.start_clock(ev.id, 1, who="TO")
    assert [(t.number, t.frozen) for t in events.table_layouts(ev.id)] == [(1, True), (2, True)]
    with pytest.raises(FieldError, match="table 1 is in a round that has started"):
        events.assign_layout(ev.id, 1, town.id, who="TO")
    with pytest.raises(FieldError, match="frozen"):
        events.replace_layout(wall.id, lay("Wall", HOUSE), who="TO")
    events.replace_layout(town.id, lay("Town", HOUSE, WALL), who="TO")  # on no table: still editable
    events.assign_layout(ev.id, 9, town.id, who="TO")  # a table the started round does not seat
    assert events.get_layout(wall.id) == lay("Wall", WALL)


def test_a_layout_on_a_table_cannot_be_deleted(events):
    ev = paired_event(events)
    wall = events.add_layout(ev.id, lay("Wall", WALL), who="TO")
    t = events.assign_layout(ev.id, 2, wall.id, who="TO")
    with pytest.raises(FieldError, match="stands on table 2"):
        events.delete_layout(wall.id, who="TO")
    events.assign_layout(ev.id, 2, None, who="TO", expected_version=t.version)
    events.delete_layout(wall.id, who="TO")
    assert events.layouts(ev.id) == [] and all(t.layout is None for t in events.table_layouts(ev.id))


@pytest.mark.parametrize(("change", "field"), [
    (lambda d: d["tables"][0].update(layout="Nowhere"), "tables[0].layout: no layout named 'Nowhere'"),
    (lambda d: d["layouts"][0]["scenery"][0].update(width=-1), "layouts[0].scenery[0].width: must be from"),
    (lambda d: d["layouts"][0].update(width=5000), "layouts[0].width:"),
    (lambda d: d.update(format_version=1), "layouts: need format_version 2"),
    (lambda d: d["layouts"].append(dict(d["layouts"][0])), "layouts[1].name: 'Wall' is used twice"),
])
def test_a_bad_layout_in_an_event_file_names_the_field_and_stores_nothing(events, change, field):
    ev = paired_event(events)
    wall = events.add_layout(ev.id, lay("Wall", WALL), who="TO")
    events.assign_layout(ev.id, 1, wall.id, who="TO")
    data = events.export_event_file(ev.id)
    change(data)
    before = len(events.list_events())
    with pytest.raises(FieldError) as caught:
        events.import_event_file(json.dumps(data), who="TO")
    assert field in str(caught.value)
    assert len(events.list_events()) == before


def test_a_layout_from_a_table_file_and_its_errors(tmp_path):
    good = tmp_path / "Town square.itstable"
    good.write_text(json.dumps({"format": "itstable", "version": 2, "mission": "s16/supremacy", "points": 300,
                                "troopers": [], "scenery": [WALL, HOUSE]}))
    got = named_layout(good)
    assert (got.name, got.width, got.depth, len(got.pieces)) == ("Town square", 48, 48, 2)
    bad = tmp_path / "bad.itstable"
    bad.write_text(json.dumps({"format": "itstable", "version": 2, "mission": "s16/supremacy", "points": 300,
                               "troopers": [], "scenery": [{**WALL, "depth": "thick"}]}))
    with pytest.raises(InputError) as caught:
        named_layout(bad)
    assert str(caught.value).startswith(f"{bad}: scenery[0].depth: must be a number")
    assert "\n" not in str(caught.value)
    empty = tmp_path / "empty.itstable"
    empty.write_text(json.dumps({"format": "itstable", "mission": "s16/supremacy", "points": 300, "troopers": []}))
    with pytest.raises(InputError, match="empty.itstable: scenery: this table has no scenery"):
        named_layout(empty)
    huge = tmp_path / "huge.itstable"
    huge.write_bytes(b"[" * 100_000)
    with pytest.raises(InputError, match="huge.itstable"):
        named_layout(huge)
