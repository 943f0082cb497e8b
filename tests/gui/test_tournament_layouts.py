"""The tournament window's Layouts tab on the real widgets: a layout added from a table file (a bad one is one
line naming file and field), put on tables through each row's list, another station's assignment not
overwritten, the row greyed once the round starts, and "Check all tables" with progress, its result per table
(failing rows marked by a cross and bold) and Cancel."""

from __future__ import annotations

import json

import pytest

from its_desktop.persistence.events import Events

pytestmark = pytest.mark.gui

WALL = {"id": "wall", "kind": "wall", "shape": "rect", "x": 24, "y": 24, "width": 32, "depth": 1}


@pytest.fixture
def url(tmp_path):
    return f"sqlite:///{tmp_path / 'event.sqlite3'}"


def table_file(tmp_path, name, scenery):
    path = tmp_path / f"{name}.itstable"
    path.write_text(json.dumps({"format": "itstable", "version": 2, "mission": "s16/supremacy", "points": 300,
                                "troopers": [], "scenery": scenery}))
    return path


def paired(w):
    w.create_event("Layout Open", "s16", points=300)
    for name in ("Ana", "Ben", "Carla", "Duarte"):
        assert w.registration.add_player(name, None, "Nomads", None, [])
    ev = w.event_id
    w.events.set_round(ev, 1, "s16/supremacy", who="TO")
    w.events.save_pairings(ev, w.events.pair(ev, 1, seed=1), who="TO")
    w.tabs.setCurrentWidget(w.layouts)
    return w.layouts


def test_add_assign_conflict_and_freeze(tournament, url, tmp_path):
    w = tournament(url)
    tab = paired(w)
    bad = table_file(tmp_path, "bad", [{**WALL, "width": -2}])
    assert not tab.add_layout_file(bad)
    assert f"{bad}: scenery[0].width: must be from" in tab.banner.text() and "\n" not in tab.banner.text()
    assert tab.add_layout_file(table_file(tmp_path, "Central wall", [WALL]))
    assert tab.library_table.item(0, 0).text() == "Central wall"
    assert [tab.tables.item(i, 0).text() for i in range(tab.tables.rowCount())] == ["1", "2"]
    box = tab.tables.cellWidget(0, 1)
    box.setCurrentIndex(1)
    box.activated.emit(1)  # what choosing it in the list does
    assert w.events.table_layouts(w.event_id)[0].layout == "Central wall"
    assert tab.library_table.item(0, 3).text() == "1"
    # Another station takes table 2 off "no layout" first: this window's choice is refused, nothing overwritten.
    lid = w.events.layouts(w.event_id)[0].id
    with Events.open(url) as other:
        other.assign_layout(w.event_id, 2, lid, who="station 2", expected_version=0)
    assert not tab.assign(2, None)
    assert "changed by another station" in tab.banner.text()
    assert tab.tables.cellWidget(1, 1).currentText() == "Central wall"  # the tab shows what is stored now
    w.events.start_clock(w.event_id, 1, who="TO")
    tab.refresh()
    assert not tab.tables.cellWidget(0, 1).isEnabled()
    assert "frozen" in tab.tables.item(0, 2).text()


def test_check_all_tables_with_progress_and_cancel(tournament, url, tmp_path, qtbot):
    w = tournament(url)
    tab = paired(w)
    assert tab.add_layout_file(table_file(tmp_path, "Wall", [WALL]))
    lid = w.events.layouts(w.event_id)[0].id
    for n in (1, 2):
        w.events.assign_layout(w.event_id, n, lid, who="TO")
    seen = []
    tab.runner.progressed.connect(lambda d, t: seen.append((d, t)))
    assert tab.check_all(1, workers=1)
    assert tab.progress.isVisible() and tab.cancel_button.isEnabled() and not tab.check_button.isEnabled()
    qtbot.waitUntil(lambda: not tab.runner.running, timeout=120_000)
    assert seen[-1][0] == seen[-1][1] > 1
    assert tab.results_table.rowCount() == 2
    result = tab.results_table.item(0, 2)
    assert result.text().startswith("✗ ") and "checks fail" in result.text() and result.font().bold()
    labels = [tab.detail.item(i, 0).text() for i in range(tab.detail.rowCount())]
    lane = next(i for i, t in enumerate(labels) if "Open lane (bottom edge)" in t)
    assert labels[lane].startswith("✗ ") and tab.detail.item(lane, 0).font().bold()
    assert "47 in" in tab.detail.item(lane, 1).text()
    ok = next(i for i, t in enumerate(labels) if not t.startswith("✗ "))
    assert not tab.detail.item(ok, 0).font().bold()
    # The pack prints these results while the layouts stand as checked; not once a table changes.
    assert sorted(w.layout_checks(1)) == [1, 2] and w.layout_checks(2) == {}
    w.events.assign_layout(w.event_id, 2, None, who="TO")
    assert w.layout_checks(1) == {}
    # Cancel: the run stops, the tab says so and is ready again.
    assert tab.check_all(1, workers=1)
    tab.cancel_button.click()
    assert "cancelled" in tab.check_state.text() and tab.check_button.isEnabled()
    assert not tab.progress.isVisible()
