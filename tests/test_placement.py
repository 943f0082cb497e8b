"""Where players may put HVTs, QAZ creatures and templates, beacons and objectives, on real S16 scenarios."""

import pytest
from shapely.geometry import Point

from its_desktop.domain.itstable import Placed
from its_desktop.domain.mission import catalog
from its_desktop.domain.placement import check_placement, element_radius, legal_area, placement_spec

R25 = 25 / 25.4 / 2
R40 = 40 / 25.4 / 2


@pytest.fixture(scope="module")
def supremacy():
    return catalog.mission("s16/supremacy", 300)  # 48 x 48, deployment zones 12 in deep


@pytest.fixture(scope="module")
def resilience():
    return catalog.mission("s16/resilience-operations", 300)


@pytest.fixture(scope="module")
def frontline():
    return catalog.mission("s16/frontline", 300)


def test_an_hvt_must_be_4_in_outside_any_deployment_zone(supremacy):
    [why] = check_placement(supremacy, "hvt", "A", 20, 14)
    assert why == "An HVT must be at least 4 in outside any deployment zone: this one is 2 in from DZ A"
    assert check_placement(supremacy, "hvt", "A", 20, 16 + R25, radius=R25) == []
    # Measured from the base's edge: the centre at 16 is not enough for a 25 mm base.
    assert "is 3.5 in from DZ A" in check_placement(supremacy, "hvt", "A", 20, 16, radius=R25)[0]
    [why] = check_placement(supremacy, "hvt", "B", 20, 37)
    assert "reaches 1 in into DZ B" in why


def test_a_qaz_creature_keeps_8_in_from_the_enemy_zone_only(supremacy):
    [why] = check_placement(supremacy, "qaz-creature", "A", 20, 30)
    assert "8 in outside the enemy deployment zone" in why and "DZ B" in why
    assert check_placement(supremacy, "qaz-creature", "A", 20, 27, radius=0) == []
    # Its own zone is allowed; the player token's 25 mm counts by default.
    assert element_radius(supremacy, placement_spec(supremacy, "qaz-creature")) == pytest.approx(R25)
    assert check_placement(supremacy, "qaz-creature", "A", 20, 5) == []
    assert check_placement(supremacy, "qaz-creature", "A", 20, 28) != []  # 28 + 0.49 is within 8 of 36
    assert check_placement(supremacy, "qaz-creature", "B", 20, 21) == []
    assert check_placement(supremacy, "qaz-creature", "B", 20, 20) != []  # 20 - 0.49 is within 8 of 12


def test_the_element_must_lie_on_the_table(supremacy):
    reasons = check_placement(supremacy, "hvt", "A", 49, 24)
    assert reasons == ["An HVT must lie on the table: this one reaches 1 in past the table edge"]
    assert check_placement(supremacy, "qaz-creature", "A", 0.2, 5)[0].startswith("A QAZ Creature must lie on the table")
    assert check_placement(supremacy, "qaz-creature", "A", R25, 5) == []


def test_resilience_beacons_sit_inside_their_own_zone_touching_its_edge(resilience):
    assert check_placement(resilience, "beacon", "A", 10, R25) == []  # against the table edge
    assert check_placement(resilience, "beacon", "A", 10, 12 - R25) == []  # against the front edge
    assert check_placement(resilience, "beacon", "B", 10, 48 - R25) == []
    [why] = check_placement(resilience, "beacon", "A", 10, 6)
    assert why == "A Beacon must touch the edge of DZ A: this one is 5.5 in from it"
    [why] = check_placement(resilience, "beacon", "A", 10, 12)
    assert why.startswith("A Beacon must be totally inside DZ A: this one reaches 0.5")
    assert len(check_placement(resilience, "beacon", "B", 10, R25)) == 3  # A's zone: not B's, nor B's half


def test_resilience_hvts_and_objectives_go_in_their_own_strips(resilience):
    assert check_placement(resilience, "hvt", "A", 10, 14) == []  # the 4 in strip 12..16
    assert check_placement(resilience, "hvt", "B", 10, 34) == []
    [why] = check_placement(resilience, "hvt", "A", 10, 17)
    assert why.startswith("An HVT must be totally inside HVT A: this one is 1 in away")
    assert len(check_placement(resilience, "hvt", "B", 10, 14)) == 2  # A's strip, A's half
    assert check_placement(resilience, "objective", "A", 10, 24 - R40) == []  # touching the central line
    reasons = check_placement(resilience, "objective", "A", 10, 24)
    assert len(reasons) == 2 and "Player A's half" in reasons[1]


def test_qaz_templates_may_not_overlap(frontline):
    theirs = [Placed("qaz-a1", "qaz-template", "A", 24, 24)]
    [why] = check_placement(frontline, "qaz-template", "B", 26, 24, radius=1.5, others=theirs)
    assert why.startswith("A Quantum Anomaly Zone (Circular Template) may not overlap another Quantum Anomaly Zone")
    assert "Player A's by 1 in" in why
    assert check_placement(frontline, "qaz-template", "B", 27, 24, radius=1.5, others=theirs) == []  # touching
    # Moving an element does not collide with itself.
    assert check_placement(frontline, "qaz-template", "A", 24.5, 24, radius=1.5, others=theirs,
                           element_id="qaz-a1") == []
    [why] = check_placement(frontline, "qaz-template", "A", 24, 13, radius=1.5)
    assert why.endswith("completely outside any deployment zone: this one reaches 0.5 in into DZ A")


def test_unknown_placement_or_player_is_an_error(supremacy):
    with pytest.raises(ValueError, match="no placement 'beacon'"):
        check_placement(supremacy, "beacon", "A", 1, 1)
    with pytest.raises(ValueError, match="player"):
        check_placement(supremacy, "hvt", "C", 1, 1)


def test_legal_areas(supremacy, resilience, frontline):
    hvt = legal_area(supremacy, "hvt", "A")
    assert hvt.bounds == pytest.approx((0, 16, 48, 32)) and hvt.area == pytest.approx(48 * 16)
    creature = legal_area(supremacy, "qaz-creature", "A")
    assert creature.area == pytest.approx((48 - 2 * R25) * (28 - 2 * R25))
    beacon = legal_area(resilience, "beacon", "A")  # a thin band along the inside of A's zone edge
    assert 0 < beacon.area < 3 and beacon.bounds[3] == pytest.approx(12 - R25)
    # Depends on the other templates: not drawable without them.
    assert legal_area(frontline, "qaz-template", "B") is None
    others = [Placed("qaz-a1", "qaz-template", "A", 24, 24)]
    template = legal_area(frontline, "qaz-template", "B", radius=1.5, others=others)
    assert not template.contains(Point(25, 24)) and template.contains(Point(28, 24))


@pytest.mark.parametrize("mission_id, placement_id, player", [
    ("s16/supremacy", "hvt", "B"), ("s16/supremacy", "qaz-creature", "B"),
    ("s16/resilience-operations", "hvt", "B"), ("s16/resilience-operations", "objective", "A"),
    ("s16/countermeasures", "qaz-creature", "A"),
])
def test_legal_area_agrees_with_the_check(mission_id, placement_id, player):
    mission = catalog.mission(mission_id, 300)
    area = legal_area(mission, placement_id, player)
    boundary = area.boundary
    checked = 0
    for i in range(49):
        for j in range(49):
            p = Point(i + 0.37, j + 0.61)
            if boundary.distance(p) < 1e-3:
                continue  # too close to the edge to compare a drawing with the exact rule
            legal = check_placement(mission, placement_id, player, p.x, p.y) == []
            assert legal == area.contains(p), (p.x, p.y)
            checked += 1
    assert checked > 2000
