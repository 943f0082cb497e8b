"""The pack readings a result rests on are shown with the result: the reading, the other one, the line.

S10 League Round 1 (L3419-3424): the casualty bands read "between 51 and 80" then "more than 90",
so 81-90 falls in no band (we read 51-90, 3 OP), and "more than 90 … but less than their total
value" makes a whole 100-point list killed score 0 on that line. S8 Nimbus Zone (L1635): a
Disconnected antenna destroyed later still counts, the other reading shown.
"""

from __future__ import annotations

import json

from its_desktop.domain.i18n import set_language
from its_desktop.domain.mission import catalog
from its_desktop.domain.tally import score

from .helpers import record


def _kills_objective(mission_id):
    sc = catalog.scenario(mission_id)
    return next(o.id for o in sc.scoring if o.kind == "banded")


def test_a_value_in_an_inferred_band_shows_the_reading():
    m = catalog.mission("s10/league-round-1", 100)
    oid = _kills_objective("s10/league-round-1")
    # 85 Army Points killed: L3420 'between 51 and 80' / L3421 'more than 90' leave 85 in no band;
    # our reading puts it in 51-90 (3 OP), flagged.
    s = score(m, record("s10/league-round-1", 100, {oid: {"game": 85}}, {oid: {"game": 20}}))
    assert s.players["A"].line(oid).op == 3
    [r] = [r for r in s.readings if r.objective == oid and "81-90" in r.text]
    assert "L3419" in r.source
    assert any("No timing" in r.text for r in s.readings)  # the line scored: its own reading too
    assert {r["objective"] for r in json.loads(json.dumps(s.to_json()))["readings"]} == {oid}
    # 40 killed is in the printed 30-50 band: nothing rests on a band reading there. (A value in the
    # flagged 51-90 band shows it even at 60: the data flags the band, not which part was printed.)
    plain = score(m, record("s10/league-round-1", 100, {oid: {"game": 40}}, {oid: {"game": 20}}))
    assert not [r for r in plain.readings if "81-90" in r.text]


def test_a_whole_list_killed_beyond_the_last_band_shows_the_reading():
    m = catalog.mission("s10/league-round-1", 100)
    oid = _kills_objective("s10/league-round-1")
    # 100 killed of a 100-point list: "less than their total value" (L3421) → 0 OP on that line.
    s = score(m, record("s10/league-round-1", 100, {oid: {"game": 100}}, {oid: {"game": 0}}))
    assert s.players["A"].line(oid).op == 0
    assert any("less than their total value" in r.text for r in s.readings if r.objective == oid)


def test_nimbus_destroyed_antennas_show_the_other_reading_in_the_language_asked():
    m = catalog.mission("s8/nimbus-zone", 300)
    s = score(m, record("s8/nimbus-zone", 300, {"more-disconnected": {"game": 2}}, {"more-disconnected": {"game": 1}}))
    [r] = [r for r in s.readings if r.objective == "more-disconnected"]
    assert "no longer counts as Disconnected" in r.other and "L1635" in r.source
    assert r.line().startswith("Reading (L1635")
    set_language("es")
    try:
        again = score(m, record("s8/nimbus-zone", 300, {"more-disconnected": {"game": 2}},
                                {"more-disconnected": {"game": 1}}))
        line = next(r for r in again.readings if r.objective == "more-disconnected").line()
        assert line.startswith("Lectura (L1635") and "otra lectura: Una antena Desconectada" in line
    finally:
        set_language("en")
    # Nobody disconnected anything: the result does not rest on it.
    none = score(m, record("s8/nimbus-zone", 300, {"more-disconnected": {"game": 0}}, {"more-disconnected": {"game": 0}}))
    assert not [r for r in none.readings if r.objective == "more-disconnected"]


def test_score_prints_and_exports_the_reading(tmp_path, capsys):
    # S8 Nimbus Zone at 300, settled from its round-3 table: A disconnected two antennas (one destroyed
    # since), B one. `its-desktop score` prints the reading under the result and gives it in the JSON.
    from its_desktop.cli import main

    from .test_record_shape import _export

    m = catalog.mission("s8/nimbus-zone", 300)
    snapshot = {"format": "itstable", "version": 1, "mission": "s8/nimbus-zone", "points": 300, "round": 3,
                "troopers": [], "markers": [{"id": "nimbus-antenna-1", "activated_by": ["A"]},
                                            {"id": "nimbus-antenna-2", "activated_by": ["A"], "state": "destroyed"},
                                            {"id": "nimbus-antenna-3", "activated_by": ["B"]}]}
    path = tmp_path / "nimbus.json"
    path.write_text(json.dumps(_export(m, snapshot, [])))
    assert main(["score", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Reading (L1635" in out and "other reading: A Disconnected antenna" in out
    assert main(["score", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["players"]["A"]["op"] >= 3
    [r] = data["readings"]
    assert r["objective"] == "more-disconnected" and r["source"].startswith("L1635") and r["other"]
