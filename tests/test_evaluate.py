"""Domination and control on real scenarios, with the explanation a referee reads aloud."""

import json
import math
import subprocess
import sys

import pytest

from its_desktop.domain.evaluator import Evaluator
from its_desktop.domain.reasons import render
from its_desktop.domain.state_files import Evaluators
from its_desktop.domain.mission import catalog
from its_desktop.domain.table import StateError

R25 = 25 / 25.4 / 2  # radius of a 25 mm base in inches
R40 = 40 / 25.4 / 2


def trooper(tid, player, x, y, points=10, base=25, **extra):
    return {"id": tid, "player": player, "x": x, "y": y, "base_mm": base, "points": points, **extra}


def evaluate(mission, points, troopers, **extra):
    return Evaluators().evaluate({"mission": mission, "points": points, "troopers": troopers, **extra})


def zone(result, zid):
    return next(z for z in result.zones if z.id == zid)


def marker(result, mid):
    return next(m for m in result.markers if m.id == mid)


# Supremacy at 300: quadrant A-left is x 0..24, y 0..24 (quarters of the 48 x 48 table).
def test_more_victory_points_dominates_and_a_tie_is_nobodys():
    r = evaluate("s16/supremacy", 300, [trooper("a1", "A", 6, 6, 30), trooper("b1", "B", 8, 8, 25)])
    q = zone(r, "quadrant-a-left")
    assert q.points == {"A": 30, "B": 25} and q.dominated_by == "A"
    r = evaluate("s16/supremacy", 300, [trooper("a1", "A", 6, 6, 25), trooper("b1", "B", 8, 8, 25)])
    assert zone(r, "quadrant-a-left").dominated_by is None
    assert "a tie" in render(zone(r, "quadrant-a-left").summary)


def test_dragging_across_the_edge_flips_domination():
    inside = evaluate("s16/supremacy", 300, [trooper("a1", "A", 24 - R25 * 0.1, 6, 30), trooper("b1", "B", 8, 8, 25)])
    on_edge = evaluate("s16/supremacy", 300, [trooper("a1", "A", 24, 6, 30), trooper("b1", "B", 8, 8, 25)])
    assert zone(inside, "quadrant-a-left").dominated_by == "A"
    assert zone(on_edge, "quadrant-a-left").dominated_by == "B"
    entry = next(e for e in zone(on_edge, "quadrant-a-left").explain if e.trooper == "a1")
    assert entry.fraction_inside == pytest.approx(0.5, abs=1e-12) and not entry.inside
    assert render(entry.line) == "a1 (A, 30 pts): exactly half of the base inside — not more than half: not inside"


def test_null_states_do_not_count_and_say_why():
    r = evaluate("s16/supremacy", 300, [trooper("a1", "A", 6, 6, 30, state="unconscious", name="Fusilier"),
                                        trooper("b1", "B", 8, 8, 5)])
    q = zone(r, "quadrant-a-left")
    assert q.dominated_by == "B"
    entry = next(e for e in q.explain if e.trooper == "a1")
    assert not entry.counted and "Null state (unconscious)" in render(entry.verdict, "en")


def test_markers_count_tokens_do_not_and_baggage_adds_twenty():
    r = evaluate("s16/supremacy", 300, [
        trooper("cam", "A", 6, 6, 20, kind="marker"),
        trooper("holo", "A", 7, 7, 50, kind="token"),
        trooper("mule", "B", 8, 8, 5, tags=["baggage"]),
    ])
    q = zone(r, "quadrant-a-left")
    assert q.points == {"A": 20, "B": 25}
    assert q.dominated_by == "B"


def test_shasvastii_embryo_counts():
    # Embryo is not Null in S16 anyway; a Shasvastii in a Null state still does not count.
    r = evaluate("s16/supremacy", 300, [trooper("s", "A", 6, 6, 20, state="embryo", tags=["shasvastii"]),
                                        trooper("d", "A", 7, 7, 20, state="dead", tags=["shasvastii"])])
    assert zone(r, "quadrant-a-left").points["A"] == 20


def test_intelcom_support_and_control_needs_a_trooper_inside():
    # The Armory uses Support and Control; its room is a ZO.
    room = catalog.mission("s16/the-armory", 300).zone("room").geometry.centroid
    base = [trooper("a1", "A", room.x, room.y, 10), trooper("b1", "B", room.x + 1.5, room.y, 20)]
    r = evaluate("s16/the-armory", 300, base, intelcom={"A": {"zone": "room", "value": 15}})
    assert zone(r, "room").points == {"A": 25, "B": 20} and zone(r, "room").dominated_by == "A"
    r = evaluate("s16/the-armory", 300, base[1:], intelcom={"A": {"zone": "room", "value": 15}})
    assert zone(r, "room").points["A"] == 0


def test_intelcom_is_not_added_where_the_scenario_has_no_such_card():
    r = evaluate("s16/supremacy", 300, [trooper("a1", "A", 6, 6, 10)],
                 intelcom={"A": {"zone": "quadrant-a-left", "value": 15}})
    assert zone(r, "quadrant-a-left").points["A"] == 10


# Acquisition at 300: the tech-coffin (40 mm) is at the table centre (24, 24).
def contact_x(base_mm=25):
    return 24 - R40 - base_mm / 25.4 / 2


def test_sole_model_in_contact_controls():
    r = evaluate("s16/acquisition", 300, [trooper("a1", "A", contact_x(), 24)])
    assert marker(r, "tech-coffin").controlled_by == "A"
    assert marker(r, "tech-coffin").contact["A"] == ("a1",)


def test_an_enemy_model_in_contact_blocks_but_an_enemy_marker_does_not():
    blocked = evaluate("s16/acquisition", 300, [trooper("a1", "A", contact_x(), 24),
                                                 trooper("b1", "B", 48 - contact_x(), 24)])
    assert marker(blocked, "tech-coffin").controlled_by is None
    camo = evaluate("s16/acquisition", 300, [trooper("a1", "A", contact_x(), 24),
                                              trooper("b1", "B", 48 - contact_x(), 24, kind="marker")])
    m = marker(camo, "tech-coffin")
    assert m.controlled_by == "A"
    assert any("markers neither control nor block" in render(r) for r in m.explain)


def test_contact_tolerance_is_half_a_millimetre():
    near = evaluate("s16/acquisition", 300, [trooper("a1", "A", contact_x() - 0.4 / 25.4, 24)])
    far = evaluate("s16/acquisition", 300, [trooper("a1", "A", contact_x() - 0.6 / 25.4, 24)])
    assert marker(near, "tech-coffin").controlled_by == "A"
    assert marker(far, "tech-coffin").controlled_by is None


def test_marker_moved_or_destroyed_by_the_state():
    r = evaluate("s16/acquisition", 300, [trooper("a1", "A", 10, 10)],
                 markers=[{"id": "tech-coffin", "x": 10 + R25 + R40, "y": 10}])
    assert marker(r, "tech-coffin").controlled_by == "A"
    # The Tech-Coffin declares no state: it cannot be destroyed (or removed) on the table.
    with pytest.raises(StateError, match="'destroyed' is not a state of this marker"):
        evaluate("s16/acquisition", 300, [trooper("a1", "A", contact_x(), 24)],
                 markers=[{"id": "tech-coffin", "state": "destroyed"}])


def test_a_carried_supply_box_is_controlled_unless_an_enemy_touches_the_carrier():
    box = catalog.mission("s16/supplies", 300).markers
    box_id = next(m.id for m in box if m.kind == "supply_box")
    carried = evaluate("s16/supplies", 300, [trooper("a1", "A", 5, 5)], markers=[{"id": box_id, "carried_by": "a1"}])
    assert marker(carried, box_id).controlled_by == "A"
    engaged = evaluate("s16/supplies", 300, [trooper("a1", "A", 5, 5), trooper("b1", "B", 5 + 2 * R25, 5)],
                       markers=[{"id": box_id, "carried_by": "a1"}])
    assert marker(engaged, box_id).controlled_by is None


def test_per_round_zones_follow_the_round():
    r1 = evaluate("s16/panic-room", 300, [trooper("a1", "A", 2, 24)], round=1)
    ids = {z.id for z in r1.zones}
    assert "plague-r1" in ids and "plague-r2" not in ids


@pytest.mark.parametrize(
    ("edit", "field"),
    [
        ({"base_mm": 0}, "troopers[t].base_mm"),
        ({"player": "C"}, "troopers[t].player"),
        ({"x": math.nan}, "troopers[t].x"),
        ({"points": -5}, "troopers[t].points"),
        ({"state": "sleeping"}, "troopers[t].state"),
        ({"kind": "tank"}, "troopers[t].kind"),
        ({"tags": ["flying"]}, "troopers[t].tags"),
    ],
)
def test_bad_trooper_fields_are_named(edit, field):
    with pytest.raises(StateError) as err:
        evaluate("s16/supremacy", 300, [{**trooper("t", "A", 1, 1), **edit}])
    assert err.value.field == field


def test_unknown_mission_and_size_are_named():
    with pytest.raises(StateError, match="mission: unknown mission"):
        evaluate("s16/nope", 300, [])
    with pytest.raises(StateError, match="points: 275 is not a game size"):
        evaluate("s16/supremacy", 275, [])


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "its_desktop", *args], capture_output=True, text=True, timeout=60)


def test_cli_explains_in_words(tmp_path):
    path = tmp_path / "state.json"
    path.write_text(json.dumps({"mission": "s16/supremacy", "points": 300, "troopers": [
        trooper("fus", "B", 24, 6, 10, name="Fusilier"), trooper("hack", "A", 6, 6, 20, name="Hacker")]}))
    out = run_cli("evaluate", str(path))
    assert out.returncode == 0, out.stderr
    assert "Q1: A 20, B 0 — dominated by A" in out.stdout  # the zone by its short name, as on the table
    assert "Fusilier (B, 10 pts): exactly half of the base inside — not more than half: not inside" in out.stdout


def test_cli_bad_state_is_one_line_exit_2(tmp_path):
    path = tmp_path / "state.json"
    path.write_text(json.dumps({"mission": "s16/supremacy", "points": 300, "troopers": [trooper("t", "C", 1, 1)]}))
    out = run_cli("evaluate", str(path))
    assert out.returncode == 2
    assert out.stderr.strip() == f"its-desktop: {path}: troopers[t].player: must be 'A' or 'B', got 'C'"
    path.write_text("{not json")
    out = run_cli("evaluate", str(path))
    assert out.returncode == 2 and "malformed JSON" in out.stderr and "Traceback" not in out.stderr


def test_cli_json_lines_gives_a_line_per_state_and_exit_2_after_a_bad_one(tmp_path):
    good = json.dumps({"mission": "s16/supremacy", "points": 300, "troopers": [trooper("t", "A", 6, 6)]})
    bad = json.dumps({"mission": "s16/supremacy", "points": 300, "troopers": [trooper("t", "A", 6, 6, base=0)]})
    path = tmp_path / "states.jsonl"
    path.write_text("\n".join([good, bad, "{oops", good]) + "\n")
    out = run_cli("evaluate", str(path))
    assert out.returncode == 2
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(lines) == 4
    assert "zones" in lines[0] and "zones" in lines[3]
    assert lines[1]["line"] == 2 and "troopers[t].base_mm" in lines[1]["error"]
    assert lines[2]["line"] == 3 and "malformed JSON" in lines[2]["error"]


def test_evaluator_is_reusable_across_states():
    ev = Evaluator(catalog.mission("s16/supremacy", 300))
    assert ev.mission.points == 300


def test_a_carried_marker_follows_its_carrier():
    box_id = next(m.id for m in catalog.mission("s16/supplies", 300).markers if m.kind == "supply_box")
    r = evaluate("s16/supplies", 300, [trooper("a1", "A", 5, 7)], markers=[{"id": box_id, "carried_by": "a1"}])
    assert (marker(r, box_id).x, marker(r, box_id).y) == (5, 7)
