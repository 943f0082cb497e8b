"""The player CSV import refuses what it would have to guess: a tester's ``foo;bar`` / ``1;2`` (no header) once
registered "foo" with PIN "bar" and "1" with PIN "2". A file without a header naming the columns, a row without a
name or a PIN that is not digits is one line naming the file, the line and the field; nothing of it is
registered (on SQLite and on PostgreSQL)."""

from __future__ import annotations

import pytest

from its_desktop.domain.errors import InputError
from its_desktop.persistence.events import Events


@pytest.fixture
def events(any_url):
    with Events.open(any_url) as repo:
        yield repo


@pytest.mark.parametrize("text, field, words", [
    ("foo;bar\n1;2\n", "line 1", "no header naming the columns"),
    ("Cy,444,Haqqislam,Porto\nDi,555,Tohaa,\n", "line 1", "e.g. Name;PIN;Faction;Club (it reads Cy,444,Haqqislam,Porto)"),
    ("PIN;Army\n1;Nomads\n", "line 1", "no header naming the columns"),
    ("Name;PIN\nAna;1001\nBen;bar\n", "line 3", "PIN: an ITS PIN is digits, got 'bar'"),
    ("Name;PIN\nAna;1001\n;1002\n", "line 3", "name: missing"),
    ("Name;PIN\nAna;1001\n" + "B" * 300 + ";1003\n", "line 3", "name"),
], ids=["tester", "no-header", "no-name-column", "bad-pin", "no-name", "long-name"])
def test_a_bad_file_is_one_line_and_registers_nobody(events, text, field, words):
    ev = events.create_event("Strict", "s16", who="TO")
    events.add_player(ev.id, "Already", pin="111", who="TO")
    with pytest.raises(InputError) as info:
        events.import_players_csv(ev.id, text, who="TO", source="bad.csv")
    line = str(info.value)
    assert info.value.field == field and words in line and "\n" not in line
    assert line.startswith(f"bad.csv: {field}: ")
    assert [p.name for p in events.players(ev.id)] == ["Already"]   # all or nothing
    assert [c.field for c in events.history(ev.id)].count("registered") == 1


def test_a_good_file_still_registers_and_skips_who_is_already_there(events):
    ev = events.create_event("Good", "s16", who="TO")
    events.add_player(ev.id, "Already", pin="111", who="TO")
    report = events.import_players_csv(ev.id, "Name;PIN\n\nAna; 1001 \n111-dupe;111\n", who="TO", source="ok.csv")
    assert [(p.name, p.pin) for p in report.added] == [("Ana", "1001")]
    assert report.skipped == ["line 4: PIN 111 is already registered (Already)"]
