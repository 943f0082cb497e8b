"""The start-up cache of the last table: drawn before the library loads, never when stale."""

import pytest

from its_desktop.domain.mission import catalog

pytestmark = pytest.mark.gui


def test_the_cache_round_trips_and_refuses_another_table(qapp, tmp_path):
    from its_desktop.ui.table import first_table

    path = tmp_path / "first.json"
    mission = catalog.mission("s16/frostbyte", 300)
    first_table.write(mission, path)
    data = first_table.read("s16/frostbyte", 300, path)
    assert data is not None and data["width"] == mission.width and len(data["markers"]) == len(mission.markers)
    assert first_table.read("s16/frostbyte", 400, path) is None
    assert first_table.read("s16/supremacy", 300, path) is None
    data["stamp"] = [[0, 0], [0, 0]]  # the scenario file changed since: not drawn from the cache
    path.write_text(__import__("json").dumps(data))
    assert first_table.read("s16/frostbyte", 300, path) is None
    path.write_text("{not json")
    assert first_table.read("s16/frostbyte", 300, path) is None


def test_the_preview_draws_the_same_zones_and_numbers(qapp, tmp_path):
    from PySide6.QtGui import QImage, QPainter

    from its_desktop.ui.table import first_table

    path = tmp_path / "first.json"
    first_table.write(catalog.mission("s16/panic-room", 300), path)
    scene = first_table.PreviewScene(first_table.read("s16/panic-room", 300, path))
    scene.layout_labels(10, "A")
    assert sorted(lab.text() for lab in scene.labels if lab.text().isdigit()) == sorted(str(i) for i in range(1, 9))
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    assert len({image.pixel(x, y) for x in range(0, 200, 5) for y in range(0, 200, 5)}) > 5
