"""Rosters: reading CSV and JSON army lists, and every bad input naming its row or field."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from its_desktop.domain.roster import (
    RosterEntry, RosterError, read_roster, read_roster_csv, read_roster_json, to_trooper, write_roster_json,
)
from its_desktop.domain.errors import InputError
from its_desktop.domain.table import Trooper

SEASON = Path(__file__).resolve().parents[1] / "maps" / "s16" / "season.toml"
STATES = set(tomllib.loads(SEASON.read_text(encoding="utf-8"))["trooper_states"])

GOOD_CSV = """\
name,points,base_mm,kind,state,troop_type,roles,tags,count
Łukasz Żółć,28,25,model,normal,LI,lieutenant,specialist;hacker,1

Fusilier,10,25,,,li,,,3
Camo sniper,32,25,marker,normal,MI,,specialist | forward-observer,
Shasvastii embryo,0,25,model,embryo,,,shasvastii,1
Gecko,60,55,model,normal,TAG,Key-Ops,,1
"""

GOOD_JSON = {
    "troopers": [
        {"name": "Łukasz Żółć", "points": 28, "base_mm": 25, "troop_type": "LI",
         "roles": ["lieutenant"], "tags": ["specialist", "hacker"]},
        {"name": "Fusilier", "points": 10, "base_mm": 25, "count": 3, "notes": "ignored"},
        {"name": "Beacon", "points": 0, "base_mm": 27.5, "kind": "token"},
    ],
}


def test_good_csv_roster():
    entries = read_roster_csv(GOOD_CSV, "list.csv", STATES)
    assert [e.name for e in entries] == ["Łukasz Żółć", "Fusilier", "Camo sniper", "Shasvastii embryo", "Gecko"]
    lt, fus, camo, embryo, gecko = entries
    assert lt == RosterEntry("Łukasz Żółć", 28, 25.0, "model", "normal", "LI", frozenset({"lieutenant"}),
                             frozenset({"specialist", "hacker"}), 1)
    assert (fus.kind, fus.state, fus.troop_type, fus.count) == ("model", "normal", "LI", 3)
    assert camo.kind == "marker" and camo.tags == {"specialist", "forward_observer"} and camo.count == 1
    assert embryo.state == "embryo" and embryo.troop_type is None
    assert gecko.base_mm == 55 and gecko.roles == {"key_ops"}


def test_good_json_roster_object_and_bare_list():
    entries = read_roster_json(json.dumps(GOOD_JSON, ensure_ascii=False), "list.json", STATES)
    assert [e.name for e in entries] == ["Łukasz Żółć", "Fusilier", "Beacon"]
    assert entries[0].roles == {"lieutenant"} and entries[0].tags == {"specialist", "hacker"}
    assert entries[1].count == 3
    assert entries[2].kind == "token" and entries[2].base_mm == 27.5
    bare = read_roster_json(json.dumps(GOOD_JSON["troopers"]), "list.json", STATES)
    assert bare == entries


def test_json_round_trip_keeps_utf8():
    entries = read_roster_csv(GOOD_CSV, "list.csv", STATES)
    text = write_roster_json(entries)
    assert "Łukasz Żółć" in text  # not \u-escaped
    assert read_roster_json(text, "again.json", STATES) == entries


def test_read_roster_by_extension(tmp_path):
    csv_path = tmp_path / "army.CSV"
    csv_path.write_text(GOOD_CSV, encoding="utf-8-sig")  # a BOM, as spreadsheets write it
    json_path = tmp_path / "army.json"
    json_path.write_text(json.dumps(GOOD_JSON, ensure_ascii=False), encoding="utf-8")
    assert read_roster(csv_path, STATES)[0].name == "Łukasz Żółć"
    assert len(read_roster(json_path, STATES)) == 3
    with pytest.raises(InputError, match=r"army\.txt: .*\.csv or \.json"):
        read_roster(tmp_path / "army.txt", STATES)
    with pytest.raises(InputError, match=r"cannot read"):
        read_roster(tmp_path / "missing.csv", STATES)


def test_semicolon_csv_from_a_french_spreadsheet():
    text = "Nom;points;base_mm;tags\nName;1;;\n"
    with pytest.raises(InputError) as err:  # "nom" is not a column: name is missing
        read_roster_csv(text, "fr.csv", STATES)
    assert err.value.field == "row 1.name"
    text = "name;points;base_mm;tags\nÉclaireur;12;27,5;specialist|hacker\n"
    (entry,) = read_roster_csv(text, "fr.csv", STATES)
    assert entry.base_mm == 27.5 and entry.tags == {"specialist", "hacker"}


def test_scenario_roles_are_accepted_when_given():
    text = "name,points,base_mm,roles\nA,10,25,custom-role\n"
    with pytest.raises(InputError):
        read_roster_csv(text, "r.csv", STATES)
    (entry,) = read_roster_csv(text, "r.csv", STATES, roles={"custom-role"})
    assert entry.roles == {"custom_role"}


HEADER = "name,points,base_mm,kind,state,troop_type,roles,tags,count\n"
OK_ROW = "Fusilier,10,25,model,normal,LI,,,1\n"

BROKEN_CSV = [
    # (text, field, words in the message)
    ("", "(file)", "empty"),
    ("\n\n  \n", "(file)", "empty"),
    ("name,points\nA,10\n", "row 1.base_mm", "missing column"),
    ("name,point,base_mm\nA,10,25\n", "row 1.point", "did you mean 'points'"),
    ("name,points,base_mm,points\nA,1,25,1\n", "row 1.points", "twice"),
    (HEADER + OK_ROW + OK_ROW + "Bad,ten,25,model,normal,LI,,,1\n", "row 4.points", "must be a number"),
    (HEADER + OK_ROW + "\nBad,-5,25,model,normal,LI,,,1\n", "row 4.points", "0 or more"),
    (HEADER + "Bad,12.5,25,model,normal,LI,,,1\n", "row 2.points", "whole number"),
    (HEADER + OK_ROW + "Bad,10,0,model,normal,LI,,,1\n", "row 3.base_mm", "more than 0"),
    (HEADER + "Bad,10,-25,model,normal,LI,,,1\n", "row 2.base_mm", "more than 0"),
    (HEADER + "Bad,10,nan,model,normal,LI,,,1\n", "row 2.base_mm", "finite"),
    (HEADER + "Bad,10,25,miniature,normal,LI,,,1\n", "row 2.kind", "unknown kind 'miniature'"),
    (HEADER + "Bad,10,25,model,asleep,LI,,,1\n", "row 2.state", "unknown state 'asleep'"),
    (HEADER + "Bad,10,25,model,normal,XX,,,1\n", "row 2.troop_type", "unknown troop type 'XX'"),
    (HEADER + "Bad,10,25,model,normal,LI,captain,,1\n", "row 2.roles", "unknown role 'captain'"),
    (HEADER + "Bad,10,25,model,normal,LI,,specialist;wizard,1\n", "row 2.tags", "unknown tag 'wizard'"),
    (HEADER + "Bad,10,25,model,normal,LI,,,0\n", "row 2.count", "at least 1"),
    (HEADER + "Bad,10,25,model,normal,LI,,,1.5\n", "row 2.count", "at least 1"),
    (HEADER + " ,10,25,model,normal,LI,,,1\n", "row 2.name", "missing"),
    (HEADER + "Bad,,25,model,normal,LI,,,1\n", "row 2.points", "missing"),
    (HEADER + "Bad,10,25,model,normal,LI,,,1,extra\n", "row 2", "10 cells"),
    (HEADER + '"Bad,10,25\n', "(csv)", "malformed CSV"),
]


@pytest.mark.parametrize(("text", "field", "words"), BROKEN_CSV)
def test_broken_csv_names_the_row_and_field(text, field, words):
    with pytest.raises(InputError) as err:
        read_roster_csv(text, "army.csv", STATES)
    assert isinstance(err.value, RosterError)
    assert err.value.field == field
    assert words in err.value.message
    line = str(err.value)
    # the file itself at fault (empty, not JSON) names no field: "army.csv: empty: …"
    assert line.startswith(f"army.csv: {field}: " if field not in ("(file)", "(json)") else "army.csv: ") \
        and "\n" not in line and "(file)" not in line


def _json(*troopers, wrap=True):
    return json.dumps({"troopers": list(troopers)} if wrap else list(troopers))


GOOD = {"name": "Fusilier", "points": 10, "base_mm": 25}

BROKEN_JSON = [
    ("", "(json)", "empty"),
    ("   \n", "(json)", "empty"),
    ('{"troopers": [', "(json)", "malformed JSON at line 1"),
    ('"a roster"', "(top level)", "must be"),
    ('{"army": []}', "troopers", "missing"),
    ('{"troopers": {"name": "A"}}', "troopers", "must be a list"),
    (_json(GOOD, "Fusilier"), "troopers[1]", "must be an object"),
    (_json(GOOD, GOOD, {"name": "A", "points": 10}), "troopers[2].base_mm", "missing"),
    (_json(GOOD, GOOD, {**GOOD, "base_mm": 0}), "troopers[2].base_mm", "more than 0"),
    (_json({**GOOD, "base_mm": "25"}), "troopers[0].base_mm", "must be a number"),
    (_json(GOOD, {**GOOD, "points": "10"}), "troopers[1].points", "must be a number"),
    (_json(GOOD, {**GOOD, "points": -1}, wrap=False), "troopers[1].points", "0 or more"),
    (_json({**GOOD, "points": True}), "troopers[0].points", "must be a number"),
    (_json({**GOOD, "name": ""}), "troopers[0].name", "non-empty"),
    (_json({**GOOD, "kind": "miniature"}), "troopers[0].kind", "unknown kind"),
    (_json({**GOOD, "state": "asleep"}), "troopers[0].state", "unknown state"),
    (_json({**GOOD, "troop_type": "XX"}), "troopers[0].troop_type", "unknown troop type"),
    (_json({**GOOD, "roles": ["captain"]}), "troopers[0].roles", "unknown role"),
    (_json({**GOOD, "tags": ["wizard"]}), "troopers[0].tags", "unknown tag"),
    (_json({**GOOD, "tags": [3]}), "troopers[0].tags", "list of tag names"),
    (_json({**GOOD, "count": 0}), "troopers[0].count", "at least 1"),
    (_json({**GOOD, "tag": ["hacker"]}), "troopers[0].tag", "did you mean 'tags'"),
]


@pytest.mark.parametrize(("text", "field", "words"), BROKEN_JSON)
def test_broken_json_names_the_field(text, field, words):
    with pytest.raises(InputError) as err:
        read_roster_json(text, "army.json", STATES)
    assert err.value.field == field
    assert words in err.value.message
    assert str(err.value).startswith(f"army.json: {field}: " if field not in ("(file)", "(json)") else "army.json: ") \
        and "\n" not in str(err.value) and "(json)" not in str(err.value)


def test_to_trooper():
    (entry,) = read_roster_json(_json({**GOOD, "tags": ["specialist"], "roles": ["key_ops"], "troop_type": "HI"}),
                                "r.json", STATES)
    trooper = to_trooper(entry, "a1", "A", 3.5, 4)
    assert trooper == Trooper(id="a1", player="A", x=3.5, y=4.0, base_mm=25.0, points=10.0, state="normal",
                              kind="model", troop_type="HI", roles=frozenset({"key_ops"}),
                              tags=frozenset({"specialist"}), name="Fusilier")
    assert trooper.label == "Fusilier"
    with pytest.raises(InputError) as err:
        to_trooper(entry, "a1", "C", 0, 0)
    assert err.value.field == "player"


def test_the_delimiter_is_the_one_the_header_uses_most_outside_quotes():
    # A quoted column name holding a comma does not make a semicolon file comma-separated.
    text = 'name;points;base_mm;"notes, free text"\nÉclaireur;12;27,5;"a, b"\n'
    (entry,) = read_roster_csv(text, "fr.csv", STATES)
    assert (entry.name, entry.points, entry.base_mm) == ("Éclaireur", 12, 27.5)
    (entry,) = read_roster_csv("name\tpoints\tbase_mm\nFusilier\t10\t25\n", "tab.csv", STATES)
    assert (entry.name, entry.base_mm) == ("Fusilier", 25)
