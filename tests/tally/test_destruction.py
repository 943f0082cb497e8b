"""What destruction does to a marker's state is each scenario's data, written from its own line.

The packs disagree on purpose: "A Heating Unit that is Destroyed is not considered to be Active"
(S16 L1761, S13 L1390, S10 L1769) and "A Designated Antenna which has been Destroyed still counts
as Designated" (S10 L1900). S8 Nimbus Zone scores "Haber Desconectado más Antenas Nimbus" (L1635),
in the past tense, and says nothing of a Disconnected antenna destroyed later: we follow the past
tense and the other reading is shown with the result.
"""

from __future__ import annotations

import re

import pytest
from pydantic import ValidationError

from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.fileformat.scenario import Marker  # the file's model: it checks
from its_desktop.domain.tally import from_table, score, tournament_points

from .helpers import record, table

HELD = {"activated_by", "hacked_by", "connected", "activated_once_per_player", "alternating", "captured_by"}


def test_every_marker_that_can_be_destroyed_and_held_says_what_destruction_does():
    seen = {}
    for e in catalog.entries():
        for mk in catalog.scenario(e.id).markers:
            if "destroyed" in mk.states and HELD & set(mk.states):
                assert mk.on_destroyed is not None, f"{e.id} {mk.id}"
                assert re.search(r"\bL\d{3,4}\b", mk.on_destroyed.source), f"{e.id} {mk.id}: no pack line"
                seen[f"{e.id}/{mk.id}"] = tuple(mk.on_destroyed.keeps)
    assert seen == {
        "s16/frostbyte/heating-unit": (), "s13/frostbyte/heating-unit": (), "s10/frostbyte/heating-unit": (),
        "s10/the-grid/antenna": ("activated",), "s8/nimbus-zone/nimbus-antenna": ("activated",),
        # S10 L2841 / S8 L1227: the consoles are Scenery Items that can be targeted from round 2; the
        # pack is silent on a Hacked Console destroyed later: we keep the hack, the other reading shown.
        "s10/supremacy/console": ("activated",), "s8/supremacy/console": ("activated",),
    }
    for mid in ("s10/supremacy", "s8/supremacy"):
        console = next(m for m in catalog.scenario(mid).markers if m.id == "console")
        assert console.on_destroyed is not None and console.on_destroyed.other_reading is not None
    nimbus = catalog.scenario("s8/nimbus-zone").markers
    other = next(m for m in nimbus if m.id == "nimbus-antenna").on_destroyed.other_reading
    assert other is not None and other.fr and other.es  # the reading not taken, in the three languages


def test_a_scenario_file_must_say_it():
    base = {"id": "antenna", "kind": "antenna", "name": {"en": "Antenna"}, "token": "antenna",
            "at": [{"x": 1, "y": 1}], "source": "L1"}
    with pytest.raises(ValidationError, match="on_destroyed"):
        Marker.model_validate({**base, "states": ["activated_by", "destroyed"]})
    with pytest.raises(ValidationError, match="can be destroyed"):
        Marker.model_validate({**base, "states": ["activated_by"], "on_destroyed": {"source": "L1"}})
    Marker.model_validate({**base, "states": ["destroyed"]})  # destroyed only: nothing to keep


def _grid_antennas():
    # S10 The Grid at 300 (48 x 48 in; L1866): antenna-1 (24, 24) on the central line, antenna-6
    # (12, 32), antenna-7 (36, 32) and antenna-9 (24, 32) in Side B's half, antenna-4 (12, 16) and
    # antenna-8 (24, 16) in Side A's half.
    return [{"id": "antenna-1", "activated_by": ["A"]},
            {"id": "antenna-6", "activated_by": ["A"], "state": "destroyed"},
            {"id": "antenna-7", "activated_by": ["A"], "state": "destroyed"},
            {"id": "antenna-4", "activated_by": ["B"]},
            {"id": "antenna-8", "activated_by": ["B"]}]


def test_the_grid_a_destroyed_designated_antenna_still_counts():
    # A designated the centre antenna and two antennas in B's half, then destroyed those two from round 2;
    # B designated two antennas in A's half and destroyed none. Nobody killed the Designated Target.
    m, _, result = table("s10/the-grid", 300, [], markers=_grid_antennas())
    a, b = from_table(m, result, "A"), from_table(m, result, "B")
    # L1900 'A Designated Antenna which has been Destroyed still counts as Designated': A 3, B 2.
    assert (a["more-designated"], b["more-designated"]) == (3, 2)
    # L1904 only antennas entirely in the enemy half count as Destroyed: A 2 (antenna-6, -7), B 0.
    assert (a["more-destroyed"], b["more-destroyed"]) == (2, 0)
    values = {p: {k: {"game": v} for k, v in measures.items()} for p, measures in (("A", a), ("B", b))}
    for p in "AB":
        values[p]["kill-designated-target"] = {"game": False}
    s = score(m, record("s10/the-grid", 300, values["A"], values["B"]))
    # L1843 more Designated 4 OP; L1845 more Destroyed 4 OP: A 8, B 0 (the old reading gave 4 to 4:
    # B "more Designated", 2 to 1, once A's destroyed antennas stopped counting).
    assert (s.op("A"), s.op("B")) == (8, 0)
    # S10 L223-227: a difference of 5 or more is a Total Victory, 3 TP; the Defeat 0.
    assert tournament_points(m.season, 8, 0) == (3, 0)


@pytest.mark.parametrize("mission_id", ["s16/frostbyte", "s13/frostbyte", "s10/frostbyte"])
def test_frostbyte_a_destroyed_heating_unit_is_not_active(mission_id):
    # S16 L1761 / S13 L1390 / S10 L1769: A connected the console of two Heating Units; one was then destroyed.
    m, _, result = table(mission_id, 300, [], markers=[{"id": "heating-unit-1", "activated_by": ["A"]},
                                                        {"id": "heating-unit-2", "activated_by": ["A"],
                                                         "state": "destroyed"}])
    measures = from_table(m, result, "A")
    assert all(v == 1 for k, v in measures.items() if "heating" in k)


def test_nimbus_a_disconnected_antenna_destroyed_later_still_counts():
    # S8 Nimbus Zone at 300: A disconnected two antennas, one of them was destroyed afterwards; B
    # disconnected one; a fourth antenna was destroyed before anybody disconnected it (nobody's).
    markers = [{"id": "nimbus-antenna-1", "activated_by": ["A"]},
               {"id": "nimbus-antenna-2", "activated_by": ["A"], "state": "destroyed"},
               {"id": "nimbus-antenna-3", "activated_by": ["B"]},
               {"id": "nimbus-antenna-4", "state": "destroyed"}]
    m, _, result = table("s8/nimbus-zone", 300, [], markers=markers)
    a, b = from_table(m, result, "A"), from_table(m, result, "B")
    assert (a["more-disconnected"], b["more-disconnected"]) == (2, 1)  # L1635 "Haber Desconectado más": 3 OP
    s = score(m, record("s8/nimbus-zone", 300, {"more-disconnected": {"game": 2}},
                        {"more-disconnected": {"game": 1}}))
    assert s.players["A"].line("more-disconnected").op == 3
