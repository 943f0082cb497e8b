"""The window's first table before the rules are loaded (ui/table/controller.py, ui/library_loader.py): a table
read back from the resolved-table cache is drawn and labelled exactly as the library resolves it, without
building any Shapely geometry; a drag before the evaluator arrives shows the Zones of Operations as not known,
never a result worked out for where the troopers stood; once it arrives, the table shows what an evaluator made
at once shows."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QPointF

from its_desktop.domain import i18n
from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.mission import catalog
from its_desktop.domain.table import Trooper
from its_desktop.ui.table.controller import TableController
from its_desktop.ui.table.items import shape_path, zone_path
from its_desktop.ui.table.scene import TableScene
from its_desktop.ui.table.view import TableView

from .test_table_view import drag

pytestmark = pytest.mark.gui


def path_points(path) -> list[tuple[int, float, float]]:
    return [(e.type.value, e.x, e.y) for e in (path.elementAt(i) for i in range(path.elementCount()))]


def labels(scene: TableScene) -> dict[str, tuple[str, bool, float, float]]:
    """Every zone label as drawn: its text, whether it shows, where."""
    return {zid: (item.label.text(), item.label.isVisible(), round(item.label.x(), 9), round(item.label.y(), 9))
            for zid, item in scene.zone_items.items() if item.label is not None}


def test_every_table_read_back_from_the_cache_is_drawn_and_labelled_as_the_library_resolves_it(tmp_path, qtbot):
    catalog.preload(tmp_path / "library.pickle")
    catalog.keep_tables(tmp_path)
    try:
        with i18n.speaking("en"):
            for entry in catalog.entries():
                points = catalog.sizes(entry.id)[0]
                fresh = catalog.mission(entry.id, points)  # resolved (Shapely), and written
                cached = catalog.mission(entry.id, points)  # read back: plain coordinates
                assert all("_geometry" not in z.__dict__ for z in cached.zones), entry.id
                live, from_cache = TableScene(fresh), TableScene(cached)
                for a, b in zip(fresh.zones, cached.zones, strict=True):
                    assert path_points(zone_path(b)) == path_points(shape_path(a.geometry)), (entry.id, a.id)
                    assert b.spots == a.spots, (entry.id, a.id)
                for scene in (live, from_cache):
                    scene.layout_labels(13.0, "A")
                assert labels(from_cache) == labels(live), entry.id
                # Drawn and laid out, the cached table still built no Shapely geometry.
                assert all("_geometry" not in z.__dict__ for z in cached.zones), entry.id
    finally:
        catalog.keep_tables(None)


def supremacy_doc() -> TableDocument:
    # Q1 is the quadrant at Console 1 (12, 12): Hac Tao (30 pts) stands in it, B's trooper far from it.
    troopers = [Trooper("a1", "A", 13.28, 12, 25, 30, name="Hac Tao"), Trooper("b1", "B", 37.28, 36, 25, 30)]
    return TableDocument("s16/supremacy", 300, troopers=troopers)


def zo_labels(ctl: TableController) -> dict[str, str]:
    return {zid: item.label.text() for zid, item in ctl.scene.zone_items.items()
            if item.zone.is_zo and item.label is not None}


def markers(ctl: TableController) -> dict[str, tuple[object, ...]]:
    """Each objective as drawn: who controls it, its state and tokens, its badge (shown, letter, text)."""
    return {mid: (m.controlled_by, m.state, m.activated,
                  (m.badge.player, m.badge.text) if m.badge.isVisible() else None)
            for mid, m in ctl.scene.marker_items.items()}


def test_a_drag_before_the_evaluation_arrives_shows_not_known_never_a_stale_result(qtbot):
    mission = catalog.mission("s16/supremacy", 300)
    after = threading.Event()  # the window sets it once it is usable
    ctl = TableController(supremacy_doc(), mission, after=after)
    shown: list[object] = []
    ctl.evaluated.connect(shown.append)
    view = TableView()
    qtbot.addWidget(view)
    view.resize(900, 900)
    view.setScene(ctl.scene)
    view.show()
    view.fit()
    assert ctl.pending and ctl.last is None
    qtbot.wait(100)  # nothing arrives before the window is usable
    assert ctl.pending
    before = zo_labels(ctl)
    assert before and all(text.endswith(" computing…") and "[?]" not in text for text in before.values()), before
    not_known = {mid: (None, "present", (), ("", "…")) for mid in ctl.scene.marker_items}
    assert markers(ctl) == not_known  # Console 1, which Hac Tao touches, is not drawn as anyone's either

    # Hac Tao dragged from Q1 into Q3 while the evaluator is still to come.
    item = ctl.scene.trooper_items["a1"]
    item.setSelected(True)
    drag(view, item.pos(), QPointF(30, 30))
    assert ctl.doc.trooper("a1").x == pytest.approx(30, abs=0.5)
    assert ctl.pending and ctl.last is None and not shown
    during = zo_labels(ctl)
    assert during == before  # still "not known": no total from before the drag, none made up
    assert markers(ctl) == not_known

    after.set()
    qtbot.waitUntil(lambda: not ctl.pending)
    reference = TableController(TableDocument("s16/supremacy", 300, troopers=list(ctl.doc.troopers)), mission)
    assert ctl.last is not None and reference.last is not None
    assert ctl.last.to_json() == reference.last.to_json()
    assert zo_labels(ctl) == zo_labels(reference)
    assert markers(ctl) == markers(reference)
    assert not any("computing" in text or "[?]" in text for text in zo_labels(ctl).values())
    assert shown == [ctl.last]


def test_asking_for_the_evaluator_before_it_arrives_makes_one_there_and_then(qtbot):
    """Whatever needs the rules before the thread's evaluator arrives (the tally scoring a round, the table's
    rules after an edit) gets one made on the spot: slower, never unchecked."""
    mission = catalog.mission("s16/supremacy", 300)
    ctl = TableController(supremacy_doc(), mission, after=threading.Event())  # never set: the thread waits
    assert ctl.pending
    result = ctl.evaluator.evaluate(ctl.doc.state())
    assert not ctl.pending and ctl.job is None
    ctl.recompute()
    assert ctl.last_raw is not None and ctl.last_raw.to_json() == result.to_json()


def test_an_empty_table_reads_as_any_empty_table_before_its_evaluator_arrives(qtbot):
    """Nobody on the table: every Zone of Operations reads 0 each, nobody dominating — as the first table's picture
    shows it and as the evaluation then says, so the start does not flicker through "not known"."""
    mission = catalog.mission("s16/supremacy", 300)
    after = threading.Event()
    ctl = TableController(TableDocument("s16/supremacy", 300), mission, after=after)
    assert ctl.pending
    waiting = zo_labels(ctl)
    after.set()
    qtbot.waitUntil(lambda: not ctl.pending)
    assert zo_labels(ctl) == waiting
