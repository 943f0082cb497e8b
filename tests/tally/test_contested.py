"""A marker both players hold: what settles it is each scenario's data, what the table decided is the record's.

S16 L2740, S13 L2521 and S10 L2858: a console hacked by both counts for both. S8 Supremacy
(L1247-1251): at the end of the game a Face to Face WIL roll with every surviving Specialist of
each side decides each console hacked by both; a side with no surviving Specialist loses it, and
when neither side has one the point is lost. An INTELCOM card in Interference mode cancels an
enemy trooper's Specialist status at the end of the game (S8 L1273), which can decide a console.

The worked game (S8 Supremacy at 300, L1191 "1 Punto de Objetivo por cada Consola Hackeada"):
console-1 hacked by A only, console-4 by B only, console-2 and console-3 by both.
"""

from __future__ import annotations

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.table import StateError
from its_desktop.domain.tally import GameRecord, check, from_table, score

from .helpers import record, table, trooper

MARKERS = [{"id": "console-1", "activated_by": ["A"]}, {"id": "console-2", "activated_by": ["A", "B"]},
           {"id": "console-3", "activated_by": ["A", "B"]}, {"id": "console-4", "activated_by": ["B"]}]


def _armies(a_state="normal", b_state="normal"):
    # One Specialist each (L1255: Hackers, Engineers… are Specialist Troops) and a line trooper each.
    return [trooper("a1", "A", 6, 4, 20, tags=["hacker"], state=a_state), trooper("a2", "A", 10, 4, 10),
            trooper("b1", "B", 6, 44, 20, tags=["engineer"], state=b_state), trooper("b2", "B", 10, 44, 10)]


def _consoles(troopers, **fields):
    m, state, result = table("s8/supremacy", 300, troopers, markers=MARKERS)
    rec = record("s8/supremacy", 300, **fields)
    return tuple(from_table(m, result, p, state=state, game_end=True, record=rec).get("hacked-consoles")
                 for p in "AB")


def test_both_sides_with_specialists_the_roll_decides():
    # L1249 'Aquel que gane la Tirada Enfrentada podrá contabilizar el Punto de Objetivo': A won console-2,
    # B won console-3. A: console-1 + console-2 = 2; B: console-3 + console-4 = 2.
    assert _consoles(_armies(), contested={"console-2": "A", "console-3": "B"}) == (2, 2)
    # A won both rolls: 3 to 1.
    assert _consoles(_armies(), contested={"console-2": "A", "console-3": "A"}) == (3, 1)


def test_a_roll_not_recorded_is_asked():
    # Both sides have surviving Specialists and nobody recorded the roll: the table cannot tell.
    assert _consoles(_armies()) == (None, None)


def test_only_one_side_with_surviving_specialists_takes_them():
    # L1251 'Si sólo uno de los jugadores dispone de Tropas Especialistas supervivientes, entonces obtendrá
    # el Punto de Objetivo directamente': A's hacker is dead, B's engineer stands. A 1, B 3.
    assert _consoles(_armies(a_state="dead")) == (1, 3)
    # A record saying otherwise does not override the table: nobody rolls when one side has none.
    assert _consoles(_armies(a_state="dead"), contested={"console-2": "A"}) == (1, 3)


def test_neither_side_with_surviving_specialists_loses_them():
    # L1251 'Si ninguno dispone de Tropas Especialistas supervivientes, entonces el Punto de Objetivo se
    # pierde': A 1, B 1 (their own consoles only).
    assert _consoles(_armies(a_state="dead", b_state="unconscious")) == (1, 1)


def test_an_interference_card_cancels_the_last_specialist():
    # S8 L1273: B renounced the Classified for an INTELCOM card in Interference mode and cancels the
    # Specialist status of a1, A's only Specialist. B alone has one: console-2 and console-3 are B's.
    fields = {"classified": {"B": [{"name": "card", "intelcom": True}]},
              "intelcom": {"B": {"mode": "interference", "target": "a1"}}}
    assert _consoles(_armies(), **fields) == (1, 3)
    m = catalog.mission("s8/supremacy", 300)
    a, b = _consoles(_armies(), **fields)
    s = score(m, record("s8/supremacy", 300, {"hacked-consoles": {"game": a}}, {"hacked-consoles": {"game": b}},
                        **fields))
    assert (s.players["A"].line("hacked-consoles").op, s.players["B"].line("hacked-consoles").op) == (1, 3)


@pytest.mark.parametrize("mission_id", ["s16/supremacy", "s13/supremacy", "s10/supremacy", "s16/superiority"])
def test_other_seasons_count_a_console_for_both(mission_id):
    # S16 L2740 / S13 L2521 / S10 L2858 / S16 L3403: "both players will count that Console".
    m = catalog.mission(mission_id, 300)
    assert {mk.contested for mk in m.markers if "hacked_by" in mk.states} == {"both"}
    consoles = [mk.id for mk in m.markers if "hacked_by" in mk.states]
    _, state, result = table(mission_id, 300, [], markers=[{"id": consoles[0], "activated_by": ["A", "B"]}])
    objective = next(o.id for o in m.scenario.scoring if o.measure.type == "markers" and o.measure.state == "hacked")
    assert {p: from_table(m, result, p)[objective] for p in "AB"} == {"A": 1, "B": 1}


def test_the_record_refuses_what_cannot_be_a_roll_off():
    with pytest.raises(StateError, match="contested.console-2: must be 'A', 'B' or 'none'"):
        GameRecord.from_json({"mission": "s8/supremacy", "points": 300, "rounds_completed": 3,
                              "end_reason": "completed", "contested": {"console-2": "C"}})
    m = catalog.mission("s16/supremacy", 300)
    with pytest.raises(StateError, match="contested.console-1: not a marker settled by a roll-off"):
        check(m, record("s16/supremacy", 300, contested={"console-1": "A"}))
    qc = catalog.mission("s10/quadrant-control", 300)
    with pytest.raises(StateError, match="intelcom.A.target: only an Interference card"):
        check(qc, record("s10/quadrant-control", 300, classified={"A": [{"name": "c", "intelcom": True}]},
                         intelcom={"A": {"mode": "support_and_control", "value": 3, "zone": "quadrant-a-left",
                                         "target": "b1"}}))
    # The roll's winner survives the record's JSON.
    rec = record("s8/supremacy", 300, contested={"console-2": "none"},
                 classified={"B": [{"name": "card", "intelcom": True}]},
                 intelcom={"B": {"mode": "interference", "target": "a1"}})
    again = GameRecord.from_json(rec.to_json())
    assert again.contested == {"console-2": "none"} and again.intelcom["B"].target == "a1"


def test_settling_an_export_says_how_each_console_was_settled():
    # The round-3 snapshot of the game above with A's hacker dead: B alone has a surviving Specialist.
    from its_desktop.domain.tally.settle import settle

    from .test_record_shape import _export

    m = catalog.mission("s8/supremacy", 300)
    snapshot = {"format": "itstable", "version": 1, "mission": "s8/supremacy", "points": 300, "round": 3,
                "troopers": _armies(a_state="dead"), "markers": MARKERS}
    settled = settle(_export(m, snapshot, []))
    assert settled.record.values["A"]["hacked-consoles"] == {"game": 1}
    assert settled.record.values["B"]["hacked-consoles"] == {"game": 3}
    said = [n for n in settled.notes if "hacked by both" in n]
    assert len(said) == 2 and all("only player B has surviving Specialists (b1)" in n for n in said)


def test_an_export_carries_the_roll_offs_winner():
    # The game's entries hold what the table decided: contested:console-2 won by A, console-3 by B; a
    # console not decided yet is stored as false and read as not decided.
    from its_desktop.domain.tally.settle import settle

    from .test_record_shape import _entry, _export

    m = catalog.mission("s8/supremacy", 300)
    snapshot = {"format": "itstable", "version": 1, "mission": "s8/supremacy", "points": 300, "round": 3,
                "troopers": _armies(), "markers": MARKERS}
    entries = [_entry("A", "contested:console-2", "A"), _entry("A", "contested:console-3", "B")]
    settled = settle(_export(m, snapshot, entries))
    assert settled.record.contested == {"console-2": "A", "console-3": "B"}
    assert (settled.record.values["A"]["hacked-consoles"], settled.record.values["B"]["hacked-consoles"]) == (
        {"game": 2}, {"game": 2})
    assert sum("won the Face to Face roll" in n for n in settled.notes) == 2
    undecided = settle(_export(m, snapshot, [_entry("A", "contested:console-2", False)]))
    assert undecided.record.contested == {}
    assert any("Record the Face to Face roll's winner (contested.console-2)" in n for n in undecided.notes)
