"""Firefight / Barrage (S13 FR L1209-1303), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds, positions

ID = "s13/firefight"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1229-1233: 150 '30 cm x 60 cm' (12 deep on 24x32); 200 '40 cm x 80 cm' (16 on 32x48);
    # 300 '40 cm x 120 cm' (16 on 48x48).
    [
        (150, (0, 0, 24, 12), (0, 20, 24, 32)),
        (200, (0, 0, 32, 16), (0, 32, 32, 48)),
        (300, (0, 0, 48, 16), (0, 32, 48, 48)),
    ],
)
def test_deployment_zones(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b
    assert at(ID, points).zone("deployment-a").inferred is None


@pytest.mark.parametrize(
    ("points", "expected"),
    # L1255: on the central line, one at the centre, the others 20 cm (8) from the side edges at 300/400,
    # 10 cm (4) at 200/250, touching the edges at 150 (40 mm token: centre 2 cm = 0.8 in).
    [
        (150, [(0.8, 16), (12, 16), (23.2, 16)]),
        (200, [(4, 24), (16, 24), (28, 24)]),
        (250, [(4, 24), (16, 24), (28, 24)]),
        (300, [(8, 24), (24, 24), (40, 24)]),
        (400, [(8, 24), (24, 24), (40, 24)]),
    ],
)
def test_panoplies(points, expected):
    assert positions(ID, points, "panoply") == expected


def test_side_panoplies_inferred_only_at_150():
    # The central panoply is at the table's centre at every size: exact. The side ones 'au contact
    # des bords de la table' at 150 are read as the token's edge on the side edge.
    for points, flagged in ((150, True), (200, False), (300, False)):
        for m in at(ID, points).markers:
            assert bool(m.inferred) == (flagged and m.label != "Panoply (centre)"), (points, m.id)


@pytest.mark.parametrize(("points", "table"), [(150, (0, 0, 24, 32)), (200, (0, 0, 32, 48)), (300, (0, 0, 48, 48))])
def test_whole_table_is_the_landing_area(points, table):
    assert bounds(ID, points, "landing") == table
    assert at(ID, points).zone("landing").phase == "deployment"


def test_flags_and_placements():
    sc = at(ID, 300).scenario
    assert sc.flags.retreat == "no_quarter"
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    placements = {p.id: p for p in sc.placements}
    blizzard = placements["blizzard-template"]
    # L1289-1291: two templates each, completely outside any DZ, the player who kept Deployment first.
    assert (blizzard.what, blizzard.per_player, blizzard.first, blizzard.phase) == (
        "template", 2, "kept_deployment", "before_deployment")
    assert [(c.type, c.by) for c in blizzard.constraints] == [("outside_any_deployment", None)]
    # L657: HVT outside its own DZ, at least 10 cm from it.
    assert [(c.type, c.by) for c in placements["hvt"].constraints] == [("outside_own_deployment", "cm(10)")]


def test_scoring_lines():
    m = at(ID, 200)
    sc = m.scenario
    by_id = {o.id: o for o in sc.scoring}
    assert {k: (o.kind, o.op, o.when) for k, o in by_id.items()} == {
        "more-specialists-killed": ("compare_more", 2, "game_end"),   # L1215
        "more-lieutenants-killed": ("compare_more", 2, "game_end"),   # L1216
        "more-army-points-killed": ("compare_more", 2, "game_end"),   # L1217
        "more-panoply-items": ("compare_more", 1, "game_end"),        # L1218
    }
    assert [by_id[k].measure.what for k in ("more-specialists-killed", "more-lieutenants-killed",
                                            "more-army-points-killed")] == ["specialists", "lieutenants", "army_points"]
    assert by_id["more-panoply-items"].measure.type == "asked"
    assert all(o.alternative_of is None and o.cap is None for o in sc.scoring)
    assert (sc.classified.count, sc.classified.op_each) == (3, 1)  # L1222
    assert m.max_op() == 10  # 2 + 2 + 2 + 1 + 3 classified
