"""Just after a table opens, before its evaluation arrives (s39 trial of issue 27): the zones and objectives are
drawn as "still being worked out", a look of their own, apart from the legend's "not known in this view" (hidden
information): its own words ("Q1 computing…", from the catalog), its own badge ("…"), its own legend line, and
told apart in greyscale too. On the real table view and the real legend panel."""

from __future__ import annotations

import os
import threading

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath

from its_desktop.domain.mission import catalog
from its_desktop.presentation import palette as P
from its_desktop.ui.legend_panel import LegendPanel
from its_desktop.ui.table import style
from its_desktop.ui.table.controller import TableController
from its_desktop.ui.table.view import TableView

from .test_deferred_evaluation import markers, supremacy_doc

pytestmark = pytest.mark.gui
SHOTS = os.environ.get("ITS_TEST_SHOTS")
COMPUTING = {"en": "computing…", "fr": "calcul en cours…", "es": "calculando…"}


def grey_swatch(look: P.Style) -> QImage:
    """A zone drawn in ``look`` (the table's painter), then made greyscale as a grey print or eye sees it."""
    image = QImage(120, 120, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(20, 20)  # 6 x 6 table units: a few hatch lines
    path = QPainterPath()
    path.addRect(QRectF(0.5, 0.5, 5, 5))
    style.paint_style(painter, path, look, fill=False)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


def dark_pixels(image: QImage, inside: bool) -> int:
    """Dark pixels inside the zone (away from its border) or on its border."""
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            centre = 20 <= x < 100 and 20 <= y < 100
            if centre == inside and QColor(image.pixel(x, y)).lightness() < 200:
                count += 1
    return count


def test_still_being_worked_out_has_its_own_words_badge_legend_line_and_grey_look(qtbot):
    from its_desktop.ui import i18n

    mission = catalog.mission("s16/supremacy", 300)
    ctl = TableController(supremacy_doc(), mission, after=threading.Event())  # the evaluation never arrives here
    view = TableView()
    qtbot.addWidget(view)
    view.resize(700, 700)
    view.setScene(ctl.scene)
    view.show()
    view.fit()
    assert ctl.pending
    zones = [item for item in ctl.scene.zone_items.values() if item.zone.is_zo]
    assert zones and {item.state.key for item in zones} == {"pending"}
    for item in zones:  # "Q1 computing…": no "[?]", which the legend gives to hidden information
        assert item.label.text() == f"{item.code} computing…"
    assert all(m[3] == ("", "…") for m in markers(ctl).values())
    if SHOTS:
        view.grab().save(f"{SHOTS}/p_pending_table.png")
        view.grab().toImage().convertToFormat(QImage.Format.Format_Grayscale8).save(f"{SHOTS}/p_pending_grey.png")

    # In grey: "not known" is cross-hatched inside, "still being worked out" is empty inside with a thinner border.
    unknown, waiting = grey_swatch(P.DOMINATION["?"]), grey_swatch(P.DOMINATION["…"])
    assert dark_pixels(waiting, inside=True) == 0 < dark_pixels(unknown, inside=True)
    assert 0 < dark_pixels(waiting, inside=False) < dark_pixels(unknown, inside=False)

    legend = LegendPanel()
    qtbot.addWidget(legend)
    try:
        for lang in ("en", "fr", "es"):
            i18n.install(lang)
            legend.show_scene(ctl.scene, mission)
            assert "pending" in legend.entries and "unknown" in legend.entries
            text = legend.toPlainText()
            assert COMPUTING[lang] in text and "[?]" in text, lang
            assert legend.names()["pending"] != legend.names()["unknown"]
            opened = TableController(supremacy_doc(), mission, after=threading.Event())  # a table opened in it
            assert all(item.label.text().endswith(" " + COMPUTING[lang]) for item in opened.scene.zone_items.values()
                       if item.zone.is_zo), lang
    finally:
        i18n.install("en")
    legend.resize(420, 700)
    legend.show()
    if SHOTS:
        legend.grab().save(f"{SHOTS}/p_legend.png")
