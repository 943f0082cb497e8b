"""Every number a file can hold has a physical bound (``domain.bounds``), applied by every reader: a value past
it is one line naming the file and the field, exit 2 on the command line; a value at it is read. The event
file's round deviations are typed like the rest of the file (a nested list was a TypeError)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from its_desktop import cli
from its_desktop.domain import bounds
from its_desktop.domain.errors import InputError
from its_desktop.domain.roster import read_roster_csv, read_roster_json
from its_desktop.domain.tournament.event_file import parse_event_file

ROOT = Path(__file__).resolve().parents[2]
GAME = json.loads((ROOT / "docs" / "examples" / "game-frostbyte.json").read_text(encoding="utf-8"))
TABLE = GAME["snapshots"][0]["itstable"]


def run_cli(capsys, *args: str) -> tuple[int, str]:
    code = cli.main(list(args))
    return code, capsys.readouterr().err


@pytest.mark.parametrize(("field", "value", "shown"), [
    ("base_mm", 1.79e308, "troopers[a1].base_mm: must be from 10 to 200 mm, got 1.79e+308"),
    ("base_mm", 9.99, "troopers[a1].base_mm: must be from 10 to 200 mm, got 9.99"),
    ("points", 401, "troopers[a1].points: must be from 0 to 400, got 401"),
    ("x", 72.01, "troopers[a1].x: must be from -24 to 72 (on the table or beside it), got 72.01"),
    ("y", -1e6, "troopers[a1].y: must be from -24 to 72 (on the table or beside it), got -1e+06"),
])
def test_a_table_past_a_bound_is_one_line_for_evaluate_render_and_score(tmp_path, capsys, field, value, shown):
    table = copy.deepcopy(TABLE)
    table["troopers"][0][field] = value
    state = tmp_path / "state.json"
    state.write_text(json.dumps(table), encoding="utf-8")
    code, err = run_cli(capsys, "evaluate", str(state))
    assert code == 2 and err == f"its-desktop: {state}: {shown}\n"
    itstable = tmp_path / "t.itstable"
    itstable.write_text(json.dumps(table), encoding="utf-8")
    code, err = run_cli(capsys, "render", str(itstable), "--size", "320x200", "-o", str(tmp_path / "t.png"))
    assert code == 2 and shown in err and len(err.splitlines()) == 1 and not (tmp_path / "t.png").exists()
    game = copy.deepcopy(GAME)
    game["snapshots"][0]["itstable"] = table
    record = tmp_path / "game.json"
    record.write_text(json.dumps(game), encoding="utf-8")
    code, err = run_cli(capsys, "score", str(record))
    assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err
    assert err.startswith(f"its-desktop: {record}: ") and shown.split(":")[0] in err


def test_a_table_at_its_bounds_is_read(tmp_path, capsys):
    table = copy.deepcopy(TABLE)
    table["troopers"][0].update(base_mm=200, points=400, x=-24, y=72)
    table["troopers"][1].update(base_mm=10, points=0)
    state = tmp_path / "state.json"
    state.write_text(json.dumps(table), encoding="utf-8")
    code, err = run_cli(capsys, "evaluate", str(state))
    assert code == 0 and err == ""


@pytest.mark.parametrize(("row", "shown"), [
    ("Fusilier,10,1.79e308", "row 2.base_mm: must be from 10 to 200 mm, got 1.79e+308"),
    ("Fusilier,401,25", "row 2.points: must be from 0 to 400, got 401"),
])
def test_a_roster_past_a_bound_names_the_row_and_column(row, shown):
    with pytest.raises(InputError) as caught:
        read_roster_csv(f"name,points,base_mm\n{row}\n", "army.csv", {"normal"})
    assert str(caught.value) == f"army.csv: {shown}"
    with pytest.raises(InputError, match="troopers\\[0\\].base_mm: must be from 10 to 200 mm"):
        read_roster_json(json.dumps({"troopers": [{"name": "F", "points": 10, "base_mm": 201}]}), "army.json",
                         {"normal"})


def test_a_game_record_past_a_bound(tmp_path, capsys):
    from its_desktop.domain.tally import GameRecord

    raw = {"mission": "s16/supremacy", "points": 300, "rounds_completed": 3, "end_reason": "completed",
           "vp": {"A": 1e300, "B": 10}}
    with pytest.raises(InputError, match=r"vp.A: must be a number from 0 to 1000, got 1e\+300"):
        GameRecord.from_json(raw)
    raw["vp"] = {"A": 200}
    raw["points"] = 10 ** 9
    with pytest.raises(InputError, match="points"):
        GameRecord.from_json(raw)


EVENT_FILE = json.loads((ROOT / "docs" / "event-file.example.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize(("path", "value", "field"), [
    (("rounds", 0, "deviations"), [[1, [2, 3]]], "rounds[0].deviations[0]"),
    (("rounds", 0, "deviations"), [{"kind": "club", "pack": [[1, [2, 3]]]}], "rounds[0].deviations[0].pack[0][1]"),
    (("rounds", 0, "deviations"), [{"kind": "club", "players": [[1]]}], "rounds[0].deviations[0].players[0]"),
    (("rounds", 0, "table_repeats"), [{"table": 10 ** 9}], "rounds[0].table_repeats[0].table"),
    (("rounds", 0, "round"), 51, "rounds[0].round"),
    (("tables",), [{"number": 1001}], "tables[0].number"),
])
def test_an_event_file_past_a_bound_or_of_the_wrong_shape_names_the_field(path, value, field):
    raw = copy.deepcopy(EVENT_FILE)
    node = raw
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    with pytest.raises(InputError) as caught:
        parse_event_file(raw)
    assert str(caught.value).startswith(field + ":") and "\n" not in str(caught.value)


def test_importing_a_nested_deviation_is_one_line_and_stores_nothing(tmp_path):
    from its_desktop.persistence.events import Events

    raw = copy.deepcopy(EVENT_FILE)
    raw["rounds"][0]["deviations"] = [{"kind": "rematch", "players": [[1, 2]], "pack": [[[1], 2]]}]
    with Events.open(f"sqlite:///{tmp_path / 'e.sqlite3'}") as events:
        with pytest.raises(InputError) as caught:
            events.import_event_file(raw, who="t")
        assert "rounds[0].deviations[0]" in str(caught.value)
        assert events.list_events() == []


@pytest.mark.parametrize(("table", "said", "pairings"), [
    ("1000000000000", "must be a whole number from 1 to 1000, got '1000000000000'", True),  # a number as text
    ("1000000000000", "must be a whole number from 1 to 1000, got '1000000000000'", False),
    ("Table 10^12", "must be a whole number from 1 to 1000, got 'Table 10^12'", False),  # a name: EVENT's, not ours
    (10 ** 12, "must be a whole number from 1 to 1000, got 1000000000000", False),
    (900, "the pairings seat this game at table 1, not 900", True),                   # not where it was paired
], ids=["text-paired", "text", "name", "number", "not-its-pairing"])
@pytest.mark.server
def test_an_imported_games_table_is_refused_not_moved_to_table_1(pg_url, table, said, pairings):
    """The event-file import put a game at table 10^12 (as text, or away from its pairing) on table 1 without a
    word; it is one line naming the field, like every other number past its bound, and nothing is stored."""
    from its_desktop.persistence.events import Events

    raw = copy.deepcopy(EVENT_FILE)
    raw["games"][0]["table"] = table
    if not pairings:
        raw.pop("pairings")
    with Events.open(pg_url) as events:
        with pytest.raises(InputError) as caught:
            events.import_event_file(raw, who="t")
        assert str(caught.value) == f"games[0].table: {said}"
        assert events.list_events() == []


def test_the_bounds_are_declared_once():
    assert bounds.BASE_MM.problem(25) is None and bounds.BASE_MM.problem(0.5) is not None
    x, y = bounds.position(24, 32)
    assert x.problem(-16) is None and x.problem(-16.01) is not None and y.problem(48) is None
