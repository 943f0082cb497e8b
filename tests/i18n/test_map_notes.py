"""Every note on an inferred reading in maps/ (positions, scoring and its bands, tokens, parameters, end
effects, control rules, event formats, table sizes) has French and Spanish, flagged as ours; JSON keeps
the note a string, in the asked language."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest


from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.common import Localized
from its_desktop.domain.mission.frozen import Frozen
from its_desktop.domain.tournament.formats import describe


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def _notes() -> list[tuple[str, Localized]]:
    """(where, note) for every ``inferred`` and ``inferred_at`` text of every season and scenario file."""
    out: list[tuple[str, Localized]] = []

    def walk(value: object, where: str, is_note: bool) -> None:
        if isinstance(value, Localized):
            if is_note:
                out.append((where, value))
        elif isinstance(value, Frozen):
            for name in (spec.name for spec in value.__specs__):
                walk(getattr(value, name), f"{where}.{name}", name in ("inferred", "inferred_at"))
        elif isinstance(value, (list, tuple)):
            for i, item in enumerate(value):
                walk(item, f"{where}[{i}]", is_note)
        elif isinstance(value, dict):
            for k, item in value.items():
                walk(item, f"{where}.{k}", is_note)

    for sid in catalog.season_ids():
        walk(catalog.season(sid), sid, False)
    for entry in catalog.entries():
        walk(catalog.scenario(entry.id), entry.id, False)
    return out


def test_every_inferred_note_has_french_and_spanish_flagged_as_ours():
    notes = _notes()
    # Not only positions: scoring lines, their bands, tokens, control rules and format rounds too.
    assert len(notes) >= 290, len(notes)
    plain = [str(p) for p in catalog.library_files()
             if re.search(r'inferred(_at)? = ("|\{ "[^"]+" = ")', p.read_text(encoding="utf-8"))]
    assert not plain, plain
    parts = {part.split("[")[0] for w, _ in notes for part in w.split(".")}
    assert {"scoring", "bands", "tokens", "default_control", "plan", "params", "zones", "markers"} <= parts, parts
    missing = [(w, lang) for w, t in notes for lang in ("fr", "es") if not (getattr(t, lang) or "").strip()]
    assert not missing, missing[:10]
    assert not [w for w, t in notes if sorted(t.ours) != ["es", "fr"]]
    assert not [w for w, t in notes if t.fr == t.en or t.es == t.en]
    # French typography: a space before ':' ';' '?' '!' (not inside '10:30' or a URL); Spanish: none.
    assert not [(w, t.fr) for w, t in notes if re.search(r"[^\s][:;?!](\s|$)", t.fr or "")]
    assert not [(w, t.es) for w, t in notes if re.search(r"\s[:;]", t.es or "")]


def test_the_library_validates_with_no_translation_missing():
    run = subprocess.run([sys.executable, "-m", "its_desktop", "missions", "validate"],
                         capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, run.stderr
    assert "translation" not in run.stdout + run.stderr, (run.stdout, run.stderr[:500])
    assert catalog.missing_translations([catalog.maps_root()]) == []


def test_scoring_notes_are_strings_in_the_json_in_the_asked_language():
    mission = catalog.mission("s10/annihilation", 150)
    note = next(o.inferred for o in mission.scenario.scoring if o.id == "kill-datatracker")
    assert note is not None and note.fr and note.es
    for lang, text in (("en", note.en), ("fr", note.fr), ("es", note.es)):
        dumped = next(o for o in mission.to_json(lang)["scoring"] if o["id"] == "kill-datatracker")
        assert dumped["inferred"] == text
    # Bands nested in a scoring line are dumped the same way.
    bands = [b for o in mission.to_json("es")["scoring"] for bs in (o.get("bands") or {}).values() for b in bs]
    expected = [b.inferred.es for o in mission.scenario.scoring for bs in (o.bands or {}).values() for b in bs
                if b.inferred is not None]
    assert expected and [b["inferred"] for b in bands if "inferred" in b] == expected


def test_the_cli_prints_french_scoring_notes_and_english_by_default():
    def scoring(*lang: str) -> dict[str, str]:
        run = subprocess.run([sys.executable, "-m", "its_desktop", *lang, "mission", "s8/comms-center",
                              "--points", "300", "--json"], capture_output=True, text=True, timeout=180)
        assert run.returncode == 0, run.stderr
        return {o["id"]: o["inferred"] for o in json.loads(run.stdout)["scoring"] if "inferred" in o}

    english, french = scoring(), scoring("--lang", "fr")
    assert english["more-specialists-killed"].startswith("No timing in the pack: scored at the end of the game")
    assert french["more-specialists-killed"].startswith("Pas de moment dans le pack : marqué à la fin de la partie")
    assert english.keys() == french.keys()


def test_event_format_notes_follow_the_language():
    season = catalog.season("s8")
    plan = {lang: [r["inferred"] for f in describe(season, lang) for r in f["plan"] if r["inferred"]]
            for lang in ("en", "fr", "es")}
    assert plan["en"][0].startswith("Jornada 5 is the league's Capturar las Antenas")
    # French says Ronde, as its pack does for a tournament round, and names the scenario in French.
    assert plan["fr"][0].startswith("La Ronde 5 est la version de ligue de Capturer les Antennes")
    assert plan["es"][0].startswith("La Jornada 5 es el Capturar las Antenas de la liga")
