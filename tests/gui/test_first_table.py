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
    numbers = sorted(m._number for m in scene._markers)
    assert numbers == list(range(1, 9))
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    assert len({image.pixel(x, y) for x in range(0, 200, 5) for y in range(0, 200, 5)}) > 5


@pytest.mark.parametrize("scenario", ["s16/supremacy", "s16/panic-room", "s13/quadrant-control"])
def test_the_preview_writes_what_the_live_table_writes_where_it_writes_it(qapp, tmp_path, scenario):
    """The picture before the library loads says what the live table says, in the same places: the zone
    texts ("Q4 A 0 · B 0", not "Q4" over console 4), the objectives' names, the sides and the rulers."""
    from its_desktop.ui.table import first_table
    from its_desktop.ui.table.scene import TableScene

    mission = catalog.mission(scenario, 300)
    path = tmp_path / "first.json"
    first_table.write(mission, path)
    preview = first_table.PreviewScene(first_table.read(scenario, 300, path))
    live = TableScene(mission)
    from its_desktop.domain.evaluator import Evaluator
    from its_desktop.domain.table import TableState

    live.show_evaluation(Evaluator(mission).evaluate(TableState(scenario, 300, ())))
    for px in (9.0, 13.0):
        preview.layout_labels(px, "A")
        live.layout_labels(px, "A")

        def shown(labels):
            return sorted((lab.text(), round(lab.scenePos().x(), 2), round(lab.scenePos().y(), 2))
                          for lab in labels if lab.isVisible() and lab.text() and not lab.text().isdigit())

        live_labels = [i for i in live.items() if type(i).__name__ == "Label"]
        assert shown(preview.labels) == shown(live_labels)
    # No zone text over an objective (the cached picture drew "Q4" on console 4).
    for lab in preview.labels:
        if lab.isVisible() and lab.text().startswith(("Q", "DZ")):
            box = lab.sceneBoundingRect()
            for m in preview._markers:
                assert not box.intersects(m._rect), (lab.text(), m._number)


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
