"""The last English and codes a French or Spanish player met in the window: the game history's "What" column
("vp", "classified:0", "intelcom"), the messages about another station's changes, the trooper tooltip's
"unconscious", and the notes panel's objective lines without the French space before the colon."""

from __future__ import annotations

from its_desktop.ui.tally import recorded_list

import re

import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui

# The packs' own terms: "Points de Victoire", "Objectif Classifié", "Carte INTELCOM" (French S13 pack),
# "Puntos de Victoria", "Objetivo Clasificado", "Carta INTELCOM" (Spanish S8 pack).
PACK = {
    "fr": {"vp": "Points de Victoire", "classified": "Objectif Classifié 1", "intelcom": "Carte INTELCOM",
           "sealed": "(scellé)", "unconscious": "Inconscient"},
    "es": {"vp": "Puntos de Victoria", "classified": "Objetivo Clasificado 1", "intelcom": "Carta INTELCOM",
           "sealed": "(sellado)", "unconscious": "Inconsciente"},
}
CODES = {"vp", "classified:0", "classified:1", "intelcom", "end_notes"}
ENGLISH = re.compile(r"\b(Victory|Classified|card|round|Unconscious|unconscious|pts)\b")


def _armory_game(window):
    """The Armory (an INTELCOM Support and Control scenario) played to its end: VP, a Classified, the card."""
    from its_desktop.domain.mission import catalog

    room = catalog.mission("s16/the-armory", 300).zone("room").geometry.centroid
    troopers = [Trooper("a1", "A", room.x - 1, room.y, 25, 10), Trooper("b1", "B", room.x + 1, room.y, 25, 20)]
    window.open_document(TableDocument("s16/the-armory", 300, troopers=troopers), None)
    window.docks["tally"].show()
    acts, tally = window.tally_actions, window.tally
    acts.begin("Ann", "Bob")
    tally.slot_box("A", 0, "secure_hvt").setChecked(True)   # private until fulfilled
    value, zone = tally.intelcom_box("A")
    value.setValue(15)
    zone.setCurrentIndex(zone.findData("room"))
    for _ in range(3):
        acts.score_round()                                  # the end: the table's VP and notes
    return acts


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_history_names_every_line_in_the_packs_words(window, db, lang):
    from its_desktop.ui import i18n

    acts = _armory_game(window)
    i18n.switch_language(lang)
    words = PACK[lang]
    referee = recorded_list.history_rows(acts)
    whats = [r[3] for r in referee]
    assert words["vp"] in whats and words["classified"] in whats and words["intelcom"] in whats, whats
    assert not set(whats) & CODES and not any(":" in w and w.split(":")[0] in ("classified", "deck") for w in whats)
    assert not [w for w in whats if ENGLISH.search(w)], whats
    # Which Classified Objective A drew stays as private as before: the opponent's view says which slot changed,
    # never the card; its value is sealed there (the referee's view shows it).
    window.viewer_box.setCurrentIndex(window.viewer_box.findData("B"))
    seen_by_b = recorded_list.history_rows(acts)
    card = [r for r in seen_by_b if r[3] == words["classified"]]
    assert card and all(r[5] == words["sealed"] for r in card)
    ref_card = [r for r in referee if r[3] == words["classified"]]
    assert ref_card and all(r[5] != words["sealed"] for r in ref_card)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_another_stations_changes_are_named_as_the_history_names_them(window, db, lang):
    from datetime import UTC, datetime

    from its_desktop.persistence.games import ChangeRecord
    from its_desktop.ui import i18n
    from its_desktop.ui.tally.session import describe_changes

    window.open_document(TableDocument("s16/the-armory", 300), None)
    mission = window.controller.mission
    i18n.switch_language(lang)
    now = datetime.now(UTC)
    changes = [ChangeRecord(1, 1, "A", "vp", None, 150, 170, "desk", False, "ben@host", now, None),
               ChangeRecord(2, 1, "B", "classified:0", None, None, {"name": "Telemetry"}, "desk", True, "ben@host",
                            now, None),
               ChangeRecord(3, 1, "A", "intelcom", None, None, {"value": 5}, "desk", True, "ben@host", now, None)]
    text = describe_changes(changes, referee=False, mission=mission)
    words = PACK[lang]
    assert words["vp"] in text and words["classified"] in text and words["intelcom"] in text, text
    assert "Telemetry" not in text and not any(code in text.split() for code in CODES), text
    if lang == "fr":
        assert text.startswith("ben@host : A Points de Victoire 150 → 170")


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_trooper_tooltip_says_the_packs_word_for_unconscious(window, lang):
    from its_desktop.ui import i18n
    from its_desktop.ui.table.items import TrooperItem

    window.open_document(TableDocument("s16/supremacy", 300, troopers=[
        Trooper("a1", "A", 6, 6, 25, 30, name="Fusilier", state="unconscious")]), None)
    i18n.switch_language(lang)
    item = next(i for i in window.controller.scene.items() if isinstance(i, TrooperItem))
    item.show_trooper(window.controller.doc.troopers[0], hidden=False)  # as the table shows it after a change
    tip = item.toolTip()
    assert PACK[lang]["unconscious"] in tip and not ENGLISH.search(tip.replace(" pts", "")), tip
    assert item.label.text().startswith("INC ")


@pytest.mark.parametrize(("lang", "sep"), [("fr", " : "), ("es", ": ")])
def test_the_notes_panels_objective_lines_take_the_languages_colon(qtbot, lang, sep):
    from its_desktop.domain.mission import catalog
    from its_desktop.ui import i18n
    from its_desktop.ui.panels import NotesPanel

    mission = catalog.mission("s13/unmasking", 300)
    i18n.install(lang)
    try:
        panel = NotesPanel()
        qtbot.addWidget(panel)
        panel.show_mission(mission)
        shown = panel.toPlainText()
    finally:
        i18n.install("en")
    names = [o.name.get(lang) for o in mission.scenario.scoring]
    assert names and all(f"{n}{sep}" in shown for n in names), shown
    if lang == "fr":
        assert "Plus de Consoles Activées : 2 PO" in shown and "Activées: " not in shown
    else:
        assert "Más Consolas Activadas: 2 PO" in shown


@pytest.mark.parametrize(("lang", "inches", "cm"), [("fr", "à 4 po ou moins", "à 10 cm ou moins"),
                                                     ("es", "a 4 pulg. o menos", "a 10 cm o menos")])
def test_a_zone_name_holding_a_length_follows_the_windows_units(window, lang, inches, cm):
    """S10's "no Multiscanner within 4 in of its Deployment Zone": the pack's inches until the user picks cm."""
    from its_desktop.ui import i18n

    i18n.switch_language(lang)
    window.set_units("")  # each pack's own
    window.open_document(TableDocument("s10/frontline", 300), None)
    item = window.controller.scene.zone_items["multiscanner-void-a"]
    assert inches in item.toolTip(), item.toolTip()
    window.set_units("cm")
    assert cm in item.toolTip() and inches not in item.toolTip(), item.toolTip()
    window.set_units("in")
    assert inches in item.toolTip()


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("fr", "1 objectif classifié, 2 PO", "2 objectifs classifiés, 1 PO chacun"),
    ("es", "1 objetivo clasificado, 2 PO", "2 objetivos clasificados, 1 PO cada uno")])
def test_the_notes_panel_counts_the_classified_objectives_it_knows(qtbot, lang, one, two):
    """A tester read "2 objectif(s) classifié(s), 1 PO chacun": the count is known, so is its agreement."""
    from its_desktop.domain.mission import catalog
    from its_desktop.ui import i18n
    from its_desktop.ui.panels import NotesPanel

    i18n.install(lang)
    try:
        panel = NotesPanel()
        qtbot.addWidget(panel)
        panel.show_mission(catalog.mission("s8/annihilation-low", 200))
        single = panel.toPlainText()
        panel.show_mission(catalog.mission("s16/frostbyte", 300))
        double = panel.toPlainText()
    finally:
        i18n.install("en")
    assert one in single and "(s)" not in single and "chacun" not in single.split(one)[1][:8], single
    assert two in double and "(s)" not in double, double


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_tables_tooltips_quote_a_pack_only_to_its_own_languages_readers(window, lang):
    """Hovering an S10 antenna in French read the English pack's sentence ("L781 'There are 2 Communication
    Antennas…'"); a Spanish reader of S13 read the French pack's. The line reference stays; the quote goes only
    to a reader of the pack's language (as the notes panel and the sheets do)."""
    from its_desktop.domain.readings import QUOTE
    from its_desktop.ui import i18n

    i18n.switch_language(lang)
    for mission, pack in (("s10/acquisition", "en"), ("s13/acquisition", "fr")):
        window.open_document(TableDocument(mission, 300), None)
        scene = window.controller.scene
        tips = [i.toolTip() for i in scene.marker_items.values()] + [i.toolTip() for i in scene.zone_items.values()]
        sources = [m.source for m in window.controller.mission.markers] + [z.source for z in window.controller.mission.zones]
        # the pack's quotations (an apostrophe in our notes, "the pack's cm", opens none)
        quotes = [q.group(0)[1:26] for s in sources if (q := QUOTE.search(s))]
        assert quotes and re.search(r"\bL\d+", " ".join(tips))
        shown = [q for q in quotes if any(q in t for t in tips)]
        assert (shown == quotes) if lang == pack else not shown, (mission, shown[:2])
        tally_tips = [window.tally.grid.item(r, 0).toolTip() for r in range(window.tally.grid.rowCount())]
        assert not [t for t in tally_tips if "'" in t and lang != pack], tally_tips[:2]


@pytest.mark.parametrize(("lang", "inches", "cm"), [
    ("fr", "Grand bâtiment 8 × 6 po (avec toit)", "Grand bâtiment 20,3 × 15,2 cm (avec toit)"),
    ("es", "Edificio grande 8 × 6 pulg. (con techo)", "Edificio grande 20,3 × 15,2 cm (con techo)")])
def test_the_scenery_pieces_are_sized_in_the_readers_words_and_units(window, lang, inches, cm):
    """Scenery → Add a piece read "Grand bâtiment 8 x 6 in" in French: the English unit, whatever the units."""
    from its_desktop.ui import i18n

    i18n.switch_language(lang)
    window.set_units("")
    window.open_document(TableDocument("s16/supremacy", 300), None)  # an inch pack
    editor = window.scenery_editor
    editor.add_menu.aboutToShow.emit()
    names = [a.text() for a in editor.templates.values()]
    assert inches in names and not [n for n in names if re.search(r"\bin\b| x ", n)], names
    window.set_units("cm")
    editor.add_menu.aboutToShow.emit()
    assert cm in [a.text() for a in editor.templates.values()]
    window.set_units("")
    window.open_document(TableDocument("s13/supremacy", 300), None)  # a cm pack: its own units by default
    editor.add_menu.aboutToShow.emit()
    assert cm in [a.text() for a in editor.templates.values()]
