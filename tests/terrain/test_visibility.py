"""Visibility polygons against brute-force ray casting; base-to-base line of fire against dense sampling."""

import math

import numpy as np
import pytest
import shapely
from shapely.geometry import LineString, Point

from its_desktop.domain.terrain.pieces import Piece
from its_desktop.domain.terrain.visibility import (
    Obstacles, base_to_base, brute_force_rays, hollow_walls, segment_free, stopping_union, visibility_polygon,
)

INFANTRY = 40 / 25.4


def random_layout(seed: int, n: int = 40) -> list[Piece]:
    rng = np.random.default_rng(seed)
    shapes = []
    for i in range(n):
        kind = i % 4
        x, y = float(rng.uniform(3, 45)), float(rng.uniform(3, 45))
        angle = float(rng.uniform(0, 360))
        if kind == 0:
            shapes.append(Piece(f"p{i}", "building", "rect", x, y, float(rng.uniform(1, 6)), float(rng.uniform(1, 6)),
                                angle=angle))
        elif kind == 1:
            shapes.append(Piece(f"p{i}", "tree", "circle", x, y, float(rng.uniform(1, 4))))
        elif kind == 2:
            shapes.append(Piece(f"p{i}", "wall", "l_shape", x, y, float(rng.uniform(2, 6)), float(rng.uniform(2, 6)),
                                0.75, angle=angle))
        else:
            shapes.append(Piece(f"p{i}", "other", "polygon", x, y, points=((0, 0), (3, 0.5), (1.5, 2.5)), angle=angle))
    return shapes


def free_points(obs: Obstacles, rng: np.random.Generator, n: int) -> list[tuple[float, float]]:
    out: list[tuple[float, float]] = []
    while len(out) < n:
        x, y = (float(v) for v in rng.uniform(0.1, 47.9, 2))
        if not obs.blocked_at(x, y):
            out.append((x, y))
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_visibility_polygon_is_where_brute_force_rays_stop(seed):
    obs = Obstacles.build(random_layout(seed), 48, 48, INFANTRY)
    rng = np.random.default_rng(seed + 100)
    for x, y in free_points(obs, rng, 5):
        vis = visibility_polygon(obs, x, y)
        hits = brute_force_rays(obs, x, y, 3600)
        # Every ray stops on the polygon's boundary...
        assert shapely.distance(shapely.points(hits), vis.boundary).max() < 1e-9
        # ...and the polygon holds the whole ray up to there and nothing past it.
        for hx, hy in hits[::60]:
            d = math.hypot(hx - x, hy - y)
            ux, uy = (hx - x) / d, (hy - y) / d
            assert vis.buffer(1e-9).contains(Point(x + ux * d * 0.999, y + uy * d * 0.999))
            if 0 < x + ux * (d + 0.01) < 48 and 0 < y + uy * (d + 0.01) < 48:
                assert not vis.contains(Point(x + ux * (d + 0.01), y + uy * (d + 0.01)))


def test_an_empty_table_is_all_visible_and_a_point_inside_a_building_sees_nothing():
    empty = Obstacles.build([], 48, 48, INFANTRY)
    assert visibility_polygon(empty, 10, 10).area == pytest.approx(48 * 48)
    obs = Obstacles.build([Piece("b", "building", "rect", 24, 24, 6, 6)], 48, 48, INFANTRY)
    assert visibility_polygon(obs, 24, 24).is_empty


def test_a_partial_piece_stops_infantry_but_not_a_tag():
    crates = [Piece("c", "crates", "rect", 24, 24, 40, 1, height="partial", partial_height=2.0)]
    infantry = visibility_polygon(Obstacles.build(crates, 48, 48, INFANTRY), 24, 10)
    tag = visibility_polygon(Obstacles.build(crates, 48, 48, 90 / 25.4), 24, 10)
    assert not infantry.contains(Point(24, 40))
    assert tag.area == pytest.approx(48 * 48)
    low = [Piece("r", "rubble", "rect", 24, 24, 40, 1, height="low")]
    assert visibility_polygon(Obstacles.build(low, 48, 48, INFANTRY), 24, 10).area == pytest.approx(48 * 48)


def dense_free(obs: Obstacles, a, ra, b, rb, n: int = 72) -> bool:
    t = np.linspace(0, 2 * np.pi, n, endpoint=False)
    pa = [a] + [(a[0] + ra * math.cos(s), a[1] + ra * math.sin(s)) for s in t]
    pb = [b] + [(b[0] + rb * math.cos(s), b[1] + rb * math.sin(s)) for s in t]
    solid = obs.union.buffer(-1e-9, join_style="mitre")
    lines = shapely.linestrings([[p, q] for p in pa for q in pb])
    return bool((shapely.length(shapely.intersection(lines, solid)) <= 1e-9).any())


def test_base_to_base_sees_past_a_block_that_hides_the_centres():
    # A 6 x 6 block; the centre line grazes 0.3 in inside its corner, the bases' edges pass it.
    obs = Obstacles.build([Piece("b", "building", "rect", 24, 24, 6, 6)], 48, 48, INFANTRY)
    a, b, r = (10.0, 27.3 - 0.6), (38.0, 27.3 - 0.6), 0.5
    assert not segment_free(obs, a, b)
    seg = base_to_base(obs, a, r, b, r)
    assert seg is not None and segment_free(obs, *seg.coords)
    wall = Obstacles.build([Piece("w", "wall", "rect", 24, 24, 2, 20)], 48, 48, INFANTRY)
    assert base_to_base(wall, (10, 24), r, (38, 24), r) is None


@pytest.mark.parametrize("seed", [4, 5])
def test_base_to_base_agrees_with_dense_sampling(seed):
    obs = Obstacles.build(random_layout(seed, 25), 48, 48, INFANTRY)
    rng = np.random.default_rng(seed)
    pts = free_points(obs, rng, 24)
    agree = 0
    for i in range(0, len(pts), 2):
        a, b = pts[i], pts[i + 1]
        r = 0.5
        exact = base_to_base(obs, a, r, b, r)
        sampled = dense_free(obs, a, r, b, r)
        if sampled:
            assert exact is not None, (a, b)
        if exact is not None:
            # Whatever the exact search returns is a real line of fire between the two bases.
            assert segment_free(obs, *exact.coords)
            p, q = exact.coords
            assert Point(p).distance(Point(a)) <= r + 1e-6 and Point(q).distance(Point(b)) <= r + 1e-6
        agree += (exact is not None) == sampled
    assert agree >= 10  # disagreement only where the gap is thinner than the sampling


def test_lines_along_a_face_or_through_a_corner_are_not_stopped():
    obs = Obstacles.build([Piece("b", "building", "rect", 24, 24, 6, 6)], 48, 48, INFANTRY)
    assert segment_free(obs, (10, 27), (40, 27))  # along the top face
    assert segment_free(obs, (21, 27), (10, 38))  # from the corner outwards
    assert not LineString([(10, 26), (40, 26)]).intersection(obs.union).is_empty
    assert not segment_free(obs, (10, 26), (40, 26))


@pytest.mark.parametrize("seed", [4, 5])
def test_pieces_joined_to_the_still_ones_see_what_the_whole_layout_sees(seed):
    """A drag joins the moving pieces to the still ones' obstacles without forming the union again: the
    visibility polygon is the same region as from the whole layout built at once, the moving piece overlapping
    still ones or not; a point inside a moving piece is blocked; the union is formed when asked for."""
    pieces = random_layout(seed)
    rng = np.random.default_rng(seed)
    still, moving = pieces[:-3], [p.moved(p.x + float(rng.uniform(-3, 3)), p.y + float(rng.uniform(-3, 3)))
                                  for p in pieces[-3:]]
    whole = Obstacles.build([*still, *moving], 48, 48, INFANTRY)
    alone = Obstacles.build(still, 48, 48, INFANTRY)
    joined = Obstacles.joined(alone, stopping_union(moving, INFANTRY), hollow_walls(moving, INFANTRY))
    assert joined.a.shape[0] > alone.a.shape[0]
    for x, y in free_points(whole, rng, 6):
        a, b = visibility_polygon(whole, x, y), visibility_polygon(joined, x, y)
        assert shapely.symmetric_difference(a, b).area < 1e-9, (x, y)
    inside = moving[0].footprint().representative_point()
    assert joined.blocked_at(inside.x, inside.y) and whole.blocked_at(inside.x, inside.y)
    assert shapely.symmetric_difference(joined.union, whole.union).area < 1e-9
