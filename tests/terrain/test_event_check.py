"""Every table of an event checked at once (domain and ``its-desktop event layout|layouts|check``): tables that
share a layout share its findings and match the single-table check; a layout laid on another table size is not
checked and says why; the run in processes gives the same findings as in this one; a Cancel (an exception from
progress) stops it; bad input is one line naming the file or option, exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from its_desktop.cli import main
from its_desktop.domain.mission import catalog
from its_desktop.domain.terrain.event_check import check_tables
from its_desktop.domain.terrain.layouts import layout_from_json
from its_desktop.domain.terrain.metrics import check, layout_of

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "event-file.example.json"
WALL = {"id": "wall", "kind": "wall", "shape": "rect", "x": 24, "y": 24, "width": 32, "depth": 1}
HOUSE = {"id": "house", "kind": "building", "shape": "rect", "x": 12, "y": 30, "width": 6, "depth": 4, "roof": True}
MISSION = catalog.mission("s16/supremacy", 300)


def lay(name, *pieces, width=48, depth=48):
    return layout_from_json({"name": name, "width": width, "depth": depth, "scenery": list(pieces)})


def test_tables_sharing_a_layout_share_the_single_table_findings():
    wall, town, small = lay("Wall", WALL), lay("Town", WALL, HOUSE), lay("Small", HOUSE, width=24, depth=32)
    told = []
    got = check_tables(MISSION, {3: wall, 1: town, 2: wall, 4: small}, workers=1,
                       progress=lambda d, t: told.append((d, t)))
    assert [(r.table, r.layout) for r in got] == [(1, "Town"), (2, "Wall"), (3, "Wall"), (4, "Small")]
    assert got[1].findings == got[2].findings == tuple(check(layout_of(MISSION, wall.pieces)))
    assert got[0].findings == tuple(check(layout_of(MISSION, town.pieces)))
    assert got[3].findings == () and "24 × 32 in table" in (got[3].problem or "")
    assert told[-1][0] == told[-1][1] and all(a[0] <= b[0] for a, b in zip(told, told[1:], strict=False))
    # Cancel: the progress callback's exception stops the run.
    with pytest.raises(KeyboardInterrupt):
        check_tables(MISSION, {1: wall, 2: town}, workers=1, progress=lambda d, t: (_ for _ in ()).throw(
            KeyboardInterrupt))


def test_the_run_in_processes_gives_the_same_findings():
    wall, town = lay("Wall", WALL), lay("Town", WALL, HOUSE)
    one = check_tables(MISSION, {1: wall, 2: town}, workers=1)
    two = check_tables(MISSION, {1: wall, 2: town}, workers=2)
    assert one == two


def test_the_command_line_adds_lists_and_checks_an_events_layouts(sqlite_url, tmp_path, capsys):
    assert main(["--db", sqlite_url, "event", "import", str(EXAMPLE)]) == 0
    eid = capsys.readouterr().out.strip()
    table = tmp_path / "Wall.itstable"
    table.write_text(json.dumps({"format": "itstable", "version": 2, "mission": "s16/supremacy", "points": 300,
                                 "troopers": [], "scenery": [WALL]}))
    assert main(["--db", sqlite_url, "event", "layout", eid, str(table), "--tables", "1-2"]) == 0
    assert capsys.readouterr().out.strip().isdigit()  # the new layout's id
    assert main(["--db", sqlite_url, "event", "layouts", eid, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["layouts"][0]["name"] == "Wall" and data["layouts"][0]["tables"] == [1, 2]
    assert main(["--db", sqlite_url, "event", "check", eid, "--round", "1", "--workers", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["mission"] == "s16/supremacy" and [t["table"] for t in report["tables"]] == [1, 2]
    assert report["tables"][0]["findings"] == [f.to_json() for f in check(layout_of(MISSION, lay("W", WALL).pieces))]
    assert main(["--db", sqlite_url, "event", "check", eid, "--round", "1", "--workers", "1"]) == 0
    text = capsys.readouterr().out
    assert "Table 1 · Wall:" in text and "Open lane (bottom edge) · Infantry (Silhouette 2): 47 in" in text


@pytest.mark.parametrize(("args", "needle"), [
    (["layout", "{eid}", "{bad}"], "bad.itstable: scenery[0].width: must be from"),
    (["layout", "{eid}", "{good}", "--tables", "1-x"], "--tables: '1-x'"),
    (["check", "{eid}", "--round", "9"], "round: event {eid} has no round 9"),
    (["check", "{eid}"], "no table has a layout"),
    (["layouts", "999"], "event 999: no such event"),
])
def test_bad_input_is_one_line_and_exit_2(sqlite_url, tmp_path, capsys, args, needle):
    assert main(["--db", sqlite_url, "event", "import", str(EXAMPLE)]) == 0
    eid = capsys.readouterr().out.strip()
    bad, good = tmp_path / "bad.itstable", tmp_path / "good.itstable"
    bad.write_text(json.dumps({"format": "itstable", "version": 2, "mission": "s16/supremacy", "points": 300,
                               "troopers": [], "scenery": [{**WALL, "width": -1}]}))
    good.write_text(json.dumps({"format": "itstable", "version": 2, "mission": "s16/supremacy", "points": 300,
                                "troopers": [], "scenery": [WALL]}))
    filled = [a.format(eid=eid, bad=bad, good=good) for a in args]
    assert main(["--db", sqlite_url, "event", *filled]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert needle.format(eid=eid) in err, err
