"""Screenshots of real scenarios at several sizes: each must show the table, its zones and markers.

The images are written to ``ITS_SCREENSHOT_DIR`` (default: the test's temporary folder) so a
person can look at them; the test checks they are not blank and have the table's proportions.
"""

import os
from pathlib import Path

import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui

CASES = [(m, p) for m in ("s16/supremacy", "s16/panic-room", "s16/frostbyte") for p in (150, 250, 400)]


@pytest.mark.parametrize(("mission", "points"), CASES)
def test_screenshot(window, tmp_path, mission, points):
    from its_desktop.ui.view_image import export_png

    troopers = [Trooper("a1", "A", 3, 3, 25, 20, name="Fusilier"), Trooper("b1", "B", 9, 20, 40, 30, name="Yan Huo")]
    window.open_document(TableDocument(mission, points, troopers=troopers), None)
    out = Path(os.environ.get("ITS_SCREENSHOT_DIR", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    name = f"{mission.replace('/', '-')}-{points}"
    shot = window.grab()
    assert shot.save(str(out / f"{name}-window.png"))
    image = export_png(window.controller.scene, out / f"{name}.png", 12)
    rect = window.controller.scene.sceneRect()
    assert image.width() / image.height() == pytest.approx(rect.width() / rect.height(), rel=0.02)
    colours = {image.pixel(x, y) for x in range(0, image.width(), 9) for y in range(0, image.height(), 9)}
    assert len(colours) > 8
