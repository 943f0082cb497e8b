"""Every scenario's readings ("Our readings": what the pack leaves open and how we read it) are in English,
French and Spanish, the French and Spanish flagged as ours, and keep the pack line numbers they cite."""

from __future__ import annotations

import re

from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.common import Localized

# A pack line, "L864", or lines, "L828-830"; not a skill level ("Forward Deployment L1", French "N1").
LINES = re.compile(r"(?<!Deployment )\bL\d+(?:[-–]\d+)?")


def _readings() -> list[tuple[str, Localized]]:
    return [(f"{entry.id}[{i}]", text) for entry in catalog.entries()
            for i, text in enumerate(catalog.scenario(entry.id).ambiguities)]


def test_every_reading_of_every_scenario_has_french_and_spanish_flagged_as_ours():
    readings = _readings()
    # The library's 707 readings over 106 scenarios: a scenario whose readings were lost would show here.
    assert len(readings) >= 700, len(readings)
    assert len({w.split("[")[0] for w, _ in readings}) >= 100
    missing = [(w, lang) for w, t in readings for lang in ("fr", "es") if not (getattr(t, lang) or "").strip()]
    assert not missing, (len(missing), missing[:10])
    assert not [w for w, t in readings if sorted(t.ours) != ["es", "fr"]]
    assert not [w for w, t in readings if t.fr == t.en or t.es == t.en]


def test_each_translation_cites_the_same_pack_lines():
    changed = [(w, lang) for w, t in _readings() for lang in ("fr", "es")
               if sorted(LINES.findall(t.en)) != sorted(LINES.findall(getattr(t, lang) or ""))]
    assert not changed, (len(changed), changed[:10])


def test_no_scenario_file_keeps_a_plain_english_reading():
    # A plain string is read as English only; every file writes its readings as { en, fr, es }.
    plain = [str(p) for p in catalog.library_files()
             if re.search(r'^ambiguities = \[\n(?:  \{.*\n)*  "', p.read_text(encoding="utf-8"), re.M)]
    assert not plain, plain
