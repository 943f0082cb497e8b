"""One zone, one name in the window: the table's label, the referee panel's heading (with the long name as
its key) and the tooltip agree, in Spanish too; the referee panel says mid-round domination is "so far"
until the tally has scored the round, as the table's badge does."""

from __future__ import annotations

import pytest

from .test_objective_states import labels, open_supremacy

pytestmark = pytest.mark.gui


def referee_text(window) -> str:
    window.referee._render()  # the panel follows results on an 80 ms timer; read what it says now
    return window.referee.toPlainText()


def test_the_table_and_the_referee_panel_give_a_zone_one_name(window, qtbot):
    ctl = open_supremacy(window)
    qtbot.waitUntil(lambda: "Q1" in labels(ctl)["quadrant-a-left"])
    text = referee_text(window)
    assert "Q1: A " in text and "Quadrant A left" in text  # the short name, and the long one as its key
    assert "Quadrant A left: A" not in text
    item = ctl.scene.zone_items["quadrant-a-left"]
    assert item.toolTip().startswith("Q1 — Quadrant A left")
    assert ctl.scene.zone_items["deployment-a"].label.text() == "DZ A"

    window.set_language("es")
    qtbot.waitUntil(lambda: "C1" in labels(ctl)["quadrant-a-left"])
    assert ctl.scene.zone_items["deployment-a"].label.text() == "ZD A"
    text = referee_text(window)
    assert "C1: A " in text and "Cuadrante A izquierdo" in text and "Q1" not in text
    assert item.toolTip().startswith("C1 — Cuadrante A izquierdo")


def test_the_referee_panel_says_domination_is_provisional_until_the_round_is_scored(window, qtbot):
    ctl = open_supremacy(window)
    qtbot.waitUntil(lambda: "[A provisional] Q1" in labels(ctl)["quadrant-a-left"])
    assert "dominated by A so far (provisional: scored at the end of the round)" in referee_text(window)

    window.tally.rounds.setValue(1)  # the tally scores round 1: the table's round 1 is a result
    text = referee_text(window)
    assert "— dominated by A" in text and "so far" not in text and "provisional" not in text

    ctl.change_round(2, "A")  # round 2 is being played: "so far" again
    assert "so far" in referee_text(window)

    window.set_language("fr")
    assert "A domine pour l'instant (provisoire" in referee_text(window)


SAMPLE = [("s16/supremacy", 300, "en"), ("s13/quadrant-control", 300, "fr"), ("s10/transmission-matrix", 300, "es"),
          ("s8/frontline", 300, "en")]


@pytest.mark.parametrize(("scenario", "points", "lang"), SAMPLE)
def test_each_seasons_sample_names_its_zones_alike_on_the_table_and_in_the_referee_panel(window, qtbot, scenario,
                                                                                         points, lang):
    from its_desktop.domain import i18n
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.mission import catalog

    if lang != "en":
        window.set_language(lang)
    window.open_document(TableDocument(scenario, points), None)
    ctl = window.controller
    mission = catalog.mission(scenario, points)
    assert i18n.language() == lang
    qtbot.waitUntil(lambda: window.referee.result is not None)
    text = referee_text(window)
    for z in mission.zones:
        item = ctl.scene.zone_items[z.id]
        if z.kind == "half":
            continue
        label = item.label.text() if item.label is not None else None
        one_line = label.replace("\n", " ") if label is not None else None  # a narrow zone's label wraps its counts
        assert label == z.short or (z.is_zo and one_line.startswith(z.short + " A ")), (z.id, label)
        assert item.toolTip().startswith(f"{z.short} — {z.name}")
        if z.is_zo and (z.rounds is None or 1 in z.rounds):
            assert f"{z.short}: A " in text or f"{z.short} : A " in text, (z.short, text[:300])


@pytest.mark.parametrize(("lang", "short", "long"), [("en", "EZ", "Exclusion Zone (ZO)"),
                                                     ("fr", "ZE", "Zone d'Exclusion (ZO)"),
                                                     ("es", "ZE", "Zona de Exclusión (ZO)")])
def test_a_sentence_names_a_zone_as_the_table_does_with_its_long_name_beside_it(window, lang, short, long):
    """A warning, a refusal, an explanation: the zone's short name, as its label on the table, and the long
    name in brackets after its first mention (no sentence names the zone only as "Exclusion Zone (ZO)" while
    the table says "EZ")."""
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.table import Trooper

    if lang != "en":
        window.set_language(lang)
    window.open_document(TableDocument("s16/frostbyte", 300, troopers=[
        Trooper("a1", "A", 5, 5, 25, 20, troop_type="LI", name="Fusilier")]), None)
    ctl = window.controller
    assert ctl.scene.zone_items["exclusion"].label.text().startswith(short)
    ctl.move_trooper("a1", 10, 24)  # into the Exclusion Zone while deploying: the referee is warned
    msg = window.statusBar().currentMessage()
    assert f" {short} ({long})," in msg, msg  # the long name beside the first mention, in view in the status bar
    assert msg.count(long) == 1, msg


@pytest.mark.parametrize(("lang", "short", "long"), [("en", "DZ A", "Deployment Zone A"),
                                                     ("es", "ZD A", "Zona de Despliegue A")])
def test_a_deployment_zone_is_headed_by_its_name_not_its_id(window, lang, short, long):
    """Clicking a zone that is not a Zone of Operations: the referee panel's heading is the table's name for
    it, the long name under it (it read "deployment-a")."""
    from its_desktop.domain.itstable import TableDocument

    if lang != "en":
        window.set_language(lang)
    window.open_document(TableDocument("s16/uplink-center", 300), None)
    window.referee.set_focus(("zone", "deployment-a"))
    text = window.referee.toPlainText()
    assert text.splitlines()[:2] == [short, long], text
    assert "deployment-a" not in text
