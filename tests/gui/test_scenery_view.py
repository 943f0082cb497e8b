"""Scenery pieces drawn in the table view, read-only, under the objectives."""

import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.ui.table.items import MarkerItem
from its_desktop.ui.table.scenery import SceneryItem

pytestmark = pytest.mark.gui

PIECES = [Piece("bunker", "building", "rect", 24, 24, 8, 4, roof=True),
          Piece("crates", "crates", "circle", 12, 20, 3, height="partial", partial_height=1.5),
          Piece("rubble", "rubble", "l_shape", 30, 14, 6, 4, 1, height="low")]


def test_each_piece_is_drawn_where_its_footprint_is_and_does_not_take_clicks(window, tmp_path):
    window.open_document(TableDocument("s16/supremacy", 300, scenery=list(PIECES)), None)
    ctl = window.controller
    items = [i for i in ctl.scene.items() if isinstance(i, SceneryItem)]
    assert sorted(i.piece.id for i in items) == ["bunker", "crates", "rubble"]
    for item in items:
        r = item.path().boundingRect()
        assert (r.left(), r.top(), r.right(), r.bottom()) == pytest.approx(item.piece.footprint().bounds, abs=1e-6)
        assert not item.acceptedMouseButtons()
    marker = next(i for i in ctl.scene.items() if isinstance(i, MarkerItem))
    assert all(i.zValue() < marker.zValue() for i in items)
    window.grab().save(str(tmp_path / "scenery.png"))
