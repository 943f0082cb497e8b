"""``its-desktop render`` shows mid-round domination as the window does: "[A provisional]" and the half
hatch until the tally has scored the round (``--scored``), and each zone by its one short name."""

from __future__ import annotations

import re

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.mission import catalog
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui


def texts(svg) -> str:
    return " ".join(" ".join(re.findall(r">([^<>]+)<", svg.read_text(encoding="utf-8"))).split())


def table(round_: int) -> TableDocument:
    # A's 40-point trooper alone in Quadrant A left (x < 24, y < 24 on the 48 x 48 table).
    return TableDocument("s16/supremacy", 300, round=round_, troopers=[Trooper("a1", "A", 6, 18, 25, 40)])


def zone_labels(ctl) -> dict[str, str]:
    return {zid: item.label.text() for zid, item in ctl.scene.zone_items.items() if item.label is not None}


def test_render_marks_the_unscored_round_provisional(qapp, tmp_path):
    from its_desktop.ui.render import draw, table_scene

    mission = catalog.mission("s16/supremacy", 300)
    ctl, provisional = table_scene(table(2), mission, "referee")  # round 2 drawn, round 1 scored
    assert provisional and zone_labels(ctl)["quadrant-a-left"].startswith("[A provisional] Q1")
    assert ctl.scene.zone_items["quadrant-a-left"].state.key == "dominated-A-provisional"
    ctl.deleteLater()
    ctl, provisional = table_scene(table(2), mission, "referee", scored=2)
    assert not provisional and zone_labels(ctl)["quadrant-a-left"].startswith("[A] Q1")
    ctl.deleteLater()
    # The key beside the table says what the half hatch means only when it is drawn.
    now = texts(draw(table(2), mission, tmp_path / "now.svg", "referee", 1600, 900))
    assert "So far, the round not scored yet" in now, now[:800]
    scored = texts(draw(table(2), mission, tmp_path / "scored.svg", "referee", 1600, 900, scored=2))
    assert "So far" not in scored


def test_render_in_spanish_names_zones_as_the_window_does(qapp, tmp_path):
    from its_desktop.ui import i18n as ui_i18n
    from its_desktop.ui.render import draw, table_scene

    i18n.set_language("es")
    ui_i18n.install("es")
    try:
        mission = catalog.mission("s16/supremacy", 300)
        ctl, _provisional = table_scene(table(1), mission, "referee")
        labels = zone_labels(ctl)
        ctl.deleteLater()
        shown = texts(draw(table(1), mission, tmp_path / "es.svg", "referee", 1600, 900))
    finally:
        i18n.set_language("en")
        ui_i18n.install("en")
    assert labels["deployment-a"] == "ZD A" and labels["quadrant-a-left"].startswith("[A provisional] C1"), labels
    assert "(discontinuo; C1…)" in shown and "Q1" not in shown, shown[:800]


def test_scored_out_of_range_is_one_line(tmp_path, capsys):
    from its_desktop.cli import main

    try:
        code = main(["render", "s16/supremacy", "--points", "300", "--scored", "9", "-o", str(tmp_path / "x.png")])
    except SystemExit as exc:
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and "--scored: 9 is not a number of rounds of this season (0..3)" in err
    assert "Traceback" not in err and not (tmp_path / "x.png").exists()
