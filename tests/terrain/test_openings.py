"""Doors and windows: a piece with an open one is hollow (walls, no thickness); lines of fire pass through
the openings. Checked against brute-force rays and straight segments; saved as .itstable version 3."""

import json
import math
from dataclasses import replace

import numpy as np
import pytest
import shapely
from shapely.geometry import Point

from its_desktop.domain import itstable
from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import StateError
from its_desktop.domain.terrain.openings import Opening
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.domain.terrain.visibility import (
    Obstacles, base_to_base, brute_force_rays, segment_free, visibility_polygon,
)

INFANTRY = 40 / 25.4
DOOR = Opening("door", 0, 4, 2)  # front wall (-y), 4 in from its left end, 2 in wide
WINDOW = Opening("window", 1, 2, 2)  # right wall
HOUSE = Piece("house", "building", "rect", 24, 24, 10, 8, openings=(DOOR, WINDOW, Opening("window", 2, 1, 1, True)))
SOLID = Piece("house", "building", "rect", 24, 24, 10, 8)
L_ROOM = Piece("ell", "building", "l_shape", 6, 30, 8, 6, 2, angle=30, mirrored=True,
               openings=(Opening("door", 3, 1, 1.5),))


def test_the_walls_are_the_outline_less_the_open_openings():
    walls = HOUSE.walls()
    total = sum(math.dist(a, b) for a, b in walls)
    assert total == pytest.approx(2 * (10 + 8) - 2 - 2)  # the closed window is wall
    # The door is the front wall's stretch from x = 23 to 25 (the rectangle's front runs from x = 19).
    [(door, ((x0, y0), (x1, y1))), *_] = HOUSE.opening_segments()
    assert door is DOOR and (x0, y0, x1, y1) == pytest.approx((23, 20, 25, 20))
    assert HOUSE.hollow(INFANTRY) and not SOLID.hollow(INFANTRY)
    # Turned and mirrored with the piece: the opening stays on its wall.
    for piece in (L_ROOM, HOUSE.rotated(33)):
        for _, (a, b) in piece.opening_segments():
            assert piece.footprint().boundary.distance(Point(a)) < 1e-9
            assert piece.footprint().boundary.distance(Point(b)) < 1e-9


@pytest.mark.parametrize("pieces", [[HOUSE], [HOUSE, L_ROOM, Piece("wall", "wall", "rect", 24, 12, 8, 1)]])
def test_the_visibility_polygon_through_openings_is_where_brute_force_rays_stop(pieces):
    obs = Obstacles.build(pieces, 48, 48, INFANTRY)
    for x, y in [(24, 24), (21, 22), (24, 10), (40, 27), (10, 40), (3, 30)]:
        vis = visibility_polygon(obs, x, y)
        hits = brute_force_rays(obs, x, y, 3600)
        assert shapely.distance(shapely.points(hits), vis.boundary).max() < 1e-9
        for hx, hy in hits[::90]:
            assert vis.buffer(1e-9).contains(Point(x + (hx - x) * 0.999, y + (hy - y) * 0.999))


def test_line_of_fire_passes_through_a_door_and_a_window_not_a_wall():
    hollow = Obstacles.build([HOUSE], 48, 48, INFANTRY)
    solid = Obstacles.build([SOLID], 48, 48, INFANTRY)
    inside = (24.0, 24.0)
    assert not hollow.blocked_at(*inside) and solid.blocked_at(*inside)  # a model may stand inside
    assert segment_free(hollow, inside, (24, 5))  # out through the door
    assert segment_free(hollow, inside, (45, 24))  # out through the window
    assert not segment_free(hollow, inside, (5, 24))  # the left wall
    assert not segment_free(hollow, inside, (24, 45))  # the closed window is wall
    assert segment_free(hollow, (24, 5), (45, 24.5)) == segment_free(solid, (24, 5), (45, 24.5))  # outside it
    assert not segment_free(solid, (24, 5), (24, 45)) and not segment_free(hollow, (24, 5), (24, 45))
    # In through the door and out through the window: a line across the room.
    assert segment_free(hollow, (14, 14), (39, 29))
    assert not segment_free(solid, (14, 14), (39, 29))
    # The visibility polygon from inside is the room plus what the openings show, against dense segments.
    vis = visibility_polygon(hollow, *inside)
    rng = np.random.default_rng(3)
    for x, y in rng.uniform(0.5, 47.5, size=(150, 2)):
        if abs(vis.boundary.distance(Point(x, y))) < 1e-6:
            continue
        assert vis.contains(Point(x, y)) == segment_free(hollow, inside, (float(x), float(y))), (x, y)
    # Base to base: from a base inside to a base outside, through the door only.
    assert base_to_base(hollow, inside, 0.5, (24, 8), 0.5) is not None
    assert base_to_base(hollow, inside, 0.5, (8, 24), 0.5) is None
    assert base_to_base(solid, (24, 8), 0.5, (24, 40), 0.5) is None


def test_openings_round_trip_in_a_version_3_file(tmp_path):
    path = tmp_path / "t.itstable"
    shed = replace(SOLID, id="shed").moved(5, 5)
    itstable.save(TableDocument("s16/supremacy", 300, scenery=[HOUSE, L_ROOM, shed]), path)
    raw = json.loads(path.read_text())
    assert raw["version"] == 3 and raw["scenery"][0]["openings"][2] == {"kind": "window", "edge": 2, "at": 1,
                                                                       "width": 1, "closed": True}
    assert itstable.load(path).scenery == [HOUSE, L_ROOM, shed]
    # Without openings the file stays version 2: a previous release still opens it.
    itstable.save(TableDocument("s16/supremacy", 300, scenery=[SOLID]), path)
    assert json.loads(path.read_text())["version"] == 2
    # A version 2 reader refuses version 3 rather than dropping the doors on its next save...
    with pytest.raises(StateError, match="newer version"):
        itstable.check_format({**raw, "version": itstable.VERSION + 1})
    # ...and a version 2 file with openings is refused, not half read.
    with pytest.raises(StateError, match=r"^scenery\[0\]\.openings: needs format version 3"):
        itstable.document({**raw, "version": 2})


@pytest.mark.parametrize(("opening", "message"), [
    ({"kind": "hatch", "edge": 0, "at": 1, "width": 1}, r"openings\[0\]\.kind: must be one of door, window"),
    ({"kind": "door", "edge": 4, "at": 1, "width": 1}, r"openings\[0\]\.edge: must be an edge number from 0 to 3"),
    ({"kind": "door", "edge": True, "at": 1, "width": 1}, r"openings\[0\]\.edge: must be an edge number"),
    ({"kind": "door", "edge": 1, "at": 7.5, "width": 1}, r"openings\[0\]\.at: must be from 0 to 7, got 7.5"),
    ({"kind": "door", "edge": 1, "at": 0, "width": 9}, r"openings\[0\]\.width: must be from 0.001 to 8, got 9"),
    ({"kind": "door", "edge": 1, "width": 1}, r"openings\[0\]\.at: missing"),
    ({"kind": "door", "edge": 1, "at": 0, "width": 1, "closed": "no"}, r"openings\[0\]\.closed: must be true"),
])
def test_a_bad_opening_is_one_line_naming_the_field(opening, message):
    raw = TableDocument("s16/supremacy", 300, scenery=[SOLID]).to_json()
    raw["version"] = 3
    raw["scenery"][0]["openings"] = [opening]
    with pytest.raises(StateError, match=r"^scenery\[0\]\." + message):
        itstable.document(raw)


def test_overlapping_openings_and_an_opening_on_a_circle_are_refused():
    raw = TableDocument("s16/supremacy", 300, scenery=[SOLID]).to_json()
    raw["version"] = 3
    raw["scenery"][0]["openings"] = [DOOR.to_json(), {"kind": "window", "edge": 0, "at": 5, "width": 2}]
    with pytest.raises(StateError, match=r"^scenery\[0\]\.openings\[1\]\.at: overlaps openings\[0\] on edge 0"):
        itstable.document(raw)
    raw["scenery"][0] = {**Piece("tank", "tower", "circle", 10, 10, 4).to_json(), "openings": [DOOR.to_json()]}
    with pytest.raises(StateError, match=r"^scenery\[0\]\.openings: a circle has no edges"):
        itstable.document(raw)
