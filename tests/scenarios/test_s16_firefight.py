"""Firefight (S16 L1543-1676), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s16/firefight"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1567-1572: 150 '12 in x 32 in' (typo, read 12 in x 24 in) on 24x32; 200 '16 in x 32 in' on 32x48;
    # 300 '16 in x 48 in' on 48x48.
    [
        (150, (0, 0, 24, 12), (0, 20, 24, 32)),
        (200, (0, 0, 32, 16), (0, 32, 32, 48)),
        (300, (0, 0, 48, 16), (0, 32, 48, 48)),
    ],
)
def test_deployment_zones(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b


def test_150_point_typo_is_corrected_and_flagged():
    m = at(ID, 150)
    for zid in ("deployment-a", "deployment-b"):
        assert "12 in x 32 in" in m.zone(zid).inferred
    assert m.zone("deployment-a").inferred and not at(ID, 200).zone("deployment-a").inferred
    (c,) = m.scenario.deployment.corrections
    assert (c.points, c.literal, c.reading) == ([150], "12 in x 32 in", "{12 in} x {24 in}")  # our lengths: numbers
    assert "we read 12 in x 24 in" in m.zone("deployment-a").inferred


@pytest.mark.parametrize(
    ("points", "expected"),
    # L1596: centre of the table, and 8 in (300+) / 4 in (200/250) from the side edges on the central line;
    # at 150 'touching the table edges': the 40 mm token's centre is 20 mm = 0.787402 in in.
    [
        (150, [(0.787402, 16), (12, 16), (23.212598, 16)]),
        (200, [(4, 24), (16, 24), (28, 24)]),
        (300, [(8, 24), (24, 24), (40, 24)]),
    ],
)
def test_panoplies(points, expected):
    assert positions(ID, points, "panoply") == expected
    panoplies = [m for m in at(ID, points).markers if m.group == "panoply"]
    assert all(m.diameter_mm == 40 for m in panoplies)
    # Only the side panoplies at 150 ('touching the table edges') are a reading; the central one is exact.
    assert all(bool(m.inferred) == (points == 150 and m.label != "Panoply (centre)") for m in panoplies)


@pytest.mark.parametrize(("points", "table"), [(150, (0, 0, 24, 32)), (200, (0, 0, 32, 48)), (300, (0, 0, 48, 48))])
def test_whole_table_is_the_landing_area(points, table):
    assert bounds(ID, points, "landing") == table
    assert at(ID, points).zone("landing").phase == "deployment"


def test_flags_and_placements():
    sc = at(ID, 300).scenario
    assert (sc.flags.retreat, sc.flags.reinforcements, sc.flags.tactical_support) == ("no_quarter", True, 0)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    qaz = next(p for p in sc.placements if p.id == "qaz-template")
    assert (qaz.what, qaz.per_player) == ("qaz_template", 1)
    assert (qaz.first, qaz.phase) == ("kept_deployment", "before_deployment")
    # 'completely outside any Deployment Zones': no distance ('by'), and no overlap with another QAZ.
    assert [(c.type, c.by, c.with_) for c in qaz.constraints] == [
        ("outside_any_deployment", None, []), ("no_overlap", None, ["qaz-template"])]


def test_scoring_lines():
    m = at(ID, 200)
    sc = m.scenario
    by_id = {o.id: o for o in sc.scoring}
    assert {k: (o.kind, o.op, o.when) for k, o in by_id.items()} == {
        "more-specialists-killed": ("compare_more", 2, "game_end"),   # L1553
        "more-lieutenants-killed": ("compare_more", 2, "game_end"),   # L1554
        "more-army-points-killed": ("compare_more", 2, "game_end"),   # L1555
        "more-panoply-items": ("compare_more", 1, "game_end"),        # L1556
    }
    assert [by_id[k].measure.what for k in ("more-specialists-killed", "more-lieutenants-killed",
                                            "more-army-points-killed")] == ["specialists", "lieutenants", "army_points"]
    assert by_id["more-panoply-items"].measure.type == "asked"
    assert all(o.alternative_of is None and o.cap is None for o in sc.scoring)
    assert (sc.classified.count, sc.classified.op_each) == (3, 1)
    assert m.max_op() == 10  # 2 + 2 + 2 + 1 + 3 classified
