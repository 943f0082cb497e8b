"""Objective states and domination read at arm's length and in greyscale, through the real window: who
activated or hacked a console is its inside, who controls it its ring, contested its own ring and badge;
domination mid-round is drawn and labelled provisional until the tally has scored the round."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

pytestmark = pytest.mark.gui


def open_supremacy(window, round_=1):
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.table import MarkerState, Trooper

    # Consoles of 40 mm at (12, 12), (36, 12), (36, 36), (12, 36); a 25 mm base 1.28 in from a centre touches.
    troopers = [Trooper("a1", "A", 13.28, 12, 25, 30, name="Hac Tao"), Trooper("a2", "A", 34.72, 12, 25, 20),
                Trooper("b1", "B", 37.28, 12, 25, 20), Trooper("b2", "B", 37.28, 36, 25, 30),
                Trooper("a3", "A", 5, 5, 25, 40)]
    markers = {"console-1": MarkerState("console-1", activated_by=("A",)),
               "console-3": MarkerState("console-3", activated_by=("B",)),
               "console-4": MarkerState("console-4", activated_by=("A", "B"))}
    window.open_document(TableDocument("s16/supremacy", 300, round=round_, troopers=troopers, markers=markers), None)
    return window.controller


def grey_inside(window, marker_id: str) -> float:
    """The mean grey (0 black, 255 white) of a marker's inside on screen, away from its number and ring."""
    view = window.view
    item = window.controller.scene.marker_items[marker_id]
    image = view.viewport().grab().toImage().convertToFormat(view.viewport().grab().toImage().Format.Format_Grayscale8)
    r = item.shape().boundingRect().height() / 2 - 0.6  # its click area: the marker and 0.6 in around it
    values = []
    for dx, dy in ((-0.45, 0.25), (-0.45, -0.25), (0.45, 0.25), (0.45, -0.25), (0.0, 0.55), (0.0, -0.55)):
        p = view.mapFromScene(item.pos() + QPointF(dx * r, dy * r))
        values.append(image.pixelColor(p.x(), p.y()).lightness())
    return sum(values) / len(values)


def test_who_activated_and_who_controls_each_show_on_the_objective(window, qtbot):
    ctl = open_supremacy(window)
    qtbot.waitUntil(lambda: ctl.scene.marker_items["console-2"].look().contested)
    looks = {mid: item.look() for mid, item in ctl.scene.marker_items.items()}
    assert looks["console-1"].controlled_by == "A" and looks["console-1"].activated == ("A",)
    assert looks["console-2"].contested and looks["console-2"].controlled_by is None and not looks["console-2"].activated
    assert looks["console-3"].controlled_by == "B" and looks["console-3"].activated == ("B",)
    assert looks["console-4"].activated == ("A", "B") and not looks["console-4"].contested

    window.view.zoom_by(2.0)
    window.view.centerOn(ctl.scene.marker_items["console-2"])
    qtbot.wait(50)
    # In greyscale: a console nobody activated is pale; A's hack is dark, B's another dark.
    neutral = grey_inside(window, "console-2")
    window.view.centerOn(ctl.scene.marker_items["console-1"])
    qtbot.wait(50)
    by_a = grey_inside(window, "console-1")
    window.view.centerOn(ctl.scene.marker_items["console-3"])
    qtbot.wait(50)
    by_b = grey_inside(window, "console-3")
    # (A and B also differ by their hatch's direction and their letters: the palette tests hold those.)
    assert neutral > 180 and neutral - max(by_a, by_b) >= 70 and abs(by_a - by_b) >= 8, (neutral, by_a, by_b)

    # Moving A's trooper away from console 2 ends the contest: B controls it, its ring says so.
    ctl.move_trooper("a2", 30, 12)
    qtbot.waitUntil(lambda: ctl.scene.marker_items["console-2"].look().controlled_by == "B")
    assert not ctl.scene.marker_items["console-2"].look().contested

    # The legend lists what the table can show, drawn by the table's own marker painter.
    for key in ("activated-A", "activated-B", "controlled-A", "contested", "provisional"):
        assert key in window.legend.entries


def labels(ctl) -> dict[str, str]:
    return {zid: item.label.text() for zid, item in ctl.scene.zone_items.items() if item.zone.is_zo}


def test_domination_is_provisional_until_the_round_is_scored(window, qtbot):
    ctl = open_supremacy(window)
    qtbot.waitUntil(lambda: "[A provisional] Q1" in labels(ctl)["quadrant-a-left"])
    item = ctl.scene.zone_items["quadrant-a-left"]
    assert item.state.key == "dominated-A-provisional"
    assert item.state.hatch.spacing == 2 * 0.75

    # The tally scores round 1 (End of round's count): the table's round 1 is a result now.
    window.tally.rounds.setValue(1)
    assert labels(ctl)["quadrant-a-left"].startswith("[A] Q1") and item.state.key == "dominated-A"
    # The table moves on to round 2: what it shows is "so far" again.
    ctl.change_round(2, "A")
    assert labels(ctl)["quadrant-a-left"].startswith("[A provisional] Q1")


def test_provisional_is_said_in_french(window, qtbot):
    ctl = open_supremacy(window)
    qtbot.waitUntil(lambda: "[A provisional] Q1" in labels(ctl)["quadrant-a-left"])
    window.set_language("fr")  # the label already drawn says it again in the new language
    assert labels(ctl)["quadrant-a-left"].startswith("[A provisoire] Q1")
