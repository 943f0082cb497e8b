"""The input boundary and the readers that use it, outside the command line: File → Open's loader, the roster
importer, the JSON Lines reader, the error base."""

from __future__ import annotations

import json
import os

import pytest

from its_desktop.domain import inputs, itstable
from its_desktop.domain.errors import InputError
from its_desktop.domain.state_files import read_states
from its_desktop.domain.mission.errors import MissionError
from its_desktop.domain.roster import MAX_COUNT, RosterError, read_roster, read_roster_csv, read_roster_json
from its_desktop.domain.table import StateError
from its_desktop.domain.tournament.event import EventError
from its_desktop.persistence.repository import FieldError

from .cases import CASES, state, trooper

STATES = {"normal", "unconscious", "dead"}


def test_one_error_base_with_file_field_message():
    for err in (StateError("x", "bad"), EventError("x", "bad"), RosterError("f.csv", "x", "bad"),
                MissionError("f.toml", "x", "bad"), FieldError("x", "bad")):
        assert isinstance(err, InputError) and isinstance(err, ValueError)
        assert (err.field, err.message) == ("x", "bad")
        assert str(err.in_file("f")) in ("f: x: bad", "f.csv: x: bad", "f.toml: x: bad")
    # Distinct kinds under the one root: an event's or a roster's bad field is not a table state's.
    assert not isinstance(EventError("x", "bad"), StateError) and not isinstance(RosterError("f", "x", "bad"), StateError)
    assert FieldError("round", "too big").problem == "too big"
    assert str(InputError("", "no field", file="f")) == "f: no field"


STATE_CASES = [c for c in CASES if c.command[:1] == ("evaluate",) and c.content and c.special is None
               and not c.id.startswith("state-jsonl")]


@pytest.mark.parametrize("case", STATE_CASES, ids=lambda c: c.id)
def test_file_open_refuses_what_evaluate_refuses(case, tmp_path):
    """File → Open and ``evaluate`` read the same format and refuse the same files, naming file and field."""
    path = tmp_path / "t.itstable"
    path.write_bytes(case.content)
    with pytest.raises(InputError) as info:
        itstable.load(path)
    assert str(info.value).startswith(f"{path}: ") and "\n" not in str(info.value)


@pytest.mark.parametrize("placed, field", [
    (5, "placed"), ([5], "placed[0]"), ([{"id": "h", "placement": ["hvt"], "player": "A", "x": 1, "y": 1}],
                                       "placed[0].placement"),
    ([{"id": "h", "placement": "hvt", "player": {"A": 1}, "x": 1, "y": 1}], "placed[0].player"),
])
def test_placed_must_be_a_list_of_objects(placed, field, tmp_path):
    path = tmp_path / "t.itstable"
    path.write_text(json.dumps({"format": "itstable", "version": 1, **state(), "placed": placed}))
    with pytest.raises(InputError) as info:
        itstable.load(path)
    assert info.value.field == field and info.value.file == str(path)


def test_the_kind_of_error_comes_from_the_field_not_the_message(tmp_path):
    path = tmp_path / "t.itstable"
    path.write_text(json.dumps(state(points=301)))
    with pytest.raises(StateError) as info:
        itstable.load(path)
    assert info.value.field == "points" and "301 is not a game size" in info.value.message
    path.write_text(json.dumps(state(mission="s16/--points")))
    with pytest.raises(StateError) as info:
        itstable.load(path)
    assert info.value.field == "mission"


@pytest.mark.parametrize("count", ["1e12", "201", "1e400", "nan", str(10 ** 400)])
def test_roster_count_is_capped(count):
    text = f"name,points,base_mm,count\nFusilier,10,25,{count}\n"
    with pytest.raises(RosterError) as info:
        read_roster_csv(text, "army.csv", STATES)
    assert info.value.field == "row 2.count"
    assert str(MAX_COUNT) in info.value.message or "finite" in info.value.message


def test_roster_total_is_capped_and_json_numbers_are_bounded():
    rows = "".join(f"F{i},10,25,200\n" for i in range(11))
    with pytest.raises(RosterError, match="passes 2000 troopers"):
        read_roster_csv("name,points,base_mm,count\n" + rows, "army.csv", STATES)
    with pytest.raises(RosterError) as info:
        read_roster_json('[{"name": "F", "points": ' + "9" * 5000 + ', "base_mm": 25}]', "a.json", STATES)
    assert info.value.field == "[0].points" and "too large" in info.value.message
    assert read_roster_csv("name,points,base_mm,count\nF,10,25,200\n", "a.csv", STATES)[0].count == 200


def test_roster_files_in_utf16_and_cp1252_and_refused_specials(tmp_path):
    text = "name;points;base_mm;count\r\nJosé;10;25;2\r\n"
    for codec in ("utf-16", "cp1252", "utf-8-sig"):
        path = tmp_path / f"{codec}.csv"
        path.write_bytes(text.encode(codec))
        assert [(e.name, e.count) for e in read_roster(path, STATES)] == [("José", 2)]
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    with pytest.raises(RosterError, match="not a regular file"):
        read_roster(fifo, STATES)


def test_json_lines_are_streamed_not_read_whole(tmp_path, monkeypatch):
    path = tmp_path / "batch.jsonl"
    path.write_text("".join(json.dumps(state([trooper(x=i % 40 + 1)])) + "\n" for i in range(2000)))
    monkeypatch.setattr(inputs, "read_text", lambda *a, **k: pytest.fail("the whole batch was read into memory"))
    batch, states = read_states(path)
    assert batch and sum(1 for _ in states) == 2000


def test_one_document_over_the_cap_is_refused(tmp_path):
    path = tmp_path / "big.json"
    with path.open("w") as fh:
        fh.write('{"troopers": [\n')
        fh.write(("\"" + "x" * 1000 + "\",\n") * (inputs.MAX_BYTES // 1000 + 10))
        fh.write("1]}\n")
    with pytest.raises(InputError, match="too large"):
        batch, states = read_states(path)
        list(states)


@pytest.mark.parametrize("head, codec", [
    (b"\xef\xbb\xbf{", "utf-8"), (b"\xff\xfe{\x00", "utf-16-le"), (b"\xfe\xff\x00{", "utf-16-be"),
    (b"{\x00\"\x00", "utf-16-le"), (b"\x00{\x00\"", "utf-16-be"), (b"{\"a\"", "utf-8"),
    (b"\xff\xfe\x00\x00{\x00\x00\x00", "utf-32-le"),
])
def test_encoding_detection(head, codec):
    assert inputs.sniff_encoding(head)[0] == codec


@pytest.mark.parametrize(("header", "delimiter"), [
    ("name,points,base_mm", ","), ("nom;points;base_mm", ";"), ("name\tpoints", "\t"),
    ('"Silva, Ana";1;Nomads', ";"), ('"a;b";"c;d",e,f', ","), ("name", ","), ("", ","),
    ("a,b;c", ","),  # a tie: the comma
])
def test_one_delimiter_sniffer_for_every_csv_reader(header, delimiter):
    assert inputs.sniff_delimiter(header) == delimiter
