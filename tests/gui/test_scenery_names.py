"""The table view writes each piece's name where the printed map does (``presentation.terrain.name_spot``, one
rule for both), and the zone and objective labels placed after it move off it: pieces laid on the spots the
quadrant names and an objective's name take on an empty table push those names elsewhere."""

import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.mission import catalog
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.presentation.terrain import name_spot
from its_desktop.ui.table.scenery import SceneryItem

pytestmark = pytest.mark.gui


def shown(scene, text_of):
    return {lab.text(): lab.sceneBoundingRect() for lab in scene.labels() if lab.isVisible() and text_of(lab)}


def test_zone_and_objective_names_keep_off_the_pieces_names(window, qtbot, tmp_path):
    window.open_document(TableDocument("s16/supremacy", 300), None)
    scene = window.controller.scene
    scene.layout_labels(14.0, "A")
    zone_labels = {it.label for it in scene.zone_items.values() if it.label is not None}
    marker_labels = {it.label for it in scene.marker_items.values()}
    before = shown(scene, lambda lab: lab in zone_labels | marker_labels)
    assert len(before) >= 4
    # A piece where each of those names sits now, its own name centred on the name's centre.
    pieces = [Piece(f"ruin-{i}", "building", "rect", r.center().x(), r.center().y(), 3.5, 2.5)
              for i, r in enumerate(before.values())]
    window.open_document(TableDocument("s16/supremacy", 300, scenery=pieces), None)
    scene = window.controller.scene
    scene.layout_labels(14.0, "A")
    qtbot.wait(10)
    items = {i.piece.id: i for i in scene.items() if isinstance(i, SceneryItem)}
    mission = catalog.mission("s16/supremacy", 300)
    names = {}
    for p in pieces:
        lab = items[p.id].label
        assert lab.isVisible() and lab.text() == p.id
        r = lab.sceneBoundingRect()
        assert (r.center().x(), r.center().y()) == pytest.approx(name_spot(p, mission.width, mission.depth), abs=1e-6)
        names[p.id] = r
    zone_labels = {it.label for it in scene.zone_items.values() if it.label is not None}
    marker_labels = {it.label for it in scene.marker_items.values()}
    after = shown(scene, lambda lab: lab in zone_labels | marker_labels)
    moved = [t for t in before if t in after and after[t] != before[t]]
    assert moved, "no zone or objective name moved off the pieces"
    for text, r in after.items():
        for pid, n in names.items():
            assert not r.adjusted(0.001, 0.001, -0.001, -0.001).intersects(n), (text, pid)
    window.grab().save(str(tmp_path / "scenery-names.png"))


def test_a_piece_under_an_objective_writes_its_name_elsewhere_on_it(window, qtbot):
    mission = catalog.mission("s16/supremacy", 300)
    marker = mission.markers[0]
    big = Piece("bunker", "building", "rect", marker.x, marker.y, 8, 6)  # the objective sits on its name's spot
    window.open_document(TableDocument("s16/supremacy", 300, scenery=[big]), None)
    scene = window.controller.scene
    scene.layout_labels(14.0, "A")
    lab = next(i for i in scene.items() if isinstance(i, SceneryItem)).label
    assert lab.isVisible()
    r = lab.sceneBoundingRect()
    x0, y0, x1, y1 = big.footprint().bounds
    assert x0 <= r.center().x() <= x1 and y0 <= r.center().y() <= y1
    item = scene.marker_items[marker.id]
    assert not r.intersects(item.extent().translated(item.pos()))
