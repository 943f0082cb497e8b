"""A source shown to a reader of the pack's own language is its line numbers and the pack's quotations only.

The data's ``source`` also holds our notes around the quote, in English ("… Cap: 2 antennas (L728) x 1 OP;
control L750.", "shapes use cm(plague_cm)"): the fr/es trial met them after the French pack's own sentence in
the tally's and the table's tooltips, about 160 sources in Seasons 13 and 8. Every scenario of every season.
"""

from __future__ import annotations

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.readings import LINE_REF, QUOTE, cited


def _sources(mission_id: str) -> list[str]:
    sc = catalog.scenario(mission_id)
    m = catalog.mission(mission_id, catalog.scenario_sizes(sc, catalog.season(sc.season))[0])
    found = [o.source for o in m.scenario.scoring] + [z.source for z in m.zones] + [k.source for k in m.markers]
    return [s for s in found if s and QUOTE.search(s)]


@pytest.mark.parametrize("season", catalog.season_ids())
def test_the_packs_readers_see_its_lines_and_quotations_and_none_of_our_notes(season):
    language = catalog.season(season).language
    was = i18n.language()
    i18n.set_language(language)
    try:
        seen = 0
        for entry in (e for e in catalog.entries() if e.season == season):
            for source in _sources(entry.id):
                shown = cited(source, language)
                outside = LINE_REF.sub("", QUOTE.sub("", shown)).strip(" ,;:.…")
                head = source[:QUOTE.search(source).start()].strip(" :;,.-–—")  # the section quoted, if no line
                assert outside in ("", head), f"{entry.id}: {shown!r} from {source!r}"
                assert all(q in source for q in QUOTE.findall(shown))
                seen += 1
        assert seen > 0
    finally:
        i18n.set_language(was)


def test_the_trials_tooltip_keeps_the_quote_and_drops_the_cap_note():
    was = i18n.language()
    i18n.set_language("fr")
    try:
        m = catalog.mission("s13/acquisition", 300)
        source = next(o.source for o in m.scenario.scoring if "Contrôler une Antenne" in o.source)
        shown = cited(source, "fr")
        assert "Cap:" in source and "Cap" not in shown and "control" not in shown
        assert shown.startswith("L704") and "'Contrôler une Antenne de Communication à la fin de la partie" in shown
    finally:
        i18n.set_language(was)
