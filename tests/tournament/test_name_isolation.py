"""Names isolated from the text around them: FSI…PDI in terminal output (standings, pairings), and direction
controls or invisible characters refused when a player or an event is registered."""

from __future__ import annotations

import json

import pytest

from its_desktop import cli
from its_desktop.domain import names
from its_desktop.persistence.games import FieldError

RLO = "\u202e"


@pytest.mark.parametrize("name", [f"{RLO}Ana", "Ana\u200b", "\u2066Ben\u2069", "Ben\u200f", "\ufeffCy", "Di\u00ad",
                                  "\u200dEd", "Fa\u200c", "Gus\x07"])
def test_a_name_with_a_direction_control_or_an_invisible_character_is_refused(events_repo, name):
    ev = events_repo.create_event("Names open", "s16")
    with pytest.raises(FieldError) as caught:
        events_repo.add_player(ev.id, name, who="t")
    assert str(caught.value).startswith("name: contains ") and "type the name without it" in str(caught.value)
    with pytest.raises(FieldError):
        events_repo.create_event(name, "s16")
    assert events_repo.players(ev.id) == []


@pytest.mark.parametrize("name", ["مریم\u200cزاده", "Ana", "שרה כהן", "Zoë O'Brien", "👩\u200d🚀"])
def test_names_in_any_script_are_kept(events_repo, name):
    ev = events_repo.create_event("Scripts open", "s16")
    assert events_repo.add_player(ev.id, name, who="t").name == name


@pytest.fixture
def events_repo(tmp_path):
    from its_desktop.persistence.events import Events

    with Events.open(f"sqlite:///{tmp_path / 'e.sqlite3'}") as events:
        yield events


def test_terminal_output_isolates_each_name(tmp_path, capsys):
    event = {"season": "s16", "rounds_planned": 3,
             "players": [{"id": 1, "name": "أحمد"}, {"id": 2, "name": f"{RLO}Ben"}, {"id": 3, "name": "Cy"},
                         {"id": 4, "name": "Di"}],
             "games": [{"round": 1, "table": 1, "a": 1, "b": 2, "op_a": 6, "op_b": 2, "vp_a": 250, "vp_b": 100},
                       {"round": 1, "table": 2, "a": 3, "b": 4, "op_a": 3, "op_b": 3, "vp_a": 120, "vp_b": 90}]}
    path = tmp_path / "event.json"
    path.write_text(json.dumps(event, ensure_ascii=False), encoding="utf-8")
    assert cli.main(["standings", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"{names.FSI}أحمد{names.PDI}" in out and f"{names.FSI}Ben{names.PDI}" in out and RLO not in out
    assert cli.main(["pair", str(path), "--round", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert out.count(names.FSI) == out.count(names.PDI) >= 4 and RLO not in out


def test_plain_keeps_joiners_between_letters_only():
    assert names.plain("مریم\u200cزاده") == "مریم\u200cزاده"
    assert names.plain("\u200cAna\u200d") == "Ana" and names.plain(f"{RLO}Ana\u2069") == "Ana"
    assert names.isolate("Ana") == "\u2068Ana\u2069"
