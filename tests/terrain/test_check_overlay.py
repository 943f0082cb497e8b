"""The table check told in steps (a window's progress bar and cancel), and what it draws over the table."""

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.terrain.metrics import check, layout_of, steps
from its_desktop.domain.terrain.overlay import line_free, overlay_of
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.domain.terrain.silhouettes import HEIGHT_CLASSES

INFANTRY = HEIGHT_CLASSES[:1]
# A solid block over console 1 (12, 12): no point sees it; the central wall splits the table.
PIECES = [Piece("wall", "wall", "rect", 24, 24, 32, 1), Piece("block", "building", "rect", 12, 12, 4, 4)]


@pytest.fixture(scope="module")
def layout():
    return layout_of(catalog.mission("s16/supremacy", 300), PIECES)


@pytest.fixture(scope="module")
def told(layout):
    calls = []
    found = check(layout, INFANTRY, progress=lambda done, total: calls.append((done, total)))
    return found, calls


def test_progress_is_told_in_order_up_to_the_total(layout, told):
    found, calls = told
    total = steps(layout, INFANTRY)
    assert len(calls) >= 10 and {t for _, t in calls} == {total}
    done = [d for d, _ in calls]
    assert done == sorted(done) and done[-1] <= total and done[-1] >= total - 2


def test_an_exception_from_progress_stops_the_check_there(layout):
    class Stop(Exception):
        pass

    seen = []

    def cancel(done, total):
        seen.append(done)
        if done == 3:
            raise Stop

    with pytest.raises(Stop):
        check(layout, INFANTRY, progress=cancel)
    assert seen == [1, 2, 3]


def test_the_overlay_has_the_lanes_the_pinned_points_and_the_lines_of_fire_open_or_blocked(layout, told):
    found, _ = told
    ov = overlay_of(layout, found, INFANTRY[0])
    assert {lane.edge for lane in ov.lanes} == {"south", "north", "west", "east"}
    south = next(lane for lane in ov.lanes if lane.edge == "south")
    x0, y0, x1, y1 = south.segment
    assert abs(x1 - x0) == pytest.approx(47.0) and y0 == y1 and 0 < y0 <= 3
    assert {(p.metric, p.side) for p in ov.pins} >= {("sniper", "A"), ("sniper", "B"), ("objectives", "A"),
                                                     ("objectives", "B")}
    # Console 1 is under the block: its line is blocked; the others are seen along free lines.
    assert [s.target for s in ov.sight_lines if not s.open] == ["console-1"] and ov.blocked == 1
    opened = [s for s in ov.sight_lines if s.open]
    assert opened and all(line_free(layout, INFANTRY[0], s) for s in opened)
    assert ov.seen is not None and ov.seen_from in ("A", "B") and ov.seen.area > 0


def test_a_lane_reads_in_the_unit_shown_whatever_the_table_units():
    from its_desktop.domain.terrain.metrics import Finding
    from its_desktop.presentation.terrain import value_text

    lane = Finding("edge_lane", "A", "infantry", 0.979, 0.5, "at_most", "fail", detail="south 47.00")
    assert value_text(lane, "in") == "47 in (98%)"
    assert value_text(lane, "cm") == "117.5 cm (98%)"  # a table unit is 2.5 cm (the packs' convention), any pack
    from its_desktop.domain import i18n, lengths

    with lengths.measuring("cm"):  # the reader's choice wins over what the caller shows
        assert value_text(lane, "in") == "117.5 cm (98%)"
    with i18n.speaking("fr"):
        assert value_text(lane, "in") == "47 po (98 %)"
