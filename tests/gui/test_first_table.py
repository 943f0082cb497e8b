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


def test_the_first_start_ever_draws_the_shipped_default_table(qapp, tmp_path, monkeypatch):
    """No cache yet: the default table comes from the copy shipped in resources/ for the window's language,
    which must be what the library makes now (regenerate with ``python -m its_desktop.ui.table.first_table``)."""
    import json

    from its_desktop.domain import i18n
    from its_desktop.ui.table import first_table

    fresh = first_table.write_default(tmp_path)
    assert [p.name for p in fresh] == ["en.json", "fr.json", "es.json"]
    monkeypatch.setattr(first_table, "cache_path", lambda: tmp_path / "none-yet.json")
    try:
        for path in fresh:
            lang = path.stem
            shipped = json.loads(first_table.shipped_path(lang).read_text(encoding="utf-8"))
            assert shipped == json.loads(path.read_text(encoding="utf-8")), \
                f"resources/first_table/{lang}.json is stale: run python -m its_desktop.ui.table.first_table"
            i18n.set_language(lang)
            assert first_table.read(*first_table.DEFAULT) == shipped
            assert first_table.read("s16/frostbyte", 300) is None  # only the default table ships
        assert {z["code"] for z in shipped["zones"]} >= {"ZD A"}  # Spanish: "ZD A" too; English "DZ A"
    finally:
        i18n.set_language("en")
    # A cache written in English is not drawn in a French window (its zone codes would be English).
    own = tmp_path / "own.json"
    first_table.write(catalog.mission("s16/frostbyte", 300), own)
    i18n.set_language("fr")
    try:
        assert first_table.read("s16/frostbyte", 300, own) is None
    finally:
        i18n.set_language("en")
