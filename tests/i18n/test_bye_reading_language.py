"""The standings' other reading of the bye (S13: 3 TP as printed, while the Victory it awards is worth 4) in
the reader's words, with no pack line numbers: the season data holds the reading per language and keeps the
lines in its ``source``; the standings on the command line read in French and Spanish."""

from __future__ import annotations

import json
import re

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament import compute_standings, parse_event

from .test_pseudo_locale import run, unwrapped

LINE = re.compile(r"\bL\d{2,4}\b")
# The reading's words in the S13 pack's terms; English words a French or Spanish reader must not meet.
WORDS = {"fr": ["Lecture : une exemption donne 3 PT", "autre lecture : 4 PT", "la Victoire", "vaut 4 PT"],
         "es": ["Lectura: un bye da 3 PT", "otra lectura: 4 PT", "la Victoria", "vale 4 PT"]}
ENGLISH = ["Reading", "gives", "other reading", "Victory", "worth", "the pack prints", "TP"]
EVENT = {"season": "s13", "rounds_planned": 3,
         "players": [{"id": f"q{i}", "name": f"Joueur {i}"} for i in range(1, 6)],
         "games": [{"round": 1, "table": 1, "a": "q1", "b": "q2", "op_a": 6, "op_b": 2, "vp_a": 200, "vp_b": 100},
                   {"round": 1, "table": 2, "a": "q3", "b": "q4", "op_a": 3, "op_b": 3, "vp_a": 150, "vp_b": 150},
                   {"round": 1, "bye": "q5"}]}


@pytest.mark.parametrize("season", catalog.season_ids())
def test_every_seasons_bye_reading_is_worded_in_each_language_with_its_lines_kept_in_the_data(season):
    bye = catalog.season(season).tournament.bye
    for alt in bye.alternatives:
        assert alt.reading.missing() == [], (season, alt.reading)
        for lang in ("en", "fr", "es"):
            assert not LINE.search(alt.reading.get(lang)), (season, lang, alt.reading.get(lang))
        assert LINE.search(alt.source), (season, alt.source)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_standings_reading_has_no_line_numbers_in_any_language(lang):
    ev = parse_event(EVENT, op_ceiling=catalog.season("s13").tournament.op_ceiling)
    with i18n.speaking(lang):
        [line] = compute_standings(ev, catalog.season("s13")).readings
    assert not LINE.search(line), line
    if lang != "en":
        assert all(w in line for w in WORDS[lang]), line
        assert not [w for w in ENGLISH if w in line], line


@pytest.mark.parametrize("lang", ["fr", "es", i18n.PSEUDO])
def test_the_command_lines_standings_read_the_bye_in_the_language(tmp_path, lang):
    path = tmp_path / "s13.json"
    path.write_text(json.dumps(EVENT), encoding="utf-8")
    done = run("--lang", lang, "standings", str(path))
    assert done.returncode == 0, done.stderr
    last = done.stdout.strip().splitlines()[-1]
    assert not LINE.search(last), last
    if lang == i18n.PSEUDO:  # every word wrapped: nothing of the reading escapes the catalog or the data
        assert last.startswith("[") and unwrapped(last) == [], last
    else:
        assert all(w in last for w in WORDS[lang]) and not [w for w in ENGLISH if w in last], last
