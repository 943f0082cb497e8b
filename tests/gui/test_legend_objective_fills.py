"""The legend shows the objectives as the table draws them (s40 trial of issue 27): its one "Objective nobody
controls" swatch was the Consoles' light salmon on tables whose antennas are lime and whose Panoplias are dark
salmon. Now one line per kind of objective on the table, in that kind's fill and named in words (two kinds stay
apart in greyscale by their words), in en/fr/es."""

from __future__ import annotations

import base64
import re

import pytest
from PySide6.QtGui import QColor, QImage

from its_desktop.domain.itstable import TableDocument
from its_desktop.ui.table import style

pytestmark = pytest.mark.gui

WORDS = {"en": "{kind} nobody controls", "fr": "{kind} que personne ne contrôle", "es": "{kind} que nadie controla"}


def _rows(legend) -> list[tuple[QImage, str]]:
    """Each legend row's swatch image and text, as the panel shows them."""
    out = []
    for row in re.findall(r"<tr>(.*?)</tr>", legend.toHtml(), re.S):
        src = re.search(r'src="data:image/png;base64,([^"]+)"', row)
        if src is None:
            continue
        image = QImage.fromData(base64.b64decode(src.group(1)), "PNG")
        out.append((image, re.sub(r"<[^>]+>", "", row).strip()))
    return out


def _has_fill(image: QImage, fill: QColor) -> bool:
    """The swatch's token is painted in ``fill`` (many pixels of exactly it, the number and ring aside)."""
    hits = sum(1 for x in range(image.width()) for y in range(image.height())
               if image.pixelColor(x, y).rgb() == fill.rgb())
    return hits > 40


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize(("mission", "points"), [("s13/looting-and-sabotaging", 300), ("s10/transmission-matrix", 300)])
def test_each_kind_of_objective_drawn_has_its_own_swatch_in_its_fill(window, qtbot, lang, mission, points):
    from its_desktop.ui import i18n

    i18n.install(lang)
    try:
        window.open_document(TableDocument(mission, points), None)
        items = window.controller.scene.marker_items.values()
        kinds = {item.marker.kind: item.marker.name for item in items}
        rows = _rows(window.legend)
        for kind, name in kinds.items():
            line = [(img, text) for img, text in rows if text.startswith(WORDS[lang].format(kind=name))]
            assert len(line) == 1, (kind, [t for _i, t in rows])
            assert _has_fill(line[0][0], style.MARKER_FILL.get(kind, style.MARKER_DEFAULT)), (kind, name)
        # The old catch-all line in one colour the table may not draw is gone.
        assert not any(text.startswith(("Objective nobody controls", "Objectif que personne", "Objetivo que nadie"))
                       for _img, text in rows)
    finally:
        i18n.install("en")
