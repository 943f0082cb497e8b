"""The organizer guide's checks on worked layouts with known answers (S16 Supremacy, 48 x 48 in)."""

import pytest
from shapely.geometry import Point

from its_desktop.domain.mission import catalog
from its_desktop.domain.terrain.metrics import THRESHOLDS, check, layout_of
from its_desktop.domain.terrain.pieces import Piece, mirror_through_centre
from its_desktop.domain.terrain.silhouettes import HEIGHT_CLASSES, SILHOUETTES
from its_desktop.domain.terrain.visibility import Obstacles, visibility_polygon

INFANTRY = HEIGHT_CLASSES[:1]


@pytest.fixture(scope="module")
def supremacy():
    return catalog.mission("s16/supremacy", 300)  # four consoles at the quadrants' centres


def by(findings, metric, side=None, hc="infantry"):
    return [f for f in findings if f.metric == metric and (side is None or f.side == side) and f.height_class == hc]


def test_an_empty_table_is_all_visible_the_objectives_check_fails_and_edge_lanes_are_47_in(supremacy):
    found = check(layout_of(supremacy, []), INFANTRY)
    for side in "AB":
        [sniper] = by(found, "sniper", side)
        assert sniper.value == pytest.approx(1.0) and sniper.verdict == "fail"
        [exposure] = by(found, "exposure", side)
        assert exposure.value == pytest.approx(1.0)
        [safe] = by(found, "safe_pockets", side)
        assert safe.value == 0.0 and safe.verdict == "fail"
        [objectives] = by(found, "objectives", side)
        assert objectives.value == 4 and objectives.limit == 3 and objectives.verdict == "fail"
    lanes = by(found, "edge_lane")
    assert len(lanes) == 4
    assert {f.detail for f in lanes} == {"south 47.00", "north 47.00", "west 47.00", "east 47.00"}


def test_behind_a_central_wall_the_enemy_zone_is_hidden_and_the_point_seeing_every_objective_is_found(supremacy):
    wall = [Piece("wall", "wall", "rect", 24, 24, 32, 1)]
    lay = layout_of(supremacy, wall)
    obs = Obstacles.build(wall, 48, 48, 40 / 25.4)
    assert visibility_polygon(obs, 24, 22).intersection(supremacy.deployment("B")).area == 0
    found = check(lay, INFANTRY)
    for side in "AB":
        [objectives] = by(found, "objectives", side)
        assert objectives.value == 4 and objectives.verdict == "fail"
        x, y = objectives.point
        vis = visibility_polygon(obs, x, y)
        assert all(vis.intersects(Point(m.x, m.y).buffer(m.radius(25.4))) for m in supremacy.markers)
        [exposure] = by(found, "exposure", side)
        assert exposure.value < 1.0


def test_a_lane_along_one_edge_is_found_and_the_others_are_closed(supremacy):
    walls = [Piece("n", "wall", "rect", 24, 46.5, 28, 3), Piece("w", "wall", "rect", 1.5, 24, 3, 28),
             Piece("e", "wall", "rect", 46.5, 24, 3, 28)]
    lanes = {f.detail.split()[0]: float(f.detail.split()[1]) for f in by(check(layout_of(supremacy, walls),
                                                                                INFANTRY), "edge_lane")}
    assert lanes["south"] == pytest.approx(47.0)
    assert max(lanes["north"], lanes["west"], lanes["east"]) == pytest.approx(9.5)


def test_a_layout_mirrored_through_the_centre_gives_both_sides_the_same_numbers(supremacy):
    half = [Piece("a", "building", "rect", 10, 18, 6, 4, angle=30), Piece("b", "wall", "l_shape", 30, 14, 5, 4, 1),
            Piece("c", "crates", "circle", 40, 20, 3, height="partial", partial_height=1.0),
            Piece("d", "other", "polygon", 20, 6, points=((0, 0), (3, 0), (1, 2)))]
    found = check(layout_of(supremacy, mirror_through_centre(half, 48, 48)), HEIGHT_CLASSES)
    for hc in ("infantry", "tag"):
        for metric in ("sniper", "exposure", "safe_pockets", "paratrooper", "objectives"):
            [a] = by(found, metric, "A", hc)
            [b] = by(found, metric, "B", hc)
            assert a.value == pytest.approx(b.value, abs=1e-3), metric


def test_the_balance_counts_pieces_by_size_class_and_quadrant(supremacy):
    pieces = [Piece(f"L{i}", "building", "rect", 6 + 12 * (i % 4), 6 + 12 * (i // 4), 6, 5) for i in range(9)]
    pieces += [Piece(f"m{i}", "container", "rect", 3 + 10 * i, 25, 3, 3) for i in range(4)]
    found = check(layout_of(supremacy, pieces), ())
    counts = {f.metric: f for f in found if f.side is None and f.metric in ("large", "mid", "small")}
    assert counts["large"].value == 9 and counts["large"].verdict == "pass"
    assert counts["mid"].value == 4 and counts["small"].verdict == "fail"
    assert counts["large"].detail == "SW:4 SE:4 NW:1 NE:0"
    assert [f.verdict for f in found if f.metric == "quadrant_large"] == ["pass", "pass", "pass", "fail"]


def test_every_threshold_and_silhouette_is_flagged_as_a_first_guess_or_inferred():
    assert all(t.first_guess for t in THRESHOLDS.values())
    assert all(s.inferred and s.source for s in SILHOUETTES.values())
