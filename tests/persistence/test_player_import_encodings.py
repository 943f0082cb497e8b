"""OTM player import from the files spreadsheets write (issue 10 item 6): Excel's UTF-16 "Unicode text" with CRLF
or LF, a field over 131,072 characters, a NUL — on SQLite and on PostgreSQL, nothing half-imported; the same
boundary for a whole event file."""

from __future__ import annotations

import pytest

from its_desktop.domain.errors import InputError
from its_desktop.persistence.events import Events

ROWS = "Name\tITS PIN\tArmy\tClub\r\nJosé Núñez\t101\tPanOceania\tLisboa\r\nAnna\t102\tYu Jing\t\r\n"


@pytest.fixture
def events(any_url):
    with Events.open(any_url) as repo:
        yield repo


@pytest.mark.parametrize("data", [
    ROWS.encode("utf-16"),                         # Excel "Unicode text": BOM, tabs, CRLF
    ROWS.replace("\r\n", "\n").encode("utf-16"),   # the same with LF
    ROWS.replace("\r\n", "\n").encode("utf-16-le"),  # no BOM at all
    ROWS.encode("utf-8-sig"),
    ROWS.encode("cp1252"),                         # Excel "CSV" on Windows
], ids=["utf16-crlf", "utf16-lf", "utf16le-no-bom", "utf8-bom", "cp1252"])
def test_spreadsheet_encodings_import_clean_names(events, data):
    ev = events.create_event("Enc", "s16", who="TO")
    report = events.import_players_csv(ev.id, data, who="TO")
    assert [(p.name, p.pin, p.faction, p.club) for p in report.added] == [
        ("José Núñez", "101", "PanOceania", "Lisboa"), ("Anna", "102", "Yu Jing", None)]
    assert not report.skipped
    assert all("\x00" not in p.name for p in events.players(ev.id))


@pytest.mark.parametrize("data, where", [
    ("Name,PIN\nAna,1\nB\x00o,2\n", "line 3"),
    (b"Name,PIN\nAna,1\n\"" + b"x" * 140_000 + b"\",2\n", "line 3"),
    ("Name,PIN\nAna,1\nB\ud800o,2\n", "line 3"),
], ids=["nul", "huge-field", "lone-surrogate"])
def test_a_file_that_is_not_csv_text_imports_nothing(events, data, where):
    ev = events.create_event("Bad", "s16", who="TO")
    with pytest.raises(InputError) as info:
        events.import_players_csv(ev.id, data, who="TO")
    assert info.value.field == where and "\n" not in str(info.value)
    assert events.players(ev.id) == []


@pytest.mark.parametrize("data, field", [
    (b'{"format": "its-desktop-event", "season": "s16", "name": "E", "players": ' + b"[" * 5000 + b"]" * 5000 + b"}",
     "(json)"),
    ('{"season": "s16", "name": "E", "players": [{"id": 1, "name": "A\\ud800"}]}'.encode(), "players[0].name"),
    ('{"season": "s16", "name": "E", "points": 1e400, "players": []}'.encode("utf-16"), "points"),
    (b'{"season": "s16", "name": "E\x00", "players": []}', "line 1"),
], ids=["nested-5000", "lone-surrogate", "utf16-inf", "nul"])
def test_an_event_file_through_the_boundary_stores_nothing(events, data, field):
    from its_desktop.persistence.repository import FieldError

    before = len(events.list_events())
    with pytest.raises(FieldError) as info:
        events.import_event_file(data, who="TO")
    assert info.value.field == field
    assert len(events.list_events()) == before
