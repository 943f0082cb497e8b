"""The default table shipped resolved with the package (``domain/mission/shipped.py``) is the table a first start
opens, and a window draws and labels it exactly as it draws the table the library resolves now, in each language."""

from __future__ import annotations

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.mission import ResolvedMission, catalog, library_cache, resolved_cache, shipped
from its_desktop.domain.mission.resolve import resolve
from its_desktop.ui import settings as prefs
from its_desktop.ui.table import first_table
from its_desktop.ui.table.items import shape_path, zone_path
from its_desktop.ui.table.scene import TableScene

from .test_deferred_evaluation import labels, path_points

pytestmark = pytest.mark.gui


def test_the_shipped_table_is_the_one_a_first_start_opens():
    assert shipped.DEFAULT == first_table.DEFAULT == (prefs.TABLE_MISSION.default, prefs.TABLE_POINTS.default)


@pytest.mark.parametrize("lang", resolved_cache.LANGUAGES)
def test_the_shipped_table_is_drawn_and_labelled_as_the_library_resolves_it(qapp, lang):
    mission_id, points = shipped.DEFAULT
    table = resolved_cache.read(shipped.folder(), library_cache.digest(catalog.maps_root()), mission_id, points, lang)
    assert table is not None, "stale: run python -m its_desktop.domain.mission.shipped"
    sc = catalog.scenario(mission_id)
    se = catalog.season(sc.season)
    with i18n.speaking(lang):
        fresh = resolve(sc, se, points, mission_id)
        from_shipped = ResolvedMission(sc, se, points, *table)
        live, drawn = TableScene(fresh), TableScene(from_shipped)
        for a, b in zip(fresh.zones, from_shipped.zones, strict=True):
            assert path_points(zone_path(b)) == path_points(shape_path(a.geometry)), a.id
        for scene in (live, drawn):
            scene.layout_labels(13.0, "A")
        assert labels(drawn) == labels(live)
    assert all("_geometry" not in z.__dict__ for z in from_shipped.zones)  # drawn without Shapely
