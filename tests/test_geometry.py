"""The exact 'more than half inside' test against independent references.

For rectangles the reference integrates the disc's chord lengths in closed form and combines four
corner regions (inclusion–exclusion): a different method from the engine's edge triangles. For
other polygons (frames with holes, rotated shapes) the reference is Shapely with a very fine
polygonal circle, whose error bounds how close to ½ we compare.
"""

import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from shapely import affinity, box
from shapely.geometry import Point, Polygon

from its_desktop.domain.geometry import HALF_TOLERANCE, PreparedZone, decide


def _chord_integral(lo: float, hi: float, r: float, b: float) -> float:
    """∫_{lo}^{hi} length of {y ≤ b} ∩ [-h(x), h(x)] dx, h = sqrt(r² - x²), for -r ≤ lo ≤ hi ≤ r.

    Written with angles (x = r sin φ) and products (r - x)(r + x) so that chords nearly tangent
    to the circle keep full precision: the reference must be better than the 1e-11 it checks.
    """

    def g(x: float, h: float | None = None) -> float:  # ∫ h dx = (x h + r² φ) / 2
        if h is None:
            h = math.sqrt(max((r - x) * (r + x), 0.0))
        return 0.5 * (x * h + r * r * math.atan2(x, h))

    if hi <= lo or b <= -r:
        return 0.0
    if b >= r:
        return 2 * (g(hi) - g(lo))
    ab = abs(b)
    xs = math.sqrt((r - ab) * (r + ab))
    points = {-r: None, -xs: ab, xs: ab, r: None}  # where the chord meets y = b, h is |b| exactly

    def gp(x: float) -> float:
        return g(x, points.get(x))

    total = 0.0
    for a0, a1, outer in ((-r, -xs, True), (-xs, xs, False), (xs, r, True)):
        u, v = max(lo, a0), min(hi, a1)
        if v <= u:
            continue
        if outer:  # |x| ≥ xs: h ≤ |b|, the whole chord (b > 0) or nothing (b < 0)
            total += 2 * (gp(v) - gp(u)) if b > 0 else 0.0
        else:  # the chord is cut at y = b: length b + h
            total += b * (v - u) + (gp(v) - gp(u))
    return total


def corner_area(a: float, b: float, r: float) -> float:
    """Area of the disc of radius r at the origin with x ≤ a and y ≤ b."""
    return _chord_integral(-r, min(max(a, -r), r), r, b)


def reference_rect_fraction(x0, y0, x1, y1, cx, cy, r) -> float:
    f = corner_area
    area = (f(x1 - cx, y1 - cy, r) - f(x0 - cx, y1 - cy, r) - f(x1 - cx, y0 - cy, r) + f(x0 - cx, y0 - cy, r))
    return area / (math.pi * r * r)


def engine_fraction(geometry, cx, cy, r) -> float:
    return float(PreparedZone(geometry).measure(np.array([cx]), np.array([cy]), np.array([r])).fraction[0])


def test_reference_is_right_on_known_cases():
    assert reference_rect_fraction(-10, -10, 10, 10, 0, 0, 1) == pytest.approx(1.0, abs=1e-15)
    assert reference_rect_fraction(0, -10, 10, 10, 0, 0, 1) == pytest.approx(0.5, abs=1e-15)
    assert reference_rect_fraction(0, 0, 10, 10, 0, 0, 1) == pytest.approx(0.25, abs=1e-15)
    # Circular segment: a chord at distance d from the centre cuts off (θ - sin θ)/2π, θ = 2 acos d.
    theta = 2 * math.acos(0.3)
    assert reference_rect_fraction(0.3, -10, 10, 10, 0, 0, 1) == pytest.approx((theta - math.sin(theta)) / (2 * math.pi), abs=1e-14)


BASE_RADII = [mm / 25.4 / 2 for mm in (25, 40, 55, 70, 120)] + [25 / 25.0 / 2]  # inch tables and cm tables


@st.composite
def rect_and_disc(draw):
    x0 = draw(st.floats(-30, 30))
    y0 = draw(st.floats(-30, 30))
    w = draw(st.floats(0.2, 48))
    h = draw(st.floats(0.2, 48))
    r = draw(st.sampled_from(BASE_RADII) | st.floats(0.05, 5))
    # Centres concentrate where answers flip: on edges, at corners, just off them.
    anchor = draw(st.sampled_from(["corner", "edge", "free"]))
    corners = [(x0, y0), (x0 + w, y0), (x0, y0 + h), (x0 + w, y0 + h)]
    if anchor == "corner":
        ax, ay = draw(st.sampled_from(corners))
    elif anchor == "edge":
        t = draw(st.floats(0, 1))
        ax, ay = draw(st.sampled_from([(x0 + t * w, y0), (x0 + t * w, y0 + h), (x0, y0 + t * h), (x0 + w, y0 + t * h)]))
    else:
        ax, ay = x0 + draw(st.floats(0, 1)) * w, y0 + draw(st.floats(0, 1)) * h
    jitter = st.sampled_from([0.0, 1e-12, -1e-12, 1e-7, -1e-7]) | st.floats(-1.5, 1.5).map(lambda v: v * r)
    return (x0, y0, x0 + w, y0 + h), ax + draw(jitter), ay + draw(jitter), r


@settings(max_examples=4000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rect_and_disc())
def test_rectangles_match_the_closed_form_reference(case):
    (x0, y0, x1, y1), cx, cy, r = case
    exact = reference_rect_fraction(x0, y0, x1, y1, cx, cy, r)
    got = engine_fraction(box(x0, y0, x1, y1), cx, cy, r)
    assert got == pytest.approx(exact, abs=1e-11)
    if abs(exact - 0.5) > 1e-9:
        assert decide("more_than_half", got, 0, False, r) == (exact > 0.5)


def fine_fraction(geometry, cx, cy, r) -> float:
    disc = Point(cx, cy).buffer(r, quad_segs=2048)
    return geometry.intersection(disc).area / (math.pi * r * r)


FINE_ERROR = 2e-6  # a 8192-gon loses about (2π²/3)/8192² ≈ 1e-7 of the disc's area; margin for the rest


@st.composite
def polygon_and_disc(draw):
    kind = draw(st.sampled_from(["frame", "rotated", "triangle", "room_with_hole"]))
    if kind == "frame":  # Panic Room's growing hazard: table minus an inner rectangle
        inset = draw(st.floats(1, 10))
        geometry = box(0, 0, 48, 48).difference(box(inset, inset, 48 - inset, 48 - inset))
    elif kind == "rotated":
        geometry = affinity.rotate(box(10, 10, 30, 22), draw(st.floats(0, 180)), origin="centroid")
    elif kind == "triangle":
        geometry = Polygon([(0, 0), (draw(st.floats(5, 30)), 0), (draw(st.floats(-10, 10)), draw(st.floats(5, 30)))])
    else:
        geometry = box(10, 10, 30, 30).difference(box(18, 18, 22, 22))
    coords = []
    for ring in [geometry.exterior, *geometry.interiors]:
        coords.extend(ring.coords)
    ax, ay = draw(st.sampled_from(coords))
    bx, by = draw(st.sampled_from(coords))
    t = draw(st.floats(0, 1))
    r = draw(st.sampled_from(BASE_RADII))
    offset = draw(st.floats(-1.2, 1.2)) * r
    return geometry, ax + t * (bx - ax) + offset, ay + t * (by - ay) - offset / 2, r


@settings(max_examples=1500, deadline=None)
@given(polygon_and_disc())
def test_polygons_with_holes_match_a_fine_reference(case):
    geometry, cx, cy, r = case
    reference = fine_fraction(geometry, cx, cy, r)
    got = engine_fraction(geometry, cx, cy, r)
    assert got == pytest.approx(reference, abs=FINE_ERROR)
    if abs(reference - 0.5) > FINE_ERROR:
        assert decide("more_than_half", got, 0, False, r) == (reference > 0.5)


def test_a_base_centred_on_an_edge_is_exactly_half_and_not_inside():
    r = 25 / 25.4 / 2
    f = engine_fraction(box(0, 0, 24, 24), 24, 12.345, r)
    assert abs(f - 0.5) <= HALF_TOLERANCE
    assert not decide("more_than_half", f, 0, True, r)


def test_a_base_on_the_table_centre_is_in_no_quadrant():
    r = 40 / 25.4 / 2
    quadrants = [box(0, 0, 24, 24), box(24, 0, 48, 24), box(0, 24, 24, 48), box(24, 24, 48, 48)]
    fractions = [engine_fraction(q, 24, 24, r) for q in quadrants]
    assert fractions == pytest.approx([0.25] * 4, abs=1e-14)
    assert not any(decide("more_than_half", f, 0, False, r) for f in fractions)


def test_a_polygonal_circle_would_get_this_wrong_and_the_engine_does_not():
    # 0.0004 in past the edge: the exact fraction is just over ½; a 32-gon buffer says under.
    r = 25 / 25.4 / 2
    cx = -0.0004  # centre just left of x = 0, so slightly more than half lies in x < 0
    zone = box(-24, 0, 0, 24)
    exact = reference_rect_fraction(-24, 0, 0, 24, cx, 12, r)
    assert exact > 0.5 + 1e-9
    coarse = zone.intersection(Point(cx, 12).buffer(r, quad_segs=8)).area / (math.pi * r * r)
    assert coarse < 0.5
    assert decide("more_than_half", engine_fraction(zone, cx, 12, r), 0, False, r)


@pytest.mark.parametrize(
    ("cx", "rule", "expected"),
    [
        (5.0, "totally_inside", True),
        (10 - 0.4921259842519685, "totally_inside", True),   # base edge touching the zone edge from inside
        (10 - 0.49, "totally_inside", False),
        (10.49, "touching", True),                           # overlapping the edge from outside
        (10 + 0.4921259842519685, "touching", True),         # base contact from outside
        (10.6, "touching", False),
    ],
)
def test_totally_inside_and_touching(cx, rule, expected):
    r = 25 / 25.4 / 2
    zone = PreparedZone(box(0, 0, 10, 10))
    m = zone.measure(np.array([cx]), np.array([5.0]), np.array([r]))
    assert decide(rule, float(m.fraction[0]), float(m.boundary_distance[0]), bool(m.centre_inside[0]), r) is expected


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.floats(-2, 50), st.floats(-2, 50), st.sampled_from(BASE_RADII)), min_size=1, max_size=40))
def test_all_zones_at_once_equals_one_zone_at_a_time(discs):
    from its_desktop.domain.geometry import PreparedZones

    zones = [box(0, 0, 48, 12), box(0, 12, 24, 24), box(0, 0, 48, 48).difference(box(8, 8, 40, 40)),
             affinity.rotate(box(10, 10, 30, 22), 30), box(20, 20, 28, 28)]
    cx, cy, r = (np.array(v, dtype=float) for v in zip(*discs))
    fraction, dist, inside = PreparedZones(zones).measure(cx, cy, r)
    for k, z in enumerate(zones):
        single = PreparedZone(z).measure(cx, cy, r)
        assert np.allclose(fraction[:, k], single.fraction, atol=1e-13)
        assert np.allclose(dist[:, k], single.boundary_distance, atol=1e-12)
        assert (inside[:, k] == single.centre_inside).all()
