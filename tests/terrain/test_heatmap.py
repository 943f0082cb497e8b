"""The heat map: each square's share of a deployment zone (or of the objectives) in sight, against a
dense sampling of the zone with straight segments; cancel stops it; a bad target is one clear line."""

import numpy as np
import pytest
import shapely

from its_desktop.domain.mission import catalog
from its_desktop.domain.terrain.heatmap import heat_map
from its_desktop.domain.terrain.metrics import layout_of
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.domain.terrain.silhouettes import HEIGHT_CLASSES
from its_desktop.domain.terrain.visibility import Obstacles, segment_free

INFANTRY, TAG = HEIGHT_CLASSES
WALL = Piece("wall", "wall", "rect", 24, 24, 40, 1)  # across the middle, 4 in open at each end
BLOCK = Piece("block", "building", "rect", 14, 34, 6, 4)
CRATES = Piece("crates", "crates", "rect", 34, 16, 4, 4, height="partial", partial_height=1.0)
COARSE = 4 * 25.4  # 4 in squares keep the tests fast; the window's are 1 in (the same code)


@pytest.fixture(scope="module")
def mission():
    return catalog.mission("s16/supremacy", 300)


def test_an_empty_table_sees_all_of_the_enemy_zone_from_everywhere(mission):
    heat = heat_map(layout_of(mission, [Piece("rock", "rubble", "rect", 10, 10, 3, 3, height="low")]), "zone-B",
                    INFANTRY)
    assert heat.values.shape == (48, 48) and heat.step == 1  # the window's 1 in squares
    assert np.allclose(heat.values, 1.0)


def test_each_square_matches_a_dense_sampling_of_the_zone(mission):
    pieces = [WALL, BLOCK, CRATES]
    lay = layout_of(mission, pieces)
    heat = heat_map(lay, "zone-B", INFANTRY, cell_mm=COARSE)
    assert heat.values.shape == (12, 12)
    obs = Obstacles.build(pieces, 48, 48, INFANTRY.height(lay.unit_mm))
    solid = obs.union.buffer(-1e-9, join_style="mitre")
    zone = lay.deployment["B"]
    x0, y0, x1, y1 = zone.bounds
    gx, gy = np.meshgrid(np.arange(x0 + 0.5, x1, 1.0), np.arange(y0 + 0.5, y1, 1.0))
    samples = np.column_stack([gx.ravel(), gy.ravel()])
    samples = samples[~shapely.contains_xy(obs.union, samples[:, 0], samples[:, 1])]
    assert segment_free(obs, (2, 2), (2, 46))  # the oracle's rule: a straight line through no piece's inside
    shapely.prepare(solid)
    blocked = 0
    for r, c in [(r, c) for r in range(12) for c in range(12)][::5] + [(8, 3)]:  # (8, 3): inside the block
        x, y = 4 * c + 2, 4 * r + 2
        if obs.blocked_at(x, y):
            assert np.isnan(heat.values[r, c])  # nobody stands inside a piece
            blocked += 1
            continue
        lines = shapely.linestrings([[(x, y), tuple(s)] for s in samples])
        # A line is stopped when it runs through a piece's inside (grazing a corner is not).
        stopped = shapely.intersects(lines, solid)
        stopped[stopped] = shapely.length(shapely.intersection(lines[stopped], solid)) > 1e-9
        assert heat.values[r, c] == pytest.approx(float(np.mean(~stopped)), abs=0.03), (x, y)
    assert blocked >= 1
    # Behind the wall's middle the enemy zone is hidden; past its ends it shows.
    assert heat.at(24, 18) < 0.05 and heat.at(2, 18) > heat.at(24, 18) + 0.1
    # The crates hide nothing from a TAG, the wall still does.
    tag = heat_map(lay, "zone-B", TAG, cell_mm=COARSE)
    assert np.all(tag.values[~np.isnan(tag.values)] >= heat.values[~np.isnan(tag.values)] - 1e-9)
    assert tag.at(24, 18) < 0.2


def test_the_objectives_map_counts_the_objectives_in_sight(mission):
    lay = layout_of(mission, [WALL])
    heat = heat_map(lay, "objectives", INFANTRY, cell_mm=COARSE)
    n = len(lay.objectives)
    assert n == 4 and np.allclose(heat.values * n, np.round(heat.values * n))  # whole objectives
    assert heat.at(24, 18) == pytest.approx(0.5)  # south of the wall: the two southern consoles only
    assert np.nanmax(heat.values) >= 0.75  # near the wall's ends, consoles on both sides show


def test_progress_is_told_per_row_and_an_exception_stops_the_work(mission):
    told = []

    class Stop(Exception):
        pass

    def progress(done, total):
        told.append((done, total))
        if done == 3:
            raise Stop

    with pytest.raises(Stop):
        heat_map(layout_of(mission, [BLOCK]), "zone-A", INFANTRY, progress, cell_mm=COARSE)
    assert told == [(1, 12), (2, 12), (3, 12)]
    with pytest.raises(ValueError, match="target: must be one of zone-A, zone-B, objectives, got 'zone-C'"):
        heat_map(layout_of(mission, []), "zone-C", INFANTRY)
