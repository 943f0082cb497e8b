"""The numbers along the table's left edge reach its top on a cm table. On the 120 cm tables of the French and
Spanish packs, "100", "110" and "120" were wider than the margin at the window's zoom and were dropped (seen on a
Season 13 table beside a wide panel, 2026-11-29): a player reading a height lost the top of the scale."""

from __future__ import annotations

import pytest

from its_desktop.domain.itstable import TableDocument


@pytest.mark.parametrize("mission", ["s13/acquisition", "s8/supremacy"])
def test_every_number_on_the_left_edge_of_a_cm_table_is_shown_inside_the_view(window, mission):
    window.resize(800, 800)
    window.open_document(TableDocument(mission, 300), None)
    window.view.zoom_by(0.8)  # a narrow view, or zoomed out a step (Ctrl+-)
    scene = window.controller.scene
    assert scene.units == "cm"
    assert scene.px_per_unit < 7.4, "a zoom where a 10 px '100' is wider than the margin"
    left = [(lab, pos) for lab, pos in scene.ruler_labels if lab.x() < 0 and pos > 0]
    assert [lab.text() for lab, _ in left][-3:] == ["100", "110", "120"]
    hidden = [lab.text() for lab, _ in left if not lab.isVisible()]
    assert hidden == [], f"dropped: {hidden}"
    view = scene.sceneRect()
    for lab, _ in left:
        box = lab.sceneBoundingRect()
        assert view.left() <= box.left() and box.right() < 0, (lab.text(), box)  # in the margin, off the table
